//! The map of central Japan as SVG: the sea, Honshu and its islands, Lake Biwa and the
//! mountains, the routes along the real roads and sea lanes, and every province at its real
//! place with its castle, control flag, name and the blocks of the units standing there.

use super::geo;
use super::motion::Motion;
use super::orders::targets;
use super::province::{Look, ProvinceButton, ProvinceMarks};
use super::routes::{recent_paths, RecentRoutes, Route};
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
    /// The other side's moves since the viewer last acted.
    pub recent: Rc<Vec<Action>>,
    /// Units that moved or fell in the last change of the view, to animate.
    pub motion: Rc<Motion>,
    /// On a narrow screen the list beside the map takes the orders; the map is only a picture.
    pub compact: bool,
    /// A province was activated.
    pub on_province: Callback<u8>,
    /// A province was pointed at, focused or touched (for the inspector).
    pub on_inspect: Callback<u8>,
}

/// A stack of one side's units of one clan in a province: how many, how many are hit, and
/// how many are sworn.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stack {
    /// The side.
    pub side: u8,
    /// The clan.
    pub clan: u8,
    /// Units in the stack.
    pub n: u8,
    /// Units with a hit.
    pub hit: u8,
    /// Sworn units.
    pub sworn: u8,
}

/// The stacks standing in province `p`, by side then clan.
pub fn stacks(v: &SekigaharaView, p: u8) -> Vec<Stack> {
    let mut out: Vec<Stack> = Vec::new();
    for u in v.units.iter().filter(|u| u.province == Some(p)) {
        let i = match out
            .iter()
            .position(|s| s.side == u.side && s.clan == u.clan)
        {
            Some(i) => i,
            None => {
                out.push(Stack {
                    side: u.side,
                    clan: u.clan,
                    n: 0,
                    hit: 0,
                    sworn: 0,
                });
                out.len() - 1
            }
        };
        out[i].n += 1;
        out[i].hit += u8::from(u.hits > 0);
        out[i].sworn += u8::from(u.sworn);
    }
    out.sort();
    out
}

/// The spoken description of a stack: "2 Ishida Mōri units, 1 hit, 1 sworn".
pub fn stack_label(i18n: &I18n, s: &Stack) -> String {
    let mut label = i18n.tf(
        "sekigahara.ui.stack",
        &[
            i18n.num(s.n),
            i18n.t(SIDE_KEYS[s.side as usize]),
            i18n.t(CLAN_LIST[s.clan as usize].key),
        ],
    );
    if s.hit > 0 {
        label.push_str(&i18n.tf("sekigahara.ui.stack_hit", &[i18n.num(s.hit)]));
    }
    if s.sworn > 0 {
        label.push_str(&i18n.tf("sekigahara.ui.stack_sworn", &[i18n.num(s.sworn)]));
    }
    label
}

/// The smallest text on the map (flag letters, stack counts), in map units: the deepest zoom
/// makes it readable. Keep equal to the smallest `font-size` of the map in `sekigahara.css`.
pub const SMALLEST_FONT: f64 = 7.5;

/// Block width and height, in map units.
pub(super) const BW: f32 = 15.0;
pub(super) const BH: f32 = 19.0;

/// One stack as an upright block (clan colour, a cap in the side's colour, the clan's initial),
/// with the blocks behind it showing the depth and a count; a hit is a notch, an oath a star.
pub(crate) fn block(i18n: &I18n, s: &Stack, x: f32, y: f32, slide: Option<(f32, f32)>) -> Html {
    let depth = (s.n.min(3) - 1) as f32;
    let behind = (1..=s.n.min(3) - 1).rev().map(|k| {
        let o = k as f32 * 2.0;
        html! { <rect class={classes!("sk-block-back", format!("side-{}", s.side))} x={f(x + o)} y={f(y - o)}
            width={f(BW)} height={f(BH)} rx="2" fill={CLAN_LIST[s.clan as usize].colour} /> }
    });
    let style = slide.map(|(dx, dy)| format!("--dx:{dx:.0}px;--dy:{dy:.0}px"));
    let initial = i18n.t(&format!("{}.initial", CLAN_LIST[s.clan as usize].key));
    html! {
        <g class={classes!("sk-block", slide.is_some().then_some("arrived"))} {style}
            data-testid={format!("stack-{}-{}", s.side, s.clan)} data-side={s.side.to_string()}
            data-clan={s.clan.to_string()} data-count={s.n.to_string()}>
            <title>{ stack_label(i18n, s) }</title>
            { for behind }
            <rect class={classes!("sk-block-body", format!("side-{}", s.side))} x={f(x)} y={f(y)} width={f(BW)} height={f(BH)}
                rx="2" fill={CLAN_LIST[s.clan as usize].colour} />
            <rect class={classes!("sk-block-cap", format!("side-{}", s.side))} x={f(x)} y={f(y)} width={f(BW)} height="4.5" rx="1.5" />
            <text class="sk-block-mon" x={f(x + BW / 2.0)} y={f(y + 15.5)}>{ initial }</text>
            if s.n > 1 {
                <circle class="sk-block-badge" cx={f(x + BW + depth * 2.0)} cy={f(y + BH)} r="5.5" />
                <text class="sk-block-n" x={f(x + BW + depth * 2.0)} y={f(y + BH + 3.2)}>{ i18n.num(s.n) }</text>
            }
            if s.hit > 0 {
                <path class="sk-block-hit" d={format!("M{} {} l5 -5", f(x + 1.5), f(y + BH - 1.5))} />
            }
            if s.sworn > 0 {
                <text class="sk-block-sworn" x={f(x - 3.0)} y={f(y + 6.0)}>{ "★" }</text>
            }
        </g>
    }
}

/// A castle: stone base, white walls and two tiers of dark roof.
pub(crate) fn castle(x: f32, y: f32) -> Html {
    html! { <g class="sk-castle" aria-hidden="true">
        <path class="sk-castle-base" d={format!("M{} {} h18 l-3 -5 h-12 z", f(x - 9.0), f(y + 7.0))} />
        <rect class="sk-castle-wall" x={f(x - 5.0)} y={f(y - 4.0)} width="10" height="6" />
        <path class="sk-castle-roof" d={format!("M{} {} h16 l-4 -4 h-8 z M{} {} h10 l-5 -5 z",
            f(x - 8.0), f(y - 3.0), f(x - 5.0), f(y - 7.0))} />
    </g> }
}

/// A number for an SVG attribute.
pub(super) fn f(v: f32) -> String {
    format!("{v:.1}")
}

/// The drawn land, sea, lake and mountains (the same for every game).
#[function_component]
fn Terrain() -> Html {
    let (w, h) = geo::SIZE;
    let peaks = geo::PEAKS.iter().enumerate().map(|(i, &p)| {
        let (x, y) = geo::project(p);
        if i + 1 == geo::PEAKS.len() {
            // Mount Fuji, with its snow cap.
            html! { <path class="sk-fuji" d={format!("M{} {} l11 -16 l11 16 z M{} {} l4 -6 l4 6 l-2 -1 l-2 1 l-2 -1 z",
                f(x - 11.0), f(y + 6.0), f(x - 4.0), f(y - 4.0))} /> }
        } else {
            html! { <path class="sk-peak" d={format!("M{} {} l7 -11 l3 4 l3 -5 l7 12", f(x - 10.0), f(y + 5.0))} /> }
        }
    });
    let (sx, sy) = geo::project(geo::SEKIGAHARA);
    html! { <g class="sk-terrain" aria-hidden="true">
        <rect class="sk-sea" x="0" y="0" width={f(w)} height={f(h)} />
        <path class="sk-land" d={geo::outline(geo::HONSHU)} />
        { for geo::ISLANDS.iter().map(|i| html! { <path class="sk-land" d={geo::outline(i)} /> }) }
        <path class="sk-lake" d={geo::outline(geo::BIWA)} />
        { for peaks }
        <path class="sk-field" d={format!("M{} {} l6 6 m0 -6 l-6 6", f(sx - 3.0), f(sy - 3.0))} />
    </g> }
}

/// The map of central Japan with every province and route. It only gathers each province's
/// and route's data: the provinces and routes are memoised components, so only those whose
/// data changed draw again.
#[function_component]
pub fn MapSvg(props: &MapProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let tgts = props
        .selected
        .map(|s| targets(&props.legal, s))
        .unwrap_or_default();
    let battle_at = v.battle.as_ref().map(|b| b.to);
    let routes = ROUTES.iter().enumerate().map(|(i, &(a, b))| {
        let active = props.selected.is_some_and(|s| {
            (s == a && tgts.iter().any(|&(t, _)| t == b))
                || (s == b && tgts.iter().any(|&(t, _)| t == a))
        });
        html! { <Route {i} {active} /> }
    });
    let recent = recent_paths(&props.recent);
    let recent_at = |p: u8| {
        recent.iter().any(|&(_, b, _)| b == p)
            || props.recent.iter().any(|a| matches!(*a, Action::Retreat { to } | Action::PlayEvent { province: Some(to), .. } if to == p))
    };
    let interactive = !props.compact;
    let provinces = MAP.iter().map(|pr| {
        let p = pr.id;
        let st = stacks(v, p);
        let look = Look {
            control: v.control[p as usize],
            selected: props.selected == Some(p),
            dest: props.dest == Some(p),
            target: tgts.iter().find(|&&(t, _)| t == p).map(|&(_, a)| a),
            retreat: props.legal.contains(&Action::Retreat { to: p }),
            source: super::orders::is_source(v, &props.legal, p),
            battle: battle_at == Some(p) || props.retreat_from == Some(p),
            recent: recent_at(p),
        };
        let slides: Vec<_> = st
            .iter()
            .map(|s| props.motion.slide(p, s.side, s.clan))
            .collect();
        let ghosts: Vec<_> = props.motion.fallen(p).collect();
        let button = html! {
            <ProvinceButton {p} {look} stacks={st.clone()} {interactive}
                on_province={props.on_province.clone()} on_inspect={props.on_inspect.clone()} />
        };
        let marks = html! { <ProvinceMarks {p} {look} stacks={st} {slides} {ghosts} /> };
        (button, marks)
    });
    let (buttons, marks): (Vec<Html>, Vec<Html>) = provinces.unzip();
    let (w, h) = geo::SIZE;
    html! {
        <svg class="sk-map" viewBox={format!("0 0 {w} {h}")} role="group" aria-label={i18n.t("sekigahara.ui.map")} data-testid="map">
            <defs>
                <marker id="sk-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M0 0 L10 5 L0 10 z" class="sk-arrowhead" />
                </marker>
            </defs>
            <Terrain />
            <g class="sk-routes" aria-hidden="true">{ for routes }</g>
            <RecentRoutes recent={props.recent.clone()} />
            { for buttons }
            <g class="sk-marks-layer">{ for marks }</g>
        </svg>
    }
}
