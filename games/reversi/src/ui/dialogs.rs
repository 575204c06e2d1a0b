//! The dialogs over the board — new game, the shell's save-first dialog, the shell's own file
//! dialog — and the tool windows beside it (the rules, the About box).

use egui::Id;
use game_shell::browser::BrowserWords;
use game_shell::dialogs::abandon_body;
use game_shell::window::{about_window, help_window, section};
use reversi_core::{Colour, Level, Player, Rules};

use crate::action::Action;
use crate::i18n::tr;
use crate::navigation::{Modal, NextGame, PasteForm, PasteKind, ToolWindows};
use crate::words;
use game_shell::frame::Shell;

/// The players offered for each colour.
const PLAYERS: [Player; 4] = [
    Player::Human,
    Player::Computer(Level::Random),
    Player::Computer(Level::Greedy),
    Player::Computer(Level::AlphaBeta),
];

/// Draws `modal`; `would_lose` says the game on the board is unsaved and unfinished.
pub fn modal(ctx: &egui::Context, modal: &mut Modal, would_lose: bool) -> Option<Action> {
    let mut action = None;
    let response = egui::Modal::new(Id::unique("reversi-dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        action = match modal {
            Modal::NewGame(next) => new_game(ui, next, would_lose),
            Modal::Paste(form) => paste(ui, form, would_lose),
            Modal::Abandon(step) => abandon_body(ui, &step.abandon().question())
                .map(|it| Action::Shell(Shell::Abandon(it))),
            Modal::Files { browser, .. } => browser
                .ui(ui, &BrowserWords::localised())
                .map(|it| Action::Shell(Shell::Browser(it))),
            Modal::Record(dialog) => game_shell::dialogs::record_body(ui, dialog)
                .map(|it| Action::Shell(Shell::Record(it))),
        };
    });
    if action.is_none() && response.should_close() {
        action = Some(Action::Shell(Shell::Close));
    }
    action
}

/// Rules and players for the next game.
fn new_game(ui: &mut egui::Ui, next: &mut NextGame, would_lose: bool) -> Option<Action> {
    let mut action = None;
    ui.heading(tr!("new-title"));
    ui.add_space(4.0);
    for rules in Rules::ALL {
        ui.radio_value(&mut next.rules, rules, words::rules(rules));
    }
    ui.add_space(4.0);
    for (choice, colour) in next.players.iter_mut().zip(Colour::ALL) {
        egui::ComboBox::from_label(words::colour(colour, next.rules))
            .selected_text(words::player(*choice))
            .show_ui(ui, |ui| {
                for p in PLAYERS {
                    let item = ui.selectable_value(choice, p, words::player(p));
                    if let Player::Computer(level) = p {
                        item.on_hover_text(words::level_about(level));
                    }
                }
            });
        // The level's line and its measured strength, weakest to strongest in the list.
        if let Player::Computer(level) = *choice {
            ui.indent(colour.letter(), |ui| {
                ui.label(words::level_about(level));
                ui.small(words::level_strength(level));
            });
        }
    }
    if would_lose {
        ui.add_space(4.0);
        ui.label(tr!("new-unsaved"));
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button(tr!("new-start")).clicked() {
            action = Some(Action::StartGame);
        }
        if ui.button(tr!("button-cancel")).clicked() {
            action = Some(Action::Shell(Shell::Close));
        }
    });
    action
}

/// A move list or a position to start a game from: the rules, the text, why it was refused.
fn paste(ui: &mut egui::Ui, form: &mut PasteForm, would_lose: bool) -> Option<Action> {
    let mut action = None;
    let (title, help) = match form.kind {
        PasteKind::Moves => ("paste-moves-title", "paste-moves-help"),
        PasteKind::Position => ("paste-position-title", "paste-position-help"),
    };
    ui.heading(crate::i18n::text(title, None));
    ui.add_space(4.0);
    ui.label(crate::i18n::text(help, None));
    ui.add_space(4.0);
    for rules in Rules::ALL {
        ui.radio_value(&mut form.rules, rules, words::rules(rules));
    }
    ui.add_space(4.0);
    let field = crate::i18n::text("paste-field", None);
    let label = ui.label(&field);
    let edit = egui::TextEdit::multiline(&mut form.text)
        .desired_rows(3)
        .desired_width(f32::INFINITY);
    ui.add(edit).labelled_by(label.id);
    if let Some(problem) = &form.problem {
        ui.colored_label(ui.visuals().error_fg_color, words::paste_problem(problem));
    }
    if would_lose {
        ui.add_space(4.0);
        ui.label(tr!("new-unsaved"));
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button(tr!("paste-start")).clicked() {
            action = Some(Action::Paste);
        }
        if ui.button(tr!("button-cancel")).clicked() {
            action = Some(Action::Shell(Shell::Close));
        }
    });
    action
}

/// The rules and the About box, while open (their close buttons close them).
pub fn tool_windows(ctx: &egui::Context, windows: &mut ToolWindows) {
    let close = tr!("button-close");
    help_window(ctx, &tr!("rules-title"), &close, &mut windows.rules, |ui| {
        let move_heading = tr!("help-move");
        for (heading, paragraphs) in words::help() {
            section(ui, &heading);
            for p in paragraphs {
                ui.label(p);
            }
            // The document's pictures under its rule of a move.
            if heading == move_heading {
                ui.add_space(4.0);
                super::help::pictures(ui);
            }
        }
    });
    about_window(ctx, &words::about(), &close, &mut windows.about);
}
