//! The warnings about the settings file: a bad value and what is used instead, or why the file
//! cannot be read or written; and what became of a fresh settings file.

use super::files::{file_problem, quote};
use super::game::name_problem;
use crate::i18n::tr;
use crate::settings::document::{IniErrorKind, IniValueError};
use crate::settings::{
    FreshFile, MAX_DELAY_MS, NotLoopIt, SettingsWarning, Unusable, ValueProblem,
};
use game_shell::files::{FileError, FileErrorKind, quoted};
use loopit_core::{Level, Player};

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
        SettingsWarning::ReadOnly { path } => tr!("settings-read-only", file = quoted(path)),
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
        ValueProblem::NotATheme => tr!("value-not-theme"),
        ValueProblem::NotAGuideState => tr!("value-not-guide"),
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
        Unusable::DanglingLink { path, target } => tr!(
            "settings-dangling-link",
            file = quoted(path),
            target = quoted(target)
        ),
        Unusable::NotLoopIt { path, why } => tr!(
            "settings-not-loopit",
            file = quoted(path),
            why = match why {
                NotLoopIt::KeyOutsideSection { line } => {
                    tr!("settings-key-outside-section", line = *line)
                }
                NotLoopIt::NoLoopItSection => tr!("settings-no-loopit-section"),
            }
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
