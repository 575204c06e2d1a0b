//! What could not be used of a settings file, as typed values with their facts: a value that
//! falls back to its default, a file that cannot be read, is not INI or cannot be written.
//! `Display` says it in English, for the log; [`warning_words`] words it from the frame's
//! catalog (the program words what is wrong with one of its values).

use std::fmt;
use std::path::PathBuf;

use crate::files::{self, FileError, FileErrorKind, quoted};
use crate::i18n::shell_tr;

use super::document::{IniError, IniErrorKind, IniValueError};

/// Something in the settings file that could not be used, or the file that could not be
/// read or written; `P` is what the program finds wrong with a value. Shown to the player;
/// never stops the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsWarning<P> {
    /// A value that cannot be used: its default is used instead.
    BadValue {
        /// The section: `Game`.
        section: &'static str,
        /// The key: `ComputerDelay`.
        key: &'static str,
        /// The value as written.
        value: String,
        /// The line it stands on, counted from 1.
        line: usize,
        /// What is wrong with it.
        problem: P,
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

/// Why a file is not the program's own settings file (see the `file` module for what is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotOurs {
    /// A key stands before any `[Section]` (as every line of a `name:value` file does).
    KeyOutsideSection {
        /// The key's line, counted from 1.
        line: usize,
    },
    /// It has keys, but none of the program's sections or keys.
    NoSectionOfOurs {
        /// The program's sections.
        sections: Vec<&'static str>,
    },
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
    /// The file is not the program's settings file: it is never changed.
    NotOurs {
        /// The file.
        path: PathBuf,
        /// The program: `LoopIt`.
        program: &'static str,
        /// What shows it.
        why: NotOurs,
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

impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unusable::Read(fault) => write!(f, "cannot read the settings: {fault}"),
            Unusable::DanglingLink { path, target } => write!(
                f,
                "{} is a link to {}, which does not exist: it is not created",
                quoted(path),
                quoted(target)
            ),
            Unusable::NotOurs { path, program, why } => {
                write!(f, "{} is not a {program} settings file: ", quoted(path))?;
                match why {
                    NotOurs::KeyOutsideSection { line } => {
                        write!(f, "line {line} holds a key outside any [section]")
                    }
                    NotOurs::NoSectionOfOurs { sections } => write!(
                        f,
                        "it has none of {program}'s sections {} or keys",
                        bracketed(sections)
                    ),
                }
            }
            Unusable::NotUtf8 { path, byte } => {
                write!(f, "{} is not UTF-8 text (at byte {byte})", quoted(path))
            }
            Unusable::NotIni { path, error } => write!(f, "{}, {error}", quoted(path)),
        }
    }
}

impl<P: fmt::Display> fmt::Display for SettingsWarning<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsWarning::BadValue {
                section,
                key,
                value,
                line,
                problem,
                default,
            } => write!(
                f,
                "line {line}: [{section}] {key}={} {problem}; using {}",
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
                quoted(path)
            ),
            SettingsWarning::ReadOnly { path } => write!(
                f,
                "{} is read-only: changes to the settings are kept until the program ends",
                quoted(path)
            ),
            SettingsWarning::CannotWrite(fault) => write!(f, "cannot write the settings: {fault}"),
            SettingsWarning::CannotKeepCopy(fault) => write!(
                f,
                "the settings file is left as it is: cannot keep a copy of it: {fault}"
            ),
        }
    }
}

impl<P: fmt::Debug + fmt::Display> std::error::Error for SettingsWarning<P> {}

/// `[Paths], [Players], [Game]`.
fn bracketed(sections: &[&str]) -> String {
    sections
        .iter()
        .map(|s| format!("[{s}]"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The notice of a file's warnings: each worded by `words` (a program's
/// [`warning_words`] with its own problems), one a line.
#[must_use]
pub fn warnings_notice<P>(
    warnings: &[SettingsWarning<P>],
    words: impl Fn(&SettingsWarning<P>) -> String,
) -> String {
    warnings.iter().map(words).collect::<Vec<_>>().join("\n")
}

/// A warning about the settings file in the language in use: the line, section, key and
/// quoted value, what is wrong with it (`problem` words the program's own problems) and what
/// is used instead; or why the file cannot be read or written (with the INI error's line).
#[must_use]
pub fn warning_words<P>(warning: &SettingsWarning<P>, problem: impl Fn(&P) -> String) -> String {
    match warning {
        SettingsWarning::BadValue {
            section,
            key,
            value,
            line,
            problem: what,
            default,
        } => shell_tr!(
            "shell-settings-bad-value",
            line = *line,
            section = *section,
            key = *key,
            value = quote(value),
            problem = problem(what),
            default = quote(default)
        ),
        SettingsWarning::Unusable(why) => {
            shell_tr!("shell-settings-unusable", why = unusable_words(why))
        }
        SettingsWarning::NotWritten(why) => {
            shell_tr!("shell-settings-not-written", why = unusable_words(why))
        }
        SettingsWarning::CannotSet {
            section,
            key,
            value,
            path,
            problem,
        } => shell_tr!(
            "shell-settings-cannot-set",
            section = *section,
            key = *key,
            value = quote(value),
            file = quoted(path),
            why = match problem {
                IniValueError::LineBreak => shell_tr!("shell-ini-value-line-break"),
                IniValueError::BadName => shell_tr!("shell-ini-value-bad-name"),
            }
        ),
        SettingsWarning::ReadOnly { path } => {
            shell_tr!("shell-settings-read-only", file = quoted(path))
        }
        SettingsWarning::CannotWrite(fault) => shell_tr!(
            "shell-settings-cannot-write",
            file = quoted(&fault.path),
            why = file_fault(fault)
        ),
        SettingsWarning::CannotKeepCopy(fault) => shell_tr!(
            "shell-settings-cannot-copy",
            file = quoted(&fault.path),
            why = file_fault(fault)
        ),
    }
}

/// Why the settings file cannot be used at all; an INI error with its line and reason.
fn unusable_words(why: &Unusable) -> String {
    match why {
        Unusable::Read(fault) => shell_tr!(
            "shell-settings-cannot-read",
            file = quoted(&fault.path),
            why = file_fault(fault)
        ),
        Unusable::DanglingLink { path, target } => shell_tr!(
            "shell-settings-dangling-link",
            file = quoted(path),
            target = quoted(target)
        ),
        Unusable::NotOurs { path, program, why } => shell_tr!(
            "shell-settings-not-ours",
            file = quoted(path),
            program = *program,
            why = match why {
                NotOurs::KeyOutsideSection { line } => {
                    shell_tr!("shell-settings-key-outside-section", line = *line)
                }
                NotOurs::NoSectionOfOurs { sections } => shell_tr!(
                    "shell-settings-no-section-of-ours",
                    program = *program,
                    sections = bracketed(sections)
                ),
            }
        ),
        Unusable::NotUtf8 { path, byte } => {
            shell_tr!("shell-settings-not-utf8", file = quoted(path), byte = *byte)
        }
        Unusable::NotIni { path, error } => shell_tr!(
            "shell-settings-not-ini",
            file = quoted(path),
            line = error.line,
            why = match error.kind {
                IniErrorKind::UnclosedSection => shell_tr!("shell-ini-unclosed-section"),
                IniErrorKind::EmptySectionName => shell_tr!("shell-ini-empty-section"),
                IniErrorKind::TextAfterSection => shell_tr!("shell-ini-text-after-section"),
                IniErrorKind::NoEquals => shell_tr!("shell-ini-no-equals"),
                IniErrorKind::EmptyKey => shell_tr!("shell-ini-empty-key"),
                IniErrorKind::IndentedComment => shell_tr!("shell-ini-indented-comment"),
                IniErrorKind::UnclosedQuote => shell_tr!("shell-ini-unclosed-quote"),
                IniErrorKind::BackslashAtEnd => shell_tr!("shell-ini-backslash-at-end"),
                IniErrorKind::OddSpace => shell_tr!("shell-ini-odd-space"),
                IniErrorKind::Unreadable => shell_tr!("shell-ini-unreadable"),
            }
        ),
    }
}

/// What went wrong with the settings file, in words.
fn file_fault(fault: &FileError) -> String {
    match &fault.kind {
        FileErrorKind::TooLarge { limit } => {
            shell_tr!("shell-settings-too-large", kb = limit / 1024)
        }
        _ => fault.reason(),
    }
}

/// A value as a warning quotes it: escaped, in quotes, cut after 24 characters.
fn quote(value: &str) -> String {
    const SHOWN: usize = 24;
    let cut: String = value
        .chars()
        .take(SHOWN)
        .flat_map(char::escape_debug)
        .collect();
    if value.chars().count() > SHOWN {
        format!("\"{cut}\"…")
    } else {
        format!("\"{cut}\"")
    }
}
