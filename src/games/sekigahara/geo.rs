//! The geography of the map, drawn for this project from real longitudes and latitudes: where
//! each province stands, Honshu's coast and the islands around it, Lake Biwa, the mountain
//! ranges, and the road or sea lane each route of the engine's graph follows.
//!
//! Everything is projected by [`project`], a plain equirectangular projection scaled for 35.5°N.

/// A point as (longitude east, latitude north) in degrees.
pub type LonLat = (f32, f32);

/// Width and height of the map canvas (`viewBox="0 0 W H"`).
pub const SIZE: (f32, f32) = (1008.0, 594.0);

/// The canvas point of a real place: 105 units a degree of longitude (129 × cos 35.5°) and
/// 129 a degree of latitude, the top-left corner at 130.8°E 37.9°N.
pub fn project((lon, lat): LonLat) -> (f32, f32) {
    ((lon - 130.8) * 105.0, (37.9 - lat) * 129.0)
}

/// Where each province (by engine id) is drawn: its castle town or the heart of the old
/// province. Fukushima and Sonoma are the seed's names for border provinces with no place of
/// that name in central Japan: Fukushima stands on the Hokuriku coast where Kaga lies, Sonoma
/// in the hills of Iga between Yamato and Owari, where the route graph puts them.
pub const PLACES: [LonLat; 28] = [
    (132.85, 35.3),  // Izumo: Gassan-Toda
    (133.93, 34.68), // Bizen: Okayama
    (132.46, 34.42), // Aki: Hiroshima
    (131.42, 34.35), // Nagato: Hagi
    (135.18, 35.58), // Tango: Miyazu
    (134.62, 35.4),  // Tajima: Izushi
    (134.69, 34.86), // Harima: Himeji
    (134.4, 33.97),  // Awa: Tokushima
    (136.22, 36.04), // Echizen: Kitanoshō (Fukui)
    (136.27, 35.3),  // Ōmi: Sawayama (Hikone)
    (135.82, 34.42), // Yamato: Takatori
    (135.35, 33.98), // Kii: the Hidaka valley
    (136.65, 36.56), // Fukushima: the Kaga coast (Kanazawa)
    (135.76, 35.02), // Kyoto
    (136.13, 34.77), // Sonoma: Iga Ueno
    (135.52, 34.69), // Osaka castle
    (137.25, 36.14), // Hida: Takayama
    (136.95, 35.62), // Mino: between Gifu and the Kiso valley
    (136.9, 35.18),  // Owari: Kiyosu and Nagoya
    (136.55, 34.52), // Ise: Matsusaka
    (137.21, 36.7),  // Etchū: Toyama
    (138.0, 36.22),  // Shinano: Matsumoto and Ueda
    (137.3, 34.88),  // Mikawa: Okazaki to Yoshida
    (137.9, 34.77),  // Tōtōmi: Hamamatsu to Kakegawa
    (138.6, 37.14),  // Echigo: Kasugayama
    (139.05, 36.4),  // Kōzuke: Umayabashi (Maebashi)
    (139.6, 35.8),   // Musashi: Edo and Kawagoe
    (139.2, 35.3),   // Sagami: Odawara
];

/// Where a province's name sits relative to its castle.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum LabelAt {
    /// Under the castle.
    Below,
    /// Beside the castle, towards the west.
    West,
    /// Up and to the west of the castle, in the gap left of its own blocks and above Osaka's:
    /// Kyoto's name. Its right end stays west of the blocks' first column (which `blocks_dx`
    /// keeps east), and its foot above the top of Osaka's blocks, in every language.
    WestHigh,
    /// Beside the castle, towards the west, lowered by 3 units: Osaka's name, under the
    /// counters of its own blocks.
    WestLow,

    /// Beside the castle, towards the east.
    East,
}

/// How far east of its castle a province's blocks stand: Kyoto's a little east, so that its
/// name (raised, to the west) meets neither them nor Osaka's garrison below; Yamato's west, so
/// that a stack marching there leaves Sonoma's name (under its castle) clear.
pub const fn blocks_dx(p: u8) -> f32 {
    match p {
        10 => -20.0,
        13 => 12.0,
        _ => 0.0,
    }
}

/// The side of each province's name, chosen so that no name meets a neighbour's, nor the
/// blocks of release 2's set-up.
pub const LABELS: [LabelAt; 28] = {
    use LabelAt::*;
    [
        Below, Below, Below, Below, Below, Below, Below, Below, Below, East, Below, Below, Below,
        WestHigh, Below, WestLow, Below, West, Below, East, Below, Below, Below, Below, Below,
        Below, Below, Below,
    ]
};

/// Honshu from Shimonoseki along the Sea of Japan to Niigata, then back along the Pacific coast
/// (Bōsō, Edo bay, Izu, Ise bay, Kii, the Inland Sea); points past the frame close the shape.
#[rustfmt::skip]
pub const HONSHU: &[LonLat] = &[
    (130.93, 33.95), (131.0, 34.35), (131.18, 34.4), (131.4, 34.44), (131.6, 34.58),
    (131.85, 34.7), (132.08, 34.9), (132.22, 35.03), (132.45, 35.2), (132.62, 35.43),
    (132.8, 35.56), (133.05, 35.58), (133.3, 35.58), (133.24, 35.5), (133.38, 35.46),
    (133.8, 35.52), (134.2, 35.55), (134.45, 35.6), (134.82, 35.67), (135.05, 35.72),
    (135.2, 35.79), (135.32, 35.7), (135.2, 35.56), (135.37, 35.5), (135.55, 35.53),
    (135.75, 35.52), (135.95, 35.62), (136.06, 35.67), (136.0, 35.8), (136.05, 36.02),
    (136.15, 36.22), (136.32, 36.36), (136.6, 36.6), (136.76, 36.9), (136.72, 37.15),
    (136.9, 37.4), (137.15, 37.45), (137.36, 37.5), (137.25, 37.3), (137.08, 37.12),
    (136.95, 37.05), (137.0, 36.85), (137.05, 36.78), (137.2, 36.77), (137.4, 36.83),
    (137.6, 36.98), (137.85, 37.04), (138.25, 37.18), (138.55, 37.37), (138.8, 37.63),
    (139.05, 37.92), (139.4, 38.2), (140.6, 38.2), (140.6, 35.6), (140.4, 35.45),
    (140.32, 35.15), (140.1, 35.0), (139.9, 34.9), (139.82, 35.0), (139.8, 35.3),
    (139.9, 35.4), (140.1, 35.58), (139.98, 35.68), (139.78, 35.66), (139.75, 35.52),
    (139.65, 35.45), (139.68, 35.28), (139.63, 35.14), (139.58, 35.27), (139.4, 35.31),
    (139.16, 35.25), (139.08, 35.1), (139.12, 34.95), (139.0, 34.75), (138.85, 34.6),
    (138.77, 34.75), (138.75, 34.95), (138.85, 35.08), (138.68, 35.13), (138.5, 35.02),
    (138.35, 34.9), (138.22, 34.6), (137.75, 34.65), (137.3, 34.6), (137.02, 34.58),
    (137.2, 34.72), (137.25, 34.8), (136.98, 34.82), (136.88, 34.69), (136.85, 34.9),
    (136.85, 35.05), (136.7, 35.05), (136.62, 34.95), (136.52, 34.72), (136.58, 34.58),
    (136.75, 34.5), (136.88, 34.45), (136.85, 34.3), (136.55, 34.22), (136.2, 34.07),
    (136.08, 33.9), (135.98, 33.72), (135.95, 33.6), (135.78, 33.44), (135.6, 33.5),
    (135.38, 33.72), (135.15, 33.88), (135.12, 34.08), (135.16, 34.23), (135.13, 34.32),
    (135.37, 34.46), (135.45, 34.57), (135.43, 34.66), (135.2, 34.68), (134.98, 34.64),
    (134.68, 34.76), (134.38, 34.73), (134.0, 34.6), (133.82, 34.45), (133.5, 34.5),
    (133.2, 34.4), (133.07, 34.36), (132.55, 34.22), (132.45, 34.34), (132.22, 34.17),
    (132.1, 33.95), (131.8, 34.03), (131.58, 34.0), (131.25, 33.93),
];

/// Shikoku's north and east, Awaji, the corner of Kyushu and the Oki islands.
#[rustfmt::skip]
pub const ISLANDS: &[&[LonLat]] = &[
    &[
        (132.3, 33.1), (132.4, 33.5), (132.7, 33.85), (133.0, 34.07), (133.28, 33.97),
        (133.65, 34.12), (133.8, 34.3), (134.05, 34.35), (134.4, 34.23), (134.62, 34.2),
        (134.6, 34.05), (134.68, 33.9), (134.4, 33.55), (134.18, 33.25), (134.0, 33.1),
    ],
    &[
        (135.02, 34.6), (134.92, 34.55), (134.75, 34.35), (134.72, 34.22), (134.88, 34.2),
        (135.0, 34.3), (134.98, 34.45),
    ],
    &[
        (130.7, 33.9), (130.98, 33.95), (131.05, 33.85), (131.2, 33.65), (131.45, 33.55),
        (131.68, 33.62), (131.55, 33.2), (130.7, 33.2),
    ],
    &[
        (133.2, 36.3), (133.35, 36.32), (133.38, 36.2), (133.22, 36.17),
    ],
];

/// Lake Biwa.
#[rustfmt::skip]
pub const BIWA: &[LonLat] = &[
    (136.12, 35.52), (136.2, 35.45), (136.27, 35.38), (136.24, 35.27), (136.15, 35.17),
    (136.05, 35.12), (135.95, 35.05), (135.87, 35.0), (135.9, 35.1), (135.98, 35.2),
    (136.02, 35.32), (136.05, 35.43),
];

/// Peaks of the ranges drawn on the land: the Chūgoku mountains, the Kii mountains, the
/// Suzuka hills, the Hida, Kiso and Akaishi ranges (the Japanese Alps), and Mount Fuji last.
#[rustfmt::skip]
pub const PEAKS: &[LonLat] = &[
    (132.2, 34.75), (132.6, 34.85), (133.3, 35.2), (133.75, 35.2), (134.2, 35.18),
    (135.75, 34.1), (136.0, 34.2), (135.95, 33.95), (136.35, 34.98), (136.42, 35.42),
    (137.62, 36.55), (137.66, 36.3), (137.6, 36.05), (137.82, 35.8), (137.9, 35.58),
    (138.2, 35.65), (138.18, 35.4), (139.2, 36.85), (138.73, 35.36),
];

/// The kind of way a route follows; the legend names each.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// The Tōkaidō, along the Pacific.
    Tokaido,
    /// The Nakasendō, through the mountains.
    Nakasendo,
    /// The Hokurikudō, along the Sea of Japan.
    Hokurikudo,
    /// The San'yōdō, along the Inland Sea.
    Sanyodo,
    /// The San'indō, along the Sea of Japan west of Kyoto.
    Sanindo,
    /// A lesser road or mountain pass.
    Road,
    /// A sea lane.
    Sea,
}

impl Way {
    /// The message key of the way's name.
    pub fn key(self) -> &'static str {
        match self {
            Way::Tokaido => "sekigahara.ui.way.tokaido",
            Way::Nakasendo => "sekigahara.ui.way.nakasendo",
            Way::Hokurikudo => "sekigahara.ui.way.hokurikudo",
            Way::Sanyodo => "sekigahara.ui.way.sanyodo",
            Way::Sanindo => "sekigahara.ui.way.sanindo",
            Way::Road => "sekigahara.ui.way.road",
            Way::Sea => "sekigahara.ui.way.sea",
        }
    }
}

/// For each route of the engine's `ROUTES`, in the same order: the way it follows and the
/// places it passes between its two provinces.
pub const WAYS: [(Way, &[LonLat]); 51] = {
    use Way::*;
    [
        (Road, &[(133.45, 35.05)]),                    // Izumo–Bizen
        (Sanyodo, &[(133.4, 34.58)]),                  // Bizen–Aki
        (Sanyodo, &[(131.9, 34.12)]),                  // Aki–Nagato
        (Sanindo, &[(134.92, 35.52)]),                 // Tango–Tajima
        (Road, &[(134.82, 35.15)]),                    // Tajima–Harima (Ikuno)
        (Sea, &[(134.68, 34.45)]),                     // Harima–Awa
        (Hokurikudo, &[(136.08, 35.68)]),              // Echizen–Ōmi (Tsuruga)
        (Road, &[(136.1, 34.95)]),                     // Ōmi–Yamato (Shigaraki)
        (Road, &[(135.6, 34.2)]),                      // Yamato–Kii (Kōya)
        (Sea, &[(133.6, 35.9), (134.6, 35.92)]),       // Izumo–Tango
        (Sanindo, &[(133.75, 35.42), (134.2, 35.48)]), // Izumo–Tajima (Tottori)
        (Road, &[(134.3, 35.1)]),                      // Bizen–Tajima (Mimasaka)
        (Sanyodo, &[(134.32, 34.78)]),                 // Bizen–Harima
        (Sea, &[(133.55, 34.32)]),                     // Aki–Harima
        (Sea, &[(133.2, 34.2), (133.9, 34.25)]),       // Aki–Awa
        (Sea, &[(132.0, 33.88), (132.9, 34.05)]),      // Nagato–Awa
        (Road, &[(135.6, 35.45)]),                     // Tango–Echizen (Wakasa)
        (Road, &[(135.3, 35.3), (135.85, 35.38)]),     // Tajima–Ōmi (Tamba)
        (Road, &[(135.25, 34.82), (135.62, 34.84)]),   // Harima–Yamato (Settsu)
        (Sea, &[(134.95, 34.02)]),                     // Awa–Kii
        (Hokurikudo, &[(136.4, 36.3)]),                // Echizen–Fukushima
        (Road, &[(136.0, 35.08)]),                     // Ōmi–Kyoto
        (Road, &[(136.0, 34.62)]),                     // Yamato–Sonoma
        (Road, &[(135.3, 34.36)]),                     // Kii–Osaka (Kishū road)
        (
            Hokurikudo,
            &[(135.8, 35.18), (135.92, 35.42), (136.08, 35.75)],
        ), // Fukushima–Kyoto
        (Tokaido, &[(135.95, 34.98)]),                 // Kyoto–Sonoma
        (Road, &[(135.82, 34.7)]),                     // Sonoma–Osaka (Nara)
        (Road, &[(138.85, 36.8)]),                     // Echigo–Kōzuke (Mikuni pass)
        (Nakasendo, &[(139.3, 36.12)]),                // Kōzuke–Musashi
        (Tokaido, &[(139.5, 35.5)]),                   // Musashi–Sagami
        (Road, &[(137.85, 36.95), (137.95, 36.55)]),   // Etchū–Shinano
        (Road, &[(137.85, 35.6), (137.55, 35.2)]),     // Shinano–Mikawa (Ina valley)
        (Tokaido, &[(137.6, 34.78)]),                  // Mikawa–Tōtōmi
        (Road, &[(137.12, 35.88)]),                    // Hida–Mino
        (Road, &[(136.88, 35.4)]),                     // Mino–Owari
        (Tokaido, &[(136.7, 34.96)]),                  // Owari–Ise (the Kuwana crossing)
        (Hokurikudo, &[(137.9, 37.02)]),               // Echigo–Etchū
        (Road, &[(138.3, 36.75)]),                     // Echigo–Shinano
        (Nakasendo, &[(138.62, 36.36)]),               // Kōzuke–Shinano (Usui pass)
        (Road, &[(138.55, 35.7), (137.95, 35.15)]),    // Kōzuke–Mikawa (Kai)
        (Sea, &[(139.35, 34.75), (138.3, 34.45)]),     // Musashi–Mikawa
        (Road, &[(139.05, 35.62), (138.45, 35.3)]),    // Musashi–Tōtōmi (Kōshū road)
        (Tokaido, &[(138.9, 35.18), (138.4, 34.98)]),  // Sagami–Tōtōmi (Hakone, Suruga)
        (Road, &[(137.28, 36.42)]),                    // Etchū–Hida
        (Nakasendo, &[(137.62, 35.85), (137.3, 35.6)]), // Shinano–Mino (Kiso valley)
        (Tokaido, &[(137.1, 35.03)]),                  // Mikawa–Owari
        (Sea, &[(137.3, 34.42)]),                      // Tōtōmi–Ise
        (Road, &[(136.92, 36.32)]),                    // Hida–Fukushima (Shirakawa)
        (
            Nakasendo,
            &[(136.47, 35.37), (136.15, 35.1), (135.95, 35.03)],
        ), // Mino–Kyoto (Sekigahara)
        (Road, &[(136.55, 34.98), (136.33, 34.86)]),   // Owari–Sonoma (Suzuka)
        (Road, &[(136.1, 34.56), (135.72, 34.58)]),    // Ise–Osaka
    ]
};

/// The battlefield of Sekigahara itself, on the Nakasendō.
pub const SEKIGAHARA: LonLat = (136.47, 35.37);

/// A closed outline through `pts` as SVG path data.
pub fn outline(pts: &[LonLat]) -> String {
    let mut d = String::new();
    for (i, &p) in pts.iter().enumerate() {
        let (x, y) = project(p);
        d.push_str(&format!("{}{x:.0} {y:.0}", if i == 0 { 'M' } else { 'L' }));
    }
    d.push('Z');
    d
}

/// A smooth way from `a` through `via` to `b` (Catmull-Rom turned into cubic curves).
pub fn way_path(a: (f32, f32), via: &[LonLat], b: (f32, f32)) -> String {
    let mut pts = vec![a];
    pts.extend(via.iter().map(|&p| project(p)));
    pts.push(b);
    let mut d = format!("M{:.0} {:.0}", a.0, a.1);
    for i in 0..pts.len() - 1 {
        let p0 = pts[i.saturating_sub(1)];
        let (p1, p2) = (pts[i], pts[i + 1]);
        let p3 = pts[(i + 2).min(pts.len() - 1)];
        let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
        let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
        d.push_str(&format!(
            "C{:.0} {:.0} {:.0} {:.0} {:.0} {:.0}",
            c1.0, c1.1, c2.0, c2.1, p2.0, p2.1
        ));
    }
    d
}
