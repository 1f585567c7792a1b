//! Every earlier release's games still open: the records in `tests/corpus/<release>/<game>.jsonl`
//! were written by that release's own engine (`scripts/make-corpus.sh`), each with the seat to act
//! after every action and the outcome that engine gave. Today's engine replays each one under the
//! rules release it was written with and must agree on both.

use std::path::Path;
use takhte_engine::{with_game, Game, Record};

/// One corpus line.
#[derive(serde::Deserialize)]
struct Entry {
    record: serde_json::Value,
    to_act: String,
    outcome: serde_json::Value,
}

fn seat_char(seat: Option<usize>) -> char {
    seat.map_or('-', |s| char::from(b'0' + s as u8))
}

/// Replays one record and returns what differs from the entry, if anything.
fn check<G: Game>(entry: &Entry, record: &Record) -> Result<(), String> {
    let mut state = record
        .start::<G>()
        .map_err(|e| format!("does not start: {e}"))?;
    let actions = record
        .indexed_actions::<G>()
        .map_err(|e| format!("actions not readable: {e}"))?;
    let expected: Vec<char> = entry.to_act.chars().collect();
    for (index, action) in actions {
        state
            .apply(action)
            .map_err(|e| format!("action {index} refused: {e}"))?;
        let now = seat_char(state.to_act());
        if expected.get(index) != Some(&now) {
            return Err(format!(
                "after action {index}: {now} to act, the release said {:?}",
                expected.get(index)
            ));
        }
    }
    let outcome = serde_json::to_value(state.outcome()).expect("outcome");
    if outcome != entry.outcome {
        return Err(format!(
            "outcome {outcome}, the release said {}",
            entry.outcome
        ));
    }
    Ok(())
}

#[test]
fn every_record_of_every_release_replays_as_its_release_played_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut releases: Vec<_> = std::fs::read_dir(&root)
        .expect("corpus folder")
        .map(|e| e.expect("entry").path())
        .filter(|path| path.is_dir())
        .collect();
    releases.sort();
    assert!(
        releases.len() >= 2,
        "the corpus holds at least two releases"
    );
    let (mut checked, mut finished, mut failures) = (0, 0, Vec::new());
    for release in &releases {
        let mut games = 0;
        for id in takhte_engine::GAME_IDS {
            let path = release.join(format!("{id}.jsonl"));
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for (line, row) in text.lines().enumerate() {
                let entry: Entry = serde_json::from_str(row).expect("corpus line");
                let record = Record::from_json(&entry.record.to_string())
                    .unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), line + 1));
                assert_eq!(record.game, *id);
                let result = with_game!(*id, G => check::<G>(&entry, &record), _ => unreachable!());
                if let Err(e) = result {
                    failures.push(format!("{}:{}: {e}", path.display(), line + 1));
                }
                checked += 1;
                games += 1;
                finished += usize::from(entry.outcome != "Running");
            }
        }
        assert!(games > 0, "{}: no records", release.display());
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} records differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        finished > 0 && finished < checked,
        "finished and cut records both"
    );
}
