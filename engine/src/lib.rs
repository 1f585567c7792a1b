//! Takhte's rules engine: every game behind one trait, seeded randomness, records and bots.
//!
//! Pure Rust with no clock and no I/O: the same record replays to the same state everywhere.

pub mod aid;
pub mod bots;
pub mod float;
pub mod game;
pub mod games;
pub mod rating;
pub mod record;
pub mod rng;
pub mod small_blocks;
pub mod table;
pub mod testing;

pub use game::{
    chances_from_scores, Game, IllegalAction, LogArg, LogArgs, LogEntry, NoOptions, Outcome, Seat,
    SetupError,
};
pub use record::{Record, RecordError};
pub use rng::GameRng;

/// The one list of games: generates [`GAME_IDS`] and [`with_game!`] from the modules and types
/// given (`$d` is a literal `$`, so the generated macro can name its own arguments).
macro_rules! games {
    ($d:tt $($module:ident :: $ty:ident),+ $(,)?) => {
        /// The ids of every game the engine knows, in the order the app lists them.
        pub const GAME_IDS: &[&str] = &[$(<games::$module::$ty as Game>::ID),+];

        /// Runs `$body` with `$G` bound to the game type whose id is `$id`, or evaluates
        /// `$unknown`: the simulator, the app and the tests dispatch through it.
        #[macro_export]
        macro_rules! with_game {
            ($d id:expr, $d G:ident => $d body:expr, _ => $d unknown:expr) => {{
                let id: &str = $d id;
                $(
                    if id == <$d crate::games::$module::$ty as $d crate::Game>::ID {
                        type $d G = $d crate::games::$module::$ty;
                        $d body
                    } else
                )+ {
                    $d unknown
                }
            }};
        }
    };
}

games!($
    shikoku::Shikoku,
    port_royal::PortRoyal,
    settlers::Settlers,
    tripoli::Tripoli,
    sekigahara::Sekigahara,
);

// After `games!`, so that `with_game!` is in scope there.
pub mod stats;
// After `stats`, whose statistics it reads.
pub mod shape;

#[cfg(test)]
mod tests {
    use super::{Game, GAME_IDS};

    #[test]
    fn game_ids_are_the_types_ids_in_order() {
        use crate::games::*;
        assert_eq!(
            GAME_IDS,
            [
                shikoku::Shikoku::ID,
                port_royal::PortRoyal::ID,
                settlers::Settlers::ID,
                tripoli::Tripoli::ID,
                sekigahara::Sekigahara::ID,
            ]
        );
        assert_eq!(
            GAME_IDS,
            ["shikoku", "port-royal", "settlers", "tripoli", "sekigahara"]
        );
    }

    #[test]
    fn with_game_binds_the_type_of_each_id_and_refuses_others() {
        for id in GAME_IDS {
            assert_eq!(with_game!(*id, G => Some(G::ID), _ => None), Some(*id));
        }
        assert_eq!(with_game!("chess", G => Some(G::ID), _ => None), None);
    }
}
