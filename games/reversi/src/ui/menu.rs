//! The menu bar (Game, Language, Theme, Help) and the keyboard shortcuts beside it: the shell's
//! standard shortcuts, their key names in the window's language.

use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use game_shell::menu::shortcut_text;
use game_shell::prefs::{LanguagePolicy, language_menu};

use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use game_shell::frame::Shell;

/// The standard shortcuts, the same in every program of the workspace.
pub use game_shell::menu::{LOAD, NEW, QUIT, RULES, SAVE, UNDO};

/// What the menus show besides their items.
#[derive(Clone, Copy, Debug)]
pub struct MenuState<'a> {
    /// Whether there is a move to take back.
    pub can_undo: bool,
    /// The language policy (the choice is marked in the Language menu).
    pub language: &'a LanguagePolicy,
    /// The theme (marked in the Theme menu).
    pub theme: game_shell::theme::Theme,
    /// The window is on the online screens (the game at this window is neither saved nor
    /// undone from there).
    pub online: bool,
}

/// The keys pressed this frame: Escape always, the shortcuts only without a dialog open.
pub fn shortcuts(ctx: &egui::Context, dialog_open: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    ctx.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            actions.push(Action::Shell(Shell::Escape));
        }
        if dialog_open {
            return;
        }
        if input.consume_key(Modifiers::NONE, Key::H) {
            actions.push(Action::Hint);
        }
        for (shortcut, action) in [
            (NEW, Action::Shell(Shell::New)),
            (LOAD, Action::Shell(Shell::Load)),
            (SAVE, Action::Shell(Shell::Save)),
            (QUIT, Action::Shell(Shell::Quit)),
            (UNDO, Action::Undo),
            (RULES, Action::Shell(Shell::OpenRules)),
        ] {
            if input.consume_shortcut(&shortcut) {
                actions.push(action);
            }
        }
    });
    actions
}

/// The menu bar.
pub fn ui(ui: &mut Ui, state: MenuState<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let ctx = ui.ctx().clone();
    let item = |ui: &mut Ui, text: &str, shortcut: &KeyboardShortcut, enabled: bool| {
        let button = egui::Button::new(text).shortcut_text(shortcut_text(&ctx, shortcut));
        ui.add_enabled(enabled, button).clicked()
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("menu-game"), |ui| {
            if item(ui, &tr!("menu-new"), &NEW, true) {
                actions.push(Action::Shell(Shell::New));
            }
            if item(ui, &tr!("menu-load"), &LOAD, true) {
                actions.push(Action::Shell(Shell::Load));
            }
            if item(ui, &tr!("menu-save"), &SAVE, !state.online) {
                actions.push(Action::Shell(Shell::Save));
            }
            if item(
                ui,
                &tr!("menu-undo"),
                &UNDO,
                state.can_undo && !state.online,
            ) {
                actions.push(Action::Undo);
            }
            ui.separator();
            if let Some(kind) = game_shell::online::menu(ui) {
                actions.push(Action::Shell(Shell::Online(OnlineAction::Open(kind))));
            }
            ui.separator();
            if item(ui, &tr!("menu-quit"), &QUIT, true) {
                actions.push(Action::Shell(Shell::Quit));
            }
        });
        if let Some(choice) = language_menu(ui, state.language) {
            actions.push(Action::Shell(Shell::Language(choice)));
        }
        if let Some(theme) = game_shell::theme::theme_menu(ui, state.theme) {
            actions.push(Action::Shell(Shell::Theme(theme)));
        }
        ui.menu_button(tr!("menu-help"), |ui| {
            if item(ui, &tr!("menu-rules"), &RULES, true) {
                actions.push(Action::Shell(Shell::OpenRules));
            }
            if ui.button(tr!("menu-about")).clicked() {
                actions.push(Action::Shell(Shell::OpenAbout));
            }
        });
    });
    actions
}
