//! What the window starts with ([`AppSetup`]), and what it remembers between runs in eframe's
//! storage: the last game's rules and players, and the language chosen in the window.

use std::path::PathBuf;

use game_shell::i18n::Language;
use game_shell::picker::FilePicker;
use game_shell::prefs::{EframeStore, LanguageStore, parse_choice};
use game_shell::theme::Theme;
use reversi_core::{Level, Player, Rules};

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
    /// The language chosen in the window; `None` follows the system.
    pub language: Option<Language>,
    /// How the window looks (the shell's themes).
    pub theme: Theme,
}

impl AppSetup {
    /// The setup of the real program: the system's dialogs, a seed from the clock's
    /// nanoseconds (two games started in the same second differ), the computer on a thread of
    /// its own, Yellow a person and Red the strongest computer, saves in the user's data
    /// folder ([`crate::storage::default_folder`]).
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
            players: [Player::Human, Player::Computer(Level::AlphaBeta)],
            language: None,
            theme: Theme::default(),
        }
    }

    /// Takes what the window remembered from the last run: the last game's rules and players
    /// (so the next game has them) and the language chosen.
    pub fn remember(&mut self, storage: &dyn eframe::Storage) {
        let remembered = storage.get_string(REMEMBERED_KEY);
        if let Some((rules, players)) = remembered.as_deref().and_then(parse_remembered) {
            self.rules = rules;
            self.players = players;
        }
        self.language = storage
            .get_string(LANGUAGE_KEY)
            .and_then(|text| parse_choice(&text, &crate::i18n::LANGUAGES))
            .flatten();
        self.theme = game_shell::theme::remembered(Some(storage));
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

/// Writes what the window remembers for the next run.
pub fn store(
    storage: &mut dyn eframe::Storage,
    rules: Rules,
    players: [Player; 2],
    language: Option<Language>,
    theme: Theme,
) {
    storage.set_string(REMEMBERED_KEY, remembered_text(rules, players));
    game_shell::theme::remember(storage, theme);
    EframeStore {
        storage,
        key: LANGUAGE_KEY,
    }
    .store_language(language);
}

/// The key under which the window remembers the last game's rules and players.
const REMEMBERED_KEY: &str = "reversi-next-game";

/// The rules and players as remembered between runs: `document human alphabeta`.
fn remembered_text(rules: Rules, players: [Player; 2]) -> String {
    format!("{rules} {} {}", players[0], players[1])
}

/// The key under which the window remembers the language chosen in it (kept from before the
/// shell's policy, so that a choice made then stays), written as [`choice_code`](game_shell::prefs::choice_code) does.
const LANGUAGE_KEY: &str = "reversi-language";

/// Reads [`remembered_text`]; `None` for anything else.
fn parse_remembered(text: &str) -> Option<(Rules, [Player; 2])> {
    let mut parts = text.split_whitespace();
    let rules = match parts.next()? {
        "document" => Rules::Document,
        "classic" => Rules::Classic,
        "othello" => Rules::Othello,
        _ => return None,
    };
    let yellow = parts.next()?.parse().ok()?;
    let red = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((rules, [yellow, red]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_games_rules_and_players_are_remembered_as_text() {
        let players = [Player::Computer(Level::Greedy), Player::Human];
        let text = remembered_text(Rules::Classic, players);
        assert_eq!(text, "classic greedy human");
        assert_eq!(parse_remembered(&text), Some((Rules::Classic, players)));
        for bad in [
            "",
            "classic",
            "go human human",
            "document human expert",
            "document human human x",
        ] {
            assert_eq!(parse_remembered(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_chosen_language_is_remembered_as_text() {
        use game_shell::prefs::choice_code;
        let parse = |text| parse_choice(text, &crate::i18n::LANGUAGES).flatten();
        for choice in [None, Some(Language::English), Some(Language::German)] {
            assert_eq!(parse(choice_code(choice)), choice);
        }
        assert_eq!(choice_code(Some(Language::German)), "de");
        // A language Reversi does not speak follows the system.
        assert_eq!(parse("ru"), None);
        assert_eq!(parse(""), None);
    }

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
