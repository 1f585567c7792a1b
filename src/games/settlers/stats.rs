//! The settlers game's own figures of a finished game, as the statistics table (and charts) show them.

use crate::i18n::I18n;
use crate::widgets::charts::{DetailUi, DiceChart, Row};
use takhte_engine::games::settlers::stats::SettlersStats;
use yew::prelude::*;

impl DetailUi for SettlersStats {
    fn rows(&self, i18n: &I18n, _: usize) -> Vec<Row> {
        let nums = |v: &mut dyn Iterator<Item = u32>| v.map(|n| i18n.num(n)).collect::<Vec<_>>();
        let row = |key: &str, v: Vec<String>| (i18n.t(key), v);
        let sum = |a: &[u32]| a.iter().sum::<u32>();
        let d = self;
        let per = |f: &dyn Fn(&takhte_engine::games::settlers::stats::PlayerFlows) -> u32| {
            nums(&mut d.players.iter().map(f))
        };
        vec![
            row(
                "stats.t.produced",
                per(&|p| sum(&p.produced) + sum(&p.setup)),
            ),
            row("stats.t.stolen", per(&|p| sum(&p.stolen))),
            row("stats.t.robbed", per(&|p| sum(&p.robbed))),
            row("stats.t.discarded", per(&|p| sum(&p.discarded))),
            row("stats.t.monopoly", per(&|p| sum(&p.monopoly))),
            row("stats.t.bank_trades", per(&|p| p.bank_trades.iter().sum())),
            row("stats.t.player_trades", per(&|p| sum(&p.trade_given))),
            row("stats.t.devs_bought", per(&|p| sum(&p.devs_bought))),
            row("stats.t.devs_played", per(&|p| sum(&p.devs_played))),
        ]
    }

    fn chart(&self) -> Html {
        html! { <DiceChart dice={self.dice} expected={self.expected} /> }
    }
}
