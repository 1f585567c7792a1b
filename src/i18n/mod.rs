//! Translations: English, Persian and Arabic message catalogues, the chosen language and its
//! text direction. English is embedded in the app; another language's catalogue is fetched
//! (`i18n/<lang>.txt`, precached by the service worker) when it is chosen, before it is shown.

mod catalogue;
mod digits;
mod plural;

use catalogue::message;
pub use catalogue::{embed, EMBEDDED, SHELL_EMBEDDED};
pub use digits::{localize_digits, parse_localized_number};

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// Persian (Farsi), right to left.
    Fa,
    /// Arabic, right to left.
    Ar,
}

impl Lang {
    /// Every language, in the order the picker shows them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fa, Lang::Ar];

    /// The BCP 47 code (`en`, `fa`, `ar`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fa => "fa",
            Lang::Ar => "ar",
        }
    }

    /// The language from its code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// `ltr` or `rtl`.
    pub fn dir(self) -> &'static str {
        match self {
            Lang::En => "ltr",
            Lang::Fa | Lang::Ar => "rtl",
        }
    }

    /// The language's own name.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fa => "فارسی",
            Lang::Ar => "العربية",
        }
    }
}

/// Makes `lang`'s catalogue available, fetching it if it is not yet (a failed fetch is tried
/// once more); false if it could not be fetched or read (its texts then fall back to English).
pub async fn load(lang: Lang) -> bool {
    if catalogue::catalogue(lang).is_some() {
        return true;
    }
    let url = format!("i18n/{}.txt?v={}", lang.code(), catalogue::VERSION);
    for _ in 0..2 {
        if let Some(text) = fetch_text(&url).await {
            return catalogue::install(lang, text);
        }
    }
    false
}

/// True once `lang`'s texts can be shown.
pub fn is_loaded(lang: Lang) -> bool {
    catalogue::catalogue(lang).is_some()
}

/// The body of a successful GET of `url`, as text.
async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The translator handed to every component through a context.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct I18n {
    /// The chosen language.
    pub lang: Lang,
}

impl I18n {
    /// The text of `key`, falling back to English, then to the key itself.
    pub fn t(&self, key: &str) -> String {
        self.tf(key, &[])
    }

    /// The text of `key` in the chosen language (or English), or `fallback` when no catalogue
    /// has the key (an engine's refusal whose key was never written down).
    pub fn t_or(&self, key: &str, fallback: &str) -> String {
        match message(self.lang, key).or_else(|| message(Lang::En, key)) {
            Some(_) => self.t(key),
            None => fallback.to_string(),
        }
    }

    /// The text of `key` with `{0}`, `{1}`, … replaced by `args` and its plurals and selects
    /// resolved (see `catalogue.rs` for the syntax).
    pub fn tf(&self, key: &str, args: &[String]) -> String {
        match message(self.lang, key) {
            Some(m) => m.render(self.lang, args),
            None => match message(Lang::En, key) {
                Some(m) => m.render(Lang::En, args),
                None => key.to_string(),
            },
        }
    }

    /// Items joined into one list with this language's comma ("a, b" or "a، b").
    pub fn list(&self, items: &[String]) -> String {
        items.join(&format!("{} ", self.t("app.list_sep")))
    }

    /// A number written with this language's digits.
    pub fn num(&self, n: impl std::fmt::Display) -> String {
        localize_digits(&n.to_string(), self.lang)
    }
}

#[cfg(test)]
mod tests {
    use super::{I18n, Lang};

    #[test]
    fn a_list_takes_each_languages_comma() {
        let items = ["a".to_string(), "b".to_string(), "c".to_string()];
        let said = |lang| I18n { lang }.list(&items);
        assert_eq!(said(Lang::En), "a, b, c");
        assert_eq!(said(Lang::Fa), "a، b، c");
        assert_eq!(said(Lang::Ar), "a، b، c");
        assert_eq!(I18n { lang: Lang::Fa }.list(&items[..1]), "a");
    }
}
