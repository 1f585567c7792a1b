//! The rules trait every game implements, and the small types it speaks in.

use crate::rng::GameRng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt::{self, Debug};

/// A seat at the table, numbered from 0 in turn order.
pub type Seat = usize;

/// The rules of one game: set-up, who acts, legal actions, apply, views, outcome.
///
/// A state owns its only random generator; the same players, options, seed and actions always
/// give the same state, on every platform.
pub trait Game: Clone + Debug + Serialize + Sized + 'static {
    /// One move of the game: small, copyable, serializable into records.
    type Action: Copy + Eq + Debug + Serialize + DeserializeOwned + 'static;
    /// What one player may know; a separate type so hidden information cannot leak by accident.
    type View: Clone + Debug + Serialize + DeserializeOwned + 'static;
    /// Rule options chosen at the new-game screen (may be empty).
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + 'static;

    /// The game's id in records, links and `takhte-sim`.
    const ID: &'static str;
    /// The smallest and largest number of players (with the default options; see
    /// [`Game::players_for`]).
    const PLAYERS: (usize, usize);

    /// This game's rules release: raised whenever a change to the rules or to the way actions
    /// are written could make an old record replay differently. Records carry it, and a game
    /// goes on under the release it was started with ([`Game::new_at`]); the old behaviours a
    /// game keeps for its earlier releases stand in its `releases.rs`.
    const RULES: u32;
    /// The release of a record written before records carried one, whose options are written as
    /// an object (the app of 2026-12-06 wrote those); such a record with `null` options comes from
    /// the first release (2026-11-30), release 1.
    const RULES_UNMARKED: u32 = 1;

    /// The smallest and largest number of players these options allow (the settlers game for
    /// two seats two, its usual game three or four); [`Game::PLAYERS`] unless a game says so.
    fn players_for(options: &Self::Options) -> (usize, usize) {
        let _ = options;
        Self::PLAYERS
    }

    /// Sets up a new game under today's rules; the generator is seeded from the record's seed
    /// (the salt is mixed in by [`crate::record::start`] after set-up, so the opening deal
    /// follows from the seed alone).
    fn new(players: usize, options: &Self::Options, rng: GameRng) -> Result<Self, SetupError>;
    /// Sets up a new game under rules release `rules`, 1 to [`Game::RULES`] (checked by
    /// [`crate::record::start_at`], its caller). A game with one release keeps the default.
    fn new_at(
        players: usize,
        options: &Self::Options,
        rng: GameRng,
        rules: u32,
    ) -> Result<Self, SetupError> {
        if rules == Self::RULES {
            Self::new(players, options, rng)
        } else {
            Err(SetupError(format!("no rules release {rules}")))
        }
    }
    /// Reads actions written in an older encoding: `None` when every action is in today's
    /// encoding, else each action in today's encoding with the index of the recorded action it
    /// comes from (an old multi-step action becomes one). Only the games whose encoding changed
    /// override it, in their `releases.rs`.
    fn legacy_actions(_actions: &[serde_json::Value]) -> Option<Vec<(usize, serde_json::Value)>> {
        None
    }
    /// The generator inside the state.
    fn rng_mut(&mut self) -> &mut GameRng;
    /// How many players sit at the table.
    fn players(&self) -> usize;
    /// The seat that must act now, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Fills `out` (cleared first) with every legal action of the seat to act.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies an action of the seat to act and returns its public, translatable log line; an
    /// illegal one is refused and changes nothing.
    fn apply(&mut self, action: Self::Action) -> Result<LogEntry, IllegalAction>;
    /// Applies an action exactly as [`Game::apply`] does, for simulations that never show the
    /// log (random play-outs, tournaments, the search bots); a game may skip building the line.
    /// Same state after.
    fn apply_quiet(&mut self, action: Self::Action) -> Result<(), IllegalAction> {
        self.apply(action).map(|_| ())
    }
    /// Carries out the action a uniformly random player would choose with `rng` (the one at
    /// `rng.index(len)` of [`Game::legal_actions`], listed into `scratch`) as
    /// [`Game::apply_quiet`] does, and returns it. A game may find that action without listing
    /// every action (random games, `takhte-sim --bots random`), with the same draws, action
    /// and state after. Panics when nobody can act.
    fn random_step(&mut self, rng: &mut GameRng, scratch: &mut Vec<Self::Action>) -> Self::Action {
        self.legal_actions(scratch);
        assert!(
            !scratch.is_empty(),
            "{}: no legal action to choose",
            Self::ID
        );
        let action = scratch[rng.index(scratch.len())];
        if let Err(e) = self.apply_quiet(action) {
            panic!(
                "{}: engine refused its own legal action {action:?}: {e}",
                Self::ID
            );
        }
        action
    }
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;
    /// Whether the game is over, and its result.
    fn outcome(&self) -> Outcome;
    /// Why the game ended, as a translatable line (`None` while it is running).
    fn end_reason(&self) -> Option<LogEntry>;
    /// A counter that grows whenever randomness is used or hidden information is revealed;
    /// an action can be undone only while this stays unchanged.
    fn info_epoch(&self) -> u64;
}

/// The options of a game that has none: reads from `{}` (or `null`) and refuses any field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoOptions {}

/// Whether a game is still going, and if not, how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// The game goes on.
    Running,
    /// The game is over: a score and a rank per seat (rank 0 is first; equal ranks are ties).
    Finished {
        /// Final score of each seat.
        scores: Vec<i32>,
        /// Rank of each seat, 0 for the winner(s).
        ranks: Vec<u8>,
    },
}

impl Outcome {
    /// Builds a finished outcome, ranking seats by `keys` (higher is better, compared in order).
    pub fn ranked(scores: Vec<i32>, keys: &[Vec<i32>]) -> Outcome {
        let ranks = keys
            .iter()
            .map(|k| keys.iter().filter(|other| *other > k).count() as u8)
            .collect();
        Outcome::Finished { scores, ranks }
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self, Outcome::Finished { .. })
    }

    /// The seats ranked first (empty while running).
    pub fn winners(&self) -> Vec<Seat> {
        match self {
            Outcome::Running => Vec::new(),
            Outcome::Finished { ranks, .. } => {
                (0..ranks.len()).filter(|&s| ranks[s] == 0).collect()
            }
        }
    }

    /// True when the game ended with every seat sharing first place.
    pub fn is_draw(&self) -> bool {
        match self {
            Outcome::Running => false,
            Outcome::Finished { ranks, .. } => ranks.iter().all(|&r| r == 0),
        }
    }
}

/// Win chances from provisional scores, for the bots' estimate of a game: each seat's lead over
/// the best other seat is squashed by `lead / (scale + |lead|)` into `0..1`, and the results are
/// normalized to sum to 1. Uses `+ − × ÷` only, so native and wasm builds agree exactly.
pub fn chances_from_scores(scores: &[f64], scale: f64) -> Vec<f64> {
    let mut chances: Vec<f64> = (0..scores.len())
        .map(|i| {
            let best_other = (0..scores.len())
                .filter(|&j| j != i)
                .map(|j| scores[j])
                .fold(f64::NEG_INFINITY, crate::float::larger);
            let lead = if best_other.is_finite() {
                scores[i] - best_other
            } else {
                0.0
            };
            0.5 + 0.5 * lead / (scale + lead.abs())
        })
        .collect();
    let total: f64 = chances.iter().sum();
    if total > 0.0 {
        chances.iter_mut().for_each(|c| *c /= total);
    }
    chances
}

/// An action the rules refuse, with a message key and an English explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IllegalAction {
    /// A message-catalogue key (for example `illegal.not_your_turn`).
    pub key: &'static str,
    /// The reason in English, with details (borrowed when it has none: bots' searches refuse
    /// many candidates, and building a string for each was a good part of their allocations).
    pub message: Cow<'static, str>,
}

impl IllegalAction {
    /// A refusal with a key and a reason.
    pub fn new(key: &'static str, message: impl Into<Cow<'static, str>>) -> Self {
        IllegalAction {
            key,
            message: message.into(),
        }
    }

    /// The game is already over.
    pub fn game_over() -> Self {
        Self::new("illegal.game_over", "the game is over")
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for IllegalAction {}

/// A game that cannot be set up as asked (for example a wrong number of players).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// Checks one rule option against its allowed range: `game: name must be lo–hi, not value`.
pub fn check_option(
    game: &str,
    name: &str,
    value: u8,
    range: &std::ops::RangeInclusive<u8>,
) -> Result<(), SetupError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(SetupError(format!(
            "{game}: {name} must be {}–{}, not {value}",
            range.start(),
            range.end()
        )))
    }
}

/// Checks a player count against a game's range ([`Game::PLAYERS`]).
pub fn check_players<G: Game>(players: usize) -> Result<(), SetupError> {
    check_players_in::<G>(players, G::PLAYERS)
}

/// Checks a player count against the range these options allow ([`Game::players_for`]).
pub fn check_players_for<G: Game>(players: usize, options: &G::Options) -> Result<(), SetupError> {
    check_players_in::<G>(players, G::players_for(options))
}

fn check_players_in<G: Game>(players: usize, (lo, hi): (usize, usize)) -> Result<(), SetupError> {
    if (lo..=hi).contains(&players) {
        Ok(())
    } else {
        let range = if lo == hi {
            lo.to_string()
        } else {
            format!("{lo}–{hi}")
        };
        Err(SetupError(format!(
            "{} is for {range} players, not {players}",
            G::ID
        )))
    }
}

/// One line of the game log: a message key and its arguments, translated by the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LogEntry {
    /// A message-catalogue key such as `shikoku.log.play`.
    pub key: &'static str,
    /// The values the message refers to.
    pub args: LogArgs,
}

impl LogEntry {
    /// A log line with a key and arguments (`[]`, `[a, b]`, or built [`LogArgs`]).
    pub fn new(key: &'static str, args: impl Into<LogArgs>) -> Self {
        LogEntry {
            key,
            args: args.into(),
        }
    }
}

/// The most arguments a log line can have.
pub const MAX_LOG_ARGS: usize = 8;

/// The arguments of a log line, kept inline: `apply` runs in every search rollout, and a log
/// line must not cost an allocation there. Reads as a slice; serializes as a list.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct LogArgs {
    len: u8,
    items: [LogArg; MAX_LOG_ARGS],
}

impl LogArgs {
    /// No arguments.
    pub const fn new() -> Self {
        LogArgs {
            len: 0,
            items: [LogArg::Num(0); MAX_LOG_ARGS],
        }
    }

    /// Adds an argument at the end; panics past [`MAX_LOG_ARGS`] (a message with more is a bug).
    pub fn push(&mut self, arg: LogArg) {
        assert!(
            usize::from(self.len) < MAX_LOG_ARGS,
            "too many log arguments"
        );
        self.items[usize::from(self.len)] = arg;
        self.len += 1;
    }

    /// Inserts an argument at `index`, moving the later ones along.
    pub fn insert(&mut self, index: usize, arg: LogArg) {
        self.push(arg);
        self.items[index..usize::from(self.len)].rotate_right(1);
    }
}

impl Default for LogArgs {
    fn default() -> Self {
        LogArgs::new()
    }
}

impl std::ops::Deref for LogArgs {
    type Target = [LogArg];
    fn deref(&self) -> &[LogArg] {
        &self.items[..usize::from(self.len)]
    }
}

impl<const N: usize> From<[LogArg; N]> for LogArgs {
    fn from(args: [LogArg; N]) -> Self {
        let mut out = LogArgs::new();
        for arg in args {
            out.push(arg);
        }
        out
    }
}

impl Debug for LogArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for LogArgs {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// One argument of a log line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "t", content = "v")]
pub enum LogArg {
    /// A seat, shown as that player's name.
    Player(Seat),
    /// A number.
    Num(i64),
    /// Another message key, translated too (a card, a region, a resource).
    Key(&'static str),
}

#[cfg(test)]
mod tests {
    use super::{chances_from_scores, LogArg, LogArgs};

    #[test]
    fn log_args_push_insert_and_serialize_as_a_list() {
        let mut args = LogArgs::from([LogArg::Num(1), LogArg::Key("k")]);
        args.insert(0, LogArg::Player(2));
        args.push(LogArg::Num(3));
        assert_eq!(
            &*args,
            &[
                LogArg::Player(2),
                LogArg::Num(1),
                LogArg::Key("k"),
                LogArg::Num(3)
            ]
        );
        assert_eq!(
            serde_json::to_string(&args).unwrap(),
            r#"[{"t":"Player","v":2},{"t":"Num","v":1},{"t":"Key","v":"k"},{"t":"Num","v":3}]"#
        );
    }

    #[test]
    fn chances_sum_to_one_and_follow_the_scores() {
        for scores in [
            vec![3.0, 1.0],
            vec![0.0, 0.0, 0.0],
            vec![9.0, 7.5, 2.0, 7.5],
        ] {
            let c = chances_from_scores(&scores, 2.0);
            assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{c:?}");
            for i in 0..scores.len() {
                for j in 0..scores.len() {
                    if scores[i] > scores[j] {
                        assert!(c[i] > c[j], "{scores:?} gave {c:?}");
                    }
                    if scores[i] == scores[j] {
                        assert_eq!(c[i], c[j]);
                    }
                }
            }
        }
    }

    #[test]
    fn a_lead_of_one_scale_is_three_in_four_for_two_players() {
        assert_eq!(chances_from_scores(&[5.0, 3.0], 2.0), vec![0.75, 0.25]);
        assert_eq!(chances_from_scores(&[4.0, 4.0], 2.0), vec![0.5, 0.5]);
    }
}
