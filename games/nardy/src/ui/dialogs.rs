//! The dialogs over the board: a new game, the result, and the frame's own: "save the game
//! first?" before a step that would lose it, and the file dialog where the system has none.

use game_shell::browser::BrowserWords;
use game_shell::dialogs::abandon_body;
use nardy_core::{Colour, Level, Player};

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
            Modal::NewGame { players } => {
                ui.heading(tr!("new-game"));
                for c in Colour::ALL {
                    ui.label(egui::RichText::new(words::colour(c)).strong());
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
            Modal::Abandon(step) => {
                if let Some(choice) = abandon_body(ui, &step.question()) {
                    actions.push(Action::Abandon(choice));
                }
            }
            Modal::Files { browser, .. } => {
                if let Some(outcome) = browser.ui(ui, &BrowserWords::localised()) {
                    actions.push(Action::Browser(outcome));
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
        }
    });
    if response.should_close() && actions.is_empty() && modal.closes_on_escape() {
        actions.push(Action::CloseDialog);
    }
    actions
}
