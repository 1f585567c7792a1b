//! Shores of Tripoli: one test per rule of the seed (with the rulings), on hand-made positions.

use takhte_engine::games::tripoli::content::{Effect, BARBARY_DECK, EVENTS, US_DECK, ZONE_DEFS};
use takhte_engine::games::tripoli::{Action, Step, Tripoli, EVENT_LIMIT, HAND_LIMIT, SHIPS};
use takhte_engine::record::start;
use takhte_engine::{Game, NoOptions, Outcome};

const US: usize = 0;
const BARBARY: usize = 1;

/// The id of the first US card with `key`'s suffix.
fn us(name: &str) -> u8 {
    US_DECK
        .iter()
        .position(|c| c.key.ends_with(name))
        .expect("US card") as u8
}

/// The id of the first Barbary card with `name`.
fn bar(name: &str) -> u8 {
    BARBARY_DECK
        .iter()
        .position(|c| c.key.ends_with(name))
        .expect("Barbary card") as u8
}

/// The id of the first event with `name`.
fn event(name: &str) -> u8 {
    EVENTS
        .iter()
        .position(|c| c.key.ends_with(name))
        .expect("event") as u8
}

/// A new game.
fn fresh() -> Tripoli {
    start::<Tripoli>(2, &NoOptions {}, 11, 5).unwrap()
}

/// A new game where the United States has drawn and holds exactly `hand`.
fn at_action(hand: &[u8]) -> Tripoli {
    let mut s = fresh();
    s.hands[US] = hand.into();
    s.drawing = false;
    s.actions_left = 1;
    s
}

fn legal(s: &Tripoli) -> Vec<Action> {
    let mut v = Vec::new();
    s.legal_actions(&mut v);
    v
}

#[test]
fn setup_ten_ships_each_five_in_port_five_in_reserve() {
    let s = fresh();
    for side in [US, BARBARY] {
        assert_eq!(s.port[side], 5);
        assert_eq!(s.reserve[side], 5);
        assert_eq!(s.at_sea(side), 0);
        assert_eq!(s.port[side] + s.reserve[side], SHIPS);
        assert_eq!(s.points[side], 0);
    }
    assert_eq!(s.events.len(), 30, "30 face-down event cards");
}

#[test]
fn own_decks_and_five_card_opening_hand() {
    let s = fresh();
    for side in [US, BARBARY] {
        assert_eq!(s.hands[side].len(), 5);
        assert_eq!(s.decks[side].len(), 26 - 5);
        assert!(s.cards_conserved());
    }
    assert!(US_DECK.len() >= 25 && BARBARY_DECK.len() >= 25);
    assert_ne!(US_DECK, BARBARY_DECK, "the decks are asymmetric");
}

#[test]
fn the_united_states_moves_first_and_starts_by_drawing() {
    let s = fresh();
    assert_eq!(s.to_act(), Some(US));
    assert_eq!(s.step(), Step::Draw);
    assert_eq!(legal(&s), vec![Action::DrawOwn, Action::DrawEvent]);
}

#[test]
fn hand_limit_7() {
    let mut s = fresh();
    s.hands[US] = (0..HAND_LIMIT as u8).collect();
    s.decks[US].retain(|&c| c >= HAND_LIMIT as u8);
    s.apply(Action::DrawOwn).unwrap();
    assert_eq!(s.hands[US].len(), 8);
    assert_eq!(s.step(), Step::DiscardDown);
    let l = legal(&s);
    assert_eq!(l.len(), 8);
    assert!(l.iter().all(|a| matches!(a, Action::DiscardDown { .. })));
    assert!(
        s.clone().apply(Action::Pass).is_err(),
        "no action before discarding down"
    );
    s.apply(Action::DiscardDown { card: 0 }).unwrap();
    assert_eq!(s.hands[US].len(), 7);
    assert_eq!(s.discard[US], vec![0]);
    assert_eq!(s.step(), Step::Action);
}

#[test]
fn draw_from_your_deck_or_instead_an_event() {
    let mut s = fresh();
    let hand = s.hands[US].len();
    s.apply(Action::DrawEvent).unwrap();
    assert_eq!(s.hands[US].len(), hand, "an event replaces the own draw");
    assert_eq!(s.events_drawn[US], 1);
    assert!(s.clone().apply(Action::DrawOwn).is_err(), "only one draw");
    let mut t = fresh();
    let top = *t.decks[US].last().unwrap();
    t.apply(Action::DrawOwn).unwrap();
    assert!(t.hands[US].contains(&top));
    assert_eq!(t.events_drawn[US], 0);
}

#[test]
fn fourth_event_draw_refused() {
    let mut s = fresh();
    s.events_drawn[US] = EVENT_LIMIT;
    let err = s.clone().apply(Action::DrawEvent).unwrap_err();
    assert_eq!(err.key, "tripoli.illegal.event_limit");
    assert_eq!(legal(&s), vec![Action::DrawOwn]);
    // Three draws are allowed, the fourth is refused.
    let mut t = fresh();
    let tribute = event("tribute");
    for n in 0..3 {
        t.events.retain(|&x| x != tribute + n);
        t.events.push(tribute + n);
        t.turn = US;
        t.drawing = true;
        t.actions_left = 0;
        assert!(legal(&t).contains(&Action::DrawEvent), "draw {n}");
        t.apply(Action::DrawEvent).unwrap();
    }
    t.turn = US;
    t.drawing = true;
    assert!(!legal(&t).contains(&Action::DrawEvent));
    assert_eq!(t.events_drawn[US], 3);
}

#[test]
fn an_event_takes_effect_at_once_and_is_then_discarded() {
    let mut s = fresh();
    let e = event("tribute");
    assert_eq!(EVENTS[e as usize].effect, Effect::Points { points: 3 });
    s.events.retain(|&x| x != e);
    s.events.push(e);
    s.apply(Action::DrawEvent).unwrap();
    assert_eq!(s.points[US], 3);
    assert_eq!(s.event_discard, vec![e]);
    assert!(!s.events.contains(&e));
    assert_eq!(s.last_event, Some((US, e)));
}

#[test]
fn an_event_with_a_choice_is_resolved_before_the_action() {
    let mut s = fresh();
    let e = event("night_passage");
    s.events.retain(|&x| x != e);
    s.events.push(e);
    s.apply(Action::DrawEvent).unwrap();
    assert_eq!(s.step(), Step::Choice);
    s.apply(Action::ChooseZone { zone: 4 }).unwrap();
    s.apply(Action::ChooseShips { n: 3 }).unwrap();
    assert_eq!(s.zones[4][US], 3);
    assert_eq!(s.port[US], 2);
    assert_eq!(s.step(), Step::Action, "the turn's action is still to come");
}

#[test]
fn exactly_one_action_then_the_turn_passes() {
    let mut s = at_action(&[us("convoy"), us("prize")]);
    s.apply(Action::Play { card: us("convoy") }).unwrap();
    assert_eq!(s.turn, BARBARY);
    assert_eq!(s.step(), Step::Draw);
}

#[test]
fn a_card_may_grant_extra_actions() {
    let preble = us("preble");
    let mut s = at_action(&[preble, us("convoy")]);
    s.apply(Action::Play { card: preble }).unwrap();
    assert_eq!(s.turn, US);
    assert_eq!(s.actions_left, 2);
    assert_eq!(
        s.hands[US].len(),
        2,
        "the card is played and one card drawn"
    );
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.turn, BARBARY, "passing gives up the remaining actions");
}

#[test]
fn discard_a_card_to_move_a_ship_from_reserve_to_port() {
    let c = us("frigate");
    let mut s = at_action(&[c]);
    s.apply(Action::DiscardForShip { card: c }).unwrap();
    assert_eq!((s.port[US], s.reserve[US]), (6, 4));
    assert_eq!(s.discard[US], vec![c]);
    assert!(s.played[US].is_empty());
    let mut t = at_action(&[c]);
    t.reserve[US] = 0;
    t.port[US] = 10;
    assert_eq!(
        t.apply(Action::DiscardForShip { card: c }).unwrap_err().key,
        "tripoli.illegal.no_reserve"
    );
}

#[test]
fn pass_ends_the_turn() {
    let c = us("frigate");
    let mut s = at_action(&[c]);
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.turn, BARBARY);
    assert_eq!(s.hands[US], vec![c]);
}

#[test]
fn play_a_card_moves_ships_from_port_to_a_zone() {
    let c = us("frigate");
    let mut s = at_action(&[c]);
    s.apply(Action::Play { card: c }).unwrap();
    assert_eq!(s.step(), Step::Choice);
    assert_eq!(s.played[US], vec![c]);
    s.apply(Action::ChooseZone { zone: 2 }).unwrap();
    assert!(
        s.clone().apply(Action::ChooseShips { n: 4 }).is_err(),
        "at most 3"
    );
    s.apply(Action::ChooseShips { n: 2 }).unwrap();
    assert_eq!(s.zones[2][US], 2);
    assert_eq!(s.port[US], 3);
    assert_eq!(s.turn, BARBARY);
}

#[test]
fn attack_sinks_an_enemy_ship_from_its_port_back_to_its_reserve() {
    let c = us("bombardment");
    let mut s = at_action(&[c]);
    s.apply(Action::Play { card: c }).unwrap();
    assert_eq!((s.port[BARBARY], s.reserve[BARBARY]), (3, 7));
    assert!(s.ships_conserved());
}

#[test]
fn sinking_at_sea_returns_the_ship_to_its_owners_reserve() {
    let c = us("broadside");
    let mut s = at_action(&[c]);
    s.zones[1] = [1, 3];
    s.port = [4, 2];
    s.apply(Action::Play { card: c }).unwrap();
    assert!(
        s.clone().apply(Action::ChooseZone { zone: 0 }).is_err(),
        "no battle where no one is"
    );
    s.apply(Action::ChooseZone { zone: 1 }).unwrap();
    assert_eq!(s.zones[1], [1, 1]);
    assert_eq!(s.reserve[BARBARY], 7);
    assert!(s.ships_conserved());
}

#[test]
fn zone_control_by_strictly_more_ships() {
    let mut s = fresh();
    s.zones[4] = [2, 1];
    s.port = [2, 4];
    assert_eq!(s.controller(4), Some(US));
    assert_eq!(s.score(US), i32::from(ZONE_DEFS[4].value) + 2);
    s.zones[4] = [1, 2];
    s.port = [3, 3];
    assert_eq!(s.controller(4), Some(BARBARY));
}

#[test]
fn a_tie_in_a_zone_controls_nothing() {
    let mut s = fresh();
    s.zones[3] = [2, 2];
    s.port = [3, 3];
    assert_eq!(s.controller(3), None);
    assert_eq!(s.score(US), 3);
    assert_eq!(s.score(BARBARY), 3);
    assert_eq!(s.zones_controlled(US) + s.zones_controlled(BARBARY), 0);
}

#[test]
fn immediate_points_are_added_at_once() {
    let c = us("eaton");
    let mut s = at_action(&[c]);
    assert_eq!(
        s.clone().apply(Action::Play { card: c }).unwrap_err().key,
        "tripoli.illegal.none_at_sea"
    );
    s.zones[0] = [1, 0];
    s.port[US] = 4;
    let before = s.score(US);
    s.apply(Action::Play { card: c }).unwrap();
    assert_eq!(s.points[US], 4);
    assert_eq!(s.score(US), before + 4);
}

#[test]
fn the_game_ends_at_once_at_25() {
    let c = us("convoy");
    let mut s = at_action(&[c, us("preble")]);
    s.points[US] = 18;
    s.actions_left = 2;
    assert_eq!(s.score(US), 23);
    s.apply(Action::Play { card: c }).unwrap();
    assert_eq!(s.score(US), 25);
    assert!(s.over, "ends at once, in the middle of the turn");
    assert_eq!(s.to_act(), None);
    assert_eq!(s.outcome().winners(), vec![US]);
    let reason = s.end_reason().unwrap();
    assert_eq!(reason.key, "tripoli.end.score");
    assert_eq!(
        reason.args[..],
        [
            takhte_engine::LogArg::Player(US),
            takhte_engine::LogArg::Num(25)
        ]
    );
}

#[test]
fn the_game_ends_when_a_side_has_no_ship_in_port_or_at_sea() {
    let c = us("bombardment");
    let mut s = at_action(&[c]);
    s.port[BARBARY] = 2;
    s.reserve[BARBARY] = 8;
    s.apply(Action::Play { card: c }).unwrap();
    assert!(s.over);
    assert_eq!(s.port[BARBARY] + s.at_sea(BARBARY), 0);
    let reason = s.end_reason().unwrap();
    assert_eq!(reason.key, "tripoli.end.no_ships");
    assert_eq!(reason.args[..], [takhte_engine::LogArg::Player(BARBARY)]);
    // With one ship at sea the game goes on.
    let mut t = at_action(&[c]);
    t.port[BARBARY] = 2;
    t.reserve[BARBARY] = 7;
    t.zones[5][BARBARY] = 1;
    t.apply(Action::Play { card: c }).unwrap();
    assert!(!t.over);
    assert!(t.end_reason().is_none());
}

#[test]
fn the_game_ends_when_neither_player_can_draw() {
    let mut s = at_action(&[]);
    for side in [US, BARBARY] {
        s.decks[side].clear();
        s.played[side].clear();
        s.events_drawn[side] = EVENT_LIMIT;
    }
    s.apply(Action::Pass).unwrap();
    assert!(s.over);
    assert!(s.outcome().is_over());
    assert_eq!(s.end_reason().unwrap().key, "tripoli.end.no_draws");
}

#[test]
fn a_player_who_cannot_draw_skips_the_draw_while_the_other_still_can() {
    let mut s = at_action(&[]);
    s.decks[BARBARY].clear();
    s.played[BARBARY].clear();
    s.events_drawn[BARBARY] = EVENT_LIMIT;
    s.apply(Action::Pass).unwrap();
    assert!(!s.over);
    assert_eq!(s.turn, BARBARY);
    assert_eq!(s.step(), Step::Action);
}

#[test]
fn the_played_pile_reshuffles_the_discards_never_return() {
    let mut s = fresh();
    s.hands[US] = Default::default();
    s.decks[US].clear();
    s.played[US] = vec![3, 4].into();
    s.discard[US] = vec![5, 6].into();
    s.apply(Action::DrawOwn).unwrap();
    assert_eq!(s.hands[US].len(), 1);
    assert!([3, 4].contains(&s.hands[US][0]));
    assert_eq!(s.decks[US].len(), 1);
    assert!(s.played[US].is_empty());
    assert_eq!(s.discard[US], vec![5, 6]);
    // With only discards left, there is nothing to draw.
    let mut t = fresh();
    t.decks[US].clear();
    t.played[US].clear();
    t.discard[US] = vec![5, 6].into();
    assert_eq!(
        t.apply(Action::DrawOwn).unwrap_err().key,
        "tripoli.illegal.deck_empty"
    );
}

#[test]
fn final_scoring_points_plus_controlled_zones_plus_one_per_ship_in_port() {
    let mut s = fresh();
    s.points = [15, 4];
    s.zones[4] = [2, 0];
    s.zones[3] = [1, 0];
    s.zones[0] = [0, 1];
    s.port = [3, 5];
    s.reserve = [4, 4];
    assert_eq!(s.score(US), 15 + 4 + 3 + 3);
    assert_eq!(s.score(BARBARY), 4 + 1 + 5);
    s.over = true;
    match s.outcome() {
        Outcome::Finished { scores, ranks } => {
            assert_eq!(scores, vec![25, 10]);
            assert_eq!(ranks, vec![0, 1]);
        }
        Outcome::Running => panic!("over"),
    }
}

#[test]
fn a_tie_goes_to_more_zones_then_more_ships_in_port_then_a_draw() {
    let mut s = fresh();
    s.over = true;
    // Equal scores (7 each); the US controls two zones, Barbary one.
    s.points = [0, 0];
    s.zones[0] = [1, 0];
    s.zones[1] = [1, 0];
    s.zones[3] = [0, 1];
    s.port = [4, 4];
    assert_eq!(s.score(US), s.score(BARBARY));
    assert_eq!(s.outcome().winners(), vec![US]);
    // Equal scores and zones: more ships in port wins.
    let mut t = fresh();
    t.over = true;
    t.zones = [[0; 2]; 6];
    t.zones[1] = [1, 0];
    t.zones[2] = [0, 1];
    t.points = [2, 0];
    t.port = [3, 5];
    assert_eq!(t.score(US), t.score(BARBARY));
    assert_eq!(t.outcome().winners(), vec![BARBARY]);
    // All equal: a draw.
    let mut d = fresh();
    d.over = true;
    assert!(d.outcome().is_draw());
    d.points = [1, 1];
    assert!(d.outcome().is_draw());
}

#[test]
fn barbary_deck_is_its_own() {
    let mut s = fresh();
    s.turn = BARBARY;
    s.drawing = false;
    s.actions_left = 1;
    let c = bar("tribute");
    s.hands[BARBARY] = vec![c].into();
    s.apply(Action::Play { card: c }).unwrap();
    assert_eq!(s.points[BARBARY], 3);
    assert_eq!(s.played[BARBARY], vec![c]);
}

#[test]
fn orders_played_this_turn_do_not_return_in_the_same_turn() {
    let preble = us("preble");
    let frigate = us("frigate");
    // Deck empty, one card played in an earlier turn: the reshuffle takes only that card.
    let mut s = at_action(&[preble]);
    s.decks[US].clear();
    s.played[US] = vec![frigate].into();
    s.apply(Action::Play { card: preble }).unwrap();
    assert_eq!(
        s.hands[US],
        vec![frigate],
        "the earlier card is drawn, not Preble"
    );
    assert_eq!(s.played[US], vec![preble]);
    assert_eq!(s.played_this_turn, 1);
    // Deck empty and nothing played before: the draw finds nothing.
    let mut t = at_action(&[preble]);
    t.decks[US].clear();
    t.played[US].clear();
    t.apply(Action::Play { card: preble }).unwrap();
    assert!(t.hands[US].is_empty(), "Preble must not come straight back");
    assert_eq!(t.played[US], vec![preble]);
    assert_eq!(t.actions_left, 2);
    // Once the turn is over, the card joins the next reshuffle.
    t.apply(Action::Pass).unwrap();
    assert_eq!(t.turn, BARBARY);
    assert_eq!(t.played_this_turn, 0);
    t.apply(Action::DrawOwn).unwrap();
    t.apply(Action::Pass).unwrap();
    assert_eq!(t.turn, US);
    assert_eq!(
        legal(&t)[0],
        Action::DrawOwn,
        "the played pile can be drawn again"
    );
    t.apply(Action::DrawOwn).unwrap();
    assert_eq!(t.hands[US], vec![preble]);
}

#[test]
fn actions_counter_cannot_overflow() {
    // The bound the rule gives: 1, the best event's extra actions, and one more (net) per
    // Orders card of the deck, as each can be played only once a turn.
    let event_extra = EVENTS.iter().map(|e| extra(e.effect)).max().unwrap();
    let bound = |side: usize| {
        let deck = [&US_DECK[..], &BARBARY_DECK[..]][side];
        1 + event_extra
            + deck
                .iter()
                .map(|c| extra(c.effect).saturating_sub(1))
                .sum::<u8>()
    };
    assert_eq!((bound(US), bound(BARBARY)), (5, 5));
    // The policy that broke the counter: play Orders / Command whenever possible, otherwise a
    // random legal action (seed 1 looped before the ruling was implemented).
    for seed in 0..20u64 {
        let mut rng = takhte_engine::GameRng::new(seed.wrapping_mul(0x9E37_79B9));
        let mut s: Tripoli = start(2, &NoOptions {}, seed, rng.next_u64()).unwrap();
        let mut l = Vec::new();
        let (mut total, mut this_turn, mut turn) = (0usize, 0usize, s.turn);
        while s.to_act().is_some() {
            s.legal_actions(&mut l);
            let me = s.turn;
            let orders = l.iter().copied().find(|a| {
                matches!(a, Action::Play { card }
                    if matches!(extra(content_of(me, *card)), 1..))
            });
            s.apply(orders.unwrap_or_else(|| l[rng.index(l.len())]))
                .unwrap();
            assert!(
                s.actions_left <= bound(s.turn),
                "seed {seed}: {} actions left",
                s.actions_left
            );
            if s.turn == turn {
                this_turn += 1;
            } else {
                (turn, this_turn) = (s.turn, 0);
            }
            assert!(this_turn <= 60, "seed {seed}: a turn runs past 60 actions");
            total += 1;
            assert!(total < 5000, "seed {seed}: the game does not end");
        }
    }
}

/// The extra actions `effect` grants.
fn extra(effect: Effect) -> u8 {
    match effect {
        Effect::Orders { extra, .. } => extra,
        _ => 0,
    }
}

/// The effect of card `c` of `side`'s deck.
fn content_of(side: usize, c: u8) -> Effect {
    [&US_DECK[..], &BARBARY_DECK[..]][side][usize::from(c)].effect
}
