//! The panels around the map: live scores with their parts, the last event, both sides' piles
//! and the event deck.

use super::{effect_text, kind, ship_badge};
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::tripoli::content::{card, CardDef, EVENTS, ZONE_DEFS};
use takhte_engine::games::tripoli::{Action, Tripoli, WIN_SCORE};
use yew::prelude::*;

/// A face-up card as a small chip naming it; its full effect shows on hover, on focus and when
/// touched (a touch focuses it). `id` makes the tooltip's id unique on the page.
fn chip(i18n: &I18n, def: &CardDef, id: String, classes: Classes) -> Html {
    html! {
        <li class={classes!("tp-chip", format!("kind-{}", kind(def.effect)), classes)}>
            <span class="tp-chip-name" tabindex="0" aria-describedby={id.clone()}>{ i18n.t(def.key) }</span>
            <span class="tp-tip" role="tooltip" id={id}>{ effect_text(i18n, def.effect) }</span>
        </li>
    }
}

/// What the other side did since the viewer last acted, in order, each card with its effect.
#[function_component]
pub fn Recent(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let Some(&(seat, _)) = props.recent.first() else {
        return Html::default();
    };
    let items = props.recent.iter().enumerate().map(|(i, &(s, action))| {
        let card_item = |key: &str, def: &CardDef| html! {
            <li class="tp-recent-card"><span>{ i18n.t(key) }</span>
                <ul class="tp-chips">{ chip(&i18n, def, format!("tp-recent-tip-{i}"), classes!("latest")) }</ul></li>
        };
        match action {
            Action::DrawOwn => html! { <li>{ i18n.t("tripoli.ui.recent.draw_own") }</li> },
            Action::DrawEvent => match v.last_event.filter(|&(by, _)| by == s) {
                Some((_, e)) => card_item("tripoli.ui.recent.draw_event", &EVENTS[usize::from(e)]),
                None => html! { <li>{ i18n.t("tripoli.ui.recent.draw_event") }</li> },
            },
            Action::Play { card: c } => card_item("tripoli.ui.recent.play", card(s, c)),
            Action::DiscardForShip { card: c } => card_item("tripoli.ui.recent.discard_for_ship", card(s, c)),
            Action::DiscardDown { card: c } => card_item("tripoli.ui.recent.discard_down", card(s, c)),
            Action::ChooseZone { zone } => html! {
                <li>{ i18n.tf("tripoli.ui.recent.zone", &[i18n.t(ZONE_DEFS[usize::from(zone)].key)]) }</li>
            },
            Action::ChooseShips { n } => html! { <li>{ i18n.tf("tripoli.ui.recent.ships", &[i18n.num(n)]) }</li> },
            Action::Pass => html! { <li>{ i18n.t("tripoli.ui.recent.pass") }</li> },
        }
    });
    html! {
        <section class={classes!("tp-recent", format!("side-{seat}"))} data-testid="recent">
            <h3 class="tp-recent-title">{ ship_badge(seat) }{ i18n.tf("tripoli.ui.recent_title", std::slice::from_ref(&props.names[seat])) }</h3>
            <ol class="tp-recent-list">{ for items }</ol>
        </section>
    }
}

/// The live score of each side and what it is made of: points, zones held, ships in port.
#[function_component]
pub fn Scores(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let me = v.seat;
    let rows = [me, 1 - me].map(|s| {
        let zone_points: u32 = ZONE_DEFS
            .iter()
            .zip(v.zones.iter())
            .filter(|(_, z)| z.controller == Some(s))
            .map(|(d, _)| u32::from(d.value))
            .sum();
        html! {
            <tr data-testid={format!("score-{s}")} data-score={v.score[s].to_string()} class={format!("side-{s}")}>
                <th scope="row">{ ship_badge(s) }{ props.names[s].clone() }</th>
                <td class="tp-total">{ i18n.num(v.score[s]) }</td>
                <td>{ i18n.num(v.points[s]) }</td>
                <td>{ i18n.tf("tripoli.ui.zones_cell", &[i18n.num(zone_points), i18n.num(v.zones_controlled[s])]) }</td>
                <td>{ i18n.num(v.port[s]) }</td>
            </tr>
        }
    });
    html! {
        // On a phone the table scrolls sideways: focusable, so keys can scroll it too.
        <div class="tp-scores" tabindex="0" role="region" aria-label={i18n.t("tripoli.ui.score")}>
            <table class="compact" data-testid="scores">
                <caption>{ i18n.tf("tripoli.ui.score_caption", &[i18n.num(WIN_SCORE)]) }</caption>
                <thead><tr>
                    <th></th><th>{ i18n.t("tripoli.ui.score") }</th><th>{ i18n.t("tripoli.ui.points") }</th>
                    <th>{ i18n.t("tripoli.ui.zones") }</th><th>{ i18n.t("tripoli.ui.in_port") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// The last event drawn, who drew it and what it did.
#[function_component]
pub fn LastEvent(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    match v.last_event {
        Some((seat, e)) => {
            let def = &EVENTS[usize::from(e)];
            html! {
                <aside class={classes!("tp-last-event", format!("kind-{}", kind(def.effect)))} data-testid="last-event"
                    data-event={e.to_string()} aria-label={i18n.t("tripoli.ui.last_event")}>
                    <span class="tp-card-kind">{ i18n.t("tripoli.ui.last_event") }</span>
                    <strong class="tp-card-name">{ i18n.t(def.key) }</strong>
                    <span class="tp-card-effect">{ effect_text(&i18n, def.effect) }</span>
                    <span class="tp-drawn-by">{ ship_badge(seat) }{ i18n.tf("tripoli.ui.drawn_by", &[props.names[seat].clone()]) }</span>
                </aside>
            }
        }
        None => html! {
            <aside class="tp-last-event none" data-testid="last-event">
                <span class="tp-card-kind">{ i18n.t("tripoli.ui.last_event") }</span>
                <span class="muted">{ i18n.t("tripoli.ui.no_event") }</span>
            </aside>
        },
    }
}

/// Each side's hand and deck sizes, ships at sea and in reserve, and its face-up piles.
#[function_component]
pub fn Piles(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let side = |s: usize| {
        let at_sea: u32 = v.zones.iter().map(|z| u32::from(z.ships[s])).sum();
        let recent = |c: u8, discard: bool| {
            props.recent.iter().any(|&(by, a)| {
                by == s
                    && match a {
                        Action::Play { card } => !discard && card == c,
                        Action::DiscardForShip { card } | Action::DiscardDown { card } => {
                            discard && card == c
                        }
                        _ => false,
                    }
            })
        };
        let played = v.played[s].iter().enumerate().map(|(i, &c)| {
            let latest = i + 1 == v.played[s].len();
            chip(
                &i18n,
                card(s, c),
                format!("tp-played-tip-{s}-{i}"),
                classes!(
                    latest.then_some("latest"),
                    recent(c, false).then_some("recent")
                ),
            )
        });
        let discarded = v.discard[s].iter().enumerate().map(|(i, &c)| {
            chip(
                &i18n,
                card(s, c),
                format!("tp-discard-tip-{s}-{i}"),
                classes!(recent(c, true).then_some("recent")),
            )
        });
        html! {
            <section class={classes!("tp-side", format!("side-{s}"))} data-testid={format!("side-{s}")}>
                <h4>{ ship_badge(s) }{ props.names[s].clone() }</h4>
                <ul class="tp-counts">
                    <li data-testid={format!("hand-count-{s}")}>{ i18n.tf("tripoli.ui.hand_count", &[i18n.num(v.hand_count[s])]) }</li>
                    <li data-testid={format!("deck-count-{s}")}>{ i18n.tf("tripoli.ui.deck_count", &[i18n.num(v.deck_count[s])]) }</li>
                    if let Some(left) = v.reshuffles_left[s] {
                        <li data-testid={format!("reshuffles-left-{s}")}>{ i18n.tf("tripoli.ui.reshuffles_left", &[i18n.num(left)]) }</li>
                    }
                    <li>{ i18n.tf("tripoli.ui.at_sea", &[i18n.num(at_sea)]) }</li>
                    <li>{ i18n.tf("tripoli.ui.reserve_count", &[i18n.num(v.reserve[s])]) }</li>
                </ul>
                <h5>{ i18n.tf("tripoli.ui.played_pile", &[i18n.num(v.played[s].len())]) }</h5>
                <ul class="tp-chips" data-testid={format!("played-{s}")}>{ for played }</ul>
                <h5>{ i18n.tf("tripoli.ui.discard_pile", &[i18n.num(v.discard[s].len())]) }</h5>
                <ul class="tp-chips" data-testid={format!("discarded-{s}")}>{ for discarded }</ul>
            </section>
        }
    };
    html! {
        <div class="tp-piles" data-testid="piles">
            { side(v.seat) }
            { side(1 - v.seat) }
        </div>
    }
}

/// The event deck, each side's event draws left, and the events drawn so far.
#[function_component]
pub fn Events(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let drawn = v.event_discard.iter().enumerate().map(|(i, &e)| {
        let latest = i + 1 == v.event_discard.len();
        chip(
            &i18n,
            &EVENTS[usize::from(e)],
            format!("tp-event-tip-{i}"),
            classes!(latest.then_some("latest")),
        )
    });
    html! {
        <section class="tp-events" data-testid="events">
            <h4>{ i18n.t("tripoli.ui.events") }</h4>
            <ul class="tp-counts">
                <li data-testid="event-deck">{ i18n.tf("tripoli.ui.event_deck", &[i18n.num(v.event_deck)]) }</li>
                { for [v.seat, 1 - v.seat].map(|s| html! {
                    <li data-testid={format!("events-left-{s}")} data-left={v.event_limit.saturating_sub(v.events_drawn[s]).to_string()}>
                        { ship_badge(s) }
                        { i18n.tf("tripoli.ui.events_left_of", &[props.names[s].clone(),
                            i18n.num(v.event_limit.saturating_sub(v.events_drawn[s])), i18n.num(v.event_limit)]) }
                    </li>
                }) }
            </ul>
            <h5>{ i18n.tf("tripoli.ui.events_drawn", &[i18n.num(v.event_discard.len())]) }</h5>
            <ul class="tp-chips" data-testid="event-discard">{ for drawn }</ul>
        </section>
    }
}
