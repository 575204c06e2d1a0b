//! Which moment of which game a session is at: the key of background work for it.

use loopit_core::{Game, Placements};

/// Which moment of which game: the key that background work for a game is asked with (the
/// computer's search, a hint: [`game_shell::task::Keyed`]), so that "is this answer still
/// wanted?" compares a few small values rather than two whole games. Within one game the
/// position follows from them: the turns ended (the draws are the game's), the placements of
/// the turn so far (a take-back returns to the moment before the placement) and the cheat
/// swaps made (each changes the bank and the bag for good).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The game: each session made for a game is a game of its own.
    game: u64,
    turns: usize,
    placed: Placements,
    swaps: u32,
}

impl Moment {
    /// A game new to this program run: its number.
    pub(super) fn new_game() -> u64 {
        static GAMES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        GAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// The placements made since `asked`, when this moment is `asked` with more placements of
    /// the same turn (none taken back, no cheat swap between): what a hint asked for at
    /// `asked` may have been followed by.
    #[must_use]
    pub fn placed_since(&self, asked: &Moment) -> Option<&[loopit_core::Placement]> {
        let same_turn =
            self.game == asked.game && self.turns == asked.turns && self.swaps == asked.swaps;
        (same_turn && self.placed.starts_with(&asked.placed))
            .then(|| &self.placed[asked.placed.len()..])
    }

    /// The moment of game number `number`, `game`, after `swaps` cheat swaps.
    pub(super) fn of(number: u64, game: &Game, swaps: u32) -> Moment {
        Moment {
            game: number,
            turns: game.history().turns().len(),
            placed: *game.placed(),
            swaps,
        }
    }
}
