//! Shikoku in the app: the island board and the hand.

mod board;
mod panel;

use crate::games::{BoardProps, GameUi};
use takhte_engine::games::shikoku::Shikoku;
use takhte_engine::Seat;
use yew::prelude::*;

impl GameUi for Shikoku {
    const HIDES_INFORMATION: bool = true;

    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <div class="shikoku" data-testid="board">
                <board::Island view={props.view.clone()} names={props.names.clone()} />
                <panel::Panel ..props />
            </div>
        }
    }

    fn seat_key(seat: Seat) -> String {
        format!("shikoku.seat.{seat}")
    }

    fn emblem() -> Html {
        html! { <>
            <rect width="120" height="80" fill="#e8f1e4" />
            { for [(10, "#b7d3a8"), (32, "#9cc28a"), (54, "#7fb06b"), (76, "#9cc28a"), (98, "#b7d3a8")].iter().map(|(x, c)| html! {
                <rect x={x.to_string()} y="16" width="18" height="48" rx="4" fill={*c} stroke="#40613a" />
            }) }
            <circle cx="41" cy="30" r="5" fill="#fff" stroke="#222" /><circle cx="63" cy="46" r="5" fill="#222" />
            <circle cx="63" cy="30" r="5" fill="#fff" stroke="#222" /><circle cx="85" cy="40" r="5" fill="#222" />
        </> }
    }
}
