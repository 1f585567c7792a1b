//! Shikoku's aid: the region cards surely in the opponent's hand, and a region × force grid of
//! the cards not seen yet.

use crate::i18n::I18n;
use crate::widgets::AidUi;
use takhte_engine::games::shikoku::aid::{ShikokuAid, TYPES};
use takhte_engine::games::shikoku::content::REGIONS;
use takhte_engine::games::shikoku::Shikoku;
use takhte_engine::Seat;
use yew::prelude::*;

impl AidUi for Shikoku {
    fn aid_html(aid: &ShikokuAid, viewer: Seat, names: &[String], i18n: &I18n) -> Html {
        let them = names[1 - viewer].clone();
        let sure: Vec<Html> = (0..TYPES)
            .flat_map(|t| std::iter::repeat_n(t, usize::from(aid.opponent_sure[t])))
            .map(|t| html! { <li>{ i18n.tf("aid.sh.card", &[i18n.num(t / 3 + 1), i18n.num(t % 3 + 1)]) }</li> })
            .collect();
        let rows = (0..REGIONS).map(|r| {
            html! {
                <tr>
                    <th scope="row">{ i18n.tf("shikoku.region", &[i18n.num(r + 1)]) }</th>
                    { for (0..3).map(|f| html! { <td>{ i18n.num(aid.unseen[r * 3 + f]) }</td> }) }
                </tr>
            }
        });
        html! {
            <>
            <p>{ i18n.tf("aid.sh.unknown", &[them, i18n.num(aid.opponent_unknown)]) }</p>
            if !sure.is_empty() {
                <p class="aid-list-title">{ i18n.t("aid.sh.sure") }</p>
                <ul class="aid-list" data-testid="aid-sure">{ for sure }</ul>
            }
            <table class="aid-table" data-testid="aid-cards">
                <caption>{ i18n.t("aid.sh.unseen") }</caption>
                <thead><tr>
                    <td></td>
                    { for (1..=3).map(|f| html! { <th scope="col">{ i18n.tf("aid.sh.force", &[i18n.num(f)]) }</th> }) }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            </>
        }
    }
}
