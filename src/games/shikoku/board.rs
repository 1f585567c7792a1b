//! The island: the five regions drawn on Shikoku's outline, their values, both players'
//! stones, a flag on each region's leader, and the opponent's last move highlighted.

use super::geometry::{coast_path, region_path, stone_at, LABELS, VIEW_BOX};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::shikoku::content::{CARDS, REGION_POINTS};
use takhte_engine::games::shikoku::{Action, ShikokuView, Step};
use takhte_engine::Seat;
use yew::prelude::*;

/// Properties of [`Island`].
#[derive(Properties, PartialEq)]
pub struct IslandProps {
    /// The viewer's view.
    pub view: Rc<ShikokuView>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// The opponent's actions since the viewer last acted.
    pub recent: Rc<Vec<(Seat, Action)>>,
}

/// One stone: White a light ring, Black a dark disc with a white bar, so colour is not the
/// only signal. `fresh` marks a stone the opponent has just placed.
pub fn stone(seat: usize, (cx, cy): (f64, f64), r: f64, fresh: bool) -> Html {
    let class = classes!(
        "stone",
        if seat == 0 { "white" } else { "black" },
        fresh.then_some("fresh")
    );
    html! {
        <g {class}>
            <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} />
            if seat == 1 {
                <path d={format!("M{} {cy}h{}", cx - r * 0.5, r)} class="stone-mark" />
            }
        </g>
    }
}

/// The leader's flag beside a region's badge: a pennant carrying the leader's stone.
pub fn flag(seat: usize, (x, y): (f64, f64)) -> Html {
    html! {
        <g class="flag">
            <path d={format!("M{x} {}v34", y - 18.0)} class="flag-pole" />
            <path d={format!("M{x} {}l22 7l-22 7z", y - 18.0)} class="flag-cloth" />
            { stone(seat, (x + 8.0, y - 11.0), 3.6, false) }
        </g>
    }
}

/// The last move's play: its region (1-based), who played and how many stones were placed.
fn recent_play(v: &ShikokuView, recent: &[(Seat, Action)]) -> Option<(usize, Seat, usize)> {
    recent.iter().rev().find_map(|&(seat, a)| match a {
        Action::Play { card } => {
            let placed = v
                .last_play
                .filter(|p| p.card == card && p.round == v.round)
                .map_or(0, |p| p.placed);
            Some((CARDS[card as usize].region as usize, seat, placed as usize))
        }
        Action::Pass { .. } => None,
    })
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
    let fresh = recent_play(v, &props.recent);
    let regions = (0..5).map(|r| {
        let at = LABELS[r];
        let [w, b] = pieces[r];
        let leader = match w.cmp(&b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let mut label = i18n.tf("shikoku.ui.region_label", &[
            i18n.num(r + 1), i18n.num(REGION_POINTS[r]), props.names[0].clone(), i18n.num(w), props.names[1].clone(), i18n.num(b),
        ]);
        label.push_str(". ");
        label.push_str(&match leader {
            Some(s) => i18n.tf("shikoku.ui.leads", &[props.names[s].clone()]),
            None => i18n.t("shikoku.ui.no_leader"),
        });
        let is_recent = fresh.is_some_and(|(region, _, _)| region == r + 1);
        let (mover, new_stones) = fresh.filter(|_| is_recent).map_or((2, 0), |(_, seat, placed)| (seat, placed));
        if is_recent {
            label.push_str(". ");
            label.push_str(&i18n.tf("shikoku.ui.last_played_here", &[props.names[mover].clone()]));
        }
        let stones = (0..2).flat_map(|seat| {
            let n = pieces[r][seat] as usize;
            let new_from = if seat == mover { n.saturating_sub(new_stones) } else { n };
            (0..n).map(move |i| stone(seat, stone_at(at, seat, i), 8.0, i >= new_from))
        }).collect::<Html>();
        let count_y = at.1 + 50.0 + 4.0 * 17.0 + 22.0;
        html! {
            <g class={classes!("region", leader.map(|l| format!("lead-{l}")), is_recent.then_some("recent"))} role="img" aria-label={label}
                data-testid={format!("region-{}", r + 1)} data-white={w.to_string()} data-black={b.to_string()}
                data-leader={leader.map_or("none".to_string(), |l| l.to_string())} data-recent={is_recent.to_string()}>
                <path d={region_path(r)} class={format!("region-land r{}", r + 1)} />
                <circle cx={at.0.to_string()} cy={at.1.to_string()} r="14" class="region-badge" />
                <text x={at.0.to_string()} y={(at.1 + 6.0).to_string()} class="label region-num">{ i18n.num(r + 1) }</text>
                <text x={at.0.to_string()} y={(at.1 + 35.0).to_string()} class="label region-pts">{ i18n.tf("shikoku.ui.points", &[i18n.num(REGION_POINTS[r])]) }</text>
                if let Some(l) = leader {
                    { flag(l, (at.0 + 21.0, at.1)) }
                }
                { stones }
                <text x={(at.0 - 21.0).to_string()} y={count_y.to_string()} class="label count">{ format!("○ {}", i18n.num(w)) }</text>
                <text x={(at.0 + 21.0).to_string()} y={count_y.to_string()} class="label count">{ format!("● {}", i18n.num(b)) }</text>
            </g>
        }
    });
    html! {
        <svg class="island" viewBox={VIEW_BOX} role="group" aria-label={i18n.t("shikoku.ui.board")} data-testid="island">
            <rect class="sea" x="8" y="38" width="612" height="330" />
            <path d={coast_path()} class="shallows" />
            { for regions }
            <path d={coast_path()} class="coast" />
            <text x="300" y="64" class="label sea-name">{ i18n.t("shikoku.ui.sea_north") }</text>
            <text x="372" y="342" class="label sea-name">{ i18n.t("shikoku.ui.sea_south") }</text>
        </svg>
    }
}

/// What the marks on the island mean: the two stones, the leader's flag, the last move.
#[function_component]
pub fn Legend(props: &IslandProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let icon = |body: Html| html! { <svg class="legend-icon" viewBox="-12 -12 24 24" aria-hidden="true">{ body }</svg> };
    html! {
        <ul class="shk-legend" data-testid="legend" aria-label={i18n.t("shikoku.ui.legend")}>
            { for (0..2).map(|s| html! {
                <li>{ icon(stone(s, (0.0, 0.0), 8.0, false)) }{ i18n.tf("shikoku.ui.legend_stone", &[props.names[s].clone()]) }</li>
            }) }
            <li><svg class="legend-icon" viewBox="-2 -20 26 36" aria-hidden="true">{ flag(0, (0.0, 0.0)) }</svg>{ i18n.t("shikoku.ui.legend_flag") }</li>
            <li><svg class="legend-icon" viewBox="-12 -12 24 24" aria-hidden="true"><rect x="-10" y="-10" width="20" height="20" rx="4" class="legend-recent" /></svg>
                { i18n.t("shikoku.ui.legend_recent") }</li>
        </ul>
    }
}
