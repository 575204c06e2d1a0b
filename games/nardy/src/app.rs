//! The window's state and the one place where what the views ask for is carried out: moves
//! through the [`Session`], the computer's turns and hints through [`crate::thinking`]; the
//! shell's actions (files, dialogs, language, theme, online) through the shell's skeleton
//! ([`game_shell::frame`]), of which `NardyApp` is a [`Program`]. The views ([`crate::ui`]) draw; [`crate::words`] puts what happened
//! into sentences.

use game_shell::replay::ReplayStep;
use std::path::PathBuf;

use egui::Ui;
use game_shell::dialogs::{Abandon, AbandonChoice};
use game_shell::frame::{Frame, Program, Shell};
use game_shell::picker::FilePicker;
use game_shell::prefs::LanguagePolicy;
use nardy_core::{Match, Player};

mod computer;
mod flow;
mod guided;
mod online;

use crate::action::Action;
use crate::autosave::Autosave;
use crate::navigation::{Modal, Notice};
use crate::online::OnlineScreen;
use crate::replay::{Analysed, Replay};
use crate::session::{Outcome, Session};
use crate::settings::{SettingsFile, SettingsWarning};
use crate::thinking::{Executor, Thinking};
use crate::{ui, words};

/// Where the computer is in its turn.
#[derive(Debug)]
enum Computer {
    /// Not its turn, or its turn has not begun.
    Idle,
    /// It has rolled and is thinking; its move is shown no earlier than `due` (the window's
    /// seconds), so that a person can follow it.
    Thinking {
        /// The question being worked out (boxed: the answer's place is large beside `Idle`).
        task: Box<Thinking>,
        /// When its move may be shown.
        due: f64,
    },
    /// It could not move (the message line says why); it waits for a new game or a load.
    Failed,
}

/// How the window starts.
pub struct Setup {
    /// The first game's dice seed; each new game takes the next.
    pub seed: u64,
    /// The folder the file dialogs start in.
    pub saves: PathBuf,
    /// Opens the file dialogs: the system's (the frame's own where there is none), or
    /// scripted answers in tests.
    pub picker: Box<dyn FilePicker>,
    /// Seconds the computer waits before its move (0 in tests).
    pub computer_delay: f64,
    /// Where the computer thinks: on a thread (the window), or at once (tests).
    pub executor: Executor,
    /// The language: the system's, or the one chosen in the window and remembered.
    pub language: LanguagePolicy,
    /// How the window looks (the shell's themes; remembered between runs).
    pub theme: game_shell::theme::Theme,
    /// Who plays White and Black in the first game.
    pub players: [Player; 2],
    /// The points that win the first match (`None`: no end).
    pub match_to: Option<u32>,
    /// `Nardy.ini`: where the setup of a match started, the language and the theme chosen
    /// are written (in memory in tests).
    pub settings: SettingsFile,
    /// What could not be used of the settings file (shown in the message line at start).
    pub warnings: Vec<SettingsWarning>,
    /// The folder of the autosave, written after every turn and offered at start (`None`: no
    /// autosave; see [`crate::autosave`]).
    pub autosave: Option<PathBuf>,
}

impl Setup {
    /// Takes the settings file and what could not be used of it: the first match has the
    /// last one's players and length, the window the theme chosen before, and the language
    /// chosen before unless the command line chose one.
    #[must_use]
    pub fn with_settings(self, file: SettingsFile, warnings: Vec<SettingsWarning>) -> Setup {
        let settings = file.settings.clone();
        let language = if self.language.choice().is_some() {
            self.language
        } else {
            LanguagePolicy::new(
                &crate::i18n::LANGUAGES,
                self.language.system(),
                settings.language,
            )
        };
        Setup {
            language,
            theme: settings.theme,
            players: settings.players,
            match_to: settings.match_to,
            settings: file,
            warnings,
            ..self
        }
    }
}

impl std::fmt::Debug for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setup")
            .field("seed", &self.seed)
            .field("saves", &self.saves)
            .field("computer_delay", &self.computer_delay)
            .field("executor", &self.executor)
            .field("autosave", &self.autosave)
            .finish_non_exhaustive()
    }
}

/// The whole window's state.
#[derive(Debug)]
pub struct NardyApp {
    /// What every program keeps alike: language, theme, settings, quit guard, tool windows,
    /// the notice, the dialog, the save folder, the online screen.
    frame: Frame<NardyApp>,
    session: Session,
    next_seed: u64,
    computer_delay: f64,
    executor: Executor,
    computer: Computer,
    hint: Option<Thinking>,
    /// The kind of dialog drawn last, and how many dialogs have been opened (each opening is
    /// drawn as a new area: see [`ui::dialogs::ui`]).
    dialog: (Option<std::mem::Discriminant<Modal>>, u64),
    /// The autosave this window keeps, if any.
    autosave: Option<Autosave>,
    /// The replay of the game on screen, while one is shown (the game waits, unchanged).
    replay: Option<Replay>,
    /// The analysis of the game on screen, once asked for.
    analysed: Option<Analysed>,
    /// The guided first game, while it is on screen (the player's own game waits in it).
    guided: Option<Box<guided::Guided>>,
    /// Whether the card beside the board offers the guided first game (a first start, until
    /// it is taken or declined, or a game of one's own begins).
    offer_guide: bool,
}

game_shell::frame_deref!(NardyApp);

impl NardyApp {
    /// A new game between the players of `setup`; who starts is drawn from the seed. When the
    /// autosave holds an unfinished game, a dialog offers to resume it (the new game waits
    /// behind it).
    #[must_use]
    pub fn new(setup: Setup) -> NardyApp {
        let autosave = setup
            .autosave
            .as_deref()
            .and_then(|folder| match Autosave::claim(folder) {
                Ok(autosave) => Some(autosave),
                Err(e) => {
                    log::warn!("no autosave: {e}");
                    None
                }
            });
        let offered = autosave.as_ref().and_then(Autosave::unfinished);
        let offer_guide = setup.settings.is_first_start()
            && !setup.settings.settings.guide_done
            && offered.is_none();
        let mut app = NardyApp {
            frame: Frame::new(
                setup.language,
                setup.theme,
                setup.settings,
                setup.warnings,
                setup.picker,
                setup.saves,
            ),
            session: Session::new(setup.players, Match::new(setup.match_to), setup.seed),
            next_seed: setup.seed.wrapping_add(1),
            computer_delay: setup.computer_delay,
            executor: setup.executor,
            computer: Computer::Idle,
            hint: None,
            dialog: (None, 0),
            autosave,
            replay: None,
            analysed: None,
            guided: None,
            offer_guide,
        };
        if let Some(saved) = offered {
            app.frame.modal = Some(Modal::Resume(Box::new(saved)));
        }
        app
    }

    /// This window's autosave file, if it keeps one.
    #[must_use]
    pub fn autosave_file(&self) -> Option<&std::path::Path> {
        self.autosave.as_ref().map(Autosave::path)
    }

    /// The game on screen.
    #[must_use]
    pub const fn session(&self) -> &Session {
        &self.session
    }

    /// The replay shown, if any.
    #[must_use]
    pub const fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }

    /// The game on the board.
    #[must_use]
    pub const fn game(&self) -> &nardy_core::Game {
        self.session.game()
    }

    /// Who plays White and Black.
    #[must_use]
    pub const fn players(&self) -> [Player; 2] {
        self.session.players()
    }

    /// The match score, White first.
    #[must_use]
    pub const fn score(&self) -> [u32; 2] {
        self.session.score()
    }

    /// The message line, in the language in use (a refused move, "Your move is not
    /// finished." …).
    #[must_use]
    pub fn message(&self) -> Option<String> {
        self.frame
            .notice
            .as_ref()
            .filter(|n| n.holds_in(self.session.game()))
            .and_then(words::notice)
    }

    /// Puts a checked saved game on screen (the match score and players come with it).
    pub fn resume(&mut self, saved: &nardy_core::Saved) {
        self.pass_guide_offer();
        let session = Session::resumed(saved, self.take_seed());
        self.replace_session(session);
        // Saved with dice no die of which can be played: the turn passes now.
        if let Some(passed) = self.session.pass_if_stuck() {
            self.frame.notice = Some(Notice::play(passed, self.session.game()));
        }
    }

    /// A new game of `series` between `players` on screen (the game before it is no longer
    /// autosaved).
    fn start_game(&mut self, players: [Player; 2], series: Match) {
        self.pass_guide_offer();
        self.forget_autosave();
        let seed = self.take_seed();
        self.replace_session(Session::new(players, series, seed));
        self.frame.modal = None;
        self.frame.notice = Some(Notice::Starts(self.session.game().to_move()));
    }

    fn take_seed(&mut self) -> u64 {
        let seed = self.next_seed;
        self.next_seed = seed.wrapping_add(1);
        seed
    }

    /// A new game on screen: whatever was being worked out for the old one is dropped.
    fn replace_session(&mut self, session: Session) {
        self.session = session;
        self.replay = None;
        self.analysed = None;
        self.computer = Computer::Idle;
        self.hint = None;
        self.frame.notice = None;
    }

    // ---- Logic ----------------------------------------------------------------------------

    /// What happens without a click: the close button, a hint arriving, the computer's move.
    pub fn logic(&mut self, ctx: &egui::Context) {
        // While the guide is shown, the game at stake is the player's own, waiting aside.
        let would_lose = self.own_session().would_lose_progress();
        self.frame.logic(ctx, would_lose);
        // An online game's record that arrived (its thread woke the window).
        self.poll_record();
        if self.frame.online.is_some() {
            // The game at this window waits, unchanged, while the room is on screen.
            self.frame.poll_online(|room| {
                room.poll();
                None::<()>
            });
            return;
        }
        self.poll_hint(ctx);
        self.poll_analysis();
        // The computer waits while a dialog is open or the game is replayed.
        if self.frame.modal.is_none() && self.replay.is_none() {
            self.computer_step(ctx);
        }
    }

    /// Shows what came of a move: the message line, the result, a hint to work out.
    fn show(&mut self, outcome: Outcome, ctx: &egui::Context) {
        match &outcome {
            Outcome::Nothing => return,
            Outcome::Thinking(question) => {
                let task = Thinking::start(self.executor, question.clone(), Some(ctx));
                self.hint = Some(task);
            }
            // The guided game's end is the guide's last step, told in its card.
            Outcome::TurnEnded(Some(result))
            | Outcome::ComputerPlayed {
                result: Some(result),
                ..
            } if self.guided.is_none() => self.frame.modal = Some(Modal::Result(*result)),
            _ => {}
        }
        // A roll is kept too: starting again does not roll the dice again.
        let to_keep = matches!(
            outcome,
            Outcome::Rolled { .. }
                | Outcome::TurnEnded(_)
                | Outcome::ComputerPlayed { .. }
                | Outcome::Passed { .. }
                | Outcome::TakenBack { .. }
        );
        if matches!(outcome, Outcome::Rolled { .. } | Outcome::Passed { .. })
            && self.guided.is_none()
        {
            // A game of one's own has begun: the guide is no longer offered.
            self.pass_guide_offer();
        }
        // The guide follows its game; a new position of it says nothing of the last one.
        let new_position = self.guide_saw(&outcome);
        self.frame.notice = (!new_position).then(|| Notice::play(outcome, self.session.game()));
        // The guided game is not autosaved: the file keeps the player's own game.
        if to_keep && self.guided.is_none() {
            self.autosave_game();
        }
        // An answer worked out at once is shown at once.
        self.poll_hint(ctx);
    }

    /// After a roll or a turn: the game goes to the autosave file, or, when it is over, the
    /// file is removed. A failure does not stop the game: it is logged.
    fn autosave_game(&mut self) {
        let Some(autosave) = &self.autosave else {
            return;
        };
        if self.session.game().outcome().is_some() {
            self.forget_autosave();
            return;
        }
        let saved_at = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        if let Err(e) = autosave.write(&self.session.to_save(None, Some(saved_at))) {
            log::warn!("cannot autosave the game: {e}");
        }
    }

    /// The game autosaved is given up (a new game, quitting without saving, the offer to
    /// resume declined): the file goes.
    fn forget_autosave(&mut self) {
        if let Some(autosave) = &self.autosave
            && let Err(e) = autosave.remove()
        {
            log::warn!("cannot remove the autosave: {e}");
        }
    }

    // ---- Actions ---------------------------------------------------------------------------

    /// Carries out an action: Nardy's own here (to the room while online), the shell's
    /// through the frame.
    pub fn apply(&mut self, action: Action, ctx: &egui::Context) {
        if self.frame.online.is_some() {
            self.apply_online(action, ctx);
            return;
        }
        if self.replay.is_some() && self.replay_action(&action) {
            return;
        }
        if self.guided.is_some() && self.guided_action(&action) {
            return;
        }
        match action {
            Action::Play(mv) => {
                let outcome = self.session.play(mv);
                self.show(outcome, ctx);
            }
            Action::StartReplay => {
                let turns = self.session.game().history().len();
                if turns > 0 && self.replay.is_none() {
                    let back = self.frame.modal.take();
                    self.replay = Some(Replay::new(turns, back));
                }
            }
            Action::Analyse => {
                let game = self.session.game();
                let fresh = self
                    .analysed
                    .as_ref()
                    .is_some_and(|a| a.is_of(game.history()) && !matches!(a, Analysed::Failed(_)));
                if self.replay.is_some() && !fresh {
                    let record = game.history().to_vec();
                    let work =
                        crate::thinking::Analysing::start(self.executor, game.clone(), Some(ctx));
                    self.analysed = Some(Analysed::Running { record, work });
                    self.poll_analysis();
                }
            }
            Action::Replay(_) => {}
            Action::StartGame { players, match_to } => {
                self.start_game(players, Match::new(match_to));
                // The next start begins with this setup.
                self.frame.remember(|s| {
                    s.players = players;
                    s.match_to = match_to;
                });
            }
            Action::NextGame if !self.session.series().is_over() => {
                self.start_game(self.session.players(), self.session.series());
            }
            Action::NextGame => {}
            Action::Guide(step) => self.guide_step(step),
            Action::ResumeAutosaved => match self.frame.modal.take() {
                Some(Modal::Resume(saved)) => {
                    self.resume(&saved);
                    // Unless its roll could not be played and the turn passed (said so).
                    if self.frame.notice.is_none() {
                        self.frame.notice = Some(Notice::Resumed);
                    }
                }
                other => self.frame.modal = other,
            },
            Action::DeclineResume => {
                self.frame.modal = None;
                // The player does not want it: it is not offered again.
                self.forget_autosave();
            }
            Action::Shell(action) => {
                let quits_unsaved = action == Shell::Abandon(AbandonChoice::DontSave)
                    && self.frame.modal == Some(Modal::Abandon(Abandon::Quit));
                if quits_unsaved {
                    // The player chose to lose the game: it is not offered at the next start.
                    self.forget_autosave();
                }
                self.apply_shell(action, ctx);
            }
        }
    }

    /// During a replay: its steps, Escape leaving it; a move in the game is not made (the
    /// game waits as it was). Whether the action was taken here.
    fn replay_action(&mut self, action: &Action) -> bool {
        let escape = *action == Action::Shell(Shell::Escape) && self.frame.modal.is_none();
        let step = match action {
            Action::Replay(step) => *step,
            _ if escape => ReplayStep::Leave,
            Action::Play(_) | Action::StartReplay => return true,
            _ => return false,
        };
        game_shell::replay::take(&mut self.replay, &mut self.frame.modal, step);
        true
    }

    /// The analysis, once worked out, is kept with its record; a failure is logged and told.
    fn poll_analysis(&mut self) {
        let Some(Analysed::Running { work, record }) = &mut self.analysed else {
            return;
        };
        match work.poll() {
            None => {}
            Some(Ok(analysis)) => {
                let record = std::mem::take(record);
                self.analysed = Some(Analysed::Done { record, analysis });
            }
            Some(Err(e)) => {
                log::error!("the analysis stopped: {e}");
                self.analysed = Some(Analysed::Failed(e));
            }
        }
    }

    // ---- Drawing ---------------------------------------------------------------------------

    /// One frame: logic, then the window (what headless tests run).
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.logic(&ctx);
        self.ui(ui);
    }

    /// Draws the window and applies what was asked.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.frame.begin_ui(&ctx);
        let message = self.message();
        let kind = self.frame.modal.as_ref().map(std::mem::discriminant);
        if kind != self.dialog.0 {
            self.dialog = (kind, self.dialog.1.wrapping_add(1));
        }
        if self.frame.online.is_some() {
            let actions = self.online_ui(ui);
            for action in actions {
                self.apply(action, &ctx);
            }
            return;
        }
        let analysis = Analysed::view(self.analysed.as_ref(), self.session.game().history());
        let frame = &mut self.frame;
        let actions = ui::window(
            ui,
            ui::Window {
                session: &self.session,
                modal: &mut frame.modal,
                tools: &mut frame.tools,
                language: &frame.language,
                theme: frame.theme,
                message,
                dialog: self.dialog.1,
                replay: self.replay.as_ref(),
                analysis,
                guide: match &self.guided {
                    Some(guided) => Some(ui::guide::Card::Guide(guided.guide())),
                    None => self.offer_guide.then_some(ui::guide::Card::Offer),
                },
            },
        );
        let acted = !actions.is_empty();
        for action in actions {
            self.apply(action, &ctx);
        }
        if acted && self.session.computer_to_move().is_some() {
            // The computer's turn begins in the next frame's logic.
            ctx.request_repaint();
        }
    }
}

impl NardyApp {
    /// The online screens: the menu bar, then a form, a room's lobby, or its match (the
    /// room's side panel and its board); the dialogs and help windows over them.
    fn online_ui(&mut self, ui: &mut Ui) -> Vec<Action> {
        let ctx = ui.ctx().clone();
        let mut actions = Vec::new();
        let frame = &mut self.frame;
        let room = frame.online.as_ref().and_then(OnlineScreen::room);
        let state = ui::menu::MenuState {
            human_turn: frame.modal.is_none() && room.is_some_and(|room| room.my_turn()),
            rolled: room.is_some_and(|room| room.rolled()),
            // The room takes back the move's steps, never a whole turn.
            can_undo: room.is_some_and(|room| room.rolled()),
            can_replay: false,
            shell: game_shell::menu::MenuState {
                language: &frame.language,
                theme: frame.theme,
                online: true,
                can_save: false,
            },
        };
        egui::Panel::top("nardy-menu").show(ui, |ui| actions.extend(ui::menu::menu_bar(ui, state)));
        let modal_open = frame.modal.is_some();
        actions.extend(frame.online_ui(ui, Action::Shell, |ui, room| {
            let session = room.session()?;
            let mut actions = Vec::new();
            let side_width = ui::side::width(ui.available_width());
            egui::Panel::right("nardy-side")
                .resizable(false)
                .exact_size(side_width)
                .show(ui, |ui| {
                    actions.extend(ui::online::side_ui(ui, room, session))
                });
            let hint = room.hint().filter(|_| room.my_turn());
            egui::CentralPanel::default().show(ui, |ui| {
                let view = ui::board::BoardView {
                    position: session.game().position(),
                    selected: session.selected(),
                    targets: session.targets(),
                    hint: hint.as_deref(),
                    last_move: None,
                    // Before the roll a click is answered too: the mirror's session
                    // says to roll first.
                    interactive: !modal_open && room.my_turn(),
                    picture: false,
                };
                if let Some(mv) = view.ui(ui) {
                    actions.push(Action::Play(mv));
                }
            });
            Some(actions)
        }));
        let kind = self.frame.modal.as_ref().map(std::mem::discriminant);
        if kind != self.dialog.0 {
            self.dialog = (kind, self.dialog.1.wrapping_add(1));
        }
        if let Some(open) = &mut self.frame.modal {
            actions.extend(ui::dialogs::ui(
                &ctx,
                open,
                self.dialog.1,
                self.session.series(),
            ));
        }
        ui::help::windows(&ctx, &mut self.frame.tools);
        actions.extend(ui::menu::shortcuts(&ctx, self.frame.modal.is_some(), false));
        actions
    }
}

impl eframe::App for NardyApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        NardyApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        NardyApp::ui(self, ui);
    }
}
