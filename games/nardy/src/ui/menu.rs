//! The menu bar and the keyboard shortcuts: Game (New, Load, Save, Quit, Play online ▸ Host /
//! Join / Watch), Turn (Roll, End move, Undo, Hint), Language, Help (Rules, About). Each menu item shows its shortcut, named in the
//! window's language by the shell.

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

use game_shell::menu::shortcut_text;

use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use crate::session::Move;
use game_shell::frame::Shell;

/// Game ▸ New game.
pub const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Game ▸ Load.
pub const LOAD: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Game ▸ Save.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Game ▸ Quit.
pub const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Turn ▸ Undo (Backspace does it too).
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Turn ▸ Roll.
pub const ROLL: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Space);
/// Turn ▸ End move.
pub const END_TURN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Enter);
/// Turn ▸ Hint.
pub const HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::H);
/// Help ▸ Rules.
pub const RULES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// What the menus may offer this frame.
#[derive(Copy, Clone, Debug)]
pub struct MenuState<'a> {
    /// A person is to move and no dialog is open (the turn's commands work).
    pub human_turn: bool,
    /// The dice are rolled.
    pub rolled: bool,
    /// The language policy, for the Language menu.
    pub language: &'a game_shell::prefs::LanguagePolicy,
    /// The theme, for the Theme menu.
    pub theme: game_shell::theme::Theme,
    /// The window is on the online screens (the game at this window is not saved there).
    pub online: bool,
}

/// Draws the menu bar.
pub fn menu_bar(ui: &mut Ui, state: MenuState<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let ctx = ui.ctx().clone();
    let item = |ui: &mut Ui, text: String, shortcut: &KeyboardShortcut, enabled: bool| {
        let button = egui::Button::new(text).shortcut_text(shortcut_text(&ctx, shortcut));
        let clicked = ui.add_enabled(enabled, button).clicked();
        if clicked {
            ui.close();
        }
        clicked
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("menu-game"), |ui| {
            for (text, shortcut, action) in [
                (tr!("menu-new"), &NEW, Action::Shell(Shell::New)),
                (tr!("menu-save"), &SAVE, Action::Shell(Shell::Save)),
                (tr!("menu-load"), &LOAD, Action::Shell(Shell::Load)),
                (tr!("menu-quit"), &QUIT, Action::Shell(Shell::Quit)),
            ] {
                let enabled = !(state.online && action == Action::Shell(Shell::Save));
                if item(ui, text, shortcut, enabled) {
                    actions.push(action);
                }
            }
            ui.separator();
            if let Some(kind) = game_shell::online::menu(ui) {
                actions.push(Action::Shell(Shell::Online(OnlineAction::Open(kind))));
            }
        });
        ui.menu_button(tr!("menu-turn"), |ui| {
            let turn = state.human_turn;
            for (text, shortcut, enabled, mv) in [
                (tr!("button-roll"), &ROLL, turn && !state.rolled, Move::Roll),
                (
                    tr!("button-end"),
                    &END_TURN,
                    turn && state.rolled,
                    Move::EndTurn,
                ),
                (tr!("button-undo"), &UNDO, turn && state.rolled, Move::Undo),
                (tr!("button-hint"), &HINT, turn && state.rolled, Move::Hint),
            ] {
                if item(ui, text, shortcut, enabled) {
                    actions.push(Action::Play(mv));
                }
            }
        });
        if let Some(choice) = game_shell::prefs::language_menu(ui, state.language) {
            actions.push(Action::Shell(Shell::Language(choice)));
        }
        if let Some(theme) = game_shell::theme::theme_menu(ui, state.theme) {
            actions.push(Action::Shell(Shell::Theme(theme)));
        }
        ui.menu_button(tr!("menu-help"), |ui| {
            if item(ui, tr!("menu-rules"), &RULES, true) {
                actions.push(Action::Shell(Shell::OpenRules));
            }
            if ui.button(tr!("menu-about")).clicked() {
                actions.push(Action::Shell(Shell::OpenAbout));
                ui.close();
            }
        });
    });
    actions
}

/// The keyboard shortcuts pressed this frame. `dialog_open` while a dialog waits for an answer
/// (only Escape counts then); the turn's keys count only while no text field has the keyboard.
pub fn shortcuts(ctx: &egui::Context, dialog_open: bool) -> Vec<Action> {
    let typing = ctx.egui_wants_keyboard_input();
    let mut actions = Vec::new();
    ctx.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            actions.push(Action::Shell(Shell::Escape));
        }
        if dialog_open {
            return;
        }
        for (shortcut, action) in [
            (&NEW, Action::Shell(Shell::New)),
            (&LOAD, Action::Shell(Shell::Load)),
            (&SAVE, Action::Shell(Shell::Save)),
            (&QUIT, Action::Shell(Shell::Quit)),
            (&RULES, Action::Shell(Shell::OpenRules)),
        ] {
            if input.consume_shortcut(shortcut) {
                actions.push(action);
            }
        }
        if typing {
            return;
        }
        for (shortcut, mv) in [
            (&UNDO, Move::Undo),
            (&ROLL, Move::Roll),
            (&END_TURN, Move::EndTurn),
            (&HINT, Move::Hint),
        ] {
            if input.consume_shortcut(shortcut) {
                actions.push(Action::Play(mv));
            }
        }
        if input.consume_key(Modifiers::NONE, Key::Backspace) {
            actions.push(Action::Play(Move::Undo));
        }
    });
    actions
}
