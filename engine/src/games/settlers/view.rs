//! What one seat may know: the whole public board and counts, its own hand and cards.

use super::board::{EDGES, HEXES, VERTICES};
use super::content::VICTORY_POINT;
use super::rules::offer_check;
use super::{Phase, Settlers, SettlersOptions};
use crate::game::{IllegalAction, Seat};
use serde::{Deserialize, Serialize};

/// The public side of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPublic {
    /// Resource cards in hand.
    pub cards: u8,
    /// Development cards held (unplayed, including hidden victory points).
    pub dev_cards: u8,
    /// Development cards played, per kind (knights first).
    pub played: [u8; 5],
    /// Roads left in supply.
    pub roads_left: u8,
    /// Settlements left in supply.
    pub settlements_left: u8,
    /// Cities left in supply.
    pub cities_left: u8,
    /// Points everyone can see (buildings and titles, not victory-point cards).
    pub public_points: u8,
    /// Length of the longest road.
    pub road_length: u8,
    /// Harbour access: bits 0–4 a 2:1 harbour of that resource, bit 5 a 3:1 harbour.
    pub harbours: u8,
}

/// Everything `seat` may know, and everything the board needs to be drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view belongs to.
    pub seat: u8,
    /// Number of players.
    pub players: u8,
    /// The game's rule options (the winning score, the friendly robber).
    pub options: SettlersOptions,
    /// The rules release of the game (public, like the options).
    pub rules: u8,
    /// Who must act now (`None` once the game is over).
    pub to_act: Option<u8>,
    /// Whose turn it is.
    pub active: u8,
    /// The phase (all public: set-up step, discards owed, the offer being answered).
    pub phase: Phase,
    /// Turns played since set-up.
    pub turn: u16,
    /// Terrain per hex: a resource index 0–4, or 5 for the desert.
    pub terrain: [u8; HEXES],
    /// Number token per hex (0 on the desert).
    pub tokens: [u8; HEXES],
    /// Harbour kinds, in the order of `board::Topology::harbour_edges` (0–4 2:1, 5 3:1).
    pub harbours: [u8; 9],
    /// The robber's hex.
    pub robber: u8,
    /// Owner of the building on each vertex (255 for none).
    #[serde(
        serialize_with = "super::board::serialize_ids",
        deserialize_with = "super::board::deserialize_ids"
    )]
    pub vertex_owner: [u8; VERTICES],
    /// Bitmask of vertices holding cities.
    pub cities: u64,
    /// Owner of the road on each edge (255 for none).
    #[serde(
        serialize_with = "super::board::serialize_ids",
        deserialize_with = "super::board::deserialize_ids"
    )]
    pub edge_owner: [u8; EDGES],
    /// My resource cards.
    pub hand: [u8; 5],
    /// My unplayed development cards, per kind.
    pub devs: [u8; 5],
    /// My development cards that I may play right now, per kind (0 for victory points).
    pub playable: [u8; 5],
    /// Development cards the active player bought this turn (public count).
    pub bought_this_turn: u8,
    /// My development cards bought this turn, per kind (all zero unless it is my turn).
    pub bought: [u8; 5],
    /// My points including hidden victory-point cards.
    pub my_points: u8,
    /// Every player's public side, by seat.
    pub public: Vec<PlayerPublic>,
    /// Resource cards in the bank.
    pub bank: [u8; 5],
    /// Development cards left in the deck.
    pub deck_size: u8,
    /// The last roll.
    pub dice: Option<[u8; 2]>,
    /// With balanced dice, the outcomes still in the dice deck (public); 0 otherwise.
    #[serde(default)]
    pub dice_left: u64,
    /// Whether the active player has rolled this turn.
    pub rolled: bool,
    /// Whether the active player has played a development card this turn.
    pub dev_played: bool,
    /// Offers the active player has sent this turn.
    pub offers_made: u8,
    /// Holder of the longest road (255 for none).
    pub longest: u8,
    /// Holder of the largest army (255 for none).
    pub army: u8,
    /// The winner (255 while running or if the game hit the turn limit).
    pub winner: u8,
}

impl View {
    /// Whether the viewer, as the active seat, may send this offer now (the engine's own check).
    pub fn offer_check(
        &self,
        give: &[u8; 5],
        get: &[u8; 5],
        to: Option<u8>,
    ) -> Result<(), IllegalAction> {
        offer_check(
            &self.hand,
            &self.bank,
            self.players,
            self.active,
            give,
            get,
            to,
        )
    }

    /// The view of `state` for `seat`.
    pub fn of(state: &Settlers, seat: Seat) -> View {
        let n = state.n as usize;
        let me = &state.seats[seat];
        let mut playable = [0u8; 5];
        let active = seat == state.active as usize;
        if active && !state.dev_played && matches!(state.phase, Phase::Roll | Phase::Main) {
            for k in 0..VICTORY_POINT {
                playable[k] = me.devs[k] - state.bought[k];
            }
        }
        let public = (0..n)
            .map(|s| {
                let p = &state.seats[s];
                PlayerPublic {
                    cards: p.cards(),
                    dev_cards: p.devs.iter().sum(),
                    played: p.played,
                    roads_left: p.roads_left,
                    settlements_left: p.settlements_left,
                    cities_left: p.cities_left,
                    public_points: state.points(s, false),
                    road_length: p.road_length,
                    harbours: p.harbours,
                }
            })
            .collect();
        View {
            seat: seat as u8,
            players: state.n,
            options: state.options,
            rules: state.rules,
            to_act: crate::game::Game::to_act(state).map(|s| s as u8),
            active: state.active,
            phase: state.phase,
            turn: state.turn,
            terrain: state.terrain,
            tokens: state.tokens,
            harbours: state.harbours,
            robber: state.robber,
            vertex_owner: state.vertex_owner,
            cities: state.cities,
            edge_owner: state.edge_owner,
            hand: me.hand,
            devs: me.devs,
            playable,
            bought_this_turn: state.bought.iter().sum(),
            bought: if active { state.bought } else { [0; 5] },
            my_points: state.points(seat, true),
            public,
            bank: state.bank,
            deck_size: state.deck.iter().sum(),
            dice: state.dice,
            dice_left: state.dice_left,
            rolled: state.rolled,
            dev_played: state.dev_played,
            offers_made: state.offers_made,
            longest: state.longest,
            army: state.army,
            winner: state.winner,
        }
    }
}
