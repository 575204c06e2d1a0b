//! Why a game could not be saved or loaded: every refusal of a save file worded, with the
//! tiles, cells, numbers and quoted values of the file put in.

use super::files::{file_problem, quote, quote_within};
use super::game::{cell_label, player_problem, side};
use crate::i18n::tr;
use crate::navigation::Failure;
use crate::storage::StorageError;
use game_shell::files::quoted;
use loopit_core::{
    Bank, Cell, Difference, HistoryError, KeyPath, KeyProblem, Level, PlaceError, Player,
    PositionError, SAVE_VERSIONS, SaveError, TilePlace, TurnProblem,
};

/// Why a game could not be saved or loaded, in words the player can act on.
#[must_use]
pub fn storage_error(error: &StorageError) -> String {
    match error {
        StorageError::Write(e) => tr!(
            "storage-write",
            file = quoted(&e.path),
            why = file_problem(e)
        ),
        StorageError::Read(e) => tr!(
            "storage-read",
            file = quoted(&e.path),
            why = file_problem(e)
        ),
        StorageError::Invalid { path, source } => {
            tr!(
                "storage-invalid",
                file = quoted(path),
                why = save_problem(source)
            )
        }
    }
}

/// Why a save file cannot be loaded, in the player's language: every [`SaveError`] worded,
/// with the tile names, cells, numbers and quoted values of the file put in. (The core's
/// `Display` says the same in English for the command line.)
#[must_use]
pub fn save_problem(error: &SaveError) -> String {
    match error {
        SaveError::NotJson { line, .. } => tr!("save-not-json-line", line = *line),
        SaveError::DuplicateKey(duplicate) => tr!(
            "save-duplicate-key",
            key = quote(&duplicate.key),
            line = duplicate.line
        ),
        SaveError::NotAnObject => tr!("save-not-object"),
        SaveError::NoVersion => tr!("save-no-version"),
        SaveError::UnknownVersion(version) => tr!(
            "save-unknown-version",
            version = version.clone(),
            first = *SAVE_VERSIONS.start(),
            last = *SAVE_VERSIONS.end()
        ),
        SaveError::BadKey { path, problem } => bad_key(path, problem),
        SaveError::UnknownTile { place, name } => tr!(
            "save-unknown-tile",
            place = tile_place(place),
            name = quote(name)
        ),
        SaveError::TileTwice {
            tile,
            first,
            second,
        } => tr!(
            "save-tile-twice",
            tile = tile.to_string(),
            first = tile_place(first),
            second = tile_place(second)
        ),
        SaveError::OffBoard { entry, row, col } => tr!(
            "save-off-board",
            entry = *entry,
            row = *row,
            col = *col,
            last = Cell::SIDE - 1
        ),
        SaveError::CellTwice {
            cell,
            first,
            second,
        } => tr!(
            "save-cell-twice",
            cell = cell_label(*cell),
            first = first.to_string(),
            second = second.to_string()
        ),
        SaveError::Position(e) => position_problem(e),
        SaveError::BankTooLarge(count) => {
            tr!("save-bank-too-large", count = *count, max = Bank::SIZE)
        }
        SaveError::Players(e) => player_problem(e).trim_end_matches('.').to_owned(),
        SaveError::NegativeScore { seat, score } => {
            tr!("save-negative-score", seat = *seat, score = *score)
        }
        SaveError::ImpossibleScore { seat, score } => tr!(
            "save-impossible-score",
            seat = *seat,
            score = *score,
            max = Player::MAX_SCORE
        ),
        SaveError::UnknownLevel { seat, level } => tr!(
            "save-unknown-level",
            seat = *seat,
            level = quote(level),
            known = Level::ALL.map(Level::key).join(", ")
        ),
        SaveError::CurrentOutOfRange { current, players } => tr!(
            "save-current",
            current = *current,
            last = players.saturating_sub(1)
        ),
        SaveError::BankNotDrawn { bank, drawn } => {
            tr!("save-bank-not-drawn", bank = *bank, drawn = *drawn)
        }
        SaveError::ScoresTooLow { total, least } => {
            tr!("save-scores-too-low", total = *total, least = *least)
        }
        SaveError::BadPlacement { place, text } => tr!(
            "save-bad-placement",
            place = tile_place(place),
            text = quote(text)
        ),
        SaveError::HistoryStart => tr!("save-history-start"),
        SaveError::Resumed(e) => tr!("save-resumed", why = save_problem(e)),
        SaveError::History(e) => history_problem(e),
    }
}

/// Where a tile of a save file stands: `board entry 3`, `turn 4 of the history, placement 2`.
#[must_use]
pub fn tile_place(place: &TilePlace) -> String {
    match place {
        TilePlace::Board(n) => tr!("place-board", n = *n),
        TilePlace::Bank(n) => tr!("place-bank", n = *n),
        TilePlace::Start => tr!("place-start"),
        TilePlace::Drawn { turn, n } => tr!("place-drawn", turn = *turn, n = *n),
        TilePlace::Swap { turn, n } => tr!("place-swap", turn = *turn, n = *n),
        TilePlace::Placement { turn, n } => tr!("place-placement", turn = *turn, n = *n),
    }
}

/// A key of a save file that is missing or holds the wrong kind of value, with the facts the
/// core gives (the key, the line, the counts).
fn bad_key(path: &KeyPath, problem: &KeyProblem) -> String {
    let place = if path.is_file() {
        tr!("save-where-file")
    } else {
        tr!("save-where-key", key = quote_within(&path.to_string(), 80))
    };
    match problem {
        KeyProblem::Missing { key } => {
            tr!("save-key-missing", place = place, missing = quote(key))
        }
        KeyProblem::WrongValue { line, .. } => {
            tr!("save-key-wrong-line", place = place, line = *line)
        }
        KeyProblem::ScoresForPlayers { scores, players } => tr!(
            "save-resumed-scores",
            place = place,
            scores = *scores,
            players = *players
        ),
        KeyProblem::TooManyDrawn { count } => tr!(
            "save-too-many-drawn",
            place = place,
            count = *count,
            max = Bank::SIZE
        ),
        KeyProblem::NotASeat { value, players } => tr!(
            "save-not-a-seat",
            place = place,
            value = *value,
            last = players.saturating_sub(1)
        ),
    }
}

/// Why a board is not a position the game can reach.
#[must_use]
pub fn position_problem(error: &PositionError) -> String {
    match error {
        PositionError::Empty => tr!("position-empty", cell = cell_label(Cell::START)),
        PositionError::NoStartTile => tr!("position-no-start", cell = cell_label(Cell::START)),
        PositionError::RunsOffBoard { cell, tile, edge } => tr!(
            "position-off-board",
            tile = tile.to_string(),
            cell = cell_label(*cell),
            side = side(*edge)
        ),
        PositionError::LinesDoNotMeet {
            cell,
            tile,
            edge,
            other_cell,
            other,
        } => tr!(
            "position-lines-do-not-meet",
            tile = tile.to_string(),
            cell = cell_label(*cell),
            side = side(*edge),
            other = other.to_string(),
            other_cell = cell_label(*other_cell)
        ),
        PositionError::NotJoined { cell, tile } => tr!(
            "position-not-joined",
            tile = tile.to_string(),
            cell = cell_label(*cell),
            start = cell_label(Cell::START)
        ),
    }
}

/// Why a saved history does not describe the game the file states.
#[must_use]
pub fn history_problem(error: &HistoryError) -> String {
    match error {
        HistoryError::BadRandom(text) => tr!("history-bad-random", text = quote(text)),
        HistoryError::StartTile { recorded, drawn } => tr!(
            "history-start-tile",
            recorded = recorded.to_string(),
            drawn = drawn.to_string()
        ),
        HistoryError::Turn { turn, problem } => {
            tr!("history-turn", turn = *turn, why = turn_problem(problem))
        }
        HistoryError::AfterGameOver { turn } => tr!("history-after-game-over", turn = *turn),
        HistoryError::NoTurnInProgress => tr!("history-no-turn-in-progress"),
        HistoryError::LeadsElsewhere { what } => {
            let (what, seat) = match what {
                Difference::Board => ("board", 0),
                Difference::Bank => ("bank", 0),
                Difference::Score { seat } => ("score", *seat),
                Difference::Current => ("current", 0),
                Difference::History => ("history", 0),
            };
            tr!("history-leads-elsewhere", what = what, seat = seat)
        }
    }
}

/// What is wrong with one turn of a saved history.
#[must_use]
pub fn turn_problem(problem: &TurnProblem) -> String {
    let bank = |bank: &Bank| -> String {
        let names: Vec<String> = bank.tiles().map(|(_, t)| t.to_string()).collect();
        if names.is_empty() {
            tr!("history-no-tiles")
        } else {
            names.join(" ")
        }
    };
    match problem {
        TurnProblem::Player { recorded, expected } => tr!(
            "turn-wrong-player",
            recorded = recorded.saturating_add(1),
            expected = expected.saturating_add(1)
        ),
        TurnProblem::Drawn { recorded, drawn } => tr!(
            "turn-wrong-draw",
            recorded = bank(recorded),
            drawn = bank(drawn)
        ),
        TurnProblem::Swap { index } => tr!("turn-bad-swap", index = *index),
        TurnProblem::Placement { index, error } => tr!(
            "turn-bad-placement",
            index = *index,
            why = placement_problem(error)
        ),
        TurnProblem::PlacementDiffers {
            index,
            points,
            tile,
        } => tr!(
            "turn-placement-differs",
            index = *index,
            tile = tile.to_string(),
            points = *points
        ),
        TurnProblem::NotInBank { index, tile } => {
            tr!("turn-not-in-bank", index = *index, tile = tile.to_string())
        }
        TurnProblem::SatOut { recorded: true } => tr!("turn-said-sat-out"),
        TurnProblem::SatOut { recorded: false } => tr!("turn-did-sit-out"),
    }
}

/// Why a placement of a saved history breaks the rules (the history does not say where the
/// refused tile was to go, so this names only the tiles).
fn placement_problem(error: &PlaceError) -> String {
    match error {
        PlaceError::CellTaken { cell, tile } => tr!(
            "history-why-taken",
            cell = cell_label(*cell),
            tile = tile.to_string()
        ),
        PlaceError::RunsOffBoard { edge } => tr!("history-why-off-board", side = side(*edge)),
        PlaceError::LineNotMet { edge, neighbour } => tr!(
            "history-why-line-not-met",
            side = side(*edge),
            tile = neighbour.to_string()
        ),
        PlaceError::CutsLine { edge, neighbour } => tr!(
            "history-why-cuts-line",
            side = side(*edge),
            tile = neighbour.to_string()
        ),
        PlaceError::ContinuesNoLine => tr!("history-why-no-line"),
        PlaceError::EmptySlot { .. } => tr!("history-why-empty-slot"),
        PlaceError::TurnFull => tr!("history-why-turn-full"),
        PlaceError::GameOver => tr!("history-why-game-over"),
    }
}

/// The error dialog's title and message for `failure`, in the language in use.
#[must_use]
pub fn failure(failure: &Failure) -> (String, String) {
    match failure {
        Failure::CannotStart(e) => (tr!("cannot-start"), player_problem(e)),
        Failure::CannotStartGuide(e) => (tr!("cannot-start"), save_problem(e)),
        Failure::TilesForLoad(e) => (
            tr!("cannot-load-tiles"),
            tr!("cannot-load-tiles-text", error = super::tile_error(e)),
        ),
        Failure::CannotLoad(e) => (tr!("cannot-load"), storage_error(e)),
        Failure::CannotSave(e) => (tr!("cannot-save"), storage_error(e)),
    }
}
