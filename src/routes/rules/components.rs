//! The "what you play with" pieces of a how-to-play page, drawn with the same SVG pieces as the
//! game's board (the boards' own drawing functions), each with its name and a one-line role.

use crate::games::GameUi;
use crate::i18n::I18n;
use yew::prelude::*;

/// Properties of [`Components`].
#[derive(Properties, PartialEq)]
pub struct ComponentsProps {
    /// Game id.
    pub game: AttrValue,
}

/// The game's pieces, each drawn as on the board, named, with its role: a definition list laid
/// out as a grid of picture, name and role (on a phone, the role goes under the name).
#[function_component]
pub fn Components(props: &ComponentsProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let list =
        takhte_engine::with_game!(props.game.as_str(), G => G::pieces(&i18n), _ => Vec::new());
    html! {
        <div role="group" aria-label={i18n.t("howto.pieces")} data-testid="components">
            <dl class={classes!("howto-pieces", props.game.to_string())}>
                { for list.into_iter().map(|p| {
                    let name = i18n.t(p.key);
                    html! {
                        <div class="piece" data-testid="piece">
                            <dt>
                                <span class="piece-art" role="img" aria-label={name.clone()}>{ p.art }</span>
                                <span class="piece-name">{ name }</span>
                            </dt>
                            <dd class="piece-role" data-testid="piece-role">{ i18n.t(&format!("{}.role", p.key)) }</dd>
                        </div>
                    }
                }) }
            </dl>
        </div>
    }
}
