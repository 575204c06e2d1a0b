//! A hint: a turn for the player to move — the Expert's (Turn ▸ Hint), or the best one a
//! review found — with the points of each placement. The views show it as numbered ghost
//! tiles.

use loopit_core::{Cell, Tile};

/// A hint shown on the board: a turn for the player to move (the Expert's, or the best one a
/// review found), as numbered ghost tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The placements in the order to make them: cell, tile and the points each earns.
    pub placements: Vec<(Cell, Tile, u32)>,
    /// Their total.
    pub points: u32,
}

impl Hint {
    /// What is left of the hint once its first `done` placements are made.
    #[must_use]
    pub fn after(&self, done: usize) -> Hint {
        let placements = self.placements.get(done..).unwrap_or_default().to_vec();
        let points = placements.iter().map(|&(_, _, points)| points).sum();
        Hint { placements, points }
    }
}
