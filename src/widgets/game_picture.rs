//! A small emblem for each game on the home screen (drawn by the game's [`GameUi::emblem`]).

use crate::games::GameUi;
use yew::prelude::*;

/// Properties of [`GamePicture`].
#[derive(Properties, PartialEq)]
pub struct PictureProps {
    /// Game id.
    pub game: &'static str,
}

/// The game's emblem as SVG.
#[function_component]
pub fn GamePicture(props: &PictureProps) -> Html {
    let body =
        takhte_engine::with_game!(props.game, G => <G as GameUi>::emblem(), _ => Html::default());
    html! { <svg class="game-picture" viewBox="0 0 120 80" role="img" aria-hidden="true" focusable="false">{ body }</svg> }
}
