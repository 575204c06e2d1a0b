//! Applying what the player asked for: Reversi's own actions through the session; the shell's
//! (new, load, save, quit, dialogs, language, theme, online) through the frame
//! ([`Program::apply_shell`]), with what Reversi supplies to it here: how a game is saved and
//! loaded, and what a new game is.

use std::path::Path;

use game_shell::frame::{Program, Shell};
use game_shell::replay::{Replay, ReplayStep};

use super::ReversiApp;
use crate::action::Action;
use crate::navigation::{
    AfterAbandon, Modal, NextGame, Notice, PasteForm, PasteKind, PasteProblem,
};
use crate::online::{HostRequest, OnlineRoom};
use crate::settings::Settings;
use crate::storage::{self, EXTENSION, FileReport, SAVE_NAME};
use crate::ui::online::OnlineForms;
use reversi_core::{Game, Position, transcript};

impl ReversiApp {
    /// Applies one action: Reversi's own here (to the room while online), the shell's through
    /// the frame.
    pub fn apply(&mut self, action: Action, ctx: &egui::Context, now: f64) {
        if self.frame.online.is_some() {
            self.apply_online(action, ctx);
            return;
        }
        if self.replay.is_some() && self.replay_action(&action) {
            return;
        }
        match action {
            // A click under a dialog does nothing.
            Action::Play(_) | Action::Hint if self.frame.modal.is_some() => {}
            Action::Play(mv) => {
                let outcome = self.session.play(mv);
                self.show(outcome, now);
            }
            Action::Undo => {
                let outcome = self.session.undo();
                self.show(outcome, now);
            }
            Action::Hint => self.ask_hint(ctx),
            Action::ToggleValues => self.toggle_values(),
            Action::Review(step) => self.review_step(step, ctx),
            Action::StartGame => {
                if let Some(Modal::NewGame(next)) = self.frame.modal.take() {
                    self.ask_first(AfterAbandon::NewGame(next), ctx);
                }
            }
            Action::CopyMoves => {
                let text = reversi_core::transcript::write(self.game());
                ctx.copy_text(text.clone());
                self.frame.notice = Some(Notice::Copied(PasteKind::Moves, text));
            }
            Action::CopyPosition => {
                let text = reversi_core::transcript::write_position(self.game().position());
                ctx.copy_text(text.clone());
                self.frame.notice = Some(Notice::Copied(PasteKind::Position, text));
            }
            Action::OpenPaste(kind) => {
                self.frame.modal = Some(Modal::Paste(PasteForm {
                    kind,
                    rules: self.game().rules(),
                    text: String::new(),
                    problem: None,
                }));
            }
            Action::Paste => self.paste(ctx),
            Action::StartReplay => {
                if !self.game().is_at_start() {
                    self.review = None;
                    let back = self.frame.modal.take();
                    self.replay = Some(Replay::new(self.game().history().len(), back));
                }
            }
            Action::Replay(_) => {}
            Action::Shell(action) => self.apply_shell(action, ctx),
        }
    }

    /// During a replay: its steps, Escape leaving it (when no dialog is open); a move, an undo
    /// or a hint in the game is not made (the game waits as it was). Whether the action was
    /// taken here.
    fn replay_action(&mut self, action: &Action) -> bool {
        let escape = *action == Action::Shell(Shell::Escape) && self.frame.modal.is_none();
        let step = match action {
            Action::Replay(step) => *step,
            _ if escape => ReplayStep::Leave,
            Action::Play(_)
            | Action::Undo
            | Action::Hint
            | Action::StartReplay
            | Action::Review(_) => return true,
            _ => return false,
        };
        game_shell::replay::take(&mut self.replay, &mut self.frame.modal, step);
        true
    }

    /// The paste dialog's text read by the core: a game to start (asking first when the game
    /// on the board would be lost), or why not, shown in the dialog.
    fn paste(&mut self, ctx: &egui::Context) {
        let Some(Modal::Paste(form)) = &mut self.frame.modal else {
            return;
        };
        let read = match form.kind {
            PasteKind::Moves => transcript::read(Position::start(form.rules), &form.text)
                .map_err(PasteProblem::Moves),
            PasteKind::Position => transcript::read_position(form.rules, &form.text)
                .map(Game::from_position)
                .map_err(PasteProblem::Position),
        };
        match read {
            Ok(game) => {
                self.pasted = Some((form.kind, game));
                self.frame.modal = None;
                self.ask_first(AfterAbandon::Pasted, ctx);
            }
            Err(problem) => form.problem = Some(problem),
        }
    }

    /// A new or loaded game is on the board: what was shown of the old one goes.
    fn forget_moves(&mut self) {
        self.animation = None;
        self.frame.notice = None;
        self.computer_due = None;
        self.thinking.cancel();
        self.review = None;
        self.replay = None;
        self.hint = None;
    }
}

impl Program for ReversiApp {
    game_shell::program_types! {
        settings: Settings,
        step: AfterAbandon,
        extension: EXTENSION,
        online_path: crate::online::PATH,
        online_words: crate::words::online_problem,
    }

    fn would_lose_game(&self) -> bool {
        self.session.would_lose_game()
    }

    fn save_name(&self) -> String {
        SAVE_NAME.to_owned()
    }

    fn save_to(&mut self, path: &Path) -> bool {
        let report = match storage::save(&self.session, path) {
            Ok(()) => {
                log::info!("saved the game to {}", path.display());
                self.session.mark_saved();
                FileReport::Saved(path.to_owned())
            }
            Err(e) => {
                log::warn!("cannot save the game to {}: {e}", e.path.display());
                FileReport::CannotSave(e)
            }
        };
        let saved = matches!(report, FileReport::Saved(_));
        self.frame.notice = Some(Notice::File(report));
        saved
    }

    fn load_from(&mut self, path: &Path) -> bool {
        match storage::load(path) {
            Ok(saved) => {
                log::info!("loaded the game from {}", path.display());
                self.session.resume(saved);
                self.forget_moves();
                self.frame.notice = Some(Notice::File(FileReport::Loaded(path.to_owned())));
                true
            }
            Err(report) => {
                log::warn!("cannot load {}: {report:?}", path.display());
                self.frame.notice = Some(Notice::File(report));
                false
            }
        }
    }

    /// The new-game dialog opens; its Start asks first when a game would be lost.
    fn new_game(&mut self, _ctx: &egui::Context) {
        self.frame.modal = Some(Modal::NewGame(NextGame {
            rules: self.game().rules(),
            players: self.players(),
        }));
    }

    fn start(&mut self, step: AfterAbandon, _ctx: &egui::Context) {
        if let (AfterAbandon::Pasted, Some((kind, game))) = (step, self.pasted.take()) {
            self.session.start_from(game);
            self.forget_moves();
            self.frame.notice = Some(Notice::Pasted(kind));
        }
        if let AfterAbandon::NewGame(next) = step {
            self.session.restart(next.rules, next.players);
            self.forget_moves();
            // The next start begins with this setup.
            self.frame.remember(|s| {
                s.rules = next.rules;
                s.players = next.players;
            });
        }
    }

    fn computer_delay(&self) -> f64 {
        self.computer_delay
    }

    fn online_changed(&mut self) {
        self.animation = None;
    }

    /// The record's game opens in the replay from its first move, both sides people's
    /// (nobody moves for them); leaving the replay shows it as it ended.
    fn show_record(&mut self, record: reversi_online::Reversi) {
        self.session.look_at(record.game().clone());
        self.forget_moves();
        self.replay = Some(Replay::new(self.game().history().len(), None));
        self.frame.notice = Some(Notice::RecordOpened);
    }
}
