//! The guided first game's parts of the window: the top of the side panel with the step's
//! instruction, its number, Skip step and Leave the guide; and the setup screen's offer of the
//! guide on a first start. What the board and the bank ring is drawn by them, from the scene.

use egui::{Frame, RichText, Ui};
use game_shell::guide::Steps;

use crate::action::Action;
use crate::guide::{Guide, GuideAction, GuideStep};
use crate::i18n::tr;
use crate::session::Session;

/// The guide's part of the side panel, at its top (a strip across the window took the
/// board's height: at 800×600 its cells shrank to 30 points): the step's number, its
/// instruction, Skip step (or Got it) and Leave the guide.
pub fn panel(ui: &mut Ui, guide: &Guide, session: &Session) -> Vec<Action> {
    let mut actions = Vec::new();
    Frame::group(ui.style())
        .fill(ui.visuals().faint_bg_color)
        .stroke(egui::Stroke::new(1.5, crate::ui::palette::GUIDE))
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let heading = match guide.step().number() {
                Some(n) => tr!("guide-step-of", step = n, steps = GuideStep::ALL.len()),
                None => tr!("guide-finished"),
            };
            ui.add(
                egui::Label::new(
                    RichText::new(format!("{} · {heading}", tr!("guide-title")))
                        .strong()
                        .color(crate::ui::palette::GUIDE),
                )
                .wrap(),
            );
            ui.add_space(4.0);
            // The room of the longest instruction at this width, kept at every step: what is
            // below stays put when a step's text is shorter or longer than the last one's (a
            // play test saw it jump by a line).
            let font =
                egui::FontId::proportional(crate::ui::text::sized(ui, crate::ui::text::LEAD));
            let width = ui.available_width();
            let colour = ui.visuals().text_color();
            let tallest = Guide::every_instruction()
                .into_iter()
                .map(|text| {
                    ui.painter()
                        .layout(text, font.clone(), colour, width)
                        .size()
                        .y
                })
                .fold(0.0, f32::max);
            ui.allocate_ui(egui::vec2(width, tallest), |ui| {
                ui.set_min_height(tallest);
                ui.add(
                    egui::Label::new(RichText::new(guide.instruction(session)).font(font)).wrap(),
                );
            });
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                if guide.is_done() {
                    if ui
                        .button(RichText::new(tr!("guide-finish")).strong())
                        .clicked()
                    {
                        actions.push(Action::Guide(GuideAction::Leave));
                    }
                } else {
                    // A step that only tells something goes on when it is read; the others
                    // may be skipped.
                    let go_on = if guide.is_reading() {
                        RichText::new(tr!("guide-got-it")).strong()
                    } else {
                        RichText::new(tr!("guide-skip"))
                    };
                    if ui.button(go_on).clicked() {
                        actions.push(Action::Guide(GuideAction::Skip));
                    }
                    if ui.button(tr!("guide-leave")).clicked() {
                        actions.push(Action::Guide(GuideAction::Leave));
                    }
                }
            });
        });
    actions
}

/// The setup screen's offer on a first start, under the game's name: New to LoopIt?, a large Learn
/// to play and a small No thanks (not a dialog: the setup stays usable).
pub fn offer(ui: &mut Ui) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.vertical_centered(|ui| {
        ui.add_space(18.0);
        ui.label(
            RichText::new(tr!("guide-offer"))
                .size(crate::ui::text::HEADING)
                .strong(),
        );
        ui.add_space(4.0);
        let learn = egui::Button::new(
            RichText::new(tr!("guide-offer-start"))
                .size(crate::ui::text::HEADING)
                .strong()
                .color(crate::ui::palette::GUIDE),
        )
        .min_size(egui::vec2(180.0, 34.0));
        if ui.add(learn).clicked() {
            actions.push(Action::Guide(GuideAction::Start));
        }
        ui.add_space(2.0);
        if ui.button(tr!("guide-offer-no")).clicked() {
            actions.push(Action::Guide(GuideAction::NoThanks));
        }
    });
    actions
}
