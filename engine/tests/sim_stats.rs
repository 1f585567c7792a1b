//! `takhte-sim replay --stats`: a finished game's statistics as JSON, refusals for the rest.

use std::path::PathBuf;
use std::process::{Command, Output};
use takhte_engine::stats::stats_of;
use takhte_engine::Record;

fn replay_stats(path: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_takhte-sim"))
        .args(["replay", "--stats", path])
        .output()
        .expect("takhte-sim runs")
}

fn fixture_path(name: &str) -> String {
    format!(
        "{}/tests/fixtures/stats/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn temp_path(name: &str) -> PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

#[test]
fn prints_the_statistics_of_a_finished_game() {
    let path = fixture_path("shikoku-1");
    let out = replay_stats(&path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let printed: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let record = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let expected = serde_json::to_value(stats_of(&record).unwrap()).unwrap();
    assert_eq!(printed, expected);
    assert_eq!(printed["turns_led"], serde_json::json!([0, 21]));
    assert_eq!(
        printed["detail"]["shikoku"]["rounds"][2]["points"],
        serde_json::json!([7, 2])
    );
}

#[test]
fn refuses_an_unfinished_game_and_an_oversized_file() {
    let text = std::fs::read_to_string(fixture_path("tripoli-1")).unwrap();
    let mut record = Record::from_json(&text).unwrap();
    record.actions.pop();
    let unfinished = temp_path("unfinished-record.json");
    std::fs::write(&unfinished, record.to_json()).unwrap();
    let out = replay_stats(unfinished.to_str().unwrap());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("not over"), "{stdout}");
    std::fs::remove_file(&unfinished).unwrap();

    let oversized = temp_path("oversized-stats-record.json");
    let file = std::fs::File::create(&oversized).unwrap();
    file.set_len(takhte_engine::record::MAX_RECORD_BYTES as u64 + 1)
        .unwrap();
    let out = replay_stats(oversized.to_str().unwrap());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("over the limit"), "{stdout}");
    std::fs::remove_file(&oversized).unwrap();
}
