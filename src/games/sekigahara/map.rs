//! The map as SVG: routes, provinces (castle, border, control flag) and the units on them,
//! grouped by side, clan, hits and oath.

use super::orders::targets;
use super::side_letter;
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::{CLAN_LIST, SIDE_KEYS};
use takhte_engine::games::sekigahara::map::{MAP, ROUTES};
use takhte_engine::games::sekigahara::{Action, SekigaharaView};
use yew::prelude::*;

/// Properties of [`MapSvg`].
#[derive(Properties, PartialEq)]
pub struct MapProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// The legal actions.
    pub legal: Rc<Vec<Action>>,
    /// The chosen province.
    pub selected: Option<u8>,
    /// The chosen destination.
    pub dest: Option<u8>,
    /// The battle province the loser retreats from.
    pub retreat_from: Option<u8>,
    /// A province was activated.
    pub on_province: Callback<u8>,
}

/// A stack of equal units in a province: (side, clan, hits, sworn) and how many.
type Stack = ((u8, u8, u8, bool), u8);

fn stacks(v: &SekigaharaView, p: u8) -> Vec<Stack> {
    let mut out: Vec<Stack> = Vec::new();
    for u in v.units.iter().filter(|u| u.province == Some(p)) {
        let k = (u.side, u.clan, u.hits, u.sworn);
        match out.iter_mut().find(|(key, _)| *key == k) {
            Some((_, n)) => *n += 1,
            None => out.push((k, 1)),
        }
    }
    out.sort();
    out
}

/// One stack token: Ishida a circle, Tokugawa a square, with the side letter and the count;
/// a hit is a slash, an oath a star.
fn token(i18n: &I18n, s: &Stack, x: f64, y: f64) -> Html {
    let ((side, clan, hits, sworn), n) = *s;
    let label = i18n.tf(
        "sekigahara.ui.stack_label",
        &[
            i18n.num(n),
            i18n.t(SIDE_KEYS[side as usize]),
            i18n.t(CLAN_LIST[clan as usize].key),
            if hits > 0 {
                i18n.tf("sekigahara.ui.with_hits", &[i18n.num(hits)])
            } else {
                String::new()
            },
            if sworn {
                i18n.t("sekigahara.ui.sworn_mark")
            } else {
                String::new()
            },
        ],
    );
    let shape = if side == 0 {
        html! { <circle cx={x.to_string()} cy={y.to_string()} r="10" class={classes!("sk-token-body", "side-0")}
        fill={CLAN_LIST[clan as usize].colour} /> }
    } else {
        html! { <rect x={(x - 10.0).to_string()} y={(y - 10.0).to_string()} width="20" height="20" rx="2"
        class={classes!("sk-token-body", "side-1")} fill={CLAN_LIST[clan as usize].colour} /> }
    };
    html! {
        <g class="sk-token" data-testid={format!("stack-{side}-{clan}")} data-side={side.to_string()}
            data-clan={clan.to_string()} data-count={n.to_string()}>
            <title>{ label }</title>
            { shape }
            <text x={x.to_string()} y={(y + 4.5).to_string()} class="sk-token-n">{ i18n.num(n) }</text>
            <text x={(x - 7.0).to_string()} y={(y - 12.0).to_string()} class="sk-token-side">{ side_letter(i18n, side) }</text>
            if hits > 0 {
                <path d={format!("M{} {} l8 -8", x + 4.0, y + 10.0)} class="sk-hit" />
            }
            if sworn {
                <text x={(x + 9.0).to_string()} y={(y - 8.0).to_string()} class="sk-sworn">{ "★" }</text>
            }
        </g>
    }
}

/// A castle: a small keep with battlements.
fn castle(x: f64, y: f64) -> Html {
    html! { <path class="sk-castle" d={format!(
    "M{} {} v-10 h3 v3 h3 v-3 h3 v3 h3 v-3 h3 v10 z", x - 7.5, y + 5.0)} /> }
}

/// The map of central Japan with every province and route.
#[function_component]
pub fn MapSvg(props: &MapProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let tgts = props
        .selected
        .map(|s| targets(&props.legal, s))
        .unwrap_or_default();
    let battle_at = v.battle.as_ref().map(|b| (b.from, b.to));
    let routes = ROUTES.iter().map(|&(a, b)| {
        let (pa, pb) = (MAP[a as usize], MAP[b as usize]);
        let active = props.selected.is_some_and(|s| (s == a || s == b) && tgts.iter().any(|&(t, _)| t == a || t == b));
        html! { <line class={classes!("sk-route", active.then_some("active"))} x1={pa.x.to_string()} y1={pa.y.to_string()}
            x2={pb.x.to_string()} y2={pb.y.to_string()} /> }
    });
    let provinces = MAP.iter().map(|pr| {
        let p = pr.id;
        let (x, y) = (f64::from(pr.x), f64::from(pr.y));
        let control = v.control[p as usize];
        let st = stacks(v, p);
        let counts = [0u8, 1].map(|s| st.iter().filter(|((side, ..), _)| *side == s).map(|(_, n)| *n).sum::<u8>());
        let target = tgts.iter().find(|&&(t, _)| t == p).map(|&(_, a)| a);
        let retreat = props.legal.contains(&Action::Retreat { to: p });
        let source = super::orders::is_source(v, &props.legal, p);
        let actionable = source || target.is_some() || retreat;
        let mut label = vec![i18n.t(pr.key)];
        if pr.castle { label.push(i18n.t("sekigahara.ui.castle")); }
        if pr.border { label.push(i18n.t("sekigahara.ui.border")); }
        label.push(match control {
            Some(s) => i18n.tf("sekigahara.ui.held_by", &[i18n.t(SIDE_KEYS[s as usize])]),
            None => i18n.t("sekigahara.ui.neutral"),
        });
        for s in [0u8, 1] {
            if counts[s as usize] > 0 {
                label.push(i18n.tf("sekigahara.ui.units_of", &[i18n.num(counts[s as usize]), i18n.t(SIDE_KEYS[s as usize])]));
            }
        }
        match target {
            Some(true) => label.push(i18n.t("sekigahara.ui.can_attack")),
            Some(false) => label.push(i18n.t("sekigahara.ui.can_move")),
            None if retreat => label.push(i18n.t("sekigahara.ui.can_retreat")),
            None if source => label.push(i18n.t("sekigahara.ui.can_order")),
            None => {}
        }
        let onclick = props.on_province.reform(move |_: MouseEvent| p);
        let onkeydown = {
            let cb = props.on_province.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    cb.emit(p);
                }
            })
        };
        let class = classes!(
            "sk-province",
            control.map(|s| format!("held-{s}")),
            pr.border.then_some("border"),
            (props.selected == Some(p)).then_some("selected"),
            (props.dest == Some(p)).then_some("dest"),
            match target { Some(true) => Some("target attack"), Some(false) => Some("target"), None => None },
            retreat.then_some("target retreat"),
            source.then_some("source"),
            (battle_at.is_some_and(|(_, to)| to == p) || props.retreat_from == Some(p)).then_some("battle"),
        );
        let per_row = 5usize;
        let tokens = st.iter().enumerate().map(|(i, s)| {
            let row = i / per_row;
            let in_row = (st.len() - row * per_row).min(per_row);
            let col = i % per_row;
            let tx = x + (col as f64 - (in_row as f64 - 1.0) / 2.0) * 24.0;
            token(&i18n, s, tx, y + 46.0 + row as f64 * 26.0)
        }).collect::<Html>();
        html! {
            <g {class} tabindex="0" role="button" aria-label={label.join(", ")} aria-disabled={(!actionable).to_string()}
                aria-pressed={(props.selected == Some(p)).to_string()} {onclick} {onkeydown}
                data-testid={format!("province-{p}")} data-control={control.map_or("none".to_string(), |s| s.to_string())}
                data-ishida={counts[0].to_string()} data-tokugawa={counts[1].to_string()}
                data-source={source.to_string()}
                data-target={match target { Some(true) => "attack", Some(false) => "move", None if retreat => "retreat", None => "" }}>
                <circle class="sk-hitbox" cx={x.to_string()} cy={(y + 20.0).to_string()} r="62" />
                if pr.border {
                    <circle class="sk-border-ring" cx={x.to_string()} cy={y.to_string()} r="30" />
                }
                <circle class="sk-node" cx={x.to_string()} cy={y.to_string()} r="24" />
                if pr.castle { { castle(x, y) } }
                if pr.border {
                    <text x={x.to_string()} y={(y + 16.0).to_string()} class="sk-border-mark">{ "◆" }</text>
                }
                <text x={x.to_string()} y={(y - 32.0).to_string()} class="sk-name">{ i18n.t(pr.key) }</text>
                if let Some(s) = control {
                    <g class={classes!("sk-flag", format!("side-{s}"))}>
                        <line x1={(x + 20.0).to_string()} y1={(y - 8.0).to_string()} x2={(x + 20.0).to_string()} y2={(y - 34.0).to_string()} class="sk-pole" />
                        <rect x={(x + 20.0).to_string()} y={(y - 34.0).to_string()} width="16" height="12" />
                        <text x={(x + 28.0).to_string()} y={(y - 24.5).to_string()}>{ side_letter(&i18n, s) }</text>
                    </g>
                }
                if battle_at.is_some_and(|(_, to)| to == p) || props.retreat_from == Some(p) {
                    <text x={(x - 30.0).to_string()} y={(y - 8.0).to_string()} class="sk-battle-mark">{ "⚔" }</text>
                }
                { tokens }
            </g>
        }
    });
    html! {
        <div class="sk-map-wrap">
        <svg class="sk-map" viewBox="0 48 1000 676" role="group" aria-label={i18n.t("sekigahara.ui.map")} data-testid="map">
            <rect x="0" y="48" width="1000" height="676" class="sk-sea" />
            <line x1="500" y1="60" x2="500" y2="712" class="sk-divide" />
            { for routes }
            { for provinces }
        </svg>
        </div>
    }
}
