//! The routes on the map as memoised components: each route's line, lit while the chosen
//! province's units may take it, and the arrows of the other side's last moves.

use super::geo::{self, Way, PLACES, WAYS};
use std::rc::Rc;
use takhte_engine::games::sekigahara::map::ROUTES;
use takhte_engine::games::sekigahara::Action;
use yew::prelude::*;

/// The provinces at both ends of a move or attack in `recent`, with whether it is an attack.
pub fn recent_paths(recent: &[Action]) -> Vec<(u8, u8, bool)> {
    recent
        .iter()
        .filter_map(|a| match *a {
            Action::Move { from, to, .. } => Some((from, to, false)),
            Action::Attack { from, to, .. } => Some((from, to, true)),
            _ => None,
        })
        .collect()
}

/// The route between `a` and `b` as path data, drawn from `a` along its way.
fn route_path(a: u8, b: u8) -> Option<String> {
    let i = ROUTES
        .iter()
        .position(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))?;
    let (_, via) = WAYS[i];
    let (pa, pb) = (
        geo::project(PLACES[a as usize]),
        geo::project(PLACES[b as usize]),
    );
    if ROUTES[i].0 == a {
        Some(geo::way_path(pa, via, pb))
    } else {
        let rev: Vec<_> = via.iter().rev().copied().collect();
        Some(geo::way_path(pa, &rev, pb))
    }
}

/// Properties of [`Route`].
#[derive(Properties, PartialEq)]
pub struct RouteProps {
    /// The route's index in the engine's `ROUTES`.
    pub i: usize,
    /// The chosen province's units may take it.
    pub active: bool,
}

/// One route's line, styled by its kind of way.
#[function_component]
pub fn Route(props: &RouteProps) -> Html {
    let (a, b) = ROUTES[props.i];
    let (way, via) = WAYS[props.i];
    let d = geo::way_path(
        geo::project(PLACES[a as usize]),
        via,
        geo::project(PLACES[b as usize]),
    );
    let kind = match way {
        Way::Sea => "sk-way-sea",
        Way::Road => "sk-way-road",
        _ => "sk-way-highway",
    };
    html! { <path class={classes!("sk-route", kind, props.active.then_some("active"))} {d} /> }
}

/// Properties of [`RecentRoutes`].
#[derive(Properties, PartialEq)]
pub struct RecentProps {
    /// The other side's moves since the viewer last acted.
    pub recent: Rc<Vec<Action>>,
}

/// The arrows along the routes of the other side's last moves and attacks.
#[function_component]
pub fn RecentRoutes(props: &RecentProps) -> Html {
    let arrows = recent_paths(&props.recent)
        .into_iter()
        .filter_map(|(a, b, attack)| {
            let d = route_path(a, b)?;
            Some(
                html! { <path class={classes!("sk-recent-route", attack.then_some("attack"))} {d}
                data-testid={format!("recent-route-{a}-{b}")} marker-end="url(#sk-arrow)" /> },
            )
        });
    html! { <g class="sk-recent" aria-hidden="true">{ for arrows }</g> }
}
