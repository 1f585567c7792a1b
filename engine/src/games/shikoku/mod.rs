//! Shikoku: a two-player card-passing area-majority game over five regions and three rounds.
//!
//! Each turn a player plays a card (placing that many of their own pieces in its region), then
//! passes one remaining card face down to the opponent. After ten plays the round is scored.

pub mod aid;
mod bot;
pub mod content;
mod heuristic;
mod infer;
mod lookahead;
mod sample;
mod solve;
pub mod stats;
mod view;

pub use view::ShikokuView;

use crate::game::{
    check_players, Game, IllegalAction, LogArg, LogArgs, LogEntry, NoOptions, Outcome, Seat,
    SetupError,
};
use crate::rng::GameRng;
use content::{card, goal_met, GOALS, GOAL_COUNT, HAND, REGIONS, REGION_POINTS, ROUNDS, SUPPLY};
use serde::{Deserialize, Serialize};

/// One move: play a card, then (if the hand is not empty) pass a card to the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Play this card from hand, face up, and place its pieces.
    Play {
        /// Card id (index into [`content::CARDS`]).
        card: u8,
    },
    /// Pass this card from hand face down to the opponent.
    Pass {
        /// Card id (index into [`content::CARDS`]).
        card: u8,
    },
}

/// What the seat to act must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Play a card.
    Play,
    /// Pass a card to the opponent.
    Pass,
    /// The game is over.
    Over,
}

/// A public record of the latest play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPlay {
    /// Who played.
    pub seat: Seat,
    /// The card played.
    pub card: u8,
    /// Pieces actually placed (fewer than the icons if the supply ran short).
    pub placed: u8,
    /// The round it was played in.
    pub round: u8,
}

/// The latest pass of the round; both players know the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPass {
    /// Who passed.
    pub from: Seat,
    /// The card passed.
    pub card: u8,
}

/// The scoring of one finished round, public to both players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// Round number, 1..=3.
    pub round: u8,
    /// Who played first in it.
    pub first_player: Seat,
    /// The board at the round's end: `pieces[region - 1][seat]`.
    pub pieces: [[u8; 2]; REGIONS],
    /// Supply left to each seat at the round's end.
    pub supply: [u8; 2],
    /// The cards each seat played in the round, in order.
    pub played: [Vec<u8>; 2],
    /// The winner of each region (`None` on a tie, 0–0 included).
    pub winners: [Option<Seat>; REGIONS],
    /// Region points per seat.
    pub region_points: [i32; 2],
    /// Regions won per seat this round.
    pub regions_won: [u8; 2],
    /// The goal each seat held (revealed now).
    pub goals: [u8; 2],
    /// Whether each goal was met.
    pub goal_met: [bool; 2],
    /// Goal bonus scored per seat (0 when not met).
    pub goal_bonus: [i32; 2],
    /// Total points per seat this round (regions + goal).
    pub points: [i32; 2],
}

/// The whole state of a Shikoku game.
#[derive(Clone, Debug, Serialize)]
pub struct Shikoku {
    rng: GameRng,
    /// Undealt region cards (sorted; drawn at random when dealing).
    pub deck: Vec<u8>,
    /// Undealt goal cards (sorted; drawn at random when dealing).
    pub goal_deck: Vec<u8>,
    /// Each seat's hand, sorted.
    pub hands: [Vec<u8>; 2],
    /// `passed[s]`: cards seat `s` passed that the opponent still holds.
    pub passed: [Vec<u8>; 2],
    /// `passes[s]`: every card seat `s` passed this round, in order (both seats saw them).
    /// Left out of the serialized state: it only repeats moves the record holds, for the views.
    #[serde(skip)]
    pub passes: [Vec<u8>; 2],
    /// This round's secret goals (`None` once the game is over).
    pub goals: [Option<u8>; 2],
    /// Board: `pieces[region - 1][seat]`.
    pub pieces: [[u8; 2]; REGIONS],
    /// Pieces left per seat this round.
    pub supply: [u8; 2],
    /// Cards played this round, per seat.
    pub played: [Vec<u8>; 2],
    /// Round number, 1..=3.
    pub round: u8,
    /// Who played first this round.
    pub first: Seat,
    /// Seat to act.
    pub turn: Seat,
    /// What the seat to act must do.
    pub step: Step,
    /// Finished rounds.
    pub rounds: Vec<RoundResult>,
    /// Total scores.
    pub scores: [i32; 2],
    /// Regions won over the game.
    pub regions_won: [u8; 2],
    /// Latest play.
    pub last_play: Option<LastPlay>,
    /// Latest pass this round.
    pub last_pass: Option<LastPass>,
    /// Hidden-information reveals so far (passes and deals).
    pub reveals: u64,
}

impl Shikoku {
    /// Deals five cards to each seat and a goal each, from the decks, at random.
    fn deal(&mut self) {
        for seat in 0..2 {
            for _ in 0..HAND {
                let i = self.rng.index(self.deck.len());
                let c = self.deck.remove(i);
                self.hands[seat].push(c);
            }
            self.hands[seat].sort_unstable();
            let g = self.rng.index(self.goal_deck.len());
            self.goals[seat] = Some(self.goal_deck.remove(g));
        }
        self.reveals += 1;
    }

    /// Plays `c` for the seat to act (already checked to be in hand).
    fn play(&mut self, c: u8) {
        let seat = self.turn;
        remove(&mut self.hands[seat], c);
        remove(&mut self.passed[1 - seat], c);
        let info = card(c);
        let placed = info.force.min(self.supply[seat]);
        self.supply[seat] -= placed;
        self.pieces[usize::from(info.region) - 1][seat] += placed;
        self.played[seat].push(c);
        self.last_play = Some(LastPlay {
            seat,
            card: c,
            placed,
            round: self.round,
        });
        if !self.hands[seat].is_empty() {
            self.step = Step::Pass;
        } else if self.played.iter().all(|p| p.len() == HAND) {
            self.end_round();
        } else {
            self.turn = 1 - seat;
        }
    }

    /// Scores the round, then deals the next one or ends the game.
    fn end_round(&mut self) {
        let mut winners = [None; REGIONS];
        let mut region_points = [0; 2];
        let mut won = [0u8; 2];
        for (r, w) in winners.iter_mut().enumerate() {
            let [a, b] = self.pieces[r];
            *w = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            if let Some(s) = *w {
                region_points[s] += REGION_POINTS[r];
                won[s] += 1;
            }
        }
        let goals = self
            .goals
            .map(|g| g.expect("a goal is held during a round"));
        let met = [0, 1].map(|s| goal_met(goals[s], s, &self.pieces, self.supply[s]));
        let bonus = [0, 1].map(|s| {
            if met[s] {
                GOALS[usize::from(goals[s])].bonus
            } else {
                0
            }
        });
        let points = [0, 1].map(|s| region_points[s] + bonus[s]);
        for s in 0..2 {
            self.scores[s] += points[s];
            self.regions_won[s] += won[s];
        }
        self.rounds.push(RoundResult {
            round: self.round,
            first_player: self.first,
            pieces: self.pieces,
            supply: self.supply,
            played: std::mem::take(&mut self.played),
            winners,
            region_points,
            regions_won: won,
            goals,
            goal_met: met,
            goal_bonus: bonus,
            points,
        });
        self.pieces = [[0; 2]; REGIONS];
        self.supply = [SUPPLY; 2];
        self.goals = [None; 2];
        self.passes = Default::default();
        self.last_pass = None;
        if self.round == ROUNDS {
            self.step = Step::Over;
        } else {
            self.round += 1;
            self.first = 1 - self.first;
            self.turn = self.first;
            self.step = Step::Play;
            self.deal();
        }
    }

    /// Why `action` is refused now, if it is.
    fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let (want, c) = match action {
            Action::Play { card } => (Step::Play, card),
            Action::Pass { card } => (Step::Pass, card),
        };
        match (self.step, want) {
            (Step::Over, _) => Err(IllegalAction::game_over()),
            (Step::Play, Step::Pass) => Err(IllegalAction::new(
                "shikoku.illegal.must_play",
                "play a card first; a card is passed only after playing",
            )),
            (Step::Pass, Step::Play) => Err(IllegalAction::new(
                "shikoku.illegal.must_pass",
                "you must pass one card to your opponent before anything else",
            )),
            _ if !self.hands[self.turn].contains(&c) => Err(IllegalAction::new(
                "shikoku.illegal.not_in_hand",
                format!("card {c} is not in your hand"),
            )),
            _ => Ok(()),
        }
    }

    /// Builds the view for `seat`.
    fn make_view(&self, seat: Seat) -> ShikokuView {
        let opp = 1 - seat;
        let over = self.step == Step::Over;
        ShikokuView {
            seat,
            to_act: (!over).then_some(self.turn),
            step: self.step,
            round: self.round,
            first_player: self.first,
            hand: self.hands[seat].clone(),
            opponent_hand_size: self.hands[opp].len() as u8,
            known_opponent_cards: self.passed[seat].clone(),
            cards_opponent_knows: self.passed[opp].clone(),
            passes: self.passes.clone(),
            pieces: self.pieces,
            supply: self.supply,
            played: self.played.clone(),
            plays_left: [0, 1].map(|s| (HAND - self.played[s].len()) as u8 * u8::from(!over)),
            my_goal: self.goals[seat],
            rounds: self.rounds.clone(),
            scores: self.scores,
            regions_won: self.regions_won,
            deck_size: self.deck.len() as u8,
            goal_deck_size: self.goal_deck.len() as u8,
            last_play: self.last_play,
            last_pass: self.last_pass,
        }
    }

    /// The log line of `seat` having just played card `c`, scoring the round if the number of
    /// scored rounds grew past `rounds_before`.
    fn play_entry(&self, seat: Seat, c: u8, rounds_before: usize) -> LogEntry {
        let info = card(c);
        let placed = self.last_play.map_or(0, |p| p.placed);
        let mut args = LogArgs::from([
            LogArg::Player(seat),
            LogArg::Num(i64::from(info.region)),
            LogArg::Num(i64::from(info.force)),
            LogArg::Num(i64::from(placed)),
        ]);
        if self.rounds.len() > rounds_before {
            let r = self.rounds.last().expect("a round was just scored");
            args.push(LogArg::Num(i64::from(r.round)));
            args.push(LogArg::Num(i64::from(r.points[0])));
            args.push(LogArg::Num(i64::from(r.points[1])));
            LogEntry::new("shikoku.log.play_and_score", args)
        } else {
            LogEntry::new("shikoku.log.play", args)
        }
    }
}

/// Removes one copy of `c` from `v` if present.
fn remove(v: &mut Vec<u8>, c: u8) {
    if let Some(i) = v.iter().position(|&x| x == c) {
        v.remove(i);
    }
}

impl Game for Shikoku {
    type Action = Action;
    type View = ShikokuView;
    type Options = NoOptions;

    const ID: &'static str = "shikoku";
    const PLAYERS: (usize, usize) = (2, 2);
    /// One release so far (2026-11-30).
    const RULES: u32 = 1;

    fn new(players: usize, _: &NoOptions, rng: GameRng) -> Result<Self, SetupError> {
        check_players::<Self>(players)?;
        let mut state = Shikoku {
            rng,
            deck: (0..content::CARD_COUNT as u8).collect(),
            goal_deck: (0..GOAL_COUNT as u8).collect(),
            hands: Default::default(),
            passed: Default::default(),
            passes: Default::default(),
            goals: [None; 2],
            pieces: [[0; 2]; REGIONS],
            supply: [SUPPLY; 2],
            played: Default::default(),
            round: 1,
            first: 0,
            turn: 0,
            step: Step::Play,
            rounds: Vec::new(),
            scores: [0; 2],
            regions_won: [0; 2],
            last_play: None,
            last_pass: None,
            reveals: 0,
        };
        state.deal();
        Ok(state)
    }

    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (self.step != Step::Over).then_some(self.turn)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let hand = &self.hands[self.turn];
        match self.step {
            Step::Play => out.extend(hand.iter().map(|&card| Action::Play { card })),
            Step::Pass => out.extend(hand.iter().map(|&card| Action::Pass { card })),
            Step::Over => {}
        }
    }

    fn apply(&mut self, action: Action) -> Result<LogEntry, IllegalAction> {
        self.check(action)?;
        let seat = self.turn;
        match action {
            Action::Play { card } => {
                let rounds_before = self.rounds.len();
                self.play(card);
                Ok(self.play_entry(seat, card, rounds_before))
            }
            Action::Pass { card } => {
                remove(&mut self.hands[seat], card);
                remove(&mut self.passed[1 - seat], card);
                let other = &mut self.hands[1 - seat];
                let at = other.partition_point(|&x| x < card);
                other.insert(at, card);
                self.passed[seat].push(card);
                self.passes[seat].push(card);
                self.last_pass = Some(LastPass { from: seat, card });
                self.reveals += 1;
                self.step = Step::Play;
                self.turn = 1 - seat;
                Ok(LogEntry::new("shikoku.log.pass", [LogArg::Player(seat)]))
            }
        }
    }

    fn view(&self, seat: Seat) -> ShikokuView {
        self.make_view(seat)
    }

    fn outcome(&self) -> Outcome {
        if self.step != Step::Over {
            return Outcome::Running;
        }
        let keys: Vec<Vec<i32>> = (0..2)
            .map(|s| vec![self.scores[s], i32::from(self.regions_won[s])])
            .collect();
        Outcome::ranked(self.scores.to_vec(), &keys)
    }

    fn end_reason(&self) -> Option<LogEntry> {
        (self.step == Step::Over).then(|| {
            LogEntry::new(
                "shikoku.end.rounds",
                [
                    LogArg::Num(i64::from(ROUNDS)),
                    LogArg::Player(0),
                    LogArg::Num(i64::from(self.scores[0])),
                    LogArg::Player(1),
                    LogArg::Num(i64::from(self.scores[1])),
                ],
            )
        })
    }

    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.reveals
    }
}
