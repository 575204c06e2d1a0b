//! A person's clicks and drags on the board: picking a checker up shows where it may go (the
//! core's targets), and moving it there plays the steps of that path; a move elsewhere is
//! refused with the rule it breaks.

use nardy_core::{Dest, GameError, Step, StepError, Turn};

use super::{Outcome, Session};

impl Session {
    pub(super) fn clear_pick(&mut self) {
        self.selected = None;
        self.targets.clear();
    }

    pub(super) fn owns(&self, p: u8) -> bool {
        self.game
            .turn()
            .is_some_and(|t| t.position().count(t.colour(), p) > 0)
    }

    pub(super) fn point(&mut self, p: u8) -> Outcome {
        if self.game.turn().is_none() {
            return Outcome::Refused(GameError::NotRolled);
        }
        match self.selected {
            Some(s) if s == p => {
                self.clear_pick();
                Outcome::PutDown
            }
            Some(_) if self.targets.iter().any(|(d, _)| *d == Dest::Point(p)) => {
                self.move_to(Dest::Point(p))
            }
            _ if self.owns(p) => self.pick(p),
            Some(_) => self.move_to(Dest::Point(p)),
            None => Outcome::Refused(GameError::Step(StepError::NoChecker { point: p })),
        }
    }

    pub(super) fn drop(&mut self, from: u8, to: Dest) -> Outcome {
        if self.game.turn().is_none() {
            return Outcome::Refused(GameError::NotRolled);
        }
        if !self.owns(from) {
            return Outcome::Nothing;
        }
        self.pick(from);
        self.move_to(to)
    }

    pub(super) fn pick(&mut self, p: u8) -> Outcome {
        let Some(turn) = self.game.turn() else {
            return Outcome::Refused(GameError::NotRolled);
        };
        self.selected = Some(p);
        self.targets = turn.targets(p);
        Outcome::Picked {
            point: p,
            targets: self.targets.len(),
            complete: turn.is_complete(),
            lost: super::lost_dice(turn),
            why: if self.targets.is_empty() {
                turn.why_stuck(p)
            } else {
                None
            },
        }
    }

    pub(super) fn move_to(&mut self, to: Dest) -> Outcome {
        let (Some(from), Some(turn)) = (self.selected, self.game.turn()) else {
            return Outcome::Nothing;
        };
        let Some((_, path)) = self.targets.iter().find(|(d, _)| *d == to) else {
            let opponent = turn.colour().opponent();
            let why = match (to, turn.step_to(from, to)) {
                // Whatever the dice, nobody stops on an opponent's point: say so first.
                (Dest::Point(p), _) if turn.position().count(opponent, p) > 0 => {
                    StepError::OpponentPoint { point: p }
                }
                (_, Err(e)) => e,
                (_, Ok(_)) => StepError::NoSuchDie,
            };
            return Outcome::Refused(GameError::Step(why));
        };
        let path = path.clone();
        if let Err(e) = self.play_steps(&path) {
            self.clear_pick();
            return Outcome::Refused(e);
        }
        self.clear_pick();
        self.unsaved = true;
        self.hint = None;
        // The 15th checker off ends the game at once: nothing is left to play.
        if self.game.position().outcome().is_some() {
            return match self.end_turn() {
                Ok(result) => Outcome::TurnEnded(result),
                Err(e) => Outcome::Refused(e),
            };
        }
        let turn = self.game.turn();
        Outcome::Moved {
            steps: path,
            complete: turn.is_some_and(Turn::is_complete),
            lost: turn.map(super::lost_dice).unwrap_or_default(),
        }
    }

    /// Plays `steps` in turn if every one is allowed; the game is unchanged otherwise (they are
    /// tried on a copy of the turn first).
    pub(super) fn play_steps(&mut self, steps: &[Step]) -> Result<(), GameError> {
        let mut trial = self.game.turn().ok_or(GameError::NotRolled)?.clone();
        for &step in steps {
            trial.play(step).map_err(GameError::Step)?;
        }
        for &step in steps {
            self.game.play(step)?;
        }
        Ok(())
    }
}
