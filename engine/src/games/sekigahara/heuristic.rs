//! The heuristic bot: grabs and holds castles and border provinces, attacks with a clear
//! numerical edge, commits battle cards that both secure its units and hit the enemy.

use super::content::*;
use super::map::{neighbours, MAP, PROVINCES};
use super::view::SekigaharaView;
use super::{Action, Phase};
use crate::float::smaller;
use crate::rng::GameRng;

/// What a province is worth holding.
fn worth(p: u8) -> f32 {
    let m = &MAP[p as usize];
    1.0 + if m.castle { 3.0 } else { 0.0 } + if m.border { 7.0 } else { 0.0 }
}

/// Who stands where, per province.
struct Presence {
    /// Units per side.
    units: [[u8; 2]; PROVINCES],
    /// The clans (a bit per clan) of the enemy's units.
    enemy_clans: [u32; PROVINCES],
    /// My units not yet sworn.
    unsworn: [u8; PROVINCES],
}

/// Where the units of `me` and of the enemy stand.
fn presence(v: &SekigaharaView, me: u8) -> Presence {
    let mut at = Presence {
        units: [[0; 2]; PROVINCES],
        enemy_clans: [0; PROVINCES],
        unsworn: [0; PROVINCES],
    };
    for u in &v.units {
        if let Some(p) = u.province {
            let p = p as usize;
            at.units[p][u.side as usize] += 1;
            if u.side != me {
                at.enemy_clans[p] |= 1 << u.clan;
            } else if !u.sworn {
                at.unsworn[p] += 1;
            }
        }
    }
    at
}

/// Steps from each province to the nearest province `me` does not control.
fn distances(v: &SekigaharaView, me: u8) -> [u8; PROVINCES] {
    let mut d = [u8::MAX; PROVINCES];
    // A breadth-first search; each province enters the queue once.
    let mut queue = [0u8; PROVINCES];
    let mut len = 0;
    for p in 0..PROVINCES as u8 {
        if v.control[p as usize] != Some(me) {
            d[p as usize] = 0;
            queue[len] = p;
            len += 1;
        }
    }
    let mut i = 0;
    while i < len {
        let p = queue[i];
        for q in neighbours(p) {
            if d[q as usize] == u8::MAX {
                d[q as usize] = d[p as usize] + 1;
                queue[len] = q;
                len += 1;
            }
        }
        i += 1;
    }
    d
}

/// Enemy units adjacent to each province.
fn threats(n: &[[u8; 2]; PROVINCES], enemy: u8) -> [u8; PROVINCES] {
    let mut t = [0u8; PROVINCES];
    for (p, t) in t.iter_mut().enumerate() {
        *t = neighbours(p as u8)
            .map(|q| n[q as usize][enemy as usize])
            .sum();
    }
    t
}

/// The heuristic's choice among `legal`.
pub fn choose(v: &SekigaharaView, legal: &[Action], rng: &mut GameRng) -> Action {
    let me = v.seat;
    let enemy = 1 - me;
    let at = presence(v, me);
    let n = at.units;
    let threat_at = threats(&n, enemy);
    let threat = |p: u8| threat_at[p as usize];
    let dist = distances(v, me);
    // Urgency: the enemy would win at the end of this round.
    let danger =
        v.castles[enemy as usize] >= CASTLES_TO_WIN || v.borders[enemy as usize] >= BORDERS_TO_WIN;
    let score = |a: &Action| -> f32 {
        match *a {
            Action::Pass => 0.0,
            Action::DoneCommitting => 0.0,
            Action::CommitBattleCard { card: c } => {
                let Some(b) = v.battle.as_ref() else {
                    return 0.0;
                };
                let Some(clan) = card_clan(c) else {
                    return -1.0;
                };
                let fighting = |i: usize| {
                    v.units[i].province == Some(b.to) || b.attackers.contains(&(i as u8))
                };
                let already = b
                    .own_committed
                    .iter()
                    .filter(|&&k| card_clan(k) == Some(clan))
                    .count();
                let foes = (0..v.units.len())
                    .filter(|&i| fighting(i) && v.units[i].side == enemy && v.units[i].clan == clan)
                    .count();
                let mine = (0..v.units.len())
                    .filter(|&i| {
                        fighting(i)
                            && v.units[i].side == me
                            && v.units[i].clan == clan
                            && !v.units[i].sworn
                    })
                    .count();
                let mut s = 0.0;
                if foes * 2 > already {
                    s += 2.0;
                }
                if mine > 0 && already == 0 {
                    s += 1.5 * mine as f32;
                }
                s - 0.3 * f32::from(card_value(c))
            }
            Action::Retreat { to } => {
                f32::from(n[to as usize][me as usize]) + worth(to) - f32::from(threat(to))
            }
            Action::Move {
                from,
                to,
                clan: _,
                count,
            } => {
                let mut s = -0.6;
                if v.control[to as usize] != Some(me) {
                    s += 2.0 * worth(to);
                }
                let here = n[from as usize][me as usize];
                let d_from = f32::from(dist[from as usize].min(9));
                let d_to = f32::from(dist[to as usize].min(9));
                s += (d_from - d_to) * 0.8 * f32::from(count);
                let t_to = f32::from(threat(to));
                if t_to > 0.0 {
                    s += 0.4 * worth(to) * smaller(f32::from(count), t_to + 1.0);
                }
                let t_from = f32::from(threat(from));
                if count == here && t_from > 0.0 {
                    s -= 0.5 * worth(from) * smaller(3.0, t_from);
                }
                s
            }
            Action::Attack {
                from: _,
                to,
                counts,
            } => {
                let att: u8 = counts.iter().sum();
                let def = n[to as usize][enemy as usize];
                // Cards left after paying (each clan's first cards in the hand pay) that
                // would hit a defender.
                let defenders = at.enemy_clans[to as usize];
                let mut to_pay = counts;
                let hitters = v
                    .hand
                    .iter()
                    .filter(|&&x| match card_clan(x) {
                        Some(c) if to_pay.get(c as usize).is_some_and(|&k| k > 0) => {
                            to_pay[c as usize] -= 1;
                            false
                        }
                        Some(c) => defenders & (1 << c) != 0,
                        None => false,
                    })
                    .count()
                    .min(3);
                let margin = i32::from(att) - i32::from(def) + i32::from(hitters >= 2);
                let p = match margin {
                    m if m >= 3 => 0.9,
                    2 => 0.75,
                    1 if def == 0 => 0.6,
                    1 => 0.5,
                    0 => 0.2,
                    _ => 0.05,
                };
                let urgent = if danger && (MAP[to as usize].castle || MAP[to as usize].border) {
                    3.0
                } else {
                    1.0
                };
                p * (3.0 * worth(to) * urgent + f32::from(def)) - 0.7 * f32::from(att) - 1.0
            }
            Action::Gift { unit, cards } => {
                let u = v.units[unit as usize];
                let p = u.province.unwrap_or(0);
                let front = f32::from(threat(p).min(3));
                front * 0.8 + if MAP[p as usize].border { 1.0 } else { 0.0 }
                    - 0.9 * cards.count_ones() as f32
            }
            Action::PlayEvent { card: c, province } => match (card(c), province) {
                (Card::Event(HandEvent::ForcedMarch), _) => 2.5,
                (Card::Event(HandEvent::Oath), Some(p)) => {
                    let unsworn = f32::from(at.unsworn[p as usize]);
                    unsworn * (0.3 + 0.4 * f32::from(threat(p).min(3))) - 0.5
                }
                (Card::Event(HandEvent::Reinforcements), Some(p)) => {
                    1.0 + 0.5 * worth(p) * f32::from(threat(p).min(2))
                }
                _ => 0.0,
            },
        }
    };
    let mut best = legal[0];
    let mut best_score = f32::MIN;
    for a in legal {
        let s = score(a) + rng.below(100) as f32 * 0.001;
        if s > best_score {
            best_score = s;
            best = *a;
        }
    }
    if let Phase::Commit { .. } = v.phase {
        if best_score <= 0.05 && legal.contains(&Action::DoneCommitting) {
            return Action::DoneCommitting;
        }
    }
    best
}
