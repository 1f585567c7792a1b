//! Writes the record corpus of one engine release: bot games of every game and player count,
//! finished and cut, each with what that release's own engine said of it.
//!
//! Not part of the build. `scripts/make-corpus.sh <commit> <name>` copies this file into a
//! temporary worktree of `<commit>` as an example and runs it there, so the records are written by
//! that release's own engine. It uses only the API every release since 2026-11-30 has: `with_game!`,
//! `bot_by_name`, `Record::{new, push, to_json}`, `Game::{to_act, legal_actions, apply, outcome}`.
//!
//! Output, one JSON object a line on stdout: `{"record": …, "to_act": "0101…-", "outcome": …}`,
//! `to_act` being the seat to act after each action (`-` once nobody acts), one character each.

use takhte_engine::bots::{bot_by_name, Bot, Seen};
use takhte_engine::{with_game, Game, GameRng, Record};

/// Makes a bot by name (`bot_by_name` of the concrete game: its bound differs between releases).
type Maker<G> = dyn Fn(&str) -> Box<dyn Bot<G>>;

/// The bot line-ups played, by name.
const LINEUPS: &[&[&str]] = &[&["random"], &["heuristic"], &["easy", "heuristic"]];

/// A game longer than this is kept as a cut record.
const CAP: usize = 20_000;

struct Played {
    record: Record,
    trace: String,
    outcome: String,
}

fn seat_char(seat: Option<usize>) -> char {
    match seat {
        Some(s) => char::from(b'0' + s as u8),
        None => '-',
    }
}

fn play<G: Game>(
    make: &Maker<G>,
    players: usize,
    options_json: &str,
    lineup: &[&str],
    seed: u64,
    cut: Option<usize>,
) -> Option<Played> {
    // `null` is how the first release wrote "no options"; later ones write `{}`.
    let options: G::Options = serde_json::from_str(options_json)
        .or_else(|e| if options_json == "null" { serde_json::from_str("{}") } else { Err(e) })
        .ok()?;
    let salt = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x7461_6b68;
    let mut record = Record::new::<G>(players, &options, seed, salt);
    let mut state = record.start::<G>().ok()?;
    let mut bots: Vec<_> = (0..players)
        .map(|s| make(lineup[s % lineup.len()]))
        .collect();
    let mut rng = GameRng::new(seed ^ 0xb07);
    let mut legal = Vec::new();
    let mut trace = String::new();
    let limit = cut.unwrap_or(CAP);
    while let Some(seat) = state.to_act() {
        if record.actions.len() >= limit {
            break;
        }
        state.legal_actions(&mut legal);
        let action = {
            let mut seen = Seen::new(&state, seat);
            bots[seat].choose(&mut seen, &legal, &mut rng)
        };
        state.apply(action).expect("the engine takes its own legal action");
        record.push::<G>(&action);
        trace.push(seat_char(state.to_act()));
    }
    Some(Played {
        record,
        trace,
        outcome: serde_json::to_string(&state.outcome()).expect("outcome"),
    })
}

fn emit(p: &Played) {
    println!(
        "{{\"record\":{},\"to_act\":\"{}\",\"outcome\":{}}}",
        p.record.to_json(),
        p.trace,
        p.outcome
    );
}

/// Every game's player counts and option sets (an option set the release cannot read is skipped).
fn configs(game: &str) -> (Vec<usize>, Vec<&'static str>) {
    match game {
        "port-royal" => (vec![2, 3, 4, 5], vec!["null", r#"{"target_points":15}"#]),
        // The game for two (release 3 on) sets up with two seats only; a release or a count
        // that refuses an option set is skipped.
        "settlers" => (
            vec![2, 3, 4],
            vec![
                "null",
                r#"{"victory_points":12,"friendly_robber":true}"#,
                r#"{"victory_points":15,"friendly_robber":true,"discard_limit":9,"for_two":true}"#,
            ],
        ),
        _ => (vec![2], vec!["null"]),
    }
}

fn corpus_of<G: Game>(make: &Maker<G>, games_per_lineup: u64) {
    let (counts, option_sets) = configs(G::ID);
    for (o, options) in option_sets.iter().enumerate() {
        for &players in &counts {
            for (l, lineup) in LINEUPS.iter().enumerate() {
                for g in 0..games_per_lineup {
                    let seed = 1 + g + 100 * l as u64 + 1000 * players as u64 + 10_000 * o as u64;
                    let Some(whole) = play::<G>(make, players, options, lineup, seed, None) else {
                        continue;
                    };
                    let n = whole.record.actions.len();
                    emit(&whole);
                    // The same game cut at a quarter, a half and three quarters (a save in play).
                    if g < 2 {
                        for k in 1..=3 {
                            if let Some(cut) = play::<G>(make, players, options, lineup, seed, Some(n * k / 4)) {
                                emit(&cut);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The longest of `tries` random games, whole and cut (Tripoli's long games).
fn longest<G: Game>(make: &Maker<G>, tries: u64, keep: usize) {
    let mut games: Vec<(usize, u64)> = (0..tries)
        .filter_map(|g| {
            let seed = 50_000 + g;
            play::<G>(make, 2, "null", &["random"], seed, None).map(|p| (p.record.actions.len(), seed))
        })
        .collect();
    games.sort_unstable_by(|a, b| b.cmp(a));
    for &(n, seed) in games.iter().take(keep) {
        for cut in [None, Some(n / 2)] {
            if let Some(p) = play::<G>(make, 2, "null", &["random"], seed, cut) {
                emit(&p);
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = args.get(1).map(String::as_str).unwrap_or("shikoku");
    // `<game> random <first seed> <count> <players>`: whole random games, to pick rare cases from.
    if args.get(2).map(String::as_str) == Some("random") {
        let num = |i: usize| args.get(i).and_then(|s| s.parse::<u64>().ok()).expect("a number");
        let (first, count, players) = (num(3), num(4), num(5) as usize);
        with_game!(game, G => {
            let make = |name: &str| bot_by_name::<G>(name).expect("bot");
            for seed in first..first + count {
                if let Some(p) = play::<G>(&make, players, "null", &["random"], seed, None) {
                    emit(&p);
                }
            }
        }, _ => panic!("unknown game {game}"));
        return;
    }
    let per: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    with_game!(game, G => {
        let make = |name: &str| bot_by_name::<G>(name).expect("bot");
        corpus_of::<G>(&make, per);
        if game == "tripoli" {
            longest::<G>(&make, 300, 3);
        }
    }, _ => panic!("unknown game {game}"));
}
