//! The trade panel: trades with the bank (at the viewer's harbour rates) and offers to other
//! players, composed privately in the page with +/− per resource and sent as one action, then
//! answered, and confirmed or cancelled.

use super::art::icon;
use super::{res_name, seat_badge, RES_SLUGS};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::settlers::content::{Resource, CARDS_PER_RESOURCE, GENERIC, RESOURCES};
use takhte_engine::games::settlers::{Action, Offer, Phase, View};
use takhte_engine::Seat;
use yew::prelude::*;

/// Properties of [`Trade`].
#[derive(Properties, PartialEq)]
pub struct TradeProps {
    /// The viewer's view.
    pub view: Rc<View>,
    /// The viewer's legal actions.
    pub legal: Rc<Vec<Action>>,
    /// Sends a chosen action.
    pub on_action: Callback<Action>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// Whether the viewer opened the composer (offers and bank trades on their turn).
    pub open: bool,
    /// The other seats' actions since the viewer last acted (their answers to an offer).
    pub recent: Rc<Vec<(Seat, Action)>>,
}

/// Cards written out: "1 wood, 2 ore" (or "nothing").
pub fn cards(i18n: &I18n, c: &[u8; 5]) -> String {
    let parts: Vec<String> = RESOURCES
        .iter()
        .filter(|&&r| c[r as usize] > 0)
        .map(|&r| {
            i18n.tf(
                "settlers.ui.n_of",
                &[i18n.num(c[r as usize]), res_name(i18n, r)],
            )
        })
        .collect();
    if parts.is_empty() {
        i18n.t("settlers.ui.nothing")
    } else {
        i18n.list(&parts)
    }
}

/// The viewer's bank rate for a resource, read from the harbour bits of the view.
fn rate(v: &View, r: Resource) -> u8 {
    let h = v.public[v.seat as usize].harbours;
    if h & (1 << r as u8) != 0 {
        2
    } else if h & (1 << GENERIC) != 0 {
        3
    } else {
        4
    }
}

/// The answers to the latest offer among `recent` (the other seats' actions since the viewer
/// last acted), in the order given: who, and whether they accepted.
pub fn answers_given(recent: &[(Seat, Action)]) -> Vec<(Seat, bool)> {
    let mut given = Vec::new();
    for &(seat, action) in recent {
        match action {
            Action::Offer { .. } => given.clear(),
            Action::AcceptTrade => given.push((seat, true)),
            Action::DeclineTrade => given.push((seat, false)),
            _ => {}
        }
    }
    given
}

/// The offer as everyone sees it: who gives what for what.
fn offer_line(i18n: &I18n, names: &[String], active: usize, offer: &Offer) -> Html {
    offer_line_as(i18n, names, active, offer, "offer")
}

/// [`offer_line`] with its own test id.
fn offer_line_as(
    i18n: &I18n,
    names: &[String],
    active: usize,
    offer: &Offer,
    testid: &'static str,
) -> Html {
    html! {
        <p class="offer-line" data-testid={testid}>
            { seat_badge(active) }
            { i18n.tf("settlers.ui.offer_line", &[names[active].clone(), cards(i18n, &offer.give), cards(i18n, &offer.get)]) }
        </p>
    }
}

/// The trade panel.
#[function_component]
pub fn Trade(props: &TradeProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let give = use_state(|| None::<Resource>);
    let draft = use_state(|| Offer {
        give: [0; 5],
        get: [0; 5],
    });
    // The viewer's last offer sent from this panel, shown with its answers once they are in.
    let sent = use_state(|| None::<Offer>);
    let v = &props.view;
    let legal = &props.legal;
    let names = &props.names;
    let active = v.active as usize;
    let me = v.seat as usize;
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action);
    let res_button = |r: Resource,
                      testid: String,
                      enabled: bool,
                      onclick: Callback<MouseEvent>,
                      (text, label): (Html, String),
                      pressed: Option<bool>| {
        html! {
            <button class={classes!("button", "res-button", RES_SLUGS[r as usize])} disabled={!enabled} {onclick}
                aria-label={label.clone()} title={label} aria-pressed={pressed.map(|p| p.to_string())}
                data-testid={testid}>{ text }</button>
        }
    };

    let given = answers_given(&props.recent);
    // After the viewer's offer is answered and closed, the answers stay here until the viewer
    // acts again (which empties `recent`).
    let answered =
        (matches!(v.phase, Phase::Main) && me == active && !given.is_empty()).then(|| {
            html! {
                <div class="offer-answered" data-testid="offer-answers">
                    <h4>{ i18n.t("settlers.ui.answers_title") }</h4>
                    if let Some(offer) = *sent {
                        { offer_line(&i18n, names, active, &offer) }
                    }
                    { answers(&i18n, names, v, (0, 0), &given) }
                </div>
            }
        });
    let body = match v.phase {
        Phase::Main if answered.is_some() && !(props.open && legal.contains(&Action::EndTurn)) => {
            html! {}
        }
        Phase::Main if props.open && legal.contains(&Action::EndTurn) => {
            let bank_legal: Vec<(Resource, Resource)> = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::BankTrade { give, get } => Some((give, get)),
                    _ => None,
                })
                .collect();
            let chosen = give.filter(|g| bank_legal.iter().any(|(a, _)| a == g));
            let gives = RESOURCES.iter().map(|&r| {
                let enabled = bank_legal.iter().any(|&(g, _)| g == r);
                let give = give.clone();
                let onclick = Callback::from(move |_: MouseEvent| give.set(if *give == Some(r) { None } else { Some(r) }));
                let text = html! { <>{ icon(r as u8) }<span>{ res_name(&i18n, r) }</span><span class="count">{ i18n.num(format!("{}:1", rate(v, r))) }</span></> };
                let label = i18n.tf("settlers.ui.bank_give_label", &[i18n.num(rate(v, r)), res_name(&i18n, r)]);
                res_button(r, format!("bank-give-{}", RES_SLUGS[r as usize]), enabled, onclick, (text, label), Some(chosen == Some(r)))
            });
            let gets = chosen.map(|g| {
                let buttons = RESOURCES.iter().map(|&r| {
                    let action = Action::BankTrade { give: g, get: r };
                    let give = give.clone();
                    let on_action = props.on_action.clone();
                    let onclick = Callback::from(move |_: MouseEvent| {
                        give.set(None);
                        on_action.emit(action);
                    });
                    res_button(r, format!("bank-get-{}", RES_SLUGS[r as usize]), legal.contains(&action), onclick,
                        (html! { res_name(&i18n, r) }, i18n.tf("settlers.ui.bank_get_label", &[res_name(&i18n, r)])), None)
                });
                html! { <>
                    <p class="small">{ i18n.tf("settlers.ui.bank_get", &[i18n.num(rate(v, g)), res_name(&i18n, g)]) }</p>
                    <div class="res-grid">{ for buttons }</div>
                </> }
            });
            let offer = *draft;
            let hand = v.hand;
            // One +/− pair per resource and side; a resource sits on one side only.
            let side = |get: bool| {
                let rows = RESOURCES.iter().map(|&r| {
                    let i = r as usize;
                    let n = if get { offer.get[i] } else { offer.give[i] };
                    let other = if get { offer.give[i] } else { offer.get[i] };
                    let limit = if get { CARDS_PER_RESOURCE - v.bank[i] - hand[i] } else { hand[i] };
                    let step = |delta: i8| {
                        let draft = draft.clone();
                        Callback::from(move |_: MouseEvent| {
                            let mut o = *draft;
                            let c = if get { &mut o.get[i] } else { &mut o.give[i] };
                            *c = c.saturating_add_signed(delta);
                            draft.set(o);
                        })
                    };
                    let slug = RES_SLUGS[i];
                    let (more, less) = if get { ("offer-get", "offer-get-less") } else { ("offer-give", "offer-give-less") };
                    let (more_key, less_key) = if get { ("settlers.ui.add_get", "settlers.ui.less_get") } else { ("settlers.ui.add_give", "settlers.ui.less_give") };
                    let text = html! { <>{ icon(r as u8) }<span>{ res_name(&i18n, r) }</span><span class="count">{ i18n.num(n) }</span></> };
                    html! {
                        <div class="offer-row">
                            { res_button(r, format!("{more}-{slug}"), other == 0 && n < limit, step(1),
                                (text, i18n.tf(more_key, &[res_name(&i18n, r), i18n.num(n)])), None) }
                            <button class="button" disabled={n == 0} onclick={step(-1)} data-testid={format!("{less}-{slug}")}
                                aria-label={i18n.tf(less_key, &[res_name(&i18n, r), i18n.num(n)])}>{ "−" }</button>
                        </div>
                    }
                });
                html! { <div class="res-grid offer-side">{ for rows }</div> }
            };
            let send = |to: Option<u8>| {
                let draft = draft.clone();
                let sent = sent.clone();
                let on_action = props.on_action.clone();
                Callback::from(move |_: MouseEvent| {
                    sent.set(Some(offer));
                    draft.set(Offer {
                        give: [0; 5],
                        get: [0; 5],
                    });
                    on_action.emit(Action::Offer {
                        give: offer.give,
                        get: offer.get,
                        to,
                    });
                })
            };
            let targets = std::iter::once(None)
                .chain((0..v.players).filter(|&s| s as usize != me).map(Some))
                .map(|to| {
                    let (text, testid) = match to {
                        None => (i18n.t("settlers.ui.offer_all"), "offer-to-all".to_string()),
                        Some(s) => (i18n.tf("settlers.ui.offer_to", &[names[s as usize].clone()]), format!("offer-to-{s}")),
                    };
                    let sendable = v.offer_check(&offer.give, &offer.get, to).is_ok();
                    html! { <button class="button primary" disabled={!sendable} onclick={send(to)} data-testid={testid}>{ text }</button> }
                });
            let clear = {
                let draft = draft.clone();
                Callback::from(move |_: MouseEvent| {
                    draft.set(Offer {
                        give: [0; 5],
                        get: [0; 5],
                    })
                })
            };
            html! { <>
                <h4>{ i18n.t("settlers.ui.bank") }</h4>
                <p class="small muted">{ i18n.t("settlers.ui.bank_give") }</p>
                <div class="res-grid" data-testid="bank-give">{ for gives }</div>
                { for gets }
                <h4>{ i18n.t("settlers.ui.players_trade") }</h4>
                <p class="small muted">{ i18n.t("settlers.ui.offer_hint") }</p>
                { offer_line(&i18n, names, active, &offer) }
                <p class="small muted">{ i18n.t("settlers.ui.you_give") }</p>
                { side(false) }
                <p class="small muted">{ i18n.t("settlers.ui.you_get") }</p>
                { side(true) }
                <div class="choice-row">
                    { for targets }
                    <button class="button" onclick={clear} data-testid="clear-offer">{ i18n.t("settlers.ui.clear_offer") }</button>
                </div>
            </> }
        }
        Phase::Respond {
            offer,
            pending,
            accepted,
        } => {
            html! { <>
                <h4>{ i18n.t("settlers.ui.offer_open") }</h4>
                { offer_line(&i18n, names, active, &offer) }
                { answers(&i18n, names, v, (accepted, pending), &given) }
            </> }
        }
        Phase::Confirm { offer, accepted } => {
            let mine = me == active && !legal.is_empty();
            let partners = legal.iter().filter_map(|a| match *a {
                Action::ConfirmTrade { with } => Some((*a, with as usize)),
                _ => None,
            }).map(|(action, s)| html! {
                <button class="button primary" onclick={act(action)} data-testid={format!("confirm-{s}")}>
                    { seat_badge(s) }{ i18n.tf("settlers.ui.trade_with", &[names[s].clone()]) }
                </button>
            });
            html! { <>
                <h4>{ i18n.t("settlers.ui.offer_open") }</h4>
                { offer_line(&i18n, names, active, &offer) }
                { answers(&i18n, names, v, (accepted, 0), &given) }
                if mine {
                    <div class="choice-row">
                        { for partners }
                        <button class="button" disabled={!legal.contains(&Action::CancelTrade)} onclick={act(Action::CancelTrade)}
                            data-testid="cancel-trade">{ i18n.t("settlers.ui.cancel_offer") }</button>
                    </div>
                }
            </> }
        }
        _ => return html! {},
    };
    html! {
        <section class="settlers-trade" data-testid="trade" aria-label={i18n.t("settlers.ui.trade")}>
            <h3>{ i18n.t("settlers.ui.trade") }</h3>
            { for answered }
            { body }
        </section>
    }
}

/// Each seat's answer to the offer of `active`, one item a seat in seat order: accepted (the
/// view's mask), still to answer (`pending`), or declined (a refusal among the viewer's recent
/// actions of others); seats not asked, or whose refusal came before the viewer's own last
/// action, are left out. Announced politely as answers come in.
fn answer_list(
    i18n: &I18n,
    names: &[String],
    v: &View,
    (accepted, pending): (u8, u8),
    given: &[(Seat, bool)],
) -> Html {
    let active = v.active as usize;
    let items = (0..v.players as usize)
        .filter(|&s| s != active)
        .filter_map(|seat| {
            let answer = if accepted & (1 << seat) != 0 {
                "accepted"
            } else if pending & (1 << seat) != 0 {
                "pending"
            } else if given.contains(&(seat, false)) {
                "declined"
            } else {
                return None;
            };
            Some((seat, answer))
        });
    html! {
        <ul class="answer-list" data-testid="answer-list" aria-live="polite">
            { for items.map(|(seat, answer)| html! {
                <li key={seat} class={classes!("answer", answer)} data-testid={format!("answer-{seat}")} data-answer={answer}>
                    { seat_badge(seat) }
                    { i18n.tf(&format!("settlers.ui.answer_{answer}"), &[names.get(seat).cloned().unwrap_or_default()]) }
                </li>
            }) }
        </ul>
    }
}

/// Who accepted, who declined and who has still to answer (`data-accepted`: the mask of those
/// who accepted).
fn answers(
    i18n: &I18n,
    names: &[String],
    v: &View,
    (accepted, pending): (u8, u8),
    given: &[(Seat, bool)],
) -> Html {
    html! {
        <div class="small" data-testid="answers" data-accepted={accepted.to_string()}>
            { answer_list(i18n, names, v, (accepted, pending), given) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answers_are_those_given_since_the_latest_offer() {
        let offer = Action::Offer {
            give: [1, 0, 0, 0, 0],
            get: [0, 1, 0, 0, 0],
            to: None,
        };
        let recent = [
            (1, Action::DeclineTrade),
            (2, Action::RollDice),
            (2, offer),
            (0, Action::AcceptTrade),
            (3, Action::DeclineTrade),
        ];
        assert_eq!(answers_given(&recent), vec![(0, true), (3, false)]);
        assert_eq!(answers_given(&recent[..2]), vec![(1, false)]);
        assert!(answers_given(&[]).is_empty());
    }
}
