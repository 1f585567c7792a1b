//! The link between two devices at one table: a WebRTC data channel (reliable, ordered), set up
//! with no server of ours. The host's device makes an offer, which travels in the invitation's
//! `#fragment`; the guest's device answers with a reply link, which the host opens (another tab
//! of the same browser hands it over through a `BroadcastChannel`) or pastes.
//!
//! `web-sys`'s `RtcPeerConnection` is used directly (see `docs/remote-play.md` for why not
//! `matchbox_socket`). Each side waits until its candidates are gathered, so one offer and one
//! answer are all that must travel. STUN servers come from the list kept under
//! [`ICE_KEY`] in local storage (a public default; `[]` on one local network and in tests).

use crate::base64url;
use js_sys::{Array, Promise, Reflect};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelInit,
    RtcDataChannelState, RtcIceGatheringState, RtcPeerConnection, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// Local-storage key of the STUN server list (a JSON list of `stun:` URLs).
pub const ICE_KEY: &str = "takhte.ice";
/// The STUN servers used when none are configured.
const DEFAULT_ICE: &[&str] = &["stun:stun.l.google.com:19302"];
/// Name of the broadcast channel on which a reply link opened in another tab reaches the host.
pub const ANSWERS_CHANNEL: &str = "takhte-answers";
/// The longest invitation or reply code read, in characters (an offer is about 1 KB).
const MAX_CODE: usize = 16 * 1024;
/// How long a side waits for its candidates, in milliseconds.
const GATHERING_MS: u32 = 8_000;

/// What an invitation carries: the host's offer and the seat's secret.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Invite {
    /// The host's session description.
    pub sdp: String,
    /// The seat's claim ([`takhte_engine::table::Claim`]).
    pub claim: [u64; 2],
    /// The seat.
    pub seat: usize,
    /// Which invitation of the host this is, so a reply finds its connection.
    pub id: u32,
}

/// What a reply carries: the guest's answer to one invitation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The guest's session description.
    pub sdp: String,
    /// The invitation answered.
    pub id: u32,
}

/// Writes an invitation or a reply as a compact code for a link.
pub fn encode<T: Serialize>(value: &T) -> String {
    base64url::encode(serde_json::to_string(value).expect("serializes").as_bytes())
}

/// Reads a code from a link, a pasted link or the bare code; `None` when it is not one.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str, param: &str) -> Option<T> {
    let text = text.trim();
    if text.len() > MAX_CODE {
        return None;
    }
    let code = text
        .rsplit_once(&format!("{param}="))
        .map_or(text, |(_, rest)| rest.split('&').next().unwrap_or(rest));
    let bytes = base64url::decode(code)?;
    serde_json::from_slice(&bytes).ok()
}

/// The configured STUN servers.
pub fn ice_servers() -> Vec<String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(ICE_KEY).ok().flatten())
        .and_then(|text| serde_json::from_str::<Vec<String>>(&text).ok())
        .unwrap_or_else(|| DEFAULT_ICE.iter().map(|s| s.to_string()).collect())
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let promise = Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// What the channel tells its owner.
pub enum Event {
    /// The channel is open.
    Open,
    /// A message arrived.
    Message(String),
    /// The channel closed or the connection failed.
    Closed,
}

/// One peer connection with its data channel.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    on_event: Rc<dyn Fn(Event)>,
    closures: Rc<RefCell<Vec<Box<dyn std::any::Any>>>>,
}

impl Peer {
    /// A connection whose channel's events go to `on_event`.
    pub fn new(on_event: impl Fn(Event) + 'static) -> Result<Peer, JsValue> {
        let config = RtcConfiguration::new();
        let servers = Array::new();
        for url in ice_servers() {
            let server = js_sys::Object::new();
            Reflect::set(&server, &"urls".into(), &url.into())?;
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config)?;
        let peer = Peer {
            pc,
            channel: Rc::new(RefCell::new(None)),
            on_event: Rc::new(on_event),
            closures: Rc::new(RefCell::new(Vec::new())),
        };
        // A connection that fails or closes ends the channel too.
        let state_change = {
            let (pc, on_event) = (peer.pc.clone(), peer.on_event.clone());
            Closure::<dyn Fn()>::new(move || {
                use web_sys::RtcPeerConnectionState as S;
                if matches!(pc.connection_state(), S::Failed | S::Closed) {
                    on_event(Event::Closed);
                }
            })
        };
        peer.pc
            .set_onconnectionstatechange(Some(state_change.as_ref().unchecked_ref()));
        peer.closures.borrow_mut().push(Box::new(state_change));
        Ok(peer)
    }

    fn adopt(&self, channel: RtcDataChannel) {
        adopt(&self.channel, &self.on_event, &self.closures, channel);
    }

    /// Waits until the candidates are gathered (or a time limit), then returns the local
    /// description.
    async fn local_sdp(&self) -> Result<String, JsValue> {
        let mut waited = 0;
        while self.pc.ice_gathering_state() != RtcIceGatheringState::Complete
            && waited < GATHERING_MS
        {
            sleep(50).await;
            waited += 50;
        }
        self.pc
            .local_description()
            .map(|d| d.sdp())
            .ok_or_else(|| JsValue::from_str("no local description"))
    }

    /// The host's side: opens the channel and returns the offer to send.
    pub async fn offer(&self) -> Result<String, JsValue> {
        let init = RtcDataChannelInit::new();
        init.set_ordered(true);
        let channel = self
            .pc
            .create_data_channel_with_data_channel_dict("takhte", &init);
        self.adopt(channel);
        let offer = JsFuture::from(self.pc.create_offer()).await?;
        let sdp = Reflect::get(&offer, &"sdp".into())?
            .as_string()
            .unwrap_or_default();
        let desc = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        desc.set_sdp(&sdp);
        JsFuture::from(self.pc.set_local_description(&desc)).await?;
        self.local_sdp().await
    }

    /// The guest's side: takes the offer and returns the answer to send back.
    pub async fn answer(&self, offer: &str) -> Result<String, JsValue> {
        let on_channel = {
            let (slot, on_event) = (self.channel.clone(), self.on_event.clone());
            let closures = self.closures.clone();
            Closure::<dyn Fn(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| {
                adopt(&slot, &on_event, &closures, e.channel());
            })
        };
        self.pc
            .set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
        self.closures.borrow_mut().push(Box::new(on_channel));
        let desc = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        desc.set_sdp(offer);
        JsFuture::from(self.pc.set_remote_description(&desc)).await?;
        let answer = JsFuture::from(self.pc.create_answer()).await?;
        let sdp = Reflect::get(&answer, &"sdp".into())?
            .as_string()
            .unwrap_or_default();
        let desc = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        desc.set_sdp(&sdp);
        JsFuture::from(self.pc.set_local_description(&desc)).await?;
        self.local_sdp().await
    }

    /// The connection itself, to take an answer with [`accept`] while the peer stays in place.
    pub fn connection(&self) -> RtcPeerConnection {
        self.pc.clone()
    }

    /// Sends a message; false when the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        match &*self.channel.borrow() {
            Some(c) if c.ready_state() == RtcDataChannelState::Open => {
                c.send_with_str(text).is_ok()
            }
            _ => false,
        }
    }

    /// Waits until what was sent has left this device (up to 3 s), and a moment more for it
    /// to arrive, before the connection is closed.
    pub async fn flush(&self) {
        let mut waited = 0;
        loop {
            let buffered = self
                .channel
                .borrow()
                .as_ref()
                .filter(|c| c.ready_state() == RtcDataChannelState::Open)
                .map_or(0, RtcDataChannel::buffered_amount);
            if buffered == 0 || waited >= 3_000 {
                break;
            }
            sleep(50).await;
            waited += 50;
        }
        sleep(500).await;
    }

    /// Closes the connection.
    pub fn close(&self) {
        if let Some(c) = &*self.channel.borrow() {
            c.close();
        }
        self.pc.close();
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_ondatachannel(None);
        if let Some(c) = &*self.channel.borrow() {
            c.set_onopen(None);
            c.set_onmessage(None);
            c.set_onclose(None);
        }
        self.close();
    }
}

/// The host's side: takes the guest's answer on the connection of its invitation.
pub async fn accept(pc: &RtcPeerConnection, answer: &str) -> Result<(), JsValue> {
    let desc = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
    desc.set_sdp(answer);
    JsFuture::from(pc.set_remote_description(&desc))
        .await
        .map(drop)
}

/// Listens to a data channel and keeps it in `slot`.
fn adopt(
    slot: &RefCell<Option<RtcDataChannel>>,
    on_event: &Rc<dyn Fn(Event)>,
    closures: &RefCell<Vec<Box<dyn std::any::Any>>>,
    channel: RtcDataChannel,
) {
    let on_open = {
        let on_event = on_event.clone();
        Closure::<dyn Fn()>::new(move || on_event(Event::Open))
    };
    let on_message = {
        let on_event = on_event.clone();
        Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(text) = e.data().as_string() {
                on_event(Event::Message(text));
            }
        })
    };
    let on_close = {
        let on_event = on_event.clone();
        Closure::<dyn Fn()>::new(move || on_event(Event::Closed))
    };
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let mut closures = closures.borrow_mut();
    closures.push(Box::new(on_open));
    closures.push(Box::new(on_message));
    closures.push(Box::new(on_close));
    if channel.ready_state() == RtcDataChannelState::Open {
        on_event(Event::Open);
    }
    *slot.borrow_mut() = Some(channel);
}
