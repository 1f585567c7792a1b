//! Importing a record file as a new save, and keeping a chosen file for the whole app when it
//! was chosen on the first load's home screen (which has no rules to check it with).

use crate::route::Route;
use crate::saves::{Save, SeatKind, SAVE_FORMAT};
use crate::storage;
use takhte_engine::{with_game, Record};

/// Turns a record file's text into a new save and says where to open it.
pub type Importer = fn(&str) -> Result<Route, ImportError>;

/// Where a chosen file waits (in the tab's session storage) for the whole app to import it.
const STASH_KEY: &str = "takhte.import";

/// Keeps a chosen file's text for the whole app; false if the browser refused it.
pub fn stash(text: &str) -> bool {
    session_storage().is_some_and(|s| s.set_item(STASH_KEY, text).is_ok())
}

/// The kept file's text, removed from where it waited.
pub fn take_stashed() -> Option<String> {
    let storage = session_storage()?;
    let text = storage.get_item(STASH_KEY).ok()??;
    let _ = storage.remove_item(STASH_KEY);
    Some(text)
}

/// The tab's session storage.
fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Why a chosen file could not be imported.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    /// The file could not be read.
    Unreadable,
    /// The file is over the record size limit (the limit, in words).
    TooLarge(String),
    /// Not a record, or one that does not replay (the technical reason).
    NotARecord(String),
    /// A record of a game this app does not know (its id).
    UnknownGame(String),
    /// The new save could not be written.
    NotSaved,
    /// A record made by a newer release of Takhte (what is newer).
    Newer(String),
}

impl ImportError {
    /// The catalogue key explaining this to a player.
    pub fn message_key(&self) -> &'static str {
        match self {
            ImportError::Unreadable => "error.import_unreadable",
            ImportError::TooLarge(_) => "error.import_too_large",
            ImportError::NotARecord(_) => "error.import_failed",
            ImportError::UnknownGame(_) => "error.import_unknown_game",
            ImportError::NotSaved => "error.not_saved",
            ImportError::Newer(_) => "error.newer_title",
        }
    }

    /// The technical detail shown after the message, if any.
    pub fn detail(&self) -> Option<String> {
        match self {
            ImportError::NotARecord(d) | ImportError::UnknownGame(d) | ImportError::TooLarge(d) => {
                Some(d.clone())
            }
            ImportError::Newer(d) => Some(format!("newer: {d}")),
            ImportError::Unreadable | ImportError::NotSaved => None,
        }
    }
}

/// Turns an imported record into a new save (every seat human, the record in today's encoding)
/// and returns where to open it; a record of a newer release is [`ImportError::Newer`].
pub fn import_record(text: &str) -> Result<Route, ImportError> {
    let not_a_record = |e: takhte_engine::RecordError| {
        if e.is_newer() {
            ImportError::Newer(e.to_string())
        } else {
            ImportError::NotARecord(e.to_string())
        }
    };
    let mut record = Record::from_json(text).map_err(not_a_record)?;
    let game = record.game.clone();
    if let Some(why) =
        crate::saves::newer_record(u64::from(record.version), &game, u64::from(record.rules))
            .filter(|_| crate::saves::known_rules(&game).is_some())
    {
        return Err(ImportError::Newer(why));
    }
    let finished = with_game!(game.as_str(), G => {
        record.upgrade::<G>().map_err(not_a_record)?;
        let state = record.replay::<G>().map_err(not_a_record)?;
        takhte_engine::Game::outcome(&state).is_over()
    }, _ => return Err(ImportError::UnknownGame(game)));
    let id = storage::new_id();
    let now = storage::now();
    let save = Save {
        format: SAVE_FORMAT,
        id: id.clone(),
        seats: vec![SeatKind::Human; record.players],
        record,
        created: now,
        updated: now,
        finished,
        hints: false,
    };
    storage::write_save(&save).map_err(|_| ImportError::NotSaved)?;
    Ok(if finished {
        Route::Replay { id }
    } else {
        Route::Play { id }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_import_that_is_not_a_record_or_of_an_unknown_game_says_which() {
        assert!(matches!(
            import_record("{\"version\": 1,"),
            Err(ImportError::NotARecord(_))
        ));
        let record = serde_json::json!({
            "version": takhte_engine::record::RECORD_VERSION, "game": "chess", "players": 2,
            "seed": 1, "salt": 2, "actions": []
        });
        assert_eq!(
            import_record(&record.to_string()),
            Err(ImportError::UnknownGame("chess".into()))
        );
        assert_eq!(
            ImportError::UnknownGame("chess".into()).message_key(),
            "error.import_unknown_game"
        );
    }
}
