//! The computer's turns in a session: planned once (at once, or by a [`TurnPlanner`] that
//! takes its time on another thread), laid by the rules as it was planned, then placed one step
//! at a time on the window's clock, the outcome of each as a person's tile has. A player that
//! chooses each placement afresh ([`loopit_core::Strategy::chooses_afresh`], Normal) is not
//! planned for: it chooses at each step, on the game's own position.

use super::Session;
use super::planner::{ComputerStep, PlanNow, TurnPlanner};

impl Session {
    /// One step of a computer's turn, when it is due, its turn planned at once (as
    /// [`Session::computer_step_with`] with [`PlanNow`]).
    pub fn computer_step(&mut self, now: f64, delay: f64, cheat_mode: bool) -> ComputerStep {
        self.computer_step_with(now, delay, cheat_mode, &mut PlanNow)
    }

    /// One step of a computer's turn, when it is due: the next placement of its plan (laid by
    /// the rules when it was planned, [`loopit_core::Game::place_planned`]), with the outcome a person's
    /// placement has, or the end of its turn. `now` is the window's clock in seconds, `delay` the
    /// pause between steps; the first step of a turn is due `delay` after it is first asked.
    /// The turn is planned by `planner`, which may take its time (the window thinks on
    /// another thread): until the plan is there, the step is [`ComputerStep::Thinking`]. A
    /// plan is used only in the position it was made for; should the game be another (a swap,
    /// a tile taken back), the turn is planned again. A player that chooses afresh is not
    /// planned for: it chooses each placement when it is due, and `planner` is not asked.
    pub fn computer_step_with(
        &mut self,
        now: f64,
        delay: f64,
        cheat_mode: bool,
        planner: &mut dyn TurnPlanner,
    ) -> ComputerStep {
        let Some(level) = self.computer_to_move() else {
            return ComputerStep::Idle;
        };
        if self.computer_waits(cheat_mode) {
            return ComputerStep::Idle;
        }
        let strategy = level.strategy();
        // A player that chooses each placement afresh (Normal) is asked at each step, on the
        // game's own position; the others plan their turn once.
        let afresh = level.chooses_afresh();
        if !afresh
            && self
                .computer
                .plan
                .as_ref()
                .is_none_or(|plan| !plan.is_for(self.game.position()))
        {
            match planner.plan(self.moment(), &self.game, level) {
                Some(planned) => self.computer.plan = Some(planned),
                None => return ComputerStep::Thinking,
            }
        }
        let due = *self.computer.next_step_at.get_or_insert(now + delay);
        if now < due {
            return ComputerStep::Wait(due);
        }
        let player = self.game.current();
        let next = if afresh {
            match strategy.choose_scored(self.game.position()) {
                Some(chosen) => self.game.place_chosen(chosen).map(Some),
                None => Ok(None),
            }
        } else {
            match &self.computer.plan {
                Some(plan) => self.game.place_planned(plan),
                None => Ok(None),
            }
        };
        match next {
            Ok(Some(placement)) => {
                self.computer.next_step_at = Some(now + delay);
                ComputerStep::Acted(self.placed(placement, player, true))
            }
            Ok(None) => ComputerStep::Acted(self.end_turn()),
            Err(e) => {
                // The plan or the choice is for another position (it was checked, or made,
                // just above): end the turn rather than stall.
                log::error!("the computer's plan was not taken: {e}");
                ComputerStep::Acted(self.end_turn())
            }
        }
    }
}
