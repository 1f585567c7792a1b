//! The notice that a chosen language's texts could not be loaded, with another try.

use crate::app::{SetLang, Unloaded};
use crate::i18n::I18n;
use yew::prelude::*;

/// Properties of [`LangNotice`].
#[derive(Properties, PartialEq)]
pub struct LangNoticeProps {
    /// The language that could not be loaded, if any; set to `None` to dismiss the notice.
    pub unloaded: Unloaded,
}

/// Says which language could not be loaded (in the language still shown, naming the other in
/// its own script) and offers to try again or to dismiss; nothing while every language loaded.
#[function_component]
pub fn LangNotice(props: &LangNoticeProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let set_lang = use_context::<SetLang>().expect("language setter");
    let Some(lang) = *props.unloaded else {
        return Html::default();
    };
    let retry = Callback::from(move |_| set_lang.emit(lang));
    let dismiss = {
        let unloaded = props.unloaded.clone();
        Callback::from(move |_| unloaded.set(None))
    };
    html! {
        <div class="notice error dismissible lang-notice" role="alert" data-testid="lang-failed">
            <p>{ i18n.tf("app.lang_failed", &[lang.native_name().to_string()]) }</p>
            <button class="button" onclick={retry} data-testid="lang-retry">{ i18n.t("app.retry") }</button>
            <button class="button" onclick={dismiss} data-testid="lang-dismiss">{ i18n.t("home.dismiss") }</button>
        </div>
    }
}
