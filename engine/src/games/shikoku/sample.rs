//! Determinization: a full state consistent with one seat's view.

use super::content::{CARD_COUNT, GOAL_COUNT};
use super::{infer, Shikoku, ShikokuView, Step};
use crate::rng::GameRng;

/// A state that shows `view` to its seat, with the opponent's unknown cards and goal drawn from
/// what the seat has not seen by what their plays and passes suggest (`infer`), and the rest
/// left in the undealt decks.
pub fn sample(view: &ShikokuView, rng: &mut GameRng) -> Shikoku {
    let seat = view.seat;
    let opp = 1 - seat;
    let mut seen = [false; CARD_COUNT];
    let round_cards = view.rounds.iter().flat_map(|r| r.played.iter().flatten());
    for &c in view
        .hand
        .iter()
        .chain(&view.known_opponent_cards)
        .chain(view.played.iter().flatten())
        .chain(round_cards)
    {
        seen[usize::from(c)] = true;
    }
    let mut unseen: Vec<u8> = (0..CARD_COUNT as u8)
        .filter(|&c| !seen[usize::from(c)])
        .collect();

    let mut goal_seen = [false; GOAL_COUNT];
    let round_goals = view.rounds.iter().flat_map(|r| r.goals);
    for g in view.my_goal.into_iter().chain(round_goals) {
        goal_seen[usize::from(g)] = true;
    }
    let mut goal_deck: Vec<u8> = (0..GOAL_COUNT as u8)
        .filter(|&g| !goal_seen[usize::from(g)])
        .collect();
    let mut goals = [None; 2];
    goals[seat] = view.my_goal;
    let hidden = usize::from(view.opponent_hand_size) - view.known_opponent_cards.len();
    let mut opp_hand = Vec::with_capacity(usize::from(view.opponent_hand_size));
    if view.step != Step::Over {
        let (goal, cards) = infer::draw(view, &goal_deck, &mut unseen, hidden, rng);
        goal_deck.retain(|&g| g != goal);
        goals[opp] = Some(goal);
        opp_hand = cards;
    }
    opp_hand.extend(&view.known_opponent_cards);
    opp_hand.sort_unstable();
    let mut deck = unseen;
    deck.sort_unstable();

    let mut hands: [Vec<u8>; 2] = Default::default();
    hands[seat] = view.hand.clone();
    hands[opp] = opp_hand;
    let mut passed: [Vec<u8>; 2] = Default::default();
    passed[seat] = view.known_opponent_cards.clone();
    passed[opp] = view.cards_opponent_knows.clone();
    Shikoku {
        rng: rng.fork(),
        deck,
        goal_deck,
        hands,
        passed,
        passes: view.passes.clone(),
        goals,
        pieces: view.pieces,
        supply: view.supply,
        played: view.played.clone(),
        round: view.round,
        first: view.first_player,
        turn: view.to_act.unwrap_or(view.first_player),
        step: view.step,
        rounds: view.rounds.clone(),
        scores: view.scores,
        regions_won: view.regions_won,
        last_play: view.last_play,
        last_pass: view.last_pass,
        reveals: 0,
    }
}
