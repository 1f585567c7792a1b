//! The island map as SVG: terrain, number tokens, harbours, robber, roads and buildings, and the
//! legal spots (corners, edges, hexes) as focusable targets.

use super::art::emblem;
use super::{f, hex_name, on_key, seat_shape, RES_SLUGS};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::settlers::board::{topology, EDGES, HEXES, NONE, VERTICES};
use takhte_engine::games::settlers::content::{pips, GENERIC, RESOURCE_KEYS};
use takhte_engine::games::settlers::{Action, View};
use takhte_engine::Seat;
use yew::prelude::*;

/// Hex radius in SVG units.
const R: f64 = 56.0;
/// A harbour badge's radius: its picture and ratio stay readable on a phone.
const HARBOUR_R: f64 = 27.0;
/// The map's left and top edges (its viewBox is centred on the origin).
const MAP_X: f64 = -292.0;
const MAP_Y: f64 = -260.0;

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
    /// The other seats' moves since the viewer last acted (outlined on the map).
    pub recent: Rc<Vec<(Seat, Action)>>,
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
    i18n.list(
        &topology().vertex_hexes[vx]
            .iter()
            .filter(|&&h| h != NONE)
            .map(|&h| hex_name(i18n, v, h as usize))
            .collect::<Vec<_>>(),
    )
}

/// The three hex centres around a vertex (inland or not): the corners of its tap area, a
/// triangle that tiles the island with its neighbours' so no two corners' areas overlap.
fn vertex_cell(vx: usize) -> [(f64, f64); 3] {
    let (x, y) = vxy(vx);
    // A vertex whose row is 1 mod 3 (in half-radius units) has a hex straight below it.
    let down = if topology().vertex_xy[vx].1.rem_euclid(3) == 1 {
        1.0
    } else {
        -1.0
    };
    [
        (x, y + down * R),
        (x + R * 0.866_025_4, y - down * R * 0.5),
        (x - R * 0.866_025_4, y - down * R * 0.5),
    ]
}

/// The tap area of an edge: a kite from one end (pushed out a little) to the centre of the
/// hex on one side, the other end and the centre of the hex on the other side, so that
/// neighbouring edges overlap only near their ends.
fn edge_cell(e: usize) -> String {
    let [a, b] = topology().edge_vertices[e];
    let (ax, ay) = vxy(a as usize);
    let (bx, by) = vxy(b as usize);
    let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
    let (ux, uy) = ((bx - ax) / R, (by - ay) / R);
    let (nx, ny) = (-uy * R * 0.866_025_4, ux * R * 0.866_025_4);
    let pts = [
        (ax - ux * 20.0, ay - uy * 20.0),
        (mx + nx, my + ny),
        (bx + ux * 20.0, by + uy * 20.0),
        (mx - nx, my - ny),
    ];
    pts.iter()
        .map(|(x, y)| format!("{},{}", f(*x), f(*y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A settlement (a house) or a city (a house with a hall), with the owner's shape on it.
pub(crate) fn building(seat: usize, city: bool, x: f64, y: f64) -> Html {
    let d = if city {
        format!(
            "M{} {}h36v-20h-15v-8l-9-9l-9 9v28z",
            f(x - 18.0),
            f(y + 13.0)
        )
    } else {
        format!("M{} {}h24v-16l-12-10l-12 10z", f(x - 12.0), f(y + 12.0))
    };
    let (mx, my, ms) = if city {
        (x - 6.0, y + 4.0, 4.6)
    } else {
        (x, y + 4.0, 4.2)
    };
    html! { <>
        <path class="body" d={d} />
        { seat_shape(seat, mx, my, ms) }
    </> }
}

/// The robber: a dark pawn beside the number token; it slides from hex to hex.
pub(crate) fn robber(hex: u8, x: f64, y: f64, moved: bool) -> Html {
    html! {
        <g class={classes!("robber-piece", moved.then_some("recent"))} aria-hidden="true" data-testid="robber"
            data-hex={hex.to_string()} data-recent={moved.then_some("true")}
            style={format!("transform: translate({}px, {}px)", f(x), f(y))}>
            <ellipse class="robber-shadow" cx="0" cy="17" rx="11" ry="3.5" />
            <path class="robber-body" d="M-10 17h20l-3.5-14a6.5 6.5 0 0 0-2.5-5a7.5 7.5 0 1 0-8 0a6.5 6.5 0 0 0-2.5 5z" />
        </g>
    }
}

/// A number token: the number (6 and 8 in red and bold) over as many pips as the rolls that
/// make it, out of 36.
pub(crate) fn token(n: u8, x: f64, y: f64, i18n: &I18n) -> Html {
    let hot = n == 6 || n == 8;
    let count = pips(n);
    let dots = (0..count).map(|i| {
        let px = x + (f64::from(i) - (f64::from(count) - 1.0) / 2.0) * 4.6;
        html! { <circle class="pip" cx={f(px)} cy={f(y + 10.0)} r="1.8" /> }
    });
    html! {
        <g class={classes!("token", hot.then_some("red"))} data-label="token" data-pips={count.to_string()}>
            <circle class="token-bg" cx={f(x)} cy={f(y)} r="18" />
            <text class="token-num" x={f(x)} y={f(y + 3.5)}>{ i18n.num(n) }</text>
            { for dots }
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
    let recent_edge = |e: usize| {
        props
            .recent
            .iter()
            .any(|(_, a)| matches!(a, Action::BuildRoad { edge } if *edge as usize == e))
    };
    let recent_vertex = |vx: usize| {
        props.recent.iter().any(|(_, a)| {
            matches!(a, Action::BuildSettlement { vertex } | Action::BuildCity { vertex } if *vertex as usize == vx)
        })
    };
    let robbed = props.recent.iter().rev().find_map(|(_, a)| match a {
        Action::MoveRobber { hex, .. } => Some(*hex),
        _ => None,
    });

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
        let n = v.tokens[h];
        let producing = roll == Some(n) && n != 0;
        let blocked = producing && v.robber as usize == h;
        let label = if v.robber as usize == h {
            i18n.tf("settlers.ui.hex_robber", &[hex_name(&i18n, v, h)])
        } else {
            hex_name(&i18n, v, h)
        };
        let (ey, scale) = if n == 0 { (cy, 2.0) } else { (cy - 25.0, 1.2) };
        html! {
            <g class={classes!("hex", format!("t{t}"), producing.then_some("producing"), blocked.then_some("blocked"),
                    (robbed == Some(h as u8)).then_some("recent"))}
                role="img" aria-label={label} data-testid={format!("hex-{h}")}
                data-terrain={t.to_string()} data-token={n.to_string()}>
                <polygon class="hex-bg" points={pts} />
                <g transform={format!("translate({} {}) scale({scale})", f(cx), f(ey))}>{ emblem(t) }</g>
                if n != 0 { { token(n, cx, cy + 12.0, &i18n) } }
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
        // Out on the frame, and wholly on the map (the top and bottom ones come in a little).
        let (px, py) = (
            (mx + dx / len * R * 0.62).clamp(MAP_X + HARBOUR_R + 1.0, -MAP_X - HARBOUR_R - 1.0),
            (my + dy / len * R * 0.62).clamp(MAP_Y + HARBOUR_R + 1.0, -MAP_Y - HARBOUR_R - 1.0),
        );
        let kind = v.harbours[k];
        let (rate, name, class) = if kind == GENERIC {
            (i18n.num("3:1"), i18n.t("settlers.harbour.generic"), "generic".to_string())
        } else {
            let r = i18n.t(RESOURCE_KEYS[kind as usize]);
            (i18n.num("2:1"), i18n.tf("settlers.harbour.special", &[r]), RES_SLUGS[kind as usize].to_string())
        };
        let pier = |x: f64, y: f64| html! {
            <line class="pier" x1={f(x + (px - x) * 0.15)} y1={f(y + (py - y) * 0.15)} x2={f(px)} y2={f(py)} />
        };
        let piers = html! { <g class="harbour-piers" aria-hidden="true">{ pier(ax, ay) }{ pier(bx, by) }</g> };
        let badge = html! {
            <g class={classes!("harbour", class)} role="img" aria-label={name} data-testid={format!("harbour-{k}")}
                data-edge={e.to_string()} data-corners={format!("{a} {b}")}>
                <g class="harbour-badge" data-label="harbour">
                    <circle class="harbour-bg" cx={f(px)} cy={f(py)} r={f(HARBOUR_R)} />
                    if kind == GENERIC {
                        <text class="harbour-rate generic" x={f(px)} y={f(py + 7.0)} dir="ltr">{ rate }</text>
                    } else {
                        <g transform={format!("translate({} {}) scale(1.1)", f(px), f(py - 8.0))}>{ emblem(kind) }</g>
                        <text class="harbour-rate" x={f(px)} y={f(py + 21.0)} dir="ltr">{ rate }</text>
                    }
                </g>
            </g>
        };
        (piers, badge)
    });
    let (piers, badges): (Vec<Html>, Vec<Html>) = harbours.unzip();

    let roads = (0..EDGES).filter(|&e| v.edge_owner[e] != NONE).map(|e| {
        let seat = v.edge_owner[e] as usize;
        let [a, b] = topo.edge_vertices[e];
        let (ax, ay) = vxy(a as usize);
        let (bx, by) = vxy(b as usize);
        let (x1, y1) = (ax + (bx - ax) * 0.17, ay + (by - ay) * 0.17);
        let (x2, y2) = (bx + (ax - bx) * 0.17, by + (ay - by) * 0.17);
        let fresh = recent_edge(e);
        html! {
            <g key={e} class={classes!("road", format!("seat-{seat}"), fresh.then_some("recent"))} data-testid={format!("road-{e}")}
                data-seat={seat.to_string()} data-recent={fresh.then_some("true")}>
                if fresh { <line class="recent-halo" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} /> }
                <line class="road-edge" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                <line class="road-fill" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                { seat_shape(seat, (ax + bx) / 2.0, (ay + by) / 2.0, 2.6) }
            </g>
        }
    });

    let buildings = (0..VERTICES).filter(|&vx| v.vertex_owner[vx] != NONE).map(|vx| {
        let seat = v.vertex_owner[vx] as usize;
        let city = v.cities & (1 << vx) != 0;
        let (x, y) = vxy(vx);
        let fresh = recent_vertex(vx);
        html! {
            <g key={format!("{vx}-{city}")} class={classes!("building", format!("seat-{seat}"), city.then_some("city"), fresh.then_some("recent"))}
                data-testid={format!("building-{vx}")} data-seat={seat.to_string()} data-recent={fresh.then_some("true")}
                data-kind={if city { "city" } else { "settlement" }}>
                if fresh { <circle class="recent-halo" cx={f(x)} cy={f(y)} r={if city { "25" } else { "20" }} /> }
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
            html! {
                <g class={classes!("target", "edge-target", format!("seat-{}", v.seat))} tabindex="0" role="button" aria-label={label}
                    data-testid={format!("edge-{e}")} {onclick} {onkeydown}>
                    <polygon class="hit" points={edge_cell(e)} />
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
        let cell = vertex_cell(vx).iter().map(|(x, y)| format!("{},{}", f(*x), f(*y))).collect::<Vec<_>>().join(" ");
        html! {
            <g class={classes!("target", "spot-target", kind)} tabindex="0" role="button" aria-label={label}
                data-testid={format!("spot-{vx}")} data-action={kind} {onclick} {onkeydown}>
                <polygon class="hit" points={cell} />
                <circle class="glow" cx={f(x)} cy={f(y)} r={if kind == "city" { "19" } else { "10" }} />
            </g>
        }
    });

    let (rx, ry) = hxy(v.robber as usize);
    html! {
        <svg class="settlers-map" viewBox={format!("{MAP_X} {MAP_Y} {} {}", -2.0 * MAP_X, -2.0 * MAP_Y)} role="group"
            aria-label={i18n.t("settlers.ui.map")} data-testid="map">
            <rect class="sea" x="-290" y="-258" width="580" height="516" rx="40" />
            <polygon class="shore" points={shore()} />
            // Each group is a fragment of its own: in one flat list, a road more would make
            // Yew match every earlier element with the one after it and redraw them all.
            <>{ for piers }</>
            <>{ for hexes }</>
            <>{ for roads }</>
            <>{ for buildings }</>
            // The badges over the pieces, so a road or house on a harbour's edge never hides
            // its ratio; under the targets, so they never take a click meant for one.
            <>{ for badges }</>
            { robber(v.robber, rx + 30.0, ry - 2.0, robbed.is_some()) }
            <>{ for robber_targets }</>
            <>{ for edge_targets }</>
            <>{ for vertex_targets }</>
        </svg>
    }
}

/// The sandy shore under the island: a hexagon a little larger than the 19 hexes.
fn shore() -> String {
    (0..6)
        .map(|i| {
            let a = std::f64::consts::PI / 3.0 * f64::from(i);
            format!("{},{}", f(272.0 * a.cos()), f(272.0 * a.sin()))
        })
        .collect::<Vec<_>>()
        .join(" ")
}
