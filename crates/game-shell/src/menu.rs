//! The standard menus and their keyboard shortcuts, the same in every program: New, Load, Save,
//! Quit, Undo, Rules (F1), About, Language — the shortcut keys once, their names in the
//! window's language (`Ctrl+N`, `Strg+N`, `Eingabe`).
//!
//! A program of the shell's skeleton ([`crate::frame`]) has its menu bar drawn by [`menu_bar`]
//! (its own entries and menus beside the standard ones, in its own words) and reads the
//! shell's keys with [`shell_shortcuts`]; both give the shell's actions ([`Shell`]). A program
//! that builds its menu bar itself uses [`item`] (a menu entry with its shortcut's name) and
//! [`standard_shortcuts`], which give [`Command`]s. The Language menu is
//! [`crate::prefs::language_menu`].

use egui::{Key, KeyboardShortcut, ModifierNames, Modifiers, TextStyle, Ui};

use crate::frame::Shell;
use crate::i18n::shell_tr;

/// Game ▸ New game.
pub const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Game ▸ Load.
pub const LOAD: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Game ▸ Save.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Game ▸ Quit.
pub const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Take back the last move.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Help ▸ Rules.
pub const RULES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// A standard menu command, as a menu entry or a shortcut gives it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Start a new game.
    New,
    /// Load a saved game.
    Load,
    /// Save the game.
    Save,
    /// Quit the program.
    Quit,
    /// Take back the last move.
    Undo,
    /// Show the rules.
    Rules,
}

/// What the standard commands may do this frame.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Enabled {
    /// There is a game to save.
    pub save: bool,
    /// There is a move to take back.
    pub undo: bool,
}

/// `shortcut` as the player reads it, in the window's language: `Ctrl+N`, `Strg+N`,
/// `Eingabe`. On a Mac whose font has the symbols, the modifiers are egui's symbols (`⌘N`), as
/// [`egui::Context::format_shortcut`] shows them; elsewhere on a Mac, `Cmd+N`.
#[must_use]
pub fn shortcut_text(ctx: &egui::Context, shortcut: &KeyboardShortcut) -> String {
    let is_mac = ctx.os().is_mac();
    let symbols = is_mac && can_show_modifier_symbols(ctx);
    shortcut_words(shortcut, is_mac, symbols)
}

/// [`shortcut_text`] for a Mac or not, with the Mac's symbols or not.
fn shortcut_words(shortcut: &KeyboardShortcut, is_mac: bool, symbols: bool) -> String {
    let words = [
        shell_tr!("shell-key-alt"),
        shell_tr!("shell-key-ctrl"),
        shell_tr!("shell-key-shift"),
        shell_tr!("shell-key-cmd"),
        shell_tr!("shell-key-option"),
    ];
    let names = if symbols {
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
#[must_use]
pub fn key_name(key: Key, short: bool) -> String {
    match key {
        Key::ArrowUp | Key::ArrowDown | Key::ArrowLeft | Key::ArrowRight if short => {
            key.symbol_or_name().to_owned()
        }
        Key::ArrowUp => shell_tr!("shell-key-up"),
        Key::ArrowDown => shell_tr!("shell-key-down"),
        Key::ArrowLeft => shell_tr!("shell-key-left"),
        Key::ArrowRight => shell_tr!("shell-key-right"),
        Key::Enter => shell_tr!("shell-key-enter"),
        Key::Escape => shell_tr!("shell-key-escape"),
        Key::Backspace => shell_tr!("shell-key-backspace"),
        Key::Space => shell_tr!("shell-key-space"),
        Key::Tab => shell_tr!("shell-key-tab"),
        Key::Delete => shell_tr!("shell-key-delete"),
        Key::Home => shell_tr!("shell-key-home"),
        Key::End => shell_tr!("shell-key-end"),
        Key::PageUp => shell_tr!("shell-key-page-up"),
        Key::PageDown => shell_tr!("shell-key-page-down"),
        Key::Plus => shell_tr!("shell-key-plus"),
        Key::Minus => shell_tr!("shell-key-minus"),
        other => other.name().to_owned(),
    }
}

/// A menu entry labelled `text`, with the name of its `shortcut` beside it, greyed out unless
/// `enabled`; true when clicked.
pub fn item(ui: &mut Ui, text: &str, shortcut: Option<&KeyboardShortcut>, enabled: bool) -> bool {
    let mut button = egui::Button::new(text);
    if let Some(shortcut) = shortcut {
        button = button.shortcut_text(shortcut_text(ui.ctx(), shortcut));
    }
    ui.add_enabled(enabled, button).clicked()
}

/// [`item`] in a menu that closes when the entry is clicked, as every menu of the programs
/// does; true when clicked.
pub fn entry(ui: &mut Ui, text: &str, shortcut: Option<&KeyboardShortcut>, enabled: bool) -> bool {
    let clicked = item(ui, text, shortcut, enabled);
    if clicked {
        ui.close();
    }
    clicked
}

/// The standard shortcuts pressed this frame, consumed from the input: New, Load, Save (when
/// enabled), Quit, Rules, and Undo (when enabled and `typing` is false: while a text field has
/// the keyboard, Ctrl+Z belongs to it).
pub fn standard_shortcuts(ctx: &egui::Context, enabled: Enabled, typing: bool) -> Vec<Command> {
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        for (shortcut, command, on) in [
            (NEW, Command::New, true),
            (LOAD, Command::Load, true),
            (SAVE, Command::Save, enabled.save),
            (QUIT, Command::Quit, true),
            (RULES, Command::Rules, true),
            (UNDO, Command::Undo, enabled.undo && !typing),
        ] {
            if on && input.consume_shortcut(&shortcut) {
                commands.push(command);
            }
        }
    });
    commands
}

/// The words of the shell's menus, from the program's catalog (a program names its About box
/// after itself: "About Reversi").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuWords {
    /// The Game menu.
    pub game: String,
    /// Game ▸ New game.
    pub new: String,
    /// Game ▸ Load.
    pub load: String,
    /// Game ▸ Save.
    pub save: String,
    /// Game ▸ Quit.
    pub quit: String,
    /// The Help menu.
    pub help: String,
    /// Help ▸ Rules.
    pub rules: String,
    /// Help ▸ About.
    pub about: String,
}

impl MenuWords {
    /// The words from the program's catalog, by the keys every program's catalog has:
    /// `menu-game`, `menu-new`, `menu-load`, `menu-save`, `menu-quit`, `menu-help`,
    /// `menu-rules`, `menu-about` (`text`: the program's `crate::i18n::text` without
    /// arguments).
    #[must_use]
    pub fn from_catalog(text: impl Fn(&str) -> String) -> MenuWords {
        MenuWords {
            game: text("menu-game"),
            new: text("menu-new"),
            load: text("menu-load"),
            save: text("menu-save"),
            quit: text("menu-quit"),
            help: text("menu-help"),
            rules: text("menu-rules"),
            about: text("menu-about"),
        }
    }
}

/// What the shell's menus show besides their items.
#[derive(Clone, Copy, Debug)]
pub struct MenuState<'a> {
    /// The language policy (the choice is marked in the Language menu).
    pub language: &'a crate::prefs::LanguagePolicy,
    /// The theme (marked in the Theme menu).
    pub theme: crate::theme::Theme,
    /// The window is on the online screens.
    pub online: bool,
    /// There is a game to save (Game ▸ Save): Reversi and Nardy save the game at this
    /// window, not a room's; LoopIt saves the game on screen, a room's too, but not on its
    /// setup screen.
    pub can_save: bool,
}

/// The menu bar of a program, the same in every program: Game (New, Load, Save, the program's
/// own `game_items`, Play online, Quit), the program's own `menus`, Language, Theme, Help
/// (Rules, About). The shell's entries give [`Shell`] actions, wrapped into the program's by
/// `wrap`; a click closes the menu.
pub fn menu_bar<A, H>(
    ui: &mut Ui,
    state: MenuState<'_>,
    words: &MenuWords,
    wrap: fn(Shell<H>) -> A,
    game_items: impl FnOnce(&mut Ui, &mut Vec<A>),
    menus: impl FnOnce(&mut Ui, &mut Vec<A>),
) -> Vec<A> {
    menu_bar_with_help(ui, state, words, wrap, game_items, menus, |_, _| {})
}

/// [`menu_bar`] with the program's own `help_items` in the Help menu, between Rules and About
/// (Nardy's Learn to play); they close the menu when clicked.
pub fn menu_bar_with_help<A, H>(
    ui: &mut Ui,
    state: MenuState<'_>,
    words: &MenuWords,
    wrap: fn(Shell<H>) -> A,
    game_items: impl FnOnce(&mut Ui, &mut Vec<A>),
    menus: impl FnOnce(&mut Ui, &mut Vec<A>),
    help_items: impl FnOnce(&mut Ui, &mut Vec<A>),
) -> Vec<A> {
    let mut actions = Vec::new();
    let mut shell = Vec::new();
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(&words.game, |ui| {
            for (text, shortcut, enabled, action) in [
                (&words.new, NEW, true, Shell::New),
                (&words.load, LOAD, true, Shell::Load),
                (&words.save, SAVE, state.can_save, Shell::Save),
            ] {
                if entry(ui, text, Some(&shortcut), enabled) {
                    shell.push(action);
                }
            }
            game_items(ui, &mut actions);
            ui.separator();
            if let Some(kind) = crate::online::menu(ui) {
                shell.push(Shell::Online(crate::online::OnlineAction::Open(kind)));
            }
            let record = shell_tr!("shell-menu-open-record");
            if entry(ui, &record, None, true) {
                shell.push(Shell::OpenRecord);
            }
            ui.separator();
            if entry(ui, &words.quit, Some(&QUIT), true) {
                shell.push(Shell::Quit);
            }
        });
        menus(ui, &mut actions);
        if let Some(choice) = crate::prefs::language_menu(ui, state.language) {
            shell.push(Shell::Language(choice));
        }
        if let Some(theme) = crate::theme::theme_menu(ui, state.theme) {
            shell.push(Shell::Theme(theme));
        }
        ui.menu_button(&words.help, |ui| {
            if entry(ui, &words.rules, Some(&RULES), true) {
                shell.push(Shell::OpenRules);
            }
            help_items(ui, &mut actions);
            if entry(ui, &words.about, None, true) {
                shell.push(Shell::OpenAbout);
            }
        });
    });
    actions.extend(shell.into_iter().map(wrap));
    actions
}

/// The shell's keys pressed this frame, consumed from the input: Escape always; New, Load,
/// Save, Quit and Rules only while no dialog waits for an answer (`dialog_open`).
pub fn shell_shortcuts<H>(ctx: &egui::Context, dialog_open: bool) -> Vec<Shell<H>> {
    let mut actions = Vec::new();
    ctx.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            actions.push(Shell::Escape);
        }
        if dialog_open {
            return;
        }
        for (shortcut, action) in [
            (NEW, Shell::New),
            (LOAD, Shell::Load),
            (SAVE, Shell::Save),
            (QUIT, Shell::Quit),
            (RULES, Shell::OpenRules),
        ] {
            if input.consume_shortcut(&shortcut) {
                actions.push(action);
            }
        }
    });
    actions
}

/// The keys pressed this frame in a program with a replay (Reversi's, Nardy's): the shell's
/// ([`shell_shortcuts`]: Escape always, the others without a dialog); then, while no dialog
/// is open and no text field has the keyboard, the replay's ([`crate::replay::keys`]) while
/// `replaying`, else the program's own, which `own` takes from the input. `shell` and
/// `replay` make the program's actions of the shell's and the replay's.
pub fn shortcuts_with_replay<A, H>(
    ctx: &egui::Context,
    dialog_open: bool,
    replaying: bool,
    shell: fn(Shell<H>) -> A,
    replay: fn(crate::replay::ReplayStep) -> A,
    own: impl FnOnce(&mut egui::InputState, &mut Vec<A>),
) -> Vec<A> {
    let mut actions: Vec<A> = shell_shortcuts(ctx, dialog_open)
        .into_iter()
        .map(shell)
        .collect();
    if dialog_open || ctx.egui_wants_keyboard_input() {
        return actions;
    }
    if replaying {
        actions.extend(crate::replay::keys(ctx).into_iter().map(replay));
    } else {
        ctx.input_mut(|input| own(input, &mut actions));
    }
    actions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn shortcut_names_are_in_german() {
        set_language(Language::German);
        let names = [
            shortcut_words(&NEW, false, false),
            shortcut_words(&QUIT, false, false),
            shortcut_words(
                &KeyboardShortcut::new(Modifiers::NONE, Key::Enter),
                false,
                false,
            ),
            shortcut_words(
                &KeyboardShortcut::new(Modifiers::SHIFT, Key::ArrowLeft),
                false,
                false,
            ),
            shortcut_words(&RULES, false, false),
        ];
        set_language(Language::English);
        assert_eq!(
            names,
            ["Strg+N", "Strg+Q", "Eingabe", "Umschalt+Pfeil links", "F1"]
        );
        assert_eq!(shortcut_words(&NEW, false, false), "Ctrl+N");
    }

    #[test]
    fn a_mac_says_cmd_or_shows_its_symbols() {
        assert_eq!(shortcut_words(&NEW, true, false), "Cmd+N");
        assert_eq!(shortcut_words(&NEW, true, true), "⌘N");
    }

    #[test]
    fn the_shortcut_text_follows_the_context() {
        let ctx = egui::Context::default();
        set_language(Language::Russian);
        let text = shortcut_text(&ctx, &KeyboardShortcut::new(Modifiers::NONE, Key::Space));
        set_language(Language::English);
        assert_eq!(text, "Пробел");
    }
}
