//! What one seat may know: everything on the table, counts of the deck, never its order.

use super::content::{card, Kind, GOLD_PER_POINT};
use super::{DeckTally, EndTrigger, Holdings, PortRoyal, PortRoyalOptions, Step, TurnSummary};
use crate::game::{Game, Seat};
use serde::{Deserialize, Serialize};

/// One card of the harbour row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HarbourCard {
    /// The card id (index into `content::CARDS`).
    pub card: u8,
    /// Gold this card brings if it is a ship and is not bought (0 otherwise).
    pub gold: u32,
    /// What the active player would pay for it (after their discounts and free purchase).
    pub cost: u32,
    /// True if the viewer is the active player and could buy it after stopping now.
    pub affordable: bool,
}

/// One player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Gold held.
    pub gold: u32,
    /// Cards owned (ids), in the order bought.
    pub cards: Vec<u8>,
    /// Victory points of those cards.
    pub points: u32,
    /// Score: points plus one per 5 gold.
    pub score: u32,
    /// Turns this player has finished.
    pub turns: u32,
}

/// Everything one seat may know about a game of Port Royal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortRoyalView {
    /// The seat this view is for.
    pub seat: Seat,
    /// Who must act now (`None` once the game is over).
    pub to_act: Option<Seat>,
    /// Whose turn it is (the last player once the game is over).
    pub active: Seat,
    /// The step of the turn.
    pub step: Step,
    /// The harbour row, in the order revealed.
    pub harbour: Vec<HarbourCard>,
    /// Pirates in the harbour (a second one busts).
    pub pirates_in_harbour: u8,
    /// Cards revealed this turn, driven-off pirates included.
    pub drawn: u8,
    /// Pirates driven off by the active player's gunners this turn.
    pub driven_off: u8,
    /// Gold the active player would bank by stopping now and buying nothing.
    pub haul: u32,
    /// Cards left in the deck (their order is hidden).
    pub deck_size: u32,
    /// Pirates left in the deck (public: pirates never leave the deck for long).
    pub deck_pirates: u32,
    /// Ships left in the deck.
    pub deck_ships: u32,
    /// Total gold of the ships left in the deck.
    pub deck_ship_gold: u32,
    /// Cards out of the game (banked ships), in order.
    pub discard: Vec<u8>,
    /// Gold in the bank.
    pub bank: u32,
    /// Every player, by seat.
    pub players: Vec<PlayerView>,
    /// The last finished turn (shows a bust clearly).
    pub last: Option<TurnSummary>,
    /// The rule options (the target score).
    pub options: PortRoyalOptions,
    /// Set once someone has reached the target score: who, and how many turns are left.
    pub end: Option<EndTrigger>,
    /// True if the deck ran out this turn (the game ends with it).
    pub deck_ran_out: bool,
}

/// Builds the view of `seat`.
pub(crate) fn build(s: &PortRoyal, seat: Seat) -> PortRoyalView {
    let me = s.step != Step::Over && s.active == seat;
    let terms = s.terms(s.active);
    let harbour = s
        .harbour
        .iter()
        .map(|&c| HarbourCard {
            card: c,
            gold: u32::from(card(c).gold),
            cost: if card(c).kind == Kind::Pirate {
                0
            } else {
                terms.price(c)
            },
            affordable: me && terms.affords(c),
        })
        .collect();
    debug_assert_eq!(s.tally, DeckTally::of(s.pile.iter().chain(&s.bottom)));
    debug_assert!((0..s.players()).all(|p| s.holdings[p] == Holdings::of(&s.seats[p].cards)));
    PortRoyalView {
        seat,
        to_act: (s.step != Step::Over).then_some(s.active),
        active: s.active,
        step: s.step,
        harbour,
        pirates_in_harbour: s.pirates_in_harbour() as u8,
        drawn: s.drawn,
        driven_off: s.driven_off,
        haul: s.ship_gold(None) + s.bonus_gold(s.active, None),
        deck_size: s.deck_len() as u32,
        deck_pirates: s.tally.pirates,
        deck_ships: s.tally.ships,
        deck_ship_gold: s.tally.ship_gold,
        discard: s.discard.clone(),
        bank: s.bank,
        players: (0..s.players())
            .map(|p| {
                let points = s.card_points(p);
                PlayerView {
                    gold: s.seats[p].gold,
                    cards: s.seats[p].cards.clone(),
                    points,
                    score: points + s.seats[p].gold / GOLD_PER_POINT,
                    turns: s.turns[p],
                }
            })
            .collect(),
        last: s.last,
        options: s.options,
        end: s.end,
        deck_ran_out: s.deck_ran_out,
    }
}
