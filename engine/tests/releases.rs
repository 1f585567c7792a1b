//! Rules releases: records carry their game's release, replay under it, refuse one they do not
//! know as "newer", and read the settlers game's first encoding of an offer.

use takhte_engine::games::settlers::{Action, Settlers};
use takhte_engine::games::tripoli::Tripoli;
use takhte_engine::record::{start_at, RECORD_VERSION};
use takhte_engine::testing::bot_record;
use takhte_engine::{with_game, Game, Record, RecordError, GAME_IDS};

#[test]
fn new_records_carry_todays_release_and_format() {
    for id in GAME_IDS {
        let record = with_game!(*id, G => bot_record::<G>(G::PLAYERS.0, 3), _ => unreachable!());
        let rules = with_game!(*id, G => G::RULES, _ => unreachable!());
        assert_eq!(
            (record.version, record.rules),
            (RECORD_VERSION, rules),
            "{id}"
        );
        let text = record.to_json();
        assert!(
            text.contains(&format!("\"rules\":{rules}")),
            "{id}: {text:.80}"
        );
        assert_eq!(Record::from_json(&text).unwrap(), record);
    }
}

#[test]
fn a_release_this_engine_does_not_know_is_newer_not_broken() {
    for id in GAME_IDS {
        let mut record =
            with_game!(*id, G => bot_record::<G>(G::PLAYERS.0, 5), _ => unreachable!());
        record.rules += 1;
        let err = with_game!(*id, G => record.replay::<G>().map(drop), _ => unreachable!())
            .expect_err("unknown release");
        assert!(err.is_newer(), "{id}: {err}");
        assert!(matches!(err, RecordError::NewerRules { rules, known } if rules == known + 1));
        assert!(err.to_string().contains("newer version of Takhte"), "{err}");
    }
}

#[test]
fn a_version_1_record_reads_its_release_from_its_options() {
    let mut record = bot_record::<Tripoli>(2, 9);
    record.version = 1;
    record.rules = 0;
    record.options = serde_json::Value::Null;
    assert_eq!(
        record.rules_of::<Tripoli>(),
        1,
        "null options: the first release"
    );
    record.options = serde_json::json!({});
    assert_eq!(record.rules_of::<Tripoli>(), Tripoli::RULES_UNMARKED);
    assert_eq!(Tripoli::RULES_UNMARKED, 2);
    record.rules = 3;
    assert_eq!(record.rules_of::<Tripoli>(), 3, "a written release wins");
}

#[test]
fn every_release_of_every_game_sets_up_and_none_past_today() {
    for id in GAME_IDS {
        with_game!(*id, G => {
            for rules in 1..=G::RULES {
                let state: G = start_at(G::PLAYERS.0, &Default::default(), 4, 5, rules)
                    .unwrap_or_else(|e| panic!("{id} release {rules}: {e}"));
                assert!(state.to_act().is_some());
            }
            assert!(start_at::<G>(G::PLAYERS.0, &Default::default(), 4, 5, G::RULES + 1).is_err());
            assert!(start_at::<G>(G::PLAYERS.0, &Default::default(), 4, 5, 0).is_err());
        }, _ => unreachable!());
    }
}

/// A settlers record of the first release with a drafted offer in it (from the corpus).
fn first_release_settlers_with_offers() -> Record {
    let text = include_str!("corpus/2026-11-30/settlers.jsonl");
    let line = text
        .lines()
        .find(|l| l.contains("\"OfferTrade\"") && l.contains("\"outcome\":\"Running\""))
        .expect("a cut game with an offer");
    let entry: serde_json::Value = serde_json::from_str(line).unwrap();
    Record::from_json(&entry["record"].to_string()).unwrap()
}

#[test]
fn upgrading_rewrites_the_first_offer_encoding_and_keeps_the_game() {
    let old = first_release_settlers_with_offers();
    assert_eq!((old.version, old.rules), (1, 0));
    let before = old.replay::<Settlers>().expect("the old record replays");
    let mut upgraded = old.clone();
    upgraded.upgrade::<Settlers>().expect("upgrades");
    assert_eq!((upgraded.version, upgraded.rules), (RECORD_VERSION, 1));
    assert!(
        upgraded.actions.len() < old.actions.len(),
        "drafts fold into offers"
    );
    let text = upgraded.to_json();
    assert!(!text.contains("StartOffer") && text.contains("\"Offer\""));
    let after = Record::from_json(&text)
        .unwrap()
        .replay::<Settlers>()
        .expect("the upgraded record replays");
    assert_eq!(
        takhte_engine::record::fingerprint(&before),
        takhte_engine::record::fingerprint(&after)
    );
    // It goes on under release 1, with today's encoding of the next actions.
    let typed = upgraded.typed_actions::<Settlers>().unwrap();
    assert!(typed.iter().any(|a| matches!(a, Action::Offer { .. })));
    assert_eq!(after.rules, 1);
}

#[test]
fn a_bad_action_in_an_old_record_is_reported_at_its_own_index() {
    let mut old = first_release_settlers_with_offers();
    let at = old
        .actions
        .iter()
        .rposition(|a| a.get("OfferTrade").is_some())
        .expect("an offer");
    old.actions[at + 1] = serde_json::json!("Jump");
    match old.replay::<Settlers>() {
        Err(RecordError::BadAction { index, .. }) => assert_eq!(index, at + 1),
        other => panic!("expected a bad action at {}, got {other:?}", at + 1),
    }
}
