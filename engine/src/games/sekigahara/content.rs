//! All content as data: sides, clans, the two 45-card decks, the 10-card event deck, the set-up
//! chart and the numbers of the rules.

use serde::{Deserialize, Serialize};

/// Ishida's side (silver), seat 0, first player of round 1.
pub const ISHIDA: u8 = 0;
/// Tokugawa's side (red), seat 1.
pub const TOKUGAWA: u8 = 1;
/// Side message keys, by side.
pub const SIDE_KEYS: [&str; 2] = ["sekigahara.side.ishida", "sekigahara.side.tokugawa"];
/// Side colours (silver, red), by side.
pub const SIDE_COLOURS: [&str; 2] = ["#c0c0c8", "#c0282d"];

/// One of the five clans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clan {
    /// The clan's index.
    pub id: u8,
    /// Its message key.
    pub key: &'static str,
    /// Its colour (never silver or red).
    pub colour: &'static str,
}

/// Number of clans.
pub const CLANS: usize = 5;

/// The five clans; houses were divided in 1600, so each side fields units of every clan.
pub const CLAN_LIST: [Clan; CLANS] = [
    Clan {
        id: 0,
        key: "sekigahara.clan.mori",
        colour: "#2f8f4e",
    },
    Clan {
        id: 1,
        key: "sekigahara.clan.ukita",
        colour: "#2b6cb0",
    },
    Clan {
        id: 2,
        key: "sekigahara.clan.shimazu",
        colour: "#7b3fa0",
    },
    Clan {
        id: 3,
        key: "sekigahara.clan.kobayakawa",
        colour: "#d9731a",
    },
    Clan {
        id: 4,
        key: "sekigahara.clan.date",
        colour: "#b8961e",
    },
];

/// An event printed on a side's own deck, played from hand as an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandEvent {
    /// One of your eliminated units returns to a province you control.
    Reinforcements,
    /// All your units in one province become sworn.
    Oath,
    /// Take two more actions this turn.
    ForcedMarch,
}

impl HandEvent {
    /// The event's message key.
    pub fn key(self) -> &'static str {
        match self {
            HandEvent::Reinforcements => "sekigahara.card.reinforcements",
            HandEvent::Oath => "sekigahara.card.oath",
            HandEvent::ForcedMarch => "sekigahara.card.forced_march",
        }
    }
}

/// What a card of a side's deck is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Card {
    /// A loyalty card: a clan colour and a value of 1 or 2.
    Loyalty {
        /// The clan.
        clan: u8,
        /// The gift value, 1 or 2.
        value: u8,
    },
    /// An event card (never a battle card).
    Event(HandEvent),
}

/// Cards in each side's deck.
pub const DECK_SIZE: usize = 45;
/// Loyalty cards per clan in each deck: five of value 1, three of value 2.
pub const PER_CLAN: u8 = 8;
/// Value-1 cards per clan.
pub const ONES_PER_CLAN: u8 = 5;

/// The card with this id (0..45), the same list for both sides: ids `8c..8c+5` are clan `c`
/// value 1, `8c+5..8c+8` clan `c` value 2, 40–41 Reinforcements, 42–43 Oath, 44 Forced march.
pub fn card(id: u8) -> Card {
    match id {
        0..=39 => Card::Loyalty {
            clan: id / PER_CLAN,
            value: if id % PER_CLAN < ONES_PER_CLAN { 1 } else { 2 },
        },
        40 | 41 => Card::Event(HandEvent::Reinforcements),
        42 | 43 => Card::Event(HandEvent::Oath),
        _ => Card::Event(HandEvent::ForcedMarch),
    }
}

/// The clan of a loyalty card, `None` for an event card.
pub fn card_clan(id: u8) -> Option<u8> {
    match card(id) {
        Card::Loyalty { clan, .. } => Some(clan),
        Card::Event(_) => None,
    }
}

/// The gift value of a card (0 for an event card).
pub fn card_value(id: u8) -> u8 {
    match card(id) {
        Card::Loyalty { value, .. } => value,
        Card::Event(_) => 0,
    }
}

/// An event of the separate 10-card event deck, applied in the event phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundEvent {
    /// Every unit's hits are removed.
    Rest,
    /// Every unit loses its sworn status.
    Rumours,
    /// No attacks this round.
    HeavyRain,
    /// Ishida takes three actions this round.
    IshidaAppeal,
    /// Tokugawa takes three actions this round.
    TokugawaLetters,
    /// Nothing happens.
    Calm,
}

impl RoundEvent {
    /// The event's message key.
    pub fn key(self) -> &'static str {
        match self {
            RoundEvent::Rest => "sekigahara.event.rest",
            RoundEvent::Rumours => "sekigahara.event.rumours",
            RoundEvent::HeavyRain => "sekigahara.event.heavy_rain",
            RoundEvent::IshidaAppeal => "sekigahara.event.ishida_appeal",
            RoundEvent::TokugawaLetters => "sekigahara.event.tokugawa_letters",
            RoundEvent::Calm => "sekigahara.event.calm",
        }
    }
}

/// The event deck, by card id (0..10).
pub const EVENT_DECK: [RoundEvent; 10] = [
    RoundEvent::Rest,
    RoundEvent::Rest,
    RoundEvent::Rumours,
    RoundEvent::HeavyRain,
    RoundEvent::HeavyRain,
    RoundEvent::IshidaAppeal,
    RoundEvent::TokugawaLetters,
    RoundEvent::Calm,
    RoundEvent::Calm,
    RoundEvent::Calm,
];

/// Hand size: both sides draw 6 at set-up and refill to 6 each round.
pub const HAND: usize = 6;
/// Cards of each draw pile lying face up as the outlook.
pub const OUTLOOK: usize = 3;
/// Actions per turn.
pub const ACTIONS: u8 = 2;
/// Most battle cards a side may commit.
pub const MAX_BATTLE_CARDS: usize = 3;
/// Hits that eliminate a unit.
pub const HITS_TO_ELIMINATE: u8 = 2;
/// Smallest total value of a gift.
pub const GIFT_VALUE: u8 = 3;
/// Castles needed to win.
pub const CASTLES_TO_WIN: u8 = 10;
/// Border provinces needed to win.
pub const BORDERS_TO_WIN: u8 = 3;
/// Round limit (one round per event card).
pub const ROUND_LIMIT: u8 = 10;
/// Loyalty test: on a d6, this roll or lower makes the unit defect to the enemy…
pub const DEFECT_AT_MOST: u8 = 1;
/// …and this roll or lower (but above the defect roll) makes it desert (eliminated).
pub const DESERT_AT_MOST: u8 = 2;

/// Units per side.
pub const UNITS_PER_SIDE: usize = 15;
/// All units.
pub const UNITS: usize = 2 * UNITS_PER_SIDE;

/// The set-up chart of today's release: (province, clan) per unit, Ishida's units 0–14 then
/// Tokugawa's 15–29 (release 1's chart stands in [`super::releases`]). Each side fortifies its two
/// border castles (five and seven units) behind a screen of single units; Tokugawa's chart is
/// Ishida's turned half a turn (see `docs/rules/sekigahara.md`).
pub const SETUP: [(u8, u8); UNITS] = [
    (13, 0),
    (13, 0),
    (13, 1),
    (13, 3),
    (13, 3),
    (15, 0),
    (15, 0),
    (15, 0),
    (15, 1),
    (15, 3),
    (15, 3),
    (15, 3),
    (8, 2),
    (9, 4),
    (11, 4),
    (14, 0),
    (14, 0),
    (14, 1),
    (14, 3),
    (14, 3),
    (12, 0),
    (12, 0),
    (12, 0),
    (12, 1),
    (12, 3),
    (12, 3),
    (12, 3),
    (19, 2),
    (18, 4),
    (16, 4),
];
