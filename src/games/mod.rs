//! The games the app can play: each has a folder of components and implements [`GameUi`].
//!
//! There is no list of games here: the app dispatches through the engine's
//! [`takhte_engine::with_game!`] and lists [`takhte_engine::GAME_IDS`], and the play screen
//! needs `G: GameUi`, so a game the engine knows but the app cannot draw does not compile.

pub mod port_royal;
pub mod sekigahara;
pub mod settlers;
pub mod shikoku;
pub mod tripoli;

use std::rc::Rc;
use takhte_engine::{Game, Seat};
use yew::prelude::*;

/// The catalogue prefix of a game (`port-royal` → `port_royal`).
pub fn key_prefix(id: &str) -> String {
    id.replace('-', "_")
}

/// What the app needs of a game beyond the engine: its board and its presentation.
pub trait GameUi: Game {
    /// True if some information is hidden from some players (the hand-off screen is needed).
    const HIDES_INFORMATION: bool;
    /// The rules document (English Markdown, from `docs/rules/<game>.md`).
    const RULES: &'static str;
    /// The board and controls for one seat's view, enabling exactly the legal actions.
    fn board(props: BoardProps<Self>) -> Html;
    /// The catalogue key naming a seat (for example `shikoku.seat.0`, "White").
    fn seat_key(seat: Seat) -> String;
    /// The game's emblem: SVG content for a 120×80 view box (home screen).
    fn emblem() -> Html;
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
