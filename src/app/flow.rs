//! Starting, loading, saving and leaving games, and the settings: the steps between screens.
//! Asking to save a game that would be lost first, and the file dialogs, are the shell's
//! ([`game_shell::frame::Program`]); what LoopIt does at each step is here.

use std::path::Path;

use game_shell::picker::Pick;
use loopit_core::{Game, Player};

use game_shell::frame::Program;

use super::{LoopItApp, OnlineForms};
use crate::action::{FolderKind, SettingChange};
use crate::i18n::tr;
use crate::navigation::{AfterAbandon, Failure, Modal, Notice, Screen};
use crate::online::{HostRequest, OnlineRoom};
use crate::session::Session;
use crate::settings::{Folders, Setting};
use crate::storage::SavedStamp;

impl LoopItApp {
    /// Starts a game with `players` (the setup's Start).
    pub(super) fn start_game(&mut self, players: Vec<Player>) {
        if self.env.tile_error().is_some() {
            return;
        }
        match Game::new(players, self.seeds.next()) {
            Ok(game) => {
                self.guide = None;
                // A new game, started deliberately: the autosaved one is not offered again,
                // nor, on the way back to the setup, the guided game the player passed by
                // (Help ▸ Learn to play still has it).
                self.forget_autosave();
                self.offer_guide = false;
                let name = game.current_player().name.clone();
                self.frame.notice = Some(Notice::Started(name));
                let hot_seat = self.hot_seat_for(&game);
                let session = Session::started(game, hot_seat);
                self.saved_as = None;
                self.playing.forget_game();
                self.screen = Screen::Playing(Box::new(session));
                self.frame.modal = None;
            }
            Err(e) => {
                self.frame.modal = Some(Modal::Error(Failure::CannotStart(e)));
            }
        }
    }

    /// At start: an unfinished game of an autosave file no running window holds becomes this
    /// window's, waits behind the setup, and a dialog offers to resume it. A file that cannot
    /// be loaded is ignored (with a log line).
    pub(super) fn offer_autosaved_game(&mut self) {
        if self.autosave.is_none() {
            return;
        }
        let seed = self.seeds.next();
        let Some(autosave) = &mut self.autosave else {
            return;
        };
        let Some(found) = autosave.take_unheld(seed) else {
            return;
        };
        let game = found.game;
        self.frame.modal = Some(Modal::Resume {
            names: game.players().iter().map(|p| p.name.clone()).collect(),
            turn: game.history().turns().len() + 1,
            saved: found.saved.map(chrono::DateTime::<chrono::Local>::from),
        });
        self.screen = Screen::Setup {
            paused: Some(Box::new(self.resumed(game, None))),
        };
    }

    /// The session for a game loaded from `file` or resumed from the autosave file (`None`):
    /// the one place both paths set up the hot-seat screen, so a person to move waits behind
    /// it until they are at the screen.
    fn resumed(&self, game: Game, file: Option<std::path::PathBuf>) -> Session {
        let hot_seat = self.hot_seat_for(&game);
        Session::resumed(game, file, hot_seat)
    }

    /// After a turn has ended: the game goes to the autosave file, or, when it is over, the
    /// file is removed. A failure does not stop the game: it is logged and shown in the status
    /// line until an autosave succeeds.
    pub(super) fn autosave_turn(&mut self) {
        let (Some(autosave), Some(session)) = (&self.autosave, self.screen.session()) else {
            return;
        };
        // The guided game is not autosaved: the file keeps the player's own game.
        if self.guide.is_some() {
            return;
        }
        if session.game().is_over() {
            self.forget_autosave();
        } else {
            match autosave.write(session.game()) {
                Ok(()) => self.autosave_failure = None,
                Err(e) => {
                    log::warn!("the game could not be autosaved: {e}");
                    self.autosave_failure = Some(e);
                }
            }
        }
    }

    /// Removes the autosave file (its game ended or was given up).
    pub(super) fn forget_autosave(&mut self) {
        if let Some(autosave) = &self.autosave
            && let Err(e) = autosave.remove()
        {
            log::warn!(
                "the autosave file {} could not be removed: {e}",
                game_shell::files::quoted(autosave.path())
            );
        }
    }

    pub(super) fn change_setting(&mut self, change: &SettingChange) {
        let before =
            matches!(change, SettingChange::Name(..)).then(|| self.frame.settings.settings.clone());
        if let Some(reloaded) = self.env.change(&mut self.frame.settings, change) {
            self.frame.notice = Some(Notice::Tiles(reloaded));
        }
        if let SettingChange::Set(Setting::Theme(theme)) = change {
            self.frame.theme = *theme;
        }
        if matches!(change, SettingChange::Set(Setting::HotSeatScreen(_)))
            && let Some(session) = self.screen.session()
        {
            let on = self.hot_seat_for(session.game());
            if let Some(session) = self.screen.session_mut() {
                session.set_hot_seat(on);
            }
        }
        if matches!(change, SettingChange::Set(Setting::Language(_))) {
            let language = self.frame.settings.settings.language;
            let built_in: [String; 4] =
                std::array::from_fn(|seat| tr!("seat-default-name", seat = seat + 1));
            // At once, without a restart: every text is made anew each frame.
            self.frame.language.choose(language);
            // The setup keeps what was typed; a built-in name (Player 3) follows the language.
            for (seat, name) in self.setup.names.iter_mut().enumerate() {
                if *name == built_in[seat] {
                    *name = tr!("seat-default-name", seat = seat + 1);
                }
            }
        }
        if let (SettingChange::Name(seat, _), Some(before)) = (change, &before) {
            let after = &self.frame.settings.settings;
            self.setup.default_name_changed(*seat, before, after);
        }
    }

    /// Whether the hot-seat screen is on for `game`: as the settings say, or, by default,
    /// when two or more of its seats are people.
    pub(super) fn hot_seat_for(&self, game: &Game) -> bool {
        self.frame
            .settings
            .settings
            .hot_seat_screen
            .unwrap_or_else(|| {
                game.players()
                    .iter()
                    .filter(|p| !p.kind.is_computer())
                    .count()
                    >= 2
            })
    }

    pub(super) fn browse_folder(&mut self, kind: FolderKind) {
        let start = match kind {
            FolderKind::Tiles => self.frame.settings.tiles_dir(),
            FolderKind::Saves => self.frame.settings.saves_dir(),
        };
        match self.frame.picker().folder(&start) {
            Pick::Chosen(folder) => {
                let text = folder.display().to_string();
                if let Some(options) = &mut self.own.options {
                    options.set_folder(kind, text.clone());
                }
                self.change_setting(&match kind {
                    FolderKind::Tiles => SettingChange::TilesFolder(text),
                    FolderKind::Saves => SettingChange::SavesFolder(text),
                });
            }
            Pick::Cancelled => {}
            Pick::Unavailable => {
                self.frame.notice = Some(Notice::Said("no-folder-dialog"));
            }
        }
    }
}

/// LoopIt plugged into the shell's skeleton: its game's files, what a new game is, the steps
/// behind "save first?" (with the guided game).
impl Program for LoopItApp {
    game_shell::program_types! {
        settings: crate::settings::Settings,
        step: AfterAbandon,
        extension: "json",
        online_path: crate::online::PATH,
        online_words: crate::ui::online::words::online_problem,
    }

    /// Whether leaving the game on screen would lose it: it changed since it was saved or
    /// loaded, or the file it was saved to (or loaded from) has since been replaced — by
    /// another window, say — so that the game is in no file any more.
    fn would_lose_game(&self) -> bool {
        // The guided game is not the player's to keep.
        let Some(session) = self.session().filter(|_| self.guide.is_none()) else {
            return false;
        };
        session.would_lose_progress()
            || (!session.game().is_over()
                && session.file().is_some()
                && self.saved_as.as_ref().is_none_or(|s| !s.still_there()))
    }

    /// The name the save dialog offers: who plays and when.
    fn save_name(&self) -> String {
        use chrono::{Datelike, Timelike};
        let Some(session) = self.session() else {
            return String::new();
        };
        let now = chrono::Local::now();
        crate::storage::default_save_name(
            session.game(),
            Some((now.year(), now.month(), now.day(), now.hour(), now.minute())),
        )
    }

    /// Saves the game on screen (online: the room's game as this window knows it) to `path`;
    /// whether it was saved (the error dialog says why not).
    fn save_to(&mut self, path: &Path) -> bool {
        let Some(session) = self.session() else {
            return false;
        };
        match self.env.save_game(session.game(), path) {
            Ok(()) => {
                if let Some(session) = self.screen.session_mut() {
                    session.saved_to(path.to_owned());
                }
                self.saved_as = SavedStamp::of(path);
                self.frame.notice = Some(Notice::Saved(path.to_owned()));
                true
            }
            Err(e) => {
                self.frame.modal = Some(Modal::Error(Failure::CannotSave(e)));
                false
            }
        }
    }

    /// Loads the game saved at `path`; whether it was (the error dialog says why not).
    fn load_from(&mut self, path: &Path) -> bool {
        match self.env.load_game(path, self.seeds.next()) {
            Ok(game) => {
                self.guide = None;
                // Asked for online: the room is left now, for the game loaded.
                self.frame.online = None;
                let over = game.is_over();
                self.frame.notice = Some(Notice::Loaded(path.to_owned()));
                let session = self.resumed(game, Some(path.to_owned()));
                self.screen = Screen::Playing(Box::new(session));
                self.playing.forget_game();
                self.saved_as = SavedStamp::of(path);
                self.frame.modal = over.then_some(Modal::GameOver);
                true
            }
            Err(e) => {
                self.frame.modal = Some(Modal::Error(Failure::CannotLoad(e)));
                false
            }
        }
    }

    fn new_game(&mut self, ctx: &egui::Context) {
        self.ask_first(AfterAbandon::NewGame, ctx);
    }

    /// The step `after` (a new game, the guided game) is taken: the game on screen may go.
    fn start(&mut self, after: AfterAbandon, _ctx: &egui::Context) {
        self.frame.modal = None;
        // The computer's search and a hint under way are for the game being left.
        self.planner.cancel();
        self.hints.cancel();
        match after {
            AfterAbandon::NewGame if self.guide.is_some() => self.leave_guide(),
            AfterAbandon::NewGame => {
                // The setup keeps what the player typed and chose for the last game (a
                // built-in name follows the language, see `change_setting`).
                self.screen.to_setup();
                self.frame.notice = None;
            }
            AfterAbandon::Guide => self.start_guide(),
            // The shell's own steps.
            AfterAbandon::Load | AfterAbandon::OpenRecord | AfterAbandon::Quit => {}
        }
    }

    /// The record opens in the replay, from its first turn (leaving the replay shows the game
    /// as it ended).
    fn show_record(&mut self, record: loopit_online::LoopIt) {
        self.planner.cancel();
        self.hints.cancel();
        self.guide = None;
        let session = self.resumed(record.game().clone(), None);
        self.screen = Screen::Playing(Box::new(session));
        self.playing.forget_game();
        self.saved_as = None;
        self.screen.to_replay();
        self.frame.notice = Some(Notice::Said("record-opened"));
    }

    /// The computer's pause between its placements, in seconds.
    fn computer_delay(&self) -> f64 {
        self.frame.settings.settings.computer_delay_ms as f64 / 1000.0
    }

    /// The player chose to lose the game before `after`: it is not offered again, and a new
    /// game's setup offers no way back to it.
    fn abandoned(&mut self, after: AfterAbandon) {
        self.forget_autosave();
        if after == AfterAbandon::NewGame {
            self.screen = Screen::Setup { paused: None };
        }
    }

    /// Whether a game can be loaded (before its file is asked for): not without the tile
    /// images, which the error dialog then says. The computer's search and a hint under way
    /// are for the game being left.
    fn can_load(&mut self) -> bool {
        self.planner.cancel();
        self.hints.cancel();
        if let Some(e) = self.env.tile_error() {
            self.frame.modal = Some(Modal::Error(Failure::TilesForLoad(e.clone())));
            return false;
        }
        true
    }
}
