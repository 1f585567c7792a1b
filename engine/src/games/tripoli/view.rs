//! What one seat may see of a Shores of Tripoli game.

use super::content::{ZONES, ZONE_DEFS};
use super::{Need, Pending, Step, Tripoli, EVENT_LIMIT};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// One sea zone as the UI draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneView {
    /// Points to its controller.
    pub value: u8,
    /// Ships of each side there (index = seat).
    pub ships: [u8; 2],
    /// The side with strictly more ships, if any.
    pub controller: Option<Seat>,
}

/// Everything one seat may know; hidden parts are counts only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view is for (0 United States, 1 Barbary).
    pub seat: Seat,
    /// The seat to act, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Whose turn it is.
    pub turn: Seat,
    /// The step of the turn.
    pub step: Step,
    /// Actions left in this turn (after the draw).
    pub actions_left: u8,
    /// The effect waiting for choices (public).
    pub pending: Option<Pending>,
    /// What the pending effect asks for next (a zone, or a number of ships up to a maximum).
    pub need: Option<Need>,
    /// The sea zones, indexed as `content::ZONE_DEFS`.
    pub zones: [ZoneView; ZONES],
    /// Ships in each side's port.
    pub port: [u8; 2],
    /// Ships in each side's reserve.
    pub reserve: [u8; 2],
    /// My hand (card ids into my side's deck table, sorted).
    pub hand: Vec<u8>,
    /// The cards of my hand drawn this turn (sorted; a card counts once per copy drawn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drawn: Vec<u8>,
    /// Hand sizes of both sides.
    pub hand_count: [u8; 2],
    /// Draw pile sizes of both sides.
    pub deck_count: [u8; 2],
    /// Played piles of both sides, in order (public).
    pub played: [Vec<u8>; 2],
    /// How many cards on top of the acting side's played pile were played this turn (unshuffled).
    pub played_this_turn: u8,
    /// The rules release of the game.
    pub rules: u8,
    /// How many times each side's played pile has become its draw pile.
    pub reshuffles: [u8; 2],
    /// Reshuffles each side has left (release 3 on; `None` before, with no limit).
    pub reshuffles_left: [Option<u8>; 2],
    /// Discarded cards of both sides, in order (public, out of the game).
    pub discard: [Vec<u8>; 2],
    /// Cards left in the event deck.
    pub event_deck: u8,
    /// Events drawn by each player.
    pub events_drawn: [u8; 2],
    /// Most events a player may draw.
    pub event_limit: u8,
    /// Events drawn so far, in order (public).
    pub event_discard: Vec<u8>,
    /// The last event drawn and who drew it.
    pub last_event: Option<(Seat, u8)>,
    /// Immediate points from cards and events.
    pub points: [i32; 2],
    /// Live scores (points + controlled zones + ships in port).
    pub score: [i32; 2],
    /// Zones controlled by each side.
    pub zones_controlled: [u8; 2],
}

impl View {
    /// The view of `s` for `seat`.
    pub fn of(s: &Tripoli, seat: Seat) -> View {
        let zones = std::array::from_fn(|z| ZoneView {
            value: ZONE_DEFS[z].value,
            ships: s.zones[z],
            controller: s.controller(z),
        });
        View {
            seat,
            to_act: (!s.over).then_some(s.turn),
            turn: s.turn,
            step: s.step(),
            actions_left: s.actions_left,
            pending: s.pending,
            need: s.pending.map(|p| s.need(&p)),
            zones,
            port: s.port,
            reserve: s.reserve,
            hand: s.hands[seat].to_vec(),
            drawn: {
                let mut d = s.drawn[seat].to_vec();
                d.sort_unstable();
                d
            },
            hand_count: [s.hands[0].len() as u8, s.hands[1].len() as u8],
            deck_count: [s.decks[0].len() as u8, s.decks[1].len() as u8],
            played: s.played.each_ref().map(|p| p.to_vec()),
            played_this_turn: s.played_this_turn,
            rules: s.rules,
            reshuffles: s.reshuffles,
            reshuffles_left: [s.reshuffles_left(0), s.reshuffles_left(1)],
            discard: s.discard.each_ref().map(|p| p.to_vec()),
            event_deck: s.events.len() as u8,
            events_drawn: s.events_drawn,
            event_limit: EVENT_LIMIT,
            event_discard: s.event_discard.to_vec(),
            last_event: s.last_event,
            points: s.points,
            score: [s.score(0), s.score(1)],
            zones_controlled: [s.zones_controlled(0), s.zones_controlled(1)],
        }
    }
}

impl View {
    /// The catalogue key saying why my card `card` would do nothing if played now, or `None`
    /// when it would act (the same rule as the game's own check, on the counts this view shows).
    pub fn play_refusal(&self, card: u8) -> Option<&'static str> {
        let effect = super::content::card(self.seat, card).effect;
        let zones = self.zones.map(|z| z.ships);
        super::effect_refusal(effect, self.seat, self.port, self.reserve, &zones)
    }
}
