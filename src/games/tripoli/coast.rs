//! The geography of the map, drawn for this project from real longitudes and latitudes: the
//! coasts of the western and central Mediterranean (simplified by hand), the real ports, and the
//! six sea zones of the engine as areas of sea. An equirectangular projection centred on 35° N
//! turns degrees into the map's units.

/// Width of the map in its own units.
pub const W: f64 = 1000.0;
/// Height of the map in its own units (7° W to 23.5° E, 30° N to 40.5° N).
pub const H: f64 = 422.0;
/// Westernmost longitude shown.
const LON0: f64 = -7.0;
/// Northernmost latitude shown.
const LAT0: f64 = 40.5;
/// Map units per degree of longitude.
const KX: f64 = W / 30.5;
/// Map units per degree of latitude (longitude shrinks by cos 35° ≈ 0.8166).
const KY: f64 = KX / 0.8166;

/// A place in degrees: (longitude east, latitude north).
pub type LonLat = (f64, f64);

/// A home port on the map: the harbour, where its name stands, and the offsets in map units from
/// the name to its ship and to its ship counts.
pub type PortPlace = (LonLat, LonLat, (f64, f64), (f64, f64));

/// The map position of a longitude and latitude.
pub fn at((lon, lat): LonLat) -> (f64, f64) {
    ((lon - LON0) * KX, (LAT0 - lat) * KY)
}

/// An SVG path through the projected points, closed.
pub fn path(points: &[LonLat]) -> String {
    let mut d = String::with_capacity(points.len() * 12);
    for (i, &p) in points.iter().enumerate() {
        let (x, y) = at(p);
        d.push_str(&format!("{}{x:.1} {y:.1}", if i == 0 { 'M' } else { 'L' }));
    }
    d.push('Z');
    d
}

/// North Africa from the Atlantic coast of Morocco past Algiers, Tunis, Tripoli and the Gulf of
/// Sirte to Benghazi and Derna, closed along the bottom of the map.
#[rustfmt::skip]
const AFRICA: &[LonLat] = &[
    (-7.0, 33.95), (-6.83, 34.03), (-6.6, 34.3), (-6.3, 34.85), (-6.15, 35.2), (-6.03, 35.47),
    (-5.92, 35.79), (-5.6, 35.84), (-5.38, 35.92), (-5.3, 35.8), (-5.33, 35.6), (-5.0, 35.35),
    (-4.4, 35.2), (-3.9, 35.25), (-3.3, 35.2), (-2.95, 35.42), (-2.9, 35.2), (-2.4, 35.12),
    (-1.8, 35.08), (-1.3, 35.3), (-0.9, 35.7), (-0.5, 35.8), (0.1, 35.9), (0.5, 36.2), (1.3, 36.5),
    (2.0, 36.55), (2.5, 36.62), (2.9, 36.8), (3.1, 36.74), (3.3, 36.8), (3.9, 36.9), (4.6, 36.88),
    (5.08, 36.75), (5.7, 36.82), (6.3, 37.05), (6.9, 36.9), (7.3, 37.0), (7.77, 36.9), (8.6, 36.95),
    (9.2, 37.2), (9.85, 37.33), (10.27, 37.18), (10.3, 36.85), (10.2, 36.78), (10.4, 36.72),
    (10.6, 36.85), (11.05, 37.07), (11.1, 36.85), (10.75, 36.47), (10.55, 36.35), (10.5, 36.1),
    (10.64, 35.83), (10.83, 35.77), (11.06, 35.5), (11.13, 35.23), (10.9, 35.0), (10.76, 34.74),
    (10.4, 34.4), (10.1, 33.9), (10.4, 33.65), (10.75, 33.62), (11.05, 33.8), (11.1, 33.5),
    (11.5, 33.15), (12.1, 32.92), (12.6, 32.8), (13.19, 32.9), (13.8, 32.75), (14.26, 32.65),
    (14.7, 32.45), (15.1, 32.38), (15.3, 32.2), (15.4, 31.8), (15.8, 31.4), (16.6, 31.2),
    (17.3, 31.05), (18.2, 30.75), (18.9, 30.3), (19.57, 30.4), (19.9, 30.65), (20.05, 31.1),
    (20.0, 31.6), (20.07, 32.1), (20.4, 32.45), (20.9, 32.7), (21.4, 32.85), (21.97, 32.92),
    (22.35, 32.88), (22.64, 32.77), (23.1, 32.6), (23.6, 32.2), (23.6, 29.9), (-7.1, 29.9),
];

/// Spain from the Ebro to Huelva, past Valencia, Cartagena, Málaga and Gibraltar.
#[rustfmt::skip]
const IBERIA: &[LonLat] = &[
    (-7.1, 40.6), (0.55, 40.6), (0.3, 40.2), (0.0, 39.9), (-0.3, 39.5), (-0.2, 39.1), (0.1, 38.84),
    (0.23, 38.73), (0.0, 38.6), (-0.4, 38.4), (-0.6, 38.1), (-0.75, 37.75), (-0.98, 37.6),
    (-1.3, 37.55), (-1.65, 37.35), (-1.9, 37.0), (-2.1, 36.75), (-2.4, 36.83), (-2.8, 36.7),
    (-3.5, 36.72), (-4.42, 36.72), (-4.9, 36.5), (-5.2, 36.3), (-5.35, 36.15), (-5.6, 36.01),
    (-5.95, 36.2), (-6.2, 36.5), (-6.4, 36.8), (-6.9, 37.15), (-7.1, 37.2),
];

/// The islands and the other shores: Mallorca, Menorca, Ibiza, Sardinia, southern Italy,
/// Sicily, Pantelleria, Malta and Gozo, Albania and western Greece, Corfu, Kefalonia, Zakynthos.
#[rustfmt::skip]
const ISLANDS: &[&[LonLat]] = &[
    &[(2.35, 39.58), (2.7, 39.75), (3.2, 39.96), (3.15, 39.8), (3.47, 39.7), (3.3, 39.4), (3.05, 39.27), (2.75, 39.5), (2.52, 39.46)],
    &[(3.8, 40.0), (4.1, 40.08), (4.3, 39.85), (3.85, 39.93)],
    &[(1.2, 38.95), (1.4, 39.1), (1.6, 39.05), (1.55, 38.85), (1.35, 38.85)],
    &[
        (8.2, 40.6), (9.75, 40.6), (9.72, 40.1), (9.65, 39.8), (9.55, 39.3), (9.52, 39.12), (9.3, 39.2),
        (9.1, 39.2), (8.85, 38.9), (8.65, 38.87), (8.55, 39.05), (8.38, 39.15), (8.45, 39.5), (8.5, 39.9),
        (8.4, 40.3),
    ],
    &[
        (14.6, 40.6), (14.95, 40.4), (14.9, 40.25), (15.3, 40.0), (15.5, 40.07), (15.8, 39.8), (16.0, 39.35),
        (16.2, 38.9), (15.83, 38.62), (15.9, 38.42), (15.7, 38.25), (15.65, 38.1), (15.65, 37.95),
        (16.06, 37.92), (16.55, 38.4), (16.55, 38.68), (17.1, 38.9), (17.13, 39.08), (17.1, 39.4),
        (16.5, 39.75), (16.8, 40.1), (17.2, 40.45), (17.9, 40.25), (17.99, 40.06), (18.36, 39.8),
        (18.5, 40.15), (18.4, 40.6),
    ],
    &[
        (15.65, 38.27), (15.24, 38.22), (14.6, 38.05), (14.02, 38.04), (13.36, 38.12), (12.73, 38.18),
        (12.5, 38.02), (12.44, 37.8), (12.59, 37.65), (13.08, 37.5), (13.58, 37.27), (14.25, 37.07),
        (14.85, 36.72), (15.13, 36.69), (15.1, 36.9), (15.3, 37.06), (15.22, 37.25), (15.09, 37.5),
        (15.29, 37.85), (15.55, 38.19),
    ],
    &[(11.9, 36.83), (12.05, 36.8), (12.0, 36.73), (11.92, 36.75)],
    &[(14.33, 35.98), (14.45, 35.96), (14.58, 35.86), (14.52, 35.82), (14.38, 35.86)],
    &[(14.19, 36.07), (14.33, 36.05), (14.3, 36.0), (14.2, 36.02)],
    &[
        (19.3, 40.6), (19.4, 40.45), (19.3, 40.35), (19.75, 40.1), (20.0, 39.87), (20.25, 39.5),
        (20.4, 39.28), (20.75, 38.96), (21.4, 38.35), (21.15, 37.93), (21.3, 37.65), (21.67, 37.25),
        (21.69, 36.9), (21.7, 36.8), (21.95, 36.8), (22.1, 37.02), (22.48, 36.38), (22.57, 36.75),
        (22.85, 36.5), (23.19, 36.44), (23.6, 36.6), (23.6, 40.6),
    ],
    &[(19.65, 39.8), (19.95, 39.78), (20.1, 39.45), (19.85, 39.5)],
    &[(20.35, 38.3), (20.6, 38.5), (20.8, 38.1), (20.45, 38.12)],
    &[(20.65, 37.85), (20.9, 37.95), (21.0, 37.7), (20.8, 37.65)],
];

/// Every land outline, Africa and Iberia first.
pub fn land() -> impl Iterator<Item = &'static [LonLat]> {
    [AFRICA, IBERIA].into_iter().chain(ISLANDS.iter().copied())
}

/// The six sea zones as areas, in the engine's order (`content::ZONE_DEFS`). Where an area runs
/// onto land the land is drawn over it, so each keeps a large hit area with a coast for a border.
#[rustfmt::skip]
pub const ZONE_AREAS: [&[LonLat]; 6] = [
    // Strait of Gibraltar: the Alboran Sea and the Atlantic approach.
    &[(-7.1, 37.6), (-1.0, 37.8), (-1.0, 34.6), (-7.1, 33.6)],
    // Algerian Coast: from Oran to Annaba, up to the Balearics.
    &[(-1.0, 37.8), (1.0, 38.6), (4.5, 39.3), (8.3, 39.3), (8.3, 36.3), (-1.0, 34.6)],
    // Gulf of Tunis: the channel between Sardinia, Tunisia and western Sicily.
    &[(8.3, 39.8), (11.0, 39.8), (12.6, 38.3), (12.45, 37.65), (11.1, 36.9), (10.2, 36.3), (8.3, 36.3)],
    // Malta Channel: from Cape Bon past Malta to the Ionian south of Syracuse.
    &[
        (11.1, 36.9), (12.45, 37.65), (14.3, 37.4), (15.4, 36.6), (16.6, 36.0), (16.6, 34.3), (11.3, 34.3),
        (11.2, 35.3), (10.6, 36.0),
    ],
    // Tripoli Roads: the Gulf of Gabès and the coast from Djerba to Misrata.
    &[(10.0, 34.3), (16.6, 34.3), (16.6, 31.0), (15.2, 31.8), (13.2, 32.3), (11.5, 32.6), (10.0, 33.4)],
    // Coast of Derna: the Gulf of Sirte, Cyrenaica and the sea south of Greece.
    &[(16.6, 36.0), (21.5, 36.6), (23.6, 35.6), (23.6, 32.0), (19.5, 30.2), (16.6, 31.0)],
];

/// Where each zone's name and fleets stand: the plate's centre, whether the name goes above
/// (true) or below the plate, and how far east of the plate's centre the name stands (map units).
pub const ZONE_PLATES: [(LonLat, bool, f64); 6] = [
    ((-2.9, 35.95), false, 0.0),
    ((3.5, 37.95), true, 0.0),
    ((10.6, 38.03), true, 70.0),
    ((12.8, 36.1), false, 0.0),
    ((15.15, 33.25), false, 0.0),
    ((19.3, 33.9), true, 0.0),
];

/// The home ports (Syracuse for the United States, Tripoli for Barbary): the harbour, where its
/// name stands, and the offsets (map units) from the name to its ship and to its ship counts.
pub const PORT_PLACES: [PortPlace; 2] = [
    ((15.29, 37.07), (19.1, 37.5), (-86.0, 24.0), (34.0, 28.0)),
    ((13.19, 32.89), (8.86, 30.66), (60.0, -6.0), (180.0, 0.0)),
];

/// The other real ports the cards and zones name: (catalogue key, harbour, label position).
pub const CITIES: [(&str, LonLat, LonLat); 5] = [
    ("tripoli.ui.city.gibraltar", (-5.35, 36.14), (-5.78, 36.8)),
    ("tripoli.ui.city.algiers", (3.06, 36.77), (3.06, 36.25)),
    ("tripoli.ui.city.tunis", (10.18, 36.8), (9.2, 36.45)),
    ("tripoli.ui.city.malta", (14.51, 35.9), (15.7, 36.0)),
    ("tripoli.ui.city.derna", (22.64, 32.77), (22.2, 32.05)),
];

/// Lands named on the map: (catalogue key, position).
pub const LANDS: [(&str, LonLat); 6] = [
    ("tripoli.ui.geo.spain", (-3.6, 38.4)),
    ("tripoli.ui.geo.sardinia", (8.86, 39.35)),
    ("tripoli.ui.geo.italy", (16.3, 39.6)),
    ("tripoli.ui.geo.sicily", (14.1, 37.65)),
    ("tripoli.ui.geo.greece", (21.9, 38.9)),
    ("tripoli.ui.geo.africa", (4.5, 34.7)),
];
