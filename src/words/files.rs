//! File errors and the file dialog's words: what the system said, why the tile images cannot
//! be used, and how a value a file or a person wrote is quoted.

use crate::environment::TilesReloaded;
use crate::i18n::tr;
use crate::tiles::{MAX_SOURCE_SIDE, TileFileProblem, TileImageError, TileProblem};
use game_shell::browser::BrowserWords;
use game_shell::files::{FileError, FileErrorKind, quoted};

/// A value a file or a person wrote, as a message quotes it: in quotes, control characters
/// escaped, cut to its first 24 characters (with `…`) so that a huge value never floods a
/// message.
#[must_use]
pub fn quote(value: &str) -> String {
    quote_within(value, 24)
}

/// `value` quoted as [`quote`] does, cut to its first `shown` characters.
pub(super) fn quote_within(value: &str, shown: usize) -> String {
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
        // The frame's own word (its catalog is part of this program's).
        parent: tr!("shell-browser-parent"),
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
        // Every other refusal in the frame's words, never the name of a Rust error kind.
        other => game_shell::files::io_words(other),
    }
}

/// What became of the tile images of a new tile folder.
#[must_use]
pub fn tiles_reloaded(reloaded: &TilesReloaded) -> String {
    match reloaded {
        TilesReloaded::Folder(folder) => tr!("tiles-loaded", folder = quoted(folder)),
        TilesReloaded::BuiltIn => tr!("tiles-built-in-used"),
        TilesReloaded::Refused(e) => tr!("tiles-not-loaded", why = tile_error(e)),
    }
}

/// What is wrong with a file, in words.
pub(super) fn file_problem(error: &FileError) -> String {
    match &error.kind {
        FileErrorKind::NotAFile => tr!("file-not-a-file"),
        FileErrorKind::TooLarge { limit } => tr!("file-too-large", kb = limit / 1024),
        FileErrorKind::NotText => tr!("file-not-text"),
        // The frame's words: the file is read-only, or its links lead round in a circle.
        FileErrorKind::ReadOnly => error.reason(),
        FileErrorKind::Io(e) if game_shell::files::is_link_loop(e) => error.reason(),
        FileErrorKind::Io(e) => io_problem(e.kind()),
    }
}
