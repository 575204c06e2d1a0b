//! Where a tile may be placed: the three rules of placing, as RULES.md states them.

use std::fmt;

use crate::board::Board;
use crate::cell::{Cell, CellSet};
use crate::edge::{Edge, Edges};
use crate::tile::{Tile, TileSet};

/// The placement rule for line ends, on an empty cell whose edges facing off the board or a
/// tile are `closed` and whose edges facing a line end are `open`: a tile with line ends
/// `edges` may go there exactly when its line ends among the closed edges are the open ones
/// (rule 2: lines meet, no line runs off the board or is cut off) and some edge is open
/// (rule 3: a line is continued).
#[inline]
#[must_use]
pub const fn line_ends_fit(edges: Edges, closed: Edges, open: Edges) -> bool {
    edges.0 & closed.0 == open.0 && open.0 != 0
}

/// For every pair of masks (`closed`, `open`), the sets of line ends that fit
/// ([`line_ends_fit`]) as a 16-bit mask. Index: `closed × 16 + open`.
static SHAPES_THAT_FIT: [u16; 256] = {
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
static FITS: [TileSet; 256] = {
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

/// The sets of line ends that fit an empty cell with masks `closed` and `open`, as a mask
/// (bit `e` for `Edges(e)`).
#[inline]
pub(crate) fn shapes_that_fit(closed: Edges, open: Edges) -> u16 {
    SHAPES_THAT_FIT[closed.0 as usize * 16 + open.0 as usize]
}

/// Why a tile may not be placed on a cell, or a placement may not be made in this turn.
///
/// The `Display` text completes the sentence "This tile cannot go here: …".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// Rule 1: the cell already holds a tile.
    CellTaken {
        /// The cell.
        cell: Cell,
        /// The tile on it.
        tile: Tile,
    },
    /// Rule 2: a line of the tile would run off the board.
    RunsOffBoard {
        /// The edge of the tile whose line would leave the board.
        edge: Edge,
    },
    /// Rule 2: a line of the tile would end against a neighbour with no line end there.
    LineNotMet {
        /// The edge of the tile with the line end.
        edge: Edge,
        /// The neighbouring tile, which has no line end facing it.
        neighbour: Tile,
    },
    /// Rule 2: the tile would cut off a line of a neighbour.
    CutsLine {
        /// The edge of the tile facing the neighbour's line end.
        edge: Edge,
        /// The neighbouring tile whose line would be cut off.
        neighbour: Tile,
    },
    /// Rule 3: the tile would continue no line of a placed tile.
    ContinuesNoLine,
    /// The bank slot holds no unplaced tile.
    EmptySlot {
        /// The slot (0–4).
        slot: usize,
    },
    /// Three tiles have been placed this turn already.
    TurnFull,
    /// The game is over.
    GameOver,
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::CellTaken { cell, tile } => {
                write!(f, "cell {cell} already holds tile {tile}")
            }
            PlaceError::RunsOffBoard { edge } => {
                write!(f, "its line at the {} would run off the board", edge.word())
            }
            PlaceError::LineNotMet { edge, neighbour } => write!(
                f,
                "its line at the {} would end against tile {neighbour}, which has no line there",
                edge.word()
            ),
            PlaceError::CutsLine { edge, neighbour } => write!(
                f,
                "it would cut off the line of tile {neighbour} at its {} edge",
                edge.word()
            ),
            PlaceError::ContinuesNoLine => {
                f.write_str("it would not continue any line of a tile on the board")
            }
            PlaceError::EmptySlot { slot } => {
                write!(f, "bank slot {} holds no tile to place", slot + 1)
            }
            PlaceError::TurnFull => f.write_str("three tiles have been placed this turn already"),
            PlaceError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for PlaceError {}

impl Board {
    /// The tiles that may be placed on `cell` (empty for a taken cell).
    ///
    /// A tile `T` may be placed on `c` exactly when (RULES.md, "Placing a tile"):
    ///
    /// 1. `c` is empty;
    /// 2. for each edge `d` of `c`, with `n` the neighbour across it: where `T` has a line end
    ///    on `d`, `n` is on the board and, if `n` holds a tile, that tile has a line end facing
    ///    `c` (the lines meet); where `T` has none, a tile on `n` has no line end facing `c`
    ///    (a placed tile never cuts off a line);
    /// 3. at least one line is continued: `T` has a line end towards a tile.
    ///
    /// With `closed` the edges of `c` facing off the board or a tile and `open` those facing a
    /// line end, rules 2 and 3 say: `edges(T) ∩ closed = open` and `open ≠ ∅`
    /// ([`line_ends_fit`]). The answer is one table look-up.
    #[inline]
    #[must_use]
    pub fn fits(&self, cell: Cell) -> TileSet {
        if self.occupied().contains(cell) {
            return TileSet::EMPTY;
        }
        let closed = self.closed_edges(cell).0 as usize;
        let open = self.open_edges(cell).0 as usize;
        FITS[closed * 16 + open]
    }

    /// Whether `tile` may be placed on `cell` (see [`Board::fits`] for the rules).
    #[inline]
    #[must_use]
    pub fn can_place(&self, tile: Tile, cell: Cell) -> bool {
        self.fits(cell).contains(tile)
    }

    /// Why `tile` may not be placed on `cell`, or `Ok` when it may: the rules of
    /// [`Board::fits`], checked one at a time so the first broken rule can be told to a player.
    pub fn check_placement(&self, tile: Tile, cell: Cell) -> Result<(), PlaceError> {
        if let Some(taken) = self.tile(cell) {
            return Err(PlaceError::CellTaken { cell, tile: taken });
        }
        let edges = tile.edges();
        let mut continues = false;
        for edge in Edge::ALL {
            let has_line = edges.contains(edge);
            let Some(n) = cell.neighbour(edge) else {
                if has_line {
                    return Err(PlaceError::RunsOffBoard { edge });
                }
                continue;
            };
            let Some(neighbour) = self.tile(n) else {
                continue;
            };
            let meets = neighbour.edges().contains(edge.opposite());
            match (has_line, meets) {
                (true, true) => continues = true,
                (true, false) => return Err(PlaceError::LineNotMet { edge, neighbour }),
                (false, true) => return Err(PlaceError::CutsLine { edge, neighbour }),
                (false, false) => {}
            }
        }
        if continues {
            Ok(())
        } else {
            Err(PlaceError::ContinuesNoLine)
        }
    }

    /// Every cell where `tile` may be placed, in row-major order: one look-up, since the board
    /// keeps the legal cells of every set of line ends up to date.
    #[inline]
    #[must_use]
    pub fn legal_cells(&self, tile: Tile) -> CellSet {
        self.legal_cells_for_edges(tile.edges())
    }

    /// Whether any tile of `tiles` may be placed somewhere on the board.
    #[must_use]
    pub fn any_placeable(&self, tiles: TileSet) -> bool {
        (0..16).any(|shape| {
            let edges = Edges(shape);
            !self.legal_cells_for_edges(edges).is_empty()
                && !tiles.intersect(TileSet::with_edges(edges)).is_empty()
        })
    }

    /// The tiles of `tiles` that may be placed somewhere on the board.
    #[must_use]
    pub fn placeable(&self, tiles: TileSet) -> TileSet {
        let mut fitting = TileSet::EMPTY;
        for shape in 0..16 {
            let edges = Edges(shape);
            if !self.legal_cells_for_edges(edges).is_empty() {
                fitting = fitting.union(TileSet::with_edges(edges));
            }
        }
        fitting.intersect(tiles)
    }
}

/// Why a board is not a position the game can reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// No tile on the board at all.
    Empty,
    /// No tile on the start cell `5,5`.
    NoStartTile,
    /// A tile has a line end on an edge of the board.
    RunsOffBoard {
        /// The cell of the tile.
        cell: Cell,
        /// The tile.
        tile: Tile,
        /// The edge whose line leaves the board.
        edge: Edge,
    },
    /// A tile has a line end facing a neighbour that has none in return.
    LinesDoNotMeet {
        /// The cell of the tile with the line end.
        cell: Cell,
        /// The tile with the line end.
        tile: Tile,
        /// Its edge with the line end.
        edge: Edge,
        /// The cell of the neighbour.
        other_cell: Cell,
        /// The neighbour, which has no line end facing the tile.
        other: Tile,
    },
    /// A tile is not joined, line by line, to the tile on the start cell.
    NotJoined {
        /// The cell of the tile.
        cell: Cell,
        /// The tile.
        tile: Tile,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Empty => {
                f.write_str("the board is empty: the start tile must lie on 5,5")
            }
            PositionError::NoStartTile => f.write_str("no tile lies on the start cell 5,5"),
            PositionError::RunsOffBoard { cell, tile, edge } => write!(
                f,
                "tile {tile} on {cell} has a line running off the board at its {} edge",
                edge.word()
            ),
            PositionError::LinesDoNotMeet {
                cell,
                tile,
                edge,
                other_cell,
                other,
            } => write!(
                f,
                "tile {tile} on {cell} has a line end at its {} edge, but tile {other} on \
                 {other_cell} has none facing it",
                edge.word()
            ),
            PositionError::NotJoined { cell, tile } => write!(
                f,
                "tile {tile} on {cell} is not joined by lines to the start tile on 5,5"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl Board {
    /// Checks that the board is a position the game can reach: the start cell holds a tile,
    /// every line of every tile meets a line of its neighbour or an empty cell (none runs off
    /// the board, none ends against a tile without a line end there), and every tile is joined,
    /// line by line, to the tile on the start cell. Such a board can be laid tile by tile by the
    /// rules of placing, outwards from the start cell.
    pub fn check_position(&self) -> Result<(), PositionError> {
        if self.is_empty() {
            return Err(PositionError::Empty);
        }
        if self.tile(Cell::START).is_none() {
            return Err(PositionError::NoStartTile);
        }
        for (cell, tile) in self.placed() {
            for edge in Edge::ALL {
                let has_line = tile.edges().contains(edge);
                let Some(n) = cell.neighbour(edge) else {
                    if has_line {
                        return Err(PositionError::RunsOffBoard { cell, tile, edge });
                    }
                    continue;
                };
                let Some(other) = self.tile(n) else { continue };
                let facing = other.edges().contains(edge.opposite());
                if has_line && !facing {
                    return Err(PositionError::LinesDoNotMeet {
                        cell,
                        tile,
                        edge,
                        other_cell: n,
                        other,
                    });
                }
                if facing && !has_line {
                    return Err(PositionError::LinesDoNotMeet {
                        cell: n,
                        tile: other,
                        edge: edge.opposite(),
                        other_cell: cell,
                        other: tile,
                    });
                }
            }
        }
        let joined = self.joined_to(Cell::START);
        if let Some((cell, tile)) = self.placed().find(|(cell, _)| !joined.contains(*cell)) {
            return Err(PositionError::NotJoined { cell, tile });
        }
        Ok(())
    }

    /// The tiles reachable from `from` by stepping from tile to tile across edges where both
    /// have a line end.
    #[must_use]
    pub fn joined_to(&self, from: Cell) -> CellSet {
        let mut seen = CellSet::EMPTY;
        if self.tile(from).is_none() {
            return seen;
        }
        let mut stack = vec![from];
        seen.insert(from);
        while let Some(cell) = stack.pop() {
            let Some(tile) = self.tile(cell) else {
                continue;
            };
            for edge in tile.edges().iter() {
                let Some(n) = cell.neighbour(edge) else {
                    continue;
                };
                let meets = self
                    .tile(n)
                    .is_some_and(|other| other.edges().contains(edge.opposite()));
                if meets && !seen.contains(n) {
                    seen.insert(n);
                    stack.push(n);
                }
            }
        }
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    /// 541 on 5,5 and 126 (N, W) on 5,6: the position of the rules' example.
    fn example() -> Board {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        board.put(Cell::new(5, 6), t("126"));
        board
    }

    #[test]
    fn cell_must_be_empty() {
        let board = example();
        assert_eq!(
            board.check_placement(t("422"), Cell::new(5, 6)),
            Err(PlaceError::CellTaken {
                cell: Cell::new(5, 6),
                tile: t("126")
            })
        );
        assert!(!board.can_place(t("422"), Cell::new(5, 6)));
    }

    #[test]
    fn lines_must_meet() {
        // 324 (E, W) on 4,5: its W line... no neighbour W; its E line meets 4,6 empty. But S of
        // 4,5 is 541 with a line N: 324 has no line S, so it would cut 541's line.
        let board = example();
        assert_eq!(
            board.check_placement(t("324"), Cell::new(4, 5)),
            Err(PlaceError::CutsLine {
                edge: Edge::S,
                neighbour: t("541")
            })
        );
        // 422 (N, S) on 5,7: its... 5,7 W neighbour is 126, which has no E line: 422 has no W
        // line either, and no other neighbour: nothing continued.
        assert_eq!(
            board.check_placement(t("422"), Cell::new(5, 7)),
            Err(PlaceError::ContinuesNoLine)
        );
        // 425 (E, W) on 5,7: its W line would end against 126, which has no E line.
        assert_eq!(
            board.check_placement(t("425"), Cell::new(5, 7)),
            Err(PlaceError::LineNotMet {
                edge: Edge::W,
                neighbour: t("126")
            })
        );
    }

    #[test]
    fn no_line_may_run_off_the_board() {
        let mut board = Board::new();
        board.put(Cell::new(0, 1), t("122")); // E-W path along the top row
        assert_eq!(
            board.check_placement(t("121"), Cell::new(0, 0)), // N, E
            Err(PlaceError::RunsOffBoard { edge: Edge::N })
        );
        assert!(board.check_placement(t("122"), Cell::new(0, 0)).is_err());
        assert!(board.can_place(t("123"), Cell::new(0, 0))); // E, S
    }

    #[test]
    fn a_line_must_be_continued() {
        let board = example();
        // 6,6 touches nothing at all.
        assert_eq!(
            board.check_placement(t("122"), Cell::new(6, 6)),
            Err(PlaceError::ContinuesNoLine)
        );
    }

    #[test]
    fn fits_agrees_with_the_rules_checked_one_by_one() {
        let board = example();
        for cell in Cell::all() {
            for tile in Tile::ALL {
                assert_eq!(
                    board.can_place(tile, cell),
                    board.check_placement(tile, cell).is_ok(),
                    "{tile} on {cell}"
                );
            }
        }
    }

    #[test]
    fn legal_cells_of_the_example() {
        let board = example();
        let cells: Vec<String> = board
            .legal_cells(t("422"))
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(cells, ["4,5", "4,6", "6,5"]);
    }
}
