//! The map of central Japan as const data: provinces, castles, border provinces and routes.
//!
//! The route graph is mirror-symmetric, so neither side has a geographic edge: Ishida holds the
//! west, Tokugawa the east, and the four border provinces lie between them. Where each province
//! is drawn is the app's business (`src/games/sekigahara/geo.rs`, real longitudes and latitudes).

/// One province of the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Province {
    /// The province's index.
    pub id: u8,
    /// Its message key (`sekigahara.province.<name>`).
    pub key: &'static str,
    /// Whether it has a castle (counts towards the 10-castle victory).
    pub castle: bool,
    /// Whether it is one of the four border provinces (Kyoto, Fukushima, Osaka, Sonoma).
    pub border: bool,
}

const fn p(id: u8, key: &'static str, castle: bool, border: bool) -> Province {
    Province {
        id,
        key,
        castle,
        border,
    }
}

/// Number of provinces.
pub const PROVINCES: usize = 28;

/// Every province, indexed by id.
pub const MAP: [Province; PROVINCES] = [
    p(0, "sekigahara.province.izumo", true, false),
    p(1, "sekigahara.province.bizen", true, false),
    p(2, "sekigahara.province.aki", true, false),
    p(3, "sekigahara.province.nagato", true, false),
    p(4, "sekigahara.province.tango", false, false),
    p(5, "sekigahara.province.tajima", true, false),
    p(6, "sekigahara.province.harima", true, false),
    p(7, "sekigahara.province.awa", false, false),
    p(8, "sekigahara.province.echizen", true, false),
    p(9, "sekigahara.province.omi", false, false),
    p(10, "sekigahara.province.yamato", false, false),
    p(11, "sekigahara.province.kii", true, false),
    p(12, "sekigahara.province.fukushima", true, true),
    p(13, "sekigahara.province.kyoto", true, true),
    p(14, "sekigahara.province.sonoma", true, true),
    p(15, "sekigahara.province.osaka", true, true),
    p(16, "sekigahara.province.hida", true, false),
    p(17, "sekigahara.province.mino", false, false),
    p(18, "sekigahara.province.owari", false, false),
    p(19, "sekigahara.province.ise", true, false),
    p(20, "sekigahara.province.etchu", false, false),
    p(21, "sekigahara.province.shinano", true, false),
    p(22, "sekigahara.province.mikawa", true, false),
    p(23, "sekigahara.province.totomi", false, false),
    p(24, "sekigahara.province.echigo", true, false),
    p(25, "sekigahara.province.kozuke", true, false),
    p(26, "sekigahara.province.musashi", true, false),
    p(27, "sekigahara.province.sagami", true, false),
];

/// Every route, as an unordered pair of province ids (routes run both ways). The eastern half
/// mirrors the western half.
pub const ROUTES: [(u8, u8); 51] = [
    (0, 1),
    (1, 2),
    (2, 3),
    (4, 5),
    (5, 6),
    (6, 7),
    (8, 9),
    (9, 10),
    (10, 11),
    (0, 4),
    (0, 5),
    (1, 5),
    (1, 6),
    (2, 6),
    (2, 7),
    (3, 7),
    (4, 8),
    (5, 9),
    (6, 10),
    (7, 11),
    (8, 12),
    (9, 13),
    (10, 14),
    (11, 15),
    (12, 13),
    (13, 14),
    (14, 15),
    (24, 25),
    (25, 26),
    (26, 27),
    (20, 21),
    (21, 22),
    (22, 23),
    (16, 17),
    (17, 18),
    (18, 19),
    (24, 20),
    (24, 21),
    (25, 21),
    (25, 22),
    (26, 22),
    (26, 23),
    (27, 23),
    (20, 16),
    (21, 17),
    (22, 18),
    (23, 19),
    (16, 12),
    (17, 13),
    (18, 14),
    (19, 15),
];

/// Neighbour bitmasks, one per province, built from [`ROUTES`].
pub const ADJACENT: [u32; PROVINCES] = {
    let mut adj = [0u32; PROVINCES];
    let mut i = 0;
    while i < ROUTES.len() {
        let (a, b) = ROUTES[i];
        adj[a as usize] |= 1 << b;
        adj[b as usize] |= 1 << a;
        i += 1;
    }
    adj
};

/// Whether two provinces are joined by a route.
pub fn adjacent(a: u8, b: u8) -> bool {
    (a as usize) < PROVINCES && b < 32 && ADJACENT[a as usize] & (1 << b) != 0
}

/// The neighbours of a province, in id order (the set bits of its row, lowest first).
pub fn neighbours(a: u8) -> impl Iterator<Item = u8> {
    let mut mask = ADJACENT[a as usize];
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            b
        })
    })
}

/// The ids of the four border provinces.
pub const BORDERS: [u8; 4] = [12, 13, 14, 15];

/// The starting controller of each province under today's release (release 1's stands in
/// [`super::releases`]): `Some(side)` where that side holds it, `None` for neutral.
pub const START_CONTROL: [Option<u8>; PROVINCES] = [
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    Some(0),
    Some(0),
    None,
    Some(0),
    Some(1),
    Some(0),
    Some(1),
    Some(0),
    Some(1),
    None,
    Some(1),
    Some(1),
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
];
