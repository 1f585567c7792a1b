//! The map: a stylised southern Mediterranean with the six sea zones, their values and fleets,
//! and the two home ports. Zones are the click targets for zone choices.

use super::{origin_def, ship_icon};
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::tripoli::content::{Effect, PORTS, ZONES, ZONE_DEFS};
use takhte_engine::games::tripoli::view::ZoneView;
use takhte_engine::games::tripoli::{Action, Tripoli};
use yew::prelude::*;

/// Land masses north of the sea: Iberia and France, Corsica, Sardinia, the toe of Italy,
/// Sicily, Greece and Crete (SVG paths on the 1000 × 420 map of `content`).
const EUROPE: [&str; 7] = [
    "M0 0 L0 86 L40 84 L70 88 L92 94 L120 88 L160 80 L200 72 L226 60 L246 44 L262 26 L290 14 L330 8 L372 12 L404 0 Z",
    "M414 2 L428 2 L430 16 L416 18 Z",
    "M402 28 L424 24 L432 52 L428 96 L408 104 L398 76 Z",
    "M470 0 L520 8 L575 10 L615 12 L640 20 L646 34 L655 26 L664 10 L690 0 Z",
    "M512 50 L560 36 L600 28 L628 22 L632 40 L624 62 L630 78 L604 84 L570 72 L540 62 Z",
    "M850 0 L852 20 L862 40 L876 50 L886 44 L896 66 L908 58 L918 72 L930 52 L950 40 L975 34 L1000 28 L1000 0 Z",
    "M850 150 L890 144 L930 146 L962 152 L952 160 L910 160 L870 162 Z",
];

/// The Barbary coast of North Africa, from Morocco past Tunis and the Gulf of Sirte to Derna.
const AFRICA: &str = "M0 420 L0 216 L40 214 L72 212 L100 210 L128 214 L150 226 L172 240 L196 266 \
    L226 288 L268 298 L320 302 L372 300 L420 298 L452 292 L482 290 L506 292 L520 304 L526 326 \
    L540 344 L552 356 L548 370 L566 378 L600 378 L632 376 L670 374 L706 378 L736 392 L764 404 \
    L796 400 L820 382 L836 364 L858 352 L890 348 L926 354 L960 362 L1000 368 L1000 420 Z";

/// Place names printed on land: (catalogue key, x, y).
const PLACES: [(&str, f64, f64); 6] = [
    ("tripoli.ui.geo.spain", 120.0, 40.0),
    ("tripoli.ui.geo.sardinia", 415.0, 122.0),
    ("tripoli.ui.geo.italy", 560.0, 20.0),
    ("tripoli.ui.geo.sicily", 572.0, 60.0),
    ("tripoli.ui.geo.greece", 944.0, 18.0),
    ("tripoli.ui.geo.africa", 300.0, 372.0),
];

/// Half-width of a zone's oval.
const RX: f64 = 84.0;
/// Half-height of a zone's oval.
const RY: f64 = 54.0;
/// Width of a port's label box.
const PORT_W: f64 = 236.0;

/// Ships seen at the last distinct position (zones, ports, reserves) and which of them changed.
#[derive(Default)]
struct Memory {
    seen: Option<([ZoneView; ZONES], [u8; 2], [u8; 2])>,
    zones: [bool; ZONES],
    ports: [bool; 2],
}

/// "held by …" for a zone, or "held by no one".
fn held_text(i18n: &I18n, names: &[String], zv: ZoneView) -> String {
    match zv.controller {
        Some(s) => i18n.tf("tripoli.ui.held_by", std::slice::from_ref(&names[s])),
        None => i18n.t("tripoli.ui.held_by_none"),
    }
}

/// The map with zones enabled exactly when choosing them is legal.
#[function_component]
pub fn SeaMap(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    // Remember what changed with the last move, so a bot's move stays visible.
    let memory = use_mut_ref(Memory::default);
    {
        let mut m = memory.borrow_mut();
        let now = (v.zones, v.port, v.reserve);
        if m.seen != Some(now) {
            if let Some((zones, port, reserve)) = m.seen {
                m.zones = std::array::from_fn(|z| zones[z].ships != v.zones[z].ships);
                m.ports =
                    std::array::from_fn(|s| port[s] != v.port[s] || reserve[s] != v.reserve[s]);
            }
            m.seen = Some(now);
        }
    }
    let (changed_zones, changed_ports) = {
        let m = memory.borrow();
        (m.zones, m.ports)
    };
    let pending = v.pending;
    let chosen =
        |z: usize| pending.is_some_and(|p| p.zone == Some(z as u8) || p.to == Some(z as u8));
    let zone_prompt = pending
        .as_ref()
        .map_or("tripoli.ui.choose_storm", super::zone_prompt);

    let zones = (0..ZONES).map(|z| {
        let def = ZONE_DEFS[z];
        let zv = v.zones[z];
        let (cx, cy) = (f64::from(def.x), f64::from(def.y));
        let action = Action::ChooseZone { zone: z as u8 };
        let enabled = props.legal.contains(&action);
        let name = i18n.t(def.key);
        let held = held_text(&i18n, &props.names, zv);
        let mut label = i18n.tf("tripoli.ui.zone_label", &[
            name.clone(), i18n.num(zv.value), props.names[0].clone(), i18n.num(zv.ships[0]),
            props.names[1].clone(), i18n.num(zv.ships[1]), held.clone(),
        ]);
        if enabled {
            label = format!("{} {}", i18n.t(zone_prompt), label);
        }
        let onclick = enabled.then(|| props.on_action.reform(move |_: MouseEvent| action));
        let onkeydown = enabled.then(|| {
            let on_action = props.on_action.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_action.emit(action);
                }
            })
        });
        let fleet = |side: usize, x: f64| {
            let n = zv.ships[side];
            html! {
                <g class={classes!("tp-fleet", (n == 0).then_some("none"))}>
                    { ship_icon(side, x, cy + 10.0) }
                    <text x={(x + 29.0).to_string()} y={(cy + 17.0).to_string()} class={format!("tp-count side-{side}")}>
                        { format!("×{}", i18n.num(n)) }</text>
                </g>
            }
        };
        html! {
            <g class={classes!("tp-zone", zv.controller.map(|s| format!("held-{s}")), enabled.then_some("choosable"),
                    chosen(z).then_some("chosen"), changed_zones[z].then_some("changed"))}
                tabindex={enabled.then_some("0")} role={if enabled { "button" } else { "img" }} aria-label={label}
                data-testid={format!("zone-{z}")} data-us={zv.ships[0].to_string()} data-barbary={zv.ships[1].to_string()}
                data-controller={zv.controller.map_or_else(|| "none".to_string(), |s| s.to_string())}
                data-enabled={enabled.to_string()} {onclick} {onkeydown}>
                <ellipse cx={cx.to_string()} cy={cy.to_string()} rx={RX.to_string()} ry={RY.to_string()} class="tp-zone-bg" />
                <text x={cx.to_string()} y={(cy - 20.0).to_string()} class="tp-zone-name">{ name }</text>
                <circle cx={cx.to_string()} cy={(cy - RY + 2.0).to_string()} r="15" class="tp-coin" />
                <text x={cx.to_string()} y={(cy - RY + 8.0).to_string()} class="tp-coin-value">{ i18n.num(zv.value) }</text>
                { fleet(0, cx - 48.0) }
                { fleet(1, cx + 18.0) }
                if let Some(s) = zv.controller {
                    <text x={cx.to_string()} y={(cy + 40.0).to_string()} class={format!("tp-held side-{s}")}>{ held }</text>
                }
            </g>
        }
    });

    let ports = (0..2).map(|s| {
        let def = PORTS[s];
        let (px, py) = (f64::from(def.x), f64::from(def.y));
        // Syracuse's box stands to the east of the port, Tripoli's to the west.
        let bx = if s == 0 { px + 16.0 } else { px - 16.0 - PORT_W };
        let by = py - 28.0;
        let name = i18n.t(def.key);
        let line = i18n.tf("tripoli.ui.port_line", &[i18n.num(v.port[s]), i18n.num(v.reserve[s])]);
        let label = format!("{name} ({}): {line}", props.names[s]);
        html! {
            <g class={classes!("tp-port", format!("side-{s}"), changed_ports[s].then_some("changed"))} role="img" aria-label={label}
                data-testid={format!("port-{s}")} data-port={v.port[s].to_string()} data-reserve={v.reserve[s].to_string()}>
                <rect x={bx.to_string()} y={by.to_string()} width={PORT_W.to_string()} height="54" rx="8" class="tp-port-box" />
                <circle cx={px.to_string()} cy={py.to_string()} r="8" class="tp-port-mark" />
                <text x={(bx + PORT_W / 2.0).to_string()} y={(by + 19.0).to_string()} class="tp-port-name">{ name }</text>
                <g class={classes!("tp-fleet", (v.port[s] == 0).then_some("none"))}>{ ship_icon(s, bx + 20.0, by + 40.0) }</g>
                <text x={(bx + PORT_W / 2.0 + 14.0).to_string()} y={(by + 44.0).to_string()} class="tp-port-line">{ line }</text>
            </g>
        }
    });

    // What the pending effect has chosen so far: an arrow for a sail or a deployment.
    let arrow = pending.and_then(|p| {
        let zone_xy = |z: u8| {
            let d = ZONE_DEFS[usize::from(z)];
            (f64::from(d.x), f64::from(d.y))
        };
        let (from, to) = match p.effect {
            Effect::Sail { .. } => (zone_xy(p.zone?), zone_xy(p.to?)),
            Effect::Deploy { .. } => {
                let port = PORTS[v.turn];
                ((f64::from(port.x), f64::from(port.y)), zone_xy(p.zone?))
            }
            _ => return None,
        };
        let title = i18n.t(origin_def(v.turn, p.origin).key);
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        Some(html! {
            <line class={format!("tp-arrow side-{}", v.turn)} data-testid="move-arrow"
                x1={(from.0 + ux * 20.0).to_string()} y1={(from.1 + uy * 20.0).to_string()}
                x2={(to.0 - ux * RY).to_string()} y2={(to.1 - uy * RY).to_string()} marker-end="url(#tp-arrowhead)">
                <title>{ title }</title>
            </line>
        })
    });

    // The same zones as a list, for screens too narrow to read the map's labels.
    let rows = (0..ZONES).map(|z| {
        let zv = v.zones[z];
        let action = Action::ChooseZone { zone: z as u8 };
        let enabled = props.legal.contains(&action);
        let name = i18n.t(ZONE_DEFS[z].key);
        html! {
            <li class={classes!("tp-zone-row", zv.controller.map(|s| format!("held-{s}")), chosen(z).then_some("chosen"))}
                data-testid={format!("zone-row-{z}")}>
                <span class="tp-coin-chip">{ i18n.num(zv.value) }</span>
                <span class="tp-zone-row-name">{ name.clone() }</span>
                <span class="tp-zone-row-ships">
                    { super::ship_badge(0) }{ i18n.num(zv.ships[0]) }{ " " }{ super::ship_badge(1) }{ i18n.num(zv.ships[1]) }
                </span>
                if enabled {
                    <button class="button primary" data-testid={format!("zone-pick-{z}")}
                        aria-label={format!("{} {name}", i18n.t(zone_prompt))}
                        onclick={props.on_action.reform(move |_: MouseEvent| action)}>{ i18n.t("tripoli.ui.choose") }</button>
                }
            </li>
        }
    });
    html! {
        <figure class="tp-map-wrap">
            <svg class="tp-map" viewBox="0 0 1000 420" role="group" aria-label={i18n.t("tripoli.ui.map")} data-testid="map">
                <defs>
                    <marker id="tp-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                        <path d="M0 0 L10 5 L0 10 z" class="tp-arrowhead" />
                    </marker>
                </defs>
                <rect x="0" y="0" width="1000" height="420" class="tp-sea" />
                { for EUROPE.iter().map(|d| html! { <path d={*d} class="tp-land" /> }) }
                <path d={AFRICA} class="tp-land" />
                <circle cx="560" cy="96" r="4" class="tp-land" />
                { for PLACES.iter().map(|(key, x, y)| html! {
                    <text x={x.to_string()} y={y.to_string()} class="tp-place" aria-hidden="true">{ i18n.t(key) }</text>
                }) }
                { for zones }
                { for ports }
                { for arrow }
            </svg>
            <figcaption class="tp-legend" data-testid="legend">
                <span>{ super::ship_badge(0) }{ i18n.tf("tripoli.ui.legend_us", &[props.names[0].clone()]) }</span>
                <span>{ super::ship_badge(1) }{ i18n.tf("tripoli.ui.legend_barbary", &[props.names[1].clone()]) }</span>
                <span><span class="tp-coin-chip" aria-hidden="true">{ i18n.num(3) }</span>{ i18n.t("tripoli.ui.legend_value") }</span>
            </figcaption>
            <ul class="tp-zone-list" data-testid="zone-list">{ for rows }</ul>
        </figure>
    }
}
