//! The guided first game's parts of the window: the strip above the board with the step's
//! instruction, its number, Skip step and Leave the guide; and the setup screen's offer of the
//! guide on a first start. What the board and the bank ring is drawn by them, from the scene.

use egui::{Frame, Panel, RichText, Ui};
use game_shell::guide::Steps;

use crate::action::Action;
use crate::guide::{Guide, GuideAction, GuideStep};
use crate::i18n::tr;
use crate::session::Session;

/// The guide's strip across the top of the playing screen (above the board and the side
/// panel, covering neither).
pub fn panel(ui: &mut Ui, guide: &Guide, session: &Session) -> Vec<Action> {
    let mut actions = Vec::new();
    Panel::top("guide")
        .frame(
            Frame::side_top_panel(ui.style())
                .fill(ui.visuals().faint_bg_color)
                .inner_margin(egui::Margin::symmetric(12, 8)),
        )
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let heading = match guide.step().number() {
                    Some(n) => tr!("guide-step-of", step = n, steps = GuideStep::ALL.len()),
                    None => tr!("guide-finished"),
                };
                ui.label(
                    RichText::new(format!("{} · {heading}", tr!("guide-title")))
                        .strong()
                        .color(crate::ui::palette::GUIDE),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if guide.is_done() {
                        if ui
                            .button(RichText::new(tr!("guide-finish")).strong())
                            .clicked()
                        {
                            actions.push(Action::Guide(GuideAction::Leave));
                        }
                    } else {
                        if ui.button(tr!("guide-leave")).clicked() {
                            actions.push(Action::Guide(GuideAction::Leave));
                        }
                        // A step that only tells something goes on when it is read; the
                        // others may be skipped.
                        let go_on = if guide.is_reading() {
                            RichText::new(tr!("guide-got-it")).strong()
                        } else {
                            RichText::new(tr!("guide-skip"))
                        };
                        if ui.button(go_on).clicked() {
                            actions.push(Action::Guide(GuideAction::Skip));
                        }
                    }
                });
            });
            // The room of the longest instruction at this width, kept at every step: the board
            // below stays put when a step's text is shorter or longer than the last one's (a
            // play test saw it jump by a line).
            let font = egui::FontId::proportional(crate::ui::text::LEAD);
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
        });
    actions
}

/// The setup screen's offer on a first start, below the setup: New to LoopIt?, a large Learn
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
