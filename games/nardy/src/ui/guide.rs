//! The guided first game's card, beside the board on the left (it covers nothing of the
//! board): the step's number, title and instruction, the guide's reason when it refused a
//! move, Skip step (Next on a step that only tells something) and Leave the guide; on a first
//! start, the offer of the guide in its place. And the guide's marks on the board: blue rings
//! round what the step is about, a red one round the point the block rule forbids.

use egui::{Color32, RichText, Stroke, Ui};
use game_shell::guide::Steps;
use nardy_core::Position;

use super::paint::{Layout, REFUSED};
use crate::action::Action;
use crate::guide::{Guide, GuideAction, GuideStep, Marks};
use crate::i18n::tr;

/// The guide's colour: its card's heading and its rings on the board.
pub const GUIDE: Color32 = Color32::from_rgb(30, 110, 230);
/// The light edge under the guide's rings, so that they show on the dark points and the felt.
pub const GUIDE_HALO: Color32 = Color32::from_rgb(245, 248, 255);

/// What the card beside the board shows, if anything.
#[derive(Copy, Clone, Debug)]
pub enum Card<'a> {
    /// The guide's step.
    Guide(&'a Guide),
    /// The offer of the guide on a first start.
    Offer,
}

/// The card's width for a window `window_width` wide: about a fifth of it, 180 to 280 points.
#[must_use]
pub fn width(window_width: f32) -> f32 {
    (window_width * 0.2).clamp(180.0, 280.0)
}

/// Draws the card; `can_act` is false while a dialog is open (its buttons are greyed).
pub fn card(ui: &mut Ui, card: Card<'_>, can_act: bool) -> Vec<Action> {
    match card {
        Card::Guide(guide) => steps(ui, guide, can_act),
        Card::Offer => offer(ui, can_act),
    }
}

fn steps(ui: &mut Ui, guide: &Guide, can_act: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.add_space(6.0);
    let number = match guide.step().number() {
        Some(n) => tr!("guide-step-of", step = n, steps = GuideStep::ALL.len()),
        None => tr!("guide-finished"),
    };
    ui.add(
        egui::Label::new(
            RichText::new(format!("{} · {number}", tr!("guide-title")))
                .strong()
                .color(GUIDE),
        )
        .wrap(),
    );
    ui.separator();
    ui.add(egui::Label::new(RichText::new(guide.title()).heading()).wrap());
    ui.add_space(4.0);
    ui.add(egui::Label::new(RichText::new(guide.instruction()).size(15.0)).wrap());
    if let Some(refusal) = guide.refusal() {
        ui.add_space(6.0);
        ui.add(egui::Label::new(RichText::new(refusal).color(REFUSED).strong()).wrap());
    }
    ui.add_space(10.0);
    ui.horizontal_wrapped(|ui| {
        if guide.is_done() {
            let finish = egui::Button::new(RichText::new(tr!("guide-finish")).strong());
            if ui.add_enabled(can_act, finish).clicked() {
                actions.push(Action::Guide(GuideAction::Leave));
            }
            return;
        }
        let go_on = if guide.step().is_reading() {
            RichText::new(tr!("guide-next")).strong()
        } else {
            RichText::new(tr!("guide-skip"))
        };
        if ui.add_enabled(can_act, egui::Button::new(go_on)).clicked() {
            actions.push(Action::Guide(GuideAction::Skip));
        }
        if ui
            .add_enabled(can_act, egui::Button::new(tr!("guide-leave")))
            .clicked()
        {
            actions.push(Action::Guide(GuideAction::Leave));
        }
    });
    ui.add_space(6.0);
    ui.add(egui::Label::new(RichText::new(tr!("guide-escape")).small()).wrap());
    actions
}

/// The offer on a first start: New to long nardy?, a large Learn to play and a small No
/// thanks. Not a dialog: the board stays usable, and a game of one's own passes it by.
fn offer(ui: &mut Ui, can_act: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.add_space(12.0);
    ui.add(egui::Label::new(RichText::new(tr!("guide-offer")).heading()).wrap());
    ui.add_space(4.0);
    ui.add(egui::Label::new(tr!("guide-offer-text")).wrap());
    ui.add_space(8.0);
    let learn = egui::Button::new(
        RichText::new(tr!("guide-offer-start"))
            .size(17.0)
            .strong()
            .color(GUIDE),
    )
    .min_size(egui::vec2(150.0, 32.0));
    if ui.add_enabled(can_act, learn).clicked() {
        actions.push(Action::Guide(GuideAction::Start));
    }
    ui.add_space(2.0);
    if ui
        .add_enabled(can_act, egui::Button::new(tr!("guide-offer-no")).small())
        .clicked()
    {
        actions.push(Action::Guide(GuideAction::NoThanks));
    }
    actions
}

/// Draws the guide's `marks` over the board drawn in `area` (the same rectangle the board was
/// given, so the same geometry) showing `position`: a ring inside each point's edge, inside
/// the yellow of a target, so that both show.
pub fn paint_marks(ui: &Ui, area: egui::Rect, position: &Position, marks: &Marks) {
    let l = Layout::new(area);
    let painter = ui.painter_at(l.board.expand(2.0));
    let w = l.w;
    let ring = |rect: egui::Rect, colour: Color32| {
        let rect = rect.shrink(0.14 * w);
        painter.rect_stroke(
            rect,
            0.12 * w,
            Stroke::new(0.13 * w, GUIDE_HALO),
            egui::StrokeKind::Middle,
        );
        painter.rect_stroke(
            rect,
            0.12 * w,
            Stroke::new(0.07 * w, colour),
            egui::StrokeKind::Middle,
        );
    };
    for &p in &marks.points {
        ring(l.point_rect(p), GUIDE);
    }
    if let Some(p) = marks.forbidden {
        ring(l.point_rect(p), REFUSED);
        // A cross where the checker would stand.
        let c = l.dest_centre(position, nardy_core::Dest::Point(p));
        let d = 0.25 * w;
        for (a, b) in [
            (c + egui::vec2(-d, -d), c + egui::vec2(d, d)),
            (c + egui::vec2(-d, d), c + egui::vec2(d, -d)),
        ] {
            painter.line_segment([a, b], Stroke::new(0.12 * w, GUIDE_HALO));
            painter.line_segment([a, b], Stroke::new(0.07 * w, REFUSED));
        }
    }
    if marks.tray {
        ring(l.tray, GUIDE);
    }
}
