//! The warnings about the settings file: a bad value and what is used instead, or why the file
//! cannot be read or written; and what became of a fresh settings file.

use super::game::name_problem;
use crate::i18n::tr;
use crate::settings::{FreshFile, MAX_DELAY_MS, SettingsWarning, ValueProblem};
use game_shell::files::quoted;
use loopit_core::{Level, Player};

/// A warning about the settings file, in the player's language: the line, section, key and
/// quoted value, what is wrong with it and what is used instead; or why the file cannot be
/// read or written (with the INI error's line). The frame words the file's part
/// ([`game_shell::settings::warning_words`]); LoopIt what is wrong with one of its values.
#[must_use]
pub fn settings_warning(warning: &SettingsWarning) -> String {
    game_shell::settings::warning_words(warning, value_problem)
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
