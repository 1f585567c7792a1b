//! The island: five regions with their points and both players' pieces, as SVG.

use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::shikoku::content::REGION_POINTS;
use takhte_engine::games::shikoku::{ShikokuView, Step};
use yew::prelude::*;

/// Properties of [`Island`].
#[derive(Properties, PartialEq)]
pub struct IslandProps {
    /// The viewer's view.
    pub view: Rc<ShikokuView>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
}

/// One piece: White is a ring, Black a filled disc with a mark, so colour is not the only signal.
fn piece(seat: usize, cx: f64, cy: f64) -> Html {
    if seat == 0 {
        html! { <circle class="piece white" cx={cx.to_string()} cy={cy.to_string()} r="9" /> }
    } else {
        html! { <g class="piece black">
            <circle cx={cx.to_string()} cy={cy.to_string()} r="9" />
            <path d={format!("M{} {} h8", cx - 4.0, cy)} class="piece-mark" />
        </g> }
    }
}

/// The board of five regions.
#[function_component]
pub fn Island(props: &IslandProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    // Once the game is over the board is cleared; show how the last round ended instead.
    let pieces = match (v.step, v.rounds.last()) {
        (Step::Over, Some(last)) => last.pieces,
        _ => v.pieces,
    };
    let regions = (0..5).map(|r| {
        let x = 12.0 + r as f64 * 118.0;
        let [w, b] = pieces[r];
        let leader = match w.cmp(&b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let label = i18n.tf("shikoku.ui.region_label", &[
            i18n.num(r + 1), i18n.num(REGION_POINTS[r]), props.names[0].clone(), i18n.num(w), props.names[1].clone(), i18n.num(b),
        ]);
        let dots = (0..2).flat_map(|seat| {
            let n = pieces[r][seat] as usize;
            (0..n).map(move |i| piece(seat, x + 20.0 + (seat as f64) * 46.0 + (i % 2) as f64 * 20.0, 84.0 + (i / 2) as f64 * 21.0))
        }).collect::<Html>();
        html! {
            <g class={classes!("region", leader.map(|l| format!("lead-{l}")))} tabindex="0" role="img" aria-label={label}
                data-testid={format!("region-{}", r + 1)} data-white={w.to_string()} data-black={b.to_string()}>
                <rect x={x.to_string()} y="8" width="106" height="232" rx="14" class={format!("region-bg r{}", r + 1)} />
                <text x={(x + 53.0).to_string()} y="40" class="region-num">{ i18n.num(r + 1) }</text>
                <text x={(x + 53.0).to_string()} y="62" class="region-pts">{ i18n.tf("shikoku.ui.points", &[i18n.num(REGION_POINTS[r])]) }</text>
                { dots }
                <text x={(x + 30.0).to_string()} y="228" class="count">{ format!("○ {}", i18n.num(w)) }</text>
                <text x={(x + 80.0).to_string()} y="228" class="count">{ format!("● {}", i18n.num(b)) }</text>
            </g>
        }
    });
    html! {
        <svg class="island" viewBox="0 0 604 248" role="group" aria-label={i18n.t("shikoku.ui.board")} data-testid="island">
            { for regions }
        </svg>
    }
}
