//! Determinization: a full state consistent with a view, the deck in a random order.

use super::content::DECK_SIZE;
use super::view::PortRoyalView;
use super::{Player, PortRoyal};
use crate::rng::GameRng;

/// A state that shows exactly `view` to its seat: every card not on the table, in a tableau or
/// out of the game is in the deck, all of it in the unordered pile (the order is unknown).
pub(crate) fn sample(view: &PortRoyalView, rng: &mut GameRng) -> PortRoyal {
    let seats = view
        .players
        .iter()
        .map(|p| Player {
            gold: p.gold,
            cards: p.cards.clone(),
        })
        .collect();
    let mut s = PortRoyal::from_parts(seats, Vec::new(), view.discard.clone(), rng.fork());
    let mut in_harbour = [false; DECK_SIZE];
    for h in &view.harbour {
        in_harbour[h.card as usize] = true;
    }
    s.pile.retain(|&c| !in_harbour[c as usize]);
    s.recount_deck();
    s.harbour = view.harbour.iter().map(|h| h.card).collect();
    s.bank = view.bank;
    s.active = view.active;
    s.step = view.step;
    s.drawn = view.drawn;
    s.driven_off = view.driven_off;
    s.turns = view.players.iter().map(|p| p.turns).collect();
    s.options = view.options;
    s.end = view.end;
    s.deck_ran_out = view.deck_ran_out;
    s.last = view.last;
    s
}
