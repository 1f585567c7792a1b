//! Every player's public counts (points, cards, development cards, knights, road, pieces left)
//! and who holds the two titles.

use super::{holder, res_name, seat_badge, RES_SLUGS};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::settlers::content::{
    CITIES, GENERIC, KNIGHT, LARGEST_ARMY_MIN, LONGEST_ROAD_MIN, RESOURCES, ROADS, SETTLEMENTS,
};
use takhte_engine::games::settlers::View;
use yew::prelude::*;

/// Properties of [`Players`].
#[derive(Properties, PartialEq)]
pub struct PlayersProps {
    /// The viewer's view.
    pub view: Rc<View>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
}

/// One stat: a short label and a number, with a full spoken label.
fn stat(i18n: &I18n, key: &str, n: u8, testid: String) -> Html {
    html! {
        <span class="stat" data-testid={testid} data-value={n.to_string()}>
            <span class="stat-label">{ i18n.t(&format!("{key}_short")) }</span>
            <span class="visually-hidden">{ i18n.t(key) }</span>
            <b>{ i18n.num(n) }</b>
        </span>
    }
}

/// The harbours a player reaches: "3:1, 2:1 wool".
fn harbours(i18n: &I18n, bits: u8) -> String {
    let mut list = Vec::new();
    if bits & (1 << GENERIC) != 0 {
        list.push(i18n.t("settlers.harbour.generic"));
    }
    for r in RESOURCES {
        if bits & (1 << r as u8) != 0 {
            list.push(i18n.tf("settlers.harbour.special", &[res_name(i18n, r)]));
        }
    }
    i18n.list(&list)
}

/// The players' boxes and the titles.
#[function_component]
pub fn Players(props: &PlayersProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let rows = (0..v.players as usize).map(|s| {
        let p = &v.public[s];
        let me = s == v.seat as usize;
        let points = if me && v.my_points > p.public_points {
            i18n.tf("settlers.ui.points_hidden", &[i18n.num(p.public_points), i18n.num(v.my_points - p.public_points)])
        } else {
            i18n.num(p.public_points)
        };
        let to_act = v.to_act == Some(s as u8);
        html! {
            <li class={classes!("player", format!("seat-{s}"), (v.active as usize == s).then_some("active"), to_act.then_some("to-act"))}
                data-testid={format!("player-{s}")} data-points={p.public_points.to_string()}>
                <div class="player-head">
                    { seat_badge(s) }
                    <span class="player-name">{ props.names[s].clone() }
                        if me { <span class="muted">{ " " }{ i18n.t("settlers.ui.you") }</span> }
                    </span>
                    <span class="player-points" data-testid={format!("points-{s}")}>{ i18n.tf("settlers.ui.points", &[points]) }</span>
                </div>
                <div class="player-stats">
                    { stat(&i18n, "settlers.ui.stat_cards", p.cards, format!("cards-{s}")) }
                    { stat(&i18n, "settlers.ui.stat_devs", p.dev_cards, format!("devs-{s}")) }
                    { stat(&i18n, "settlers.ui.stat_knights", p.played[KNIGHT], format!("knights-{s}")) }
                    { stat(&i18n, "settlers.ui.stat_road", p.road_length, format!("road-length-{s}")) }
                </div>
                <div class="player-supply muted">{ i18n.tf("settlers.ui.supply", &[
                    i18n.num(p.roads_left), i18n.num(ROADS), i18n.num(p.settlements_left), i18n.num(SETTLEMENTS),
                    i18n.num(p.cities_left), i18n.num(CITIES),
                ]) }</div>
                if p.harbours != 0 {
                    <div class="player-supply muted" data-testid={format!("harbours-{s}")}>{ i18n.tf("settlers.ui.harbours", &[harbours(&i18n, p.harbours)]) }</div>
                }
                if v.longest == s as u8 || v.army == s as u8 {
                    <div class="player-titles">
                        if v.longest == s as u8 { <span class="title-card">{ i18n.t("settlers.title.longest_road") }</span> }
                        if v.army == s as u8 { <span class="title-card">{ i18n.t("settlers.title.largest_army") }</span> }
                    </div>
                }
            </li>
        }
    });
    let nobody = i18n.t("settlers.ui.nobody");
    let longest = holder(&props.names, v.longest).unwrap_or_else(|| nobody.clone());
    let army = holder(&props.names, v.army).unwrap_or(nobody);
    html! {
        <section class="settlers-players" aria-label={i18n.t("settlers.ui.players")}>
            <ul class="player-list" data-testid="players">{ for rows }</ul>
            <p class="bank-line small" data-testid="bank">
                <b>{ i18n.t("settlers.ui.bank_holds") }</b>{ " " }
                { for RESOURCES.iter().map(|&r| html! {
                    <span class={classes!("chip", RES_SLUGS[r as usize])} data-testid={format!("bank-{}", RES_SLUGS[r as usize])}
                        data-count={v.bank[r as usize].to_string()}>{ i18n.num(v.bank[r as usize]) }{ " " }{ res_name(&i18n, r) }</span>
                }) }
            </p>
            <div class="titles">
                <span data-testid="title-longest" data-seat={v.longest.to_string()}>
                    <b>{ i18n.t("settlers.title.longest_road") }</b>{ ": " }{ longest }
                    <span class="muted">{ " " }{ i18n.tf("settlers.ui.title_min", &[i18n.num(LONGEST_ROAD_MIN)]) }</span>
                </span>
                <span data-testid="title-army" data-seat={v.army.to_string()}>
                    <b>{ i18n.t("settlers.title.largest_army") }</b>{ ": " }{ army }
                    <span class="muted">{ " " }{ i18n.tf("settlers.ui.title_min", &[i18n.num(LARGEST_ARMY_MIN)]) }</span>
                </span>
            </div>
        </section>
    }
}
