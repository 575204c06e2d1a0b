//! Normal: the computer player as the game's rules specify it.

use super::strategy::{Choice, Strategy};
use crate::bag::Bank;
use crate::board::{Board, premium};
use crate::cell::CellSet;
use crate::placement::Placements;
use crate::planned::{PlannedTurn, ScoredChoice};
use crate::position::Position;
use crate::score::joined_points;
use crate::tile::TileSet;

/// The computer player as the game specifies it. Up to three times in a turn:
///
/// 1. among the bank tiles that can be placed somewhere, take the highest value;
/// 2. among all bank tiles of that value and all their legal cells, choose the placement that
///    earns the most points;
/// 3. ties go to the earlier bank slot, then the smaller row, then the smaller column;
/// 4. stop early when no bank tile can be placed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Normal;

impl Normal {
    /// The next placement by steps 1–4 on `board` with `bank`, or `None` when no bank tile
    /// fits anywhere.
    ///
    /// Step 1 looks at the bank's values from the highest down and stops at the first value
    /// some tile of which fits, so that lower tiles are not looked at. Every candidate then has
    /// that value `top`, so a cell earns the same points whichever of them is placed there
    /// ([`crate::points`]: `top × premium` plus the tiles it is joined to, which do not depend
    /// on the tile): each cell is scored once, for the first slot that fits it. Slots in order,
    /// cells in row-major order, and only a strictly better placement replaces the best so far:
    /// that gives the tie-breaks of step 3.
    ///
    /// Gives the placement with the points it earns. Always inlined: it is most of a
    /// Normal turn, and its call's own cost (saving and restoring registers, the answer
    /// through memory) was paid three times a turn.
    #[inline(always)]
    fn choose_on(board: &Board, bank: &Bank) -> Option<(Choice, u32)> {
        let mut left = bank.tile_set();
        let top = loop {
            // The naming order is by value: the last tile left has the highest value left.
            let value = left.last()?.value();
            let of_value = left.intersect(TileSet::of_value(value));
            if of_value
                .iter()
                .any(|tile| !board.legal_cells(tile).is_empty())
            {
                break value;
            }
            left = left.difference(of_value);
        };
        // Every placement earns at least 1 (a value of 1 or more on a premium of 1 or more), so
        // the first candidate beats `most = 0`.
        let mut most = 0;
        let mut best = None;
        let mut scored = CellSet::EMPTY;
        for (slot, tile) in bank.tiles().filter(|(_, t)| t.value() == top) {
            let cells = board.legal_cells(tile).difference(scored);
            scored = scored.union(cells);
            for cell in cells {
                let points = top * premium(cell) + joined_points(board, cell);
                if points > most {
                    most = points;
                    best = Some(Choice { slot, cell });
                }
            }
        }
        best.map(|choice| (choice, most))
    }
}

impl Strategy for Normal {
    fn choose(&self, position: &Position) -> Option<Choice> {
        self.choose_scored(position).map(|chosen| Choice {
            slot: chosen.slot(),
            cell: chosen.cell(),
        })
    }

    /// Normal's placement depends only on the board and the bank, and costs a few thousand
    /// instructions.
    fn chooses_afresh(&self) -> bool {
        true
    }

    /// [`Strategy::choose`] with the points Normal's own search (`Normal::choose_on`) scored the choice for: it is
    /// chosen among the legal cells, so it is not checked, nor scored, again.
    fn choose_scored(&self, position: &Position) -> Option<ScoredChoice> {
        if position.is_over() || position.placed().is_full() {
            return None;
        }
        let (choice, points) = Normal::choose_on(position.board(), position.bank())?;
        Some(ScoredChoice::new(
            position,
            choice.slot,
            choice.cell,
            points,
        ))
    }

    /// The turn on a copy of the board and bank only: Normal's choice depends on nothing else,
    /// and its choices are legal by construction, so the copy lays them without checking or
    /// scoring them again (the game does both when it places them). The same placements as
    /// [`Strategy::choose`] one after another.
    fn plan(&self, position: &Position) -> Vec<Choice> {
        if position.is_over() || position.placed().is_full() {
            return Vec::new();
        }
        let left = position.placements_left();
        let mut plan = Vec::with_capacity(left);
        let mut board = position.board().clone();
        let mut bank = *position.bank();
        while let Some((choice, _)) = Normal::choose_on(&board, &bank) {
            plan.push(choice);
            if plan.len() == left {
                break;
            }
            match bank.take(choice.slot) {
                Some(tile) => board.put(choice.cell, tile),
                None => break,
            }
        }
        debug_assert!(plan.len() <= Placements::MAX);
        plan
    }

    /// The same placements as [`Strategy::plan`], laid on the planned turn's copy of the
    /// position with the points Normal's own search (`Normal::choose_on`) scored them for: they are chosen among
    /// the legal cells, so they are not checked, nor scored, again.
    fn plan_laid(&self, position: &Position) -> PlannedTurn {
        let mut planned = PlannedTurn::new(position);
        while !planned.position().is_over() && !planned.position().placed().is_full() {
            let after = planned.position();
            let Some((choice, points)) = Normal::choose_on(after.board(), after.bank()) else {
                break;
            };
            if planned
                .lay_chosen(choice.slot, choice.cell, points)
                .is_none()
            {
                break;
            }
        }
        planned
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::fixtures::positions;
    use crate::score::points;

    /// Steps 1–3 as the rules word them, tile by tile and cell by cell, without the shortcut
    /// of [`Normal::choose_on`].
    fn by_the_rules(position: &Position) -> Option<Choice> {
        let board = position.board();
        let bank = position.bank();
        let top = bank
            .tiles()
            .filter(|&(_, tile)| !board.legal_cells(tile).is_empty())
            .map(|(_, tile)| tile.value())
            .max()?;
        let mut best: Option<(u32, Choice)> = None;
        for (slot, tile) in bank.tiles().filter(|(_, t)| t.value() == top) {
            for cell in board.legal_cells(tile) {
                let points = points(board, tile, cell);
                if best.is_none_or(|(most, _)| points > most) {
                    best = Some((points, Choice { slot, cell }));
                }
            }
        }
        best.map(|(_, choice)| choice)
    }

    #[test]
    fn normal_chooses_as_the_rules_say_and_plans_its_choices() {
        let mut compared = 0;
        for game in positions(0..40, 3) {
            let mut position = game.position().clone();
            let plan = Normal.plan(&position);
            let mut cells = CellSet::EMPTY;
            for (i, planned) in plan.iter().enumerate() {
                let choice = by_the_rules(&position);
                assert_eq!(Normal.choose(&position), choice, "placement {i}");
                assert_eq!(choice, Some(*planned), "placement {i}");
                cells.insert(planned.cell);
                position.place(planned.slot, planned.cell).expect("legal");
                compared += 1;
            }
            if !position.placed().is_full() {
                assert_eq!(by_the_rules(&position), None);
                assert_eq!(Normal.choose(&position), None);
            }
            assert_eq!(cells.len(), plan.len());
        }
        assert!(compared > 300, "{compared} placements compared");
    }
}
