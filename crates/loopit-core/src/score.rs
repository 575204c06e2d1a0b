//! Points for one placement: the tile's value times the premium, plus every tile it is joined to.

use crate::board::{Board, premium};
use crate::cell::{Cell, CellSet};
use crate::edge::Edge;
use crate::tile::{Tile, TileKind};

/// What one placement earns, and which tiles on the board it is joined to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// All the points: `value × premium` plus the value of every joined tile.
    pub points: u32,
    /// The tiles of the board the new tile is joined to along its lines, each counted once.
    pub joined: CellSet,
}

/// The points for placing `tile` on the empty cell `cell` of `board` (the caller has checked
/// the placement is legal): see [`score`].
///
/// ```
/// use loopit_core::{points, Board, Cell, Tile};
/// let t = |s: &str| s.parse::<Tile>().unwrap();
/// let mut board = Board::new();
/// board.put(Cell::START, t("541"));
/// board.put(Cell::new(5, 6), t("126"));
/// // 4 × 1 + 1 (126 below) + 5 (through 126 into the junction 541)
/// assert_eq!(points(&board, t("422"), Cell::new(4, 6)), 10);
/// // 4 × 2 (premium) + 5 (the junction 541 below)
/// assert_eq!(points(&board, t("422"), Cell::new(4, 5)), 13);
/// ```
#[must_use]
#[inline]
pub fn points(board: &Board, tile: Tile, cell: Cell) -> u32 {
    tile.value() * premium(cell) + joined_points(board, cell)
}

/// The plain values of the tiles a legal placement on the empty `cell` is joined to: the part
/// of [`score`] that does not depend on the tile placed.
///
/// It does not, because a legal tile has a line end on exactly the edges of `cell` that face a
/// line end ([`Board::fits`], rule 2); its other line ends face empty cells and join nothing.
/// So the lines are followed from those edges, as [`score`] follows them, but without a set of
/// every joined tile: a path (or a dead end's straight line) carries one line, so a later line
/// can only meet it again by being the same line come round to `cell` (a closed loop, whose
/// other end is then skipped); only junctions and dead ends, where several lines end, are
/// remembered. The two agree on every legal placement (tested below).
///
/// Always inlined: a line is one or two tiles long on average, so the call's own cost (saving
/// and restoring registers) was a sixth of it; Normal calls it for every candidate cell
/// (a two-player Normal game: about 1,500 instructions less, counted with callgrind).
#[must_use]
#[inline(always)]
pub(crate) fn joined_points(board: &Board, cell: Cell) -> u32 {
    let mut points = 0;
    // The edges still to follow, as a mask (bit `e` for `Edge::ALL[e]`).
    let mut remaining = board.open_edges(cell).0;
    // Junctions and dead ends counted so far.
    let mut counted = CellSet::EMPTY;
    while remaining != 0 {
        let start = remaining.trailing_zeros() as usize;
        remaining &= remaining - 1;
        let mut next = cell.neighbour_at(start);
        let mut entry = (start + 2) & 3;
        while let Some(here) = next {
            if here == cell {
                // A closed loop: the line comes back by `entry`, which is not followed again.
                remaining &= !(1 << entry);
                break;
            }
            let Some(passed) = board.tile(here) else {
                break; // the line is not continued
            };
            let pass = Pass(PASSES[passed.index()][entry]);
            if pass.shared() {
                if counted.contains(here) {
                    break; // reached by an earlier line: counted once, and the line stops
                }
                counted.insert(here);
            }
            points += pass.value();
            let Some(exit) = pass.exit() else {
                break; // a junction, or a dead end's dot
            };
            next = here.neighbour_at(exit);
            entry = (exit + 2) & 3;
        }
    }
    points
}

/// What a line followed into a tile does there, packed in a byte for [`joined_points`]: the
/// index of the edge it leaves by (bits 0–2, 4 when it ends in the tile), the tile's value
/// (bits 3–6) and whether several lines may end in the tile (bit 7: a junction, or a dead end,
/// value 8). The same answers as [`Tile::line_through`] and [`Tile::value`], one look-up
/// instead of three: the line-following is most of Normal's scoring.
#[derive(Copy, Clone)]
struct Pass(u8);

impl Pass {
    /// The index of the edge the line leaves by, or `None` when it ends in the tile.
    #[inline(always)]
    fn exit(self) -> Option<usize> {
        let exit = usize::from(self.0 & 0b111);
        (exit < 4).then_some(exit)
    }

    /// The tile's value.
    #[inline(always)]
    fn value(self) -> u32 {
        u32::from((self.0 >> 3) & 0b1111)
    }

    /// Whether several lines may end in the tile (a junction or a dead end).
    #[inline(always)]
    fn shared(self) -> bool {
        self.0 & 0x80 != 0
    }
}

/// [`Pass`] for every tile and entry edge.
const PASSES: [[u8; 4]; Tile::COUNT] = {
    let mut out = [[0; 4]; Tile::COUNT];
    let mut i = 0;
    while i < Tile::COUNT {
        let tile = Tile::ALL[i];
        let mut e = 0;
        while e < 4 {
            let exit = tile.line_through(Edge::ALL[e]);
            let (exit, ends) = match exit {
                Some(edge) => (edge as u8, false),
                None => (4, true),
            };
            let shared = ends || tile.value() == 8;
            out[i][e] = exit | ((tile.value() as u8) << 3) | if shared { 0x80 } else { 0 };
            e += 1;
        }
        i += 1;
    }
    out
};

/// Scores placing `tile` on the empty cell `cell`, on `board` as it is now.
///
/// The placement earns `value(tile) × premium(cell)` plus the plain value of every tile
/// already on the board that the new tile is joined to by a line, each counted once.
/// From each line end of the new tile the line is followed into the neighbouring tile,
/// which is counted, and on:
///
/// - through a **path**: out by its other edge, into the next tile;
/// - through a **dead end** entered on its straight line: out by the opposite edge;
/// - into a **dead end** entered on its endpoint edge: stop (the line ends at the dot);
/// - into a **junction**: stop (the line reaches a crossing);
/// - at an empty cell: stop (the line is not continued);
/// - at a tile already counted, or back at the new tile's own cell: stop (a closed loop).
///
/// Every tile passed is counted, including the one where the line stops.
#[must_use]
pub fn score(board: &Board, tile: Tile, cell: Cell) -> Score {
    let mut points = tile.value() * premium(cell);
    let mut joined = CellSet::EMPTY;
    for start in tile.edges().iter() {
        follow_line(board, cell, start, &mut joined, |_, passed| {
            points += passed.value()
        });
    }
    Score { points, joined }
}

/// Why a line followed from a new tile stopped (see [`score`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LineStop {
    /// It reached a junction, which was counted.
    Junction(Cell),
    /// It reached a dead end's dot, which was counted.
    Dot(Cell),
    /// The next cell is empty: the line is not continued there.
    Gap(Cell),
    /// It came back to a tile already counted, or to the new tile itself.
    Loop(Cell),
}

/// One line of a placement, followed from a line end of the new tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineRun {
    /// The edge of the new tile the line leaves by.
    pub edge: Edge,
    /// The tiles counted along it, in order, each with its cell (a tile already counted on an
    /// earlier line of the same placement is not repeated).
    pub passed: Vec<(Cell, Tile)>,
    /// Where and why it stopped.
    pub stop: LineStop,
}

/// How a placement's points add up, as a player would check them: the tile's value times the
/// premium, plus each line with the tiles it counted and where it stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// The new tile's value.
    pub value: u32,
    /// The premium of its cell (1 on a plain cell).
    pub premium: u32,
    /// Every line of the new tile that runs into a tile of the board, in edge order N, E, S, W
    /// (lines that face an empty cell at once count nothing and are left out).
    pub lines: Vec<LineRun>,
    /// The total, the same as [`score`]'s.
    pub points: u32,
}

impl Breakdown {
    /// The cells of the closed loop that the new tile on `cell` closes — a line that leaves it
    /// and comes back to it ([`LineStop::Loop`] at `cell`) — the new tile's cell first, then
    /// the tiles along the line in order; `None` when it closes none.
    #[must_use]
    pub fn closed_loop(&self, cell: Cell) -> Option<Vec<Cell>> {
        let line = self
            .lines
            .iter()
            .find(|line| line.stop == LineStop::Loop(cell))?;
        Some(
            std::iter::once(cell)
                .chain(line.passed.iter().map(|&(here, _)| here))
                .collect(),
        )
    }
}

/// Explains placing `tile` on the empty cell `cell` of `board`: the same walk as [`score`],
/// with each line's counted tiles and the reason it stopped.
#[must_use]
pub fn explain(board: &Board, tile: Tile, cell: Cell) -> Breakdown {
    let value = tile.value();
    let premium = premium(cell);
    let mut points = value * premium;
    let mut joined = CellSet::EMPTY;
    let mut lines = Vec::new();
    for edge in tile.edges().iter() {
        let mut passed = Vec::new();
        let stop = follow_line(board, cell, edge, &mut joined, |here, t| {
            points += t.value();
            passed.push((here, t));
        });
        match stop {
            Some(LineStop::Gap(_)) if passed.is_empty() => {}
            Some(stop) => lines.push(LineRun { edge, passed, stop }),
            None => {}
        }
    }
    Breakdown {
        value,
        premium,
        lines,
        points,
    }
}

/// Follows the line that leaves the new tile on `cell` by `start` (the rule of [`score`]):
/// `visit` sees each tile counted, which is added to `joined`. Returns why the line stopped;
/// `None` when `start` faces off the board.
#[inline]
fn follow_line(
    board: &Board,
    cell: Cell,
    start: Edge,
    joined: &mut CellSet,
    mut visit: impl FnMut(Cell, Tile),
) -> Option<LineStop> {
    let mut here = cell.neighbour(start)?;
    let mut entry = start.opposite();
    loop {
        if here == cell || joined.contains(here) {
            return Some(LineStop::Loop(here)); // a closed loop
        }
        let Some(passed) = board.tile(here) else {
            return Some(LineStop::Gap(here)); // the line is not continued
        };
        joined.insert(here);
        visit(here, passed);
        let Some(exit) = passed.line_through(entry) else {
            return Some(if passed.kind() == TileKind::DeadEnd {
                LineStop::Dot(here)
            } else {
                LineStop::Junction(here)
            });
        };
        // A placed tile's line never runs off the board; should one, it ends there.
        here = here.neighbour(exit)?;
        entry = exit.opposite();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    fn board(tiles: &[(u8, u8, &str)]) -> Board {
        let mut board = Board::new();
        for &(row, col, name) in tiles {
            board.put(Cell::new(row, col), t(name));
        }
        board
    }

    #[test]
    fn value_times_premium_plus_joined_tiles() {
        let b = board(&[(5, 5, "541"), (5, 6, "126")]);
        assert_eq!(points(&b, t("422"), Cell::new(4, 6)), 4 + 1 + 5);
        assert_eq!(points(&b, t("422"), Cell::new(4, 5)), 4 * 2 + 5);
    }

    #[test]
    fn the_premium_counts_only_for_the_new_tile() {
        // The new 622 on 5,6 (×2): its value doubles, the joined 541 counts plain.
        let b = board(&[(5, 5, "541")]);
        assert_eq!(points(&b, t("622"), Cell::new(5, 6)), 6 * 2 + 5);
        // Once it lies there, 622 counts its plain value for a later tile.
        let b = board(&[(5, 5, "541"), (5, 6, "622")]);
        assert_eq!(points(&b, t("126"), Cell::new(5, 7)), 1 + 6 + 5);
    }

    #[test]
    fn a_path_passes_the_line_on() {
        // 541 ─ 122 ─ 225 ─ new 725 (S, W) on 5,8, a ×4 field: the line runs through both
        // paths into the junction.
        let b = board(&[(5, 5, "541"), (5, 6, "122"), (5, 7, "225")]);
        assert_eq!(points(&b, t("725"), Cell::new(5, 8)), 7 * 4 + 2 + 1 + 5);
    }

    #[test]
    fn junction_stops_the_line() {
        // 341 on 5,6 is a junction: the line from 5,7 stops there and never reaches 541.
        let b = board(&[(5, 5, "541"), (5, 6, "341")]);
        assert_eq!(points(&b, t("122"), Cell::new(5, 7)), 1 + 3);
    }

    #[test]
    fn dead_end_straight_line_goes_through() {
        // 833 (E-W straight, endpoint S) on 5,6 passes the line on to 541.
        let b = board(&[(5, 5, "541"), (5, 6, "833")]);
        assert_eq!(points(&b, t("122"), Cell::new(5, 7)), 1 + 8 + 5);
    }

    #[test]
    fn dead_end_endpoint_stops_the_line() {
        // 833's endpoint is S: a line coming up from 6,6 stops at the dot, 541 is not reached.
        let b = board(&[(5, 5, "541"), (5, 6, "833")]);
        assert_eq!(points(&b, t("121"), Cell::new(6, 6)), 1 + 8);
    }

    #[test]
    fn an_empty_cell_stops_the_line() {
        // The start path 122 (E, W): from the new tile on 5,6 the line runs through it and
        // out into the empty 5,4, where it stops.
        let b = board(&[(5, 5, "122")]);
        let score = score(&b, t("126"), Cell::new(5, 6)); // N, W
        assert_eq!(score.points, 2 + 1); // 1 × 2 for the tile, 1 for 122
        assert_eq!(score.joined.len(), 1);
    }

    #[test]
    fn each_joined_tile_counts_once() {
        // 541 on 5,5 and 126 (N, W) on 5,6 and 523 (E, S) on 4,5... the new tile 4,6 joins
        // both 126 (below) and 523 (left); the line through 126 reaches 541, the line through
        // 523 also reaches 541: 541 counts once.
        let b = board(&[(5, 5, "541"), (5, 6, "126"), (4, 5, "523")]);
        let score = score(&b, t("124"), Cell::new(4, 6)); // S, W
        assert_eq!(score.joined.len(), 3);
        assert_eq!(score.points, 1 + 1 + 5 + 5);
    }

    #[test]
    fn a_dead_end_reached_by_two_lines_counts_once_and_stops_the_later_line() {
        // 541 ─ 126 ─ 832 (N-S straight, dot E) on 4,6 ─ 123 on 3,6 ─ 221 on 3,7. The new 226
        // (N, W) on 4,7: its N line runs 221, 123, through 832, 126, into 541 (2+1+8+1+5);
        // its W line meets 832's dot, already counted: it adds nothing.
        let b = board(&[
            (5, 5, "541"),
            (5, 6, "126"),
            (4, 6, "832"),
            (3, 6, "123"),
            (3, 7, "221"),
        ]);
        assert!(b.can_place(t("226"), Cell::new(4, 7)));
        assert_eq!(score(&b, t("226"), Cell::new(4, 7)).points, 2 + 17);
        assert_eq!(points(&b, t("226"), Cell::new(4, 7)), 2 + 17);
    }

    #[test]
    fn closed_loop_stops_at_the_new_tile() {
        // A ring of four paths: 4,4 (E, S), 4,5 (S, W), 5,5 (N, W); the new 121 (N, E) on 5,4
        // (a ×2 field) closes it. Both its lines run round the ring; each tile counts once.
        let b = board(&[(4, 4, "123"), (4, 5, "124"), (5, 5, "126")]);
        let score = score(&b, t("121"), Cell::new(5, 4));
        assert_eq!(score.joined.len(), 3);
        assert_eq!(score.points, 2 + 1 + 1 + 1); // 1 × 2, then the ring
    }

    #[test]
    fn the_breakdown_names_each_line_and_why_it_stopped() {
        // 422 (N, S) on 4,6: its S line runs into 126 (N, W), through it to the left into the
        // junction 541, where it stops; its N line faces the empty 3,6 and counts nothing.
        let b = board(&[(5, 5, "541"), (5, 6, "126")]);
        let e = explain(&b, t("422"), Cell::new(4, 6));
        assert_eq!((e.value, e.premium, e.points), (4, 1, 10));
        assert_eq!(e.lines.len(), 1);
        assert_eq!(e.lines[0].edge, Edge::S);
        assert_eq!(
            e.lines[0].passed,
            [(Cell::new(5, 6), t("126")), (Cell::new(5, 5), t("541"))]
        );
        assert_eq!(e.lines[0].stop, LineStop::Junction(Cell::new(5, 5)));
    }

    #[test]
    fn the_breakdown_tells_a_dot_a_gap_and_a_loop() {
        let b = board(&[(5, 5, "541"), (5, 6, "833")]);
        let dot = explain(&b, t("121"), Cell::new(6, 6));
        assert_eq!(dot.lines[0].stop, LineStop::Dot(Cell::new(5, 6)));
        let b = board(&[(5, 5, "122")]);
        let gap = explain(&b, t("126"), Cell::new(5, 6));
        assert_eq!(gap.lines[0].stop, LineStop::Gap(Cell::new(5, 4)));
        // The ring: the second line finds every tile counted by the first.
        let b = board(&[(4, 4, "123"), (4, 5, "124"), (5, 5, "126")]);
        let ring = explain(&b, t("121"), Cell::new(5, 4));
        assert_eq!(ring.lines.len(), 2);
        assert_eq!(ring.lines[0].passed.len(), 3);
        assert_eq!(ring.lines[0].stop, LineStop::Loop(Cell::new(5, 4)));
        assert!(ring.lines[1].passed.is_empty());
        assert_eq!(ring.points, score(&b, t("121"), Cell::new(5, 4)).points);
        // The loop it closes: the new tile, then round the ring.
        assert_eq!(
            ring.closed_loop(Cell::new(5, 4)),
            Some(vec![
                Cell::new(5, 4),
                Cell::new(4, 4),
                Cell::new(4, 5),
                Cell::new(5, 5)
            ])
        );
        assert_eq!(dot.closed_loop(Cell::new(6, 6)), None);
        assert_eq!(gap.closed_loop(Cell::new(5, 6)), None);
    }

    #[test]
    fn the_breakdown_adds_up_to_the_score_everywhere_on_a_midgame_board() {
        let b = board(&[
            (5, 5, "541"),
            (5, 6, "126"),
            (4, 6, "422"),
            (5, 4, "122"),
            (5, 3, "833"),
            (6, 5, "125"),
        ]);
        for tile in Tile::ALL {
            for cell in b.legal_cells(tile).iter() {
                let e = explain(&b, tile, cell);
                let s = score(&b, tile, cell);
                assert_eq!(e.points, s.points, "{tile} on {cell}");
                let counted: u32 = e.lines.iter().map(|l| l.passed.len() as u32).sum();
                assert_eq!(counted as usize, s.joined.len(), "{tile} on {cell}");
            }
        }
    }
}
