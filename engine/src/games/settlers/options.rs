//! Rule options of the settlers game, chosen at set-up and fixed for the whole game.

use crate::game::{check_option, SetupError};
use serde::{Deserialize, Serialize};

/// The winning scores a game may be set to.
pub const VICTORY_POINTS: std::ops::RangeInclusive<u8> = 10..=15;

/// Visible points up to which the friendly robber protects a player.
pub const FRIENDLY_ROBBER_MAX_POINTS: u8 = 2;

/// The rule options; `{}` (or any missing field) means the seed's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SettlersOptions {
    /// Points needed to win on your own turn (the seed's 10, or up to 15).
    pub victory_points: u8,
    /// The robber may not be put on a hex touching a building of another player with
    /// [`FRIENDLY_ROBBER_MAX_POINTS`] or fewer visible points (the desert is always allowed).
    pub friendly_robber: bool,
}

impl Default for SettlersOptions {
    fn default() -> Self {
        SettlersOptions {
            victory_points: 10,
            friendly_robber: false,
        }
    }
}

impl SettlersOptions {
    /// Refuses options no game can be played with.
    pub fn check(&self) -> Result<(), SetupError> {
        check_option(
            "settlers",
            "victory_points",
            self.victory_points,
            &VICTORY_POINTS,
        )
    }
}
