//! `takhte-sim`: plays bot games in bulk and replays records, for benchmarks and study.
//!
//! ```text
//! takhte-sim play --game <id> --games <N> --seed <S> [--players <K>] [--bots <b1,b2,…>] [--threads <T>] [--options <json>]
//! takhte-sim tournament --game <id> --bots <a,b,…> --games <N> --seed <S> [--players <K>] [--threads <T>] [--think-ms <ms>] [--options <json>]
//! takhte-sim shape --game <id> --bots <a,b,…> --games <N> --seed <S> [--players <K>] [--threads <T>] [--think-ms <ms>] [--options <json>] [--table]
//! takhte-sim speed --game <id> --bots <level> --games <positions> --seed <S> [--players <K>] [--options <json>]
//! takhte-sim decide [--level <level>] <requests.jsonl>
//! takhte-sim replay [--stats] <record.json>
//! ```
//!
//! `--options` is the game's options object, read as a record's options are (bad options exit
//! with code 2). `--threads 1` (the default) runs on the calling thread, so the simulator also
//! runs where threads cannot be spawned, such as `wasm32-wasip1`.
//!
//! `replay --stats` prints the statistics of a finished game (see `takhte_engine::stats`) as
//! JSON instead of the outcome; a record that does not replay or is unfinished prints
//! `{"ok": false, "error"}` and fails.
//!
//! `speed` times the search bot `<level>` (`normal`, `hard` or `search:…`) on `<positions>`
//! positions met in heuristic games, and prints iterations per second and milliseconds per move.
//!
//! `decide` searches the positions the app's bot worker was asked about, as the worker does
//! (same generator, [`position_rng`]): each line of `<requests.jsonl>` is `{"record": <record>,
//! "iterations": <N>}`, the position after the record's actions, searched at `<level>` (default
//! `hard`) with at most `N` iterations (the level's count without it) and no time bound. It
//! prints one line per request, `{"actions", "iterations", "ms", "cpu_ms", "action"}` (the
//! search's own wall and CPU time, the latter on Linux only), then a summary;
//! `scripts/bench-bots.mjs` compares them with the worker's.
//!
//! `tournament` rotates the seats (seat `s` of game `i` gets bot `(s + i) mod len`) and prints on
//! its last line `{"game", "games", "results": {"<bot>": {"wins", "win_rate", "ci95"}}, …}`.
//!
//! `shape` plays the same games as `tournament` (same seeds, seats and bots) and prints on its
//! last line how they went (`takhte_engine::shape::ShapeReport`): `length` (actions, turns and
//! rounds: mean, 10th, 50th and 90th percentile), `end_reasons` (games and share by
//! `Game::end_reason` key), `wins_by_seat`, `wins_by_bot`, `draws`, the winning `margin`, the
//! game's own `figures` and `series` (Sekigahara's castles after each round). `--table` prints
//! the same as Markdown tables before it.

use std::ops::Range;
use std::process::ExitCode;
use std::time::Instant;
use takhte_engine::bots::search::{position_rng, search, SearchBot, SearchConfig, Searcher};
use takhte_engine::bots::tournament;
use takhte_engine::bots::{bot_by_name, play_out, Bot, Strategy, BOT_NAMES};
use takhte_engine::record::{check_size, start};
use takhte_engine::shape::{play_shape, summarize, GameShape, Shape, ShapeReport};
use takhte_engine::stats::stats_of;
use takhte_engine::{with_game, Game, GameRng, Outcome, Record, GAME_IDS};

const USAGE: &str = "usage:
  takhte-sim play --game <id> --games <N> --seed <S> [--players <K>] [--bots <b1,b2,...>] [--threads <T>] [--options <json>]
  takhte-sim tournament --game <id> --bots <a,b,...> --games <N> --seed <S> [--players <K>] [--threads <T>] [--think-ms <ms>] [--options <json>]
  takhte-sim shape --game <id> --bots <a,b,...> --games <N> --seed <S> [--players <K>] [--threads <T>] [--think-ms <ms>] [--options <json>] [--table]
  takhte-sim speed --game <id> --bots <level> --games <positions> --seed <S> [--players <K>] [--options <json>]
  takhte-sim decide [--level <level>] <requests.jsonl>
  takhte-sim replay [--stats] <record.json>
bots: random, heuristic, easy, normal, hard, or search:i=<iterations>/c=<exploration>/
  h=<rollout heuristic %>/s=<heuristic rollout steps>/b=<heuristic bias>/p=<widening>/
  z=<anchor z>/w=<score weight>/l=<rollout limit>/o=<1: opponents by heuristic>/k=<paired candidates> over the game's normal settings, or
  generic:… the same over the generic normal settings (tournament, speed)";

/// A game longer than this many actions is stopped and counted as unfinished.
const MAX_ACTIONS: usize = 200_000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("play") => parse_play(&args[1..]).and_then(|p| run_play(&p)),
        Some("tournament") => parse_play(&args[1..]).and_then(|p| run_tournament(&p)),
        Some("shape") => {
            let table = args[1..].iter().any(|a| a == "--table");
            let rest: Vec<String> = args[1..]
                .iter()
                .filter(|a| *a != "--table")
                .cloned()
                .collect();
            parse_play(&rest).and_then(|p| run_shape(&p, table))
        }
        Some("speed") => parse_play(&args[1..]).and_then(|p| run_speed(&p)),
        Some("decide") => match &args[1..] {
            [path] => run_decide(path, "hard"),
            [flag, level, path] if flag == "--level" => run_decide(path, level),
            _ => Err(Usage("decide needs a requests file".into())),
        },
        Some("replay") => match &args[1..] {
            [path] if path != "--stats" => run_replay(path, false),
            [flag, path] if flag == "--stats" => run_replay(path, true),
            _ => Err(Usage("replay needs a record file".into())),
        },
        _ => Err(Usage(
            "expected a command: play, tournament, shape, speed, decide or replay".into(),
        )),
    };
    match result {
        Ok(code) => code,
        Err(Usage(msg)) => {
            eprintln!("takhte-sim: {msg}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// A command-line mistake, reported with exit code 2.
#[derive(Debug)]
struct Usage(String);

/// The parsed arguments of `play`, `tournament` and `speed`.
struct PlayArgs {
    game: String,
    games: u64,
    seed: u64,
    players: Option<usize>,
    bots: Vec<String>,
    threads: usize,
    /// Tournament only: a wall-clock limit per search move, on top of the iteration bound.
    think_ms: Option<u32>,
    /// The game's options as JSON (`null` for the defaults), checked by [`game_options`].
    options: serde_json::Value,
}

fn parse_play(args: &[String]) -> Result<PlayArgs, Usage> {
    let mut p = PlayArgs {
        game: String::new(),
        games: 1,
        seed: 1,
        players: None,
        bots: vec!["heuristic".into()],
        threads: 1,
        think_ms: None,
        options: serde_json::Value::Null,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| Usage(format!("{flag} needs a value")))?;
        let num = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| Usage(format!("{flag}: '{v}' is not a number")))
        };
        match flag.as_str() {
            "--game" => p.game = value.clone(),
            "--games" => p.games = num(value)?,
            "--seed" => p.seed = num(value)?,
            "--players" => p.players = Some(num(value)? as usize),
            "--threads" => p.threads = num(value)?.max(1) as usize,
            "--think-ms" => p.think_ms = Some(num(value)?.min(u64::from(u32::MAX)) as u32),
            "--bots" => p.bots = value.split(',').map(|s| s.trim().to_string()).collect(),
            "--options" => {
                p.options = serde_json::from_str(value)
                    .map_err(|e| Usage(format!("--options: not JSON: {e}")))?
            }
            _ => return Err(Usage(format!("unknown option {flag}"))),
        }
    }
    if p.game.is_empty() {
        return Err(Usage("--game is required".into()));
    }
    Ok(p)
}

fn unknown_game(id: &str) -> Usage {
    Usage(format!(
        "unknown game '{id}'; known games: {}",
        GAME_IDS.join(", ")
    ))
}

/// The `--options` JSON as `G`'s options, read through a record exactly as a saved game's are.
fn game_options<G: Game>(options: &serde_json::Value) -> Result<G::Options, Usage> {
    let mut record = Record::new::<G>(G::PLAYERS.0, &G::Options::default(), 0, 0);
    record.options = options.clone();
    record
        .options::<G>()
        .map_err(|e| Usage(format!("--options for {}: {e}", G::ID)))
}

/// Runs `work` on `0..games` split into at most `threads` ranges and returns each range's
/// result in order; with one thread it runs on the calling thread and spawns nothing.
fn split_games<T: Send>(
    games: u64,
    threads: usize,
    work: impl Fn(Range<u64>) -> T + Sync,
) -> Vec<T> {
    let threads = threads.clamp(1, games.max(1) as usize);
    if threads == 1 {
        return vec![work(0..games)];
    }
    let chunk = games.div_ceil(threads as u64);
    let work = &work;
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                let range = (t * chunk).min(games)..((t + 1) * chunk).min(games);
                s.spawn(move || work(range))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a simulation thread panicked"))
            .collect()
    })
}

fn run_play(p: &PlayArgs) -> Result<ExitCode, Usage> {
    with_game!(p.game.as_str(), G => play_many::<G>(p), _ => Err(unknown_game(&p.game)))
}

/// Totals over a batch of games.
#[derive(Default)]
struct Tally {
    actions: u64,
    wins: Vec<u64>,
    draws: u64,
    unfinished: u64,
    scores: Vec<i64>,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.actions += other.actions;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        for (w, o) in self.wins.iter_mut().zip(other.wins) {
            *w += o;
        }
        for (s, o) in self.scores.iter_mut().zip(other.scores) {
            *s += o;
        }
    }
}

fn make_bots<G: Strategy>(names: &[String], players: usize) -> Result<Vec<Box<dyn Bot<G>>>, Usage> {
    (0..players)
        .map(|seat| {
            let name = &names[seat % names.len()];
            bot_by_name::<G>(name).ok_or_else(|| {
                Usage(format!(
                    "unknown bot '{name}'; known bots: {}",
                    BOT_NAMES.join(", ")
                ))
            })
        })
        .collect()
}

fn play_range<G: Strategy>(p: &PlayArgs, players: usize, range: Range<u64>) -> Tally {
    let options = game_options::<G>(&p.options).expect("options checked before");
    let mut bots = make_bots::<G>(&p.bots, players).expect("bots checked before");
    let mut tally = Tally {
        wins: vec![0; players],
        scores: vec![0; players],
        ..Tally::default()
    };
    for i in range {
        let seed = p.seed.wrapping_add(i);
        let mut rng = GameRng::new(seed ^ 0xB07_5EED);
        let salt = rng.next_u64();
        let mut state = start::<G>(players, &options, seed, salt).expect("set-up checked before");
        let result = play_out(&mut state, &mut bots, &mut rng, MAX_ACTIONS);
        tally.actions += result.actions as u64;
        match &result.outcome {
            Outcome::Running => tally.unfinished += 1,
            Outcome::Finished { scores, .. } => {
                for (t, s) in tally.scores.iter_mut().zip(scores) {
                    *t += i64::from(*s);
                }
                if result.outcome.is_draw() {
                    tally.draws += 1;
                } else {
                    for w in result.outcome.winners() {
                        tally.wins[w] += 1;
                    }
                }
            }
        }
    }
    tally
}

fn play_many<G: Strategy>(p: &PlayArgs) -> Result<ExitCode, Usage> {
    let options = game_options::<G>(&p.options)?;
    let players = p.players.unwrap_or(G::players_for(&options).0);
    takhte_engine::game::check_players_for::<G>(players, &options)
        .map_err(|e| Usage(e.to_string()))?;
    let bots = make_bots::<G>(&p.bots, players)?;
    let bot_names: Vec<&str> = bots.iter().map(|b| b.name()).collect();
    let started = Instant::now();
    let threads = p.threads.min(p.games.max(1) as usize);
    let mut tally = Tally {
        wins: vec![0; players],
        scores: vec![0; players],
        ..Tally::default()
    };
    for part in split_games(p.games, threads, |range| play_range::<G>(p, players, range)) {
        tally.add(part);
    }
    let seconds = started.elapsed().as_secs_f64();
    let finished = (p.games - tally.unfinished).max(1) as f64;
    let summary = serde_json::json!({
        "game": G::ID,
        "games": p.games,
        "players": players,
        "bots": bot_names,
        "seed": p.seed,
        "options": p.options,
        "threads": threads,
        "seconds": seconds,
        "games_per_sec": p.games as f64 / seconds,
        "actions_per_sec": tally.actions as f64 / seconds,
        "avg_actions": tally.actions as f64 / p.games.max(1) as f64,
        "wins": tally.wins,
        "draws": tally.draws,
        "unfinished": tally.unfinished,
        "avg_scores": tally.scores.iter().map(|&s| s as f64 / finished).collect::<Vec<_>>(),
    });
    println!("{summary}");
    Ok(ExitCode::SUCCESS)
}

fn run_tournament(p: &PlayArgs) -> Result<ExitCode, Usage> {
    with_game!(p.game.as_str(), G => run_games::<G>(p), _ => Err(unknown_game(&p.game)))
}

/// A bot by name; with `think_ms`, the search levels also stop after that many milliseconds.
///
/// Besides [`BOT_NAMES`], `search:i=<iterations>/c=<exploration>/h=<rollout heuristic %>/
/// s=<heuristic rollout steps>/b=<heuristic bias>/p=<widening>/z=<anchor z>/w=<score weight>/
/// l=<rollout limit>/o=<0|1 opponents by heuristic>/k=<paired candidates>` is a search bot with custom settings (missing keys keep the game's `normal`
/// settings; `generic:…` keeps the generic ones), for tuning.
fn tournament_bot<G: Strategy>(name: &str, think_ms: Option<u32>) -> Option<Box<dyn Bot<G>>> {
    let Some((label, config)) = search_level::<G>(name) else {
        return bot_by_name::<G>(name);
    };
    if think_ms.is_none() {
        return Some(Box::new(SearchBot::<G>::new(label, config)));
    }
    let config = SearchConfig {
        time_limit_ms: think_ms,
        ..config
    };
    let started = Instant::now();
    let clock = Box::new(move || started.elapsed().as_secs_f64() * 1000.0);
    Some(Box::new(
        SearchBot::<G>::new(label, config).with_clock(clock),
    ))
}

/// The search configuration of `normal`, `hard` or `search:…` for game `G`, with the bot's
/// label; `generic:…` is `search:…` over the generic `normal` settings instead of `G`'s.
fn search_level<G: Strategy>(name: &str) -> Option<(&'static str, SearchConfig)> {
    match name {
        "normal" => Some(("normal", SearchConfig::normal().for_game::<G>())),
        "hard" => Some(("hard", SearchConfig::hard().for_game::<G>())),
        custom => match custom.split_once(':')? {
            ("search", spec) => Some((
                "search",
                parse_search(spec, SearchConfig::normal().for_game::<G>())?,
            )),
            ("generic", spec) => Some(("generic", parse_search(spec, SearchConfig::normal())?)),
            _ => None,
        },
    }
}

/// Parses `i=300/c=0.7/h=50/s=20/b=1/p=2/z=2/w=0/l=2000` over `config`.
fn parse_search(spec: &str, mut config: SearchConfig) -> Option<SearchConfig> {
    for pair in spec.split('/').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=')?;
        match key {
            "i" => config.iterations = value.parse().ok()?,
            "c" => config.exploration = value.parse().ok()?,
            "h" => config.rollout_heuristic_percent = value.parse().ok()?,
            "b" => config.heuristic_bias = value.parse().ok()?,
            "z" => config.anchor_z = value.parse().ok()?,
            "p" => config.widening = value.parse().ok()?,
            "w" => config.score_weight = value.parse().ok()?,
            "s" => config.rollout_heuristic_steps = value.parse().ok()?,
            "l" => config.rollout_limit = value.parse().ok()?,
            "o" => config.opponent_heuristic = value.parse::<u8>().ok()? > 0,
            "k" => config.paired_candidates = value.parse().ok()?,
            _ => return None,
        }
    }
    Some(config)
}

/// The players of a tournament or shape run (`--players`, else one per bot where the game
/// allows it, else its fewest), after checking them, the options and the bot names.
fn tournament_players<G: Strategy>(p: &PlayArgs) -> Result<usize, Usage> {
    let options = game_options::<G>(&p.options)?;
    let players = p.players.unwrap_or_else(|| {
        let (lo, hi) = G::players_for(&options);
        if (lo..=hi).contains(&p.bots.len()) {
            p.bots.len()
        } else {
            lo
        }
    });
    takhte_engine::game::check_players_for::<G>(players, &options)
        .map_err(|e| Usage(e.to_string()))?;
    if let Some(bad) = p
        .bots
        .iter()
        .find(|b| tournament_bot::<G>(b, None).is_none())
    {
        return Err(Usage(format!(
            "unknown bot '{bad}'; known bots: {}, search:i=…/c=…/h=…/s=…/b=…/p=…/z=…/w=…/l=…/o=…/k=…",
            BOT_NAMES.join(", ")
        )));
    }
    Ok(players)
}

fn run_games<G: Strategy>(p: &PlayArgs) -> Result<ExitCode, Usage> {
    let players = tournament_players::<G>(p)?;
    let started = Instant::now();
    let mut tally = tournament::Tally::default();
    for part in split_games(p.games, p.threads, |range| {
        tournament_range::<G>(p, players, range)
    }) {
        tally.merge(part);
    }
    let summary = serde_json::json!({
        "game": G::ID,
        "games": tally.games,
        "players": players,
        "bots": p.bots,
        "seed": p.seed,
        "options": p.options,
        "think_ms": p.think_ms,
        "seconds": started.elapsed().as_secs_f64(),
        "draws": tally.draws,
        "unfinished": tally.unfinished,
        "results": tally.standings(),
    });
    println!("{summary}");
    Ok(ExitCode::SUCCESS)
}

/// Tournament games `range` with `p`'s bots and options.
fn tournament_range<G: Strategy>(
    p: &PlayArgs,
    players: usize,
    range: Range<u64>,
) -> tournament::Tally {
    let options = game_options::<G>(&p.options).expect("options checked before");
    let make = |name: &str| tournament_bot::<G>(name, p.think_ms);
    tournament::play_games::<G>(
        &p.bots,
        players,
        &options,
        p.seed,
        range,
        MAX_ACTIONS,
        &make,
    )
    .expect("bots and set-up checked before")
}

fn run_shape(p: &PlayArgs, table: bool) -> Result<ExitCode, Usage> {
    with_game!(p.game.as_str(), G => shape_games::<G>(p, table), _ => Err(unknown_game(&p.game)))
}

/// What `shape` prints on its last line: the report, then how it was made.
#[derive(serde::Serialize)]
struct ShapeSummary<'a> {
    #[serde(flatten)]
    report: &'a ShapeReport,
    seed: u64,
    options: &'a serde_json::Value,
    think_ms: Option<u32>,
    threads: usize,
    seconds: f64,
}

fn shape_games<G: Shape>(p: &PlayArgs, table: bool) -> Result<ExitCode, Usage> {
    let players = tournament_players::<G>(p)?;
    let started = Instant::now();
    let threads = p.threads.clamp(1, p.games.max(1) as usize);
    let parts = split_games(p.games, threads, |range| {
        let options = game_options::<G>(&p.options).expect("options checked before");
        let make = |name: &str| tournament_bot::<G>(name, p.think_ms);
        range
            .map(|i| {
                play_shape::<G>(&p.bots, players, &options, p.seed, i, MAX_ACTIONS, &make)
                    .expect("bots and set-up checked before")
                    .0
            })
            .collect::<Vec<_>>()
    });
    let shapes: Vec<GameShape> = parts.into_iter().flatten().collect();
    let report = summarize(G::ID, players, &p.bots, &shapes);
    if table {
        println!("{}", report.table());
    }
    let summary = ShapeSummary {
        report: &report,
        seed: p.seed,
        options: &p.options,
        think_ms: p.think_ms,
        threads,
        seconds: started.elapsed().as_secs_f64(),
    };
    println!(
        "{}",
        serde_json::to_string(&summary).expect("the report serializes")
    );
    Ok(ExitCode::SUCCESS)
}

fn run_speed(p: &PlayArgs) -> Result<ExitCode, Usage> {
    with_game!(p.game.as_str(), G => speed::<G>(p), _ => Err(unknown_game(&p.game)))
}

/// Times one search level on positions from heuristic games (every decision with a choice).
fn speed<G: Strategy>(p: &PlayArgs) -> Result<ExitCode, Usage> {
    let options = game_options::<G>(&p.options)?;
    let players = p.players.unwrap_or(G::players_for(&options).0);
    takhte_engine::game::check_players_for::<G>(players, &options)
        .map_err(|e| Usage(e.to_string()))?;
    let level = p.bots.first().map(String::as_str).unwrap_or("hard");
    let (_, config) = search_level::<G>(level)
        .ok_or_else(|| Usage(format!("speed needs a search level, not '{level}'")))?;
    let mut searcher = Searcher::<G>::default();
    let mut legal = Vec::new();
    let (mut positions, mut iterations, mut seconds, mut worst) = (0u64, 0u64, 0f64, 0f64);
    let mut game = 0;
    while positions < p.games {
        let seed = p.seed.wrapping_add(game);
        let mut rng = GameRng::new(seed ^ 0xB07_5EED);
        let salt = rng.next_u64();
        let mut state = start::<G>(players, &options, seed, salt).map_err(|e| Usage(e.0))?;
        let mut actions = 0;
        while let Some(seat) = state.to_act() {
            if positions >= p.games || actions >= MAX_ACTIONS {
                break;
            }
            state.legal_actions(&mut legal);
            let view = state.view(seat);
            if legal.len() > 1 {
                let mut search_rng = rng.fork();
                let started = Instant::now();
                let report =
                    searcher.search(&view, seat, &legal, &config, &mut search_rng, &mut |_| {
                        false
                    });
                let took = started.elapsed().as_secs_f64();
                seconds += took;
                worst = worst.max(took);
                iterations += u64::from(report.iterations);
                positions += 1;
            }
            let action = G::heuristic(&view, &legal, &mut rng);
            state
                .apply(action)
                .expect("the heuristic picks a legal action");
            actions += 1;
        }
        game += 1;
    }
    let summary = serde_json::json!({
        "game": G::ID,
        "players": players,
        "options": p.options,
        "level": level,
        "config": config,
        "positions": positions,
        "iterations": iterations,
        "seconds": seconds,
        "iterations_per_sec": iterations as f64 / seconds.max(1e-9),
        "ms_per_move": 1000.0 * seconds / positions.max(1) as f64,
        "ms_per_move_max": 1000.0 * worst,
    });
    println!("{summary}");
    Ok(ExitCode::SUCCESS)
}

/// One line of `decide`'s input: a position the worker was asked about, and its iteration cap.
#[derive(serde::Deserialize)]
struct DecideRequest {
    record: Record,
    iterations: Option<u32>,
}

fn run_decide(path: &str, level: &str) -> Result<ExitCode, Usage> {
    let text = std::fs::read_to_string(path).map_err(|e| Usage(format!("{path}: {e}")))?;
    let (mut positions, mut iterations, mut seconds) = (0u64, 0u64, 0f64);
    for (line, json) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let request: DecideRequest =
            serde_json::from_str(json).map_err(|e| Usage(format!("{path}:{}: {e}", line + 1)))?;
        let game = request.record.game.clone();
        let (done, took) = with_game!(game.as_str(), G => decide_one::<G>(&request, level)?,
            _ => return Err(unknown_game(&game)));
        positions += 1;
        iterations += u64::from(done);
        seconds += took;
    }
    let summary = serde_json::json!({
        "level": level,
        "positions": positions,
        "iterations": iterations,
        "seconds": seconds,
        "iterations_per_sec": iterations as f64 / seconds.max(1e-9),
    });
    println!("{summary}");
    Ok(ExitCode::SUCCESS)
}

/// Searches one request's position as the worker does and prints its line; returns the
/// iterations run and the search's seconds.
fn decide_one<G: Strategy>(request: &DecideRequest, level: &str) -> Result<(u32, f64), Usage> {
    let (_, mut config) = search_level::<G>(level)
        .ok_or_else(|| Usage(format!("decide needs a search level, not '{level}'")))?;
    if let Some(cap) = request.iterations {
        config.iterations = config.iterations.min(cap);
    }
    let record = &request.record;
    let state = record
        .replay::<G>()
        .map_err(|e| Usage(format!("a record does not replay: {e}")))?;
    let seat = state
        .to_act()
        .ok_or_else(|| Usage("a record's game is over".into()))?;
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let view = state.view(seat);
    let mut rng = position_rng(record.salt, record.actions.len());
    let cpu = thread_cpu_ms();
    let started = Instant::now();
    let report = search::<G>(&view, seat, &legal, &config, &mut rng, &mut |_| false);
    let took = started.elapsed().as_secs_f64();
    let cpu_ms = cpu
        .zip(thread_cpu_ms())
        .map(|(before, after)| after - before);
    let line = serde_json::json!({
        "actions": record.actions.len(),
        "iterations": report.iterations,
        "ms": 1000.0 * took,
        "cpu_ms": cpu_ms,
        "action": report.action,
    });
    println!("{line}");
    Ok((report.iterations, took))
}

/// Milliseconds this thread has run on a CPU, where Linux tells (`/proc/thread-self/schedstat`):
/// on a loaded machine, a fairer clock than the wall's.
fn thread_cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e6)
}

/// Prints a record that cannot be used as `{"ok": false, "error"}` and fails.
fn refuse(error: &takhte_engine::RecordError) -> ExitCode {
    println!(
        "{}",
        serde_json::json!({ "ok": false, "error": error.to_string() })
    );
    ExitCode::FAILURE
}

fn run_replay(path: &str, stats: bool) -> Result<ExitCode, Usage> {
    let bytes = std::fs::metadata(path)
        .map_err(|e| Usage(format!("{path}: {e}")))?
        .len();
    if let Err(e) = check_size(usize::try_from(bytes).unwrap_or(usize::MAX)) {
        return Ok(refuse(&e));
    }
    let text = std::fs::read_to_string(path).map_err(|e| Usage(format!("{path}: {e}")))?;
    let record = match Record::from_json(&text) {
        Ok(r) => r,
        Err(e) => return Ok(refuse(&e)),
    };
    if stats {
        return Ok(print_stats(&record));
    }
    let id = record.game.clone();
    with_game!(id.as_str(), G => Ok(replay_one::<G>(&record)), _ => Err(unknown_game(&id)))
}

/// Prints the statistics of the finished game in `record` as JSON.
fn print_stats(record: &Record) -> ExitCode {
    match stats_of(record) {
        Ok(stats) => {
            println!(
                "{}",
                serde_json::to_string(&stats).expect("statistics serialize")
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!(
                "{}",
                serde_json::json!({ "ok": false, "error": e.to_string() })
            );
            ExitCode::FAILURE
        }
    }
}

fn replay_one<G: Strategy>(record: &Record) -> ExitCode {
    match record.replay::<G>() {
        Ok(state) => {
            let outcome = state.outcome();
            let json = serde_json::json!({
                "ok": true,
                "game": G::ID,
                "actions": record.actions.len(),
                "outcome": outcome,
                "fingerprint": format!("{:016x}", takhte_engine::record::fingerprint(&state)),
            });
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            let index = match &e {
                takhte_engine::RecordError::Illegal { index, .. }
                | takhte_engine::RecordError::BadAction { index, .. } => Some(*index),
                _ => None,
            };
            println!(
                "{}",
                serde_json::json!({ "ok": false, "index": index, "error": e.to_string() })
            );
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_thread_runs_on_the_calling_thread() {
        let caller = std::thread::current().id();
        let parts = split_games(10, 1, |range| (range, std::thread::current().id()));
        assert_eq!(parts, vec![(0..10, caller)]);
        let parts = split_games(10, 3, |range| range);
        assert_eq!(parts, vec![0..4, 4..8, 8..10]);
    }
}

/// Built for wasm (the WASI benchmark of the worker's search), it allocates as the worker does.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: takhte_engine::small_blocks::SmallBlocks =
    takhte_engine::small_blocks::SmallBlocks::new();
