//! A record damaged in any one byte is either refused with a message or replays, in every game:
//! never a panic.

use std::panic::{catch_unwind, AssertUnwindSafe};
use takhte_engine::bots::Strategy;
use takhte_engine::testing::bot_record;
use takhte_engine::{with_game, Game, GameRng, Record, GAME_IDS};

/// Damaged copies tried per game, spread over its records.
const MUTATIONS: usize = 4_000;

/// Bytes that keep the JSON readable more often than a random byte does, so more damage
/// reaches the rules: other numbers, signs, exponents, quotes and brackets.
const TELLING: &[u8] = b"0123456789-+.eE,:\"{}[] nt";

/// A few seeded records of `G`: heuristic games at the fewest and most seats, and a random game.
fn records<G: Strategy>() -> Vec<Record> {
    let (fewest, most) = G::PLAYERS;
    let mut records = vec![bot_record::<G>(fewest, 11), bot_record::<G>(most, 12)];
    let options = G::Options::default();
    let mut record = Record::new::<G>(fewest, &options, 13, 14);
    let mut state = record.start::<G>().expect("set-up succeeds");
    let mut rng = GameRng::new(13);
    let mut legal = Vec::new();
    while state.to_act().is_some() {
        state.legal_actions(&mut legal);
        let action = legal[rng.index(legal.len())];
        state.apply(action).expect("a listed action is legal");
        record.push::<G>(&action);
    }
    records.push(record);
    records
}

/// What a damaged text came to: refused, replayed, or the panic's message.
enum Fate {
    Refused,
    Replayed,
    Panicked(String),
}

fn fate<G: Game>(text: &str) -> Fate {
    let result = catch_unwind(AssertUnwindSafe(|| {
        Record::from_json(text).and_then(|r| r.replay::<G>())
    }));
    match result {
        Ok(Ok(_)) => Fate::Replayed,
        Ok(Err(e)) => {
            assert!(!e.to_string().is_empty(), "{}: {e:?} has no message", G::ID);
            Fate::Refused
        }
        Err(payload) => Fate::Panicked(
            payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default(),
        ),
    }
}

/// Damages `G`'s records one byte at a time (seeded) and returns how many were refused and
/// replayed; panics, listing them, if any damaged record panicked.
fn damage<G: Strategy>() -> (usize, usize) {
    let texts: Vec<Vec<u8>> = records::<G>().iter().map(|r| r.to_json().into()).collect();
    let mut rng = GameRng::new(0xDA_4A6E);
    let (mut refused, mut replayed, mut panics) = (0, 0, Vec::new());
    for _ in 0..MUTATIONS {
        let mut bytes = texts[rng.index(texts.len())].clone();
        let at = rng.index(bytes.len());
        bytes[at] = if rng.index(2) == 0 {
            TELLING[rng.index(TELLING.len())]
        } else {
            rng.next_u64() as u8
        };
        // A file or link with invalid UTF-8 reaches the parser as the browser decodes it.
        let text = String::from_utf8_lossy(&bytes);
        match fate::<G>(&text) {
            Fate::Refused => refused += 1,
            Fate::Replayed => replayed += 1,
            Fate::Panicked(message) => {
                let from = at.saturating_sub(40);
                let to = (at + 40).min(text.len());
                let around = String::from_utf8_lossy(&bytes[from..to]).into_owned();
                panics.push(format!(
                    "byte {at} = {:#04x} (…{around}…): {message}",
                    bytes[at]
                ));
            }
        }
    }
    assert!(
        panics.is_empty(),
        "{}: {} of {MUTATIONS} damaged records panicked:\n{}",
        G::ID,
        panics.len(),
        panics.join("\n")
    );
    (refused, replayed)
}

#[test]
fn a_record_damaged_in_one_byte_is_refused_with_a_message_or_replays_in_every_game() {
    for id in GAME_IDS {
        let (refused, replayed) = with_game!(*id, G => damage::<G>(), _ => unreachable!());
        println!("{id}: {refused} refused, {replayed} replayed");
        assert_eq!(refused + replayed, MUTATIONS);
    }
}
