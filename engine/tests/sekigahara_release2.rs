//! Sekigahara release 2 (issue 45): a set-up where battles decide. The goals asserted over a
//! sample of seeded `heuristic` games, with margins so that the test is not flaky yet fails on
//! release 1's set-up (checked: `release_1_misses_the_goals`), and the release gate: release 1
//! keeps its old set-up.

use takhte_engine::bots::Strategy;
use takhte_engine::games::sekigahara::content::{SETUP, UNITS_PER_SIDE};
use takhte_engine::games::sekigahara::map::{MAP, START_CONTROL};
use takhte_engine::games::sekigahara::releases::{self, CONTROL_1};
use takhte_engine::games::sekigahara::Sekigahara;
use takhte_engine::record::{start_at, Record};
use takhte_engine::stats::game_stats;
use takhte_engine::{Game, GameRng, NoOptions};

/// The figures the goals speak of, over `games` heuristic games of release `rules` from seed 1.
struct Sample {
    games: usize,
    /// Battles per game, sorted.
    battles: Vec<u32>,
    /// Games whose winner won only with what it took in battle.
    needed_battle: usize,
    draws: usize,
    wins: [usize; 2],
    /// The round each game ended in, sorted.
    rounds: Vec<u8>,
}

fn sample(rules: u32, games: u64) -> Sample {
    let mut s = Sample {
        games: games as usize,
        battles: Vec::new(),
        needed_battle: 0,
        draws: 0,
        wins: [0, 0],
        rounds: Vec::new(),
    };
    for seed in 1..=games {
        let mut record = Record::new::<Sekigahara>(2, &NoOptions {}, seed, seed ^ 0xA5A5);
        record.rules = rules;
        let mut state: Sekigahara = record.start().expect("set-up succeeds");
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        while let Some(seat) = state.to_act() {
            state.legal_actions(&mut legal);
            let action = Sekigahara::heuristic(&state.view(seat), &legal, &mut rng);
            state
                .apply(action)
                .expect("the heuristic picks a legal action");
            record.push::<Sekigahara>(&action);
        }
        let stats = game_stats::<Sekigahara>(&record).expect("the record replays");
        let d = &stats.detail;
        s.battles.push(d.battles_won.iter().sum());
        s.needed_battle += usize::from(d.winner_needed_battle(&state));
        s.rounds.push(state.round);
        match state.result.and_then(|v| v.winner) {
            Some(w) => s.wins[usize::from(w)] += 1,
            None => s.draws += 1,
        }
    }
    s.battles.sort_unstable();
    s.rounds.sort_unstable();
    s
}

/// The round each of `games` heuristic games ended in, sorted, when set up from `chart` and
/// `control` in place of the release's own set-up (the rules of play are release 2's).
fn rounds_from(chart: &[(u8, u8); 30], control: [Option<u8>; 28], games: u64) -> Vec<u8> {
    let mut rounds: Vec<u8> = (1..=games)
        .map(|seed| {
            let mut state: Sekigahara =
                start_at(2, &NoOptions {}, seed, seed ^ 0xA5A5, 2).expect("set-up succeeds");
            for (u, &(p, clan)) in state.units.iter_mut().zip(chart) {
                (u.province, u.clan) = (Some(p), clan);
            }
            state.control = control;
            let mut rng = GameRng::new(seed);
            let mut legal = Vec::new();
            while let Some(seat) = state.to_act() {
                state.legal_actions(&mut legal);
                let action = Sekigahara::heuristic(&state.view(seat), &legal, &mut rng);
                state
                    .apply(action)
                    .expect("the heuristic picks a legal action");
            }
            state.round
        })
        .collect();
    rounds.sort_unstable();
    rounds
}

/// The median of sorted rounds.
fn median_round(rounds: &[u8]) -> f64 {
    let n = rounds.len();
    f64::from(u16::from(rounds[(n - 1) / 2]) + u16::from(rounds[n / 2])) / 2.0
}

/// The first release-2 chart (branch `sek`, taken back out of main before any game was kept
/// under it): borders held two and two with three units each, fronts in contact. One won
/// border battle gave a side three borders, so games ended at the end of round 1.
#[rustfmt::skip]
const FIRST_CHART_2: [(u8, u8); 30] = [
    (13, 0), (13, 1), (13, 2), (15, 3), (15, 4), (15, 0), (9, 1), (9, 2), (10, 3), (10, 4),
    (21, 0), (21, 1), (8, 2), (11, 3), (11, 4), (14, 0), (14, 1), (14, 2), (12, 3), (12, 4),
    (12, 0), (17, 1), (17, 2), (18, 3), (18, 4), (5, 0), (5, 1), (16, 2), (19, 3), (19, 4),
];

/// The first release-2 chart's starting control: the provinces its units stood in, and the
/// salients' second provinces (Mikawa for Ishida, Harima for Tokugawa).
fn first_control_2() -> [Option<u8>; 28] {
    let mut c = [None; 28];
    for (i, &(p, _)) in FIRST_CHART_2.iter().enumerate() {
        c[usize::from(p)] = Some(u8::from(i >= UNITS_PER_SIDE));
    }
    c[22] = Some(0);
    c[6] = Some(1);
    c
}

impl Sample {
    fn median_battles(&self) -> f64 {
        let n = self.battles.len();
        f64::from(self.battles[(n - 1) / 2] + self.battles[n / 2]) / 2.0
    }
    fn share(&self, count: usize) -> f64 {
        count as f64 / self.games as f64
    }
    fn two_or_more(&self) -> f64 {
        self.share(self.battles.iter().filter(|&&b| b >= 2).count())
    }
    /// Whether the sample meets the goals, with the test's margins: the issue asks for a
    /// median of 4 battles, 90% of games with two or more, a third of the wins needing battle,
    /// at most 5% draws and neither side above 55% over 200 games; a 100-game sample is held to
    /// a median of at least 3, 85%, 50%, 5% and 60%. And the length (the lesson of the first
    /// release-2 chart): no game ends before the end of round 2, and the median game lasts 4
    /// rounds or more.
    fn meets_goals(&self) -> Result<(), String> {
        let summary = format!(
            "median battles {}, two or more {:.3}, needed battle {:.3}, draws {:.3}, wins {:?}, \
             rounds from {} (median {})",
            self.median_battles(),
            self.two_or_more(),
            self.share(self.needed_battle),
            self.share(self.draws),
            self.wins,
            self.rounds[0],
            median_round(&self.rounds),
        );
        let ok = self.median_battles() >= 3.0
            && self.rounds[0] >= 2
            && median_round(&self.rounds) >= 4.0
            && self.two_or_more() >= 0.85
            && self.share(self.needed_battle) >= 0.5
            && self.share(self.draws) <= 0.05
            && self.wins.iter().all(|&w| self.share(w) <= 0.6);
        if ok {
            Ok(())
        } else {
            Err(summary)
        }
    }
}

#[test]
fn release_2_games_are_decided_by_battles() {
    let s = sample(2, 100);
    if let Err(summary) = s.meets_goals() {
        panic!("release 2 misses the goals: {summary}");
    }
}

#[test]
fn the_first_release_2_chart_ended_games_in_round_one() {
    // Measured on the same seeds: the chart this test replaced ends games in round 1 (one
    // border battle decided), today's never does.
    let first = rounds_from(&FIRST_CHART_2, first_control_2(), 100);
    assert_eq!(first[0], 1, "the first chart ends a game in round 1");
    assert!(median_round(&first) < 4.0, "{first:?}");
    let today = rounds_from(&SETUP, START_CONTROL, 100);
    assert!(today[0] >= 2, "{today:?}");
    assert!(median_round(&today) >= 4.0, "{today:?}");
}

#[test]
fn release_1_misses_the_goals() {
    // The same measure on the old set-up: the castle race it was (median 0 battles over 200).
    let s = sample(1, 100);
    assert!(s.meets_goals().is_err(), "release 1 meets the goals?");
    assert!(s.median_battles() < 2.0 && s.two_or_more() < 0.5);
}

#[test]
fn each_release_sets_up_its_own_chart() {
    for rules in [1, 2] {
        let g: Sekigahara = start_at(2, &NoOptions {}, 9, 3, rules).expect("set-up succeeds");
        let (chart, control) = releases::setup(rules);
        assert_eq!(g.control, control);
        for (i, u) in g.units.iter().enumerate() {
            assert_eq!((u.province, u.clan), (Some(chart[i].0), chart[i].1));
            assert_eq!(usize::from(u.side), usize::from(i >= UNITS_PER_SIDE));
        }
    }
    // Release 1: 4 castles each, 12 neutral, the armies in the back rows.
    let (chart, _) = releases::setup(1);
    let castles = |c: &[Option<u8>], s| {
        (0..MAP.len())
            .filter(|&p| MAP[p].castle && c[p] == Some(s))
            .count()
    };
    assert_eq!((castles(&CONTROL_1, 0), castles(&CONTROL_1, 1)), (4, 4));
    assert!(chart[..UNITS_PER_SIDE].iter().all(|&(p, _)| p < 4));
    // Release 2 (today's `new`): 4 castles each, two border provinces each (held by five and
    // seven units), and every unit stands in a province its side holds.
    assert_eq!(releases::setup(2), (SETUP, START_CONTROL));
    assert_eq!(
        (castles(&START_CONTROL, 0), castles(&START_CONTROL, 1)),
        (4, 4)
    );
    for s in 0..2 {
        let borders = (0..MAP.len())
            .filter(|&p| MAP[p].border && START_CONTROL[p] == Some(s))
            .count();
        assert_eq!(borders, 2);
    }
    for (i, &(p, _)) in SETUP.iter().enumerate() {
        assert_eq!(
            START_CONTROL[p as usize],
            Some(u8::from(i >= UNITS_PER_SIDE))
        );
    }
    let today = Sekigahara::new(2, &NoOptions {}, GameRng::new(9)).expect("set-up succeeds");
    assert_eq!(today.control, START_CONTROL);
    assert_eq!(Sekigahara::RULES, 2);
    assert!(start_at::<Sekigahara>(2, &NoOptions {}, 9, 3, 3).is_err());
}

/// The figures of both releases over 200 games, printed (`cargo test -p takhte-engine --test
/// sekigahara_release2 -- --ignored --nocapture`): the goals' own sample size, for docs/shape.md.
#[test]
#[ignore]
fn print_both_releases_over_200_games() {
    for rules in [1, 2] {
        let s = sample(rules, 200);
        println!(
            "release {rules}: median battles {}, two or more {:.3}, winner needed battle {:.3}, \
             draws {:.3}, wins {:?}, rounds {}–{} (median {}) ({})",
            s.median_battles(),
            s.two_or_more(),
            s.share(s.needed_battle),
            s.share(s.draws),
            s.wins,
            s.rounds[0],
            s.rounds[s.rounds.len() - 1],
            median_round(&s.rounds),
            if s.meets_goals().is_ok() {
                "meets the test's goals"
            } else {
                "misses the test's goals"
            }
        );
    }
}
