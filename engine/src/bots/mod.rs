//! Bots: one interface, a random bot for every game, each game's heuristic bot, the search bot
//! at three levels (`easy`, `normal`, `hard`), and a driver that plays bots against each other.

mod driver;
mod random;
pub mod search;
pub mod tournament;

pub use driver::{play_out, play_out_observed, PlayResult};
pub use random::RandomBot;
pub use search::{NoisyHeuristicBot, SearchBot, SearchConfig};

use crate::game::{Game, Seat};
use crate::rng::GameRng;

/// What bots know of a game beyond its rules: its heuristic, how to sample hidden information,
/// how to judge an unfinished state, and how to tune the search levels.
pub trait Strategy: Game {
    /// The game's heuristic bot: a sensible choice among `legal` from the acting seat's view.
    fn heuristic(view: &Self::View, legal: &[Self::Action], rng: &mut GameRng) -> Self::Action;
    /// A full state consistent with everything `view` shows, its hidden parts sampled at random
    /// (the determinization used by search bots).
    fn sample(view: &Self::View, rng: &mut GameRng) -> Self;
    /// The game's own decision for the search levels in place of the generic search (which
    /// runs when this returns `None`, the default). It gets what the search gets: the view,
    /// the legal actions, the level's settings, a generator and the `stop` hook.
    fn decide(
        view: &Self::View,
        seat: Seat,
        legal: &[Self::Action],
        config: &SearchConfig,
        rng: &mut GameRng,
        stop: &mut dyn FnMut(u32) -> bool,
    ) -> Option<search::SearchReport<Self::Action>> {
        let _ = (view, seat, legal, config, rng, stop);
        None
    }
    /// The game's judgement of an unfinished state: each seat's chance of winning from here, in
    /// `0..=1`, summing to 1. Search rollouts cut at [`SearchConfig::rollout_limit`] are scored
    /// by it; `None` (the default) scores a cut rollout as a tie.
    fn estimate(&self) -> Option<Vec<f64>> {
        None
    }
    /// This game's adjustments to a search level's settings (rollout policy, anchor): called by
    /// [`SearchConfig::for_game`] for `normal` and `hard`. The default keeps the generic ones.
    fn tune_search(level: SearchConfig) -> SearchConfig {
        level
    }
}

/// What a bot may look at: its own seat's view, computed only if the bot asks for it.
pub struct Seen<'a, G: Game> {
    state: &'a G,
    seat: Seat,
    cache: Option<G::View>,
}

impl<'a, G: Game> Seen<'a, G> {
    /// Wraps the true state; the bot can reach only `view(seat)` through it.
    pub fn new(state: &'a G, seat: Seat) -> Self {
        Seen {
            state,
            seat,
            cache: None,
        }
    }

    /// The seat this bot plays.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The bot's view of the game.
    pub fn view(&mut self) -> &G::View {
        let (state, seat) = (self.state, self.seat);
        self.cache.get_or_insert_with(|| state.view(seat))
    }
}

/// A player controlled by the computer.
pub trait Bot<G: Game> {
    /// The bot's name as used by `takhte-sim --bots`.
    fn name(&self) -> &'static str;
    /// Chooses one of `legal` (never empty) from what the bot may see.
    fn choose(
        &mut self,
        seen: &mut Seen<'_, G>,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> G::Action;
    /// Whether this bot chooses as [`RandomBot`] does (`legal[rng.index(legal.len())]`, the
    /// view unread), so the driver may let the game draw and carry out that very action itself
    /// ([`Game::random_step`]).
    fn uniform(&self) -> bool {
        false
    }
}

/// The game's own heuristic bot, as a [`Bot`].
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

impl<G: Strategy> Bot<G> for HeuristicBot {
    fn name(&self) -> &'static str {
        "heuristic"
    }

    fn choose(
        &mut self,
        seen: &mut Seen<'_, G>,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> G::Action {
        G::heuristic(seen.view(), legal, rng)
    }
}

/// The names `bot_by_name` understands.
pub const BOT_NAMES: &[&str] = &["random", "heuristic", "easy", "normal", "hard"];

/// Makes a bot from its name, or `None` for an unknown name.
pub fn bot_by_name<G: Strategy>(name: &str) -> Option<Box<dyn Bot<G>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        "heuristic" => Some(Box::new(HeuristicBot)),
        "easy" => Some(Box::new(NoisyHeuristicBot::default())),
        "normal" => Some(Box::new(SearchBot::new(
            "normal",
            SearchConfig::normal().for_game::<G>(),
        ))),
        "hard" => Some(Box::new(SearchBot::new(
            "hard",
            SearchConfig::hard().for_game::<G>(),
        ))),
        _ => None,
    }
}
