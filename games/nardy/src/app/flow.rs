//! What Nardy supplies to the shell's skeleton ([`game_shell::frame`]): how a game is saved
//! and loaded, and what a new game is. The steps that may end the game on the board — a new
//! game, a load, quitting — and the save/load flow are the frame's: "save the game first?"
//! (Save / Don't save / Cancel) when a game would be lost; then the system's file dialog, or
//! the frame's own where there is none. Quit ▸ Save saves and then quits; a save never
//! replaces another file without asking (both dialogs ask).

use std::path::Path;

use game_shell::dialogs::Abandon;
use game_shell::frame::Program;

use super::NardyApp;
use crate::navigation::{Modal, Notice};
use crate::online::{HostRequest, OnlineRoom};
use crate::replay::Replay;
use crate::saves::{self, EXTENSION};
use crate::session::Session;
use crate::settings::Settings;
use crate::ui::online::OnlineForms;
use nardy_core::Player;

impl Program for NardyApp {
    game_shell::program_types! {
        settings: Settings,
        step: Abandon,
        extension: EXTENSION,
        online_path: crate::online::PATH,
        online_words: crate::words::online_problem,
    }

    fn would_lose_game(&self) -> bool {
        self.session.would_lose_progress()
    }

    fn save_name(&self) -> String {
        saves::suggested_file_name(&chrono::Local::now())
    }

    fn save_to(&mut self, path: &Path) -> bool {
        let saved_at = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        let save = self
            .session
            .to_save(Some(&saves::name_of_path(path)), Some(saved_at));
        match saves::write(path, &save) {
            Ok(()) => {
                log::info!("saved the game to {}", path.display());
                self.session.mark_saved();
                self.frame.notice = Some(Notice::Saved(path.to_owned()));
                true
            }
            Err(e) => {
                log::warn!("cannot save: {e}");
                self.frame.notice = Some(Notice::CannotSave(e));
                false
            }
        }
    }

    fn load_from(&mut self, path: &Path) -> bool {
        match saves::read(path) {
            Ok(saved) => {
                log::info!("loaded the game from {}", path.display());
                self.resume(&saved);
                self.frame.notice = Some(Notice::Loaded(path.to_owned()));
                // The game loaded is the one a crash would lose now.
                self.autosave_game();
                if let Some(result) = self.session.game().outcome() {
                    self.frame.modal = Some(Modal::Result(result));
                }
                true
            }
            Err(reason) => {
                log::warn!("cannot load {}: {reason}", path.display());
                self.frame.notice = Some(Notice::CannotLoad {
                    path: path.to_owned(),
                    reason,
                });
                false
            }
        }
    }

    /// Asks first when a game would be lost; then the new-game dialog opens.
    fn new_game(&mut self, ctx: &egui::Context) {
        self.ask_first(Abandon::NewGame, ctx);
    }

    /// The new-game dialog opens (its Start begins the match).
    fn start(&mut self, _step: Abandon, _ctx: &egui::Context) {
        self.frame.modal = Some(Modal::NewGame {
            players: self.session.players(),
            match_to: self.session.series().length(),
        });
    }

    fn computer_delay(&self) -> f64 {
        self.computer_delay
    }

    /// The record's game (the last of its match) opens in the replay from its first turn,
    /// both seats people's (nobody moves for them); leaving the replay shows it as it
    /// ended, with its result.
    fn show_record(&mut self, record: nardy_online::Nardy) {
        if self.guided.is_some() {
            self.leave_guide();
        }
        // The game on the board was given up (the player was asked): not offered again.
        self.forget_autosave();
        let session =
            Session::with_game(record.game().clone(), [Player::Human; 2], record.series());
        self.replace_session(session);
        let game = self.session.game();
        let back = game.outcome().map(Modal::Result);
        self.replay = Some(Replay::new(game.history().len(), back));
        self.frame.notice = Some(Notice::RecordOpened);
    }
}
