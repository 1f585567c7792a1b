//! Cloning a Tripoli state, and copying one over another while keeping the target's buffers
//! (the heuristic copies a state for every candidate it looks at).

use super::Tripoli;

impl Clone for Tripoli {
    fn clone(&self) -> Self {
        let mut copy = Tripoli::blank(self.rng.clone());
        copy.clone_from(self);
        copy
    }

    /// Field by field, so each pile keeps its allocation when it is large enough.
    fn clone_from(&mut self, source: &Self) {
        // Destructured so that a new field cannot be forgotten here.
        let Tripoli {
            rng,
            turn,
            drawing,
            over,
            actions_left,
            pending,
            port,
            reserve,
            zones,
            hands,
            decks,
            played,
            played_this_turn,
            discard,
            events,
            event_discard,
            events_drawn,
            last_event,
            points,
            reveals,
        } = source;
        self.rng.clone_from(rng);
        self.turn = *turn;
        self.drawing = *drawing;
        self.over = *over;
        self.actions_left = *actions_left;
        self.pending = *pending;
        self.port = *port;
        self.reserve = *reserve;
        self.zones = *zones;
        self.hands.clone_from(hands);
        self.decks.clone_from(decks);
        self.played.clone_from(played);
        self.played_this_turn = *played_this_turn;
        self.discard.clone_from(discard);
        self.events.clone_from(events);
        self.event_discard.clone_from(event_discard);
        self.events_drawn = *events_drawn;
        self.last_event = *last_event;
        self.points = *points;
        self.reveals = *reveals;
    }
}

#[cfg(test)]
mod tests {
    use super::Tripoli;
    use crate::game::{Game, NoOptions};
    use crate::rng::GameRng;

    /// A state `steps` random actions into a game of seed `seed`.
    fn played(seed: u64, steps: usize) -> Tripoli {
        let mut rng = GameRng::new(seed);
        let mut s = Tripoli::new(2, &NoOptions::default(), GameRng::new(seed)).expect("2 players");
        let mut scratch = Vec::new();
        for _ in 0..steps {
            if s.to_act().is_none() {
                break;
            }
            s.random_step(&mut rng, &mut scratch);
        }
        s
    }

    #[test]
    fn clone_from_gives_the_same_state_as_clone_over_any_other_state() {
        for seed in 0..40 {
            let source = played(seed, (seed as usize * 7) % 150);
            let mut target = played(seed + 1000, (seed as usize * 13) % 150);
            target.clone_from(&source);
            assert_eq!(format!("{target:?}"), format!("{source:?}"));
            assert_eq!(format!("{:?}", source.clone()), format!("{source:?}"));
        }
    }
}
