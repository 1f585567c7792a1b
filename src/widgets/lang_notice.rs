//! The notice that a chosen language's texts could not be loaded, with another try.

use crate::app::{SetLang, Unloaded};
use crate::i18n::{I18n, Lang};
use yew::prelude::*;

/// Properties of [`LangNotice`].
#[derive(Properties, PartialEq)]
pub struct LangNoticeProps {
    /// The language that could not be loaded.
    pub lang: Lang,
    /// Where that language is kept; set to `None` to dismiss the notice.
    pub unloaded: Unloaded,
}

/// Says which language could not be loaded (in the language still shown, naming the other in
/// its own script) and offers to try again or to dismiss.
#[function_component]
pub fn LangNotice(props: &LangNoticeProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let set_lang = use_context::<SetLang>().expect("language setter");
    let retry = {
        let lang = props.lang;
        Callback::from(move |_| set_lang.emit(lang))
    };
    let dismiss = {
        let unloaded = props.unloaded.clone();
        Callback::from(move |_| unloaded.set(None))
    };
    let name = html! { <bdi lang={props.lang.code()}>{ props.lang.native_name() }</bdi> };
    let text = i18n.t("app.lang_failed");
    let (before, after) = text.split_once("{0}").unwrap_or((text.as_str(), ""));
    html! {
        <div class="notice error dismissible lang-notice" role="alert" data-testid="lang-failed">
            <p>{ before }{ name }{ after }</p>
            <button class="button" onclick={retry} data-testid="lang-retry">{ i18n.t("app.retry") }</button>
            <button class="button" onclick={dismiss} data-testid="lang-dismiss">{ i18n.t("home.dismiss") }</button>
        </div>
    }
}
