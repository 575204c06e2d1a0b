//! The menu bar and the keyboard shortcuts: the shell's (Game: New, Load, Save, Play online ▸
//! Host / Join / Watch, Quit; Language; Theme; Help: Rules, About —
//! [`game_shell::menu::menu_bar`]) with Nardy's Turn menu (Roll, End move, Undo, Hint) and
//! Help ▸ Learn to play (the guided first game, [`crate::guide`]). Each
//! menu item shows its shortcut, named in the window's language by the shell.

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

use game_shell::menu::{MenuWords, entry, shortcuts_with_replay};

use crate::action::Action;
use crate::guide::GuideAction;
use crate::i18n::tr;
use crate::session::Move;

/// The standard shortcuts, the same in every program of the workspace.
pub use game_shell::menu::{LOAD, NEW, QUIT, RULES, SAVE, UNDO};

/// Turn ▸ Roll.
pub const ROLL: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Space);
/// Turn ▸ End move.
pub const END_TURN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Enter);
/// Turn ▸ Hint.
pub const HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::H);

/// Turn ▸ Replay the game.
pub const REPLAY: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::R);

/// What the menus may offer this frame.
#[derive(Copy, Clone, Debug)]
pub struct MenuState<'a> {
    /// A person is to move and no dialog is open (the turn's commands work).
    pub human_turn: bool,
    /// The dice are rolled.
    pub rolled: bool,
    /// Undo does something: steps of the move to take back, or a whole turn against the
    /// computer.
    pub can_undo: bool,
    /// The game has turns to replay, and no replay or dialog is on screen.
    pub can_replay: bool,
    /// The shell's menus: the language, the theme, whether on the online screens.
    pub shell: game_shell::menu::MenuState<'a>,
}

/// Draws the menu bar.
pub fn menu_bar(ui: &mut Ui, state: MenuState<'_>) -> Vec<Action> {
    let words = MenuWords::from_catalog(|key| crate::i18n::text(key, None));
    let turn_menu = |ui: &mut Ui, actions: &mut Vec<Action>| {
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
                (
                    tr!("button-undo"),
                    &UNDO,
                    turn && state.can_undo,
                    Move::Undo,
                ),
                (tr!("button-hint"), &HINT, turn && state.rolled, Move::Hint),
            ] {
                if entry(ui, &text, Some(shortcut), enabled) {
                    actions.push(Action::Play(mv));
                }
            }
            ui.separator();
            if entry(ui, &tr!("replay-game"), Some(&REPLAY), state.can_replay) {
                actions.push(Action::StartReplay);
            }
        });
    };
    // Help ▸ Learn to play: the guided first game (not on the online screens).
    let learn = |ui: &mut Ui, actions: &mut Vec<Action>| {
        if entry(ui, &tr!("menu-learn"), None, !state.shell.online) {
            actions.push(Action::Guide(GuideAction::Start));
        }
    };
    game_shell::menu::menu_bar_with_help(
        ui,
        state.shell,
        &words,
        Action::Shell,
        |_, _| {},
        turn_menu,
        learn,
    )
}

/// The keyboard shortcuts pressed this frame: the shell's, then the turn's, or the replay's
/// while `replaying` (Home, Left, Right, End; Escape, the shell's, leaves it). `dialog_open` while a
/// dialog waits for an answer (only Escape counts then); the turn's keys count only while no
/// text field has the keyboard.
pub fn shortcuts(ctx: &egui::Context, dialog_open: bool, replaying: bool) -> Vec<Action> {
    shortcuts_with_replay(
        ctx,
        dialog_open,
        replaying,
        Action::Shell,
        Action::Replay,
        |input, actions| {
            if input.consume_shortcut(&REPLAY) {
                actions.push(Action::StartReplay);
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
        },
    )
}
