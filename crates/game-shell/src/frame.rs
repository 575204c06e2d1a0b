//! One program skeleton: what every window of the workspace keeps and does the same way, and
//! the one trait a game implements to plug its game into it.
//!
//! The shape is egui's demo app and a command path: the views return actions while drawing;
//! once the frame is drawn the program applies them. An action is either one of the shell's
//! ([`Shell`]: new, load, save, quit, the "save first?" answer, the file dialog's answer,
//! close, escape, rules, about, language, theme, online, an online game's record) or the
//! game's own. The shell's are
//! applied here, once for every program ([`Program::apply_shell`]); the game's own by the
//! program.
//!
//! - [`Frame`]: the state every window keeps alike — the language policy, the theme, the
//!   settings file (and [`Frame::remember`]), the quit guard, the tool windows, the typed
//!   status notice, the dialog slot, the save folder and its file picker, and the online screen
//!   (a form or a room, shown instead of the game at this window) with its forms and its shape
//!   ([`Frame::online_ui`]). A program's window derefs to it, so that what every program keeps
//!   alike reads the same in each: `app.theme()`, `app.modal()`, `app.online_room()`;
//! - [`Program`]: what a game supplies — its types (settings table, notice, dialog, the step
//!   that waits behind "save first?", its online room, host form and forms), how it saves and
//!   loads its game, what a new game is; the flow of the shell's actions comes with it;
//! - [`Continuation`]: the step that waits behind "save first?" (a new game, a load, an online
//!   game's record, quitting) and [`ShellDialog`]: the shell's three dialogs inside the
//!   program's dialog type;
//! - [`ToolWindows`]: the rules and the About box, open beside the game;
//! - [`Forms`]: what a program draws on the online screens before its room's game is on;
//! - [`program_types!`](crate::program_types) and [`frame_deref!`](crate::frame_deref): what
//!   every program's [`Program`] impl and window spell alike.
//!
//! The language and the theme the frame remembers are the program's settings'
//! [`WindowSettings`].
//!
//! Beside it, also the shell's and the same in every program: the menu bar and the shell's
//! keys ([`crate::menu::menu_bar`], [`crate::menu::shell_shortcuts`]), background work with
//! its "is this still wanted" key ([`crate::task::Keyed`]), a two-seat room's side-panel lines
//! ([`crate::online::seat_lines`]).

use std::path::{Path, PathBuf};

use crate::browser::{Asked, BrowserOutcome, FileBrowser, ask_open, ask_save};
use crate::dialogs::{Abandon, AbandonChoice, RecordChoice, RecordDialog};
use crate::online::{
    Fetching, FormKind, GameRoom, HostSetup, OnlineAction, OnlineScreen, Phase, RecordAddress,
    SeatBook, open_record, rejoin_step,
};
use crate::picker::FilePicker;
use crate::prefs::{LanguageChoice, LanguagePolicy};
use crate::quit::QuitGuard;
use crate::settings::shared::WindowSettings;
use crate::settings::{SettingsFile, SettingsWarning, Table};
use crate::theme::Theme;

/// The shell's actions, the same in every program; `H` is the program's host form.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shell<H> {
    /// Game ▸ New game.
    New,
    /// Game ▸ Load: ask which file (asking first when a game would be lost), then load it.
    Load,
    /// Game ▸ Save: ask where, then save.
    Save,
    /// Game ▸ Quit (asking first when a game would be lost).
    Quit,
    /// The answer to "save the game first?".
    Abandon(AbandonChoice),
    /// The answer of the shell's own file dialog.
    Browser(BrowserOutcome),
    /// Close the dialog (its Cancel, its close button).
    Close,
    /// Escape: close the dialog, or else the tool window on top.
    Escape,
    /// Help ▸ Rules.
    OpenRules,
    /// Help ▸ About.
    OpenAbout,
    /// Speak this language from now on (`None`: the system's), and remember it.
    Language(LanguageChoice),
    /// Look like this from now on, and remember it.
    Theme(Theme),
    /// A step of Game ▸ Play online.
    Online(OnlineAction<H>),
    /// Game ▸ Open an online game's record…: ask for its address (asking first when a game
    /// would be lost).
    OpenRecord,
    /// The record dialog's answer: fetch the record at the address typed, or close.
    Record(RecordChoice),
}

/// The tool windows, which stay open beside the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ToolWindows {
    /// Whether the rules are open.
    pub rules: bool,
    /// Whether the About box is open.
    pub about: bool,
}

impl ToolWindows {
    /// Whether any is open.
    #[must_use]
    pub const fn any_open(&self) -> bool {
        self.rules || self.about
    }

    /// Escape closes the one on top: the About box, else the rules.
    pub fn close_top(&mut self) {
        if self.about {
            self.about = false;
        } else {
            self.rules = false;
        }
    }
}

/// The step that waits behind "save the game first?": it ends the game on the board.
pub trait Continuation: Copy + std::fmt::Debug {
    /// Loading a saved game (asks which).
    const LOAD: Self;
    /// Opening an online game's record (asks for its address).
    const OPEN_RECORD: Self;
    /// Quitting the program.
    const QUIT: Self;
    /// The step as the shell's dialog names it.
    fn abandon(self) -> Abandon;
}

impl Continuation for Abandon {
    const LOAD: Abandon = Abandon::Load;
    const OPEN_RECORD: Abandon = Abandon::OpenRecord;
    const QUIT: Abandon = Abandon::Quit;

    fn abandon(self) -> Abandon {
        self
    }
}

/// The shell's three dialogs — "save first?", its own file dialog and the online record's
/// address — as variants of the program's dialog type, which has the game's own dialogs
/// beside them.
pub trait ShellDialog<S>: Sized {
    /// "Save the game first?" before `step`.
    fn abandon(step: S) -> Self;
    /// The shell's own file dialog; `then` is the step to take once the game is saved.
    fn files(browser: FileBrowser, then: Option<S>) -> Self;
    /// Game ▸ Open an online game's record…'s dialog.
    fn record(dialog: RecordDialog) -> Self;
    /// The record dialog, if this is it.
    fn record_mut(&mut self) -> Option<&mut RecordDialog>;
    /// The step "save first?" asks about, if this is that dialog.
    fn abandoning(&self) -> Option<S>;
    /// The step waiting for the save, if this is the file dialog (`Some(None)`: none waits).
    fn browsing(&self) -> Option<Option<S>>;
    /// Whether Escape closes it.
    fn closes_on_escape(&self) -> bool {
        true
    }
}

/// Implements [`ShellDialog`] for a program's dialog type whose shell dialogs are the
/// variants `Abandon(step)`, `Files { browser, then }` (the step a `Copy` type) and
/// `Record(RecordDialog)`, Escape closing every dialog: `shell_dialog!(Modal, AfterAbandon)`.
#[macro_export]
macro_rules! shell_dialog {
    ($modal:ty, $step:ty $(,)?) => {
        impl $crate::frame::ShellDialog<$step> for $modal {
            fn abandon(step: $step) -> Self {
                Self::Abandon(step)
            }

            fn files(browser: $crate::browser::FileBrowser, then: Option<$step>) -> Self {
                Self::Files { browser, then }
            }

            fn record(dialog: $crate::dialogs::RecordDialog) -> Self {
                Self::Record(dialog)
            }

            fn record_mut(&mut self) -> Option<&mut $crate::dialogs::RecordDialog> {
                match self {
                    Self::Record(dialog) => Some(dialog),
                    _ => None,
                }
            }

            fn abandoning(&self) -> Option<$step> {
                match self {
                    Self::Abandon(step) => Some(*step),
                    _ => None,
                }
            }

            fn browsing(&self) -> Option<Option<$step>> {
                match self {
                    Self::Files { then, .. } => Some(*then),
                    _ => None,
                }
            }
        }
    };
}

/// The part of a [`Program`] impl every program spells alike, inside `impl Program for App`:
///
/// ```ignore
/// game_shell::program_types! {
///     settings: Settings,
///     step: Abandon,
///     extension: EXTENSION,
///     online_path: crate::online::PATH,
///     online_words: crate::words::online_problem,
/// }
/// ```
///
/// The notice,
/// the dialogs, the online room, the host form and the forms are the types named `Notice`,
/// `Modal`, `OnlineRoom`, `HostRequest` and `OnlineForms` where the impl stands; the rooms are
/// at `online_path` on a server, and `online_words` words why a way into one failed (the
/// program's [`online_words!`](crate::online_words)); the frame is the window's field `frame`.
#[macro_export]
macro_rules! program_types {
    (
        settings: $settings:ty,
        step: $step:ty,
        extension: $extension:expr,
        online_path: $online_path:expr,
        online_words: $online_words:path $(,)?
    ) => {
        type Settings = $settings;
        type Notice = Notice;
        type Step = $step;
        type Modal = Modal;
        type Room = OnlineRoom;
        type Host = HostRequest;
        type Forms = OnlineForms;
        const EXTENSION: &'static str = $extension;
        const ONLINE_PATH: &'static str = $online_path;

        fn online_problem(problem: &$crate::frame::RoomProblem<Self>) -> String {
            $online_words(problem)
        }

        fn frame(&self) -> &$crate::frame::Frame<Self> {
            &self.frame
        }

        fn frame_mut(&mut self) -> &mut $crate::frame::Frame<Self> {
            &mut self.frame
        }
    };
}

/// A program's window derefs to its [`Frame`] (its field `frame`), so that what every program
/// keeps alike reads the same in every program: `app.theme()`, `app.modal()`,
/// `app.online_room()` are the frame's. `frame_deref!(ReversiApp)`.
#[macro_export]
macro_rules! frame_deref {
    ($app:ty $(,)?) => {
        impl ::std::ops::Deref for $app {
            type Target = $crate::frame::Frame<$app>;

            fn deref(&self) -> &$crate::frame::Frame<$app> {
                &self.frame
            }
        }
    };
}

/// What a program draws on the online screens before its room's game is on: the forms, with
/// what has been typed and chosen in them (kept while the window is open), and a room's lobby.
/// The frame draws them scrolling in the whole window ([`Frame::online_ui`]); `H` is the
/// program's host form, `R` its room.
pub trait Forms<H, R> {
    /// The forms as they first open (their names in the window's language).
    fn fresh() -> Self;
    /// Draws the form `kind`, with why the last try failed (worded); the step it asks for.
    fn ui(
        &mut self,
        ui: &mut egui::Ui,
        kind: FormKind,
        problem: Option<&str>,
    ) -> Option<OnlineAction<H>>;
    /// Draws the lobby of `room` (or the way into it); the step it asks for.
    fn lobby_ui(ui: &mut egui::Ui, room: &R) -> Option<OnlineAction<H>>;
}

/// The state every window keeps alike (see the module's documentation).
pub struct Frame<P: Program> {
    /// The language: the system's, or the one chosen in the window.
    pub language: LanguagePolicy,
    /// How the window looks: remembered between runs, chosen in the Theme menu.
    pub theme: Theme,
    /// The program's settings file (`Reversi.ini`, `Nardy.ini`) and its settings as the
    /// window last wrote them.
    pub settings: SettingsFile<P::Settings>,
    /// Stands between the window's close button and a game that would be lost.
    pub quit: QuitGuard,
    /// The rules and the About box.
    pub tools: ToolWindows,
    /// The status notice: what happened last, typed, worded when drawn.
    pub notice: Option<P::Notice>,
    /// The dialog that waits for an answer.
    pub modal: Option<P::Modal>,
    /// Game ▸ Play online: a form or a room, shown instead of the game at this window.
    pub online: Option<OnlineScreen<P::Room>>,
    /// What the online forms hold (made when they first open, in the window's language).
    pub forms: Option<P::Forms>,
    /// Where the seats joined online are kept, to rejoin after the window is closed or the
    /// room left (`None`: not kept). The program gives the user's data folder
    /// ([`SeatBook::in_data_folder`]); a test its own folder.
    pub seat_book: Option<SeatBook>,
    /// An online game's record on its way (fetched on a thread of its own for the record
    /// dialog).
    fetching: Option<Fetching>,
    /// Opens the file dialogs: the system's (the shell's own where there is none), or
    /// scripted answers in tests.
    picker: Box<dyn FilePicker>,
    /// The folder the file dialogs start in (the last one saved to or loaded from).
    folder: PathBuf,
}

impl<P: Program> std::fmt::Debug for Frame<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Frame")
            .field("language", &self.language)
            .field("theme", &self.theme)
            .field("tools", &self.tools)
            .field("notice", &self.notice)
            .field("modal", &self.modal)
            .field("folder", &self.folder)
            .finish_non_exhaustive()
    }
}

impl<P: Program> Frame<P> {
    /// A window's frame: no dialog, no tool window, not online; the settings' warnings (what
    /// could not be used of the file) are the first notice. Files a crash left half-written
    /// in the save folder are cleaned up.
    #[must_use]
    pub fn new(
        language: LanguagePolicy,
        theme: Theme,
        settings: SettingsFile<P::Settings>,
        warnings: Vec<Warning<P>>,
        picker: Box<dyn FilePicker>,
        folder: PathBuf,
    ) -> Frame<P> {
        crate::files::clean_up_after_crashes(&[(&folder, P::EXTENSION)]);
        Frame {
            language,
            theme,
            settings,
            quit: QuitGuard::default(),
            tools: ToolWindows::default(),
            notice: (!warnings.is_empty()).then(|| P::Notice::from(warnings)),
            modal: None,
            online: None,
            forms: None,
            seat_book: None,
            fetching: None,
            picker,
            folder,
        }
    }

    /// The folder the file dialogs start in (the last one saved to or loaded from).
    #[must_use]
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// How the window looks.
    #[must_use]
    pub const fn theme(&self) -> Theme {
        self.theme
    }

    /// The language the window speaks: the one chosen, or the system's.
    #[must_use]
    pub fn language(&self) -> crate::i18n::Language {
        self.language.language()
    }

    /// The language chosen in the window; `None` when it follows the system.
    #[must_use]
    pub fn chosen_language(&self) -> LanguageChoice {
        self.language.choice()
    }

    /// The settings file and the settings as the window last wrote them.
    #[must_use]
    pub const fn settings(&self) -> &SettingsFile<P::Settings> {
        &self.settings
    }

    /// Whether the player has let the window close (it closes at the end of the frame).
    #[must_use]
    pub fn quitting(&self) -> bool {
        self.quit.confirmed()
    }

    /// The dialog open, if any.
    #[must_use]
    pub const fn modal(&self) -> Option<&P::Modal> {
        self.modal.as_ref()
    }

    /// The tool windows open.
    #[must_use]
    pub const fn tools(&self) -> ToolWindows {
        self.tools
    }

    /// The online screen, if the window shows one.
    #[must_use]
    pub const fn online(&self) -> Option<&OnlineScreen<P::Room>> {
        self.online.as_ref()
    }

    /// Changes the settings with `change` and writes what changed into the settings file; a
    /// failure is the notice.
    pub fn remember(&mut self, change: impl FnOnce(&mut P::Settings)) {
        if let Err(warning) = self.settings.update(change) {
            log::warn!("{warning}");
            self.notice = Some(P::Notice::from(vec![warning]));
        }
    }

    /// The dialogs start in `folder` from now on (the saves folder chosen in a program's
    /// options).
    pub fn set_folder(&mut self, folder: PathBuf) {
        self.folder = folder;
    }

    /// The file and folder dialogs (a program may ask for a folder of its own settings).
    pub fn picker(&mut self) -> &mut dyn FilePicker {
        self.picker.as_mut()
    }

    /// The dialogs start where the last file was saved or loaded.
    pub fn remember_folder(&mut self, path: &Path) {
        if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
            self.folder = folder.to_owned();
        }
    }

    /// What every frame begins with: the window's texts are made on this thread, in its
    /// language; when the window's close button would lose a game, "save first?" is asked.
    pub fn logic(&mut self, ctx: &egui::Context, would_lose: bool) {
        self.language.apply();
        if self.quit.intercept(ctx, would_lose) {
            self.modal = Some(P::Modal::abandon(P::Step::QUIT));
        }
    }

    /// What every drawing begins with: the language, the theme, the zoom keys.
    pub fn begin_ui(&self, ctx: &egui::Context) {
        self.language.apply();
        self.theme.apply(ctx);
        crate::zoom::handle_keys(ctx);
    }

    /// The online room the window is in, if any.
    #[must_use]
    pub fn online_room(&self) -> Option<&P::Room> {
        self.online.as_ref().and_then(OnlineScreen::room)
    }

    /// Each frame on the online screens: `poll` takes what the room's client brought (what it
    /// gives back, the program shows: a move to animate); a way into a room that failed goes
    /// back to its form, saying why.
    pub fn poll_online<T>(&mut self, poll: impl FnOnce(&mut P::Room) -> Option<T>) -> Option<T> {
        let online = self.online.as_mut()?;
        let brought = online.room_mut().and_then(poll);
        online.settle();
        brought
    }

    /// Draws the online screen: a form (with its fields and why the last try failed, worded by
    /// [`Program::online_problem`]) or a room's lobby, as the program's [`Forms`] draw them,
    /// each scrolling in the whole window and giving the step it asks for (as the program's
    /// action, by `wrap`); once the room's game is on, the room's game as the program draws it
    /// (`game`: its side panel and board, or `None` while it has no picture of the game yet,
    /// which shows the lobby).
    pub fn online_ui<A>(
        &mut self,
        ui: &mut egui::Ui,
        wrap: fn(Shell<P::Host>) -> A,
        game: impl FnOnce(&mut egui::Ui, &P::Room) -> Option<Vec<A>>,
    ) -> Vec<A> {
        let forms = self.forms.get_or_insert_with(P::Forms::fresh);
        let step = match &self.online {
            None => None,
            Some(OnlineScreen::Form {
                kind,
                problem,
                rejoin,
            }) => scrolling(ui, |ui| {
                let problem = problem.as_ref().map(P::online_problem);
                let step = forms.ui(ui, *kind, problem.as_deref());
                // Under the join form, the rooms the window may come back to.
                let again = (*kind == FormKind::Join)
                    .then(|| rejoin_step(ui, rejoin))
                    .flatten();
                step.or(again)
            }),
            Some(OnlineScreen::Room(room)) => {
                let on = matches!(room.room().phase(), Phase::Playing | Phase::Over);
                if let Some(actions) = on.then(|| game(ui, room)).flatten() {
                    return actions;
                }
                scrolling(ui, |ui| P::Forms::lobby_ui(ui, room))
            }
        };
        step.map(|step| wrap(Shell::Online(step)))
            .into_iter()
            .collect()
    }

    /// The room the window is in, to act in, unless a dialog waits for an answer (a click
    /// under a dialog does nothing).
    pub fn room_to_act(&mut self) -> Option<&mut P::Room> {
        if self.modal.is_some() {
            return None;
        }
        self.online_room_mut()
    }

    /// The online room the window is in, to act in.
    pub fn online_room_mut(&mut self) -> Option<&mut P::Room> {
        self.online.as_mut().and_then(OnlineScreen::room_mut)
    }
}

/// `view` scrolling in the whole window (an online form, a lobby).
fn scrolling<T>(ui: &mut egui::Ui, view: impl FnOnce(&mut egui::Ui) -> Option<T>) -> Option<T> {
    let mut answer = None;
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| answer = view(ui));
    });
    answer
}

/// Why a way into a room of program `P` failed.
pub type RoomProblem<P> = crate::online::Problem<<<P as Program>::Room as GameRoom>::Game>;

/// A settings warning of program `P`.
pub type Warning<P> = SettingsWarning<<<P as Program>::Settings as Table>::Problem>;

/// What a game supplies to the shell: its types, its game's files, what a new game is. The
/// shell's actions are applied by [`Program::apply_shell`] for every program alike.
pub trait Program: Sized {
    /// The program's settings table.
    type Settings: WindowSettings;
    /// The status notice (a settings warning is one).
    type Notice: From<Vec<Warning<Self>>> + std::fmt::Debug;
    /// The step that waits behind "save first?".
    type Step: Continuation;
    /// The program's dialogs, the shell's two among them.
    type Modal: ShellDialog<Self::Step> + std::fmt::Debug;
    /// A room this window is in, with what the program keeps beside it for its views.
    type Room: GameRoom;
    /// What the host form asks for.
    type Host: HostSetup<<Self::Room as GameRoom>::Game>;
    /// What the online forms hold, and how they and a room's lobby are drawn.
    type Forms: Forms<Self::Host, Self::Room>;
    /// The extension of a saved game (`json`).
    const EXTENSION: &'static str;
    /// Where the game's rooms are on a server (`/ws/reversi`).
    const ONLINE_PATH: &'static str;

    /// Why a way into a room failed, in the window's language.
    fn online_problem(problem: &RoomProblem<Self>) -> String;
    /// The frame.
    fn frame(&self) -> &Frame<Self>;
    /// The frame, to change.
    fn frame_mut(&mut self) -> &mut Frame<Self>;
    /// Whether leaving the game on the board now would lose it (moves made, not saved, not
    /// finished).
    fn would_lose_game(&self) -> bool;
    /// The name a save dialog suggests.
    fn save_name(&self) -> String;
    /// Saves the game to `path`; whether it worked (the notice says either way).
    fn save_to(&mut self, path: &Path) -> bool;
    /// Loads the game at `path`; whether it worked (a refused file leaves the game on the
    /// board; the notice says either way).
    fn load_from(&mut self, path: &Path) -> bool;
    /// Game ▸ New game was asked for: open the game's new-game dialog, or ask first.
    fn new_game(&mut self, ctx: &egui::Context);
    /// The step `step` (the new-game kind) is taken: the game on the board may go.
    fn start(&mut self, step: Self::Step, ctx: &egui::Context);
    /// Seconds a computer seat of a hosted room waits before its step.
    fn computer_delay(&self) -> f64;
    /// Shows `game`, a finished online game's record (the dialogs are closed), in the
    /// program's replay from its beginning; the game on the board has gone (the player was
    /// asked first).
    fn show_record(&mut self, game: <Self::Room as GameRoom>::Game);
    /// The online screen leaves or changes what the board shows (the game's animation goes).
    fn online_changed(&mut self) {}
    /// The player chose not to save the game on the board before `step` (it is given up
    /// before the step is taken).
    fn abandoned(&mut self, step: Self::Step) {
        let _ = step;
    }
    /// Whether a game can be loaded now; when not, the program says why (a load is then not
    /// asked for).
    fn can_load(&mut self) -> bool {
        true
    }

    /// Applies one of the shell's actions. On the online screens the game at this window is
    /// not saved, and a new game or a load leaves the room first.
    fn apply_shell(&mut self, action: Shell<Self::Host>, ctx: &egui::Context) {
        if self.frame().online.is_some() {
            match action {
                Shell::Save => return,
                Shell::New | Shell::Load | Shell::OpenRecord => {
                    self.frame_mut().online = None;
                    self.online_changed();
                }
                _ => {}
            }
        }
        match action {
            Shell::New => self.new_game(ctx),
            Shell::Load => self.ask_first(Self::Step::LOAD, ctx),
            Shell::Save => self.pick_save(None, ctx),
            Shell::Quit => self.ask_first(Self::Step::QUIT, ctx),
            Shell::Abandon(choice) => self.answer_abandon(choice, ctx),
            Shell::Browser(outcome) => self.browsed(outcome, ctx),
            Shell::Close => self.frame_mut().modal = None,
            Shell::Escape => {
                let frame = self.frame_mut();
                match &frame.modal {
                    Some(modal) if modal.closes_on_escape() => frame.modal = None,
                    Some(_) => {}
                    None => frame.tools.close_top(),
                }
            }
            Shell::OpenRules => self.frame_mut().tools.rules = true,
            Shell::OpenAbout => self.frame_mut().tools.about = true,
            Shell::Language(choice) => {
                let frame = self.frame_mut();
                frame.language.choose(choice);
                let choice = frame.language.choice();
                frame.remember(|s| *s.language_mut() = choice);
            }
            Shell::Theme(theme) => {
                let frame = self.frame_mut();
                frame.theme = theme;
                frame.remember(|s| *s.theme_mut() = theme);
            }
            Shell::Online(step) => self.online_step(step, ctx),
            Shell::OpenRecord => self.ask_first(Self::Step::OPEN_RECORD, ctx),
            Shell::Record(RecordChoice::Fetch) => self.fetch_record(ctx),
            Shell::Record(RecordChoice::Cancel) => {
                let frame = self.frame_mut();
                frame.modal = None;
                frame.fetching = None;
            }
        }
    }

    /// The record dialog's Open: the address typed is read and its record fetched on a thread
    /// of its own, which wakes the window (the dialog says so meanwhile); an address that is
    /// none is said in the dialog at once.
    fn fetch_record(&mut self, ctx: &egui::Context) {
        let frame = self.frame_mut();
        let Some(dialog) = frame.modal.as_mut().and_then(ShellDialog::record_mut) else {
            return;
        };
        if dialog.fetching {
            return;
        }
        let wake = ctx.clone();
        let started = RecordAddress::parse(&dialog.address)
            .and_then(|address| Fetching::start(address, move || wake.request_repaint()));
        match started {
            Ok(fetching) => {
                dialog.fetching = true;
                dialog.problem = None;
                frame.fetching = Some(fetching);
            }
            Err(problem) => dialog.problem = Some(problem),
        }
    }

    /// Each frame: a record that arrived while its dialog waits is shown by the program
    /// ([`Program::show_record`]); why one cannot be opened is said in the dialog. A record
    /// whose dialog was closed meanwhile is dropped.
    fn poll_record(&mut self) {
        let frame = self.frame_mut();
        let Some(answer) = frame.fetching.as_ref().and_then(Fetching::poll) else {
            return;
        };
        frame.fetching = None;
        let Some(dialog) = frame.modal.as_mut().and_then(ShellDialog::record_mut) else {
            return;
        };
        match answer.and_then(|text| open_record::<<Self::Room as GameRoom>::Game>(&text)) {
            Ok(game) => {
                frame.modal = None;
                self.show_record(game);
            }
            Err(problem) => {
                dialog.fetching = false;
                dialog.problem = Some(problem);
            }
        }
    }

    /// Takes `step` at once when nothing would be lost; otherwise asks "save first?".
    fn ask_first(&mut self, step: Self::Step, ctx: &egui::Context) {
        if self.would_lose_game() {
            self.frame_mut().modal = Some(Self::Modal::abandon(step));
        } else {
            self.go_on(step, ctx);
        }
    }

    /// The player's answer to "save the game first?".
    fn answer_abandon(&mut self, choice: AbandonChoice, ctx: &egui::Context) {
        let Some(step) = self
            .frame()
            .modal
            .as_ref()
            .and_then(ShellDialog::abandoning)
        else {
            return;
        };
        self.frame_mut().modal = None;
        match choice {
            AbandonChoice::Save => self.pick_save(Some(step), ctx),
            AbandonChoice::DontSave => {
                self.abandoned(step);
                self.go_on(step, ctx);
            }
            AbandonChoice::Cancel => {}
        }
    }

    /// Takes `step`: the game on the board may go.
    fn go_on(&mut self, step: Self::Step, ctx: &egui::Context) {
        match step.abandon() {
            Abandon::NewGame => self.start(step, ctx),
            Abandon::Load => {
                if self.can_load() {
                    self.pick_load();
                }
            }
            Abandon::OpenRecord => {
                let frame = self.frame_mut();
                frame.fetching = None;
                frame.modal = Some(Self::Modal::record(RecordDialog::default()));
            }
            Abandon::Quit => {
                let frame = self.frame_mut();
                frame.modal = None;
                frame.quit.quit(ctx);
            }
        }
    }

    /// Asks where to save (the save folder is made first, if need be), then saves; `then` is
    /// the step to take once it is saved.
    fn pick_save(&mut self, then: Option<Self::Step>, ctx: &egui::Context) {
        let name = self.save_name();
        let frame = self.frame_mut();
        if let Err(e) = std::fs::create_dir_all(&frame.folder) {
            log::warn!(
                "cannot make the save folder {}: {e}",
                crate::files::quoted(&frame.folder)
            );
        }
        match ask_save(frame.picker.as_mut(), &frame.folder, &name, Self::EXTENSION) {
            Asked::Path(path) => self.save_then(&path, then, ctx),
            Asked::Cancelled => frame.modal = None,
            Asked::Browse(browser) => frame.modal = Some(Self::Modal::files(browser, then)),
        }
    }

    /// Asks which saved game to load, then loads it.
    fn pick_load(&mut self) {
        let frame = self.frame_mut();
        match ask_open(frame.picker.as_mut(), &frame.folder, Self::EXTENSION) {
            Asked::Path(path) => {
                frame.modal = None;
                self.load(&path);
            }
            Asked::Cancelled => frame.modal = None,
            Asked::Browse(browser) => frame.modal = Some(Self::Modal::files(browser, None)),
        }
    }

    /// The answer of the shell's own file dialog (ignored unless that dialog is open).
    fn browsed(&mut self, outcome: BrowserOutcome, ctx: &egui::Context) {
        let Some(then) = self.frame().modal.as_ref().and_then(ShellDialog::browsing) else {
            return;
        };
        self.frame_mut().modal = None;
        match outcome {
            BrowserOutcome::Save(path) => self.save_then(&path, then, ctx),
            BrowserOutcome::Open(path) => self.load(&path),
            BrowserOutcome::Cancel => {}
        }
    }

    /// Saves to `path`; once saved, takes the step `then` waited for.
    fn save_then(&mut self, path: &Path, then: Option<Self::Step>, ctx: &egui::Context) {
        self.frame_mut().modal = None;
        if self.save_to(path) {
            self.frame_mut().remember_folder(path);
            if let Some(step) = then {
                self.go_on(step, ctx);
            }
        }
    }

    /// Loads the game at `path` through the program; once loaded, the dialogs start in its
    /// folder.
    fn load(&mut self, path: &Path) {
        if self.load_from(path) {
            self.frame_mut().remember_folder(path);
        }
    }

    /// A step of the online screens: a form opens over no dialog, with the forms made in the
    /// window's language the first time.
    fn online_step(&mut self, step: OnlineAction<Self::Host>, ctx: &egui::Context) {
        if matches!(
            step,
            OnlineAction::Open(_) | OnlineAction::Leave | OnlineAction::GiveUp
        ) {
            self.online_changed();
        }
        let delay = self.computer_delay();
        let frame = self.frame_mut();
        if let OnlineAction::Open(_) = step {
            frame.modal = None;
            frame.forms.get_or_insert_with(Self::Forms::fresh);
        }
        let book = frame.seat_book.as_ref();
        OnlineScreen::step_in(&mut frame.online, step, Self::ONLINE_PATH, delay, book, ctx);
    }
}
