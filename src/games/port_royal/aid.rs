//! Port Royal's aid: the deck by kind and the chance of a second pirate.

use crate::i18n::I18n;
use crate::widgets::AidUi;
use takhte_engine::games::port_royal::aid::PortRoyalAid;
use takhte_engine::games::port_royal::content::CARD_TYPES;
use takhte_engine::games::port_royal::PortRoyal;
use takhte_engine::Seat;
use yew::prelude::*;

impl AidUi for PortRoyal {
    fn aid_html(aid: &PortRoyalAid, _: Seat, _: &[String], i18n: &I18n) -> Html {
        let row = |label: String, n: u32| {
            html! { <tr><th scope="row">{ label }</th><td>{ i18n.num(n) }</td></tr> }
        };
        let ships = aid
            .ships_by_gold
            .iter()
            .enumerate()
            .map(|(g, &n)| row(i18n.tf("aid.pr.ships", &[i18n.num(g + 1)]), n));
        let percent = i18n.num(format!("{:.0}", aid.bust_chance * 100.0));
        html! {
            <>
            <table class="aid-table" data-testid="aid-deck" data-size={aid.deck.to_string()}
                data-pirates={aid.pirates.to_string()}>
                <caption>{ i18n.t("aid.pr.deck") }</caption>
                <thead><tr><th scope="col">{ i18n.t("aid.pr.kind") }</th><th scope="col">{ i18n.t("aid.pr.left") }</th></tr></thead>
                <tbody>
                    { row(i18n.t("aid.pr.pirates"), aid.pirates) }
                    { for ships }
                    { row(i18n.t("aid.pr.crew"), aid.crew) }
                    { row(i18n.t("aid.pr.characters"), aid.characters) }
                </tbody>
                <tfoot>
                    { row(i18n.t("aid.pr.total"), aid.deck) }
                    { row(i18n.t("aid.pr.pile"), aid.pile) }
                </tfoot>
            </table>
            if let Some(t) = aid.next {
                <p data-testid="aid-next">{ i18n.tf("aid.pr.next", &[i18n.t(CARD_TYPES[t].name)]) }</p>
            }
            <p data-testid="aid-bust">{ i18n.tf("aid.pr.bust", &[percent]) }</p>
            </>
        }
    }
}
