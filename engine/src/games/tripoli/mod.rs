//! Shores of Tripoli: card-driven naval area control, United States (seat 0) against Barbary
//! (seat 1), set in the First Barbary War (1801–1805). Rules in `docs/rules/tripoli.md`.

pub mod aid;
mod bot;
pub mod content;
mod heuristic;
pub mod pile;
pub mod releases;
mod sample;
pub mod stats;
pub mod view;

use crate::game::{
    check_players, Game, IllegalAction, LogArg, LogEntry, NoOptions, Outcome, Seat, SetupError,
};
use crate::rng::GameRng;
use content::{card, deck, Effect, EVENTS, ZONES, ZONE_DEFS};
use pile::Pile;
use serde::{Deserialize, Serialize};
pub use view::View;

/// Ships per side.
pub const SHIPS: u8 = 10;
/// Ships each side starts with in port (the rest start in reserve).
pub const START_PORT: u8 = 5;
/// Cards drawn at the start.
pub const OPENING_HAND: usize = 5;
/// Most cards a hand may hold once a step is over.
pub const HAND_LIMIT: usize = 7;
/// Most event cards one player may draw in a game.
pub const EVENT_LIMIT: u8 = 3;
/// A live score this high ends the game at once.
pub const WIN_SCORE: i32 = 25;

/// One move: a draw, a main action, a follow-up choice, or a hand-limit discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Draw step: draw the top card of your own deck (the played pile is reshuffled if empty).
    DrawOwn,
    /// Draw step: instead, draw an event card; it takes effect at once.
    DrawEvent,
    /// Action: play `card` (an id into your side's deck table) for its effect.
    Play {
        /// Card id.
        card: u8,
    },
    /// Action: discard `card` for good to move one ship from reserve to port.
    DiscardForShip {
        /// Card id.
        card: u8,
    },
    /// Action: end your turn.
    Pass,
    /// Choice: a sea zone for the pending effect.
    ChooseZone {
        /// Zone index into `content::ZONE_DEFS`.
        zone: u8,
    },
    /// Choice: how many ships the pending effect moves.
    ChooseShips {
        /// Number of ships.
        n: u8,
    },
    /// Hand limit: discard `card` for good.
    DiscardDown {
        /// Card id.
        card: u8,
    },
}

/// The step of the turn, which fixes what kind of action is expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Draw your own card or an event.
    Draw,
    /// Play, discard for a ship, or pass.
    Action,
    /// Answer the pending effect's question (a zone or a number of ships).
    Choice,
    /// Discard down to the hand limit.
    DiscardDown,
    /// The game is over.
    Over,
}

/// Where a pending effect comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Origin {
    /// A card of the acting side.
    Card {
        /// Card id.
        card: u8,
    },
    /// An event card.
    Event {
        /// Event id.
        event: u8,
    },
}

/// An effect waiting for the acting player's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The card or event.
    pub origin: Origin,
    /// Its effect.
    pub effect: Effect,
    /// The first zone chosen (the target of Deploy, the source of Sail).
    pub zone: Option<u8>,
    /// The destination chosen for Sail.
    pub to: Option<u8>,
}

/// What a pending effect asks for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Need {
    /// A zone (`ChooseZone`).
    Zone,
    /// A number of ships, 1..=max (`ChooseShips`).
    Ships {
        /// Largest number allowed.
        max: u8,
    },
}

/// A pile of one side's cards: both decks hold the same number.
pub type SideCards = Pile<{ content::US_DECK.len() }>;
const _: () = assert!(content::US_DECK.len() == content::BARBARY_DECK.len());
/// A pile of event cards.
pub type EventCards = Pile<{ EVENTS.len() }>;

/// The whole game state: plain values only, so a copy is one move.
#[derive(Clone, Debug, Serialize)]
pub struct Tripoli {
    rng: GameRng,
    /// Seat whose turn it is.
    pub turn: Seat,
    /// True while the player to act has not drawn yet.
    pub drawing: bool,
    /// The rules release the game was started under ([`releases`]).
    pub rules: u8,
    /// True once the game is over.
    pub over: bool,
    /// Actions left this turn; at most 5, as a card played this turn cannot be drawn again in it.
    pub actions_left: u8,
    /// The effect waiting for choices.
    pub pending: Option<Pending>,
    /// Ships in each side's port.
    pub port: [u8; 2],
    /// Ships in each side's reserve.
    pub reserve: [u8; 2],
    /// Ships of each side in each zone.
    pub zones: [[u8; 2]; ZONES],
    /// Hands (card ids, kept sorted).
    pub hands: [SideCards; 2],
    /// Draw piles (top is last).
    pub decks: [SideCards; 2],
    /// Played piles (public; reshuffled into the deck when it runs out).
    pub played: [SideCards; 2],
    /// How many cards on top of the acting side's played pile were played this turn (unshuffled).
    pub played_this_turn: u8,
    /// How many times each side's played pile has become its draw pile.
    pub reshuffles: [u8; 2],
    /// Discarded cards (public; out of the game for good).
    pub discard: [SideCards; 2],
    /// Event deck (top is last).
    pub events: EventCards,
    /// Events already drawn and applied, in order.
    pub event_discard: EventCards,
    /// Events drawn by each player.
    pub events_drawn: [u8; 2],
    /// The last event drawn and who drew it.
    pub last_event: Option<(Seat, u8)>,
    /// Immediate points from cards and events.
    pub points: [i32; 2],
    /// Hidden-information reveals so far (for `info_epoch`).
    pub reveals: u64,
    /// Cards drawn into each hand this turn and still in it (the app marks them "New"). Replay
    /// rebuilds it, so it is left out of the serialized state and its fingerprint.
    #[serde(skip)]
    pub drawn: [SideCards; 2],
}

/// Why `effect` would do nothing for `side` with these ships (ports, reserves and the ships of
/// each side in each zone), as the catalogue key of the refusal, or `None` when it would act.
/// The one rule behind a playable card: [`Tripoli`]'s check uses it on the state, and
/// [`View::play_refusal`] on a seat's view (every count it reads is public).
pub fn effect_refusal(
    effect: Effect,
    side: Seat,
    port: [u8; 2],
    reserve: [u8; 2],
    zones: &[[u8; 2]],
) -> Option<&'static str> {
    let o = 1 - side;
    let (possible, key) = match effect {
        Effect::Deploy { .. } => (port[side] > 0, "tripoli.illegal.port_empty"),
        Effect::Sail { .. } | Effect::Raid { .. } => (
            zones.iter().any(|z| z[side] > 0),
            "tripoli.illegal.none_at_sea",
        ),
        Effect::Battle { .. } => (
            zones.iter().any(|z| z[side] > 0 && z[o] > 0),
            "tripoli.illegal.no_contact",
        ),
        Effect::Bombard { .. } => (port[o] > 0, "tripoli.illegal.enemy_port_empty"),
        Effect::Reinforce { .. } => (reserve[side] > 0, "tripoli.illegal.no_reserve"),
        Effect::Points { .. } | Effect::Orders { .. } => (true, "tripoli.illegal.no_effect"),
        Effect::Storm => (
            zones.iter().any(|z| z[0] + z[1] > 0),
            "tripoli.illegal.sea_empty",
        ),
    };
    (!possible).then_some(key)
}

fn illegal(key: &'static str, msg: impl Into<std::borrow::Cow<'static, str>>) -> IllegalAction {
    IllegalAction::new(key, msg)
}

impl Tripoli {
    /// A state with no cards dealt and the given generator (for tests and `sample`).
    #[doc(hidden)]
    pub fn blank(rng: GameRng) -> Self {
        Tripoli {
            rng,
            rules: releases::RULES as u8,
            turn: 0,
            drawing: true,
            over: false,
            actions_left: 0,
            pending: None,
            port: [START_PORT; 2],
            reserve: [SHIPS - START_PORT; 2],
            zones: [[0; 2]; ZONES],
            hands: [Pile::new(); 2],
            decks: [Pile::new(); 2],
            played: [Pile::new(); 2],
            played_this_turn: 0,
            reshuffles: [0; 2],
            discard: [Pile::new(); 2],
            events: Pile::new(),
            event_discard: Pile::new(),
            events_drawn: [0; 2],
            last_event: None,
            points: [0; 2],
            reveals: 0,
            drawn: [Pile::new(); 2],
        }
    }

    /// The current step of the turn.
    pub fn step(&self) -> Step {
        if self.over {
            Step::Over
        } else if self.hands[self.turn].len() > HAND_LIMIT {
            Step::DiscardDown
        } else if self.drawing {
            Step::Draw
        } else if self.pending.is_some() {
            Step::Choice
        } else {
            Step::Action
        }
    }

    /// Ships of `side` at sea.
    pub fn at_sea(&self, side: Seat) -> u8 {
        self.zones.iter().map(|z| z[side]).sum()
    }

    /// The side controlling zone `z` (strictly more ships), if any.
    pub fn controller(&self, z: usize) -> Option<Seat> {
        let [a, b] = self.zones[z];
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Zones controlled by `side`.
    pub fn zones_controlled(&self, side: Seat) -> u8 {
        (0..ZONES)
            .filter(|&z| self.controller(z) == Some(side))
            .count() as u8
    }

    /// Live score: points + value of controlled zones + 1 per ship in port.
    pub fn score(&self, side: Seat) -> i32 {
        let o = 1 - side;
        let zones: i32 = self
            .zones
            .iter()
            .zip(&ZONE_DEFS)
            .filter(|(ships, _)| ships[side] > ships[o])
            .map(|(_, zone)| i32::from(zone.value))
            .sum();
        self.points[side] + zones + i32::from(self.port[side])
    }

    /// Whether `side` can draw a card: from its deck or played pile, or an event.
    pub fn can_draw(&self, side: Seat) -> bool {
        self.can_draw_own(side) || self.can_draw_event(side)
    }

    fn can_draw_own(&self, side: Seat) -> bool {
        !self.decks[side].is_empty() || self.reshufflable(side) > 0
    }

    /// How many cards of `side`'s played pile a reshuffle takes now: those of earlier turns
    /// (all of them under release 1), none once its reshuffles are used up (release 3).
    fn reshufflable(&self, side: Seat) -> usize {
        if self.reshuffles_left(side) == Some(0) {
            return 0;
        }
        let this_turn = if side == self.turn && self.keeps_this_turn_out() {
            usize::from(self.played_this_turn)
        } else {
            0
        };
        self.played[side].len() - this_turn
    }

    fn can_draw_event(&self, side: Seat) -> bool {
        self.events_drawn[side] < EVENT_LIMIT && !self.events.is_empty()
    }

    /// Whether `effect` would do anything for `side` now (a card that would not is unplayable).
    pub fn effect_possible(&self, side: Seat, effect: Effect) -> bool {
        effect_refusal(effect, side, self.port, self.reserve, &self.zones).is_none()
    }

    /// What the pending effect asks for next.
    pub fn need(&self, p: &Pending) -> Need {
        let me = self.turn;
        match p.effect {
            Effect::Deploy { max } if p.zone.is_some() => Need::Ships {
                max: max.min(self.port[me]),
            },
            Effect::Sail { max } if p.to.is_some() => Need::Ships {
                max: max.min(self.zones[usize::from(p.zone.unwrap_or(0))][me]),
            },
            _ => Need::Zone,
        }
    }

    fn zone_ok(&self, p: &Pending, z: usize) -> bool {
        let me = self.turn;
        let o = 1 - me;
        match p.effect {
            Effect::Deploy { .. } => true,
            Effect::Sail { .. } => match p.zone {
                None => self.zones[z][me] > 0,
                Some(from) => usize::from(from) != z,
            },
            Effect::Battle { .. } => self.zones[z][me] > 0 && self.zones[z][o] > 0,
            Effect::Storm => self.zones[z][0] + self.zones[z][1] > 0,
            _ => false,
        }
    }

    /// Checks `a` without changing anything.
    fn check(&self, a: Action) -> Result<(), IllegalAction> {
        let me = self.turn;
        let in_hand = |card: u8| {
            if self.hands[me].contains(&card) {
                Ok(())
            } else {
                Err(illegal(
                    "tripoli.illegal.not_in_hand",
                    "that card is not in your hand",
                ))
            }
        };
        match (self.step(), a) {
            (Step::Over, _) => Err(IllegalAction::game_over()),
            (Step::Draw, Action::DrawOwn) => {
                if self.can_draw_own(me) {
                    Ok(())
                } else {
                    Err(illegal(
                        "tripoli.illegal.deck_empty",
                        "your deck and played pile are empty",
                    ))
                }
            }
            (Step::Draw, Action::DrawEvent) => {
                if self.events_drawn[me] >= EVENT_LIMIT {
                    Err(illegal(
                        "tripoli.illegal.event_limit",
                        "you have already drawn 3 events",
                    ))
                } else if self.events.is_empty() {
                    Err(illegal(
                        "tripoli.illegal.no_events",
                        "the event deck is empty",
                    ))
                } else {
                    Ok(())
                }
            }
            (Step::Action, Action::Play { card: c }) => {
                in_hand(c)?;
                match effect_refusal(card(me, c).effect, me, self.port, self.reserve, &self.zones) {
                    None => Ok(()),
                    Some(key) => Err(illegal(key, "that card would have no effect now")),
                }
            }
            (Step::Action, Action::DiscardForShip { card: c }) => {
                in_hand(c)?;
                if self.reserve[me] > 0 {
                    Ok(())
                } else {
                    Err(illegal(
                        "tripoli.illegal.no_reserve",
                        "you have no ship in reserve",
                    ))
                }
            }
            (Step::Action, Action::Pass) => Ok(()),
            (Step::Choice, Action::ChooseZone { zone }) => {
                let p = self.pending.expect("choice step has a pending effect");
                if self.need(&p) == Need::Zone
                    && usize::from(zone) < ZONES
                    && self.zone_ok(&p, usize::from(zone))
                {
                    Ok(())
                } else {
                    Err(illegal(
                        "tripoli.illegal.bad_zone",
                        "that zone cannot be chosen",
                    ))
                }
            }
            (Step::Choice, Action::ChooseShips { n }) => {
                let p = self.pending.expect("choice step has a pending effect");
                match self.need(&p) {
                    Need::Ships { max } if (1..=max).contains(&n) => Ok(()),
                    _ => Err(illegal(
                        "tripoli.illegal.bad_ships",
                        "that number of ships cannot be chosen",
                    )),
                }
            }
            (Step::DiscardDown, Action::DiscardDown { card: c }) => in_hand(c),
            _ => Err(illegal(
                "tripoli.illegal.wrong_step",
                "that action does not fit this step of the turn",
            )),
        }
    }

    fn remove_from_hand(&mut self, side: Seat, c: u8) {
        let i = self.hands[side]
            .iter()
            .position(|&x| x == c)
            .expect("card in hand");
        self.hands[side].remove(i);
        if let Some(i) = self.drawn[side].iter().position(|&x| x == c) {
            self.drawn[side].remove(i);
        }
    }

    /// Draws one card of `side`'s own deck, reshuffling the played pile if the deck is empty;
    /// cards played this turn stay on the played pile (ruling, turn 2).
    fn draw_own(&mut self, side: Seat) -> bool {
        if self.decks[side].is_empty() {
            let n = self.reshufflable(side);
            if n == 0 {
                return false;
            }
            let mut pile = self.played[side].take_bottom(n);
            self.rng.shuffle(&mut pile);
            self.decks[side] = pile;
            self.reshuffles[side] = self.reshuffles[side].saturating_add(1);
        }
        let c = self.decks[side].pop().expect("deck not empty");
        let pos = self.hands[side].partition_point(|&x| x < c);
        self.hands[side].insert(pos, c);
        self.drawn[side].push(c);
        self.reveals += 1;
        true
    }

    fn sink(&mut self, side: Seat, from_zone: Option<usize>, n: u8) {
        let slot = match from_zone {
            Some(z) => &mut self.zones[z][side],
            None => &mut self.port[side],
        };
        let k = n.min(*slot);
        *slot -= k;
        self.reserve[side] += k;
    }

    /// Starts `effect` for the acting player: resolves it at once or leaves it pending.
    fn start_effect(&mut self, origin: Origin, effect: Effect) {
        let me = self.turn;
        let o = 1 - me;
        if !self.effect_possible(me, effect) {
            return;
        }
        match effect {
            Effect::Deploy { .. } | Effect::Sail { .. } | Effect::Battle { .. } | Effect::Storm => {
                self.pending = Some(Pending {
                    origin,
                    effect,
                    zone: None,
                    to: None,
                });
            }
            Effect::Bombard { sink } => self.sink(o, None, sink),
            Effect::Reinforce { ships } => {
                let k = ships.min(self.reserve[me]);
                self.reserve[me] -= k;
                self.port[me] += k;
            }
            Effect::Raid { points } | Effect::Points { points } => {
                self.points[me] += i32::from(points);
            }
            Effect::Orders { extra, draw } => {
                self.actions_left = self.actions_left.saturating_add(extra);
                for _ in 0..draw {
                    self.draw_own(me);
                }
            }
        }
    }

    fn choose_zone(&mut self, zone: u8) {
        let me = self.turn;
        let z = usize::from(zone);
        let mut p = self.pending.expect("pending");
        match p.effect {
            Effect::Battle { sink } => {
                self.sink(1 - me, Some(z), sink);
                self.pending = None;
            }
            Effect::Storm => {
                for side in 0..2 {
                    self.port[side] += self.zones[z][side];
                    self.zones[z][side] = 0;
                }
                self.pending = None;
            }
            _ => {
                if p.zone.is_none() {
                    p.zone = Some(zone);
                } else {
                    p.to = Some(zone);
                }
                self.pending = Some(p);
            }
        }
    }

    fn choose_ships(&mut self, n: u8) {
        let me = self.turn;
        let p = self.pending.take().expect("pending");
        let from = usize::from(p.zone.expect("zone chosen"));
        match p.effect {
            Effect::Deploy { .. } => {
                self.port[me] -= n;
                self.zones[from][me] += n;
            }
            Effect::Sail { .. } => {
                let to = usize::from(p.to.expect("destination chosen"));
                self.zones[from][me] -= n;
                self.zones[to][me] += n;
            }
            _ => unreachable!("only Deploy and Sail ask for ships"),
        }
    }

    /// Ends the game or the turn when due.
    fn settle(&mut self) {
        if self.over {
            return;
        }
        if (0..2).any(|s| self.score(s) >= WIN_SCORE || self.port[s] + self.at_sea(s) == 0) {
            self.over = true;
            return;
        }
        if self.drawing
            || self.pending.is_some()
            || self.actions_left > 0
            || self.hands[self.turn].len() > HAND_LIMIT
        {
            return;
        }
        self.drawn[self.turn].clear();
        self.turn = 1 - self.turn;
        self.begin_turn();
    }

    /// Starts the turn of `self.turn`: the draw step, skipped if this player cannot draw; the
    /// game ends if neither player can draw.
    fn begin_turn(&mut self) {
        self.pending = None;
        self.played_this_turn = 0;
        if self.can_draw(self.turn) {
            self.drawing = true;
            self.actions_left = 0;
        } else if self.can_draw(1 - self.turn) {
            self.drawing = false;
            self.actions_left = 1;
        } else {
            self.over = true;
        }
    }

    /// The final ranking keys of `side`: score, zones controlled, ships in port.
    pub fn keys(&self, side: Seat) -> Vec<i32> {
        vec![
            self.score(side),
            i32::from(self.zones_controlled(side)),
            i32::from(self.port[side]),
        ]
    }

    /// Whether the ship totals of both sides add up to [`SHIPS`].
    pub fn ships_conserved(&self) -> bool {
        (0..2).all(|s| self.port[s] + self.reserve[s] + self.at_sea(s) == SHIPS)
    }

    /// The public log line of `a`, just applied by `me`.
    fn log_line(&self, me: Seat, a: Action) -> LogEntry {
        let p = LogArg::Player(me);
        let card_key = |c: u8| LogArg::Key(card(me, c).key);
        match a {
            Action::DrawOwn => LogEntry::new("tripoli.log.draw_own", [p]),
            Action::DrawEvent => {
                let e = *self.event_discard.last().expect("an event was drawn");
                LogEntry::new(
                    "tripoli.log.draw_event",
                    [p, LogArg::Key(EVENTS[usize::from(e)].key)],
                )
            }
            Action::Play { card: c } => LogEntry::new("tripoli.log.play", [p, card_key(c)]),
            Action::DiscardForShip { card: c } => {
                LogEntry::new("tripoli.log.discard_for_ship", [p, card_key(c)])
            }
            Action::Pass => LogEntry::new("tripoli.log.pass", [p]),
            Action::ChooseZone { zone } => LogEntry::new(
                "tripoli.log.choose_zone",
                [p, LogArg::Key(ZONE_DEFS[usize::from(zone) % ZONES].key)],
            ),
            Action::ChooseShips { n } => {
                LogEntry::new("tripoli.log.choose_ships", [p, LogArg::Num(i64::from(n))])
            }
            Action::DiscardDown { card: c } => {
                LogEntry::new("tripoli.log.discard_down", [p, card_key(c)])
            }
        }
    }

    /// Whether every card of both decks and the event deck is in exactly one place, and the cards
    /// counted as played this turn are on the acting side's played pile.
    pub fn cards_conserved(&self) -> bool {
        if usize::from(self.played_this_turn) > self.played[self.turn].len() {
            return false;
        }
        let sides = (0..2).all(|s| {
            let mut all: Vec<u8> = [
                &self.hands[s],
                &self.decks[s],
                &self.played[s],
                &self.discard[s],
            ]
            .iter()
            .flat_map(|v| v.iter().copied())
            .collect();
            all.sort_unstable();
            all == (0..deck(s).len() as u8).collect::<Vec<_>>()
        });
        let mut ev: Vec<u8> = self
            .events
            .iter()
            .chain(&self.event_discard)
            .copied()
            .collect();
        ev.sort_unstable();
        sides && ev == (0..EVENTS.len() as u8).collect::<Vec<_>>()
    }
}

impl Game for Tripoli {
    type Action = Action;
    type View = View;
    type Options = NoOptions;
    const ID: &'static str = "tripoli";
    const PLAYERS: (usize, usize) = (2, 2);
    const RULES: u32 = releases::RULES;
    const RULES_UNMARKED: u32 = releases::UNMARKED;

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
        let mut decks: [SideCards; 2] = [
            (0..deck(0).len() as u8).collect(),
            (0..deck(1).len() as u8).collect(),
        ];
        for d in &mut decks {
            rng.shuffle(d);
        }
        let mut events: EventCards = (0..EVENTS.len() as u8).collect();
        rng.shuffle(&mut events);
        let mut s = Tripoli::blank(rng);
        s.rules = rules as u8;
        s.decks = decks;
        s.events = events;
        for side in 0..2 {
            for _ in 0..OPENING_HAND {
                s.draw_own(side);
            }
        }
        s.reveals = 0;
        s.drawn = [Pile::new(); 2];
        s.begin_turn();
        Ok(s)
    }

    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.over).then_some(self.turn)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let me = self.turn;
        // Each step's candidates, in a fixed order, kept when `check` would accept them (the
        // same conditions, asked once per candidate instead of through `check`).
        match self.step() {
            Step::Over => {}
            Step::Draw => {
                if self.can_draw_own(me) {
                    out.push(Action::DrawOwn);
                }
                if self.can_draw_event(me) {
                    out.push(Action::DrawEvent);
                }
            }
            Step::Action => {
                let hand = &self.hands[me];
                out.extend(
                    hand.iter()
                        .filter(|&&c| self.effect_possible(me, card(me, c).effect))
                        .map(|&card| Action::Play { card }),
                );
                if self.reserve[me] > 0 {
                    out.extend(hand.iter().map(|&card| Action::DiscardForShip { card }));
                }
                out.push(Action::Pass);
            }
            Step::Choice => {
                let p = self.pending.expect("choice step has a pending effect");
                match self.need(&p) {
                    Need::Zone => out.extend(
                        (0..ZONES)
                            .filter(|&z| self.zone_ok(&p, z))
                            .map(|z| Action::ChooseZone { zone: z as u8 }),
                    ),
                    Need::Ships { max } => {
                        out.extend((1..=max.min(SHIPS)).map(|n| Action::ChooseShips { n }))
                    }
                }
            }
            Step::DiscardDown => {
                out.extend(
                    self.hands[me]
                        .iter()
                        .map(|&card| Action::DiscardDown { card }),
                );
            }
        }
        debug_assert!(out.iter().all(|&a| self.check(a).is_ok()));
    }

    fn apply(&mut self, a: Action) -> Result<LogEntry, IllegalAction> {
        let me = self.turn;
        self.apply_quiet(a)?;
        Ok(self.log_line(me, a))
    }

    fn apply_quiet(&mut self, a: Action) -> Result<(), IllegalAction> {
        self.check(a)?;
        let me = self.turn;
        match a {
            Action::DrawOwn => {
                self.draw_own(me);
                self.drawing = false;
                self.actions_left = 1;
            }
            Action::DrawEvent => {
                let e = self.events.pop().expect("event deck not empty");
                self.event_discard.push(e);
                self.events_drawn[me] += 1;
                self.last_event = Some((me, e));
                self.reveals += 1;
                self.drawing = false;
                self.actions_left = 1;
                self.start_effect(Origin::Event { event: e }, EVENTS[usize::from(e)].effect);
            }
            Action::Play { card: c } => {
                self.remove_from_hand(me, c);
                self.played[me].push(c);
                self.played_this_turn += 1;
                self.actions_left -= 1;
                self.start_effect(Origin::Card { card: c }, card(me, c).effect);
            }
            Action::DiscardForShip { card: c } => {
                self.remove_from_hand(me, c);
                self.discard[me].push(c);
                self.actions_left -= 1;
                self.reserve[me] -= 1;
                self.port[me] += 1;
            }
            Action::Pass => self.actions_left = 0,
            Action::ChooseZone { zone } => self.choose_zone(zone),
            Action::ChooseShips { n } => self.choose_ships(n),
            Action::DiscardDown { card: c } => {
                self.remove_from_hand(me, c);
                self.discard[me].push(c);
            }
        }
        self.settle();
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }

    fn outcome(&self) -> Outcome {
        if !self.over {
            return Outcome::Running;
        }
        let keys = [self.keys(0), self.keys(1)];
        Outcome::ranked(vec![self.score(0), self.score(1)], &keys)
    }

    fn end_reason(&self) -> Option<LogEntry> {
        if !self.over {
            return None;
        }
        let sides = [0, 1];
        Some(
            if let Some(&s) = sides.iter().find(|&&s| self.score(s) >= WIN_SCORE) {
                LogEntry::new(
                    "tripoli.end.score",
                    [LogArg::Player(s), LogArg::Num(i64::from(self.score(s)))],
                )
            } else if let Some(&s) = sides.iter().find(|&&s| self.port[s] + self.at_sea(s) == 0) {
                LogEntry::new("tripoli.end.no_ships", [LogArg::Player(s)])
            } else {
                LogEntry::new("tripoli.end.no_draws", [])
            },
        )
    }

    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.reveals
    }
}
