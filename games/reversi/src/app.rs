//! The window: a [`Session`] on the board, the views around it, and what happens without a
//! click (the close button, the computer's move, the title, the animation).
//!
//! The window is the shell's skeleton ([`game_shell::frame`]): the [`Frame`] keeps what every
//! program keeps alike and applies the shell's actions; `ReversiApp` is the [`Program`] that
//! plugs the game into it. The views return [`Action`](crate::action::Action)s;
//! [`ReversiApp::apply`] (in `app/flow.rs`) is the one place that acts on them.

mod analysis;
mod flow;
mod online;

use egui::{Panel, Ui, ViewportCommand};
use game_shell::frame::{Frame, Program};
use game_shell::i18n::Language;
use game_shell::prefs::LanguagePolicy;
use reversi_core::{Game, Move, Player};

use crate::action::Action;
use crate::navigation::{Modal, Notice};
use crate::online::OnlineRoom;
use crate::session::{Moment, Outcome, Session};
use crate::setup::AppSetup;
use crate::thinking::Thinking;
use crate::ui::board::Animation;
use crate::{ui, words};
use game_shell::menu::MenuState;
use game_shell::replay::Replay;

/// The Reversi window.
#[derive(Debug)]
pub struct ReversiApp {
    /// What every program keeps alike: language, theme, settings, quit guard, tool windows,
    /// the notice, the dialog, the save folder, the online screen.
    frame: Frame<ReversiApp>,
    session: Session,
    thinking: Thinking,
    /// The hint being worked out for the person to move (its own thinking, beside the
    /// computer's).
    hint_thinking: Thinking,
    /// The hinted move and the moment it is for: shown while the game is at that moment.
    hint: Option<(Moment, Move)>,
    /// When (in the window's seconds) the computer to move may move.
    computer_due: Option<f64>,
    computer_delay: f64,
    animation: Option<Animation>,
    title: String,
    /// A game pasted in, waiting for "save the game first?" to be answered.
    pasted: Option<(crate::navigation::PasteKind, Game)>,
    /// Whether the board shows the legal moves' values (Analysis ▸ Show move values).
    show_values: bool,
    /// The values of the position on the board, worked out off this thread.
    values: crate::analysis::MoveValues,
    /// The review of a game (Analysis ▸ Review the game), while its panel is open.
    review: Option<crate::analysis::Reviewing>,
    /// The replay of the game on the board (Analysis ▸ Replay the game, an online game's
    /// record), while it is on: the board shows the position after the moves it stands at.
    replay: Option<Replay<Modal>>,
}

game_shell::frame_deref!(ReversiApp);

impl ReversiApp {
    /// The window around a new game set up by `setup`.
    #[must_use]
    pub fn new(setup: AppSetup) -> ReversiApp {
        let language = LanguagePolicy::new(
            &crate::i18n::LANGUAGES,
            game_shell::i18n::system_language(&crate::i18n::LANGUAGES),
            setup.language,
        );
        let show_values = setup.settings.settings.show_values;
        ReversiApp {
            frame: Frame::new(
                language,
                setup.theme,
                setup.settings,
                setup.warnings,
                setup.picker,
                setup.save_folder,
            ),
            session: Session::new(setup.rules, setup.players, setup.seed),
            thinking: Thinking::new(setup.executor),
            hint_thinking: Thinking::new(setup.executor),
            hint: None,
            computer_due: None,
            computer_delay: setup.computer_delay,
            animation: None,
            title: String::new(),
            pasted: None,
            show_values,
            values: crate::analysis::MoveValues::new(setup.executor),
            review: None,
            replay: None,
        }
    }

    /// The replay, while it is on.
    #[must_use]
    pub const fn replay(&self) -> Option<&Replay<Modal>> {
        self.replay.as_ref()
    }

    /// The game on the board and who plays it.
    #[must_use]
    pub const fn session(&self) -> &Session {
        &self.session
    }

    /// The game on the board.
    #[must_use]
    pub const fn game(&self) -> &Game {
        self.session.game()
    }

    /// Who plays Yellow and Red.
    #[must_use]
    pub const fn players(&self) -> [Player; 2] {
        self.session.players()
    }

    /// The notice under the counts (why a click was refused, a load error …), in words.
    #[must_use]
    pub fn message(&self) -> Option<String> {
        self.frame.notice.as_ref().and_then(words::notice)
    }

    /// One whole frame: the logic, then the drawing (for tests and [`eframe::App`]).
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.logic(&ctx);
        self.ui(ui);
    }

    /// What happens without a click: the close button, the computer's move, the title.
    pub fn logic(&mut self, ctx: &egui::Context) {
        self.frame.logic(ctx, self.would_lose_game());
        // An online game's record that arrived (its thread woke the window).
        self.poll_record();
        let title = words::title(self.shown_game().position());
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        let now = ctx.input(|i| i.time);
        if let Some(animation) = self.animation {
            if animation.running(now) {
                ctx.request_repaint();
            } else {
                self.animation = None;
            }
        }
        if self.frame.online.is_some() {
            // A move in the room turns its stones on the board.
            if let Some(played) = self.frame.poll_online(OnlineRoom::poll) {
                self.animation = Some(Animation::of(played, now));
            }
            // The room's moves turn their stones too.
            if self.animation.is_some() {
                ctx.request_repaint();
            }
            return;
        }
        self.computer(ctx, now);
        if let Some(answer) = self.hint_thinking.poll()
            && let Some(mv) = self.session.hint(&answer)
        {
            self.hint = Some((self.session.moment(), mv));
        }
        self.analysis_logic(ctx);
    }

    /// The game on the screen: the online room's, while in one, or the one at this window.
    #[must_use]
    pub fn shown_game(&self) -> &Game {
        self.frame
            .online_room()
            .and_then(|room| room.session())
            .map_or(self.session.game(), Session::game)
    }

    /// The hinted move, while the game is at the moment it was asked for.
    #[must_use]
    pub fn hint(&self) -> Option<Move> {
        self.hint
            .filter(|(moment, _)| *moment == self.session.moment())
            .map(|(_, mv)| mv)
    }

    /// Asks for a hint for the person to move (worked out off this thread).
    fn ask_hint(&mut self, ctx: &egui::Context) {
        if self.hint().is_some() {
            return;
        }
        if let Some(question) = self.session.hint_question() {
            self.hint_thinking.ask(question, ctx);
        }
    }

    /// The computer to move thinks (off this thread) from the moment it is its turn, and
    /// moves once its answer is there and its delay is over; it waits while a dialog is open.
    fn computer(&mut self, ctx: &egui::Context, now: f64) {
        if self.frame.modal.is_some()
            || self.session.computer_to_move().is_none()
            || self.review_shows_a_position()
            || self.replay.is_some()
        {
            self.computer_due = None;
            self.thinking.cancel();
            return;
        }
        if !self.thinking.is_asked(self.session.moment())
            && let Some(question) = self.session.computer_question()
        {
            self.thinking.ask(question, ctx);
        }
        let due = *self.computer_due.get_or_insert(now + self.computer_delay);
        if now < due {
            ctx.request_repaint_after_secs((due - now) as f32);
            return;
        }
        // Until the answer is there, its thread asks for the repaint that brings it here.
        if let Some(answer) = self.thinking.poll() {
            self.computer_due = None;
            let outcome = self.session.computer_play(answer);
            self.show(outcome, now);
            ctx.request_repaint();
        }
    }

    /// Shows what a move or an undo came to: the turning stones, or the notice.
    fn show(&mut self, outcome: Outcome, now: f64) {
        match outcome {
            Outcome::Played { played, .. } => {
                self.frame.notice = None;
                self.animation = Some(Animation::of(played, now));
            }
            Outcome::Undone(_) => {
                self.frame.notice = None;
                self.animation = None;
                self.computer_due = None;
                self.thinking.cancel();
            }
            Outcome::Refused(_) | Outcome::ComputerToMove => {
                self.frame.notice = Some(Notice::Move(outcome));
            }
            Outcome::Nothing => {}
        }
    }

    /// Draws the window and applies what the player did.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.frame.begin_ui(&ctx);
        let mut actions = ui::menu::shortcuts(
            &ctx,
            self.frame.modal.is_some(),
            self.replay.is_some() && self.frame.online.is_none(),
        );
        let menu = MenuState {
            language: &self.frame.language,
            theme: self.frame.theme,
            online: self.frame.online.is_some(),
            can_save: self.frame.online.is_none(),
        };
        let can_undo = !self.game().is_at_start();
        let analysis = self.analysis_menu();
        actions.extend(ui::menu::analysis_shortcuts(
            &ctx,
            self.frame.modal.is_some(),
            analysis,
        ));
        Panel::top("menu").show(ui, |ui| {
            actions.extend(ui::menu::ui(ui, menu, can_undo, analysis));
        });
        if self.frame.online.is_some() {
            actions.extend(self.online_ui(ui));
        } else {
            actions.extend(self.game_ui(ui));
        }
        let would_lose = self.would_lose_game();
        if let Some(modal) = &mut self.frame.modal {
            actions.extend(ui::dialogs::modal(&ctx, modal, would_lose));
        }
        ui::dialogs::tool_windows(&ctx, &mut self.frame.tools);
        let now = ctx.input(|i| i.time);
        for action in actions {
            self.apply(action, &ctx, now);
        }
    }

    /// The game at this window: the side panel and the board.
    fn game_ui(&mut self, ui: &mut Ui) -> Vec<crate::action::Action> {
        let mut actions = Vec::new();
        if let Some(replay) = &self.replay {
            let game = self.session.game();
            let shown = game.after(replay.at());
            let can_act = self.frame.modal.is_none();
            Panel::right("side")
                .resizable(false)
                .exact_size(ui::side::WIDTH)
                .show(ui, |ui| {
                    let notice = self.frame.notice.as_ref();
                    actions.extend(ui::replay::ui(ui, game, &shown, replay, notice, can_act));
                });
            egui::CentralPanel::default().show(ui, |ui| {
                // The replay's position: a click plays nothing.
                let _ = ui::board::ui(ui, &shown, false, ui::board::Marks::default());
            });
            return actions;
        }
        let hint = self.hint();
        let legend = self.values_legend();
        Panel::right("side")
            .resizable(false)
            .exact_size(ui::side::WIDTH)
            .show(ui, |ui| {
                let notice = self.frame.notice.as_ref();
                actions.extend(ui::side::ui(ui, &self.session, notice, hint, legend));
            });
        actions.extend(self.review_panel(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            actions.extend(self.board_ui(ui, hint));
        });
        actions
    }

    /// The online screens: a form, a room's lobby, or its game (the room's side panel and
    /// its board).
    fn online_ui(&mut self, ui: &mut Ui) -> Vec<Action> {
        let animation = self.animation;
        self.frame.online_ui(ui, Action::Shell, |ui, room| {
            let session = room.session()?;
            let mut actions = Vec::new();
            Panel::right("side")
                .resizable(false)
                .exact_size(ui::side::WIDTH)
                .show(ui, |ui| {
                    actions.extend(ui::online::side_ui(ui, room, session))
                });
            let hint = room.hint().filter(|_| room.my_turn());
            egui::CentralPanel::default().show(ui, |ui| {
                let marks = ui::board::Marks {
                    animation,
                    hint,
                    ..ui::board::Marks::default()
                };
                let game = session.game();
                actions.extend(ui::board::ui(ui, game, session.human_to_move(), marks));
            });
            Some(actions)
        })
    }
}

impl eframe::App for ReversiApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        ReversiApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        ReversiApp::ui(self, ui);
    }
}

/// Opens the window (in `language`, when the command line chose one) with the settings of
/// `Reversi.ini` (`ini`, or found as [`crate::settings::locate`] says), and runs until it
/// closes, through the shell's
/// [`run_window`](game_shell::app::run_window): the window-state file is checked before eframe
/// reads it (a pipe or a device there is set aside), the CJK fonts and the first language are
/// set.
///
/// # Errors
/// When no window can be opened.
pub fn run_window(
    language: Option<Language>,
    ini: Option<&std::path::Path>,
) -> Result<(), eframe::Error> {
    let path = crate::settings::locate(ini);
    let (file, warnings) = crate::settings::SettingsFile::load(&path);
    for warning in &warnings {
        log::warn!("{warning}");
    }
    let window = game_shell::app::Window {
        size: [900.0, 660.0],
        language,
        ..game_shell::app::Window::new("reversi", "Reversi", &crate::i18n::LANGUAGES)
    };
    game_shell::app::run_window(window, move |cc| {
        let _ = cc;
        let mut setup = AppSetup::desktop().with_settings(file, warnings);
        // The command line's language wins over the one remembered (and is not written).
        if language.is_some() {
            setup.language = language;
        }
        let mut app = ReversiApp::new(setup);
        // The seats joined online are kept in the user's data folder, beside the saves.
        let book = game_shell::online::SeatBook::in_folder(&crate::storage::default_folder());
        app.frame_mut().seat_book = Some(book);
        app
    })
}
