//! The review's panel (Analysis ▸ Review the game): its progress, each player's summary, the
//! moves that lost the most (move number, who, the move played, the best move, the loss) —
//! a click on one shows its position on the board — and the buttons back to the game.

use egui::{RichText, TextWrapMode, Ui};
use reversi_core::{Colour, Rules};

use crate::action::{Action, ReviewStep};
use crate::analysis::Reviewing;
use crate::i18n::tr;
use crate::words;

/// The panel's width in points.
pub const WIDTH: f32 = 290.0;

/// Draws the panel of `review` of a game under `rules`.
pub fn ui(ui: &mut Ui, review: &Reviewing, rules: Rules) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
    ui.add_space(8.0);
    ui.heading(tr!("review-title"));
    ui.add_space(8.0);
    match review {
        Reviewing::Running { .. } => {
            if let Some((done, total)) = review.progress() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!("review-working", done = done, total = total));
                });
            }
        }
        Reviewing::Failed => {
            ui.label(RichText::new(tr!("review-failed")).color(ui.visuals().warn_fg_color));
        }
        Reviewing::Done {
            review: done,
            shown,
            ..
        } => {
            for colour in Colour::ALL {
                ui.label(words::review_summary(colour, rules, done.of(colour)));
            }
            ui.add_space(8.0);
            let worst = review.worst();
            if worst.is_empty() {
                ui.label(tr!("review-none"));
            } else {
                ui.label(RichText::new(tr!("review-worst")).strong());
                egui::ScrollArea::vertical()
                    .max_height(ui.available_height() - 140.0)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        for reviewed in &worst {
                            let line = words::review_line(reviewed, rules);
                            let selected = *shown == Some(reviewed.number);
                            if ui.selectable_label(selected, line).clicked() {
                                actions.push(Action::Review(ReviewStep::Show(reviewed.number)));
                            }
                        }
                    });
                ui.add_space(4.0);
                ui.label(RichText::new(tr!("review-note")).small());
            }
            if let Some((reviewed, _)) = review.shown() {
                ui.add_space(8.0);
                ui.label(RichText::new(words::review_showing(&reviewed)).strong());
                if ui.button(tr!("review-back")).clicked() {
                    actions.push(Action::Review(ReviewStep::Back));
                }
            }
        }
    }
    ui.add_space(8.0);
    if ui.button(tr!("review-close")).clicked() {
        actions.push(Action::Review(ReviewStep::Close));
    }
    actions
}
