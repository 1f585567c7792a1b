//! Tripoli's rules releases, and the old behaviours kept for games started under an earlier one
//! (records carry their release; see `engine/src/record.rs`).
//!
//! | release | since | what changed |
//! | --- | --- | --- |
//! | 1 | 2026-11-30 | the first: a reshuffle in mid-turn takes every played card |
//! | 2 | 2026-12-06 | a card played this turn stays out of a mid-turn reshuffle (ruling of 2026-11-30) |
//! | 3 | 2026-12-07 | each side's played pile is reshuffled at most twice a game, so every game ends (ruling of 2026-12-07) |

use super::Tripoli;
use crate::game::Seat;

/// Today's release.
pub const RULES: u32 = 3;
/// The release of records written before records carried one, with options as an object.
pub const UNMARKED: u32 = 2;

/// How many times a side's played pile may become its draw pile in one game (release 3 on).
pub const RESHUFFLES: u8 = 2;

impl Tripoli {
    /// Whether a reshuffle in mid-turn leaves this turn's played cards on the played pile
    /// (release 2 on); under release 1 it took them all.
    pub(super) fn keeps_this_turn_out(&self) -> bool {
        self.rules >= 2
    }

    /// Reshuffles `side` still has: [`RESHUFFLES`] less those made (release 3 on); earlier
    /// releases had no limit.
    pub fn reshuffles_left(&self, side: Seat) -> Option<u8> {
        (self.rules >= 3).then(|| RESHUFFLES.saturating_sub(self.reshuffles[side]))
    }
}
