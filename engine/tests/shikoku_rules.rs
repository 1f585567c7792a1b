//! One test per numbered rule of the Shikoku seed (rules 1–9) and its reference section, with
//! the project's rulings.

use takhte_engine::games::shikoku::content::{card, CARDS, GOALS, REGION_POINTS};
use takhte_engine::games::shikoku::{Action, Shikoku, Step};
use takhte_engine::record::start;
use takhte_engine::{Game, NoOptions, Outcome};

fn fresh(seed: u64) -> Shikoku {
    start(2, &NoOptions {}, seed, 99).unwrap()
}

/// The id of the `i`-th card (0..10) of `region` (1..=5).
fn id(region: u8, i: u8) -> u8 {
    (region - 1) * 10 + i
}

/// A position where Black (seat 1) makes the last play of round 1 with `last`; the board and
/// goals are set by the caller.
fn last_play_of_round(last: u8) -> Shikoku {
    let mut s = fresh(1);
    s.hands = [vec![], vec![last]];
    s.passed = [vec![], vec![]];
    s.played = [vec![40, 41, 42, 43, 44], vec![45, 46, 47, 48]];
    s.turn = 1;
    s.step = Step::Play;
    s
}

fn legal(s: &Shikoku) -> Vec<Action> {
    let mut v = Vec::new();
    s.legal_actions(&mut v);
    v
}

#[test]
fn rule_1_setup_deals_five_cards_ten_pieces_and_one_secret_goal_each() {
    for seed in 0..50 {
        let s = fresh(seed);
        assert_eq!(s.hands[0].len(), 5);
        assert_eq!(s.hands[1].len(), 5);
        assert_eq!(s.deck.len(), 40);
        assert_eq!(s.supply, [10, 10]);
        assert_eq!(s.pieces, [[0, 0]; 5]);
        assert!(s.goals[0].is_some() && s.goals[1].is_some());
        assert_ne!(s.goals[0], s.goals[1]);
        assert_eq!(s.goal_deck.len(), 8);
        assert_eq!(s.to_act(), Some(0), "White starts round 1");
        let v = s.view(0);
        assert_eq!(v.hand, s.hands[0]);
        assert_eq!(v.my_goal, s.goals[0]);
        assert_eq!(v.opponent_hand_size, 5);
        assert_eq!(
            s.view(1).my_goal,
            s.goals[1],
            "each seat sees only its own goal"
        );
    }
    // The deck: 50 cards, 10 per region, 1–3 icons each.
    assert_eq!(CARDS.len(), 50);
    for r in 1..=5u8 {
        let cards: Vec<_> = CARDS.iter().filter(|c| c.region == r).collect();
        assert_eq!(cards.len(), 10);
        assert!(cards.iter().all(|c| (1..=3).contains(&c.force)));
    }
    assert_eq!(GOALS.len(), 10);
    assert_eq!(REGION_POINTS, [1, 2, 3, 2, 1]);
}

#[test]
fn rule_2_a_card_places_its_force_of_the_players_own_pieces_in_its_region() {
    let mut s = fresh(2);
    let c = id(3, 9); // region 3, three icons
    assert_eq!((card(c).region, card(c).force), (3, 3));
    s.hands = [vec![c, id(1, 0)], vec![id(2, 0)]];
    s.apply(Action::Play { card: c }).unwrap();
    assert_eq!(s.pieces[2], [3, 0], "three white pieces in region 3");
    assert_eq!(s.supply, [7, 10]);
    // Black places black pieces with any card; a short supply places what is left.
    s.apply(Action::Pass { card: id(1, 0) }).unwrap();
    s.supply[1] = 1;
    let big = id(3, 8);
    s.hands[1] = vec![big, id(2, 0)];
    s.apply(Action::Play { card: big }).unwrap();
    assert_eq!(s.pieces[2], [3, 1]);
    assert_eq!(s.supply[1], 0);
    assert_eq!(s.last_play.unwrap().placed, 1);
}

#[test]
fn rule_3_players_alternate_and_each_plays_exactly_five_cards_a_round() {
    let mut s = fresh(3);
    let mut plays = [0; 2];
    let mut last_player = None;
    while s.rounds.is_empty() {
        let seat = s.to_act().unwrap();
        let a = legal(&s)[0];
        if let Action::Play { .. } = a {
            assert_ne!(last_player, Some(seat), "plays alternate");
            last_player = Some(seat);
            plays[seat] += 1;
        }
        s.apply(a).unwrap();
    }
    assert_eq!(plays, [5, 5]);
    assert_eq!(
        s.rounds[0].played[0].len() + s.rounds[0].played[1].len(),
        10
    );
}

#[test]
fn rule_4_must_pass_one_remaining_card_after_playing_and_none_when_empty() {
    let mut s = fresh(4);
    let hand = s.hands[0].clone();
    assert!(
        s.apply(Action::Pass { card: hand[0] }).is_err(),
        "no pass before playing"
    );
    s.apply(Action::Play { card: hand[0] }).unwrap();
    assert_eq!(s.step, Step::Pass);
    assert_eq!(s.to_act(), Some(0), "the same player passes");
    let err = s.apply(Action::Play { card: hand[1] }).unwrap_err();
    assert_eq!(err.key, "shikoku.illegal.must_pass");
    assert!(legal(&s).iter().all(|a| matches!(a, Action::Pass { .. })));
    assert_eq!(legal(&s).len(), 4);
    s.apply(Action::Pass { card: hand[1] }).unwrap();
    assert!(
        s.hands[1].contains(&hand[1]),
        "the passed card joins the opponent's hand"
    );
    assert_eq!(s.hands[0].len(), 3);
    assert_eq!(s.hands[1].len(), 6);
    assert_eq!(s.to_act(), Some(1));
    // With one card left, the play empties the hand and there is no pass.
    let mut t = fresh(4);
    t.hands[0] = vec![id(1, 0)];
    t.played[0] = vec![1, 2, 3, 4];
    t.apply(Action::Play { card: id(1, 0) }).unwrap();
    assert_eq!(t.step, Step::Play);
    assert_eq!(t.to_act(), Some(1));
}

#[test]
fn rule_5_a_passed_card_places_the_receivers_own_pieces_and_the_passer_knows_it() {
    let mut s = fresh(5);
    let gift = id(4, 8); // region 4, three icons
    s.hands = [vec![id(1, 0), gift], vec![id(2, 0), id(2, 1)]];
    s.apply(Action::Play { card: id(1, 0) }).unwrap();
    s.apply(Action::Pass { card: gift }).unwrap();
    assert_eq!(s.view(0).known_opponent_cards, vec![gift]);
    assert_eq!(s.view(1).cards_opponent_knows, vec![gift]);
    assert!(s.view(1).known_opponent_cards.is_empty());
    s.apply(Action::Play { card: gift }).unwrap();
    assert_eq!(
        s.pieces[3],
        [0, 3],
        "Black places black pieces with White's old card"
    );
    assert!(
        s.view(0).known_opponent_cards.is_empty(),
        "played, so no longer held"
    );
}

#[test]
fn rule_6_round_scoring_strict_majority_scores_region_points_ties_score_nothing() {
    let mut s = last_play_of_round(id(5, 0));
    // Region 1: White 2–1; region 2: tie 2–2; region 3: Black 1–4; region 4: 0–0;
    // region 5: White 3–2 before Black's last card (region 5, +1) makes it 3–3.
    s.pieces = [[2, 1], [2, 2], [1, 4], [0, 0], [3, 2]];
    s.supply = [2, 3];
    s.goals = [Some(9), Some(9)]; // "place all pieces": nobody meets it
    s.apply(Action::Play { card: id(5, 0) }).unwrap();
    let r = &s.rounds[0];
    assert_eq!(r.winners, [Some(0), None, Some(1), None, None]);
    assert_eq!(r.region_points, [1, 3]);
    assert_eq!(r.regions_won, [1, 1]);
    assert_eq!(s.scores, [1, 3]);
    assert_eq!(s.regions_won, [1, 1]);
    assert_eq!(s.pieces, [[0, 0]; 5], "board cleared");
    assert_eq!(s.supply, [10, 10], "supply refreshed");
}

#[test]
fn rule_7_secret_goals_are_revealed_scored_and_new_cards_and_goals_dealt() {
    let mut s = last_play_of_round(id(3, 0));
    s.pieces = [[0, 0], [0, 0], [2, 2], [0, 0], [0, 0]];
    s.supply = [8, 9];
    s.goals = [Some(2), Some(2)]; // most pieces in region 3: +2 (shared for the test)
    assert_eq!(s.view(0).my_goal, Some(2));
    s.apply(Action::Play { card: id(3, 0) }).unwrap();
    let r = &s.rounds[0];
    assert_eq!(r.goals, [2, 2]);
    assert_eq!(r.goal_met, [false, true]);
    assert_eq!(r.goal_bonus, [0, GOALS[2].bonus]);
    assert_eq!(r.points, [0, 3 + GOALS[2].bonus]);
    assert_eq!(s.scores, [0, 3 + GOALS[2].bonus]);
    // Round 2 is dealt: five new cards and a new goal each.
    assert_eq!(s.round, 2);
    assert_eq!(s.hands[0].len(), 5);
    assert_eq!(s.hands[1].len(), 5);
    assert!(s.goals.iter().all(Option::is_some));
    assert!(s.passed.iter().all(Vec::is_empty));
    // The views of both seats now show the revealed goals of round 1.
    assert_eq!(s.view(0).rounds[0].goals, [2, 2]);
}

#[test]
fn rule_8_three_rounds_with_the_first_player_alternating_then_the_game_ends() {
    let mut s = fresh(8);
    let mut firsts = vec![s.to_act().unwrap()];
    while s.to_act().is_some() {
        let before = s.rounds.len();
        let a = legal(&s)[legal(&s).len() - 1];
        s.apply(a).unwrap();
        if s.rounds.len() > before && s.to_act().is_some() {
            firsts.push(s.to_act().unwrap());
            assert_eq!(s.view(0).first_player, s.to_act().unwrap());
        }
    }
    assert_eq!(firsts, vec![0, 1, 0]);
    assert_eq!(s.rounds.len(), 3);
    assert_eq!(s.step, Step::Over);
    assert_eq!(s.deck.len(), 20, "30 cards dealt over three rounds");
    let total: i32 = s.rounds.iter().map(|r| r.points[0]).sum();
    assert_eq!(s.scores[0], total);
    assert!(s.outcome().is_over());
    let reason = s.end_reason().expect("a finished game says why");
    assert_eq!(reason.key, "shikoku.end.rounds");
    use takhte_engine::LogArg as A;
    assert_eq!(
        reason.args[..],
        [
            A::Num(3),
            A::Player(0),
            A::Num(i64::from(s.scores[0])),
            A::Player(1),
            A::Num(i64::from(s.scores[1])),
        ]
    );
    assert!(s.apply(Action::Play { card: 0 }).is_err());
}

#[test]
fn rule_9_final_tie_goes_to_more_regions_won_then_a_draw() {
    let mut s = last_play_of_round(id(1, 0));
    s.round = 3;
    s.goals = [Some(8), Some(8)]; // "a piece everywhere": nobody meets it
    s.scores = [4, 4];
    s.regions_won = [2, 3];
    s.supply = [5, 5];
    s.apply(Action::Play { card: id(1, 0) }).unwrap(); // Black wins region 1: +1, 5 vs 4
    assert_eq!(s.outcome().winners(), vec![1]);

    let mut t = last_play_of_round(id(1, 0));
    t.round = 3;
    t.goals = [Some(8), Some(8)]; // "a piece everywhere": nobody meets it
    t.pieces[1] = [1, 0]; // White wins region 2 (+2)
    t.scores = [4, 5];
    t.regions_won = [3, 2];
    t.supply = [5, 5];
    t.apply(Action::Play { card: id(1, 0) }).unwrap(); // 6–6, regions 4–3
    match t.outcome() {
        Outcome::Finished { scores, .. } => assert_eq!(scores, vec![6, 6]),
        Outcome::Running => panic!("over"),
    }
    assert_eq!(
        t.outcome().winners(),
        vec![0],
        "tie on points, more regions wins"
    );

    let mut u = last_play_of_round(id(1, 0));
    u.round = 3;
    u.goals = [Some(8), Some(8)]; // "a piece everywhere": nobody meets it
    u.pieces[1] = [1, 0];
    u.scores = [4, 5];
    u.regions_won = [2, 3];
    u.supply = [5, 5];
    u.apply(Action::Play { card: id(1, 0) }).unwrap(); // 6–6, regions 3–4
    assert_eq!(u.regions_won, [3, 4]);
    assert_eq!(u.outcome().winners(), vec![1]);
    u.regions_won = [4, 4];
    assert!(u.outcome().is_draw(), "equal points and regions: a draw");
}

#[test]
fn reference_the_pass_is_compulsory_and_cards_in_hand_are_the_only_choices() {
    let mut s = fresh(10);
    let outside = (0..50u8).find(|c| !s.hands[0].contains(c)).unwrap();
    let err = s.apply(Action::Play { card: outside }).unwrap_err();
    assert_eq!(err.key, "shikoku.illegal.not_in_hand");
    let c = s.hands[0][0];
    s.apply(Action::Play { card: c }).unwrap();
    assert!(legal(&s).iter().all(|a| matches!(a, Action::Pass { .. })));
    assert!(!legal(&s).is_empty(), "the pass cannot be skipped");
}

#[test]
fn rule_5_a_card_passed_back_is_tracked_by_who_holds_it() {
    let mut s = fresh(11);
    let gift = id(2, 9);
    s.hands = [vec![id(1, 0), gift, id(1, 1)], vec![id(5, 0), id(5, 1)]];
    s.apply(Action::Play { card: id(1, 0) }).unwrap();
    s.apply(Action::Pass { card: gift }).unwrap();
    s.apply(Action::Play { card: id(5, 0) }).unwrap();
    s.apply(Action::Pass { card: gift }).unwrap(); // Black hands it straight back
    assert!(s.view(0).known_opponent_cards.is_empty());
    assert_eq!(s.view(0).cards_opponent_knows, vec![gift]);
    assert_eq!(s.view(1).known_opponent_cards, vec![gift]);
    assert!(s.view(1).cards_opponent_knows.is_empty());
}
