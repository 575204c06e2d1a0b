//! A computer client: plays its seat with one of the core's levels, from what the client is
//! told only.

use loopit_core::{Choice, Level};

use crate::table::{PictureError, Table};
use crate::wire::Intent;

/// A computer playing one seat over the network.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    /// The plan of the turn, made when the turn had `base` placements.
    plan: Vec<Choice>,
    /// The turn (ended turns before it) and the placements it had when planned.
    planned: Option<(usize, usize)>,
}

impl Bot {
    /// A bot of `level`.
    #[must_use]
    pub fn new(level: Level) -> Bot {
        Bot {
            level,
            plan: Vec::new(),
            planned: None,
        }
    }

    /// The next intent when it is the table's seat's turn: the level's plan for the turn
    /// (made once, as the window's computer makes it), placement by placement, then the end
    /// of the turn.
    pub fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, PictureError> {
        if !table.my_turn() {
            return Ok(None);
        }
        let Some(view) = &table.view else {
            return Ok(None);
        };
        let turn = view.turns.len();
        let placed = view.placed.len();
        let planned_here = self
            .planned
            .is_some_and(|(t, base)| t == turn && base <= placed);
        if !planned_here {
            let game = view.game()?;
            self.plan = self.level.strategy().plan_turn(&game);
            self.planned = Some((turn, placed));
        }
        let base = self.planned.map_or(0, |(_, base)| base);
        Ok(Some(match self.plan.get(placed - base) {
            Some(choice) => Intent::Place {
                slot: choice.slot,
                cell: choice.cell,
            },
            None => Intent::EndTurn,
        }))
    }
}

impl netplay::play::Chooser<crate::game::LoopIt> for Bot {
    fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, PictureError> {
        Bot::next_intent(self, table)
    }
}
