//! The error page: a clear message, the technical detail, and the way home.

use crate::i18n::I18n;
use yew::prelude::*;

/// Properties of [`ErrorPage`].
#[derive(Properties, PartialEq)]
pub struct ErrorProps {
    /// Catalogue key of the headline.
    pub title_key: AttrValue,
    /// Technical detail (shown small).
    #[prop_or_default]
    pub detail: AttrValue,
}

/// Shown for unknown addresses, malformed or tampered links, unreadable saves.
#[function_component]
pub fn ErrorPage(props: &ErrorProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    html! {
        <section class="error-page" data-testid="error-page" role="alert">
            <h1>{ i18n.t(&props.title_key) }</h1>
            <p>{ i18n.t("error.nothing_lost") }</p>
            if !props.detail.is_empty() {
                <p class="detail"><code>{ props.detail.clone() }</code></p>
            }
            <a class="button primary" href="#/" data-testid="error-home">{ i18n.t("nav.home") }</a>
        </section>
    }
}
