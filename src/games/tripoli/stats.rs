//! Shores of Tripoli's own figures of a finished game, as the statistics table (and charts) show them.

use crate::i18n::I18n;
use crate::widgets::charts::{DetailUi, Row};
use takhte_engine::games::tripoli::stats::TripoliStats;

impl DetailUi for TripoliStats {
    fn rows(&self, i18n: &I18n, seats: usize) -> Vec<Row> {
        let nums = |v: &mut dyn Iterator<Item = u32>| v.map(|n| i18n.num(n)).collect::<Vec<_>>();
        let row = |key: &str, v: Vec<String>| (i18n.t(key), v);
        let d = self;
        vec![
            row(
                "stats.t.ships_sunk",
                nums(&mut d.ships_sunk.iter().copied()),
            ),
            row(
                "stats.t.ships_lost",
                nums(&mut d.ships_lost.iter().copied()),
            ),
            row(
                "stats.t.events",
                nums(
                    &mut (0..seats)
                        .map(|s| d.events.iter().filter(|e| e.player == s).count() as u32),
                ),
            ),
            row(
                "stats.t.most_zones",
                nums(
                    &mut d
                        .zones
                        .iter()
                        .map(|z| u32::from(z.iter().copied().max().unwrap_or(0))),
                ),
            ),
        ]
    }
}
