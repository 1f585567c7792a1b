//! Random playouts per game: `cargo bench -p takhte-engine` prints games and actions per second.

use std::time::Instant;
use takhte_engine::bots::{play_out, Bot, RandomBot};
use takhte_engine::record::start;
use takhte_engine::{with_game, Game, GameRng, GAME_IDS};

fn bench<G: Game>(games: u64) {
    let players = G::PLAYERS.1.min(4).max(G::PLAYERS.0);
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players).map(|_| Box::new(RandomBot) as _).collect();
    let t = Instant::now();
    let mut actions = 0;
    for seed in 0..games {
        let mut rng = GameRng::new(seed);
        let mut s = start::<G>(players, &G::Options::default(), seed, 1).expect("set-up");
        actions += play_out(&mut s, &mut bots, &mut rng, 200_000).actions;
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{:<12} {players}p random: {:>10.0} games/s {:>12.0} actions/s",
        G::ID,
        games as f64 / secs,
        actions as f64 / secs
    );
}

fn main() {
    for id in GAME_IDS {
        with_game!(*id, G => bench::<G>(2000), _ => unreachable!("listed game"));
    }
}
