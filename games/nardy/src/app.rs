//! The window: owns the game, applies what the views ask for through the core, shows dialogs.
//!
//! Views return [`Action`]s; [`NardyApp::apply`] is the one place they are carried out, for the
//! players' clicks and the computer's moves alike.

use std::path::{Path, PathBuf};

use egui::{Color32, Key, RichText, Ui};
use game_shell::files;
use game_shell::i18n::Language;
use game_shell::quit::QuitGuard;
use game_shell::window::{About, about_window, help_window, section};
use nardy_core::{Colour, Dest, Game, Level, Outcome, Player, SaveFile, Saved, Step, choose};

use crate::board::{
    ALLOWED, BoardInput, BoardView, REFUSED, die_ui, draw_checker, position_picture, start_picture,
};
use crate::{tr, words};

/// The largest save file read (a save is a few hundred bytes).
const SAVE_LIMIT: u64 = 1 << 20;

/// What a view asks the window to do.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Roll the dice.
    Roll,
    /// A click or drop on the board.
    Board(BoardInput),
    /// End the move.
    EndTurn,
    /// Take the move back to the roll.
    Undo,
    /// Show the strong player's move.
    Hint,
    /// Open the new-game dialog.
    NewGameDialog,
    /// Start a new game with these players (White, Black).
    NewGame([Player; 2]),
    /// Open the save dialog.
    SaveDialog,
    /// Save under this name.
    Save(String),
    /// Open the list of saved games.
    LoadDialog,
    /// Load this file.
    Load(PathBuf),
    /// Close the dialog.
    CloseDialog,
    /// Ask before quitting.
    AskQuit,
    /// Quit for good.
    Quit,
    /// Open the rules.
    Rules,
    /// Open the about box.
    About,
    /// Speak this language from now on.
    Language(Language),
}

/// A saved game in the load list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveEntry {
    /// The file.
    pub path: PathBuf,
    /// The name it was saved under (the file name when the file does not say).
    pub name: String,
    /// When it was saved.
    pub date: String,
}

/// The dialog open over the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Modal {
    /// Choose who plays each colour; `unsaved` warns that the game in progress is not saved.
    NewGame {
        /// White's and Black's player.
        players: [Player; 2],
        /// Whether a game in progress would be lost.
        unsaved: bool,
    },
    /// Type a name to save under.
    Save(String),
    /// Pick a saved game.
    Load(Vec<SaveEntry>),
    /// The game is over.
    Result(Outcome),
    /// Quit with a game in progress?
    ConfirmQuit,
}

/// How the window starts.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The first game's dice seed; each new game takes the next.
    pub seed: u64,
    /// The folder of named saves.
    pub saves: PathBuf,
    /// Seconds the computer waits before its move (0 in tests).
    pub computer_delay: f64,
}

/// The whole window's state.
#[derive(Debug)]
pub struct NardyApp {
    game: Game,
    players: [Player; 2],
    score: [u32; 2],
    seed: u64,
    saves: PathBuf,
    computer_delay: f64,
    computer_due: Option<f64>,
    selected: Option<u8>,
    targets: Vec<(Dest, Vec<Step>)>,
    hint: Option<Vec<Step>>,
    message: Option<String>,
    modal: Option<Modal>,
    rules_open: bool,
    about_open: bool,
    quit: QuitGuard,
    dirty: bool,
}

impl NardyApp {
    /// A new game between two people; who starts is drawn from the seed.
    #[must_use]
    pub fn new(setup: Setup) -> NardyApp {
        NardyApp {
            game: Game::new(setup.seed),
            players: [Player::Human, Player::Human],
            score: [0, 0],
            seed: setup.seed.wrapping_add(1),
            saves: setup.saves,
            computer_delay: setup.computer_delay,
            computer_due: None,
            selected: None,
            targets: Vec::new(),
            hint: None,
            message: None,
            modal: None,
            rules_open: false,
            about_open: false,
            quit: QuitGuard::default(),
            dirty: false,
        }
    }

    /// The game on screen.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays White and Black.
    #[must_use]
    pub const fn players(&self) -> [Player; 2] {
        self.players
    }

    /// The match score, White first.
    #[must_use]
    pub const fn score(&self) -> [u32; 2] {
        self.score
    }

    /// The message line (a refused move, "Your move is not finished" …).
    #[must_use]
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The dialog open, if any.
    #[must_use]
    pub const fn modal(&self) -> Option<&Modal> {
        self.modal.as_ref()
    }

    /// The folder of named saves.
    #[must_use]
    pub fn saves(&self) -> &Path {
        &self.saves
    }

    /// Puts a checked saved game on screen (the match score and players come with it).
    pub fn resume(&mut self, saved: &Saved) {
        self.game = Game::resume(saved.position, saved.dice, self.seed);
        self.seed = self.seed.wrapping_add(1);
        self.players = saved.players;
        self.score = saved.score;
        self.clear_pick();
        self.hint = None;
        self.message = None;
        self.dirty = false;
        self.computer_due = None;
    }

    fn clear_pick(&mut self) {
        self.selected = None;
        self.targets.clear();
    }

    fn human_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.players[self.game.to_move().index()] == Player::Human
    }

    // ---- Logic ----------------------------------------------------------------------------

    /// What happens without a click: the close button, the computer's move.
    pub fn logic(&mut self, ctx: &egui::Context) {
        let would_lose = self.dirty && self.game.outcome().is_none();
        if self.quit.intercept(ctx, would_lose) {
            self.modal = Some(Modal::ConfirmQuit);
        }
        if self.modal.is_some() || self.game.outcome().is_some() {
            return;
        }
        let Player::Computer(level) = self.players[self.game.to_move().index()] else {
            self.computer_due = None;
            return;
        };
        let now = ctx.input(|i| i.time);
        let due = *self.computer_due.get_or_insert(now + self.computer_delay);
        if now < due {
            ctx.request_repaint_after_secs((due - now) as f32);
            return;
        }
        self.computer_due = None;
        self.computer_move(level);
        ctx.request_repaint();
    }

    /// The computer plays a whole turn through the same game calls as a person.
    fn computer_move(&mut self, level: Level) {
        let mover = self.game.to_move();
        if self.game.turn().is_none() && self.game.roll().is_err() {
            return;
        }
        let Some(turn) = self.game.turn() else { return };
        let roll = turn.roll();
        let chosen = choose(level, turn.start(), roll);
        let mut played = Vec::new();
        if let Some(t) = chosen {
            for s in t.steps {
                if self.game.play(s).is_ok() {
                    played.push(s.to_string());
                }
            }
        }
        let (colour, roll) = (words::key(mover), roll.to_string());
        self.message = Some(if played.is_empty() {
            tr!("computer-passed", colour = colour, roll = roll)
        } else {
            tr!(
                "computer-played",
                colour = colour,
                roll = roll,
                moves = played.join(" ")
            )
        });
        self.end_turn();
    }

    // ---- Actions ---------------------------------------------------------------------------

    /// Carries out an action.
    pub fn apply(&mut self, action: Action, ctx: &egui::Context) {
        match action {
            Action::Roll => {
                if !self.human_to_move() {
                    return;
                }
                match self.game.roll() {
                    Ok(_) => {
                        self.dirty = true;
                        self.hint = None;
                        self.message = self
                            .game
                            .turn()
                            .filter(|t| t.cannot_move())
                            .map(|_| tr!("cannot-move"));
                    }
                    Err(e) => self.message = Some(words::game_error(e)),
                }
            }
            Action::Board(input) => self.board_input(input),
            Action::EndTurn => {
                if self.human_to_move() {
                    self.end_turn();
                }
            }
            Action::Undo => {
                if self.human_to_move() {
                    self.game.undo();
                    self.clear_pick();
                    self.message = None;
                }
            }
            Action::Hint => self.show_hint(),
            Action::NewGameDialog => {
                self.modal = Some(Modal::NewGame {
                    players: self.players,
                    unsaved: self.dirty && self.game.outcome().is_none(),
                });
            }
            Action::NewGame(players) => {
                self.game = Game::new(self.seed);
                self.seed = self.seed.wrapping_add(1);
                self.players = players;
                self.clear_pick();
                self.hint = None;
                self.dirty = false;
                self.modal = None;
                self.message = Some(tr!("starts", colour = words::key(self.game.to_move())));
            }
            Action::SaveDialog => self.modal = Some(Modal::Save(String::new())),
            Action::Save(name) => self.save(&name),
            Action::LoadDialog => self.modal = Some(Modal::Load(list_saves(&self.saves))),
            Action::Load(path) => self.load(&path),
            Action::CloseDialog => self.modal = None,
            Action::AskQuit => {
                if self.dirty && self.game.outcome().is_none() {
                    self.modal = Some(Modal::ConfirmQuit);
                } else {
                    self.quit.quit(ctx);
                }
            }
            Action::Quit => {
                self.modal = None;
                self.quit.quit(ctx);
            }
            Action::Rules => self.rules_open = true,
            Action::About => self.about_open = true,
            Action::Language(l) => game_shell::i18n::set_language(l),
        }
    }

    fn end_turn(&mut self) {
        match self.game.end_turn() {
            Ok(outcome) => {
                self.clear_pick();
                self.hint = None;
                self.dirty = true;
                if let Some(o) = outcome {
                    self.score[o.winner.index()] += o.points();
                    self.modal = Some(Modal::Result(o));
                    self.dirty = false;
                }
            }
            Err(e) => self.message = Some(words::game_error(e)),
        }
    }

    fn board_input(&mut self, input: BoardInput) {
        if !self.human_to_move() {
            return;
        }
        let Some(turn) = self.game.turn() else {
            self.message = Some(words::game_error(nardy_core::GameError::NotRolled));
            return;
        };
        let mover = turn.colour();
        let own = |p: u8| turn.position().count(mover, p) > 0;
        match input {
            BoardInput::Drop { from, to } => {
                if own(from) {
                    self.pick(from);
                    self.move_to(to);
                }
            }
            BoardInput::Tray => {
                if self.selected.is_some() {
                    self.move_to(Dest::Off);
                }
            }
            BoardInput::Point(p) => match self.selected {
                Some(s) if s == p => self.clear_pick(),
                Some(_) if self.targets.iter().any(|(d, _)| *d == Dest::Point(p)) => {
                    self.move_to(Dest::Point(p))
                }
                _ if own(p) => self.pick(p),
                Some(_) => self.move_to(Dest::Point(p)),
                None => {
                    self.message = Some(words::step_error(nardy_core::StepError::NoChecker {
                        point: p,
                    }));
                }
            },
        }
    }

    fn pick(&mut self, p: u8) {
        let Some(turn) = self.game.turn() else { return };
        self.selected = Some(p);
        self.targets = turn.targets(p);
        self.message = if turn.is_complete() {
            Some(tr!("all-dice-played"))
        } else if self.targets.is_empty() {
            Some(tr!("checker-stuck", point = p))
        } else {
            None
        };
    }

    fn move_to(&mut self, to: Dest) {
        let Some(from) = self.selected else { return };
        let Some(turn) = self.game.turn() else { return };
        if let Some((_, path)) = self.targets.iter().find(|(d, _)| *d == to) {
            for s in path.clone() {
                if let Err(e) = self.game.play(s) {
                    self.message = Some(words::game_error(e));
                    break;
                }
            }
            self.message = self
                .game
                .turn()
                .filter(|t| t.is_complete())
                .map(|_| tr!("move-complete"));
            self.clear_pick();
            self.dirty = true;
        } else {
            let opponent = turn.colour().opponent();
            let why = match (to, turn.step_to(from, to)) {
                // Whatever the dice, nobody stops on an opponent's point: say so first.
                (Dest::Point(p), _) if turn.position().count(opponent, p) > 0 => {
                    words::step_error(nardy_core::StepError::OpponentPoint { point: p })
                }
                (_, Err(e)) => words::step_error(e),
                (_, Ok(_)) => words::step_error(nardy_core::StepError::NoSuchDie),
            };
            self.message = Some(why);
        }
    }

    fn show_hint(&mut self) {
        if !self.human_to_move() {
            return;
        }
        let Some(turn) = self.game.turn() else {
            self.message = Some(tr!("hint-needs-roll"));
            return;
        };
        if turn.is_complete() {
            self.message = Some(tr!("all-dice-played"));
            return;
        }
        match nardy_core::choose_rest(Level::Strong, turn) {
            Some(t) => {
                let text: Vec<String> = t.steps.iter().map(ToString::to_string).collect();
                let moves = text.join(" ");
                self.message = Some(if turn.steps().is_empty() {
                    tr!("hint", moves = moves)
                } else {
                    tr!("hint-rest", moves = moves)
                });
                self.hint = Some(t.steps);
            }
            None => self.message = Some(tr!("cannot-move")),
        }
    }

    /// The save of the game now: the position at the start of this turn and the roll.
    #[must_use]
    pub fn to_save(&self, name: &str) -> SaveFile {
        SaveFile::of_saved(&Saved {
            position: *self.game.turn_start(),
            dice: self.game.turn().map(nardy_core::Turn::roll),
            players: self.players,
            score: self.score,
            name: Some(name.to_string()),
            saved_at: Some(chrono::Local::now().format("%Y-%m-%d %H:%M").to_string()),
        })
    }

    fn save(&mut self, name: &str) {
        let name = name.trim();
        let Some(file) = file_name(name) else {
            self.message = Some(tr!("save-needs-name"));
            return;
        };
        let path = self.saves.join(file);
        let text = self.to_save(name).to_json();
        match files::write_atomically(&path, text.as_bytes()) {
            Ok(()) => {
                self.message = Some(tr!("saved-as", name = name.to_string()));
                self.dirty = false;
                self.modal = None;
            }
            Err(e) => self.message = Some(tr!("cannot-save", reason = e.to_string())),
        }
    }

    fn load(&mut self, path: &Path) {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let parsed = files::read_text(path, SAVE_LIMIT)
            .map_err(|e| e.to_string())
            .and_then(|text| SaveFile::parse(&text).map_err(|e| e.to_string()));
        match parsed {
            Ok(saved) => {
                self.resume(&saved);
                self.modal = None;
                let shown = saved.name.unwrap_or(name);
                self.message = Some(tr!("loaded", name = shown));
            }
            Err(e) => {
                self.modal = None;
                self.message = Some(tr!("cannot-load", name = name, reason = e));
            }
        }
    }

    // ---- Drawing ---------------------------------------------------------------------------

    /// One frame: logic, then the panels, then the actions they asked for.
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.logic(&ctx);
        self.ui(ui);
    }

    /// Draws the window and applies what was asked.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let mut actions = Vec::new();
        egui::Panel::top("nardy-menu").show(ui, |ui| actions.extend(menu_bar(ui)));
        egui::Panel::right("nardy-side")
            .min_size(230.0)
            .show(ui, |ui| actions.extend(self.side_ui(ui)));
        egui::CentralPanel::default().show(ui, |ui| {
            let interactive =
                self.modal.is_none() && self.human_to_move() && self.game.turn().is_some();
            let view = BoardView {
                position: self.game.position(),
                selected: self.selected,
                targets: &self.targets,
                hint: self.hint.as_deref(),
                interactive,
                picture: false,
            };
            if let Some(input) = view.ui(ui) {
                actions.push(Action::Board(input));
            }
        });
        if let Some(modal) = &mut self.modal {
            actions.extend(show_modal(&ctx, modal, self.score));
        }
        help_window(
            &ctx,
            &tr!("rules-title"),
            &tr!("close"),
            &mut self.rules_open,
            rules_body,
        );
        about_window(&ctx, &about(), &tr!("close"), &mut self.about_open);
        if self.modal.is_none() {
            actions.extend(keys(&ctx));
        } else if ctx.input(|i| i.key_pressed(Key::Escape))
            && !matches!(self.modal, Some(Modal::Result(_)))
        {
            actions.push(Action::CloseDialog);
        }
        for a in actions {
            self.apply(a, &ctx);
        }
    }

    fn side_ui(&mut self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let mover = self.game.to_move();
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
            draw_checker(ui.painter(), rect.center(), 12.0, mover);
            let text = match self.game.outcome() {
                Some(o) => words::outcome(o),
                None => words::to_move(mover, self.players[mover.index()]),
            };
            ui.heading(text);
        });
        ui.separator();
        // The dice.
        ui.horizontal(|ui| match self.game.turn() {
            Some(turn) => {
                let roll = turn.roll();
                let all: Vec<u8> = if roll.is_double() {
                    vec![roll.dice()[0]; 4]
                } else {
                    roll.dice().to_vec()
                };
                let mut left = turn.dice_left().to_vec();
                for (i, d) in all.iter().enumerate() {
                    let used = match left.iter().position(|x| x == d) {
                        Some(k) => {
                            left.remove(k);
                            false
                        }
                        None => true,
                    };
                    let label = if used {
                        tr!("die-used", n = i + 1, value = *d)
                    } else {
                        tr!("die", n = i + 1, value = *d)
                    };
                    let _ = die_ui(ui, Some(*d), used, &label);
                }
            }
            None => {
                for i in 1..=2 {
                    if die_ui(ui, None, false, &tr!("die-not-rolled", n = i)).clicked() {
                        actions.push(Action::Roll);
                    }
                }
            }
        });
        ui.add_space(6.0);
        let human = self.human_to_move() && self.modal.is_none();
        let rolled = self.game.turn().is_some();
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(human && !rolled, egui::Button::new(tr!("button-roll")))
                .clicked()
            {
                actions.push(Action::Roll);
            }
            if ui
                .add_enabled(human && rolled, egui::Button::new(tr!("button-end")))
                .clicked()
            {
                actions.push(Action::EndTurn);
            }
            if ui
                .add_enabled(human && rolled, egui::Button::new(tr!("button-undo")))
                .clicked()
            {
                actions.push(Action::Undo);
            }
            if ui
                .add_enabled(human && rolled, egui::Button::new(tr!("button-hint")))
                .clicked()
            {
                actions.push(Action::Hint);
            }
        });
        ui.add_space(6.0);
        if let Some(m) = &self.message {
            ui.label(RichText::new(m.as_str()).color(Color32::from_rgb(200, 120, 30)));
        }
        ui.separator();
        ui.label(RichText::new(tr!("match")).strong());
        for c in Colour::ALL {
            ui.label(tr!(
                "match-line",
                colour = words::colour(c),
                player = words::player(self.players[c.index()]),
                score = self.score[c.index()],
                pips = self.game.position().pip_count(c),
                off = self.game.position().off(c),
            ));
        }
        actions
    }
}

impl eframe::App for NardyApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        NardyApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        NardyApp::ui(self, ui);
    }
}

fn menu_bar(ui: &mut Ui) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("menu-game"), |ui| {
            for (text, action) in [
                (tr!("menu-new"), Action::NewGameDialog),
                (tr!("menu-save"), Action::SaveDialog),
                (tr!("menu-load"), Action::LoadDialog),
                (tr!("menu-quit"), Action::AskQuit),
            ] {
                if ui.button(text).clicked() {
                    actions.push(action);
                    ui.close();
                }
            }
        });
        ui.menu_button(tr!("menu-language"), |ui| {
            for l in crate::i18n::LANGUAGES {
                if ui.button(l.own_name()).clicked() {
                    actions.push(Action::Language(l));
                    ui.close();
                }
            }
        });
        ui.menu_button(tr!("menu-help"), |ui| {
            if ui.button(tr!("menu-rules")).clicked() {
                actions.push(Action::Rules);
                ui.close();
            }
            if ui.button(tr!("menu-about")).clicked() {
                actions.push(Action::About);
                ui.close();
            }
        });
    });
    actions
}

fn keys(ctx: &egui::Context) -> Vec<Action> {
    if ctx.egui_wants_keyboard_input() {
        return Vec::new();
    }
    ctx.input(|i| {
        let mut v = Vec::new();
        if i.key_pressed(Key::Space) {
            v.push(Action::Roll);
        }
        if i.key_pressed(Key::Enter) {
            v.push(Action::EndTurn);
        }
        if (i.modifiers.command && i.key_pressed(Key::Z)) || i.key_pressed(Key::Backspace) {
            v.push(Action::Undo);
        }
        if i.key_pressed(Key::H) {
            v.push(Action::Hint);
        }
        v
    })
}

fn show_modal(ctx: &egui::Context, modal: &mut Modal, score: [u32; 2]) -> Vec<Action> {
    let mut actions = Vec::new();
    let response = egui::Modal::new(egui::Id::unique("nardy-dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        match modal {
            Modal::NewGame { players, unsaved } => {
                ui.heading(tr!("new-game"));
                if *unsaved {
                    ui.label(
                        RichText::new(tr!("new-game-unsaved"))
                            .color(Color32::from_rgb(200, 120, 30)),
                    );
                }
                for c in Colour::ALL {
                    ui.label(RichText::new(words::colour(c)).strong());
                    ui.horizontal(|ui| {
                        for p in [
                            Player::Human,
                            Player::Computer(Level::Quick),
                            Player::Computer(Level::Strong),
                        ] {
                            ui.radio_value(&mut players[c.index()], p, words::player(p));
                        }
                    });
                }
                ui.label(tr!("random-start"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("start")).clicked() {
                        actions.push(Action::NewGame(*players));
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::Save(name) => {
                ui.heading(tr!("save-title"));
                ui.label(tr!("save-name"));
                let field =
                    ui.add(egui::TextEdit::singleline(name).hint_text(tr!("save-name-hint")));
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, "save name")
                });
                field.request_focus();
                let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button(tr!("save")).clicked() || enter {
                        actions.push(Action::Save(name.clone()));
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::Load(entries) => {
                ui.heading(tr!("load-title"));
                if entries.is_empty() {
                    ui.label(tr!("no-saves"));
                }
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        for e in entries.iter() {
                            if ui.button(format!("{} — {}", e.name, e.date)).clicked() {
                                actions.push(Action::Load(e.path.clone()));
                            }
                        }
                    });
                if ui.button(tr!("cancel")).clicked() {
                    actions.push(Action::CloseDialog);
                }
            }
            Modal::Result(o) => {
                ui.heading(tr!("game-over"));
                ui.label(words::outcome(*o));
                ui.label(tr!("match-score", white = score[0], black = score[1]));
                ui.horizontal(|ui| {
                    if ui.button(tr!("menu-new")).clicked() {
                        actions.push(Action::NewGameDialog);
                    }
                    if ui.button(tr!("close")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::ConfirmQuit => {
                ui.heading(tr!("quit-title"));
                ui.label(tr!("quit-unsaved"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("menu-save")).clicked() {
                        actions.push(Action::SaveDialog);
                    }
                    if ui.button(tr!("quit-anyway")).clicked() {
                        actions.push(Action::Quit);
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
        }
    });
    if response.should_close() && actions.is_empty() && !matches!(modal, Modal::Result(_)) {
        actions.push(Action::CloseDialog);
    }
    actions
}

fn rules_body(ui: &mut Ui) {
    start_picture(ui);
    ui.label(tr!("rules-picture"));
    for (i, (title, text)) in words::rules().into_iter().enumerate() {
        section(ui, &title);
        ui.label(text);
        rules_picture(ui, i);
    }
}

/// The picture under rules section `i`, if it has one: the block rule and bearing off, drawn
/// from positions the core checks (a refused move in red, an allowed one in green).
fn rules_picture(ui: &mut Ui, i: usize) {
    let example = |text: &str| nardy_core::SaveFile::parse(text).map(|s| s.position).ok();
    let block = r#"{"version": 1, "points": {"24": ["W", 8], "13": ["W", 2], "10": ["W", 1], "9": ["W", 1], "8": ["W", 1], "7": ["W", 1], "6": ["W", 1], "12": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": true}}"#;
    let off = r#"{"version": 1, "points": {"5": ["W", 2], "3": ["W", 3], "1": ["W", 10], "13": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;
    match i {
        4 => {
            if let Some(p) = example(block) {
                position_picture(
                    ui,
                    &p,
                    &[
                        (13, Dest::Point(11), REFUSED),
                        (24, Dest::Point(22), ALLOWED),
                    ],
                    "rules-block",
                );
                ui.label(tr!("rules-block-picture"));
            }
        }
        6 => {
            if let Some(p) = example(off) {
                position_picture(
                    ui,
                    &p,
                    &[(5, Dest::Off, ALLOWED), (3, Dest::Off, REFUSED)],
                    "rules-off",
                );
                ui.label(tr!("rules-off-picture"));
            }
        }
        _ => {}
    }
}

fn about() -> About {
    About {
        title: tr!("about-title"),
        name: tr!("about-name"),
        version: tr!("about-version", version = env!("CARGO_PKG_VERSION")),
        lines: vec![tr!("about-1"), tr!("about-2"), tr!("about-3")],
    }
}

/// The file name for a save called `name`: letters, digits, spaces, `-` and `_` kept, others
/// replaced by `_`; `None` for an empty name.
#[must_use]
pub fn file_name(name: &str) -> Option<String> {
    let clean: String = name
        .trim()
        .chars()
        .take(60)
        .map(|c| {
            if c.is_alphanumeric() || c == ' ' || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let clean = clean.trim().to_string();
    (!clean.is_empty() && clean.chars().any(char::is_alphanumeric)).then(|| format!("{clean}.json"))
}

/// The saved games in `folder`, newest first, with the name and date each file gives (its
/// file name and time when it gives none or cannot be read: loading it then says why).
#[must_use]
pub fn list_saves(folder: &Path) -> Vec<SaveEntry> {
    files::list_files(folder, "json")
        .into_iter()
        .map(|(path, time)| {
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let header = files::read_text(&path, SAVE_LIMIT)
                .ok()
                .and_then(|t| SaveFile::from_json(&t).ok());
            let name = header.as_ref().and_then(|h| h.name.clone()).unwrap_or(stem);
            let date = header.and_then(|h| h.saved_at).unwrap_or_else(|| {
                chrono::DateTime::<chrono::Local>::from(time)
                    .format("%Y-%m-%d %H:%M")
                    .to_string()
            });
            SaveEntry { path, name, date }
        })
        .collect()
}
