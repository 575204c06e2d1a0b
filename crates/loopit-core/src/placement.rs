//! The placements of a turn: which tile went from which bank slot to which cell, and what it
//! earned.

use std::fmt;
use std::ops::Deref;

use crate::cell::{Cell, CellSet};
use crate::tile::Tile;

/// One tile placed this turn: which bank slot it came from, where it went, what it earned.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Placement {
    /// The bank slot the tile came from (it goes back there if taken back).
    pub slot: usize,
    /// The tile.
    pub tile: Tile,
    /// The cell it lies on.
    pub cell: Cell,
    /// The points it earned, scored on the board as it was when it was placed.
    pub points: u32,
}

impl fmt::Display for Placement {
    /// `NAME@r,c=points`, as the command line writes a computer's placement.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}={}", self.tile, self.cell, self.points)
    }
}

/// The placements of one turn, at most three, in the order they were made. Dereferences to a
/// slice of [`Placement`]s.
#[derive(Copy, Clone)]
pub struct Placements {
    items: [Placement; Placements::MAX],
    len: usize,
}

impl Default for Placements {
    fn default() -> Placements {
        const UNUSED: Placement = Placement {
            slot: 0,
            tile: Tile::ALL[0],
            cell: Cell::START,
            points: 0,
        };
        Placements {
            items: [UNUSED; Placements::MAX],
            len: 0,
        }
    }
}

impl Placements {
    /// How many tiles a player may place in one turn.
    pub const MAX: usize = 3;

    /// Whether three tiles have been placed.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.len == Placements::MAX
    }

    /// The sum of the placements' points.
    #[must_use]
    pub fn points(&self) -> u32 {
        self.iter().map(|p| p.points).sum()
    }

    /// The placement on `cell`, with its position in the turn, if a tile was placed there.
    #[must_use]
    pub fn find(&self, cell: Cell) -> Option<(usize, Placement)> {
        self.iter()
            .enumerate()
            .find(|(_, p)| p.cell == cell)
            .map(|(i, p)| (i, *p))
    }

    /// The cells of the placements.
    #[must_use]
    pub fn cells(&self) -> CellSet {
        self.iter().map(|p| p.cell).collect()
    }

    /// A turn's placements as another program tells them (a game server to a window that
    /// follows the game): `None` when there are more than [`Placements::MAX`].
    #[must_use]
    pub fn from_slice(placements: &[Placement]) -> Option<Placements> {
        if placements.len() > Placements::MAX {
            return None;
        }
        let mut all = Placements::default();
        for placement in placements {
            all.push(*placement);
        }
        Some(all)
    }

    pub(crate) fn push(&mut self, placement: Placement) {
        self.items[self.len] = placement;
        self.len += 1;
    }

    pub(crate) fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

impl Deref for Placements {
    type Target = [Placement];
    fn deref(&self) -> &[Placement] {
        &self.items[..self.len]
    }
}

impl PartialEq for Placements {
    fn eq(&self, other: &Placements) -> bool {
        **self == **other
    }
}

impl Eq for Placements {}

impl fmt::Debug for Placements {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_told_by_a_server_keeps_its_order_and_at_most_three() {
        let at = |slot: usize, points| Placement {
            slot,
            tile: Tile::ALL[slot],
            cell: Cell::START,
            points,
        };
        let told = [at(2, 4), at(0, 7)];
        let placements = Placements::from_slice(&told).expect("two fit");
        assert_eq!(&*placements, &told[..]);
        assert_eq!(placements.points(), 11);
        assert!(Placements::from_slice(&[at(0, 1), at(1, 1), at(2, 1), at(3, 1)]).is_none());
    }
}
