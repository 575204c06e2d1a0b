//! [`define_tr!`](crate::define_tr): the one macro that gives a program its catalog and its
//! `tr!` (see the [module](super) for how a program uses it).

/// Defines a program's catalog and its `tr!` macro, in the program's module `crate::i18n`
/// (see [`crate::i18n`]): `game_shell::define_tr!($ English => ENGLISH, German => GERMAN);`.
///
/// Defines `LANGUAGES`, `SOURCES`, `catalog()`, `text(key, args)` and the macro `tr!`
/// (`tr!("key")`, `tr!("key", name = value, count = 3)`), which the program re-exports with
/// `pub(crate) use i18n::tr;` at its root.
#[macro_export]
#[allow(
    clippy::crate_in_macro_def,
    reason = "`crate::i18n` is the calling program's module that this macro fills, not game-shell's"
)]
macro_rules! define_tr {
    ($d:tt $($language:ident => $source:expr),+ $(,)?) => {
        /// The languages this program speaks, in the order its menu lists them.
        pub const LANGUAGES: [$crate::i18n::Language; [$(stringify!($language)),+].len()] =
            [$($crate::i18n::Language::$language),+];

        /// This program's catalogs (Fluent text) by language, the reference language first.
        pub const SOURCES: &[($crate::i18n::Language, &str)] =
            &[$(($crate::i18n::Language::$language, $source)),+];

        static CATALOG: ::std::sync::LazyLock<::std::option::Option<$crate::i18n::Catalog>> =
            ::std::sync::LazyLock::new(|| {
                $crate::i18n::Catalog::with_shell(SOURCES)
                    .inspect_err(|e| $crate::__log::error!("the catalogs cannot be read: {e}"))
                    .ok()
            });

        /// This program's catalog with the frame's words (`None` if a catalog cannot be read,
        /// which the program's catalog test rules out).
        #[must_use]
        pub fn catalog() -> ::std::option::Option<&'static $crate::i18n::Catalog> {
            CATALOG.as_ref()
        }

        /// The text `key` in the language in use on this thread, with `args` put in (the key
        /// itself if the catalogs could not be read, which a test rules out).
        #[must_use]
        pub fn text(key: &str, args: ::std::option::Option<&$crate::i18n::FluentArgs<'_>>) -> String {
            match catalog() {
                ::std::option::Option::Some(catalog) => catalog.tr(key, args),
                ::std::option::Option::None => key.to_owned(),
            }
        }

        /// A text of the catalogs in the language in use: `tr!("menu-new")`,
        /// `tr!("stones", colour = "yellow", count = 3)`.
        macro_rules! tr {
            ($d key:literal) => {
                crate::i18n::text($d key, ::std::option::Option::None)
            };
            ($d key:literal, $d($d name:ident = $d value:expr),+ $d(,)?) => {{
                let mut args = $crate::i18n::FluentArgs::new();
                $d( args.set(stringify!($d name), $crate::i18n::into_value($d value)); )+
                crate::i18n::text($d key, ::std::option::Option::Some(&args))
            }};
        }
        #[allow(unused_imports)]
        pub(crate) use tr;
    };
}
