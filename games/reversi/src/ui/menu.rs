//! The menu bar (Game, Language, Theme, Help: the shell's, [`game_shell::menu::menu_bar`],
//! with Reversi's Undo in the Game menu) and the keyboard shortcuts beside it: the shell's
//! keys, and Reversi's Undo and H for a hint.

use egui::{Key, Modifiers, Ui};
use game_shell::menu::{MenuState, MenuWords, item, menu_bar, shell_shortcuts};

use crate::action::Action;
use crate::i18n::tr;
use crate::navigation::PasteKind;

/// The standard shortcuts, the same in every program of the workspace.
pub use game_shell::menu::{LOAD, NEW, QUIT, RULES, SAVE, UNDO};

/// The keys pressed this frame: Escape always, the shortcuts only without a dialog open.
pub fn shortcuts(ctx: &egui::Context, dialog_open: bool) -> Vec<Action> {
    let mut actions: Vec<Action> = shell_shortcuts(ctx, dialog_open)
        .into_iter()
        .map(Action::Shell)
        .collect();
    if dialog_open {
        return actions;
    }
    ctx.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::H) {
            actions.push(Action::Hint);
        }
        if input.consume_shortcut(&UNDO) {
            actions.push(Action::Undo);
        }
    });
    actions
}

/// The menu bar; `can_undo` when there is a move to take back.
pub fn ui(ui: &mut Ui, state: MenuState<'_>, can_undo: bool) -> Vec<Action> {
    let words = MenuWords::from_catalog(|key| crate::i18n::text(key, None));
    let online = state.online;
    let undo = move |ui: &mut Ui, actions: &mut Vec<Action>| {
        if item(ui, &tr!("menu-undo"), Some(&UNDO), can_undo && !online) {
            ui.close();
            actions.push(Action::Undo);
        }
        ui.separator();
        for (key, action) in [
            ("menu-copy-moves", Action::CopyMoves),
            ("menu-paste-moves", Action::OpenPaste(PasteKind::Moves)),
            ("menu-copy-position", Action::CopyPosition),
            (
                "menu-paste-position",
                Action::OpenPaste(PasteKind::Position),
            ),
        ] {
            if item(ui, &crate::i18n::text(key, None), None, !online) {
                ui.close();
                actions.push(action);
            }
        }
    };
    menu_bar(ui, state, &words, Action::Shell, undo, |_, _| {})
}
