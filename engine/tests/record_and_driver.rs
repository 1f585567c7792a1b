//! The shared machinery (records, replay, salt, bots, the legality check) on a toy game,
//! independent of any real game's rules.

use serde::{Deserialize, Serialize};
use takhte_engine::bots::{play_out, Bot, RandomBot};
use takhte_engine::record::{fingerprint, start};
use takhte_engine::testing::{assert_legal_iff_accepted, random_games};
use takhte_engine::*;

/// Toy "race to 10": each player in turn adds 1 or 2, or draws a random 1..=3.
#[derive(Clone, Debug, Serialize)]
struct Race {
    rng: GameRng,
    total: u32,
    first_card: u32,
    turn: usize,
    epoch: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    Add(u32),
    Draw,
}

impl Game for Race {
    type Action = Step;
    type View = u32;
    type Options = NoOptions;
    const ID: &'static str = "race";
    const PLAYERS: (usize, usize) = (2, 3);
    const RULES: u32 = 1;

    fn new(_: usize, _: &NoOptions, mut rng: GameRng) -> Result<Self, SetupError> {
        let first_card = rng.below(100);
        Ok(Race {
            rng,
            total: 0,
            first_card,
            turn: 0,
            epoch: 0,
        })
    }
    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }
    fn players(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Seat> {
        (self.total < 10).then_some(self.turn % 2)
    }
    fn legal_actions(&self, out: &mut Vec<Step>) {
        out.clear();
        if self.total < 10 {
            out.extend([Step::Add(1), Step::Add(2), Step::Draw]);
        }
    }
    fn apply(&mut self, a: Step) -> Result<LogEntry, IllegalAction> {
        if self.total >= 10 {
            return Err(IllegalAction::game_over());
        }
        match a {
            Step::Add(n @ 1..=2) => self.total += n,
            Step::Add(n) => return Err(IllegalAction::new("race.add", format!("cannot add {n}"))),
            Step::Draw => self.total += self.rng.below(3) + 1,
        }
        let entry = LogEntry::new("race.step", [LogArg::Player(self.turn % 2)]);
        self.turn += 1;
        Ok(entry)
    }
    fn view(&self, _: Seat) -> u32 {
        self.total
    }
    fn outcome(&self) -> Outcome {
        if self.total < 10 {
            return Outcome::Running;
        }
        let winner = (self.turn + 1) % 2;
        let keys: Vec<Vec<i32>> = (0..2).map(|s| vec![i32::from(s == winner)]).collect();
        Outcome::ranked(vec![0, 0], &keys)
    }
    fn end_reason(&self) -> Option<LogEntry> {
        (self.total >= 10).then(|| LogEntry::new("race.end", []))
    }
    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.epoch
    }
}

fn record_with(actions: &[Step]) -> Record {
    let mut r = Record::new::<Race>(2, &NoOptions {}, 42, 7);
    for a in actions {
        r.push::<Race>(a);
    }
    r
}

#[test]
fn record_round_trips_through_json_and_replays_to_the_same_state() {
    let mut state: Race = start(2, &NoOptions {}, 42, 7).unwrap();
    let mut rec = Record::new::<Race>(2, &NoOptions {}, 42, 7);
    let mut rng = GameRng::new(1);
    let mut bots: Vec<Box<dyn Bot<Race>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
    while state.to_act().is_some() {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let a = legal[rng.index(legal.len())];
        state.apply(a).unwrap();
        rec.push::<Race>(&a);
    }
    let parsed = Record::from_json(&rec.to_json()).unwrap();
    assert_eq!(parsed, rec);
    let replayed: Race = parsed.replay().unwrap();
    assert_eq!(fingerprint(&replayed), fingerprint(&state));
    // The driver reaches the end too.
    let mut fresh: Race = start(2, &NoOptions {}, 42, 7).unwrap();
    assert!(play_out(&mut fresh, &mut bots, &mut rng, 100)
        .outcome
        .is_over());
}

#[test]
fn illegal_action_in_a_record_is_reported_with_its_index() {
    let rec = record_with(&[Step::Add(1), Step::Add(2), Step::Add(5), Step::Add(1)]);
    match rec.replay::<Race>() {
        Err(RecordError::Illegal { index, reason }) => {
            assert_eq!(index, 2);
            assert_eq!(reason.key, "race.add");
        }
        other => panic!("expected an illegal action, got {other:?}"),
    }
    let mut bad = record_with(&[Step::Add(1)]);
    bad.actions.push(serde_json::json!({"Jump": 3}));
    assert!(matches!(
        bad.replay::<Race>(),
        Err(RecordError::BadAction { index: 1, .. })
    ));
}

#[test]
fn unknown_version_wrong_game_and_bad_players_are_refused() {
    let mut rec = record_with(&[]);
    rec.version = 99;
    let newer = Record::from_json(&rec.to_json());
    assert_eq!(newer, Err(RecordError::NewerFormat(99)));
    assert!(newer.unwrap_err().is_newer());
    rec.version = 0;
    let never = Record::from_json(&rec.to_json());
    assert_eq!(never, Err(RecordError::Version(0)));
    assert!(!never.unwrap_err().is_newer());
    assert!(matches!(
        Record::from_json("{not json"),
        Err(RecordError::Malformed(_))
    ));
    let mut other = record_with(&[]);
    other.game = "chess".into();
    assert!(matches!(
        other.replay::<Race>(),
        Err(RecordError::WrongGame(_))
    ));
    let mut crowded = record_with(&[]);
    crowded.players = 9;
    assert!(matches!(
        crowded.replay::<Race>(),
        Err(RecordError::Setup(_))
    ));
}

#[test]
fn the_seed_fixes_the_deal_and_the_salt_only_later_draws() {
    let a: Race = start(2, &NoOptions {}, 5, 1).unwrap();
    let b: Race = start(2, &NoOptions {}, 5, 2).unwrap();
    assert_eq!(a.first_card, b.first_card, "same seed, same opening deal");
    let draws = |mut s: Race| {
        (0..8)
            .map(|_| {
                s.total = 0;
                s.apply(Step::Draw).unwrap();
                s.total
            })
            .collect::<Vec<_>>()
    };
    assert_ne!(draws(a), draws(b), "different salts, different later draws");
}

#[test]
fn refused_action_changes_nothing_and_legal_matches_accepted() {
    let state: Race = start(2, &NoOptions {}, 3, 3).unwrap();
    let universe = [
        Step::Add(0),
        Step::Add(1),
        Step::Add(2),
        Step::Add(3),
        Step::Draw,
    ];
    assert_legal_iff_accepted(&state, &universe);
    let outcomes = random_games::<Race>(2, &NoOptions {}, 1, 200, 50, |s| {
        assert_legal_iff_accepted(s, &universe);
    });
    assert!(outcomes.iter().all(Outcome::is_over));
    assert!(outcomes.iter().all(|o| o.winners().len() == 1));
}

#[test]
fn outcome_ranks_ties_together() {
    let o = Outcome::ranked(vec![5, 5, 3], &[vec![5, 1], vec![5, 1], vec![3, 0]]);
    assert_eq!(o.winners(), vec![0, 1]);
    assert!(!o.is_draw());
    let d = Outcome::ranked(vec![1, 1], &[vec![1], vec![1]]);
    assert!(d.is_draw());
}

/// A record of `id` with `options` (as JSON text) and the first few legal actions of its game.
fn record_with_options(id: &str, options: &str) -> String {
    with_game!(id, G => {
        let mut state: G = start(G::PLAYERS.0, &Default::default(), 3, 4).unwrap();
        let mut actions = Vec::new();
        let mut legal = Vec::new();
        while state.to_act().is_some() && actions.len() < 5 {
            state.legal_actions(&mut legal);
            state.apply(legal[0]).unwrap();
            actions.push(serde_json::to_value(legal[0]).unwrap());
        }
        format!(
            r#"{{"version":1,"game":"{id}","players":{},"options":{options},"seed":3,"salt":4,"actions":{}}}"#,
            G::PLAYERS.0,
            serde_json::Value::from(actions)
        )
    }, _ => unreachable!())
}

#[test]
fn options_empty_object_is_accepted() {
    for id in GAME_IDS {
        let record = Record::from_json(&record_with_options(id, "{}")).unwrap();
        assert_eq!(record.options, serde_json::json!({}));
        let replayed = with_game!(*id, G => record.replay::<G>().map(|s| fingerprint(&s)), _ => unreachable!());
        let expected = with_game!(*id, G => {
            let mut plain = record.clone();
            plain.options = serde_json::Value::Null;
            // The same release: a record without one reads `null` options as the first.
            plain.rules = record.rules_of::<G>();
            fingerprint(&plain.replay::<G>().unwrap())
        }, _ => unreachable!());
        assert_eq!(
            replayed,
            Ok(expected),
            "{id}: `{{}}` replays like the defaults"
        );
    }
}

#[test]
fn options_with_an_unknown_field_are_refused() {
    for id in GAME_IDS {
        let record = Record::from_json(&record_with_options(id, r#"{"x":1}"#)).unwrap();
        let replayed = with_game!(*id, G => record.replay::<G>().map(|_| ()), _ => unreachable!());
        assert!(
            matches!(replayed, Err(RecordError::BadOptions(_))),
            "{id}: {replayed:?}"
        );
    }
}

#[test]
fn replay_stops_at_the_first_bad_action() {
    let mut rec = record_with(&[Step::Add(5)]);
    rec.actions.extend(std::iter::repeat_n(
        serde_json::json!("junk"),
        record::MAX_RECORD_ACTIONS - 1,
    ));
    match rec.replay::<Race>() {
        Err(RecordError::Illegal { index, reason }) => {
            assert_eq!(index, 0);
            assert_eq!(reason.key, "race.add");
        }
        other => panic!("expected action 0 to be illegal, got {other:?}"),
    }
}

#[test]
fn a_huge_version_is_reported_as_it_is() {
    let text = record_with(&[])
        .to_json()
        .replace("\"version\":2", "\"version\":4294967297");
    let err = Record::from_json(&text).expect_err("version 4294967297 is unknown");
    assert_eq!(
        err.to_string(),
        "made with a newer version of Takhte (record version 4294967297)"
    );
}

#[test]
fn a_record_over_the_size_limit_is_refused_before_parsing() {
    let text = "x".repeat(record::MAX_RECORD_BYTES + 1);
    let err = Record::from_json(&text).expect_err("too long");
    assert_eq!(
        err,
        RecordError::TooLarge {
            bytes: record::MAX_RECORD_BYTES + 1,
            limit: record::MAX_RECORD_BYTES
        }
    );
    assert!(err.to_string().contains("over the limit"), "{err}");
    let mut padded = record_with(&[Step::Add(1)]).to_json();
    padded.push_str(&" ".repeat(record::MAX_RECORD_BYTES - padded.len()));
    assert!(
        Record::from_json(&padded).is_ok(),
        "the limit itself is allowed"
    );
}

#[test]
fn a_record_with_too_many_actions_is_refused() {
    let mut rec = record_with(&[]);
    rec.actions = vec![serde_json::json!(0); record::MAX_RECORD_ACTIONS + 1];
    let err = Record::from_json(&rec.to_json()).expect_err("too many actions");
    assert_eq!(
        err,
        RecordError::TooManyActions {
            actions: record::MAX_RECORD_ACTIONS + 1,
            limit: record::MAX_RECORD_ACTIONS
        }
    );
    assert!(!err.to_string().is_empty());
}

#[test]
fn empty_options_mean_the_defaults_and_unknown_ones_are_refused() {
    let mut rec = record_with(&[Step::Add(1)]);
    rec.options = serde_json::json!({});
    assert!(rec.replay::<Race>().is_ok());
    rec.options = serde_json::json!({"fast": true});
    assert!(matches!(
        rec.replay::<Race>(),
        Err(RecordError::BadOptions(_))
    ));
}
