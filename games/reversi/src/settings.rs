//! The settings file `Reversi.ini`: the last game's rules and players (the next game starts
//! with them), the language and the theme chosen in the window.
//!
//! ```ini
//! [Game]
//! Rules=document
//! Language=system
//! Theme=boxed
//! ShowValues=0
//!
//! [Players]
//! Yellow=human
//! Red=alphabeta
//! ```
//!
//! The file is the frame's ([`game_shell::settings`], as LoopIt's `LoopIt.ini`): found the same
//! way ([`locate`]: beside the program, in the user's config folder `~/.config/Reversi/`, or —
//! for a program built in the source tree — `games/reversi/Reversi.ini`, which git ignores, so
//! that playing from the source tree never changes a tracked file); read with a warning per
//! unusable value (naming its line); written line by line, keeping the user's comments and
//! keys the program does not know. The setup is written when a game starts, the language and
//! the theme when they are chosen.

use game_shell::i18n::Language;
use game_shell::settings::Entry;
use game_shell::theme::Theme;
use reversi_core::{Level, Player, Rules};

/// The name of the settings file.
pub const INI_NAME: &str = "Reversi.ini";

/// Everything `Reversi.ini` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The rules of the last game started.
    pub rules: Rules,
    /// Who played Yellow and Red in it.
    pub players: [Player; 2],
    /// The window's language; `None` follows the system's.
    pub language: Option<Language>,
    /// How the window looks.
    pub theme: Theme,
    /// Whether the board shows each legal move's value (View ▸ Show move values).
    pub show_values: bool,
}

impl Default for Settings {
    /// A person (Yellow) against the strongest computer (Red), by the document's rules.
    fn default() -> Settings {
        Settings {
            rules: Rules::Document,
            players: [Player::Human, Player::Computer(Level::AlphaBeta)],
            language: None,
            theme: Theme::default(),
            show_values: false,
        }
    }
}

/// What is wrong with a value of `Reversi.ini`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// Not `document`, `classic` or `othello`.
    NotRules,
    /// Not `human` or a computer level.
    NotAPlayer,
    /// Not `system` or a language of the program.
    NotALanguage,
    /// Not `boxed`, `light` or `dark`.
    NotATheme,
    /// Not `1` or `0` (nor `yes`/`no`, `on`/`off`, `true`/`false`).
    NotOnOff,
}

impl std::fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueProblem::NotRules => f.write_str("is not document, classic or othello"),
            ValueProblem::NotAPlayer => write!(f, "is not human or one of {}", levels()),
            ValueProblem::NotALanguage => f.write_str("is not de, en or system"),
            ValueProblem::NotATheme => f.write_str("is not boxed, light or dark"),
            ValueProblem::NotOnOff => f.write_str("is not 1 or 0"),
        }
    }
}

/// The computer's levels as the file writes them: `random, greedy, alphabeta`.
#[must_use]
pub fn levels() -> String {
    Level::ALL.map(|l| l.to_string()).join(", ")
}

/// What a fresh `Reversi.ini` holds before the values are set into it.
const FRESH_TEXT: &str = "\
; Reversi's settings. The program writes the values below; comments and keys it does not
; know are kept. The last game's rules and players start the next game.

[Game]
; document, classic or othello
Rules=document
; system, en or de
Language=system
; boxed, light or dark
Theme=boxed
; 1 shows each legal move's value on the board (View > Show move values)
ShowValues=0

[Players]
; human, or a computer level: random, greedy, alphabeta
Yellow=human
Red=alphabeta
";

/// The rules of the last game.
static RULES: Entry<Settings> = Entry {
    section: "Game",
    key: "Rules",
    read: |s, text| {
        s.rules = Rules::ALL
            .into_iter()
            .find(|r| r.to_string().eq_ignore_ascii_case(text.trim()))
            .ok_or(ValueProblem::NotRules)?;
        Ok(())
    },
    write: |s| s.rules.to_string(),
    control: (),
};

/// Whether the board shows the move values.
static SHOW_VALUES: Entry<Settings> = Entry {
    section: "Game",
    key: "ShowValues",
    read: |s, text| {
        s.show_values = game_shell::settings::on_off(text).ok_or(ValueProblem::NotOnOff)?;
        Ok(())
    },
    write: |s| game_shell::settings::one_zero(s.show_values),
    control: (),
};

// The window's language and theme, who played each colour, the table, where the file is and
// the types `SettingsFile` and `SettingsWarning`: as every two-seat game's file (the frame's).
game_shell::two_seat_settings! {
    settings: Settings,
    problem: ValueProblem,
    program: "Reversi",
    file: INI_NAME,
    fresh: FRESH_TEXT,
    languages: &crate::i18n::LANGUAGES,
    player: Player,
    seats: ["Yellow", "Red"],
    problems: (
        ValueProblem::NotALanguage,
        ValueProblem::NotATheme,
        ValueProblem::NotAPlayer,
    ),
    own: [&RULES, &SHOW_VALUES],
}

#[cfg(test)]
mod tests {
    use game_shell::testing::settings;

    use super::*;

    #[test]
    fn a_fresh_file_holds_the_defaults_and_reads_back_without_warnings() {
        settings::a_fresh_file_holds_the_defaults::<Settings>(
            INI_NAME,
            &["Rules=document", "Red=alphabeta"],
        );
    }

    #[test]
    fn every_value_reads_back_as_written() {
        settings::every_value_reads_back_as_written(
            INI_NAME,
            &Settings {
                rules: Rules::Othello,
                players: [Player::Computer(Level::Greedy), Player::Human],
                language: Some(Language::German),
                theme: Theme::Dark,
                show_values: true,
            },
        );
    }

    #[test]
    fn a_bad_value_falls_back_with_a_warning_naming_its_line() {
        settings::bad_values_fall_back_with_warnings_naming_their_lines::<Settings>(
            INI_NAME,
            "[Game]\nRules=go\n\n[Players]\nYellow=human\nRed=expert\n",
            &[
                "line 2: [Game] Rules=\"go\"",
                "line 6: [Players] Red=\"expert\"",
            ],
            "random, greedy, alphabeta",
        );
    }
}
