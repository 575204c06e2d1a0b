//! The application: owns the settings, the tile images, the game on screen and the open
//! dialogs; draws the views and applies what they ask for through the core.

use std::path::{Path, PathBuf};

use egui::{Panel, RichText, Ui, ViewportCommand};
use loopit_core::{Game, Player};

use crate::action::{Action, FolderKind, SettingChange};
use crate::picker::{FilePicker, NativePicker, Pick};
use crate::session::Session;
use crate::settings::{self, SettingsFile, SettingsWarning};
use crate::storage;
use crate::tiles::{TileImageError, TileImages, TileTextures};
use crate::ui::bank::{BankMode, BankView};
use crate::ui::board::{BoardLayout, BoardView};
use crate::ui::dialogs::{AfterAbandon, Dialog};
use crate::ui::files::{FileBrowser, FileMode};
use crate::ui::menu::{self, MenuState};
use crate::ui::options::OptionsDialog;
use crate::ui::setup::SetupDialog;
use crate::ui::{WARNING, help, side};

/// Everything the app starts from, so that it can be built without a window or files.
pub struct AppSetup {
    /// The settings (from `LoopIt.ini`, or in memory).
    pub settings: SettingsFile,
    /// What could not be read from the settings file.
    pub warnings: Vec<SettingsWarning>,
    /// The tile images, or why they cannot be used.
    pub tiles: Result<TileImages, TileImageError>,
    /// The file and folder dialogs.
    pub picker: Box<dyn FilePicker>,
    /// The seed of the first game's draws.
    pub seed: u64,
}

impl std::fmt::Debug for AppSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppSetup")
            .field("settings", &self.settings)
            .field("warnings", &self.warnings)
            .field("tiles", &self.tiles.as_ref().map(|_| "81 images"))
            .field("seed", &self.seed)
            .finish_non_exhaustive()
    }
}

impl AppSetup {
    /// The settings file (`explicit`, or found as `settings::locate` says), the tile images of
    /// its tile folder, the system's dialogs and a seed from the clock.
    #[must_use]
    pub fn from_disk(explicit: Option<&Path>) -> AppSetup {
        let path = settings::locate(explicit);
        let (settings, warnings) = SettingsFile::load(&path);
        let tiles = TileImages::load(&settings.tiles_dir());
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        AppSetup {
            settings,
            warnings,
            tiles,
            picker: Box::new(NativePicker),
            seed,
        }
    }
}

/// The LoopIt window.
pub struct LoopItApp {
    settings: SettingsFile,
    warnings: Vec<String>,
    tiles: Result<TileImages, TileImageError>,
    textures: Option<TileTextures>,
    picker: Box<dyn FilePicker>,
    next_seed: u64,
    session: Option<Session>,
    setup: SetupDialog,
    show_setup: bool,
    dialog: Option<Dialog>,
    /// What to do once the game has been saved, when saving before abandoning it.
    after_save: Option<AfterAbandon>,
    options: Option<OptionsDialog>,
    rules_open: bool,
    about_open: bool,
    notice: Option<String>,
    board_view: BoardView,
    bank_view: BankView,
    close_confirmed: bool,
    title: String,
}

impl std::fmt::Debug for LoopItApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoopItApp")
            .field("session", &self.session.as_ref().map(|s| &s.game))
            .field("dialog", &self.dialog)
            .finish_non_exhaustive()
    }
}

impl LoopItApp {
    /// The app, on its setup screen.
    #[must_use]
    pub fn new(setup: AppSetup) -> LoopItApp {
        let AppSetup {
            settings,
            warnings,
            tiles,
            picker,
            seed,
        } = setup;
        LoopItApp {
            setup: SetupDialog::from_settings(&settings.settings),
            settings,
            warnings: warnings.into_iter().map(|w| w.0).collect(),
            tiles,
            textures: None,
            picker,
            next_seed: seed,
            session: None,
            show_setup: true,
            dialog: None,
            after_save: None,
            options: None,
            rules_open: false,
            about_open: false,
            notice: None,
            board_view: BoardView::default(),
            bank_view: BankView::default(),
            close_confirmed: false,
            title: String::new(),
        }
    }

    // ---- What tests and the window ask of the app ---------------------------------------

    /// The game on screen, if any.
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The game on screen, if any.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        self.session.as_ref().map(|s| &s.game)
    }

    /// The open dialog, if any.
    #[must_use]
    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    /// Whether the setup screen is shown.
    #[must_use]
    pub fn showing_setup(&self) -> bool {
        self.show_setup || self.session.is_none()
    }

    /// The settings.
    #[must_use]
    pub fn settings(&self) -> &SettingsFile {
        &self.settings
    }

    /// The warnings shown (settings that could not be read or written).
    #[must_use]
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// Why the tile images cannot be used, if they cannot.
    #[must_use]
    pub fn tile_error(&self) -> Option<&TileImageError> {
        self.tiles.as_ref().err()
    }

    /// The latest message for the player.
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Where the board was drawn in the last frame.
    #[must_use]
    pub fn board_layout(&self) -> BoardLayout {
        self.board_view.layout
    }

    /// The window title for the state of the game.
    #[must_use]
    pub fn title(&self) -> String {
        match &self.session {
            Some(session) if !self.show_setup => {
                if session.game.is_over() {
                    "LoopIt — game over".to_owned()
                } else {
                    format!("LoopIt — {} to move", session.game.current_player().name)
                }
            }
            _ => "LoopIt".to_owned(),
        }
    }

    /// One frame outside eframe (tests): the logic, then the drawing.
    pub fn frame(&mut self, ui: &mut Ui) {
        self.logic(&ui.ctx().clone());
        self.ui(ui);
    }

    // ---- Logic: timers and requests that come from outside the drawing -------------------

    /// What happens without a click: closing the window, the computer's moves, telling a
    /// player they sit out.
    pub fn logic(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested())
            && !self.close_confirmed
            && self
                .session
                .as_ref()
                .is_some_and(Session::would_lose_progress)
        {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
            self.dialog = Some(Dialog::Abandon(AfterAbandon::Quit));
        }
        if self.dialog.is_some() || self.showing_setup() {
            return;
        }
        let Some(session) = self.session.as_ref() else {
            return;
        };
        if session.computer_to_move() {
            self.drive_computer(ctx);
        } else if session.game.must_sit_out() {
            let name = session.game.current_player().name.clone();
            self.dialog = Some(Dialog::SitOut { name });
        }
    }

    /// One step of a computer's turn when its delay has run out: a placement, or the end of
    /// its turn. The window stays idle in between, woken by a timed repaint.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        let cheat = self.settings.settings.cheat_mode;
        let delay = self.settings.settings.computer_delay_ms as f64 / 1000.0;
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let Some(level) = session.computer_level() else {
            return;
        };
        if cheat && !session.computer.released {
            return;
        }
        let now = ctx.input(|i| i.time);
        let due = *session.computer.next_step_at.get_or_insert(now + delay);
        if now < due {
            ctx.request_repaint_after_secs((due - now) as f32);
            return;
        }
        let choice = level.strategy().next_placement(&session.game);
        let placed = choice.and_then(|c| session.game.place(c.slot, c.cell).ok());
        match placed {
            Some(p) => {
                session.unsaved = true;
                self.notice = Some(format!(
                    "{} placed {} on {} for {} points.",
                    session.game.current_player().name,
                    p.tile,
                    p.cell,
                    p.points
                ));
                session.computer.next_step_at = Some(now + delay);
            }
            None => self.end_turn(),
        }
        if delay > 0.0 {
            ctx.request_repaint_after_secs(delay as f32);
        } else {
            ctx.request_repaint();
        }
    }

    // ---- Drawing --------------------------------------------------------------------------

    /// Draws the window and applies what the player asked for.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.textures.is_none()
            && let Ok(images) = &self.tiles
        {
            self.textures = Some(TileTextures::new(&ctx, images));
        }
        let mut actions = Vec::new();
        let state = self.menu_state();

        Panel::top("menu").show(ui, |ui| actions.extend(menu::menu_bar(ui, state)));
        Panel::bottom("status").show(ui, |ui| actions.extend(self.status_ui(ui)));

        if self.showing_setup() {
            egui::CentralPanel::default().show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    let can_resume = self.session.as_ref().is_some_and(|s| !s.game.is_over());
                    actions.extend(self.setup.ui(ui, self.tiles.as_ref().err(), can_resume));
                });
            });
        } else if let Some(session) = &self.session {
            let human_turn = session.human_to_move();
            let cheat = self.settings.settings.cheat_mode;
            let side_width = (ui.available_width() * 0.27).clamp(230.0, 320.0);
            Panel::right("side")
                .resizable(false)
                .exact_size(side_width)
                .show(ui, |ui| {
                    ui.add_space(6.0);
                    side::scores_ui(ui, session);
                    ui.separator();
                    actions.extend(side::turn_ui(ui, session, side::TurnMode { cheat }));
                    ui.separator();
                    side::log_ui(ui, session);
                });
            // From the window's size alone, so that the bank and the board never chase each
            // other's size from frame to frame.
            let slot_size = (ui.available_size().min_elem() / 9.0).clamp(44.0, 84.0);
            Panel::bottom("bank").show(ui, |ui| {
                ui.add_space(4.0);
                let heading = if session.game.is_over() {
                    "The game is over: no tile left can be placed.".to_owned()
                } else {
                    format!("{}'s bank", session.game.current_player().name)
                };
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(heading).strong());
                });
                let mode = BankMode {
                    can_pick: human_turn,
                    cheat: cheat
                        && !session.game.is_over()
                        && (human_turn || !session.computer.released),
                };
                if !session.game.is_over() {
                    actions.extend(self.bank_view.ui(
                        ui,
                        session,
                        self.textures.as_ref(),
                        mode,
                        slot_size,
                    ));
                }
                ui.add_space(4.0);
            });
            egui::CentralPanel::default().show(ui, |ui| {
                actions.extend(
                    self.board_view
                        .ui(ui, session, self.textures.as_ref(), human_turn),
                );
            });
        }

        let session = self.session.as_ref();
        if let Some(dialog) = &mut self.dialog {
            actions.extend(dialog.show(&ctx, session));
        }
        if let Some(options) = &mut self.options {
            let mut open = true;
            actions.extend(options.show(
                &ctx,
                &mut open,
                &self.settings,
                self.tiles.as_ref().err(),
            ));
            if !open {
                self.options = None;
            }
        }
        help::rules_window(&ctx, &mut self.rules_open);
        help::about_window(&ctx, &mut self.about_open);

        let typing = ctx.egui_wants_keyboard_input();
        actions.extend(menu::shortcuts(&ctx, state, typing, self.dialog.is_some()));
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
        let playing = self.session.as_ref().filter(|_| !self.showing_setup());
        let human_turn = playing.is_some_and(Session::human_to_move);
        MenuState {
            has_game: self.session.is_some(),
            human_turn,
            can_undo: human_turn && playing.is_some_and(|s| !s.game.placed().is_empty()),
        }
    }

    /// The status line: the latest message and any warnings.
    fn status_ui(&self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.add_space(2.0);
        for warning in &self.warnings {
            ui.colored_label(WARNING, format!("Warning: {warning}"));
        }
        ui.horizontal(|ui| {
            match &self.notice {
                Some(notice) => ui.label(notice),
                None => ui.label(
                    RichText::new("Welcome to LoopIt.").color(ui.visuals().weak_text_color()),
                ),
            };
            if !self.warnings.is_empty() && ui.small_button("Dismiss warnings").clicked() {
                actions.push(Action::DismissWarnings);
            }
        });
        ui.add_space(2.0);
        actions
    }

    // ---- Applying actions -------------------------------------------------------------------

    /// Applies one action through the core; a refused move leaves the game as it was and
    /// says why.
    pub fn apply(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::Select(slot) => self.select(slot),
            Action::Deselect => {
                // Esc: closes an open window first, else puts the picked-up tile down.
                if self.options.is_some() || self.rules_open || self.about_open {
                    self.options = None;
                    self.rules_open = false;
                    self.about_open = false;
                } else if let Some(session) = &mut self.session {
                    session.selected = None;
                    session.cheat_slot = None;
                }
            }
            Action::Place { slot, cell } => self.place(slot, cell),
            Action::Explain { slot, cell } => self.explain(slot, cell),
            Action::Notice(text) => self.notice = Some(text),
            Action::TakeBack(cell) => self.take_back(Some(cell)),
            Action::Undo => self.take_back(None),
            Action::EndTurn => self.ask_end_turn(),
            Action::EndTurnConfirmed | Action::SitOutConfirmed => {
                self.dialog = None;
                self.end_turn();
            }
            Action::CheatMark(slot) => self.cheat_mark(slot),
            Action::CheatSwap { slot, step } => self.cheat_swap(slot, step),
            Action::LetComputerPlay => {
                if let Some(session) = &mut self.session {
                    session.computer.released = true;
                    session.cheat_slot = None;
                }
            }
            Action::NewGame => self.abandon_then(ctx, AfterAbandon::NewGame),
            Action::StartGame(players) => self.start(players),
            Action::ResumeGame => self.show_setup = false,
            Action::Load => self.abandon_then(ctx, AfterAbandon::Load),
            Action::LoadFile(path) => self.load(&path),
            Action::Save => self.pick_save(ctx),
            Action::SaveTo(path) => self.save(ctx, &path),
            Action::Quit => self.abandon_then(ctx, AfterAbandon::Quit),
            Action::AbandonAfterSaving => {
                if let Some(Dialog::Abandon(after)) = self.dialog.take() {
                    self.after_save = Some(after);
                    self.pick_save(ctx);
                }
            }
            Action::AbandonWithoutSaving => {
                if let Some(Dialog::Abandon(after)) = self.dialog.take() {
                    self.go_on(ctx, after);
                }
            }
            Action::OpenOptions => {
                if self.options.is_none() {
                    self.options = Some(OptionsDialog::new(&self.settings));
                }
            }
            Action::OpenRules => self.rules_open = true,
            Action::OpenAbout => self.about_open = true,
            Action::ShowResult => self.dialog = Some(Dialog::GameOver),
            Action::CloseDialog => {
                self.dialog = None;
                self.after_save = None;
            }
            Action::Setting(change) => self.change_setting(change),
            Action::BrowseFolder(kind) => self.browse_folder(kind),
            Action::DismissWarnings => self.warnings.clear(),
        }
    }

    fn select(&mut self, slot: usize) {
        let Some(session) = &mut self.session else {
            return;
        };
        let Some(tile) = session.game.bank().get(slot) else {
            return;
        };
        session.selected = Some(slot);
        let cells = session.game.legal_cells(slot).len();
        self.notice = Some(match cells {
            0 if session.game.placed().is_full() => {
                "Three tiles are placed this turn: end your turn.".to_owned()
            }
            0 => format!("{tile} fits nowhere on the board right now."),
            1 => format!("{tile} fits on 1 cell, highlighted on the board."),
            n => format!("{tile} fits on {n} cells, highlighted on the board."),
        });
    }

    fn place(&mut self, slot: usize, cell: loopit_core::Cell) {
        let Some(session) = &mut self.session else {
            return;
        };
        match session.game.place(slot, cell) {
            Ok(p) => {
                session.selected = None;
                session.unsaved = true;
                self.notice = Some(format!(
                    "Placed {} on {} for {} points.",
                    p.tile, p.cell, p.points
                ));
            }
            Err(e) => self.notice = Some(format!("That tile cannot go on {cell}: {e}.")),
        }
    }

    /// Says why the tile of `slot` cannot go on `cell`.
    fn explain(&mut self, slot: usize, cell: loopit_core::Cell) {
        let Some(session) = &self.session else { return };
        let Some(tile) = session.game.bank().get(slot) else {
            return;
        };
        if let Err(why) = session.game.check(slot, cell) {
            self.notice = Some(format!("{tile} cannot go on {cell}: {why}."));
        }
    }

    fn take_back(&mut self, cell: Option<loopit_core::Cell>) {
        let Some(session) = &mut self.session else {
            return;
        };
        if session.computer_to_move() {
            return;
        }
        let back = match cell {
            Some(cell) => session.game.take_back_cell(cell),
            None => session.game.undo(),
        };
        let Some(back) = back else {
            self.notice = Some("No tile placed this turn to take back.".to_owned());
            return;
        };
        session.selected = None;
        let mut text = format!("Took {} back to the bank", back.taken.tile);
        if !back.also_returned.is_empty() {
            let others: Vec<String> = back
                .also_returned
                .iter()
                .map(|p| p.tile.to_string())
                .collect();
            text.push_str(&format!(
                ", and {}, which no longer fitted without it",
                others.join(" and ")
            ));
        }
        text.push('.');
        self.notice = Some(text);
    }

    fn ask_end_turn(&mut self) {
        let Some(session) = &self.session else { return };
        if !session.human_to_move() || self.showing_setup() {
            return;
        }
        if session.game.placed().is_empty() && session.game.can_place() {
            self.dialog = Some(Dialog::ConfirmEndTurn);
        } else {
            self.end_turn();
        }
    }

    fn end_turn(&mut self) {
        let Some(session) = &mut self.session else {
            return;
        };
        if let Some(summary) = session.game.end_turn() {
            self.notice = Some(session.turn_ended(&summary));
            if summary.game_over {
                self.dialog = Some(Dialog::GameOver);
            }
        }
    }

    fn cheat_mark(&mut self, slot: usize) {
        if !self.settings.settings.cheat_mode {
            return;
        }
        let Some(session) = &mut self.session else {
            return;
        };
        if session.game.bank().get(slot).is_none() {
            return;
        }
        session.cheat_slot = if session.cheat_slot == Some(slot) {
            None
        } else {
            Some(slot)
        };
        if session.cheat_slot.is_some() {
            self.notice = Some(
                "Cheat: turn the mouse wheel over the marked tile to swap it through the bag."
                    .to_owned(),
            );
        }
    }

    fn cheat_swap(&mut self, slot: usize, step: loopit_core::Step) {
        if !self.settings.settings.cheat_mode {
            return;
        }
        let Some(session) = &mut self.session else {
            return;
        };
        if session.cheat_slot != Some(slot) {
            return;
        }
        match session.game.cheat_swap(slot, step) {
            Ok(tile) => {
                session.unsaved = true;
                self.notice = Some(format!("Cheat: bank tile {} is now {tile}.", slot + 1));
            }
            Err(e) => self.notice = Some(format!("Cheat: {e}.")),
        }
    }

    fn seed(&mut self) -> u64 {
        let seed = self.next_seed;
        self.next_seed = self
            .next_seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        seed
    }

    fn start(&mut self, players: Vec<Player>) {
        if self.tiles.is_err() {
            return;
        }
        let seed = self.seed();
        match Game::new(players, seed) {
            Ok(game) => {
                self.notice = Some(format!(
                    "New game: {} moves first.",
                    game.current_player().name
                ));
                self.session = Some(Session::new(game, None));
                self.show_setup = false;
                self.dialog = None;
            }
            Err(e) => {
                self.dialog = Some(Dialog::Error {
                    title: "Cannot start the game".to_owned(),
                    message: format!("{e}."),
                });
            }
        }
    }

    /// Asks to save a game that would be lost, else goes on with `after`.
    fn abandon_then(&mut self, ctx: &egui::Context, after: AfterAbandon) {
        if self
            .session
            .as_ref()
            .is_some_and(Session::would_lose_progress)
        {
            self.dialog = Some(Dialog::Abandon(after));
        } else {
            self.go_on(ctx, after);
        }
    }

    fn go_on(&mut self, ctx: &egui::Context, after: AfterAbandon) {
        self.dialog = None;
        match after {
            AfterAbandon::NewGame => {
                self.setup = SetupDialog {
                    names: self.settings.settings.names.clone(),
                    ..self.setup.clone()
                };
                self.show_setup = true;
            }
            AfterAbandon::Load => self.pick_load(),
            AfterAbandon::Quit => {
                self.close_confirmed = true;
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }

    fn pick_load(&mut self) {
        if let Err(e) = &self.tiles {
            self.dialog = Some(Dialog::Error {
                title: "Cannot load a game".to_owned(),
                message: format!("{e}. Choose a tile folder in the options first."),
            });
            return;
        }
        let folder = self.settings.saves_dir();
        match self.picker.open_file(&folder) {
            Pick::Chosen(path) => self.load(&path),
            Pick::Cancelled => {}
            Pick::Unavailable => {
                self.dialog = Some(Dialog::Files(FileBrowser::new(
                    FileMode::Open,
                    folder,
                    String::new(),
                )));
            }
        }
    }

    fn load(&mut self, path: &Path) {
        let seed = self.seed();
        match storage::load_game(path, seed) {
            Ok(game) => {
                let over = game.is_over();
                self.notice = Some(format!("Loaded {}.", path.display()));
                self.session = Some(Session::new(game, Some(path.to_owned())));
                self.show_setup = false;
                self.dialog = over.then_some(Dialog::GameOver);
            }
            Err(message) => {
                self.dialog = Some(Dialog::Error {
                    title: "Cannot load the game".to_owned(),
                    message,
                });
            }
        }
    }

    fn pick_save(&mut self, ctx: &egui::Context) {
        let Some(session) = &self.session else { return };
        let folder = self.settings.saves_dir();
        let now = chrono::Local::now();
        use chrono::{Datelike, Timelike};
        let name = storage::default_save_name(
            &session.game,
            Some((now.year(), now.month(), now.day(), now.hour(), now.minute())),
        );
        match self.picker.save_file(&folder, &name) {
            Pick::Chosen(path) => self.save(ctx, &path),
            Pick::Cancelled => self.after_save = None,
            Pick::Unavailable => {
                self.dialog = Some(Dialog::Files(FileBrowser::new(
                    FileMode::Save,
                    folder,
                    name,
                )));
            }
        }
    }

    fn save(&mut self, ctx: &egui::Context, path: &Path) {
        let Some(session) = &mut self.session else {
            return;
        };
        match storage::save_game(&session.game, path) {
            Ok(()) => {
                session.unsaved = false;
                session.file = Some(path.to_owned());
                self.notice = Some(format!("Saved to {}.", path.display()));
                if matches!(self.dialog, Some(Dialog::Files(_))) {
                    self.dialog = None;
                }
                if let Some(after) = self.after_save.take() {
                    self.go_on(ctx, after);
                }
            }
            Err(message) => {
                self.after_save = None;
                self.dialog = Some(Dialog::Error {
                    title: "Cannot save the game".to_owned(),
                    message,
                });
            }
        }
    }

    fn change_setting(&mut self, change: SettingChange) {
        let result = self.settings.update(|s| match &change {
            SettingChange::TilesFolder(folder) => s.tiles = folder.clone(),
            SettingChange::SavesFolder(folder) => s.saves = folder.clone(),
            SettingChange::Name(seat, name) => {
                if let Some(slot) = s.names.get_mut(*seat) {
                    *slot = name.clone();
                }
            }
            SettingChange::CheatMode(on) => s.cheat_mode = *on,
            SettingChange::ComputerDelay(ms) => s.computer_delay_ms = *ms,
            SettingChange::Setup { count, seats } => {
                s.count = *count;
                s.seats = *seats;
            }
        });
        if let Err(warning) = result
            && !self.warnings.contains(&warning.0)
        {
            self.warnings.push(warning.0);
        }
        match change {
            SettingChange::TilesFolder(_) => self.reload_tiles(),
            SettingChange::Name(seat, name) => {
                if let Some(slot) = self.setup.names.get_mut(seat) {
                    *slot = name;
                }
            }
            _ => {}
        }
    }

    /// Reads the tile images of the tile folder again; a valid folder is used at once.
    fn reload_tiles(&mut self) {
        self.tiles = TileImages::load(&self.settings.tiles_dir());
        self.textures = None;
        self.notice = Some(match &self.tiles {
            Ok(_) => format!(
                "Tile images loaded from {}.",
                self.settings.tiles_dir().display()
            ),
            Err(e) => format!("{e}."),
        });
    }

    fn browse_folder(&mut self, kind: FolderKind) {
        let current = match kind {
            FolderKind::Tiles => self.settings.tiles_dir(),
            FolderKind::Saves => self.settings.saves_dir(),
        };
        match self.picker.folder(&current) {
            Pick::Chosen(folder) => {
                let text = folder.display().to_string();
                if let Some(options) = &mut self.options {
                    options.set_folder(kind, text.clone());
                }
                self.change_setting(match kind {
                    FolderKind::Tiles => SettingChange::TilesFolder(text),
                    FolderKind::Saves => SettingChange::SavesFolder(text),
                });
            }
            Pick::Cancelled => {}
            Pick::Unavailable => {
                self.notice = Some(
                    "No folder dialog is available here: type the folder into the field."
                        .to_owned(),
                );
            }
        }
    }

    /// The saves folder, resolved.
    #[must_use]
    pub fn saves_dir(&self) -> PathBuf {
        self.settings.saves_dir()
    }
}

impl eframe::App for LoopItApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        LoopItApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        LoopItApp::ui(self, ui);
    }
}
