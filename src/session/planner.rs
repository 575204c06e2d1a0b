//! What a computer's turn in a session is made of: who plans it ([`TurnPlanner`]: at once, or
//! on another thread), where the computer is in it ([`ComputerClock`]), and what it did when
//! asked for its next step ([`ComputerStep`]). The session plays it in `computer.rs`.

use loopit_core::{Game, Level, PlannedTurn};

use super::moment::Moment;
use super::moves::Outcome;

/// What the computer did when asked to take its next step.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerStep {
    /// It is not a computer's turn, or (in cheat mode) it waits to be let play.
    Idle,
    /// It is still working out its turn.
    Thinking,
    /// Its next step is due at this time (in the window's seconds).
    Wait(f64),
    /// It placed a tile or ended its turn.
    Acted(Outcome),
}

/// Plans a computer's turn: at once, or (returning `None` until it is done) on another thread.
pub trait TurnPlanner {
    /// The placements of the turn of the player to move in `game` at `moment`, who plays at
    /// `level`, laid by the rules as they were planned
    /// ([`loopit_core::Strategy::plan_laid`]); `None` while it is still being worked out.
    fn plan(&mut self, moment: Moment, game: &Game, level: Level) -> Option<PlannedTurn>;
}

/// Plans at once, on the calling thread.
#[derive(Copy, Clone, Debug, Default)]
pub struct PlanNow;

impl TurnPlanner for PlanNow {
    fn plan(&mut self, _moment: Moment, game: &Game, level: Level) -> Option<PlannedTurn> {
        Some(level.strategy().plan_laid(game.position()))
    }
}

/// Where a computer player is in its turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct ComputerClock {
    /// When (in the window's seconds) the computer makes its next step; `None` before its
    /// turn has begun.
    pub(super) next_step_at: Option<f64>,
    /// In cheat mode, whether the tester has let the computer play this turn.
    pub(super) released: bool,
    /// The plan of its turn: used only while the game is in a position it was planned for
    /// ([`PlannedTurn::is_for`]).
    pub(super) plan: Option<PlannedTurn>,
}
