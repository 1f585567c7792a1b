//! Statistics of a finished game, derived by replaying its record: each player's score after
//! every turn, who led, the longest turn, and each game's own figures.
//!
//! Only finished games have statistics: they are built from full states, hidden cards
//! included, which are public once the game is over. A running game is refused with
//! [`StatsError::Unfinished`].

use crate::game::{Game, Seat};
use crate::record::{Record, RecordError};
use serde::Serialize;
use std::fmt;

/// What every game's statistics share, and its own figures in `detail` (the game's own type,
/// [`Stats::Detail`]; [`stats_of`], for any game, gives them as JSON).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameStats<D> {
    /// The game id.
    pub game: &'static str,
    /// `lead[seat][t]`: the seat's score (the game's own measure of the lead) at the start
    /// (`t = 0`) and after each turn `t`.
    pub lead: Vec<Vec<i32>>,
    /// Turns after which each seat alone had the highest score.
    pub turns_led: Vec<u32>,
    /// Turns after which two or more seats shared the highest score.
    pub turns_tied: u32,
    /// The turn with the most actions (the first such).
    pub longest_turn: LongestTurn,
    /// The game's own figures.
    pub detail: D,
}

impl<D> GameStats<D> {
    /// Number of turns played.
    pub fn turns(&self) -> usize {
        self.lead.first().map_or(0, |l| l.len() - 1)
    }

    /// The same statistics with the game's figures turned into another form by `f`.
    pub fn map_detail<E>(self, f: impl FnOnce(D) -> E) -> GameStats<E> {
        GameStats {
            game: self.game,
            lead: self.lead,
            turns_led: self.turns_led,
            turns_tied: self.turns_tied,
            longest_turn: self.longest_turn,
            detail: f(self.detail),
        }
    }
}

/// The turn with the most actions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LongestTurn {
    /// Whose turn it was.
    pub player: Seat,
    /// Actions taken in it (by anyone, such as answers to a trade offer).
    pub actions: u32,
    /// Its number, from 1.
    pub turn: u32,
}

/// Why a record has no statistics.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum StatsError {
    /// The record does not replay.
    Record(RecordError),
    /// The game is not over: its statistics would show hidden information.
    Unfinished,
    /// No game has this id.
    UnknownGame(String),
}

impl From<RecordError> for StatsError {
    fn from(e: RecordError) -> Self {
        StatsError::Record(e)
    }
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatsError::Record(e) => e.fmt(f),
            StatsError::Unfinished => f.write_str("the game is not over"),
            StatsError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
        }
    }
}

impl std::error::Error for StatsError {}

/// A game whose statistics can be gathered by comparing consecutive states.
pub trait Stats: Game {
    /// The game's own running tally.
    type Tally;
    /// The game's own figures of a finished game (in its folder's `stats.rs`).
    type Detail: Clone + fmt::Debug + PartialEq + Serialize;

    /// Whose turn it is, and a number that changes whenever a new turn begins (even the same
    /// seat's).
    fn turn_marker(&self) -> (Seat, u32);
    /// Each seat's score, or the game's own measure of the lead.
    fn lead(&self) -> Vec<i32>;
    /// An empty tally at the start of the game.
    fn tally_start(&self) -> Self::Tally;
    /// Counts in what `action` changed from `before` to `after`.
    fn tally(tally: &mut Self::Tally, before: &Self, action: Self::Action, after: &Self);
    /// Called after the last action of every turn, with the state then.
    fn turn_ended(_tally: &mut Self::Tally, _state: &Self) {}
    /// The game's figures from the tally and the final state.
    fn detail(tally: Self::Tally, end: &Self) -> Self::Detail;
}

/// The statistics of a finished game of `G`, by replaying its record.
pub fn game_stats<G: Stats>(record: &Record) -> Result<GameStats<G::Detail>, StatsError> {
    let mut state = record.start::<G>()?;
    let actions = record.typed_actions::<G>()?;
    let mut tally = state.tally_start();
    let mut lead: Vec<Vec<i32>> = state.lead().into_iter().map(|v| vec![v]).collect();
    let mut turns_led = vec![0; state.players()];
    let mut turns_tied = 0;
    let mut longest = LongestTurn::default();
    let mut marker = state.turn_marker();
    let mut in_turn = 0;
    for (index, action) in actions.into_iter().enumerate() {
        let before = state.clone();
        state
            .apply(action)
            .map_err(|reason| RecordError::Illegal { index, reason })?;
        G::tally(&mut tally, &before, action, &state);
        in_turn += 1;
        let next = state.turn_marker();
        if state.to_act().is_none() || next != marker {
            let scores = state.lead();
            let best = scores.iter().copied().max().unwrap_or(0);
            let leaders: Vec<Seat> = (0..scores.len()).filter(|&s| scores[s] == best).collect();
            match leaders[..] {
                [one] => turns_led[one] += 1,
                _ => turns_tied += 1,
            }
            for (line, score) in lead.iter_mut().zip(scores) {
                line.push(score);
            }
            if in_turn > longest.actions {
                longest = LongestTurn {
                    player: marker.0,
                    actions: in_turn,
                    turn: lead[0].len() as u32 - 1,
                };
            }
            G::turn_ended(&mut tally, &state);
            marker = next;
            in_turn = 0;
        }
    }
    if !state.outcome().is_over() {
        return Err(StatsError::Unfinished);
    }
    Ok(GameStats {
        game: G::ID,
        lead,
        turns_led,
        turns_tied,
        longest_turn: longest,
        detail: G::detail(tally, &state),
    })
}

/// The statistics of the finished game in `record`, whatever its game, with the game's own
/// figures as JSON under the game's key (`{"port_royal": {…}}`, as the simulator has always
/// printed them).
pub fn stats_of(record: &Record) -> Result<GameStats<serde_json::Value>, StatsError> {
    with_game!(
        record.game.as_str(),
        G => game_stats::<G>(record).map(|s| {
            s.map_detail(|d| {
                let figures = serde_json::to_value(d).expect("figures serialize");
                serde_json::json!({ G::ID.replace('-', "_"): figures })
            })
        }),
        _ => Err(StatsError::UnknownGame(record.game.clone()))
    )
}
