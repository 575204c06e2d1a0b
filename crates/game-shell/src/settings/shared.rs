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

/// The settings file of a two-seat game (Reversi's, Nardy's): its own entries first, then
/// the window's language and theme in `[Game]` and who played each seat in `[Players]`, with
/// no control of the program's own; implements [`Table`], [`WindowSettings`] and
/// [`SeatSettings`] for a struct whose fields `language`, `theme` and `players` hold them, and
/// defines `pub fn locate(explicit: Option<&Path>) -> PathBuf`, the frame's rule for a game
/// under `games/` (see [`super::Location::of_game`]), and the types `SettingsFile` (the
/// settings and the file they live in) and `SettingsWarning` (something of the file that could
/// not be used).
///
/// ```ignore
/// game_shell::two_seat_settings! {
///     settings: Settings,
///     problem: ValueProblem,
///     program: "Nardy",
///     file: INI_NAME,
///     fresh: FRESH_TEXT,
///     languages: &crate::i18n::LANGUAGES,
///     player: Player,
///     seats: ["White", "Black"],
///     problems: (ValueProblem::NotALanguage, ValueProblem::NotATheme, ValueProblem::NotAPlayer),
///     own: [&MATCH_TO],
/// }
/// ```
#[macro_export]
macro_rules! two_seat_settings {
    (
        settings: $settings:ident,
        problem: $problem:ty,
        program: $program:literal,
        file: $file:expr,
        fresh: $fresh:expr,
        languages: $languages:expr,
        player: $player:ty,
        seats: [$seat0:literal, $seat1:literal],
        problems: ($not_a_language:expr, $not_a_theme:expr, $not_a_player:expr $(,)?),
        own: [$($own:expr),* $(,)?] $(,)?
    ) => {
        /// Every setting, in the order of a fresh file: the game's own, the window's language
        /// and theme, who played each seat.
        static TABLE: &[&$crate::settings::Entry<$settings>] = &[
            $($own,)*
            &$crate::settings::shared::language::<$settings>("Game", ()),
            &$crate::settings::shared::theme::<$settings>("Game", ()),
            &$crate::settings::shared::player::<$settings, 0>($seat0, ()),
            &$crate::settings::shared::player::<$settings, 1>($seat1, ()),
        ];

        $crate::window_settings!($settings, $languages, $not_a_language, $not_a_theme);
        $crate::seat_settings!($settings, $player, $not_a_player);

        impl $crate::settings::Table for $settings {
            type Problem = $problem;
            type Control = ();
            const PROGRAM: &'static str = $program;

            fn entries() -> &'static [&'static $crate::settings::Entry<$settings>] {
                TABLE
            }

            fn fresh_text() -> &'static str {
                $fresh
            }

            fn defaults_for(_path: &::std::path::Path) -> $settings {
                $settings::default()
            }
        }

        #[doc = concat!($program, "'s settings and the file they live in.")]
        pub type SettingsFile = $crate::settings::SettingsFile<$settings>;

        /// Something of the settings file that could not be used (worded by the program).
        pub type SettingsWarning = $crate::settings::SettingsWarning<$problem>;

        /// Where the settings file is: `explicit` when given, else as the frame finds it for a
        /// game under `games/` (beside the program, in the source tree, or in the user's
        /// config folder named for the program).
        #[must_use]
        pub fn locate(explicit: Option<&::std::path::Path>) -> ::std::path::PathBuf {
            let package = ::std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
            let location = $crate::settings::Location::of_game($file, $program, package);
            $crate::settings::locate(explicit, &location)
        }
    };
}
