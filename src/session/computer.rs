//! The computer's turns in a session: planned once (at once, or by a [`TurnPlanner`] that
//! takes its time on another thread), then placed one step at a time on the window's clock,
//! through the same `place` as a person's tiles.

use loopit_core::{Choice, Game, Level};

use super::{Outcome, Session};

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
    /// The placements of the turn of the player to move, who plays at `level`; `None` while
    /// it is still being worked out.
    fn plan(&mut self, game: &Game, level: Level) -> Option<Vec<Choice>>;
}

/// Plans at once, on the calling thread.
#[derive(Copy, Clone, Debug, Default)]
pub struct PlanNow;

impl TurnPlanner for PlanNow {
    fn plan(&mut self, game: &Game, level: Level) -> Option<Vec<Choice>> {
        Some(level.strategy().plan_turn(game))
    }
}

/// Where a computer player is in its turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct ComputerClock {
    /// When (in the window's seconds) the computer makes its next step; `None` before its
    /// turn has begun.
    next_step_at: Option<f64>,
    /// In cheat mode, whether the tester has let the computer play this turn.
    pub(super) released: bool,
    /// The plan of its turn, with the position it is for.
    plan: Option<Plan>,
}

/// The placements of a computer's turn still to make, and the exact position (board, bank,
/// bag, scores, history) they are for: a plan made for another position is not used.
#[derive(Clone, Debug, PartialEq)]
struct Plan {
    /// The position the next placement is for.
    position: Game,
    /// The placements still to make, the next one last.
    choices: Vec<Choice>,
}

impl Session {
    /// One step of a computer's turn, when it is due, its turn planned at once (as
    /// [`Session::computer_step_with`] with [`PlanNow`]).
    pub fn computer_step(&mut self, now: f64, delay: f64, cheat_mode: bool) -> ComputerStep {
        self.computer_step_with(now, delay, cheat_mode, &mut PlanNow)
    }

    /// One step of a computer's turn, when it is due: a placement through the same `place` as
    /// a person's, or the end of its turn. `now` is the window's clock in seconds, `delay` the
    /// pause between steps; the first step of a turn is due `delay` after it is first asked.
    /// The turn is planned by `planner`, which may take its time (the window thinks on
    /// another thread): until the plan is there, the step is [`ComputerStep::Thinking`]. A
    /// plan is used only in the position it was made for; should the game be another (a swap,
    /// a tile taken back), the turn is planned again.
    pub fn computer_step_with(
        &mut self,
        now: f64,
        delay: f64,
        cheat_mode: bool,
        planner: &mut dyn TurnPlanner,
    ) -> ComputerStep {
        let Some(level) = self.computer_level() else {
            return ComputerStep::Idle;
        };
        if self.computer_waits(cheat_mode) {
            return ComputerStep::Idle;
        }
        if self
            .computer
            .plan
            .as_ref()
            .is_none_or(|plan| plan.position != self.game)
        {
            match planner.plan(&self.game, level) {
                Some(choices) => {
                    self.computer.plan = Some(Plan {
                        position: self.game.clone(),
                        choices: choices.into_iter().rev().collect(),
                    });
                }
                None => return ComputerStep::Thinking,
            }
        }
        let due = *self.computer.next_step_at.get_or_insert(now + delay);
        if now < due {
            return ComputerStep::Wait(due);
        }
        let choice = self.computer.plan.as_mut().and_then(|p| p.choices.pop());
        let outcome = match choice {
            Some(choice) => self.place(choice.slot, choice.cell),
            None => self.end_turn(),
        };
        if let Outcome::Placed { .. } = outcome {
            self.computer.next_step_at = Some(now + delay);
            if let Some(plan) = &mut self.computer.plan {
                plan.position.clone_from(&self.game);
            }
            ComputerStep::Acted(outcome)
        } else if let Outcome::TurnEnded(_) = outcome {
            ComputerStep::Acted(outcome)
        } else {
            // The plan holds a placement the rules refuse: end the turn rather than stall.
            log::error!("the computer chose a placement the rules refuse: {outcome:?}");
            ComputerStep::Acted(self.end_turn())
        }
    }
}
