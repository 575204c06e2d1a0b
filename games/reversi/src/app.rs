//! The window: owns the game, draws it, and applies what the player (or the computer) does.
//!
//! Views return [`Action`]s; [`ReversiApp::apply`] is the one place that changes the game,
//! for clicks, keys and the computer alike.

use std::f32::consts::PI;
use std::path::PathBuf;

use egui::{
    Align2, Color32, FontId, Id, Key, KeyboardShortcut, Modifiers, Panel, Pos2, Rect, RichText,
    Sense, Shape, Stroke, Ui, Vec2, ViewportCommand,
};
use game_shell::browser::{BrowserOutcome, FileBrowser, FileMode};
use game_shell::files::{read_text, write_atomically};
use game_shell::i18n::Language;
use game_shell::picker::{FilePicker, Pick};
use game_shell::quit::QuitGuard;
use game_shell::window::{about_window, help_window, section};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use reversi_core::{Cell, Cells, Colour, Game, Level, Move, Player, Rules, SaveFile};

use crate::tr;
use crate::words::{self, Message};

/// Game ▸ New game.
pub const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Game ▸ Load.
pub const LOAD: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Game ▸ Save.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Game ▸ Quit.
pub const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Game ▸ Undo.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Help ▸ Rules.
pub const RULES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// How long turned stones take to turn, in seconds.
const TURN_SECONDS: f64 = 0.35;
/// The largest save file read, in bytes (a full game is about 1 kB).
const SAVE_LIMIT: u64 = 256 * 1024;
/// The name a save is offered under.
const SAVE_NAME: &str = "reversi.json";

/// What the window starts with.
pub struct AppSetup {
    /// Opens the file dialogs (the system's, or scripted answers in tests).
    pub picker: Box<dyn FilePicker>,
    /// Seeds the computer players' choices.
    pub seed: u64,
    /// Seconds the computer waits before it moves.
    pub computer_delay: f64,
    /// Where the dialogs start.
    pub save_folder: PathBuf,
    /// The rules of the first game.
    pub rules: Rules,
    /// Who plays Yellow and Red in the first game.
    pub players: [Player; 2],
    /// The language chosen in the window; `None` follows the system.
    pub language: Option<Language>,
}

impl AppSetup {
    /// The setup of the real program: the system's dialogs, a seed from the clock, Yellow a
    /// person and Red the strongest computer (until a game with other players has been
    /// started: the window remembers the last one's rules and players), saves in the current
    /// folder.
    #[must_use]
    pub fn desktop() -> AppSetup {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs());
        AppSetup {
            picker: Box::new(game_shell::picker::NativePicker {
                words: words::picker,
            }),
            seed,
            computer_delay: 0.6,
            save_folder: std::env::current_dir().unwrap_or_default(),
            rules: Rules::Document,
            players: [Player::Human, Player::Computer(Level::AlphaBeta)],
            language: None,
        }
    }
}

impl std::fmt::Debug for AppSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppSetup")
            .field("seed", &self.seed)
            .field("rules", &self.rules)
            .field("players", &self.players)
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl std::fmt::Debug for ReversiApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReversiApp")
            .field("game", &self.game)
            .field("players", &self.players)
            .field("modal", &self.modal)
            .field("message", &self.message)
            .finish_non_exhaustive()
    }
}

/// Something the player or the computer does; applied by [`ReversiApp::apply`].
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Lay a stone on this cell (a click).
    Lay(Cell),
    /// Pass (classic rules, no move).
    Pass,
    /// Take back the last move (and the computer's reply before it).
    Undo,
    /// Open the new-game dialog.
    OpenNewGame,
    /// Start the game set up in the new-game dialog.
    StartNewGame,
    /// Save the game (asks where).
    Save,
    /// Load a game (asks which).
    Load,
    /// Quit (asks first when a game would be lost).
    Quit,
    /// Save, then quit if that worked.
    SaveAndQuit,
    /// Quit without saving.
    QuitWithoutSaving,
    /// Open the rules.
    OpenHelp,
    /// Open the about box.
    OpenAbout,
    /// Close the dialog on top (Escape, Cancel).
    Close,
    /// The program's own file dialog closed with this.
    Browser(BrowserOutcome),
    /// Speak this language from now on (`None`: the system's).
    Language(Option<Language>),
}

/// The dialogs that wait for an answer.
#[derive(Debug)]
enum Modal {
    /// Rules and players for the next game.
    NewGame,
    /// Save before quitting?
    ConfirmQuit,
    /// The program's own file dialog (when the system has none); `quit` after saving.
    Browser { browser: FileBrowser, quit: bool },
}

/// Stones turning after a move, for the short animation.
#[derive(Clone, Copy, Debug)]
struct Animation {
    laid: Option<Cell>,
    turned: Cells,
    started: f64,
}

/// The next game's rules and players, as chosen in the new-game dialog.
#[derive(Clone, Copy, Debug)]
struct NextGame {
    rules: Rules,
    players: [Player; 2],
}

/// The Reversi window.
pub struct ReversiApp {
    game: Game,
    players: [Player; 2],
    rng: Pcg64Mcg,
    /// Whether the game on the board is saved as it stands (or nothing has happened yet).
    saved: bool,
    picker: Box<dyn FilePicker>,
    save_folder: PathBuf,
    computer_delay: f64,
    quit: QuitGuard,
    modal: Option<Modal>,
    help_open: bool,
    about_open: bool,
    message: Option<Message>,
    animation: Option<Animation>,
    computer_due: Option<f64>,
    next: NextGame,
    title: String,
    /// The language chosen in the window; `None` follows the system.
    language: Option<Language>,
    /// The system's language among those Reversi speaks.
    system_language: Language,
}

impl ReversiApp {
    /// The window around a new game set up by `setup`.
    #[must_use]
    pub fn new(setup: AppSetup) -> ReversiApp {
        ReversiApp {
            game: Game::new(setup.rules),
            players: setup.players,
            rng: Pcg64Mcg::seed_from_u64(setup.seed),
            saved: true,
            picker: setup.picker,
            save_folder: setup.save_folder,
            computer_delay: setup.computer_delay,
            quit: QuitGuard::default(),
            modal: None,
            help_open: false,
            about_open: false,
            message: None,
            animation: None,
            computer_due: None,
            next: NextGame {
                rules: setup.rules,
                players: setup.players,
            },
            title: String::new(),
            language: setup.language,
            system_language: game_shell::i18n::system_language(&crate::i18n::LANGUAGES),
        }
    }

    /// The language the window speaks: the one chosen, or the system's.
    #[must_use]
    pub fn language(&self) -> Language {
        self.language.unwrap_or(self.system_language)
    }

    /// The language chosen in the window; `None` when it follows the system.
    #[must_use]
    pub const fn chosen_language(&self) -> Option<Language> {
        self.language
    }

    /// The game on the board.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays Yellow and Red.
    #[must_use]
    pub const fn players(&self) -> [Player; 2] {
        self.players
    }

    /// The message under the counts (why a click was refused, a load error …).
    #[must_use]
    pub fn message(&self) -> Option<String> {
        self.message.as_ref().map(Message::text)
    }

    /// Whether the player has confirmed quitting (the window closes).
    #[must_use]
    pub fn quitting(&self) -> bool {
        self.quit.confirmed()
    }

    /// Whether leaving now would lose a game: moves made, not saved, not finished.
    #[must_use]
    pub fn would_lose_game(&self) -> bool {
        !self.saved && !self.game.is_at_start() && !self.game.position().is_over()
    }

    fn player_to_move(&self) -> Player {
        match self.game.position().to_move() {
            Colour::Yellow => self.players[0],
            Colour::Red => self.players[1],
        }
    }

    /// One whole frame: the logic, then the drawing (for tests and [`eframe::App`]).
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.logic(&ctx);
        self.ui(ui);
    }

    /// What happens without a click: the close button, the computer's move, the title.
    pub fn logic(&mut self, ctx: &egui::Context) {
        // The window's texts are made on this thread, in its language.
        game_shell::i18n::set_language(self.language());
        if self.quit.intercept(ctx, self.would_lose_game()) {
            self.modal = Some(Modal::ConfirmQuit);
        }
        let title = words::title(self.game.position());
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        let now = ctx.input(|i| i.time);
        if let Some(animation) = self.animation {
            if now - animation.started < TURN_SECONDS {
                ctx.request_repaint();
            } else {
                self.animation = None;
            }
        }
        if self.modal.is_some() || self.game.position().is_over() {
            self.computer_due = None;
            return;
        }
        let Player::Computer(level) = self.player_to_move() else {
            self.computer_due = None;
            return;
        };
        let due = *self.computer_due.get_or_insert(now + self.computer_delay);
        if now < due {
            ctx.request_repaint_after_secs((due - now) as f32);
            return;
        }
        self.computer_due = None;
        if let Some(mv) = level.choose(self.game.position(), &mut self.rng) {
            self.play(mv, now);
        }
        ctx.request_repaint();
    }

    /// Draws the window and applies what the player did.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        game_shell::i18n::set_language(self.language());
        let mut actions = self.shortcuts(&ctx);
        Panel::top("menu").show(ui, |ui| actions.extend(self.menu_bar(ui)));
        Panel::right("side")
            .resizable(false)
            .exact_size(250.0)
            .show(ui, |ui| {
                actions.extend(self.side_ui(ui));
            });
        egui::CentralPanel::default().show(ui, |ui| actions.extend(self.board_ui(ui)));
        if let Some(action) = self.modal_ui(&ctx) {
            actions.push(action);
        }
        let close = tr!("button-close");
        help_window(
            &ctx,
            &tr!("rules-title"),
            &close,
            &mut self.help_open,
            |ui| {
                for (heading, paragraphs) in words::help() {
                    section(ui, &heading);
                    for p in paragraphs {
                        ui.label(p);
                    }
                }
            },
        );
        about_window(&ctx, &words::about(), &close, &mut self.about_open);
        let now = ctx.input(|i| i.time);
        for action in actions {
            self.apply(action, &ctx, now);
        }
    }

    fn shortcuts(&self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        ctx.input_mut(|input| {
            if input.consume_key(Modifiers::NONE, Key::Escape) {
                actions.push(Action::Close);
            }
            if self.modal.is_some() {
                return;
            }
            for (shortcut, action) in [
                (NEW, Action::OpenNewGame),
                (LOAD, Action::Load),
                (SAVE, Action::Save),
                (QUIT, Action::Quit),
                (UNDO, Action::Undo),
                (RULES, Action::OpenHelp),
            ] {
                if input.consume_shortcut(&shortcut) {
                    actions.push(action);
                }
            }
        });
        actions
    }

    fn menu_bar(&self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let ctx = ui.ctx().clone();
        let item = |ui: &mut Ui, text: &str, shortcut: &KeyboardShortcut, enabled: bool| {
            let button = egui::Button::new(text).shortcut_text(ctx.format_shortcut(shortcut));
            ui.add_enabled(enabled, button).clicked()
        };
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr!("menu-game"), |ui| {
                if item(ui, &tr!("menu-new"), &NEW, true) {
                    actions.push(Action::OpenNewGame);
                }
                if item(ui, &tr!("menu-load"), &LOAD, true) {
                    actions.push(Action::Load);
                }
                if item(ui, &tr!("menu-save"), &SAVE, true) {
                    actions.push(Action::Save);
                }
                if item(ui, &tr!("menu-undo"), &UNDO, !self.game.is_at_start()) {
                    actions.push(Action::Undo);
                }
                ui.separator();
                if item(ui, &tr!("menu-quit"), &QUIT, true) {
                    actions.push(Action::Quit);
                }
            });
            ui.menu_button(tr!("menu-language"), |ui| {
                let system = tr!(
                    "language-system",
                    language = self.system_language.own_name()
                );
                let choices = std::iter::once((None, system)).chain(
                    crate::i18n::LANGUAGES
                        .into_iter()
                        .map(|l| (Some(l), l.own_name().to_owned())),
                );
                for (choice, text) in choices {
                    if ui.radio(self.language == choice, text).clicked() {
                        actions.push(Action::Language(choice));
                        ui.close();
                    }
                }
            });
            ui.menu_button(tr!("menu-help"), |ui| {
                if item(ui, &tr!("menu-rules"), &RULES, true) {
                    actions.push(Action::OpenHelp);
                }
                if ui.button(tr!("menu-about")).clicked() {
                    actions.push(Action::OpenAbout);
                }
            });
        });
        actions
    }

    fn side_ui(&self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let position = self.game.position();
        ui.add_space(8.0);
        ui.heading(words::status(position));
        ui.add_space(8.0);
        for (colour, player) in Colour::ALL.into_iter().zip(self.players) {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
                ui.painter()
                    .circle_filled(rect.center(), 8.0, stone_colour(colour));
                let text =
                    RichText::new(words::stones(colour, position.board().count(colour))).size(18.0);
                // The side to move is written strong.
                let to_move = colour == position.to_move() && !position.is_over();
                ui.label(if to_move {
                    text.strong().underline()
                } else {
                    text
                });
            });
            ui.label(RichText::new(words::player(player)).small());
        }
        ui.add_space(8.0);
        ui.label(RichText::new(words::rules(self.game.rules())).small());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    !self.game.is_at_start(),
                    egui::Button::new(tr!("button-undo")),
                )
                .clicked()
            {
                actions.push(Action::Undo);
            }
            let human_must_pass = position.must_pass() && self.player_to_move() == Player::Human;
            if human_must_pass && ui.button(tr!("button-pass")).clicked() {
                actions.push(Action::Pass);
            }
            if ui.button(tr!("button-new")).clicked() {
                actions.push(Action::OpenNewGame);
            }
        });
        if let Some(message) = &self.message {
            ui.add_space(8.0);
            ui.label(RichText::new(message.text()).color(ui.visuals().warn_fg_color));
        }
        actions
    }

    fn board_ui(&self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let available = ui.available_size();
        let side = available.x.min(available.y).max(80.0);
        let (area, _) = ui.allocate_exact_size(available, Sense::hover());
        let board_rect = Rect::from_center_size(area.center(), Vec2::splat(side));
        let cell_size = side / 8.0;
        let position = self.game.position();
        let board = position.board();
        let mover = position.to_move();
        let human_turn = self.player_to_move() == Player::Human && !position.is_over();
        let legal = position.legal_cells();
        let now = ui.input(|i| i.time);
        let painter = ui.painter_at(board_rect);
        painter.rect_filled(board_rect, 4.0, Color32::from_rgb(34, 110, 70));

        let mut hovered = None;
        for cell in Cell::all() {
            let min = board_rect.min
                + Vec2::new(f32::from(cell.col()), f32::from(cell.row())) * cell_size;
            let rect = Rect::from_min_size(min, Vec2::splat(cell_size));
            let response = ui.interact(
                rect,
                Id::unique("reversi-cell").with(cell.index()),
                Sense::click(),
            );
            let label = words::cell_label(&cell.to_string(), board.at(cell), legal.contains(cell));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response.clicked() {
                actions.push(Action::Lay(cell));
            }
            if response.hovered() && human_turn && legal.contains(cell) {
                hovered = Some(cell);
            }
        }
        // Grid lines.
        let line = Stroke::new(1.0, Color32::from_rgb(20, 70, 45));
        for i in 0..=8u8 {
            let d = f32::from(i) * cell_size;
            painter.line_segment(
                [
                    board_rect.min + Vec2::new(d, 0.0),
                    board_rect.min + Vec2::new(d, side),
                ],
                line,
            );
            painter.line_segment(
                [
                    board_rect.min + Vec2::new(0.0, d),
                    board_rect.min + Vec2::new(side, d),
                ],
                line,
            );
        }
        let centre = |cell: Cell| -> Pos2 {
            board_rect.min
                + Vec2::new(f32::from(cell.col()) + 0.5, f32::from(cell.row()) + 0.5) * cell_size
        };
        let radius = cell_size * 0.42;
        let progress = self
            .animation
            .map_or(1.0, |a| ((now - a.started) / TURN_SECONDS).clamp(0.0, 1.0));
        for cell in board.occupied().iter() {
            let Some(colour) = board.at(cell) else {
                continue;
            };
            let c = centre(cell);
            let animating = self.animation.filter(|_| progress < 1.0);
            if animating.is_some_and(|a| a.turned.contains(cell)) {
                // Turn over: the stone narrows, shows its old colour, then widens in the new.
                let t = progress as f32;
                let width = (t * PI).cos().abs().max(0.05);
                let shown = if t < 0.5 { colour.other() } else { colour };
                painter.add(Shape::ellipse_filled(
                    c + Vec2::new(1.5, 2.0),
                    Vec2::new(radius * width, radius),
                    Color32::from_black_alpha(60),
                ));
                painter.add(Shape::ellipse_filled(
                    c,
                    Vec2::new(radius * width, radius),
                    stone_colour(shown),
                ));
                continue;
            }
            let r = match animating {
                Some(a) if a.laid == Some(cell) => radius * (0.6 + 0.4 * progress as f32),
                _ => radius,
            };
            draw_stone(&painter, c, r, stone_colour(colour));
        }
        if human_turn {
            for cell in legal.iter().filter(|&c| Some(c) != hovered) {
                painter.circle_filled(
                    centre(cell),
                    cell_size * 0.08,
                    stone_colour(mover).gamma_multiply(0.7),
                );
            }
        }
        if let Some(cell) = hovered {
            draw_stone(
                &painter,
                centre(cell),
                radius,
                stone_colour(mover).gamma_multiply(0.55),
            );
            for turned in board.turned_by(cell, mover).iter() {
                painter.circle_stroke(
                    centre(turned),
                    radius * 0.75,
                    Stroke::new(3.0, stone_colour(mover)),
                );
            }
        }
        // Coordinates along the top and left.
        let font = FontId::proportional((cell_size * 0.18).clamp(8.0, 14.0));
        for i in 0..8u8 {
            let d = (f32::from(i) + 0.5) * cell_size;
            painter.text(
                board_rect.min + Vec2::new(d, 2.0),
                Align2::CENTER_TOP,
                char::from(b'a' + i),
                font.clone(),
                Color32::from_white_alpha(120),
            );
            painter.text(
                board_rect.min + Vec2::new(3.0, d),
                Align2::LEFT_CENTER,
                char::from(b'1' + i),
                font.clone(),
                Color32::from_white_alpha(120),
            );
        }
        actions
    }

    fn modal_ui(&mut self, ctx: &egui::Context) -> Option<Action> {
        let would_lose = self.would_lose_game();
        let modal = self.modal.as_mut()?;
        let mut action = None;
        let response = egui::Modal::new(Id::unique("reversi-dialog")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            match modal {
                Modal::NewGame => {
                    ui.heading(tr!("new-title"));
                    ui.add_space(4.0);
                    for rules in [Rules::Document, Rules::Classic] {
                        ui.radio_value(&mut self.next.rules, rules, words::rules(rules));
                    }
                    ui.add_space(4.0);
                    for (i, colour) in Colour::ALL.into_iter().enumerate() {
                        let choice = &mut self.next.players[i];
                        egui::ComboBox::from_label(words::colour(colour))
                            .selected_text(words::player(*choice))
                            .show_ui(ui, |ui| {
                                for p in [
                                    Player::Human,
                                    Player::Computer(Level::Random),
                                    Player::Computer(Level::Greedy),
                                    Player::Computer(Level::AlphaBeta),
                                ] {
                                    ui.selectable_value(choice, p, words::player(p));
                                }
                            });
                    }
                    if would_lose {
                        ui.add_space(4.0);
                        ui.label(tr!("new-unsaved"));
                    }
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(tr!("new-start")).clicked() {
                            action = Some(Action::StartNewGame);
                        }
                        if ui.button(tr!("button-cancel")).clicked() {
                            action = Some(Action::Close);
                        }
                    });
                }
                Modal::ConfirmQuit => {
                    ui.heading(tr!("quit-title"));
                    ui.label(tr!("quit-question"));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(tr!("quit-save")).clicked() {
                            action = Some(Action::SaveAndQuit);
                        }
                        if ui.button(tr!("quit-without-saving")).clicked() {
                            action = Some(Action::QuitWithoutSaving);
                        }
                        if ui.button(tr!("button-cancel")).clicked() {
                            action = Some(Action::Close);
                        }
                    });
                }
                Modal::Browser { browser, .. } => {
                    if let Some(outcome) = browser.ui(ui, &words::browser()) {
                        action = Some(Action::Browser(outcome));
                    }
                }
            }
        });
        if action.is_none() && response.should_close() {
            action = Some(Action::Close);
        }
        action
    }

    /// Applies one action: the only place the game changes.
    pub fn apply(&mut self, action: Action, ctx: &egui::Context, now: f64) {
        match action {
            Action::Lay(cell) => {
                if self.modal.is_some() {
                    return;
                }
                if self.player_to_move() == Player::Human || self.game.position().is_over() {
                    self.play(Move::Lay(cell), now);
                } else {
                    self.message = Some(Message::ComputerToMove);
                }
            }
            Action::Pass => self.play(Move::Pass, now),
            Action::Undo => self.undo(),
            Action::OpenNewGame => {
                self.next = NextGame {
                    rules: self.game.rules(),
                    players: self.players,
                };
                self.modal = Some(Modal::NewGame);
            }
            Action::StartNewGame => {
                self.game = Game::new(self.next.rules);
                self.players = self.next.players;
                self.saved = true;
                self.animation = None;
                self.message = None;
                self.modal = None;
            }
            Action::Save => {
                self.save(false, ctx);
            }
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
            Action::OpenHelp => self.help_open = true,
            Action::OpenAbout => self.about_open = true,
            Action::Close => {
                if self.modal.is_some() {
                    self.modal = None;
                } else if self.about_open {
                    self.about_open = false;
                } else {
                    self.help_open = false;
                }
            }
            Action::Language(choice) => {
                self.language = choice;
                game_shell::i18n::set_language(self.language());
            }
            Action::Browser(outcome) => {
                let quit = matches!(self.modal, Some(Modal::Browser { quit: true, .. }));
                self.modal = None;
                match outcome {
                    BrowserOutcome::Save(path) => {
                        if self.save_to(path) && quit {
                            self.quit.quit(ctx);
                        }
                    }
                    BrowserOutcome::Open(path) => self.load_from(path),
                    BrowserOutcome::Cancel => {}
                }
            }
        }
    }

    fn play(&mut self, mv: Move, now: f64) {
        match self.game.play(mv) {
            Ok(played) => {
                self.saved = false;
                self.message = None;
                let laid = match played.mv {
                    Move::Lay(cell) => Some(cell),
                    Move::Pass => None,
                };
                self.animation = Some(Animation {
                    laid,
                    turned: played.turned,
                    started: now,
                });
            }
            Err(e) => self.message = Some(Message::Move(e)),
        }
    }

    /// Takes back the last move; against the computer, also its reply, so that a person is
    /// to move again.
    fn undo(&mut self) {
        if self.game.undo().is_none() {
            return;
        }
        let someone_human = self.players.contains(&Player::Human);
        while someone_human && self.player_to_move() != Player::Human && self.game.undo().is_some()
        {
        }
        self.saved = false;
        self.animation = None;
        self.message = None;
        self.computer_due = None;
    }

    fn save(&mut self, quit: bool, ctx: &egui::Context) {
        match self.picker.save_file(&self.save_folder, SAVE_NAME) {
            Pick::Chosen(path) => {
                if self.save_to(path) && quit {
                    self.quit.quit(ctx);
                }
            }
            Pick::Cancelled => {}
            Pick::Unavailable => {
                let browser = FileBrowser::new(
                    FileMode::Save,
                    self.save_folder.clone(),
                    "json",
                    SAVE_NAME.into(),
                );
                self.modal = Some(Modal::Browser { browser, quit });
            }
        }
    }

    fn save_to(&mut self, path: PathBuf) -> bool {
        let text = SaveFile::of(&self.game, self.players).to_json();
        match write_atomically(&path, text.as_bytes()) {
            Ok(()) => {
                self.saved = true;
                self.message = Some(Message::Saved(path.clone()));
                if let Some(folder) = path.parent() {
                    self.save_folder = folder.to_owned();
                }
                true
            }
            Err(e) => {
                self.message = Some(Message::CannotSave(e));
                false
            }
        }
    }

    fn load(&mut self) {
        match self.picker.open_file(&self.save_folder) {
            Pick::Chosen(path) => self.load_from(path),
            Pick::Cancelled => {}
            Pick::Unavailable => {
                let browser = FileBrowser::new(
                    FileMode::Open,
                    self.save_folder.clone(),
                    "json",
                    String::new(),
                );
                self.modal = Some(Modal::Browser {
                    browser,
                    quit: false,
                });
            }
        }
    }

    fn load_from(&mut self, path: PathBuf) {
        let text = match read_text(&path, SAVE_LIMIT) {
            Ok(text) => text,
            Err(e) => {
                self.message = Some(Message::CannotRead(e));
                return;
            }
        };
        match SaveFile::load(&text) {
            Ok(saved) => {
                self.game = saved.game;
                self.players = saved.players;
                self.saved = true;
                self.animation = None;
                self.computer_due = None;
                self.message = Some(Message::Loaded(path.clone()));
                if let Some(folder) = path.parent() {
                    self.save_folder = folder.to_owned();
                }
            }
            Err(e) => self.message = Some(Message::CannotLoad(path, e)),
        }
    }
}

/// The key under which the window remembers the last game's rules and players.
const REMEMBERED_KEY: &str = "reversi-next-game";

/// The rules and players as remembered between runs: `document human alphabeta`.
fn remembered_text(rules: Rules, players: [Player; 2]) -> String {
    format!("{rules} {} {}", players[0], players[1])
}

/// The key under which the window remembers the language chosen in it.
const LANGUAGE_KEY: &str = "reversi-language";

/// The language choice as remembered between runs: `system`, `en`, `de`.
fn language_text(choice: Option<Language>) -> &'static str {
    choice.map_or("system", Language::code)
}

/// Reads [`language_text`]: the choice, or `None` (the system's language) for `system` or
/// anything this program does not speak.
fn parse_language(text: &str) -> Option<Language> {
    Language::from_code(text).filter(|l| crate::i18n::LANGUAGES.contains(l))
}

/// Reads [`remembered_text`]; `None` for anything else.
fn parse_remembered(text: &str) -> Option<(Rules, [Player; 2])> {
    let mut parts = text.split_whitespace();
    let rules = match parts.next()? {
        "document" => Rules::Document,
        "classic" => Rules::Classic,
        _ => return None,
    };
    let yellow = parts.next()?.parse().ok()?;
    let red = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((rules, [yellow, red]))
}

impl eframe::App for ReversiApp {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        storage.set_string(
            REMEMBERED_KEY,
            remembered_text(self.game.rules(), self.players),
        );
        storage.set_string(LANGUAGE_KEY, language_text(self.language).to_owned());
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        ReversiApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        ReversiApp::ui(self, ui);
    }
}

/// The colour a stone is drawn in.
const fn stone_colour(colour: Colour) -> Color32 {
    match colour {
        Colour::Yellow => Color32::from_rgb(245, 205, 40),
        Colour::Red => Color32::from_rgb(205, 40, 45),
    }
}

fn draw_stone(painter: &egui::Painter, centre: Pos2, radius: f32, fill: Color32) {
    painter.circle_filled(
        centre + Vec2::new(1.5, 2.0),
        radius,
        Color32::from_black_alpha(60),
    );
    painter.circle_filled(centre, radius, fill);
    painter.circle_stroke(
        centre,
        radius,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
    );
}

/// Opens the window and runs until it closes.
///
/// # Errors
/// When no window can be opened.
pub fn run_window() -> Result<(), eframe::Error> {
    let viewport = egui::ViewportBuilder::default()
        .with_title("Reversi")
        .with_app_id("reversi")
        .with_inner_size([900.0, 660.0])
        .with_min_inner_size([480.0, 360.0]);
    let options = eframe::NativeOptions {
        viewport,
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        "Reversi",
        options,
        Box::new(|cc| {
            game_shell::fonts::add_cjk_fallback(&cc.egui_ctx);
            let mut setup = AppSetup::desktop();
            let remembered = cc.storage.and_then(|s| s.get_string(REMEMBERED_KEY));
            if let Some((rules, players)) = remembered.as_deref().and_then(parse_remembered) {
                setup.rules = rules;
                setup.players = players;
            }
            setup.language = cc
                .storage
                .and_then(|s| s.get_string(LANGUAGE_KEY))
                .as_deref()
                .and_then(parse_language);
            Ok(Box::new(ReversiApp::new(setup)))
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_games_rules_and_players_are_remembered_as_text() {
        let players = [Player::Computer(Level::Greedy), Player::Human];
        let text = remembered_text(Rules::Classic, players);
        assert_eq!(text, "classic greedy human");
        assert_eq!(parse_remembered(&text), Some((Rules::Classic, players)));
        for bad in [
            "",
            "classic",
            "go human human",
            "document human expert",
            "document human human x",
        ] {
            assert_eq!(parse_remembered(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_chosen_language_is_remembered_as_text() {
        for choice in [None, Some(Language::English), Some(Language::German)] {
            assert_eq!(parse_language(language_text(choice)), choice);
        }
        assert_eq!(language_text(Some(Language::German)), "de");
        // A language Reversi does not speak follows the system.
        assert_eq!(parse_language("ru"), None);
        assert_eq!(parse_language(""), None);
    }
}
