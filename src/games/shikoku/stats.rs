//! Shikoku's own figures of a finished game, as the statistics table (and charts) show them.

use crate::i18n::I18n;
use crate::widgets::charts::{DetailUi, Row};
use takhte_engine::games::shikoku::stats::ShikokuStats;

impl DetailUi for ShikokuStats {
    fn rows(&self, i18n: &I18n, _: usize) -> Vec<Row> {
        let nums = |v: &mut dyn Iterator<Item = u32>| v.map(|n| i18n.num(n)).collect::<Vec<_>>();
        let d = self;
        let mut rows = Vec::new();
        for r in &d.rounds {
            let label = |key: &str| i18n.tf(key, &[i18n.num(r.round)]);
            rows.push((
                label("stats.t.round_regions"),
                nums(&mut r.regions_won.iter().map(|&n| u32::from(n))),
            ));
            rows.push((
                label("stats.t.round_goal"),
                r.goal_met
                    .iter()
                    .map(|&m| i18n.t(if m { "stats.t.yes" } else { "stats.t.no" }))
                    .collect(),
            ));
            rows.push((
                label("stats.t.round_points"),
                r.points.iter().map(|&n| i18n.num(n)).collect(),
            ));
        }
        rows
    }
}
