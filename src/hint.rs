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
