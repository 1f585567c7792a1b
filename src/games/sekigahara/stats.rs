//! Sekigahara's own figures of a finished game, as the statistics table (and charts) show them.

use crate::i18n::I18n;
use crate::widgets::charts::{DetailUi, Row};
use takhte_engine::games::sekigahara::stats::SekigaharaStats;

impl DetailUi for SekigaharaStats {
    fn rows(&self, i18n: &I18n, _: usize) -> Vec<Row> {
        let nums = |v: &mut dyn Iterator<Item = u32>| v.map(|n| i18n.num(n)).collect::<Vec<_>>();
        let row = |key: &str, v: Vec<String>| (i18n.t(key), v);
        let d = self;
        vec![
            row(
                "stats.t.battles_won",
                nums(&mut d.battles_won.iter().copied()),
            ),
            row(
                "stats.t.battles_lost",
                nums(&mut d.battles_lost.iter().copied()),
            ),
            row(
                "stats.t.units_lost",
                nums(&mut d.units_lost.iter().copied()),
            ),
            row(
                "stats.t.units_defected",
                nums(&mut d.units_defected.iter().copied()),
            ),
            row(
                "stats.t.loyalty_passed",
                nums(&mut d.loyalty_passed.iter().copied()),
            ),
            row(
                "stats.t.loyalty_failed",
                nums(&mut d.loyalty_failed.iter().copied()),
            ),
        ]
    }
}
