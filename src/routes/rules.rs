//! A game's how-to-play page, for players, in the reader's language: HTML rendered from
//! `howto/<lang>/<game>.md` at build time (`build/howto.rs`), under the game's emblem, with the
//! game's pieces drawn as on its board after the section that lists them (`rules/components.rs`).

mod components;

use components::Components;

use crate::games::key_prefix;
use crate::i18n::I18n;
use crate::odds::OddsSection;
use crate::route::Route;
use crate::routes::ErrorPage;
use crate::widgets::GamePicture;
use takhte_engine::GAME_IDS;
use yew::prelude::*;

mod pages {
    include!(concat!(env!("OUT_DIR"), "/howto.rs"));
}

/// The how-to-play page of `game` in the language with code `lang`, as HTML: the goal and what
/// you play with, then the rest.
pub fn howto_html(lang: &str, game: &str) -> Option<(&'static str, &'static str)> {
    pages::PAGES
        .iter()
        .find(|(l, g, _, _)| *l == lang && *g == game)
        .map(|(_, _, head, rest)| (*head, *rest))
}

/// Properties of [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// Game id.
    pub game: AttrValue,
}

/// Shows how to play a game, with links to its guided first game and to a new game.
#[function_component]
pub fn RulesPage(props: &RulesProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let Some(game) = GAME_IDS.iter().copied().find(|g| *g == props.game.as_str()) else {
        return html! { <ErrorPage title_key="error.unknown_game" detail={props.game.clone()} /> };
    };
    let Some((head, rest)) = howto_html(i18n.lang.code(), game) else {
        return html! { <ErrorPage title_key="error.unknown_game" detail={props.game.clone()} /> };
    };
    let title = i18n.t(&format!("{}.title", key_prefix(game)));
    html! {
        <section class="rules howto" data-testid="rules">
            <header class="howto-head">
                <GamePicture game={game} />
                <div>
                    <p class="muted">{ i18n.t("learn.howto_kicker") }</p>
                    <h1>{ title }</h1>
                </div>
            </header>
            <div class="row-actions">
                <a class="button primary" href={Route::Learn { game: game.to_string() }.hash()} data-testid="start-tutorial">
                    { i18n.t("learn.start_tutorial") }
                </a>
                <a class="button" href={Route::New { game: game.to_string(), query: String::new() }.hash()}>
                    { i18n.t("home.new_game") }
                </a>
            </div>
            <article class="howto-text" data-testid="howto">
                { Html::from_html_unchecked(AttrValue::Static(head)) }
                <Components game={game} />
                { Html::from_html_unchecked(AttrValue::Static(rest)) }
            </article>
            <OddsSection game={game} />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_page_in_every_language() {
        for lang in ["en", "fa", "ar"] {
            for game in GAME_IDS {
                let (head, rest) =
                    howto_html(lang, game).unwrap_or_else(|| panic!("{lang}/{game}"));
                assert_eq!(
                    head.matches("<h2>").count(),
                    2,
                    "{lang}/{game}: goal, pieces"
                );
                assert!(rest.starts_with("<h2>"), "{lang}/{game}: then the turn");
                let page = format!("{head}{rest}");
                assert!(
                    !page.contains("<h1>"),
                    "{lang}/{game}: the screen has the one h1"
                );
            }
        }
    }

    #[test]
    fn persian_and_arabic_pages_use_their_own_digits() {
        for lang in ["fa", "ar"] {
            for game in GAME_IDS {
                let (head, rest) = howto_html(lang, game).expect("page");
                let page = format!("{head}{rest}");
                let text: String = page
                    .split('<')
                    .map(|s| s.split_once('>').map_or(s, |(_, t)| t))
                    .collect();
                assert!(
                    !text.chars().any(|c| c.is_ascii_digit()),
                    "{lang}/{game} has Latin digits"
                );
            }
        }
    }
}
