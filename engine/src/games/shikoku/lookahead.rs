//! A round on a small copyable state (no allocation, no log lines), and its rest played out by
//! the heuristic for both seats: what the search levels' expectimax (`solve.rs`) runs on
//! each of its sampled opponent hands.

use super::content::{card, goal_met, GOALS, HAND, REGIONS, REGION_POINTS};
use super::heuristic::{pick, Rater};
use super::{Action, Shikoku, Step};
use crate::game::Seat;
use crate::rng::GameRng;

/// Room for a hand's cards (at most five dealt plus one passed in).
const ROOM: usize = 8;

/// A short list of card ids, kept in the order the game keeps them.
#[derive(Clone, Copy)]
struct Cards {
    ids: [u8; ROOM],
    len: u8,
}

impl Cards {
    /// The cards of `v`.
    fn of(v: &[u8]) -> Cards {
        let mut ids = [0; ROOM];
        ids[..v.len()].copy_from_slice(v);
        Cards {
            ids,
            len: v.len() as u8,
        }
    }

    /// The cards as a slice.
    fn get(&self) -> &[u8] {
        &self.ids[..usize::from(self.len)]
    }

    /// Removes the first copy of `c`, keeping the order.
    fn remove(&mut self, c: u8) {
        let n = usize::from(self.len);
        if let Some(i) = self.ids[..n].iter().position(|&x| x == c) {
            self.ids.copy_within(i + 1..n, i);
            self.len -= 1;
        }
    }

    /// Appends `c`.
    fn push(&mut self, c: u8) {
        self.ids[usize::from(self.len)] = c;
        self.len += 1;
    }

    /// Inserts `c` in sorted position (hands are sorted).
    fn insert_sorted(&mut self, c: u8) {
        let n = usize::from(self.len);
        let at = self.ids[..n].partition_point(|&x| x < c);
        self.ids.copy_within(at..n, at + 1);
        self.ids[at] = c;
        self.len += 1;
    }
}

/// The first card id of `c`'s type (region and force).
pub fn first_of_type(c: u8) -> u8 {
    let info = card(c);
    let base = (info.region - 1) * 10;
    base + [0, 4, 8][usize::from(info.force - 1)]
}

/// The part of a [`Shikoku`] state that the rest of a round depends on.
#[derive(Clone, Copy)]
pub struct Round {
    pieces: [[u8; 2]; REGIONS],
    supply: [u8; 2],
    hands: [Cards; 2],
    /// `passed[s]`: cards `s` passed that the other seat still holds.
    passed: [Cards; 2],
    goals: [Option<u8>; 2],
    plays: [u8; 2],
    turn: Seat,
    passing: bool,
}

impl Round {
    /// The round in progress in `state` (which must not be over).
    pub fn of(state: &Shikoku) -> Round {
        Round {
            pieces: state.pieces,
            supply: state.supply,
            hands: [0, 1].map(|s| Cards::of(&state.hands[s])),
            passed: [0, 1].map(|s| Cards::of(&state.passed[s])),
            goals: state.goals,
            plays: [0, 1].map(|s| state.played[s].len() as u8),
            turn: state.turn,
            passing: state.step == Step::Pass,
        }
    }

    /// Whether both seats have played their whole hands.
    pub fn over(&self) -> bool {
        self.plays.iter().all(|&p| usize::from(p) == HAND)
    }

    /// The goal `seat` holds.
    pub fn goal(&self, seat: Seat) -> Option<u8> {
        self.goals[seat]
    }

    /// The seat to act.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The cards `seat` holds, sorted.
    pub fn hand(&self, seat: Seat) -> &[u8] {
        self.hands[seat].get()
    }

    /// The action for card `c` at the current step (a pass while passing, else a play).
    pub fn action(&self, c: u8) -> Action {
        if self.passing {
            Action::Pass { card: c }
        } else {
            Action::Play { card: c }
        }
    }

    /// The same round with every card replaced by the first card of its type (cards of one
    /// type play alike), so rounds that differ only by which copy is where become equal.
    pub fn canonical(mut self) -> Round {
        for cards in self.hands.iter_mut().chain(self.passed.iter_mut()) {
            let n = usize::from(cards.len);
            for c in &mut cards.ids[..n] {
                *c = first_of_type(*c);
            }
        }
        for hand in &mut self.hands {
            let n = usize::from(hand.len);
            hand.ids[..n].sort_unstable();
        }
        self
    }

    /// The heuristic's rater for the seat to act, as if it held `goal`.
    pub fn rater(&self, goal: Option<u8>) -> Rater {
        let m = self.turn;
        Rater::new(self.pieces, self.supply, self.passed[m].get(), m, goal)
    }

    /// The heuristic's move for the seat to act with the card swings `swing` (those of
    /// [`Round::rater`] for its goal), ties broken by `rng`.
    pub fn heuristic_by(&self, swing: impl Fn(u8) -> f32, rng: &mut GameRng) -> Action {
        let mut legal = [Action::Play { card: 0 }; ROOM];
        let hand = self.hands[self.turn].get();
        for (slot, &c) in legal.iter_mut().zip(hand) {
            *slot = self.action(c);
        }
        pick(&legal[..hand.len()], swing, rng)
    }

    /// The heuristic's move for the seat to act (ties broken by `rng`).
    fn heuristic(&self, rng: &mut GameRng) -> Action {
        let rater = self.rater(self.goals[self.turn]);
        self.heuristic_by(|c| rater.swing(c), rng)
    }

    /// Applies a legal `action` of the seat to act, as `Shikoku::apply` does.
    pub fn apply(&mut self, action: Action) {
        let seat = self.turn;
        match action {
            Action::Play { card: c } => {
                self.hands[seat].remove(c);
                self.passed[1 - seat].remove(c);
                let info = card(c);
                let placed = info.force.min(self.supply[seat]);
                self.supply[seat] -= placed;
                self.pieces[usize::from(info.region) - 1][seat] += placed;
                self.plays[seat] += 1;
                if self.hands[seat].len > 0 {
                    self.passing = true;
                } else if !self.over() {
                    self.turn = 1 - seat;
                }
            }
            Action::Pass { card: c } => {
                self.hands[seat].remove(c);
                self.passed[1 - seat].remove(c);
                self.hands[1 - seat].insert_sorted(c);
                self.passed[seat].push(c);
                self.passing = false;
                self.turn = 1 - seat;
            }
        }
    }

    /// Plays the round out with the heuristic for both seats (ties broken by `rng`) and returns
    /// `seat`'s lead in the round's points and in regions won.
    pub fn finish(mut self, seat: Seat, rng: &mut GameRng) -> (i32, i32) {
        while !self.over() {
            let a = self.heuristic(rng);
            self.apply(a);
        }
        self.lead(seat)
    }

    /// `seat`'s lead in points (regions and goals) and in regions won on the finished board.
    pub fn lead(&self, seat: Seat) -> (i32, i32) {
        let mut points = [0i32; 2];
        let mut won = [0i32; 2];
        for (&[a, b], &value) in self.pieces.iter().zip(&REGION_POINTS) {
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            if let Some(s) = winner {
                points[s] += value;
                won[s] += 1;
            }
        }
        for (s, p) in points.iter_mut().enumerate() {
            if let Some(g) = self.goals[s] {
                if goal_met(g, s, &self.pieces, self.supply[s]) {
                    *p += GOALS[usize::from(g)].bonus;
                }
            }
        }
        (points[seat] - points[1 - seat], won[seat] - won[1 - seat])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Strategy;
    use crate::game::{Game, NoOptions};

    /// The round finished by the heuristic on a full state, through `Shikoku::apply`.
    fn reference(state: &Shikoku, first: Action, seat: Seat, seed: u64) -> (i32, i32) {
        let mut s = state.clone();
        let mut rng = GameRng::new(seed);
        let (round, before, won_before) = (s.round, s.scores, s.regions_won);
        let mut legal = Vec::new();
        s.apply(first).unwrap();
        while let Some(m) = s.to_act() {
            if s.round != round {
                break;
            }
            s.legal_actions(&mut legal);
            let a = Shikoku::heuristic(&s.view(m), &legal, &mut rng);
            s.apply(a).unwrap();
        }
        let gain = |t: Seat| s.scores[t] - before[t];
        let won = |t: Seat| i32::from(s.regions_won[t]) - i32::from(won_before[t]);
        (gain(seat) - gain(1 - seat), won(seat) - won(1 - seat))
    }

    /// Every action of every position of heuristic games leads to the same round result on the
    /// small state as on the full one.
    #[test]
    fn the_small_state_finishes_rounds_as_the_game_does() {
        let mut legal = Vec::new();
        for game in 0..12 {
            let mut state = Shikoku::new(2, &NoOptions {}, GameRng::new(game)).unwrap();
            let mut rng = GameRng::new(500 + game);
            while let Some(seat) = state.to_act() {
                state.legal_actions(&mut legal);
                for &a in &legal {
                    let seed = rng.next_u64();
                    let mut round = Round::of(&state);
                    round.apply(a);
                    let small = round.finish(seat, &mut GameRng::new(seed));
                    assert_eq!(small, reference(&state, a, seat, seed));
                }
                let a = Shikoku::heuristic(&state.view(seat), &legal, &mut rng);
                state.apply(a).unwrap();
            }
        }
    }
}
