//! A computer client: plays its seat with one of the core's levels, from what the client is
//! told only (as the server's computer seats play, through the same [`Plan`]).

use nardy_core::Level;

use crate::computer::Plan;
use crate::table::{PictureError, Table};
use crate::wire::Intent;

/// A computer playing one seat over the network.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    plan: Plan,
}

impl Bot {
    /// A bot of `level`.
    #[must_use]
    pub fn new(level: Level) -> Bot {
        Bot {
            level,
            plan: Plan::default(),
        }
    }

    /// The next intent when it is the table's seat's turn: roll, the level's steps for the
    /// roll one by one, then the end of the turn.
    pub fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, PictureError> {
        let Some(view) = table.view.as_ref().filter(|_| table.my_turn()) else {
            return Ok(None);
        };
        let key = (view.game, view.turns.len());
        Ok(Some(self.plan.next(self.level, key, view.turn()?.as_ref())))
    }
}

impl netplay::play::Chooser<crate::game::Nardy> for Bot {
    fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, PictureError> {
        Bot::next_intent(self, table)
    }
}
