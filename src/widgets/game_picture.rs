//! A small emblem for each game on the home screen (drawn, no image files).

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
    let body = match props.game {
        "shikoku" => html! { <>
            <rect width="120" height="80" fill="#e8f1e4" />
            { for [(10, "#b7d3a8"), (32, "#9cc28a"), (54, "#7fb06b"), (76, "#9cc28a"), (98, "#b7d3a8")].iter().map(|(x, c)| html! {
                <rect x={x.to_string()} y="16" width="18" height="48" rx="4" fill={*c} stroke="#40613a" />
            }) }
            <circle cx="41" cy="30" r="5" fill="#fff" stroke="#222" /><circle cx="63" cy="46" r="5" fill="#222" />
            <circle cx="63" cy="30" r="5" fill="#fff" stroke="#222" /><circle cx="85" cy="40" r="5" fill="#222" />
        </> },
        "port-royal" => html! { <>
            <rect width="120" height="80" fill="#dcecf7" />
            <path d="M0 60 Q15 54 30 60 T60 60 T90 60 T120 60 V80 H0Z" fill="#4b86b4" />
            <path d="M35 56 H85 L78 66 H42Z" fill="#7a4a22" /><path d="M60 20 V56" stroke="#333" stroke-width="2" />
            <path d="M60 22 L80 50 H60Z" fill="#f4efe2" stroke="#555" /><circle cx="100" cy="18" r="8" fill="#f2c14e" />
        </> },
        "settlers" => html! { <>
            <rect width="120" height="80" fill="#cfe6f5" />
            { for [(40.0, 26.0, "#5a9e4b"), (60.0, 26.0, "#e3c15a"), (50.0, 43.0, "#b5562f"), (70.0, 43.0, "#8f9aa3"), (30.0, 43.0, "#a4cf6a"), (40.0, 60.0, "#e3c15a"), (60.0, 60.0, "#5a9e4b")].iter().map(|(x, y, c)| {
                let pts: Vec<String> = (0..6).map(|i| { let a = std::f64::consts::PI / 3.0 * f64::from(i) + std::f64::consts::PI / 6.0;
                    format!("{:.1},{:.1}", x + 11.0 * a.cos(), y + 11.0 * a.sin()) }).collect();
                html! { <polygon points={pts.join(" ")} fill={*c} stroke="#f7f1dc" stroke-width="1.5" /> }
            }) }
        </> },
        "tripoli" => html! { <>
            <rect width="120" height="80" fill="#f3e6c8" />
            <path d="M0 0 H120 V30 Q90 40 60 32 T0 36Z" fill="#d9c08d" />
            <path d="M0 36 Q30 30 60 36 T120 30 V80 H0Z" fill="#3f7fa8" />
            <path d="M30 58 H58 L54 64 H34Z" fill="#333" /><path d="M44 40 V58" stroke="#333" /><path d="M44 42 L54 54 H44Z" fill="#fff" />
            <path d="M70 52 H96 L92 58 H74Z" fill="#7a2e2e" /><path d="M83 36 V52" stroke="#333" /><path d="M83 38 L73 50 H83Z" fill="#fff" />
        </> },
        _ => html! { <>
            <rect width="120" height="80" fill="#efe7da" />
            <path d="M20 70 L40 30 L60 50 L80 20 L100 70Z" fill="#a9b59a" />
            <rect x="50" y="36" width="20" height="14" fill="#5b4636" /><path d="M46 36 L60 26 L74 36Z" fill="#2f2f2f" />
            <rect x="24" y="44" width="4" height="26" fill="#555" /><rect x="28" y="44" width="12" height="8" fill="#b03a2e" />
            <rect x="92" y="44" width="4" height="26" fill="#555" /><rect x="80" y="44" width="12" height="8" fill="#9aa0a6" />
        </> },
    };
    html! { <svg class="game-picture" viewBox="0 0 120 80" role="img" aria-hidden="true" focusable="false">{ body }</svg> }
}
