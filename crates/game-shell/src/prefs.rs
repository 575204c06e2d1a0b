//! The language policy, the same in every program: a window speaks the system's language
//! (among those the program speaks, else English) unless the player chose one in the menu; the
//! choice — a language, or "like the system" — is remembered between runs.
//!
//! Where it is remembered is the program's. LoopIt, Reversi and Nardy keep it in their
//! settings files (the INI key `[Game] Language`, see [`crate::settings`]): the menu gives a
//! typed [`LanguageChoice`], which the program sets into its settings (LoopIt's Language menu
//! and the language box of its Options are one path). A [`LanguageStore`] (eframe's storage,
//! [`EframeStore`]) remains for a program without a settings file. Every store and file writes
//! the choice as [`choice_code`] does: `system`, `en`, `de`, `ru`.

use egui::Ui;

use crate::i18n::{Language, set_language, shell_tr, system_language};

/// What the player chose: `None` follows the system, `Some` is that language.
pub type LanguageChoice = Option<Language>;

/// The choice as a store writes it: `system`, `en`, `de`, `ru`.
#[must_use]
pub fn choice_code(choice: LanguageChoice) -> &'static str {
    choice.map_or("system", Language::code)
}

/// Reads [`choice_code`]: `Some(choice)` for `system` or a language of `supported`; `None` for
/// anything else (a language the program does not speak, a typo), which the caller treats as
/// nothing stored.
#[must_use]
pub fn parse_choice(text: &str, supported: &[Language]) -> Option<LanguageChoice> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("system") {
        return Some(None);
    }
    Language::from_code(text)
        .filter(|l| supported.contains(l))
        .map(Some)
}

/// Where a program remembers the language chosen in its window.
pub trait LanguageStore {
    /// The choice remembered, if any (`None` when nothing usable is stored).
    fn load_language(&self, supported: &[Language]) -> Option<LanguageChoice>;
    /// Remembers `choice` for the next run.
    fn store_language(&mut self, choice: LanguageChoice);
}

/// The key under which [`EframeStore`] keeps the choice.
pub const LANGUAGE_KEY: &str = "language";

/// eframe's storage as a [`LanguageStore`], under `key` (usually [`LANGUAGE_KEY`]; Reversi
/// keeps its older `reversi-language`, so that a choice made before stays): in `App::save`,
/// `EframeStore { storage, key }.store_language(policy.choice())`. When the window starts,
/// [`LanguagePolicy::from_eframe`] reads it.
#[derive(Debug)]
pub struct EframeStore<S> {
    /// The storage (`cc.storage` when the window starts, `&mut dyn Storage` in `App::save`).
    pub storage: S,
    /// The key.
    pub key: &'static str,
}

impl LanguageStore for EframeStore<&mut dyn eframe::Storage> {
    fn load_language(&self, supported: &[Language]) -> Option<LanguageChoice> {
        parse_choice(&self.storage.get_string(self.key)?, supported)
    }

    fn store_language(&mut self, choice: LanguageChoice) {
        self.storage
            .set_string(self.key, choice_code(choice).to_owned());
    }
}

/// A store in memory, for tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore(pub Option<String>);

impl LanguageStore for MemoryStore {
    fn load_language(&self, supported: &[Language]) -> Option<LanguageChoice> {
        parse_choice(self.0.as_deref()?, supported)
    }

    fn store_language(&mut self, choice: LanguageChoice) {
        self.0 = Some(choice_code(choice).to_owned());
    }
}

/// eframe's storage in memory, for tests: what a window remembers between runs (the language,
/// the theme) without a file. `.0` holds the keys and values written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStorage(pub std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The language a window speaks: the program's languages, the system's among them, and the
/// player's choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanguagePolicy {
    supported: Vec<Language>,
    system: Language,
    choice: LanguageChoice,
}

impl LanguagePolicy {
    /// The policy for a program speaking `supported` on a system whose language is `system`
    /// (English when the program does not speak it), with the player's `choice` (a language the
    /// program does not speak follows the system).
    #[must_use]
    pub fn new(supported: &[Language], system: Language, choice: LanguageChoice) -> Self {
        let system = if supported.contains(&system) {
            system
        } else {
            Language::English
        };
        LanguagePolicy {
            supported: supported.to_vec(),
            system,
            choice: choice.filter(|l| supported.contains(l)),
        }
    }

    /// The policy with this system's language and the choice remembered in `store`.
    #[must_use]
    pub fn from_store(supported: &[Language], store: &dyn LanguageStore) -> Self {
        let choice = store.load_language(supported).flatten();
        LanguagePolicy::new(supported, system_language(supported), choice)
    }

    /// The policy with this system's language and the choice eframe remembered under `key`
    /// (`cc.storage` when the window starts; `None` in tests and without persistence).
    #[must_use]
    pub fn from_eframe(
        supported: &[Language],
        storage: Option<&dyn eframe::Storage>,
        key: &str,
    ) -> Self {
        let choice = storage
            .and_then(|s| s.get_string(key))
            .and_then(|text| parse_choice(&text, supported))
            .flatten();
        LanguagePolicy::new(supported, system_language(supported), choice)
    }

    /// The language the window speaks.
    #[must_use]
    pub fn language(&self) -> Language {
        self.choice.unwrap_or(self.system)
    }

    /// What the player chose (`None`: like the system).
    #[must_use]
    pub fn choice(&self) -> LanguageChoice {
        self.choice
    }

    /// The system's language among the program's.
    #[must_use]
    pub fn system(&self) -> Language {
        self.system
    }

    /// The languages the program speaks.
    #[must_use]
    pub fn supported(&self) -> &[Language] {
        &self.supported
    }

    /// Takes the player's `choice` (ignored if the program does not speak it) and speaks it
    /// on this thread from now on; returns the language now spoken.
    pub fn choose(&mut self, choice: LanguageChoice) -> Language {
        self.choice = choice.filter(|l| self.supported.contains(l));
        self.apply()
    }

    /// Speaks the policy's language on this thread (call once a frame before the texts are
    /// made, so that a test's harness on another thread speaks it too); returns it.
    pub fn apply(&self) -> Language {
        let language = self.language();
        set_language(language);
        language
    }
}

/// The entries of a Language menu: "Like the system (English)", then each language by its own
/// name, the current choice marked. Returns the choice clicked (the app applies it with
/// [`LanguagePolicy::choose`] and remembers it); closes the menu then.
pub fn language_items(ui: &mut Ui, policy: &LanguagePolicy) -> Option<LanguageChoice> {
    let system = shell_tr!("shell-language-system", language = policy.system.own_name());
    let choices = std::iter::once((None, system)).chain(
        policy
            .supported
            .iter()
            .map(|&l| (Some(l), l.own_name().to_owned())),
    );
    let mut chosen = None;
    for (choice, text) in choices {
        if ui.radio(policy.choice == choice, text).clicked() {
            chosen = Some(choice);
            ui.close();
        }
    }
    chosen
}

/// The Language menu of a menu bar ("Language" ▸ [`language_items`]).
pub fn language_menu(ui: &mut Ui, policy: &LanguagePolicy) -> Option<LanguageChoice> {
    ui.menu_button(shell_tr!("shell-menu-language"), |ui| {
        language_items(ui, policy)
    })
    .inner
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: [Language; 2] = [Language::English, Language::German];

    #[test]
    fn the_system_language_is_spoken_unless_one_is_chosen() {
        let policy = LanguagePolicy::new(&TWO, Language::German, None);
        assert_eq!(policy.language(), Language::German);
        let policy = LanguagePolicy::new(&TWO, Language::German, Some(Language::English));
        assert_eq!(policy.language(), Language::English);
    }

    #[test]
    fn a_language_the_program_does_not_speak_falls_back() {
        // A Russian system, a program without Russian: English.
        let policy = LanguagePolicy::new(&TWO, Language::Russian, None);
        assert_eq!(policy.language(), Language::English);
        // A stored Russian choice in such a program follows the system.
        let mut policy = LanguagePolicy::new(&TWO, Language::German, Some(Language::Russian));
        assert_eq!(policy.choice(), None);
        assert_eq!(policy.language(), Language::German);
        assert_eq!(policy.choose(Some(Language::Russian)), Language::German);
    }

    #[test]
    fn choosing_speaks_at_once_and_like_the_system_goes_back() {
        let mut policy = LanguagePolicy::new(&Language::ALL, Language::Russian, None);
        assert_eq!(policy.choose(Some(Language::German)), Language::German);
        assert_eq!(crate::i18n::language(), Language::German);
        assert_eq!(policy.choose(None), Language::Russian);
        assert_eq!(crate::i18n::language(), Language::Russian);
        crate::i18n::set_language(Language::English);
    }

    #[test]
    fn the_choice_is_remembered_as_text_and_read_back() {
        let mut store = MemoryStore::default();
        assert_eq!(store.load_language(&TWO), None, "nothing stored yet");
        for choice in [None, Some(Language::English), Some(Language::German)] {
            store.store_language(choice);
            assert_eq!(store.load_language(&TWO), Some(choice));
        }
        assert_eq!(store.0.as_deref(), Some("de"));
        assert_eq!(parse_choice("System", &TWO), Some(None));
        assert_eq!(parse_choice("ru", &TWO), None, "not spoken: nothing stored");
        assert_eq!(parse_choice("", &TWO), None);
        let remembered = LanguagePolicy::from_store(&TWO, &store);
        assert_eq!(remembered.language(), Language::German);
    }

    #[test]
    fn eframe_storage_keeps_the_choice_under_its_key() {
        let mut storage = MemoryStorage::default();
        EframeStore {
            storage: &mut storage as &mut dyn eframe::Storage,
            key: "reversi-language",
        }
        .store_language(Some(Language::German));
        assert_eq!(
            storage.0.get("reversi-language").map(String::as_str),
            Some("de")
        );
        let read = LanguagePolicy::from_eframe(&TWO, Some(&storage), "reversi-language");
        assert_eq!(read.choice(), Some(Language::German));
        let other = LanguagePolicy::from_eframe(&TWO, Some(&storage), LANGUAGE_KEY);
        assert_eq!(other.choice(), None, "nothing under another key");
    }
}
