//! Playing with friends on their own devices: the host's screen (`#/host/<game>`), a guest's
//! screen (`#/join/<game>?i=…`) and the page a reply link opens (`#/reply?a=…`).
//!
//! The host's device runs the game ([`takhte_engine::table::Table`]). Each seat is played by
//! someone at the host's device (two or more of them pass it, behind the pass-and-play
//! curtain), a friend's device, invited by its own link, or a bot the host's device runs.
//! Every guest is told each seat's state ([`Presence`]); "End the game" tells the guests the
//! host ended it and reveals the deal so far for them to check.
//! The game is a saved game of the host's device, with the seats' claims and the nonce kept
//! beside it (`takhte.table.<id>`), so that the host reopens the table from its save
//! (`#/host/<game>?s=<id>`) and invites the same seats again. A guest's device shows only what
//! its host sends ([`takhte_engine::table::Guest`]) and checks the deal at the end.

use crate::games::GameUi;
use crate::i18n::I18n;
use crate::nav::absolute;
use crate::nav::go;
use crate::qr::QrCode;
use crate::remote::{self, Answer, Invite, Peer, ANSWERS_CHANNEL};
use crate::route::Route;
use crate::routes::ErrorPage;
use crate::saves::{parse_save, Save, SeatKind, SAVE_FORMAT};
use crate::storage;
use crate::widgets::{Curtain, LinkField};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use takhte_engine::bots::{Bot, HeuristicBot, NoisyHeuristicBot, Seen};
use takhte_engine::table::{
    read_to_guest, read_to_host, Arg, Claim, Guest, Heard, Line, Presence, Table, ToGuest, ToHost,
    Verdict,
};
use takhte_engine::{with_game, Game, GameRng, Outcome, Record, Seat};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A log line as it travels, in words.
fn line_text(i18n: &I18n, line: &Line, names: &[String]) -> String {
    let args: Vec<String> = line
        .args
        .iter()
        .map(|a| match a {
            Arg::Player(s) => names.get(*s).cloned().unwrap_or_else(|| i18n.num(s + 1)),
            Arg::Num(n) => i18n.num(n),
            Arg::Key(k) => i18n.t(k),
        })
        .collect();
    i18n.tf(&line.key, &args)
}

/// Random words from the browser, for claims and the nonce.
fn random_words<const N: usize>() -> [u64; N] {
    let mut bytes = vec![0u8; 8 * N];
    getrandom::fill(&mut bytes).expect("the browser gives random bytes");
    std::array::from_fn(|i| u64::from_le_bytes(bytes[8 * i..8 * i + 8].try_into().unwrap()))
}

/// The seats' names in the page's language, with "(you)" after the viewer's.
fn seat_names<G: GameUi>(i18n: &I18n, players: usize, me: Option<Seat>) -> Rc<Vec<String>> {
    Rc::new(
        (0..players)
            .map(|s| {
                let name = i18n.t(&G::seat_key(s));
                if Some(s) == me {
                    i18n.tf("table.you", &[name])
                } else {
                    name
                }
            })
            .collect(),
    )
}

/// The last log lines, newest last.
fn recent_lines(i18n: &I18n, log: &[Line], names: &[String]) -> Html {
    html! {
        <section class="table-log" aria-labelledby="table-log-title">
            <h2 id="table-log-title">{ i18n.t("table.log") }</h2>
            <ol data-testid="table-log" start={(log.len().saturating_sub(8) + 1).to_string()}>
                { for log.iter().skip(log.len().saturating_sub(8)).map(|l| html! { <li>{ line_text(i18n, l, names) }</li> }) }
            </ol>
        </section>
    }
}

/// Each seat's state in a word, with a symbol beside it (colour is never the only sign): at the
/// host's device, a bot, a friend connected, away, or invited and awaited. The host's screen and
/// every guest's screen show the same list.
fn seat_states(i18n: &I18n, states: &[Presence], names: &[String]) -> Html {
    html! {
        <ul class="table-states" aria-label={i18n.t("table.states")} data-testid="table-states">
            { for states.iter().enumerate().map(|(seat, state)| {
                let (name, mark, key) = match state {
                    Presence::Here => ("here", "◆", "table.state.here"),
                    Presence::Bot => ("bot", "⚙", "table.state.bot"),
                    Presence::Connected => ("present", "✓", "table.state.present"),
                    Presence::Away => ("away", "✕", "table.state.away"),
                    Presence::Invited => ("awaited", "…", "table.state.awaited"),
                };
                html! {
                    <li data-testid={format!("state-{seat}")} data-state={name}>
                        <span class="state-mark" aria-hidden="true">{ mark }</span>
                        { i18n.tf(key, &[names.get(seat).cloned().unwrap_or_default()]) }
                    </li>
                }
            }) }
        </ul>
    }
}

/// A status line: whose turn it is, or the result.
fn turn_text(i18n: &I18n, to_act: Option<Seat>, me: Option<Seat>, names: &[String]) -> String {
    match to_act {
        Some(s) if Some(s) == me => i18n.t("table.your_turn"),
        Some(s) => i18n.tf("table.waiting_for", &[names[s].clone()]),
        None => i18n.t("table.over"),
    }
}

/// The result of a finished game in words.
fn result_text(i18n: &I18n, outcome: &Outcome, names: &[String]) -> String {
    match outcome {
        Outcome::Running => String::new(),
        Outcome::Finished { scores, .. } => {
            let winners: Vec<String> = outcome
                .winners()
                .iter()
                .map(|&s| names[s].clone())
                .collect();
            let scores: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(s, v)| format!("{} {}", names[s], i18n.num(v)))
                .collect();
            i18n.tf("table.result", &[i18n.list(&winners), i18n.list(&scores)])
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The host

/// How far one remote seat's connection has come.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Link {
    /// The offer is being prepared.
    Preparing,
    /// The invitation is ready; the reply is awaited.
    Invited,
    /// The reply came; the channel opens.
    Connecting,
    /// The guest is at the table.
    Seated,
    /// The guest's device went away.
    Gone,
    /// The connection could not be made.
    Failed,
}

/// One remote seat.
struct Remote {
    claim: Claim,
    /// The invitation's number, so a reply finds its connection.
    id: u32,
    peer: Option<Peer>,
    invite: Option<String>,
    link: Link,
    /// The seat taken on this connection (set by the guest's `Sit`).
    sat: Option<Seat>,
}

/// The host's table and its connections.
struct Host<G: Game> {
    table: Table<G>,
    /// One per seat; `None` for a seat at the host's device (a person or a bot).
    remotes: Vec<Option<Remote>>,
    refused: Option<String>,
    next_id: u32,
    /// The game as a saved game of this device (every seat a person), written after each
    /// action: it stays on the home screen, to replay or go on with at this device.
    save: Save,
    /// Why the last write of the save failed, as a catalogue key.
    storage_error: Option<&'static str>,
    /// True while a bot's move is scheduled.
    bot_pending: bool,
    rng: GameRng,
    /// The seats' states as last sent to the guests.
    told: Vec<Presence>,
    /// The person at this device who last lifted the curtain (with two or more here).
    revealed: Option<Seat>,
}

/// Who plays a seat, as chosen on the host's set-up screen.
#[derive(Clone, Copy, Debug, PartialEq)]
enum SeatChoice {
    /// Someone at the host's device.
    Here,
    /// A friend on their own device, invited by a link.
    Friend,
    /// A bot of the host's device, at this level.
    Bot(&'static str),
}

impl<G: Game> Host<G> {
    /// A table ready to play: one remote seat per claim of `table`, none connected yet.
    fn new(table: Table<G>, save: Save) -> Self {
        Host {
            remotes: remotes_for(table.claims()),
            table,
            refused: None,
            next_id: 0,
            save,
            storage_error: None,
            bot_pending: false,
            rng: GameRng::new(random_words::<1>()[0]),
            told: Vec::new(),
            revealed: None,
        }
    }

    /// The seats played by people at this device.
    fn here(&self) -> Vec<Seat> {
        (0..self.remotes.len())
            .filter(|&s| self.remotes[s].is_none() && self.bot(s).is_none())
            .collect()
    }

    /// Each seat's state: a person or a bot at this device, or a guest and its connection.
    fn presence(&self) -> Vec<Presence> {
        (0..self.remotes.len())
            .map(|seat| match (&self.remotes[seat], self.bot(seat)) {
                (Some(r), _) => match r.link {
                    Link::Seated => Presence::Connected,
                    Link::Gone | Link::Failed => Presence::Away,
                    _ => Presence::Invited,
                },
                (None, Some(_)) => Presence::Bot,
                (None, None) => Presence::Here,
            })
            .collect()
    }

    /// Tells every seated guest the seats' states when they changed since last told.
    fn tell_seats(&mut self) {
        let now = self.presence();
        if now == self.told {
            return;
        }
        let message = ToGuest::<G::View, G::Action>::Seats { seats: now.clone() };
        for r in self.remotes.iter().flatten() {
            if let (Some(_), Some(peer)) = (r.sat, &r.peer) {
                send(peer, &message);
            }
        }
        self.told = now;
    }

    /// The bot level of a seat the host's device plays by itself (`None`: a person), as its
    /// save says.
    fn bot(&self, seat: Seat) -> Option<&'static str> {
        match self.save.seats.get(seat)? {
            SeatKind::Bot { bot } => Some(
                TABLE_BOTS
                    .iter()
                    .copied()
                    .find(|b| b == bot)
                    .unwrap_or("heuristic"),
            ),
            SeatKind::Human => None,
        }
    }

    /// Writes the game to its save, and the seats' claims and the nonce beside it.
    fn keep(&mut self) {
        self.save.record = self.table.record().clone();
        self.save.updated = storage::now();
        self.save.finished = self.table.game().outcome().is_over();
        let kept = TableKeep {
            claims: self.table.claims().iter().map(|c| c.map(|c| c.0)).collect(),
            nonce: self.table.nonce(),
        };
        let text = serde_json::to_string(&kept).expect("serializes");
        self.storage_error = storage::write_save(&self.save)
            .and_then(|_| storage::write_table(&self.save.id, &text))
            .err()
            .map(|e| e.message_key());
    }

    /// Sends every seated guest its state, and the reveal once the game is over.
    fn broadcast(&self, except: Option<Seat>) {
        let over = self.table.over();
        for (seat, remote) in self.remotes.iter().enumerate() {
            let Some(r) = remote else { continue };
            if r.sat.is_none() || Some(seat) == except {
                continue;
            }
            if let Some(peer) = &r.peer {
                // A guest missing lines asks again when it sits; the whole log is cheap.
                let state = self.table.state_for(seat, 0);
                send(peer, &state);
                if let Some(o) = &over {
                    send(peer, o);
                }
            }
        }
    }

    /// A guest's message on the connection of `seat`.
    fn hear(&mut self, seat: Seat, text: &str) {
        let Some(Some(remote)) = self.remotes.get_mut(seat) else {
            return;
        };
        let mut sat = remote.sat;
        let (replies, moved) = match read_to_host::<G>(text) {
            Ok(message) => {
                // A connection speaks for the seat it was invited to, and no other.
                if let ToHost::Sit { claim, .. } = &message {
                    if *claim != remote.claim {
                        return;
                    }
                }
                self.table.receive(&mut sat, message)
            }
            Err(_) => return,
        };
        let remote = self.remotes[seat].as_mut().expect("checked above");
        if sat.is_some() && remote.sat.is_none() {
            // A guest just sat: it is told the seats' states after its welcome.
            self.told.clear();
        }
        let remote = self.remotes[seat].as_mut().expect("checked above");
        remote.sat = sat;
        if sat.is_some() {
            remote.link = Link::Seated;
        }
        if let Some(peer) = &remote.peer {
            for r in &replies {
                send(peer, r);
            }
        }
        if moved {
            self.keep();
            self.broadcast(Some(seat));
        }
    }
}

/// What the host's device keeps beside a table's save to reopen it: the claim of each seat
/// (`None` at the host's device) and the nonce under the commitment. Who plays each seat that
/// is not remote is in the save's seats.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TableKeep {
    claims: Vec<Option<[u64; 2]>>,
    nonce: [u64; 2],
}

impl<G: Game> Host<G> {
    /// The table of a saved game, reopened: the record replayed, the same claims and nonce,
    /// every remote seat waiting for a new invitation. `Err` names a catalogue key.
    fn resume(id: &str) -> Result<Self, &'static str> {
        let text = storage::save_text(id).ok_or("table.resume.missing")?;
        let save = parse_save(&text).map_err(|_| "table.resume.broken")?;
        let kept: TableKeep = storage::table_text(id)
            .and_then(|t| serde_json::from_str(&t).ok())
            .ok_or("table.resume.missing")?;
        if save.record.game != G::ID || save.finished {
            return Err("table.resume.missing");
        }
        let claims: Vec<Option<Claim>> = kept.claims.iter().map(|c| c.map(Claim)).collect();
        let table = Table::<G>::new(save.record.clone(), claims.clone(), kept.nonce)
            .map_err(|_| "table.resume.broken")?;
        Ok(Host::new(table, save))
    }
}

/// One remote seat per claim, none connected yet.
fn remotes_for(claims: &[Option<Claim>]) -> Vec<Option<Remote>> {
    claims
        .iter()
        .map(|c| {
            c.map(|claim| Remote {
                claim,
                id: 0,
                peer: None,
                invite: None,
                link: Link::Preparing,
                sat: None,
            })
        })
        .collect()
}

/// Hands a remote seat whose guest is away to a bot of the host's device: the seat's claim no
/// longer seats anyone, and the bot plays from the position it is in.
fn to_bot<G: GameUi>(host: &Rc<RefCell<Option<Host<G>>>>, seat: Seat, redraw: &Callback<()>) {
    {
        let mut slot = host.borrow_mut();
        let Some(h) = slot.as_mut() else { return };
        if let Some(Some(r)) = h.remotes.get_mut(seat).map(Option::take) {
            if let Some(p) = &r.peer {
                p.close();
            }
        }
        h.table.release(seat);
        h.save.seats[seat] = SeatKind::Bot {
            bot: "heuristic".to_string(),
        };
        h.keep();
    }
    redraw.emit(());
    bot_turns(host, redraw);
}

/// Shows `route` in the address bar in place of the current entry, without opening it (so that
/// a reload opens it).
fn replace_address(route: &Route) {
    if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&route.hash()));
    }
}

/// Sends one message on a peer's channel.
fn send<T: serde::Serialize>(peer: &Peer, message: &T) {
    if let Ok(text) = serde_json::to_string(message) {
        peer.send(&text);
    }
}

/// Properties of [`HostPage`] and [`JoinPage`].
#[derive(Properties, PartialEq)]
pub struct TablePageProps {
    /// Game id.
    pub game: AttrValue,
    /// The raw query (the invitation, for a guest; `s=<save id>` to reopen a host's table).
    #[prop_or_default]
    pub query: AttrValue,
}

/// `#/host/<game>`: the host's screen for the named game.
#[function_component]
pub fn HostPage(props: &TablePageProps) -> Html {
    let resume = props
        .query
        .split('&')
        .find_map(|kv| kv.strip_prefix("s="))
        .filter(|id| !id.is_empty() && id.len() <= 64)
        .map(|id| AttrValue::from(id.to_string()));
    with_game!(props.game.as_str(), G => html! { <HostScreen<G> {resume} /> },
        _ => html! { <ErrorPage title_key="error.not_found" detail={props.game.to_string()} /> })
}

/// `#/join/<game>?i=…`: a guest's screen.
#[function_component]
pub fn JoinPage(props: &TablePageProps) -> Html {
    with_game!(props.game.as_str(), G => html! { <GuestScreen<G> query={props.query.clone()} /> },
        _ => html! { <ErrorPage title_key="error.not_found" detail={props.game.to_string()} /> })
}

/// Properties of [`HostScreen`].
#[derive(Properties, PartialEq)]
pub struct HostProps {
    /// The id of the saved game whose table to reopen, if any.
    #[prop_or_default]
    pub resume: Option<AttrValue>,
}

/// Prepares the offer of one remote seat's connection, then its invitation link.
fn invite<G: GameUi>(host: &Rc<RefCell<Option<Host<G>>>>, seat: Seat, redraw: &Callback<()>) {
    let weak: Weak<RefCell<Option<Host<G>>>> = Rc::downgrade(host);
    let on_event = {
        let (weak, redraw) = (weak.clone(), redraw.clone());
        move |event: remote::Event| {
            let Some(host) = weak.upgrade() else { return };
            let Ok(mut slot) = host.try_borrow_mut() else {
                return;
            };
            let Some(h) = slot.as_mut() else { return };
            match event {
                remote::Event::Open => {}
                remote::Event::Message(text) => h.hear(seat, &text),
                remote::Event::Closed => {
                    if let Some(Some(r)) = h.remotes.get_mut(seat) {
                        r.link = Link::Gone;
                        r.sat = None;
                    }
                }
            }
            drop(slot);
            redraw.emit(());
            bot_turns(&host, &redraw);
        }
    };
    let peer = match Peer::new(on_event) {
        Ok(p) => p,
        Err(_) => {
            if let Some(Some(r)) = host.borrow_mut().as_mut().map(|h| &mut h.remotes[seat]) {
                r.link = Link::Failed;
            }
            redraw.emit(());
            return;
        }
    };
    let (id, claim) = {
        let mut slot = host.borrow_mut();
        let h = slot.as_mut().expect("a table");
        h.next_id += 1;
        let id = h.next_id;
        let r = h.remotes[seat].as_mut().expect("a remote seat");
        r.id = id;
        r.link = Link::Preparing;
        r.invite = None;
        r.sat = None;
        (id, r.claim)
    };
    let redraw = redraw.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let offer = peer.offer().await;
        let Some(host) = weak.upgrade() else { return };
        let mut slot = host.borrow_mut();
        let Some(h) = slot.as_mut() else { return };
        let r = h.remotes[seat].as_mut().expect("a remote seat");
        if r.id != id {
            return;
        }
        match offer {
            Ok(sdp) => {
                let code = remote::encode(&Invite {
                    sdp,
                    claim: claim.0,
                    seat,
                    id,
                });
                r.invite = Some(absolute(&format!("#/join/{}?i={code}", G::ID)));
                r.link = Link::Invited;
                r.peer = Some(peer);
            }
            Err(_) => r.link = Link::Failed,
        }
        drop(slot);
        redraw.emit(());
    });
}

/// Hands a guest's reply to the connection it answers.
fn take_answer<G: Game>(
    host: &Rc<RefCell<Option<Host<G>>>>,
    text: &str,
    redraw: &Callback<()>,
) -> bool {
    let Some(answer) = remote::decode::<Answer>(text, "a") else {
        return false;
    };
    let sdp = answer.sdp.clone();
    let accepted = {
        let mut slot = host.borrow_mut();
        let Some(h) = slot.as_mut() else { return false };
        let Some(r) = h
            .remotes
            .iter_mut()
            .flatten()
            .find(|r| r.id == answer.id && r.link == Link::Invited)
        else {
            return false;
        };
        r.link = Link::Connecting;
        r.id
    };
    let connection = {
        let slot = host.borrow();
        let r = slot
            .as_ref()
            .and_then(|h| h.remotes.iter().flatten().find(|r| r.id == accepted));
        r.and_then(|r| r.peer.as_ref().map(Peer::connection))
    };
    let Some(connection) = connection else {
        return false;
    };
    let (weak, redraw) = (Rc::downgrade(host), redraw.clone());
    wasm_bindgen_futures::spawn_local(async move {
        if remote::accept(&connection, &sdp).await.is_ok() {
            return;
        }
        let Some(host) = weak.upgrade() else { return };
        if let Some(r) = host
            .borrow_mut()
            .as_mut()
            .and_then(|h| h.remotes.iter_mut().flatten().find(|r| r.id == accepted))
        {
            r.link = Link::Failed;
        }
        redraw.emit(());
    });
    true
}

/// The quick bot levels a host's device can run for a seat (the search levels think in the bot
/// worker, which the table does not use yet).
const TABLE_BOTS: [&str; 2] = ["easy", "heuristic"];

/// The pause before a bot's move at a table, in milliseconds, so that people can follow it.
const BOT_PAUSE_MS: u32 = 600;

/// The pause before a bot's move: the speed chosen for this game's bots, else [`BOT_PAUSE_MS`].
fn bot_pause(game: &str) -> u32 {
    storage::load_speed(game).unwrap_or(BOT_PAUSE_MS).min(5_000)
}

/// When a bot's seat is to act, plays its move after a pause, then looks again.
fn bot_turns<G: GameUi>(host: &Rc<RefCell<Option<Host<G>>>>, redraw: &Callback<()>) {
    {
        let mut slot = host.borrow_mut();
        let Some(h) = slot.as_mut() else { return };
        let bot_to_act = h.table.game().to_act().is_some_and(|s| h.bot(s).is_some());
        if h.bot_pending || !bot_to_act {
            return;
        }
        h.bot_pending = true;
    }
    let (weak, redraw) = (Rc::downgrade(host), redraw.clone());
    gloo_timers::callback::Timeout::new(bot_pause(G::ID), move || {
        let Some(host) = weak.upgrade() else { return };
        {
            let mut slot = host.borrow_mut();
            let Some(h) = slot.as_mut() else { return };
            h.bot_pending = false;
            let Some(seat) = h.table.game().to_act() else {
                return;
            };
            let Some(level) = h.bot(seat) else {
                return;
            };
            let mut legal = Vec::new();
            h.table.game().legal_actions(&mut legal);
            let mut bot: Box<dyn Bot<G>> = match level {
                "easy" => Box::new(NoisyHeuristicBot::default()),
                _ => Box::new(HeuristicBot),
            };
            let action = {
                let mut seen = Seen::new(h.table.game(), seat);
                bot.choose(&mut seen, &legal, &mut h.rng)
            };
            let at = h.table.at();
            if h.table.act(seat, at, action).is_ok() {
                h.keep();
                h.broadcast(None);
            }
        }
        redraw.emit(());
        bot_turns(&host, &redraw);
    })
    .forget();
}

/// The host's screen: the number of players, one invitation per friend, then the board.
#[function_component]
pub fn HostScreen<G: GameUi>(props: &HostProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let host = use_mut_ref(|| None::<Host<G>>);
    let update = use_force_update();
    // Every change redraws the screen and, when the seats' states changed, tells the guests.
    // (It holds the table weakly: the connections' handlers hold it, and a strong reference
    // would keep the table and its connections alive after the screen is left.)
    let redraw = use_memo((), {
        let (update, host) = (update.clone(), Rc::downgrade(&host));
        move |_| {
            Callback::from(move |()| {
                let Some(host) = host.upgrade() else { return };
                if let Ok(mut slot) = host.try_borrow_mut() {
                    if let Some(h) = slot.as_mut() {
                        h.tell_seats();
                    }
                }
                update.force_update()
            })
        }
    });
    let players = use_state(|| G::PLAYERS.0);
    // Who plays each seat: someone here, a friend on their own device, or a bot.
    let kinds = use_state(|| {
        let mut kinds = vec![SeatChoice::Friend; G::PLAYERS.1];
        kinds[0] = SeatChoice::Here;
        kinds
    });
    let paste_error = use_state(|| None::<Seat>);
    let resume_error = use_state(|| None::<&'static str>);
    // True while "End the game" waits for its confirmation.
    let ending = use_state(|| false);

    // A table reopened from its save: the same seats get new invitations.
    {
        let (host, redraw, resume_error) = (host.clone(), (*redraw).clone(), resume_error.clone());
        let resume = props.resume.clone();
        use_effect_with((), move |_| {
            if let Some(id) = resume {
                match Host::<G>::resume(&id) {
                    Ok(h) => {
                        let remote: Vec<Seat> = (0..h.remotes.len())
                            .filter(|&s| h.remotes[s].is_some())
                            .collect();
                        *host.borrow_mut() = Some(h);
                        for seat in remote {
                            invite(&host, seat, &redraw);
                        }
                        redraw.emit(());
                        bot_turns(&host, &redraw);
                    }
                    Err(key) => resume_error.set(Some(key)),
                }
            }
            || ()
        });
    }

    // A reply link opened in another tab of this browser arrives here.
    {
        let (host, redraw) = (host.clone(), (*redraw).clone());
        use_effect_with((), move |_| {
            let channel = web_sys::BroadcastChannel::new(ANSWERS_CHANNEL).ok();
            let listener = channel.as_ref().map(|c| {
                let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(
                    move |e: web_sys::MessageEvent| {
                        if let Some(text) = e.data().as_string() {
                            take_answer(&host, &text, &redraw);
                        }
                    },
                );
                c.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                on_message
            });
            move || {
                if let Some(c) = &channel {
                    c.set_onmessage(None);
                    c.close();
                }
                drop(listener);
            }
        });
    }

    let on_players = {
        let players = players.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                players.set(n);
            }
        })
    };
    let on_start = {
        let (host, redraw, players) = (host.clone(), (*redraw).clone(), *players);
        let kinds = (*kinds).clone();
        Callback::from(move |_: MouseEvent| {
            let (seed, salt) = (storage::random_u53(), storage::random_u53());
            let [n0, n1] = random_words::<2>();
            let record = Record::new::<G>(players, &G::Options::default(), seed, salt);
            let claims: Vec<Option<Claim>> = (0..players)
                .map(|s| (kinds[s] == SeatChoice::Friend).then(|| Claim(random_words::<2>())))
                .collect();
            let Ok(table) = Table::<G>::new(record.clone(), claims.clone(), [n0, n1]) else {
                return;
            };
            let now = storage::now();
            let save = Save {
                format: SAVE_FORMAT,
                id: storage::new_id(),
                record,
                seats: (0..players)
                    .map(|s| match kinds[s] {
                        SeatChoice::Bot(bot) => SeatKind::Bot {
                            bot: bot.to_string(),
                        },
                        SeatChoice::Here | SeatChoice::Friend => SeatKind::Human,
                    })
                    .collect(),
                created: now,
                updated: now,
                finished: false,
                hints: false,
            };
            let id = save.id.clone();
            *host.borrow_mut() = Some(Host::new(table, save));
            if let Some(h) = host.borrow_mut().as_mut() {
                h.keep();
            }
            // A reload of this page reopens the table from its save.
            replace_address(&Route::Host {
                game: G::ID.to_string(),
                query: format!("s={id}"),
            });
            for seat in (0..players).filter(|&s| claims[s].is_some()) {
                invite(&host, seat, &redraw);
            }
            redraw.emit(());
            bot_turns(&host, &redraw);
        })
    };

    if let Some(key) = *resume_error {
        return html! { <ErrorPage title_key={key} detail={String::new()} /> };
    }
    let slot = host.borrow();
    let Some(h) = slot.as_ref() else {
        if props.resume.is_some() {
            return html! { <section class="table-page" data-testid="host-resuming" /> };
        }
        let (lo, hi) = G::PLAYERS;
        return html! {
            <section class="table-page" data-testid="host-setup">
                <h1>{ i18n.tf("table.host_title", &[i18n.t(&format!("{}.title", crate::games::key_prefix(G::ID)))]) }</h1>
                <p>{ i18n.t("table.host_intro") }</p>
                if hi > lo {
                    <label class="field">
                        <span>{ i18n.t("table.players") }</span>
                        <select data-testid="table-players" onchange={on_players}>
                            { for (lo..=hi).map(|n| html! { <option value={n.to_string()} selected={n == *players}>{ i18n.num(n) }</option> }) }
                        </select>
                    </label>
                }
                { for (0..*players).map(|seat| {
                    let on_kind = {
                        let kinds = kinds.clone();
                        Callback::from(move |e: Event| {
                            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                            let mut next = (*kinds).clone();
                            next[seat] = match select.value().as_str() {
                                "here" => SeatChoice::Here,
                                "friend" => SeatChoice::Friend,
                                level => TABLE_BOTS
                                    .iter()
                                    .copied()
                                    .find(|b| *b == level)
                                    .map_or(SeatChoice::Friend, SeatChoice::Bot),
                            };
                            kinds.set(next);
                        })
                    };
                    html! {
                        <label class="field">
                            <span>{ i18n.t(&G::seat_key(seat)) }</span>
                            <select data-testid={format!("table-seat-{seat}")} onchange={on_kind}>
                                <option value="here" selected={kinds[seat] == SeatChoice::Here}>{ i18n.t("table.seat_here") }</option>
                                <option value="friend" selected={kinds[seat] == SeatChoice::Friend}>{ i18n.t("table.seat_friend") }</option>
                                { for TABLE_BOTS.iter().map(|b| html! {
                                    <option value={*b} selected={kinds[seat] == SeatChoice::Bot(b)}>{ i18n.t(&format!("bot.{b}")) }</option>
                                }) }
                            </select>
                        </label>
                    }
                }) }
                <button class="button primary" data-testid="host-start" onclick={on_start}>{ i18n.t("table.create_invitations") }</button>
            </section>
        };
    };
    let game = h.table.game();
    let to_act = game.to_act();
    // The people at this device, the seat whose board is drawn, and the curtain between two of
    // them (the pass-and-play screen's rule, `PlayState::curtain_for`).
    let here = h.here();
    let viewer = match to_act {
        Some(s) if here.contains(&s) => Some(s),
        _ => h
            .revealed
            .filter(|s| here.contains(s))
            .or(here.first().copied()),
    };
    let curtain = to_act.filter(|s| {
        G::HIDES_INFORMATION && here.len() >= 2 && here.contains(s) && h.revealed != Some(*s)
    });
    let names = seat_names::<G>(&i18n, game.players(), (here.len() == 1).then(|| here[0]));
    let mut legal = Vec::new();
    if to_act.is_some() && to_act == viewer && curtain.is_none() {
        game.legal_actions(&mut legal);
    }
    let on_action = {
        let (host, redraw) = (host.clone(), (*redraw).clone());
        let seat = viewer.unwrap_or(0);
        Callback::from(move |action: G::Action| {
            let mut slot = host.borrow_mut();
            let Some(h) = slot.as_mut() else { return };
            let at = h.table.at();
            match h.table.act(seat, at, action) {
                Ok(_) => {
                    h.refused = None;
                    h.keep();
                    h.broadcast(None);
                }
                Err(r) => h.refused = Some(r.key),
            }
            drop(slot);
            redraw.emit(());
            bot_turns(&host, &redraw);
        })
    };
    let board = match (curtain, viewer) {
        (Some(seat), _) => {
            let on_reveal = {
                let (host, redraw) = (host.clone(), (*redraw).clone());
                Callback::from(move |seat: Seat| {
                    if let Some(h) = host.borrow_mut().as_mut() {
                        h.revealed = Some(seat);
                    }
                    redraw.emit(());
                })
            };
            html! { <Curtain name={names[seat].clone()} {seat} {on_reveal} /> }
        }
        (None, Some(seat)) => G::board(crate::games::BoardProps {
            view: Rc::new(game.view(seat)),
            legal: Rc::new(legal),
            on_action,
            names: names.clone(),
            recent: Rc::new(Vec::new()),
        }),
        (None, None) => {
            html! { <p class="notice" data-testid="nobody-here">{ i18n.t("table.nobody_here") }</p> }
        }
    };
    let seats = h
        .remotes
        .iter()
        .enumerate()
        .filter_map(|(seat, r)| r.as_ref().map(|r| (seat, r)));
    let over = game.outcome().is_over();
    let someone_away = h
        .remotes
        .iter()
        .flatten()
        .any(|r| !matches!(r.link, Link::Seated));
    let on_end = {
        let (host, ending) = (host.clone(), ending.clone());
        Callback::from(move |_: MouseEvent| {
            if !*ending {
                // Asked once more: it ends the game for everyone at the table.
                ending.set(true);
                return;
            }
            // The save stays, as a game of this device; the table closes for good (its claims
            // are forgotten), so the deal can be revealed: each seated guest is told the host
            // ended the game, with the record so far, and checks the deal of what it was shown.
            if let Some(h) = host.borrow_mut().take() {
                storage::remove_table(&h.save.id);
                let end = h.table.end();
                let peers: Vec<Peer> = h
                    .remotes
                    .into_iter()
                    .flatten()
                    .filter_map(|r| {
                        let peer = r.peer?;
                        if r.sat.is_some() {
                            send(&peer, &end);
                        }
                        Some(peer)
                    })
                    .collect();
                // The connections close once what was sent has gone.
                wasm_bindgen_futures::spawn_local(async move {
                    for peer in &peers {
                        peer.flush().await;
                    }
                    drop(peers);
                });
            }
            go(&Route::Home);
        })
    };
    let on_keep = {
        let ending = ending.clone();
        Callback::from(move |_: MouseEvent| ending.set(false))
    };
    html! {
        <section class="table-page" data-testid="host" data-at={h.table.at().to_string()}>
            <h1>{ i18n.tf("table.host_title", &[i18n.t(&format!("{}.title", crate::games::key_prefix(G::ID)))]) }</h1>
            { seat_states(&i18n, &h.presence(), &names) }
            <ul class="table-seats">
                { for seats.map(|(seat, r)| {
                    let on_paste = {
                        let (host, redraw, paste_error) = (host.clone(), (*redraw).clone(), paste_error.clone());
                        Callback::from(move |e: SubmitEvent| {
                            e.prevent_default();
                            let form: web_sys::HtmlFormElement = e.target_unchecked_into();
                            let text = form
                                .elements()
                                .named_item("reply")
                                .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok())
                                .map(|i| i.value())
                                .unwrap_or_default();
                            let ok = take_answer(&host, &text, &redraw);
                            paste_error.set((!ok).then_some(seat));
                        })
                    };
                    let on_again = {
                        let (host, redraw) = (host.clone(), (*redraw).clone());
                        Callback::from(move |_: MouseEvent| invite(&host, seat, &redraw))
                    };
                    let on_bot = {
                        let (host, redraw) = (host.clone(), (*redraw).clone());
                        Callback::from(move |_: MouseEvent| to_bot(&host, seat, &redraw))
                    };
                    let status = match r.link {
                        Link::Preparing => "table.link.preparing",
                        Link::Invited => "table.link.invited",
                        Link::Connecting => "table.link.connecting",
                        Link::Seated => "table.link.seated",
                        Link::Gone => "table.link.gone",
                        Link::Failed => "table.link.failed",
                    };
                    html! {
                        <li class="table-seat" data-testid={format!("seat-{seat}")} data-link={format!("{:?}", r.link).to_lowercase()}>
                            <h2>{ names[seat].clone() }</h2>
                            <p role="status" data-testid={format!("link-{seat}")}>{ i18n.t(status) }</p>
                            if let (Some(link), Link::Invited) = (&r.invite, r.link) {
                                <LinkField label={i18n.t("table.invitation")} link={link.clone()} testid={format!("invite-{seat}")} />
                                <details class="table-qr">
                                    <summary>{ i18n.t("table.show_qr") }</summary>
                                    <QrCode text={link.clone()} label={i18n.t("table.qr_invitation")} testid={format!("invite-qr-{seat}")} />
                                </details>
                                <form class="table-reply" onsubmit={on_paste}>
                                    <label for={format!("reply-{seat}")}>{ i18n.t("table.paste_reply") }</label>
                                    <input id={format!("reply-{seat}")} name="reply" dir="ltr" autocomplete="off" data-testid={format!("reply-{seat}")} />
                                    <button class="button" type="submit" data-testid={format!("connect-{seat}")}>{ i18n.t("table.connect") }</button>
                                    if *paste_error == Some(seat) {
                                        <p class="notice error" role="alert" data-testid={format!("reply-error-{seat}")}>{ i18n.t("table.bad_reply") }</p>
                                    }
                                </form>
                            }
                            if matches!(r.link, Link::Gone | Link::Failed) {
                                <button class="button" onclick={on_again} data-testid={format!("invite-again-{seat}")}>{ i18n.t("table.invite_again") }</button>
                            }
                            if !matches!(r.link, Link::Seated | Link::Connecting) && !over {
                                <button class="button" onclick={on_bot} data-testid={format!("to-bot-{seat}")}>{ i18n.t("table.to_bot") }</button>
                            }
                        </li>
                    }
                }) }
            </ul>
            if !over {
                <div class="table-end">
                    if *ending {
                        <p role="alert" data-testid="end-confirm">{ i18n.t("table.end_confirm") }</p>
                        <button class="button danger" onclick={on_end} data-testid="end-table-confirm">{ i18n.t("table.end_yes") }</button>
                        { " " }
                        <button class="button" onclick={on_keep} data-testid="end-table-keep">{ i18n.t("table.end_no") }</button>
                    } else {
                        <button class="button" onclick={on_end} data-testid="end-table">{ i18n.t("table.end") }</button>
                        if someone_away {
                            { " " }<span class="muted">{ i18n.t("table.end_hint") }</span>
                        }
                    }
                </div>
            }
            <p class="turn" role="status" aria-live="polite" data-testid="table-turn" data-seat={to_act.map(|s| s.to_string()).unwrap_or_default()}>
                { turn_text(&i18n, to_act, viewer.filter(|_| curtain.is_none()), &names) }
            </p>
            if let Some(key) = &h.refused {
                <p class="notice error" role="alert" data-testid="table-refused">{ i18n.t(key) }</p>
            }
            if let Some(key) = h.storage_error {
                <p class="notice error" role="alert" data-testid="storage-error">{ i18n.t(key) }</p>
            }
            if game.outcome().is_over() {
                <p class="notice" role="status" data-testid="table-result">{ result_text(&i18n, &game.outcome(), &names) }</p>
            }
            <div class="board-area" data-testid="board-area">{ board }</div>
            { recent_lines(&i18n, h.table.log(), &names) }
        </section>
    }
}

// ---------------------------------------------------------------------------------------------
// A guest

/// Properties of [`GuestScreen`].
#[derive(Properties, PartialEq)]
pub struct GuestProps {
    /// The raw query holding the invitation.
    pub query: AttrValue,
}

/// What a guest's connection has come to.
#[derive(Clone, Copy, Debug, PartialEq)]
enum GuestLink {
    Answering,
    Replied,
    Seated,
    Gone,
    Failed,
    /// The host ended the game for everyone.
    Ended,
}

/// Where a guest's device keeps what it was shown at a table, under its seat's claim.
fn guest_key(game: &str, claim: [u64; 2]) -> String {
    format!("takhte.guest.{game}.{:016x}{:016x}", claim[0], claim[1])
}

/// A guest's table: what the host said, and the connection.
struct GuestState<G: Game> {
    guest: Guest<G>,
    /// True when `guest` was read back from this device (the page was reloaded).
    restored: bool,
    peer: Option<Peer>,
    link: GuestLink,
    reply: Option<String>,
    refused: Option<String>,
    broken: bool,
}

/// A guest's screen: the reply link to send back, then the board as the host shows it.
#[function_component]
pub fn GuestScreen<G: GameUi>(props: &GuestProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let invite = use_memo(props.query.clone(), |q| remote::decode::<Invite>(q, "i"));
    let state = use_mut_ref(|| {
        // What this device kept of the table, if the page was reloaded.
        let kept = (*invite)
            .as_ref()
            .and_then(|i| storage::get_item(&guest_key(G::ID, i.claim)))
            .and_then(|text| Guest::<G>::kept(&text));
        GuestState::<G> {
            restored: kept.is_some(),
            guest: kept.unwrap_or_default(),
            peer: None,
            link: GuestLink::Answering,
            reply: None,
            refused: None,
            broken: false,
        }
    });
    let update = use_force_update();
    {
        let (state, invite) = (state.clone(), (*invite).clone());
        use_effect_with((), move |_| {
            if let Some(invite) = invite {
                let weak = Rc::downgrade(&state);
                let claim = Claim(invite.claim);
                let redraw = update.clone();
                let on_event = {
                    let weak = weak.clone();
                    move |event: remote::Event| {
                        let Some(state) = weak.upgrade() else { return };
                        let Ok(mut s) = state.try_borrow_mut() else {
                            return;
                        };
                        match event {
                            remote::Event::Open => {
                                let sit = ToHost::<G::Action>::Sit {
                                    claim,
                                    seen: s.guest.at(),
                                };
                                if let Some(p) = &s.peer {
                                    send(p, &sit);
                                }
                            }
                            remote::Event::Message(text) => {
                                match read_to_guest::<G>(&text).map(|m| s.guest.receive(m)) {
                                    Ok(Ok(Heard::Seated(_))) => s.link = GuestLink::Seated,
                                    Ok(Ok(Heard::Moved)) => s.refused = None,
                                    Ok(Ok(Heard::Refused { key, .. })) => s.refused = Some(key),
                                    Ok(Ok(Heard::Over(_) | Heard::Seats)) => {}
                                    Ok(Ok(Heard::Ended(_))) => s.link = GuestLink::Ended,
                                    Ok(Err(_)) | Err(_) => s.broken = true,
                                }
                                // Kept on this device, so that a reload loses nothing seen.
                                let _ =
                                    storage::set_item(&guest_key(G::ID, claim.0), &s.guest.keep());
                            }
                            remote::Event::Closed => {
                                if !matches!(s.link, GuestLink::Failed | GuestLink::Ended) {
                                    s.link = GuestLink::Gone;
                                }
                            }
                        }
                        drop(s);
                        update.force_update();
                    }
                };
                match Peer::new(on_event) {
                    Ok(peer) => {
                        wasm_bindgen_futures::spawn_local(async move {
                            let answer = peer.answer(&invite.sdp).await;
                            let Some(state) = weak.upgrade() else { return };
                            let mut s = state.borrow_mut();
                            match answer {
                                Ok(sdp) => {
                                    let code = remote::encode(&Answer { sdp, id: invite.id });
                                    s.reply = Some(absolute(&format!("#/reply?a={code}")));
                                    if s.link == GuestLink::Answering {
                                        s.link = GuestLink::Replied;
                                    }
                                }
                                Err(_) => s.link = GuestLink::Failed,
                            }
                            s.peer = Some(peer);
                            drop(s);
                            redraw.force_update();
                        });
                    }
                    Err(_) => {
                        state.borrow_mut().link = GuestLink::Failed;
                        redraw.force_update();
                    }
                }
            }
            || ()
        });
    }
    let Some(invite) = &*invite else {
        return html! { <ErrorPage title_key="table.bad_invitation" detail={String::new()} /> };
    };
    let s = state.borrow();
    let me = invite.seat;
    let players = s.guest.players().max(G::PLAYERS.0).max(me + 1);
    let names = seat_names::<G>(&i18n, players, Some(me));
    let status = match s.link {
        GuestLink::Answering => "table.guest.answering",
        GuestLink::Replied => "table.guest.replied",
        GuestLink::Seated => "table.guest.seated",
        GuestLink::Gone => "table.guest.gone",
        GuestLink::Failed => "table.link.failed",
        GuestLink::Ended => "table.guest.ended",
    };
    let on_action = {
        let state = state.clone();
        Callback::from(move |action: G::Action| {
            let s = state.borrow();
            if let Some(p) = &s.peer {
                send(p, &s.guest.act(action));
            }
        })
    };
    let verdict = s.guest.verdict().map(|v| match v {
        Verdict::Verified => ("table.verified", String::new()),
        Verdict::Mismatch(why) => ("table.mismatch", why.clone()),
    });
    html! {
        <section class="table-page" data-testid="guest" data-at={s.guest.at().to_string()}>
            <h1>{ i18n.tf("table.guest_title", &[i18n.t(&format!("{}.title", crate::games::key_prefix(G::ID))), i18n.t(&G::seat_key(me))]) }</h1>
            <p role="status" data-testid="guest-link" data-link={format!("{:?}", s.link).to_lowercase()}>{ i18n.t(status) }</p>
            if s.broken {
                <p class="notice error" role="alert" data-testid="guest-broken">{ i18n.t("table.guest.broken") }</p>
            }
            if s.restored && !matches!(s.link, GuestLink::Seated | GuestLink::Ended) {
                <p class="notice" data-testid="guest-kept">{ i18n.t("table.guest.kept") }</p>
            }
            if let (Some(reply), GuestLink::Replied) = (&s.reply, s.link) {
                <p>{ i18n.t("table.guest.send_back") }</p>
                <LinkField label={i18n.t("table.reply")} link={reply.clone()} testid="reply-link" />
                <details class="table-qr">
                    <summary>{ i18n.t("table.show_qr") }</summary>
                    <QrCode text={reply.clone()} label={i18n.t("table.qr_reply")} testid="reply-qr" />
                </details>
            }
            if let Some(view) = s.guest.view() {
                // (Only while connected: once the host is gone or has ended the game, the list
                // would be stale.)
                if s.link == GuestLink::Seated && !s.guest.seats().is_empty() {
                    { seat_states(&i18n, s.guest.seats(), &names) }
                }
                if !s.guest.ended() {
                    <p class="turn" role="status" aria-live="polite" data-testid="table-turn" data-seat={s.guest.to_act().map(|x| x.to_string()).unwrap_or_default()}>
                        { turn_text(&i18n, s.guest.to_act(), Some(me), &names) }
                    </p>
                }
                if let Some(key) = &s.refused {
                    <p class="notice error" role="alert" data-testid="table-refused">{ i18n.t(key) }</p>
                }
                if let Some((key, why)) = &verdict {
                    <p class={classes!("notice", (*key == "table.mismatch").then_some("error"))} role="status" data-testid="table-verdict" data-verdict={key.to_string()}>
                        { i18n.t(key) }
                        if !why.is_empty() { {" "}<code dir="ltr">{ why.clone() }</code> }
                    </p>
                }
                <div class="board-area" data-testid="board-area">
                    { G::board(crate::games::BoardProps {
                        view: Rc::new(view.clone()),
                        legal: Rc::new(s.guest.legal().to_vec()),
                        on_action,
                        names: names.clone(),
                        recent: Rc::new(Vec::new()),
                    }) }
                </div>
                { recent_lines(&i18n, s.guest.log(), &names) }
            }
        </section>
    }
}

// ---------------------------------------------------------------------------------------------
// A reply link

/// Properties of [`ReplyPage`].
#[derive(Properties, PartialEq)]
pub struct ReplyProps {
    /// The raw query holding the reply.
    pub query: AttrValue,
}

/// `#/reply?a=…`, opened on the host's device: hands the reply to the host's screen in another
/// tab of this browser.
#[function_component]
pub fn ReplyPage(props: &ReplyProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let valid = remote::decode::<Answer>(&props.query, "a").is_some();
    {
        let query = props.query.clone();
        use_effect_with((), move |_| {
            if valid {
                if let Ok(c) = web_sys::BroadcastChannel::new(ANSWERS_CHANNEL) {
                    let _ = c.post_message(&JsValue::from_str(&query));
                    c.close();
                }
            }
            || ()
        });
    }
    if !valid {
        return html! { <ErrorPage title_key="table.bad_reply" detail={String::new()} /> };
    }
    html! {
        <section class="table-page" data-testid="reply-sent">
            <h1>{ i18n.t("table.reply_sent") }</h1>
            <p>{ i18n.t("table.reply_sent_detail") }</p>
            <a class="button" href={Route::Home.hash()}>{ i18n.t("table.home") }</a>
        </section>
    }
}
