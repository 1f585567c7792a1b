//! Each side's odds: the win rate of each side (Tripoli, Sekigahara) or seat (the others) in
//! bot-against-bot games, measured once with `takhte-sim shape` and kept here as data
//! (`docs/odds.md` has the commands, the machine and the Wilson intervals). Shown on the new-game
//! screen for the seats chosen, and on the how-to page for every count measured.

use crate::i18n::I18n;
use crate::widgets::game_log::and_list;
use takhte_engine::bots::tournament::wilson95;
use yew::prelude::*;

/// The bots that played a measurement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// The `hard` search bot with its thinking cut to 20 ms a move (`--think-ms 20`).
    Hard20,
    /// The `heuristic` bot (Shikoku, Port Royal, the settlers game and Sekigahara's release 2:
    /// `hard` was too slow for enough games on the machine they were measured on).
    Heuristic,
}

impl Level {
    fn key(self) -> &'static str {
        match self {
            Level::Hard20 => "odds.level.hard20",
            Level::Heuristic => "odds.level.heuristic",
        }
    }
}

/// One measurement: a game at one seat count (and, for the settlers game, with or without the
/// game for two), the same bot in every seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Odds {
    /// The game's id.
    pub game: &'static str,
    /// Seats.
    pub players: usize,
    /// The settlers game for two.
    pub for_two: bool,
    /// The bots.
    pub level: Level,
    /// Games played (all finished).
    pub games: u32,
    /// Games won by each seat (a shared win counts for each sharer); the rest were drawn.
    pub wins: &'static [u32],
    /// Catalogue keys of each seat's name: the side, or the seat's place in turn order.
    pub names: &'static [&'static str],
}

const SEATS: [&str; 5] = [
    "odds.seat.0",
    "odds.seat.1",
    "odds.seat.2",
    "odds.seat.3",
    "odds.seat.4",
];

/// Every measurement (`docs/odds.md`).
pub const ODDS: &[Odds] = &[
    Odds {
        game: "shikoku",
        players: 2,
        for_two: false,
        level: Level::Heuristic,
        games: 2000,
        wins: &[881, 1063],
        names: &["odds.seat.0", "odds.seat.1"],
    },
    Odds {
        game: "port-royal",
        players: 2,
        for_two: false,
        level: Level::Heuristic,
        games: 1000,
        wins: &[550, 450],
        names: &["odds.seat.0", "odds.seat.1"],
    },
    Odds {
        game: "port-royal",
        players: 3,
        for_two: false,
        level: Level::Heuristic,
        games: 1000,
        wins: &[432, 305, 264],
        names: &["odds.seat.0", "odds.seat.1", "odds.seat.2"],
    },
    Odds {
        game: "port-royal",
        players: 4,
        for_two: false,
        level: Level::Heuristic,
        games: 1000,
        wins: &[310, 268, 240, 184],
        names: &["odds.seat.0", "odds.seat.1", "odds.seat.2", "odds.seat.3"],
    },
    Odds {
        game: "port-royal",
        players: 5,
        for_two: false,
        level: Level::Heuristic,
        games: 1000,
        wins: &[259, 253, 182, 158, 149],
        names: &SEATS,
    },
    Odds {
        game: "settlers",
        players: 2,
        for_two: true,
        level: Level::Heuristic,
        games: 1000,
        wins: &[502, 498],
        names: &["odds.seat.0", "odds.seat.1"],
    },
    Odds {
        game: "settlers",
        players: 3,
        for_two: false,
        level: Level::Heuristic,
        games: 1000,
        wins: &[363, 310, 327],
        names: &["odds.seat.0", "odds.seat.1", "odds.seat.2"],
    },
    Odds {
        game: "settlers",
        players: 4,
        for_two: false,
        level: Level::Heuristic,
        games: 1000,
        wins: &[256, 265, 254, 225],
        names: &["odds.seat.0", "odds.seat.1", "odds.seat.2", "odds.seat.3"],
    },
    Odds {
        game: "tripoli",
        players: 2,
        for_two: false,
        level: Level::Hard20,
        games: 400,
        wins: &[220, 180],
        names: &["tripoli.side.us", "tripoli.side.barbary"],
    },
    // Release 2's set-up (the `hard` figure at 20 ms was release 1's; not measured again yet).
    Odds {
        game: "sekigahara",
        players: 2,
        for_two: false,
        level: Level::Heuristic,
        games: 2000,
        wins: &[1015, 971],
        names: &["sekigahara.side.ishida", "sekigahara.side.tokugawa"],
    },
];

/// The measurement for `game` at `players` seats with these options (written as in a record).
pub fn odds_for(game: &str, players: usize, options: &serde_json::Value) -> Option<&'static Odds> {
    let for_two = options.get("for_two").and_then(|v| v.as_bool()) == Some(true);
    ODDS.iter()
        .find(|o| o.game == game && o.players == players && o.for_two == for_two)
}

/// A rate and the larger half of its Wilson 95% interval, in whole percent.
pub fn percent_and_margin(wins: u32, games: u32) -> (u32, u32) {
    let p = f64::from(wins) / f64::from(games.max(1));
    let (lo, hi) = wilson95(u64::from(wins), u64::from(games));
    let margin = (hi - p).max(p - lo);
    (
        (p * 100.0).round() as u32,
        (margin * 100.0).round().max(1.0) as u32,
    )
}

/// The odds of one measurement in a sentence: "Over 400 games of bot against bot, at the level
/// “expert” (thinking 20 ms a move): United States won 55% (±5) and Barbary won 45% (±5)."
pub fn sentence(i18n: &I18n, odds: &Odds) -> String {
    let mut parts: Vec<String> = odds
        .wins
        .iter()
        .zip(odds.names)
        .map(|(&w, name)| {
            let (p, m) = percent_and_margin(w, odds.games);
            i18n.tf("odds.won", &[i18n.t(name), i18n.num(p), i18n.num(m)])
        })
        .collect();
    // A shared win counts for each sharer (Port Royal's ties), so the wins may add up past the games.
    let drawn = odds.games.saturating_sub(odds.wins.iter().sum::<u32>());
    if drawn > 0 {
        let (p, _) = percent_and_margin(drawn, odds.games);
        parts.push(i18n.tf("odds.drawn", &[i18n.num(p)]));
    }
    i18n.tf(
        "odds.line",
        &[
            i18n.num(odds.games),
            i18n.t(odds.level.key()),
            and_list(i18n, &parts),
        ],
    )
}

/// Properties of [`OddsLine`].
#[derive(Properties, PartialEq)]
pub struct OddsLineProps {
    /// The game's id.
    pub game: AttrValue,
    /// Seats chosen.
    pub players: usize,
    /// The options chosen, as written in a record.
    pub options: serde_json::Value,
}

/// The new-game screen's line of odds for the seats and options chosen (nothing when they were
/// not measured).
#[function_component]
pub fn OddsLine(props: &OddsLineProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    match odds_for(&props.game, props.players, &props.options) {
        Some(odds) => html! {
            <p class="muted odds" data-testid="odds">{ sentence(&i18n, odds) }</p>
        },
        None => Html::default(),
    }
}

/// Properties of [`OddsSection`].
#[derive(Properties, PartialEq)]
pub struct OddsSectionProps {
    /// The game's id.
    pub game: AttrValue,
}

/// The how-to page's section of odds: every measurement of the game, by seat count.
#[function_component]
pub fn OddsSection(props: &OddsSectionProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let all: Vec<&Odds> = ODDS
        .iter()
        .filter(|o| o.game == props.game.as_str())
        .collect();
    if all.is_empty() {
        return Html::default();
    }
    let several = all.len() > 1;
    html! {
        <section class="howto-odds" data-testid="odds-howto" aria-labelledby="odds-title">
            <h2 id="odds-title">{ i18n.t("odds.title") }</h2>
            <ul>
                { for all.iter().map(|o| {
                    let line = sentence(&i18n, o);
                    let text = if o.for_two {
                        i18n.tf("odds.for_two", &[line])
                    } else if several {
                        i18n.tf("odds.with_players", &[i18n.num(o.players), line])
                    } else {
                        line
                    };
                    html! { <li data-players={o.players.to_string()}>{ text }</li> }
                }) }
            </ul>
            <p class="muted">{ i18n.t("odds.note") }</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_measurement_names_each_seat_and_adds_up() {
        for o in ODDS {
            assert_eq!(o.wins.len(), o.players, "{} {}", o.game, o.players);
            assert_eq!(o.names.len(), o.players, "{} {}", o.game, o.players);
            // Shared wins count for each sharer, but they are rare.
            assert!(o.wins.iter().sum::<u32>() <= o.games + o.games / 100);
            assert!(o.games >= 400, "{} {}: too few games", o.game, o.players);
        }
        for game in takhte_engine::GAME_IDS {
            assert!(ODDS.iter().any(|o| o.game == *game), "{game} has no odds");
        }
    }

    #[test]
    fn the_settlers_game_for_two_has_its_own_line() {
        let two = serde_json::json!({"victory_points": 15, "friendly_robber": true, "discard_limit": 9, "for_two": true});
        assert!(odds_for("settlers", 2, &two).unwrap().for_two);
        assert!(
            !odds_for("settlers", 3, &serde_json::json!({}))
                .unwrap()
                .for_two
        );
        assert!(odds_for("settlers", 2, &serde_json::json!({})).is_none());
        assert_eq!(
            odds_for("tripoli", 2, &serde_json::Value::Null)
                .unwrap()
                .wins,
            &[220, 180]
        );
    }

    #[test]
    fn margins_are_wilson_half_widths() {
        assert_eq!(percent_and_margin(200, 400), (50, 5));
        assert_eq!(percent_and_margin(502, 1000), (50, 3));
        assert_eq!(percent_and_margin(0, 400).0, 0);
    }
}
