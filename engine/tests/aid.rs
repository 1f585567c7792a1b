//! The card-counting aid: over random and heuristic games, every seat's aid agrees with the
//! real (hidden) state — deck counts equal the real deck by kind, the real hands lie within the
//! aid's sure/may bounds — and a state whose hidden cards are re-dealt consistently with the
//! seat's view (`Strategy::sample`) gives the same aid.

use takhte_engine::aid::{Aid, Counter};
use takhte_engine::bots::Strategy;
use takhte_engine::games::port_royal::content::CARD_TYPES;
use takhte_engine::games::sekigahara::content::{card_clan, CLANS};
use takhte_engine::games::settlers::content::DEV_DECK;
use takhte_engine::games::shikoku::aid::{type_of, TYPES};
use takhte_engine::games::tripoli::content::deck;
use takhte_engine::games::{port_royal, sekigahara, settlers, shikoku, tripoli};
use takhte_engine::record::start;
use takhte_engine::{Game, GameRng};

/// Plays `games` games of `G` (uniformly random moves, and every third one by the heuristic)
/// and calls `check` with the state, each seat and that seat's aid after every action; every
/// fifth action, the aid must survive re-dealing what the seat cannot see.
fn walk<G: Aid + Strategy>(
    players: usize,
    games: u64,
    max_actions: usize,
    mut check: impl FnMut(&G, usize, &G::Summary),
) where
    G::View: PartialEq,
{
    let mut legal = Vec::new();
    for i in 0..games {
        let mut rng = GameRng::new(0xA1D ^ i.wrapping_mul(0x9E37_79B9));
        let mut state = start::<G>(players, &G::Options::default(), i, rng.next_u64())
            .expect("set-up succeeds");
        let mut counters: Vec<Counter<G>> = (0..players).map(|_| Counter::default()).collect();
        let mut n = 0;
        loop {
            for (seat, counter) in counters.iter_mut().enumerate() {
                let view = state.view(seat);
                counter.see(view.clone());
                let aid = counter.summary().expect("a view seen");
                check(&state, seat, &aid);
                if n % 5 == 0 {
                    let twin = G::sample(&view, &mut rng);
                    assert_eq!(twin.view(seat), view, "{}: the twin shows the same", G::ID);
                    let mut other = counter.clone();
                    other.see(twin.view(seat));
                    let mut same = counter.clone();
                    same.see(view);
                    assert_eq!(other.summary(), same.summary(), "{}: re-dealt", G::ID);
                }
            }
            let Some(seat) = state.to_act() else { break };
            assert!(n < max_actions, "{}: game {i} too long", G::ID);
            state.legal_actions(&mut legal);
            let a = if i % 3 == 2 {
                G::heuristic(&state.view(seat), &legal, &mut rng)
            } else {
                legal[rng.index(legal.len())]
            };
            state.apply(a).expect("a legal action");
            n += 1;
        }
    }
}

#[test]
fn port_royal_deck_counts_are_the_real_deck() {
    let (mut exposed, mut known_next) = (0, 0);
    for players in [2, 4] {
        walk::<port_royal::PortRoyal>(players, 9, 20_000, |s, _, aid| {
            let mut real = [0u8; CARD_TYPES.len()];
            for &c in s.pile.iter().chain(&s.bottom) {
                let ty = port_royal::content::card(c);
                let t = CARD_TYPES.iter().position(|t| t == ty).expect("a type");
                real[t] += 1;
            }
            assert_eq!(aid.left, real);
            assert_eq!(aid.deck as usize, s.pile.len() + s.bottom.len());
            assert_eq!(
                aid.pirates + aid.ships_by_gold.iter().sum::<u32>() + aid.crew + aid.characters,
                aid.deck
            );
            assert_eq!(aid.pile as usize, s.pile.len(), "the shuffled pile's size");
            let front = s.bottom.front().map(|&c| {
                let ty = port_royal::content::card(c);
                CARD_TYPES.iter().position(|t| t == ty).expect("a type")
            });
            assert_eq!(aid.next, if s.pile.is_empty() { front } else { None });
            let pirates = |cs: &mut dyn Iterator<Item = &u8>| {
                cs.filter(|&&c| port_royal::content::card(c).name == CARD_TYPES[0].name)
                    .count() as f64
            };
            let chance = if s.pile.is_empty() {
                pirates(&mut s.bottom.iter().take(1))
            } else {
                pirates(&mut s.pile.iter()) / s.pile.len() as f64
            };
            assert!(
                aid.bust_chance == 0.0 || aid.bust_chance == chance,
                "{} vs {chance}",
                aid.bust_chance
            );
            if aid.bust_chance > 0.0 {
                exposed += 1;
            }
            known_next += usize::from(aid.next.is_some());
        });
    }
    assert!(exposed > 100, "a pirate in the harbour often: {exposed}");
    assert!(known_next > 100, "the pile often runs out: {known_next}");
}

#[test]
fn shikoku_opponent_hand_is_within_the_aid() {
    walk::<shikoku::Shikoku>(2, 60, 1_000, |s, seat, aid| {
        let count = |ids: &[u8]| {
            let mut out = [0u8; TYPES];
            ids.iter().for_each(|&c| out[type_of(c)] += 1);
            out
        };
        let (theirs, mine, undealt) = (
            count(&s.hands[1 - seat]),
            count(&s.hands[seat]),
            count(&s.deck),
        );
        assert_eq!(aid.mine, mine);
        for t in 0..TYPES {
            assert!(aid.opponent_sure[t] <= theirs[t], "sure within the hand");
            assert!(
                theirs[t] <= aid.opponent_sure[t] + aid.unseen[t],
                "may covers the hand"
            );
            assert_eq!(
                aid.unseen[t] + aid.opponent_sure[t],
                theirs[t] + undealt[t],
                "unseen cards are the opponent's unknown ones and the deck"
            );
        }
        assert_eq!(
            aid.opponent_unknown as usize
                + aid.opponent_sure.iter().map(|&n| n as usize).sum::<usize>(),
            s.hands[1 - seat].len()
        );
    });
}

#[test]
fn tripoli_unseen_cards_are_the_opponents_hand_and_deck() {
    walk::<tripoli::Tripoli>(2, 60, 5_000, |s, seat, aid| {
        let opp = 1 - seat;
        assert_eq!(aid.opponent, opp);
        for c in &aid.cards {
            let of_kind = |ids: &[u8]| {
                ids.iter()
                    .filter(|&&id| deck(opp)[usize::from(id)].key == c.key)
                    .count() as u8
            };
            assert_eq!(
                c.unseen,
                of_kind(&s.hands[opp]) + of_kind(&s.decks[opp]),
                "{}",
                c.key
            );
            assert_eq!(c.played, of_kind(&s.played[opp]));
            assert_eq!(c.discarded, of_kind(&s.discard[opp]));
        }
        let left: u8 = aid.events_left.iter().map(|e| e.1).sum();
        assert_eq!(left as usize, s.events.len());
    });
}

#[test]
fn sekigahara_clan_counts_match_the_hidden_cards() {
    walk::<sekigahara::Sekigahara>(2, 40, 5_000, |s, seat, aid| {
        let clans = |ids: &mut dyn Iterator<Item = &u8>| {
            let mut out = [0u8; CLANS];
            ids.filter_map(|&c| card_clan(c))
                .for_each(|k| out[usize::from(k)] += 1);
            out
        };
        for side in 0..2 {
            let committed: Vec<u8> = s
                .battle
                .as_ref()
                .map_or(Vec::new(), |b| b.committed[side].clone());
            let hidden = if side == seat {
                clans(&mut s.piles[side].iter())
            } else {
                clans(&mut s.piles[side].iter().chain(&s.hands[side]).chain(&committed))
            };
            let own = if side == seat {
                clans(&mut s.hands[side].iter().chain(&committed))
            } else {
                [0; CLANS]
            };
            let shown = clans(&mut s.discards[side].iter());
            for k in 0..CLANS {
                let c = aid.sides[side][k];
                assert_eq!(
                    (c.unseen, c.mine, c.shown),
                    (hidden[k], own[k], shown[k]),
                    "side {side} clan {k}"
                );
            }
        }
    });
}

#[test]
fn settlers_real_hands_lie_within_the_bounds() {
    let (mut widest, mut exact, mut seen) = (0, 0, 0);
    for players in [3, 4] {
        walk::<settlers::Settlers>(players, 12, 40_000, |s, seat, aid| {
            for h in &aid.opponents {
                let real = s.seats[usize::from(h.seat)].hand;
                assert_eq!(h.cards, real.iter().sum::<u8>());
                for (r, &held) in real.iter().enumerate() {
                    assert!(
                        h.sure[r] <= held && held <= h.may[r],
                        "seat {seat} on seat {}: resource {r} is {held} outside {}..{}",
                        h.seat,
                        h.sure[r],
                        h.may[r]
                    );
                    widest = widest.max(h.may[r] - h.sure[r]);
                }
                seen += 1;
                exact += usize::from(h.sure == h.may);
            }
            let held: [u8; 5] = std::array::from_fn(|k| {
                (0..s.players())
                    .filter(|&p| p != seat)
                    .map(|p| s.seats[p].devs[k])
                    .sum::<u8>()
                    + s.deck[k]
            });
            assert_eq!(aid.devs_unseen, held);
            assert!(aid.devs_unseen.iter().zip(DEV_DECK).all(|(&u, d)| u <= d));
        });
    }
    assert!(widest > 0, "some steal left a hand uncertain");
    eprintln!("settlers aid: {exact} of {seen} opponent hands known exactly");
    assert!(
        exact * 3 > seen,
        "a third of hands are known exactly: {exact} of {seen}"
    );
}
