//! The island map as SVG: terrain, number tokens, harbours, robber, roads and buildings, and the
//! legal spots (corners, edges, hexes) as focusable targets.

use super::{f, hex_name, on_key, seat_shape, sep, RES_SLUGS, TERRAIN_KEYS};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::settlers::board::{topology, EDGES, HEXES, NONE, VERTICES};
use takhte_engine::games::settlers::content::{pips, GENERIC, RESOURCE_KEYS};
use takhte_engine::games::settlers::{Action, View};
use yew::prelude::*;

/// Hex radius in SVG units.
const R: f64 = 56.0;

/// Properties of [`Map`].
#[derive(Properties, PartialEq)]
pub struct MapProps {
    /// The viewer's view.
    pub view: Rc<View>,
    /// The viewer's legal actions.
    pub legal: Rc<Vec<Action>>,
    /// Sends a chosen action.
    pub on_action: Callback<Action>,
    /// Called with a hex chosen for the robber.
    pub on_robber_hex: Callback<u8>,
    /// The hex chosen for the robber, waiting for a victim.
    pub robber_hex: Option<u8>,
}

/// Drawing position of a vertex.
fn vxy(v: usize) -> (f64, f64) {
    let (x, y) = topology().vertex_xy[v];
    (f64::from(x) * R * 0.866_025_4, f64::from(y) * R * 0.5)
}

/// Drawing position of a hex centre.
fn hxy(h: usize) -> (f64, f64) {
    let (q, r) = topology().hex_axial[h];
    (
        f64::from(2 * q + r) * R * 0.866_025_4,
        f64::from(3 * r) * R * 0.5,
    )
}

/// The hexes touching both ends of an edge (one on the coast, two inland).
fn edge_hexes(e: usize) -> Vec<usize> {
    let topo = topology();
    let [a, b] = topo.edge_vertices[e];
    topo.vertex_hexes[a as usize]
        .iter()
        .filter(|&&h| h != NONE && topo.vertex_hexes[b as usize].contains(&h))
        .map(|&h| h as usize)
        .collect()
}

/// The hexes around a vertex, named and joined: "forest 8, hills 5".
fn corner_names(i18n: &I18n, v: &View, vx: usize) -> String {
    topology().vertex_hexes[vx]
        .iter()
        .filter(|&&h| h != NONE)
        .map(|&h| hex_name(i18n, v, h as usize))
        .collect::<Vec<_>>()
        .join(&sep(i18n))
}

/// A settlement (a house) or a city (a house with a tower), with the owner's shape on it.
fn building(seat: usize, city: bool, x: f64, y: f64) -> Html {
    let d = if city {
        format!(
            "M{} {}h28v-16h-12v-7l-7-7l-7 7v7h-2v16z",
            f(x - 14.0),
            f(y + 11.0)
        )
    } else {
        format!("M{} {}h18v-13l-9-8l-9 8z", f(x - 9.0), f(y + 9.0))
    };
    let (mx, my, ms) = if city {
        (x - 5.0, y + 3.0, 4.0)
    } else {
        (x, y + 2.5, 3.2)
    };
    html! { <>
        <path class="body" d={d} />
        { seat_shape(seat, mx, my, ms) }
    </> }
}

/// The robber: a dark pawn that slides to its hex.
fn robber(hex: u8, x: f64, y: f64) -> Html {
    html! {
        <g class="robber-piece" aria-hidden="true" data-testid="robber" data-hex={hex.to_string()}
            style={format!("transform: translate({}px, {}px)", f(x), f(y))}>
            <path d="M-10 12h20l-4-14a7 7 0 1 0-12 0z" />
        </g>
    }
}

/// The island with pieces and targets.
#[function_component]
pub fn Map(props: &MapProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let topo = topology();
    let roll = v.dice.map(|[a, b]| a + b).filter(|&s| s != 7);

    let hexes = (0..HEXES).map(|h| {
        let (cx, cy) = hxy(h);
        let pts = topo.hex_vertices[h]
            .iter()
            .map(|&vx| {
                let (x, y) = vxy(vx as usize);
                format!("{},{}", f(x), f(y))
            })
            .collect::<Vec<_>>()
            .join(" ");
        let t = v.terrain[h];
        let token = v.tokens[h];
        let producing = roll == Some(token) && token != 0;
        let blocked = producing && v.robber as usize == h;
        let label = if v.robber as usize == h {
            i18n.tf("settlers.ui.hex_robber", &[hex_name(&i18n, v, h)])
        } else {
            hex_name(&i18n, v, h)
        };
        let dots = (0..pips(token)).map(|i| {
            let n = f64::from(pips(token));
            let x = cx + (f64::from(i) - (n - 1.0) / 2.0) * 4.2;
            html! { <circle class="pip" cx={f(x)} cy={f(cy + 12.0)} r="1.6" /> }
        });
        html! {
            <g class={classes!("hex", format!("t{t}"), producing.then_some("producing"), blocked.then_some("blocked"))}
                role="img" aria-label={label} data-testid={format!("hex-{h}")}
                data-terrain={t.to_string()} data-token={token.to_string()}>
                <polygon class="hex-bg" points={pts} />
                <text class="terrain-name" x={f(cx)} y={f(cy - R * 0.52)}>{ i18n.t(TERRAIN_KEYS[t as usize]) }</text>
                if token != 0 {
                    <circle class={classes!("token", (token == 6 || token == 8).then_some("red"))} cx={f(cx)} cy={f(cy)} r="19" />
                    <text class={classes!("token-num", (token == 6 || token == 8).then_some("red"))} x={f(cx)} y={f(cy + 4.0)}>{ i18n.num(token) }</text>
                    { for dots }
                }
            </g>
        }
    });

    let harbours = (0..9).map(|k| {
        let e = topo.harbour_edges[k] as usize;
        let [a, b] = topo.edge_vertices[e];
        let (ax, ay) = vxy(a as usize);
        let (bx, by) = vxy(b as usize);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let (hx, hy) = hxy(edge_hexes(e)[0]);
        let (dx, dy) = (mx - hx, my - hy);
        let len = (dx * dx + dy * dy).sqrt();
        let (px, py) = (mx + dx / len * R * 0.5, my + dy / len * R * 0.5);
        let kind = v.harbours[k];
        let (rate, name, class) = if kind == GENERIC {
            (i18n.num("3:1"), i18n.t("settlers.harbour.generic"), "generic".to_string())
        } else {
            let r = i18n.t(RESOURCE_KEYS[kind as usize]);
            (i18n.num("2:1"), i18n.tf("settlers.harbour.special", &[r]), RES_SLUGS[kind as usize].to_string())
        };
        html! {
            <g class={classes!("harbour", class)} role="img" aria-label={name} data-testid={format!("harbour-{k}")}>
                <line class="pier" x1={f(ax)} y1={f(ay)} x2={f(px)} y2={f(py)} />
                <line class="pier" x1={f(bx)} y1={f(by)} x2={f(px)} y2={f(py)} />
                <circle class="harbour-bg" cx={f(px)} cy={f(py)} r="17" />
                <text class="harbour-rate" x={f(px)} y={f(py + if kind == GENERIC { 4.0 } else { 0.0 })}>{ rate }</text>
                if kind != GENERIC {
                    <text class="harbour-res" x={f(px)} y={f(py + 10.0)}>{ i18n.t(RESOURCE_KEYS[kind as usize]) }</text>
                }
            </g>
        }
    });

    let roads = (0..EDGES).filter(|&e| v.edge_owner[e] != NONE).map(|e| {
        let seat = v.edge_owner[e] as usize;
        let [a, b] = topo.edge_vertices[e];
        let (ax, ay) = vxy(a as usize);
        let (bx, by) = vxy(b as usize);
        let (x1, y1) = (ax + (bx - ax) * 0.18, ay + (by - ay) * 0.18);
        let (x2, y2) = (bx + (ax - bx) * 0.18, by + (ay - by) * 0.18);
        html! {
            <g key={e} class={classes!("road", format!("seat-{seat}"))} data-testid={format!("road-{e}")} data-seat={seat.to_string()}>
                <line class="road-edge" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                <line class="road-fill" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                { seat_shape(seat, (ax + bx) / 2.0, (ay + by) / 2.0, 2.2) }
            </g>
        }
    });

    let buildings = (0..VERTICES).filter(|&vx| v.vertex_owner[vx] != NONE).map(|vx| {
        let seat = v.vertex_owner[vx] as usize;
        let city = v.cities & (1 << vx) != 0;
        let (x, y) = vxy(vx);
        html! {
            <g key={vx} class={classes!("building", format!("seat-{seat}"), city.then_some("city"))}
                data-testid={format!("building-{vx}")} data-seat={seat.to_string()}
                data-kind={if city { "city" } else { "settlement" }}>
                { building(seat, city, x, y) }
            </g>
        }
    });

    // Robber targets: one per hex that has a legal robber move.
    let robber_targets = (0..HEXES)
        .filter(|&h| props.legal.iter().any(|a| matches!(a, Action::MoveRobber { hex, .. } if *hex as usize == h)))
        .map(|h| {
            let pts = topo.hex_vertices[h]
                .iter()
                .map(|&vx| {
                    let (x, y) = vxy(vx as usize);
                    let (cx, cy) = hxy(h);
                    format!("{},{}", f(cx + (x - cx) * 0.9), f(cy + (y - cy) * 0.9))
                })
                .collect::<Vec<_>>()
                .join(" ");
            let label = i18n.tf("settlers.ui.move_robber_to", &[hex_name(&i18n, v, h)]);
            let onclick = props.on_robber_hex.reform(move |_: MouseEvent| h as u8);
            let onkeydown = on_key(&props.on_robber_hex, h as u8);
            html! {
                <g class={classes!("target", "hex-target", (props.robber_hex == Some(h as u8)).then_some("selected"))}
                    tabindex="0" role="button" aria-label={label} data-testid={format!("robber-hex-{h}")}
                    aria-pressed={(props.robber_hex == Some(h as u8)).to_string()} {onclick} {onkeydown}>
                    <polygon points={pts} />
                </g>
            }
        });

    let edge_targets = props
        .legal
        .iter()
        .filter_map(|a| match *a {
            Action::BuildRoad { edge } => Some(edge as usize),
            _ => None,
        })
        .map(|e| {
            let [a, b] = topo.edge_vertices[e];
            let (ax, ay) = vxy(a as usize);
            let (bx, by) = vxy(b as usize);
            let hexes = edge_hexes(e)
                .into_iter()
                .map(|h| hex_name(&i18n, v, h))
                .collect::<Vec<_>>();
            let label = match hexes.as_slice() {
                [one] => i18n.tf("settlers.ui.road_coast", std::slice::from_ref(one)),
                [x, y, ..] => i18n.tf("settlers.ui.road_between", &[x.clone(), y.clone()]),
                [] => i18n.t("settlers.ui.road"),
            };
            let action = Action::BuildRoad { edge: e as u8 };
            let onclick = props.on_action.reform(move |_: MouseEvent| action);
            let onkeydown = on_key(&props.on_action, action);
            let (x1, y1) = (ax + (bx - ax) * 0.2, ay + (by - ay) * 0.2);
            let (x2, y2) = (bx + (ax - bx) * 0.2, by + (ay - by) * 0.2);
            // A band around the edge, easy to tap (a bare line has no area).
            let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt();
            let (nx, ny) = (-(by - ay) / len * 9.0, (bx - ax) / len * 9.0);
            let hit = format!(
                "{},{} {},{} {},{} {},{}",
                f(x1 + nx),
                f(y1 + ny),
                f(x2 + nx),
                f(y2 + ny),
                f(x2 - nx),
                f(y2 - ny),
                f(x1 - nx),
                f(y1 - ny)
            );
            html! {
                <g class="target edge-target" tabindex="0" role="button" aria-label={label}
                    data-testid={format!("edge-{e}")} {onclick} {onkeydown}>
                    <polygon class="hit" points={hit} />
                    <line class="glow" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                </g>
            }
        });

    let vertex_targets = props.legal.iter().filter_map(|a| match *a {
        Action::BuildSettlement { vertex } => Some((vertex as usize, *a, "settlement")),
        Action::BuildCity { vertex } => Some((vertex as usize, *a, "city")),
        _ => None,
    }).map(|(vx, action, kind)| {
        let (x, y) = vxy(vx);
        let key = if kind == "city" { "settlers.ui.build_city_at" } else { "settlers.ui.build_settlement_at" };
        let label = i18n.tf(key, &[corner_names(&i18n, v, vx)]);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        let onkeydown = on_key(&props.on_action, action);
        html! {
            <g class={classes!("target", "spot-target", kind)} tabindex="0" role="button" aria-label={label}
                data-testid={format!("spot-{vx}")} data-action={kind} {onclick} {onkeydown}>
                <circle class="hit" cx={f(x)} cy={f(y)} r="13" />
                <circle class="glow" cx={f(x)} cy={f(y)} r="8" />
            </g>
        }
    });

    let (rx, ry) = hxy(v.robber as usize);
    html! {
        <svg class="settlers-map" viewBox="-292 -258 584 516" role="group"
            aria-label={i18n.t("settlers.ui.map")} data-testid="map">
            <rect class="sea" x="-290" y="-256" width="580" height="512" rx="48" />
            { for harbours }
            { for hexes }
            { for roads }
            { for buildings }
            { robber(v.robber, rx, ry + R * 0.62) }
            { for robber_targets }
            { for edge_targets }
            { for vertex_targets }
        </svg>
    }
}
