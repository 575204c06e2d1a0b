//! The menu bar and the keyboard shortcuts: Game (New, Load, Save, Replay, Review, Quit), Turn
//! (End turn, Take back), Options, Language (game-shell's, as in every program), Help (Rules,
//! Reading the board, Learn to play, About).

use egui::{Key, Modifiers, Ui};
use game_shell::frame::Shell;
use game_shell::menu::{Command, Enabled, standard_shortcuts};
/// The standard shortcuts and their names in the window's language (game-shell's, the same
/// in every program).
pub use game_shell::menu::{LOAD, NEW, QUIT, RULES, SAVE, UNDO, shortcut_text};
use game_shell::prefs::{LanguagePolicy, language_menu};

use super::keyboard::{END_TURN, HINT};
use crate::action::Action;
use crate::i18n::tr;
use crate::review::ReviewStep;
use crate::session::Move;

/// What the menus may offer this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MenuState {
    /// A game is on screen (it can be saved).
    pub has_game: bool,
    /// A person's turn is open for their moves (turn commands work): not while their bank
    /// is hidden behind the hot-seat screen.
    pub human_turn: bool,
    /// A tile has been placed this turn (it can be taken back).
    pub can_undo: bool,
    /// The game on the board has a turn that ended (it can be replayed and reviewed).
    pub can_replay: bool,
    /// A person at this window may ask for a hint (their turn is open, none is being
    /// searched).
    pub can_hint: bool,
}

/// Draws the menu bar. `language` is the window's language policy: its menu gives the shell's
/// [`Shell::Language`], which LoopIt writes to the settings file (key `Language`) as the
/// Options' language box does.
pub fn menu_bar(ui: &mut Ui, state: MenuState, language: &LanguagePolicy) -> Vec<Action> {
    let mut actions = Vec::new();
    let item = game_shell::menu::item;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("menu-game"), |ui| {
            if item(ui, &tr!("menu-new"), Some(&NEW), true) {
                actions.push(Action::Shell(Shell::New));
            }
            if item(ui, &tr!("menu-load"), Some(&LOAD), true) {
                actions.push(Action::Shell(Shell::Load));
            }
            if item(ui, &tr!("menu-open-record"), None, true) {
                actions.push(Action::OpenRecord);
            }
            if item(ui, &tr!("menu-save"), Some(&SAVE), state.has_game) {
                actions.push(Action::Shell(Shell::Save));
            }
            if item(ui, &tr!("menu-replay"), None, state.can_replay) {
                actions.push(Action::Replay);
            }
            if item(ui, &tr!("menu-review"), None, state.can_replay) {
                actions.push(Action::Review(ReviewStep::Open));
            }
            ui.separator();
            actions.extend(crate::ui::online::menu(ui));
            ui.separator();
            if item(ui, &tr!("menu-quit"), Some(&QUIT), true) {
                actions.push(Action::Shell(Shell::Quit));
            }
        });
        ui.menu_button(tr!("menu-turn"), |ui| {
            if item(ui, &tr!("menu-end-turn"), Some(&END_TURN), state.human_turn) {
                actions.push(Action::Play(Move::EndTurn { confirmed: false }));
            }
            if item(ui, &tr!("menu-undo"), Some(&UNDO), state.can_undo) {
                actions.push(Action::Play(Move::Undo));
            }
            ui.separator();
            if item(ui, &tr!("menu-hint"), Some(&HINT), state.can_hint) {
                actions.push(Action::Hint);
            }
        });
        if ui.button(tr!("menu-options")).clicked() {
            actions.push(Action::OpenOptions);
        }
        if let Some(choice) = language_menu(ui, language) {
            actions.push(Action::Shell(Shell::Language(choice)));
        }
        ui.menu_button(tr!("menu-help"), |ui| {
            if item(ui, &tr!("menu-rules"), Some(&RULES), true) {
                actions.push(Action::Shell(Shell::OpenRules));
            }
            if item(ui, &tr!("menu-reading"), None, true) {
                actions.push(Action::OpenReading);
            }
            if item(ui, &tr!("menu-learn"), None, true) {
                actions.push(Action::Guide(crate::guide::GuideAction::Start));
            }
            if item(ui, &tr!("menu-about"), None, true) {
                actions.push(Action::Shell(Shell::OpenAbout));
            }
        });
    });
    actions
}

/// The keyboard shortcuts pressed this frame. `typing` is true while a text field has the
/// keyboard (Enter then belongs to the field); `dialog_open` while a dialog is up (only the
/// dialog's own keys count then).
pub fn shortcuts(
    ctx: &egui::Context,
    state: MenuState,
    typing: bool,
    dialog_open: bool,
) -> Vec<Action> {
    let mut actions = Vec::new();
    if dialog_open {
        return actions;
    }
    let enabled = Enabled {
        save: state.has_game,
        undo: state.can_undo,
    };
    actions.extend(standard_shortcuts(ctx, enabled, typing).into_iter().map(
        |command| match command {
            Command::New => Action::Shell(Shell::New),
            Command::Load => Action::Shell(Shell::Load),
            Command::Save => Action::Shell(Shell::Save),
            Command::Quit => Action::Shell(Shell::Quit),
            Command::Rules => Action::Shell(Shell::OpenRules),
            Command::Undo => Action::Play(Move::Undo),
        },
    ));
    if typing {
        return actions;
    }
    ctx.input_mut(|input| {
        if state.human_turn && input.consume_shortcut(&END_TURN) {
            actions.push(Action::Play(Move::EndTurn { confirmed: false }));
        }
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            actions.push(Action::Escape);
        }
    });
    actions
}
