//! Sekigahara's rules releases, and the old set-up kept for games started under an earlier one
//! (records carry their release; see `engine/src/record.rs`).
//!
//! | release | since | what changed |
//! | --- | --- | --- |
//! | 1 | 2026-11-30 | the first: each side 4 castles and its army in its back row, 12 castles neutral |
//! | 2 | 2026-12-07 | a set-up where battles decide (issue 45): today's [`super::content::SETUP`] and [`super::map::START_CONTROL`] |
//!
//! Only the set-up differs between releases: the rules of play are the same, so a game of
//! release 1 goes on exactly as before once it is set up.

use super::content::{SETUP, UNITS, UNITS_PER_SIDE};
use super::map::{PROVINCES, START_CONTROL};

/// Today's release.
pub const RULES: u32 = 2;

/// Release 1's chart for Ishida: (province, clan) per unit; Tokugawa's was its mirror image.
pub const SETUP_1_ISHIDA: [(u8, u8); UNITS_PER_SIDE] = [
    (0, 0),
    (0, 0),
    (0, 4),
    (0, 4),
    (1, 1),
    (1, 1),
    (1, 0),
    (1, 3),
    (2, 2),
    (2, 2),
    (2, 1),
    (2, 4),
    (3, 3),
    (3, 3),
    (3, 2),
];

/// The mirror image of a province (west ↔ east; border provinces map to themselves).
pub const fn mirror(p: u8) -> u8 {
    match p {
        0..=3 => p + 24,
        4..=7 => p + 16,
        8..=11 => p + 8,
        12..=15 => p,
        16..=19 => p - 8,
        20..=23 => p - 16,
        _ => p - 24,
    }
}

/// Release 1's starting control: Ishida the western back row (0–3), Tokugawa the eastern one
/// (24–27), where their armies stood; everything between neutral.
pub const CONTROL_1: [Option<u8>; PROVINCES] = {
    let mut c = [None; PROVINCES];
    let mut i = 0;
    while i < PROVINCES {
        if i < 4 {
            c[i] = Some(0);
        } else if i >= 24 {
            c[i] = Some(1);
        }
        i += 1;
    }
    c
};

/// The set-up of release `rules`: (province, clan) per unit (Ishida's 0–14, Tokugawa's 15–29)
/// and the starting control.
pub fn setup(rules: u32) -> ([(u8, u8); UNITS], [Option<u8>; PROVINCES]) {
    if rules >= 2 {
        return (SETUP, START_CONTROL);
    }
    let mut chart = [(0, 0); UNITS];
    for (i, &(p, clan)) in SETUP_1_ISHIDA.iter().enumerate() {
        chart[i] = (p, clan);
        chart[i + UNITS_PER_SIDE] = (mirror(p), clan);
    }
    (chart, CONTROL_1)
}
