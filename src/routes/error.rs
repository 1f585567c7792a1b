//! The error page: a clear message, the technical detail folded away, and the way home.

use crate::i18n::I18n;
use yew::prelude::*;

/// Properties of [`Detail`].
#[derive(Properties, PartialEq)]
pub struct DetailProps {
    /// The technical detail, as the parser or checker wrote it (English, not translated).
    pub text: AttrValue,
    /// The test id of its text.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// The technical detail of an error, collapsed under a translated "Details": the message
/// above it says what went wrong in the reader's language; this is for a bug report.
#[function_component]
pub fn Detail(props: &DetailProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    if props.text.is_empty() {
        return html! {};
    }
    html! {
        <details class="detail" data-testid="error-detail">
            <summary>{ i18n.t("error.details") }</summary>
            <code dir="ltr" data-testid={props.testid.clone()}>{ props.text.clone() }</code>
        </details>
    }
}

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
            <Detail text={props.detail.clone()} />
            <a class="button primary" href="#/" data-testid="error-home">{ i18n.t("nav.home") }</a>
        </section>
    }
}

/// Properties of [`NewerPage`].
#[derive(Properties, PartialEq)]
pub struct NewerProps {
    /// What is newer (shown small).
    #[prop_or_default]
    pub detail: AttrValue,
}

/// Where updating stands on the "newer version" page.
#[derive(Clone, Copy, PartialEq)]
enum Updating {
    /// Not asked yet.
    Idle,
    /// Looking for the new version.
    Checking,
    /// Found: the page reloads at the same address once it has taken over.
    Found,
    /// None found (offline, or this site has no newer version yet).
    NotFound,
}

/// Shown for a link, record or save made by a newer release of Takhte: it says so (it is not
/// damaged), and offers to update the app, which reloads and reopens the same address.
#[function_component]
pub fn NewerPage(props: &NewerProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let updating = use_state(|| Updating::Idle);
    let on_update = {
        let updating = updating.clone();
        Callback::from(move |_| {
            let updating = updating.clone();
            updating.set(Updating::Checking);
            wasm_bindgen_futures::spawn_local(async move {
                if crate::update::check().await {
                    updating.set(Updating::Found);
                    crate::update::apply();
                } else {
                    updating.set(Updating::NotFound);
                }
            });
        })
    };
    let status = match *updating {
        Updating::Idle => None,
        Updating::Checking => Some("error.newer_checking"),
        Updating::Found => Some("error.newer_found"),
        Updating::NotFound => Some("error.newer_not_found"),
    };
    html! {
        <section class="error-page newer" data-testid="newer-version">
            <h1>{ i18n.t("error.newer_title") }</h1>
            <p>{ i18n.t("error.newer_body") }</p>
            <div class="row-actions">
                <button class="button primary" onclick={on_update} data-testid="update-app"
                    disabled={matches!(*updating, Updating::Checking | Updating::Found)}>
                    { i18n.t("error.newer_update") }
                </button>
                <a class="button" href="#/" data-testid="error-home">{ i18n.t("nav.home") }</a>
            </div>
            <p class="muted" role="status" data-testid="update-status">
                { status.map(|k| i18n.t(k)).unwrap_or_default() }
            </p>
            <Detail text={props.detail.clone()} />
        </section>
    }
}
