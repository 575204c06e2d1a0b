//! The dialogs over the board: a new game, saving under a name (and replacing a save of that
//! name), the list of saved games, the result, and quitting with a game in progress.

use egui::{Key, RichText};
use nardy_core::{Colour, Level, Player};

use super::side::MESSAGE;
use crate::action::Action;
use crate::navigation::Modal;
use crate::{tr, words};

/// Shows `modal` over the window (`score`: the match score, White first); returns what the
/// player chose. The dialog's own fields (the players chosen, the name typed) change in place.
pub fn ui(ctx: &egui::Context, modal: &mut Modal, score: [u32; 2]) -> Vec<Action> {
    let mut actions = Vec::new();
    let response = egui::Modal::new(egui::Id::unique("nardy-dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        match modal {
            Modal::NewGame { players, unsaved } => {
                ui.heading(tr!("new-game"));
                if *unsaved {
                    ui.label(RichText::new(tr!("new-game-unsaved")).color(MESSAGE));
                }
                for c in Colour::ALL {
                    ui.label(RichText::new(words::colour(c)).strong());
                    ui.horizontal(|ui| {
                        for p in [
                            Player::Human,
                            Player::Computer(Level::Quick),
                            Player::Computer(Level::Strong),
                        ] {
                            ui.radio_value(&mut players[c.index()], p, words::player(p));
                        }
                    });
                }
                ui.label(tr!("random-start"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("start")).clicked() {
                        actions.push(Action::NewGame(*players));
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::Save(name) => {
                ui.heading(tr!("save-title"));
                ui.label(tr!("save-name"));
                let field =
                    ui.add(egui::TextEdit::singleline(name).hint_text(tr!("save-name-hint")));
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, "save name")
                });
                field.request_focus();
                let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button(tr!("save")).clicked() || enter {
                        actions.push(Action::Save(name.clone()));
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::Replace(name) => {
                ui.heading(tr!("save-title"));
                ui.label(tr!("save-exists", name = name.clone()));
                ui.horizontal(|ui| {
                    if ui.button(tr!("replace")).clicked() {
                        actions.push(Action::Replace(name.clone()));
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::Load(entries) => {
                ui.heading(tr!("load-title"));
                if entries.is_empty() {
                    ui.label(tr!("no-saves"));
                }
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        for e in entries.iter() {
                            if ui.button(format!("{} — {}", e.name, e.date)).clicked() {
                                actions.push(Action::Load(e.path.clone()));
                            }
                        }
                    });
                if ui.button(tr!("cancel")).clicked() {
                    actions.push(Action::CloseDialog);
                }
            }
            Modal::Result(o) => {
                ui.heading(tr!("game-over"));
                ui.label(words::outcome(*o));
                ui.label(tr!("match-score", white = score[0], black = score[1]));
                ui.horizontal(|ui| {
                    if ui.button(tr!("menu-new")).clicked() {
                        actions.push(Action::NewGameDialog);
                    }
                    if ui.button(tr!("close")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::ConfirmQuit => {
                ui.heading(tr!("quit-title"));
                ui.label(tr!("quit-unsaved"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("menu-save")).clicked() {
                        actions.push(Action::SaveDialog);
                    }
                    if ui.button(tr!("quit-anyway")).clicked() {
                        actions.push(Action::QuitAnyway);
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
        }
    });
    if response.should_close() && actions.is_empty() && modal.closes_on_escape() {
        actions.push(Action::CloseDialog);
    }
    actions
}
