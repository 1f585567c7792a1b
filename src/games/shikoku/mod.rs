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
}
