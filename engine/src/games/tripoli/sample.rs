//! Determinization: a full state consistent with a view, hidden parts drawn at random.

use super::content::{deck, BARBARY_DECK, EVENTS, US_DECK, ZONES};
use super::{EventCards, SideCards, Step, Tripoli, View};
use crate::rng::GameRng;

/// A state that shows exactly `view` to `view.seat`; the other hand and all deck orders are random.
pub fn sample(view: &View, rng: &mut GameRng) -> Tripoli {
    let mut s = Tripoli::blank(rng.fork());
    let me = view.seat;
    s.turn = view.turn;
    s.over = view.step == Step::Over;
    s.drawing = view.step == Step::Draw;
    s.actions_left = view.actions_left;
    s.pending = view.pending;
    s.port = view.port;
    s.reserve = view.reserve;
    for z in 0..ZONES {
        s.zones[z] = view.zones[z].ships;
    }
    s.played = view.played.each_ref().map(|p| SideCards::from(&p[..]));
    s.played_this_turn = view.played_this_turn;
    s.rules = view.rules;
    s.reshuffles = view.reshuffles;
    s.discard = view.discard.each_ref().map(|p| SideCards::from(&p[..]));
    s.event_discard = EventCards::from(&view.event_discard[..]);
    s.events_drawn = view.events_drawn;
    s.last_event = view.last_event;
    s.points = view.points;
    for side in 0..2 {
        let known: &[u8] = if side == me { &view.hand } else { &[] };
        let seen = mask(known) | mask(&s.played[side]) | mask(&s.discard[side]);
        let mut unseen: SideCards = (0..deck(side).len() as u8)
            .filter(|&c| seen & (1 << c) == 0)
            .collect();
        rng.shuffle(&mut unseen);
        let mut hand = if side == me {
            SideCards::from(known)
        } else {
            let rest = unseen.len() - usize::from(view.hand_count[side]);
            let hand = SideCards::from(&unseen[rest..]);
            unseen.truncate(rest);
            hand
        };
        hand.sort_unstable();
        s.hands[side] = hand;
        s.decks[side] = unseen;
    }
    s.drawn[me] = SideCards::from(&view.drawn[..]);
    let drawn = mask(&s.event_discard);
    let mut events: EventCards = (0..EVENTS.len() as u8)
        .filter(|&e| drawn & (1 << e) == 0)
        .collect();
    rng.shuffle(&mut events);
    s.events = events;
    s
}

/// The cards of `cards` as bits (every deck holds at most 32 cards).
fn mask(cards: &[u8]) -> u32 {
    cards.iter().fold(0, |m, &c| m | 1 << c)
}

const _: () = assert!(US_DECK.len() <= 32 && BARBARY_DECK.len() <= 32 && EVENTS.len() <= 32);
