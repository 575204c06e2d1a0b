//! Checks two levels' bear-off play against the exact chance to win.
//!
//! ```sh
//! cargo run --release -p nardy-core --example bear_off_check -- expert strong 3 3
//! ```
//!
//! For every position with White's last `W` checkers and Black's last `B` checkers in their
//! homes (no contact: a pure bear-off), White to move, and every roll with more than one turn
//! to choose from, the two levels' choices are compared. Where they differ, the exact chance
//! that White wins after each (every later turn of both sides played to win, worked out from
//! the rules by trying every roll and every turn) says which choice is better. Prints how
//! often each level's choice is the better one, the total of the chances it gains, and the
//! positions where the difference is greatest.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::collections::HashMap;

use nardy_core::{Colour, Level, Position, Roll, Turn, choose, legal_turns};

/// The chance that the side to move in `pos` wins with best play by both sides.
fn exact(pos: &Position, memo: &mut HashMap<Position, f64>) -> f64 {
    if pos.outcome().is_some() {
        // The side that just moved has won.
        return 0.0;
    }
    if let Some(v) = memo.get(pos) {
        return *v;
    }
    let mut total = 0.0;
    for (roll, weight) in Roll::all() {
        let turns = legal_turns(pos, roll);
        let v = if turns.is_empty() {
            let passed = Turn::new(*pos, roll).finish().unwrap_or(*pos);
            1.0 - exact(&passed, memo)
        } else {
            turns
                .iter()
                .map(|t| 1.0 - exact(&t.position, memo))
                .fold(0.0, f64::max)
        };
        total += v * f64::from(weight);
    }
    let v = total / 36.0;
    memo.insert(*pos, v);
    v
}

/// Every way to stand `1..=n` checkers on the six home points.
fn homes(n: u8) -> Vec<[u8; 6]> {
    let mut out = Vec::new();
    fn fill(h: &mut [u8; 6], i: usize, left: u8, n: u8, out: &mut Vec<[u8; 6]>) {
        if i == 6 {
            if left < n {
                out.push(*h);
            }
            return;
        }
        for k in 0..=left {
            h[i] = k;
            fill(h, i + 1, left - k, n, out);
        }
    }
    fill(&mut [0; 6], 0, n, n, &mut out);
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level = |i: usize| args.get(i).and_then(|s| s.parse::<Level>().ok());
    let count = |i: usize, d: u8| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (Some(a), Some(b)) = (level(0), level(1)) else {
        eprintln!("error: give two levels and the checkers of each side, e.g. `expert strong 3 3`");
        return;
    };
    let (white, black) = (count(2, 3).min(15), count(3, 3).min(15));
    let mut memo = HashMap::new();
    let mut differ: Vec<(f64, String)> = Vec::new();
    for wh in homes(white) {
        for bh in homes(black) {
            let mut points = [None; 24];
            for i in 0..6 {
                if wh[i] > 0 {
                    points[i] = Some((Colour::White, wh[i]));
                }
                if bh[i] > 0 {
                    points[12 + i] = Some((Colour::Black, bh[i]));
                }
            }
            let off = [15 - wh.iter().sum::<u8>(), 15 - bh.iter().sum::<u8>()];
            let Ok(p) = Position::from_counts(&points, off, Colour::White, [false, false]) else {
                continue;
            };
            for (roll, _) in Roll::all() {
                if legal_turns(&p, roll).len() < 2 {
                    continue;
                }
                let (Some(ta), Some(tb)) = (choose(a, &p, roll), choose(b, &p, roll)) else {
                    continue;
                };
                if ta.position == tb.position {
                    continue;
                }
                let va = 1.0 - exact(&ta.position, &mut memo);
                let vb = 1.0 - exact(&tb.position, &mut memo);
                let steps = |t: &nardy_core::LegalTurn| {
                    t.steps
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                differ.push((
                    va - vb,
                    format!(
                        "{p:?} {roll}: {a} {} ({va:.3}), {b} {} ({vb:.3})",
                        steps(&ta),
                        steps(&tb)
                    ),
                ));
            }
        }
    }
    differ.sort_by(|x, y| y.0.total_cmp(&x.0));
    let better = differ.iter().filter(|d| d.0 > 1e-9).count();
    let worse = differ.iter().filter(|d| d.0 < -1e-9).count();
    let gain: f64 = differ.iter().map(|d| d.0).sum();
    println!(
        "bear-offs of up to {white} White and {black} Black checkers: the levels differ on {} \
         (position, roll); {a} better on {better}, {b} better on {worse}, equal on {}; \
         {a} gains {gain:.2} in chances in all",
        differ.len(),
        differ.len() - better - worse
    );
    for d in differ.iter().take(3) {
        println!("  {:+.3} {}", d.0, d.1);
    }
    for d in differ.iter().rev().take(3).filter(|d| d.0 < -1e-9) {
        println!("  {:+.3} {}", d.0, d.1);
    }
}
