//! The steps that may end the game on the board — a new game, a load, quitting — and the
//! save/load flow, all through the frame: the confirm-abandon dialog (Save / Don't save /
//! Cancel) first when a game would be lost; then the system's file dialog, or the frame's own
//! where there is none. Quit ▸ Save saves and then quits; a save never replaces another file
//! without asking (both dialogs ask).

use std::path::{Path, PathBuf};

use game_shell::browser::{self, Asked, BrowserOutcome};
use game_shell::dialogs::{Abandon, AbandonChoice};

use super::NardyApp;
use crate::navigation::{Modal, Notice};
use crate::saves::{self, EXTENSION};

impl NardyApp {
    /// Takes `step` at once when nothing would be lost; otherwise asks first.
    pub(super) fn ask_first(&mut self, step: Abandon, ctx: &egui::Context) {
        if self.session.would_lose_progress() {
            self.modal = Some(Modal::Abandon(step));
        } else {
            self.go_on(step, ctx);
        }
    }

    /// The player's answer to "save the game first?".
    pub(super) fn abandon(&mut self, choice: AbandonChoice, ctx: &egui::Context) {
        let Some(Modal::Abandon(step)) = self.modal.take() else {
            return;
        };
        match choice {
            AbandonChoice::Save => self.pick_save(Some(step), ctx),
            AbandonChoice::DontSave => self.go_on(step, ctx),
            AbandonChoice::Cancel => {}
        }
    }

    /// Takes `step`: the game on the board may go.
    fn go_on(&mut self, step: Abandon, ctx: &egui::Context) {
        match step {
            Abandon::NewGame => {
                self.modal = Some(Modal::NewGame {
                    players: self.session.players(),
                    match_to: self.session.series().length(),
                });
            }
            Abandon::Load => self.pick_load(),
            Abandon::Quit => {
                self.modal = None;
                self.quit.quit(ctx);
            }
        }
    }

    /// Asks where to save, then saves; `then` is the step to take once it is saved.
    pub(super) fn pick_save(&mut self, then: Option<Abandon>, ctx: &egui::Context) {
        let name = saves::suggested_file_name(&chrono::Local::now());
        match browser::ask_save(self.picker.as_mut(), &self.saves, &name, EXTENSION) {
            Asked::Path(path) => self.save_then(&path, then, ctx),
            Asked::Cancelled => self.modal = None,
            Asked::Browse(browser) => self.modal = Some(Modal::Files { browser, then }),
        }
    }

    /// Asks which saved game to load, then loads it.
    fn pick_load(&mut self) {
        match browser::ask_open(self.picker.as_mut(), &self.saves, EXTENSION) {
            Asked::Path(path) => {
                self.modal = None;
                self.load(&path);
            }
            Asked::Cancelled => self.modal = None,
            Asked::Browse(browser) => {
                self.modal = Some(Modal::Files {
                    browser,
                    then: None,
                })
            }
        }
    }

    /// The answer of the frame's own file dialog.
    pub(super) fn browsed(&mut self, outcome: BrowserOutcome, ctx: &egui::Context) {
        let then = match self.modal.take() {
            Some(Modal::Files { then, .. }) => then,
            _ => None,
        };
        match outcome {
            BrowserOutcome::Save(path) => self.save_then(&path, then, ctx),
            BrowserOutcome::Open(path) => self.load(&path),
            BrowserOutcome::Cancel => {}
        }
    }

    /// Saves to `path`; once saved, takes the step `then` waited for.
    fn save_then(&mut self, path: &Path, then: Option<Abandon>, ctx: &egui::Context) {
        self.modal = None;
        if self.save(path)
            && let Some(step) = then
        {
            self.go_on(step, ctx);
        }
    }

    /// Saves the game to `path`; whether it worked (the message line says either way).
    fn save(&mut self, path: &Path) -> bool {
        let saved_at = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        let save = self.session.to_save(&saves::name_of_path(path), saved_at);
        match saves::write(path, &save) {
            Ok(()) => {
                log::info!("saved the game to {}", path.display());
                self.session.mark_saved();
                self.remember_folder(path);
                self.notice = Some(Notice::Saved(path.to_owned()));
                true
            }
            Err(e) => {
                log::warn!("cannot save: {e}");
                self.notice = Some(Notice::CannotSave(e));
                false
            }
        }
    }

    /// Loads the game at `path`; a refused file leaves the game on the board.
    fn load(&mut self, path: &Path) {
        match saves::read(path) {
            Ok(saved) => {
                log::info!("loaded the game from {}", path.display());
                self.resume(&saved);
                self.remember_folder(path);
                self.notice = Some(Notice::Loaded(path.to_owned()));
                if let Some(result) = self.session.game().outcome() {
                    self.modal = Some(Modal::Result(result));
                }
            }
            Err(reason) => {
                log::warn!("cannot load {}: {reason}", path.display());
                self.notice = Some(Notice::CannotLoad {
                    path: path.to_owned(),
                    reason,
                });
            }
        }
    }

    /// The dialogs start where the last file was saved or loaded.
    fn remember_folder(&mut self, path: &Path) {
        if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
            self.saves = PathBuf::from(folder);
        }
    }
}
