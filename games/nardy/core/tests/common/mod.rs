//! Hand-written positions for the tests, through the save format.

#![allow(dead_code)]

use nardy_core::{Colour, Position, Roll, SaveFile, legal_turns};

/// A position from `"24:W14 18:W1 12:B15"` (point:colour count), through the save JSON.
/// `off` is (White, Black); `first` says who has yet to move.
pub fn pos(points: &str, to_move: char, off: (u32, u32), first: (bool, bool)) -> Position {
    let entries: Vec<String> = points
        .split_whitespace()
        .map(|e| {
            let (p, rest) = e.split_once(':').expect("point:colour count");
            let (c, n) = rest.split_at(1);
            format!("\"{p}\": [\"{c}\", {n}]")
        })
        .collect();
    let json = format!(
        r#"{{"version": 1, "points": {{{}}}, "off": {{"W": {}, "B": {}}}, "to_move": "{to_move}",
            "first_turn": {{"W": {}, "B": {}}}}}"#,
        entries.join(", "),
        off.0,
        off.1,
        first.0,
        first.1
    );
    match SaveFile::parse(&json) {
        Ok(s) => s.position,
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
