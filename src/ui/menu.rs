//! The menu bar and the keyboard shortcuts: the shell's menu bar (as in every program) with
//! LoopIt's items — Game (New, Load, Open an online game's record, Save, Replay, Review, Play
//! online, Quit), Turn (End turn, Take back, Hint), Options, Language, Theme, Help (Rules,
//! Reading the board, Learn to play, About).

use egui::{Key, Modifiers, Ui};
use game_shell::frame::Shell;
use game_shell::menu::{Command, Enabled, MenuWords, standard_shortcuts};
/// The standard shortcuts and their names in the window's language (game-shell's, the same
/// in every program).
pub use game_shell::menu::{LOAD, NEW, QUIT, RULES, SAVE, UNDO, shortcut_text};

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

/// Draws the menu bar: the shell's, as in every program (Game with New, Load, Save, Play
/// online and Quit; Language; Theme; Help with Rules and About), with LoopIt's own items —
/// Game's Open an online game's record, Replay and Review; the Turn menu; Options; Help's
/// Reading the board and Learn to play. `shell` is what the shell's menus show (the language
/// policy, whose menu gives the shell's [`Shell::Language`], which LoopIt writes to the
/// settings file as the Options' language box does; the theme).
pub fn menu_bar(
    ui: &mut Ui,
    state: MenuState,
    shell: game_shell::menu::MenuState<'_>,
) -> Vec<Action> {
    let item = game_shell::menu::entry;
    let game_items = |ui: &mut Ui, actions: &mut Vec<Action>| {
        if item(ui, &tr!("menu-replay"), None, state.can_replay) {
            actions.push(Action::Replay);
        }
        if item(ui, &tr!("menu-review"), None, state.can_replay) {
            actions.push(Action::Review(ReviewStep::Open));
        }
    };
    let menus = |ui: &mut Ui, actions: &mut Vec<Action>| {
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
    };
    let help_items = |ui: &mut Ui, actions: &mut Vec<Action>| {
        if item(ui, &tr!("menu-reading"), None, true) {
            actions.push(Action::OpenReading);
        }
        if item(ui, &tr!("menu-learn"), None, true) {
            actions.push(Action::Guide(crate::guide::GuideAction::Start));
        }
    };
    let words = MenuWords::from_catalog(|key| crate::i18n::text(key, None));
    game_shell::menu::menu_bar_with_help(
        ui,
        shell,
        &words,
        Action::Shell,
        game_items,
        menus,
        help_items,
    )
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
