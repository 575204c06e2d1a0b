//! The settings file `Nardy.ini`: the last match's players and length (the next start begins
//! with them), the language and the theme chosen in the window.
//!
//! ```ini
//! [Game]
//! MatchTo=none
//! Language=system
//! Theme=boxed
//!
//! [Players]
//! White=human
//! Black=expert
//! ```
//!
//! The file is the frame's ([`game_shell::settings`], as LoopIt's `LoopIt.ini`): found the same
//! way ([`locate`]: beside the program, in the user's config folder `~/.config/Nardy/`, or —
//! for a program built in the source tree — `games/nardy/Nardy.ini`, which git ignores, so
//! that playing from the source tree never changes a tracked file); read with a warning per
//! unusable value (naming its line); written line by line, keeping the user's comments and
//! keys the program does not know. The setup is written when a match starts, the language and
//! the theme when they are chosen.

use game_shell::i18n::Language;
use game_shell::settings::Entry;
use game_shell::theme::Theme;
use nardy_core::{Level, MAX_MATCH, Player};

/// The name of the settings file.
pub const INI_NAME: &str = "Nardy.ini";

/// Everything `Nardy.ini` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The points that win the last match started (`None`: no end).
    pub match_to: Option<u32>,
    /// Who played White and Black in it.
    pub players: [Player; 2],
    /// The window's language; `None` follows the system's.
    pub language: Option<Language>,
    /// How the window looks.
    pub theme: Theme,
    /// Whether the guided first game was seen or declined, or a game of one's own begun:
    /// then it is no longer offered at start (Help ▸ Learn to play still has it).
    pub guide_done: bool,
}

impl Default for Settings {
    /// Two people at the computer, a match without end.
    fn default() -> Settings {
        Settings {
            match_to: None,
            players: [Player::Human; 2],
            language: None,
            theme: Theme::default(),
            guide_done: false,
        }
    }
}

/// What is wrong with a value of `Nardy.ini`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// Not `none` or a number of points from 1 to [`MAX_MATCH`].
    NotAMatch,
    /// Not `human` or a computer level.
    NotAPlayer,
    /// Not `system` or a language of the program.
    NotALanguage,
    /// Not `boxed`, `light` or `dark`.
    NotATheme,
    /// Not `new` or `done`.
    NotAGuide,
}

impl std::fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueProblem::NotAMatch => write!(f, "is not none or 1 to {MAX_MATCH}"),
            ValueProblem::NotAPlayer => write!(f, "is not human or one of {}", levels()),
            ValueProblem::NotALanguage => f.write_str("is not de, en, ru or system"),
            ValueProblem::NotATheme => f.write_str("is not boxed, light or dark"),
            ValueProblem::NotAGuide => f.write_str("is not new or done"),
        }
    }
}

/// The computer's levels as the file writes them: `quick, strong, expert`.
#[must_use]
pub fn levels() -> String {
    Level::ALL.map(Level::name).join(", ")
}

/// What a fresh `Nardy.ini` holds before the values are set into it.
const FRESH_TEXT: &str = "\
; Nardy's settings. The program writes the values below; comments and keys it does not
; know are kept. The last match's players and length start the next one.

[Game]
; the points that win a match, 1 to 99, or none (no end)
MatchTo=none
; system, en, de or ru
Language=system
; boxed, light or dark
Theme=boxed
; new (the guided first game is offered at start) or done
Guide=new

[Players]
; human, or a computer level: quick, strong, expert
White=human
Black=human
";

/// The length of the last match: `none`, or the points that win it.
static MATCH_TO: Entry<Settings> = Entry {
    section: "Game",
    key: "MatchTo",
    read: |s, text| {
        let text = text.trim();
        s.match_to = if text.eq_ignore_ascii_case("none") {
            None
        } else {
            Some(
                text.parse::<u32>()
                    .ok()
                    .filter(|n| (1..=MAX_MATCH).contains(n))
                    .ok_or(ValueProblem::NotAMatch)?,
            )
        };
        Ok(())
    },
    write: |s| {
        s.match_to
            .map_or_else(|| "none".to_owned(), |n| n.to_string())
    },
    control: (),
};

/// The guided first game: `new` until it was seen or declined, then `done`.
static GUIDE: Entry<Settings> = Entry {
    section: "Game",
    key: "Guide",
    read: |s, text| {
        s.guide_done = game_shell::guide::read_done(text).ok_or(ValueProblem::NotAGuide)?;
        Ok(())
    },
    write: |s| game_shell::guide::done_text(s.guide_done).to_owned(),
    control: (),
};

// The window's language and theme, who played each colour, the table, where the file is and
// the types `SettingsFile` and `SettingsWarning`: as every two-seat game's file (the frame's).
game_shell::two_seat_settings! {
    settings: Settings,
    problem: ValueProblem,
    program: "Nardy",
    file: INI_NAME,
    fresh: FRESH_TEXT,
    languages: &crate::i18n::LANGUAGES,
    player: Player,
    seats: ["White", "Black"],
    problems: (
        ValueProblem::NotALanguage,
        ValueProblem::NotATheme,
        ValueProblem::NotAPlayer,
    ),
    own: [&MATCH_TO, &GUIDE],
}

#[cfg(test)]
mod tests {
    use game_shell::testing::settings;

    use super::*;

    #[test]
    fn a_fresh_file_holds_the_defaults_and_reads_back_without_warnings() {
        settings::a_fresh_file_holds_the_defaults::<Settings>(
            INI_NAME,
            &["MatchTo=none", "Black=human"],
        );
    }

    #[test]
    fn every_value_reads_back_as_written() {
        settings::every_value_reads_back_as_written(
            INI_NAME,
            &Settings {
                match_to: Some(7),
                players: [Player::Computer(Level::Expert), Player::Human],
                language: Some(Language::German),
                theme: Theme::Dark,
                guide_done: true,
            },
        );
    }

    #[test]
    fn a_bad_value_falls_back_with_a_warning_naming_its_line() {
        settings::bad_values_fall_back_with_warnings_naming_their_lines::<Settings>(
            INI_NAME,
            "[Game]\nMatchTo=100\n\n[Players]\nWhite=human\nBlack=alphabeta\n",
            &[
                "line 2: [Game] MatchTo=\"100\"",
                "line 6: [Players] Black=\"alphabeta\"",
            ],
            "quick, strong, expert",
        );
    }
}
