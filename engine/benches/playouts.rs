//! Random playouts per game: `cargo bench -p takhte-engine` prints games and actions per second
//! of random games played two ways: by the driver (`play_out`, which lets a game carry out the
//! random bot's choice itself, [`Game::random_step`]) and by listing every state's legal actions,
//! drawing one and applying it (the same games, since both draw alike).

use std::time::Instant;
use takhte_engine::bots::{play_out, Bot, RandomBot};
use takhte_engine::record::start;
use takhte_engine::{with_game, Game, GameRng, GAME_IDS};

/// Plays `games` random games one way (`listing`: list, draw, apply) and prints the rates.
fn bench<G: Game>(games: u64, listing: bool) {
    let players = G::PLAYERS.1.min(4).max(G::PLAYERS.0);
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players).map(|_| Box::new(RandomBot) as _).collect();
    let mut legal = Vec::new();
    let t = Instant::now();
    let mut actions = 0;
    for seed in 0..games {
        let mut rng = GameRng::new(seed);
        let mut s = start::<G>(players, &G::Options::default(), seed, 1).expect("set-up");
        if listing {
            while s.to_act().is_some() {
                s.legal_actions(&mut legal);
                let action = legal[rng.index(legal.len())];
                s.apply_quiet(action).expect("a listed action is accepted");
                actions += 1;
            }
        } else {
            actions += play_out(&mut s, &mut bots, &mut rng, 200_000).actions;
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{:<12} {players}p random, {:<9}: {:>10.0} games/s {:>12.0} actions/s",
        G::ID,
        if listing { "listing" } else { "play_out" },
        games as f64 / secs,
        actions as f64 / secs
    );
}

fn main() {
    for id in GAME_IDS {
        for listing in [false, true] {
            with_game!(*id, G => bench::<G>(2000, listing), _ => unreachable!("listed game"));
        }
    }
}
