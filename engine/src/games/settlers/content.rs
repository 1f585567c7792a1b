//! All the game's numbers: resources, terrain, tokens, harbours, costs, pieces and the deck.

use serde::{Deserialize, Serialize};

/// The five resources, in catalogue order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Resource {
    /// From forests.
    Wood,
    /// From hills.
    Brick,
    /// From pastures.
    Wool,
    /// From fields.
    Wheat,
    /// From mountains.
    Ore,
}

/// Every resource in order.
pub const RESOURCES: [Resource; 5] = [
    Resource::Wood,
    Resource::Brick,
    Resource::Wool,
    Resource::Wheat,
    Resource::Ore,
];

/// Message keys of the resources.
pub const RESOURCE_KEYS: [&str; 5] = [
    "settlers.res.wood",
    "settlers.res.brick",
    "settlers.res.wool",
    "settlers.res.wheat",
    "settlers.res.ore",
];

/// Cards of each resource in the game (seed: 19 of each).
pub const CARDS_PER_RESOURCE: u8 = 19;

/// Terrain of the 19 hexes before shuffling: resource index, or `DESERT`.
pub const TERRAIN: [u8; 19] = [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, DESERT];
/// Terrain code of the desert.
pub const DESERT: u8 = 5;

/// The 18 number tokens.
pub const TOKENS: [u8; 18] = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];

/// Harbour kinds before shuffling: a resource index for 2:1, `GENERIC` for 3:1.
pub const HARBOUR_KINDS: [u8; 9] = [GENERIC, GENERIC, GENERIC, GENERIC, 0, 1, 2, 3, 4];
/// Harbour code of a generic 3:1 harbour.
pub const GENERIC: u8 = 5;

/// Cost of a road (wood, brick).
pub const ROAD_COST: [u8; 5] = [1, 1, 0, 0, 0];
/// Cost of a settlement (wood, brick, wool, wheat).
pub const SETTLEMENT_COST: [u8; 5] = [1, 1, 1, 1, 0];
/// Cost of upgrading to a city (2 wheat, 3 ore).
pub const CITY_COST: [u8; 5] = [0, 0, 0, 2, 3];
/// Cost of a development card (wool, wheat, ore).
pub const DEV_COST: [u8; 5] = [0, 0, 1, 1, 1];

/// Roads per player.
pub const ROADS: u8 = 15;
/// Settlements per player.
pub const SETTLEMENTS: u8 = 5;
/// Cities per player.
pub const CITIES: u8 = 4;

/// Development card kinds, as indices into `DEV_DECK`.
pub const KNIGHT: usize = 0;
/// Road building.
pub const ROAD_BUILDING: usize = 1;
/// Year of plenty.
pub const YEAR_OF_PLENTY: usize = 2;
/// Monopoly.
pub const MONOPOLY: usize = 3;
/// Victory point.
pub const VICTORY_POINT: usize = 4;
/// How many cards of each kind the deck holds (25 in all).
pub const DEV_DECK: [u8; 5] = [14, 2, 2, 2, 5];
/// Message keys of the development cards.
pub const DEV_KEYS: [&str; 5] = [
    "settlers.dev.knight",
    "settlers.dev.road_building",
    "settlers.dev.year_of_plenty",
    "settlers.dev.monopoly",
    "settlers.dev.victory_point",
];

/// Shortest road that earns the longest-road title.
pub const LONGEST_ROAD_MIN: u8 = 5;
/// Fewest knights that earn the largest-army title.
pub const LARGEST_ARMY_MIN: u8 = 3;
/// Player-trade offers listed for bots per turn (no limit for players: any valid offer is
/// accepted, but once this many were sent no more are listed, so bot games stay finite).
pub const LISTED_OFFERS_PER_TURN: u8 = 1;
/// Turns after which the game ends undecided (ranked by points).
pub const TURN_LIMIT: u16 = 1000;

/// Pips (ways to roll) of a number token.
pub const fn pips(token: u8) -> u8 {
    match token {
        2..=6 => token - 1,
        8..=12 => 13 - token,
        _ => 0,
    }
}
