//! Shores of Tripoli's statistics: zones held after every turn and taken, ships sunk and lost,
//! and the events drawn.

use super::content::{EVENTS, ZONES};
use super::{Action, Tripoli};
use crate::game::Seat;
use crate::stats::Stats;
use serde::Serialize;

/// Shores of Tripoli's own figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TripoliStats {
    /// `zones[side][t]`: zones the side controls at the start (`t = 0`) and after each turn `t`.
    pub zones: [Vec<u8>; 2],
    /// Enemy ships each side sent back to reserve (battles and bombardments).
    pub ships_sunk: [u32; 2],
    /// Ships each side lost to reserve.
    pub ships_lost: [u32; 2],
    /// Zones each side took control of (from the other side or from no one).
    pub zone_captures: [u32; 2],
    /// The events drawn, in order.
    pub events: Vec<EventDrawn>,
}

/// One event drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EventDrawn {
    /// Who drew it.
    pub player: Seat,
    /// The event (an index of `content::EVENTS`).
    pub event: u8,
    /// Its message key.
    pub key: &'static str,
}

impl Stats for Tripoli {
    type Tally = TripoliStats;
    type Detail = TripoliStats;

    fn turn_marker(&self) -> (Seat, u32) {
        (self.turn, 0)
    }

    fn lead(&self) -> Vec<i32> {
        vec![self.score(0), self.score(1)]
    }

    fn tally_start(&self) -> TripoliStats {
        TripoliStats {
            zones: [0, 1].map(|s| vec![self.zones_controlled(s)]),
            ships_sunk: [0; 2],
            ships_lost: [0; 2],
            zone_captures: [0; 2],
            events: Vec::new(),
        }
    }

    fn tally(stats: &mut TripoliStats, before: &Self, action: Action, after: &Self) {
        let me = before.turn;
        for side in 0..2 {
            let lost = u32::from(after.reserve[side].saturating_sub(before.reserve[side]));
            stats.ships_lost[side] += lost;
            if side != me {
                stats.ships_sunk[me] += lost;
            }
        }
        for z in 0..ZONES {
            if let Some(side) = after.controller(z) {
                if before.controller(z) != Some(side) {
                    stats.zone_captures[side] += 1;
                }
            }
        }
        if action == Action::DrawEvent {
            let event = *after.event_discard.last().expect("an event was drawn");
            stats.events.push(EventDrawn {
                player: me,
                event,
                key: EVENTS[usize::from(event)].key,
            });
        }
    }

    fn turn_ended(stats: &mut TripoliStats, state: &Self) {
        for side in 0..2 {
            stats.zones[side].push(state.zones_controlled(side));
        }
    }

    fn detail(stats: TripoliStats, _: &Self) -> TripoliStats {
        stats
    }
}
