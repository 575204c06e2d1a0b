//! A game on screen: the core's `Game` (the one truth) and what the window remembers about
//! it — the picked-up tile, the cheat mark, the turn history, the last message.

use std::path::PathBuf;

use loopit_core::{CellSet, Game, PlayerKind, TurnSummary};

/// One line of the turn history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The name of the player whose turn it was.
    pub player: String,
    /// What happened, in words: `832 on 4,5 (+21), 624 on 3,5 (+19): 40 points`.
    pub text: String,
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
        let text = if summary.sat_out {
            "sat out: no tile fitted".to_owned()
        } else if summary.placements.is_empty() {
            "passed".to_owned()
        } else {
            let parts: Vec<String> = summary
                .placements
                .iter()
                .map(|p| format!("{} on {} (+{})", p.tile, p.cell, p.points))
                .collect();
            format!("{}: {} points", parts.join(", "), summary.points)
        };
        LogEntry { player, text }
    }
}

/// Where a computer player is in its turn.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct ComputerClock {
    /// When (in the window's seconds) the computer makes its next step; `None` before its
    /// turn has begun.
    pub next_step_at: Option<f64>,
    /// In cheat mode, whether the tester has let the computer play this turn.
    pub released: bool,
}

/// A running game and what the window keeps about it.
#[derive(Clone, Debug)]
pub struct Session {
    /// The game.
    pub game: Game,
    /// The bank slot of the picked-up tile.
    pub selected: Option<usize>,
    /// The bank slot marked for the cheat swap.
    pub cheat_slot: Option<usize>,
    /// The cells of the tiles placed in the last turn that ended (shown with a thin outline,
    /// so that a computer's moves can be followed).
    pub last_turn: CellSet,
    /// The turns so far, oldest first.
    pub log: Vec<LogEntry>,
    /// The computer's progress through its turn.
    pub computer: ComputerClock,
    /// Whether the game has changed since it was started, saved or loaded.
    pub unsaved: bool,
    /// The file the game was last saved to or loaded from.
    pub file: Option<PathBuf>,
}

impl Session {
    /// A session for a game that has just started or been loaded.
    #[must_use]
    pub fn new(game: Game, file: Option<PathBuf>) -> Session {
        Session {
            game,
            selected: None,
            cheat_slot: None,
            last_turn: CellSet::EMPTY,
            log: Vec::new(),
            computer: ComputerClock::default(),
            // Nothing has happened yet that could be lost.
            unsaved: false,
            file,
        }
    }

    /// Whether the game goes on and the player to move is the computer.
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.computer_level().is_some()
    }

    /// Whether the game goes on and the player to move is a person.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && !self.computer_to_move()
    }

    /// The computer level of the player to move, if it is the computer.
    #[must_use]
    pub fn computer_level(&self) -> Option<loopit_core::Level> {
        match self.game.current_player().kind {
            PlayerKind::Computer(level) if !self.game.is_over() => Some(level),
            _ => None,
        }
    }

    /// Whether a game is under way that would be lost by starting another: it is not over and
    /// has changed since it was last saved.
    #[must_use]
    pub fn would_lose_progress(&self) -> bool {
        !self.game.is_over() && self.unsaved
    }

    /// Records a turn that has just ended: the history line, the tiles to outline, a fresh
    /// turn state for the next player. Returns a sentence saying what happened.
    pub fn turn_ended(&mut self, summary: &TurnSummary) -> String {
        let entry = LogEntry::of_turn(&self.game, summary);
        let notice = if summary.sat_out {
            format!(
                "{} sat out: none of their tiles fitted anywhere.",
                entry.player
            )
        } else {
            format!("{} {}.", entry.player, entry.text)
        };
        self.log.push(entry);
        self.last_turn = summary.placements.cells();
        self.selected = None;
        self.cheat_slot = None;
        self.computer = ComputerClock::default();
        self.unsaved = true;
        notice
    }
}
