//! Port Royal: reveal harbour cards one at a time, stop before the second pirate, buy at most
//! one card, bank the gold of the other ships; first to the target score (12) ends the game.

pub mod aid;
mod bot;
pub mod content;
mod heuristic;
mod holdings;
mod options;
mod rules;
mod sample;
pub mod stats;
pub mod view;

use crate::game::{
    check_players, Game, IllegalAction, LogArg, LogEntry, Outcome, Seat, SetupError,
};
use crate::rng::GameRng;
use content::{
    card, starting_gold, Kind, DECK_SIZE, GOLD_PER_POINT, MAX_TURNS_PER_PLAYER, TOTAL_GOLD,
};
pub(crate) use holdings::Holdings;
pub use options::{PortRoyalOptions, TARGET_POINTS};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
pub use view::{HarbourCard, PlayerView, PortRoyalView};

/// The most players at the table.
pub const MAX_SEATS: usize = 5;

/// One move of Port Royal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Reveal the next card of the deck into the harbour.
    Draw,
    /// Stop revealing: go on to the purchase (or bank at once if nothing can be bought).
    Stop,
    /// Buy the harbour card at position `slot` (0 = first revealed), then bank the other ships.
    Buy {
        /// Position in the harbour row.
        slot: u8,
    },
    /// Buy nothing; bank the ships' gold and end the turn.
    Pass,
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// The active player reveals cards or stops.
    Reveal,
    /// The active player has stopped and may buy one card or pass.
    Purchase,
    /// The game is over.
    Over,
}

/// What happened in the last finished turn (public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnSummary {
    /// Whose turn it was.
    pub seat: Seat,
    /// True if the second pirate ended it.
    pub busted: bool,
    /// The card bought, if any.
    pub bought: Option<u8>,
    /// Gold paid for the purchase.
    pub paid: u32,
    /// Gold banked from ships and abilities (including the jester's gold on a bust).
    pub banked: u32,
}

/// The end of the game once someone has reached the target score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndTrigger {
    /// Who first ended a turn with the target score or more.
    pub seat: Seat,
    /// How many turns are left to play (one for every other player).
    pub turns_left: u8,
}

/// What a seat can pay for a purchase now (see [`PortRoyal::terms`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Terms {
    /// Gold off every purchase.
    pub discount: u32,
    /// The highest discounted cost a free purchase covers, if the seat has one.
    pub free_up_to: Option<u32>,
    /// The seat's gold plus the gold of every ship in the harbour.
    pub funds: u32,
}

/// Pirates, ships and ships' gold among a set of cards (the deck's, for the views).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeckTally {
    /// Pirates.
    pub pirates: u32,
    /// Ships.
    pub ships: u32,
    /// Gold on the ships.
    pub ship_gold: u32,
}

impl DeckTally {
    /// The tally of `cards`.
    pub fn of<'a>(cards: impl IntoIterator<Item = &'a u8>) -> Self {
        let mut tally = DeckTally::default();
        for &c in cards {
            tally.put(c);
        }
        tally
    }

    /// Counts card `c` in.
    fn put(&mut self, c: u8) {
        let info = card(c);
        self.ship_gold += u32::from(info.gold);
        match info.kind {
            Kind::Pirate => self.pirates += 1,
            Kind::Ship => self.ships += 1,
            _ => {}
        }
    }

    /// Counts card `c` out.
    fn take(&mut self, c: u8) {
        let info = card(c);
        self.ship_gold -= u32::from(info.gold);
        match info.kind {
            Kind::Pirate => self.pirates -= 1,
            Kind::Ship => self.ships -= 1,
            _ => {}
        }
    }
}

/// One player's gold and cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Gold held.
    pub gold: u32,
    /// Cards bought, in order.
    pub cards: Vec<u8>,
}

/// The full state of a game of Port Royal.
#[derive(Clone, Debug, Serialize)]
pub struct PortRoyal {
    /// The generator: draws from the unshuffled part of the deck use it.
    pub(crate) rng: GameRng,
    /// Cards of the deck never returned yet, in no order: each draw takes one at random.
    pub pile: Vec<u8>,
    /// Cards returned to the bottom of the deck, in order (drawn after the pile is empty).
    pub bottom: VecDeque<u8>,
    /// The tally of the pile and the bottom together, kept up to date as cards come and go.
    #[serde(skip)]
    pub tally: DeckTally,
    /// The harbour row of cards revealed this turn (driven-off pirates excepted), in order.
    pub harbour: Vec<u8>,
    /// Ships whose gold was banked, out of the game.
    pub discard: Vec<u8>,
    /// Gold left in the bank.
    pub bank: u32,
    /// The players, by seat.
    pub seats: Vec<Player>,
    /// What each seat's cards add up to, kept up to date as cards are bought.
    #[serde(skip)]
    pub(crate) holdings: [Holdings; MAX_SEATS],
    /// The active seat.
    pub active: Seat,
    /// The step of the turn.
    pub step: Step,
    /// Cards revealed this turn (driven-off pirates included).
    pub drawn: u8,
    /// Pirates driven off by gunners this turn.
    pub driven_off: u8,
    /// Turns each seat has finished.
    pub turns: Vec<u32>,
    /// The rule options (the target score).
    pub options: PortRoyalOptions,
    /// Set once someone ends a turn with the target score or more.
    pub end: Option<EndTrigger>,
    /// True once the deck ran out during the current turn: it is the last one.
    pub deck_ran_out: bool,
    /// The last finished turn.
    pub last: Option<TurnSummary>,
    /// Bumped whenever a card is revealed.
    pub epoch: u64,
}

impl PortRoyal {
    /// Builds a state at the start of a turn from its parts (for tests and set-ups): every card
    /// not in `bottom`, `harbour`, `discard` or a player's cards is in the unordered pile, and the
    /// bank holds the rest of the gold.
    #[doc(hidden)]
    pub fn from_parts(seats: Vec<Player>, bottom: Vec<u8>, discard: Vec<u8>, rng: GameRng) -> Self {
        let mut used = [false; DECK_SIZE];
        for &c in bottom
            .iter()
            .chain(&discard)
            .chain(seats.iter().flat_map(|p| &p.cards))
        {
            assert!(!used[c as usize], "card {c} placed twice");
            used[c as usize] = true;
        }
        let pile: Vec<u8> = (0..DECK_SIZE as u8)
            .filter(|&c| !used[c as usize])
            .collect();
        let bank = TOTAL_GOLD - seats.iter().map(|p| p.gold).sum::<u32>();
        let n = seats.len();
        let mut holdings = [Holdings::default(); MAX_SEATS];
        for (h, p) in holdings.iter_mut().zip(&seats) {
            *h = Holdings::of(&p.cards);
        }
        PortRoyal {
            rng,
            tally: DeckTally::of(pile.iter().chain(&bottom)),
            pile,
            bottom: bottom.into(),
            harbour: Vec::new(),
            discard,
            bank,
            seats,
            holdings,
            active: 0,
            step: Step::Reveal,
            drawn: 0,
            driven_off: 0,
            turns: vec![0; n],
            options: PortRoyalOptions::default(),
            end: None,
            deck_ran_out: false,
            last: None,
            epoch: 0,
        }
    }

    /// Recounts [`PortRoyal::tally`] after the pile or the bottom was changed by hand (tests).
    #[doc(hidden)]
    pub fn recount_deck(&mut self) {
        self.tally = DeckTally::of(self.pile.iter().chain(&self.bottom));
    }

    /// Carries out an action already checked.
    fn perform(&mut self, action: Action) {
        match action {
            Action::Draw => self.draw(),
            Action::Stop => self.stop(),
            Action::Buy { slot } => self.finish(Some(slot as usize)),
            Action::Pass => self.finish(None),
        }
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.pile.len() + self.bottom.len()
    }

    /// Victory points of `seat`'s cards.
    pub fn card_points(&self, seat: Seat) -> u32 {
        self.holdings[seat].points
    }

    /// Score of `seat`: card points plus one per 5 gold.
    pub fn score(&self, seat: Seat) -> u32 {
        self.card_points(seat) + self.seats[seat].gold / GOLD_PER_POINT
    }

    /// Pirates in the harbour that count towards a bust.
    pub fn pirates_in_harbour(&self) -> usize {
        self.harbour
            .iter()
            .filter(|&&c| card(c).kind == Kind::Pirate)
            .count()
    }
}

impl Game for PortRoyal {
    type Action = Action;
    type View = PortRoyalView;
    type Options = PortRoyalOptions;
    const ID: &'static str = "port-royal";
    const PLAYERS: (usize, usize) = (2, MAX_SEATS);
    /// One release so far (2026-11-30): the target-score option came later, its default the
    /// old fixed 12.
    const RULES: u32 = 1;

    fn new(players: usize, options: &PortRoyalOptions, rng: GameRng) -> Result<Self, SetupError> {
        check_players::<Self>(players)?;
        options.check()?;
        let seats = (0..players)
            .map(|_| Player {
                gold: starting_gold(players),
                cards: Vec::new(),
            })
            .collect();
        let mut s = Self::from_parts(seats, Vec::new(), Vec::new(), rng);
        s.options = *options;
        Ok(s)
    }

    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    fn players(&self) -> usize {
        self.seats.len()
    }

    fn to_act(&self) -> Option<Seat> {
        (self.step != Step::Over).then_some(self.active)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.step {
            Step::Over => {}
            Step::Reveal => {
                if self.deck_len() > 0 {
                    out.push(Action::Draw);
                }
                if self.drawn > 0 {
                    out.push(Action::Stop);
                }
            }
            Step::Purchase => {
                let terms = self.terms(self.active);
                out.extend(
                    (0..self.harbour.len())
                        .filter(|&s| terms.affords(self.harbour[s]))
                        .map(|s| Action::Buy { slot: s as u8 }),
                );
                out.push(Action::Pass);
            }
        }
    }

    fn apply(&mut self, action: Action) -> Result<LogEntry, IllegalAction> {
        self.check(action)?;
        let before = rules::Before::of(self, action);
        self.perform(action);
        Ok(rules::log_entry(&before, action, self))
    }

    fn apply_quiet(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.perform(action);
        Ok(())
    }

    fn view(&self, seat: Seat) -> PortRoyalView {
        view::build(self, seat)
    }

    fn outcome(&self) -> Outcome {
        if self.step != Step::Over {
            return Outcome::Running;
        }
        let scores: Vec<i32> = (0..self.players()).map(|s| self.score(s) as i32).collect();
        let keys: Vec<Vec<i32>> = (0..self.players())
            .map(|s| vec![scores[s], self.seats[s].gold as i32])
            .collect();
        Outcome::ranked(scores, &keys)
    }

    fn end_reason(&self) -> Option<LogEntry> {
        if self.step != Step::Over {
            return None;
        }
        Some(match self.end {
            Some(e) if e.turns_left == 0 => LogEntry::new(
                "port_royal.end.target",
                [
                    LogArg::Player(e.seat),
                    LogArg::Num(i64::from(self.options.target_points)),
                    LogArg::Num(self.players() as i64 - 1),
                ],
            ),
            _ if self.deck_ran_out => LogEntry::new("port_royal.end.deck", []),
            _ => LogEntry::new(
                "port_royal.end.turn_limit",
                [LogArg::Num(i64::from(MAX_TURNS_PER_PLAYER))],
            ),
        })
    }

    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.epoch
    }
}
