//! Controls beside the board: undo, bot speed, share link, export, home, sounds.

use crate::files::download_record;
use crate::games::GameUi;
use crate::i18n::I18n;
use crate::link::{Deal, ShareKind};
use crate::saves::Save;
use crate::widgets::ShareLink;
use std::rc::Rc;
use yew::prelude::*;

/// The bot speeds offered, in milliseconds between moves, with their catalogue keys.
pub const SPEEDS: [(u32, &str); 4] = [
    (1500, "speed.slow"),
    (700, "speed.normal"),
    (250, "speed.fast"),
    (20, "speed.instant"),
];

/// Properties of [`PlayControls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The game's save.
    pub save: Rc<Save>,
    /// True if the viewer may take back the last action.
    pub can_undo: bool,
    /// Takes back the last action.
    pub on_undo: Callback<()>,
    /// Current bot delay.
    pub speed: u32,
    /// Sets the bot delay.
    pub on_speed: Callback<u32>,
}

/// Undo, speed, share, export.
#[function_component]
pub fn PlayControls<G>(props: &ControlsProps) -> Html
where
    G: GameUi,
{
    let i18n = use_context::<I18n>().expect("i18n context");
    let show_share = use_state(|| false);
    let export_failed = use_state(|| false);
    let record = &props.save.record;
    let undo = props.on_undo.reform(|_: MouseEvent| ());
    let on_speed = props.on_speed.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        select.value().parse().unwrap_or(700)
    });
    let export = {
        let (save, export_failed) = (props.save.clone(), export_failed.clone());
        Callback::from(move |_| {
            let name = format!("takhte-{}-{}.json", save.record.game, save.id);
            export_failed.set(download_record(&save.record, &name).is_err());
        })
    };
    let toggle_share = {
        let show_share = show_share.clone();
        Callback::from(move |_| show_share.set(!*show_share))
    };
    let deal = Deal {
        game: record.game.clone(),
        players: record.players,
        seed: record.seed,
        options: record.options.clone(),
        kind: ShareKind::of_salt(record.salt),
        // The release this game is played under: a friend on another release gets the same deal.
        rules: Some(record.rules_of::<G>()),
    };
    let in_force = record
        .options::<G>()
        .map(|o| G::options_summary(&o, &i18n))
        .unwrap_or_default();
    html! {
        <section class="controls" aria-label={i18n.t("play.controls")}>
            if !in_force.is_empty() {
                <p class="muted" data-testid="options-in-force">{ i18n.tf("play.options", &[in_force.join(" · ")]) }</p>
            }
            <div class="row-actions">
                <button class="button" onclick={undo} disabled={!props.can_undo} data-testid="undo">{ i18n.t("play.undo") }</button>
                <button class="button" onclick={toggle_share} data-testid="share" aria-expanded={show_share.to_string()}>{ i18n.t("play.share") }</button>
                <button class="button" onclick={export} data-testid="export">{ i18n.t("play.export") }</button>
                <a class="button" href="#/" data-testid="menu">{ i18n.t("nav.home") }</a>
                <super::sound::SoundToggle />
            </div>
            if *export_failed {
                <p class="notice error" role="alert" data-testid="export-error">{ i18n.t("error.export_failed") }</p>
            }
            if *show_share {
                <ShareLink deal={deal} label_key="play.share_hint" testid="share-link" />
            }
            <label class="field inline">{ i18n.t("play.speed") }
                <select onchange={on_speed} data-testid="speed">
                    { for SPEEDS.iter().map(|(ms, key)| html! {
                        <option value={ms.to_string()} selected={*ms == props.speed}>{ i18n.t(key) }</option>
                    }) }
                </select>
            </label>
        </section>
    }
}
