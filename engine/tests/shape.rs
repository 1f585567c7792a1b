//! `takhte-sim shape`: a few seeded games of every game, each figure counted again another way
//! (from the record's actions, the log lines `apply` returns, the final state or `tournament`),
//! and the summary checked for consistency (shares summing to 1, percentiles in order).

use std::process::Command;
use takhte_engine::bots::tournament::{self, BotMaker};
use takhte_engine::bots::{bot_by_name, Bot};
use takhte_engine::games::{port_royal, sekigahara, settlers, shikoku, tripoli};
use takhte_engine::shape::{play_shape, summarize, Distribution, GameShape, Shape, ShapeReport};
use takhte_engine::{Game, Record};

/// Games `0..games` from `seed` with `bots` rotated through `players` seats: each game's shape
/// and record, and the summary.
fn run<G: Shape>(
    bots: &[&str],
    players: usize,
    games: u64,
    seed: u64,
) -> (Vec<GameShape>, Vec<Record>, ShapeReport) {
    let names: Vec<String> = bots.iter().map(|b| b.to_string()).collect();
    let make = |name: &str| -> Option<Box<dyn Bot<G>>> { bot_by_name::<G>(name) };
    let options = G::Options::default();
    let (shapes, records): (Vec<_>, Vec<_>) = (0..games)
        .map(|i| play_shape::<G>(&names, players, &options, seed, i, 100_000, &make).unwrap())
        .unzip();
    let report = summarize(G::ID, players, &names, &shapes);
    check_report(&report, &shapes);
    check_wins_match_the_tournament::<G>(&report, &names, players, games, seed, &make);
    (shapes, records, report)
}

fn check_distribution(name: &str, d: &Distribution, games: usize) {
    assert_eq!(d.games, games, "{name}: games measured");
    let order = [d.min, d.p10, d.median, d.p90, d.max];
    assert!(
        order.windows(2).all(|w| w[0] <= w[1]),
        "{name}: min ≤ p10 ≤ median ≤ p90 ≤ max: {d:?}"
    );
    assert!(d.min <= d.mean && d.mean <= d.max, "{name}: mean {d:?}");
    assert!((0.0..=1.0).contains(&d.zero), "{name}: zero share {d:?}");
}

/// The summary agrees with itself and with the games it sums up.
fn check_report(report: &ShapeReport, shapes: &[GameShape]) {
    let finished = shapes.iter().filter(|s| s.end_reason.is_some()).count();
    assert_eq!(report.games as usize, shapes.len());
    assert_eq!(report.unfinished as usize, shapes.len() - finished);
    let games: u64 = report.end_reasons.0.iter().map(|(_, s)| s.games).sum();
    assert_eq!(
        games as usize, finished,
        "every finished game has one end reason"
    );
    let shares: f64 = report.end_reasons.0.iter().map(|(_, s)| s.share).sum();
    assert!((shares - 1.0).abs() < 1e-9, "end reasons sum to {shares}");
    let counts: Vec<u64> = report.end_reasons.0.iter().map(|(_, s)| s.games).collect();
    assert!(
        counts.windows(2).all(|w| w[0] >= w[1]),
        "most frequent first"
    );
    for (name, d) in report.length.0.iter().chain(&report.figures.0) {
        check_distribution(name, d, finished);
    }
    check_distribution("margin", &report.margin, finished);
    for (name, line) in &report.series.0 {
        for (r, d) in line.iter().enumerate() {
            check_distribution(&format!("{name}[{r}]"), d, d.games);
        }
        let reached: Vec<usize> = line.iter().map(|d| d.games).collect();
        assert!(
            reached.windows(2).all(|w| w[0] >= w[1]),
            "{name}: fewer games reach a later round: {reached:?}"
        );
    }
    // Each figure's mean is the mean of the games' values.
    for (name, d) in &report.figures.0 {
        let sum: f64 = shapes
            .iter()
            .filter(|s| s.end_reason.is_some())
            .map(|s| s.figures.counts.iter().find(|(n, _)| n == name).unwrap().1)
            .sum();
        assert!((d.mean * finished as f64 - sum).abs() < 1e-6, "{name}");
    }
    let seat_wins: f64 = report.wins_by_seat.iter().sum();
    assert!(
        seat_wins + report.draws >= 1.0 - 1e-9,
        "every finished game has a winner or is a draw"
    );
    let actions = report.length.get("actions").unwrap();
    let mean = shapes.iter().map(|s| f64::from(s.actions)).sum::<f64>() / shapes.len() as f64;
    assert!((actions.mean - mean).abs() < 1e-9);
}

/// The same games played by `tournament` give each bot the same wins.
fn check_wins_match_the_tournament<G: Shape>(
    report: &ShapeReport,
    names: &[String],
    players: usize,
    games: u64,
    seed: u64,
    make: &BotMaker<'_, G>,
) {
    let tally = tournament::play_games::<G>(
        names,
        players,
        &G::Options::default(),
        seed,
        0..games,
        100_000,
        make,
    )
    .unwrap();
    let finished = (tally.games - tally.unfinished) as f64;
    assert!((report.draws * finished - tally.draws as f64).abs() < 1e-9);
    for (name, standing) in tally.standings() {
        let share = report.wins_by_bot[&name];
        assert!(
            (share * finished - standing.wins as f64).abs() < 1e-9,
            "{}: {name} won {} tournament games, shape says {share}",
            G::ID,
            standing.wins
        );
    }
}

/// The record's actions by variant name (`"RollDice"`, `{"MoveRobber": …}` → `"MoveRobber"`).
fn action_names(record: &Record) -> Vec<String> {
    record
        .actions
        .iter()
        .map(|a| match a {
            serde_json::Value::String(s) => s.clone(),
            serde_json::Value::Object(m) => m.keys().next().unwrap().clone(),
            other => panic!("unexpected action {other}"),
        })
        .collect()
}

fn actions_named(record: &Record, name: &str) -> f64 {
    action_names(record).iter().filter(|a| *a == name).count() as f64
}

/// The key of every log line `apply` returns while replaying `record`.
fn log_keys<G: Game>(record: &Record) -> Vec<&'static str> {
    let mut state = record.start::<G>().unwrap();
    record
        .typed_actions::<G>()
        .unwrap()
        .into_iter()
        .map(|a| state.apply(a).unwrap().key)
        .collect()
}

fn logged(keys: &[&str], key: &str) -> f64 {
    keys.iter().filter(|k| **k == key).count() as f64
}

fn figure(shape: &GameShape, name: &str) -> f64 {
    shape
        .figures
        .counts
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no figure {name}"))
        .1
}

#[test]
fn shikoku_regions_and_goals_match_the_final_state() {
    let (shapes, records, report) = run::<shikoku::Shikoku>(&["heuristic", "random"], 2, 6, 1);
    for (shape, record) in shapes.iter().zip(&records) {
        let end = record.replay::<shikoku::Shikoku>().unwrap();
        let regions: u8 = end.regions_won.iter().sum();
        assert_eq!(figure(shape, "regions_won"), f64::from(regions));
        let goals = end.rounds.iter().flat_map(|r| r.goal_met).filter(|&m| m);
        assert_eq!(figure(shape, "goals_met"), goals.count() as f64);
        assert_eq!(shape.figures.rounds, Some(3));
        assert_eq!(shape.actions as usize, record.actions.len());
    }
    assert_eq!(report.end_reasons.0[0].0, "shikoku.end.rounds");
}

#[test]
fn port_royal_busts_purchases_and_turns_match_the_log() {
    for players in [2, 3] {
        let bots = ["heuristic", "random", "heuristic"];
        let (shapes, records, report) =
            run::<port_royal::PortRoyal>(&bots[..players], players, 5, 7);
        for (shape, record) in shapes.iter().zip(&records) {
            let keys = log_keys::<port_royal::PortRoyal>(record);
            let busts = logged(&keys, "port_royal.log.bust");
            let buys = logged(&keys, "port_royal.log.buy");
            assert_eq!(figure(shape, "busts"), busts);
            assert_eq!(figure(shape, "purchases"), buys);
            assert_eq!(buys, actions_named(record, "Buy"));
            // Every turn ends with a bust, a purchase or banking.
            let ends = busts + buys + logged(&keys, "port_royal.log.bank");
            assert_eq!(f64::from(shape.figures.turns), ends);
            assert_eq!(figure(shape, "turns_per_player") * players as f64, ends);
            let end = record.replay::<port_royal::PortRoyal>().unwrap();
            assert_eq!(shape.figures.rounds, end.turns.iter().copied().max());
        }
        assert_eq!(report.wins_by_seat.len(), players);
    }
}

#[test]
fn settlers_trades_and_robber_moves_match_the_record() {
    for players in [3, 4] {
        let (shapes, records, report) = run::<settlers::Settlers>(&["heuristic"], players, 4, 11);
        for (shape, record) in shapes.iter().zip(&records) {
            let trades = actions_named(record, "ConfirmTrade");
            assert_eq!(figure(shape, "trades_between_players"), trades);
            assert_eq!(figure(shape, "offers"), actions_named(record, "Offer"));
            assert_eq!(
                figure(shape, "robber_moves"),
                actions_named(record, "MoveRobber")
            );
            // Each turn after set-up ends with EndTurn but the last, which wins the game.
            let ends = actions_named(record, "EndTurn");
            assert_eq!(f64::from(shape.figures.turns), ends);
            if shape.end_reason == Some("settlers.end.points") {
                assert!(figure(shape, "winner_points") >= 10.0);
                assert!(shape.margin >= 1, "one winner at 10 points");
            }
        }
        let d = report.figures.get("winner_points").unwrap();
        assert!(d.min >= 10.0, "every heuristic game reaches 10 points");
    }
}

#[test]
fn tripoli_events_and_captures_match_the_record() {
    let (shapes, records, report) = run::<tripoli::Tripoli>(&["heuristic", "random"], 2, 8, 3);
    for (shape, record) in shapes.iter().zip(&records) {
        assert_eq!(
            figure(shape, "events_drawn"),
            actions_named(record, "DrawEvent")
        );
        let sunk = figure(shape, "ships_sunk_by_us") + figure(shape, "ships_sunk_by_barbary");
        assert_eq!(figure(shape, "ships_sunk"), sunk);
        // A capture at least every time a side ends a turn holding more zones than before.
        let Some(stats) = takhte_engine::stats::game_stats::<tripoli::Tripoli>(record).ok() else {
            panic!("finished")
        };
        let d = stats.detail;
        let rises: u32 = d
            .zones
            .iter()
            .map(|l| {
                l.windows(2)
                    .map(|w| u32::from(w[1].saturating_sub(w[0])))
                    .sum::<u32>()
            })
            .sum();
        assert!(figure(shape, "zone_captures") >= f64::from(rises));
        assert_eq!(shape.figures.rounds, Some(shape.figures.turns.div_ceil(2)));
    }
    let reasons: Vec<&str> = report
        .end_reasons
        .0
        .iter()
        .map(|(k, _)| k.as_str())
        .collect();
    assert!(reasons.iter().all(|r| r.starts_with("tripoli.end.")));
}

#[test]
fn sekigahara_battles_and_castles_match_the_log_and_the_end() {
    let (shapes, records, report) = run::<sekigahara::Sekigahara>(&["heuristic"], 2, 8, 1);
    for (shape, record) in shapes.iter().zip(&records) {
        let keys = log_keys::<sekigahara::Sekigahara>(record);
        let battles = logged(&keys, "sekigahara.log.battle");
        assert_eq!(figure(shape, "battles"), battles);
        assert_eq!(
            figure(shape, "battles_won_by_ishida") + figure(shape, "battles_won_by_tokugawa"),
            battles
        );
        assert_eq!(
            figure(shape, "two_or_more_battles"),
            f64::from(u8::from(battles >= 2.0))
        );
        let end = record.replay::<sekigahara::Sekigahara>().unwrap();
        // A win that needed battle had a battle won by the winner; a draw never needs one.
        let needed = figure(shape, "winner_needed_battle");
        let winner = end.result.and_then(|v| v.winner);
        let won = |w: u8| {
            figure(
                shape,
                ["battles_won_by_ishida", "battles_won_by_tokugawa"][usize::from(w)],
            )
        };
        assert!(needed == 0.0 || winner.is_some_and(|w| won(w) > 0.0));
        for (side, (_, line)) in shape.figures.series.iter().enumerate() {
            assert_eq!(line[0], 4.0, "each side starts with 4 castles (release 2)");
            assert_eq!(
                *line.last().unwrap(),
                f64::from(end.castles(side as u8)),
                "the castles after the last round are the final ones"
            );
            assert_eq!(line.len() as u32 - 1, shape.figures.rounds.unwrap());
        }
    }
    let start = &report.series.get("castles_ishida").unwrap()[0];
    assert_eq!((start.games, start.mean), (8, 4.0));
    let battles = report.figures.get("battles").unwrap();
    let none = shapes
        .iter()
        .filter(|s| figure(s, "battles") == 0.0)
        .count();
    assert_eq!(battles.zero, none as f64 / 8.0);
}

/// The command line: the table before the JSON line, the same report with one thread or two.
#[test]
fn the_command_prints_a_table_and_the_same_report_on_any_threads() {
    let shape = |threads: &str, table: bool| {
        let mut args = vec![
            "shape",
            "--game",
            "port-royal",
            "--bots",
            "heuristic,random,heuristic",
            "--games",
            "6",
            "--seed",
            "2",
            "--threads",
            threads,
        ];
        if table {
            args.push("--table");
        }
        let out = Command::new(env!("CARGO_BIN_EXE_takhte-sim"))
            .args(&args)
            .output()
            .expect("takhte-sim runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let last = text.lines().last().unwrap().to_string();
        let mut json: serde_json::Value = serde_json::from_str(&last).unwrap();
        let fields = json.as_object_mut().unwrap();
        fields.remove("seconds");
        fields.remove("threads");
        (text, json)
    };
    let (text, one) = shape("1", true);
    let (plain, two) = shape("2", false);
    assert_eq!(one, two);
    assert!(
        text.contains("| figure | mean | 10% | median | 90% |"),
        "{text}"
    );
    assert!(text.contains("| `port_royal.end."), "{text}");
    assert_eq!(
        plain.lines().count(),
        1,
        "without --table only the JSON line"
    );
    assert_eq!(one["players"], 3, "one seat per bot");
    assert_eq!(one["games"], 6);
    let shares: f64 = one["end_reasons"]
        .as_object()
        .unwrap()
        .values()
        .map(|s| s["share"].as_f64().unwrap())
        .sum();
    assert!((shares - 1.0).abs() < 1e-9);
    let out = Command::new(env!("CARGO_BIN_EXE_takhte-sim"))
        .args(["shape", "--game", "chess", "--games", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
