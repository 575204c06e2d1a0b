//! What could not be used of the settings file, as typed values with their facts: a value
//! that falls back to its default, a file that cannot be read, is not INI or cannot be
//! written. `Display` says it in English, for the log; the window words it from the catalogs.

use std::fmt;
use std::path::PathBuf;

use game_shell::files::{self, FileError};
use loopit_core::{Level, NameError, Player};

use super::MAX_DELAY_MS;
use super::document::{IniError, IniValueError};

/// Something in the settings file that could not be used, or the file that could not be
/// read or written. Shown to the player (worded by `words::settings_warning`);
/// never stops the program. `Display` says it in English, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsWarning {
    /// A value that cannot be used: its default is used instead.
    BadValue {
        /// The section: `Game`.
        section: &'static str,
        /// The key: `ComputerDelay`.
        key: &'static str,
        /// The value as written.
        value: String,
        /// What is wrong with it.
        problem: ValueProblem,
        /// The value used instead, as the file would hold it.
        default: String,
    },
    /// The file cannot be used at all: the built-in settings are used, and the file is left
    /// as it is.
    Unusable(Unusable),
    /// A change is not written, because the file cannot be used (see [`Unusable`]).
    NotWritten(Unusable),
    /// A value cannot be written into the INI text.
    CannotSet {
        /// The section.
        section: &'static str,
        /// The key.
        key: &'static str,
        /// The value.
        value: String,
        /// The settings file.
        path: PathBuf,
        /// Why the INI text cannot hold it.
        problem: IniValueError,
    },
    /// The file is read-only: the settings are read from it, and changes are kept for this
    /// run only (the file is never replaced).
    ReadOnly {
        /// The settings file.
        path: PathBuf,
    },
    /// The file could not be written.
    CannotWrite(FileError),
    /// A fresh file is not written, because the old one could not be kept as a copy.
    CannotKeepCopy(FileError),
}

/// What is wrong with a value of the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// A folder that is empty.
    Empty,
    /// A name that breaks the name rule.
    Name(NameError),
    /// Not `human` or a computer level.
    NotAKind,
    /// Not a player count (2 to 4).
    NotACount,
    /// Not a delay in milliseconds from 0 to [`MAX_DELAY_MS`].
    NotADelay,
    /// Not `1` or `0`.
    NotOnOff,
    /// Not `de`, `en` or `system`.
    NotALanguage,
    /// Not `1`, `0` or `auto`.
    NotOnOffAuto,
    /// Not `boxed`, `light` or `dark`.
    NotATheme,
    /// Not `new` or `done`.
    NotAGuideState,
}

/// Why a file is not LoopIt's own settings file (see `settings::file` for what is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotLoopIt {
    /// A key stands before any `[Section]` (as every line of a `name:value` file does).
    KeyOutsideSection {
        /// The key's line, counted from 1.
        line: usize,
    },
    /// It has keys, but none of LoopIt's sections (`[Paths]`, `[Players]`, `[Game]`) or keys.
    NoLoopItSection,
}

/// Why the settings file cannot be used at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// The settings path is a symbolic link to a file that is not there: the settings are not
    /// written there (a link's target, or its folders, is never created).
    DanglingLink {
        /// The link.
        path: PathBuf,
        /// Where it points.
        target: PathBuf,
    },
    /// The file is not LoopIt's settings file: it is never changed.
    NotLoopIt {
        /// The file.
        path: PathBuf,
        /// What shows it.
        why: NotLoopIt,
    },
    /// It could not be read.
    Read(FileError),
    /// It is not UTF-8 text.
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// The first byte that is not UTF-8 (from 0).
        byte: usize,
    },
    /// It is not INI: the line and what is wrong with it.
    NotIni {
        /// The file.
        path: PathBuf,
        /// The line and the reason.
        error: IniError,
    },
}

impl fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueProblem::Empty => f.write_str("is empty"),
            ValueProblem::Name(problem) => problem.fmt(f),
            ValueProblem::NotAKind => write!(
                f,
                "is not human or one of {}",
                Level::ALL.map(Level::key).join(", ")
            ),
            ValueProblem::NotACount => write!(
                f,
                "is not {} to {}",
                Player::COUNT.start(),
                Player::COUNT.end()
            ),
            ValueProblem::NotADelay => write!(
                f,
                "is not a number of milliseconds from 0 to {MAX_DELAY_MS}"
            ),
            ValueProblem::NotOnOff => f.write_str("is not 1 or 0"),
            ValueProblem::NotALanguage => f.write_str("is not de, en or system"),
            ValueProblem::NotOnOffAuto => f.write_str("is not 1, 0 or auto"),
            ValueProblem::NotATheme => f.write_str("is not boxed, light or dark"),
            ValueProblem::NotAGuideState => f.write_str("is not new or done"),
        }
    }
}

impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unusable::Read(fault) => write!(f, "cannot read the settings: {fault}"),
            Unusable::DanglingLink { path, target } => write!(
                f,
                "{} is a link to {}, which does not exist: it is not created",
                files::quoted(path),
                files::quoted(target)
            ),
            Unusable::NotLoopIt { path, why } => {
                write!(f, "{} is not a LoopIt settings file: ", files::quoted(path))?;
                match why {
                    NotLoopIt::KeyOutsideSection { line } => {
                        write!(f, "line {line} holds a key outside any [section]")
                    }
                    NotLoopIt::NoLoopItSection => f.write_str(
                        "it has none of LoopIt's sections [Paths], [Players], [Game] or keys",
                    ),
                }
            }
            Unusable::NotUtf8 { path, byte } => write!(
                f,
                "{} is not UTF-8 text (at byte {byte})",
                files::quoted(path)
            ),
            Unusable::NotIni { path, error } => write!(f, "{}, {error}", files::quoted(path)),
        }
    }
}

impl fmt::Display for SettingsWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsWarning::BadValue {
                section,
                key,
                value,
                problem,
                default,
            } => write!(
                f,
                "[{section}] {key}={} {problem}; using {}",
                files::quoted_value(value),
                files::quoted_value(default)
            ),
            SettingsWarning::Unusable(why) => write!(
                f,
                "{why}; the built-in settings are used, and the file is left as it is"
            ),
            SettingsWarning::NotWritten(why) => write!(
                f,
                "changes are not written: {why}; the file is left as it is"
            ),
            SettingsWarning::CannotSet {
                section,
                key,
                value,
                path,
                problem,
            } => write!(
                f,
                "cannot write [{section}] {key}={} to {}: {problem}",
                files::quoted_value(value),
                files::quoted(path)
            ),
            SettingsWarning::ReadOnly { path } => write!(
                f,
                "{} is read-only: changes to the settings are kept until the program ends",
                files::quoted(path)
            ),
            SettingsWarning::CannotWrite(fault) => write!(f, "cannot write the settings: {fault}"),
            SettingsWarning::CannotKeepCopy(fault) => write!(
                f,
                "the settings file is left as it is: cannot keep a copy of it: {fault}"
            ),
        }
    }
}

impl std::error::Error for SettingsWarning {}
