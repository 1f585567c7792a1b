//! Takhte's rules engine: every game behind one trait, seeded randomness, records and bots.
//!
//! Pure Rust with no clock and no I/O: the same record replays to the same state everywhere.

pub mod bots;
pub mod game;
pub mod games;
pub mod record;
pub mod rng;
pub mod testing;

pub use game::{
    chances_from_scores, Game, IllegalAction, LogArg, LogEntry, NoOptions, Outcome, Seat,
    SetupError,
};
pub use record::{Record, RecordError};
pub use rng::GameRng;

/// Runs `$body` with `$G` bound to the game type whose id is `$id`, or evaluates `$unknown`.
///
/// This is the one list of games: the simulator, the app and the tests dispatch through it.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr, _ => $unknown:expr) => {
        match $id {
            "shikoku" => {
                type $G = $crate::games::shikoku::Shikoku;
                $body
            }
            "port-royal" => {
                type $G = $crate::games::port_royal::PortRoyal;
                $body
            }
            "settlers" => {
                type $G = $crate::games::settlers::Settlers;
                $body
            }
            "tripoli" => {
                type $G = $crate::games::tripoli::Tripoli;
                $body
            }
            "sekigahara" => {
                type $G = $crate::games::sekigahara::Sekigahara;
                $body
            }
            _ => $unknown,
        }
    };
}

/// The ids of every game the engine knows, in the order the app lists them.
pub const GAME_IDS: &[&str] = &["shikoku", "port-royal", "settlers", "tripoli", "sekigahara"];
