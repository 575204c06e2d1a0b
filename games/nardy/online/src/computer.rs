//! The computer's turn, one intent at a time: roll, then the steps its level chose for the roll
//! (chosen once, as the window's computer chooses them), then the end of the turn. The server's
//! computer seats and stand-ins and the network computer clients ([`crate::Bot`]) both play
//! through this, so that they play alike.

use nardy_core::{Level, Step, Turn, choose, choose_rest};

use crate::wire::Intent;

/// Which turn a plan is for: the game of the match and the turns ended in it.
pub(crate) type TurnKey = (u32, usize);

/// The steps a level chose for a turn.
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    key: Option<TurnKey>,
    /// How many steps the turn had when the plan was made.
    base: usize,
    steps: Vec<Step>,
}

impl Plan {
    /// The next intent of `level` for the turn `key`, whose dice are rolled when `turn` is
    /// given. A plan the turn has left (steps taken back, other steps played) is made anew
    /// from where the turn is.
    pub(crate) fn next(&mut self, level: Level, key: TurnKey, turn: Option<&Turn>) -> Intent {
        let Some(turn) = turn else {
            return Intent::Roll;
        };
        let played = turn.steps();
        let followed = self.key == Some(key)
            && self.base <= played.len()
            && played[self.base..]
                .iter()
                .zip(&self.steps)
                .all(|(a, b)| a == b)
            && played.len() - self.base <= self.steps.len();
        if !followed {
            let chosen = if played.is_empty() {
                choose(level, turn.start(), turn.roll())
            } else {
                choose_rest(level, turn)
            };
            self.steps = chosen.map(|legal| legal.steps).unwrap_or_default();
            self.base = played.len();
            self.key = Some(key);
        }
        match self.steps.get(played.len() - self.base) {
            Some(step) => Intent::Step { step: *step },
            None => Intent::EndTurn,
        }
    }
}
