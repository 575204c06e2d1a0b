//! Every word the window shows a player, from the catalogs through `tr!`. The core
//! returns typed reasons; they are worded here, in the window's language.

use game_shell::files::{FileError, FileErrorKind, quoted};
use reversi_core::analysis::{Accuracy, ESTIMATE_DEPTH, MoveReview, Summary};
use reversi_core::{
    Colour, Game, Level, Move, MoveError, Player, Position, PositionError, Rules, SaveError,
    TranscriptError,
};

use crate::i18n::tr;
use crate::navigation::{Notice, PasteKind, PasteProblem};
use crate::session::Outcome;
use crate::storage::FileReport;

/// A colour as the catalogs select on it: `yellow`, `red` (as a save file names them too).
#[must_use]
pub const fn key(c: Colour) -> &'static str {
    match c {
        Colour::Yellow => "yellow",
        Colour::Red => "red",
    }
}

/// A colour as the players of `rules` call it, for the catalogs: Othello's players are
/// `black` (the first) and `white`; the others' `yellow` and `red`.
#[must_use]
pub const fn named(c: Colour, rules: Rules) -> &'static str {
    match (rules, c) {
        (Rules::Othello, Colour::Yellow) => "black",
        (Rules::Othello, Colour::Red) => "white",
        (_, c) => key(c),
    }
}

/// What the system's file dialogs say: the shell's titles, for Reversi games.
#[must_use]
pub fn picker() -> game_shell::picker::PickerWords {
    game_shell::picker::PickerWords::localised(tr!("picker-file-type"), crate::storage::EXTENSION)
}

/// A colour's name under `rules`, capitalised: "Yellow", "Gelb", "Black".
#[must_use]
pub fn colour(c: Colour, rules: Rules) -> String {
    tr!("colour", colour = named(c, rules))
}

/// A player kind in the side panel and the new-game dialog.
#[must_use]
pub fn player(p: Player) -> String {
    match p {
        Player::Human => tr!("player-human"),
        Player::Computer(Level::Random) => tr!("player-random"),
        Player::Computer(Level::Greedy) => tr!("player-greedy"),
        Player::Computer(Level::AlphaBeta) => tr!("player-alphabeta"),
    }
}

/// The rules' name.
#[must_use]
pub fn rules(r: Rules) -> String {
    match r {
        Rules::Document => tr!("rules-document"),
        Rules::Classic => tr!("rules-classic"),
        Rules::Othello => tr!("rules-othello"),
    }
}

/// Whose move it is, or the result: "Yellow to move", "Rot gewinnt – 36:28",
/// "Tie – 32:32".
#[must_use]
pub fn status(position: &Position) -> String {
    let board = position.board();
    let count = |c| board.count(c);
    let named = |c| named(c, position.rules());
    match position.outcome() {
        Some(reversi_core::Outcome::Win(c)) => tr!(
            "wins",
            colour = named(c),
            winner = count(c),
            loser = count(c.other())
        ),
        Some(reversi_core::Outcome::Tie) => tr!(
            "tie",
            yellow = count(Colour::Yellow),
            red = count(Colour::Red)
        ),
        None if position.must_pass() => tr!("must-pass", colour = named(position.to_move())),
        None => tr!("to-move", colour = named(position.to_move())),
    }
}

/// The window's title: the program and the status.
#[must_use]
pub fn title(position: &Position) -> String {
    tr!("window-title", status = status(position))
}

/// A colour's stones on the board under `rules`: "Yellow: 2 stones", "Rot: 1 Stein".
#[must_use]
pub fn stones(c: Colour, rules: Rules, count: u32) -> String {
    tr!("stones", colour = named(c, rules), count = count)
}

/// Why a click or move was refused.
#[must_use]
pub fn move_error(e: MoveError) -> String {
    match e {
        MoveError::GameOver => tr!("move-game-over"),
        MoveError::Occupied(c) => tr!("move-occupied", cell = c.to_string()),
        MoveError::NoNeighbour(c) => tr!("move-no-neighbour", cell = c.to_string()),
        MoveError::TurnsNothing(c) => tr!("move-turns-nothing", cell = c.to_string()),
        MoveError::PassNotAllowed => tr!("move-pass-not-allowed"),
    }
}

/// Why a save file was refused.
#[must_use]
pub fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::NotJson(detail) => tr!("save-not-json", detail = detail.as_str()),
        SaveError::DuplicateKey(duplicate) => tr!(
            "save-duplicate-key",
            key = game_shell::files::quoted_value(&duplicate.key),
            line = duplicate.line
        ),
        SaveError::NoVersion => tr!("save-no-version"),
        SaveError::UnknownVersion(v) => tr!("save-unknown-version", version = *v),
        SaveError::BadKey(detail) => tr!("save-bad-key", detail = detail.as_str()),
        SaveError::BoardLines(n) => tr!("save-board-lines", lines = *n),
        SaveError::BoardLineLength { line, length } => {
            tr!("save-board-line-length", line = *line, length = *length)
        }
        SaveError::BadLetter { cell, letter } => tr!(
            "save-bad-letter",
            cell = cell.to_string(),
            letter = letter.escape_debug().to_string()
        ),
        SaveError::StartStoneMissing(cell) => {
            tr!("save-start-stone-missing", cell = cell.to_string())
        }
        SaveError::StoneCount { stones, expected } => {
            tr!("save-stone-count", stones = *stones, expected = *expected)
        }
        SaveError::BadMove(replay) => match replay.reason {
            None => tr!(
                "save-bad-move",
                number = replay.number,
                text = replay.text.escape_debug().to_string()
            ),
            Some(reason) => tr!(
                "save-illegal-move",
                number = replay.number,
                text = replay.text.as_str(),
                reason = move_error(reason)
            ),
        },
        SaveError::BadStart(e) => tr!("save-bad-start", reason = position_error(e)),
        SaveError::BoardDiffers(cell) => tr!("save-board-differs", cell = cell.to_string()),
        SaveError::WrongPlayerToMove(c) => tr!("save-wrong-player", colour = key(*c)),
        SaveError::UnknownPlayer { colour: c, name } => tr!(
            "save-unknown-player",
            colour = key(*c),
            name = name.escape_debug().to_string()
        ),
    }
}

/// What is wrong with a file, in words.
fn file_problem(error: &FileError) -> String {
    match &error.kind {
        FileErrorKind::NotAFile => tr!("file-not-a-file"),
        FileErrorKind::TooLarge { limit } => tr!("file-too-large", kb = limit / 1024),
        FileErrorKind::NotText => tr!("file-not-text"),
        FileErrorKind::ReadOnly => error.reason(),
        FileErrorKind::Io(e) => match e.kind() {
            std::io::ErrorKind::NotFound => tr!("file-not-found"),
            std::io::ErrorKind::PermissionDenied => tr!("file-permission"),
            std::io::ErrorKind::StorageFull => tr!("file-disk-full"),
            std::io::ErrorKind::ReadOnlyFilesystem => tr!("file-read-only"),
            _ => game_shell::files::io_error_words(e),
        },
    }
}

/// A load refused for a file fault.
#[must_use]
pub fn cannot_load_file(e: &FileError) -> String {
    tr!("cannot-read", file = quoted(&e.path), why = file_problem(e))
}

/// A load refused for its contents.
#[must_use]
pub fn cannot_load(path: &std::path::Path, e: &SaveError) -> String {
    tr!("cannot-load", file = quoted(path), why = save_error(e))
}

/// A save that failed.
#[must_use]
pub fn cannot_save(e: &FileError) -> String {
    tr!("cannot-save", file = quoted(&e.path), why = file_problem(e))
}

/// A save that worked.
#[must_use]
pub fn saved(path: &std::path::Path) -> String {
    tr!("saved", file = quoted(path))
}

/// A load that worked.
#[must_use]
pub fn loaded(path: &std::path::Path) -> String {
    tr!("loaded", file = quoted(path))
}

/// A move as the move list names it: the cell (`f4`), or a pass.
#[must_use]
pub fn move_name(mv: Move) -> String {
    match mv {
        Move::Lay(cell) => cell.to_string(),
        Move::Pass => tr!("move-pass"),
    }
}

/// The last move of `game` and who made it: "Last move: Red f5"; `None` at the start.
#[must_use]
pub fn last_move(game: &Game) -> Option<String> {
    let number = game.history().len().checked_sub(1)?;
    let played = game.history().get(number)?;
    // Every move, a pass too, hands the turn over: Yellow makes the even ones from 0.
    let colour = Colour::ALL[number % 2];
    Some(tr!(
        "last-move",
        colour = named(colour, game.rules()),
        cell = move_name(played.mv)
    ))
}

/// The move list, a line per Yellow move and Red's reply: "1. f4  f5".
#[must_use]
pub fn move_lines(game: &Game) -> Vec<String> {
    let moves: Vec<Move> = game.moves().collect();
    moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let names: Vec<String> = pair.iter().map(|m| move_name(*m)).collect();
            format!("{}. {}", i + 1, names.join("  "))
        })
        .collect()
}

/// The hint under the buttons: "Hint: d3 (the alpha-beta computer's choice)".
#[must_use]
pub fn hint(mv: Move) -> String {
    tr!("hint", cell = move_name(mv))
}

/// The label of a board cell under `rules` for screen readers and tests: "d3: empty, legal",
/// "e4: rot", "d4: white".
#[must_use]
pub fn cell_label(name: &str, rules: Rules, stone: Option<Colour>, legal: bool) -> String {
    match (stone, legal) {
        (Some(c), _) => tr!("cell-stone", cell = name, colour = named(c, rules)),
        (None, true) => tr!("cell-empty-legal", cell = name),
        (None, false) => tr!("cell-empty", cell = name),
    }
}

/// A legal cell with its value shown: "d3: empty, legal, value +4".
#[must_use]
pub fn cell_value_label(name: &str, value: i32) -> String {
    tr!("cell-empty-legal-value", cell = name, value = signed(value))
}

/// A stone difference with its sign: `+4`, `-2`, `0`.
#[must_use]
pub fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

/// What the values on the board are, under the side panel's buttons: exact, or estimated how
/// deep.
#[must_use]
pub fn values_legend(accuracy: Accuracy) -> String {
    match accuracy {
        Accuracy::Exact => tr!("values-exact"),
        Accuracy::Estimate => tr!("values-estimate", depth = ESTIMATE_DEPTH),
    }
}

/// One player's part of a review: "Red: 12 stones lost in 3 moves of 28".
#[must_use]
pub fn review_summary(colour: Colour, rules: Rules, summary: &Summary) -> String {
    tr!(
        "review-summary",
        colour = named(colour, rules),
        lost = summary.loss,
        mistakes = summary.mistakes,
        moves = summary.reviewed
    )
}

/// A move that lost stones: "Move 23: Red played g7, best a8, lost 12 stones" (an estimate
/// says so).
#[must_use]
pub fn review_line(reviewed: &MoveReview, rules: Rules) -> String {
    let key = match reviewed.accuracy {
        Accuracy::Exact => "review-line",
        Accuracy::Estimate => "review-line-estimated",
    };
    let args = game_shell::args![
        ("number", reviewed.number),
        ("colour", named(reviewed.colour, rules)),
        ("played", move_name(reviewed.played)),
        ("best", move_name(reviewed.best)),
        ("loss", reviewed.loss),
    ];
    crate::i18n::text(key, Some(&args))
}

/// What the board shows while a reviewed move's position is on it.
#[must_use]
pub fn review_showing(reviewed: &MoveReview) -> String {
    tr!(
        "review-showing",
        number = reviewed.number,
        played = move_name(reviewed.played),
        best = move_name(reviewed.best)
    )
}

/// The rules, as (heading, paragraphs), in the window's language.
#[must_use]
pub fn help() -> Vec<(String, Vec<String>)> {
    vec![
        (tr!("help-board"), vec![tr!("help-board-1")]),
        (
            tr!("help-move"),
            vec![tr!("help-move-1"), tr!("help-move-2"), tr!("help-move-3")],
        ),
        (
            tr!("help-classic"),
            vec![tr!("help-classic-1"), tr!("help-classic-2")],
        ),
        (tr!("help-othello"), vec![tr!("help-othello-1")]),
        (tr!("help-result"), vec![tr!("help-result-1")]),
        (tr!("help-on-board"), vec![tr!("help-on-board-1")]),
        (tr!("help-keys"), vec![tr!("help-keys-1")]),
        (tr!("help-language"), vec![tr!("help-language-1")]),
    ]
}

/// The about box.
#[must_use]
pub fn about() -> game_shell::window::About {
    game_shell::window::About {
        title: tr!("about-title"),
        name: "Reversi".into(),
        version: tr!("about-version", version = env!("CARGO_PKG_VERSION")),
        lines: vec![
            tr!("about-1"),
            tr!(
                "about-2",
                folder = quoted(&crate::storage::default_folder())
            ),
        ],
    }
}

/// What a move or an undo came to, when it is worth a sentence: a refusal, or a person's
/// click while the computer is to move. A move made or taken back shows on the board.
#[must_use]
pub fn outcome(outcome: &Outcome) -> Option<String> {
    match outcome {
        Outcome::Refused(e) => Some(move_error(*e)),
        Outcome::ComputerToMove => Some(tr!("computer-to-move")),
        Outcome::Played { .. } | Outcome::Undone(_) | Outcome::Nothing => None,
    }
}

/// What a save or a load came to.
#[must_use]
pub fn file_report(report: &FileReport) -> String {
    match report {
        FileReport::Saved(path) => saved(path),
        FileReport::Loaded(path) => loaded(path),
        FileReport::CannotSave(e) => cannot_save(e),
        FileReport::CannotRead(e) => cannot_load_file(e),
        FileReport::CannotLoad(path, e) => cannot_load(path, e),
    }
}

/// The notice under the counts, in the window's language.
#[must_use]
pub fn notice(notice: &Notice) -> Option<String> {
    match notice {
        Notice::Move(o) => outcome(o),
        Notice::File(report) => Some(file_report(report)),
        Notice::Settings(warnings) => Some(game_shell::settings::warnings_notice(
            warnings,
            settings_warning,
        )),
        Notice::Copied(PasteKind::Moves, text) => Some(tr!("copied-moves", text = text.as_str())),
        Notice::Copied(PasteKind::Position, text) => {
            Some(tr!("copied-position", text = text.as_str()))
        }
        Notice::Pasted(PasteKind::Moves) => Some(tr!("pasted-moves")),
        Notice::Pasted(PasteKind::Position) => Some(tr!("pasted-position")),
        Notice::RecordOpened => Some(tr!("record-opened")),
    }
}

/// Why a pasted move list or position cannot start a game.
#[must_use]
pub fn paste_problem(problem: &PasteProblem) -> String {
    match problem {
        PasteProblem::Moves(e) => transcript_error(e),
        PasteProblem::Position(e) => position_error(e),
    }
}

/// Why a move list cannot be read: which move, where, and why.
#[must_use]
pub fn transcript_error(e: &TranscriptError) -> String {
    match e {
        TranscriptError::NotAMove { number, at, text } => tr!(
            "transcript-not-a-move",
            number = *number,
            at = *at,
            text = text.escape_debug().to_string()
        ),
        TranscriptError::Illegal { number, mv, reason } => tr!(
            "transcript-illegal",
            number = *number,
            text = move_name(*mv),
            reason = move_error(*reason)
        ),
    }
}

/// Why a position cannot be read: which character, or what is missing.
#[must_use]
pub fn position_error(e: &PositionError) -> String {
    match e {
        PositionError::Character { at, found } => tr!(
            "position-character",
            at = *at,
            found = found.escape_debug().to_string()
        ),
        PositionError::TooShort(count) => tr!("position-too-short", count = *count),
        PositionError::NoSide => tr!("position-no-side"),
        PositionError::Side(side) => tr!(
            "position-side",
            side = game_shell::files::quoted_value(side)
        ),
        PositionError::NoStones => tr!("position-no-stones"),
    }
}

/// A warning about `Reversi.ini` in the player's language: the frame words the file's part,
/// Reversi what is wrong with one of its values.
#[must_use]
pub fn settings_warning(warning: &crate::settings::SettingsWarning) -> String {
    use crate::settings::ValueProblem;
    game_shell::settings::warning_words(warning, |problem| match problem {
        ValueProblem::NotRules => tr!("settings-not-rules"),
        ValueProblem::NotAPlayer => {
            tr!("settings-not-player", levels = crate::settings::levels())
        }
        ValueProblem::NotALanguage => tr!("settings-not-language"),
        ValueProblem::NotATheme => tr!("settings-not-theme"),
        ValueProblem::NotOnOff => tr!("settings-not-on-off"),
    })
}

/// One line on how a computer level plays, weakest to strongest: "Beginner: any legal move,
/// at random."
#[must_use]
pub fn level_about(level: Level) -> String {
    match level {
        Level::Random => tr!("level-random-about"),
        Level::Greedy => tr!("level-greedy-about"),
        Level::AlphaBeta => tr!("level-alphabeta-about"),
    }
}

/// How strong a computer level is against the next one, as measured in self-play
/// (`reversi selfplay`, docs/reversi-strength.md).
#[must_use]
pub fn level_strength(level: Level) -> String {
    match level {
        Level::Random => tr!("level-random-strength"),
        Level::Greedy => tr!("level-greedy-strength"),
        Level::AlphaBeta => tr!("level-alphabeta-strength"),
    }
}

/// A computer level's name alone, as the online seats name it: "random", "alpha-beta".
#[must_use]
pub fn level(level: Level) -> String {
    match level {
        Level::Random => tr!("level-random"),
        Level::Greedy => tr!("level-greedy"),
        Level::AlphaBeta => tr!("level-alphabeta"),
    }
}

/// Why the server refused a move or a setup, with the rules' reasons worded as a click's
/// refusal at one screen is.
#[must_use]
pub fn online_refusal(refusal: &reversi_online::Refusal) -> String {
    use reversi_online::Refusal;
    match refusal {
        Refusal::NotYourTurn { to_move: Some(_) } => tr!("online-refused-turn"),
        Refusal::NotYourTurn { to_move: None } => tr!("move-game-over"),
        Refusal::Move { reason } => move_error(*reason),
        Refusal::SeatCount { count } => tr!("online-refused-seat-count", count = *count),
        Refusal::BadName { seat } => tr!("online-refused-name", seat = *seat + 1),
    }
}

// Online problems and the server's refusals: the frame's words, with the game's refusals.
game_shell::online_words!(reversi_online::Reversi, online_refusal);

#[cfg(test)]
mod tests {
    use game_shell::i18n::{Language, set_language};
    use reversi_core::{Game, Rules};

    use super::*;

    #[test]
    fn the_title_and_a_refusal_follow_the_language() {
        let game = Game::new(Rules::Document);
        set_language(Language::German);
        assert_eq!(title(game.position()), "Reversi – Gelb ist am Zug");
        assert_eq!(
            move_error(MoveError::Occupied("d4".parse().expect("a cell"))),
            "Auf d4 liegt schon ein Stein."
        );
        set_language(Language::English);
        assert_eq!(title(game.position()), "Reversi – Yellow to move");
    }
}
