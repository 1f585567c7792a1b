//! The search bot on a toy game with hidden hands: it decides from its view only (two states
//! that differ only in hidden cards get the same move), it is deterministic, and it plays well.

use serde::{Deserialize, Serialize};
use takhte_engine::bots::search::{clock_stop, search, SearchConfig, Searcher};
use takhte_engine::bots::tournament::play_games;
use takhte_engine::bots::{bot_by_name, Bot, RandomBot, SearchBot, Seen, Strategy, BOT_NAMES};
use takhte_engine::record::start;
use takhte_engine::testing::bot_game;
use takhte_engine::*;

/// Cards 1..=12; each of 2 players holds 4, 4 stay face down in the stock for the whole game.
const CARDS: u8 = 12;
/// Cards per hand, and tricks per game.
const HAND: usize = 4;

/// Toy "high card": 4 tricks; the leader plays a card face up, the other answers, the higher card
/// wins the trick and leads the next. Most tricks wins; 2–2 is a draw.
#[derive(Clone, Debug, Serialize)]
struct Duel {
    rng: GameRng,
    hands: [Vec<u8>; 2],
    stock: Vec<u8>,
    played: Vec<u8>,
    lead: Option<u8>,
    leader: Seat,
    tricks: [u8; 2],
}

/// Play one card from the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Play(u8);

/// What one seat knows: its hand, every card played, the card led, the trick count.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct DuelView {
    seat: Seat,
    hand: Vec<u8>,
    other_hand_size: usize,
    played: Vec<u8>,
    lead: Option<u8>,
    leader: Seat,
    tricks: [u8; 2],
}

impl Duel {
    fn seat_to_act(&self) -> Seat {
        if self.lead.is_some() {
            1 - self.leader
        } else {
            self.leader
        }
    }
}

impl Game for Duel {
    type Action = Play;
    type View = DuelView;
    type Options = NoOptions;
    const ID: &'static str = "duel";
    const PLAYERS: (usize, usize) = (2, 2);
    const RULES: u32 = 1;

    fn new(_: usize, _: &NoOptions, mut rng: GameRng) -> Result<Self, SetupError> {
        let mut deck: Vec<u8> = (1..=CARDS).collect();
        rng.shuffle(&mut deck);
        let mut hands = [deck[..HAND].to_vec(), deck[HAND..2 * HAND].to_vec()];
        hands.iter_mut().for_each(|h| h.sort_unstable());
        Ok(Duel {
            rng,
            hands,
            stock: deck[2 * HAND..].to_vec(),
            played: Vec::new(),
            lead: None,
            leader: 0,
            tricks: [0, 0],
        })
    }
    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }
    fn players(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Seat> {
        let seat = self.seat_to_act();
        (!self.hands[seat].is_empty()).then_some(seat)
    }
    fn legal_actions(&self, out: &mut Vec<Play>) {
        out.clear();
        if let Some(seat) = self.to_act() {
            out.extend(self.hands[seat].iter().map(|&c| Play(c)));
        }
    }
    fn apply(&mut self, Play(card): Play) -> Result<LogEntry, IllegalAction> {
        let seat = self.to_act().ok_or_else(IllegalAction::game_over)?;
        let at = self.hands[seat]
            .iter()
            .position(|&c| c == card)
            .ok_or_else(|| IllegalAction::new("duel.not_in_hand", "not in hand"))?;
        self.hands[seat].remove(at);
        self.played.push(card);
        match self.lead.take() {
            None => self.lead = Some(card),
            Some(led) => {
                let winner = if card > led { seat } else { self.leader };
                self.tricks[winner] += 1;
                self.leader = winner;
            }
        }
        Ok(LogEntry::new("duel.play", [LogArg::Num(i64::from(card))]))
    }
    fn view(&self, seat: Seat) -> DuelView {
        DuelView {
            seat,
            hand: self.hands[seat].clone(),
            other_hand_size: self.hands[1 - seat].len(),
            played: self.played.clone(),
            lead: self.lead,
            leader: self.leader,
            tricks: self.tricks,
        }
    }
    fn outcome(&self) -> Outcome {
        if self.to_act().is_some() {
            return Outcome::Running;
        }
        let scores = vec![i32::from(self.tricks[0]), i32::from(self.tricks[1])];
        let keys: Vec<Vec<i32>> = scores.iter().map(|&s| vec![s]).collect();
        Outcome::ranked(scores, &keys)
    }
    fn end_reason(&self) -> Option<LogEntry> {
        self.to_act()
            .is_none()
            .then(|| LogEntry::new("duel.end", []))
    }
    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.played.len() as u64
    }
}

impl Strategy for Duel {
    /// Follow with the lowest winning card, else the lowest; lead the highest.
    fn heuristic(view: &DuelView, legal: &[Play], _: &mut GameRng) -> Play {
        let lowest = *legal
            .iter()
            .min_by_key(|p| p.0)
            .expect("legal is not empty");
        match view.lead {
            Some(led) => legal
                .iter()
                .filter(|p| p.0 > led)
                .min_by_key(|p| p.0)
                .copied()
                .unwrap_or(lowest),
            None => *legal
                .iter()
                .max_by_key(|p| p.0)
                .expect("legal is not empty"),
        }
    }
    /// Win chances from the tricks taken so far.
    fn estimate(&self) -> Option<Vec<f64>> {
        let tricks = self.tricks.map(f64::from);
        Some(chances_from_scores(&tricks, 1.0))
    }
    fn sample(view: &DuelView, rng: &mut GameRng) -> Self {
        let mut unknown: Vec<u8> = (1..=CARDS)
            .filter(|c| !view.hand.contains(c) && !view.played.contains(c))
            .collect();
        rng.shuffle(&mut unknown);
        let mut other = unknown[..view.other_hand_size].to_vec();
        other.sort_unstable();
        let mut hands = [Vec::new(), Vec::new()];
        hands[view.seat] = view.hand.clone();
        hands[1 - view.seat] = other;
        Duel {
            rng: rng.fork(),
            hands,
            stock: unknown[view.other_hand_size..].to_vec(),
            played: view.played.clone(),
            lead: view.lead,
            leader: view.leader,
            tricks: view.tricks,
        }
    }
}

/// The same public position with the cards the observer cannot see dealt again at random.
fn redeal_hidden(state: &Duel, observer: Seat, rng: &mut GameRng) -> Duel {
    let other = 1 - observer;
    let mut unknown: Vec<u8> = state.hands[other]
        .iter()
        .chain(&state.stock)
        .copied()
        .collect();
    rng.shuffle(&mut unknown);
    let mut twin = state.clone();
    let n = state.hands[other].len();
    twin.hands[other] = unknown[..n].to_vec();
    twin.hands[other].sort_unstable();
    twin.stock = unknown[n..].to_vec();
    twin
}

/// Positions reached by random play from several seeds, each with the seat to act.
fn positions(count: u64) -> Vec<(Duel, Seat)> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..count {
        let mut rng = GameRng::new(seed);
        let mut s: Duel = start(2, &NoOptions {}, seed, 99).unwrap();
        let stop_after = rng.index(2 * HAND - 1);
        for _ in 0..stop_after {
            s.legal_actions(&mut legal);
            s.apply(legal[rng.index(legal.len())]).unwrap();
        }
        let seat = s.to_act().unwrap();
        out.push((s, seat));
    }
    out
}

fn choose_with(bot: &mut dyn Bot<Duel>, state: &Duel, seat: Seat, seed: u64) -> Play {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut seen = Seen::new(state, seat);
    bot.choose(&mut seen, &legal, &mut GameRng::new(seed))
}

#[test]
fn states_differing_only_in_hidden_cards_get_the_same_decision() {
    let mut rng = GameRng::new(5);
    let mut differing_twins = 0;
    for (i, (state, seat)) in positions(40).into_iter().enumerate() {
        let twin = redeal_hidden(&state, seat, &mut rng);
        assert_eq!(state.view(seat), twin.view(seat), "the twin looks the same");
        if twin.hands[1 - seat] != state.hands[1 - seat] {
            differing_twins += 1;
        }
        for name in ["easy", "normal", "hard"] {
            let mut a = bot_by_name::<Duel>(name).unwrap();
            let mut b = bot_by_name::<Duel>(name).unwrap();
            let seed = 1000 + i as u64;
            assert_eq!(
                choose_with(a.as_mut(), &state, seat, seed),
                choose_with(b.as_mut(), &twin, seat, seed),
                "{name} at position {i} decided on hidden cards"
            );
        }
    }
    assert!(
        differing_twins > 30,
        "the twins really differ in hidden cards"
    );
}

#[test]
fn search_reads_only_the_view_it_is_given() {
    // The free function takes no state at all: the same view gives the same report.
    for (i, (state, seat)) in positions(20).into_iter().enumerate() {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        // Both opponent models (UCT in the tree, or the opponent's heuristic on its own view),
        // and the paired root evaluation.
        let config = match i % 3 {
            0 => SearchConfig::with_iterations(200),
            1 => SearchConfig {
                opponent_heuristic: true,
                ..SearchConfig::with_iterations(200)
            },
            _ => SearchConfig::with_iterations(200).paired(3, 100),
        };
        let mut rng = GameRng::new(7);
        let twin = redeal_hidden(&state, seat, &mut rng);
        let a = search::<Duel>(
            &state.view(seat),
            seat,
            &legal,
            &config,
            &mut GameRng::new(i as u64),
            &mut |_| false,
        );
        let b = search::<Duel>(
            &twin.view(seat),
            seat,
            &legal,
            &config,
            &mut GameRng::new(i as u64),
            &mut |_| false,
        );
        assert_eq!(a, b);
        assert!(legal.contains(&a.action));
    }
}

#[test]
fn same_seed_and_iterations_give_the_same_move_and_reused_buffers_change_nothing() {
    let mut reused = Searcher::<Duel>::default();
    let config = SearchConfig::with_iterations(300);
    let mut changed_with_seed = 0;
    for (i, (state, seat)) in positions(30).into_iter().enumerate() {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let view = state.view(seat);
        let fresh = search::<Duel>(
            &view,
            seat,
            &legal,
            &config,
            &mut GameRng::new(i as u64),
            &mut |_| false,
        );
        let again = reused.search(
            &view,
            seat,
            &legal,
            &config,
            &mut GameRng::new(i as u64),
            &mut |_| false,
        );
        assert_eq!(fresh, again);
        assert_eq!(fresh.iterations, if legal.len() > 1 { 300 } else { 0 });
        let other = search::<Duel>(
            &view,
            seat,
            &legal,
            &config,
            &mut GameRng::new(i as u64 + 500),
            &mut |_| false,
        );
        if other.root != fresh.root {
            changed_with_seed += 1;
        }
    }
    assert!(changed_with_seed > 0, "the seed does drive the search");
}

#[test]
fn the_stop_hook_and_a_clock_bound_the_search() {
    let (state, seat) = positions(1).pop().unwrap();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let view = state.view(seat);
    let config = SearchConfig::with_iterations(10_000);
    let mut asked = Vec::new();
    let r = search::<Duel>(
        &view,
        seat,
        &legal,
        &config,
        &mut GameRng::new(1),
        &mut |done| {
            asked.push(done);
            done >= 40
        },
    );
    assert_eq!(r.iterations, 40);
    assert_eq!(asked, (1..=40).collect::<Vec<_>>());
    // A fake clock that advances 1 ms per reading, with a 100 ms limit.
    let timed = SearchConfig {
        time_limit_ms: Some(100),
        ..config
    };
    let mut t = 0.0;
    let mut stop = clock_stop(&timed, move || {
        t += 1.0;
        t
    });
    let r = search::<Duel>(&view, seat, &legal, &timed, &mut GameRng::new(1), &mut stop);
    assert_eq!(r.iterations, 800, "100 readings, one every 8 iterations");
    // Without a time limit the clock never stops it.
    let mut stop = clock_stop(&config, || 1e12);
    let r = search::<Duel>(
        &view,
        seat,
        &legal,
        &SearchConfig::with_iterations(50),
        &mut GameRng::new(1),
        &mut stop,
    );
    assert_eq!(r.iterations, 50);
}

/// Wins of `bot` over `games` games against `other`, alternating seats.
fn wins_against(bot: &str, other: &str, games: u64) -> (u64, u64) {
    let (mut wins, mut losses) = (0, 0);
    for g in 0..games {
        let mut bots = vec![
            bot_by_name::<Duel>(bot).unwrap(),
            bot_by_name::<Duel>(other).unwrap(),
        ];
        let seat = (g % 2) as usize;
        if seat == 1 {
            bots.reverse();
        }
        let outcome = bot_game::<Duel>(2, &NoOptions {}, 10_000 + g, &mut bots);
        if !outcome.is_draw() {
            if outcome.winners() == vec![seat] {
                wins += 1;
            } else {
                losses += 1;
            }
        }
    }
    (wins, losses)
}

#[test]
fn search_beats_random_and_the_heuristic_clearly() {
    let (w, l) = wins_against("normal", "random", 300);
    eprintln!("normal vs random: {w} wins, {l} losses of 300");
    assert!(w > 2 * l, "normal vs random: {w} wins, {l} losses");
    let (w, l) = wins_against("normal", "heuristic", 300);
    eprintln!("normal vs heuristic: {w} wins, {l} losses of 300");
    assert!(w > l, "normal vs heuristic: {w} wins, {l} losses");
}

#[test]
fn every_level_is_registered_and_named() {
    for name in ["easy", "normal", "hard"] {
        assert!(BOT_NAMES.contains(&name));
        assert_eq!(bot_by_name::<Duel>(name).unwrap().name(), name);
    }
    let hard = SearchBot::<Duel>::new("hard", SearchConfig::hard());
    assert!(hard.config().iterations > SearchConfig::normal().iterations);
    let mut r: Box<dyn Bot<Duel>> = Box::new(RandomBot);
    let (state, seat) = positions(1).pop().unwrap();
    let _ = choose_with(r.as_mut(), &state, seat, 1);
}

#[test]
fn a_tournament_rotates_seats_counts_each_game_once_and_splits_cleanly() {
    let make = |name: &str| bot_by_name::<Duel>(name);
    let names = vec!["normal".to_string(), "random".to_string()];
    let whole = play_games::<Duel>(&names, 2, &Default::default(), 1, 0..60, 100, &make).unwrap();
    assert_eq!(whole.games, 60);
    assert_eq!(whole.wins.values().sum::<u64>() + whole.draws, 60);
    let standings = whole.standings();
    let normal = &standings["normal"];
    assert!(normal.wins > standings["random"].wins);
    assert!(normal.ci95[0] < normal.win_rate && normal.win_rate < normal.ci95[1]);
    let mut halves =
        play_games::<Duel>(&names, 2, &Default::default(), 1, 0..30, 100, &make).unwrap();
    halves
        .merge(play_games::<Duel>(&names, 2, &Default::default(), 1, 30..60, 100, &make).unwrap());
    assert_eq!(halves, whole, "threads may split the games anywhere");
    let alone = vec!["random".to_string()];
    let mirror = play_games::<Duel>(&alone, 2, &Default::default(), 1, 0..40, 100, &make).unwrap();
    assert_eq!(
        mirror.wins["random"] + mirror.draws,
        40,
        "one win per game won"
    );
    assert!(play_games::<Duel>(
        &["nobody".to_string()],
        2,
        &Default::default(),
        1,
        0..1,
        100,
        &make
    )
    .is_err());
}

#[test]
fn a_rollout_cut_short_is_scored_by_the_games_estimate() {
    // Seat 1 answers a lead of 6 holding 2, 5, 7 and 9: with rollouts cut at once, each answer's
    // reward is the estimate after that trick, 3/4 for a winning card and 1/4 for a losing
    // one (a tie, 1/2, if the estimate were ignored).
    let mut state: Duel = start(2, &NoOptions {}, 1, 1).unwrap();
    state.hands = [vec![1, 3, 4, 6], vec![2, 5, 7, 9]];
    state.stock = vec![8, 10, 11, 12];
    state.apply(Play(6)).unwrap();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    // Four iterations, each expanding one answer (no widening), so no node below the root.
    let config = SearchConfig {
        rollout_limit: 0,
        anchor_z: 0.0,
        widening: 0.0,
        ..SearchConfig::with_iterations(4)
    };
    let report = search::<Duel>(
        &state.view(1),
        1,
        &legal,
        &config,
        &mut GameRng::new(3),
        &mut |_| false,
    );
    assert_eq!(report.root.len(), 4, "every answer was tried");
    for (Play(card), _, mean) in &report.root {
        let expected = if *card > 6 { 0.75 } else { 0.25 };
        assert!(
            (mean - expected).abs() < 1e-9,
            "answer {card}: mean {mean}, estimate {expected}"
        );
    }
    assert!(report.action.0 > 6, "a winning card is chosen");
}

#[test]
fn paired_evaluation_plays_every_candidate_on_the_same_samples_and_anchors_on_the_heuristic() {
    let mut overridden = 0;
    for (i, (state, seat)) in positions(30).into_iter().enumerate() {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        if legal.len() < 2 {
            continue;
        }
        let view = state.view(seat);
        let heuristic = Duel::heuristic(&view, &legal, &mut GameRng::new(0));
        let run = |anchor_z: f64| {
            let config = SearchConfig {
                anchor_z,
                ..SearchConfig::with_iterations(400).paired(3, 100)
            };
            search::<Duel>(
                &view,
                seat,
                &legal,
                &config,
                &mut GameRng::new(i as u64),
                &mut |_| false,
            )
        };
        let free = run(0.0);
        let k = legal.len().min(3);
        assert_eq!(free.root.len(), k, "at most 3 candidates, all distinct");
        assert_eq!(
            free.root[0].0, heuristic,
            "the heuristic's move comes first"
        );
        let rounds = free.root[0].1;
        assert!(
            free.root.iter().all(|r| r.1 == rounds),
            "every candidate each round"
        );
        assert_eq!(free.iterations, rounds * k as u32);
        let best = free.root.iter().map(|r| r.2).fold(f64::MIN, f64::max);
        let chosen = free.root.iter().find(|r| r.0 == free.action).unwrap();
        assert_eq!(chosen.2, best, "without an anchor the best mean is played");
        assert_eq!(
            run(1e9).action,
            heuristic,
            "an unreachable anchor keeps the heuristic"
        );
        if free.action != heuristic {
            overridden += 1;
        }
    }
    assert!(
        overridden > 0,
        "the evaluation does override the heuristic somewhere"
    );
}
