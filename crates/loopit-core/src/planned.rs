//! A turn as a computer player has planned it: its placements laid by the rules on a copy of
//! the position (each checked and scored there, once) and the position they lead to, so that
//! the game takes the turn without checking and scoring its placements again.

use std::fmt;

use crate::cell::Cell;
use crate::placement::{Placement, Placements};
use crate::position::{Position, Stamp};
use crate::rules::PlaceError;

/// The rest of a turn that a computer player has planned on a position
/// ([`crate::Strategy::plan_laid`]): its placements in order, each laid on the planner's copy
/// of the position by the rules of [`Position::place`] (checked and scored there, once), and
/// the position they lead to.
///
/// Only the rules make one, and a game takes it ([`crate::Game::play_planned`], or a
/// placement at a time with [`crate::Game::place_planned`]) only in the very position it was
/// planned on, or one of the positions its placements pass through: a plan can never lay an
/// illegal placement, nor one scored on another board.
///
/// ```
/// use loopit_core::{Game, Level, Player, Strategy};
/// let players = vec![Player::human("Anna"), Player::computer("Computer", Level::Normal)];
/// let mut game = Game::new(players, 42)?;
/// let planned = Level::Normal.strategy().plan_laid(game.position());
/// let points: u32 = planned.placements().iter().map(|p| p.points).sum();
/// game.play_planned(planned)?;
/// assert_eq!(game.placed().points(), points);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedTurn {
    /// The stamp of the position before each placement of the plan (the first is the stamp
    /// of the position it was planned on); those past `len` are unused.
    before: [Stamp; Placements::MAX],
    /// How many placements the plan has.
    len: usize,
    /// How many placements had been made this turn before the plan.
    earlier: usize,
    /// The position the plan was planned on, at first; then the position after its
    /// placements.
    after: Position,
}

/// A planned turn was offered to a game that is not in a position it was planned for (the
/// game has moved on, or it is another game).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OtherPosition;

impl fmt::Display for OtherPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the turn was planned for another position")
    }
}

impl std::error::Error for OtherPosition {}

/// One placement that a computer player has chosen among the legal cells of a position and
/// scored there ([`crate::Strategy::choose_scored`]), tied to that exact position by its
/// stamp: a game lays it ([`crate::Game::place_chosen`]) without checking and scoring it
/// again, and only in that position.
///
/// What a player who chooses each placement afresh gives instead of a [`PlannedTurn`]: no
/// copy of the position is made, and nothing is laid twice.
///
/// ```
/// use loopit_core::{Game, Level, Player, Strategy};
/// let players = vec![Player::human("Anna"), Player::computer("Computer", Level::Normal)];
/// let mut game = Game::new(players, 42)?;
/// let strategy = Level::Normal.strategy();
/// while let Some(chosen) = strategy.choose_scored(game.position()) {
///     let placement = game.place_chosen(chosen)?;
///     assert_eq!(placement.points, chosen.points());
/// }
/// assert!(game.placed().len() > 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScoredChoice {
    slot: usize,
    cell: Cell,
    points: u32,
    /// The stamp of the position it was chosen in.
    stamp: Stamp,
}

impl ScoredChoice {
    /// A placement of the tile of bank slot `slot` on `cell`, for `points`, chosen in
    /// `position` by a computer player of this crate among the tile's legal cells and scored
    /// on its board.
    pub(crate) fn new(position: &Position, slot: usize, cell: Cell, points: u32) -> ScoredChoice {
        ScoredChoice {
            slot,
            cell,
            points,
            stamp: position.stamp(),
        }
    }

    /// The bank slot of the tile.
    #[must_use]
    pub fn slot(&self) -> usize {
        self.slot
    }

    /// The cell.
    #[must_use]
    pub fn cell(&self) -> Cell {
        self.cell
    }

    /// The points the placement earns.
    #[must_use]
    pub fn points(&self) -> u32 {
        self.points
    }

    /// Whether it was chosen in `position`, exactly as it is.
    #[must_use]
    pub fn is_for(&self, position: &Position) -> bool {
        self.stamp == position.stamp()
    }
}

impl PlannedTurn {
    /// A plan that places nothing in `position`: the turn is ended at once (what a planner
    /// gives when it has no placement to offer, or its work was lost).
    #[must_use]
    pub fn nothing(position: &Position) -> PlannedTurn {
        PlannedTurn::new(position)
    }

    /// A plan with no placements yet, on a copy of `position`.
    pub(crate) fn new(position: &Position) -> PlannedTurn {
        PlannedTurn {
            before: [position.stamp(); Placements::MAX],
            len: 0,
            earlier: position.placed().len(),
            after: position.clone(),
        }
    }

    /// The position after the placements planned so far: what the planner plans the next one
    /// on.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.after
    }

    /// The placements of the plan, in order, with their points.
    #[must_use]
    pub fn placements(&self) -> &[Placement] {
        self.after.placed().get(self.earlier..).unwrap_or_default()
    }

    /// Whether the plan places nothing (the turn is to be ended at once).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds the tile of bank slot `slot` on `cell` to the plan, by the rules of
    /// [`Position::place`]; on an error the plan does not change.
    pub(crate) fn place(&mut self, slot: usize, cell: Cell) -> Result<Placement, PlaceError> {
        let before = self.after.stamp();
        let placement = self.after.place(slot, cell)?;
        self.stepped(before);
        Ok(placement)
    }

    /// Adds a placement that a computer player of this crate has chosen among the legal cells
    /// and scored on [`PlannedTurn::position`] ([`Position::lay_chosen`]). `None` when the slot
    /// is empty.
    pub(crate) fn lay_chosen(&mut self, slot: usize, cell: Cell, points: u32) -> Option<Placement> {
        let before = self.after.stamp();
        let placement = self.after.lay_chosen(slot, cell, points)?;
        self.stepped(before);
        Some(placement)
    }

    /// A placement has been laid on the plan's position, which had stamp `before`.
    fn stepped(&mut self, before: Stamp) {
        if let Some(stamp) = self.before.get_mut(self.len) {
            *stamp = before;
        }
        self.len += 1;
    }

    /// The position at the end of the plan.
    pub(crate) fn into_position(self) -> Position {
        self.after
    }

    /// Where a position with stamp `stamp` is in the plan: `Some(i)` when it is the position
    /// before placement `i` (`len` at the end of the plan), `None` when it is none of the
    /// plan's positions.
    fn step_at(&self, stamp: Stamp) -> Option<usize> {
        if let Some(i) = self.before[..self.len].iter().position(|&s| s == stamp) {
            return Some(i);
        }
        (self.after.stamp() == stamp).then_some(self.len)
    }

    /// The next placement of the plan for a position with stamp `stamp`, with the stamp of
    /// the position it leads to; `Ok(None)` at the end of the plan.
    pub(crate) fn next_at(
        &self,
        stamp: Stamp,
    ) -> Result<Option<(Placement, Stamp)>, OtherPosition> {
        let step = self.step_at(stamp).ok_or(OtherPosition)?;
        let Some(&placement) = self.placements().get(step) else {
            return Ok(None);
        };
        let next = match self.before.get(step + 1) {
            Some(&stamp) if step + 1 < self.len => stamp,
            _ => self.after.stamp(),
        };
        Ok(Some((placement, next)))
    }

    /// Whether the plan is for `position`: the position it was planned on, or one its
    /// placements lead to (some of them made), exactly as the plan left it.
    #[must_use]
    pub fn is_for(&self, position: &Position) -> bool {
        self.step_at(position.stamp()).is_some()
    }
}
