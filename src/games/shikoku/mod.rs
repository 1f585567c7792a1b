//! Shikoku in the app: the island board and the hand.

mod aid;
pub(crate) mod board;
pub(crate) mod geometry;
mod lesson;
mod panel;
mod pieces;
mod stats;
mod story;

use crate::games::{BoardProps, GameUi};
use crate::i18n::I18n;
use takhte_engine::games::shikoku::Shikoku;
use takhte_engine::{LogEntry, Seat};
use yew::prelude::*;

impl GameUi for Shikoku {
    const HIDES_INFORMATION: bool = true;
    const SEAT_COLOURS: &'static [&'static str] = &["#8a6d1d", "#1f2a30"];
    fn pieces(i18n: &I18n) -> Vec<crate::games::Piece> {
        pieces::pieces(i18n)
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <div class="shikoku" data-testid="board">
                <figure class="shk-map">
                    <board::Island view={props.view.clone()} names={props.names.clone()} recent={props.recent.clone()} />
                    <figcaption><board::Legend view={props.view.clone()} names={props.names.clone()} recent={props.recent.clone()} /></figcaption>
                </figure>
                <panel::Hand ..props.clone() />
                <panel::Panel ..props />
            </div>
        }
    }

    fn seat_key(seat: Seat) -> String {
        format!("shikoku.seat.{seat}")
    }

    fn emblem() -> Html {
        let land = ["#d8e6c4", "#c9ddb2", "#b6d29c", "#c9ddb2", "#d8e6c4"];
        html! { <>
            <rect width="120" height="80" fill="#a9cfe0" />
            <g transform="translate(0.6 6) scale(0.19)">
                { for land.iter().enumerate().map(|(r, fill)| html! {
                    <path d={geometry::region_path(r)} fill={*fill} stroke="#3d5a30" stroke-width="5" stroke-linejoin="round" />
                }) }
            </g>
            <circle cx="44" cy="36" r="5" fill="#fff" stroke="#222" /><circle cx="66" cy="38" r="5" fill="#222" />
            <circle cx="55" cy="44" r="5" fill="#fff" stroke="#222" /><circle cx="86" cy="34" r="5" fill="#222" />
        </> }
    }

    fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
        story::story(i18n, run, names)
    }
}
