//! The battle being prepared and the step-by-step reveal of the last battle.

use super::{card_face, side_letter};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::CLAN_LIST;
use takhte_engine::games::sekigahara::map::MAP;
use takhte_engine::games::sekigahara::{BattleReport, Phase, SekigaharaView, TestResult};
use yew::prelude::*;

/// Properties of [`Battle`] and [`Reveal`].
#[derive(Properties, PartialEq)]
pub struct BattleProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
}

/// The id of the reveal's step buttons while a battle waits to be stepped through (one reveal
/// per page): the prompt's scroll leaves them in view.
pub(super) const REVEAL_BUTTONS_ID: &str = "sk-reveal-buttons";

/// Scrolls the window so that `node` is wholly in view when it is not (a battle's controls lie
/// below the map and the hand on a short screen): the nearest edge, at once (no smooth scroll,
/// which reduced motion would refuse anyway).
pub(super) fn keep_in_view(node: &NodeRef) {
    if let Some(el) = node.cast::<web_sys::Element>() {
        keep_element_in_view(&el);
    }
}

/// [`keep_in_view`] for an element at hand.
pub(super) fn keep_element_in_view(el: &web_sys::Element) {
    if !element_in_view(el) {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
        el.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// Whether `el` lies wholly inside the window's height.
pub(super) fn element_in_view(el: &web_sys::Element) -> bool {
    let Some(height) = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
    else {
        return true;
    };
    let r = el.get_bounding_client_rect();
    r.top() >= 0.0 && r.bottom() <= height
}

fn prov(i18n: &I18n, p: u8) -> String {
    i18n.t(MAP[p as usize].key)
}

/// "Mōri ×2, Ukita ×1" for a list of unit ids.
fn unit_list(i18n: &I18n, v: &SekigaharaView, units: &[u8]) -> String {
    let mut per = [0u8; CLAN_LIST.len()];
    for &u in units {
        per[v.units[u as usize].clan as usize] += 1;
    }
    i18n.list(
        &per.iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(c, &n)| {
                i18n.tf(
                    "sekigahara.ui.clan_times",
                    &[i18n.t(CLAN_LIST[c].key), i18n.num(n)],
                )
            })
            .collect::<Vec<_>>(),
    )
}

/// The pending battle: who attacks where, and how many cards each side has chosen.
#[function_component]
pub fn Battle(props: &BattleProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let Some(b) = &v.battle else {
        return Html::default();
    };
    let side = |s: u8| props.names[s as usize].clone();
    html! {
        <section class="sk-battle" data-testid="battle" aria-live="polite">
            <h3>{ "⚔ " }{ i18n.tf("sekigahara.ui.battle_at", &[prov(&i18n, b.to)]) }</h3>
            <p>{ i18n.tf("sekigahara.ui.battle_line", &[side(b.attacker), prov(&i18n, b.from), unit_list(&i18n, v, &b.attackers)]) }</p>
            <ul class="sk-committed">{ for [0u8, 1].map(|s| html! {
                <li data-testid={format!("committed-{s}")}>{ i18n.tf("sekigahara.ui.committed", &[side(s), i18n.num(b.committed_counts[s as usize])]) }</li>
            }) }</ul>
            if !b.own_committed.is_empty() {
                <p data-testid="own-committed">{ i18n.t("sekigahara.ui.your_battle_cards") }{ " " }
                    { for b.own_committed.iter().map(|&c| card_face(&i18n, c)) }</p>
            }
        </section>
    }
}

/// The steps of a report, in order, as lines of text.
fn steps(i18n: &I18n, v: &SekigaharaView, names: &[String], r: &BattleReport) -> Vec<Html> {
    let side = |s: u8| format!("{} ({})", names[s as usize], side_letter(i18n, s));
    let clan = |u: u8| i18n.t(CLAN_LIST[v.units[u as usize].clan as usize].key);
    let mut out = Vec::new();
    out.push(html! { <>
        <strong>{ i18n.tf("sekigahara.ui.reveal_cards", &[prov(i18n, r.to)]) }</strong>
        { for [r.attacker, 1 - r.attacker].map(|s| html! {
            <div class="sk-reveal-cards">{ side(s) }{ ": " }
                if r.cards[s as usize].is_empty() { { i18n.t("sekigahara.ui.no_cards") } }
                { for r.cards[s as usize].iter().map(|&c| card_face(i18n, c)) }
            </div>
        }) }
    </> });
    for t in &r.tests {
        let what = match t.result {
            TestResult::Sworn => i18n.t("sekigahara.test.sworn"),
            TestResult::Secured => i18n.t("sekigahara.test.secured"),
            TestResult::Loyal { roll } => i18n.tf("sekigahara.test.loyal", &[i18n.num(roll)]),
            TestResult::Defected { roll } => i18n.tf("sekigahara.test.defected", &[i18n.num(roll)]),
            TestResult::Deserted { roll } => i18n.tf("sekigahara.test.deserted", &[i18n.num(roll)]),
        };
        let die = match t.result {
            TestResult::Loyal { roll }
            | TestResult::Defected { roll }
            | TestResult::Deserted { roll } => {
                Some(html! { <span class="sk-die" aria-hidden="true">{ i18n.num(roll) }</span> })
            }
            _ => None,
        };
        let bad = matches!(
            t.result,
            TestResult::Defected { .. } | TestResult::Deserted { .. }
        );
        out.push(html! { <span class={classes!(bad.then_some("sk-bad"))}>
            { for die }{ i18n.tf("sekigahara.ui.test_line", &[side(t.side), clan(t.unit), what]) }
        </span> });
    }
    for h in &r.hits {
        out.push(html! { <span>{ "✕ " }{ i18n.tf("sekigahara.ui.hit_line", &[side(h.by), super::card_name(i18n, h.card), clan(h.unit)]) }</span> });
    }
    if r.hits.is_empty() {
        out.push(html! { <span>{ i18n.t("sekigahara.ui.no_hits") }</span> });
    }
    if !r.eliminated.is_empty() {
        out.push(html! { <span class="sk-bad">{ i18n.tf("sekigahara.ui.eliminated", &[unit_list(i18n, v, &r.eliminated)]) }</span> });
    }
    out.push(html! { <strong>{ i18n.tf("sekigahara.ui.winner_line", &[side(r.winner), i18n.num(r.remaining[0]), i18n.num(r.remaining[1])]) }</strong> });
    if let Some(to) = r.retreat {
        out.push(html! { <span>{ i18n.tf("sekigahara.ui.retreated", &[prov(i18n, to)]) }</span> });
    }
    if !r.retreat_eliminated.is_empty() {
        out.push(html! { <span class="sk-bad">{ i18n.tf("sekigahara.ui.no_retreat", &[unit_list(i18n, v, &r.retreat_eliminated)]) }</span> });
    }
    out
}

/// What identifies a battle across the retreat that completes its report.
fn battle_key(r: &BattleReport) -> (u8, u8, u8, Vec<u8>, [Vec<u8>; 2]) {
    (
        r.attacker,
        r.from,
        r.to,
        r.attackers.clone(),
        r.cards.clone(),
    )
}

/// The last battle, revealed one step at a time; the summary stays once all is shown.
#[function_component]
pub fn Reveal(props: &BattleProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let shown = use_state(|| None::<((u8, u8, u8, Vec<u8>, [Vec<u8>; 2]), usize, usize)>);
    let buttons = use_node_ref();
    // A new battle's reveal asks the viewer to step through it: its buttons come into view.
    {
        let buttons = buttons.clone();
        use_effect_with(v.last_battle.as_ref().map(battle_key), move |key| {
            if key.is_some() {
                keep_in_view(&buttons);
            }
        });
    }
    let key = v.last_battle.as_ref().map(battle_key);
    let list = v
        .last_battle
        .as_ref()
        .map(|r| steps(&i18n, v, &props.names, r))
        .unwrap_or_default();
    let total = list.len();
    // (battle, steps shown, steps the report had then): new steps of the same battle (the
    // retreat) are added to what was shown if it was complete.
    let n = match (&*shown, &key) {
        (Some((k, n, had)), Some(key)) if k == key => {
            if n >= had {
                total
            } else {
                *n
            }
        }
        _ => 1,
    };
    let done = n >= total;
    // Once the viewer has stepped through it, and the viewer is to act, the prompt comes back
    // into view: the reveal's scroll came after the prompt's when the battle ended the other
    // side's turn.
    {
        let my_turn = v.phase == Phase::Action && v.to_act == Some(v.seat);
        use_effect_with((done, key.clone()), move |(done, key)| {
            if *done && key.is_some() && my_turn {
                if let Some(el) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(super::status::PROMPT_ID))
                {
                    super::status::back_to_prompt(&el);
                }
            }
        });
    }
    let (Some(r), Some(key)) = (&v.last_battle, key) else {
        return Html::default();
    };
    let next = {
        let (shown, key) = (shown.clone(), key.clone());
        Callback::from(move |_: MouseEvent| {
            shown.set(Some((key.clone(), (n + 1).min(total), total)))
        })
    };
    let all = {
        let (shown, key) = (shown.clone(), key.clone());
        Callback::from(move |_: MouseEvent| shown.set(Some((key.clone(), total, total))))
    };
    html! {
        <section class="sk-reveal" data-testid="last-battle" data-steps={total.to_string()} data-shown={n.to_string()}>
            <h3>{ i18n.tf("sekigahara.ui.last_battle", &[prov(&i18n, r.to)]) }</h3>
            <ol class="sk-steps" aria-live="polite">
                { for list.into_iter().take(n).enumerate().map(|(i, h)| html! {
                    <li key={i} class="sk-step" data-testid={format!("reveal-step-{i}")}>{ h }</li>
                }) }
            </ol>
            if done {
                <p class="sk-summary" data-testid="battle-summary">{ i18n.tf("sekigahara.ui.summary", &[
                    format!("{} ({})", props.names[r.winner as usize], side_letter(&i18n, r.winner)), prov(&i18n, r.to),
                    i18n.num(r.eliminated.len() + r.retreat_eliminated.len()
                        + r.tests.iter().filter(|t| matches!(t.result, TestResult::Deserted { .. })).count()),
                    i18n.num(r.tests.iter().filter(|t| matches!(t.result, TestResult::Defected { .. })).count()),
                ]) }</p>
            } else {
                <div class="sk-buttons" id={REVEAL_BUTTONS_ID} ref={buttons}>
                    <button class="sk-order" onclick={next} data-testid="reveal-next">{ i18n.tf("sekigahara.ui.next_step", &[i18n.num(n + 1), i18n.num(total)]) }</button>
                    <button class="link-button" onclick={all} data-testid="reveal-all">{ i18n.t("sekigahara.ui.show_all") }</button>
                </div>
            }
        </section>
    }
}
