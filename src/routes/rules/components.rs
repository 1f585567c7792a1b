//! The "what you play with" pieces of a how-to-play page, drawn with the same SVG pieces as the
//! game's board (the boards' own drawing functions), each with its name and a one-line role.

use crate::games::{port_royal, sekigahara, settlers, shikoku, tripoli};
use crate::i18n::I18n;
use takhte_engine::games::port_royal::content::{card, Kind, DECK_SIZE};
use yew::prelude::*;

/// One piece: its drawing (an SVG element) and the catalogue key of its name (`<key>.role`: its
/// role).
struct Piece {
    art: Html,
    key: &'static str,
}

/// A drawing in a box of `view_box` (SVG user units).
fn drawn(view_box: &'static str, body: Html) -> Html {
    html! { <svg class="piece-svg" viewBox={view_box} aria-hidden="true">{ body }</svg> }
}

/// The first Port Royal card of `kind` (with `gold`, for ships).
fn port_royal_card(kind: Kind, gold: u8) -> u8 {
    (0..DECK_SIZE as u8)
        .find(|&id| card(id).kind == kind && (kind != Kind::Ship || card(id).gold == gold))
        .unwrap_or(0)
}

/// The pieces of `game`, in the order they are explained.
fn pieces(game: &str, i18n: &I18n) -> Vec<Piece> {
    let piece = |key, art| Piece { art, key };
    match game {
        "shikoku" => {
            use shikoku::{board, geometry};
            let island = html! { <g class="island">
                { for (0..5).map(|r| html! { <path class={classes!("region-land", format!("r{}", r + 1))} d={geometry::region_path(r)} /> }) }
                <path class="coast" d={geometry::coast_path()} />
            </g> };
            vec![
                piece(
                    "howto.piece.shikoku.island",
                    drawn(geometry::VIEW_BOX, island),
                ),
                piece(
                    "howto.piece.shikoku.card",
                    drawn("0 0 40 52", region_card(i18n)),
                ),
                piece(
                    "howto.piece.shikoku.white",
                    drawn("-12 -12 24 24", board::stone(0, (0.0, 0.0), 9.0, false)),
                ),
                piece(
                    "howto.piece.shikoku.black",
                    drawn("-12 -12 24 24", board::stone(1, (0.0, 0.0), 9.0, false)),
                ),
                piece(
                    "howto.piece.shikoku.flag",
                    drawn("-2 -20 26 36", board::flag(0, (0.0, 0.0))),
                ),
            ]
        }
        "port-royal" => {
            use port_royal::{art, icons};
            vec![
                piece(
                    "howto.piece.port_royal.ship",
                    art::card_art(port_royal_card(Kind::Ship, 2)),
                ),
                piece(
                    "howto.piece.port_royal.pirate",
                    art::card_art(port_royal_card(Kind::Pirate, 0)),
                ),
                piece(
                    "howto.piece.port_royal.crew",
                    art::card_art(port_royal_card(Kind::Crew, 0)),
                ),
                piece(
                    "howto.piece.port_royal.character",
                    art::card_art(port_royal_card(Kind::Character, 0)),
                ),
                piece(
                    "howto.piece.port_royal.coin",
                    icons::coin(Some(i18n.num(1))),
                ),
                piece("howto.piece.port_royal.points", icons::points(i18n.num(1))),
            ]
        }
        "settlers" => {
            use settlers::{art, board, dice};
            let hex = html! { <g class="hex t0">
                <polygon class="hex-bg" points="0,-30 26,-15 26,15 0,30 -26,15 -26,-15" />
                <g transform="translate(0 -2) scale(1.2)">{ art::emblem(0) }</g>
            </g> };
            let road = html! { <g class="road seat-0">
                <line class="road-edge" x1="-18" y1="8" x2="18" y2="-8" />
                <line class="road-fill" x1="-18" y1="8" x2="18" y2="-8" />
            </g> };
            vec![
                piece("howto.piece.settlers.hex", drawn("-30 -33 60 66", hex)),
                piece(
                    "howto.piece.settlers.token",
                    drawn("-21 -21 42 42", board::token(8, 0.0, 0.0, i18n)),
                ),
                piece(
                    "howto.piece.settlers.settlement",
                    drawn(
                        "-16 -16 32 32",
                        html! { <g class="building seat-0">{ board::building(0, false, 0.0, 0.0) }</g> },
                    ),
                ),
                piece(
                    "howto.piece.settlers.city",
                    drawn(
                        "-21 -27 42 44",
                        html! { <g class="building seat-0 city">{ board::building(0, true, 0.0, 0.0) }</g> },
                    ),
                ),
                piece("howto.piece.settlers.road", drawn("-24 -16 48 32", road)),
                piece(
                    "howto.piece.settlers.robber",
                    drawn("-15 -19 30 40", board::robber(0, 0.0, 0.0, false)),
                ),
                piece("howto.piece.settlers.dice", dice::die(5)),
            ]
        }
        "tripoli" => vec![
            piece(
                "howto.piece.tripoli.us_ship",
                drawn("-18 -27 36 40", tripoli::ship_icon(0)),
            ),
            piece(
                "howto.piece.tripoli.barbary_ship",
                drawn("-18 -27 36 40", tripoli::ship_icon(1)),
            ),
            piece(
                "howto.piece.tripoli.us_zone",
                drawn("-15 -15 30 30", tripoli::map::control_mark(0, 0.0, 0.0)),
            ),
            piece(
                "howto.piece.tripoli.barbary_zone",
                drawn("-15 -15 30 30", tripoli::map::control_mark(1, 0.0, 0.0)),
            ),
        ],
        "sekigahara" => {
            use sekigahara::map::{block, castle, Stack};
            let unit = |side, sworn| Stack {
                side,
                clan: if side == 0 { 1 } else { 4 },
                n: 1,
                hit: 0,
                sworn,
            };
            let border = html! { <g>
                <circle class="sk-node" r="10" />
                <circle class="sk-border-ring" r="14" />
            </g> };
            vec![
                piece(
                    "howto.piece.sekigahara.ishida",
                    drawn("-2 -3 20 26", block(i18n, &unit(0, 0), 2.0, 2.0, None)),
                ),
                piece(
                    "howto.piece.sekigahara.tokugawa",
                    drawn("-2 -3 20 26", block(i18n, &unit(1, 0), 2.0, 2.0, None)),
                ),
                piece(
                    "howto.piece.sekigahara.sworn",
                    drawn("-4 -3 22 26", block(i18n, &unit(0, 1), 2.0, 2.0, None)),
                ),
                piece(
                    "howto.piece.sekigahara.castle",
                    drawn("-11 -10 22 19", castle(0.0, 0.0)),
                ),
                piece(
                    "howto.piece.sekigahara.border",
                    drawn("-17 -17 34 34", border),
                ),
            ]
        }
        _ => Vec::new(),
    }
}

/// A Shikoku region card as the hand shows it: its region number over its force icons (the
/// hand draws it as a button, so here it is a small drawing of the same face).
fn region_card(i18n: &I18n) -> Html {
    html! { <g class="howto-region-card">
        <rect x="2" y="2" width="36" height="48" rx="5" class="howto-card-face" />
        <text x="20" y="26" class="howto-card-num">{ i18n.num(3) }</text>
        { for [12.0, 20.0, 28.0].into_iter().map(|x: f64| html! { <circle cx={x.to_string()} cy="38" r="3" class="howto-card-icon" /> }) }
    </g> }
}

/// The CSS class of the game's board, under which its pieces' colours are written.
fn board_class(game: &str) -> &'static str {
    match game {
        "shikoku" => "shikoku",
        "port-royal" => "port-royal",
        "settlers" => "settlers",
        "tripoli" => "tripoli",
        _ => "sekigahara",
    }
}

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
    let list = pieces(&props.game, &i18n);
    html! {
        <div role="group" aria-label={i18n.t("howto.pieces")} data-testid="components">
            <dl class={classes!("howto-pieces", board_class(&props.game))}>
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
