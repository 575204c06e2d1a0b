//! The menu bar (Game, Language, Theme, Help: the shell's, [`game_shell::menu::menu_bar`],
//! with Reversi's Undo in the Game menu, and Reversi's Analysis menu) and the keyboard
//! shortcuts beside it: the shell's keys, Reversi's Undo, H for a hint, V for the move values
//! and R for the review.

use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use game_shell::menu::{MenuState, MenuWords, entry, menu_bar, shortcuts_with_replay};

use crate::action::{Action, ReviewStep};
use crate::i18n::tr;
use crate::navigation::PasteKind;

/// The standard shortcuts, the same in every program of the workspace.
pub use game_shell::menu::{LOAD, NEW, QUIT, RULES, SAVE, UNDO};

/// The keys pressed this frame: Escape always, the shortcuts only without a dialog open;
/// while `replaying`, the replay's keys (Home, Left, Right, End) instead of the game's.
pub fn shortcuts(ctx: &egui::Context, dialog_open: bool, replaying: bool) -> Vec<Action> {
    shortcuts_with_replay(
        ctx,
        dialog_open,
        replaying,
        Action::Shell,
        Action::Replay,
        |input, actions| {
            if input.consume_key(Modifiers::NONE, Key::H) {
                actions.push(Action::Hint);
            }
            if input.consume_shortcut(&UNDO) {
                actions.push(Action::Undo);
            }
        },
    )
}

/// Analysis ▸ Show move values.
pub const SHOW_VALUES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::V);
/// Analysis ▸ Review the game.
pub const REVIEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::R);

/// What the Analysis menu offers this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisMenu {
    /// Whether the move values are shown (the check mark).
    pub show_values: bool,
    /// Whether the game on the board has moves to review.
    pub can_review: bool,
    /// Whether the menu works (not on the online screens).
    pub enabled: bool,
}

/// The Analysis menu's keys pressed this frame (none while a dialog is open).
pub fn analysis_shortcuts(
    ctx: &egui::Context,
    dialog_open: bool,
    menu: AnalysisMenu,
) -> Vec<Action> {
    let mut actions = Vec::new();
    if dialog_open || !menu.enabled || ctx.egui_wants_keyboard_input() {
        return actions;
    }
    ctx.input_mut(|input| {
        if input.consume_shortcut(&SHOW_VALUES) {
            actions.push(Action::ToggleValues);
        }
        if menu.can_review && input.consume_shortcut(&REVIEW) {
            actions.push(Action::Review(ReviewStep::Start));
        }
    });
    actions
}

/// The Analysis menu: Show move values (a check box) and Review the game.
fn analysis_menu(ui: &mut Ui, menu: AnalysisMenu, actions: &mut Vec<Action>) {
    ui.menu_button(tr!("menu-analysis"), |ui| {
        ui.add_enabled_ui(menu.enabled, |ui| {
            ui.horizontal(|ui| {
                let mut on = menu.show_values;
                if ui.checkbox(&mut on, tr!("menu-show-values")).clicked() {
                    ui.close();
                    actions.push(Action::ToggleValues);
                }
                ui.weak(game_shell::menu::shortcut_text(ui.ctx(), &SHOW_VALUES));
            });
        });
        if entry(
            ui,
            &tr!("menu-review"),
            Some(&REVIEW),
            menu.enabled && menu.can_review,
        ) {
            actions.push(Action::Review(ReviewStep::Start));
        }
        if entry(
            ui,
            &tr!("menu-replay"),
            None,
            menu.enabled && menu.can_review,
        ) {
            actions.push(Action::StartReplay);
        }
    });
}

/// The menu bar; `can_undo` when there is a move to take back.
pub fn ui(
    ui: &mut Ui,
    state: MenuState<'_>,
    can_undo: bool,
    analysis: AnalysisMenu,
) -> Vec<Action> {
    let words = MenuWords::from_catalog(|key| crate::i18n::text(key, None));
    let online = state.online;
    let undo = move |ui: &mut Ui, actions: &mut Vec<Action>| {
        if entry(ui, &tr!("menu-undo"), Some(&UNDO), can_undo && !online) {
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
            if entry(ui, &crate::i18n::text(key, None), None, !online) {
                actions.push(action);
            }
        }
    };
    menu_bar(ui, state, &words, Action::Shell, undo, |ui, actions| {
        analysis_menu(ui, analysis, actions);
    })
}
