//! localStorage: saves (one key each; one that cannot be opened keeps its key and gets a mark
//! beside it), preferences, quota errors.

use crate::i18n::Lang;
use crate::saves::{glimpse, parse_save, Glimpse, Save, SaveProblem};
use wasm_bindgen::JsValue;

const SAVE_PREFIX: &str = "takhte.save.";
/// Where releases before 2026-12-07 moved a save that could not be read or replayed.
const BAD_PREFIX: &str = "takhte.bad.";
/// Beside a save that cannot be opened: why (the save itself is left as it is).
const MARK_PREFIX: &str = "takhte.problem.";
/// Prefix of what a host's device keeps of a table beside its save (the seats' claims and the
/// nonce), under the save's id.
const TABLE_PREFIX: &str = "takhte.table.";
const LANG_KEY: &str = "takhte.lang";
const SPEED_KEY: &str = "takhte.speed";
const IOS_NOTICE_KEY: &str = "takhte.ios-notice-dismissed";

/// Why something could not be written.
#[derive(Clone, Debug, PartialEq)]
pub enum StorageError {
    /// The browser's storage quota is full.
    Full,
    /// Storage is unavailable (private mode, disabled) or failed otherwise.
    Unavailable,
}

impl StorageError {
    /// The catalogue key explaining this to a player.
    pub fn message_key(&self) -> &'static str {
        match self {
            StorageError::Full => "error.storage_full",
            StorageError::Unavailable => "error.storage_unavailable",
        }
    }
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn classify(err: &JsValue) -> StorageError {
    let name = js_sys::Reflect::get(err, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    if name.contains("Quota") {
        StorageError::Full
    } else {
        StorageError::Unavailable
    }
}

fn set(key: &str, value: &str) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    storage.set_item(key, value).map_err(|e| classify(&e))
}

/// The text stored under `key`, if any.
pub fn get_item(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Writes `value` under `key` (quota errors told apart).
pub fn set_item(key: &str, value: &str) -> Result<(), StorageError> {
    set(key, value)
}

fn keys_with(prefix: &str) -> Vec<String> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    let n = storage.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}

/// A stored entry that is not a save this app can open, listed on the home screen with the
/// saved games: one set aside (it could not be read or replayed) or one made by a newer release.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// The save id (from its key).
    pub id: String,
    /// Why it cannot be opened here.
    pub problem: SaveProblem,
    /// What can still be read of it.
    pub glimpse: Glimpse,
}

impl Kept {
    /// True for a save made by a newer release (kept as it is, opened after an update).
    pub fn newer(&self) -> bool {
        matches!(self.problem, SaveProblem::Newer(_))
    }
}

/// Every readable save, newest first, and every entry that cannot be opened here (set aside or
/// newer), newest first. Records are not replayed here: a save whose record does not replay is
/// marked when it is opened ([`mark`]) and stays under its own key. Entries that an earlier
/// release moved to `takhte.bad.<id>` are moved back under their own key with a mark, so that
/// they are listed, exported and opened like the others.
pub fn list_saves() -> (Vec<Save>, Vec<Kept>) {
    let Some(storage) = local() else {
        return (Vec::new(), Vec::new());
    };
    bring_back(&storage);
    let mut saves = Vec::new();
    let mut kept = Vec::new();
    let mut ids: Vec<(String, String)> = keys_with(SAVE_PREFIX)
        .into_iter()
        .map(|k| (k[SAVE_PREFIX.len()..].to_string(), k))
        .collect();
    // Entries whose move back failed (storage full) are still listed from where they are.
    ids.extend(
        keys_with(BAD_PREFIX)
            .into_iter()
            .map(|k| (k[BAD_PREFIX.len()..].to_string(), k))
            .filter(|(id, _)| {
                storage
                    .get_item(&format!("{SAVE_PREFIX}{id}"))
                    .ok()
                    .flatten()
                    .is_none()
            }),
    );
    for (id, key) in ids {
        let text = storage.get_item(&key).ok().flatten().unwrap_or_default();
        let marked = storage
            .get_item(&format!("{MARK_PREFIX}{id}"))
            .ok()
            .flatten();
        match (parse_save(&text), marked) {
            (Ok(save), None) if key.starts_with(SAVE_PREFIX) => saves.push(save),
            (Err(SaveProblem::Newer(why)), _) => kept.push(Kept {
                id,
                problem: SaveProblem::Newer(why),
                glimpse: glimpse(&text),
            }),
            (Ok(_), marked) => kept.push(Kept {
                id,
                problem: SaveProblem::Marked(marked.unwrap_or_else(|| "set aside".into())),
                glimpse: glimpse(&text),
            }),
            (Err(problem), _) => kept.push(Kept {
                id,
                problem,
                glimpse: glimpse(&text),
            }),
        }
    }
    saves.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    let when = |k: &Kept| k.glimpse.updated.unwrap_or(0.0);
    kept.sort_by(|a, b| when(b).total_cmp(&when(a)));
    (saves, kept)
}

/// Moves entries an earlier release set aside under `takhte.bad.<id>` back under their own key,
/// marked, unless that key is taken or storage refuses (then they stay, and are listed there).
fn bring_back(storage: &web_sys::Storage) {
    for key in keys_with(BAD_PREFIX) {
        let id = &key[BAD_PREFIX.len()..];
        let own = format!("{SAVE_PREFIX}{id}");
        if storage.get_item(&own).ok().flatten().is_some() {
            continue;
        }
        let Some(text) = storage.get_item(&key).ok().flatten() else {
            continue;
        };
        let marked = storage
            .set_item(
                &format!("{MARK_PREFIX}{id}"),
                "set aside by an earlier version of Takhte",
            )
            .is_ok();
        if marked && storage.set_item(&own, &text).is_ok() {
            let _ = storage.remove_item(&key);
        }
    }
}

/// The stored text of save `id`: under its own key, else where an earlier release set it aside.
pub fn save_text(id: &str) -> Option<String> {
    let storage = local()?;
    storage
        .get_item(&format!("{SAVE_PREFIX}{id}"))
        .ok()
        .flatten()
        .or_else(|| {
            storage
                .get_item(&format!("{BAD_PREFIX}{id}"))
                .ok()
                .flatten()
        })
}

/// What the host's device keeps of the table of save `id`, if that save is a remote table.
pub fn table_text(id: &str) -> Option<String> {
    local()?
        .get_item(&format!("{TABLE_PREFIX}{id}"))
        .ok()
        .flatten()
}

/// Keeps what the host's device needs to reopen the table of save `id`.
pub fn write_table(id: &str, text: &str) -> Result<(), StorageError> {
    set(&format!("{TABLE_PREFIX}{id}"), text)
}

/// Forgets the table of save `id` (the save stays, as a game of this device).
pub fn remove_table(id: &str) {
    if let Some(storage) = local() {
        let _ = storage.remove_item(&format!("{TABLE_PREFIX}{id}"));
    }
}

/// The storage key of save `id` (the `storage` event of another tab names it).
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Marks save `id` as one that cannot be opened, with why, leaving it where it is: the home
/// screen lists it with Export, "replay up to the problem" and Delete.
pub fn mark(id: &str, problem: &str) {
    let _ = set(&format!("{MARK_PREFIX}{id}"), problem);
}

/// Removes the mark of save `id` (it opened after all, with a newer engine say).
pub fn unmark(id: &str) {
    if let Some(storage) = local() {
        let _ = storage.remove_item(&format!("{MARK_PREFIX}{id}"));
    }
}

/// Writes a save and returns the text written.
pub fn write_save(save: &Save) -> Result<String, StorageError> {
    let text = serde_json::to_string(save).map_err(|_| StorageError::Unavailable)?;
    set(&format!("{SAVE_PREFIX}{}", save.id), &text)?;
    Ok(text)
}

/// Deletes a save, with its mark and any copy an earlier release set aside.
pub fn delete_save(id: &str) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    for prefix in [SAVE_PREFIX, BAD_PREFIX, MARK_PREFIX, TABLE_PREFIX] {
        storage
            .remove_item(&format!("{prefix}{id}"))
            .map_err(|e| classify(&e))?;
    }
    Ok(())
}

/// The remembered language, if any.
pub fn load_lang() -> Option<Lang> {
    Lang::from_code(&local()?.get_item(LANG_KEY).ok()??)
}

/// Remembers the language.
pub fn store_lang(lang: Lang) {
    let _ = set(LANG_KEY, lang.code());
}

/// The remembered bot speed of `game`'s games (milliseconds between bot moves): the one chosen
/// in a game of it, else one chosen before speeds were kept per game.
pub fn load_speed(game: &str) -> Option<u32> {
    let storage = local()?;
    let read = |key: &str| storage.get_item(key).ok()??.parse().ok();
    read(&format!("{SPEED_KEY}.{game}")).or_else(|| read(SPEED_KEY))
}

/// Remembers the bot speed for `game`'s games only (Instant chosen in one game no longer
/// carries silently into another).
pub fn store_speed(game: &str, ms: u32) {
    let _ = set(&format!("{SPEED_KEY}.{game}"), &ms.to_string());
}

/// True once the player dismissed the notice that iOS may erase saves.
pub fn ios_notice_dismissed() -> bool {
    local()
        .and_then(|s| s.get_item(IOS_NOTICE_KEY).ok().flatten())
        .is_some()
}

/// Remembers that the notice that iOS may erase saves was dismissed.
pub fn dismiss_ios_notice() {
    let _ = set(IOS_NOTICE_KEY, "1");
}

/// A fresh id for a new save.
pub fn new_id() -> String {
    let mut bytes = [0u8; 6];
    getrandom::fill(&mut bytes).expect("browser randomness");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A random number below 2^53 from the browser (seeds and salts): exact as a JSON number in
/// JavaScript too, so a record survives any tool that reads it with `JSON.parse`.
pub fn random_u53() -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("browser randomness");
    u64::from_le_bytes(bytes) >> 11
}

/// Milliseconds since the epoch.
pub fn now() -> f64 {
    js_sys::Date::now()
}
