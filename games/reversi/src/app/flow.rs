//! Applying what the player asked for: moves through the session, the dialogs, and the
//! save/load/quit flow (the system's file dialog, or the program's own where there is none).

use std::path::PathBuf;

use game_shell::browser::{BrowserOutcome, FileBrowser, FileMode};
use game_shell::picker::Pick;

use super::ReversiApp;
use crate::action::Action;
use crate::navigation::{Modal, NextGame, Notice};
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
            Action::OpenNewGame => {
                self.modal = Some(Modal::NewGame(NextGame {
                    rules: self.game().rules(),
                    players: self.players(),
                }));
            }
            Action::StartNewGame => {
                if let Some(Modal::NewGame(next)) = self.modal.take() {
                    self.session.restart(next.rules, next.players);
                    self.forget_moves();
                }
            }
            Action::Save => self.save(false, ctx),
            Action::Load => self.load(),
            Action::Quit => {
                if self.would_lose_game() {
                    self.modal = Some(Modal::ConfirmQuit);
                } else {
                    self.quit.quit(ctx);
                }
            }
            Action::SaveAndQuit => {
                self.modal = None;
                self.save(true, ctx);
            }
            Action::QuitWithoutSaving => {
                self.modal = None;
                self.quit.quit(ctx);
            }
            Action::OpenHelp => self.windows.rules = true,
            Action::OpenAbout => self.windows.about = true,
            Action::Close => {
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
            }
            Action::Browser(outcome) => {
                let then_quit = matches!(
                    self.modal,
                    Some(Modal::Files {
                        then_quit: true,
                        ..
                    })
                );
                self.modal = None;
                match outcome {
                    BrowserOutcome::Save(path) => {
                        if self.save_to(path) && then_quit {
                            self.quit.quit(ctx);
                        }
                    }
                    BrowserOutcome::Open(path) => self.load_from(path),
                    BrowserOutcome::Cancel => {}
                }
            }
        }
    }

    /// A new or loaded game is on the board: what was shown of the old one goes.
    fn forget_moves(&mut self) {
        self.animation = None;
        self.notice = None;
        self.computer_due = None;
        self.thinking.cancel();
    }

    /// Asks where to save, then saves; `then_quit` quits once it is saved.
    fn save(&mut self, then_quit: bool, ctx: &egui::Context) {
        match self.picker.save_file(&self.save_folder, SAVE_NAME) {
            Pick::Chosen(path) => {
                if self.save_to(path) && then_quit {
                    self.quit.quit(ctx);
                }
            }
            Pick::Cancelled => {}
            Pick::Unavailable => {
                let browser = FileBrowser::new(
                    FileMode::Save,
                    self.save_folder.clone(),
                    EXTENSION,
                    SAVE_NAME.into(),
                );
                self.modal = Some(Modal::Files { browser, then_quit });
            }
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
        match self.picker.open_file(&self.save_folder) {
            Pick::Chosen(path) => self.load_from(path),
            Pick::Cancelled => {}
            Pick::Unavailable => {
                let browser = FileBrowser::new(
                    FileMode::Open,
                    self.save_folder.clone(),
                    EXTENSION,
                    String::new(),
                );
                self.modal = Some(Modal::Files {
                    browser,
                    then_quit: false,
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
