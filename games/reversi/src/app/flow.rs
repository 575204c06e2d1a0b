//! Applying what the player asked for: moves through the session, the dialogs, and the
//! save/load/quit flow, all the shell's: [`ask_save`] / [`ask_open`] (the system's file dialog,
//! or the shell's own where there is none) and its confirm-abandon dialog before a step that
//! would lose the game on the board.

use std::path::PathBuf;

use game_shell::browser::{Asked, BrowserOutcome, ask_open, ask_save};
use game_shell::dialogs::AbandonChoice;

use super::ReversiApp;
use crate::action::Action;
use crate::navigation::{AfterAbandon, Modal, NextGame, Notice};
use crate::storage::{self, EXTENSION, FileReport, SAVE_NAME};

impl ReversiApp {
    /// Applies one action: moves through the session, everything else here.
    pub fn apply(&mut self, action: Action, ctx: &egui::Context, now: f64) {
        match action {
            // A click under a dialog does nothing.
            Action::Play(_) if self.modal.is_some() => {}
            Action::Play(mv) => {
                let outcome = self.session.play(mv);
                self.show(outcome, now);
            }
            Action::Undo => {
                let outcome = self.session.undo();
                self.show(outcome, now);
            }
            Action::Hint if self.modal.is_some() => {}
            Action::Hint => self.ask_hint(ctx),
            Action::NewGame => {
                self.modal = Some(Modal::NewGame(NextGame {
                    rules: self.game().rules(),
                    players: self.players(),
                }));
            }
            Action::StartGame => {
                if let Some(Modal::NewGame(next)) = self.modal.take() {
                    self.abandon_then(AfterAbandon::NewGame(next), ctx);
                }
            }
            Action::Save => self.save(None, ctx),
            Action::Load => self.abandon_then(AfterAbandon::Load, ctx),
            Action::Quit => self.abandon_then(AfterAbandon::Quit, ctx),
            Action::Abandon(choice) => {
                let Some(Modal::Abandon(step)) = self.modal.take() else {
                    return;
                };
                match choice {
                    AbandonChoice::Save => self.save(Some(step), ctx),
                    AbandonChoice::DontSave => self.go_on(step, ctx),
                    AbandonChoice::Cancel => {}
                }
            }
            Action::OpenRules => self.windows.rules = true,
            Action::OpenAbout => self.windows.about = true,
            Action::CloseDialog => self.modal = None,
            Action::Escape => {
                if self.modal.is_some() {
                    self.modal = None;
                } else if self.windows.about {
                    self.windows.about = false;
                } else {
                    self.windows.rules = false;
                }
            }
            Action::Language(choice) => {
                self.language.choose(choice);
                let choice = self.language.choice();
                self.remember(|s| s.language = choice);
            }
            Action::Theme(theme) => {
                self.theme = theme;
                self.remember(|s| s.theme = theme);
            }
            Action::Online(step) => self.online_step(ctx, step),
            Action::Browser(outcome) => {
                let then = match self.modal.take() {
                    Some(Modal::Files { then, .. }) => then,
                    other => {
                        self.modal = other;
                        return;
                    }
                };
                match outcome {
                    BrowserOutcome::Save(path) => self.save_to_then(path, then, ctx),
                    BrowserOutcome::Open(path) => self.load_from(path),
                    BrowserOutcome::Cancel => {}
                }
            }
        }
    }

    /// Takes `step` at once, or asks first (the shell's confirm-abandon dialog) when it would
    /// lose the game on the board.
    pub(super) fn abandon_then(&mut self, step: AfterAbandon, ctx: &egui::Context) {
        if self.would_lose_game() {
            self.modal = Some(Modal::Abandon(step));
        } else {
            self.go_on(step, ctx);
        }
    }

    /// Takes `step`: the game on the board may go.
    fn go_on(&mut self, step: AfterAbandon, ctx: &egui::Context) {
        match step {
            AfterAbandon::NewGame(next) => {
                self.session.restart(next.rules, next.players);
                self.forget_moves();
                // The next start begins with this setup.
                self.remember(|s| {
                    s.rules = next.rules;
                    s.players = next.players;
                });
            }
            AfterAbandon::Load => self.load(),
            AfterAbandon::Quit => self.quit.quit(ctx),
        }
    }

    /// A new or loaded game is on the board: what was shown of the old one goes.
    fn forget_moves(&mut self) {
        self.animation = None;
        self.notice = None;
        self.computer_due = None;
        self.thinking.cancel();
    }

    /// Asks where to save (the save folder is made first, if need be), then saves; `then` is
    /// the step taken once it is saved.
    fn save(&mut self, then: Option<AfterAbandon>, ctx: &egui::Context) {
        if let Err(e) = std::fs::create_dir_all(&self.save_folder) {
            log::warn!(
                "cannot make the save folder {}: {e}",
                game_shell::files::quoted(&self.save_folder)
            );
        }
        match ask_save(
            self.picker.as_mut(),
            &self.save_folder,
            SAVE_NAME,
            EXTENSION,
        ) {
            Asked::Path(path) => self.save_to_then(path, then, ctx),
            Asked::Cancelled => {}
            Asked::Browse(browser) => self.modal = Some(Modal::Files { browser, then }),
        }
    }

    /// Saves to `path`, then takes `then` if that worked.
    fn save_to_then(&mut self, path: PathBuf, then: Option<AfterAbandon>, ctx: &egui::Context) {
        if self.save_to(path)
            && let Some(step) = then
        {
            self.go_on(step, ctx);
        }
    }
    /// Saves to `path`; whether it worked (the notice says either way).
    fn save_to(&mut self, path: PathBuf) -> bool {
        let report = match storage::save(&self.session, &path) {
            Ok(()) => {
                log::info!("saved the game to {}", path.display());
                self.session.mark_saved();
                self.remember_folder(&path);
                FileReport::Saved(path)
            }
            Err(e) => {
                log::warn!("cannot save the game to {}: {e}", e.path.display());
                FileReport::CannotSave(e)
            }
        };
        let saved = matches!(report, FileReport::Saved(_));
        self.notice = Some(Notice::File(report));
        saved
    }

    /// Asks which game to load, then loads it.
    fn load(&mut self) {
        match ask_open(self.picker.as_mut(), &self.save_folder, EXTENSION) {
            Asked::Path(path) => self.load_from(path),
            Asked::Cancelled => {}
            Asked::Browse(browser) => {
                self.modal = Some(Modal::Files {
                    browser,
                    then: None,
                });
            }
        }
    }

    /// Loads the game at `path`; a refused file leaves the game on the board.
    fn load_from(&mut self, path: PathBuf) {
        match storage::load(&path) {
            Ok(saved) => {
                log::info!("loaded the game from {}", path.display());
                self.session.resume(saved);
                self.forget_moves();
                self.remember_folder(&path);
                self.notice = Some(Notice::File(FileReport::Loaded(path)));
            }
            Err(report) => {
                log::warn!("cannot load {}: {report:?}", path.display());
                self.notice = Some(Notice::File(report));
            }
        }
    }

    /// The dialogs start where the last file was saved or loaded.
    fn remember_folder(&mut self, path: &std::path::Path) {
        if let Some(folder) = path.parent() {
            self.save_folder = folder.to_owned();
        }
    }
}
