//! One province of the map as two memoised components: its button (touch area and name, with
//! the accessible name) and its marks (castle, flag, battle mark and blocks) in the layer above.
//! Their properties are the province's own data, so a click redraws only the provinces it changes.

use super::geo::{self, LABELS, PLACES};
use super::map::{block, castle, f, Stack, BH, BW};
use super::side_letter;
use crate::i18n::I18n;
use takhte_engine::games::sekigahara::content::CLAN_LIST;
use takhte_engine::games::sekigahara::map::MAP;
use yew::prelude::*;

/// What a province is now: who holds it and what it is to the viewer's choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The side holding it.
    pub control: Option<u8>,
    /// It is the chosen province.
    pub selected: bool,
    /// It is the chosen destination.
    pub dest: bool,
    /// The chosen province's units may go there: `Some(true)` by an attack.
    pub target: Option<bool>,
    /// The loser of a battle may retreat there.
    pub retreat: bool,
    /// Some legal order starts there.
    pub source: bool,
    /// A battle is fought there, or the loser retreats from there.
    pub battle: bool,
    /// The other side's last moves reached it.
    pub recent: bool,
}

impl Look {
    /// The classes of the province's button and marks.
    fn classes(&self, border: bool) -> Classes {
        classes!(
            "sk-province",
            self.control.map(|s| format!("held-{s}")),
            border.then_some("border"),
            self.selected.then_some("selected"),
            self.dest.then_some("dest"),
            match self.target {
                Some(true) => Some("target attack"),
                Some(false) => Some("target"),
                None => None,
            },
            self.retreat.then_some("target retreat"),
            self.source.then_some("source"),
            self.battle.then_some("battle"),
            self.recent.then_some("recent"),
        )
    }
}

/// Properties of [`ProvinceButton`].
#[derive(Properties, PartialEq)]
pub struct ButtonProps {
    /// The province.
    pub p: u8,
    /// What it is now.
    pub look: Look,
    /// The stacks standing there.
    pub stacks: Vec<Stack>,
    /// False on a narrow screen, where the map is only a picture.
    pub interactive: bool,
    /// The province was activated.
    pub on_province: Callback<u8>,
    /// The province was pointed at, focused or touched.
    pub on_inspect: Callback<u8>,
}

/// The button of a province: only the touch area and the name, so that its accessible name
/// covers its visible text; the castle, flag and blocks lie above it in a layer the pointer
/// passes through.
#[function_component]
pub fn ProvinceButton(props: &ButtonProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let (p, look) = (props.p, props.look);
    let pr = MAP[p as usize];
    let (x, y) = geo::project(PLACES[p as usize]);
    let st = &props.stacks;
    let counts = [0u8, 1].map(|s| st.iter().filter(|k| k.side == s).map(|k| k.n).sum::<u8>());
    let actionable = look.source || look.target.is_some() || look.retreat;
    let label = super::inspect::province_label(
        &i18n,
        look.control,
        p,
        st,
        look.target,
        look.retreat,
        look.source,
    );
    let onclick = props.on_province.reform(move |_: MouseEvent| p);
    let onmouseenter = props.on_inspect.reform(move |_: MouseEvent| p);
    let onfocus = props.on_inspect.reform(move |_: FocusEvent| p);
    let ontouchstart = props.on_inspect.reform(move |_: TouchEvent| p);
    let (lx, ly, anchor) = match LABELS[p as usize] {
        geo::LabelAt::Below => (x, y + 21.0, "middle"),
        geo::LabelAt::West => (x - 13.0, y + 4.0, "end"),
        geo::LabelAt::WestHigh => (x - 20.0, y - 11.0, "end"),
        geo::LabelAt::WestLow => (x - 13.0, y + 7.0, "end"),
        geo::LabelAt::East => (x + 24.0, y + 4.0, "start"),
    };
    let interactive = props.interactive;
    let target = match look.target {
        Some(true) => "attack",
        Some(false) => "move",
        None if look.retreat => "retreat",
        None => "",
    };
    html! {
        <g class={look.classes(pr.border)} tabindex={interactive.then_some("0")} role={interactive.then_some("button")}
            aria-label={interactive.then_some(label)} aria-hidden={(!interactive).then_some("true")}
            aria-disabled={interactive.then(|| (!actionable).to_string())}
            aria-pressed={interactive.then(|| look.selected.to_string())}
            {onclick} {onmouseenter} {onfocus} {ontouchstart}
            data-testid={format!("province-{p}")} data-control={look.control.map_or("none".to_string(), |s| s.to_string())}
            data-ishida={counts[0].to_string()} data-tokugawa={counts[1].to_string()}
            data-source={look.source.to_string()} data-target={target}>
            <circle class="sk-hitbox" cx={f(x)} cy={f(y - 6.0)} r="25" />
            <text class="sk-name" x={f(lx)} y={f(ly)} text-anchor={anchor} data-testid={format!("name-{p}")}>{ i18n.t(pr.key) }</text>
        </g>
    }
}

/// Properties of [`ProvinceMarks`].
#[derive(Properties, PartialEq)]
pub struct MarksProps {
    /// The province.
    pub p: u8,
    /// What it is now.
    pub look: Look,
    /// The stacks standing there.
    pub stacks: Vec<Stack>,
    /// For each stack, the province it just came from (it slides in from there).
    pub slides: Vec<Option<u8>>,
    /// The (side, clan) of each unit that just fell there (it fades away).
    pub ghosts: Vec<(u8, u8)>,
}

/// The marks of a province: its node, border ring, castle or village, flag, battle mark,
/// the ghosts of the fallen and the blocks, in rows of three above the castle.
#[function_component]
pub fn ProvinceMarks(props: &MarksProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let (p, look) = (props.p, props.look);
    let pr = MAP[p as usize];
    let (x, y) = geo::project(PLACES[p as usize]);
    let st = &props.stacks;
    // Blocks in rows of three above the castle, the first row nearest to it.
    let per_row = 3usize;
    let blocks = st
        .iter()
        .zip(&props.slides)
        .enumerate()
        .map(|(i, (s, from))| {
            let (row, col) = (i / per_row, i % per_row);
            let in_row = (st.len() - row * per_row).min(per_row);
            let bx = x + geo::blocks_dx(p) + (col as f32 - in_row as f32 / 2.0) * (BW + 5.0) + 2.5;
            let by = y - 14.0 - BH - row as f32 * (BH + 6.0);
            let slide = from.map(|q| {
                let (qx, qy) = geo::project(PLACES[q as usize]);
                (qx - x, qy - y)
            });
            block(&i18n, s, bx, by, slide)
        })
        .collect::<Html>();
    let ghosts = props.ghosts.iter().map(|&(side, clan)| html! {
        <rect class={classes!("sk-ghost", format!("side-{side}"))} x={f(x + geo::blocks_dx(p) - BW / 2.0)} y={f(y - 14.0 - BH)}
            width={f(BW)} height={f(BH)} rx="2" fill={CLAN_LIST[clan as usize].colour} />
    });
    html! {
        <g class={classes!(look.classes(pr.border), "sk-marks")} aria-hidden="true">
            <circle class="sk-node" cx={f(x)} cy={f(y)} r="10" />
            if pr.border {
                <circle class="sk-border-ring" cx={f(x)} cy={f(y)} r="14" />
            }
            if pr.castle { { castle(x, y) } } else {
                <circle class="sk-village" cx={f(x)} cy={f(y)} r="3.5" />
            }
            if let Some(s) = look.control {
                <g class={classes!("sk-flag", format!("side-{s}"))} data-testid={format!("flag-{p}")}>
                    <line class="sk-pole" x1={f(x + 10.0)} y1={f(y + 6.0)} x2={f(x + 10.0)} y2={f(y - 10.0)} />
                    <rect x={f(x + 10.0)} y={f(y - 10.0)} width="11" height="9" />
                    <text x={f(x + 15.5)} y={f(y - 2.8)}>{ side_letter(&i18n, s) }</text>
                </g>
            }
            if look.battle {
                <text class="sk-battle-mark" x={f(x - 14.0)} y={f(y + 4.0)}>{ "⚔" }</text>
            }
            // A fragment of its own, so a ghost more or less leaves the marks before it alone.
            <>{ for ghosts }</>
            { blocks }
        </g>
    }
}
