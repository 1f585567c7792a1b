//! A share link with its kind: "same opening" (private later draws) or "same game for
//! everyone" (a public salt, for challenges).

use crate::i18n::I18n;
use crate::link::{share_route, Deal, ShareKind};
use crate::nav::absolute;
use crate::widgets::LinkField;
use yew::prelude::*;

/// The catalogue keys naming a kind of link and explaining it.
fn kind_keys(kind: ShareKind) -> (&'static str, &'static str) {
    match kind {
        ShareKind::Opening => ("share.opening", "share.opening_hint"),
        ShareKind::Challenge => ("share.challenge", "share.challenge_hint"),
    }
}

/// Properties of [`ShareLink`].
#[derive(Properties, PartialEq)]
pub struct ShareLinkProps {
    /// The deal to share; its `kind` is the choice shown first.
    pub deal: Deal,
    /// Catalogue key of the label.
    pub label_key: AttrValue,
    /// The input's `data-testid`; the kind's select gets `<testid>-kind`.
    pub testid: AttrValue,
}

/// The kind chooser, what it means, and the link to copy.
#[function_component]
pub fn ShareLink(props: &ShareLinkProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let kind = use_state(|| props.deal.kind);
    let on_kind = {
        let kind = kind.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            kind.set(ShareKind::from_code(&select.value()).unwrap_or_default());
        })
    };
    let link = absolute(&share_route(&Deal {
        kind: *kind,
        ..props.deal.clone()
    }));
    let kind_id = format!("{}-kind", props.testid);
    html! {
        <div class="share-link">
            <label class="field" for={kind_id.clone()}>{ i18n.t("share.kind") }</label>
            <select id={kind_id.clone()} data-testid={kind_id} onchange={on_kind}>
                { for [ShareKind::Opening, ShareKind::Challenge].into_iter().map(|k| html! {
                    <option value={k.code()} selected={k == *kind}>{ i18n.t(kind_keys(k).0) }</option>
                }) }
            </select>
            <p class="muted">{ i18n.t(kind_keys(*kind).1) }</p>
            <LinkField label={i18n.t(&props.label_key)} link={link} testid={props.testid.clone()} />
        </div>
    }
}
