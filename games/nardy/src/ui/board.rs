//! The board: two halves of twelve triangles, checkers drawn as discs, stacks with a count
//! when tall, the borne-off tray, arrows for the selected checker's moves, and the computer's
//! last move outlined with thin arrows. It scales with the window. Drawing decides no rule:
//! the targets come from the core.

use egui::{
    Align2, Color32, FontId, Id, Rect, Response, Sense, Shape, Stroke, Ui, WidgetInfo, pos2, vec2,
};
use nardy_core::{Colour, Dest, Position, Step};

use super::paint::{
    DARK_POINT, FELT, HINT, LIGHT_POINT, Layout, TARGET, TRAY, WOOD, arrow, checker_colour,
    draw_checker, last_move_mark,
};
use crate::session::Move;
use crate::words::{self, Marks};

/// What the board shows this frame.
#[derive(Debug)]
pub struct BoardView<'a> {
    /// The position on the board now.
    pub position: &'a Position,
    /// The point of the picked checker.
    pub selected: Option<u8>,
    /// Where the picked checker may go.
    pub targets: &'a [(Dest, Vec<Step>)],
    /// The steps of a hint, drawn as dashed arrows.
    pub hint: Option<&'a [Step]>,
    /// The steps of the computer's last move: the points it left and reached are outlined,
    /// with thin arrows between, and named so.
    pub last_move: Option<&'a [Step]>,
    /// Whether clicks count (a person to move, no dialog open; before the roll a click is
    /// answered with "roll the dice first").
    pub interactive: bool,
    /// A picture (in the rules): drawn only, no clicks, no accessible names.
    pub picture: bool,
}

/// The words for point `p` (its accessible label): `point 24: 15 white, selected`.
#[must_use]
pub fn point_label(pos: &Position, p: u8, marks: Marks) -> String {
    words::point_label(pos.at(p), p, marks)
}

impl BoardView<'_> {
    /// Draws the board and reports a click or a drop as the move it asks for.
    pub fn ui(&self, ui: &mut Ui) -> Option<Move> {
        let avail = ui.available_rect_before_wrap();
        let l = Layout::new(avail);
        ui.allocate_rect(l.board, Sense::hover());
        let painter = ui.painter_at(l.board.expand(2.0));
        let w = l.w;
        // Frame, playing fields, bar, tray.
        painter.rect_filled(l.board, 0.4 * w, WOOD);
        let field = |x0: f32, x1: f32| {
            Rect::from_min_max(
                pos2(x0, l.board.top() + 0.3 * w),
                pos2(x1, l.board.bottom() - 0.3 * w),
            )
        };
        painter.rect_filled(field(l.left, l.left + 6.0 * w), 0.1 * w, FELT);
        painter.rect_filled(
            field(l.left + 6.0 * w + l.bar, l.left + 12.0 * w + l.bar),
            0.1 * w,
            FELT,
        );
        painter.rect_filled(l.tray, 0.15 * w, TRAY);

        let target_of = |d: Dest| self.targets.iter().any(|(t, _)| *t == d);
        let last_move = self.last_move.unwrap_or_default();
        let in_last_move = |d: Dest| {
            last_move
                .iter()
                .any(|s| s.to == d || Dest::Point(s.from) == d)
        };
        let mut input = None;
        let dragging_id = ui.ctx().dragged_id();

        for p in 1..=24u8 {
            let r = l.point_rect(p);
            let (_, top) = Layout::column(p);
            let tip = if top {
                pos2(r.center().x, r.bottom() - 0.3 * w)
            } else {
                pos2(r.center().x, r.top() + 0.3 * w)
            };
            let base_y = if top { r.top() } else { r.bottom() };
            let fill = if (p % 2 == 0) ^ top {
                DARK_POINT
            } else {
                LIGHT_POINT
            };
            painter.add(Shape::convex_polygon(
                vec![
                    pos2(r.left() + 0.04 * w, base_y),
                    pos2(r.right() - 0.04 * w, base_y),
                    tip,
                ],
                fill,
                Stroke::NONE,
            ));
            let number_y = if top {
                l.board.top() + 0.15 * w
            } else {
                l.board.bottom() - 0.15 * w
            };
            painter.text(
                pos2(r.center().x, number_y),
                Align2::CENTER_CENTER,
                p.to_string(),
                FontId::proportional(0.28 * w),
                Color32::from_gray(230),
            );
            let is_target = target_of(Dest::Point(p));
            let is_selected = self.selected == Some(p);
            let is_last = in_last_move(Dest::Point(p));
            if is_last {
                last_move_mark(0.05 * w, |stroke| {
                    painter.rect_stroke(r, 0.1 * w, stroke, egui::StrokeKind::Inside);
                });
            }
            if is_target {
                painter.rect_stroke(
                    r,
                    0.1 * w,
                    Stroke::new(0.08 * w, TARGET),
                    egui::StrokeKind::Inside,
                );
            }
            let id = Id::unique(("nardy-point", p));
            if let Some((c, n)) = self.position.at(p) {
                let shown = usize::from(n.min(5));
                let lifted = dragging_id == Some(id);
                for k in 0..shown {
                    if lifted && k + 1 == shown {
                        continue;
                    }
                    draw_checker(&painter, l.checker_centre(p, k), 0.45 * w, c);
                }
                if n > 5 && !(lifted && shown == 5) {
                    let (_, rim) = checker_colour(c);
                    painter.text(
                        l.checker_centre(p, 4),
                        Align2::CENTER_CENTER,
                        n.to_string(),
                        FontId::proportional(0.38 * w),
                        rim,
                    );
                }
                if is_selected {
                    painter.circle_stroke(
                        l.checker_centre(p, shown - 1),
                        0.5 * w,
                        Stroke::new(0.1 * w, TARGET),
                    );
                }
            }
            if self.picture {
                continue;
            }
            let response = ui.interact(r, id, Sense::click_and_drag());
            describe(
                &response,
                point_label(
                    self.position,
                    p,
                    Marks {
                        selected: is_selected,
                        target: is_target,
                        last_move: is_last,
                    },
                ),
                self.interactive,
            );
            if self.interactive {
                if response.clicked() {
                    input = Some(Move::Point(p));
                }
                if response.drag_stopped()
                    && let Some(at) = ui.ctx().pointer_interact_pos()
                    && let Some(to) = l.point_at(at)
                    && to != Dest::Point(p)
                {
                    input = Some(Move::Drop { from: p, to });
                }
                if response.dragged()
                    && let (Some((c, _)), Some(at)) =
                        (self.position.at(p), ui.ctx().pointer_interact_pos())
                {
                    draw_checker(
                        &ui.ctx()
                            .layer_painter(egui::LayerId::new(egui::Order::Tooltip, id)),
                        at,
                        0.45 * w,
                        c,
                    );
                }
            }
        }

        // The tray: checkers borne off, White below, Black above.
        let tray_target = target_of(Dest::Off);
        let tray_last = in_last_move(Dest::Off);
        for (c, from_top) in [(Colour::Black, true), (Colour::White, false)] {
            let n = self.position.off(c);
            let th = 0.22 * w;
            for k in 0..n {
                let k = f32::from(k);
                let y = if from_top {
                    l.tray.top() + 0.2 * w + k * th
                } else {
                    l.tray.bottom() - 0.2 * w - (k + 1.0) * th
                };
                let r = Rect::from_min_size(
                    pos2(l.tray.left() + 0.15 * w, y),
                    vec2(l.tray.width() - 0.3 * w, th * 0.85),
                );
                let (fill, rim) = checker_colour(c);
                painter.rect(
                    r,
                    0.05 * w,
                    fill,
                    Stroke::new(0.03 * w, rim),
                    egui::StrokeKind::Inside,
                );
            }
        }
        if tray_last {
            last_move_mark(0.05 * w, |stroke| {
                painter.rect_stroke(l.tray, 0.15 * w, stroke, egui::StrokeKind::Inside);
            });
        }
        if tray_target {
            painter.rect_stroke(
                l.tray,
                0.15 * w,
                Stroke::new(0.1 * w, TARGET),
                egui::StrokeKind::Inside,
            );
        }
        if !self.picture {
            let tray = ui.interact(l.tray, Id::unique("nardy-tray"), Sense::click());
            let tray_label = words::tray(
                self.position.off(Colour::White),
                self.position.off(Colour::Black),
                Marks {
                    selected: false,
                    target: tray_target,
                    last_move: tray_last,
                },
            );
            describe(&tray, tray_label, self.interactive);
            if self.interactive && tray.clicked() {
                input = Some(Move::Tray);
            }
        }

        // The computer's last move: a ring at the gap each checker left (the top of what
        // stays) and a thin arrow from it to where the checker stands now; under the picked
        // checker's and the hint's.
        for s in last_move {
            let left = self
                .position
                .at(s.from)
                .map_or(0, |(_, n)| usize::from(n.min(4)));
            let a = l.checker_centre(s.from, left);
            let b = match s.to {
                Dest::Point(p) => {
                    let n = self
                        .position
                        .at(p)
                        .map_or(1, |(_, n)| usize::from(n.min(5)));
                    l.checker_centre(p, n.saturating_sub(1))
                }
                Dest::Off => l.tray.center(),
            };
            last_move_mark(0.04 * w, |stroke| {
                painter.circle_stroke(a, 0.4 * w, stroke);
                arrow(&painter, a, b, stroke, w);
            });
        }

        // Arrows from the picked checker to each place it may reach.
        if let Some(from) = self.selected {
            let n = self
                .position
                .at(from)
                .map_or(1, |(_, n)| usize::from(n.min(5)));
            let origin = l.checker_centre(from, n.saturating_sub(1));
            for (to, _) in self.targets {
                arrow(
                    &painter,
                    origin,
                    l.dest_centre(self.position, *to),
                    Stroke::new(0.08 * w, TARGET),
                    w,
                );
            }
        }
        if let Some(hint) = self.hint {
            for s in hint {
                let n = self
                    .position
                    .at(s.from)
                    .map_or(1, |(_, n)| usize::from(n.min(5)));
                let a = l.checker_centre(s.from, n.saturating_sub(1));
                let b = l.dest_centre(self.position, s.to);
                arrow(&painter, a, b, Stroke::new(0.07 * w, HINT), w);
            }
        }
        input
    }
}

fn describe(response: &Response, label: String, interactive: bool) {
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, interactive, label.clone()));
}
