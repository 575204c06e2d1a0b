//! The application: draws the screen, the dialog and the tool windows, and hands what the
//! player asked for to the part that owns it — moves to the [`Session`], the tile images and
//! settings' changes to the [`Environment`], where to go next to the navigation ([`Screen`],
//! [`Modal`]).
//!
//! The window is the shell's skeleton ([`game_shell::frame`]), as Reversi's and Nardy's are:
//! the [`Frame`] keeps what every program keeps alike (language, theme, settings file, quit
//! guard, the rules and the About box, the notice, the dialog, the file dialogs) and applies
//! the shell's actions ([`Program::apply_shell`]); `LoopItApp` is the [`Program`] that plugs
//! LoopIt into it.

mod flow;
mod guided;
mod online;
mod setup;

use std::path::Path;

use egui::{Panel, RichText, Ui, ViewportCommand};
use game_shell::frame::{Frame, Program, Shell};
use game_shell::prefs::LanguagePolicy;
use game_shell::sound::Speaker;
use loopit_core::{Game, TurnSummary};

use crate::action::{Action, SettingChange};
use crate::autosave::Autosave;
use crate::environment::Environment;
use crate::i18n::tr;
use crate::navigation::{AfterAbandon, Modal, Notice, OwnWindows, Screen};
use crate::online::{HostRequest, OnlineRoom};
use crate::review::{Review, ReviewStep};
use crate::session::{ComputerStep, Move, Outcome, Session};
use crate::settings::options::OptionsForm;
use crate::settings::{Folders, Setting, SettingsFile};
use crate::thinking::{Hints, WindowPlanner};
use crate::tiles::{TileImageError, TileImages};
use crate::ui::board::BoardLayout;
use crate::ui::menu::{self, MenuState};
use crate::ui::online::forms::Forms as OnlineForms;
use crate::ui::online::playing::OnlinePlayingView;
use crate::ui::playing::{PlayingMode, PlayingView};
use crate::ui::replay::ReplayView;
use crate::ui::review::ReviewView;
use crate::ui::setup::SetupDialog;
use crate::ui::{WARNING, help};
use crate::words;
use game_shell::task::Executor;
pub use setup::AppSetup;
use setup::Seeds;

/// The LoopIt window.
#[derive(Debug)]
pub struct LoopItApp {
    /// What every program keeps alike: the language (the system's, or the one chosen in the
    /// menu or the options, remembered in the settings file, key `Language`), the theme, the
    /// settings file, the quit guard, the rules and the About box, the notice, the dialog,
    /// the file dialogs.
    frame: Frame<LoopItApp>,
    env: Environment,
    screen: Screen,
    /// LoopIt's own tool windows (the options, "Reading the board").
    own: OwnWindows,
    setup: SetupDialog,
    seeds: Seeds,
    playing: PlayingView,
    planner: WindowPlanner,
    hints: Hints,
    /// Where the background work runs (the review's; the planner and the hints hold theirs).
    executor: Executor,
    replay: ReplayView,
    review: ReviewView,
    /// The online game's board, bank and log as they are between frames (the online screen
    /// itself and its forms are the frame's).
    online_view: OnlinePlayingView,
    autosave: Option<Autosave>,
    /// Why the last autosave failed, shown in the status line until one succeeds (a kill
    /// would otherwise lose every turn since the last good one without a word).
    autosave_failure: Option<crate::storage::StorageError>,
    /// The file the game on screen was last saved to or loaded from, as it was then.
    saved_as: Option<crate::storage::SavedStamp>,
    title: String,
    /// The status line's height in the last pass: when it changes, the pass is drawn again.
    status_height: f32,
    /// When the app was made: the clock of the computer's delays.
    started: std::time::Instant,
    /// The guided first game's guide, while the game on screen is the guided one.
    guide: Option<crate::guide::Guide>,
    /// Whether the setup screen offers the guide (a first start, until it is taken or
    /// declined).
    offer_guide: bool,
    /// What plays the game's sounds: silent until the window gives it the machine's device
    /// ([`LoopItApp::playing_sound`]), so tests never make a sound.
    speaker: Speaker,
    /// Whether the last pass showed the setup screen: when it opens again, it opens at its
    /// top (a play test found it reopened scrolled down, as it was left).
    setup_shown: bool,
}

impl LoopItApp {
    /// The app, on its setup screen; when the autosave file holds an unfinished game, it
    /// waits behind the setup and a dialog offers to resume it.
    #[must_use]
    pub fn new(setup: AppSetup) -> LoopItApp {
        let AppSetup {
            settings,
            warnings,
            tiles,
            picker,
            seed,
            system_language,
            autosave,
            executor,
        } = setup;
        // The autosave folder is cleaned when it is claimed below, the saves folder by the
        // frame.
        game_shell::files::clean_up_after_crashes(&[(&settings.base_dir(), "ini")]);
        let offer_guide = settings.is_first_start() && !settings.settings.guide_done;
        let speaker = Speaker::silent(settings.settings.sound);
        let language = LanguagePolicy::new(
            &crate::i18n::LANGUAGES,
            system_language,
            settings.settings.language,
        );
        language.apply();
        let theme = settings.settings.theme;
        let saves = settings.saves_dir();
        // The online forms are prefilled from the last setup.
        let forms = OnlineForms::from_settings(&settings.settings);
        let setup = SetupDialog::from_settings(&settings.settings);
        // The settings' warnings stay in the status line until dismissed (the environment's),
        // not in the notice.
        let mut frame = Frame::new(language, theme, settings, Vec::new(), picker, saves);
        frame.forms = Some(forms);
        // The seats joined online are kept beside the autosave, in the user's data folder
        // (none without an autosave folder, as in most tests).
        frame.seat_book = autosave
            .as_deref()
            .map(game_shell::online::SeatBook::in_folder);
        let mut app = LoopItApp {
            setup,
            online_view: OnlinePlayingView::default(),
            frame,
            env: Environment::new(warnings, tiles),
            screen: Screen::Setup { paused: None },
            own: OwnWindows::default(),
            seeds: Seeds(seed),
            playing: PlayingView::default(),
            planner: WindowPlanner::new(executor),
            hints: Hints::new(executor),
            executor,
            replay: ReplayView::default(),
            review: ReviewView::default(),
            autosave: autosave.as_deref().map(Autosave::claim),
            autosave_failure: None,
            saved_as: None,
            title: String::new(),
            status_height: 0.0,
            started: std::time::Instant::now(),
            guide: None,
            offer_guide,
            speaker,
            setup_shown: false,
        };
        app.offer_autosaved_game();
        app
    }

    /// The app following the desktop's wish for less motion (`reduces`) while the settings
    /// leave motion to the desktop (`Motion=auto`).
    #[must_use]
    pub fn following_desktop_motion(mut self, reduces: bool) -> LoopItApp {
        self.env.follow_desktop_motion(reduces);
        self
    }

    /// The app playing its sounds on this machine's audio device (in a program built with the
    /// `sound` feature, on a machine that has one; else it stays silent).
    #[must_use]
    pub fn playing_sound(mut self) -> LoopItApp {
        self.speaker = Speaker::new(self.frame.settings.settings.sound);
        self
    }

    /// The sounds played so far (while sound is on), oldest first, up to the last 32.
    #[must_use]
    pub fn sounds(&self) -> &[game_shell::sound::Tone] {
        self.speaker.played()
    }

    /// What is on its way on the playing screen.
    #[must_use]
    pub fn motion(&self) -> &crate::motion::Motion {
        &self.playing.motion
    }

    // ---- What tests and the window ask of the app ---------------------------------------

    /// The game on screen (or waiting behind the setup), if any; online, the room's game as
    /// this window knows it.
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        match self.frame.online() {
            Some(online) => online.room().and_then(OnlineRoom::session),
            None => self.screen.session(),
        }
    }

    /// The game on screen (or waiting behind the setup), if any.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        self.session().map(Session::game)
    }

    /// The replay on screen, if any.
    #[must_use]
    pub fn replay(&self) -> Option<&crate::replay::Replay> {
        self.screen.replay()
    }

    /// The review on screen, if any.
    #[must_use]
    pub fn review(&self) -> Option<&Review> {
        self.screen.review()
    }

    /// This window's autosave file, if the game is autosaved.
    #[must_use]
    pub fn autosave_file(&self) -> Option<&Path> {
        self.autosave.as_ref().map(Autosave::path)
    }

    /// Whether the setup screen is shown.
    #[must_use]
    pub fn showing_setup(&self) -> bool {
        self.frame.online().is_none() && matches!(self.screen, Screen::Setup { .. })
    }

    /// The settings.
    #[must_use]
    pub fn settings(&self) -> &SettingsFile {
        &self.frame.settings
    }

    /// The warnings shown (settings that could not be read or written).
    #[must_use]
    pub fn warnings(&self) -> Vec<String> {
        self.env
            .warnings()
            .iter()
            .map(words::settings_warning)
            .collect()
    }

    /// Why the game is not being autosaved, in words, while the last autosave failed (shown in
    /// the status line until one succeeds).
    #[must_use]
    pub fn autosave_problem(&self) -> Option<String> {
        self.autosave_failure
            .as_ref()
            .map(|e| tr!("autosave-failed", why = words::storage_error(e)))
    }

    /// Why the tile images cannot be used, if they cannot.
    #[must_use]
    pub fn tile_error(&self) -> Option<&TileImageError> {
        self.env.tile_error()
    }

    /// The latest message for the player.
    #[must_use]
    pub fn notice(&self) -> Option<String> {
        self.frame.notice.as_ref().map(words::notice)
    }

    /// Where the board was drawn in the last frame.
    #[must_use]
    pub fn board_layout(&self) -> BoardLayout {
        self.playing.board_layout()
    }

    /// The window title for the state of the game.
    #[must_use]
    pub fn title(&self) -> String {
        if self.screen.replay().is_some() {
            return tr!("title-replay");
        }
        if self.screen.review().is_some() {
            return tr!("title-review");
        }
        match self.screen.playing() {
            Some(session) if session.game().is_over() => tr!("title-over"),
            Some(session) => tr!(
                "title-to-move",
                name = session.game().current_player().name.as_str()
            ),
            None => tr!("title"),
        }
    }

    /// One frame outside eframe (tests): the logic, then the drawing.
    pub fn frame(&mut self, ui: &mut Ui) {
        self.logic(&ui.ctx().clone());
        self.ui(ui);
    }

    // ---- Logic: what happens without a click ---------------------------------------------

    /// What happens without a click: closing the window, the computer's moves, telling a
    /// player they sit out.
    pub fn logic(&mut self, ctx: &egui::Context) {
        // Whether the game would be lost is asked only when the window is asked to close (it
        // looks at the saved file on disk).
        let closing = ctx.input(|i| i.viewport().close_requested());
        self.frame.logic(ctx, closing && self.would_lose_game());
        // What the online room's client brought (it woke the window).
        self.online_logic();
        // An online game's record that arrived (its thread woke the window).
        self.poll_record();
        // Closing for good: nothing more happens (a computer's move now would write the
        // autosave file the player just chose to give up).
        if self.frame.modal.is_some() || self.frame.quitting() {
            return;
        }
        // The searches wake the window when they are done: no frame polls for them.
        self.planner.wake(ctx);
        self.hints.wake(ctx);
        if self.screen.review_step(None) {
            ctx.request_repaint();
        }
        // The app's own clock, not the input's: while the window is covered or minimised,
        // eframe still calls `logic` when a repaint is due, but the input (and its time) is
        // that of the last frame shown — the computer would wait for ever.
        let now = self.started.elapsed().as_secs_f64();
        let delay = self.computer_delay();
        let cheat = self.cheat_mode();
        let Some(session) = self.screen.playing_mut() else {
            return;
        };
        if self.hints.poll(session.moment(), session.game()) {
            if let Some(hint) = self.hints.shown(session.moment()) {
                let points = hint.points;
                self.frame.notice = Some(if hint.placements.is_empty() {
                    Notice::Said("hint-none")
                } else {
                    Notice::Hint { points }
                });
            }
            ctx.request_repaint();
        }
        if session.computer_to_move().is_some() {
            match session.computer_step_with(now, delay, cheat, &mut self.planner) {
                ComputerStep::Idle => {}
                ComputerStep::Thinking => {}
                ComputerStep::Wait(due) => ctx.request_repaint_after_secs((due - now) as f32),
                ComputerStep::Acted(outcome) => {
                    self.show(&outcome);
                    if delay > 0.0 {
                        ctx.request_repaint_after_secs(delay as f32);
                    } else {
                        ctx.request_repaint();
                    }
                }
            }
        } else if session.game().must_sit_out() {
            let name = session.game().current_player().name.clone();
            self.frame.modal = Some(Modal::SitOut { name });
        }
    }

    // ---- Drawing --------------------------------------------------------------------------

    /// Draws the window and applies what the player asked for.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        // The language, the theme (costs nothing unless it changed), the zoom keys.
        self.frame.begin_ui(&ctx);
        let motion = self.env.motion(&self.frame.settings);
        self.playing.motion.set_on(motion);
        self.online_view.motion.set_on(motion);
        self.speaker.set_on(self.frame.settings.settings.sound);
        let mut actions = Vec::new();
        let state = self.menu_state();
        // Whether this frame's keys may act on the game (start it, end a turn, place a tile):
        // not while a dialog or the options are open, nor when a text field has the keyboard.
        // Read before anything is drawn: a field that takes Enter gives up its focus while it
        // is drawn, and the Enter typed into it must not then reach the game.
        let typing = ctx.text_edit_focused();
        let game_keys = self.frame.modal.is_none() && self.own.options.is_none() && !typing;

        Panel::top("menu").show(ui, |ui| {
            let shell = game_shell::menu::MenuState {
                language: &self.frame.language,
                theme: self.frame.theme,
                online: self.frame.online_room().is_some(),
                can_save: state.has_game,
            };
            actions.extend(menu::menu_bar(ui, state, shell));
        });
        let status = Panel::bottom("status").show(ui, |ui| actions.extend(self.status_ui(ui)));
        // A panel is laid out in the height it took in the last pass. When the status line
        // needs another (warnings at start, dismissed, wrapped anew in a narrower window),
        // this pass would leave its row below the window's edge until something else made
        // the window draw again: draw it again at once (or, if egui declines, next frame).
        let status_height = status.response.rect.height();
        if (status_height - self.status_height).abs() > 0.5 {
            self.status_height = status_height;
            ctx.request_discard("the status line changed its height");
            ctx.request_repaint();
        }

        let cheat = self.cheat_mode();
        let settings = &self.frame.settings.settings;
        let tile_error = self.env.tile_error().cloned();
        let textures = self.env.textures(&ctx).cloned();
        let setup_now = self.frame.online.is_none() && matches!(self.screen, Screen::Setup { .. });
        let reopened = setup_now && !self.setup_shown;
        self.setup_shown = setup_now;
        if self.frame.online.is_some() {
            // The online screen (a form, a room's lobby or its game) is the frame's.
            let coordinates = settings.coordinates;
            let view = &mut self.online_view;
            let result = matches!(self.frame.modal, Some(Modal::GameOver));
            actions.extend(self.frame.online_ui(ui, Action::Shell, |ui, room| {
                room.session()?;
                Some(view.ui(ui, room, textures.as_ref(), coordinates, result))
            }));
        } else {
            match &self.screen {
                Screen::Setup { paused } => {
                    let can_resume = paused.as_ref().is_some_and(|s| !s.game().is_over());
                    actions.extend(self.setup.screen(
                        ui,
                        settings,
                        textures.as_ref(),
                        tile_error.as_ref(),
                        can_resume,
                        game_keys,
                        self.offer_guide,
                        reopened,
                    ));
                }
                Screen::Playing(session) => {
                    let mode = PlayingMode {
                        cheat,
                        coordinates: settings.coordinates,
                        quiet_marks: settings.quiet_marks,
                        keys: game_keys && !self.any_tool_open(),
                        thinking: self.planner.busy(),
                        hint_thinking: self.hints.thinking(session.moment()),
                        result: matches!(self.frame.modal, Some(Modal::GameOver)),
                    };
                    let hint = self.hints.shown(session.moment());
                    actions.extend(self.playing.ui(
                        ui,
                        session,
                        textures.as_ref(),
                        mode,
                        hint.as_ref(),
                        self.guide.as_ref(),
                    ));
                    if let (Some(guide), Some(cell)) = (&mut self.guide, self.playing.previewed()) {
                        guide.pointed_at(cell, session);
                    }
                }
                Screen::Replay { session, replay } => {
                    let keys = self.frame.modal.is_none() && !ctx.egui_wants_keyboard_input();
                    actions.extend(self.replay.ui(
                        ui,
                        session,
                        replay,
                        textures.as_ref(),
                        settings.coordinates,
                        keys,
                    ));
                }
                Screen::Review { session, review } => {
                    let keys = self.frame.modal.is_none()
                        && !self.any_tool_open()
                        && !ctx.egui_wants_keyboard_input();
                    actions.extend(self.review.ui(
                        ui,
                        session,
                        review,
                        textures.as_ref(),
                        settings.coordinates,
                        keys,
                    ));
                }
            }
        }

        // The playing screens (at one screen and online) show the result beside their final
        // board, not over it.
        let beside = match self.frame.online_room() {
            Some(room) => room.session().is_some(),
            None => self.screen.playing().is_some(),
        };
        let session = match &self.frame.online {
            Some(online) => online.room().and_then(OnlineRoom::session),
            None => self.screen.session(),
        };
        // The turns that have ended: an online room's log (its picture of the game begins at
        // the last snapshot, after a reconnect or for a late spectator), else the game's.
        let turns: Vec<TurnSummary> = match self.frame.online_room() {
            Some(room) => room.log().into_iter().map(|entry| entry.summary).collect(),
            None => session.map_or_else(Vec::new, |s| s.game().turn_summaries()),
        };
        if let Some(modal) = self
            .frame
            .modal
            .as_mut()
            .filter(|m| !(beside && matches!(m, Modal::GameOver)))
        {
            actions.extend(modal.show(&ctx, session, &turns));
        }
        if let Some(options) = &mut self.own.options {
            let mut open = true;
            actions.extend(options.show(
                &ctx,
                &mut open,
                &self.frame.settings,
                self.env.tiles_in_use(),
            ));
            if !open {
                self.own.options = None;
            }
        }
        help::rules_window(&ctx, &mut self.frame.tools.rules, textures.as_ref());
        help::reading_window(&ctx, &mut self.own.reading);
        if self.frame.tools.about {
            let files = self.env.files_in_use(&self.frame.settings);
            help::about_window(&ctx, &mut self.frame.tools.about, &files);
        }

        let typing = typing || ctx.text_edit_focused();
        let state = if game_keys {
            state
        } else {
            // Only the menu's own shortcuts (New, Load, Save, Quit, Rules, Esc) work now.
            MenuState {
                human_turn: false,
                can_undo: false,
                can_hint: false,
                ..state
            }
        };
        actions.extend(menu::shortcuts(
            &ctx,
            state,
            typing,
            self.frame.modal.is_some(),
        ));
        for action in actions {
            self.apply(&ctx, action);
        }
        let title = self.title();
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn menu_state(&self) -> MenuState {
        let playing = self.screen.playing();
        // Online, this window's turn is the room's to say; its game is the room's copy.
        let online = self.frame.online_room().filter(|room| room.my_turn());
        // End turn and Take back as the session decides: not behind the hot-seat screen.
        let human_turn = playing.is_some_and(Session::turn_open) || online.is_some();
        let in_turn = playing.or_else(|| online.and_then(|room| room.session()));
        MenuState {
            has_game: self.session().is_some(),
            human_turn,
            can_undo: human_turn && in_turn.is_some_and(|s| !s.game().placed().is_empty()),
            can_replay: playing.is_some_and(|s| !s.log().is_empty()),
            // The hint is the window's own search: a game at this window, not a room's.
            can_hint: playing.is_some_and(Session::turn_open)
                && playing.is_some_and(|s| !self.hints.thinking(s.moment())),
        }
    }

    /// The status line's words when there is no message: the greeting on the setup screen; in
    /// a game (played, replayed, reviewed or online) who is to move, or that it is over —
    /// never the setup's greeting in the middle of a game.
    fn idle_status(&self) -> String {
        match self.session().filter(|_| !self.showing_setup()) {
            Some(session) if session.game().is_over() => tr!("side-game-over"),
            Some(session) => tr!(
                "to-move",
                name = session.game().current_player().name.as_str()
            ),
            None => tr!("welcome"),
        }
    }

    /// The status line: the latest message and any warnings.
    fn status_ui(&self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.add_space(2.0);
        for warning in self.warnings() {
            ui.colored_label(WARNING, tr!("warning", warning = warning.as_str()));
        }
        if let Some(problem) = self.autosave_problem() {
            ui.colored_label(WARNING, problem);
        }
        ui.horizontal(|ui| {
            match &self.frame.notice {
                Some(notice) => ui.label(words::notice(notice)),
                None => ui
                    .label(RichText::new(self.idle_status()).color(ui.visuals().weak_text_color())),
            };
            if !self.env.warnings().is_empty() && ui.small_button(tr!("dismiss-warnings")).clicked()
            {
                actions.push(Action::DismissWarnings);
            }
            // Beside the warning that says why the file cannot be used.
            if self.frame.settings.can_write_fresh()
                && ui.small_button(tr!("settings-write-fresh")).clicked()
            {
                actions.push(Action::WriteFreshSettings);
            }
        });
        ui.add_space(2.0);
        actions
    }

    // ---- Applying actions -------------------------------------------------------------------

    /// Applies one action: a move through the session, anything else here or in the
    /// environment. A refused move leaves the game as it was and says why.
    pub fn apply(&mut self, ctx: &egui::Context, action: Action) {
        // Online, the board's moves go to the room.
        let Some(action) = self.online_routes(action) else {
            return;
        };
        match action {
            Action::Play(mv) => self.play(mv),
            Action::WhyNot { slot, cell } => {
                if let Some(session) = self.screen.playing() {
                    let outcome = session.why_not(slot, cell);
                    self.show(&outcome);
                }
            }
            Action::Hint => {
                if let Some(session) = self.screen.playing_mut()
                    && session.turn_open()
                {
                    self.hints.ask(session.moment(), session.game());
                    session.hint_taken();
                }
            }
            Action::Escape => {
                if self.any_tool_open() {
                    self.close_tools();
                } else if self.screen.replay().is_some() {
                    self.screen.leave_replay();
                } else if self.screen.review().is_some() {
                    self.review_step(ctx, ReviewStep::Leave);
                } else if self
                    .screen
                    .playing()
                    .is_some_and(|s| s.selected().is_some())
                {
                    // The tile in hand is put down: what was said about it is old now. Any
                    // other message stays.
                    self.play(Move::PutDown);
                    self.frame.notice = None;
                }
            }
            Action::Notice(key) => self.frame.notice = Some(Notice::Said(key)),
            Action::SitOutConfirmed => {
                self.frame.modal = None;
                if let Some(session) = self.screen.playing_mut() {
                    let outcome = session.sit_out();
                    self.show(&outcome);
                }
            }
            Action::StartGame(players) => self.start_game(players),
            Action::ResumeGame => {
                self.frame.modal = None;
                self.screen.resume();
            }
            Action::DeclineResume => {
                self.frame.modal = None;
                self.screen = Screen::Setup { paused: None };
                // The player does not want it: it is not offered again.
                self.forget_autosave();
            }
            Action::Replay => {
                self.frame.modal = None;
                self.screen.to_replay();
            }
            Action::ReplayTo(step) => self.screen.replay_to(step),
            Action::LeaveReplay => self.screen.leave_replay(),
            Action::Review(step) => self.review_step(ctx, step),
            Action::OpenOptions => {
                if self.own.options.is_none() {
                    self.own.options = Some(OptionsForm::new(&self.frame.settings));
                }
            }
            Action::OpenReading => self.own.reading = true,
            Action::ShowResult => self.frame.modal = Some(Modal::GameOver),
            Action::Setting(change) => self.change_setting(&change),
            Action::BrowseFolder(kind) => self.browse_folder(kind),
            Action::DismissWarnings => self.env.dismiss_warnings(),
            Action::WriteFreshSettings => {
                let written = self.env.write_fresh_settings(&mut self.frame.settings);
                self.frame.notice = Some(Notice::FreshSettings(written));
            }
            Action::Shell(action) => self.apply_shell_here(ctx, action),
            Action::Guide(step) => self.guide_step(ctx, step),
        }
    }

    /// One of the shell's actions, through the shell ([`Program::apply_shell`]); LoopIt's
    /// own before it: going online asks to save the game on screen first; a load asked for
    /// online leaves the room only once a game is loaded; the language and the theme are
    /// LoopIt's settings; the online room's game can be saved; a save asked for in the result
    /// leaves the result there; the file dialogs start in the saves folder.
    fn apply_shell_here(&mut self, ctx: &egui::Context, action: Shell<HostRequest>) {
        // LoopIt's file dialogs start in the saves folder of its settings, whichever folder
        // the last file was saved to or loaded from (the shell's frame would start there).
        let saves = self.frame.settings.saves_dir();
        self.frame.set_folder(saves);
        match action {
            Shell::Online(step) => self.online_step(ctx, step),
            // A load asked for online leaves the room once another game is loaded, not before:
            // a file dialog cancelled leaves the window in the room.
            Shell::Load if self.frame.online.is_some() => self.ask_first(AfterAbandon::Load, ctx),
            // The language and the theme are settings of LoopIt's Options too: a choice goes
            // the way of the Options' (a failure to write it joins the status line's
            // warnings; a built-in seat name of the setup follows the language).
            Shell::Language(choice) => {
                self.change_setting(&SettingChange::Set(Setting::Language(choice)));
            }
            Shell::Theme(theme) => self.change_setting(&SettingChange::Set(Setting::Theme(theme))),
            // Nothing to save.
            Shell::Save if self.session().is_none() => {}
            Shell::Save => {
                let result = matches!(self.frame.modal, Some(Modal::GameOver));
                if self.frame.online.is_some() {
                    // The room's game, as this window knows it, may be kept in a file too
                    // (the shell saves no game on its online screens).
                    self.pick_save(None, ctx);
                } else {
                    self.apply_shell(Shell::Save, ctx);
                }
                if result && self.frame.modal.is_none() {
                    self.frame.modal = Some(Modal::GameOver);
                }
            }
            other => self.apply_shell(other, ctx),
        }
    }

    /// Whether a tool window is open: the shell's (rules, About) or LoopIt's own.
    fn any_tool_open(&self) -> bool {
        self.frame.tools.any_open() || self.own.any_open()
    }

    /// Closes every tool window, the shell's and LoopIt's own.
    fn close_tools(&mut self) {
        self.frame.tools = game_shell::frame::ToolWindows::default();
        self.own = OwnWindows::default();
    }

    /// Whether cheat mode is on.
    fn cheat_mode(&self) -> bool {
        self.frame.settings.settings.cheat_mode
    }

    /// A step in the review: opening it (from the game-over view, which comes back when it is
    /// left), leaving it, or a choice in it.
    fn review_step(&mut self, ctx: &egui::Context, step: ReviewStep) {
        match step {
            ReviewStep::Open => {
                let from_result = matches!(self.frame.modal, Some(Modal::GameOver));
                self.frame.modal = None;
                self.screen.to_review(from_result, self.executor, Some(ctx));
            }
            ReviewStep::Leave => {
                if self.screen.leave_review() == Some(true) {
                    self.frame.modal = Some(Modal::GameOver);
                }
            }
            other => {
                self.screen.review_step(Some(other));
            }
        }
    }

    /// A person's move, through the session; then what came of it is shown.
    fn play(&mut self, mv: Move) {
        let cheat = self.cheat_mode();
        let Some(session) = self.screen.playing_mut() else {
            return;
        };
        let outcome = session.play(mv, cheat);
        self.show(&outcome);
    }

    /// Shows what came of a move: the status line, and the dialog it calls for.
    fn show(&mut self, outcome: &Outcome) {
        let Some(session) = self.screen.session() else {
            return;
        };
        self.playing.motion.follow(outcome, session.game());
        if let Some(tone) = crate::sound::tone(outcome) {
            self.speaker.play(tone);
        }
        if let Some(guide) = &mut self.guide {
            guide.observe(outcome, session);
        }
        // Worded again at each showing, among the players as they were then.
        if let Some(notice) = words::move_notice(outcome, session.game()) {
            self.frame.notice = Some(notice);
        }
        match outcome {
            Outcome::ConfirmEndTurn => self.frame.modal = Some(Modal::ConfirmEndTurn),
            Outcome::TurnEnded(summary) => {
                self.frame.modal = summary.game_over.then_some(Modal::GameOver);
                self.autosave_turn();
            }
            _ => {}
        }
    }
}

game_shell::frame_deref!(LoopItApp);

impl eframe::App for LoopItApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        LoopItApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        LoopItApp::ui(self, ui);
    }
}

/// Opens the game window with the settings file at `ini` (or the one found beside the
/// program) and runs it until it is closed. `seed` fixes the first game's draws. The frame
/// ([`game_shell::app::run_window`]) checks the window-state file first: one that makes no
/// sense is repaired or set aside (with a log line) rather than crash the window.
pub fn run_window(ini: Option<&std::path::Path>, seed: Option<u64>) -> Result<(), eframe::Error> {
    let mut setup = AppSetup::from_disk(ini);
    // The images built into the program stand in for a default tile folder that is not there.
    if setup.tiles.is_err() {
        setup.tiles = TileImages::for_settings(&setup.settings);
    }
    if let Some(seed) = seed {
        setup.seed = seed;
    }
    let window = game_shell::app::Window {
        size: [1180.0, 820.0],
        min_size: [640.0, 480.0],
        icon_png: Some(include_bytes!("../assets/icon.png")),
        ..game_shell::app::Window::new(
            crate::environment::APP_ID,
            "LoopIt",
            &crate::i18n::LANGUAGES,
        )
    };
    let reduces_motion = game_shell::motion::desktop_reduces_motion();
    game_shell::app::run_window(window, move |_| {
        LoopItApp::new(setup)
            .following_desktop_motion(reduces_motion)
            .playing_sound()
    })
}
