//! Port Royal in the app: the deck and harbour row, the turn controls, the last turn and the
//! players. Nothing is hidden but the deck order, so no hand-off screen is needed.

mod aid;
pub(crate) mod art;
mod card;
mod harbour;
pub(crate) mod icons;
mod lesson;
mod options;
mod pieces;
mod players;
mod stats;
mod status;
mod story;

use crate::games::{BoardProps, GameUi, OptionsProps};
use crate::i18n::I18n;
use takhte_engine::games::port_royal::PortRoyal;
use takhte_engine::{LogEntry, Seat};
use yew::prelude::*;

/// Shapes that tell the seats apart without colour.
const SEAT_SHAPES: [&str; 5] = ["●", "▲", "■", "◆", "★"];

/// A seat's badge: its colour and its shape.
fn seat_badge(seat: Seat) -> Html {
    html! { <span class={classes!("pr-seat", format!("s{seat}"))} aria-hidden="true">{ SEAT_SHAPES[seat % 5] }</span> }
}

/// The whole board.
#[function_component]
fn Board(props: &BoardProps<PortRoyal>) -> Html {
    let p = || props.clone();
    html! {
        <div class="port-royal" data-testid="board">
            <status::Status ..p() />
            <harbour::Table ..p() />
            <status::LastTurn ..p() />
            <players::Players ..p() />
        </div>
    }
}

impl GameUi for PortRoyal {
    const HIDES_INFORMATION: bool = false;
    const SEAT_COLOURS: &'static [&'static str] =
        &["#b3322b", "#2c5d9e", "#2f7a43", "#b85f0e", "#6f3f9a"];
    fn pieces(i18n: &I18n) -> Vec<crate::games::Piece> {
        pieces::pieces(i18n)
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn seat_key(seat: Seat) -> String {
        format!("port_royal.seat.{seat}")
    }

    fn emblem() -> Html {
        html! { <>
            <rect width="120" height="80" fill="#dcecf7" />
            <path d="M0 60 Q15 54 30 60 T60 60 T90 60 T120 60 V80 H0Z" fill="#4b86b4" />
            <path d="M35 56 H85 L78 66 H42Z" fill="#7a4a22" /><path d="M60 20 V56" stroke="#333" stroke-width="2" />
            <path d="M60 22 L80 50 H60Z" fill="#f4efe2" stroke="#555" /><circle cx="100" cy="18" r="8" fill="#f2c14e" />
        </> }
    }

    fn options_form(props: OptionsProps<Self>) -> Html {
        html! { <options::OptionsForm ..props /> }
    }

    fn options_summary(options: &Self::Options, i18n: &I18n) -> Vec<String> {
        options::summary(options, i18n)
    }

    fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
        story::story(i18n, run, names)
    }
}
