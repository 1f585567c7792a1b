//! The drawn island: an approximation of Shikoku's coastline, drawn for this project, cut
//! into the five regions from west (1) to east (5), with where each region's labels and stones go.

/// The coastline, clockwise from the tip of the western peninsula (viewBox units).
const COAST: [Point; 39] = [
    (18, 168),
    (70, 150),
    (112, 138),
    (132, 112),
    (150, 78),
    (182, 62),
    (216, 80),
    (258, 90),
    (300, 96),
    (340, 90),
    (372, 76),
    (404, 58),
    (446, 46),
    (490, 52),
    (524, 70),
    (566, 80),
    (606, 100),
    (598, 138),
    (610, 176),
    (590, 216),
    (562, 248),
    (536, 282),
    (514, 336),
    (492, 298),
    (458, 268),
    (416, 250),
    (372, 252),
    (334, 266),
    (300, 288),
    (268, 312),
    (236, 356),
    (212, 330),
    (184, 306),
    (150, 294),
    (124, 266),
    (100, 226),
    (84, 200),
    (62, 184),
    (20, 176),
];

/// A point of the map.
type Point = (i16, i16);

/// The four inland borders, west to east: the north-coast point, the inland points, the
/// south-coast point.
const BORDERS: [(usize, [Point; 2], usize); 4] = [
    (5, [(194, 150), (206, 240)], 31),
    (8, [(292, 170), (290, 240)], 28),
    (11, [(398, 140), (404, 200)], 25),
    (14, [(506, 150), (496, 230)], 23),
];

/// The centre of each region's number badge; its value is written below it and its stones
/// below that, whites to the west and blacks to the east.
pub const LABELS: [(f64, f64); 5] = [
    (142.0, 138.0),
    (246.0, 116.0),
    (350.0, 108.0),
    (456.0, 88.0),
    (556.0, 122.0),
];

/// Distance from a region's badge down to its first row of stones.
pub const STONES_BELOW: f64 = 50.0;

/// The viewBox of the map.
pub const VIEW_BOX: &str = "8 38 612 330";

/// Coast points from index `from` to `to`, going clockwise.
fn run(from: usize, to: usize) -> Vec<Point> {
    let mut out = vec![COAST[from]];
    let mut i = from;
    while i != to {
        i = (i + 1) % COAST.len();
        out.push(COAST[i]);
    }
    out
}

fn path(points: &[Point]) -> String {
    let mut d = String::new();
    for (k, (x, y)) in points.iter().enumerate() {
        d.push_str(&format!("{}{x} {y}", if k == 0 { "M" } else { "L" }));
    }
    d.push('Z');
    d
}

/// The outline of the whole island, as an SVG path.
pub fn coast_path() -> String {
    path(&COAST)
}

/// The outline of region `r` (0-based, west to east), as an SVG path.
pub fn region_path(r: usize) -> String {
    let reversed = |b: usize| BORDERS[b].1.iter().rev().copied().collect::<Vec<_>>();
    let points = match r {
        0 => [run(BORDERS[0].2, BORDERS[0].0), reversed(0)].concat(),
        4 => [run(BORDERS[3].0, BORDERS[3].2), reversed(3)].concat(),
        _ => {
            let (west, east) = (BORDERS[r - 1], BORDERS[r]);
            [
                run(west.0, east.0),
                east.1.to_vec(),
                run(east.2, west.2),
                reversed(r - 1),
            ]
            .concat()
        }
    };
    path(&points)
}

/// Where stone `i` (0-based) of `seat` sits in the region whose badge is at `(x, y)`: two
/// columns per seat, five rows.
pub fn stone_at((x, y): (f64, f64), seat: usize, i: usize) -> (f64, f64) {
    (
        x - 30.0 + seat as f64 * 43.0 + (i % 2) as f64 * 17.0,
        y + STONES_BELOW + (i / 2) as f64 * 17.0,
    )
}
