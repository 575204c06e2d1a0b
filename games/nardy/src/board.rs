//! The board: two halves of twelve triangles, checkers drawn as discs, stacks with a count
//! when tall, the borne-off tray, arrows for the selected checker's moves. It scales with the
//! window. Drawing decides no rule: the targets come from the core.

use egui::{
    Align2, Color32, FontId, Id, Pos2, Rect, Response, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo,
    pos2, vec2,
};
use nardy_core::{Colour, Dest, Position, Step};

use crate::{tr, words};

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
    /// Whether clicks count (a person to move, dice rolled, no dialog open).
    pub interactive: bool,
    /// A picture (in the rules): drawn only, no clicks, no accessible names.
    pub picture: bool,
}

/// What the player did on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A click on a point.
    Point(u8),
    /// A click on the borne-off tray.
    Tray,
    /// A checker dragged from a point and dropped on a point or the tray.
    Drop {
        /// The point it came from.
        from: u8,
        /// Where it was dropped.
        to: Dest,
    },
}

/// The board's geometry for a given rectangle.
#[derive(Clone, Copy, Debug)]
struct Layout {
    board: Rect,
    /// Width of one point.
    w: f32,
    /// Height of a half (one row of points).
    half: f32,
    left: f32,
    bar: f32,
    tray: Rect,
}

const WOOD: Color32 = Color32::from_rgb(120, 78, 44);
const FELT: Color32 = Color32::from_rgb(222, 196, 150);
const DARK_POINT: Color32 = Color32::from_rgb(140, 50, 40);
const LIGHT_POINT: Color32 = Color32::from_rgb(60, 90, 70);
const WHITE_CHECKER: Color32 = Color32::from_rgb(245, 242, 232);
const BLACK_CHECKER: Color32 = Color32::from_rgb(35, 32, 30);
const TARGET: Color32 = Color32::from_rgb(250, 210, 60);
const HINT: Color32 = Color32::from_rgb(80, 170, 255);

impl Layout {
    fn new(avail: Rect) -> Layout {
        let w = (avail.width() / 15.2).min(avail.height() / 12.6).max(8.0);
        let size = vec2(15.2 * w, 12.6 * w);
        let board = Rect::from_center_size(avail.center(), size);
        let margin = 0.3 * w;
        let left = board.left() + margin;
        let bar = 0.8 * w;
        let tray = Rect::from_min_max(
            pos2(left + 12.0 * w + bar + 0.4 * w, board.top() + margin),
            pos2(board.right() - margin, board.bottom() - margin),
        );
        Layout {
            board,
            w,
            half: 5.7 * w,
            left,
            bar,
            tray,
        }
    }

    /// Column index 0..12 left to right and whether the point is in the top row.
    fn column(p: u8) -> (u8, bool) {
        if p >= 13 {
            (p - 13, true)
        } else {
            (12 - p, false)
        }
    }

    /// The rectangle of point `p` (its triangle and stack).
    fn point_rect(&self, p: u8) -> Rect {
        let (i, top) = Layout::column(p);
        let x = self.left + f32::from(i) * self.w + if i >= 6 { self.bar } else { 0.0 };
        let margin = 0.3 * self.w;
        let y = if top {
            self.board.top() + margin
        } else {
            self.board.bottom() - margin - self.half
        };
        Rect::from_min_size(pos2(x, y), vec2(self.w, self.half))
    }

    /// The centre of the `k`-th checker (0 = at the edge) on point `p`.
    fn checker_centre(&self, p: u8, k: usize) -> Pos2 {
        let r = self.point_rect(p);
        let d = 0.92 * self.w;
        let k = k as f32;
        if Layout::column(p).1 {
            pos2(r.center().x, r.top() + d * (k + 0.5))
        } else {
            pos2(r.center().x, r.bottom() - d * (k + 0.5))
        }
    }

    fn dest_centre(&self, pos: &Position, to: Dest) -> Pos2 {
        match to {
            Dest::Point(p) => {
                let n = pos.at(p).map_or(0, |(_, n)| usize::from(n.min(5)));
                self.checker_centre(p, n.min(4))
            }
            Dest::Off => self.tray.center(),
        }
    }

    fn point_at(&self, at: Pos2) -> Option<Dest> {
        if self.tray.contains(at) {
            return Some(Dest::Off);
        }
        (1..=24)
            .find(|&p| self.point_rect(p).contains(at))
            .map(Dest::Point)
    }
}

fn checker_colour(c: Colour) -> (Color32, Color32) {
    match c {
        Colour::White => (WHITE_CHECKER, Color32::from_gray(90)),
        Colour::Black => (BLACK_CHECKER, Color32::from_gray(200)),
    }
}

/// Draws one checker with a rim.
pub fn draw_checker(painter: &egui::Painter, centre: Pos2, radius: f32, c: Colour) {
    let (fill, rim) = checker_colour(c);
    painter.circle_filled(
        centre + vec2(0.0, radius * 0.08),
        radius,
        Color32::from_black_alpha(60),
    );
    painter.circle(centre, radius, fill, Stroke::new(radius * 0.08, rim));
    painter.circle_stroke(
        centre,
        radius * 0.62,
        Stroke::new(radius * 0.05, rim.gamma_multiply(0.6)),
    );
}

/// The words for point `p` (its accessible label): `point 24: 15 white, selected`.
#[must_use]
pub fn point_label(pos: &Position, p: u8, selected: bool, target: bool) -> String {
    words::point_label(pos.at(p), p, selected, target)
}

impl BoardView<'_> {
    /// Draws the board and reports a click or a drop.
    pub fn ui(&self, ui: &mut Ui) -> Option<BoardInput> {
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
        painter.rect_filled(l.tray, 0.15 * w, Color32::from_rgb(90, 58, 32));

        let target_of = |d: Dest| self.targets.iter().any(|(t, _)| *t == d);
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
                point_label(self.position, p, is_selected, is_target),
                self.interactive,
            );
            if self.interactive {
                if response.clicked() {
                    input = Some(BoardInput::Point(p));
                }
                if response.drag_stopped()
                    && let Some(at) = ui.ctx().pointer_interact_pos()
                    && let Some(to) = l.point_at(at)
                    && to != Dest::Point(p)
                {
                    input = Some(BoardInput::Drop { from: p, to });
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
            let mut tray_label = tr!(
                "tray",
                white = self.position.off(Colour::White),
                black = self.position.off(Colour::Black)
            );
            if tray_target {
                tray_label.push_str(&tr!("target"));
            }
            describe(&tray, tray_label, self.interactive);
            if self.interactive && tray.clicked() {
                input = Some(BoardInput::Tray);
            }
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

fn arrow(painter: &egui::Painter, a: Pos2, b: Pos2, stroke: Stroke, w: f32) {
    let v = b - a;
    let len = v.length();
    if len < 1.0 {
        return;
    }
    let dir = v / len;
    let end = b - dir * 0.3 * w;
    painter.line_segment([a, end], stroke);
    let head = 0.35 * w;
    let normal = Vec2::new(-dir.y, dir.x);
    painter.add(Shape::convex_polygon(
        vec![
            end + dir * head * 0.6,
            end - dir * head * 0.6 + normal * head * 0.5,
            end - dir * head * 0.6 - normal * head * 0.5,
        ],
        stroke.color,
        Stroke::NONE,
    ));
}

fn describe(response: &Response, label: String, interactive: bool) {
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, interactive, label.clone()));
}

/// A die face with pips, `used` greyed. Returns the response (click to roll).
pub fn die_ui(ui: &mut Ui, value: Option<u8>, used: bool, label: &str) -> Response {
    let size = 44.0;
    let (rect, response) = ui.allocate_exact_size(vec2(size, size), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label));
    let painter = ui.painter_at(rect.expand(1.0));
    let (fill, pip) = if used {
        (Color32::from_gray(150), Color32::from_gray(110))
    } else {
        (Color32::from_rgb(250, 248, 240), Color32::from_gray(20))
    };
    painter.rect(
        rect.shrink(2.0),
        7.0,
        fill,
        Stroke::new(1.5, Color32::from_gray(60)),
        egui::StrokeKind::Inside,
    );
    let c = rect.center();
    let o = size * 0.24;
    let spots: &[(f32, f32)] = match value {
        Some(1) => &[(0.0, 0.0)],
        Some(2) => &[(-1.0, -1.0), (1.0, 1.0)],
        Some(3) => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        Some(4) => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        Some(5) => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        Some(6) => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[],
    };
    for (x, y) in spots {
        painter.circle_filled(c + vec2(x * o, y * o), size * 0.08, pip);
    }
    if value.is_none() {
        painter.text(
            c,
            Align2::CENTER_CENTER,
            "?",
            FontId::proportional(22.0),
            Color32::from_gray(80),
        );
    }
    response
}

/// A small picture of the start position with the direction each colour moves, for the rules.
pub fn start_picture(ui: &mut Ui) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * 12.6 / 15.2), Sense::hover());
    let pos = Position::start(Colour::White);
    let view = BoardView {
        position: &pos,
        selected: None,
        targets: &[],
        hint: None,
        interactive: false,
        picture: true,
    };
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .id_salt("rules-picture"),
    );
    let _ = view.ui(&mut child);
    let l = Layout::new(rect);
    let painter = ui.painter_at(rect);
    let y_top = l.point_rect(24).center().y;
    let y_bottom = l.point_rect(1).center().y;
    let s = Stroke::new(0.1 * l.w, Color32::from_rgb(255, 120, 40));
    arrow(
        &painter,
        pos2(l.point_rect(23).center().x, y_top),
        pos2(l.point_rect(14).center().x, y_top),
        s,
        l.w,
    );
    arrow(
        &painter,
        pos2(l.point_rect(11).center().x, y_bottom),
        pos2(l.point_rect(2).center().x, y_bottom),
        s,
        l.w,
    );
}

/// A small picture of `pos` with arrows (from, to, colour), for the rules.
pub fn position_picture(ui: &mut Ui, pos: &Position, arrows: &[(u8, Dest, Color32)], salt: &str) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * 12.6 / 15.2), Sense::hover());
    let view = BoardView {
        position: pos,
        selected: None,
        targets: &[],
        hint: None,
        interactive: false,
        picture: true,
    };
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect).id_salt(salt));
    let _ = view.ui(&mut child);
    let l = Layout::new(rect);
    let painter = ui.painter_at(rect);
    for (from, to, colour) in arrows {
        let n = pos.at(*from).map_or(1, |(_, n)| usize::from(n.min(5)));
        let a = l.checker_centre(*from, n.saturating_sub(1));
        arrow(
            &painter,
            a,
            l.dest_centre(pos, *to),
            Stroke::new(0.1 * l.w, *colour),
            l.w,
        );
    }
}

/// The colour of a refused move in the rules' pictures.
pub const REFUSED: Color32 = Color32::from_rgb(220, 40, 40);
/// The colour of an allowed move in the rules' pictures.
pub const ALLOWED: Color32 = Color32::from_rgb(40, 160, 60);
