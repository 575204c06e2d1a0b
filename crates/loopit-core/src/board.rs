//! The 11×11 board: which tile lies where, the premium fields, and what each empty cell
//! demands of a tile laid on it.

use std::fmt;

use crate::cell::{Cell, CellSet};
use crate::edge::{Edge, Edges};
use crate::fit;
use crate::tile::{Tile, TileSet};

/// Premium multiplier of every cell, row by row (1 = plain cell), as the crate README ("Board") draws it.
const PREMIUM: [[u8; 11]; 11] = [
    [6, 1, 1, 1, 1, 6, 1, 1, 1, 1, 6],
    [1, 1, 5, 1, 1, 1, 1, 1, 5, 1, 1],
    [1, 4, 1, 1, 1, 4, 1, 1, 1, 4, 1],
    [1, 1, 1, 3, 1, 1, 1, 3, 1, 1, 1],
    [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1],
    [6, 1, 4, 1, 2, 1, 2, 1, 4, 1, 6],
    [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1],
    [1, 1, 1, 3, 1, 1, 1, 3, 1, 1, 1],
    [1, 4, 1, 1, 1, 4, 1, 1, 1, 4, 1],
    [1, 1, 5, 1, 1, 1, 1, 1, 5, 1, 1],
    [6, 1, 1, 1, 1, 6, 1, 1, 1, 1, 6],
];

/// The premium multiplier of `cell`: 1 for a plain cell, 2 to 6 for a premium field.
///
/// ```
/// use loopit_core::{premium, Cell};
/// assert_eq!(premium(Cell::new(0, 0)), 6);
/// assert_eq!(premium(Cell::new(4, 5)), 2);
/// assert_eq!(premium(Cell::START), 1);
/// ```
#[inline]
#[must_use]
pub const fn premium(cell: Cell) -> u32 {
    PREMIUM_BY_INDEX[cell.index()] as u32
}

/// [`PREMIUM`] by cell index, so that a look-up needs no division.
const PREMIUM_BY_INDEX: [u8; Cell::COUNT] = {
    let mut out = [0; Cell::COUNT];
    let mut i = 0;
    while i < Cell::COUNT {
        out[i] = PREMIUM[i / 11][i % 11];
        i += 1;
    }
    out
};

/// The edges of each cell that face off the board.
const BORDER: [Edges; Cell::COUNT] = {
    let mut out = [Edges::EMPTY; Cell::COUNT];
    let mut i = 0;
    while i < Cell::COUNT {
        let (row, col) = (i / 11, i % 11);
        let mut mask = 0;
        if row == 0 {
            mask |= 1;
        }
        if col == 10 {
            mask |= 2;
        }
        if row == 10 {
            mask |= 4;
        }
        if col == 0 {
            mask |= 8;
        }
        out[i] = Edges(mask);
        i += 1;
    }
    out
};

/// The tiles on an 11×11 board.
///
/// Besides the tile on each cell, the board keeps for every cell two edge masks that make
/// the placement rule a couple of bit operations (see [`Board::fits`]):
///
/// - `closed`: the edges that face off the board or face a tile;
/// - `open`: the edges that face a tile with a line end pointing at this cell;
///
/// both in one byte per cell (`Masks`), so that the board is smaller to copy (the computer
/// players copy it once a turn) and the byte is itself the index of the fit table.
///
/// It keeps what the masks allow sliced by edge as well, as sets of cells (for each edge `d`:
/// `allows[d][1]`, the cells where a new tile may have a line end on `d`, that edge being open
/// or facing an empty cell; `allows[d][0]`, those where it may have none, that edge not being
/// open), and the **frontier**, the empty cells next to a line end, which are the only cells
/// where a tile can ever be placed. Placing or lifting a tile updates its cell and its four
/// neighbours only (a few bits each); nothing rescans the board. "Where may this tile go" is
/// then four intersections of sets of cells ([`Board::legal_cells`]), and "which tiles fit
/// here" one table look-up ([`Board::fits`]).
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    tiles: [Option<Tile>; Cell::COUNT],
    occupied: CellSet,
    frontier: CellSet,
    on_board: TileSet,
    masks: [Masks; Cell::COUNT],
    /// Indexed by edge (`Edge as usize`), then by whether the new tile has a line end there
    /// (0 or 1): the cells where that is allowed (see [`Board::legal_cells`]).
    allows: [[CellSet; 2]; 4],
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

/// A cell's two edge masks in one byte: `closed` in the high four bits, `open` in the low
/// four (`open` lies within `closed`). The byte is the index of the cell's fitting tiles in
/// [`fit::tiles_that_fit`].
#[derive(Copy, Clone, PartialEq, Eq)]
struct Masks(u8);

impl Masks {
    /// The edges facing a tile with a line end pointing at this cell.
    #[inline(always)]
    fn open(self) -> Edges {
        Edges(self.0 & 0b1111)
    }
}

/// The masks of the cells of an empty board: closed only where they face off the board.
const EMPTY_BOARD_MASKS: [Masks; Cell::COUNT] = {
    let mut out = [Masks(0); Cell::COUNT];
    let mut i = 0;
    while i < Cell::COUNT {
        out[i] = Masks(BORDER[i].0 << 4);
        i += 1;
    }
    out
};

/// What an empty board allows, per edge: no line end on an edge facing off the board, and
/// anything elsewhere (nothing is open yet).
const EMPTY_BOARD_ALLOWS: [[CellSet; 2]; 4] = {
    let every = (1u128 << Cell::COUNT) - 1;
    let mut out = [[CellSet(every); 2]; 4];
    let mut i = 0;
    while i < Cell::COUNT {
        let mut edge = 0;
        while edge < 4 {
            if BORDER[i].0 & (1 << edge) != 0 {
                out[edge][1].0 &= !(1 << i);
            }
            edge += 1;
        }
        i += 1;
    }
    out
};

impl Board {
    /// An empty board.
    #[must_use]
    pub fn new() -> Board {
        Board {
            tiles: [None; Cell::COUNT],
            occupied: CellSet::EMPTY,
            frontier: CellSet::EMPTY,
            on_board: TileSet::EMPTY,
            masks: EMPTY_BOARD_MASKS,
            allows: EMPTY_BOARD_ALLOWS,
        }
    }

    /// The tile on `cell`, if any.
    #[inline]
    #[must_use]
    pub fn tile(&self, cell: Cell) -> Option<Tile> {
        self.tiles[cell.index()]
    }

    /// The cells that hold a tile.
    #[inline]
    #[must_use]
    pub fn occupied(&self) -> CellSet {
        self.occupied
    }

    /// The tiles on the board.
    #[inline]
    #[must_use]
    pub fn tiles_on_board(&self) -> TileSet {
        self.on_board
    }

    /// Every tile on the board with its cell, in row-major order.
    pub fn placed(&self) -> impl Iterator<Item = (Cell, Tile)> + '_ {
        self.occupied
            .iter()
            .filter_map(|cell| self.tile(cell).map(|tile| (cell, tile)))
    }

    /// How many tiles lie on the board.
    #[must_use]
    pub fn len(&self) -> usize {
        self.occupied.len()
    }

    /// Whether the board holds no tile.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.occupied.is_empty()
    }

    /// The empty cells next to a line end of a placed tile: the only cells where a tile may be
    /// placed (rule 3 of placing wants a line continued).
    #[inline]
    #[must_use]
    pub fn frontier(&self) -> CellSet {
        self.frontier
    }

    /// The edges of the empty `cell` that face a tile with a line end pointing at it: for a
    /// legal placement on `cell`, exactly the line ends of the new tile that meet a line.
    #[inline]
    pub(crate) fn open_edges(&self, cell: Cell) -> Edges {
        self.masks[cell.index()].open()
    }

    /// Lays `tile` on `cell` without checking any rule (the caller has checked, or is building a
    /// position to be validated afterwards). Updates the masks of the four neighbours.
    ///
    /// # Panics
    ///
    /// When `cell` is taken (a programmer's error).
    ///
    /// Always inlined: the computer's planning lays each of its tiles once, and the call's own
    /// cost was about a fifth of it (1,900 instructions in a two-player Normal game).
    #[inline(always)]
    pub fn put(&mut self, cell: Cell, tile: Tile) {
        assert!(self.tile(cell).is_none(), "cell {cell} is taken");
        self.tiles[cell.index()] = Some(tile);
        self.occupied.insert(cell);
        self.frontier.remove(cell);
        self.on_board.insert(tile);
        let edges = tile.edges();
        for edge in Edge::ALL {
            if let Some(n) = cell.neighbour(edge) {
                let facing = edge.opposite();
                let i = n.index();
                // The edge of `n` facing `cell` faced an empty cell, so it allowed anything; now
                // it is closed, and open exactly when the new tile has a line end towards `n`.
                let side = facing.set().0;
                let allows = &mut self.allows[facing as usize];
                if edges.contains(edge) {
                    self.masks[i].0 |= side << 4 | side;
                    allows[0].remove(n);
                    if self.tiles[i].is_none() {
                        self.frontier.insert(n);
                    }
                } else {
                    self.masks[i].0 |= side << 4;
                    allows[1].remove(n);
                }
            }
        }
    }

    /// Lifts the tile off `cell` and returns it (`None` when the cell is empty). Updates the
    /// masks of the four neighbours; the result is exactly the board before the tile was put.
    pub fn lift(&mut self, cell: Cell) -> Option<Tile> {
        let tile = self.tiles[cell.index()].take()?;
        self.occupied.remove(cell);
        self.on_board.remove(tile);
        if !self.masks[cell.index()].open().is_empty() {
            self.frontier.insert(cell);
        }
        for edge in Edge::ALL {
            if let Some(n) = cell.neighbour(edge) {
                let facing = edge.opposite();
                let i = n.index();
                // The edge of `n` facing `cell` is on the board, so only the tile closed it: it
                // faces an empty cell again and allows anything.
                let side = facing.set().0;
                self.masks[i].0 &= !(side << 4 | side);
                for allowed in &mut self.allows[facing as usize] {
                    allowed.insert(n);
                }
                if self.masks[i].open().is_empty() {
                    self.frontier.remove(n);
                }
            }
        }
        Some(tile)
    }

    /// The tiles that may be placed on `cell` (empty for a taken cell).
    ///
    /// A tile `T` may be placed on `c` exactly when (the crate README, "Placing a tile"):
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
    /// ([`line_ends_fit`](crate::line_ends_fit)). The answer is one table look-up.
    #[inline]
    #[must_use]
    pub fn fits(&self, cell: Cell) -> TileSet {
        if self.occupied.contains(cell) {
            return TileSet::EMPTY;
        }
        fit::tiles_that_fit(self.masks[cell.index()].0)
    }

    /// Whether `tile` may be placed on `cell` (see [`Board::fits`] for the rules).
    #[inline]
    #[must_use]
    pub fn can_place(&self, tile: Tile, cell: Cell) -> bool {
        self.fits(cell).contains(tile)
    }

    /// Every cell where `tile` may be placed, in row-major order.
    ///
    /// The rule of [`Board::fits`], for all cells at once: a frontier cell `c` (empty, some
    /// edge open) takes a tile with line ends `E` exactly when `E ∩ closed(c) = open(c)`, that
    /// is, edge by edge (`open` lies within `closed`): an edge `d` of `E` is not closed or is
    /// open, and an edge `d` not in `E` is not open. The board keeps, per edge, the cells where
    /// each of the two is allowed, so this is the frontier intersected with one set per edge.
    #[inline]
    #[must_use]
    pub fn legal_cells(&self, tile: Tile) -> CellSet {
        let edges = tile.edges();
        let mut cells = self.frontier.0;
        for edge in Edge::ALL {
            cells &= self.allows[edge as usize][usize::from(edges.contains(edge))].0;
        }
        CellSet(cells)
    }

    /// Whether any tile of `tiles` may be placed somewhere on the board.
    #[must_use]
    pub fn any_placeable(&self, tiles: TileSet) -> bool {
        self.frontier
            .iter()
            .any(|cell| !self.fits(cell).intersect(tiles).is_empty())
    }

    /// The tiles of `tiles` that may be placed somewhere on the board: those that fit some
    /// frontier cell.
    #[must_use]
    pub fn placeable(&self, tiles: TileSet) -> TileSet {
        let mut fitting = TileSet::EMPTY;
        for cell in self.frontier {
            fitting = fitting.union(self.fits(cell));
        }
        fitting.intersect(tiles)
    }

    /// The tiles reachable from `from` by stepping from tile to tile across edges where both
    /// have a line end.
    #[must_use]
    pub(crate) fn joined_to(&self, from: Cell) -> CellSet {
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

impl fmt::Display for Board {
    /// The layout of the golden cases: 11 rows of 11 entries, `...` for an empty cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..Cell::SIDE {
            for col in 0..Cell::SIDE {
                if col > 0 {
                    f.write_str(" ")?;
                }
                match self.tile(Cell::new(row, col)) {
                    Some(tile) => write!(f, "{tile}")?,
                    None => f.write_str("...")?,
                }
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\n{self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    #[test]
    fn premium_layout_is_the_one_of_the_rules_and_the_start_cell_is_plain() {
        let rows = [
            "6 1 1 1 1 6 1 1 1 1 6",
            "1 1 5 1 1 1 1 1 5 1 1",
            "1 4 1 1 1 4 1 1 1 4 1",
            "1 1 1 3 1 1 1 3 1 1 1",
            "1 1 1 1 1 2 1 1 1 1 1",
            "6 1 4 1 2 1 2 1 4 1 6",
            "1 1 1 1 1 2 1 1 1 1 1",
            "1 1 1 3 1 1 1 3 1 1 1",
            "1 4 1 1 1 4 1 1 1 4 1",
            "1 1 5 1 1 1 1 1 5 1 1",
            "6 1 1 1 1 6 1 1 1 1 6",
        ];
        for (row, text) in rows.iter().enumerate() {
            let got: Vec<String> = (0..11)
                .map(|col| premium(Cell::new(row as u8, col)).to_string())
                .collect();
            assert_eq!(got.join(" "), *text, "row {row}");
        }
        assert_eq!(Cell::START, Cell::new(5, 5));
        assert_eq!(premium(Cell::START), 1);
    }

    #[test]
    fn put_then_lift_restores_the_board() {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        let before = board.clone();
        board.put(Cell::new(5, 6), t("126"));
        assert_ne!(board, before);
        assert_eq!(board.lift(Cell::new(5, 6)), Some(t("126")));
        assert_eq!(board, before);
    }

    #[test]
    fn frontier_is_the_empty_cells_next_to_line_ends() {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        board.put(Cell::new(5, 6), t("126"));
        let cells: Vec<String> = board.frontier().iter().map(|c| c.to_string()).collect();
        // 541 points N, S, W (E is taken); 126 points N (W is taken).
        assert_eq!(cells, ["4,5", "4,6", "5,4", "6,5"]);
    }

    #[test]
    fn display_uses_the_golden_layout() {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        let text = board.to_string();
        assert_eq!(text.lines().count(), 11);
        assert_eq!(
            text.lines().nth(5),
            Some("... ... ... ... ... 541 ... ... ... ... ...")
        );
    }
}
