//! The hand-off curtain: covers the board between two people sharing one device.

use crate::i18n::I18n;
use takhte_engine::Seat;
use yew::prelude::*;

/// Properties of [`Curtain`].
#[derive(Properties, PartialEq)]
pub struct CurtainProps {
    /// The next player's name.
    pub name: AttrValue,
    /// The next player's seat.
    pub seat: Seat,
    /// Called when that player confirms they hold the device.
    pub on_reveal: Callback<Seat>,
}

/// "Pass the device to …" with a button only the next player should press.
#[function_component]
pub fn Curtain(props: &CurtainProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with((), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let onclick = {
        let (cb, seat) = (props.on_reveal.clone(), props.seat);
        Callback::from(move |_| cb.emit(seat))
    };
    html! {
        <div class="curtain" data-testid="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
            <h2 id="curtain-title">{ i18n.tf("curtain.pass_to", &[props.name.to_string()]) }</h2>
            <p>{ i18n.t("curtain.hidden") }</p>
            <button ref={button} class="button primary big" {onclick} data-testid="curtain-reveal">
                { i18n.tf("curtain.i_am", &[props.name.to_string()]) }
            </button>
        </div>
    }
}
