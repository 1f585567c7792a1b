//! The actions: which are legal, why one is refused, and what each does.

use super::content::*;
use super::map::{adjacent, neighbours, PROVINCES};
use super::{Action, Battle, Phase, Sekigahara};
use crate::game::IllegalAction;

const _: () = assert!(PROVINCES <= 64, "sets of provinces are u64 masks");

/// A refusal with a `sekigahara.illegal.*` key.
fn no(
    key: &'static str,
    msg: impl Into<std::borrow::Cow<'static, str>>,
) -> Result<(), IllegalAction> {
    Err(IllegalAction::new(key, msg))
}

/// Whether a set of loyalty-card values is a gift: a total of 3 or more, no card superfluous.
pub fn is_minimal_gift(values: &[u8]) -> bool {
    let sum: u8 = values.iter().sum();
    let min = values.iter().copied().min().unwrap_or(0);
    sum >= GIFT_VALUE && sum - min < GIFT_VALUE
}

impl Sekigahara {
    /// Units of `side` and `clan` in `province`, healthiest first (fewest hits, sworn first,
    /// lowest id): the order in which they are picked to move or attack.
    pub fn stack(&self, side: u8, clan: u8, province: u8) -> Vec<u8> {
        let mut ids: Vec<u8> = (0..self.units.len() as u8)
            .filter(|&i| {
                let u = &self.units[i as usize];
                u.side == side && u.clan == clan && u.province == Some(province)
            })
            .collect();
        ids.sort_by_key(|&i| {
            let u = &self.units[i as usize];
            (u.hits, !u.sworn, i)
        });
        ids
    }

    /// Loyalty cards of `clan` in the hand of `side`.
    pub fn cards_of(&self, side: u8, clan: u8) -> usize {
        self.hands[side as usize]
            .iter()
            .filter(|&&c| card_clan(c) == Some(clan))
            .count()
    }

    /// Discards `n` loyalty cards of `clan` from the hand of `side`, lowest values first.
    fn pay(&mut self, side: u8, clan: u8, n: usize) {
        let s = side as usize;
        for _ in 0..n {
            let pos = (0..self.hands[s].len())
                .filter(|&i| card_clan(self.hands[s][i]) == Some(clan))
                .min_by_key(|&i| (card_value(self.hands[s][i]), self.hands[s][i]));
            if let Some(i) = pos {
                let c = self.hands[s].remove(i);
                self.discards[s].push(c);
            }
        }
    }

    /// Whether `side` has a unit in `province`.
    fn has_units(&self, side: u8, province: u8) -> bool {
        self.units
            .iter()
            .any(|u| u.side == side && u.province == Some(province))
    }

    /// Eliminated units of `side`.
    pub fn eliminated(&self, side: u8) -> Vec<u8> {
        (0..self.units.len() as u8)
            .filter(|&i| {
                let u = &self.units[i as usize];
                u.side == side && u.province.is_none()
            })
            .collect()
    }

    /// Whether any unit of `side` is off the map.
    pub fn any_eliminated(&self, side: u8) -> bool {
        self.units
            .iter()
            .any(|u| u.side == side && u.province.is_none())
    }

    /// Friendly provinces adjacent to `province` where units of `side` may retreat.
    pub fn retreat_options(&self, side: u8, province: u8) -> Vec<u8> {
        neighbours(province)
            .filter(|&q| self.control[q as usize] == Some(side) && !self.has_units(1 - side, q))
            .collect()
    }

    /// Fills `out` with every legal action.
    pub(super) fn list_legal(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Over => {}
            Phase::Retreat { side, from } => out.extend(
                self.retreat_options(side, from)
                    .into_iter()
                    .map(|to| Action::Retreat { to }),
            ),
            Phase::Commit { side } => {
                let b = self.battle.as_ref().expect("a battle is being prepared");
                if b.committed[side as usize].len() < MAX_BATTLE_CARDS {
                    for &c in &self.hands[side as usize] {
                        if card_clan(c).is_some() {
                            out.push(Action::CommitBattleCard { card: c });
                        }
                    }
                }
                out.push(Action::DoneCommitting);
            }
            Phase::Action => self.list_actions(out),
        }
    }

    /// The legal actions of the action phase.
    fn list_actions(&self, out: &mut Vec<Action>) {
        let me = self.turn;
        let enemy = 1 - me;
        out.push(Action::Pass);
        let mut per = [[0u8; CLANS]; PROVINCES];
        // Bit p: one of my unsworn units stands in province p (where an oath may be sworn).
        let mut unsworn = 0u64;
        for u in &self.units {
            if let (true, Some(p)) = (u.side == me, u.province) {
                per[p as usize][u.clan as usize] += 1;
                if !u.sworn {
                    unsworn |= 1 << p;
                }
            }
        }
        let cards: [usize; CLANS] = std::array::from_fn(|c| self.cards_of(me, c as u8));
        for from in 0..PROVINCES as u8 {
            let here = per[from as usize];
            if here.iter().all(|&n| n == 0) {
                continue;
            }
            for to in neighbours(from) {
                if self.control[to as usize] == Some(enemy) {
                    if self.no_attacks {
                        continue;
                    }
                    let caps: [u8; CLANS] =
                        std::array::from_fn(|c| here[c].min(cards[c].min(255) as u8));
                    let mut counts = [0u8; CLANS];
                    loop {
                        // Next counts vector (odometer over 0..=caps).
                        let mut i = 0;
                        while i < CLANS {
                            if counts[i] < caps[i] {
                                counts[i] += 1;
                                break;
                            }
                            counts[i] = 0;
                            i += 1;
                        }
                        if i == CLANS {
                            break;
                        }
                        out.push(Action::Attack { from, to, counts });
                    }
                } else {
                    for clan in 0..CLANS as u8 {
                        if cards[clan as usize] == 0 {
                            continue;
                        }
                        for count in 1..=here[clan as usize] {
                            out.push(Action::Move {
                                from,
                                to,
                                clan,
                                count,
                            });
                        }
                    }
                }
            }
        }
        // Gifts: every minimal set of loyalty cards worth 3 or more, to every unsworn unit.
        let hand = &self.hands[me as usize];
        let loyal: Vec<u8> = hand
            .iter()
            .copied()
            .filter(|&c| card_value(c) > 0)
            .collect();
        let mut gifts = Vec::new();
        let n = loyal.len();
        for mask in 1u32..(1 << n) {
            if mask.count_ones() > 3 {
                continue;
            }
            let mut vals = [0u8; 3];
            for (slot, i) in (0..n).filter(|i| mask & (1 << i) != 0).enumerate() {
                vals[slot] = card_value(loyal[i]);
            }
            if is_minimal_gift(&vals[..mask.count_ones() as usize]) {
                gifts.push(
                    (0..n)
                        .filter(|i| mask & (1 << i) != 0)
                        .fold(0u64, |m, i| m | (1u64 << loyal[i])),
                );
            }
        }
        if !gifts.is_empty() {
            for (i, u) in self.units.iter().enumerate() {
                if let (true, false, Some(p)) = (u.side == me, u.sworn, u.province) {
                    if self.control[p as usize] == Some(me) {
                        for &cards in &gifts {
                            out.push(Action::Gift {
                                unit: i as u8,
                                cards,
                            });
                        }
                    }
                }
            }
        }
        // Event cards.
        for &c in hand {
            if let Card::Event(e) = card(c) {
                match e {
                    HandEvent::ForcedMarch => out.push(Action::PlayEvent {
                        card: c,
                        province: None,
                    }),
                    HandEvent::Reinforcements => {
                        if self.any_eliminated(me) {
                            for p in 0..PROVINCES as u8 {
                                if self.control[p as usize] == Some(me) {
                                    out.push(Action::PlayEvent {
                                        card: c,
                                        province: Some(p),
                                    });
                                }
                            }
                        }
                    }
                    HandEvent::Oath => {
                        let mut at = unsworn;
                        while at != 0 {
                            let p = at.trailing_zeros() as u8;
                            at &= at - 1;
                            out.push(Action::PlayEvent {
                                card: c,
                                province: Some(p),
                            });
                        }
                    }
                }
            }
        }
    }

    /// Checks an action without changing anything.
    pub(super) fn check(&self, action: &Action) -> Result<(), IllegalAction> {
        let Some(me) = self.acting() else {
            return Err(IllegalAction::game_over());
        };
        let enemy = 1 - me;
        let in_action = self.phase == Phase::Action;
        let hand = &self.hands[me as usize];
        match *action {
            Action::Pass if in_action => Ok(()),
            Action::Move {
                from,
                to,
                clan,
                count,
            } if in_action => {
                if !adjacent(from, to) {
                    return no("sekigahara.illegal.not_adjacent", "no route joins them");
                }
                if clan as usize >= CLANS || count == 0 {
                    return no("sekigahara.illegal.bad_units", "no such units");
                }
                if self.control[to as usize] == Some(enemy) {
                    return no(
                        "sekigahara.illegal.enemy_province",
                        "cannot move into an enemy-held province: attack it",
                    );
                }
                if self.stack(me, clan, from).len() < count as usize {
                    return no("sekigahara.illegal.bad_units", "not that many units there");
                }
                if self.cards_of(me, clan) == 0 {
                    return no(
                        "sekigahara.illegal.no_card",
                        "a move costs one loyalty card of the clan",
                    );
                }
                Ok(())
            }
            Action::Attack { from, to, counts } if in_action => {
                if self.no_attacks {
                    return no("sekigahara.illegal.heavy_rain", "no attacks this round");
                }
                if !adjacent(from, to) {
                    return no("sekigahara.illegal.not_adjacent", "no route joins them");
                }
                if self.control[to as usize] != Some(enemy) {
                    return no(
                        "sekigahara.illegal.not_enemy",
                        "only an enemy-held province can be attacked",
                    );
                }
                if counts.iter().all(|&n| n == 0) {
                    return no("sekigahara.illegal.bad_units", "no attacking units");
                }
                for (c, &n) in counts.iter().enumerate() {
                    if self.stack(me, c as u8, from).len() < n as usize {
                        return no("sekigahara.illegal.bad_units", "not that many units there");
                    }
                    if self.cards_of(me, c as u8) < n as usize {
                        return no(
                            "sekigahara.illegal.no_card",
                            "an attack costs one card of the clan per attacking unit",
                        );
                    }
                }
                Ok(())
            }
            Action::Gift { unit, cards } if in_action => {
                let Some(u) = self.units.get(unit as usize) else {
                    return no("sekigahara.illegal.bad_units", "no such unit");
                };
                if u.side != me || u.sworn {
                    return no(
                        "sekigahara.illegal.gift_unit",
                        "a gift goes to one of your units that is not sworn yet",
                    );
                }
                match u.province {
                    Some(p) if self.control[p as usize] == Some(me) => {}
                    _ => {
                        return no(
                            "sekigahara.illegal.gift_unit",
                            "the unit must stand in a province you control",
                        )
                    }
                }
                let ids: Vec<u8> = (0..64u8).filter(|i| cards & (1u64 << i) != 0).collect();
                if ids.iter().any(|c| !hand.contains(c) || card_value(*c) == 0) {
                    return no(
                        "sekigahara.illegal.gift_cards",
                        "a gift is loyalty cards from your hand",
                    );
                }
                let vals: Vec<u8> = ids.iter().map(|&c| card_value(c)).collect();
                if vals.iter().map(|&v| v as u32).sum::<u32>() < u32::from(GIFT_VALUE) {
                    return no(
                        "sekigahara.illegal.gift_value",
                        "a gift needs a value of at least 3",
                    );
                }
                if !is_minimal_gift(&vals) {
                    return no(
                        "sekigahara.illegal.gift_excess",
                        "a gift may not include a card it does not need",
                    );
                }
                Ok(())
            }
            Action::PlayEvent { card: c, province } if in_action => {
                if !hand.contains(&c) {
                    return no(
                        "sekigahara.illegal.not_in_hand",
                        "that card is not in your hand",
                    );
                }
                let Card::Event(e) = card(c) else {
                    return no("sekigahara.illegal.not_event", "that is not an event card");
                };
                match (e, province) {
                    (HandEvent::ForcedMarch, None) => Ok(()),
                    (HandEvent::Reinforcements, Some(p)) if (p as usize) < PROVINCES => {
                        if !self.any_eliminated(me) {
                            no(
                                "sekigahara.illegal.no_reinforcement",
                                "none of your units is eliminated",
                            )
                        } else if self.control[p as usize] != Some(me) {
                            no(
                                "sekigahara.illegal.not_yours",
                                "reinforcements go to a province you control",
                            )
                        } else {
                            Ok(())
                        }
                    }
                    (HandEvent::Oath, Some(p)) if (p as usize) < PROVINCES => {
                        if self
                            .units
                            .iter()
                            .any(|u| u.side == me && !u.sworn && u.province == Some(p))
                        {
                            Ok(())
                        } else {
                            no(
                                "sekigahara.illegal.no_units",
                                "no unsworn unit of yours there",
                            )
                        }
                    }
                    _ => no(
                        "sekigahara.illegal.bad_target",
                        "wrong target for this event",
                    ),
                }
            }
            Action::CommitBattleCard { card: c } if matches!(self.phase, Phase::Commit { .. }) => {
                let b = self.battle.as_ref().expect("a battle is being prepared");
                if !hand.contains(&c) {
                    return no(
                        "sekigahara.illegal.not_in_hand",
                        "that card is not in your hand",
                    );
                }
                if card_clan(c).is_none() {
                    return no(
                        "sekigahara.illegal.event_battle_card",
                        "event cards cannot be battle cards",
                    );
                }
                if b.committed[me as usize].len() >= MAX_BATTLE_CARDS {
                    return no("sekigahara.illegal.three_cards", "at most 3 battle cards");
                }
                Ok(())
            }
            Action::DoneCommitting if matches!(self.phase, Phase::Commit { .. }) => Ok(()),
            Action::Retreat { to } => match self.phase {
                Phase::Retreat { side, from } if self.retreat_options(side, from).contains(&to) => {
                    Ok(())
                }
                Phase::Retreat { .. } => no(
                    "sekigahara.illegal.retreat",
                    "retreat to an adjacent province you control",
                ),
                _ => no("sekigahara.illegal.wrong_step", "not now"),
            },
            _ => no("sekigahara.illegal.wrong_step", "not now"),
        }
    }

    /// Performs a checked action.
    pub(super) fn perform(&mut self, action: Action) {
        let me = self.acting().expect("checked");
        match action {
            Action::Pass => self.actions_left -= 1,
            Action::Move {
                from,
                to,
                clan,
                count,
            } => {
                self.pay(me, clan, 1);
                for &i in self.stack(me, clan, from).iter().take(count as usize) {
                    self.units[i as usize].province = Some(to);
                }
                self.update_control();
                self.actions_left -= 1;
            }
            Action::Attack { from, to, counts } => {
                let mut attackers = Vec::new();
                for (c, &n) in counts.iter().enumerate() {
                    self.pay(me, c as u8, n as usize);
                    attackers.extend(self.stack(me, c as u8, from).into_iter().take(n as usize));
                }
                attackers.sort_unstable();
                self.battle = Some(Battle {
                    attacker: me,
                    from,
                    to,
                    attackers,
                    committed: [Vec::new(), Vec::new()],
                });
                self.actions_left -= 1;
                self.phase = Phase::Commit { side: me };
            }
            Action::Gift { unit, cards } => {
                let s = me as usize;
                for c in 0..64u8 {
                    if cards & (1u64 << c) != 0 {
                        self.hands[s].retain(|&h| h != c);
                        self.discards[s].push(c);
                    }
                }
                self.units[unit as usize].sworn = true;
                self.actions_left -= 1;
            }
            Action::PlayEvent { card: c, province } => {
                let s = me as usize;
                self.hands[s].retain(|&h| h != c);
                self.discards[s].push(c);
                self.actions_left -= 1;
                match card(c) {
                    Card::Event(HandEvent::ForcedMarch) => self.actions_left += 2,
                    Card::Event(HandEvent::Reinforcements) => {
                        let back = self.eliminated(me)[0];
                        let u = &mut self.units[back as usize];
                        u.province = province;
                        u.hits = 0;
                        u.sworn = false;
                    }
                    Card::Event(HandEvent::Oath) => {
                        for u in self.units.iter_mut() {
                            if u.side == me && u.province == province {
                                u.sworn = true;
                            }
                        }
                    }
                    Card::Loyalty { .. } => unreachable!("checked"),
                }
            }
            Action::CommitBattleCard { card: c } => {
                let s = me as usize;
                self.hands[s].retain(|&h| h != c);
                self.battle.as_mut().expect("checked").committed[s].push(c);
            }
            Action::DoneCommitting => {
                let attacker = self.battle.as_ref().expect("checked").attacker;
                if me == attacker {
                    self.phase = Phase::Commit { side: 1 - me };
                } else {
                    self.resolve_battle();
                }
            }
            Action::Retreat { to } => {
                if let Phase::Retreat { side, from } = self.phase {
                    self.retreat(side, from, to);
                }
                self.phase = Phase::Action;
            }
        }
        self.advance();
    }
}
