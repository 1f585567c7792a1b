//! Progress on this device, with no account: the person's rating per game against bots of fixed
//! ratings (`takhte_engine::rating`) and the history of finished games, both in localStorage
//! (`takhte.rating.<game>`, `takhte.history`), exported and imported as one JSON file.
//!
//! A game is entered once, under its key (game, seed, salt and save id: a rematch of a "same
//! game for everyone" game shares seed and salt but not the save), so it is never rated twice
//! and an import adds only games this device does not have.

use crate::saves::SeatKind;
use serde::{Deserialize, Serialize};
use takhte_engine::rating::{after_finished, Rating};
use takhte_engine::{Outcome, Record};

/// The history's storage key.
const HISTORY_KEY: &str = "takhte.history";
/// The prefix of each game's rating key.
const RATING_PREFIX: &str = "takhte.rating.";
/// The history format this app writes (and the export's).
pub const HISTORY_FORMAT: u32 = 1;
/// What an export says it is.
const EXPORT_KIND: &str = "takhte-history";
/// The largest history file read (the same bound as a record's, times the records it may hold).
pub const MAX_IMPORT_BYTES: usize = 16 * 1024 * 1024;

/// The person's rating in one game on this device (a newcomer's by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// Rating, deviation and volatility.
    #[serde(flatten)]
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
}

/// How one finished game changed the rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Change {
    /// The rating before.
    pub before: f64,
    /// The rating after.
    pub after: f64,
    /// The deviation after.
    pub deviation: f64,
}

impl Change {
    /// The change, rounded as shown.
    pub fn delta(&self) -> i64 {
        self.after.round() as i64 - self.before.round() as i64
    }
}

/// The result of a finished game for the person who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome1 {
    /// First, alone.
    Won,
    /// First, sharing first place.
    Draw,
    /// Not first.
    Lost,
    /// People played each other (pass-and-play), or only bots: nobody's result.
    People,
}

impl Outcome1 {
    /// Every result, in the filter's order.
    pub const ALL: [Outcome1; 4] = [
        Outcome1::Won,
        Outcome1::Lost,
        Outcome1::Draw,
        Outcome1::People,
    ];

    /// Its id (filters, test ids, catalogue keys `history.result_<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Outcome1::Won => "won",
            Outcome1::Draw => "draw",
            Outcome1::Lost => "lost",
            Outcome1::People => "people",
        }
    }
}

/// One finished game in the history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The game's key ([`entry_key`]).
    pub key: String,
    /// The save it was played in (its replay, while this device keeps it).
    pub id: String,
    /// Game id.
    pub game: String,
    /// When it ended, ms since the epoch.
    pub ended: f64,
    /// Who played each seat.
    pub seats: Vec<SeatKind>,
    /// Final score of each seat.
    pub scores: Vec<i32>,
    /// Rank of each seat (0 first).
    pub ranks: Vec<u8>,
    /// Actions played.
    pub length: usize,
    /// How the game changed the person's rating, if it was rated.
    #[serde(default)]
    pub rating: Option<Change>,
    /// The record, for the replay (left out when storage is too full to hold it).
    #[serde(default)]
    pub record: Option<Record>,
}

impl Entry {
    /// The person's seat: the only person's, in a game against bots.
    pub fn me(&self) -> Option<usize> {
        let mut people = self.seats.iter().enumerate().filter(|(_, s)| s.is_human());
        match (people.next(), people.next()) {
            (Some((s, _)), None) if self.seats.len() >= 2 => Some(s),
            _ => None,
        }
    }

    /// The person's result.
    pub fn result(&self) -> Outcome1 {
        let Some(me) = self.me() else {
            return Outcome1::People;
        };
        match self.ranks.get(me) {
            Some(0) if self.ranks.iter().filter(|&&r| r == 0).count() > 1 => Outcome1::Draw,
            Some(0) => Outcome1::Won,
            _ => Outcome1::Lost,
        }
    }

    /// The bot levels at the table.
    pub fn levels(&self) -> Vec<&str> {
        self.seats
            .iter()
            .filter_map(|s| match s {
                SeatKind::Bot { bot } => Some(bot.as_str()),
                SeatKind::Human => None,
            })
            .collect()
    }

    /// Checks what an imported entry must hold together.
    fn check(&self) -> Result<(), String> {
        let n = self.seats.len();
        if self.key.is_empty() || self.key.len() > 200 {
            return Err("an entry without a key".into());
        }
        if takhte_engine::GAME_IDS.iter().all(|g| *g != self.game) {
            return Err(format!("unknown game '{}'", self.game));
        }
        if n < 2 || self.scores.len() != n || self.ranks.len() != n {
            return Err(format!(
                "entry {}: seats, scores and ranks differ",
                self.key
            ));
        }
        if let Some(r) = &self.record {
            if r.game != self.game {
                return Err(format!("entry {}: the record is of another game", self.key));
            }
        }
        Ok(())
    }
}

/// The key of a finished game: game, seed, salt and save id.
pub fn entry_key(game: &str, seed: u64, salt: u64, id: &str) -> String {
    format!("{game}:{seed}:{salt}:{id}")
}

/// The history as stored and exported.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    /// The format ([`HISTORY_FORMAT`]).
    #[serde(default)]
    pub format: u32,
    /// Finished games, oldest first.
    #[serde(default)]
    pub games: Vec<Entry>,
}

impl History {
    /// The entry of `key`, if present.
    pub fn find(&self, key: &str) -> Option<&Entry> {
        self.games.iter().find(|e| e.key == key)
    }

    /// Adds the games of `other` this history lacks (by key), oldest first; returns how many.
    pub fn merge(&mut self, other: History) -> usize {
        let before = self.games.len();
        for entry in other.games {
            if self.find(&entry.key).is_none() {
                self.games.push(entry);
            }
        }
        self.games.sort_by(|a, b| a.ended.total_cmp(&b.ended));
        self.games.len() - before
    }

    /// Won, played (rated by a result: games against bots) for `game`, optionally in `seat`.
    pub fn wins(&self, game: &str, seat: Option<usize>) -> (usize, usize) {
        let played: Vec<&Entry> = self
            .games
            .iter()
            .filter(|e| e.game == game && e.me().is_some())
            .filter(|e| seat.is_none() || e.me() == seat)
            .collect();
        let won = played
            .iter()
            .filter(|e| e.result() == Outcome1::Won)
            .count();
        (won, played.len())
    }
}

/// The export file: the history and the ratings of this device.
#[derive(Debug, Serialize, Deserialize)]
struct Export {
    /// Always [`EXPORT_KIND`].
    kind: String,
    format: u32,
    games: Vec<Entry>,
    #[serde(default)]
    ratings: Vec<(String, PlayerRating)>,
}

/// Why an import was refused (nothing changed).
#[derive(Clone, Debug, PartialEq)]
pub enum ImportProblem {
    /// Not a history file (with what was wrong).
    NotHistory(String),
    /// Written by a newer release.
    Newer(u32),
    /// Storage refused the merged history.
    Storage(crate::storage::StorageError),
}

/// The export file's text.
pub fn export_text(history: &History, ratings: &[(String, PlayerRating)]) -> String {
    serde_json::to_string(&Export {
        kind: EXPORT_KIND.into(),
        format: HISTORY_FORMAT,
        games: history.games.clone(),
        ratings: ratings.to_vec(),
    })
    .unwrap_or_default()
}

/// Reads an export file: its history and ratings, each entry checked.
pub fn parse_export(text: &str) -> Result<(History, Vec<(String, PlayerRating)>), ImportProblem> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportProblem::NotHistory("the file is too large".into()));
    }
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| ImportProblem::NotHistory(format!("not JSON: {e}")))?;
    if value.get("kind").and_then(|k| k.as_str()) != Some(EXPORT_KIND) {
        return Err(ImportProblem::NotHistory(
            "not a Takhte history (no \"kind\": \"takhte-history\")".into(),
        ));
    }
    let format = value.get("format").and_then(|f| f.as_u64()).unwrap_or(0);
    if format > u64::from(HISTORY_FORMAT) {
        return Err(ImportProblem::Newer(format.min(u64::from(u32::MAX)) as u32));
    }
    let export: Export =
        serde_json::from_value(value).map_err(|e| ImportProblem::NotHistory(e.to_string()))?;
    for entry in &export.games {
        entry.check().map_err(ImportProblem::NotHistory)?;
    }
    let ratings = export
        .ratings
        .into_iter()
        .filter(|(g, r)| {
            takhte_engine::GAME_IDS.contains(&g.as_str())
                && r.rating.rating.is_finite()
                && r.rating.deviation.is_finite()
                && r.rating.volatility.is_finite()
        })
        .collect();
    Ok((
        History {
            format: HISTORY_FORMAT,
            games: export.games,
        },
        ratings,
    ))
}

/// The entry for a game that just finished, with the person's new rating when it was rated.
pub fn finished_entry(
    id: &str,
    record: &Record,
    seats: &[SeatKind],
    outcome: &Outcome,
    ended: f64,
    rating: &PlayerRating,
) -> Option<(Entry, Option<PlayerRating>)> {
    let Outcome::Finished { scores, ranks } = outcome else {
        return None;
    };
    let mut entry = Entry {
        key: entry_key(&record.game, record.seed, record.salt, id),
        id: id.to_string(),
        game: record.game.clone(),
        ended,
        seats: seats.to_vec(),
        scores: scores.clone(),
        ranks: ranks.clone(),
        length: record.actions.len(),
        rating: None,
        record: Some(record.clone()),
    };
    let rated = entry.me().and_then(|me| {
        let bots: Vec<Option<&str>> = seats
            .iter()
            .map(|s| match s {
                SeatKind::Bot { bot } => Some(bot.as_str()),
                SeatKind::Human => None,
            })
            .collect();
        after_finished(&rating.rating, &record.game, ranks, me, &bots)
    });
    let new = rated.map(|after| {
        entry.rating = Some(Change {
            before: rating.rating.rating,
            after: after.rating,
            deviation: after.deviation,
        });
        PlayerRating {
            rating: after,
            games: rating.games + 1,
        }
    });
    Some((entry, new))
}

/// A whole number with this language's digit grouping and digits ("1,432", "۱٬۴۳۲").
pub fn grouped(n: i64, lang: crate::i18n::Lang) -> String {
    let digits = n.unsigned_abs().to_string();
    let sep = match lang {
        crate::i18n::Lang::En => ",",
        _ => "\u{66C}",
    };
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    let sign = if n < 0 { "-" } else { "" };
    crate::i18n::localize_digits(&format!("{sign}{out}"), lang)
}

/// A rating change with its sign ("+18", "−7", "±0"), in this language's digits; in Persian and
/// Arabic isolated left to right, so that the sign stays before the number in a right-to-left
/// line.
pub fn signed(n: i64, lang: crate::i18n::Lang) -> String {
    let sign = match n.signum() {
        1 => "+",
        -1 => "\u{2212}",
        _ => "±",
    };
    let text = format!("{sign}{}", grouped(n.abs(), lang));
    match lang {
        crate::i18n::Lang::En => text,
        _ => format!("\u{2066}{text}\u{2069}"),
    }
}

// ---- storage (the browser's) ----

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The history of this device; an unreadable one is an error (and is never written over).
pub fn load_history() -> Result<History, String> {
    let Some(text) = local().and_then(|s| s.get_item(HISTORY_KEY).ok().flatten()) else {
        return Ok(History {
            format: HISTORY_FORMAT,
            games: Vec::new(),
        });
    };
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// Writes the history; when storage is full, once more without the records of the oldest
/// games (their summaries stay; their replays are those of the saves, while kept).
fn write_history(history: &mut History) -> Result<(), crate::storage::StorageError> {
    use crate::storage::StorageError;
    loop {
        let text = serde_json::to_string(&*history).map_err(|_| StorageError::Unavailable)?;
        match crate::storage::set_item(HISTORY_KEY, &text) {
            Err(StorageError::Full) => {
                // Drop the oldest record still held, and try again; none left: full.
                let Some(oldest) = history.games.iter_mut().find(|e| e.record.is_some()) else {
                    return Err(StorageError::Full);
                };
                oldest.record = None;
            }
            other => return other,
        }
    }
}

/// The person's rating in `game` on this device, if they played a rated game of it.
pub fn load_rating(game: &str) -> Option<PlayerRating> {
    let text = local()?
        .get_item(&format!("{RATING_PREFIX}{game}"))
        .ok()
        .flatten()?;
    serde_json::from_str(&text).ok()
}

fn store_rating(game: &str, rating: &PlayerRating) -> Result<(), crate::storage::StorageError> {
    let text = serde_json::to_string(rating).unwrap_or_default();
    crate::storage::set_item(&format!("{RATING_PREFIX}{game}"), &text)
}

/// Every game's rating on this device.
pub fn all_ratings() -> Vec<(String, PlayerRating)> {
    takhte_engine::GAME_IDS
        .iter()
        .filter_map(|g| load_rating(g).map(|r| (g.to_string(), r)))
        .collect()
}

/// Enters a game that just finished into the history, and rates it when it was a game of one
/// person against bots, once: a game already in the history is returned as it was entered.
/// `Err` when the history could not be read or written (the rating is then left alone).
pub fn enter_finished(
    id: &str,
    record: &Record,
    seats: &[SeatKind],
    outcome: &Outcome,
) -> Result<Option<Entry>, crate::storage::StorageError> {
    use crate::storage::StorageError;
    let mut history = load_history().map_err(|_| StorageError::Unavailable)?;
    let key = entry_key(&record.game, record.seed, record.salt, id);
    if let Some(done) = history.find(&key) {
        return Ok(Some(done.clone()));
    }
    let before = load_rating(&record.game).unwrap_or_default();
    let Some((entry, after)) =
        finished_entry(id, record, seats, outcome, crate::storage::now(), &before)
    else {
        return Ok(None);
    };
    history.format = HISTORY_FORMAT;
    history.games.push(entry.clone());
    write_history(&mut history)?;
    if let Some(after) = after {
        store_rating(&record.game, &after)?;
    }
    Ok(Some(entry))
}

/// Merges an export file into this device's history (games it lacks, by key) and takes a
/// game's rating from the file when it counts more rated games than this device's. Returns the
/// games added and those already here; a refused file changes nothing.
pub fn import(text: &str) -> Result<(usize, usize), ImportProblem> {
    let (incoming, ratings) = parse_export(text)?;
    let mut history = load_history().map_err(|e| {
        ImportProblem::NotHistory(format!("this device's history cannot be read: {e}"))
    })?;
    let total = incoming.games.len();
    let added = history.merge(incoming);
    if added > 0 {
        write_history(&mut history).map_err(ImportProblem::Storage)?;
    }
    for (game, rating) in ratings {
        if load_rating(&game).is_none_or(|here| rating.games > here.games) {
            store_rating(&game, &rating).map_err(ImportProblem::Storage)?;
        }
    }
    Ok((added, total - added))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn record() -> Record {
        Record::new::<takhte_engine::games::shikoku::Shikoku>(2, &Default::default(), 7, 9)
    }

    fn bot(b: &str) -> SeatKind {
        SeatKind::Bot { bot: b.into() }
    }

    fn finished(ranks: Vec<u8>) -> Outcome {
        Outcome::Finished {
            scores: ranks.iter().map(|&r| 10 - i32::from(r)).collect(),
            ranks,
        }
    }

    #[test]
    fn a_win_against_a_bot_is_entered_rated_up_once() {
        let seats = [SeatKind::Human, bot("hard")];
        let (entry, after) = finished_entry(
            "abc",
            &record(),
            &seats,
            &finished(vec![0, 1]),
            5.0,
            &PlayerRating::default(),
        )
        .unwrap();
        let after = after.expect("rated");
        assert_eq!(entry.result(), Outcome1::Won);
        assert_eq!(after.games, 1);
        let change = entry.rating.unwrap();
        assert!(change.delta() > 0, "{change:?}");
        assert_eq!(change.after, after.rating.rating);
        assert_eq!(entry.key, "shikoku:7:9:abc");
        // The same game merged again adds nothing.
        let mut history = History::default();
        assert_eq!(
            history.merge(History {
                format: 1,
                games: vec![entry.clone()]
            }),
            1
        );
        assert_eq!(
            history.merge(History {
                format: 1,
                games: vec![entry.clone()]
            }),
            0
        );
        assert_eq!(history.wins("shikoku", None), (1, 1));
        assert_eq!(history.wins("shikoku", Some(0)), (1, 1));
        assert_eq!(history.wins("shikoku", Some(1)), (0, 0));
    }

    #[test]
    fn pass_and_play_is_entered_but_rates_nobody() {
        let seats = [SeatKind::Human, SeatKind::Human];
        let (entry, after) = finished_entry(
            "p",
            &record(),
            &seats,
            &finished(vec![1, 0]),
            1.0,
            &PlayerRating::default(),
        )
        .unwrap();
        assert_eq!(after, None);
        assert_eq!(entry.rating, None);
        assert_eq!(entry.result(), Outcome1::People);
        assert!(finished_entry(
            "p",
            &record(),
            &seats,
            &Outcome::Running,
            1.0,
            &PlayerRating::default()
        )
        .is_none());
    }

    #[test]
    fn an_export_reads_back_and_corrupt_files_are_refused_with_a_reason() {
        let seats = [bot("easy"), SeatKind::Human];
        let (entry, after) = finished_entry(
            "x1",
            &record(),
            &seats,
            &finished(vec![0, 0]),
            3.0,
            &PlayerRating::default(),
        )
        .unwrap();
        assert_eq!(entry.result(), Outcome1::Draw);
        let history = History {
            format: 1,
            games: vec![entry],
        };
        let text = export_text(&history, &[("shikoku".into(), after.unwrap())]);
        let (back, ratings) = parse_export(&text).unwrap();
        // JSON keeps the floats' last bit only approximately: compare what is shown and keyed.
        assert_eq!(back.games.len(), 1);
        assert_eq!(back.games[0].key, history.games[0].key);
        assert_eq!(back.games[0].record, history.games[0].record);
        assert_eq!(back.games[0].result(), Outcome1::Draw);
        assert_eq!(ratings.len(), 1);
        for bad in [
            "",
            "{",
            "[]",
            r#"{"kind":"takhte-save"}"#,
            r#"{"kind":"takhte-history","format":1,"games":[{"key":"k"}]}"#,
            r#"{"kind":"takhte-history","format":1,"games":[{"key":"k","id":"i","game":"chess","ended":1,"seats":[],"scores":[],"ranks":[],"length":0}]}"#,
        ] {
            assert!(
                matches!(parse_export(bad), Err(ImportProblem::NotHistory(_))),
                "{bad}"
            );
        }
        assert_eq!(
            parse_export(r#"{"kind":"takhte-history","format":9,"games":[]}"#),
            Err(ImportProblem::Newer(9))
        );
    }

    #[test]
    fn numbers_are_grouped_and_signed_in_each_language() {
        assert_eq!(grouped(1432, Lang::En), "1,432");
        assert_eq!(grouped(85, Lang::En), "85");
        assert_eq!(grouped(1_000_000, Lang::En), "1,000,000");
        assert_eq!(grouped(1432, Lang::Fa), "۱٬۴۳۲");
        assert_eq!(grouped(1432, Lang::Ar), "١٬٤٣٢");
        assert_eq!(signed(18, Lang::En), "+18");
        assert_eq!(signed(-7, Lang::En), "\u{2212}7");
        assert_eq!(signed(0, Lang::En), "±0");
        assert_eq!(signed(-68, Lang::Fa), "\u{2066}\u{2212}۶۸\u{2069}");
    }
}
