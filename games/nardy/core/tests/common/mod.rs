//! Hand-written positions for the tests, checked by their counts (the rules are tried on
//! positions no game need reach; a save file is checked for reachability too).

#![allow(dead_code)]

use nardy_core::{Colour, Position, Roll, legal_turns};

/// A position from `"24:W14 18:W1 12:B15"` (point:colour count). `off` is (White, Black);
/// `first` says who has yet to move.
pub fn pos(points: &str, to_move: char, off: (u32, u32), first: (bool, bool)) -> Position {
    let colour = |c: &str| {
        if c == "W" {
            Colour::White
        } else {
            Colour::Black
        }
    };
    let mut counts = [None; 24];
    for e in points.split_whitespace() {
        let (p, rest) = e.split_once(':').expect("point:colour count");
        let (c, n) = rest.split_at(1);
        let p: usize = p.parse().expect("a point");
        counts[p - 1] = Some((colour(c), n.parse().expect("a count")));
    }
    let off = [off.0, off.1].map(|n| u8::try_from(n).expect("a count"));
    let to_move = colour(&to_move.to_string());
    match Position::from_counts(&counts, off, to_move, [first.0, first.1]) {
        Ok(p) => p,
        Err(e) => panic!("bad test position {points}: {e}"),
    }
}

/// The start with `c` to move.
pub fn start(c: Colour) -> Position {
    Position::start(c)
}

/// A roll.
pub fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).expect("dice 1-6")
}

/// The `moves` lines: one step sequence per distinct position.
pub fn lines(p: &Position, a: u8, b: u8) -> Vec<String> {
    legal_turns(p, roll(a, b))
        .iter()
        .map(|t| {
            t.steps
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}
