//! A computer client: plays its seat with one of the core's levels, from what the client is
//! told only, drawing its numbers as the window's computer draws them (one per move).

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use reversi_core::{IllegalMove, Level};

use crate::game::move_rng;
use crate::table::Table;
use crate::wire::Intent;

/// A computer playing one seat over the network.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rng: Pcg64Mcg,
}

impl Bot {
    /// A bot of `level` whose ties are broken from `seed` (the same seed, the same game).
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot {
            level,
            rng: Pcg64Mcg::seed_from_u64(seed),
        }
    }

    /// The next intent when it is the table's seat's move (each call then takes a number).
    pub fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, IllegalMove> {
        let Some(view) = table.view.as_ref().filter(|_| table.my_turn()) else {
            return Ok(None);
        };
        let game = view.game()?;
        let mut rng = move_rng(&mut self.rng);
        Ok(self
            .level
            .choose(game.position(), &mut rng)
            .map(|mv| Intent::Move { mv }))
    }
}

impl netplay::play::Chooser<crate::Reversi> for Bot {
    fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, IllegalMove> {
        Bot::next_intent(self, table)
    }
}
