//! Every word the window shows a player. The core returns typed reasons; they are worded here
//! (English for now: LoopIt has no localisation yet).

use game_shell::files::{FileError, quoted};
use reversi_core::{Colour, Level, MoveError, Outcome, Player, Position, Rules, SaveError};

/// The button that closes the rules and the about box.
pub const CLOSE: &str = "Close";

/// What the system's file dialogs say.
#[must_use]
pub fn picker() -> game_shell::picker::PickerWords {
    game_shell::picker::PickerWords {
        save_title: "Save the game".into(),
        open_title: "Load a game".into(),
        folder_title: "Choose a folder".into(),
        file_type: "Reversi game".into(),
        extension: "json".into(),
    }
}

/// The program's name, first in the title.
pub const PROGRAM: &str = "Reversi";

/// A colour's name, capitalised.
#[must_use]
pub const fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Yellow => "Yellow",
        Colour::Red => "Red",
    }
}

/// A player kind in the side panel and the new-game dialog.
#[must_use]
pub const fn player(p: Player) -> &'static str {
    match p {
        Player::Human => "Human",
        Player::Computer(Level::Random) => "Computer: random",
        Player::Computer(Level::Greedy) => "Computer: greedy",
        Player::Computer(Level::AlphaBeta) => "Computer: alpha-beta",
    }
}

/// The rules' name.
#[must_use]
pub const fn rules(r: Rules) -> &'static str {
    match r {
        Rules::Document => "Document rules (any cell beside a stone)",
        Rules::Classic => "Classic rules (must turn a stone)",
    }
}

/// Whose move it is, or the result: "Yellow to move", "Red wins – 36:28", "Tie – 32:32".
#[must_use]
pub fn status(position: &Position) -> String {
    let board = position.board();
    let count = |c| board.count(c);
    match position.outcome() {
        Some(Outcome::Win(c)) => format!("{} wins – {}:{}", colour(c), count(c), count(c.other())),
        Some(Outcome::Tie) => {
            format!("Tie – {}:{}", count(Colour::Yellow), count(Colour::Red))
        }
        None if position.must_pass() => {
            format!("{} has no move and must pass", colour(position.to_move()))
        }
        None => format!("{} to move", colour(position.to_move())),
    }
}

/// Why a click or move was refused.
#[must_use]
pub fn move_error(e: MoveError) -> String {
    match e {
        MoveError::GameOver => "The game is over. Start a new one with Game ▸ New game.".into(),
        MoveError::Occupied(c) => format!("{c} already holds a stone."),
        MoveError::NoNeighbour(c) => {
            format!("{c} has no stone above, below, left or right of it.")
        }
        MoveError::TurnsNothing(c) => {
            format!("A stone on {c} would turn nothing; classic rules need at least one.")
        }
        MoveError::PassNotAllowed => "You may only pass when you have no move.".into(),
    }
}

/// Said when a person clicks while the computer is to move.
pub const COMPUTER_TO_MOVE: &str = "Wait: the computer is to move.";

/// Why a save file was refused.
#[must_use]
pub fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::NotJson(detail) => format!("it is not a saved game (not JSON: {detail})"),
        SaveError::NoVersion => "it has no version number".into(),
        SaveError::UnknownVersion(v) => format!("it is version {v}, this program reads version 1"),
        SaveError::BadKey(detail) => format!("a key is missing or wrong: {detail}"),
        SaveError::BoardLines(n) => format!("its board has {n} lines instead of 8"),
        SaveError::BoardLineLength { line, length } => {
            format!("line {line} of its board has {length} cells instead of 8")
        }
        SaveError::BadLetter { cell, letter } => {
            format!("{cell} holds {letter:?}, which is not one of . Y R")
        }
        SaveError::StartStoneMissing(cell) => {
            format!("the start cell {cell} is empty, but start stones are never removed")
        }
        SaveError::StoneCount { stones, expected } => {
            format!("its board has {stones} stones, but its moves lay {expected}")
        }
        SaveError::BadMove(replay) => match replay.reason {
            None => format!(
                "move {} ({:?}) is not a cell or a pass",
                replay.number, replay.text
            ),
            Some(reason) => format!(
                "move {} ({}) cannot be played: {}",
                replay.number,
                replay.text,
                move_error(reason)
            ),
        },
        SaveError::BoardDiffers(cell) => {
            format!("its moves do not lead to its board (look at {cell})")
        }
        SaveError::WrongPlayerToMove(c) => {
            format!(
                "it says {} is to move, but its moves say otherwise",
                colour(*c)
            )
        }
        SaveError::UnknownPlayer { colour: c, name } => {
            format!(
                "{} is played by {name:?}, which is not a known player",
                colour(*c)
            )
        }
    }
}

/// A load refused for a file fault.
#[must_use]
pub fn cannot_load_file(e: &FileError) -> String {
    format!("Cannot load the game: {e}. The game on the board stays.")
}

/// A load refused for its contents.
#[must_use]
pub fn cannot_load(path: &std::path::Path, e: &SaveError) -> String {
    format!(
        "Cannot load {}: {}. The game on the board stays.",
        quoted(path),
        save_error(e)
    )
}

/// A save that failed.
#[must_use]
pub fn cannot_save(e: &FileError) -> String {
    format!("Cannot save the game: {e}")
}

/// A save that worked.
#[must_use]
pub fn saved(path: &std::path::Path) -> String {
    format!("Saved to {}.", quoted(path))
}

/// A load that worked.
#[must_use]
pub fn loaded(path: &std::path::Path) -> String {
    format!("Loaded {}.", quoted(path))
}

/// The label of a board cell for screen readers and tests: "d3: empty, legal", "e4: red".
#[must_use]
pub fn cell_label(name: &str, stone: Option<Colour>, legal: bool) -> String {
    match (stone, legal) {
        (Some(c), _) => format!("{name}: {}", colour(c).to_lowercase()),
        (None, true) => format!("{name}: empty, legal"),
        (None, false) => format!("{name}: empty"),
    }
}

/// The rules help, as (heading, paragraphs).
pub const HELP: &[(&str, &[&str])] = &[
    (
        "The board",
        &[
            "8×8 cells. Yellow and Red take turns; Yellow moves first. At the start Yellow has \
             d4 and e5, Red has e4 and d5. Cells are named by column a–h and row 1–8 from the top.",
        ],
    ),
    (
        "A move (document rules)",
        &[
            "Lay a stone on any empty cell that has a stone directly above, below, left or right \
             of it (diagonal neighbours do not count). A move need not turn anything.",
            "Then, in each of the 8 directions, a run of one or more opponent stones closed by \
             one of your stones, with no gap, turns to your colour.",
            "Until the board is full there is always such a cell, so nobody ever passes. The \
             game ends when all 64 cells are full.",
        ],
    ),
    (
        "Classic rules (option)",
        &[
            "A move must turn at least one stone. A player with no such move passes (the Pass \
             button). The game ends when neither player can move.",
        ],
    ),
    ("The result", &["More stones wins; equal is a tie."]),
    (
        "On the board",
        &[
            "Small dots mark the cells you may play. Hovering over one shows your stone and \
             rings the stones it would turn.",
        ],
    ),
    (
        "Keys",
        &[
            "Ctrl+N new game · Ctrl+O load · Ctrl+S save · Ctrl+Q quit · Ctrl+Z undo · F1 rules \
             · Esc closes a window.",
        ],
    ),
];
