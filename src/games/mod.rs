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

use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::bots::Strategy;
use takhte_engine::{Game, LogEntry, Seat};
use yew::prelude::*;

/// The catalogue prefix of a game (`port-royal` → `port_royal`).
pub fn key_prefix(id: &str) -> String {
    id.replace('-', "_")
}

/// What the app needs of a game beyond the engine: its board and its presentation.
pub trait GameUi: Strategy {
    /// True if some information is hidden from some players (the hand-off screen is needed).
    const HIDES_INFORMATION: bool;
    /// The colour of each seat's line on the statistics charts, as the board draws that seat
    /// (CSS colours, repeated when there are more seats).
    const SEAT_COLOURS: &'static [&'static str];
    /// The pieces of the how-to-play page ("what you play with"), each drawn as on the board,
    /// in the order they are explained (`pieces.rs` of the game's folder).
    fn pieces(i18n: &I18n) -> Vec<Piece>;
    /// The board and controls for one seat's view, enabling exactly the legal actions.
    fn board(props: BoardProps<Self>) -> Html;
    /// The catalogue key naming a seat (for example `shikoku.seat.0`, "White").
    fn seat_key(seat: Seat) -> String;
    /// The game's emblem: SVG content for a 120×80 view box (home screen).
    fn emblem() -> Html;
    /// The form of the rule options (new-game screen); games without options draw nothing.
    fn options_form(props: OptionsProps<Self>) -> Html {
        let _ = props;
        Html::default()
    }
    /// The story of one seat's run of actions (two or more in a row, with their log lines, in
    /// order) as clauses without the actor, in the order they happened ("rolled 8", "took 2
    /// wheat", "built a road"), for the log's one-line summary of a turn. Composed only from
    /// the lines, which show what everyone may see; `None` (the default) when the game does not
    /// tell this run, and the log counts its actions instead.
    fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
        let _ = (i18n, run, names);
        None
    }
    /// The options in force in words, one phrase each (empty for games without options).
    fn options_summary(options: &Self::Options, i18n: &I18n) -> Vec<String> {
        let _ = (options, i18n);
        Vec::new()
    }
    /// The whole of an action in words, where the board's control for its first click does not
    /// say it all (a Sekigahara march: clan, units, from and to); `None` lets the hint name the
    /// marked control.
    fn describe_action(action: &Self::Action, i18n: &I18n) -> Option<String> {
        let _ = (action, i18n);
        None
    }
}

/// One piece of a how-to-play page: its drawing (an SVG element) and the catalogue key of its
/// name (`<key>.role`: its role). The page's pieces carry the game id as their CSS class, under
/// which the board's colours are written.
pub struct Piece {
    /// The drawing.
    pub art: Html,
    /// The catalogue key of its name.
    pub key: &'static str,
}

/// A drawing in a box of `view_box` (SVG user units), for a [`Piece`].
pub fn drawn(view_box: &'static str, body: Html) -> Html {
    html! { <svg class="piece-svg" viewBox={view_box} aria-hidden="true">{ body }</svg> }
}

/// What a game's options form receives: the current options and where to send a change.
#[derive(Properties)]
pub struct OptionsProps<G: Game> {
    /// The options shown.
    pub options: G::Options,
    /// Called with the changed options.
    pub on_change: Callback<G::Options>,
    /// True when the options are fixed (opened from a share link): shown, not editable.
    pub locked: bool,
}

impl<G: Game> PartialEq for OptionsProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.on_change == other.on_change
            && self.locked == other.locked
    }
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
    /// The other seats' actions since the viewer last acted, oldest first, with who made
    /// each (`Session::recent`): the board highlights them as the last move.
    pub recent: Rc<Vec<(Seat, G::Action)>>,
}

impl<G: Game> Clone for BoardProps<G> {
    fn clone(&self) -> Self {
        BoardProps {
            view: self.view.clone(),
            legal: self.legal.clone(),
            on_action: self.on_action.clone(),
            names: self.names.clone(),
            recent: self.recent.clone(),
        }
    }
}

impl<G: Game> PartialEq for BoardProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.view, &other.view)
            && Rc::ptr_eq(&self.legal, &other.legal)
            && self.on_action == other.on_action
            && self.names == other.names
            && Rc::ptr_eq(&self.recent, &other.recent)
    }
}
