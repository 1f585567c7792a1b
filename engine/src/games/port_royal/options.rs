//! Port Royal's rule options, chosen at the new-game screen and stored in the record.

use crate::game::{check_option, SetupError};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// Allowed target scores. At 8 a 2-player heuristic game lasts about 6 turns each (lower, the
/// first few reveals decide it); at 20 about 25 (2p) to 31 (5p) turns each, half the 60-turn
/// safety limit, long after the ships' 60 gold is banked, so only abilities still move scores.
pub const TARGET_POINTS: RangeInclusive<u8> = 8..=20;

/// The options of a game of Port Royal; `{}` (or a missing field) means the defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PortRoyalOptions {
    /// The score that ends the game: whoever ends a turn with this many points triggers the end.
    pub target_points: u8,
}

impl Default for PortRoyalOptions {
    /// The ruling's game: the end is triggered at 12 points.
    fn default() -> Self {
        PortRoyalOptions { target_points: 12 }
    }
}

impl PortRoyalOptions {
    /// Refuses options outside their allowed ranges.
    pub fn check(&self) -> Result<(), SetupError> {
        check_option(
            "port-royal",
            "target_points",
            self.target_points,
            &TARGET_POINTS,
        )
    }
}
