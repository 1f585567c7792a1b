//! The same record gives the same final state natively and in wasm: both replay the fixtures
//! in `fixtures/fingerprints.json` and compare the state fingerprints written there.
//! Regenerate after a deliberate rules change with `UPDATE_FIXTURES=1 cargo test --test fingerprints`.

use takhte_engine::record::fingerprint;
use takhte_engine::testing::bot_record;
use takhte_engine::{with_game, Game, Record, GAME_IDS};

const FIXTURES: &str = include_str!("fixtures/fingerprints.json");

fn replayed_fingerprint(record: &Record) -> String {
    with_game!(record.game.as_str(), G => {
        let state: G = record.replay().expect("fixture replays");
        format!("{:016x}", fingerprint(&state))
    }, _ => panic!("unknown game {}", record.game))
}

fn check_all() {
    let fixtures: serde_json::Value = serde_json::from_str(FIXTURES).expect("fixtures parse");
    for id in GAME_IDS {
        let entry = fixtures.get(*id).unwrap_or_else(|| {
            panic!("no fixture for {id}: run UPDATE_FIXTURES=1 cargo test --test fingerprints")
        });
        let record: Record = serde_json::from_value(entry["record"].clone()).expect("record");
        assert!(record.actions.len() > 10, "{id}: fixture game too short");
        assert_eq!(
            replayed_fingerprint(&record),
            entry["fingerprint"].as_str().expect("fingerprint"),
            "{id}: final state differs from the fixture"
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn fixtures_replay_to_their_fingerprints_natively() {
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        let mut out = serde_json::Map::new();
        for id in GAME_IDS {
            let record =
                with_game!(*id, G => bot_record::<G>(G::PLAYERS.0.max(2), 7), _ => unreachable!());
            let fp = replayed_fingerprint(&record);
            out.insert(
                id.to_string(),
                serde_json::json!({ "record": record, "fingerprint": fp }),
            );
        }
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/fingerprints.json"
        );
        std::fs::write(path, serde_json::to_string_pretty(&out).expect("json")).expect("write");
        return;
    }
    check_all();
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen_test::*;
    wasm_bindgen_test_configure!(run_in_browser);

    #[wasm_bindgen_test]
    fn fixtures_replay_to_their_fingerprints_in_wasm() {
        super::check_all();
    }
}
