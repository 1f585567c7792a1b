//! A game being played: its save, the engine state, the public log, and undo bookkeeping.
//! Every change goes through the engine and is appended to the record.

use crate::saves::{Save, SeatKind};
use crate::worker::SEARCH_LEVELS;
use takhte_engine::bots::{bot_by_name, Seen, Strategy};
use takhte_engine::{Game, GameRng, IllegalAction, LogEntry, RecordError, Seat};

/// One game in progress (or finished), rebuilt from its record.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// The save: record, seats, times.
    pub save: Save,
    /// The engine state after every action of the record.
    pub state: G,
    /// One public log line per action.
    pub log: Vec<(Seat, LogEntry)>,
    /// The engine's information epoch at the start and after each action.
    epochs: Vec<u64>,
}

impl<G: Strategy> Session<G> {
    /// Replays a save into a session; a bad record is reported.
    pub fn from_save(save: Save) -> Result<Self, RecordError> {
        let mut state = save.record.start::<G>()?;
        let actions = save.record.typed_actions::<G>()?;
        let mut log = Vec::with_capacity(actions.len());
        let mut epochs = vec![state.info_epoch()];
        for (index, action) in actions.into_iter().enumerate() {
            let actor = state.to_act().unwrap_or(0);
            let entry = state
                .apply(action)
                .map_err(|reason| RecordError::Illegal { index, reason })?;
            log.push((actor, entry));
            epochs.push(state.info_epoch());
        }
        Ok(Session {
            save,
            state,
            log,
            epochs,
        })
    }

    /// Applies an action of the seat to act (asked of the engine, which may refuse it).
    pub fn apply(&mut self, action: G::Action) -> Result<(), IllegalAction> {
        let actor = self.state.to_act().ok_or_else(IllegalAction::game_over)?;
        let entry = self.state.apply(action)?;
        self.log.push((actor, entry));
        self.epochs.push(self.state.info_epoch());
        self.save.record.push::<G>(&action);
        self.save.finished = self.state.outcome().is_over();
        Ok(())
    }

    /// The seat that acts now, if any.
    pub fn to_act(&self) -> Option<Seat> {
        self.state.to_act()
    }

    /// True if `seat` is played by a bot.
    pub fn is_bot(&self, seat: Seat) -> bool {
        !self.save.seats[seat].is_human()
    }

    /// The human seats.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.save.seats.len())
            .filter(|&s| self.save.seats[s].is_human())
            .collect()
    }

    /// True if `seat` may take back the last action: it was theirs and, by the engine's
    /// information epoch, revealed nothing and used no randomness.
    pub fn can_undo(&self, seat: Seat) -> bool {
        let n = self.log.len();
        n > 0
            && self.log[n - 1].0 == seat
            && self.save.seats[seat].is_human()
            && self.epochs[n] == self.epochs[n - 1]
    }

    /// Takes back the last action by replaying the record without it.
    pub fn undo(&mut self) -> Result<(), RecordError> {
        let mut save = self.save.clone();
        save.record.actions.pop();
        save.finished = false;
        *self = Session::from_save(save)?;
        Ok(())
    }

    /// The search level of the bot to act, if it is one that thinks in the worker.
    pub fn search_level(&self) -> Option<String> {
        let seat = self.state.to_act()?;
        match &self.save.seats[seat] {
            SeatKind::Bot { bot } if SEARCH_LEVELS.contains(&bot.as_str()) => Some(bot.clone()),
            _ => None,
        }
    }

    /// The choice of a quick bot for the seat to act, computed here (seeded from the record, so
    /// it replays the same); a search bot falls back to the heuristic when the worker fails.
    pub fn bot_choice(&self) -> Option<G::Action> {
        let seat = self.state.to_act()?;
        let SeatKind::Bot { bot } = &self.save.seats[seat] else {
            return None;
        };
        let name = if SEARCH_LEVELS.contains(&bot.as_str()) {
            "heuristic"
        } else {
            bot.as_str()
        };
        let mut bot = bot_by_name::<G>(name)?;
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        let step = self.save.record.actions.len() as u64;
        let mut rng =
            GameRng::new(self.save.record.salt ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut seen = Seen::new(&self.state, seat);
        Some(bot.choose(&mut seen, &legal, &mut rng))
    }

    /// The legal actions of the seat to act.
    pub fn legal(&self) -> Vec<G::Action> {
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        legal
    }
}
