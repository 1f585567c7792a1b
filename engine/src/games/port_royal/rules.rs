//! The turn: legality, revealing, busting, buying, banking and the ends of the game.

use super::content::{card, Kind, MAX_TURNS_PER_PLAYER};
use super::{Action, EndTrigger, PortRoyal, Step, Terms, TurnSummary};
use crate::game::{Game, IllegalAction, LogArg, LogEntry, Seat};

impl Terms {
    /// The price of card `c` on these terms.
    pub fn price(self, c: u8) -> u32 {
        let cost = u32::from(card(c).cost).saturating_sub(self.discount);
        match self.free_up_to {
            Some(max) if cost <= max => 0,
            _ => cost,
        }
    }

    /// Whether card `c` of the harbour can be bought on these terms: not a pirate, and its price
    /// within the funds less its own gold (a ship cannot pay for itself).
    pub fn affords(self, c: u8) -> bool {
        let info = card(c);
        info.kind != Kind::Pirate && self.price(c) <= self.funds - u32::from(info.gold)
    }
}

impl PortRoyal {
    /// What `seat` would pay for card `c` now: discounts first, then the tavern girl's free
    /// purchase if the discounted cost is within her limit.
    pub fn cost_for(&self, seat: Seat, c: u8) -> u32 {
        self.terms(seat).price(c)
    }

    /// The buying terms of `seat` now: its cards' discounts and free purchase (from its
    /// holdings), and its gold plus the harbour ships' gold.
    pub fn terms(&self, seat: Seat) -> Terms {
        let h = &self.holdings[seat];
        Terms {
            discount: h.discount,
            free_up_to: h.free_up_to,
            funds: self.seats[seat].gold + self.ship_gold(None),
        }
    }

    /// Gold of the harbour's ships, leaving out the one at `except`.
    pub fn ship_gold(&self, except: Option<usize>) -> u32 {
        self.harbour
            .iter()
            .enumerate()
            .filter(|&(i, _)| Some(i) != except)
            .map(|(_, &c)| u32::from(card(c).gold))
            .sum()
    }

    /// Whether the active seat may buy the card at `slot` now (with the gold of the other
    /// ships in the harbour).
    pub fn can_buy(&self, slot: usize) -> bool {
        let terms = self.terms(self.active);
        self.harbour.get(slot).is_some_and(|&c| terms.affords(c))
    }

    /// Whether the active seat can buy anything in the harbour.
    pub(crate) fn can_buy_any(&self) -> bool {
        let terms = self.terms(self.active);
        self.harbour.iter().any(|&c| terms.affords(c))
    }

    /// Gold the abilities of `seat` add when banking with `bought` taken out of the harbour.
    pub fn bonus_gold(&self, seat: Seat, bought: Option<usize>) -> u32 {
        let ships = self
            .harbour
            .iter()
            .enumerate()
            .any(|(i, &c)| Some(i) != bought && card(c).kind == Kind::Ship);
        let h = &self.holdings[seat];
        (if ships { h.ship_bonus } else { 0 }) + h.big_haul(self.harbour.len())
    }

    /// Refuses an action that is not legal now.
    pub(crate) fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let step_err = |what| {
            IllegalAction::new(
                "port_royal.illegal.wrong_step",
                format!("{what} is not possible at this step"),
            )
        };
        match (self.step, action) {
            (Step::Over, _) => Err(IllegalAction::game_over()),
            (Step::Reveal, Action::Draw) if self.deck_len() == 0 => Err(IllegalAction::new(
                "port_royal.illegal.deck_empty",
                "the deck is empty",
            )),
            (Step::Reveal, Action::Stop) if self.drawn == 0 => Err(IllegalAction::new(
                "port_royal.illegal.nothing_revealed",
                "reveal at least one card before stopping",
            )),
            (Step::Reveal, Action::Draw | Action::Stop) => Ok(()),
            (Step::Purchase, Action::Buy { slot }) => match self.harbour.get(slot as usize) {
                None => Err(IllegalAction::new(
                    "port_royal.illegal.no_such_card",
                    format!("there is no card at harbour position {slot}"),
                )),
                Some(&c) if card(c).kind == Kind::Pirate => Err(IllegalAction::new(
                    "port_royal.illegal.pirate",
                    "pirates cannot be bought",
                )),
                Some(&c) if !self.can_buy(slot as usize) => Err(IllegalAction::new(
                    "port_royal.illegal.too_expensive",
                    format!(
                        "the card costs {} and you can pay only {}",
                        self.cost_for(self.active, c),
                        self.seats[self.active].gold + self.ship_gold(Some(slot as usize))
                    ),
                )),
                Some(_) => Ok(()),
            },
            (Step::Purchase, Action::Pass) => Ok(()),
            (_, Action::Draw) => Err(step_err("drawing")),
            (_, Action::Stop) => Err(step_err("stopping")),
            (_, Action::Buy { .. }) => Err(step_err("buying")),
            (_, Action::Pass) => Err(step_err("passing")),
        }
    }

    /// Returns `c` to the bottom of the deck.
    fn send_to_bottom(&mut self, c: u8) {
        self.bottom.push_back(c);
        self.tally.put(c);
    }

    /// Reveals the next card: a random one of the pile, else the next returned one.
    pub(crate) fn draw(&mut self) {
        self.epoch += 1;
        self.drawn += 1;
        let c = if self.pile.is_empty() {
            self.bottom.pop_front().expect("draw checked the deck")
        } else {
            let i = self.rng.index(self.pile.len());
            self.pile.swap_remove(i)
        };
        self.tally.take(c);
        let guards = self.holdings[self.active].guards;
        let would_bust = self.pirates_in_harbour() >= 1;
        if card(c).kind == Kind::Pirate && would_bust && u32::from(self.driven_off) < guards {
            self.driven_off += 1;
            self.send_to_bottom(c);
            return;
        }
        if self.deck_len() == 0 {
            self.deck_ran_out = true;
        }
        self.harbour.push(c);
        if self.pirates_in_harbour() >= 2 {
            self.bust();
        }
    }

    /// Stops revealing: to the purchase if something can be bought, else banks at once.
    pub(crate) fn stop(&mut self) {
        if self.can_buy_any() {
            self.step = Step::Purchase;
        } else {
            self.finish(None);
        }
    }

    /// The second pirate: every revealed card goes to the bottom of the deck, no gold.
    fn bust(&mut self) {
        let seat = self.active;
        for c in std::mem::take(&mut self.harbour) {
            self.send_to_bottom(c);
        }
        let jester = self.holdings[seat].bust_gold;
        let banked = self.pay(seat, jester);
        self.last = Some(TurnSummary {
            seat,
            busted: true,
            bought: None,
            paid: 0,
            banked,
        });
        self.end_turn();
    }

    /// Buys the card at `bought` (if any), banks the other ships' gold and the abilities' gold,
    /// discards the banked ships, returns the rest to the bottom of the deck and ends the turn.
    pub(crate) fn finish(&mut self, bought: Option<usize>) {
        let seat = self.active;
        let income = self.ship_gold(bought) + self.bonus_gold(seat, bought);
        let paid = bought.map_or(0, |s| self.cost_for(seat, self.harbour[s]));
        let banked = if income >= paid {
            paid + self.pay(seat, income - paid)
        } else {
            self.seats[seat].gold -= paid - income;
            self.bank += paid - income;
            income
        };
        let harbour = std::mem::take(&mut self.harbour);
        for (i, c) in harbour.into_iter().enumerate() {
            if Some(i) == bought {
                self.seats[seat].cards.push(c);
                self.holdings[seat].add(c);
            } else if card(c).kind == Kind::Ship {
                self.discard.push(c);
            } else {
                self.send_to_bottom(c);
            }
        }
        self.last = Some(TurnSummary {
            seat,
            busted: false,
            bought: bought.map(|_| *self.seats[seat].cards.last().expect("just bought")),
            paid,
            banked,
        });
        self.end_turn();
    }

    /// Moves up to `gold` from the bank to `seat`; returns what was paid.
    fn pay(&mut self, seat: Seat, gold: u32) -> u32 {
        let g = gold.min(self.bank);
        self.bank -= g;
        self.seats[seat].gold += g;
        g
    }

    /// Ends the active turn: the target-score trigger and its extra turns, the empty-deck end, the
    /// safety limit; else the next player's turn starts with the governors' income.
    fn end_turn(&mut self) {
        let seat = self.active;
        self.turns[seat] += 1;
        self.drawn = 0;
        self.driven_off = 0;
        let reached = self.score(seat) >= u32::from(self.options.target_points);
        match &mut self.end {
            Some(e) => e.turns_left -= 1,
            None if reached => {
                self.end = Some(EndTrigger {
                    seat,
                    turns_left: (self.seats.len() - 1) as u8,
                })
            }
            None => {}
        }
        let over = self.end.is_some_and(|e| e.turns_left == 0)
            || self.deck_ran_out
            || self.turns.iter().all(|&t| t >= MAX_TURNS_PER_PLAYER);
        if over {
            self.step = Step::Over;
            return;
        }
        self.active = (seat + 1) % self.players();
        self.step = Step::Reveal;
        let income = self.holdings[self.active].income;
        self.pay(self.active, income);
    }
}

/// What the log line of an action needs from the state before it.
pub(crate) struct Before {
    /// The seat acting.
    active: Seat,
    /// Turns taken by all seats.
    turns: u32,
    /// Ships driven off so far this turn.
    driven_off: u8,
    /// Cards in the harbour.
    harbour: usize,
    /// The card a `Buy` takes (0 for other actions).
    bought: u8,
}

impl Before {
    /// Captures what the log line of `action` will need, before it is applied to `state`.
    pub(crate) fn of(state: &PortRoyal, action: Action) -> Self {
        Before {
            active: state.active,
            turns: state.turns.iter().sum(),
            driven_off: state.driven_off,
            harbour: state.harbour.len(),
            bought: match action {
                Action::Buy { slot } => state.harbour[slot as usize],
                _ => 0,
            },
        }
    }
}

/// The public log line of `action`, from what `before` captured and the state `after` it.
pub(crate) fn log_entry(before: &Before, action: Action, after: &PortRoyal) -> LogEntry {
    let who = LogArg::Player(before.active);
    match action {
        Action::Draw => {
            let busted = after.last.is_some_and(|l| l.busted)
                && after.turns.iter().sum::<u32>() != before.turns;
            if busted {
                return LogEntry::new("port_royal.log.bust", [who]);
            }
            if after.driven_off > before.driven_off {
                return LogEntry::new("port_royal.log.driven_off", [who]);
            }
            match after.harbour.last() {
                Some(&c) if card(c).kind == Kind::Pirate => {
                    LogEntry::new("port_royal.log.pirate", [who])
                }
                Some(&c) => LogEntry::new("port_royal.log.draw", [who, LogArg::Key(card(c).name)]),
                None => LogEntry::new("port_royal.log.bust", [who]),
            }
        }
        Action::Stop if after.step == Step::Purchase => LogEntry::new(
            "port_royal.log.stop",
            [who, LogArg::Num(before.harbour as i64)],
        ),
        Action::Stop | Action::Pass => {
            let banked = after.last.map_or(0, |l| l.banked);
            LogEntry::new("port_royal.log.bank", [who, LogArg::Num(i64::from(banked))])
        }
        Action::Buy { .. } => {
            let c = before.bought;
            let (paid, banked) = after.last.map_or((0, 0), |l| (l.paid, l.banked));
            LogEntry::new(
                "port_royal.log.buy",
                [
                    who,
                    LogArg::Key(card(c).name),
                    LogArg::Num(i64::from(paid)),
                    LogArg::Num(i64::from(banked)),
                ],
            )
        }
    }
}
