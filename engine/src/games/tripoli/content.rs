//! All content of Shores of Tripoli as data: the sea zones, both decks and the event deck.
//!
//! Cards are identified by a stable `u8`: an index into [`US_DECK`], [`BARBARY_DECK`] or
//! [`EVENTS`]. What a card does is an [`Effect`] with parameters, never code per card.

use serde::{Deserialize, Serialize};

/// What a card or an event does when it takes effect, with its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Move 1..=`max` ships from your port into one sea zone (choose the zone, then the count).
    Deploy {
        /// Most ships moved.
        max: u8,
    },
    /// Move 1..=`max` ships from one sea zone to another (choose from, to, then the count).
    Sail {
        /// Most ships moved.
        max: u8,
    },
    /// In a zone where both sides have ships, sink up to `sink` enemy ships there.
    Battle {
        /// Most enemy ships sunk.
        sink: u8,
    },
    /// Sink up to `sink` ships in the enemy's port.
    Bombard {
        /// Most enemy ships sunk.
        sink: u8,
    },
    /// Move up to `ships` ships from your reserve to your port.
    Reinforce {
        /// Most ships moved.
        ships: u8,
    },
    /// Gain `points` at once; a card needs one of your ships at sea.
    Raid {
        /// Points gained.
        points: u8,
    },
    /// Gain `points` at once, with no condition.
    Points {
        /// Points gained.
        points: u8,
    },
    /// Gain `extra` more actions this turn and draw `draw` cards from your own deck.
    Orders {
        /// Extra actions granted.
        extra: u8,
        /// Cards drawn.
        draw: u8,
    },
    /// Choose a zone with ships: every ship there returns to its owner's port.
    Storm,
}

/// One card or event: its message key and its effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardDef {
    /// Message key of the card's name (`tripoli.card.…` or `tripoli.event.…`).
    pub key: &'static str,
    /// What the card does.
    pub effect: Effect,
}

/// One sea zone: its key, its value and where the UI draws it (SVG units, 1000 × 420 map).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ZoneDef {
    /// Message key of the zone's name.
    pub key: &'static str,
    /// Points to the side that controls it.
    pub value: u8,
    /// Map x of the zone's centre.
    pub x: u16,
    /// Map y of the zone's centre.
    pub y: u16,
}

/// One side's home port: its key and where the UI draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PortDef {
    /// Message key of the port's name.
    pub key: &'static str,
    /// Map x.
    pub x: u16,
    /// Map y.
    pub y: u16,
}

/// Number of sea zones.
pub const ZONES: usize = 6;

/// The sea zones, west to east.
pub const ZONE_DEFS: [ZoneDef; ZONES] = [
    ZoneDef {
        key: "tripoli.zone.gibraltar",
        value: 1,
        x: 90,
        y: 150,
    },
    ZoneDef {
        key: "tripoli.zone.algiers",
        value: 2,
        x: 280,
        y: 230,
    },
    ZoneDef {
        key: "tripoli.zone.tunis",
        value: 2,
        x: 470,
        y: 230,
    },
    ZoneDef {
        key: "tripoli.zone.malta",
        value: 3,
        x: 600,
        y: 150,
    },
    ZoneDef {
        key: "tripoli.zone.tripoli",
        value: 4,
        x: 650,
        y: 300,
    },
    ZoneDef {
        key: "tripoli.zone.derna",
        value: 3,
        x: 880,
        y: 290,
    },
];

/// Home ports: the US squadron's base at Syracuse (seat 0) and Tripoli harbour (seat 1).
pub const PORTS: [PortDef; 2] = [
    PortDef {
        key: "tripoli.port.syracuse",
        x: 620,
        y: 60,
    },
    PortDef {
        key: "tripoli.port.tripoli",
        x: 630,
        y: 390,
    },
];

/// Message keys of the two sides.
pub const SIDE_KEYS: [&str; 2] = ["tripoli.side.us", "tripoli.side.barbary"];

const fn c(key: &'static str, effect: Effect) -> CardDef {
    CardDef { key, effect }
}

use Effect::*;

/// The United States deck (seat 0), one entry per physical card.
pub const US_DECK: [CardDef; 26] = [
    c("tripoli.card.frigate", Deploy { max: 3 }),
    c("tripoli.card.frigate", Deploy { max: 3 }),
    c("tripoli.card.frigate", Deploy { max: 3 }),
    c("tripoli.card.frigate", Deploy { max: 3 }),
    c("tripoli.card.frigate", Deploy { max: 3 }),
    c("tripoli.card.schooner", Deploy { max: 2 }),
    c("tripoli.card.schooner", Deploy { max: 2 }),
    c("tripoli.card.patrol", Sail { max: 3 }),
    c("tripoli.card.patrol", Sail { max: 3 }),
    c("tripoli.card.patrol", Sail { max: 3 }),
    c("tripoli.card.broadside", Battle { sink: 2 }),
    c("tripoli.card.broadside", Battle { sink: 2 }),
    c("tripoli.card.broadside", Battle { sink: 2 }),
    c("tripoli.card.bombardment", Bombard { sink: 2 }),
    c("tripoli.card.bombardment", Bombard { sink: 2 }),
    c("tripoli.card.intrepid", Battle { sink: 2 }),
    c("tripoli.card.new_frigates", Reinforce { ships: 3 }),
    c("tripoli.card.new_frigates", Reinforce { ships: 3 }),
    c("tripoli.card.new_frigates", Reinforce { ships: 3 }),
    c("tripoli.card.convoy", Points { points: 2 }),
    c("tripoli.card.convoy", Points { points: 2 }),
    c("tripoli.card.prize", Raid { points: 2 }),
    c("tripoli.card.eaton", Raid { points: 4 }),
    c("tripoli.card.marines", Raid { points: 3 }),
    c("tripoli.card.preble", Orders { extra: 2, draw: 1 }),
    c("tripoli.card.preble", Orders { extra: 2, draw: 1 }),
];

/// The Barbary deck (seat 1), one entry per physical card.
pub const BARBARY_DECK: [CardDef; 26] = [
    c("tripoli.card.corsair", Deploy { max: 2 }),
    c("tripoli.card.corsair", Deploy { max: 2 }),
    c("tripoli.card.xebec", Deploy { max: 3 }),
    c("tripoli.card.xebec", Deploy { max: 3 }),
    c("tripoli.card.gunboats", Deploy { max: 3 }),
    c("tripoli.card.gunboats", Deploy { max: 3 }),
    c("tripoli.card.gunboats", Deploy { max: 3 }),
    c("tripoli.card.coastal", Sail { max: 2 }),
    c("tripoli.card.coastal", Sail { max: 2 }),
    c("tripoli.card.coastal", Sail { max: 2 }),
    c("tripoli.card.boarding", Battle { sink: 2 }),
    c("tripoli.card.boarding", Battle { sink: 2 }),
    c("tripoli.card.boarding", Battle { sink: 2 }),
    c("tripoli.card.ambush", Battle { sink: 2 }),
    c("tripoli.card.night_raid", Bombard { sink: 2 }),
    c("tripoli.card.night_raid", Bombard { sink: 2 }),
    c("tripoli.card.shipyard", Reinforce { ships: 3 }),
    c("tripoli.card.shipyard", Reinforce { ships: 3 }),
    c("tripoli.card.shipyard", Reinforce { ships: 3 }),
    c("tripoli.card.merchant_prize", Raid { points: 2 }),
    c("tripoli.card.rich_prize", Raid { points: 3 }),
    c("tripoli.card.rich_prize", Raid { points: 3 }),
    c("tripoli.card.ransom", Raid { points: 3 }),
    c("tripoli.card.tribute", Points { points: 3 }),
    c("tripoli.card.pasha", Orders { extra: 2, draw: 1 }),
    c("tripoli.card.pasha", Orders { extra: 2, draw: 1 }),
];

/// The shared event deck: 30 cards, each applied to the player who draws it.
pub const EVENTS: [CardDef; 30] = [
    c("tripoli.event.favourable_winds", Sail { max: 2 }),
    c("tripoli.event.favourable_winds", Sail { max: 2 }),
    c("tripoli.event.storm", Storm),
    c("tripoli.event.storm", Storm),
    c("tripoli.event.merchant_fleet", Points { points: 2 }),
    c("tripoli.event.merchant_fleet", Points { points: 2 }),
    c("tripoli.event.volunteers", Reinforce { ships: 2 }),
    c("tripoli.event.volunteers", Reinforce { ships: 2 }),
    c("tripoli.event.fever", Bombard { sink: 1 }),
    c("tripoli.event.fever", Bombard { sink: 1 }),
    c("tripoli.event.consul_report", Orders { extra: 1, draw: 1 }),
    c("tripoli.event.consul_report", Orders { extra: 1, draw: 1 }),
    c("tripoli.event.allied_squadron", Deploy { max: 2 }),
    c("tripoli.event.allied_squadron", Deploy { max: 2 }),
    c("tripoli.event.tribute", Points { points: 3 }),
    c("tripoli.event.tribute", Points { points: 3 }),
    c("tripoli.event.gale", Storm),
    c("tripoli.event.gale", Storm),
    c("tripoli.event.surprise_attack", Battle { sink: 1 }),
    c("tripoli.event.surprise_attack", Battle { sink: 1 }),
    c("tripoli.event.dispatches", Orders { extra: 2, draw: 0 }),
    c("tripoli.event.dispatches", Orders { extra: 2, draw: 0 }),
    c("tripoli.event.shipwreck", Bombard { sink: 2 }),
    c("tripoli.event.shipwreck", Bombard { sink: 2 }),
    c("tripoli.event.fresh_supplies", Reinforce { ships: 3 }),
    c("tripoli.event.fresh_supplies", Reinforce { ships: 3 }),
    c("tripoli.event.prize_court", Points { points: 1 }),
    c("tripoli.event.prize_court", Points { points: 1 }),
    c("tripoli.event.night_passage", Deploy { max: 3 }),
    c("tripoli.event.night_passage", Deploy { max: 3 }),
];

/// The deck of a side: seat 0 the United States, seat 1 Barbary.
pub fn deck(side: usize) -> &'static [CardDef] {
    if side == 0 {
        &US_DECK
    } else {
        &BARBARY_DECK
    }
}

/// The card `id` of `side`'s deck.
pub fn card(side: usize, id: u8) -> &'static CardDef {
    &deck(side)[usize::from(id)]
}
