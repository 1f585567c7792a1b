//! The card-counting aid: what one seat can work out from what it has seen.
//!
//! An aid is a function of one seat's views only: [`Aid::note`] folds each view the seat saw
//! (after every action, from the start) into the game's notes, and [`Aid::summary`] reads the
//! notes and the view now. Neither is given a state, so the aid cannot use hidden information:
//! a state that differs only in what the seat cannot see gives the same views, hence the same aid.

use crate::game::{Game, Seat};
use crate::record::{Record, RecordError};
use serde::Serialize;
use std::fmt::Debug;

/// A game with a card-counting aid, computed from one seat's views alone.
pub trait Aid: Game {
    /// What the aid remembers between views (nothing, for games whose view shows it all).
    type Notes: Clone + Debug + Default;
    /// What the aid shows.
    type Summary: Clone + Debug + PartialEq + Serialize;

    /// Folds in the seat's next view, given the one it saw before (`None` for the first).
    fn note(_notes: &mut Self::Notes, _before: Option<&Self::View>, _now: &Self::View) {}
    /// What the aid shows now, from the notes and the seat's view now.
    fn summary(notes: &Self::Notes, now: &Self::View) -> Self::Summary;
}

/// One seat's aid, fed its views one at a time.
#[derive(Clone, Debug)]
pub struct Counter<G: Aid> {
    notes: G::Notes,
    last: Option<G::View>,
}

impl<G: Aid> Default for Counter<G> {
    fn default() -> Self {
        Counter {
            notes: G::Notes::default(),
            last: None,
        }
    }
}

impl<G: Aid> Counter<G> {
    /// Takes in the next view the seat saw.
    pub fn see(&mut self, view: G::View) {
        G::note(&mut self.notes, self.last.as_ref(), &view);
        self.last = Some(view);
    }

    /// The aid after the views seen so far (`None` before the first).
    pub fn summary(&self) -> Option<G::Summary> {
        self.last.as_ref().map(|v| G::summary(&self.notes, v))
    }
}

/// The aid of `seat` from a sequence of its views.
pub fn aid_from_views<G: Aid>(views: impl IntoIterator<Item = G::View>) -> Option<G::Summary> {
    let mut counter = Counter::<G>::default();
    views.into_iter().for_each(|v| counter.see(v));
    counter.summary()
}

/// The aid of `seat` after the actions of `record`: replays it and hands the aid the seat's
/// view after each action, nothing else.
pub fn aid_of<G: Aid>(record: &Record, seat: Seat) -> Result<G::Summary, RecordError> {
    let mut state = record.start::<G>()?;
    let mut counter = Counter::<G>::default();
    counter.see(state.view(seat));
    for (index, action) in record.typed_actions::<G>()?.into_iter().enumerate() {
        state
            .apply(action)
            .map_err(|reason| RecordError::Illegal { index, reason })?;
        counter.see(state.view(seat));
    }
    Ok(counter.summary().expect("one view seen"))
}
