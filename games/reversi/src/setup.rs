//! What the window starts with ([`AppSetup`]): the first game's rules and players, the
//! language and the theme — in the program, those of the settings file `Reversi.ini`
//! ([`crate::settings`]), where the window writes what is chosen in it.

use std::path::PathBuf;

use game_shell::i18n::Language;
use game_shell::picker::FilePicker;
use game_shell::theme::Theme;
use reversi_core::{Player, Rules};

use crate::settings::{Settings, SettingsFile, SettingsWarning};
use crate::thinking::Executor;
use crate::words;

/// What the window starts with.
pub struct AppSetup {
    /// Opens the file dialogs (the system's, or scripted answers in tests).
    pub picker: Box<dyn FilePicker>,
    /// Seeds the computer players' choices.
    pub seed: u64,
    /// Seconds the computer waits before it moves.
    pub computer_delay: f64,
    /// Where the computer thinks: on a thread of its own, or (in tests) at once.
    pub executor: Executor,
    /// Where the dialogs start: the user's data folder for Reversi in the program (made on
    /// the first save).
    pub save_folder: PathBuf,
    /// The rules of the first game.
    pub rules: Rules,
    /// Who plays Yellow and Red in the first game.
    pub players: [Player; 2],
    /// The language of the window; `None` follows the system.
    pub language: Option<Language>,
    /// How the window looks (the shell's themes).
    pub theme: Theme,
    /// Where the window writes the setup of a game it starts, the language and the theme
    /// chosen (in memory in tests).
    pub settings: SettingsFile,
    /// What could not be used of the settings file (shown under the counts at start).
    pub warnings: Vec<SettingsWarning>,
}

impl AppSetup {
    /// The setup of the real program: the system's dialogs, a seed from the clock's
    /// nanoseconds (two games started in the same second differ), the computer on a thread of
    /// its own, saves in the user's data folder ([`crate::storage::default_folder`]), and the
    /// built-in settings (Yellow a person, Red the strongest computer), kept in memory until
    /// [`AppSetup::with_settings`] gives the file.
    #[must_use]
    pub fn desktop() -> AppSetup {
        AppSetup {
            picker: Box::new(game_shell::picker::NativePicker {
                words: words::picker,
            }),
            seed: clock_seed(),
            computer_delay: 0.6,
            executor: Executor::Threads,
            save_folder: crate::storage::default_folder(),
            rules: Rules::Document,
            players: Settings::default().players,
            language: None,
            theme: Theme::default(),
            settings: SettingsFile::in_memory(Settings::default()),
            warnings: Vec::new(),
        }
    }

    /// Takes the settings file and what could not be used of it: the first game has the last
    /// game's rules and players, the window the language and theme chosen before.
    #[must_use]
    pub fn with_settings(self, file: SettingsFile, warnings: Vec<SettingsWarning>) -> AppSetup {
        let settings = file.settings.clone();
        AppSetup {
            rules: settings.rules,
            players: settings.players,
            language: settings.language,
            theme: settings.theme,
            settings: file,
            warnings,
            ..self
        }
    }
}

impl std::fmt::Debug for AppSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppSetup")
            .field("seed", &self.seed)
            .field("executor", &self.executor)
            .field("rules", &self.rules)
            .field("players", &self.players)
            .field("language", &self.language)
            .field("theme", &self.theme)
            .finish_non_exhaustive()
    }
}

/// A seed from the clock: its nanoseconds since 1970; 1 if the clock is before that.
#[must_use]
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, seed_of)
}

/// The seed of a time since 1970: its nanoseconds (wrapping, in some 584 years).
fn seed_of(since_1970: std::time::Duration) -> u64 {
    since_1970
        .as_secs()
        .wrapping_mul(1_000_000_000)
        .wrapping_add(u64::from(since_1970.subsec_nanos()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_go_to_the_users_data_folder_not_the_current_one() {
        let folder = AppSetup::desktop().save_folder;
        assert!(folder.is_absolute(), "{folder:?}");
        assert_ne!(Some(folder.clone()), std::env::current_dir().ok());
        assert!(
            folder.ends_with("Reversi") || folder.ends_with(".reversi"),
            "{folder:?}"
        );
    }

    #[test]
    fn two_games_started_in_the_same_second_get_different_seeds() {
        use std::time::Duration;
        let second = 1_764_620_000;
        let first = seed_of(Duration::new(second, 1_000));
        let next = seed_of(Duration::new(second, 2_000));
        assert_ne!(first, next);
        assert_eq!(next - first, 1_000, "a microsecond later");
        assert_ne!(clock_seed(), 1, "the clock is after 1970");
    }
}
