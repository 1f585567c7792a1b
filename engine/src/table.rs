//! One game at a table of several devices, with no server: the host's device runs the game and
//! is its only authority; each guest's device sends actions and receives only what its seat
//! may see.
//!
//! The protocol is transport-free (a WebRTC data channel carries it in the app; the tests call
//! it directly) and typed: a guest sends [`ToHost`], the host answers with [`ToGuest`]. Both are
//! JSON with a length limit checked before parsing ([`read_to_host`], [`read_to_guest`]).
//!
//! - **Seats.** The host gives each remote seat a secret [`Claim`] (in that seat's invitation);
//!   a guest takes its seat with [`ToHost::Sit`], and takes it back the same way after a lost
//!   connection, saying how many actions it has already seen.
//! - **Authority.** The host checks every action with [`Game::apply`], for the seat of the
//!   connection it came on, against the position the guest saw (`at`, the number of actions
//!   played): an action from another seat, out of turn, against an older position or refused by
//!   the rules changes nothing and is answered with [`ToGuest::Refused`].
//! - **What a guest sees.** [`ToGuest::State`] carries the seat's [`Game::view`], the legal
//!   actions when that seat is to act (none otherwise), and the public log lines since the
//!   guest's last state. The seed and salt never leave the host while the game runs.
//! - **A deal guests can check.** [`ToGuest::Welcome`] carries a commitment: SHA-256 of the
//!   record's head (game, release, players, options, seed, salt) and a secret nonce. When the
//!   game is over the host reveals the record and the nonce ([`ToGuest::Over`]); each guest's
//!   [`Guest::verify`] checks the commitment, replays the record and compares every view it was
//!   shown with the replay's view at that point.

use crate::game::{Game, LogArg, LogEntry, Seat};
use crate::record::{Record, RecordError, MAX_RECORD_BYTES};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The longest message a guest may send, in bytes: an action is a few dozen.
pub const MAX_TO_HOST_BYTES: usize = 4 * 1024;
/// The longest message a host may send, in bytes: the revealed record at its longest, and room.
pub const MAX_TO_GUEST_BYTES: usize = MAX_RECORD_BYTES + 256 * 1024;
/// The longest message key a log line may carry.
const MAX_KEY_BYTES: usize = 96;

/// A seat's secret, given in its invitation: whoever holds it plays that seat (128 random bits,
/// drawn by the host's device).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Claim(pub [u64; 2]);

/// What a guest sends to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", deny_unknown_fields)]
pub enum ToHost<A> {
    /// Takes the seat of `claim` on this connection; `seen` actions are already known to the
    /// guest (0 the first time), so the answer carries only the log lines after them.
    Sit {
        /// The seat's secret.
        claim: Claim,
        /// How many actions the guest has already seen.
        seen: u32,
    },
    /// Plays `action` in the position reached after `at` actions.
    Act {
        /// The number of actions played when the guest chose.
        at: u32,
        /// The action, in its game's JSON form.
        action: A,
    },
}

/// What the host sends to a guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", deny_unknown_fields)]
pub enum ToGuest<V, A> {
    /// The table the guest sat at: its seat, the game and the commitment to the deal.
    Welcome {
        /// The guest's seat.
        seat: Seat,
        /// The game's id.
        game: String,
        /// The game's rules release.
        rules: u32,
        /// Number of seats.
        players: usize,
        /// The game's options (public: chosen on the new-game screen).
        options: serde_json::Value,
        /// SHA-256, in hex, of the record's head and the host's nonce ([`commitment`]).
        commitment: String,
    },
    /// The position after `at` actions, as the guest's seat sees it.
    State {
        /// Actions played so far.
        at: u32,
        /// What this seat may see.
        view: V,
        /// The seat that must act, `None` once the game is over.
        to_act: Option<Seat>,
        /// The legal actions when this seat is to act; empty otherwise.
        legal: Vec<A>,
        /// The public log lines of the actions after `from` up to `at`.
        log: Vec<Line>,
        /// The number of actions before the first line of `log`.
        from: u32,
    },
    /// The guest's last message changed nothing, and why.
    Refused {
        /// A message-catalogue key (`table.refused.*`, or the game's `illegal.*` key).
        key: String,
        /// The reason in English, with details.
        message: String,
        /// Actions played so far.
        at: u32,
    },
    /// The game is over: the whole record, seed and salt included, and the nonce, so that the
    /// guest can check the commitment and the deal.
    Over {
        /// The game's record.
        record: Record,
        /// The nonce under the commitment.
        nonce: [u64; 2],
    },
    /// The host ended the game before its end: the record so far and the nonce, as in
    /// [`ToGuest::Over`], so that the guest checks the deal of every position it was shown. The
    /// table is closed for good (its claims are forgotten), so revealing the deal is safe.
    Ended {
        /// The game's record up to now.
        record: Record,
        /// The nonce under the commitment.
        nonce: [u64; 2],
    },
    /// Who is at the table: each seat's [`Presence`], sent when a guest sits and whenever a
    /// seat's state changes.
    Seats {
        /// One per seat.
        seats: Vec<Presence>,
    },
}

/// Who plays a seat and whether they are at the table, as the host tells its guests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Presence {
    /// A person at the host's device.
    Here,
    /// A bot of the host's device.
    Bot,
    /// A guest on its own device, connected.
    Connected,
    /// A guest whose device went away.
    Away,
    /// A guest invited and not yet at the table.
    Invited,
}

/// A guest's message type for game `G`.
pub type ToHostOf<G> = ToHost<<G as Game>::Action>;
/// A host's message type for game `G`.
pub type ToGuestOf<G> = ToGuest<<G as Game>::View, <G as Game>::Action>;

/// One public log line as it travels: a message key and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    /// A message-catalogue key such as `shikoku.log.play`.
    pub key: String,
    /// The values the message refers to.
    pub args: Vec<Arg>,
}

/// One argument of a log line as it travels (written as [`LogArg`] is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", content = "v")]
pub enum Arg {
    /// A seat, shown as that player's name.
    Player(Seat),
    /// A number.
    Num(i64),
    /// Another message key.
    Key(String),
}

impl From<&LogEntry> for Line {
    fn from(entry: &LogEntry) -> Self {
        Line {
            key: entry.key.to_string(),
            args: entry
                .args
                .iter()
                .map(|a| match *a {
                    LogArg::Player(s) => Arg::Player(s),
                    LogArg::Num(n) => Arg::Num(n),
                    LogArg::Key(k) => Arg::Key(k.to_string()),
                })
                .collect(),
        }
    }
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// Longer than the limit; nothing was parsed.
    TooLarge {
        /// Length of the text.
        bytes: usize,
        /// The limit.
        limit: usize,
    },
    /// Not a message of this protocol (the parser's reason).
    Malformed(String),
    /// A well-formed message that breaks the protocol (a seat that does not exist, a state
    /// older than one already shown, …).
    Invalid(&'static str),
}

impl std::fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProtocolError::TooLarge { bytes, limit } => {
                write!(f, "message of {bytes} bytes, over the limit of {limit}")
            }
            ProtocolError::Malformed(why) => write!(f, "malformed message: {why}"),
            ProtocolError::Invalid(why) => write!(f, "invalid message: {why}"),
        }
    }
}

impl std::error::Error for ProtocolError {}

fn read_limited<T: DeserializeOwned>(text: &str, limit: usize) -> Result<T, ProtocolError> {
    if text.len() > limit {
        return Err(ProtocolError::TooLarge {
            bytes: text.len(),
            limit,
        });
    }
    serde_json::from_str(text).map_err(|e| ProtocolError::Malformed(e.to_string()))
}

/// Reads a guest's message, refusing one over [`MAX_TO_HOST_BYTES`] before parsing it.
pub fn read_to_host<G: Game>(text: &str) -> Result<ToHostOf<G>, ProtocolError> {
    read_limited(text, MAX_TO_HOST_BYTES)
}

/// Reads a host's message, refusing one over [`MAX_TO_GUEST_BYTES`] before parsing it.
pub fn read_to_guest<G: Game>(text: &str) -> Result<ToGuestOf<G>, ProtocolError> {
    read_limited(text, MAX_TO_GUEST_BYTES)
}

/// The commitment to a deal: SHA-256, in lowercase hex, of the record's head (game, release,
/// players, options, seed, salt; not its actions) and the nonce.
pub fn commitment(record: &Record, nonce: [u64; 2]) -> String {
    let mut hash = Sha256::new();
    hash.update(b"takhte-deal-1\0");
    hash.update(record.game.as_bytes());
    hash.update([0]);
    hash.update(record.rules.to_le_bytes());
    hash.update((record.players as u64).to_le_bytes());
    hash.update(record.options.to_string().as_bytes());
    hash.update([0]);
    hash.update(record.seed.to_le_bytes());
    hash.update(record.salt.to_le_bytes());
    hash.update(nonce[0].to_le_bytes());
    hash.update(nonce[1].to_le_bytes());
    hex(&hash.finalize())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn digest(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// Why the host refused an action ([`Table::act`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// A message-catalogue key.
    pub key: String,
    /// The reason in English.
    pub message: String,
}

impl Refusal {
    fn new(key: &str, message: impl Into<String>) -> Self {
        Refusal {
            key: key.to_string(),
            message: message.into(),
        }
    }
}

/// The host's side of the table: the game, its record, the remote seats' claims and the log.
#[derive(Clone, Debug)]
pub struct Table<G: Game> {
    game: G,
    record: Record,
    nonce: [u64; 2],
    /// The claim of each remote seat; `None` for a seat at the host's device (people or bots).
    claims: Vec<Option<Claim>>,
    log: Vec<Line>,
}

impl<G: Game> Table<G> {
    /// A table for `record` (a new game, or one resumed: its actions are replayed), with the
    /// claim of each remote seat and the host's secret nonce (both drawn at random by the
    /// host's device).
    pub fn new(
        record: Record,
        claims: Vec<Option<Claim>>,
        nonce: [u64; 2],
    ) -> Result<Self, RecordError> {
        if record.game != G::ID {
            return Err(RecordError::Malformed(format!(
                "a {} record at a {} table",
                record.game,
                G::ID
            )));
        }
        if claims.len() != record.players {
            return Err(RecordError::Malformed(format!(
                "{} claims for {} seats",
                claims.len(),
                record.players
            )));
        }
        let mut game = record.start::<G>()?;
        let mut log = Vec::with_capacity(record.actions.len());
        for (index, action) in record.indexed_actions::<G>()? {
            let line = game
                .apply(action)
                .map_err(|reason| RecordError::Illegal { index, reason })?;
            log.push(Line::from(&line));
        }
        let mut record = record;
        record.upgrade::<G>()?;
        Ok(Table {
            game,
            record,
            nonce,
            claims,
            log,
        })
    }

    /// The game as the host knows it.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The record so far (seed and salt included: never for a guest's eyes before the end).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Actions played so far.
    pub fn at(&self) -> u32 {
        self.log.len() as u32
    }

    /// The public log, one line per action.
    pub fn log(&self) -> &[Line] {
        &self.log
    }

    /// The commitment guests are given when they sit.
    pub fn commitment(&self) -> String {
        commitment(&self.record, self.nonce)
    }

    /// The seat a claim belongs to.
    pub fn seat_of(&self, claim: &Claim) -> Option<Seat> {
        self.claims.iter().position(|c| c.as_ref() == Some(claim))
    }

    /// The claim of each seat (`None` for a seat at the host's device), to keep with the host's
    /// save so that a resumed table invites the same seats.
    pub fn claims(&self) -> &[Option<Claim>] {
        &self.claims
    }

    /// The secret nonce under the commitment, to keep with the host's save (never for a guest's
    /// eyes before the end).
    pub fn nonce(&self) -> [u64; 2] {
        self.nonce
    }

    /// Takes `seat` back from its remote player (a dropped guest whose seat the host hands to a
    /// bot or to a person at the host's device): its claim no longer seats anyone. Returns the
    /// claim it had.
    pub fn release(&mut self, seat: Seat) -> Option<Claim> {
        self.claims.get_mut(seat).and_then(Option::take)
    }

    /// Whether `seat` is played from another device.
    pub fn is_remote(&self, seat: Seat) -> bool {
        matches!(self.claims.get(seat), Some(Some(_)))
    }

    /// Plays `action` for `seat` in the position after `at` actions: refused unless `seat` is to
    /// act, `at` is the current position and the rules accept it. Returns the log line.
    pub fn act(&mut self, seat: Seat, at: u32, action: G::Action) -> Result<&Line, Refusal> {
        match self.game.to_act() {
            None => return Err(Refusal::new("table.refused.over", "the game is over")),
            Some(s) if s != seat => {
                return Err(Refusal::new(
                    "table.refused.not_your_turn",
                    format!("seat {s} is to act, not seat {seat}"),
                ))
            }
            Some(_) => {}
        }
        if at != self.at() {
            return Err(Refusal::new(
                "table.refused.moved_on",
                format!("chosen after {at} actions; {} have been played", self.at()),
            ));
        }
        let line = self
            .game
            .apply(action)
            .map_err(|e| Refusal::new(e.key, e.message))?;
        self.record.push::<G>(&action);
        self.log.push(Line::from(&line));
        Ok(self.log.last().expect("just pushed"))
    }

    /// The host's answer to a guest's message on a connection that holds `seat` (`None` until
    /// the guest has sat): the messages for that guest, and whether the game moved (then every
    /// other remote seat needs its [`Table::state_for`]). A `Sit` sets `seat`.
    pub fn receive(
        &mut self,
        seat: &mut Option<Seat>,
        message: ToHostOf<G>,
    ) -> (Vec<ToGuestOf<G>>, bool) {
        match message {
            ToHost::Sit { claim, seen } => match self.seat_of(&claim) {
                Some(s) => {
                    *seat = Some(s);
                    (vec![self.welcome(s), self.state_for(s, seen)], false)
                }
                None => (
                    vec![self.refused(Refusal::new(
                        "table.refused.unknown_claim",
                        "this invitation is not for a seat at this table",
                    ))],
                    false,
                ),
            },
            ToHost::Act { at, action } => {
                let Some(s) = *seat else {
                    return (
                        vec![self.refused(Refusal::new(
                            "table.refused.not_seated",
                            "take a seat before playing",
                        ))],
                        false,
                    );
                };
                match self.act(s, at, action) {
                    Ok(_) => {
                        let mut out = vec![self.state_for(s, at)];
                        out.extend(self.over());
                        (out, true)
                    }
                    Err(refusal) => (vec![self.refused(refusal)], false),
                }
            }
        }
    }

    /// What a guest at `seat` is told when it sits.
    pub fn welcome(&self, seat: Seat) -> ToGuestOf<G> {
        ToGuest::Welcome {
            seat,
            game: G::ID.to_string(),
            rules: self.record.rules,
            players: self.record.players,
            options: self.record.options.clone(),
            commitment: self.commitment(),
        }
    }

    /// The position as `seat` may see it, with the log lines after the first `seen` actions.
    pub fn state_for(&self, seat: Seat, seen: u32) -> ToGuestOf<G> {
        let from = seen.min(self.at());
        let to_act = self.game.to_act();
        let mut legal = Vec::new();
        if to_act == Some(seat) {
            self.game.legal_actions(&mut legal);
        }
        ToGuest::State {
            at: self.at(),
            view: self.game.view(seat),
            to_act,
            legal,
            log: self.log[from as usize..].to_vec(),
            from,
        }
    }

    /// The host ends the game before its end: the reveal of the record so far and the nonce.
    /// Only for a table that is closed for good (no claim will seat anyone again).
    pub fn end(&self) -> ToGuestOf<G> {
        ToGuest::Ended {
            record: self.record.clone(),
            nonce: self.nonce,
        }
    }

    /// Once the game is over, the reveal of its record and nonce.
    pub fn over(&self) -> Option<ToGuestOf<G>> {
        self.game.outcome().is_over().then(|| ToGuest::Over {
            record: self.record.clone(),
            nonce: self.nonce,
        })
    }

    fn refused(&self, refusal: Refusal) -> ToGuestOf<G> {
        ToGuest::Refused {
            key: refusal.key,
            message: refusal.message,
            at: self.at(),
        }
    }
}

/// What a guest's device learned from one message of its host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Seated at this seat.
    Seated(Seat),
    /// A new position to show.
    Moved,
    /// The last action sent was refused.
    Refused {
        /// A message-catalogue key.
        key: String,
        /// The reason in English.
        message: String,
    },
    /// The game is over and its deal was checked.
    Over(Verdict),
    /// The host ended the game before its end, and the deal so far was checked.
    Ended(Verdict),
    /// The seats' states changed.
    Seats,
}

/// What a guest concludes about the deal once the record is revealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The commitment matches, the record replays, and every view shown matches the replay.
    Verified,
    /// The deal does not match what was promised or shown, and why.
    Mismatch(String),
}

/// A guest's side of the table: what its host has told it, checked as it arrives. It can be
/// kept on the guest's device ([`Guest::keep`], [`Guest::kept`]) so that a guest whose page
/// reloads shows what it saw, says how much it has seen when it sits again, and still checks
/// every view it was shown at the end.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Guest<G: Game> {
    seat: Option<Seat>,
    players: usize,
    rules: u32,
    options: serde_json::Value,
    commitment: String,
    at: u32,
    view: Option<G::View>,
    to_act: Option<Seat>,
    legal: Vec<G::Action>,
    log: Vec<Line>,
    /// A digest of each view shown, with the number of actions it was shown after.
    shown: Vec<(u32, [u8; 32])>,
    #[serde(skip)]
    verdict: Option<Verdict>,
    /// Each seat's state, as last told (not kept: it is stale once the page reloads).
    #[serde(skip)]
    seats: Vec<Presence>,
    /// True once the host ended the game before its end.
    #[serde(skip)]
    ended: bool,
}

impl<G: Game> Default for Guest<G> {
    fn default() -> Self {
        Guest {
            seat: None,
            players: 0,
            rules: 0,
            options: serde_json::Value::Null,
            commitment: String::new(),
            at: 0,
            view: None,
            to_act: None,
            legal: Vec::new(),
            log: Vec::new(),
            shown: Vec::new(),
            verdict: None,
            seats: Vec::new(),
            ended: false,
        }
    }
}

impl<G: Game> Guest<G> {
    /// A guest not yet seated.
    pub fn new() -> Self {
        Self::default()
    }

    /// The guest's seat, once seated.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The number of seats, once seated.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Actions played so far, as last told.
    pub fn at(&self) -> u32 {
        self.at
    }

    /// The last view shown.
    pub fn view(&self) -> Option<&G::View> {
        self.view.as_ref()
    }

    /// The seat to act, as last told.
    pub fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    /// The legal actions when it is this guest's turn.
    pub fn legal(&self) -> &[G::Action] {
        &self.legal
    }

    /// The public log so far.
    pub fn log(&self) -> &[Line] {
        &self.log
    }

    /// The verdict on the deal, once the game is over.
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    /// Each seat's state as the host last told it (empty until told).
    pub fn seats(&self) -> &[Presence] {
        &self.seats
    }

    /// True once the host ended the game before its end ([`ToGuest::Ended`]).
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// What the guest has been told, as JSON to keep on its device.
    pub fn keep(&self) -> String {
        serde_json::to_string(self).expect("a guest serializes")
    }

    /// A guest kept by [`Guest::keep`], read with the host's length limit; `None` for text that
    /// is not one, or one that does not hold together (its log and its count of actions).
    pub fn kept(text: &str) -> Option<Self> {
        let guest: Self = read_limited(text, MAX_TO_GUEST_BYTES).ok()?;
        let (lo, hi) = serde_json::from_value::<G::Options>(guest.options.clone())
            .map_or(G::PLAYERS, |o| G::players_for(&o));
        let sound = (lo..=hi).contains(&guest.players)
            && (1..=G::RULES).contains(&guest.rules)
            && guest.log.len() == guest.at as usize
            && guest.seat.is_some_and(|s| s < guest.players)
            && guest.shown.iter().all(|(at, _)| *at <= guest.at)
            && guest.log.iter().all(|l| guest.line_is_sound(l));
        sound.then_some(guest)
    }

    /// The message that plays `action` in the position shown.
    pub fn act(&self, action: G::Action) -> ToHostOf<G> {
        ToHost::Act {
            at: self.at,
            action,
        }
    }

    /// Takes in a message of the host, refusing one that breaks the protocol (and then keeping
    /// everything as it was).
    pub fn receive(&mut self, message: ToGuestOf<G>) -> Result<Heard, ProtocolError> {
        match message {
            ToGuest::Welcome {
                seat,
                game,
                rules,
                players,
                options,
                commitment,
            } => {
                if game != G::ID {
                    return Err(ProtocolError::Invalid("a table of another game"));
                }
                // The seats these options allow (the settlers game for two seats two).
                let (lo, hi) = serde_json::from_value::<G::Options>(options.clone())
                    .map_or(G::PLAYERS, |o| G::players_for(&o));
                if !(lo..=hi).contains(&players) || seat >= players {
                    return Err(ProtocolError::Invalid("no such seat"));
                }
                if !(1..=G::RULES).contains(&rules) {
                    return Err(ProtocolError::Invalid(
                        "a rules release this app does not know",
                    ));
                }
                if commitment.len() != 64 || !commitment.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return Err(ProtocolError::Invalid("not a commitment"));
                }
                if self.seat.is_some() && (self.seat != Some(seat) || self.commitment != commitment)
                {
                    return Err(ProtocolError::Invalid("another seat or deal than before"));
                }
                self.seat = Some(seat);
                self.players = players;
                self.rules = rules;
                self.options = options;
                self.commitment = commitment;
                Ok(Heard::Seated(seat))
            }
            ToGuest::State {
                at,
                view,
                to_act,
                legal,
                log,
                from,
            } => {
                let seat = self
                    .seat
                    .ok_or(ProtocolError::Invalid("a state before a seat"))?;
                if at < self.at || from > self.at || from as usize + log.len() != at as usize {
                    return Err(ProtocolError::Invalid("log lines that do not follow"));
                }
                if to_act.is_some_and(|s| s >= self.players) {
                    return Err(ProtocolError::Invalid("no such seat"));
                }
                if !legal.is_empty() && to_act != Some(seat) {
                    return Err(ProtocolError::Invalid("actions offered out of turn"));
                }
                if log.iter().any(|l| !self.line_is_sound(l)) {
                    return Err(ProtocolError::Invalid("a log line out of bounds"));
                }
                let known = self.at as usize - from as usize;
                if log[..known] != self.log[from as usize..] {
                    return Err(ProtocolError::Invalid("a log that rewrites the past"));
                }
                let shown = serde_json::to_vec(&view).expect("views serialize");
                self.shown.push((at, digest(&shown)));
                self.log.extend(log.into_iter().skip(known));
                self.at = at;
                self.view = Some(view);
                self.to_act = to_act;
                self.legal = legal;
                Ok(Heard::Moved)
            }
            ToGuest::Refused { key, message, at } => {
                if at < self.at {
                    return Err(ProtocolError::Invalid("a refusal about the past"));
                }
                Ok(Heard::Refused { key, message })
            }
            ToGuest::Over { record, nonce } => {
                let verdict = self.verify(&record, nonce);
                self.verdict = Some(verdict.clone());
                Ok(Heard::Over(verdict))
            }
            ToGuest::Ended { record, nonce } => {
                let verdict = self.check(&record, nonce, false);
                self.verdict = Some(verdict.clone());
                self.ended = true;
                self.legal.clear();
                Ok(Heard::Ended(verdict))
            }
            ToGuest::Seats { seats } => {
                let me = self
                    .seat
                    .ok_or(ProtocolError::Invalid("seats before a seat"))?;
                if seats.len() != self.players {
                    return Err(ProtocolError::Invalid("not one state per seat"));
                }
                if seats[me] != Presence::Connected {
                    return Err(ProtocolError::Invalid(
                        "this guest's own seat shown as not connected",
                    ));
                }
                self.seats = seats;
                Ok(Heard::Seats)
            }
        }
    }

    fn line_is_sound(&self, line: &Line) -> bool {
        let key_ok = |k: &str| {
            k.len() <= MAX_KEY_BYTES
                && k.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_')
        };
        key_ok(&line.key)
            && line.args.len() <= crate::game::MAX_LOG_ARGS
            && line.args.iter().all(|a| match a {
                Arg::Player(s) => *s < self.players,
                Arg::Num(_) => true,
                Arg::Key(k) => key_ok(k),
            })
    }

    /// Checks a revealed record against the commitment and everything shown: the head and nonce
    /// must hash to the commitment, the record must replay, and the replay's view of this seat
    /// after each number of actions must be the view that was shown then.
    pub fn verify(&self, record: &Record, nonce: [u64; 2]) -> Verdict {
        self.check(record, nonce, true)
    }

    /// [`Guest::verify`] for a game the host ended before its end (`finished` false): the same
    /// checks, except that the record need not end the game.
    pub fn verify_ended(&self, record: &Record, nonce: [u64; 2]) -> Verdict {
        self.check(record, nonce, false)
    }

    fn check(&self, record: &Record, nonce: [u64; 2], finished: bool) -> Verdict {
        let mismatch = |why: String| Verdict::Mismatch(why);
        let Some(seat) = self.seat else {
            return mismatch("never seated".into());
        };
        if commitment(record, nonce) != self.commitment {
            return mismatch("the seed and salt are not the ones promised".into());
        }
        if record.game != G::ID
            || record.players != self.players
            || record.rules != self.rules
            || record.options != self.options
        {
            return mismatch("the game revealed is not the one played".into());
        }
        let mut state = match record.start::<G>() {
            Ok(s) => s,
            Err(e) => return mismatch(format!("the record does not start: {e}")),
        };
        let actions = match record.typed_actions::<G>() {
            Ok(a) => a,
            Err(e) => return mismatch(format!("the record does not read: {e}")),
        };
        if actions.len() != self.at as usize {
            return mismatch(format!(
                "{} actions revealed, {} played",
                actions.len(),
                self.at
            ));
        }
        let mut shown = self.shown.iter().peekable();
        for at in 0..=actions.len() {
            while let Some((_, digest_shown)) = shown.next_if(|(a, _)| *a as usize == at) {
                let replayed = serde_json::to_vec(&state.view(seat)).expect("views serialize");
                if digest(&replayed) != *digest_shown {
                    return mismatch(format!(
                        "the position after {at} actions is not the one shown"
                    ));
                }
            }
            if let Some(&action) = actions.get(at) {
                if let Err(e) = state.apply(action) {
                    return mismatch(format!("action {at} is illegal: {e}"));
                }
            }
        }
        if finished && !state.outcome().is_over() {
            return mismatch("the record revealed does not end the game".into());
        }
        Verdict::Verified
    }
}
