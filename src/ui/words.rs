//! What the status line says about what just happened: each [`Outcome`] of the game in a
//! sentence. The one place where the game's events become words.

use loopit_core::{
    Bank, Breakdown, Cell, CheatError, Difference, Edge, Game, HistoryError, KeyPath, KeyProblem,
    Level, LineRun, LineStop, NameError, PlaceError, Placements, Player, PlayerError,
    PositionError, SAVE_VERSIONS, SaveError, TilePlace, TurnProblem, TurnSummary,
};

use game_shell::browser::BrowserWords;
use game_shell::files::{FileError, FileErrorKind, quoted};

use super::cell_label;
use crate::environment::TilesReloaded;
use crate::session::Outcome;
use crate::settings::document::{IniErrorKind, IniValueError};
use crate::settings::{FreshFile, MAX_DELAY_MS, SettingsWarning, Unusable, ValueProblem};
use crate::storage::StorageError;
use crate::tiles::{MAX_SOURCE_SIDE, TileFileProblem, TileImageError, TileProblem};
use crate::tr;

/// The sentence for `outcome` in `game` (as it is after the outcome), or `None` when there is
/// nothing to say.
#[must_use]
pub fn outcome(outcome: &Outcome, game: &Game) -> Option<String> {
    let name = |seat: usize| {
        game.players()
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    Some(match outcome {
        Outcome::Nothing
        | Outcome::PutDown
        | Outcome::ConfirmEndTurn
        | Outcome::ComputerReleased
        | Outcome::Ready => return None,
        Outcome::PickedUp {
            tile,
            cells,
            turn_full,
        } => match cells {
            0 if *turn_full => tr!("picked-turn-full"),
            0 => tr!("picked-fits-nowhere", value = tile.value()),
            n => tr!("picked-fits", value = tile.value(), count = *n),
        },
        Outcome::Placed {
            placement: p,
            player,
            by_computer: true,
        } => tr!(
            "computer-placed",
            name = name(*player),
            value = p.tile.value(),
            cell = cell_label(p.cell),
            points = p.points
        ),
        Outcome::Placed { placement: p, .. } => tr!(
            "you-placed",
            value = p.tile.value(),
            cell = cell_label(p.cell),
            points = p.points
        ),
        Outcome::Refused { tile, cell, reason } => tr!(
            "refused",
            value = tile.value(),
            cell = cell_label(*cell),
            reason = refusal(reason, *cell)
        ),
        Outcome::TookBack(back) => {
            let (value, cell) = (back.taken.tile.value(), cell_label(back.taken.cell));
            match back.also_returned.len() {
                0 => tr!("took-back", value = value, cell = cell),
                others => tr!(
                    "took-back-more",
                    value = value,
                    cell = cell,
                    others = others
                ),
            }
        }
        Outcome::NothingToTakeBack => tr!("nothing-to-take-back"),
        Outcome::TurnEnded(summary) => {
            let player = name(summary.player);
            if summary.sat_out {
                tr!("turn-sat-out", name = player)
            } else if summary.placements.is_empty() {
                tr!("turn-passed", name = player)
            } else {
                tr!(
                    "turn-ended",
                    name = player,
                    placements = placements(&summary.placements),
                    points = summary.points
                )
            }
        }
        Outcome::CheatMarked(_) => tr!("cheat-marked"),
        Outcome::CheatSwapped { slot, tile } => {
            tr!("cheat-swapped", slot = slot + 1, tile = tile.to_string())
        }
        Outcome::CheatRefused(CheatError::BagEmpty) => tr!("cheat-bag-empty"),
        Outcome::CheatRefused(_) => tr!("cheat-cannot"),
    })
}

/// The placements of a turn in board terms: `4 on G5 (+10), 7 on F4 (+21)`.
#[must_use]
pub fn placements(placements: &Placements) -> String {
    let parts: Vec<String> = placements
        .iter()
        .map(|p| {
            tr!(
                "log-placement",
                value = p.tile.value(),
                cell = cell_label(p.cell),
                points = p.points
            )
        })
        .collect();
    parts.join(", ")
}

/// A turn as the log tells it: `4 on G5 (+10): 10 points`, `sat out: no tile fitted`.
#[must_use]
pub fn log_text(summary: &TurnSummary) -> String {
    if summary.sat_out {
        tr!("log-sat-out")
    } else if summary.placements.is_empty() {
        tr!("log-passed")
    } else {
        tr!(
            "log-turn",
            placements = placements(&summary.placements),
            points = summary.points
        )
    }
}

/// The key a text selects a side or direction by: `n`, `e`, `s`, `w`.
fn side(edge: Edge) -> &'static str {
    match edge {
        Edge::N => "n",
        Edge::E => "e",
        Edge::S => "s",
        Edge::W => "w",
    }
}

/// Why a tile cannot go on `cell`, in the player's words and in board terms: tiles named by
/// their value and where they lie.
#[must_use]
pub fn refusal(reason: &PlaceError, cell: Cell) -> String {
    let at = |edge: Edge| cell.neighbour(edge).map(cell_label).unwrap_or_default();
    match reason {
        PlaceError::CellTaken { tile, .. } => {
            tr!("why-taken", cell = cell_label(cell), value = tile.value())
        }
        PlaceError::RunsOffBoard { edge } => tr!("why-off-board", side = side(*edge)),
        PlaceError::LineNotMet { edge, neighbour } => tr!(
            "why-line-not-met",
            side = side(*edge),
            value = neighbour.value(),
            cell = at(*edge)
        ),
        PlaceError::CutsLine { edge, neighbour } => tr!(
            "why-cuts-line",
            side = side(*edge),
            value = neighbour.value(),
            cell = at(*edge)
        ),
        PlaceError::ContinuesNoLine => tr!("why-no-line"),
        PlaceError::EmptySlot { .. } => tr!("why-empty-slot"),
        PlaceError::TurnFull => tr!("why-turn-full"),
        PlaceError::GameOver => tr!("why-game-over"),
    }
}

/// The sum as a player would check it: `7 × 3 = 21, joined 5 + 2 + 8 = 15, total 36`.
#[must_use]
pub fn breakdown(b: &Breakdown) -> String {
    let own = b.value * b.premium;
    let joined: Vec<u32> = b
        .lines
        .iter()
        .flat_map(|l| l.passed.iter().map(|(_, t)| t.value()))
        .collect();
    let head = if b.premium > 1 {
        tr!(
            "sum-premium",
            value = b.value,
            premium = b.premium,
            own = own
        )
    } else {
        tr!("sum-plain", own = own)
    };
    match joined.as_slice() {
        [] => tr!("sum-nothing", head = head, total = b.points),
        [one] => tr!("sum-one", head = head, joined = *one, total = b.points),
        many => {
            let parts: Vec<String> = many.iter().map(u32::to_string).collect();
            tr!(
                "sum-many",
                head = head,
                parts = parts.join(" + "),
                joined = b.points - own,
                total = b.points
            )
        }
    }
}

/// Where and why one line of a placement stopped: "The line at the bottom joins 2 tiles and
/// stops at the junction on F6."
#[must_use]
pub fn line(run: &LineRun) -> String {
    let (stop, cell) = match run.stop {
        LineStop::Junction(c) => ("junction", c),
        LineStop::Dot(c) => ("dot", c),
        LineStop::Gap(c) => ("gap", c),
        LineStop::Loop(c) => ("loop", c),
    };
    tr!(
        "line-run",
        side = side(run.edge),
        count = run.passed.len(),
        stop = stop,
        cell = cell_label(cell)
    )
}

/// A computer level's name, as the setup shows it.
#[must_use]
pub fn level_name(level: Level) -> String {
    match level {
        Level::Beginner => tr!("level-beginner"),
        Level::Normal => tr!("level-greedy"),
        Level::Strong => tr!("level-planner"),
        Level::Expert => tr!("level-expert"),
    }
}

/// What a computer level does, in one sentence.
#[must_use]
pub fn level_about(level: Level) -> String {
    match level {
        Level::Beginner => tr!("level-beginner-about"),
        Level::Normal => tr!("level-greedy-about"),
        Level::Strong => tr!("level-planner-about"),
        Level::Expert => tr!("level-expert-about"),
    }
}

/// How strong a computer level is, as measured in self-play (`loopit selfplay`).
#[must_use]
pub fn level_strength(level: Level) -> String {
    match level {
        Level::Beginner => tr!("level-beginner-strength"),
        Level::Normal => tr!("level-greedy-strength"),
        Level::Strong => tr!("level-planner-strength"),
        Level::Expert => tr!("level-expert-strength"),
    }
}

/// Why the players entered cannot start a game.
#[must_use]
pub fn player_problem(problem: &PlayerError) -> String {
    match problem {
        PlayerError::Count(count) => tr!("player-count", count = *count),
        PlayerError::Name {
            seat,
            problem: NameError::Empty,
            ..
        } => tr!("player-no-name", seat = *seat),
        PlayerError::Name {
            seat,
            name,
            problem,
        } => tr!(
            "player-bad-name",
            seat = *seat,
            name = quote(name),
            problem = name_problem(*problem)
        ),
    }
}

/// What is wrong with a name, completing "The name …": `is empty`, `holds a control
/// character`.
#[must_use]
pub fn name_problem(problem: NameError) -> String {
    match problem {
        NameError::Empty => tr!("name-empty"),
        NameError::Invisible => tr!("name-invisible"),
        NameError::ControlCharacter => tr!("name-control"),
        NameError::LineSeparator => tr!("name-line-separator"),
        NameError::BidiControl => tr!("name-bidi"),
        NameError::TooLong { characters } => tr!(
            "name-too-long",
            max = Player::MAX_NAME_CHARS,
            count = characters
        ),
    }
}

/// A value a file or a person wrote, as a message quotes it: in quotes, control characters
/// escaped, cut to its first 24 characters (with `…`) so that a huge value never floods a
/// message.
#[must_use]
pub fn quote(value: &str) -> String {
    quote_within(value, 24)
}

/// `value` quoted as [`quote`] does, cut to its first `shown` characters.
fn quote_within(value: &str, shown: usize) -> String {
    let cut: String = value
        .chars()
        .take(shown)
        .flat_map(char::escape_debug)
        .collect();
    if value.chars().count() > shown {
        format!("\"{cut}\"…")
    } else {
        format!("\"{cut}\"")
    }
}

/// What the program's own file dialog says.
#[must_use]
pub fn browser_words() -> BrowserWords {
    BrowserWords {
        save_title: tr!("picker-save"),
        open_title: tr!("picker-open"),
        folder: tr!("browser-folder"),
        no_files: tr!("browser-none"),
        file_name: tr!("browser-name"),
        save: tr!("button-save"),
        load: tr!("browser-load"),
        cancel: tr!("button-cancel"),
        replace_question: tr!("browser-replace-question"),
        replace: tr!("browser-replace"),
    }
}

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

/// Why the tile images cannot be used, in one sentence with every problem: `2 of the 81 tile
/// images in "art" cannot be used: 331.png: missing; 126.png: …`.
#[must_use]
pub fn tile_error(error: &TileImageError) -> String {
    let problems: Vec<String> = error.problems.iter().map(tile_problem).collect();
    tr!(
        "tiles-error",
        count = error.problems.len(),
        folder = quoted(&error.folder),
        problems = problems.join("; ")
    )
}

/// One problem of the tile folder: `331.png: missing`.
#[must_use]
pub fn tile_problem(problem: &TileProblem) -> String {
    match problem {
        TileProblem::NoFolder => tr!("tiles-no-folder"),
        TileProblem::File { name, why } => {
            let why = match why {
                TileFileProblem::Missing => tr!("tile-missing"),
                TileFileProblem::NotAFile => tr!("tile-not-a-file"),
                TileFileProblem::TooLarge { limit } => {
                    tr!("tile-too-large", mb = limit / (1024 * 1024))
                }
                TileFileProblem::Unreadable(kind) => {
                    tr!("tile-unreadable", why = io_problem(*kind))
                }
                TileFileProblem::NotPng => tr!("tile-not-png"),
                TileFileProblem::NoPixels => tr!("tile-no-pixels"),
                TileFileProblem::TooManyPixels { width, height } => tr!(
                    "tile-too-many-pixels",
                    width = *width,
                    height = *height,
                    max = MAX_SOURCE_SIDE
                ),
                TileFileProblem::Damaged(_) => tr!("tile-damaged"),
            };
            tr!("tile-file-problem", file = name.clone(), why = why)
        }
    }
}

/// What the system said when a file could not be read or written, in words.
#[must_use]
pub fn io_problem(kind: std::io::ErrorKind) -> String {
    use std::io::ErrorKind;
    match kind {
        ErrorKind::NotFound => tr!("file-not-found"),
        ErrorKind::PermissionDenied => tr!("file-permission"),
        ErrorKind::StorageFull => tr!("file-disk-full"),
        ErrorKind::ReadOnlyFilesystem => tr!("file-read-only"),
        ErrorKind::IsADirectory => tr!("file-is-a-folder"),
        ErrorKind::NotADirectory => tr!("file-not-a-folder"),
        ErrorKind::AlreadyExists => tr!("file-exists"),
        ErrorKind::InvalidFilename => tr!("file-bad-name"),
        ErrorKind::FileTooLarge => tr!("file-system-too-large"),
        ErrorKind::Interrupted | ErrorKind::TimedOut | ErrorKind::WouldBlock => {
            tr!("file-interrupted")
        }
        other => tr!("file-other", code = format!("{other:?}")),
    }
}

/// A warning about the settings file, in the player's language: the section, key and quoted
/// value, what is wrong with it and what is used instead; or why the file cannot be read or
/// written (with the INI error's line).
#[must_use]
pub fn settings_warning(warning: &SettingsWarning) -> String {
    match warning {
        SettingsWarning::BadValue {
            section,
            key,
            value,
            problem,
            default,
        } => tr!(
            "settings-bad-value",
            section = *section,
            key = *key,
            value = quote(value),
            problem = value_problem(problem),
            default = quote(default)
        ),
        SettingsWarning::Unusable(why) => tr!("settings-unusable", why = unusable(why)),
        SettingsWarning::NotWritten(why) => tr!("settings-not-written", why = unusable(why)),
        SettingsWarning::CannotSet {
            section,
            key,
            value,
            path,
            problem,
        } => tr!(
            "settings-cannot-set",
            section = *section,
            key = *key,
            value = quote(value),
            file = quoted(path),
            why = match problem {
                IniValueError::LineBreak => tr!("ini-value-line-break"),
                IniValueError::BadName => tr!("ini-value-bad-name"),
            }
        ),
        SettingsWarning::CannotWrite(fault) => tr!(
            "settings-cannot-write",
            file = quoted(&fault.path),
            why = file_fault(fault)
        ),
        SettingsWarning::CannotKeepCopy(fault) => tr!(
            "settings-cannot-copy",
            file = quoted(&fault.path),
            why = file_fault(fault)
        ),
    }
}

/// What became of a fresh settings file the player asked for.
#[must_use]
pub fn fresh_settings(result: &Result<Option<FreshFile>, SettingsWarning>) -> String {
    match result {
        Ok(Some(FreshFile {
            path,
            backup: Some(backup),
        })) => tr!(
            "settings-fresh-kept",
            file = quoted(path),
            backup = quoted(backup)
        ),
        Ok(Some(FreshFile { path, backup: None })) => tr!("settings-fresh", file = quoted(path)),
        Ok(None) => tr!("files-settings-none"),
        Err(warning) => settings_warning(warning),
    }
}

/// What became of the tile images of a new tile folder.
#[must_use]
pub fn tiles_reloaded(reloaded: &TilesReloaded<'_>) -> String {
    match reloaded {
        TilesReloaded::Folder(folder) => tr!("tiles-loaded", folder = quoted(folder)),
        TilesReloaded::BuiltIn => tr!("tiles-built-in-used"),
        TilesReloaded::Refused(e) => tr!("tiles-not-loaded", why = tile_error(e)),
    }
}

/// What is wrong with a value of the settings file, completing "The value …".
fn value_problem(problem: &ValueProblem) -> String {
    match problem {
        ValueProblem::Empty => tr!("value-empty"),
        ValueProblem::Name(problem) => name_problem(*problem),
        ValueProblem::NotAKind => tr!(
            "value-not-kind",
            levels = Level::ALL.map(Level::key).join(", ")
        ),
        ValueProblem::NotACount => tr!(
            "value-not-count",
            min = *Player::COUNT.start(),
            max = *Player::COUNT.end()
        ),
        ValueProblem::NotADelay => tr!("value-not-delay", max = MAX_DELAY_MS),
        ValueProblem::NotOnOff => tr!("value-not-on-off"),
        ValueProblem::NotALanguage => tr!("value-not-language"),
        ValueProblem::NotOnOffAuto => tr!("value-not-on-off-auto"),
    }
}

/// Why the settings file cannot be used at all; an INI error with its line and reason.
fn unusable(why: &Unusable) -> String {
    match why {
        Unusable::Read(fault) => tr!(
            "settings-cannot-read",
            file = quoted(&fault.path),
            why = file_fault(fault)
        ),
        Unusable::NotUtf8 { path, byte } => {
            tr!("settings-not-utf8", file = quoted(path), byte = *byte)
        }
        Unusable::NotIni { path, error } => tr!(
            "settings-not-ini",
            file = quoted(path),
            line = error.line,
            why = match error.kind {
                IniErrorKind::UnclosedSection => tr!("ini-unclosed-section"),
                IniErrorKind::EmptySectionName => tr!("ini-empty-section"),
                IniErrorKind::TextAfterSection => tr!("ini-text-after-section"),
                IniErrorKind::NoEquals => tr!("ini-no-equals"),
                IniErrorKind::EmptyKey => tr!("ini-empty-key"),
                IniErrorKind::IndentedComment => tr!("ini-indented-comment"),
                IniErrorKind::UnclosedQuote => tr!("ini-unclosed-quote"),
                IniErrorKind::BackslashAtEnd => tr!("ini-backslash-at-end"),
                IniErrorKind::OddSpace => tr!("ini-odd-space"),
                IniErrorKind::Unreadable => tr!("ini-unreadable"),
            }
        ),
    }
}

/// What went wrong with the settings file, in words.
fn file_fault(fault: &FileError) -> String {
    match &fault.kind {
        FileErrorKind::TooLarge { limit } => tr!("settings-too-large", kb = limit / 1024),
        _ => file_problem(fault),
    }
}

/// What is wrong with a file, in words.
fn file_problem(error: &FileError) -> String {
    match &error.kind {
        FileErrorKind::NotAFile => tr!("file-not-a-file"),
        FileErrorKind::TooLarge { limit } => tr!("file-too-large", kb = limit / 1024),
        FileErrorKind::NotText => tr!("file-not-text"),
        FileErrorKind::Io(e) => io_problem(e.kind()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Board, Tile, explain};

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile")
    }

    #[test]
    fn a_breakdown_reads_as_a_sum() {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        board.put(Cell::new(5, 6), t("126"));
        assert_eq!(
            breakdown(&explain(&board, t("422"), Cell::new(4, 6))),
            "4, joined 1 + 5 = 6, total 10"
        );
        assert_eq!(
            breakdown(&explain(&board, t("422"), Cell::new(4, 5))),
            "4 × 2 = 8, joined 5, total 13"
        );
    }

    #[test]
    fn refusals_name_tiles_by_value_and_place() {
        let text = refusal(
            &PlaceError::LineNotMet {
                edge: Edge::W,
                neighbour: t("732"),
            },
            Cell::new(5, 6),
        );
        assert_eq!(
            text,
            "Its line at the left would end against the 7 to its left (F6), which has no line on that side."
        );
    }
}
