//! Port Royal in the app: the deck and harbour row, the turn controls, the last turn and the
//! players. Nothing is hidden but the deck order, so no hand-off screen is needed.

mod card;
mod harbour;
mod icons;
mod players;
mod status;

use crate::games::{BoardProps, GameUi};
use takhte_engine::games::port_royal::PortRoyal;
use takhte_engine::Seat;
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
    let p = || BoardProps::<PortRoyal> {
        view: props.view.clone(),
        legal: props.legal.clone(),
        on_action: props.on_action.clone(),
        names: props.names.clone(),
    };
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

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn seat_key(seat: Seat) -> String {
        format!("port_royal.seat.{seat}")
    }
}
