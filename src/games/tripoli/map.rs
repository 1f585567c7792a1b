//! The map: the real coast from Gibraltar to Derna (see `coast`), the six sea zones as areas of
//! sea with a plate for their name, value and fleets, the two home ports and the other ports.
//! Zones are the click targets for zone choices; the other side's last move is marked, and
//! ships slide or sink with a short CSS animation.

use super::coast::{self, at, CITIES, H, LANDS, PORT_PLACES, W, ZONE_AREAS, ZONE_PLATES};
use super::motion::{Motion, Spot};
use super::{origin_def, ship_icon, LastMove};
use crate::games::BoardProps;
use crate::i18n::I18n;
use crate::widgets::MapZoom;
use std::sync::OnceLock;
use takhte_engine::games::tripoli::content::{Effect, ZONES, ZONE_DEFS};
use takhte_engine::games::tripoli::view::ZoneView;
use takhte_engine::games::tripoli::{Action, Tripoli};
use yew::prelude::*;

/// The smallest text on the map (the cities' names), in map units: the deepest zoom makes it
/// readable. Keep equal to the smallest `font-size` of the map in `tripoli.css`.
const SMALLEST_FONT: f64 = 15.0;
/// Half-width of a zone's plate (value, and each side's fleet).
const PW: f64 = 50.0;
/// Half-height of a zone's plate.
const PH: f64 = 38.0;

/// The land outlines as SVG paths, projected once.
fn land_paths() -> &'static [String] {
    static PATHS: OnceLock<Vec<String>> = OnceLock::new();
    PATHS.get_or_init(|| coast::land().map(coast::path).collect())
}

/// The sea zones' areas as SVG paths, projected once.
fn zone_paths() -> &'static [String] {
    static PATHS: OnceLock<Vec<String>> = OnceLock::new();
    PATHS.get_or_init(|| ZONE_AREAS.iter().map(|a| coast::path(a)).collect())
}

/// The centre of zone `z`'s plate.
fn plate_at(z: usize) -> (f64, f64) {
    at(ZONE_PLATES[z].0)
}

/// Where a side's ship stands in a zone's plate or beside a port: the start and the end of a
/// ship's slide.
pub fn spot_xy(spot: Spot, side: usize) -> (f64, f64) {
    match spot {
        Spot::Zone(z) => {
            let (x, y) = plate_at(z);
            (x - PW + 24.0, y - 12.0 + 32.0 * side as f64)
        }
        Spot::Port(s) => port_ship_xy(s),
    }
}

/// The ship drawn beside a port's name.
fn port_ship_xy(s: usize) -> (f64, f64) {
    let (_, name, (dx, dy), _) = PORT_PLACES[s];
    let (x, y) = at(name);
    (x + dx, y + dy)
}

/// "held by …" for a zone, or "held by no one".
fn held_text(i18n: &I18n, names: &[String], zv: ZoneView) -> String {
    match zv.controller {
        Some(s) => i18n.tf("tripoli.ui.held_by", std::slice::from_ref(&names[s])),
        None => i18n.t("tripoli.ui.held_by_none"),
    }
}

/// A ship piece at (x, y), its `extra` classes telling a sliding or sinking copy.
fn ship_at(side: usize, (x, y): (f64, f64), extra: Option<Html>) -> Html {
    html! {
        <g transform={format!("translate({x:.1} {y:.1})")}>{ extra.unwrap_or_else(|| ship_icon(side)) }</g>
    }
}

/// A text label on the map (names and counts take part in the collision test by `tp-label`).
fn label(x: f64, y: f64, class: &'static str, text: String) -> Html {
    html! {
        <text x={format!("{x:.1}")} y={format!("{y:.1}")} class={classes!("tp-label", class)}>{ text }</text>
    }
}

/// A text inside a zone's plate (its value and fleet counts), checked to stay inside the plate.
fn plate_text(x: f64, y: f64, class: Classes, text: String) -> Html {
    html! {
        <text x={format!("{x:.1}")} y={format!("{y:.1}")} class={classes!("tp-in-plate", class)}>{ text }</text>
    }
}

/// The map with zones enabled exactly when choosing them is legal.
#[function_component]
pub fn SeaMap(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let motion = super::motion::use_motion(v);
    let last = LastMove::of(props);
    let pending = v.pending;
    let chosen =
        |z: usize| pending.is_some_and(|p| p.zone == Some(z as u8) || p.to == Some(z as u8));
    let zone_prompt = pending
        .as_ref()
        .map_or("tripoli.ui.choose_storm", super::zone_prompt);
    let areas = zone_paths();

    let zones = (0..ZONES).map(|z| {
        let def = ZONE_DEFS[z];
        let zv = v.zones[z];
        let (cx, cy) = plate_at(z);
        let (_, above, name_dx) = ZONE_PLATES[z];
        let action = Action::ChooseZone { zone: z as u8 };
        let enabled = props.legal.contains(&action);
        let recent = last.zones[z];
        let name = i18n.t(def.key);
        let held = held_text(&i18n, &props.names, zv);
        let mut aria = i18n.tf("tripoli.ui.zone_label", &[
            name.clone(), i18n.num(zv.value), props.names[0].clone(), i18n.num(zv.ships[0]),
            props.names[1].clone(), i18n.num(zv.ships[1]), held,
        ]);
        if recent {
            aria = format!("{aria} {}", i18n.t("tripoli.ui.last_move_here"));
        }
        if enabled {
            aria = format!("{} {aria}", i18n.t(zone_prompt));
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
        let fleet = |side: usize| {
            let n = zv.ships[side];
            let (sx, sy) = spot_xy(Spot::Zone(z), side);
            html! {
                <g class={classes!("tp-fleet", (n == 0).then_some("none"))}>
                    { ship_at(side, (sx, sy), None) }
                    { plate_text(sx + 22.0, sy + 9.0, classes!("tp-count", format!("side-{side}")), format!("×{}", i18n.num(n))) }
                </g>
            }
        };
        // Clear of the plate's corner marks (value, holder, last move).
        let name_y = if above { cy - PH - 20.0 } else { cy + PH + 30.0 };
        let class = classes!(zv.controller.map(|s| format!("held-{s}")), enabled.then_some("choosable"),
            chosen(z).then_some("chosen"), recent.then_some("recent"));
        let area = html! {
            <g class={classes!("tp-zone", class.clone())}
                tabindex={enabled.then_some("0")} role={if enabled { "button" } else { "img" }} aria-label={aria}
                data-testid={format!("zone-{z}")} data-us={zv.ships[0].to_string()} data-barbary={zv.ships[1].to_string()}
                data-controller={zv.controller.map_or_else(|| "none".to_string(), |s| s.to_string())}
                data-enabled={enabled.to_string()} data-recent={recent.to_string()} {onclick} {onkeydown}>
                <path d={areas[z].clone()} class="tp-zone-area" mask="url(#tp-sea-only)" />
            </g>
        };
        // The plate lets clicks through to its zone's area; keyboard and screen readers use the zone.
        let plate = html! {
            <g class={classes!("tp-plate-group", class)} aria-hidden="true" data-testid={format!("plate-{z}")}>
                <rect x={format!("{:.1}", cx - PW)} y={format!("{:.1}", cy - PH)} width={(2.0 * PW).to_string()}
                    height={(2.0 * PH).to_string()} rx="10" class="tp-label tp-plate" />
                <circle cx={format!("{:.1}", cx + PW - 4.0)} cy={format!("{:.1}", cy - PH + 4.0)} r="16" class="tp-coin" />
                { plate_text(cx + PW - 4.0, cy - PH + 11.0, classes!("tp-coin-value"), i18n.num(zv.value)) }
                if let Some(s) = zv.controller { { control_mark(s, cx - PW + 2.0, cy - PH + 2.0) } }
                { fleet(0) }
                { fleet(1) }
                if recent { { recent_mark(cx + PW - 4.0, cy + PH - 4.0) } }
                { label(cx + name_dx, name_y, "tp-zone-name", name) }
            </g>
        };
        (area, plate)
    });
    let (areas_html, plates): (Vec<Html>, Vec<Html>) = zones.unzip();

    let ports = (0..2).map(|s| {
        let (harbour, place, _, (lx, ly)) = PORT_PLACES[s];
        let (hx, hy) = at(harbour);
        let (px, py) = at(place);
        let name = i18n.t(["tripoli.ui.city.syracuse", "tripoli.ui.city.tripoli"][s]);
        let line = i18n.tf("tripoli.ui.port_line", &[i18n.num(v.port[s]), i18n.num(v.reserve[s])]);
        let aria = format!("{} ({}): {line}", i18n.t(["tripoli.port.syracuse", "tripoli.port.tripoli"][s]), props.names[s]);
        let (sx, sy) = port_ship_xy(s);
        html! {
            <g class={classes!("tp-port", format!("side-{s}"), last.ports[s].then_some("recent"))} role="img" aria-label={aria}
                data-testid={format!("port-{s}")} data-port={v.port[s].to_string()} data-reserve={v.reserve[s].to_string()}>
                <line x1={format!("{hx:.1}")} y1={format!("{hy:.1}")} x2={format!("{px:.1}")} y2={format!("{:.1}", py - 6.0)} class="tp-leader" />
                <circle cx={format!("{hx:.1}")} cy={format!("{hy:.1}")} r="9" class="tp-label tp-port-mark" />
                { label(px, py, "tp-port-name", name) }
                <g class={classes!("tp-fleet", (v.port[s] == 0).then_some("none"))}>{ ship_at(s, (sx, sy), None) }</g>
                { label(px + lx, py + ly, "tp-port-line", line) }
                if last.ports[s] { { recent_mark(hx + 14.0, hy - 14.0) } }
            </g>
        }
    });

    let cities = CITIES.iter().map(|&(key, harbour, place)| {
        let (hx, hy) = at(harbour);
        let (lx, ly) = at(place);
        html! { <>
            <circle cx={format!("{hx:.1}")} cy={format!("{hy:.1}")} r="5" class="tp-label tp-city-mark" />
            { label(lx, ly, "tp-city", i18n.t(key)) }
        </> }
    });
    let lands = LANDS.iter().map(|&(key, place)| {
        let (x, y) = at(place);
        label(x, y, "tp-place", i18n.t(key))
    });

    // What the pending effect has chosen so far: an arrow for a sail or a deployment.
    let arrow = pending.and_then(|p| {
        let (from, to) = match p.effect {
            Effect::Sail { .. } => (plate_at(usize::from(p.zone?)), plate_at(usize::from(p.to?))),
            Effect::Deploy { .. } => (at(PORT_PLACES[v.turn].0), plate_at(usize::from(p.zone?))),
            _ => return None,
        };
        let title = i18n.t(origin_def(v.turn, p.origin).key);
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        Some(html! {
            <line class={format!("tp-arrow side-{}", v.turn)} data-testid="move-arrow"
                x1={format!("{:.1}", from.0 + ux * 14.0)} y1={format!("{:.1}", from.1 + uy * 14.0)}
                x2={format!("{:.1}", to.0 - ux * PH)} y2={format!("{:.1}", to.1 - uy * PH)} marker-end="url(#tp-arrowhead)">
                <title>{ title }</title>
            </line>
        })
    });

    // Ships of the last change: a copy slides from where it was, or sinks where it was.
    let moving: Html = motion
        .moves
        .iter()
        .map(|m: &Motion| {
            let class = match (m.from, m.to) {
                (Some(_), Some(_)) => "tp-slide",
                (Some(_), None) => "tp-sink",
                _ => "tp-arrive",
            };
            let Some(end) = m.to.or(m.from) else {
                return Html::default();
            };
            let (ex, ey) = spot_xy(end, m.side);
            let (fx, fy) = m.from.map_or((ex, ey), |f| spot_xy(f, m.side));
            let style = format!("--dx: {:.1}px; --dy: {:.1}px", fx - ex, fy - ey);
            ship_at(
                m.side,
                (ex, ey),
                Some(html! {
                    <g class={classes!("tp-ghost", class)} {style}>{ ship_icon(m.side) }</g>
                }),
            )
        })
        .collect();

    let view_box = format!("0 0 {W} {H}");
    html! {
        <figure class="tp-map-wrap">
            <MapZoom width={W} smallest_font={SMALLEST_FONT} class="tp-zoom">
            <svg class="tp-map" viewBox={view_box} role="group" aria-label={i18n.t("tripoli.ui.map")} data-testid="map">
                <defs>
                    <marker id="tp-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                        <path d="M0 0 L10 5 L0 10 z" class="tp-arrowhead" />
                    </marker>
                    <mask id="tp-sea-only" maskUnits="userSpaceOnUse" x="0" y="0" width={W.to_string()} height={H.to_string()}>
                        <rect width={W.to_string()} height={H.to_string()} fill="#fff" />
                        { for land_paths().iter().map(|d| html! { <path d={d.clone()} fill="#000" /> }) }
                    </mask>
                </defs>
                <rect width={W.to_string()} height={H.to_string()} class="tp-sea" />
                // Each group a fragment of its own: in one flat list, an arrow more or less would
                // make Yew match every earlier element with its neighbour and redraw them all.
                <>{ for land_paths().iter().map(|d| html! { <path d={d.clone()} class="tp-land" /> }) }</>
                <>{ for areas_html }</>
                <>{ for lands }</>
                <>{ for cities }</>
                <>{ for plates }</>
                <>{ for ports }</>
                <>{ for arrow }</>
                // A new key at every change: the copies are drawn afresh and their animation runs.
                <g class="tp-motion" aria-hidden="true">
                    { for [motion.generation].map(|g| html! { <g key={g.to_string()}>{ moving.clone() }</g> }) }
                </g>
            </svg>
            </MapZoom>
            <figcaption class="tp-legend" data-testid="legend">
                <span>{ super::ship_badge(0) }{ i18n.tf("tripoli.ui.legend_us", &[props.names[0].clone()]) }</span>
                <span>{ super::ship_badge(1) }{ i18n.tf("tripoli.ui.legend_barbary", &[props.names[1].clone()]) }</span>
                <span><span class="tp-coin-chip" aria-hidden="true">{ i18n.num(3) }</span>{ i18n.t("tripoli.ui.legend_value") }</span>
                <span><svg class="tp-badge" viewBox="-12 -12 24 24" aria-hidden="true">{ recent_mark(0.0, 0.0) }</svg>
                    { i18n.t("tripoli.ui.legend_recent") }</span>
            </figcaption>
        </figure>
    }
}

/// The same zones as a list with a Choose button when legal: the readable form of the map on
/// narrow screens, and beside the prompt on wide ones while a zone is asked.
#[function_component]
pub fn ZoneList(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let last = LastMove::of(props);
    let pending = v.pending;
    let chosen =
        |z: usize| pending.is_some_and(|p| p.zone == Some(z as u8) || p.to == Some(z as u8));
    let rows = (0..ZONES).map(|z| {
        let zv = v.zones[z];
        let action = Action::ChooseZone { zone: z as u8 };
        let enabled = props.legal.contains(&action);
        let name = i18n.t(ZONE_DEFS[z].key);
        html! {
            <li class={classes!("tp-zone-row", zv.controller.map(|s| format!("held-{s}")), chosen(z).then_some("chosen"),
                    last.zones[z].then_some("recent"))}
                data-testid={format!("zone-row-{z}")}>
                <span class="tp-coin-chip">{ i18n.num(zv.value) }</span>
                <span class="tp-zone-row-name">{ name.clone() }</span>
                <span class="tp-zone-row-ships">
                    { super::ship_badge(0) }{ i18n.num(zv.ships[0]) }{ " " }{ super::ship_badge(1) }{ i18n.num(zv.ships[1]) }
                </span>
                if enabled {
                    <button class="button primary" data-testid={format!("zone-pick-{z}")}
                        aria-label={format!("{} {name}", i18n.t("tripoli.ui.choose"))}
                        onclick={props.on_action.reform(move |_: MouseEvent| action)}>{ i18n.t("tripoli.ui.choose") }</button>
                }
            </li>
        }
    });
    html! {
        <ul class="tp-zone-list" data-testid="zone-list" aria-label={i18n.t("tripoli.ui.zones")}>{ for rows }</ul>
    }
}

/// The emblem of the side holding a zone, in the plate's corner: a star for the United States,
/// a crescent for Barbary.
pub(crate) fn control_mark(side: usize, x: f64, y: f64) -> Html {
    let d = if side == 0 {
        "M0 -9 L2.6 -2.8 L9 -2.8 L3.8 1.2 L5.6 7.6 L0 3.8 L-5.6 7.6 L-3.8 1.2 L-9 -2.8 L-2.6 -2.8Z"
    } else {
        "M3 -9 A9 9 0 1 0 3 9 A7 7 0 1 1 3 -9Z"
    };
    html! {
        <g transform={format!("translate({x:.1} {y:.1})")} class={format!("tp-control side-{side}")}>
            <circle r="13" /><path d={d} />
        </g>
    }
}

/// The mark of the other side's last move: a gold ring with an exclamation mark.
fn recent_mark(x: f64, y: f64) -> Html {
    html! {
        <g transform={format!("translate({x:.1} {y:.1})")} class="tp-recent-mark">
            <circle r="11" /><path d="M-1.8 -7 h3.6 l-0.8 8 h-2z M0 3.2 a2 2 0 1 1 0 4 a2 2 0 1 1 0 -4z" />
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether a place falls on the map.
    fn inside(p: coast::LonLat) -> bool {
        let (x, y) = at(p);
        (0.0..=W).contains(&x) && (0.0..=H).contains(&y)
    }

    #[test]
    fn every_port_and_plate_lies_on_the_map() {
        assert!(PORT_PLACES
            .iter()
            .all(|&(h, p, _, _)| inside(h) && inside(p)));
        assert!(CITIES.iter().all(|&(_, h, p)| inside(h) && inside(p)));
        assert!(ZONE_PLATES.iter().all(|&(p, _, _)| inside(p)));
    }
}
