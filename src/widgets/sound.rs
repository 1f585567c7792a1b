//! Short sounds for the moves of a game (dice, cards, ships, battles, builds), synthesised with Web
//! Audio: no audio files. Off unless the player turned them on with the play screen's toggle
//! (kept in localStorage as `takhte.sound`); where the browser has no `AudioContext`, the toggle
//! is not shown and nothing plays. The sound of an action is chosen from its log line's
//! catalogue key (`sound_of`), so every game gets its sounds from one place.

use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, OscillatorType};
use yew::prelude::*;

/// Where the choice is kept: `on`, or nothing (off).
const SOUND_KEY: &str = "takhte.sound";

/// The kinds of sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// Dice rolled.
    Dice,
    /// A card played, drawn, revealed, bought or passed.
    Card,
    /// Ships or units on the move.
    Ship,
    /// A battle, an attack, a pirate's bust.
    Battle,
    /// A road, a settlement or a city built.
    Build,
}

/// The sound of a log line, by its catalogue key (`<game>.log.<what>`); none for the lines
/// that make no noise (ending a turn, trade offers, passing).
pub fn sound_of(key: &str) -> Option<Sound> {
    let what = key.rsplit('.').next().unwrap_or("");
    let game = key.split('.').next().unwrap_or("");
    match (game, what) {
        (_, "roll") => Some(Sound::Dice),
        ("sekigahara", "attack" | "battle") | ("port_royal", "bust" | "pirate") => {
            Some(Sound::Battle)
        }
        ("settlers", "robber" | "robber_steal") => Some(Sound::Battle),
        ("tripoli", "choose_ships" | "choose_zone") | ("sekigahara", "move" | "retreat") => {
            Some(Sound::Ship)
        }
        ("settlers", "road" | "settlement" | "city") => Some(Sound::Build),
        ("shikoku", "play" | "play_and_score" | "pass")
        | ("port_royal", "draw" | "buy" | "driven_off")
        | ("tripoli", "draw_own" | "draw_event" | "play" | "discard_for_ship" | "discard_down")
        | ("sekigahara", "event" | "gift" | "commit")
        | ("settlers", "buy" | "play" | "monopoly" | "year_of_plenty") => Some(Sound::Card),
        _ => None,
    }
}

thread_local! {
    /// The page's one audio context, made on the first sound (or on turning sound on, a
    /// gesture, so that the browser lets it play).
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// True if this browser can synthesise sounds.
pub fn supported() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::has(&w, &JsValue::from_str("AudioContext")).unwrap_or(false)
    })
}

/// True if the player turned sounds on on this device.
pub fn enabled() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(SOUND_KEY).ok().flatten())
        .is_some_and(|v| v == "on")
}

fn store(on: bool) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = if on {
            s.set_item(SOUND_KEY, "on")
        } else {
            s.remove_item(SOUND_KEY)
        };
    }
}

/// The audio context, made if need be; none where the browser has none or refuses one.
fn context() -> Option<AudioContext> {
    if !supported() {
        return None;
    }
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let ctx = c.clone()?;
        if ctx.state() == web_sys::AudioContextState::Suspended {
            let _ = ctx.resume();
        }
        Some(ctx)
    })
}

/// One tone: `kind` sliding from `from` to `to` Hz, starting `at` seconds from now, lasting
/// `len` seconds, at peak volume `peak`, fading out.
fn tone(
    ctx: &AudioContext,
    kind: OscillatorType,
    from: f32,
    to: f32,
    at: f64,
    len: f64,
    peak: f32,
) {
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    let t = ctx.current_time() + at;
    osc.set_type(kind);
    let f = osc.frequency();
    let _ = f.set_value_at_time(from, t);
    let _ = f.exponential_ramp_to_value_at_time(to, t + len);
    let g = gain.gain();
    let _ = g.set_value_at_time(0.0001, t);
    let _ = g.exponential_ramp_to_value_at_time(peak, t + 0.01);
    let _ = g.exponential_ramp_to_value_at_time(0.0001, t + len);
    let _ = osc.connect_with_audio_node(&gain);
    let _ = gain.connect_with_audio_node(&ctx.destination());
    let _ = osc.start_with_when(t);
    let _ = osc.stop_with_when(t + len + 0.02);
}

/// Plays `sound` if sounds are on and the browser can; quietly nothing otherwise.
pub fn play(sound: Sound) {
    if !enabled() {
        return;
    }
    let Some(ctx) = context() else { return };
    match sound {
        // Three quick rattles of a die on the table.
        Sound::Dice => {
            for (i, f) in [820.0, 610.0, 930.0].into_iter().enumerate() {
                tone(
                    &ctx,
                    OscillatorType::Square,
                    f,
                    f * 0.7,
                    i as f64 * 0.06,
                    0.04,
                    0.08,
                );
            }
        }
        // A short high swish.
        Sound::Card => tone(
            &ctx,
            OscillatorType::Triangle,
            1400.0,
            600.0,
            0.0,
            0.09,
            0.12,
        ),
        // A low horn.
        Sound::Ship => tone(&ctx, OscillatorType::Sine, 220.0, 160.0, 0.0, 0.28, 0.2),
        // Two knocks of wood.
        Sound::Build => {
            tone(&ctx, OscillatorType::Sine, 320.0, 200.0, 0.0, 0.06, 0.2);
            tone(&ctx, OscillatorType::Sine, 320.0, 200.0, 0.1, 0.06, 0.2);
        }
        // A boom and a clash.
        Sound::Battle => {
            tone(&ctx, OscillatorType::Sawtooth, 110.0, 40.0, 0.0, 0.3, 0.2);
            tone(
                &ctx,
                OscillatorType::Square,
                1200.0,
                300.0,
                0.05,
                0.08,
                0.05,
            );
        }
    }
}

/// The one-tap sound toggle of the play screen: a button pressed while sounds are on (its
/// speaker icon, with waves or crossed out, shows the state too), not shown where the browser cannot make sounds.
#[function_component]
pub fn SoundToggle() -> Html {
    let i18n = use_context::<crate::i18n::I18n>().expect("i18n context");
    let on = use_state(enabled);
    if !supported() {
        return html! {};
    }
    let toggle = {
        let on = on.clone();
        Callback::from(move |_: MouseEvent| {
            let now = !*on;
            store(now);
            on.set(now);
            if now {
                // Made within the gesture, the context may play at once; a short card sound
                // says that sounds are on.
                play(Sound::Card);
            }
        })
    };
    html! {
        <button class="button sound" onclick={toggle} data-testid="sound" aria-pressed={on.to_string()}>
            <svg class="sound-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
                if *on {
                    <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                } else {
                    <path d="M15 9l6 6M21 9l-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                }
            </svg>
            { i18n.t("play.sound") }
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_lines_choose_their_sounds() {
        assert_eq!(sound_of("settlers.log.roll"), Some(Sound::Dice));
        assert_eq!(sound_of("shikoku.log.play"), Some(Sound::Card));
        assert_eq!(sound_of("tripoli.log.choose_ships"), Some(Sound::Ship));
        assert_eq!(sound_of("sekigahara.log.battle"), Some(Sound::Battle));
        assert_eq!(sound_of("port_royal.log.bust"), Some(Sound::Battle));
        assert_eq!(sound_of("settlers.log.road"), Some(Sound::Build));
        assert_eq!(sound_of("settlers.log.end_turn"), None);
        assert_eq!(sound_of("settlers.log.offer_all"), None);
    }
}
