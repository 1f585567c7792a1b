//! On iPhone and iPad, Safari (and every other browser there: they all use WebKit) may erase a
//! site's storage after seven days without a visit, unless the site was added to the home
//! screen. The home screen says so, until the player dismisses the notice.

use crate::i18n::I18n;
use crate::storage;
use yew::prelude::*;

/// True when saves may be erased after seven days without a visit: WebKit on iOS or iPadOS, not
/// opened from the home screen. iPadOS asks for desktop sites by default, so an iPad reports a
/// Mac user agent; only its touch screen (`max_touch_points` above 1) tells it from a Mac.
pub fn saves_may_expire(user_agent: &str, max_touch_points: i32, standalone: bool) -> bool {
    let webkit = user_agent.contains("AppleWebKit");
    let ios = ["iPhone", "iPad", "iPod"]
        .iter()
        .any(|d| user_agent.contains(d));
    let ipad_as_mac = user_agent.contains("Macintosh") && max_touch_points > 1;
    webkit && (ios || ipad_as_mac) && !standalone
}

/// [`saves_may_expire`] for this browser: `navigator.standalone` is iOS's own flag for a page
/// opened from the home screen; `display-mode: standalone` is the standard one.
fn this_browser_may_expire_saves() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    let standalone = js_sys::Reflect::get(&navigator, &"standalone".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
        || window
            .match_media("(display-mode: standalone)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches());
    let user_agent = navigator.user_agent().unwrap_or_default();
    saves_may_expire(&user_agent, navigator.max_touch_points(), standalone)
}

/// The dismissible notice; renders nothing elsewhere or once dismissed.
#[function_component]
pub fn IosSavesNotice() -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let shown = use_state(|| this_browser_may_expire_saves() && !storage::ios_notice_dismissed());
    if !*shown {
        return html! {};
    }
    let dismiss = {
        let shown = shown.clone();
        Callback::from(move |_| {
            storage::dismiss_ios_notice();
            shown.set(false);
        })
    };
    html! {
        <div class="notice warn dismissible" role="status" data-testid="ios-saves-notice">
            <p>{ i18n.t("home.ios_saves") }</p>
            <button class="button" onclick={dismiss} data-testid="ios-saves-dismiss">{ i18n.t("home.dismiss") }</button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::saves_may_expire;

    const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const IPAD_MOBILE: &str = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
    const CHROME_ON_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1";
    const MAC_SAFARI: &str = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    const ANDROID_CHROME: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
    const LINUX_WEBKITGTK: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
    const FIREFOX_DESKTOP: &str =
        "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

    #[test]
    fn iphone_and_ipad_browsers_in_a_tab_are_warned() {
        assert!(saves_may_expire(IPHONE, 5, false));
        assert!(saves_may_expire(IPAD_MOBILE, 5, false));
        assert!(
            saves_may_expire(CHROME_ON_IPHONE, 5, false),
            "every iOS browser is WebKit"
        );
    }

    #[test]
    fn an_ipad_asking_for_desktop_sites_is_told_from_a_mac_by_its_touch_screen() {
        assert!(saves_may_expire(MAC_SAFARI, 5, false));
        assert!(!saves_may_expire(MAC_SAFARI, 0, false));
    }

    #[test]
    fn the_home_screen_app_is_not_warned() {
        assert!(!saves_may_expire(IPHONE, 5, true));
        assert!(!saves_may_expire(MAC_SAFARI, 5, true));
    }

    #[test]
    fn other_systems_are_not_warned() {
        assert!(!saves_may_expire(ANDROID_CHROME, 5, false));
        assert!(!saves_may_expire(LINUX_WEBKITGTK, 0, false));
        assert!(!saves_may_expire(FIREFOX_DESKTOP, 0, false));
        assert!(!saves_may_expire("", 0, false));
    }
}
