//! A game's rules page: the project's rules document, rendered.

use crate::games::{key_prefix, GameUi};
use crate::i18n::I18n;
use crate::routes::ErrorPage;
use crate::widgets::Markdown;
use yew::prelude::*;

/// Properties of [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// Game id.
    pub game: AttrValue,
}

/// Shows a game's rules (written in English), with a note in other languages.
#[function_component]
pub fn RulesPage(props: &RulesProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let Some(text) =
        takhte_engine::with_game!(props.game.as_str(), G => Some(<G as GameUi>::RULES), _ => None)
    else {
        return html! { <ErrorPage title_key="error.unknown_game" detail={props.game.clone()} /> };
    };
    html! {
        <section class="rules" data-testid="rules">
            <h1>{ i18n.tf("rules.of", &[i18n.t(&format!("{}.title", key_prefix(&props.game)))]) }</h1>
            if i18n.lang != crate::i18n::Lang::En {
                <p class="notice">{ i18n.t("rules.english_only") }</p>
            }
            <article lang="en" dir="ltr"><Markdown text={text} /></article>
        </section>
    }
}
