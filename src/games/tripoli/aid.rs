//! Shores of Tripoli's aid: the opponent's cards and the events left.

use crate::i18n::I18n;
use crate::widgets::AidUi;
use takhte_engine::games::tripoli::aid::TripoliAid;
use takhte_engine::games::tripoli::Tripoli;
use takhte_engine::Seat;
use yew::prelude::*;

impl AidUi for Tripoli {
    fn aid_html(aid: &TripoliAid, _: Seat, names: &[String], i18n: &I18n) -> Html {
        let rows = aid.cards.iter().map(|c| {
            html! {
                <tr>
                    <th scope="row">{ i18n.t(c.key) }</th>
                    <td>{ i18n.num(c.played) }</td>
                    <td>{ i18n.num(c.discarded) }</td>
                    <td>{ i18n.num(c.unseen) }</td>
                </tr>
            }
        });
        let events = aid.events_left.iter().filter(|e| e.1 > 0).map(|(key, n)| {
            html! { <tr><th scope="row">{ i18n.t(key) }</th><td>{ i18n.num(*n) }</td></tr> }
        });
        let name = names[aid.opponent].clone();
        html! {
            <>
            <table class="aid-table" data-testid="aid-cards">
                <caption>{ i18n.tf("aid.tr.cards", std::slice::from_ref(&name)) }</caption>
                <thead><tr>
                    <th scope="col">{ i18n.t("aid.card") }</th>
                    <th scope="col">{ i18n.t("aid.tr.played") }</th>
                    <th scope="col">{ i18n.t("aid.tr.discarded") }</th>
                    <th scope="col">{ i18n.t("aid.tr.unseen") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <p>{ i18n.tf("aid.tr.hand", &[name, i18n.num(aid.hand), i18n.num(aid.deck)]) }</p>
            <table class="aid-table" data-testid="aid-events">
                <caption>{ i18n.t("aid.tr.events") }</caption>
                <tbody>{ for events }</tbody>
            </table>
            </>
        }
    }
}
