//! Shikoku's aid: the region cards surely in the opponent's hand and those not seen yet.

use super::AidUi;
use crate::i18n::I18n;
use takhte_engine::games::shikoku::aid::{ShikokuAid, TYPES};
use takhte_engine::games::shikoku::Shikoku;
use takhte_engine::Seat;
use yew::prelude::*;

impl AidUi for Shikoku {
    fn aid_html(aid: &ShikokuAid, viewer: Seat, names: &[String], i18n: &I18n) -> Html {
        let rows = (0..TYPES)
            .filter(|&t| aid.unseen[t] + aid.opponent_sure[t] > 0)
            .map(|t| {
                let label = i18n.tf("aid.sh.card", &[i18n.num(t / 3 + 1), i18n.num(t % 3 + 1)]);
                html! {
                    <tr>
                        <th scope="row">{ label }</th>
                        <td>{ i18n.num(aid.played[t]) }</td>
                        <td>{ i18n.num(aid.opponent_sure[t]) }</td>
                        <td>{ i18n.num(aid.unseen[t]) }</td>
                    </tr>
                }
            });
        let them = names[1 - viewer].clone();
        html! {
            <>
            <p>{ i18n.tf("aid.sh.unknown", &[them, i18n.num(aid.opponent_unknown)]) }</p>
            <table class="aid-table" data-testid="aid-cards">
                <caption>{ i18n.t("aid.sh.cards") }</caption>
                <thead><tr>
                    <th scope="col">{ i18n.t("aid.card") }</th>
                    <th scope="col">{ i18n.t("aid.sh.played") }</th>
                    <th scope="col">{ i18n.t("aid.sh.sure") }</th>
                    <th scope="col">{ i18n.t("aid.sh.unseen") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            </>
        }
    }
}
