//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its
//! deviation (how unsure it is) and its volatility (how erratic the results are), updated after
//! a rating period of games.
//!
//! Takhte rates a person on their own device against bots of fixed, calibrated ratings: each
//! finished game is one rating period. Nothing here touches a game's state; ratings are not part
//! of any record, so the last bits of `exp` and `ln` may differ between native and wasm builds.

/// The Glicko scale's rating of a newcomer.
pub const START_RATING: f64 = 1500.0;
/// The Glicko scale's deviation of a newcomer.
pub const START_DEVIATION: f64 = 350.0;
/// The volatility of a newcomer (Glickman's suggestion).
pub const START_VOLATILITY: f64 = 0.06;
/// The system constant τ, which bounds how fast volatility moves (Glickman: 0.3–1.2).
pub const TAU: f64 = 0.5;
/// A deviation never grows beyond a newcomer's, however long a player stays away.
pub const MAX_DEVIATION: f64 = START_DEVIATION;

/// Converts between the Glicko scale (1500 ± 350) and Glicko-2's internal one.
const SCALE: f64 = 173.7178;
/// Convergence tolerance of the volatility iteration (Glickman's ε).
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    /// The rating, 1500 for a newcomer.
    pub rating: f64,
    /// The rating deviation: about 95% sure that the true strength is within twice this.
    pub deviation: f64,
    /// The volatility σ.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// One game of a rating period: the opponent's rating and deviation (a bot's deviation is its
/// calibration's uncertainty) and the score, 1 a win, 0.5 a draw, 0 a loss.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub opponent: f64,
    pub opponent_deviation: f64,
    pub score: f64,
}

/// Glickman's g(φ): how much an opponent's uncertainty discounts a result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// Glickman's E(μ, μj, φj): the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The chance that a player of this rating beats one of `opponent` (draws as half), both
    /// ratings' uncertainty discounting the difference (Glickman's E with φ² + φj²).
    pub fn expected_score(&self, opponent: &Rating) -> f64 {
        let (mu, phi) = self.internal();
        let (mu_j, phi_j) = opponent.internal();
        expected(mu, mu_j, phi.hypot(phi_j))
    }

    /// (μ, φ) on Glicko-2's internal scale.
    fn internal(&self) -> (f64, f64) {
        ((self.rating - START_RATING) / SCALE, self.deviation / SCALE)
    }

    /// The rating after a period with `games` (Glickman's steps 2–8). A period with no games
    /// only widens the deviation (step 6 alone), never beyond a newcomer's.
    pub fn after(&self, games: &[Game]) -> Rating {
        let (mu, phi) = self.internal();
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(MAX_DEVIATION),
                ..*self
            };
        }
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        let mut v_inv = 0.0;
        let mut delta_sum = 0.0;
        for game in games {
            let mu_j = (game.opponent - START_RATING) / SCALE;
            let g_j = g(game.opponent_deviation / SCALE);
            let e = expected(mu, mu_j, game.opponent_deviation / SCALE);
            v_inv += g_j * g_j * e * (1.0 - e);
            delta_sum += g_j * (game.score - e);
        }
        let v = 1.0 / v_inv;
        let delta = v * delta_sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        // At most a few dozen rounds in practice; the bound only guards against a NaN loop.
        for _ in 0..100 {
            if (big_b - big_a).abs() <= EPSILON {
                break;
            }
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        let sigma_new = (big_a / 2.0).exp();
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * delta_sum;
        Rating {
            rating: mu_new * SCALE + START_RATING,
            deviation: (phi_new * SCALE).min(MAX_DEVIATION),
            volatility: sigma_new,
        }
    }
}

/// A bot level's fixed rating: its calibrated rating and the deviation of that calibration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BotRating {
    /// The engine's bot name (`random`, `easy`, `heuristic`, `normal`, `hard`).
    pub level: &'static str,
    /// The rating on the Glicko scale, the beginner bot (`random`) anchored at 1000.
    pub rating: f64,
    /// The standard error of the calibration (at least 30).
    pub deviation: f64,
}

const fn bot(level: &'static str, rating: f64, deviation: f64) -> BotRating {
    BotRating {
        level,
        rating,
        deviation,
    }
}

/// The bots' fixed ratings per game, fitted from bot-against-bot tournaments by
/// `scripts/calibrate-ratings.sh` (the commands, games and intervals: `docs/ratings.md`).
pub const BOT_RATINGS: [(&str, [BotRating; 5]); 5] = BOT_TABLE;

include!("rating_table.rs");

/// The fixed rating of bot `level` in `game`, or `None` for a level or game without one.
pub fn bot_rating(game: &str, level: &str) -> Option<BotRating> {
    BOT_RATINGS
        .iter()
        .find(|(g, _)| *g == game)?
        .1
        .iter()
        .find(|b| b.level == level)
        .copied()
}

/// The rated games of one finished game for the person in seat `me`: one result against each
/// bot seat (1 when ranked above it, 0.5 level, 0 below), with the bot's fixed rating as the
/// opponent. `bots[s]` is the bot level of seat `s`, `None` for a person; `ranks` are the
/// outcome's (0 first). `None` when the game rates nobody: another person sat at it
/// (pass-and-play), there is no bot, or a bot has no fixed rating.
pub fn games_against_bots(
    game: &str,
    ranks: &[u8],
    me: usize,
    bots: &[Option<&str>],
) -> Option<Vec<Game>> {
    if ranks.len() != bots.len() || me >= bots.len() || bots[me].is_some() {
        return None;
    }
    let people = bots.iter().filter(|b| b.is_none()).count();
    if people != 1 || bots.len() < 2 {
        return None;
    }
    bots.iter()
        .enumerate()
        .filter(|&(s, _)| s != me)
        .map(|(s, level)| {
            let fixed = bot_rating(game, (*level)?)?;
            let score = match ranks[me].cmp(&ranks[s]) {
                std::cmp::Ordering::Less => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Greater => 0.0,
            };
            Some(Game {
                opponent: fixed.rating,
                opponent_deviation: fixed.deviation,
                score,
            })
        })
        .collect()
}

/// The person's rating after one finished game against bots (one rating period), or `None`
/// when the game rates nobody (see [`games_against_bots`]).
pub fn after_finished(
    before: &Rating,
    game: &str,
    ranks: &[u8],
    me: usize,
    bots: &[Option<&str>],
) -> Option<Rating> {
    let games = games_against_bots(game, ranks, me, bots)?;
    Some(before.after(&games))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// Glickman's worked example (section "Example calculation"): a player rated 1500, RD 200,
    /// σ 0.06 plays 1400 (RD 30) and wins, 1550 (RD 100) and loses, 1700 (RD 300) and loses;
    /// with τ = 0.5 the new rating is 1464.06, RD 151.52, σ 0.05999.
    #[test]
    fn glickmans_published_example() {
        let before = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                opponent: 1400.0,
                opponent_deviation: 30.0,
                score: 1.0,
            },
            Game {
                opponent: 1550.0,
                opponent_deviation: 100.0,
                score: 0.0,
            },
            Game {
                opponent: 1700.0,
                opponent_deviation: 300.0,
                score: 0.0,
            },
        ];
        let after = before.after(&games);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_both_narrow_the_deviation() {
        let me = Rating::default();
        let bot = |score| Game {
            opponent: 1500.0,
            opponent_deviation: 50.0,
            score,
        };
        let won = me.after(&[bot(1.0)]);
        let lost = me.after(&[bot(0.0)]);
        let drew = me.after(&[bot(0.5)]);
        assert!(won.rating > me.rating && lost.rating < me.rating);
        assert!(
            close(drew.rating, me.rating, 1e-9),
            "an even draw against an equal: {drew:?}"
        );
        assert!(close(won.rating - me.rating, me.rating - lost.rating, 1e-9));
        for r in [won, lost, drew] {
            assert!(r.deviation < me.deviation, "{r:?}");
        }
    }

    #[test]
    fn beating_a_stronger_bot_gains_more_than_beating_a_weaker_one() {
        let me = Rating {
            deviation: 100.0,
            ..Rating::default()
        };
        let win_against = |opponent| {
            me.after(&[Game {
                opponent,
                opponent_deviation: 50.0,
                score: 1.0,
            }])
            .rating
                - me.rating
        };
        assert!(win_against(1800.0) > win_against(1500.0));
        assert!(win_against(1500.0) > win_against(1200.0));
    }

    #[test]
    fn time_away_widens_the_deviation_but_never_beyond_a_newcomers() {
        let settled = Rating {
            rating: 1700.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let later = settled.after(&[]);
        assert!(later.deviation > settled.deviation);
        assert_eq!(later.rating, settled.rating);
        let mut r = settled;
        for _ in 0..100_000 {
            r = r.after(&[]);
        }
        assert_eq!(r.deviation, MAX_DEVIATION);
    }

    #[test]
    fn expected_score_is_even_between_equals_and_favours_the_stronger() {
        let a = Rating::default();
        let b = Rating {
            rating: 1700.0,
            ..Rating::default()
        };
        assert!(close(a.expected_score(&a), 0.5, 1e-12));
        assert!(b.expected_score(&a) > 0.5);
        assert!(close(
            a.expected_score(&b) + b.expected_score(&a),
            1.0,
            1e-12
        ));
    }

    #[test]
    fn every_game_and_offered_level_has_a_fixed_rating_rising_with_strength() {
        for id in crate::GAME_IDS {
            let r = |l| bot_rating(id, l).unwrap_or_else(|| panic!("{id} {l}"));
            assert_eq!(r("random").rating, 1000.0, "{id}: the anchor");
            for b in crate::bots::BOT_NAMES {
                assert!(r(b).deviation >= 30.0, "{id} {b}");
            }
            assert!(r("random").rating < r("easy").rating, "{id}");
            assert!(r("easy").rating < r("heuristic").rating + 100.0, "{id}");
            assert!(r("heuristic").rating < r("hard").rating, "{id}");
        }
        assert_eq!(bot_rating("chess", "hard"), None);
        assert_eq!(bot_rating("shikoku", "grandmaster"), None);
    }

    #[test]
    fn a_two_seat_win_against_a_bot_is_one_rated_game_won() {
        let games = games_against_bots("shikoku", &[0, 1], 0, &[None, Some("hard")]).unwrap();
        let hard = bot_rating("shikoku", "hard").unwrap();
        assert_eq!(
            games,
            vec![Game {
                opponent: hard.rating,
                opponent_deviation: hard.deviation,
                score: 1.0
            }]
        );
        let me = Rating::default();
        let won = after_finished(&me, "shikoku", &[0, 1], 0, &[None, Some("hard")]).unwrap();
        let lost = after_finished(&me, "shikoku", &[1, 0], 0, &[None, Some("hard")]).unwrap();
        assert!(won.rating > me.rating && lost.rating < me.rating);
        // The person may sit in any seat.
        let second = after_finished(&me, "shikoku", &[1, 0], 1, &[Some("hard"), None]).unwrap();
        assert_eq!(second, won);
    }

    #[test]
    fn a_game_of_several_is_one_result_against_each_bot() {
        // Port Royal, four seats: the person second, ahead of two bots, behind one; a tie.
        let bots = [Some("easy"), None, Some("hard"), Some("heuristic")];
        let games = games_against_bots("port-royal", &[0, 1, 2, 1], 1, &bots).unwrap();
        let scores: Vec<f64> = games.iter().map(|g| g.score).collect();
        assert_eq!(scores, vec![0.0, 1.0, 0.5]);
        let opponents: Vec<f64> = games.iter().map(|g| g.opponent).collect();
        let of = |l| bot_rating("port-royal", l).unwrap().rating;
        assert_eq!(opponents, vec![of("easy"), of("hard"), of("heuristic")]);
    }

    #[test]
    fn people_playing_each_other_rate_nobody() {
        assert_eq!(
            games_against_bots("shikoku", &[0, 1], 0, &[None, None]),
            None
        );
        let three = [None, None, Some("easy")];
        assert_eq!(games_against_bots("settlers", &[0, 1, 2], 0, &three), None);
        // A seat that is a bot is not the person; an unknown level rates nothing.
        assert_eq!(
            games_against_bots("shikoku", &[0, 1], 1, &[None, Some("easy")]),
            None
        );
        assert_eq!(
            games_against_bots("shikoku", &[0, 1], 0, &[None, Some("x")]),
            None
        );
        assert_eq!(games_against_bots("shikoku", &[0], 0, &[None]), None);
    }
}
