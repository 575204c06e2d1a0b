//! The fit rule for line ends, rules 2 and 3 of placing, and its tables.
//!
//! An empty cell is described by two edge masks: `closed`, the edges facing off the board or a
//! tile, and `open`, the edges facing a line end. Whether a tile fits depends on its line ends
//! only, so the answer for every pair of masks is computed once, at compile time. This module
//! knows nothing of the board; [`crate::Board`] keeps the masks of every cell and asks here.

use crate::edge::Edges;
use crate::tile::TileSet;

/// The placement rule for line ends, on an empty cell whose edges facing off the board or a
/// tile are `closed` and whose edges facing a line end are `open`: a tile with line ends
/// `edges` may go there exactly when its line ends among the closed edges are the open ones
/// (rule 2: lines meet, no line runs off the board or is cut off) and some edge is open
/// (rule 3: a line is continued).
///
/// ```
/// use loopit_core::{line_ends_fit, Edges};
/// let e = |s: &str| Edges::parse(s).unwrap();
/// // A cell in the top row with a line end coming from the tile below it.
/// let (closed, open) = (e("NS"), e("S"));
/// assert!(line_ends_fit(e("ES"), closed, open)); // meets the line, runs on to the right
/// assert!(!line_ends_fit(e("NS"), closed, open)); // would run off the board
/// assert!(!line_ends_fit(e("EW"), closed, open)); // would cut the line off
/// assert!(!line_ends_fit(e("EW"), e("N"), Edges::EMPTY)); // continues no line
/// ```
#[inline]
#[must_use]
pub const fn line_ends_fit(edges: Edges, closed: Edges, open: Edges) -> bool {
    edges.0 & closed.0 == open.0 && open.0 != 0
}

/// For every pair of masks (`closed`, `open`), the sets of line ends that fit
/// ([`line_ends_fit`]) as a 16-bit mask. Index: `closed × 16 + open`. (Used at compile time,
/// to build [`TILES_THAT_FIT`].)
const SHAPES_THAT_FIT: [u16; 256] = {
    let mut out = [0u16; 256];
    let mut index = 0;
    while index < 256 {
        let (closed, open) = (Edges((index / 16) as u8), Edges((index % 16) as u8));
        let mut edges = 0u8;
        while edges < 16 {
            if line_ends_fit(Edges(edges), closed, open) {
                out[index] |= 1 << edges;
            }
            edges += 1;
        }
        index += 1;
    }
    out
};

/// For every pair of masks (`closed`, `open`), the tiles that fit. Index: `closed × 16 + open`.
static TILES_THAT_FIT: [TileSet; 256] = {
    let mut out = [TileSet::EMPTY; 256];
    let mut index = 0;
    while index < 256 {
        let shapes = SHAPES_THAT_FIT[index];
        let mut edges = 0u8;
        while edges < 16 {
            if shapes & (1 << edges) != 0 {
                out[index].0 |= TileSet::with_edges(Edges(edges)).0;
            }
            edges += 1;
        }
        index += 1;
    }
    out
};

/// The tiles that fit an empty cell with masks `closed` and `open`, given in one byte:
/// `closed` in the high four bits, `open` in the low four (as the board keeps them).
#[inline]
pub(crate) fn tiles_that_fit(masks: u8) -> TileSet {
    TILES_THAT_FIT[usize::from(masks)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::Tile;

    #[test]
    fn the_tables_say_what_the_rule_says() {
        for closed in 0..16u8 {
            for open in 0..16u8 {
                let (closed, open) = (Edges(closed), Edges(open));
                for edges in 0..16u8 {
                    let fits = line_ends_fit(Edges(edges), closed, open);
                    let index = closed.0 as usize * 16 + open.0 as usize;
                    assert_eq!(SHAPES_THAT_FIT[index] & (1 << edges) != 0, fits);
                }
                for tile in Tile::ALL {
                    assert_eq!(
                        tiles_that_fit((closed.0 << 4) | open.0).contains(tile),
                        line_ends_fit(tile.edges(), closed, open),
                    );
                }
            }
        }
    }
}
