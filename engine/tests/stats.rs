//! Statistics from records: small fixture games checked against counts made by hand from their
//! logs, and totals that must add up over many random and bot games.

use takhte_engine::games::port_royal::stats::PortRoyalStats;
use takhte_engine::games::sekigahara::content::{card, Card, HandEvent};
use takhte_engine::games::sekigahara::stats::SekigaharaStats;
use takhte_engine::games::settlers::stats::SettlersStats;
use takhte_engine::games::shikoku::stats::ShikokuStats;
use takhte_engine::games::tripoli::stats::TripoliStats;
use takhte_engine::games::{port_royal, sekigahara, settlers, shikoku, tripoli};
use takhte_engine::record::start;
use takhte_engine::stats::{game_stats, stats_of, GameStats, LongestTurn, Stats, StatsError};
use takhte_engine::testing::bot_record;
use takhte_engine::{Game, GameRng, Outcome, Record, RecordError};

/// A fixture record of `engine/tests/fixtures/stats/` (heuristic-bot games, `bot_record`).
fn fixture(name: &str) -> Record {
    let path = format!(
        "{}/tests/fixtures/stats/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    Record::from_json(&std::fs::read_to_string(path).expect("fixture exists")).expect("parses")
}

fn stats<G: Stats>(record: &Record) -> GameStats<G::Detail> {
    game_stats::<G>(record).expect("statistics of a finished game")
}

// Shikoku, seed 1 (54 actions). From the log: seat 0 passed 42, 18, 2, 36 (actions 1, 5, 9,
// 13), then 26 ×3, 44, then 22, 5, 5, 43; seat 1 passed 42, 2, 18, 36, then 30, 26 ×3, then
// 5, 5, 43, 43. The scoring lines give round points 1–3, 2–7, 7–2: 10–12 in all. Seat 1 leads
// from the tenth turn (the first round's last play) to the thirtieth: 21 turns; the nine
// before are 0–0 ties. Every turn but a round's last play is play + pass: 2 actions.
#[test]
fn shikoku_fixture() {
    let s = stats::<shikoku::Shikoku>(&fixture("shikoku-1"));
    assert_eq!(s.turns(), 30);
    assert_eq!((s.turns_led.clone(), s.turns_tied), (vec![0, 21], 9));
    assert_eq!(
        s.longest_turn,
        LongestTurn {
            player: 0,
            actions: 2,
            turn: 1
        }
    );
    assert_eq!([s.lead[0][10], s.lead[1][10]], [1, 3]);
    assert_eq!([s.lead[0][30], s.lead[1][30]], [10, 12]);
    let ShikokuStats { rounds, passed } = s.detail;
    let points: Vec<[i32; 2]> = rounds.iter().map(|r| r.points).collect();
    assert_eq!(points, [[1, 3], [2, 7], [7, 2]]);
    assert_eq!(rounds[1].regions_won, [1, 2]);
    assert_eq!(rounds[1].goal_met, [false, true]);
    assert_eq!(rounds[1].goal_bonus, [0, 2]);
    assert_eq!(
        passed,
        [
            vec![
                vec![42, 18, 2, 36],
                vec![26, 26, 26, 44],
                vec![22, 5, 5, 43]
            ],
            vec![
                vec![42, 2, 18, 36],
                vec![30, 26, 26, 26],
                vec![5, 5, 43, 43]
            ],
        ]
    );
}

// Port Royal, 2 players, seed 1 (277 actions). From the log: 22 bank, buy or bust lines, so
// 22 turns; 253 `Draw`s; busts 5 (seat 0) and 4 (seat 1). Turn 1: 13 reveals, a tavern girl
// bought for 8, 6 banked; turn 2: 8 reveals, 1 banked. Seat 0 bought two sloops (cost 5) and
// a jester (cost 3) free through its tavern girl: 13 gold saved; seat 1 paid full price. Seat
// 0's five busts all came after its jester (2 gold each): 10; seat 1's governor (1 gold at the
// start of each of its turns) paid in its 8 turns after the purchase: 8. The longest turn is
// the fifth: 29 reveals, stop and buy.
#[test]
fn port_royal_fixture() {
    let s = stats::<port_royal::PortRoyal>(&fixture("port-royal-1"));
    assert_eq!(s.turns(), 22);
    assert_eq!(
        s.longest_turn,
        LongestTurn {
            player: 0,
            actions: 31,
            turn: 5
        }
    );
    assert_eq!([s.lead[0][22], s.lead[1][22]], [12, 4]);
    let PortRoyalStats {
        gold,
        turns,
        busts,
        character_gold,
        discounts,
    } = s.detail;
    assert_eq!(turns.len(), 22);
    assert_eq!(turns.iter().map(|t| t.revealed).sum::<u32>(), 253);
    assert_eq!(
        (
            turns[0].revealed,
            turns[0].bought.is_some(),
            turns[0].banked
        ),
        (13, true, 6)
    );
    assert_eq!(
        (turns[1].revealed, turns[1].busted, turns[1].banked),
        (8, false, 1)
    );
    assert_eq!(busts, [5, 4]);
    assert_eq!(discounts, [13, 0]);
    assert_eq!(character_gold, [10, 8]);
    assert_eq!([gold[0][22], gold[1][22]], [20, 7]);
}

// The settlers game, 3 players, seed 1 (429 actions). From the 89 roll lines: 2 twos, 4
// threes, 5 fours, 17 fives, 7 sixes, 10 sevens, 19 eights, 8 nines, 7 tens, 9 elevens, 1
// twelve. Discard lines per seat: 4, 8, 8; bank trades: 5, 16, 14; robber steals 0→1 ×4,
// 0→2, 1→0 ×6, 1→2, 2→1 ×3, so stolen 5, 7, 3 and robbed 6, 7, 2; 6 buy lines (seat 0 one,
// seat 1 five) and 5 knights played (seat 0 one, seat 1 four). Turns: 6 set-up placements, 88
// ends of turn and the winning turn.
#[test]
fn settlers_fixture() {
    let record = fixture("settlers-1");
    let s = stats::<settlers::Settlers>(&record);
    assert_eq!(s.turns(), 95);
    assert_eq!([s.lead[0][95], s.lead[1][95], s.lead[2][95]], [6, 10, 9]);
    let SettlersStats {
        dice,
        expected,
        players,
        offers,
        trades,
        robber_moves,
        longest_road_changes,
        largest_army_changes,
    } = s.detail;
    assert_eq!(dice, [2, 4, 5, 17, 7, 10, 19, 8, 7, 9, 1]);
    assert_eq!(expected[5], 89.0 * 6.0 / 36.0);
    let total = |f: &[u32]| f.iter().sum::<u32>();
    let per_seat = |f: fn(&settlers::stats::PlayerFlows) -> &[u32]| -> Vec<u32> {
        players.iter().map(|p| total(f(p))).collect()
    };
    assert_eq!(per_seat(|p| &p.discarded), [4, 8, 8]);
    assert_eq!(per_seat(|p| &p.bank_trades), [5, 16, 14]);
    assert_eq!(per_seat(|p| &p.stolen), [5, 7, 3]);
    assert_eq!(per_seat(|p| &p.robbed), [6, 7, 2]);
    assert_eq!(per_seat(|p| &p.devs_bought), [1, 5, 0]);
    assert_eq!(per_seat(|p| &p.devs_played), [1, 4, 0]);
    assert_eq!(per_seat(|p| &p.trade_received), [0, 0, 0]);
    assert_hands_add_up(&record, &players);
    // 41 offers, all declined; 15 robber moves (the record's MoveRobber actions, each of which
    // stole a card: 5 + 7 + 3); the longest road and the largest army were each awarded once
    // and never changed hands.
    assert_eq!((offers, trades, robber_moves), (41, 0, 15));
    assert_eq!((longest_road_changes, largest_army_changes), (1, 1));
}

// Shores of Tripoli, seed 1 (44 actions), worked through the cards: US deploys 1 to Tripoli,
// Barbary 2; US broadside sinks 2; Barbary night raid sinks 2 in the US port; Barbary boarding
// sinks 2 twice; US intrepid sinks 2; Barbary night raid sinks the last US ship in port; US
// bombardment sinks the last Barbary ship in port, which ends the game. Sunk: US 2 + 2 + 1 = 5,
// Barbary 2 + 2 + 2 + 1 = 7. Tripoli (the only zone ever held) changes hands with every
// deployment or battle there. US score at the end: 4 (Eaton's raid) + 4 (Tripoli) = 8;
// Barbary 3 (rich prize). Seed 2: four events drawn, in turn from seat 0.
#[test]
fn tripoli_fixture() {
    let s = stats::<tripoli::Tripoli>(&fixture("tripoli-1"));
    assert_eq!(s.turns(), 15);
    assert_eq!(
        s.longest_turn,
        LongestTurn {
            player: 0,
            actions: 4,
            turn: 1
        }
    );
    assert_eq!([s.lead[0][15], s.lead[1][15]], [8, 3]);
    let TripoliStats {
        zones,
        ships_sunk,
        ships_lost,
        zone_captures,
        events,
    } = s.detail;
    assert_eq!(ships_sunk, [5, 7]);
    assert_eq!(ships_lost, [7, 5]);
    assert_eq!(zones[0], [0, 1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1]);
    assert!(events.is_empty());
    // Every capture of Tripoli shows as a turn after which the side holds one zone more.
    let rises = |line: &[u8]| line.windows(2).filter(|w| w[1] > w[0]).count() as u32;
    assert_eq!(zone_captures, [5, 4]);
    assert_eq!(zone_captures, [rises(&zones[0]), rises(&zones[1])]);
    let two = stats::<tripoli::Tripoli>(&fixture("tripoli-2")).detail;
    let drawn: Vec<(usize, &str)> = two.events.iter().map(|e| (e.player, e.key)).collect();
    assert_eq!(
        drawn,
        [
            (0, "tripoli.event.prize_court"),
            (1, "tripoli.event.favourable_winds"),
            (0, "tripoli.event.fresh_supplies"),
            (1, "tripoli.event.volunteers"),
        ]
    );
}

// Sekigahara, seed 19 (31 actions, five rounds). Battle 1 (Osaka): Ishida wins; Ishida's two
// units pass their tests, one Tokugawa unit deserts and one passes. Battle 2: Ishida wins; one
// Tokugawa unit defects, one passes. Battle 3 (Osaka): Tokugawa wins; one unit each passes,
// the Ishida unit is then eliminated by hits. Castles after each round: 6–6, 6–7, 8–7, 9–7,
// 10–8 (from 4–4; a record of release 1); border provinces 0–0, 0–0, 1–0, 1–0, 2–1. The longest turn is the last:
// Tokugawa's two attacks with both sides' battle cards, 8 actions.
#[test]
fn sekigahara_fixture() {
    let s = stats::<sekigahara::Sekigahara>(&fixture("sekigahara-19"));
    assert_eq!(s.turns(), 10);
    assert_eq!(
        s.longest_turn,
        LongestTurn {
            player: 1,
            actions: 8,
            turn: 10
        }
    );
    assert_eq!(
        s.detail,
        SekigaharaStats {
            castles: [vec![4, 6, 6, 8, 9, 10], vec![4, 6, 7, 7, 7, 8]],
            borders: [vec![0, 0, 0, 1, 1, 2], vec![0, 0, 0, 0, 0, 1]],
            battles_won: [2, 1],
            battles_lost: [1, 2],
            units_lost: [1, 1],
            units_defected: [0, 1],
            loyalty_passed: [3, 3],
            loyalty_failed: [0, 2],
            // Osaka, taken by Ishida in battle 1, taken back by Tokugawa in battle 3.
            taken_in_battle: (0..28).map(|p| (p == 15).then_some(1)).collect(),
        }
    );
    // Ishida's 10 castles hold none it took in battle: its win did not need one.
    let d = &s.detail;
    let end: sekigahara::Sekigahara = fixture("sekigahara-19").replay().expect("replays");
    assert_eq!(end.result.and_then(|v| v.winner), Some(0));
    assert!(!d.winner_needed_battle(&end));
}

#[test]
fn unfinished_unknown_and_broken_records_are_refused() {
    let mut record = fixture("shikoku-1");
    record.actions.pop();
    assert_eq!(stats_of(&record), Err(StatsError::Unfinished));
    record.actions.push(record.actions[0].clone());
    assert!(matches!(
        stats_of(&record),
        Err(StatsError::Record(RecordError::Illegal { index: 53, .. }))
    ));
    record.game = "chess".into();
    assert_eq!(
        stats_of(&record),
        Err(StatsError::UnknownGame("chess".into()))
    );
}

/// The record of a game of uniformly random legal moves from `seed`.
fn random_record<G: Game>(players: usize, seed: u64) -> Record {
    let options = G::Options::default();
    let mut rng = GameRng::new(seed.wrapping_mul(0x9E37_79B9));
    let salt = rng.next_u64();
    let mut record = Record::new::<G>(players, &options, seed, salt);
    let mut state: G = start(players, &options, seed, salt).expect("set-up succeeds");
    let mut legal = Vec::new();
    while state.to_act().is_some() {
        state.legal_actions(&mut legal);
        let a = legal[rng.index(legal.len())];
        state.apply(a).expect("a legal action");
        record.push::<G>(&a);
    }
    record
}

/// Random and heuristic games of `G`: each record with its statistics and final state.
fn games<G: takhte_engine::bots::Strategy + Stats>(
    players: usize,
) -> Vec<(Record, GameStats<G::Detail>, G)> {
    (1..=3)
        .map(|seed| random_record::<G>(players, seed))
        .chain((1..=3).map(|seed| bot_record::<G>(players, seed)))
        .map(|record| {
            let s = stats::<G>(&record);
            let end: G = record.replay().expect("replays");
            (record, s, end)
        })
        .collect()
}

/// The totals every game shares: one lead line per seat, one point per turn, turns led and
/// tied add up to the turns, the last point is the final score.
fn assert_common<G: Game, D>(s: &GameStats<D>, record: &Record, end: &G) {
    assert_eq!(s.lead.len(), end.players());
    assert!(s.lead.iter().all(|l| l.len() == s.turns() + 1));
    assert_eq!(
        s.turns_led.iter().sum::<u32>() + s.turns_tied,
        s.turns() as u32
    );
    let Outcome::Finished { scores, .. } = end.outcome() else {
        panic!("finished")
    };
    let last: Vec<i32> = s.lead.iter().map(|l| l[l.len() - 1]).collect();
    assert_eq!(last, scores, "{}: the lead ends at the scores", G::ID);
    assert!(s.longest_turn.actions >= 1);
    assert!(s.longest_turn.actions as usize + s.turns() - 1 <= record.actions.len());
    assert!((1..=s.turns() as u32).contains(&s.longest_turn.turn));
}

/// How many actions of `record` are the unit variant `what`.
fn count(record: &Record, what: &str) -> usize {
    record
        .actions
        .iter()
        .filter(|a| a.as_str() == Some(what))
        .count()
}

/// Each seat's final hand is its gains less its losses, resource by resource.
fn assert_hands_add_up(record: &Record, players: &[settlers::stats::PlayerFlows]) {
    let end: settlers::Settlers = record.replay().expect("replays");
    for (seat, f) in players.iter().enumerate() {
        for r in 0..5 {
            let gained = f.setup[r]
                + f.produced[r]
                + f.year_of_plenty[r]
                + f.stolen[r]
                + f.monopoly[r]
                + f.bank_received[r]
                + f.trade_received[r];
            let lost = f.spent[r]
                + f.robbed[r]
                + f.monopolized[r]
                + f.discarded[r]
                + f.bank_given[r]
                + f.trade_given[r];
            assert_eq!(
                gained - lost,
                u32::from(end.seats[seat].hand[r]),
                "seat {seat}, resource {r}: {f:?}"
            );
        }
    }
}

#[test]
fn settlers_totals_add_up() {
    for (record, s, end) in games::<settlers::Settlers>(4) {
        assert_common(&s, &record, &end);
        let d = &s.detail;
        let rolls = count(&record, "RollDice");
        assert_eq!(d.dice.iter().sum::<u32>() as usize, rolls);
        assert!((d.expected.iter().sum::<f64>() - rolls as f64).abs() < 1e-9);
        assert_hands_add_up(&record, &d.players);
        let bought: u32 = d.players.iter().flat_map(|p| p.devs_bought).sum();
        assert_eq!(bought as usize, count(&record, "BuyDevelopment"));
        for p in &d.players {
            for k in 0..5 {
                assert!(p.devs_bought[k] >= p.devs_played[k]);
            }
        }
        let trades: u32 = d.players.iter().flat_map(|p| p.bank_trades).sum();
        let listed = record
            .actions
            .iter()
            .filter(|a| a.get("BankTrade").is_some());
        assert_eq!(trades as usize, listed.count());
    }
}

#[test]
fn shikoku_totals_add_up() {
    for (record, s, end) in games::<shikoku::Shikoku>(2) {
        assert_common(&s, &record, &end);
        let d = &s.detail;
        assert_eq!(d.rounds.len(), 3);
        for seat in 0..2 {
            let total: i32 = d.rounds.iter().map(|r| r.points[seat]).sum();
            assert_eq!(total, end.scores[seat]);
            assert!(d.passed[seat].iter().all(|round| round.len() == 4));
        }
        for r in &d.rounds {
            for seat in 0..2 {
                assert_eq!(r.points[seat], r.region_points[seat] + r.goal_bonus[seat]);
                assert_eq!(r.goal_met[seat], r.goal_bonus[seat] > 0);
            }
        }
    }
}

#[test]
fn port_royal_totals_add_up() {
    for players in [2, 4] {
        for (record, s, end) in games::<port_royal::PortRoyal>(players) {
            assert_common(&s, &record, &end);
            let d = &s.detail;
            assert_eq!(d.turns.len(), s.turns());
            let revealed: u32 = d.turns.iter().map(|t| t.revealed).sum();
            assert_eq!(revealed as usize, count(&record, "Draw"));
            let busts = d.turns.iter().filter(|t| t.busted).count();
            assert_eq!(d.busts.iter().sum::<u32>() as usize, busts);
            for (seat, line) in d.gold.iter().enumerate() {
                assert_eq!(line.len(), s.turns() + 1);
                assert_eq!(line[line.len() - 1], end.seats[seat].gold);
            }
            for seat in 0..players {
                let costs: u32 = d
                    .turns
                    .iter()
                    .filter(|t| t.player == seat)
                    .filter_map(|t| t.bought)
                    .map(|c| u32::from(port_royal::content::card(c).cost))
                    .sum();
                assert!(d.discounts[seat] <= costs, "a discount is part of a price");
            }
        }
    }
}

#[test]
fn tripoli_totals_add_up() {
    for (record, s, end) in games::<tripoli::Tripoli>(2) {
        assert_common(&s, &record, &end);
        let d = &s.detail;
        assert!(d.zones.iter().all(|z| z.len() == s.turns() + 1));
        assert_eq!(d.events.len(), count(&record, "DrawEvent"));
        assert_eq!(end.event_discard.len(), d.events.len());
        assert!(d.ships_sunk[0] <= d.ships_lost[1] && d.ships_sunk[1] <= d.ships_lost[0]);
        for seat in 0..2 {
            let drawn = d.events.iter().filter(|e| e.player == seat).count();
            assert_eq!(drawn, usize::from(end.events_drawn[seat]));
        }
    }
}

#[test]
fn sekigahara_totals_add_up() {
    for (record, s, end) in games::<sekigahara::Sekigahara>(2) {
        assert_common(&s, &record, &end);
        let d = &s.detail;
        let attacks = record.actions.iter().filter(|a| a.get("Attack").is_some());
        let battles = attacks.count() as u32;
        assert_eq!(d.battles_won.iter().sum::<u32>(), battles);
        assert_eq!(d.battles_lost.iter().sum::<u32>(), battles);
        for side in 0..2 {
            assert_eq!(d.castles[side].len(), usize::from(end.round) + 1);
            assert_eq!(d.castles[side].last(), Some(&end.castles(side as u8)));
            assert_eq!(d.borders[side].last(), Some(&end.borders(side as u8)));
        }
        let gone = end.units.iter().filter(|u| u.province.is_none()).count();
        let returned = record
            .typed_actions::<sekigahara::Sekigahara>()
            .expect("typed")
            .into_iter()
            .filter(|a| {
                matches!(a, sekigahara::Action::PlayEvent { card: c, .. }
                    if card(*c) == Card::Event(HandEvent::Reinforcements))
            })
            .count();
        assert_eq!(d.units_lost.iter().sum::<u32>() as usize, gone + returned);
    }
}
