//! Charts of a finished game's statistics: each player's score after every turn, any chart of
//! the game's own (the settlers game: the dice rolled against fair dice), and a table of the
//! game's own figures per player, both drawn by the game's folder through [`DetailUi`]. Each chart has a table twin for screen readers. In Persian and Arabic the drawings
//! are mirrored: turns (and dice sums) run from right to left, the value axis on the right.

use crate::games::GameUi;
use crate::i18n::{I18n, Lang};
use std::rc::Rc;
use takhte_engine::stats::{game_stats, GameStats};
use takhte_engine::Record;
use yew::prelude::*;

/// Width of a chart's drawing, in SVG units.
const WIDTH: f64 = 600.0;
/// Height of a chart's drawing.
const HEIGHT: f64 = 260.0;
/// Room for the axis labels: left, right, top, bottom.
const MARGIN: (f64, f64, f64, f64) = (44.0, 14.0, 12.0, 34.0);
/// Markers drawn along each line at most (the lines themselves cover every turn).
const MARKERS: usize = 12;

/// A game's own figures of a finished game, as its folder draws them (`games/<game>/stats.rs`):
/// the rows of the figures table, and any chart of its own.
pub trait DetailUi {
    /// One row per figure: its label and a value per seat.
    fn rows(&self, i18n: &I18n, seats: usize) -> Vec<Row>;
    /// A chart of the game's own (drawn after the lead chart); none by default.
    fn chart(&self) -> Html {
        Html::default()
    }
}

/// A finished game's own figures, whatever the game: equal when they are the same figures.
#[derive(Clone)]
pub struct Detailed(Rc<dyn DetailUi>);

impl PartialEq for Detailed {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The statistics the charts draw.
pub type ShownStats = GameStats<Detailed>;

/// The statistics of the finished game in `record`, with the game's figures as its folder draws
/// them; `None` if the game is not over or the record does not replay.
pub fn shown_stats(record: &Record) -> Option<ShownStats> {
    takhte_engine::with_game!(
        record.game.as_str(),
        G => game_stats::<G>(record).ok().map(|s| s.map_detail(|d| Detailed(Rc::new(d)))),
        _ => None
    )
}

/// Properties of [`GameCharts`].
#[derive(Properties, PartialEq)]
pub struct ChartsProps {
    /// The finished game's statistics.
    pub stats: Rc<ShownStats>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
}

/// The charts of a finished game.
#[function_component]
pub fn GameCharts(props: &ChartsProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let stats = &props.stats;
    let led = props.names.iter().zip(&stats.turns_led).map(|(name, &n)| {
        html! { <li>{ i18n.tf("stats.turns_led", &[name.clone(), i18n.num(n)]) }</li> }
    });
    html! {
        <section class="stats" data-testid="stats" aria-labelledby="stats-title">
            <h2 id="stats-title">{ i18n.t("stats.title") }</h2>
            <LeadChart stats={stats.clone()} names={props.names.clone()} />
            <ul class="stats-led">{ for led }</ul>
            { stats.detail.0.chart() }
            <DetailTable stats={stats.clone()} names={props.names.clone()} />
        </section>
    }
}

/// The colour of `seat`'s line, as the game draws that seat (`GameUi::SEAT_COLOURS`).
fn colour(game: &str, seat: usize) -> &'static str {
    let palette = takhte_engine::with_game!(game, G => <G as GameUi>::SEAT_COLOURS, _ => &["#555"]);
    palette[seat % palette.len()]
}

/// A marker of `seat`'s shape (circle, square, triangle, diamond, cross) centred on `(x, y)`.
fn marker(seat: usize, x: f64, y: f64, fill: &'static str) -> Html {
    let r = 4.5;
    match seat % 5 {
        0 => html! { <circle cx={fmt(x)} cy={fmt(y)} r={fmt(r)} {fill} /> },
        1 => html! {
            <rect x={fmt(x - r)} y={fmt(y - r)} width={fmt(2.0 * r)} height={fmt(2.0 * r)} {fill} />
        },
        2 => html! {
            <polygon points={points(&[(x, y - r - 1.0), (x + r + 1.0, y + r), (x - r - 1.0, y + r)])} {fill} />
        },
        3 => html! {
            <polygon points={points(&[(x, y - r - 1.5), (x + r + 1.5, y), (x, y + r + 1.5), (x - r - 1.5, y)])} {fill} />
        },
        _ => html! {
            <path d={format!("M{} {}L{} {}M{} {}L{} {}", fmt(x - r), fmt(y - r), fmt(x + r), fmt(y + r),
                fmt(x - r), fmt(y + r), fmt(x + r), fmt(y - r))}
                stroke={fill} stroke-width="2.5" />
        },
    }
}

/// A coordinate for an SVG attribute.
fn fmt(v: f64) -> String {
    format!("{v:.1}")
}

/// The horizontal mirror of a drawing for right-to-left languages: `x` as drawn, and the text
/// anchor that keeps a label on the same side of its point.
#[derive(Clone, Copy)]
struct Mirror(bool);

impl Mirror {
    /// The mirror of `i18n`'s writing direction.
    fn of(i18n: &I18n) -> Self {
        Mirror(i18n.lang.dir() == "rtl")
    }

    /// `x` as drawn.
    fn x(self, x: f64) -> f64 {
        if self.0 {
            WIDTH - x
        } else {
            x
        }
    }

    /// A label's anchor: `end` (left of its point in left-to-right drawings) or `start`.
    fn end(self) -> &'static str {
        if self.0 {
            "start"
        } else {
            "end"
        }
    }
}

/// An SVG `points` list.
fn points(ps: &[(f64, f64)]) -> String {
    ps.iter()
        .map(|&(x, y)| format!("{},{}", fmt(x), fmt(y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Evenly spaced round numbers (steps of 1, 2 or 5 times a power of ten) from at most `lo` to
/// at least `hi`, no more than seven.
fn ticks(lo: i64, hi: i64) -> Vec<i64> {
    let hi = hi.max(lo + 1);
    let raw = (hi - lo + 4) / 5;
    let mut scale = 1;
    let step = loop {
        if let Some(f) = [1, 2, 5].into_iter().find(|f| f * scale >= raw) {
            break f * scale;
        }
        scale *= 10;
    };
    let start = lo.div_euclid(step) * step;
    (0..)
        .map(|i| start + i * step)
        .take_while(|&t| t - step < hi)
        .collect()
}

/// Properties of [`LeadChart`].
#[derive(Properties, PartialEq)]
struct LeadProps {
    stats: Rc<ShownStats>,
    names: Rc<Vec<String>>,
}

/// One line per player: the score after every turn, with a legend and a table twin.
#[function_component]
fn LeadChart(props: &LeadProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let lead = &props.stats.lead;
    let turns = props.stats.turns();
    let values = lead.iter().flatten().copied();
    let y_ticks = ticks(
        i64::from(values.clone().min().unwrap_or(0).min(0)),
        i64::from(values.max().unwrap_or(0)),
    );
    let (bottom, top) = (
        y_ticks[0] as f64,
        *y_ticks.last().expect("two ticks") as f64,
    );
    let x_ticks = ticks(0, turns as i64);
    let x_end = (*x_ticks.last().expect("a tick")).max(1) as f64;
    let (left, right, up, down) = MARGIN;
    let m = Mirror::of(&i18n);
    let x = |t: f64| m.x(left + t * (WIDTH - left - right) / x_end);
    let y = |v: f64| up + (top - v) * (HEIGHT - up - down) / (top - bottom);
    let every = turns.div_ceil(MARKERS).max(1);
    let game = props.stats.game;
    let lines = lead.iter().enumerate().map(|(seat, line)| {
        let stroke = colour(game, seat);
        let path: Vec<(f64, f64)> = line
            .iter()
            .enumerate()
            .map(|(t, &v)| (x(t as f64), y(f64::from(v))))
            .collect();
        let marks = path
            .iter()
            .enumerate()
            .filter(|(t, _)| t % every == 0 || *t == turns)
            .map(|(_, &(px, py))| marker(seat, px, py, stroke));
        html! {
            <g class={format!("chart-line seat-{seat}")}>
                <polyline points={points(&path)} fill="none" {stroke} stroke-width="2" />
                { for marks }
            </g>
        }
    });
    let grid = y_ticks.iter().map(|&v| {
        let py = fmt(y(v as f64));
        html! {
            <g class="chart-grid">
                <line x1={fmt(m.x(left))} x2={fmt(m.x(WIDTH - right))} y1={py.clone()} y2={py.clone()} />
                <text x={fmt(m.x(left - 6.0))} y={py} text-anchor={m.end()} dominant-baseline="middle">
                    { i18n.num(v) }
                </text>
            </g>
        }
    });
    let x_labels = x_ticks.iter().map(|&t| {
        html! {
            <text class="chart-label" x={fmt(x(t as f64))} y={fmt(HEIGHT - down + 16.0)} text-anchor="middle">
                { i18n.num(t) }
            </text>
        }
    });
    let legend = props.names.iter().enumerate().map(|(seat, name)| {
        html! {
            <li>
                <svg class="chart-key" viewBox="0 0 16 16" aria-hidden="true">
                    { marker(seat, 8.0, 8.0, colour(game, seat)) }
                </svg>
                { name.clone() }
            </li>
        }
    });
    let rows = (0..=turns).map(|t| {
        html! {
            <tr>
                <th scope="row">{ i18n.num(t) }</th>
                { for lead.iter().map(|line| html! { <td>{ i18n.num(line[t]) }</td> }) }
            </tr>
        }
    });
    html! {
        <figure class="chart" data-testid="chart-lead">
            <figcaption>{ i18n.t("stats.lead") }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} class="chart-svg" aria-hidden="true">
                { for grid }
                { for x_labels }
                <text class="chart-label" x={fmt(WIDTH / 2.0)} y={fmt(HEIGHT - 2.0)} text-anchor="middle">
                    { i18n.t("stats.turn") }
                </text>
                { for lines }
            </svg>
            <ul class="chart-legend">{ for legend }</ul>
            // A table cannot shrink below its content: its wrapper is what hides it.
            <div class="visually-hidden"><table>
                <caption>{ i18n.t("stats.lead") }</caption>
                <thead><tr>
                    <th scope="col">{ i18n.t("stats.turn") }</th>
                    { for props.names.iter().map(|n| html! { <th scope="col">{ n.clone() }</th> }) }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
        </figure>
    }
}

/// `v` with one decimal, in the language's digits and decimal separator.
fn decimal(i18n: &I18n, v: f64) -> String {
    let text = i18n.num(format!("{v:.1}"));
    match i18n.lang {
        Lang::En => text,
        Lang::Fa | Lang::Ar => text.replace('.', "٫"),
    }
}

/// Properties of [`DiceChart`] (the settlers game draws it).
#[derive(Properties, PartialEq)]
pub struct DiceProps {
    /// Rolls of each sum 2..=12.
    pub dice: [u32; 11],
    /// The average count of each sum with fair dice.
    pub expected: [f64; 11],
}

/// A bar per dice sum, with fair dice's expected count drawn over it, and a table twin.
#[function_component]
pub fn DiceChart(props: &DiceProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let most = props
        .dice
        .iter()
        .map(|&n| f64::from(n))
        .chain(props.expected.iter().copied())
        .fold(1.0, f64::max)
        * 1.1; // room for the label of the highest bar
    let (left, right, up, down) = MARGIN;
    let m = Mirror::of(&i18n);
    let slot = (WIDTH - left - right) / 11.0;
    let y = |v: f64| up + (most - v) * (HEIGHT - up - down) / most;
    let base = y(0.0);
    let bars = (0..11).map(|i| {
        let (n, e) = (props.dice[i], props.expected[i]);
        // The slot's left edge as drawn (mirrored, the slot of sum 2 is the rightmost).
        let x0 = m.x(left + slot * i as f64) - if m.0 { slot } else { 0.0 };
        let (bx, bw) = (x0 + slot * 0.15, slot * 0.7);
        let (top, mark) = (y(f64::from(n)), y(e));
        html! {
            <g>
                <rect class="chart-bar" x={fmt(bx)} y={fmt(top)} width={fmt(bw)} height={fmt(base - top)} />
                <line class="chart-expected" x1={fmt(x0 + 2.0)} x2={fmt(x0 + slot - 2.0)} y1={fmt(mark)} y2={fmt(mark)} />
                <text class="chart-label" x={fmt(x0 + slot / 2.0)} y={fmt(top.min(mark) - 5.0)} text-anchor="middle">
                    { i18n.num(n) }
                </text>
                <text class="chart-label" x={fmt(x0 + slot / 2.0)} y={fmt(base + 16.0)} text-anchor="middle">
                    { i18n.num(i + 2) }
                </text>
            </g>
        }
    });
    let rows = (0..11).map(|i| {
        html! {
            <tr>
                <th scope="row">{ i18n.num(i + 2) }</th>
                <td>{ i18n.num(props.dice[i]) }</td>
                <td>{ decimal(&i18n, props.expected[i]) }</td>
            </tr>
        }
    });
    html! {
        <figure class="chart" data-testid="chart-dice">
            <figcaption>{ i18n.t("stats.dice") }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} class="chart-svg" aria-hidden="true">
                <line class="chart-axis" x1={fmt(m.x(left))} x2={fmt(m.x(WIDTH - right))} y1={fmt(base)} y2={fmt(base)} />
                { for bars }
                <text class="chart-label" x={fmt(WIDTH / 2.0)} y={fmt(HEIGHT - 2.0)} text-anchor="middle">
                    { i18n.t("stats.sum") }
                </text>
            </svg>
            <ul class="chart-legend">
                <li><span class="chart-key-bar" aria-hidden="true"></span>{ i18n.t("stats.rolled") }</li>
                <li><span class="chart-key-expected" aria-hidden="true"></span>{ i18n.t("stats.expected") }</li>
            </ul>
            // A table cannot shrink below its content: its wrapper is what hides it.
            <div class="visually-hidden"><table>
                <caption>{ i18n.t("stats.dice") }</caption>
                <thead><tr>
                    <th scope="col">{ i18n.t("stats.sum") }</th>
                    <th scope="col">{ i18n.t("stats.rolled") }</th>
                    <th scope="col">{ i18n.t("stats.expected") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
        </figure>
    }
}

/// Properties of [`DetailTable`].
#[derive(Properties, PartialEq)]
struct DetailProps {
    stats: Rc<ShownStats>,
    names: Rc<Vec<String>>,
}

/// One row of the figures table: a catalogue key (with a round number, if any) and a value per
/// seat.
pub type Row = (String, Vec<String>);

/// The game's own figures: one row per figure, one column per player.
#[function_component]
fn DetailTable(props: &DetailProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let rows = props.stats.detail.0.rows(&i18n, props.names.len());
    html! {
        <div class="stats-table-wrap">
            <table class="stats-table" data-testid="stats-table">
                <caption>{ i18n.t("stats.t.caption") }</caption>
                <thead><tr>
                    <td></td>
                    { for props.names.iter().map(|n| html! { <th scope="col">{ n.clone() }</th> }) }
                </tr></thead>
                <tbody>{ for rows.into_iter().map(|(label, values)| html! {
                    <tr>
                        <th scope="row">{ label }</th>
                        { for values.into_iter().map(|v| html! { <td>{ v }</td> }) }
                    </tr>
                }) }</tbody>
            </table>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_range() {
        assert_eq!(ticks(0, 10), [0, 2, 4, 6, 8, 10]);
        assert_eq!(ticks(0, 12), [0, 5, 10, 15]);
        assert_eq!(ticks(0, 0), [0, 1]);
        assert_eq!(ticks(-3, 8), [-5, 0, 5, 10]);
        assert_eq!(ticks(0, 95), [0, 20, 40, 60, 80, 100]);
    }

    #[test]
    fn right_to_left_languages_mirror_the_drawing() {
        let (en, fa) = (
            Mirror::of(&I18n { lang: Lang::En }),
            Mirror::of(&I18n { lang: Lang::Fa }),
        );
        assert_eq!((en.x(44.0), en.end()), (44.0, "end"));
        assert_eq!((fa.x(44.0), fa.end()), (WIDTH - 44.0, "start"));
        assert_eq!(Mirror::of(&I18n { lang: Lang::Ar }).x(0.0), WIDTH);
    }

    #[test]
    fn decimals_use_the_language_separator_and_digits() {
        let en = I18n { lang: Lang::En };
        let fa = I18n { lang: Lang::Fa };
        let ar = I18n { lang: Lang::Ar };
        assert_eq!(decimal(&en, 14.0 / 6.0), "2.3");
        assert_eq!(decimal(&fa, 14.0 / 6.0), "۲٫۳");
        assert_eq!(decimal(&ar, 2.5), "٢٫٥");
    }
}
