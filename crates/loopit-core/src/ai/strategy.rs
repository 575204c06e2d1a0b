//! What every computer player is: a [`Strategy`] that chooses placements ([`Choice`]s) on a
//! [`Position`], and [`play_turn`], which plays a computer's whole turn with one.

use crate::cell::Cell;
use crate::game::Game;
use crate::placement::Placements;
use crate::planned::{PlannedTurn, ScoredChoice};
use crate::position::Position;

/// A placement a computer player chooses: the bank slot of the tile and the cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The bank slot (0–4).
    pub slot: usize,
    /// The cell.
    pub cell: Cell,
}

/// How a computer player chooses its placements, one at a time so that each can be shown.
///
/// A strategy decides on a [`Position`] (board, bank, bag, scores, this turn's placements),
/// never on a whole [`Game`]: planning copies no names and no record of the game, and plays
/// its trials through the position's own moves, the same rules the game plays by.
pub trait Strategy {
    /// The next placement to make in the turn of the player to move in `position`, or `None`
    /// to end the turn. Called again after each placement; must only choose legal placements.
    fn choose(&self, position: &Position) -> Option<Choice>;

    /// The placements of the rest of the turn of the player to move in `position`, in order:
    /// by default the answers of [`Strategy::choose`], one after another on a copy of the
    /// position. A strategy that plans whole turns gives its plan at once.
    fn plan(&self, position: &Position) -> Vec<Choice> {
        let mut position = position.clone();
        let mut plan = Vec::with_capacity(position.placements_left());
        while let Some(choice) = self.choose(&position) {
            if position.placements_left() == 1 {
                // The turn's last placement: no choice follows it, so it is only checked
                // (the same rule as placing), not made.
                if position.legal_cells(choice.slot).contains(choice.cell) {
                    plan.push(choice);
                }
                break;
            }
            if position.place(choice.slot, choice.cell).is_err() {
                break;
            }
            plan.push(choice);
        }
        plan
    }

    /// The rest of the turn of the player to move in `position`, laid on a copy of it by the
    /// rules: [`Strategy::plan`]'s placements, each checked and scored there once as
    /// [`Position::place`] does (the plan ends at the first the rules refuse), so that the game
    /// takes them as they are ([`Game::play_planned`]). A strategy that scores its own choices
    /// lays them with their points instead.
    fn plan_laid(&self, position: &Position) -> PlannedTurn {
        let mut planned = PlannedTurn::new(position);
        for choice in self.plan(position) {
            if planned.place(choice.slot, choice.cell).is_err() {
                break;
            }
        }
        planned
    }

    /// Whether every placement of this strategy depends on nothing but the position it is made
    /// in, and is found in far less than a frame: then a caller that makes the turn a
    /// placement at a time (the window) may ask [`Strategy::choose_scored`] before each one
    /// instead of planning the turn, and nothing is laid twice. `false` by default (a search
    /// plans its turn on another thread, once).
    fn chooses_afresh(&self) -> bool {
        false
    }

    /// The next placement to make in `position`, as [`Strategy::choose`], with the points it
    /// earns there, for [`Game::place_chosen`]; `None` to end the turn. By default the choice
    /// is checked and scored by the rules; a strategy that scores its candidates itself gives
    /// the points it found.
    fn choose_scored(&self, position: &Position) -> Option<ScoredChoice> {
        let choice = self.choose(position)?;
        let score = position.check(choice.slot, choice.cell).ok()?;
        Some(ScoredChoice::new(
            position,
            choice.slot,
            choice.cell,
            score.points,
        ))
    }

    /// The next placement in `game`: [`Strategy::choose`] on [`Game::position`].
    fn next_placement(&self, game: &Game) -> Option<Choice> {
        self.choose(game.position())
    }

    /// The placements of the rest of the turn in `game`: [`Strategy::plan`] on
    /// [`Game::position`].
    fn plan_turn(&self, game: &Game) -> Vec<Choice> {
        self.plan(game.position())
    }
}

/// Plays the computer's whole turn for the player to move with `strategy`: its plan, laid by
/// the rules as it was planned ([`Strategy::plan_laid`], [`Game::play_planned`]). Returns the
/// placements made this turn (the turn is not ended).
pub fn play_turn(game: &mut Game, strategy: &dyn Strategy) -> Placements {
    let planned = strategy.plan_laid(game.position());
    // Planned on the game's own position just now: the game takes it.
    let taken = game.play_planned(planned);
    debug_assert_eq!(taken, Ok(()));
    *game.placed()
}
