//! A link to hand on: the read-only address (selected whole on focus), a Copy button, and a
//! Share button where the browser has a share sheet (`navigator.share`, mostly phones). Each says
//! what happened in words, in a live region; a browser without either keeps the address to copy.

use crate::i18n::I18n;
use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Properties of [`LinkField`].
#[derive(Properties, PartialEq)]
pub struct LinkFieldProps {
    /// The label's text.
    pub label: AttrValue,
    /// The address.
    pub link: AttrValue,
    /// The input's `data-testid`; the buttons get `<testid>-copy` and `<testid>-share`.
    pub testid: AttrValue,
}

/// What the last press did.
#[derive(Clone, Copy, PartialEq)]
enum Done {
    Copied,
    CopyFailed,
}

/// `navigator[name]` bound to `navigator` when it is a function, else `None`.
fn navigator_method(path: &[&str]) -> Option<(JsValue, Function)> {
    let mut this: JsValue = web_sys::window()?.navigator().into();
    let (last, objects) = path.split_last()?;
    for name in objects {
        this = Reflect::get(&this, &(*name).into()).ok()?;
        if this.is_undefined() || this.is_null() {
            return None;
        }
    }
    let f = Reflect::get(&this, &(*last).into())
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    Some((this, f))
}

/// Calls `navigator.<path>(arg)` and waits for its promise: `Ok` when it resolved.
async fn call(path: &[&str], arg: &JsValue) -> Result<(), JsValue> {
    let (this, f) = navigator_method(path).ok_or(JsValue::NULL)?;
    let promise: Promise = f.call1(&this, arg)?.dyn_into()?;
    JsFuture::from(promise).await.map(drop)
}

/// The address with Copy and Share.
#[function_component]
pub fn LinkField(props: &LinkFieldProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let done = use_state(|| None::<Done>);
    let can_share = use_memo((), |_| navigator_method(&["share"]).is_some());
    use_effect_with(props.link.clone(), {
        let done = done.clone();
        move |_| done.set(None)
    });
    let on_copy = {
        let (link, done) = (props.link.clone(), done.clone());
        Callback::from(move |_: MouseEvent| {
            let (link, done) = (link.clone(), done.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let copied = call(&["clipboard", "writeText"], &JsValue::from_str(&link)).await;
                done.set(Some(if copied.is_ok() {
                    Done::Copied
                } else {
                    Done::CopyFailed
                }));
            });
        })
    };
    let on_share = {
        let link = props.link.clone();
        Callback::from(move |_: MouseEvent| {
            let data = Object::new();
            let _ = Reflect::set(&data, &"url".into(), &JsValue::from_str(&link));
            // A dismissed share sheet is no error worth telling.
            wasm_bindgen_futures::spawn_local(async move {
                let _ = call(&["share"], &data).await;
            });
        })
    };
    let status = match *done {
        Some(Done::Copied) => i18n.t("share.copied"),
        Some(Done::CopyFailed) => i18n.t("share.copy_failed"),
        None => String::new(),
    };
    html! {
        <div class="link-field">
            <label class="field">{ props.label.clone() }
                <input readonly=true value={props.link.clone()} data-testid={props.testid.clone()}
                    onfocus={crate::widgets::game_over::select_all()} />
            </label>
            <div class="row-actions">
                <button type="button" class="button" onclick={on_copy} data-testid={format!("{}-copy", props.testid)}>
                    { i18n.t("share.copy") }
                </button>
                if *can_share {
                    <button type="button" class="button" onclick={on_share} data-testid={format!("{}-share", props.testid)}>
                        { i18n.t("share.share") }
                    </button>
                }
                <span class="muted" role="status" data-testid={format!("{}-status", props.testid)}>{ status }</span>
            </div>
        </div>
    }
}
