//! All of Port Royal's content: the 120-card deck as one table, the abilities and the numbers.

use serde::Serialize;

/// What sort of card this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Kind {
    /// A ship: bank its gold, or buy it for its points.
    Ship,
    /// A crew member: points only.
    Crew,
    /// A pirate (skull): the second one revealed in a turn ends it with nothing; never bought.
    Pirate,
    /// A character with an ability.
    Character,
}

/// A character's ability; it acts for its owner on the owner's turn, once per turn per card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Ability {
    /// No ability.
    None,
    /// Tavern girl: once per turn, a purchase whose cost (after discounts) is at most this is free.
    FreePurchase(u8),
    /// Trader: every purchase costs this much less (never below 0).
    Discount(u8),
    /// Navigator: this much extra gold when you bank the gold of at least one ship.
    ShipBonus(u8),
    /// Governor: this much gold from the bank at the start of each of your turns.
    Income(u8),
    /// Jester: this much gold from the bank when your turn busts.
    BustGold(u8),
    /// Gunner: once per turn, a pirate that would bust you is driven off to the bottom of the deck.
    DriveOff,
    /// Harbour master: extra gold when you stop with at least `cards` cards in the harbour.
    BigHaul {
        /// Cards needed in the harbour when you stop.
        cards: u8,
        /// Gold paid.
        gold: u8,
    },
}

/// One card type of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardType {
    /// Kind of card.
    pub kind: Kind,
    /// Message key of its name.
    pub name: &'static str,
    /// Gold a ship brings when banked (0 for other cards).
    pub gold: u8,
    /// Purchase cost in gold (0 for pirates, which are never bought).
    pub cost: u8,
    /// Victory points while owned.
    pub points: u8,
    /// Its ability.
    pub ability: Ability,
    /// How many copies are in the deck.
    pub copies: u8,
}

const fn ship(name: &'static str, gold: u8, cost: u8, points: u8, copies: u8) -> CardType {
    CardType {
        kind: Kind::Ship,
        name,
        gold,
        cost,
        points,
        ability: Ability::None,
        copies,
    }
}

const fn crew(name: &'static str, cost: u8, points: u8, copies: u8) -> CardType {
    CardType {
        kind: Kind::Crew,
        name,
        gold: 0,
        cost,
        points,
        ability: Ability::None,
        copies,
    }
}

const fn character(
    name: &'static str,
    cost: u8,
    points: u8,
    ability: Ability,
    copies: u8,
) -> CardType {
    CardType {
        kind: Kind::Character,
        name,
        gold: 0,
        cost,
        points,
        ability,
        copies,
    }
}

/// The deck's card types; copies add up to [`DECK_SIZE`].
pub const CARD_TYPES: [CardType; 18] = [
    CardType {
        kind: Kind::Pirate,
        name: "port_royal.card.pirate",
        gold: 0,
        cost: 0,
        points: 0,
        ability: Ability::None,
        copies: 12,
    },
    ship("port_royal.card.sloop", 1, 5, 1, 13),
    ship("port_royal.card.brig", 2, 7, 1, 10),
    ship("port_royal.card.frigate", 3, 9, 2, 5),
    ship("port_royal.card.galleon", 4, 11, 2, 3),
    crew("port_royal.card.deckhand", 6, 1, 15),
    crew("port_royal.card.sailor", 10, 2, 15),
    crew("port_royal.card.mate", 14, 3, 12),
    crew("port_royal.card.captain", 18, 4, 8),
    character(
        "port_royal.card.tavern_girl",
        8,
        1,
        Ability::FreePurchase(5),
        3,
    ),
    character("port_royal.card.trader", 6, 0, Ability::Discount(1), 5),
    character("port_royal.card.navigator", 6, 0, Ability::ShipBonus(1), 4),
    character("port_royal.card.governor", 9, 0, Ability::Income(1), 4),
    character("port_royal.card.jester", 3, 0, Ability::BustGold(2), 4),
    character("port_royal.card.gunner", 9, 1, Ability::DriveOff, 2),
    character(
        "port_royal.card.harbour_master",
        6,
        0,
        Ability::BigHaul { cards: 6, gold: 2 },
        3,
    ),
    character("port_royal.card.admiral", 12, 2, Ability::ShipBonus(2), 1),
    character(
        "port_royal.card.merchant_prince",
        14,
        3,
        Ability::Income(2),
        1,
    ),
];

/// Number of cards in the deck.
pub const DECK_SIZE: usize = 120;
/// Gold per extra point at the end.
pub const GOLD_PER_POINT: u32 = 5;
/// All the gold in the game (bank plus every player, constant).
pub const TOTAL_GOLD: u32 = 400;
/// The safety limit: the game ends after this many turns per player.
pub const MAX_TURNS_PER_PLAYER: u32 = 60;

/// Starting gold for 2, 3, 4 and 5 players.
pub fn starting_gold(players: usize) -> u32 {
    match players {
        2 => 4,
        3 => 3,
        _ => 2,
    }
}

/// The card type of each card id `0..120` (ids follow the table order).
pub static CARDS: [CardType; DECK_SIZE] = build_cards();

const fn build_cards() -> [CardType; DECK_SIZE] {
    let mut out = [CARD_TYPES[0]; DECK_SIZE];
    let mut i = 0;
    let mut t = 0;
    while t < CARD_TYPES.len() {
        let mut c = 0;
        while c < CARD_TYPES[t].copies {
            out[i] = CARD_TYPES[t];
            i += 1;
            c += 1;
        }
        t += 1;
    }
    assert!(i == DECK_SIZE, "copies must add up to the deck size");
    out
}

/// The card with id `id`.
pub fn card(id: u8) -> &'static CardType {
    &CARDS[id as usize]
}
