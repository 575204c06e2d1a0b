//! The side panel: whose move it is or the result, each colour's stones and player, the
//! rules, the buttons (Undo, Pass when a person must pass, New game) and the notice.

use egui::{RichText, Sense, Ui, Vec2};
use reversi_core::{Colour, Move};

use super::stone_colour;
use crate::action::Action;
use crate::navigation::Notice;
use crate::session::Session;
use crate::{tr, words};

/// Draws the side panel of `session`, with `notice` under it.
pub fn ui(ui: &mut Ui, session: &Session, notice: Option<&Notice>) -> Vec<Action> {
    let mut actions = Vec::new();
    let game = session.game();
    let position = game.position();
    ui.add_space(8.0);
    ui.heading(words::status(position));
    ui.add_space(8.0);
    for colour in Colour::ALL {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 8.0, stone_colour(colour));
            let text =
                RichText::new(words::stones(colour, position.board().count(colour))).size(18.0);
            // The side to move is written strong.
            let to_move = colour == position.to_move() && !position.is_over();
            ui.label(if to_move {
                text.strong().underline()
            } else {
                text
            });
        });
        ui.label(RichText::new(words::player(session.player(colour))).small());
    }
    ui.add_space(8.0);
    ui.label(RichText::new(words::rules(game.rules())).small());
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!game.is_at_start(), egui::Button::new(tr!("button-undo")))
            .clicked()
        {
            actions.push(Action::Undo);
        }
        if session.human_must_pass() && ui.button(tr!("button-pass")).clicked() {
            actions.push(Action::Play(Move::Pass));
        }
        if ui.button(tr!("button-new")).clicked() {
            actions.push(Action::OpenNewGame);
        }
    });
    if let Some(text) = notice.and_then(words::notice) {
        ui.add_space(8.0);
        ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
    }
    actions
}
