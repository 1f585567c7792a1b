//! `takhte-sim` as a user runs it: threads, `--options` and the record size limit.

use std::process::{Command, Output};

fn sim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_takhte-sim"))
        .args(args)
        .output()
        .expect("takhte-sim runs")
}

/// The summary on the last line of a successful run, without the timing and thread fields.
fn results(args: &[&str]) -> serde_json::Value {
    let out = sim(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    let mut json: serde_json::Value =
        serde_json::from_str(text.lines().last().expect("a summary line")).expect("JSON");
    let fields = json.as_object_mut().expect("an object");
    for timing in ["seconds", "games_per_sec", "actions_per_sec", "threads"] {
        fields.remove(timing);
    }
    json
}

#[test]
fn one_thread_gives_the_same_results_as_two() {
    let play = ["play", "--game", "shikoku", "--games", "20", "--seed", "3"];
    let play_bots = [&play[..], &["--bots", "random,heuristic"]].concat();
    assert_eq!(
        results(&[&play_bots[..], &["--threads", "1"]].concat()),
        results(&[&play_bots[..], &["--threads", "2"]].concat())
    );
    let tournament = [
        "tournament",
        "--game",
        "port-royal",
        "--bots",
        "random,heuristic",
        "--games",
        "6",
        "--seed",
        "5",
    ];
    assert_eq!(
        results(&[&tournament[..], &["--threads", "1"]].concat()),
        results(&[&tournament[..], &["--threads", "2"]].concat())
    );
}

#[test]
fn options_are_read_as_a_record_reads_them() {
    let play = ["play", "--game", "tripoli", "--games", "4", "--seed", "9"];
    let mut defaults = results(&play);
    let mut empty = results(&[&play[..], &["--options", "{}"]].concat());
    defaults.as_object_mut().unwrap().remove("options");
    empty.as_object_mut().unwrap().remove("options");
    assert_eq!(defaults, empty, "{{}} means the defaults");
    for command in [
        &["play", "--game", "shikoku"][..],
        &["tournament", "--game", "settlers", "--bots", "random"],
        &["speed", "--game", "sekigahara", "--bots", "normal"],
    ] {
        for bad in [r#"{"no such option": 1}"#, "[1, 2]", "{not json"] {
            let out = sim(&[command, &["--options", bad]].concat());
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{command:?} {bad}: {stderr}");
            assert!(stderr.contains("--options"), "{command:?} {bad}: {stderr}");
        }
    }
}

#[test]
fn replay_refuses_a_record_file_over_the_size_limit() {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("oversized-record.json");
    let file = std::fs::File::create(&path).expect("temp file");
    let limit = takhte_engine::record::MAX_RECORD_BYTES as u64;
    file.set_len(limit + 1).expect("sparse file");
    let out = sim(&["replay", path.to_str().expect("UTF-8 path")]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("over the limit"), "{stdout}");
    std::fs::remove_file(&path).expect("temp file removed");
}

#[test]
fn decide_searches_as_the_worker_does_with_the_iterations_capped() {
    use takhte_engine::bots::search::{position_rng, search, SearchConfig};
    use takhte_engine::games::tripoli::Tripoli;
    use takhte_engine::{Game, Record};

    // A position a few actions into a game, each action the first legal one.
    let mut record = Record::new::<Tripoli>(2, &Default::default(), 11, 0xABCD);
    let mut state = record.start::<Tripoli>().unwrap();
    let mut legal = Vec::new();
    for _ in 0..3 {
        state.legal_actions(&mut legal);
        state.apply(legal[0]).unwrap();
        record.push::<Tripoli>(&legal[0]);
    }
    state.legal_actions(&mut legal);
    assert!(legal.len() > 1, "a decision to search");
    let path = std::env::temp_dir().join(format!("takhte-decide-{}.jsonl", std::process::id()));
    let line = |cap: u32| format!("{{\"record\":{},\"iterations\":{cap}}}\n", record.to_json());
    std::fs::write(&path, line(30) + &line(60)).unwrap();
    let out = sim(&["decide", "--level", "hard", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "one line per request and a summary");
    for (line, cap) in lines.iter().zip([30, 60]) {
        let config = SearchConfig {
            iterations: cap,
            ..SearchConfig::hard().for_game::<Tripoli>()
        };
        let seat = state.to_act().unwrap();
        let mut rng = position_rng(record.salt, record.actions.len());
        let report = search::<Tripoli>(
            &state.view(seat),
            seat,
            &legal,
            &config,
            &mut rng,
            &mut |_| false,
        );
        assert_eq!(line["iterations"], cap, "{line}");
        assert_eq!(line["action"], serde_json::to_value(report.action).unwrap());
        assert_eq!(line["actions"], 3);
    }
    assert_eq!(lines[2]["iterations"], 90);
    assert_eq!(lines[2]["positions"], 2);
}
