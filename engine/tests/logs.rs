//! Every game's log lines stay as they were: seeded random games in `fixtures/logs.json` are
//! replayed and each action's log entry (key and arguments) is compared with the one written
//! there. Regenerate after a deliberate log change with
//! `UPDATE_FIXTURES=1 cargo test -p takhte-engine --test logs`.

use takhte_engine::record::start;
use takhte_engine::{with_game, Game, GameRng, Record, GAME_IDS};

const FIXTURES: &str = include_str!("fixtures/logs.json");
/// The seeds of the fixture games; the table size cycles through the game's range.
const SEEDS: [u64; 3] = [11, 12, 13];
/// Random games are cut here so the fixture stays small.
const MAX_ACTIONS: usize = 300;

/// A random game from `seed` at a table of `players`, cut at [`MAX_ACTIONS`].
fn random_record<G: Game>(players: usize, seed: u64) -> Record {
    let options = G::Options::default();
    let mut record = Record::new::<G>(players, &options, seed, seed ^ 0x10C5);
    let mut state: G = start(players, &options, seed, record.salt).expect("set-up succeeds");
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    while state.to_act().is_some() && record.actions.len() < MAX_ACTIONS {
        state.legal_actions(&mut legal);
        let action = legal[rng.index(legal.len())];
        state.apply(action).expect("a listed action is legal");
        record.push::<G>(&action);
    }
    record
}

/// Each action's log entry, as compact JSON, replaying `record`.
fn log_lines<G: Game>(record: &Record) -> Vec<String> {
    let mut state: G = record.start().expect("fixture sets up");
    record
        .typed_actions::<G>()
        .expect("fixture actions parse")
        .into_iter()
        .map(|action| {
            let entry = state.apply(action).expect("fixture action is legal");
            serde_json::to_string(&entry).expect("log entry serializes")
        })
        .collect()
}

fn lines_of(record: &Record) -> Vec<String> {
    with_game!(record.game.as_str(), G => log_lines::<G>(record), _ => panic!("unknown game"))
}

/// The fixture as written by `UPDATE_FIXTURES=1`: per game, its records and their log lines.
fn generate() -> serde_json::Value {
    let mut out = serde_json::Map::new();
    for id in GAME_IDS {
        let games: Vec<serde_json::Value> = with_game!(*id, G => {
            let (lo, hi) = G::PLAYERS;
            SEEDS
                .iter()
                .enumerate()
                .map(|(i, &seed)| random_record::<G>(lo + i % (hi - lo + 1), seed))
                .map(|record| {
                    let log = lines_of(&record);
                    serde_json::json!({ "record": record.to_json(), "log": log })
                })
                .collect()
        }, _ => unreachable!());
        out.insert(id.to_string(), games.into());
    }
    out.into()
}

#[test]
fn log_entries_match_the_fixture() {
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/logs.json");
        let text = serde_json::to_string_pretty(&generate()).expect("json");
        std::fs::write(path, text + "\n").expect("write");
        return;
    }
    let fixtures: serde_json::Value = serde_json::from_str(FIXTURES).expect("fixtures parse");
    for id in GAME_IDS {
        let games = fixtures[*id].as_array().unwrap_or_else(|| {
            panic!("no fixture for {id}: run UPDATE_FIXTURES=1 cargo test --test logs")
        });
        assert_eq!(games.len(), SEEDS.len(), "{id}: fixture games");
        for game in games {
            let record = Record::from_json(game["record"].as_str().expect("record"))
                .expect("fixture record parses");
            let expected: Vec<&str> = game["log"]
                .as_array()
                .expect("log")
                .iter()
                .map(|line| line.as_str().expect("log line"))
                .collect();
            assert!(expected.len() > 20, "{id}: fixture game too short");
            let actual = lines_of(&record);
            assert_eq!(
                actual.len(),
                expected.len(),
                "{id}: one log line per action"
            );
            for (index, (a, e)) in actual.iter().zip(&expected).enumerate() {
                assert_eq!(a, e, "{id}: log line of action {index} changed");
            }
        }
    }
}
