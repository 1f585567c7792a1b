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
    /// Written by a format this app does not know.
    UnknownFormat(u64),
    /// The record inside does not replay.
    BadRecord(String),
}

impl SaveProblem {
    /// A short technical description.
    pub fn detail(&self) -> String {
        match self {
            SaveProblem::Corrupt(e) => format!("corrupt: {e}"),
            SaveProblem::UnknownFormat(v) => format!("unknown save format {v}"),
            SaveProblem::BadRecord(e) => format!("record does not replay: {e}"),
        }
    }
}

/// The one field read before the rest: a save of another format may differ in everything else.
#[derive(Deserialize)]
struct Head {
    format: Option<u64>,
}

/// Parses a stored save, checking its format and record version (not yet replayed). The text
/// is read straight into the save (no intermediate JSON tree), after its format is checked.
pub fn parse_save(text: &str) -> Result<Save, SaveProblem> {
    let head: Head = serde_json::from_str(text).map_err(|e| SaveProblem::Corrupt(e.to_string()))?;
    let format = head
        .format
        .ok_or_else(|| SaveProblem::Corrupt("no format".into()))?;
    if format != u64::from(SAVE_FORMAT) {
        return Err(SaveProblem::UnknownFormat(format));
    }
    let save: Save = serde_json::from_str(text).map_err(|e| SaveProblem::Corrupt(e.to_string()))?;
    if !(1..=takhte_engine::record::RECORD_VERSION).contains(&save.record.version) {
        return Err(SaveProblem::UnknownFormat(u64::from(save.record.version)));
    }
    if save.seats.len() != save.record.players {
        return Err(SaveProblem::Corrupt(
            "seat count differs from players".into(),
        ));
    }
    Ok(save)
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
        assert_eq!(
            parse_save(&v.to_string()),
            Err(SaveProblem::UnknownFormat(7))
        );
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
        assert_eq!(
            parse_save("{\"format\":2,\"whatever\":[]}"),
            Err(SaveProblem::UnknownFormat(2))
        );
    }
}
