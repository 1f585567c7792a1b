//! Sekigahara's aid: each side's loyalty cards by clan, shown or unseen.

use crate::i18n::I18n;
use crate::widgets::AidUi;
use takhte_engine::games::sekigahara::aid::SekigaharaAid;
use takhte_engine::games::sekigahara::content::CLAN_LIST;
use takhte_engine::games::sekigahara::Sekigahara;
use takhte_engine::Seat;
use yew::prelude::*;

impl AidUi for Sekigahara {
    fn aid_html(aid: &SekigaharaAid, viewer: Seat, names: &[String], i18n: &I18n) -> Html {
        let side = |s: usize| {
            let own = s == viewer;
            let rows = CLAN_LIST.iter().enumerate().map(|(k, clan)| {
                let c = aid.sides[s][k];
                html! {
                    <tr>
                        <th scope="row">{ i18n.t(clan.key) }</th>
                        <td>{ i18n.num(c.shown) }</td>
                        <td>{ i18n.num(c.outlook) }</td>
                        if own { <td>{ i18n.num(c.mine) }</td> }
                        <td>{ i18n.num(c.unseen) }</td>
                    </tr>
                }
            });
            html! {
                <table class="aid-table" data-testid={format!("aid-side-{s}")}>
                    <caption>{ i18n.tf("aid.sk.side", &[names[s].clone()]) }</caption>
                    <thead><tr>
                        <th scope="col">{ i18n.t("aid.sk.clan") }</th>
                        <th scope="col">{ i18n.t("aid.sk.shown") }</th>
                        <th scope="col">{ i18n.t("aid.sk.outlook") }</th>
                        if own { <th scope="col">{ i18n.t("aid.sk.mine") }</th> }
                        <th scope="col">{ i18n.t("aid.sk.unseen") }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
        };
        html! { <>{ side(1 - viewer) }{ side(viewer) }</> }
    }
}
