//! Languages and message catalogs: every word a player reads comes from a Fluent catalog
//! (`.ftl` files, one per language), with plural forms ("1 Stein", "3 Steine") and names put
//! into whole sentences — never glued together from pieces.
//!
//! Each program has its own catalog (its `.ftl` texts, compiled in) and says which language
//! to use; the language is kept per thread (the window's thread), so tests in different
//! languages can run side by side.
//!
//! # How a program gets its `tr!`
//!
//! The frame's own words (menus, dialogs, file dialogs, file errors, key names: every key begins
//! with `shell-`) are in `crates/game-shell/locales/*/shell.ftl`, in English, German and
//! Russian. A program puts its own catalogs beside them with one macro call in its
//! `src/i18n.rs` (the module must be `crate::i18n`: the `tr!` it defines calls
//! `crate::i18n::text`):
//!
//! ```ignore
//! pub const ENGLISH: &str = include_str!("../locales/en/reversi.ftl");
//! pub const GERMAN: &str = include_str!("../locales/de/reversi.ftl");
//! game_shell::define_tr!($ English => ENGLISH, German => GERMAN);
//! ```
//!
//! and `pub(crate) use i18n::tr;` in its `lib.rs`, so that every view can `use crate::tr;`.
//! The call defines, in that module: `LANGUAGES` (the languages the program speaks, in menu
//! order), `SOURCES` (its catalogs by language), `text(key, args)` (a text in the language in
//! use, from the program's catalog or the frame's) and the macro `tr!("key", name = value)`.
//! One test per program checks its catalogs with [`check_catalogs`]:
//!
//! ```ignore
//! #[test]
//! fn every_language_has_every_text() {
//!     assert_eq!(game_shell::i18n::check_catalogs(SOURCES), Ok(()));
//! }
//! ```
//!
//! (The `$` passed first lets the macro write the `$name` of the `tr!` it defines: a
//! `macro_rules!` cannot write a `$` of its own.)

mod check;
mod define;
mod shell;

pub use check::check_catalogs;
pub(crate) use shell::shell_tr;
pub use shell::{SHELL_SOURCES, shell_text};

use std::cell::Cell;
use std::fmt;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language the programs speak.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English (the fallback for any missing text).
    #[default]
    English,
    /// German.
    German,
    /// Russian.
    Russian,
}

impl Language {
    /// Every language, in the order the options list them.
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::Russian];

    /// The language's code, as settings files write it (`en`, `de`, `ru`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Russian => "ru",
        }
    }

    /// The language's own name, as a menu shows it ("Deutsch").
    #[must_use]
    pub const fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::Russian => "Русский",
        }
    }

    /// The language of a code or a locale name (`de`, `de-AT`, `de_DE.UTF-8`, `DE`).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    fn id(self) -> LanguageIdentifier {
        // The three codes are valid language identifiers; the default is never used.
        self.code().parse().unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.own_name())
    }
}

/// The system's language among `supported`, or English.
#[must_use]
pub fn system_language(supported: &[Language]) -> Language {
    sys_locale::get_locales()
        .filter_map(|locale| Language::from_code(&locale))
        .find(|l| supported.contains(l))
        .unwrap_or_default()
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Uses `language` for the texts made on this thread from now on.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language of the texts made on this thread.
#[must_use]
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// A catalog text that cannot be used, found when the catalog is built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// The language of the faulty text.
    pub language: Language,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} catalog: {}", self.language.own_name(), self.problem)
    }
}

impl std::error::Error for CatalogError {}

/// The messages of a program in each of its languages.
pub struct Catalog {
    bundles: Vec<(Language, FluentBundle<FluentResource>)>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let languages: Vec<Language> = self.bundles.iter().map(|(l, _)| *l).collect();
        write!(f, "Catalog({languages:?})")
    }
}

impl Catalog {
    /// A catalog from the Fluent text of each language.
    pub fn new(sources: &[(Language, &str)]) -> Result<Catalog, CatalogError> {
        let mut bundles = Vec::new();
        for &(language, source) in sources {
            let resource =
                FluentResource::try_new(source.to_owned()).map_err(|(_, errors)| CatalogError {
                    language,
                    problem: format!("{errors:?}"),
                })?;
            let mut bundle = FluentBundle::new_concurrent(vec![language.id()]);
            // No invisible direction marks around inserted names and numbers: the fonts
            // would draw them as boxes.
            bundle.set_use_isolating(false);
            bundle
                .add_resource(resource)
                .map_err(|errors| CatalogError {
                    language,
                    problem: format!("{errors:?}"),
                })?;
            bundles.push((language, bundle));
        }
        Ok(Catalog { bundles })
    }

    /// A program's catalog with the frame's words (`shell.ftl`) in the same language added to
    /// each of its languages. A program's key that the frame's catalog also has is an error.
    pub fn with_shell(sources: &[(Language, &str)]) -> Result<Catalog, CatalogError> {
        let mut catalog = Catalog::new(sources)?;
        for (language, bundle) in &mut catalog.bundles {
            let resource = FluentResource::try_new(shell::source(*language).to_owned()).map_err(
                |(_, errors)| CatalogError {
                    language: *language,
                    problem: format!("the frame's catalog: {errors:?}"),
                },
            )?;
            bundle
                .add_resource(resource)
                .map_err(|errors| CatalogError {
                    language: *language,
                    problem: format!("a key of the frame's catalog (shell-…) again: {errors:?}"),
                })?;
        }
        Ok(catalog)
    }

    /// The languages the catalog has.
    #[must_use]
    pub fn languages(&self) -> Vec<Language> {
        self.bundles.iter().map(|(l, _)| *l).collect()
    }

    fn bundle(&self, language: Language) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == language)
            .map(|(_, b)| b)
    }

    /// The text `key` in `language` with `args` put in; English when the language lacks it,
    /// the key itself when no language has it (and a log line says so).
    #[must_use]
    pub fn text(&self, language: Language, key: &str, args: Option<&FluentArgs<'_>>) -> String {
        for lang in [language, Language::English] {
            let Some(bundle) = self.bundle(lang) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() {
                log::warn!("text {key} in {lang:?}: {errors:?}");
            }
            return text.into_owned();
        }
        log::warn!("no text {key}");
        key.to_owned()
    }

    /// The text `key` in the current language of this thread.
    #[must_use]
    pub fn tr(&self, key: &str, args: Option<&FluentArgs<'_>>) -> String {
        self.text(language(), key, args)
    }
}

/// The message keys of a Fluent text and the variables each uses, sorted: what a test compares
/// between languages, so that none lacks a text or a placeholder.
#[must_use]
pub fn keys_and_variables(source: &str) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = Vec::new();
            if let Some(pattern) = &message.value {
                collect_variables(pattern, &mut vars);
            }
            for attribute in &message.attributes {
                collect_variables(&attribute.value, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.push((message.id.name.to_owned(), vars));
        }
    }
    out.sort();
    out
}

/// What differs between two catalogs' Fluent texts: each message key one of them lacks, and each
/// message whose placeholders differ. Empty when they match; a program's test asserts that for
/// every language against English.
#[must_use]
pub fn catalog_differences(reference: &str, other: &str) -> Vec<String> {
    let reference = keys_and_variables(reference);
    let other = keys_and_variables(other);
    let mut problems = Vec::new();
    for (key, vars) in &reference {
        match other.iter().find(|(k, _)| k == key) {
            None => problems.push(format!("{key}: missing")),
            Some((_, theirs)) if theirs != vars => {
                problems.push(format!("{key}: placeholders {theirs:?}, not {vars:?}"));
            }
            Some(_) => {}
        }
    }
    for (key, _) in &other {
        if !reference.iter().any(|(k, _)| k == key) {
            problems.push(format!("{key}: not in the reference catalog"));
        }
    }
    problems
}

fn collect_variables(pattern: &fluent_syntax::ast::Pattern<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast;
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            collect_from_expression(expression, vars);
        }
    }
}

fn collect_from_expression(
    expression: &fluent_syntax::ast::Expression<&str>,
    vars: &mut Vec<String>,
) {
    use fluent_syntax::ast;
    match expression {
        ast::Expression::Select { selector, variants } => {
            collect_from_inline(selector, vars);
            for variant in variants {
                collect_variables(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => collect_from_inline(inline, vars),
    }
}

fn collect_from_inline(
    inline: &fluent_syntax::ast::InlineExpression<&str>,
    vars: &mut Vec<String>,
) {
    use fluent_syntax::ast;
    match inline {
        ast::InlineExpression::VariableReference { id } => vars.push(id.name.to_owned()),
        ast::InlineExpression::Placeable { expression } => {
            collect_from_expression(expression, vars)
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                collect_from_inline(arg, vars);
            }
        }
        _ => {}
    }
}

/// Arguments for a text: `args![("name", "Anna"), ("count", 3)]`.
#[macro_export]
macro_rules! args {
    ($(($key:expr, $value:expr)),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set($key, $crate::i18n::into_value($value)); )*
        args
    }};
}

pub use fluent_bundle::FluentArgs;

/// A value for a text's argument: names, numbers.
pub fn into_value<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "stones = { $count ->\n    [one] 1 stone\n   *[other] { $count } stones\n}\nhello = Hello, { $name }!\nonly-en = Only here\n";
    const DE: &str = "stones = { $count ->\n    [one] 1 Stein\n   *[other] { $count } Steine\n}\nhello = Hallo, { $name }!\n";

    #[test]
    fn plurals_names_and_fallback() {
        let catalog = Catalog::new(&[(Language::English, EN), (Language::German, DE)])
            .expect("valid catalogs");
        let one = args![("count", 1)];
        let three = args![("count", 3)];
        assert_eq!(
            catalog.text(Language::German, "stones", Some(&one)),
            "1 Stein"
        );
        assert_eq!(
            catalog.text(Language::German, "stones", Some(&three)),
            "3 Steine"
        );
        assert_eq!(
            catalog.text(Language::English, "stones", Some(&three)),
            "3 stones"
        );
        let name = args![("name", "Anna")];
        assert_eq!(
            catalog.text(Language::German, "hello", Some(&name)),
            "Hallo, Anna!"
        );
        assert_eq!(catalog.text(Language::German, "only-en", None), "Only here");
        assert_eq!(catalog.text(Language::German, "missing", None), "missing");
    }

    #[test]
    fn the_language_is_kept_per_thread() {
        set_language(Language::German);
        let other = std::thread::spawn(language).join().expect("thread");
        assert_eq!(other, Language::English);
        assert_eq!(language(), Language::German);
    }

    #[test]
    fn locale_names_give_languages() {
        assert_eq!(Language::from_code("de_DE.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_code("en-GB"), Some(Language::English));
        assert_eq!(Language::from_code("ru"), Some(Language::Russian));
        assert_eq!(Language::from_code("fr-FR"), None);
    }

    #[test]
    fn catalog_differences_name_missing_keys_and_placeholders() {
        assert!(catalog_differences(EN, EN).is_empty());
        let problems = catalog_differences(EN, DE);
        assert_eq!(problems, ["only-en: missing"]);
        let wrong = "stones = { $n } Steine\nhello = Hallo, { $name }!\nonly-en = x\n";
        assert_eq!(
            catalog_differences(EN, wrong),
            [r#"stones: placeholders ["n"], not ["count"]"#]
        );
    }

    #[test]
    fn keys_and_variables_are_listed_for_comparison() {
        assert_eq!(
            keys_and_variables(EN),
            [
                ("hello".to_owned(), vec!["name".to_owned()]),
                ("only-en".to_owned(), vec![]),
                ("stones".to_owned(), vec!["count".to_owned()]),
            ]
        );
    }
}
