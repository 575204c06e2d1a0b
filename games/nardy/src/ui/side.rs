//! The side panel: who is to move, the dice (click them to roll), the turn's buttons, the
//! message line and the match.

use egui::{Color32, RichText, Ui};
use nardy_core::Colour;

use super::paint::{die_ui, draw_checker};
use crate::action::Action;
use crate::session::{Move, Session};
use crate::{tr, words};

/// The colour of the message line.
pub const MESSAGE: Color32 = Color32::from_rgb(200, 120, 30);

/// Draws the side panel for `session`; `can_act` is false while a dialog is open. `message`
/// is the message line, already in words.
pub fn ui(ui: &mut Ui, session: &Session, can_act: bool, message: Option<&str>) -> Vec<Action> {
    let mut actions = Vec::new();
    let game = session.game();
    let mover = game.to_move();
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
        draw_checker(ui.painter(), rect.center(), 12.0, mover);
        let text = match game.outcome() {
            Some(o) => words::outcome(o),
            None => words::to_move(mover, session.players()[mover.index()]),
        };
        ui.heading(text);
    });
    ui.separator();
    ui.horizontal(|ui| match game.turn() {
        Some(turn) => {
            let roll = turn.roll();
            let all: Vec<u8> = if roll.is_double() {
                vec![roll.dice()[0]; 4]
            } else {
                roll.dice().to_vec()
            };
            let mut left = turn.dice_left().to_vec();
            for (i, d) in all.iter().enumerate() {
                let used = match left.iter().position(|x| x == d) {
                    Some(k) => {
                        left.remove(k);
                        false
                    }
                    None => true,
                };
                let _ = die_ui(ui, Some(*d), used, &words::die(i + 1, *d, used));
            }
        }
        None => {
            for i in 1..=2 {
                if die_ui(ui, None, false, &tr!("die-not-rolled", n = i)).clicked() {
                    actions.push(Action::Play(Move::Roll));
                }
            }
        }
    });
    ui.add_space(6.0);
    let human = session.human_to_move() && can_act;
    let rolled = game.turn().is_some();
    ui.horizontal_wrapped(|ui| {
        for (key, enabled, mv) in [
            ("button-roll", !rolled, Move::Roll),
            ("button-end", rolled, Move::EndTurn),
            ("button-undo", rolled, Move::Undo),
            ("button-hint", rolled, Move::Hint),
        ] {
            let text = crate::i18n::text(key, None);
            if ui
                .add_enabled(human && enabled, egui::Button::new(text))
                .clicked()
            {
                actions.push(Action::Play(mv));
            }
        }
    });
    ui.add_space(6.0);
    if let Some(m) = message {
        ui.label(RichText::new(m).color(MESSAGE));
    }
    ui.separator();
    ui.label(RichText::new(tr!("match")).strong());
    for c in Colour::ALL {
        let position = game.position();
        ui.label(words::match_line(
            c,
            session.players()[c.index()],
            session.score()[c.index()],
            position.pip_count(c),
            position.off(c),
        ));
    }
    actions
}
