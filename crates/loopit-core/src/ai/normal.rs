//! Normal: the computer player as the game's rules specify it.

use crate::ai::{Choice, Strategy};
use crate::cell::CellSet;
use crate::position::Position;
use crate::score::points;

/// The computer player as the game specifies it. Up to three times in a turn:
///
/// 1. among the bank tiles that can be placed somewhere, take the highest value;
/// 2. among all bank tiles of that value and all their legal cells, choose the placement that
///    earns the most points;
/// 3. ties go to the earlier bank slot, then the smaller row, then the smaller column;
/// 4. stop early when no bank tile can be placed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Normal;

impl Strategy for Normal {
    fn choose(&self, position: &Position) -> Option<Choice> {
        if position.is_over() || position.placed().is_full() {
            return None;
        }
        let board = position.board();
        let bank = position.bank();
        // Step 1: the highest value among the bank tiles that have a legal cell.
        let top = bank
            .tiles()
            .filter(|&(_, tile)| !board.legal_cells(tile).is_empty())
            .map(|(_, tile)| tile.value())
            .max()?;
        let mut best: Option<(u32, Choice)> = None;
        // Every candidate has the value `top`, so a cell earns the same points whichever of
        // them is placed there: each cell is scored once, for the first slot that fits it.
        let mut scored = CellSet::EMPTY;
        // Slots in order, cells in row-major order: keeping only a strictly better placement
        // gives the tie-breaks of step 3.
        for (slot, tile) in bank.tiles().filter(|(_, t)| t.value() == top) {
            let cells = board.legal_cells(tile).difference(scored);
            scored = scored.union(cells);
            for cell in cells {
                let points = points(board, tile, cell);
                if best.is_none_or(|(most, _)| points > most) {
                    best = Some((points, Choice { slot, cell }));
                }
            }
        }
        best.map(|(_, choice)| choice)
    }
}
