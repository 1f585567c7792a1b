//! The game record `{version, game, rules, players, options, seed, salt, actions}`: saves, links
//! and replays are all built on it.
//!
//! A record carries its game's rules release (`rules`), and replays under it: version 1 records
//! (written before releases were recorded) are read as the release they were written with (see
//! [`Record::rules_of`]), and actions in an older encoding are read through the game's
//! [`Game::legacy_actions`].

use crate::game::{check_players_for, Game, IllegalAction, SetupError};
use crate::rng::GameRng;
use serde::de::{Deserializer, IgnoredAny, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The record format version written by this engine: 2 since records carry their rules
/// release; version 1 records are still read.
pub const RECORD_VERSION: u32 = 2;

/// The longest record text accepted, in bytes: five times the longest of 2,000 random settlers
/// games (195,131 bytes).
pub const MAX_RECORD_BYTES: usize = 1024 * 1024;

/// The most actions a record may hold: six times the longest of 2,000 random settlers games
/// (8,137); each action read costs up to about 1.5 KB of memory.
pub const MAX_RECORD_ACTIONS: usize = 50_000;

/// Everything needed to rebuild a game exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Format version ([`RECORD_VERSION`]).
    pub version: u32,
    /// Game id, such as `shikoku`.
    pub game: String,
    /// The game's rules release the record was written with ([`Game::RULES`] of that engine);
    /// 0 in a version 1 record, which [`Record::rules_of`] reads.
    #[serde(default)]
    pub rules: u32,
    /// Number of seats.
    pub players: usize,
    /// The game's options as JSON (an object; `{}` for the defaults).
    #[serde(default)]
    pub options: serde_json::Value,
    /// The public seed: it fixes the opening deal.
    pub seed: u64,
    /// A private salt mixed in after set-up, so later draws cannot be foreseen from a link.
    #[serde(default)]
    pub salt: u64,
    /// The actions taken, in order, each in its game's JSON form.
    #[serde(default)]
    pub actions: Vec<serde_json::Value>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum RecordError {
    /// Not valid JSON or not a record.
    Malformed(String),
    /// Written by an unknown format version below this engine's (the number as written).
    Version(u64),
    /// Written by a newer format version than this engine's: made with a newer Takhte.
    NewerFormat(u64),
    /// Written under a rules release of its game that this engine does not know yet: made with
    /// a newer Takhte.
    NewerRules {
        /// The record's release.
        rules: u32,
        /// The newest release this engine knows.
        known: u32,
    },
    /// The record text is longer than [`MAX_RECORD_BYTES`]; nothing was parsed.
    TooLarge {
        /// Length of the text.
        bytes: usize,
        /// The limit.
        limit: usize,
    },
    /// The record holds more than [`MAX_RECORD_ACTIONS`] actions.
    TooManyActions {
        /// Number of actions.
        actions: usize,
        /// The limit.
        limit: usize,
    },
    /// The record is for another game (or an unknown one).
    WrongGame(String),
    /// The options do not parse for this game.
    BadOptions(String),
    /// The game cannot be set up (for example a wrong number of players).
    Setup(SetupError),
    /// Action `index` does not parse as an action of this game.
    BadAction {
        /// Position in `actions`.
        index: usize,
        /// What went wrong.
        reason: String,
    },
    /// Action `index` is refused by the rules.
    Illegal {
        /// Position in `actions`.
        index: usize,
        /// The rules' reason.
        reason: IllegalAction,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Malformed(e) => write!(f, "not a game record: {e}"),
            RecordError::Version(v) => write!(f, "unknown record version {v}"),
            RecordError::NewerFormat(v) => {
                write!(f, "made with a newer version of Takhte (record version {v})")
            }
            RecordError::NewerRules { rules, known } => write!(
                f,
                "made with a newer version of Takhte (rules release {rules}, this one knows {known})"
            ),
            RecordError::TooLarge { bytes, limit } => {
                write!(f, "the record is {bytes} bytes, over the limit of {limit}")
            }
            RecordError::TooManyActions { actions, limit } => {
                write!(
                    f,
                    "the record has {actions} actions, over the limit of {limit}"
                )
            }
            RecordError::WrongGame(g) => write!(f, "unknown or unexpected game '{g}'"),
            RecordError::BadOptions(e) => write!(f, "bad options: {e}"),
            RecordError::Setup(e) => write!(f, "cannot set up: {e}"),
            RecordError::BadAction { index, reason } => {
                write!(f, "action {index} is not readable: {reason}")
            }
            RecordError::Illegal { index, reason } => {
                write!(f, "action {index} is illegal: {reason}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl RecordError {
    /// True when the record comes from a newer Takhte than this one (not a damaged record).
    pub fn is_newer(&self) -> bool {
        matches!(
            self,
            RecordError::NewerFormat(_) | RecordError::NewerRules { .. }
        )
    }
}

impl Record {
    /// A new record with no actions yet.
    pub fn new<G: Game>(players: usize, options: &G::Options, seed: u64, salt: u64) -> Self {
        Record {
            version: RECORD_VERSION,
            game: G::ID.to_string(),
            rules: G::RULES,
            players,
            options: serde_json::to_value(options).expect("options serialize"),
            seed,
            salt,
            actions: Vec::new(),
        }
    }

    /// Parses a record from JSON, checking its length first, then the version and action count,
    /// so an oversized record is refused before anything is built from it.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        check_size(text.len())?;
        let malformed = |e: serde_json::Error| RecordError::Malformed(e.to_string());
        let head: Head = serde_json::from_str(text).map_err(malformed)?;
        let version = head
            .version
            .as_u64()
            .ok_or_else(|| RecordError::Malformed("no version".into()))?;
        check_version(version)?;
        if head.actions.0 > MAX_RECORD_ACTIONS {
            return Err(RecordError::TooManyActions {
                actions: head.actions.0,
                limit: MAX_RECORD_ACTIONS,
            });
        }
        serde_json::from_str(text).map_err(malformed)
    }

    /// The record as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("record serializes")
    }

    /// Appends one action.
    pub fn push<G: Game>(&mut self, action: &G::Action) {
        self.actions
            .push(serde_json::to_value(action).expect("action serializes"));
    }

    /// The typed options of this record; `null` means the defaults (every game reads `{}` so too).
    pub fn options<G: Game>(&self) -> Result<G::Options, RecordError> {
        if self.options.is_null() {
            return Ok(G::Options::default());
        }
        serde_json::from_value(self.options.clone())
            .map_err(|e| RecordError::BadOptions(e.to_string()))
    }

    /// The typed actions of this record, in today's encoding (an old multi-step action is one).
    pub fn typed_actions<G: Game>(&self) -> Result<Vec<G::Action>, RecordError> {
        Ok(self
            .indexed_actions::<G>()?
            .into_iter()
            .map(|(_, action)| action)
            .collect())
    }

    /// The typed actions in today's encoding, each with the index of the recorded action it
    /// comes from (the same index unless the record holds an older encoding).
    pub fn indexed_actions<G: Game>(&self) -> Result<Vec<(usize, G::Action)>, RecordError> {
        let mut out = Vec::with_capacity(self.actions.len());
        self.each_action::<G>(|index, action| {
            out.push((index, action));
            Ok(())
        })?;
        Ok(out)
    }

    /// Hands each action, typed and in today's encoding, with its index in the record to `f`,
    /// one at a time: stops at the first that does not read, or that `f` refuses.
    fn each_action<G: Game>(
        &self,
        mut f: impl FnMut(usize, G::Action) -> Result<(), RecordError>,
    ) -> Result<(), RecordError> {
        let mut typed = |index: usize, value: &serde_json::Value| {
            let action = G::Action::deserialize(value).map_err(|e| RecordError::BadAction {
                index,
                reason: e.to_string(),
            })?;
            f(index, action)
        };
        match G::legacy_actions(&self.actions) {
            None => (self.actions.iter().enumerate()).try_for_each(|(i, v)| typed(i, v)),
            Some(read) => read.iter().try_for_each(|(i, v)| typed(*i, v)),
        }
    }

    /// The rules release this record was written with: `rules` when written, else (a version 1
    /// record) release 1 when its options are `null` (the first release wrote them so) and the
    /// game's [`Game::RULES_UNMARKED`] when they are an object.
    pub fn rules_of<G: Game>(&self) -> u32 {
        match self.rules {
            0 if self.options.is_null() => 1,
            0 => G::RULES_UNMARKED,
            rules => rules,
        }
    }

    /// Rewrites the record in today's format: version [`RECORD_VERSION`], its release written
    /// out, every action in today's encoding (an app does this when it opens a save, so that the
    /// actions it appends read the same way). The release, and so the rules, stay the record's.
    pub fn upgrade<G: Game>(&mut self) -> Result<(), RecordError> {
        self.check_rules::<G>()?;
        if G::legacy_actions(&self.actions).is_some() {
            self.actions = self
                .typed_actions::<G>()?
                .iter()
                .map(|action| serde_json::to_value(action).expect("action serializes"))
                .collect();
        }
        self.rules = self.rules_of::<G>();
        self.version = RECORD_VERSION;
        Ok(())
    }

    /// Refuses a record for another game or under a release this engine does not know.
    fn check_rules<G: Game>(&self) -> Result<u32, RecordError> {
        if self.game != G::ID {
            return Err(RecordError::WrongGame(self.game.clone()));
        }
        check_version(u64::from(self.version))?;
        match self.rules_of::<G>() {
            rules if rules > G::RULES => Err(RecordError::NewerRules {
                rules,
                known: G::RULES,
            }),
            rules => Ok(rules),
        }
    }

    /// The starting state of this record's game, under the record's rules release.
    pub fn start<G: Game>(&self) -> Result<G, RecordError> {
        let rules = self.check_rules::<G>()?;
        let options = self.options::<G>()?;
        start_at::<G>(self.players, &options, self.seed, self.salt, rules)
            .map_err(RecordError::Setup)
    }

    /// Replays the actions one at a time and returns the final state; stops at the first action
    /// that is unreadable or illegal and reports it (by its index in the record).
    pub fn replay<G: Game>(&self) -> Result<G, RecordError> {
        let mut state = self.start::<G>()?;
        self.each_action::<G>(|index, action| {
            state
                .apply(action)
                .map(drop)
                .map_err(|reason| RecordError::Illegal { index, reason })
        })?;
        Ok(state)
    }
}

/// Refuses a format version this engine cannot read: [`RecordError::NewerFormat`] above its
/// own, [`RecordError::Version`] for one that never existed (0).
fn check_version(version: u64) -> Result<(), RecordError> {
    match version {
        1 => Ok(()),
        v if v == u64::from(RECORD_VERSION) => Ok(()),
        v if v > u64::from(RECORD_VERSION) => Err(RecordError::NewerFormat(v)),
        v => Err(RecordError::Version(v)),
    }
}

/// What [`Record::from_json`] checks before reading a record whole: its version, and its number
/// of actions counted without keeping them.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    version: serde_json::Value,
    #[serde(default)]
    actions: ActionCount,
}

/// The length of a JSON list, counted without building its items.
#[derive(Default)]
struct ActionCount(usize);

impl<'de> Deserialize<'de> for ActionCount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Counter;
        impl<'de> Visitor<'de> for Counter {
            type Value = ActionCount;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of actions")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ActionCount, A::Error> {
                let mut count = 0;
                while seq.next_element::<IgnoredAny>()?.is_some() {
                    count += 1;
                }
                Ok(ActionCount(count))
            }
        }
        deserializer.deserialize_seq(Counter)
    }
}

/// Refuses a record text of `bytes` bytes if it is over [`MAX_RECORD_BYTES`]: call it before
/// reading or decoding a record from outside.
pub fn check_size(bytes: usize) -> Result<(), RecordError> {
    if bytes > MAX_RECORD_BYTES {
        return Err(RecordError::TooLarge {
            bytes,
            limit: MAX_RECORD_BYTES,
        });
    }
    Ok(())
}

/// Sets up a game under today's rules from its seed, then mixes in the private salt.
pub fn start<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    salt: u64,
) -> Result<G, SetupError> {
    start_at::<G>(players, options, seed, salt, G::RULES)
}

/// Sets up a game under rules release `rules` from its seed, then mixes in the private salt.
pub fn start_at<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    salt: u64,
    rules: u32,
) -> Result<G, SetupError> {
    check_players_for::<G>(players, options)?;
    if !(1..=G::RULES).contains(&rules) {
        return Err(SetupError(format!("no rules release {rules}")));
    }
    let mut state = G::new_at(players, options, GameRng::new(seed), rules)?;
    state.rng_mut().mix(salt);
    Ok(state)
}

/// A portable fingerprint of a whole state (FNV-1a over its JSON), equal natively and in wasm.
pub fn fingerprint<G: Game>(state: &G) -> u64 {
    let bytes = serde_json::to_vec(state).expect("state serializes");
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
