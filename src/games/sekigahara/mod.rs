//! Sekigahara in the app: the map, the orders for a chosen province, the hand, the battle
//! and its step-by-step reveal, and the state of the war.

mod battle;
mod hand;
mod map;
mod orders;
mod status;

use crate::games::{BoardProps, GameUi};
use crate::i18n::I18n;
use takhte_engine::games::sekigahara::content::{card, Card, CLAN_LIST};
use takhte_engine::games::sekigahara::{Action, Phase, Sekigahara};
use takhte_engine::Seat;
use yew::prelude::*;

impl GameUi for Sekigahara {
    const HIDES_INFORMATION: bool = true;

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn seat_key(seat: Seat) -> String {
        format!(
            "sekigahara.side.{}",
            if seat == 0 { "ishida" } else { "tokugawa" }
        )
    }

    fn emblem() -> Html {
        html! { <>
            <rect width="120" height="80" fill="#efe7da" />
            <path d="M20 70 L40 30 L60 50 L80 20 L100 70Z" fill="#a9b59a" />
            <rect x="50" y="36" width="20" height="14" fill="#5b4636" /><path d="M46 36 L60 26 L74 36Z" fill="#2f2f2f" />
            <rect x="24" y="44" width="4" height="26" fill="#555" /><rect x="28" y="44" width="12" height="8" fill="#b03a2e" />
            <rect x="92" y="44" width="4" height="26" fill="#555" /><rect x="80" y="44" width="12" height="8" fill="#9aa0a6" />
        </> }
    }
}

/// The side letter shown with every side mark, so colour is never the only signal.
pub(crate) fn side_letter(i18n: &I18n, side: u8) -> String {
    i18n.t(&format!("sekigahara.ui.side_letter.{side}"))
}

/// The readable name of a card: "Mōri 2" or the event's name.
pub(crate) fn card_name(i18n: &I18n, id: u8) -> String {
    match card(id) {
        Card::Loyalty { clan, value } => i18n.tf(
            "sekigahara.ui.card_name",
            &[i18n.t(CLAN_LIST[clan as usize].key), i18n.num(value)],
        ),
        Card::Event(e) => i18n.t(e.key()),
    }
}

/// A small face of a card: the clan colour and initial with its value, or the event's name.
pub(crate) fn card_face(i18n: &I18n, id: u8) -> Html {
    match card(id) {
        Card::Loyalty { clan, value } => html! {
            <span class={classes!("sk-card", format!("clan-{clan}"))} title={card_name(i18n, id)}>
                <span class="sk-card-clan">{ i18n.t(CLAN_LIST[clan as usize].key) }</span>
                <span class="sk-card-value">{ i18n.num(value) }</span>
            </span>
        },
        Card::Event(e) => html! {
            <span class="sk-card event" title={i18n.t(&format!("{}.text", e.key()))}>
                <span class="sk-card-clan">{ i18n.t(e.key()) }</span>
            </span>
        },
    }
}

/// The whole board: keeps the chosen province and destination between clicks.
#[function_component]
fn Board(props: &BoardProps<Sekigahara>) -> Html {
    let selected = use_state(|| None::<u8>);
    let dest = use_state(|| None::<u8>);
    let v = &props.view;
    // A choice only stands while the engine still offers something from it.
    let sel = (*selected).filter(|&p| orders::is_source(v, &props.legal, p));
    let dst = sel.and(*dest).filter(|&d| {
        orders::targets(&props.legal, sel.unwrap_or(0))
            .iter()
            .any(|&(t, _)| t == d)
    });
    let on_action = {
        let (selected, dest, inner) = (selected.clone(), dest.clone(), props.on_action.clone());
        Callback::from(move |a: Action| {
            selected.set(None);
            dest.set(None);
            inner.emit(a);
        })
    };
    let on_province = {
        let (selected, dest, legal) = (selected.clone(), dest.clone(), props.legal.clone());
        let view = v.clone();
        let on_action = on_action.clone();
        Callback::from(move |p: u8| {
            if legal.contains(&Action::Retreat { to: p }) {
                on_action.emit(Action::Retreat { to: p });
            } else if sel
                .is_some_and(|s| s != p && orders::targets(&legal, s).iter().any(|&(t, _)| t == p))
            {
                dest.set(Some(p));
            } else if sel != Some(p) && orders::is_source(&view, &legal, p) {
                selected.set(Some(p));
                dest.set(None);
            } else {
                selected.set(None);
                dest.set(None);
            }
        })
    };
    let on_clear = {
        let (selected, dest) = (selected.clone(), dest.clone());
        Callback::from(move |_| {
            selected.set(None);
            dest.set(None);
        })
    };
    let retreat_from = match v.phase {
        Phase::Retreat { from, .. } => Some(from),
        _ => None,
    };
    html! {
        <div class="sekigahara" data-testid="board">
            <status::Status view={v.clone()} names={props.names.clone()} />
            <map::MapSvg view={v.clone()} legal={props.legal.clone()} selected={sel} dest={dst}
                {retreat_from} on_province={on_province} />
            <orders::Orders view={v.clone()} legal={props.legal.clone()} selected={sel} dest={dst}
                on_action={on_action.clone()} {on_clear} />
            <battle::Battle view={v.clone()} names={props.names.clone()} />
            <hand::Hand view={v.clone()} legal={props.legal.clone()} names={props.names.clone()} {on_action} />
            <battle::Reveal view={v.clone()} names={props.names.clone()} />
        </div>
    }
}
