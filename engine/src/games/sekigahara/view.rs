//! What one seat may see: everything public, its own hand and secret battle cards, and counts
//! of everything hidden.

use super::content::{card_clan, DECK_SIZE, EVENT_DECK, ROUND_LIMIT};
use super::{Phase, Sekigahara, Unit, Verdict};
use serde::{Deserialize, Serialize};

/// The outcome of one unit's loyalty test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TestResult {
    /// Sworn: no test.
    Sworn,
    /// Its side committed a battle card of its clan: no test.
    Secured,
    /// Tested and stayed loyal (the d6 roll).
    Loyal {
        /// The roll.
        roll: u8,
    },
    /// Tested and went over to the enemy (the d6 roll).
    Defected {
        /// The roll.
        roll: u8,
    },
    /// Tested and fled the field: eliminated (the d6 roll).
    Deserted {
        /// The roll.
        roll: u8,
    },
}

/// One unit's loyalty test in a battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoyaltyResult {
    /// The unit.
    pub unit: u8,
    /// The side it fought for before the test.
    pub side: u8,
    /// What happened.
    pub result: TestResult,
}

/// One hit dealt by a battle card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    /// The battle card.
    pub card: u8,
    /// The side that played it.
    pub by: u8,
    /// The unit hit.
    pub unit: u8,
}

/// The full resolution of a battle, for the step-by-step display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleReport {
    /// The attacking side.
    pub attacker: u8,
    /// Where the attackers came from.
    pub from: u8,
    /// The battle province.
    pub to: u8,
    /// The attacking units.
    pub attackers: Vec<u8>,
    /// The battle cards revealed, by side.
    pub cards: [Vec<u8>; 2],
    /// The loyalty tests, unit by unit.
    pub tests: Vec<LoyaltyResult>,
    /// The hits, card by card.
    pub hits: Vec<Hit>,
    /// Units eliminated by hits.
    pub eliminated: Vec<u8>,
    /// Units of each side left in the province after the losses.
    pub remaining: [u8; 2],
    /// The winning side (the defender wins ties).
    pub winner: u8,
    /// Where the loser retreated (`None`: not yet, nowhere, or no loser left).
    pub retreat: Option<u8>,
    /// Losing units eliminated for want of a friendly neighbour.
    pub retreat_eliminated: Vec<u8>,
}

/// The battle being prepared, as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleView {
    /// The attacking side.
    pub attacker: u8,
    /// Where the attackers come from.
    pub from: u8,
    /// The province attacked.
    pub to: u8,
    /// The attacking units.
    pub attackers: Vec<u8>,
    /// This seat's own committed battle cards.
    pub own_committed: Vec<u8>,
    /// How many battle cards each side has committed (the other side's are secret).
    pub committed_counts: [u8; 2],
}

/// Everything one seat may know about a game of Sekigahara.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SekigaharaView {
    /// The seat (= side: 0 Ishida, 1 Tokugawa) this view is for.
    pub seat: u8,
    /// The side to act, `None` once over.
    pub to_act: Option<u8>,
    /// The step.
    pub phase: Phase,
    /// Round number, from 1.
    pub round: u8,
    /// The last round.
    pub round_limit: u8,
    /// First player of this round.
    pub first: u8,
    /// The side in turn in the action phase.
    pub turn: u8,
    /// Actions left to the side in turn.
    pub actions_left: u8,
    /// Extra actions this round, per side.
    pub bonus: [u8; 2],
    /// No attacks this round.
    pub no_attacks: bool,
    /// This round's event (id in the event deck).
    pub event: Option<u8>,
    /// Event cards drawn so far, in order.
    pub events_done: Vec<u8>,
    /// Controller of each province (the control flags).
    pub control: Vec<Option<u8>>,
    /// Every unit, by id (public: clan, side, place, hits, sworn).
    pub units: Vec<Unit>,
    /// This seat's hand (card ids, sorted).
    pub hand: Vec<u8>,
    /// Hand sizes, per side.
    pub hand_sizes: [u8; 2],
    /// Face-down draw pile sizes, per side.
    pub pile_sizes: [u8; 2],
    /// Each side's face-up outlook (the next cards drawn, first first).
    pub outlook: [Vec<u8>; 2],
    /// Each side's face-up discards.
    pub discards: [Vec<u8>; 2],
    /// The battle being prepared.
    pub battle: Option<BattleView>,
    /// The full resolution of the last battle.
    pub last_battle: Option<BattleReport>,
    /// Castles controlled, per side.
    pub castles: [u8; 2],
    /// Border provinces controlled, per side.
    pub borders: [u8; 2],
    /// Units on the map, per side.
    pub units_on_map: [u8; 2],
    /// The end of the game.
    pub result: Option<Verdict>,
}

/// The view of `state` for `seat`.
pub fn view_of(g: &Sekigahara, seat: u8) -> SekigaharaView {
    SekigaharaView {
        seat,
        to_act: g.acting(),
        phase: g.phase,
        round: g.round,
        round_limit: ROUND_LIMIT,
        first: g.first,
        turn: g.turn,
        actions_left: g.actions_left,
        bonus: g.bonus,
        no_attacks: g.no_attacks,
        event: g.event,
        events_done: g.events_done.clone(),
        control: g.control.to_vec(),
        units: g.units.clone(),
        hand: g.hands[seat as usize].clone(),
        hand_sizes: [g.hands[0].len() as u8, g.hands[1].len() as u8],
        pile_sizes: [g.piles[0].len() as u8, g.piles[1].len() as u8],
        outlook: g.outlook.clone(),
        discards: g.discards.clone(),
        battle: g.battle.as_ref().map(|b| BattleView {
            attacker: b.attacker,
            from: b.from,
            to: b.to,
            attackers: b.attackers.clone(),
            own_committed: b.committed[seat as usize].clone(),
            committed_counts: [b.committed[0].len() as u8, b.committed[1].len() as u8],
        }),
        last_battle: g.last_battle.clone(),
        castles: [g.castles(0), g.castles(1)],
        borders: [g.borders(0), g.borders(1)],
        units_on_map: [g.units_on_map(0), g.units_on_map(1)],
        result: g.result,
    }
}

impl SekigaharaView {
    /// Cards of `side` whose place this seat cannot see (the other hand, both piles, the
    /// other side's secret battle cards), as the set they are drawn from.
    pub fn unseen_cards(&self, side: u8) -> Vec<u8> {
        let s = side as usize;
        (0..DECK_SIZE as u8)
            .filter(|c| {
                !self.outlook[s].contains(c)
                    && !self.discards[s].contains(c)
                    && !(side == self.seat
                        && (self.hand.contains(c)
                            || self
                                .battle
                                .as_ref()
                                .is_some_and(|b| b.own_committed.contains(c))))
            })
            .collect()
    }

    /// Loyalty cards of `clan` in this seat's hand.
    pub fn cards_of(&self, clan: u8) -> usize {
        self.hand
            .iter()
            .filter(|&&c| card_clan(c) == Some(clan))
            .count()
    }

    /// Event-deck cards not yet drawn.
    pub fn events_left(&self) -> Vec<u8> {
        (0..EVENT_DECK.len() as u8)
            .filter(|e| !self.events_done.contains(e))
            .collect()
    }
}
