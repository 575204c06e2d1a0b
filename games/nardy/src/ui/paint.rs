//! How the board is drawn: its geometry for a given rectangle (it scales with the window), its
//! colours, checkers, arrows and dice. Drawing only: what is shown comes from the views.

use egui::{
    Align2, Color32, FontId, Pos2, Rect, Response, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo,
    pos2, vec2,
};
use nardy_core::{Colour, Dest, Position};

use crate::words::DieState;

/// The board's geometry for a given rectangle.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// The whole board, frame included.
    pub board: Rect,
    /// Width of one point.
    pub w: f32,
    /// Height of a half (one row of points).
    pub half: f32,
    /// The left edge of the playing fields.
    pub left: f32,
    /// Width of the bar between the halves.
    pub bar: f32,
    /// The borne-off tray.
    pub tray: Rect,
}

/// The board's frame.
pub const WOOD: Color32 = Color32::from_rgb(120, 78, 44);
/// The playing fields.
pub const FELT: Color32 = Color32::from_rgb(222, 196, 150);
/// Every other point.
pub const DARK_POINT: Color32 = Color32::from_rgb(140, 50, 40);
/// The points between.
pub const LIGHT_POINT: Color32 = Color32::from_rgb(60, 90, 70);
/// White's checkers.
pub const WHITE_CHECKER: Color32 = Color32::from_rgb(245, 242, 232);
/// Black's checkers.
pub const BLACK_CHECKER: Color32 = Color32::from_rgb(35, 32, 30);
/// Where the picked checker may go, and the picked checker itself.
pub const TARGET: Color32 = Color32::from_rgb(250, 210, 60);
/// The hint's arrows.
pub const HINT: Color32 = Color32::from_rgb(80, 170, 255);
/// The computer's last move: its points outlined, a ring where each checker left, thin arrows
/// to where it stands. Deep violet, neither the targets' yellow nor the hint's blue; drawn on
/// a light edge ([`LAST_MOVE_HALO`]), so that one of the two stands out on the light felt and
/// on the dark points alike (a test measures it).
pub const LAST_MOVE: Color32 = Color32::from_rgb(110, 50, 160);
/// The light edge drawn under every mark of the computer's last move.
pub const LAST_MOVE_HALO: Color32 = Color32::from_rgb(245, 230, 255);
/// The borne-off tray.
pub const TRAY: Color32 = Color32::from_rgb(90, 58, 32);

impl Layout {
    /// The geometry of a board as large as fits in `avail`, centred.
    #[must_use]
    pub fn new(avail: Rect) -> Layout {
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
    #[must_use]
    pub fn column(p: u8) -> (u8, bool) {
        if p >= 13 {
            (p - 13, true)
        } else {
            (12 - p, false)
        }
    }

    /// The rectangle of point `p` (its triangle and stack).
    #[must_use]
    pub fn point_rect(&self, p: u8) -> Rect {
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
    #[must_use]
    pub fn checker_centre(&self, p: u8, k: usize) -> Pos2 {
        let r = self.point_rect(p);
        let d = 0.92 * self.w;
        let k = k as f32;
        if Layout::column(p).1 {
            pos2(r.center().x, r.top() + d * (k + 0.5))
        } else {
            pos2(r.center().x, r.bottom() - d * (k + 0.5))
        }
    }

    /// Where an arrow to `to` ends.
    #[must_use]
    pub fn dest_centre(&self, pos: &Position, to: Dest) -> Pos2 {
        match to {
            Dest::Point(p) => {
                let n = pos.at(p).map_or(0, |(_, n)| usize::from(n.min(5)));
                self.checker_centre(p, n.min(4))
            }
            Dest::Off => self.tray.center(),
        }
    }

    /// The point or tray under `at`.
    #[must_use]
    pub fn point_at(&self, at: Pos2) -> Option<Dest> {
        if self.tray.contains(at) {
            return Some(Dest::Off);
        }
        (1..=24)
            .find(|&p| self.point_rect(p).contains(at))
            .map(Dest::Point)
    }
}

/// A checker's fill and rim.
#[must_use]
pub fn checker_colour(c: Colour) -> (Color32, Color32) {
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

/// Draws an arrow from `a` to `b`, its head sized for points `w` wide.
pub fn arrow(painter: &egui::Painter, a: Pos2, b: Pos2, stroke: Stroke, w: f32) {
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

/// A mark of the computer's last move: `draw` with the light edge, wider, then with the violet
/// on it, `width` wide.
pub fn last_move_mark(width: f32, mut draw: impl FnMut(Stroke)) {
    draw(Stroke::new(width * 2.2, LAST_MOVE_HALO));
    draw(Stroke::new(width, LAST_MOVE));
}

/// A die face with pips: a played one greyed, one no checker may play struck through in red.
/// Returns the response (click to roll).
pub fn die_ui(ui: &mut Ui, value: Option<u8>, state: DieState, label: &str) -> Response {
    let used = state == DieState::Used;
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
    if state == DieState::Lost {
        let r = rect.shrink(9.0);
        painter.line_segment([r.left_bottom(), r.right_top()], Stroke::new(3.0, REFUSED));
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

/// The colour of a refused move in the rules' pictures.
pub const REFUSED: Color32 = Color32::from_rgb(220, 40, 40);
/// The colour of an allowed move in the rules' pictures.
pub const ALLOWED: Color32 = Color32::from_rgb(40, 160, 60);

#[cfg(test)]
mod tests {
    use super::*;
    use game_shell::theme::contrast;

    /// The board is drawn in the same colours whatever the window's theme: the marks of the
    /// computer's last move (violet on a light edge) stand out at 3:1 or more, WCAG's measure
    /// for a graphic, on every part of it they are drawn on.
    #[test]
    fn the_last_move_marks_stand_out_on_every_part_of_the_board() {
        for (part, colour) in [
            ("felt", FELT),
            ("dark point", DARK_POINT),
            ("light point", LIGHT_POINT),
            ("frame", WOOD),
            ("tray", TRAY),
            ("white checker", WHITE_CHECKER),
            ("black checker", BLACK_CHECKER),
        ] {
            let best = contrast(LAST_MOVE, colour).max(contrast(LAST_MOVE_HALO, colour));
            assert!(best >= 3.0, "{part}: {best:.2}");
        }
    }
}
