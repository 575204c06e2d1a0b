//! The dialogs that wait for an answer: save before abandoning a game, end the turn without
//! placing, sitting out, an error, the final ranking, the program's own file dialog.

use egui::{Id, Modal as ModalArea, RichText, Ui};
use game_shell::browser::{BrowserOutcome, BrowserWords};

use crate::action::Action;
use crate::navigation::{AfterAbandon, Modal};
use crate::session::{Move, Session};

impl Modal {
    /// Shows the dialog over the window.
    pub fn show(&mut self, ctx: &egui::Context, session: Option<&Session>) -> Vec<Action> {
        let mut actions = Vec::new();
        let screen = ctx.content_rect().size();
        let response = ModalArea::new(Id::unique("loopit-dialog")).show(ctx, |ui| {
            if matches!(self, Modal::GameOver) {
                // The end of a game is an event: the view grows with the window.
                ui.set_width((screen.x * 0.7).clamp(360.0, 1000.0));
            } else {
                ui.set_max_width(440.0);
            }
            actions.extend(self.body(ui, session));
        });
        if response.should_close() && actions.is_empty() {
            actions.push(match self {
                Modal::SitOut { .. } => Action::SitOutConfirmed,
                _ => Action::CloseDialog,
            });
        }
        actions
    }

    fn body(&mut self, ui: &mut Ui, session: Option<&Session>) -> Vec<Action> {
        let mut actions = Vec::new();
        match self {
            Modal::Abandon(after) => {
                ui.heading("Save the game?");
                let what = match after {
                    AfterAbandon::NewGame => "Starting a new game",
                    AfterAbandon::Load => "Loading another game",
                    AfterAbandon::Quit => "Quitting",
                };
                ui.label(format!("{what} ends the game on the board. Save it first?"));
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui.button(RichText::new("Save").strong()).clicked() {
                        actions.push(Action::AbandonAfterSaving);
                    }
                    if ui.button("Don't save").clicked() {
                        actions.push(Action::AbandonWithoutSaving);
                    }
                    if ui.button("Cancel").clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::ConfirmEndTurn => {
                ui.heading("End the turn?");
                ui.label("You have placed no tile, and one of your tiles still fits. End the turn anyway?");
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui.button("End turn anyway").clicked() {
                        actions.push(Action::Play(Move::EndTurn { confirmed: true }));
                    }
                    if ui.button(RichText::new("Keep playing").strong()).clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::SitOut { name } => {
                ui.heading(format!("{name} sits out"));
                ui.label(format!(
                    "None of {name}'s tiles can be placed anywhere on the board. The tiles go back into the bag and the next player moves."
                ));
                ui.add_space(8.0);
                if ui.button(RichText::new("OK").strong()).clicked() {
                    actions.push(Action::SitOutConfirmed);
                }
            }
            Modal::Error { title, message } => {
                ui.heading(title.as_str());
                ui.label(message.as_str());
                ui.add_space(8.0);
                if ui.button("OK").clicked() {
                    actions.push(Action::CloseDialog);
                }
            }
            Modal::GameOver => {
                if let Some(session) = session {
                    super::game_over::ui(ui, session);
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui.button(RichText::new("New game").strong()).clicked() {
                        actions.push(Action::NewGame);
                    }
                    if ui.button("Save…").clicked() {
                        actions.push(Action::Save);
                    }
                    if ui.button("Close").clicked() {
                        actions.push(Action::CloseDialog);
                    }
                });
            }
            Modal::Files { browser, .. } => match browser.ui(ui, &BrowserWords::default()) {
                Some(BrowserOutcome::Save(path)) => actions.push(Action::SaveTo(path)),
                Some(BrowserOutcome::Open(path)) => actions.push(Action::LoadFile(path)),
                Some(BrowserOutcome::Cancel) => actions.push(Action::CloseDialog),
                None => {}
            },
        }
        actions
    }
}
