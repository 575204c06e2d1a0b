//! The menu bar and the keyboard shortcuts: Game (New, Load, Save, Replay, Review, Quit), Turn
//! (End turn, Take back), Options, Help (Rules, About).

use egui::{Key, KeyboardShortcut, ModifierNames, Modifiers, TextStyle, Ui};

use crate::action::Action;
use crate::review::ReviewStep;
use crate::session::Move;
use crate::tr;

/// Game ▸ New game.
pub const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Game ▸ Load.
pub const LOAD: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Game ▸ Save.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Game ▸ Quit.
pub const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Turn ▸ Take back the last tile.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Turn ▸ End turn.
pub const END_TURN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Enter);
/// Help ▸ Rules.
pub const RULES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// `shortcut` as the player reads it, in the window's language: `Ctrl+N`, `Strg+N`,
/// `Eingabe`. On a Mac whose font has the symbols, the modifiers are egui's symbols (`⌘N`), as
/// [`egui::Context::format_shortcut`] shows them; elsewhere on a Mac, `Cmd+N`.
#[must_use]
pub fn shortcut_text(ctx: &egui::Context, shortcut: &KeyboardShortcut) -> String {
    let is_mac = ctx.os().is_mac();
    let words = [
        tr!("key-alt"),
        tr!("key-ctrl"),
        tr!("key-shift"),
        tr!("key-cmd"),
        tr!("key-option"),
    ];
    let names = if is_mac && can_show_modifier_symbols(ctx) {
        ModifierNames::SYMBOLS
    } else {
        let [alt, ctrl, shift, mac_cmd, mac_alt] = &words;
        ModifierNames {
            is_short: false,
            alt,
            ctrl,
            shift,
            mac_cmd,
            mac_alt,
            concat: "+",
        }
    };
    let mut text = names.format(&shortcut.modifiers, is_mac);
    if !text.is_empty() {
        text += names.concat;
    }
    text += &key_name(shortcut.logical_key, names.is_short);
    text
}

/// Whether the font shows the Mac's modifier symbols (⌥ ⌃ ⇧ ⌘), as egui asks before it uses
/// them.
fn can_show_modifier_symbols(ctx: &egui::Context) -> bool {
    let ModifierNames {
        alt,
        ctrl,
        shift,
        mac_cmd,
        ..
    } = ModifierNames::SYMBOLS;
    let font = TextStyle::Body.resolve(&ctx.global_style());
    ctx.fonts_mut(|fonts| {
        [alt, ctrl, shift, mac_cmd]
            .iter()
            .all(|symbol| fonts.has_glyphs(&font, symbol))
    })
}

/// A key's name in the window's language (`Eingabe`); letters, digits and F-keys as egui
/// names them; arrows as symbols when `short`.
fn key_name(key: Key, short: bool) -> String {
    match key {
        Key::ArrowUp | Key::ArrowDown | Key::ArrowLeft | Key::ArrowRight if short => {
            key.symbol_or_name().to_owned()
        }
        Key::ArrowUp => tr!("key-up"),
        Key::ArrowDown => tr!("key-down"),
        Key::ArrowLeft => tr!("key-left"),
        Key::ArrowRight => tr!("key-right"),
        Key::Enter => tr!("key-enter"),
        Key::Escape => tr!("key-escape"),
        Key::Backspace => tr!("key-backspace"),
        Key::Space => tr!("key-space"),
        Key::Tab => tr!("key-tab"),
        Key::Delete => tr!("key-delete"),
        Key::Home => tr!("key-home"),
        Key::End => tr!("key-end"),
        Key::PageUp => tr!("key-page-up"),
        Key::PageDown => tr!("key-page-down"),
        Key::Plus => tr!("key-plus"),
        Key::Minus => tr!("key-minus"),
        other => other.name().to_owned(),
    }
}

/// What the menus may offer this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MenuState {
    /// A game is on screen (it can be saved).
    pub has_game: bool,
    /// A person is to move in a running game (turn commands work).
    pub human_turn: bool,
    /// A tile has been placed this turn (it can be taken back).
    pub can_undo: bool,
    /// The game on the board has a turn that ended (it can be replayed and reviewed).
    pub can_replay: bool,
}

/// Draws the menu bar.
pub fn menu_bar(ui: &mut Ui, state: MenuState) -> Vec<Action> {
    let mut actions = Vec::new();
    let ctx = ui.ctx().clone();
    let item = |ui: &mut Ui, text: &str, shortcut: Option<&KeyboardShortcut>, enabled: bool| {
        let mut button = egui::Button::new(text);
        if let Some(shortcut) = shortcut {
            button = button.shortcut_text(shortcut_text(&ctx, shortcut));
        }
        ui.add_enabled(enabled, button).clicked()
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("menu-game"), |ui| {
            if item(ui, &tr!("menu-new"), Some(&NEW), true) {
                actions.push(Action::NewGame);
            }
            if item(ui, &tr!("menu-load"), Some(&LOAD), true) {
                actions.push(Action::Load);
            }
            if item(ui, &tr!("menu-save"), Some(&SAVE), state.has_game) {
                actions.push(Action::Save);
            }
            if item(ui, &tr!("menu-replay"), None, state.can_replay) {
                actions.push(Action::Replay);
            }
            if item(ui, &tr!("menu-review"), None, state.can_replay) {
                actions.push(Action::Review(ReviewStep::Open));
            }
            ui.separator();
            if item(ui, &tr!("menu-quit"), Some(&QUIT), true) {
                actions.push(Action::Quit);
            }
        });
        ui.menu_button(tr!("menu-turn"), |ui| {
            if item(ui, &tr!("menu-end-turn"), Some(&END_TURN), state.human_turn) {
                actions.push(Action::Play(Move::EndTurn { confirmed: false }));
            }
            if item(ui, &tr!("menu-undo"), Some(&UNDO), state.can_undo) {
                actions.push(Action::Play(Move::Undo));
            }
        });
        if ui.button(tr!("menu-options")).clicked() {
            actions.push(Action::OpenOptions);
        }
        ui.menu_button(tr!("menu-help"), |ui| {
            if item(ui, &tr!("menu-rules"), Some(&RULES), true) {
                actions.push(Action::OpenRules);
            }
            if item(ui, &tr!("menu-reading"), None, true) {
                actions.push(Action::OpenReading);
            }
            if item(ui, &tr!("menu-about"), None, true) {
                actions.push(Action::OpenAbout);
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
    ctx.input_mut(|input| {
        if input.consume_shortcut(&NEW) {
            actions.push(Action::NewGame);
        }
        if input.consume_shortcut(&LOAD) {
            actions.push(Action::Load);
        }
        if state.has_game && input.consume_shortcut(&SAVE) {
            actions.push(Action::Save);
        }
        if input.consume_shortcut(&QUIT) {
            actions.push(Action::Quit);
        }
        if input.consume_shortcut(&RULES) {
            actions.push(Action::OpenRules);
        }
        if typing {
            return;
        }
        if state.can_undo && input.consume_shortcut(&UNDO) {
            actions.push(Action::Play(Move::Undo));
        }
        if state.human_turn && input.consume_shortcut(&END_TURN) {
            actions.push(Action::Play(Move::EndTurn { confirmed: false }));
        }
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            actions.push(Action::Escape);
        }
    });
    actions
}
