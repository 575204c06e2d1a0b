//! The settings every program keeps the same way — the window's language and theme, and in a
//! two-seat game who plays each side — as [`Entry`]s a program's [`Table`] lists, so that the
//! three files read, write and refuse them alike.

use std::fmt::Display;
use std::str::FromStr;

use super::{Entry, Table};
use crate::i18n::Language;
use crate::prefs::{LanguageChoice, choice_code, parse_choice};
use crate::theme::Theme;

/// A program's settings that hold the window's language and theme.
pub trait WindowSettings: Table {
    /// The languages the program speaks.
    const LANGUAGES: &'static [Language];
    /// What is wrong with a `Language` that is not `system` or one of [`Self::LANGUAGES`].
    const NOT_A_LANGUAGE: Self::Problem;
    /// What is wrong with a `Theme` that is not `boxed`, `light` or `dark`.
    const NOT_A_THEME: Self::Problem;
    /// The window's language (`None`: the system's).
    fn language_mut(&mut self) -> &mut LanguageChoice;
    /// The window's language.
    fn language(&self) -> LanguageChoice;
    /// How the window looks.
    fn theme_mut(&mut self) -> &mut Theme;
    /// How the window looks.
    fn theme(&self) -> Theme;
}

/// `[section] Language=`: `system` (or nothing) follows the system, else a language code of
/// the program.
pub const fn language<S: WindowSettings>(section: &'static str, control: S::Control) -> Entry<S> {
    Entry {
        section,
        key: "Language",
        read: |s, text| {
            *s.language_mut() = match text.trim() {
                "" => None,
                code => parse_choice(code, S::LANGUAGES).ok_or(S::NOT_A_LANGUAGE)?,
            };
            Ok(())
        },
        write: |s| choice_code(s.language()).to_owned(),
        control,
    }
}

/// `[section] Theme=`: `boxed`, `light` or `dark`.
pub const fn theme<S: WindowSettings>(section: &'static str, control: S::Control) -> Entry<S> {
    Entry {
        section,
        key: "Theme",
        read: |s, text| {
            *s.theme_mut() = Theme::from_code(text).ok_or(S::NOT_A_THEME)?;
            Ok(())
        },
        write: |s| s.theme().code().to_owned(),
        control,
    }
}

/// A two-seat game's settings that hold who played each side: `human` or a computer level,
/// as the game's player type reads and writes itself.
pub trait SeatSettings: Table {
    /// A side's player.
    type Player: FromStr + Display;
    /// What is wrong with a value that is no player.
    const NOT_A_PLAYER: Self::Problem;
    /// The players, in seating order.
    fn players_mut(&mut self) -> &mut [Self::Player; 2];
    /// The players, in seating order.
    fn players(&self) -> &[Self::Player; 2];
}

/// `[Players] KEY=`: the player of seat `SEAT` (0 or 1).
pub const fn player<S: SeatSettings, const SEAT: usize>(
    key: &'static str,
    control: S::Control,
) -> Entry<S> {
    Entry {
        section: "Players",
        key,
        read: |s, text| {
            s.players_mut()[SEAT] = text.trim().parse().map_err(|_| S::NOT_A_PLAYER)?;
            Ok(())
        },
        write: |s| s.players()[SEAT].to_string(),
        control,
    }
}

/// Implements [`WindowSettings`] for a settings struct whose fields `language`
/// ([`LanguageChoice`]) and `theme` ([`Theme`]) hold them:
/// `window_settings!(Settings, &crate::i18n::LANGUAGES, ValueProblem::NotALanguage,
/// ValueProblem::NotATheme)`.
#[macro_export]
macro_rules! window_settings {
    ($settings:ty, $languages:expr, $not_a_language:expr, $not_a_theme:expr $(,)?) => {
        impl $crate::settings::shared::WindowSettings for $settings {
            const LANGUAGES: &'static [$crate::i18n::Language] = $languages;
            const NOT_A_LANGUAGE: <$settings as $crate::settings::Table>::Problem = $not_a_language;
            const NOT_A_THEME: <$settings as $crate::settings::Table>::Problem = $not_a_theme;

            fn language_mut(&mut self) -> &mut $crate::prefs::LanguageChoice {
                &mut self.language
            }

            fn language(&self) -> $crate::prefs::LanguageChoice {
                self.language
            }

            fn theme_mut(&mut self) -> &mut $crate::theme::Theme {
                &mut self.theme
            }

            fn theme(&self) -> $crate::theme::Theme {
                self.theme
            }
        }
    };
}

/// Implements [`SeatSettings`] for a settings struct whose field `players` (`[$player; 2]`)
/// holds them: `seat_settings!(Settings, Player, ValueProblem::NotAPlayer)`.
#[macro_export]
macro_rules! seat_settings {
    ($settings:ty, $player:ty, $not_a_player:expr $(,)?) => {
        impl $crate::settings::shared::SeatSettings for $settings {
            type Player = $player;
            const NOT_A_PLAYER: <$settings as $crate::settings::Table>::Problem = $not_a_player;

            fn players_mut(&mut self) -> &mut [$player; 2] {
                &mut self.players
            }

            fn players(&self) -> &[$player; 2] {
                &self.players
            }
        }
    };
}
