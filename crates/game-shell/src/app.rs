//! The program's skeleton: the window every game opens the same way, and the `main` that
//! chooses between a command line and the window.
//!
//! A program's `main.rs` is a few lines:
//!
//! ```ignore
//! fn main() -> std::process::ExitCode {
//!     let args = match game_shell::cli::parse_args::<Cli>() {
//!         Ok(args) => args,
//!         Err(code) => return code,
//!     };
//!     game_shell::app::main("Reversi", args.command, cli::run_command, || reversi::run_window())
//! }
//! ```
//!
//! and its `run_window` says what its window is and how its app is made:
//!
//! ```ignore
//! pub fn run_window() -> Result<(), eframe::Error> {
//!     let window = game_shell::app::Window {
//!         icon_png: Some(include_bytes!("../assets/icon.png")),
//!         ..game_shell::app::Window::new("reversi", "Reversi", &i18n::LANGUAGES)
//!     };
//!     game_shell::app::run_window(window, |cc| ReversiApp::new(AppSetup::desktop(cc)))
//! }
//! ```
//!
//! [`run_window`] adds the fallback fonts for Chinese, Japanese and Korean names, sets the
//! icon, checks the window-state file before eframe reads it ([`crate::window_state`]: a pipe,
//! a device, a folder or a file of more than [`crate::window_state::MAX_BYTES`] in place of
//! `app.ron` is set aside unread, with a log line, so the window opens and memory stays
//! small; a program that calls `eframe::run_native` itself gets none of this), and
//! speaks the command line's language or the system's until the app applies its
//! [`crate::prefs::LanguagePolicy`].
//! The app itself is the program's: its session, views and words, with `impl eframe::App`.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

use crate::i18n::{Language, set_language, system_language};

/// What a program's window is.
#[derive(Clone, Debug)]
pub struct Window {
    /// eframe's name for the program (`loopit`): the window-state folder and the desktop's
    /// window class are named after it.
    pub app_id: &'static str,
    /// The window title.
    pub title: String,
    /// The size the window opens at, in points.
    pub size: [f32; 2],
    /// The smallest size it can be made.
    pub min_size: [f32; 2],
    /// The window icon (a PNG), if the program has one.
    pub icon_png: Option<&'static [u8]>,
    /// The languages the program speaks.
    pub languages: &'static [Language],
    /// The language the first frame speaks (a command line's choice); `None`: the system's
    /// among [`Window::languages`]. The app's [`crate::prefs::LanguagePolicy`] takes over
    /// from its first frame on.
    pub language: Option<Language>,
}

impl Window {
    /// A window of 1024×720 points (at least 480×360) without an icon.
    #[must_use]
    pub fn new(app_id: &'static str, title: &str, languages: &'static [Language]) -> Window {
        Window {
            app_id,
            title: title.to_owned(),
            size: [1024.0, 720.0],
            min_size: [480.0, 360.0],
            icon_png: None,
            languages,
            language: None,
        }
    }

    /// eframe's options for this window: its size and icon, the window state kept in the
    /// checked file.
    #[must_use]
    pub fn options(&self) -> eframe::NativeOptions {
        let mut viewport = egui::ViewportBuilder::default()
            .with_title(self.title.as_str())
            .with_app_id(self.app_id)
            .with_inner_size(self.size)
            .with_min_inner_size(self.min_size);
        if let Some(png) = self.icon_png {
            viewport = viewport.with_icon(icon(png));
        }
        eframe::NativeOptions {
            viewport,
            persist_window: true,
            persistence_path: crate::window_state::checked_file(self.app_id),
            ..eframe::NativeOptions::default()
        }
    }
}

/// The window icon from PNG bytes (an empty icon, with a log line, if they cannot be read).
#[must_use]
pub fn icon(png: &[u8]) -> Arc<egui::IconData> {
    let icon = eframe::icon_data::from_png_bytes(png).unwrap_or_else(|e| {
        log::warn!("the window icon cannot be read: {e}");
        egui::IconData::default()
    });
    Arc::new(icon)
}

/// Prepares a new window's context as every program needs it: the CJK fallback fonts, a sane
/// zoom factor, and on this thread `language`, or else the system's among `languages`.
pub fn prepare(ctx: &egui::Context, languages: &[Language], language: Option<Language>) {
    crate::fonts::add_cjk_fallback(ctx);
    crate::window_state::check_zoom(ctx);
    // The programs' own zoom keys ([`crate::zoom`]) make the board larger first.
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
    crate::zoom::set_level(ctx, crate::zoom::level(ctx));
    set_language(language.unwrap_or_else(|| system_language(languages)));
}

/// Opens the program's window and runs it until it is closed: [`Window::options`], then
/// [`prepare`], then the app made by `make`.
pub fn run_window<A, F>(window: Window, make: F) -> Result<(), eframe::Error>
where
    A: eframe::App + 'static,
    F: FnOnce(&eframe::CreationContext<'_>) -> A + 'static,
{
    let options = window.options();
    let state_file = options.persistence_path.clone();
    let (languages, language) = (window.languages, window.language);
    eframe::run_native(
        &window.title,
        options,
        Box::new(move |cc| {
            prepare(&cc.egui_ctx, languages, language);
            Ok(Box::new(KeepsGoodState {
                app: make(cc),
                state_file,
            }))
        }),
    )
}

/// The program's app, with the window-state file's last good copy kept up to date
/// ([`crate::window_state::keep_good_copy`]): each time eframe asks the app to save (every
/// 30 s by default, and at the end), the file as eframe's last write left it becomes the good
/// copy when it is sound — so a kill during the next write loses at most what changed since.
/// Everything else is the app's own.
struct KeepsGoodState<A> {
    app: A,
    state_file: Option<std::path::PathBuf>,
}

impl<A: eframe::App> eframe::App for KeepsGoodState<A> {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if let Some(path) = &self.state_file {
            crate::window_state::keep_good_copy(path);
        }
        self.app.save(storage);
    }

    fn on_exit(&mut self, gl: Option<&eframe::glow::Context>) {
        self.app.on_exit(gl);
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        self.app.auto_save_interval()
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        self.app.clear_color(visuals)
    }

    fn persist_egui_memory(&self) -> bool {
        self.app.persist_egui_memory()
    }

    fn raw_input_hook(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        self.app.raw_input_hook(ctx, raw_input);
    }
}

/// Starts the log: warnings and errors on stderr unless `RUST_LOG` says otherwise (twice is
/// harmless).
pub fn init_logging() {
    let env = env_logger::Env::default().default_filter_or("warn");
    let _ = env_logger::Builder::from_env(env).try_init();
}

/// A program's `main`: starts the log, then runs `command` with `run_command` when the command
/// line gave one, or opens the window with `open_window`; a window that cannot open is said on
/// stderr (`error: cannot open the Reversi window: …`) and ends the program with failure.
/// A command whose stdout was closed (`reversi play d3 >&-`) is not run: its answer could not
/// be written, which is said on stderr with exit code 2 ([`crate::cli::stdout_was_closed`]).
pub fn main<C>(
    program: &str,
    command: Option<C>,
    run_command: impl FnOnce(C) -> ExitCode,
    open_window: impl FnOnce() -> Result<(), eframe::Error>,
) -> ExitCode {
    init_logging();
    match command {
        Some(_) if crate::cli::stdout_was_closed() => {
            let _ = writeln!(
                std::io::stderr(),
                "error: stdout is closed: the answer cannot be written"
            );
            ExitCode::from(crate::cli::CANNOT_WRITE)
        }
        Some(command) => run_command(command),
        None => window_result(program, open_window()),
    }
}

/// A program's `main`: reads the command line ([`crate::cli::parse_args`]); then runs the
/// command that `command` finds in it, answering on stdout and refusing on stderr, or opens
/// the window with `open_window` ([`main`], which also starts the log).
pub fn run<P: clap::Parser, C>(
    program: &str,
    command: impl FnOnce(&P) -> Option<&C>,
    run: impl FnOnce(&C, &mut dyn Write, &mut dyn Write) -> ExitCode,
    open_window: impl FnOnce(&P) -> Result<(), eframe::Error>,
) -> ExitCode {
    let args = match crate::cli::parse_args::<P>() {
        Ok(args) => args,
        Err(code) => return code,
    };
    main(
        program,
        command(&args),
        |command| run(command, &mut std::io::stdout(), &mut std::io::stderr()),
        || open_window(&args),
    )
}

/// The exit code of a window that ran (`Ok`) or could not open, said on stderr.
fn window_result(program: &str, result: Result<(), eframe::Error>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // A full or closed stderr is no reason to panic.
            let _ = writeln!(
                std::io::stderr(),
                "error: cannot open the {program} window: {e}"
            );
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_runs_without_a_window() {
        let code = main("Test", Some(3_u8), ExitCode::from, || {
            panic!("no window for a command")
        });
        assert_eq!(code, ExitCode::from(3));
    }

    #[test]
    fn without_a_command_the_window_opens() {
        let mut opened = false;
        let code = main::<u8>(
            "Test",
            None,
            |_| ExitCode::from(9),
            || {
                opened = true;
                Ok(())
            },
        );
        assert!(opened);
        assert_eq!(code, ExitCode::SUCCESS);
        let failed = window_result("Test", Err(eframe::Error::AppCreation("no display".into())));
        assert_eq!(failed, ExitCode::FAILURE);
    }

    #[test]
    fn the_options_name_the_window_and_keep_its_state() {
        let window = Window {
            size: [900.0, 660.0],
            ..Window::new("game-shell-test", "Test", &[Language::English])
        };
        let options = window.options();
        assert!(options.persist_window);
        assert_eq!(options.viewport.title.as_deref(), Some("Test"));
        assert_eq!(options.viewport.inner_size, Some(egui::vec2(900.0, 660.0)));
        if let Some(path) = options.persistence_path {
            assert!(
                path.to_string_lossy().contains("game-shell-test"),
                "{path:?}"
            );
        }
    }

    /// Run only by [`the_window_state_file_eframe_reads_is_checked_first`], in a child process
    /// whose `XDG_DATA_HOME` it chose: prints the window-state file eframe would be given.
    #[cfg(target_os = "linux")]
    #[test]
    #[ignore = "run by the_window_state_file_eframe_reads_is_checked_first"]
    fn child_prints_the_window_state_file() {
        init_logging();
        let options = Window::new("game-shell-test", "Test", &[Language::English]).options();
        let path = options
            .persistence_path
            .expect("a place for the window state");
        eprintln!("window-state file: {}", path.display());
    }

    /// Puts something in place of a file (a pipe, a link, a huge file).
    #[cfg(target_os = "linux")]
    type MakeFile<'a> = &'a dyn Fn(&std::path::Path);

    /// A pipe, a link to `/dev/zero` or a huge file in place of `app.ron` (in eframe's folder
    /// for the app id) never reaches eframe: it is set aside unread, and eframe gets the usual
    /// path, free. The options are made in a child process, so that its `XDG_DATA_HOME` (where
    /// eframe looks) is a folder of this test's.
    #[cfg(target_os = "linux")]
    #[test]
    fn the_window_state_file_eframe_reads_is_checked_first() {
        let data = tempfile::tempdir().expect("temp dir");
        let folder = data.path().join("game-shell-test");
        let state = folder.join("app.ron");
        let aside = folder.join("app.ron.ignored");
        let make_pipe = |path: &std::path::Path| {
            let made = std::process::Command::new("mkfifo").arg(path).status();
            assert!(made.expect("mkfifo").success());
        };
        let make_device_link = |path: &std::path::Path| {
            std::os::unix::fs::symlink("/dev/zero", path).expect("link");
        };
        let make_huge = |path: &std::path::Path| {
            let file = std::fs::File::create(path).expect("create");
            file.set_len(64 * 1024 * 1024).expect("a sparse 64 MB file");
        };
        let makers: [(&str, MakeFile<'_>); 3] = [
            ("a pipe", &make_pipe),
            ("a link to /dev/zero", &make_device_link),
            ("a 64 MB file", &make_huge),
        ];
        for (what, make) in makers {
            std::fs::create_dir_all(&folder).expect("folder");
            let _ = std::fs::remove_file(&aside);
            make(&state);
            let child = std::process::Command::new(std::env::current_exe().expect("test binary"))
                .args([
                    "--exact",
                    "app::tests::child_prints_the_window_state_file",
                    "--ignored",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env("XDG_DATA_HOME", data.path())
                .env("RUST_LOG", "warn")
                .output()
                .expect("the child runs");
            let stderr = String::from_utf8_lossy(&child.stderr);
            assert!(child.status.success(), "{what}: {stderr}");
            assert!(
                stderr.contains(&format!("window-state file: {}\n", state.display())),
                "{what}: eframe gets the usual file: {stderr}"
            );
            assert!(
                stderr.contains("set aside"),
                "{what}: a warning says so: {stderr}"
            );
            assert!(!state.exists(), "{what} is out of eframe's way");
            assert!(
                std::fs::symlink_metadata(&aside).is_ok(),
                "{what} is kept as app.ron.ignored"
            );
        }
    }

    #[test]
    fn a_broken_icon_gives_an_empty_one() {
        assert_eq!(icon(b"not a png").width, 0);
    }

    #[test]
    fn a_new_context_gets_a_sane_zoom() {
        let ctx = egui::Context::default();
        ctx.set_zoom_factor(50.0);
        prepare(
            &ctx,
            &[Language::English, Language::German],
            Some(Language::German),
        );
        assert!(crate::window_state::ZOOM.contains(&ctx.zoom_factor()));
        assert_eq!(crate::i18n::language(), Language::German);
        set_language(Language::English);
    }
}
