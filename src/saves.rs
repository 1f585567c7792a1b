//! The save format: a game record plus who sits where, versioned, parsed without touching storage.

use serde::{Deserialize, Serialize};
use takhte_engine::Record;

/// The save format version this app writes.
pub const SAVE_FORMAT: u32 = 1;

/// How one seat is played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A bot, by its engine name (`random`, `heuristic`, …).
    Bot {
        /// The engine's bot name.
        bot: String,
    },
}

impl SeatKind {
    /// True for a person.
    pub fn is_human(&self) -> bool {
        matches!(self, SeatKind::Human)
    }
}

/// One saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save {
    /// Save format version ([`SAVE_FORMAT`]).
    pub format: u32,
    /// Unique id (also in the storage key and the play route).
    pub id: String,
    /// The game record: replaying it rebuilds the game.
    pub record: Record,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    /// Creation time, ms since the epoch.
    pub created: f64,
    /// Last change, ms since the epoch.
    pub updated: f64,
    /// True once the game is over.
    #[serde(default)]
    pub finished: bool,
    /// True when every player agreed at the start to hints in a game of several people at this
    /// device (pass-and-play); a game against bots has hints without it.
    #[serde(default)]
    pub hints: bool,
}

/// Why a stored save cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveProblem {
    /// Not JSON or not a save.
    Corrupt(String),
    /// Written by a newer release of Takhte: a save format, record version or rules release
    /// (or a game) this app does not know. Such a save is kept as it is, never set aside.
    Newer(String),
    /// The record inside does not replay.
    BadRecord(String),
    /// Marked as not opening when it was opened (the mark: the problem's detail then).
    Marked(String),
}

impl SaveProblem {
    /// A short technical description.
    pub fn detail(&self) -> String {
        match self {
            SaveProblem::Corrupt(e) => format!("corrupt: {e}"),
            SaveProblem::Newer(e) => format!("newer: {e}"),
            SaveProblem::BadRecord(e) => format!("record does not replay: {e}"),
            SaveProblem::Marked(e) => e.clone(),
        }
    }
}

/// The newest rules release this app knows of `game`, or `None` for a game it does not know.
/// Reads only each game's constant, so the first load links no rules.
pub fn known_rules(game: &str) -> Option<u32> {
    takhte_engine::with_game!(game, G => Some(<G as takhte_engine::Game>::RULES), _ => None)
}

/// The fields read before the rest: a save of another format may differ in everything else.
#[derive(Deserialize)]
struct Head {
    format: Option<u64>,
    #[serde(default)]
    record: Option<RecordHead>,
}

/// What says which release wrote a record.
#[derive(Deserialize)]
struct RecordHead {
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    game: Option<String>,
    #[serde(default)]
    rules: Option<u64>,
}

/// Why a record written by `version`, for `game` under rules release `rules`, comes from a newer
/// release of Takhte than this one, if it does.
pub fn newer_record(version: u64, game: &str, rules: u64) -> Option<String> {
    if version > u64::from(takhte_engine::record::RECORD_VERSION) {
        return Some(format!("record version {version}"));
    }
    match known_rules(game) {
        None => Some(format!("game '{game}'")),
        Some(known) if rules > u64::from(known) => Some(format!(
            "{game} rules release {rules} (this app knows {known})"
        )),
        Some(_) => None,
    }
}

/// Parses a stored save, checking its format, record version and rules release (not yet
/// replayed): a save of a newer release is [`SaveProblem::Newer`] before anything else is read.
/// The text is read straight into the save (no intermediate JSON tree) after its head.
pub fn parse_save(text: &str) -> Result<Save, SaveProblem> {
    let head: Head = serde_json::from_str(text).map_err(|e| SaveProblem::Corrupt(e.to_string()))?;
    let format = head
        .format
        .ok_or_else(|| SaveProblem::Corrupt("no format".into()))?;
    if format > u64::from(SAVE_FORMAT) {
        return Err(SaveProblem::Newer(format!("save format {format}")));
    }
    if format != u64::from(SAVE_FORMAT) {
        return Err(SaveProblem::Corrupt(format!(
            "unknown save format {format}"
        )));
    }
    if let Some(RecordHead {
        version: Some(version),
        game: Some(game),
        rules,
    }) = &head.record
    {
        if let Some(why) = newer_record(*version, game, rules.unwrap_or(0)) {
            return Err(SaveProblem::Newer(why));
        }
    }
    let save: Save = serde_json::from_str(text).map_err(|e| SaveProblem::Corrupt(e.to_string()))?;
    if save.record.version == 0 {
        return Err(SaveProblem::Corrupt("record version 0".into()));
    }
    if save.seats.len() != save.record.players {
        return Err(SaveProblem::Corrupt(
            "seat count differs from players".into(),
        ));
    }
    Ok(save)
}

/// What can still be read of a stored entry that is not a usable save: its game, last change
/// and number of moves, each where readable.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Glimpse {
    /// The game id.
    pub game: Option<String>,
    /// Last change, ms since the epoch.
    pub updated: Option<f64>,
    /// The number of actions recorded.
    pub moves: Option<usize>,
    /// True when it holds something record-like ([`record_text`] finds it), so that it can be
    /// replayed up to its problem.
    pub record: bool,
}

/// Reads what it can of an entry that did not parse as a save (or a bare record).
pub fn glimpse(text: &str) -> Glimpse {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
        return Glimpse::default();
    };
    let record = value.get("record").unwrap_or(&value);
    Glimpse {
        game: record
            .get("game")
            .and_then(|g| g.as_str())
            .map(str::to_string),
        updated: value.get("updated").and_then(|u| u.as_f64()),
        moves: record
            .get("actions")
            .and_then(|a| a.as_array())
            .map(Vec::len),
        record: record.is_object() && record.get("game").is_some(),
    }
}

/// The record held by a stored entry, as JSON text (numbers exact, a salt above 2^53
/// included): the save's `record` field, or the entry itself when it looks like a bare record;
/// `None` when there is nothing record-like in it.
pub fn record_text(text: &str) -> Option<String> {
    let value = serde_json::from_str::<serde_json::Value>(text).ok()?;
    match value.get("record") {
        Some(record) if record.is_object() => Some(record.to_string()),
        _ if value.get("actions").is_some() && value.get("game").is_some() => Some(text.into()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Save {
        Save {
            format: SAVE_FORMAT,
            id: "abc".into(),
            record: Record {
                version: takhte_engine::record::RECORD_VERSION,
                game: "shikoku".into(),
                rules: 1,
                players: 2,
                options: serde_json::json!({}),
                seed: 1,
                salt: 2,
                actions: vec![],
            },
            seats: vec![
                SeatKind::Human,
                SeatKind::Bot {
                    bot: "heuristic".into(),
                },
            ],
            created: 1.0,
            updated: 2.0,
            finished: false,
            hints: false,
        }
    }

    #[test]
    fn a_save_round_trips() {
        let text = serde_json::to_string(&sample()).unwrap();
        assert_eq!(parse_save(&text), Ok(sample()));
    }

    #[test]
    fn corrupt_and_future_saves_are_recognised() {
        assert!(matches!(
            parse_save("{\"format\":1,"),
            Err(SaveProblem::Corrupt(_))
        ));
        let mut v = serde_json::to_value(sample()).unwrap();
        v["format"] = 7.into();
        assert!(matches!(
            parse_save(&v.to_string()),
            Err(SaveProblem::Newer(_))
        ));
        let mut w = serde_json::to_value(sample()).unwrap();
        w["seats"] = serde_json::json!([{"kind": "human"}]);
        assert!(matches!(
            parse_save(&w.to_string()),
            Err(SaveProblem::Corrupt(_))
        ));
        assert!(matches!(
            parse_save("{\"id\":\"x\"}"),
            Err(SaveProblem::Corrupt(_))
        ));
        assert!(matches!(parse_save("[1]"), Err(SaveProblem::Corrupt(_))));
        assert!(matches!(
            parse_save("{\"format\":2,\"whatever\":[]}"),
            Err(SaveProblem::Newer(_))
        ));
        assert!(matches!(
            parse_save("{\"format\":0}"),
            Err(SaveProblem::Corrupt(_))
        ));
    }

    #[test]
    fn a_save_of_a_newer_release_is_newer_not_corrupt() {
        let known = known_rules("shikoku").unwrap();
        let mut v = serde_json::to_value(sample()).unwrap();
        v["record"]["rules"] = (known + 1).into();
        // A newer release may also change what else a record holds.
        v["record"]["actions"] = serde_json::json!({"a": "map"});
        assert!(matches!(
            parse_save(&v.to_string()),
            Err(SaveProblem::Newer(_))
        ));
        let mut w = serde_json::to_value(sample()).unwrap();
        w["record"]["version"] = 3.into();
        w["record"]["options"] = serde_json::json!([1]);
        assert!(matches!(
            parse_save(&w.to_string()),
            Err(SaveProblem::Newer(_))
        ));
        let mut x = serde_json::to_value(sample()).unwrap();
        x["record"]["game"] = "chess".into();
        assert!(matches!(
            parse_save(&x.to_string()),
            Err(SaveProblem::Newer(_))
        ));
        // A record of the first release (no rules field, version 1) is not newer.
        let mut old = serde_json::to_value(sample()).unwrap();
        old["record"]["version"] = 1.into();
        old["record"].as_object_mut().unwrap().remove("rules");
        let save = parse_save(&old.to_string()).unwrap();
        assert_eq!(save.record.rules, 0);
    }

    #[test]
    fn a_glimpse_reads_what_it_can() {
        let text = serde_json::to_string(&sample()).unwrap();
        let g = glimpse(&text);
        assert_eq!(g.game.as_deref(), Some("shikoku"));
        assert_eq!(g.updated, Some(2.0));
        assert_eq!(g.moves, Some(0));
        assert_eq!(glimpse("not json"), Glimpse::default());
        assert!(record_text(&text).unwrap().contains("\"seed\":1"));
        assert_eq!(record_text("[1]"), None);
        // The record's own text, a salt above 2^53 included, and what can be read of a damaged
        // entry.
        let big = r#"{"format":1,"record":{"game":"settlers","salt":13281660131747690821,"actions":[1,2]},"updated":"x"}"#;
        let exported = record_text(big).unwrap();
        assert!(
            exported.contains(r#""salt":13281660131747690821"#),
            "{exported}"
        );
        assert!(exported.contains(r#""actions":[1,2]"#), "{exported}");
        let g = glimpse(big);
        assert_eq!(
            (g.game.as_deref(), g.updated, g.moves),
            (Some("settlers"), None, Some(2))
        );
    }
}
