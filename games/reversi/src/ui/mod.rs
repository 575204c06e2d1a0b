//! The views, one file per panel. Each draws from what it is given (the session, the
//! dialog's data) and returns the [`Action`](crate::action::Action)s the player asked for; none
//! changes the game.

pub mod board;
pub mod dialogs;
pub mod help;
pub mod menu;
pub mod online;
pub mod replay;
pub mod review;
pub mod side;

use egui::{Color32, Pos2, Stroke, Vec2};
use reversi_core::{Colour, Rules};

/// The colour a stone is drawn in under `rules`: Othello's are black and white.
#[must_use]
pub const fn stone_colour(colour: Colour, rules: Rules) -> Color32 {
    match (rules, colour) {
        (Rules::Othello, Colour::Yellow) => Color32::from_rgb(25, 25, 28),
        (Rules::Othello, Colour::Red) => Color32::from_rgb(240, 240, 235),
        (_, Colour::Yellow) => Color32::from_rgb(245, 205, 40),
        (_, Colour::Red) => Color32::from_rgb(205, 40, 45),
    }
}

/// A stone with its shadow and rim.
pub fn draw_stone(painter: &egui::Painter, centre: Pos2, radius: f32, fill: Color32) {
    painter.circle_filled(
        centre + Vec2::new(1.5, 2.0),
        radius,
        Color32::from_black_alpha(60),
    );
    painter.circle_filled(centre, radius, fill);
    painter.circle_stroke(
        centre,
        radius,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
    );
}
