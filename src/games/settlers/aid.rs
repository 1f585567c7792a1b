//! The settlers game's aid: each opponent's resources, sure to may, and the development cards
//! not yet seen.

use crate::i18n::I18n;
use crate::widgets::AidUi;
use takhte_engine::games::settlers::aid::SettlersAid;
use takhte_engine::games::settlers::content::{DEV_KEYS, RESOURCE_KEYS};
use takhte_engine::games::settlers::Settlers;
use takhte_engine::Seat;
use yew::prelude::*;

impl AidUi for Settlers {
    fn aid_html(aid: &SettlersAid, _: Seat, names: &[String], i18n: &I18n) -> Html {
        let rows = aid.opponents.iter().map(|h| {
            let cells = (0..5).map(|r| {
                let text = if h.sure[r] == h.may[r] {
                    i18n.num(h.sure[r])
                } else {
                    i18n.tf("aid.st.range", &[i18n.num(h.sure[r]), i18n.num(h.may[r])])
                };
                html! { <td class={classes!((h.sure[r] != h.may[r]).then_some("unsure"))}>{ text }</td> }
            });
            html! {
                <tr data-testid={format!("aid-hand-{}", h.seat)}>
                    <th scope="row">{ names[usize::from(h.seat)].clone() }</th>
                    <td>{ i18n.num(h.cards) }</td>
                    { for cells }
                </tr>
            }
        });
        let devs = (0..5).map(|k| {
            html! { <tr><th scope="row">{ i18n.t(DEV_KEYS[k]) }</th><td>{ i18n.num(aid.devs_unseen[k]) }</td></tr> }
        });
        html! {
            <>
            <div class="aid-scroll">
            <table class="aid-table" data-testid="aid-hands">
                <caption>{ i18n.t("aid.st.hands") }</caption>
                <thead><tr>
                    <th scope="col">{ i18n.t("aid.player") }</th>
                    <th scope="col">{ i18n.t("aid.st.cards") }</th>
                    { for RESOURCE_KEYS.iter().map(|k| html! { <th scope="col">{ i18n.t(k) }</th> }) }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            </div>
            <p class="muted">{ i18n.t("aid.st.legend") }</p>
            <table class="aid-table" data-testid="aid-devs">
                <caption>{ i18n.t("aid.st.devs") }</caption>
                <tbody>{ for devs }</tbody>
            </table>
            </>
        }
    }
}
