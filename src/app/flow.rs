//! Starting, loading, saving and leaving games, and the settings: the steps between screens,
//! each asking to save a game that would be lost first.

use std::path::Path;

use game_shell::browser::{FileBrowser, FileMode};
use game_shell::picker::Pick;
use loopit_core::{Game, Player};

use super::LoopItApp;
use crate::action::{FolderKind, SettingChange};
use crate::i18n::tr;
use crate::navigation::{AfterAbandon, Failure, Modal, Screen};
use crate::session::Session;
use crate::settings::Setting;
use crate::storage::SavedStamp;
use crate::words;

impl LoopItApp {
    pub(super) fn start(&mut self, players: Vec<Player>) {
        if self.env.tile_error().is_some() {
            return;
        }
        match Game::new(players, self.seeds.next()) {
            Ok(game) => {
                self.guide = None;
                // A new game, started deliberately: the autosaved one is not offered again.
                self.forget_autosave();
                let name = game.current_player().name.clone();
                self.notice = Some(words::Notice::new(move || {
                    tr!("new-game-started", name = name.as_str())
                }));
                let hot_seat = self.hot_seat_for(&game);
                let session = Session::started(game, hot_seat);
                self.saved_as = None;
                self.playing.forget_game();
                self.screen = Screen::Playing(Box::new(session));
                self.modal = None;
            }
            Err(e) => {
                self.modal = Some(Modal::Error(Failure::CannotStart(e)));
            }
        }
    }

    /// Whether leaving the game on screen would lose it: it changed since it was saved or
    /// loaded, or the file it was saved to (or loaded from) has since been replaced — by
    /// another window, say — so that the game is in no file any more.
    pub(super) fn would_lose_game(&self) -> bool {
        // The guided game is not the player's to keep.
        let Some(session) = self.session().filter(|_| self.guide.is_none()) else {
            return false;
        };
        session.would_lose_progress()
            || (!session.game().is_over()
                && session.file().is_some()
                && self.saved_as.as_ref().is_none_or(|s| !s.still_there()))
    }

    /// Asks to save a game that would be lost, else goes on with `after`.
    pub(super) fn abandon_then(&mut self, ctx: &egui::Context, after: AfterAbandon) {
        if self.would_lose_game() {
            self.modal = Some(Modal::Abandon(after));
        } else {
            self.go_on(ctx, after);
        }
    }

    /// The step after a game has been saved or abandoned.
    pub(super) fn go_on(&mut self, ctx: &egui::Context, after: AfterAbandon) {
        self.modal = None;
        // The computer's search and a hint under way are for the game being left.
        self.planner.cancel();
        self.hints.cancel();
        match after {
            AfterAbandon::NewGame if self.guide.is_some() => self.leave_guide(),
            AfterAbandon::NewGame => {
                // The setup keeps what the player typed and chose for the last game (a
                // built-in name follows the language, see `change_setting`).
                self.screen.to_setup();
                self.notice = None;
            }
            AfterAbandon::Load => self.pick_load(),
            AfterAbandon::Quit => self.quit.quit(ctx),
            AfterAbandon::Guide => self.start_guide(),
            AfterAbandon::OpenRecord => {
                self.modal = Some(Modal::OpenRecord {
                    address: String::new(),
                    fetching: false,
                });
            }
        }
    }

    fn pick_load(&mut self) {
        if let Some(e) = self.env.tile_error() {
            self.modal = Some(Modal::Error(Failure::TilesForLoad(e.clone())));
            return;
        }
        match self.env.ask_load_path() {
            Pick::Chosen(path) => self.load(&path),
            Pick::Cancelled => {}
            Pick::Unavailable => {
                self.modal = Some(Modal::Files {
                    browser: FileBrowser::new(
                        FileMode::Open,
                        self.env.saves_dir(),
                        "json",
                        String::new(),
                    ),
                    then: None,
                });
            }
        }
    }

    pub(super) fn load(&mut self, path: &Path) {
        match self.env.load_game(path, self.seeds.next()) {
            Ok(game) => {
                self.guide = None;
                let over = game.is_over();
                let file = path.display().to_string();
                self.notice = Some(words::Notice::new(move || {
                    tr!("loaded", file = file.as_str())
                }));
                let session = self.resumed(game, Some(path.to_owned()));
                self.screen = Screen::Playing(Box::new(session));
                self.playing.forget_game();
                self.saved_as = SavedStamp::of(path);
                self.modal = over.then_some(Modal::GameOver);
            }
            Err(e) => {
                self.modal = Some(Modal::Error(Failure::CannotLoad(e)));
            }
        }
    }

    /// Asks where to save the game, then saves it; `then` is the step to take once saved
    /// (when saving before abandoning the game).
    pub(super) fn pick_save(&mut self, ctx: &egui::Context, then: Option<AfterAbandon>) {
        let Some(session) = self.screen.session() else {
            return;
        };
        let game = session.game().clone();
        match self.env.ask_save_path(&game) {
            (Pick::Chosen(path), _) => self.save(ctx, &path, then),
            (Pick::Cancelled, _) => {}
            (Pick::Unavailable, name) => {
                self.modal = Some(Modal::Files {
                    browser: FileBrowser::new(FileMode::Save, self.env.saves_dir(), "json", name),
                    then,
                });
            }
        }
    }

    pub(super) fn save(&mut self, ctx: &egui::Context, path: &Path, then: Option<AfterAbandon>) {
        let Some(session) = self.screen.session() else {
            return;
        };
        match self.env.save_game(session.game(), path) {
            Ok(()) => {
                if let Some(session) = self.screen.session_mut() {
                    session.saved_to(path.to_owned());
                }
                self.saved_as = SavedStamp::of(path);
                let file = path.display().to_string();
                self.notice = Some(words::Notice::new(move || {
                    tr!("saved", file = file.as_str())
                }));
                if matches!(self.modal, Some(Modal::Files { .. })) {
                    self.modal = None;
                }
                if let Some(after) = then {
                    self.go_on(ctx, after);
                }
            }
            Err(e) => {
                self.modal = Some(Modal::Error(Failure::CannotSave(e)));
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
        self.modal = Some(Modal::Resume {
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
    /// The record dialog's Open: the address typed is read and the record fetched on a thread
    /// of its own (the dialog says so meanwhile); an address that is none is said at once.
    pub(super) fn fetch_record(&mut self, ctx: &egui::Context) {
        let Some(Modal::OpenRecord { address, fetching }) = &mut self.modal else {
            return;
        };
        if *fetching {
            return;
        }
        let wake = ctx.clone();
        let started = game_shell::online::RecordAddress::parse(address).and_then(|address| {
            game_shell::online::Fetching::start(address, move || wake.request_repaint())
        });
        match started {
            Ok(record) => {
                *fetching = true;
                self.record = Some(record);
            }
            Err(problem) => self.modal = Some(Modal::Error(Failure::CannotOpenRecord(problem))),
        }
    }

    /// Each frame: a record that arrived while its dialog waits is opened in the replay, from
    /// its first turn (leaving the replay shows the game as it ended); one that cannot be
    /// opened is said. A record whose dialog was closed meanwhile is dropped.
    pub(super) fn record_logic(&mut self) {
        let Some(answer) = self.record.as_ref().and_then(|record| record.poll()) else {
            return;
        };
        self.record = None;
        if !matches!(self.modal, Some(Modal::OpenRecord { .. })) {
            return;
        }
        let opened =
            answer.and_then(|text| game_shell::online::open_record::<loopit_online::LoopIt>(&text));
        match opened {
            Ok(record) => {
                self.modal = None;
                self.guide = None;
                let session = self.resumed(record.game().clone(), None);
                self.screen = Screen::Playing(Box::new(session));
                self.playing.forget_game();
                self.saved_as = None;
                self.screen.to_replay();
                self.notice = Some(words::Notice::new(|| tr!("record-opened")));
            }
            Err(problem) => self.modal = Some(Modal::Error(Failure::CannotOpenRecord(problem))),
        }
    }

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
            matches!(change, SettingChange::Name(..)).then(|| self.env.settings().settings.clone());
        if let Some(reloaded) = self.env.change(change) {
            self.notice = Some(words::Notice::fixed(words::tiles_reloaded(&reloaded)));
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
            let language = self.env.settings().settings.language;
            let built_in: [String; 4] =
                std::array::from_fn(|seat| tr!("seat-default-name", seat = seat + 1));
            // At once, without a restart: every text is made anew each frame.
            self.language.choose(language);
            // The setup keeps what was typed; a built-in name (Player 3) follows the language.
            for (seat, name) in self.setup.names.iter_mut().enumerate() {
                if *name == built_in[seat] {
                    *name = tr!("seat-default-name", seat = seat + 1);
                }
            }
        }
        if let (SettingChange::Name(seat, _), Some(before)) = (change, &before) {
            let after = &self.env.settings().settings;
            self.setup.default_name_changed(*seat, before, after);
        }
    }

    /// Whether the hot-seat screen is on for `game`: as the settings say, or, by default,
    /// when two or more of its seats are people.
    pub(super) fn hot_seat_for(&self, game: &Game) -> bool {
        self.env
            .settings()
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
        match self.env.ask_folder(kind) {
            Pick::Chosen(folder) => {
                let text = folder.display().to_string();
                if let Some(options) = &mut self.windows.options {
                    options.set_folder(kind, text.clone());
                }
                self.change_setting(&match kind {
                    FolderKind::Tiles => SettingChange::TilesFolder(text),
                    FolderKind::Saves => SettingChange::SavesFolder(text),
                });
            }
            Pick::Cancelled => {}
            Pick::Unavailable => {
                self.notice = Some(words::Notice::key("no-folder-dialog"));
            }
        }
    }
}
