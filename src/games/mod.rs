//! The games the app can play: each has a folder of components and implements [`GameUi`].

pub mod port_royal;
pub mod sekigahara;
pub mod settlers;
pub mod shikoku;
pub mod tripoli;

use std::rc::Rc;
use takhte_engine::bots::Strategy;
use takhte_engine::{Game, Seat};
use yew::prelude::*;

/// Every game shown on the home screen, in order.
pub const ALL_GAMES: [&str; 5] = ["shikoku", "port-royal", "settlers", "tripoli", "sekigahara"];

/// The catalogue prefix of a game (`port-royal` → `port_royal`).
pub fn key_prefix(id: &str) -> String {
    id.replace('-', "_")
}

/// What the app needs of a game beyond the engine: its board and its presentation.
pub trait GameUi: Strategy {
    /// True if some information is hidden from some players (the hand-off screen is needed).
    const HIDES_INFORMATION: bool;
    /// The board and controls for one seat's view, enabling exactly the legal actions.
    fn board(props: BoardProps<Self>) -> Html;
    /// The catalogue key naming a seat (for example `shikoku.seat.0`, "White").
    fn seat_key(seat: Seat) -> String;
}

/// What a game's board receives: the view, the legal actions, and where to send a choice.
#[derive(Properties)]
pub struct BoardProps<G: Game> {
    /// The view being drawn.
    pub view: Rc<G::View>,
    /// The legal actions of the viewer (empty when it is not the viewer's turn).
    pub legal: Rc<Vec<G::Action>>,
    /// Called with the chosen action.
    pub on_action: Callback<G::Action>,
    /// Display names of the seats.
    pub names: Rc<Vec<String>>,
}

impl<G: Game> PartialEq for BoardProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.view, &other.view)
            && Rc::ptr_eq(&self.legal, &other.legal)
            && self.on_action == other.on_action
            && self.names == other.names
    }
}

/// Runs `$body` with `$G` bound to the game type of `$id` if the app can play it.
#[macro_export]
macro_rules! with_ui_game {
    ($id:expr, $G:ident => $body:expr, _ => $unknown:expr) => {
        match $id {
            "shikoku" => {
                type $G = takhte_engine::games::shikoku::Shikoku;
                $body
            }
            "port-royal" => {
                type $G = takhte_engine::games::port_royal::PortRoyal;
                $body
            }
            "tripoli" => {
                type $G = takhte_engine::games::tripoli::Tripoli;
                $body
            }
            "sekigahara" => {
                type $G = takhte_engine::games::sekigahara::Sekigahara;
                $body
            }
            "settlers" => {
                type $G = takhte_engine::games::settlers::Settlers;
                $body
            }
            _ => $unknown,
        }
    };
}
pub use with_ui_game;
