//! The shape of a game as bots play it: how long it lasts, how it ends and how often its own key
//! events happen (`takhte-sim shape`).
//!
//! Each game is played as a tournament game is ([`play_game`]: the same seed, salt, seat
//! rotation and bots, so the same moves), its record kept, and its figures read from the
//! statistics of the finished record ([`game_stats`], which compares consecutive states) and
//! from the final state, through each game's [`Shape`]. [`summarize`] turns many games into
//! distributions (mean, 10th, 50th and 90th percentile), the share of each end reason and each
//! seat's wins; [`ShapeReport::table`] writes them as Markdown.

use crate::bots::tournament::{play_game, BotMaker};
use crate::bots::Strategy;
use crate::game::{Game, Outcome, Seat};
use crate::games::port_royal::content::{card, Kind};
use crate::games::{port_royal, sekigahara, settlers, shikoku, tripoli};
use crate::record::Record;
use crate::stats::{game_stats, GameStats, Stats, StatsError};
use serde::{Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A game whose shape can be measured: its own figures of one finished game.
pub trait Shape: Stats + Strategy {
    /// The game's own figures, from the statistics of a finished game and its final state.
    fn figures(stats: &GameStats<Self::Detail>, end: &Self) -> Figures;
}

/// One finished game's own figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Figures {
    /// Turns in the game's own sense: a turn of [`GameStats`] (the settlers game: turns
    /// completed after set-up, without the winner's last turn, which the win cuts short).
    pub turns: u32,
    /// Rounds, where the game has them (the settlers game and Tripoli: turns divided by the
    /// players, rounded up; Port Royal: the most turns one seat played).
    pub rounds: Option<u32>,
    /// Named counts, in the order the table lists them.
    pub counts: Vec<(&'static str, f64)>,
    /// Named series: one value at the start (index 0) and after each round.
    pub series: Vec<(&'static str, Vec<f64>)>,
}

/// The shape of one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameShape {
    /// The bot name in each seat (empty when measured from a record alone).
    pub seats: Vec<String>,
    /// Actions in the record.
    pub actions: u32,
    /// Why it ended (the key of [`Game::end_reason`]); `None` if it was stopped unfinished.
    pub end_reason: Option<&'static str>,
    /// The seats sharing first place (every seat in a draw, none if unfinished).
    pub winners: Vec<Seat>,
    /// True if every seat shared first place.
    pub draw: bool,
    /// The best final score less the second best (scores as the statistics measure the lead).
    pub margin: i32,
    /// The game's own figures (empty if unfinished).
    pub figures: Figures,
}

/// The shape of the finished game in `record`, by replaying it; an unfinished or bad record is
/// refused as [`game_stats`] refuses it.
pub fn shape_of<G: Shape>(record: &Record) -> Result<GameShape, StatsError> {
    let stats = game_stats::<G>(record)?;
    let end = record.replay::<G>()?;
    let mut finals: Vec<i32> = stats
        .lead
        .iter()
        .map(|l| *l.last().expect("a score at the start"))
        .collect();
    finals.sort_unstable_by(|a, b| b.cmp(a));
    let outcome = end.outcome();
    Ok(GameShape {
        seats: Vec::new(),
        actions: record.actions.len() as u32,
        end_reason: end.end_reason().map(|e| e.key),
        winners: outcome.winners(),
        draw: outcome.is_draw(),
        margin: finals[0] - finals.get(1).copied().unwrap_or(finals[0]),
        figures: G::figures(&stats, &end),
    })
}

/// Plays game number `i` as `tournament` does ([`play_game`]) and measures it; returns its shape
/// and its record. A game stopped at `max_actions` has no end reason and no figures.
pub fn play_shape<G: Shape>(
    names: &[String],
    players: usize,
    options: &G::Options,
    seed: u64,
    i: u64,
    max_actions: usize,
    make: &BotMaker<'_, G>,
) -> Result<(GameShape, Record), String> {
    let mut actions = Vec::new();
    let played = play_game(names, players, options, seed, i, max_actions, make, |a| {
        actions.push(*a)
    })?;
    let mut record = Record::new::<G>(players, options, played.seed, played.salt);
    for action in &actions {
        record.push::<G>(action);
    }
    let seats: Vec<String> = played.seats.iter().map(|s| s.to_string()).collect();
    let shape = match played.result.outcome {
        Outcome::Running => GameShape {
            seats,
            actions: actions.len() as u32,
            end_reason: None,
            winners: Vec::new(),
            draw: false,
            margin: 0,
            figures: Figures::default(),
        },
        ref played_outcome => {
            let shape = shape_of::<G>(&record).map_err(|e| e.to_string())?;
            if shape.winners != played_outcome.winners() {
                return Err(format!(
                    "{}: game {i} replays to winners {:?}, played to {:?}",
                    G::ID,
                    shape.winners,
                    played_outcome.winners()
                ));
            }
            GameShape { seats, ..shape }
        }
    };
    Ok((shape, record))
}

/// Mean, percentiles and extremes of one figure over many games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Distribution {
    /// Games measured.
    pub games: usize,
    /// The mean.
    pub mean: f64,
    /// The 10th percentile.
    pub p10: f64,
    /// The median.
    pub median: f64,
    /// The 90th percentile.
    pub p90: f64,
    /// The smallest value.
    pub min: f64,
    /// The largest value.
    pub max: f64,
    /// The share of games where it is 0.
    pub zero: f64,
}

/// The distribution of `values`: percentiles by linear interpolation between the two nearest
/// values in order (position `q (n - 1)`, as numpy's default); all zero for no values.
pub fn distribution(values: &[f64]) -> Distribution {
    let n = values.len();
    if n == 0 {
        return Distribution {
            games: 0,
            mean: 0.0,
            p10: 0.0,
            median: 0.0,
            p90: 0.0,
            min: 0.0,
            max: 0.0,
            zero: 0.0,
        };
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| {
        let pos = q * (n - 1) as f64;
        let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
        sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64)
    };
    Distribution {
        games: n,
        mean: values.iter().sum::<f64>() / n as f64,
        p10: at(0.1),
        median: at(0.5),
        p90: at(0.9),
        min: sorted[0],
        max: sorted[n - 1],
        zero: values.iter().filter(|&&v| v == 0.0).count() as f64 / n as f64,
    }
}

/// Named values in a fixed order, written as a JSON object in that order.
#[derive(Clone, Debug, PartialEq)]
pub struct Named<T>(pub Vec<(String, T)>);

impl<T> Named<T> {
    /// The value named `name`.
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

impl<T: Serialize> Serialize for Named<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// Games that ended one way.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Share {
    /// Games.
    pub games: u64,
    /// Their share of the finished games.
    pub share: f64,
    /// Their length in turns.
    pub turns: Distribution,
    /// Their length in rounds, where the game has them.
    pub rounds: Option<Distribution>,
    /// Of these games, how many each seat won (a shared first place counts for each seat;
    /// draws for none).
    pub wins_by_seat: Vec<u64>,
}

/// The shape of many games of one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShapeReport {
    /// The game id.
    pub game: &'static str,
    /// Players.
    pub players: usize,
    /// The bot names, rotated through the seats.
    pub bots: Vec<String>,
    /// Games played.
    pub games: u64,
    /// Games stopped unfinished at the action cap (left out of every other figure).
    pub unfinished: u64,
    /// `actions`, `turns` and, where the game has them, `rounds`.
    pub length: Named<Distribution>,
    /// Each end reason's games and share, most frequent first.
    pub end_reasons: Named<Share>,
    /// The share of finished games each seat won (a shared first place counts for each seat;
    /// draws for none).
    pub wins_by_seat: Vec<f64>,
    /// The share of finished games each bot name won (once a game, however many seats it held).
    pub wins_by_bot: BTreeMap<String, f64>,
    /// The share of finished games every seat shared first place.
    pub draws: f64,
    /// The winning margin: best score less the second best.
    pub margin: Distribution,
    /// The game's own figures.
    pub figures: Named<Distribution>,
    /// The game's own series: the distribution at the start and after each round, over the
    /// games that reached it.
    pub series: Named<Vec<Distribution>>,
}

/// Sums up the shapes of many games of `game` with `players` players and `bots`.
pub fn summarize(
    game: &'static str,
    players: usize,
    bots: &[String],
    shapes: &[GameShape],
) -> ShapeReport {
    let done: Vec<&GameShape> = shapes.iter().filter(|s| s.end_reason.is_some()).collect();
    let finished = done.len().max(1) as f64;
    let column =
        |f: &dyn Fn(&GameShape) -> f64| -> Vec<f64> { done.iter().map(|s| f(s)).collect() };
    let mut length = vec![
        (
            "actions".to_string(),
            distribution(&column(&|s| f64::from(s.actions))),
        ),
        (
            "turns".to_string(),
            distribution(&column(&|s| f64::from(s.figures.turns))),
        ),
    ];
    let rounds: Vec<f64> = done
        .iter()
        .filter_map(|s| s.figures.rounds.map(f64::from))
        .collect();
    if !rounds.is_empty() {
        length.push(("rounds".to_string(), distribution(&rounds)));
    }
    let mut reasons: BTreeMap<&str, Vec<&GameShape>> = BTreeMap::new();
    for s in &done {
        reasons
            .entry(s.end_reason.unwrap_or(""))
            .or_default()
            .push(s);
    }
    let mut reasons: Vec<(&str, Vec<&GameShape>)> = reasons.into_iter().collect();
    reasons.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(b.0)));
    let end_reasons = reasons
        .into_iter()
        .map(|(key, games)| {
            let turns: Vec<f64> = games.iter().map(|s| f64::from(s.figures.turns)).collect();
            let rounds: Vec<f64> = games
                .iter()
                .filter_map(|s| s.figures.rounds.map(f64::from))
                .collect();
            let mut wins_by_seat = vec![0; players];
            for s in games.iter().filter(|s| !s.draw) {
                for &w in &s.winners {
                    wins_by_seat[w] += 1;
                }
            }
            let share = Share {
                games: games.len() as u64,
                share: games.len() as f64 / finished,
                turns: distribution(&turns),
                rounds: (!rounds.is_empty()).then(|| distribution(&rounds)),
                wins_by_seat,
            };
            (key.to_string(), share)
        })
        .collect();
    let mut seat_wins = vec![0u64; players];
    let mut bot_wins: BTreeMap<String, u64> = bots.iter().map(|b| (b.clone(), 0)).collect();
    let mut draws = 0u64;
    for s in &done {
        if s.draw {
            draws += 1;
            continue;
        }
        let mut names: Vec<&str> = Vec::new();
        for &w in &s.winners {
            seat_wins[w] += 1;
            if let Some(name) = s.seats.get(w) {
                names.push(name);
            }
        }
        names.sort_unstable();
        names.dedup();
        for name in names {
            *bot_wins.entry(name.to_string()).or_default() += 1;
        }
    }
    let share = |n: u64| n as f64 / finished;
    let mut figures: Vec<(String, Vec<f64>)> = Vec::new();
    let mut series: Vec<(String, Vec<Vec<f64>>)> = Vec::new();
    for s in &done {
        for &(name, value) in &s.figures.counts {
            match figures.iter_mut().find(|(n, _)| n == name) {
                Some((_, values)) => values.push(value),
                None => figures.push((name.to_string(), vec![value])),
            }
        }
        for (name, line) in &s.figures.series {
            let at = match series.iter().position(|(n, _)| n == name) {
                Some(at) => at,
                None => {
                    series.push((name.to_string(), Vec::new()));
                    series.len() - 1
                }
            };
            let columns = &mut series[at].1;
            if columns.len() < line.len() {
                columns.resize(line.len(), Vec::new());
            }
            for (column, &value) in columns.iter_mut().zip(line) {
                column.push(value);
            }
        }
    }
    ShapeReport {
        game,
        players,
        bots: bots.to_vec(),
        games: shapes.len() as u64,
        unfinished: (shapes.len() - done.len()) as u64,
        length: Named(length),
        end_reasons: Named(end_reasons),
        wins_by_seat: seat_wins.into_iter().map(share).collect(),
        wins_by_bot: bot_wins.into_iter().map(|(b, n)| (b, share(n))).collect(),
        draws: share(draws),
        margin: distribution(&column(&|s| f64::from(s.margin))),
        figures: Named(
            figures
                .into_iter()
                .map(|(n, v)| (n, distribution(&v)))
                .collect(),
        ),
        series: Named(
            series
                .into_iter()
                .map(|(n, columns)| (n, columns.iter().map(|c| distribution(c)).collect()))
                .collect(),
        ),
    }
}

/// A figure for a table: whole numbers as such, others with two decimals below 10 and one above.
fn number(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        format!("{}", x.round() as i64)
    } else if x.abs() < 10.0 {
        format!("{x:.2}")
    } else {
        format!("{x:.1}")
    }
}

fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

impl ShapeReport {
    /// The report as Markdown: a table of the distributions, one of the end reasons, the wins by
    /// seat and by bot, and one of the series by round.
    pub fn table(&self) -> String {
        let mut out = String::new();
        let finished = self.games - self.unfinished;
        let _ = writeln!(
            out,
            "{}, {} players, {}: {} games ({} unfinished)\n",
            self.game,
            self.players,
            self.bots.join(" vs "),
            self.games,
            self.unfinished
        );
        out.push_str("| figure | mean | 10% | median | 90% | min–max | games at 0 |\n");
        out.push_str("|---|---:|---:|---:|---:|---:|---:|\n");
        let margin = [("winning margin".to_string(), self.margin.clone())];
        let rows = self.length.0.iter().chain(&margin).chain(&self.figures.0);
        for (name, d) in rows {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {}–{} | {} |",
                name.replace('_', " "),
                number(d.mean),
                number(d.p10),
                number(d.median),
                number(d.p90),
                number(d.min),
                number(d.max),
                percent(d.zero)
            );
        }
        out.push_str(
            "\n| how it ended | games | share | turns: median (10–90%) | rounds | wins by seat |\n",
        );
        out.push_str("|---|---:|---:|---:|---:|---|\n");
        let spread = |d: &Distribution| {
            format!("{} ({}–{})", number(d.median), number(d.p10), number(d.p90))
        };
        for (key, share) in &self.end_reasons.0 {
            let wins: Vec<String> = share.wins_by_seat.iter().map(|w| w.to_string()).collect();
            let _ = writeln!(
                out,
                "| `{key}` | {} | {} | {} | {} | {} |",
                share.games,
                percent(share.share),
                spread(&share.turns),
                share.rounds.as_ref().map_or("–".to_string(), spread),
                wins.join(" / ")
            );
        }
        let seats: Vec<String> = self
            .wins_by_seat
            .iter()
            .enumerate()
            .map(|(s, w)| format!("seat {s} {}", percent(*w)))
            .collect();
        let bots: Vec<String> = self
            .wins_by_bot
            .iter()
            .map(|(b, w)| format!("{b} {}", percent(*w)))
            .collect();
        let _ = writeln!(
            out,
            "\nWins of {finished} finished games by seat: {}; draws {}. By bot: {}.",
            seats.join(", "),
            percent(self.draws),
            bots.join(", ")
        );
        if let Some((_, first)) = self.series.0.first() {
            out.push_str("\n| after round | games |");
            for (name, _) in &self.series.0 {
                let _ = write!(out, " {} median (10–90%) | mean |", name.replace('_', " "));
            }
            out.push_str("\n|---:|---:|");
            for _ in &self.series.0 {
                out.push_str("---:|---:|");
            }
            out.push('\n');
            for (r, reached) in first.iter().enumerate() {
                let _ = write!(out, "| {r} | {} |", reached.games);
                for (_, line) in &self.series.0 {
                    match line.get(r) {
                        Some(d) => {
                            let _ = write!(
                                out,
                                " {} ({}–{}) | {} |",
                                number(d.median),
                                number(d.p10),
                                number(d.p90),
                                number(d.mean)
                            );
                        }
                        None => out.push_str(" | |"),
                    }
                }
                out.push('\n');
            }
        }
        out
    }
}

/// `n` as a figure.
fn count(n: impl Into<f64>) -> f64 {
    n.into()
}

/// `total` divided by `parts`, rounded up.
fn rounded_up(total: u32, parts: usize) -> u32 {
    total.div_ceil(parts.max(1) as u32)
}

impl Shape for shikoku::Shikoku {
    fn figures(stats: &GameStats<Self::Detail>, _: &Self) -> Figures {
        let d = &stats.detail;
        let sum = |f: &dyn Fn(&shikoku::stats::RoundRow) -> i32| -> f64 {
            f64::from(d.rounds.iter().map(f).sum::<i32>())
        };
        let regions = sum(&|r| r.regions_won.iter().map(|&w| i32::from(w)).sum());
        let contested = (d.rounds.len() * shikoku::content::REGIONS) as f64;
        Figures {
            turns: stats.turns() as u32,
            rounds: Some(d.rounds.len() as u32),
            counts: vec![
                ("regions_won", regions),
                ("regions_won_by_no_one", contested - regions),
                (
                    "goals_met",
                    sum(&|r| r.goal_met.iter().map(|&m| i32::from(m)).sum()),
                ),
                ("region_points", sum(&|r| r.region_points.iter().sum())),
                ("goal_points", sum(&|r| r.goal_bonus.iter().sum())),
            ],
            series: Vec::new(),
        }
    }
}

impl Shape for port_royal::PortRoyal {
    fn figures(stats: &GameStats<Self::Detail>, end: &Self) -> Figures {
        let d = &stats.detail;
        let turns = d.turns.len() as u32;
        let bought = |kind: Kind| {
            d.turns
                .iter()
                .filter(|t| t.bought.is_some_and(|c| card(c).kind == kind))
                .count() as u32
        };
        let busts: u32 = d.busts.iter().sum();
        Figures {
            turns,
            rounds: end.turns.iter().copied().max(),
            counts: vec![
                ("turns_per_player", f64::from(turns) / end.players() as f64),
                ("busts", count(busts)),
                ("busts_per_turn", f64::from(busts) / f64::from(turns.max(1))),
                (
                    "purchases",
                    count(d.turns.iter().filter(|t| t.bought.is_some()).count() as u32),
                ),
                ("ships_bought", count(bought(Kind::Ship))),
                ("crew_bought", count(bought(Kind::Crew))),
                ("characters_bought", count(bought(Kind::Character))),
                (
                    "cards_revealed_per_turn",
                    f64::from(d.turns.iter().map(|t| t.revealed).sum::<u32>())
                        / f64::from(turns.max(1)),
                ),
            ],
            series: Vec::new(),
        }
    }
}

impl Shape for settlers::Settlers {
    fn figures(stats: &GameStats<Self::Detail>, end: &Self) -> Figures {
        let d = &stats.detail;
        let turns = u32::from(end.turn);
        let total = |f: &dyn Fn(&settlers::stats::PlayerFlows) -> u32| -> f64 {
            f64::from(d.players.iter().map(f).sum::<u32>())
        };
        let winner = (0..end.players())
            .map(|s| end.points(s, true))
            .max()
            .unwrap_or(0);
        Figures {
            turns,
            rounds: Some(rounded_up(turns, end.players())),
            counts: vec![
                ("winner_points", count(winner)),
                ("offers", count(d.offers)),
                ("trades_between_players", count(d.trades)),
                ("bank_trades", total(&|p| p.bank_trades.iter().sum::<u32>())),
                ("robber_moves", count(d.robber_moves)),
                ("longest_road_changes", count(d.longest_road_changes)),
                ("largest_army_changes", count(d.largest_army_changes)),
                (
                    "development_cards_bought",
                    total(&|p| p.devs_bought.iter().sum::<u32>()),
                ),
            ],
            series: Vec::new(),
        }
    }
}

impl Shape for tripoli::Tripoli {
    fn figures(stats: &GameStats<Self::Detail>, _: &Self) -> Figures {
        let d = &stats.detail;
        let turns = stats.turns() as u32;
        Figures {
            turns,
            rounds: Some(rounded_up(turns, 2)),
            counts: vec![
                ("zone_captures", count(d.zone_captures.iter().sum::<u32>())),
                ("ships_sunk", count(d.ships_sunk.iter().sum::<u32>())),
                ("ships_sunk_by_us", count(d.ships_sunk[0])),
                ("ships_sunk_by_barbary", count(d.ships_sunk[1])),
                ("events_drawn", count(d.events.len() as u32)),
            ],
            series: Vec::new(),
        }
    }
}

impl Shape for sekigahara::Sekigahara {
    fn figures(stats: &GameStats<Self::Detail>, end: &Self) -> Figures {
        let d = &stats.detail;
        let battles: u32 = d.battles_won.iter().sum();
        let castles = |side: usize| d.castles[side].iter().map(|&c| f64::from(c)).collect();
        Figures {
            turns: stats.turns() as u32,
            rounds: Some(u32::from(end.round)),
            counts: vec![
                ("battles", count(battles)),
                ("two_or_more_battles", count(u32::from(battles >= 2))),
                (
                    "winner_needed_battle",
                    count(u32::from(d.winner_needed_battle(end))),
                ),
                ("battles_won_by_ishida", count(d.battles_won[0])),
                ("battles_won_by_tokugawa", count(d.battles_won[1])),
                ("units_eliminated", count(d.units_lost.iter().sum::<u32>())),
                ("defections", count(d.units_defected.iter().sum::<u32>())),
                (
                    "loyalty_tests_passed",
                    count(d.loyalty_passed.iter().sum::<u32>()),
                ),
                (
                    "loyalty_tests_failed",
                    count(d.loyalty_failed.iter().sum::<u32>()),
                ),
            ],
            series: vec![
                ("castles_ishida", castles(0)),
                ("castles_tokugawa", castles(1)),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_interpolate_between_the_nearest_values() {
        let d = distribution(&[3.0, 1.0, 2.0, 4.0, 0.0]);
        assert_eq!((d.min, d.median, d.max), (0.0, 2.0, 4.0));
        assert!((d.p10 - 0.4).abs() < 1e-12 && (d.p90 - 3.6).abs() < 1e-12);
        assert_eq!((d.mean, d.zero, d.games), (2.0, 0.2, 5));
        let one = distribution(&[7.0]);
        assert_eq!((one.p10, one.median, one.p90), (7.0, 7.0, 7.0));
        assert_eq!(distribution(&[]).games, 0);
    }

    #[test]
    fn numbers_print_whole_or_with_decimals() {
        assert_eq!(number(5.0), "5");
        assert_eq!(number(0.456), "0.46");
        assert_eq!(number(12.34), "12.3");
        assert_eq!(percent(0.4651), "46.5%");
    }
}
