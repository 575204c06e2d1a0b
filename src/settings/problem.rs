//! What may be wrong with a value of `LoopIt.ini` (the frame's warning carries it; `Display`
//! says it in English for the log, `words::settings_warning` in the player's language).

use std::fmt;

use loopit_core::{Level, NameError, Player};

use super::MAX_DELAY_MS;

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
