//! The turn log and the last turn, read from the game's own history (never kept beside it):
//! a loaded game shows the turns played before it was saved, and nothing can drift.

use loopit_core::{Game, Placements, TurnSummary};

/// One line of the turn history: who played, and the turn as the core reported it (the
/// window words it when it shows it, in the language in use).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The name of the player whose turn it was.
    pub player: String,
    /// The turn: the seat, the placements with their points, whether they sat out.
    pub summary: TurnSummary,
}

impl LogEntry {
    /// The history line for a turn that has ended.
    #[must_use]
    pub fn of_turn(game: &Game, summary: &TurnSummary) -> LogEntry {
        let player = game
            .players()
            .get(summary.player)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        LogEntry {
            player,
            summary: *summary,
        }
    }
}

/// Every turn that has ended in `game`, oldest first.
#[must_use]
pub fn log(game: &Game) -> Vec<LogEntry> {
    game.turn_summaries()
        .iter()
        .map(|summary| LogEntry::of_turn(game, summary))
        .collect()
}

/// The placements of the last turn `game`'s history has ended (none before the first).
#[must_use]
pub fn last_turn(game: &Game) -> Placements {
    game.history()
        .turns()
        .last()
        .map(|turn| turn.placements)
        .unwrap_or_default()
}
