//! Determinization: a full state consistent with a view, its hidden parts drawn at random.

use super::map::PROVINCES;
use super::view::SekigaharaView;
use super::{Battle, Sekigahara};
use crate::rng::GameRng;

/// A state consistent with `v`: the other side's hand and secret battle cards drawn at random
/// from the cards this seat has not seen; both piles hold the rest.
pub fn sample(v: &SekigaharaView, rng: &mut GameRng) -> Sekigahara {
    let me = v.seat;
    let opp = 1 - me;
    let mut own_pile = v.unseen_cards(me);
    own_pile.sort_unstable();
    let mut unseen = v.unseen_cards(opp);
    rng.shuffle(&mut unseen);
    let secret = v
        .battle
        .as_ref()
        .map_or(0, |b| b.committed_counts[opp as usize] as usize);
    let opp_committed: Vec<u8> = unseen.drain(..secret).collect();
    let mut opp_hand: Vec<u8> = unseen
        .drain(..v.hand_sizes[opp as usize] as usize)
        .collect();
    opp_hand.sort_unstable();
    unseen.sort_unstable();
    let mut hands = [Vec::new(), Vec::new()];
    hands[me as usize] = v.hand.clone();
    hands[opp as usize] = opp_hand;
    let mut piles = [Vec::new(), Vec::new()];
    piles[me as usize] = own_pile;
    piles[opp as usize] = unseen;
    let mut control = [None; PROVINCES];
    control.copy_from_slice(&v.control);
    let battle = v.battle.as_ref().map(|b| {
        let mut committed = [Vec::new(), Vec::new()];
        committed[me as usize] = b.own_committed.clone();
        committed[opp as usize] = opp_committed.clone();
        Battle {
            attacker: b.attacker,
            from: b.from,
            to: b.to,
            attackers: b.attackers.clone(),
            committed,
        }
    });
    Sekigahara {
        rng: rng.fork(),
        reveals: 0,
        round: v.round,
        first: v.first,
        turn: v.turn,
        actions_left: v.actions_left,
        bonus: v.bonus,
        no_attacks: v.no_attacks,
        phase: v.phase,
        event: v.event,
        events_done: v.events_done.clone(),
        events_left: v.events_left(),
        control,
        units: v.units.clone(),
        hands,
        piles,
        outlook: v.outlook.clone(),
        discards: v.discards.clone(),
        battle,
        last_battle: v.last_battle.clone(),
        result: v.result,
    }
}
