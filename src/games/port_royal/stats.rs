//! Port Royal's own figures of a finished game, as the statistics table (and charts) show them.

use crate::i18n::I18n;
use crate::widgets::charts::{DetailUi, Row};
use takhte_engine::games::port_royal::stats::PortRoyalStats;

impl DetailUi for PortRoyalStats {
    fn rows(&self, i18n: &I18n, seats: usize) -> Vec<Row> {
        let nums = |v: &mut dyn Iterator<Item = u32>| v.map(|n| i18n.num(n)).collect::<Vec<_>>();
        let row = |key: &str, v: Vec<String>| (i18n.t(key), v);
        let d = self;
        let of = |f: &dyn Fn(&takhte_engine::games::port_royal::stats::TurnRow) -> u32| {
            (0..seats)
                .map(|s| d.turns.iter().filter(|t| t.player == s).map(f).sum::<u32>())
                .collect::<Vec<_>>()
        };
        vec![
            row("stats.t.turns", nums(&mut of(&|_| 1).into_iter())),
            row(
                "stats.t.revealed",
                nums(&mut of(&|t| t.revealed).into_iter()),
            ),
            row("stats.t.busts", nums(&mut d.busts.iter().copied())),
            row(
                "stats.t.character_gold",
                nums(&mut d.character_gold.iter().copied()),
            ),
            row("stats.t.discounts", nums(&mut d.discounts.iter().copied())),
        ]
    }
}
