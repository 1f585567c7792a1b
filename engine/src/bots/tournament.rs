//! Bot tournaments with seat rotation, win counts per bot name and Wilson 95% intervals
//! (used by `takhte-sim tournament`).

use super::{play_out_observed, Bot, PlayResult};
use crate::bots::Strategy;
use crate::game::Outcome;
use crate::record::start;
use crate::rng::GameRng;
use serde::Serialize;
use std::collections::BTreeMap;
use std::ops::Range;

/// The bot name in each seat for game number `game`: seat `s` gets `names[(s + game) % len]`,
/// so over consecutive games every name visits every seat.
pub fn lineup<S: AsRef<str>>(names: &[S], players: usize, game: u64) -> Vec<&str> {
    let len = names.len() as u64;
    (0..players as u64)
        .map(|s| names[((s + game) % len) as usize].as_ref())
        .collect()
}

/// Wins and unfinished or drawn games over a batch of tournament games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Games each bot name won (alone or sharing first place), counted once per game.
    pub wins: BTreeMap<String, u64>,
    /// Games where every seat shared first place (counted as a win for no one).
    pub draws: u64,
    /// Games stopped at the action cap.
    pub unfinished: u64,
}

impl Tally {
    /// Adds another batch's counts to this one.
    pub fn merge(&mut self, other: Tally) {
        self.games += other.games;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        for (name, w) in other.wins {
            *self.wins.entry(name).or_default() += w;
        }
    }

    /// Each bot's wins, win rate and Wilson 95% interval over all games.
    pub fn standings(&self) -> BTreeMap<String, Standing> {
        self.wins
            .iter()
            .map(|(name, &wins)| {
                let n = self.games.max(1) as f64;
                let (lo, hi) = wilson95(wins, self.games);
                let standing = Standing {
                    wins,
                    win_rate: wins as f64 / n,
                    ci95: [lo, hi],
                };
                (name.clone(), standing)
            })
            .collect()
    }
}

/// One bot's result in a tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// Games won.
    pub wins: u64,
    /// Wins over games.
    pub win_rate: f64,
    /// Wilson score interval at 95% for the win rate.
    pub ci95: [f64; 2],
}

/// The Wilson score interval at 95% (z = 1.96) for `wins` successes in `n` trials.
pub fn wilson95(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = n as f64;
    let p = wins as f64 / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Makes a fresh bot from its name, or `None` for a name it does not know.
pub type BotMaker<'a, G> = dyn Fn(&str) -> Option<Box<dyn Bot<G>>> + 'a;

/// One tournament game as played: who sat where, the seed and salt it was dealt with, the state
/// at the end and how it went.
pub struct Played<'n, G> {
    /// The bot name in each seat ([`lineup`]).
    pub seats: Vec<&'n str>,
    /// The game's seed (`seed + i`).
    pub seed: u64,
    /// The game's salt, drawn from the bots' generator.
    pub salt: u64,
    /// The state when play stopped.
    pub state: G,
    /// The outcome and the number of actions.
    pub result: PlayResult,
}

/// Plays game number `i` of a tournament (seed `seed + i`, seats rotated by [`lineup`], rule
/// `options`) with bots made by `make`, handing every action to `observe`. Errors name a bot
/// `make` does not know, or a set-up the game refuses.
#[allow(clippy::too_many_arguments)]
pub fn play_game<'n, G: Strategy>(
    names: &'n [String],
    players: usize,
    options: &G::Options,
    seed: u64,
    i: u64,
    max_actions: usize,
    make: &BotMaker<'_, G>,
    observe: impl FnMut(&G::Action),
) -> Result<Played<'n, G>, String> {
    let seats = lineup(names, players, i);
    let mut bots = seats
        .iter()
        .map(|name| make(name).ok_or_else(|| format!("unknown bot '{name}'")))
        .collect::<Result<Vec<_>, _>>()?;
    let game_seed = seed.wrapping_add(i);
    let mut rng = GameRng::new(game_seed ^ 0xB07_5EED);
    let salt = rng.next_u64();
    let mut state = start::<G>(players, options, game_seed, salt).map_err(|e| e.to_string())?;
    let result = play_out_observed(&mut state, &mut bots, &mut rng, max_actions, observe);
    Ok(Played {
        seats,
        seed: game_seed,
        salt,
        state,
        result,
    })
}

/// Plays games number `games` (seed `seed + i`, seats rotated by [`lineup`], rule `options`) with
/// bots made by `make`, and counts wins per bot name. Errors name a bot `make` does not know.
pub fn play_games<G: Strategy>(
    names: &[String],
    players: usize,
    options: &G::Options,
    seed: u64,
    games: Range<u64>,
    max_actions: usize,
    make: &BotMaker<'_, G>,
) -> Result<Tally, String> {
    let mut tally = Tally::default();
    for name in names {
        tally.wins.insert(name.clone(), 0);
    }
    for i in games {
        let played = play_game(names, players, options, seed, i, max_actions, make, |_| {})?;
        tally.games += 1;
        match played.result.outcome {
            Outcome::Running => tally.unfinished += 1,
            ref finished if finished.is_draw() => tally.draws += 1,
            finished => {
                let mut winners: Vec<&str> = finished
                    .winners()
                    .into_iter()
                    .map(|s| played.seats[s])
                    .collect();
                winners.sort_unstable();
                winners.dedup();
                for name in winners {
                    *tally.wins.entry(name.to_string()).or_default() += 1;
                }
            }
        }
    }
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson95(70, 100);
        assert!(
            (lo - 0.604).abs() < 0.002 && (hi - 0.781).abs() < 0.002,
            "{lo} {hi}"
        );
        assert_eq!(wilson95(0, 10).0, 0.0);
        assert_eq!(wilson95(10, 10).1, 1.0);
    }

    #[test]
    fn lineup_rotates_every_name_through_every_seat() {
        let names = ["hard", "random", "random", "random"];
        assert_eq!(lineup(&names, 4, 0), ["hard", "random", "random", "random"]);
        assert_eq!(lineup(&names, 4, 1), ["random", "random", "random", "hard"]);
        assert_eq!(lineup(&names[..2], 2, 1), ["random", "hard"]);
        let hard_seats: Vec<usize> = (0..4)
            .map(|g| {
                lineup(&names, 4, g)
                    .iter()
                    .position(|n| *n == "hard")
                    .unwrap()
            })
            .collect();
        assert_eq!(hard_seats, [0, 3, 2, 1]);
    }
}
