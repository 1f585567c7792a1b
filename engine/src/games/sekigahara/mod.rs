//! Sekigahara: Unification of Japan — two sides, five clans, hidden hands, battles decided by
//! secretly chosen battle cards and loyalty tests. Ishida (silver, seat 0) against Tokugawa
//! (red, seat 1).

pub mod aid;
mod battle;
mod bot;
pub mod content;
mod heuristic;
pub mod map;
pub mod releases;
mod rules;
mod sample;
pub mod stats;
pub mod view;

use crate::game::{
    check_players, Game, IllegalAction, LogArg, LogEntry, NoOptions, Outcome, Seat, SetupError,
};
use crate::rng::GameRng;
use content::*;
use map::{MAP, PROVINCES};
use serde::{Deserialize, Serialize};
pub use view::{BattleReport, BattleView, LoyaltyResult, SekigaharaView, TestResult};

/// One move of Sekigahara.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Discard one loyalty card of `clan` (the lowest value is paid) and move `count` of your
    /// `clan` units from `from` to the adjacent `to` (not enemy-held). The healthiest units go.
    Move {
        /// Province the units leave.
        from: u8,
        /// Adjacent province they enter.
        to: u8,
        /// The clan moved.
        clan: u8,
        /// How many of that clan's units move.
        count: u8,
    },
    /// Attack the adjacent enemy-held `to` from `from` with `counts[c]` units of each clan `c`,
    /// discarding one loyalty card of the unit's clan per attacking unit (lowest values paid).
    Attack {
        /// Province the attackers come from.
        from: u8,
        /// Enemy-held province attacked.
        to: u8,
        /// Attacking units per clan.
        counts: [u8; CLANS],
    },
    /// Discard the loyalty cards in `cards` (bit `i` = card id `i`), worth 3 or more and none
    /// of them superfluous, to make your `unit` sworn.
    Gift {
        /// The unit receiving the gift.
        unit: u8,
        /// The cards given, as a bitmask of card ids.
        cards: u64,
    },
    /// Play an event card from hand; `province` is its target (none for Forced march).
    PlayEvent {
        /// The event card's id.
        card: u8,
        /// Target province of Reinforcements or Oath.
        province: Option<u8>,
    },
    /// Spend an action doing nothing.
    Pass,
    /// Secretly commit a loyalty card from hand as a battle card (at most 3).
    CommitBattleCard {
        /// The card's id.
        card: u8,
    },
    /// Finish committing battle cards.
    DoneCommitting,
    /// Retreat the losing units to this adjacent friendly province.
    Retreat {
        /// Destination.
        to: u8,
    },
}

/// One unit (a daimyo's army): public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// The clan (colour).
    pub clan: u8,
    /// The side it fights for now (defection changes it).
    pub side: u8,
    /// Where it stands, or `None` once eliminated.
    pub province: Option<u8>,
    /// Hits taken (two eliminate).
    pub hits: u8,
    /// Sworn by a gift or an oath: never fails a loyalty test.
    pub sworn: bool,
}

/// The step of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The side `turn` takes its actions.
    Action,
    /// `side` secretly commits battle cards (the attacker first, then the defender).
    Commit {
        /// The side committing.
        side: u8,
    },
    /// `side` lost the battle in `from` and chooses where to retreat.
    Retreat {
        /// The losing side.
        side: u8,
        /// The battle province.
        from: u8,
    },
    /// The game is over.
    Over,
}

/// A battle being prepared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Battle {
    /// The attacking side.
    pub attacker: u8,
    /// Province the attackers come from.
    pub from: u8,
    /// The province attacked.
    pub to: u8,
    /// Ids of the attacking units.
    pub attackers: Vec<u8>,
    /// Battle cards committed, by side (secret until the reveal).
    pub committed: [Vec<u8>; 2],
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// 10 or more castles.
    Castles,
    /// 3 of the 4 border provinces.
    Borders,
    /// Both sides qualified; more units on the map won.
    Units,
    /// Both sides qualified with equal units.
    TiedVictory,
    /// The round limit: castles, then units, then a draw.
    RoundLimit,
}

/// The end of the game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// The winning side, or `None` for a draw.
    pub winner: Option<u8>,
    /// Why.
    pub reason: Reason,
}

/// The whole state of a game of Sekigahara.
#[derive(Clone, Debug, Serialize)]
pub struct Sekigahara {
    /// The only generator.
    pub rng: GameRng,
    /// Hidden information revealed so far (battle reveals).
    pub reveals: u64,
    /// Round number, from 1.
    pub round: u8,
    /// First player of this round.
    pub first: u8,
    /// The side taking actions (in the action phase).
    pub turn: u8,
    /// Actions left to the side in turn.
    pub actions_left: u8,
    /// Extra actions this round per side (from the event deck).
    pub bonus: [u8; 2],
    /// No attacks this round (Heavy rain).
    pub no_attacks: bool,
    /// The step.
    pub phase: Phase,
    /// This round's event card (id in [`EVENT_DECK`]).
    pub event: Option<u8>,
    /// Event cards drawn so far, in order (the last is this round's).
    pub events_done: Vec<u8>,
    /// Event cards not yet drawn (an unordered set; drawn at random).
    pub events_left: Vec<u8>,
    /// Controller of each province.
    pub control: [Option<u8>; PROVINCES],
    /// Every unit, by id (Ishida 0–14, Tokugawa 15–29 at set-up).
    pub units: Vec<Unit>,
    /// Each side's hand (sorted card ids).
    pub hands: [Vec<u8>; 2],
    /// Each side's face-down draw pile (an unordered set, sorted; drawn at random).
    pub piles: [Vec<u8>; 2],
    /// Each side's outlook: the face-up next cards, drawn first.
    pub outlook: [Vec<u8>; 2],
    /// Each side's face-up discards, in order.
    pub discards: [Vec<u8>; 2],
    /// The battle being prepared.
    pub battle: Option<Battle>,
    /// The full resolution of the last battle.
    pub last_battle: Option<BattleReport>,
    /// The end of the game.
    pub result: Option<Verdict>,
}

impl Sekigahara {
    /// The other side.
    pub fn enemy(side: u8) -> u8 {
        1 - side
    }

    /// Castles controlled by `side`.
    pub fn castles(&self, side: u8) -> u8 {
        (0..PROVINCES)
            .filter(|&p| MAP[p].castle && self.control[p] == Some(side))
            .count() as u8
    }

    /// Border provinces controlled by `side`.
    pub fn borders(&self, side: u8) -> u8 {
        map::BORDERS
            .iter()
            .filter(|&&p| self.control[p as usize] == Some(side))
            .count() as u8
    }

    /// Units of `side` on the map.
    pub fn units_on_map(&self, side: u8) -> u8 {
        self.units
            .iter()
            .filter(|u| u.side == side && u.province.is_some())
            .count() as u8
    }

    /// A state from explicit parts, for hand-made positions in tests: the given units and
    /// control, the given hands; every other card stays in the piles, no outlook, round 1,
    /// `turn` to act with two actions, no event.
    #[doc(hidden)]
    pub fn for_test(
        units: Vec<Unit>,
        control: [Option<u8>; PROVINCES],
        hands: [Vec<u8>; 2],
        turn: u8,
        seed: u64,
    ) -> Self {
        let piles = [0, 1].map(|s: usize| {
            (0..DECK_SIZE as u8)
                .filter(|c| !hands[s].contains(c))
                .collect::<Vec<u8>>()
        });
        let mut hands = hands;
        hands[0].sort_unstable();
        hands[1].sort_unstable();
        Self::round_one(units, control, hands, piles, turn, GameRng::new(seed))
    }

    /// Round 1 before the event phase: `turn` to act with two actions, nothing drawn, played
    /// or revealed yet beyond the given hands.
    fn round_one(
        units: Vec<Unit>,
        control: [Option<u8>; PROVINCES],
        hands: [Vec<u8>; 2],
        piles: [Vec<u8>; 2],
        turn: u8,
        rng: GameRng,
    ) -> Self {
        Sekigahara {
            rng,
            reveals: 0,
            round: 1,
            first: turn,
            turn,
            actions_left: ACTIONS,
            bonus: [0, 0],
            no_attacks: false,
            phase: Phase::Action,
            event: None,
            events_done: Vec::new(),
            events_left: (0..EVENT_DECK.len() as u8).collect(),
            control,
            units,
            hands,
            piles,
            outlook: [Vec::new(), Vec::new()],
            discards: [Vec::new(), Vec::new()],
            battle: None,
            last_battle: None,
            result: None,
        }
    }

    /// Draws one card for `side`: the first outlook card, the outlook refilled from the pile.
    fn draw(&mut self, side: u8) {
        let s = side as usize;
        self.refill_outlook(side);
        if self.outlook[s].is_empty() {
            return;
        }
        let c = self.outlook[s].remove(0);
        self.hands[s].push(c);
        self.hands[s].sort_unstable();
        self.refill_outlook(side);
    }

    /// Turns cards of the pile face up until the outlook holds three (or the pile is empty).
    fn refill_outlook(&mut self, side: u8) {
        let s = side as usize;
        while self.outlook[s].len() < OUTLOOK && !self.piles[s].is_empty() {
            let i = self.rng.index(self.piles[s].len());
            let c = self.piles[s].remove(i);
            self.outlook[s].push(c);
        }
    }

    /// The event phase: one event card drawn at random and applied.
    fn event_phase(&mut self) {
        self.bonus = [0, 0];
        self.no_attacks = false;
        self.event = None;
        if self.events_left.is_empty() {
            return;
        }
        let i = self.rng.index(self.events_left.len());
        let e = self.events_left.remove(i);
        self.events_done.push(e);
        self.event = Some(e);
        match EVENT_DECK[e as usize] {
            RoundEvent::Rest => self.units.iter_mut().for_each(|u| u.hits = 0),
            RoundEvent::Rumours => self.units.iter_mut().for_each(|u| u.sworn = false),
            RoundEvent::HeavyRain => self.no_attacks = true,
            RoundEvent::IshidaAppeal => self.bonus[ISHIDA as usize] = 1,
            RoundEvent::TokugawaLetters => self.bonus[TOKUGAWA as usize] = 1,
            RoundEvent::Calm => {}
        }
    }

    /// Starts the turn of `side` in the action phase.
    fn start_turn(&mut self, side: u8) {
        self.turn = side;
        self.actions_left = ACTIONS + self.bonus[side as usize];
        self.phase = Phase::Action;
    }

    /// After an action: passes the turn, ends the round, checks victory, starts the next round.
    fn advance(&mut self) {
        if self.phase != Phase::Action || self.actions_left > 0 {
            return;
        }
        if self.turn == self.first {
            self.start_turn(Self::enemy(self.first));
            return;
        }
        // End of the round: refill to 6, first player first.
        for side in [self.first, Self::enemy(self.first)] {
            while self.hands[side as usize].len() < HAND
                && !(self.piles[side as usize].is_empty() && self.outlook[side as usize].is_empty())
            {
                self.draw(side);
            }
        }
        if let Some(v) = self.victory() {
            self.result = Some(v);
            self.phase = Phase::Over;
            return;
        }
        self.round += 1;
        self.first = Self::enemy(self.first);
        self.event_phase();
        self.start_turn(self.first);
    }

    /// The victory check at the end of a round (and the round limit).
    pub fn victory(&self) -> Option<Verdict> {
        let q =
            [0, 1].map(|s| self.castles(s) >= CASTLES_TO_WIN || self.borders(s) >= BORDERS_TO_WIN);
        let units = [self.units_on_map(0), self.units_on_map(1)];
        let by_units = |reason_win, reason_tie| {
            if units[0] != units[1] {
                Verdict {
                    winner: Some(u8::from(units[1] > units[0])),
                    reason: reason_win,
                }
            } else {
                Verdict {
                    winner: None,
                    reason: reason_tie,
                }
            }
        };
        match q {
            [true, true] => Some(by_units(Reason::Units, Reason::TiedVictory)),
            [true, false] | [false, true] => {
                let w = u8::from(q[1]);
                let reason = if self.castles(w) >= CASTLES_TO_WIN {
                    Reason::Castles
                } else {
                    Reason::Borders
                };
                Some(Verdict {
                    winner: Some(w),
                    reason,
                })
            }
            [false, false] if self.round >= ROUND_LIMIT => {
                let c = [self.castles(0), self.castles(1)];
                if c[0] != c[1] {
                    Some(Verdict {
                        winner: Some(u8::from(c[1] > c[0])),
                        reason: Reason::RoundLimit,
                    })
                } else {
                    Some(by_units(Reason::RoundLimit, Reason::RoundLimit))
                }
            }
            _ => None,
        }
    }

    /// Re-derives control from the units: a province is controlled by the side whose units
    /// stand alone there; an empty one keeps its last controller.
    fn update_control(&mut self) {
        let mut present = [[false; 2]; PROVINCES];
        for u in &self.units {
            if let Some(p) = u.province {
                present[p as usize][u.side as usize] = true;
            }
        }
        for (p, pr) in present.iter().enumerate() {
            match pr {
                [true, false] => self.control[p] = Some(0),
                [false, true] => self.control[p] = Some(1),
                _ => {}
            }
        }
    }

    /// The side whose seat acts now.
    fn acting(&self) -> Option<u8> {
        match self.phase {
            Phase::Action => Some(self.turn),
            Phase::Commit { side } | Phase::Retreat { side, .. } => Some(side),
            Phase::Over => None,
        }
    }
}

impl Sekigahara {
    /// The log line of `action`, from the state before it; a `DoneCommitting` that ends the
    /// battle is logged by `apply` with the battle's result instead.
    fn log_entry(&self, action: &Action) -> LogEntry {
        let side = self.acting().unwrap_or(0);
        let who = LogArg::Player(usize::from(side));
        let prov = |p: u8| LogArg::Key(MAP[p as usize].key);
        match *action {
            Action::Move {
                from,
                to,
                clan,
                count,
            } => LogEntry::new(
                "sekigahara.log.move",
                [
                    who,
                    LogArg::Num(i64::from(count)),
                    LogArg::Key(CLAN_LIST[clan as usize].key),
                    prov(from),
                    prov(to),
                ],
            ),
            Action::Attack { from, to, counts } => LogEntry::new(
                "sekigahara.log.attack",
                [
                    who,
                    prov(from),
                    prov(to),
                    LogArg::Num(counts.iter().map(|&c| i64::from(c)).sum()),
                ],
            ),
            Action::Gift { unit, cards } => LogEntry::new(
                "sekigahara.log.gift",
                [
                    who,
                    LogArg::Key(CLAN_LIST[self.units[unit as usize].clan as usize].key),
                    prov(self.units[unit as usize].province.unwrap_or(0)),
                    LogArg::Num(i64::from(cards.count_ones())),
                ],
            ),
            Action::PlayEvent { card: c, .. } => {
                let key = match card(c) {
                    Card::Event(e) => e.key(),
                    Card::Loyalty { .. } => "sekigahara.card.loyalty",
                };
                LogEntry::new("sekigahara.log.event", [who, LogArg::Key(key)])
            }
            Action::Pass => LogEntry::new("sekigahara.log.pass", [who]),
            Action::CommitBattleCard { .. } => LogEntry::new("sekigahara.log.commit", [who]),
            Action::DoneCommitting => LogEntry::new(
                "sekigahara.log.done",
                [
                    who,
                    LogArg::Num(
                        self.battle
                            .as_ref()
                            .map_or(0, |b| b.committed[side as usize].len() as i64),
                    ),
                ],
            ),
            Action::Retreat { to } => LogEntry::new("sekigahara.log.retreat", [who, prov(to)]),
        }
    }
}

impl Game for Sekigahara {
    type Action = Action;
    type View = SekigaharaView;
    type Options = NoOptions;
    const ID: &'static str = "sekigahara";
    const PLAYERS: (usize, usize) = (2, 2);
    const RULES: u32 = releases::RULES;

    fn new(players: usize, options: &NoOptions, rng: GameRng) -> Result<Self, SetupError> {
        Self::new_at(players, options, rng, releases::RULES)
    }

    fn new_at(
        players: usize,
        _: &NoOptions,
        mut rng: GameRng,
        rules: u32,
    ) -> Result<Self, SetupError> {
        check_players::<Self>(players)?;
        if !(1..=releases::RULES).contains(&rules) {
            return Err(SetupError(format!("no rules release {rules}")));
        }
        let (chart, control) = releases::setup(rules);
        let units: Vec<Unit> = chart
            .iter()
            .enumerate()
            .map(|(i, &(p, clan))| Unit {
                clan,
                side: if i < UNITS_PER_SIDE { ISHIDA } else { TOKUGAWA },
                province: Some(p),
                hits: 0,
                sworn: false,
            })
            .collect();
        let piles = [(); 2].map(|_| (0..DECK_SIZE as u8).collect::<Vec<u8>>());
        let mut g = Self::round_one(
            units,
            control,
            [Vec::new(), Vec::new()],
            piles,
            ISHIDA,
            GameRng::new(0),
        );
        // The opening deal follows from the seed: six cards each, then three face up.
        std::mem::swap(&mut g.rng, &mut rng);
        for side in [ISHIDA, TOKUGAWA] {
            for _ in 0..HAND {
                g.draw(side);
            }
        }
        g.event_phase();
        g.start_turn(ISHIDA);
        Ok(g)
    }

    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        self.acting().map(usize::from)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.list_legal(out);
    }

    fn apply(&mut self, action: Action) -> Result<LogEntry, IllegalAction> {
        self.check(&action)?;
        let entry = self.log_entry(&action);
        self.perform(action);
        Ok(match (action, &self.last_battle, self.battle.is_some()) {
            (Action::DoneCommitting, Some(r), false) => LogEntry::new(
                "sekigahara.log.battle",
                [
                    LogArg::Player(usize::from(r.winner)),
                    LogArg::Key(MAP[r.to as usize].key),
                    LogArg::Num(i64::from(r.remaining[0])),
                    LogArg::Num(i64::from(r.remaining[1])),
                ],
            ),
            _ => entry,
        })
    }

    fn view(&self, seat: Seat) -> SekigaharaView {
        view::view_of(self, seat as u8)
    }

    fn outcome(&self) -> Outcome {
        match self.result {
            None => Outcome::Running,
            Some(v) => {
                let scores = vec![i32::from(self.castles(0)), i32::from(self.castles(1))];
                let keys: Vec<Vec<i32>> = (0..2u8)
                    .map(|s| vec![i32::from(v.winner == Some(s))])
                    .collect();
                Outcome::ranked(scores, &keys)
            }
        }
    }

    fn end_reason(&self) -> Option<LogEntry> {
        let v = self.result?;
        let winner = || [LogArg::Player(usize::from(v.winner.unwrap_or(0)))];
        Some(match v.reason {
            Reason::Castles => {
                let w = v.winner.unwrap_or(0);
                LogEntry::new(
                    "sekigahara.end.castles",
                    [
                        LogArg::Player(usize::from(w)),
                        LogArg::Num(i64::from(self.castles(w))),
                        LogArg::Num(i64::from(CASTLES_TO_WIN)),
                    ],
                )
            }
            Reason::Borders => LogEntry::new("sekigahara.reason.borders", winner()),
            Reason::Units => LogEntry::new("sekigahara.reason.units", winner()),
            Reason::TiedVictory => LogEntry::new("sekigahara.reason.tied_victory", []),
            Reason::RoundLimit => LogEntry::new(
                "sekigahara.end.round_limit",
                [
                    LogArg::Num(i64::from(ROUND_LIMIT)),
                    LogArg::Num(i64::from(self.castles(0))),
                    LogArg::Num(i64::from(self.castles(1))),
                ],
            ),
        })
    }

    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.reveals
    }
}
