//! localStorage: saves (one key each), corrupt entries set aside, preferences, quota errors.

use crate::i18n::Lang;
use crate::saves::{parse_save, Save, SaveProblem};
use wasm_bindgen::JsValue;

const SAVE_PREFIX: &str = "takhte.save.";
const BAD_PREFIX: &str = "takhte.bad.";
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

/// A stored entry that could not be used and was set aside.
#[derive(Clone, Debug, PartialEq)]
pub struct SetAside {
    /// The save id (from its key).
    pub id: String,
    /// Why.
    pub problem: SaveProblem,
}

/// Every readable save, newest first, and the entries set aside while reading them. Records are
/// not replayed here: a save whose record does not replay is set aside when it is opened.
pub fn list_saves() -> (Vec<Save>, Vec<SetAside>) {
    let Some(storage) = local() else {
        return (Vec::new(), Vec::new());
    };
    let mut saves = Vec::new();
    let mut bad = Vec::new();
    for key in keys_with(SAVE_PREFIX) {
        let id = key[SAVE_PREFIX.len()..].to_string();
        let text = storage.get_item(&key).ok().flatten().unwrap_or_default();
        match parse_save(&text) {
            Ok(save) => saves.push(save),
            Err(problem) => {
                set_aside(&storage, &key, &id, &text);
                bad.push(SetAside { id, problem });
            }
        }
    }
    saves.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    (saves, bad)
}

/// Moves a bad entry out of the save list, keeping its text under another key when possible.
fn set_aside(storage: &web_sys::Storage, key: &str, id: &str, text: &str) {
    if storage.set_item(&format!("{BAD_PREFIX}{id}"), text).is_ok() {
        let _ = storage.remove_item(key);
    }
}

/// Loads one save by id.
pub fn load_save(id: &str) -> Option<Result<Save, SaveProblem>> {
    let text = local()?.get_item(&format!("{SAVE_PREFIX}{id}")).ok()??;
    Some(parse_save(&text))
}

/// Sets one save aside (used when it parses but does not replay).
pub fn quarantine(id: &str) {
    if let Some(storage) = local() {
        let key = format!("{SAVE_PREFIX}{id}");
        if let Ok(Some(text)) = storage.get_item(&key) {
            set_aside(&storage, &key, id, &text);
        }
    }
}

/// Writes a save.
pub fn write_save(save: &Save) -> Result<(), StorageError> {
    let text = serde_json::to_string(save).map_err(|_| StorageError::Unavailable)?;
    set(&format!("{SAVE_PREFIX}{}", save.id), &text)
}

/// Deletes a save.
pub fn delete_save(id: &str) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    storage
        .remove_item(&format!("{SAVE_PREFIX}{id}"))
        .map_err(|e| classify(&e))
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
