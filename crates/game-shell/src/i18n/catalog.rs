//! A program's catalog: its Fluent texts by language, with the frame's own words
//! (`shell.ftl`) beside them; and the comparison of two catalogs' keys and placeholders.

use std::fmt;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

use super::language::{Language, language};

/// The frame's catalogs by language, English first.
pub const SHELL_SOURCES: [(Language, &str); 3] = [
    (
        Language::English,
        include_str!("../../locales/en/shell.ftl"),
    ),
    (Language::German, include_str!("../../locales/de/shell.ftl")),
    (
        Language::Russian,
        include_str!("../../locales/ru/shell.ftl"),
    ),
];

/// The frame's catalog text in `language`.
fn shell_source(language: Language) -> &'static str {
    SHELL_SOURCES
        .iter()
        .find(|(l, _)| *l == language)
        .map_or(SHELL_SOURCES[0].1, |(_, s)| s)
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
            let resource = FluentResource::try_new(shell_source(*language).to_owned()).map_err(
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

pub use fluent_bundle::FluentArgs;

/// A value for a text's argument: names, numbers.
pub fn into_value<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}
