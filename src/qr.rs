//! A QR code drawn as SVG (the `qrcode` crate encodes; the modules are drawn as one path), so
//! an invitation or a reply can be scanned from another device's screen.

use yew::prelude::*;

/// Properties of [`QrCode`].
#[derive(Properties, PartialEq)]
pub struct QrProps {
    /// The text to encode (a link).
    pub text: AttrValue,
    /// The accessible name of the picture.
    pub label: AttrValue,
    /// The picture's `data-testid`.
    pub testid: AttrValue,
}

/// The dark modules of `text`'s QR code as an SVG path, with the code's width in modules, or
/// `None` when the text is too long for a QR code.
pub fn qr_path(text: &str) -> Option<(String, usize)> {
    let code =
        qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::L).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let mut path = String::with_capacity(width * width * 4);
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if colors[y * width + x] == qrcode::Color::Dark {
                let start = x;
                while x < width && colors[y * width + x] == qrcode::Color::Dark {
                    x += 1;
                }
                path.push_str(&format!("M{start} {y}h{}v1h-{}z", x - start, x - start));
            } else {
                x += 1;
            }
        }
    }
    Some((path, width))
}

/// The QR code of a link, with a quiet zone of four modules; nothing when it cannot be encoded.
#[function_component]
pub fn QrCode(props: &QrProps) -> Html {
    let drawn = use_memo(props.text.clone(), |text| qr_path(text));
    let Some((path, width)) = &*drawn else {
        return Html::default();
    };
    let side = width + 8;
    html! {
        <svg class="qr" viewBox={format!("-4 -4 {side} {side}")} role="img" aria-label={props.label.clone()}
            data-testid={props.testid.clone()} data-modules={width.to_string()} shape-rendering="crispEdges">
            <rect x="-4" y="-4" width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path.clone()} fill="#000" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::qr_path;

    #[test]
    fn a_link_becomes_a_square_of_modules() {
        let (path, width) = qr_path("https://example.org/#/join/shikoku?i=abc").unwrap();
        // A QR code's width is 17 + 4 × version modules.
        assert_eq!((width - 17) % 4, 0);
        assert!(
            path.starts_with("M0 0h7"),
            "the finder pattern's top row: {path:.40}"
        );
        // A text far past a QR code's capacity is not drawn.
        assert!(qr_path(&"x".repeat(5000)).is_none());
    }
}
