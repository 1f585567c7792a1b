//! Rule options of the settlers game, chosen at set-up and fixed for the whole game.
//!
//! The game for two (`for_two`, rules release 3 on) is the one-against-one game of colonist.io and
//! Catanatron: two seats, and the new-game screen presets 15 points, the friendly robber and a
//! discard limit of 9 (`docs/settlers-for-two.md` gives the sources and every rule).

use crate::game::{check_option, SetupError};
use serde::{Deserialize, Serialize};

/// The winning scores a game may be set to.
pub const VICTORY_POINTS: std::ops::RangeInclusive<u8> = 10..=15;

/// The discard limits a game may be set to: a 7 makes a player holding more cards than this
/// discard half of them (the seed's 7, or up to 9).
pub const DISCARD_LIMITS: std::ops::RangeInclusive<u8> = 7..=9;

/// Visible points up to which the friendly robber protects a player.
pub const FRIENDLY_ROBBER_MAX_POINTS: u8 = 2;

/// The seed's discard limit.
const SEED_DISCARD_LIMIT: u8 = 7;

/// The rules release from which the discard limit, the game for two and balanced dice exist.
const FOR_TWO_SINCE: u32 = 3;

/// The rule options; `{}` (or any missing field) means the seed's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SettlersOptions {
    /// Points needed to win on your own turn (the seed's 10, or up to 15).
    pub victory_points: u8,
    /// The robber may not be put on a hex touching a building of another player with
    /// [`FRIENDLY_ROBBER_MAX_POINTS`] or fewer visible points (the desert is always allowed).
    pub friendly_robber: bool,
    /// Cards a player may hold when a 7 is rolled without discarding ([`DISCARD_LIMITS`]);
    /// written only when it differs from the seed's 7, so records of the usual game read as before.
    #[serde(skip_serializing_if = "is_seed_discard_limit")]
    pub discard_limit: u8,
    /// The game for two: exactly two seats (without it, three or four). Written only when on.
    #[serde(skip_serializing_if = "is_false")]
    pub for_two: bool,
    /// Balanced dice: each roll is drawn from a deck of the 36 outcomes of two dice instead of
    /// thrown, reshuffled whole when [`DICE_DECK_RESHUFFLE_AT`] outcomes are left, so the sums
    /// follow the expected spread closely. Written only when on.
    #[serde(skip_serializing_if = "is_false")]
    pub balanced_dice: bool,
}

/// Outcomes left in the balanced dice deck at which it is reshuffled whole before the next roll
/// (as the published event-card deck does with its last five cards): the last few rolls of a
/// deck can never be counted out for certain.
pub const DICE_DECK_RESHUFFLE_AT: u32 = 5;

/// The balanced dice deck with every one of the 36 outcomes in it (bit `6 × (a − 1) + (b − 1)`
/// for dice `a`, `b`).
pub const FULL_DICE_DECK: u64 = (1 << 36) - 1;

fn is_seed_discard_limit(limit: &u8) -> bool {
    *limit == SEED_DISCARD_LIMIT
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for SettlersOptions {
    fn default() -> Self {
        SettlersOptions {
            victory_points: 10,
            friendly_robber: false,
            discard_limit: SEED_DISCARD_LIMIT,
            for_two: false,
            balanced_dice: false,
        }
    }
}

impl SettlersOptions {
    /// The one-against-one rules of colonist.io and Catanatron: two seats, 15 points, the
    /// friendly robber, a discard limit of 9.
    pub const FOR_TWO: SettlersOptions = SettlersOptions {
        victory_points: 15,
        friendly_robber: true,
        discard_limit: 9,
        for_two: true,
        balanced_dice: false,
    };

    /// The smallest and largest number of seats these options allow.
    pub fn players(&self) -> (usize, usize) {
        if self.for_two {
            (2, 2)
        } else {
            (3, 4)
        }
    }

    /// Refuses options no game can be played with.
    pub fn check(&self) -> Result<(), SetupError> {
        check_option(
            "settlers",
            "victory_points",
            self.victory_points,
            &VICTORY_POINTS,
        )?;
        check_option(
            "settlers",
            "discard_limit",
            self.discard_limit,
            &DISCARD_LIMITS,
        )
    }

    /// Refuses options and a seat count no game of rules release `rules` can be set up with:
    /// the game for two seats exactly two, the others three or four; the discard limit and the
    /// game for two came with release 3.
    pub fn check_setup(&self, players: usize, rules: u32) -> Result<(), SetupError> {
        self.check()?;
        if rules < FOR_TWO_SINCE
            && (self.for_two || self.discard_limit != SEED_DISCARD_LIMIT || self.balanced_dice)
        {
            return Err(SetupError(format!(
                "settlers: the discard limit, the game for two and balanced dice came with rules \
                 release {FOR_TWO_SINCE}, not {rules}"
            )));
        }
        let (lo, hi) = self.players();
        if (lo..=hi).contains(&players) {
            Ok(())
        } else if self.for_two {
            Err(SetupError(format!(
                "settlers: the game for two is for 2 players, not {players}"
            )))
        } else {
            Err(SetupError(format!(
                "settlers is for 3–4 players (2 only with the game for two), not {players}"
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_options_write_as_before_and_old_options_still_read() {
        let json = serde_json::to_string(&SettlersOptions::default()).unwrap();
        assert_eq!(json, r#"{"victory_points":10,"friendly_robber":false}"#);
        let old: SettlersOptions =
            serde_json::from_str(r#"{"victory_points":12,"friendly_robber":true}"#).unwrap();
        assert_eq!(old.discard_limit, 7);
        assert!(!old.for_two);
        let two = serde_json::to_string(&SettlersOptions::FOR_TWO).unwrap();
        assert_eq!(
            two,
            r#"{"victory_points":15,"friendly_robber":true,"discard_limit":9,"for_two":true}"#
        );
        let back: SettlersOptions = serde_json::from_str(&two).unwrap();
        assert_eq!(back, SettlersOptions::FOR_TWO);
    }

    #[test]
    fn two_seats_only_with_the_game_for_two_and_only_from_release_3() {
        let usual = SettlersOptions::default();
        assert!(usual.check_setup(2, 3).is_err());
        assert!(usual.check_setup(3, 3).is_ok());
        assert!(usual.check_setup(4, 2).is_ok());
        assert!(usual.check_setup(5, 3).is_err());
        let two = SettlersOptions::FOR_TWO;
        assert!(two.check_setup(2, 3).is_ok());
        assert!(two.check_setup(3, 3).is_err());
        assert!(two.check_setup(4, 3).is_err());
        assert!(
            two.check_setup(2, 2).is_err(),
            "release 2 had no game for two"
        );
        let limit = SettlersOptions {
            discard_limit: 9,
            ..usual
        };
        assert!(limit.check_setup(4, 3).is_ok());
        assert!(limit.check_setup(4, 2).is_err());
        for bad in [6, 10] {
            let o = SettlersOptions {
                discard_limit: bad,
                ..usual
            };
            assert!(o.check().is_err(), "discard limit {bad}");
        }
    }

    #[test]
    fn balanced_dice_are_written_only_when_on_and_only_from_release_3() {
        let balanced = SettlersOptions {
            balanced_dice: true,
            ..SettlersOptions::default()
        };
        let json = serde_json::to_string(&balanced).unwrap();
        assert_eq!(
            json,
            r#"{"victory_points":10,"friendly_robber":false,"balanced_dice":true}"#
        );
        assert_eq!(
            serde_json::from_str::<SettlersOptions>(&json).unwrap(),
            balanced
        );
        assert!(balanced.check_setup(3, 3).is_ok());
        assert!(
            balanced.check_setup(3, 2).is_err(),
            "release 2 had no balanced dice"
        );
    }
}
