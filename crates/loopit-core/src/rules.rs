//! Why a placement is refused, and why a board is not a reachable position: the rules checked
//! one at a time, so that the first broken one can be told to a person. The fast answer to
//! "may this tile go there" is [`Board::fits`]; this module explains a "no".

use std::fmt;

use crate::board::Board;
use crate::cell::Cell;
use crate::edge::Edge;
use crate::tile::Tile;

/// Why a tile may not be placed on a cell, or a placement may not be made in this turn.
///
/// The `Display` text completes the sentence "This tile cannot go here: …". It travels as
/// `{"why": "line_not_met", "edge": "N", "neighbour": "331"}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
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

/// Why `tile` may not be placed on `cell` of `board`, or `Ok` when it may: the rules of
/// [`Board::fits`], checked one at a time so the first broken rule can be told to a player.
/// Agrees with [`Board::can_place`] on every cell and tile.
pub fn check_placement(board: &Board, tile: Tile, cell: Cell) -> Result<(), PlaceError> {
    if let Some(taken) = board.tile(cell) {
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
        let Some(neighbour) = board.tile(n) else {
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

/// Checks that `board` is a position the game can reach: the start cell holds a tile,
/// every line of every tile meets a line of its neighbour or an empty cell (none runs off
/// the board, none ends against a tile without a line end there), and every tile is joined,
/// line by line, to the tile on the start cell. Such a board can be laid tile by tile by the
/// rules of placing, outwards from the start cell.
pub fn check_position(board: &Board) -> Result<(), PositionError> {
    if board.is_empty() {
        return Err(PositionError::Empty);
    }
    if board.tile(Cell::START).is_none() {
        return Err(PositionError::NoStartTile);
    }
    for (cell, tile) in board.placed() {
        for edge in Edge::ALL {
            let has_line = tile.edges().contains(edge);
            let Some(n) = cell.neighbour(edge) else {
                if has_line {
                    return Err(PositionError::RunsOffBoard { cell, tile, edge });
                }
                continue;
            };
            let Some(other) = board.tile(n) else { continue };
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
    let joined = board.joined_to(Cell::START);
    if let Some((cell, tile)) = board.placed().find(|(cell, _)| !joined.contains(*cell)) {
        return Err(PositionError::NotJoined { cell, tile });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::Tile;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    fn c(row: u8, col: u8) -> Cell {
        Cell::new(row, col)
    }

    /// 541 on 5,5 and 126 (N, W) on 5,6: the position of the rules' example.
    fn example() -> Board {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        board.put(c(5, 6), t("126"));
        board
    }

    #[test]
    fn rule_1_the_cell_must_be_empty() {
        let board = example();
        for tile in Tile::ALL {
            assert_eq!(
                check_placement(&board, tile, c(5, 6)),
                Err(PlaceError::CellTaken {
                    cell: c(5, 6),
                    tile: t("126")
                })
            );
        }
    }

    #[test]
    fn rule_2_no_line_runs_off_the_board() {
        let mut board = Board::new();
        board.put(c(0, 1), t("122")); // E-W path along the top row: its W line reaches 0,0
        assert_eq!(
            check_placement(&board, t("121"), c(0, 0)), // N, E
            Err(PlaceError::RunsOffBoard { edge: Edge::N })
        );
        assert_eq!(
            check_placement(&board, t("134"), c(0, 0)), // E, S, W
            Err(PlaceError::RunsOffBoard { edge: Edge::W })
        );
        assert_eq!(check_placement(&board, t("123"), c(0, 0)), Ok(())); // E, S
    }

    #[test]
    fn rule_2_lines_must_meet() {
        // 425 (E, W) on 5,7: its W line would end against 126, which has no line at its right.
        assert_eq!(
            check_placement(&example(), t("425"), c(5, 7)),
            Err(PlaceError::LineNotMet {
                edge: Edge::W,
                neighbour: t("126")
            })
        );
    }

    #[test]
    fn rule_2_a_tile_never_cuts_off_a_line() {
        // 4,5 sits above 541, whose line points up: 324 (E, W) has no line down.
        assert_eq!(
            check_placement(&example(), t("324"), c(4, 5)),
            Err(PlaceError::CutsLine {
                edge: Edge::S,
                neighbour: t("541")
            })
        );
    }

    #[test]
    fn rule_3_at_least_one_line_is_continued() {
        let board = example();
        // 5,7 touches 126 only on a side without a line: nothing to continue.
        assert_eq!(
            check_placement(&board, t("422"), c(5, 7)),
            Err(PlaceError::ContinuesNoLine)
        );
        // A cell touching nothing.
        assert_eq!(
            check_placement(&board, t("141"), c(8, 8)),
            Err(PlaceError::ContinuesNoLine)
        );
    }

    #[test]
    fn the_explanation_agrees_with_the_fast_rule_and_only_frontier_cells_are_legal() {
        let board = example();
        for tile in Tile::ALL {
            for cell in Cell::all() {
                let legal = check_placement(&board, tile, cell).is_ok();
                assert_eq!(board.can_place(tile, cell), legal, "{tile} on {cell}");
                assert!(
                    !legal || board.frontier().contains(cell),
                    "{tile} on {cell}"
                );
            }
        }
        let cells: Vec<String> = board
            .legal_cells(t("422"))
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(cells, ["4,5", "4,6", "6,5"]);
    }
}
