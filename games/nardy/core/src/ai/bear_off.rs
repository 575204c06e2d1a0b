//! How many rolls a side needs to bear off when all its checkers are home and nothing stands
//! in its way: exact, for every way of standing in the home (54,264 of them), worked out once
//! when first asked.
//!
//! For each position and each of the 21 rolls the turn that leaves the fewest rolls on average
//! is taken; the chances of needing 0, 1, 2 … more rolls follow. Both sides all home with no
//! contact, the chance to win is exact from the two tables ([`race_chance`]); with one side
//! home, its mean and spread of rolls stand in for the pip estimate.
//!
//! A step in the home is the rules' own once no opponent checker can be in the way (a race):
//! a die moves a checker down or bears off one from its point, a higher die one from the highest
//! point; every die can be played while a checker is left.

use std::sync::OnceLock;

use crate::position::{Colour, Position};
use crate::rules::Roll;

/// The most rolls the table tells apart; needing more is counted as needing this many (15
/// checkers on the 6-point take at most 30 rolls, so this is never reached).
const MAX_ROLLS: usize = 32;

/// Checkers on relative points 1–6 (index 0 is point 1).
type Home = [u8; 6];

/// The table: per position (by [`rank`]), the chance of needing exactly n more rolls.
struct Table {
    rolls: Vec<[f32; MAX_ROLLS]>,
    mean: Vec<f32>,
    variance: Vec<f32>,
}

/// `binom[n][k]` = n choose k, for n ≤ 21.
const fn binomials() -> [[u32; 7]; 22] {
    let mut b = [[0u32; 7]; 22];
    let mut n = 0;
    while n < 22 {
        b[n][0] = 1;
        let mut k = 1;
        while k < 7 {
            b[n][k] = if n == 0 {
                0
            } else {
                b[n - 1][k - 1] + b[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    b
}

const BINOM: [[u32; 7]; 22] = binomials();

/// Home positions of at most 15 checkers.
const POSITIONS: usize = BINOM[21][6] as usize;

/// The index of a home of at most 15 checkers among all of them.
fn rank(h: &Home) -> usize {
    let mut left = 15usize;
    let mut index = 0usize;
    for (i, &n) in h.iter().enumerate() {
        let slots = 5 - i;
        for v in 0..usize::from(n) {
            index += BINOM[left - v + slots][slots] as usize;
        }
        left -= usize::from(n);
    }
    index
}

/// Every home of at most 15 checkers, fewest pips first.
fn all_homes() -> Vec<Home> {
    let mut out = Vec::with_capacity(POSITIONS);
    let mut h = [0u8; 6];
    fn fill(h: &mut Home, i: usize, left: u8, out: &mut Vec<Home>) {
        if i == 6 {
            out.push(*h);
            return;
        }
        for n in 0..=left {
            h[i] = n;
            fill(h, i + 1, left - n, out);
        }
        h[i] = 0;
    }
    fill(&mut h, 0, 15, &mut out);
    out.sort_by_key(pips);
    out
}

fn pips(h: &Home) -> u32 {
    h.iter()
        .enumerate()
        .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
        .sum()
}

/// The homes one die can leave (perhaps more than once each).
fn after_die(h: &Home, die: u8, out: &mut Vec<Home>) {
    let highest = (1..=6u8).rev().find(|&p| h[usize::from(p - 1)] > 0);
    let Some(highest) = highest else {
        out.push(*h);
        return;
    };
    for p in 1..=6u8 {
        let i = usize::from(p - 1);
        if h[i] == 0 {
            continue;
        }
        let mut next = *h;
        next[i] -= 1;
        if p > die {
            next[usize::from(p - die - 1)] += 1;
        } else if p < die && p != highest {
            continue;
        }
        out.push(next);
    }
}

fn build() -> Table {
    let homes = all_homes();
    let mut rolls = vec![[0f32; MAX_ROLLS]; POSITIONS];
    let mut mean = vec![0f32; POSITIONS];
    let mut variance = vec![0f32; POSITIONS];
    // `best[i][die − 1][k − 1]`: the home, of those `k` dice of `die` can leave from home `i`,
    // that needs the fewest rolls on average. Every home a die leaves has fewer pips, so it
    // is known by the time a home is reached (fewest pips first).
    let mut best = vec![[[0u32; 4]; 6]; POSITIONS];
    let mut next = Vec::new();
    let all = Roll::all();
    for h in homes {
        let i = rank(&h);
        if h == [0; 6] {
            rolls[i][0] = 1.0;
            best[i] = [[i as u32; 4]; 6];
            continue;
        }
        // The homes one die leaves, by index, for each die.
        let mut kids: [Vec<u32>; 6] = Default::default();
        for (d, kid) in kids.iter_mut().enumerate() {
            next.clear();
            after_die(&h, d as u8 + 1, &mut next);
            kid.extend(next.iter().map(|t| rank(t) as u32));
            for k in 0..4 {
                best[i][d][k] = kid
                    .iter()
                    .map(|&t| {
                        if k == 0 {
                            t
                        } else {
                            best[t as usize][d][k - 1]
                        }
                    })
                    .min_by(|&a, &b| mean[a as usize].total_cmp(&mean[b as usize]))
                    .unwrap_or(i as u32);
            }
        }
        let fewest = |a: &u32, b: &u32| mean[*a as usize].total_cmp(&mean[*b as usize]);
        let mut dist = [0f32; MAX_ROLLS];
        for (roll, weight) in &all {
            let [d1, d2] = roll.dice().map(|d| usize::from(d - 1));
            let end = if roll.is_double() {
                best[i][d1][3]
            } else {
                // One die, then the best the other leaves, in either order.
                kids[d1]
                    .iter()
                    .map(|&t| best[t as usize][d2][0])
                    .chain(kids[d2].iter().map(|&t| best[t as usize][d1][0]))
                    .min_by(fewest)
                    .unwrap_or(i as u32)
            };
            let w = f32::from(*weight) / 36.0;
            for n in 0..MAX_ROLLS {
                dist[(n + 1).min(MAX_ROLLS - 1)] += w * rolls[end as usize][n];
            }
        }
        let m: f32 = dist.iter().enumerate().map(|(n, p)| n as f32 * p).sum();
        let v: f32 = dist
            .iter()
            .enumerate()
            .map(|(n, p)| (n as f32 - m).powi(2) * p)
            .sum();
        rolls[i] = dist;
        mean[i] = m;
        variance[i] = v;
    }
    Table {
        rolls,
        mean,
        variance,
    }
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// `c`'s checkers in its home, `None` unless all its checkers left are home.
fn home(pos: &Position, c: Colour) -> Option<Home> {
    if !pos.all_home(c) {
        return None;
    }
    let mut h = [0u8; 6];
    for (i, n) in h.iter_mut().enumerate() {
        *n = pos.own_rel(c, i as u8 + 1);
    }
    Some(h)
}

/// The mean and the variance of the rolls a side needs to bear off from the home `h`
/// (checkers on relative points 1–6, at most 15 in all).
pub(crate) fn rolls_of(h: &Home) -> (f32, f32) {
    let t = table();
    let i = rank(h);
    (t.mean[i], t.variance[i])
}

/// The exact chance that the side to move wins a race in which both sides are all home,
/// each bearing off as fast as it can on average; `None` unless both are home.
pub(crate) fn race_chance(pos: &Position) -> Option<f32> {
    let mover = pos.to_move();
    let a = home(pos, mover)?;
    let b = home(pos, mover.opponent())?;
    let t = table();
    let (a, b) = (&t.rolls[rank(&a)], &t.rolls[rank(&b)]);
    // The mover wins in its n-th roll if the other has not finished in n − 1.
    let mut other_not_done = 1.0f32;
    let mut win = 0.0f32;
    for n in 1..MAX_ROLLS {
        other_not_done -= b[n - 1];
        win += a[n] * other_not_done.max(0.0);
    }
    Some(win.clamp(0.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_a_numbering() {
        let all = all_homes();
        assert_eq!(all.len(), POSITIONS);
        let mut seen = vec![false; POSITIONS];
        for h in &all {
            let r = rank(h);
            assert!(!seen[r]);
            seen[r] = true;
        }
    }

    #[test]
    fn known_bear_offs() {
        let t = table();
        // One checker on the 1-point: one roll.
        assert!((t.mean[rank(&[1, 0, 0, 0, 0, 0])] - 1.0).abs() < 1e-6);
        // Two on the 1-point: one roll.
        assert!((t.mean[rank(&[2, 0, 0, 0, 0, 0])] - 1.0).abs() < 1e-6);
        // Three on the 1-point: one roll with a double (6 of 36), else two.
        let three = rank(&[3, 0, 0, 0, 0, 0]);
        assert!((t.mean[three] - 66.0 / 36.0).abs() < 1e-5);
        assert!((t.rolls[three][1] - 6.0 / 36.0).abs() < 1e-6);
        // Fifteen on the 6-point take longer than the 90 pips' 11 rolls, yet fewer than 32.
        let all = rank(&[0, 0, 0, 0, 0, 15]);
        assert!(t.mean[all] > 11.0 && t.mean[all] < 16.0, "{}", t.mean[all]);
        assert!(t.rolls[all][MAX_ROLLS - 1] < 1e-6);
    }
}
