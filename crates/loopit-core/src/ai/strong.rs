//! Strong: the best total for this turn, every order of up to three placements tried.

use super::strategy::{Choice, Strategy};
use crate::bag::Bank;
use crate::board::{Board, premium};
use crate::cell::CellSet;
use crate::placement::Placements;
use crate::position::Position;
use crate::score::{joined_points, points};
use crate::tile::Tile;

/// A stronger computer player: it tries every order of placing up to three of its bank tiles
/// this turn and plays the sequence that earns the most points in total (tiles placed earlier
/// count for later ones). Ties go to the earlier slot, then row, then column of the first
/// placement.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Strong;

impl Strong {
    /// The most points up to `left` more placements can earn from here, and the placements
    /// that earn them (the first found among equals: slot, then row, then column order).
    pub(super) fn best(board: &mut Board, bank: &mut Bank, left: usize) -> (u32, Turn) {
        let mut best = (0, None);
        if left == 0 {
            return (0, Turn::default());
        }
        let tiles: Vec<(usize, Tile)> = bank.tiles().collect();
        for (slot, tile) in tiles {
            for cell in board.legal_cells(tile) {
                let points = points(board, tile, cell);
                board.put(cell, tile);
                bank.take(slot);
                let rest = Strong::best_points(board, bank, left - 1);
                bank.set(slot, Some(tile));
                board.lift(cell);
                if best.1.is_none() || points + rest > best.0 {
                    best = (points + rest, Some((slot, tile, cell)));
                }
            }
        }
        let Some((slot, tile, cell)) = best.1 else {
            return (0, Turn::default());
        };
        // The rest of the best turn, found again from the chosen first placement.
        board.put(cell, tile);
        bank.take(slot);
        let (_, then) = Strong::best(board, bank, left - 1);
        bank.set(slot, Some(tile));
        board.lift(cell);
        (best.0, then.after(Choice { slot, cell }))
    }

    /// The most points up to `left` more placements can earn from here.
    ///
    /// The last placement is found cell by cell rather than tile by tile: every tile that fits
    /// a cell earns its value × the premium plus the same joined tiles there, so the cell's best
    /// is its highest fitting value.
    pub(crate) fn best_points(board: &mut Board, bank: &mut Bank, left: usize) -> u32 {
        match left {
            0 => 0,
            1 => {
                let tiles = bank.tile_set();
                let mut best = 0;
                for cell in board.frontier() {
                    if let Some(top) = board.fits(cell).intersect(tiles).last() {
                        best = best.max(top.value() * premium(cell) + joined_points(board, cell));
                    }
                }
                best
            }
            _ => {
                let mut best = 0;
                let tiles: Vec<(usize, Tile)> = bank.tiles().collect();
                for (slot, tile) in tiles {
                    for cell in board.legal_cells(tile) {
                        let points = points(board, tile, cell);
                        board.put(cell, tile);
                        bank.take(slot);
                        let rest = Strong::best_points(board, bank, left - 1);
                        bank.set(slot, Some(tile));
                        board.lift(cell);
                        best = best.max(points + rest);
                    }
                }
                best
            }
        }
    }

    /// The whole turn Strong plays from `board` with `bank` and `left` placements to make, and
    /// its points.
    #[must_use]
    pub fn best_turn(board: &Board, bank: &Bank, left: usize) -> (u32, Vec<Choice>) {
        let (points, turn) = Strong::best(&mut board.clone(), &mut bank.clone(), left);
        (points, turn.choices())
    }
}

/// Up to three placements in order, without allocating.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct Turn {
    pub(super) choices: [Option<Choice>; Placements::MAX],
}

impl Turn {
    pub(super) fn len(&self) -> usize {
        self.choices.iter().flatten().count()
    }

    pub(super) fn cells(&self) -> CellSet {
        self.choices.iter().flatten().map(|c| c.cell).collect()
    }

    /// `first`, then this turn's placements.
    fn after(self, first: Choice) -> Turn {
        let [a, b, _] = self.choices;
        Turn {
            choices: [Some(first), a, b],
        }
    }

    pub(super) fn choices(&self) -> Vec<Choice> {
        self.choices.iter().flatten().copied().collect()
    }
}

impl Strategy for Strong {
    fn choose(&self, position: &Position) -> Option<Choice> {
        self.plan(position).first().copied()
    }

    fn plan(&self, position: &Position) -> Vec<Choice> {
        if position.is_over() {
            return Vec::new();
        }
        Strong::best_turn(
            position.board(),
            position.bank(),
            position.placements_left(),
        )
        .1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::fixtures::{best_total, positions};
    use crate::ai::{Normal, play_turn};

    #[test]
    fn strong_makes_the_turn_worth_most_and_normal_may_not() {
        // In positions early, middle and late of many games: Strong's turn earns the most any
        // turn can (tried placement by placement through the game's own moves), Normal's never
        // more, and in some positions less.
        let mut normal_less = 0;
        let positions = positions(0..4, 7);
        assert!(positions.len() >= 12, "{} positions", positions.len());
        for (i, game) in positions.iter().enumerate() {
            let best = best_total(game, Placements::MAX);
            let strong = play_turn(&mut game.clone(), &Strong).points();
            let normal = play_turn(&mut game.clone(), &Normal).points();
            assert_eq!(strong, best, "position {i}");
            assert!(normal <= best, "position {i}: normal {normal}, best {best}");
            normal_less += usize::from(normal < best);
        }
        assert!(
            normal_less > 0,
            "Normal played the best turn in every position"
        );
    }
}
