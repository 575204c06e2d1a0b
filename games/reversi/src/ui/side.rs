//! The side panel: whose move it is or the result, each colour's stones and player, the
//! rules, the buttons (Pass on a line of its own when a person must pass, then Undo, Hint and
//! New game), the notice, the last move and the list of moves. Every line wraps within the
//! panel, in any language.

use egui::{RichText, Sense, TextWrapMode, Ui, Vec2};
use reversi_core::{Colour, Move};

use super::stone_colour;
use crate::action::{Action, ReviewStep};
use crate::i18n::tr;
use crate::navigation::Notice;
use crate::session::Session;
use crate::words;
use game_shell::frame::Shell;

/// The panel's width in points: room for the longest German line of buttons.
pub const WIDTH: f32 = 270.0;

/// Draws the side panel of `session`, with the hinted move, what the move values on the board
/// are (`legend`) and `notice` under the buttons.
pub fn ui(
    ui: &mut Ui,
    session: &Session,
    notice: Option<&Notice>,
    hint: Option<Move>,
    legend: Option<String>,
) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
    let game = session.game();
    let position = game.position();
    ui.add_space(8.0);
    ui.heading(words::status(position));
    ui.add_space(8.0);
    for colour in Colour::ALL {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 8.0, stone_colour(colour, game.rules()));
            let text = RichText::new(words::stones(
                colour,
                game.rules(),
                position.board().count(colour),
            ))
            .size(18.0);
            // The side to move is written strong.
            let to_move = colour == position.to_move() && !position.is_over();
            ui.label(if to_move {
                text.strong().underline()
            } else {
                text
            });
        });
        ui.label(words::player(session.player(colour)));
    }
    ui.add_space(8.0);
    ui.label(words::rules(game.rules()));
    ui.add_space(8.0);
    if session.human_must_pass() {
        // On a line of its own, wide: nothing else is where a player reaches for it.
        let pass = egui::Button::new(RichText::new(tr!("button-pass")).strong())
            .min_size(Vec2::new(ui.available_width(), 28.0));
        if ui.add(pass).clicked() {
            actions.push(Action::Play(Move::Pass));
        }
        ui.add_space(4.0);
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(!game.is_at_start(), egui::Button::new(tr!("button-undo")))
            .clicked()
        {
            actions.push(Action::Undo);
        }
        if ui
            .add_enabled(
                session.human_to_move(),
                egui::Button::new(tr!("button-hint")),
            )
            .clicked()
        {
            actions.push(Action::Hint);
        }
        if ui.button(tr!("button-new")).clicked() {
            actions.push(Action::Shell(Shell::New));
        }
        if position.is_over() && ui.button(tr!("button-review")).clicked() {
            actions.push(Action::Review(ReviewStep::Start));
        }
        if position.is_over() && ui.button(tr!("button-replay")).clicked() {
            actions.push(Action::StartReplay);
        }
    });
    if let Some(mv) = hint {
        ui.add_space(8.0);
        ui.label(words::hint(mv));
    }
    if let Some(legend) = legend {
        ui.add_space(8.0);
        ui.label(legend);
    }
    if let Some(text) = notice.and_then(words::notice) {
        ui.add_space(8.0);
        ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
    }
    if let Some(last) = words::last_move(game) {
        ui.add_space(8.0);
        ui.label(last);
    }
    move_list(ui, game);
    actions
}

/// The moves of the game, two a line (Yellow's, then Red's), the newest in view.
pub(crate) fn move_list(ui: &mut Ui, game: &reversi_core::Game) {
    if game.is_at_start() {
        return;
    }
    ui.add_space(8.0);
    ui.label(RichText::new(tr!("move-list")).strong());
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for line in words::move_lines(game) {
                ui.label(line);
            }
        });
}
