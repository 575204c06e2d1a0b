//! The marks drawn on the board, each in one place so that the board and the "Reading the
//! board" help draw them the same way. No mark is told apart by its colour alone: each also
//! has its own shape or pattern (solid frame, dashes, corner brackets, a centre dot, a cross,
//! a bar on one side), so that they stay apart for a colour-blind player.

use egui::{Color32, CornerRadius, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2};
use loopit_core::Edge;

use super::palette;

/// The corners of `r`, round and back to the first, for a frame drawn as one line.
pub fn outline(r: Rect) -> [Pos2; 5] {
    [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ]
}

/// The width of a turn's frame for a cell of `size` points.
#[must_use]
pub fn frame_width(size: f32) -> f32 {
    (size * 0.07).max(2.5)
}

/// A cell where the picked-up tile may go: a green tint, a green border in the ring a turn's
/// frame takes, and a dot in the top-left corner.
pub fn legal(painter: &Painter, rect: Rect) {
    painter.rect_filled(
        rect.shrink(1.0),
        CornerRadius::ZERO,
        palette::LEGAL.gamma_multiply(0.3),
    );
    legal_over(painter, rect);
}

/// A legal cell's border and dot alone, without its tint: drawn again over a tile shown on
/// the cell (a hint's ghost), so that the cell still reads as one where the tile may go.
pub fn legal_over(painter: &Painter, rect: Rect) {
    let w = (frame_width(rect.width()) - 1.0).clamp(1.0, 2.0);
    painter.rect_stroke(
        rect.shrink(1.0),
        CornerRadius::same(2),
        Stroke::new(w, palette::LEGAL),
        StrokeKind::Inside,
    );
    legal_dot(painter, rect);
}

/// The legal cell's dot alone (the quiet board marks): in the top-left corner, as the middle
/// holds the cell's premium label ("×2"), which a dot there made read "•2".
pub fn legal_dot(painter: &Painter, rect: Rect) {
    let radius = rect.width() * 0.07;
    painter.circle_filled(
        rect.left_top() + Vec2::splat(radius + rect.width() * 0.1),
        radius,
        palette::LEGAL,
    );
}

/// A tile placed in the turn in progress: a solid frame in the colour of the seat to move
/// ([`super::seat::colour`]).
pub fn this_turn(painter: &Painter, rect: Rect, colour: Color32) {
    painter.rect_stroke(
        rect,
        CornerRadius::same(3),
        Stroke::new(frame_width(rect.width()), colour),
        StrokeKind::Inside,
    );
}

/// A tile placed in the last turn that ended: a dashed frame in the colour of the seat that
/// played it ([`super::seat::colour`]).
pub fn last_turn(painter: &Painter, rect: Rect, colour: Color32) {
    let w = frame_width(rect.width()) * 0.8;
    let r = rect.shrink(w / 2.0);
    let path = outline(r);
    let dash = (rect.width() * 0.16).max(4.0);
    painter.extend(Shape::dashed_line(
        &path,
        Stroke::new(w, colour),
        dash,
        dash * 0.6,
    ));
}

/// A tile a placement would be joined to (or, in the log, a turn's tile): yellow corner
/// brackets.
pub fn joined(painter: &Painter, rect: Rect) {
    brackets(painter, rect, palette::JOINED);
}

/// Corner brackets of `colour` inside `rect`.
pub fn brackets(painter: &Painter, rect: Rect, colour: Color32) {
    let w = frame_width(rect.width());
    // In the ring a turn's frame takes: the tile inside keeps its lines and number in view.
    let r = rect.shrink(w / 2.0);
    let arm = rect.width() * 0.3;
    let stroke = Stroke::new(w, colour);
    for (corner, dx, dy) in [
        (r.left_top(), 1.0, 1.0),
        (r.right_top(), -1.0, 1.0),
        (r.right_bottom(), -1.0, -1.0),
        (r.left_bottom(), 1.0, -1.0),
    ] {
        painter.add(Shape::line(
            vec![
                corner + Vec2::new(arm * dx, 0.0),
                corner,
                corner + Vec2::new(0.0, arm * dy),
            ],
            stroke,
        ));
    }
}

/// A cell where the picked-up tile may not go: a red cross.
pub fn refused(painter: &Painter, rect: Rect) {
    let r = rect.shrink(rect.width() * 0.3);
    let stroke = Stroke::new((rect.width() * 0.05).max(2.0), palette::REFUSED);
    painter.line_segment([r.left_top(), r.right_bottom()], stroke);
    painter.line_segment([r.right_top(), r.left_bottom()], stroke);
}

/// The side of a cell where the rule is broken: a thick red bar along that edge.
pub fn refused_edge(painter: &Painter, rect: Rect, edge: Edge) {
    let w = (rect.width() * 0.12).max(3.0);
    let bar = match edge {
        Edge::N => Rect::from_min_max(rect.left_top(), rect.right_top() + Vec2::new(0.0, w)),
        Edge::S => Rect::from_min_max(rect.left_bottom() - Vec2::new(0.0, w), rect.right_bottom()),
        Edge::W => Rect::from_min_max(rect.left_top(), rect.left_bottom() + Vec2::new(w, 0.0)),
        Edge::E => Rect::from_min_max(rect.right_top() - Vec2::new(w, 0.0), rect.right_bottom()),
    };
    painter.rect_filled(bar, CornerRadius::same(1), palette::REFUSED);
}

/// The refused tile touches no line: a dashed red frame all round.
pub fn refused_all_round(painter: &Painter, rect: Rect) {
    let r = rect.shrink(2.0);
    let path = outline(r);
    painter.extend(Shape::dashed_line(
        &path,
        Stroke::new(2.5, palette::REFUSED),
        5.0,
        4.0,
    ));
}

/// Where a line of a previewed placement stops: a black frame in the ring round the cell
/// with a white bar across the middle of each side (the line goes no further), and, for an
/// empty cell, a dashed frame inside it. Nothing is drawn on the tile there: its number stays
/// in sight.
pub fn stop(painter: &Painter, rect: Rect, empty: bool) {
    let w = frame_width(rect.width());
    if empty {
        let r = rect.shrink(w + 1.0);
        let path = outline(r);
        painter.extend(Shape::dashed_line(
            &path,
            Stroke::new(1.0, palette::Board::here(painter).ink),
            3.0,
            3.0,
        ));
    }
    painter.rect_stroke(
        rect,
        CornerRadius::ZERO,
        Stroke::new(w, palette::STOP),
        StrokeKind::Inside,
    );
    let half = rect.width() * 0.12;
    let bar = Stroke::new((w * 0.45).max(1.0), Color32::WHITE);
    let inset = w / 2.0;
    for (centre, along) in [
        (rect.center_top() + Vec2::new(0.0, inset), Vec2::X),
        (rect.center_bottom() - Vec2::new(0.0, inset), Vec2::X),
        (rect.left_center() + Vec2::new(inset, 0.0), Vec2::Y),
        (rect.right_center() - Vec2::new(inset, 0.0), Vec2::Y),
    ] {
        painter.line_segment([centre - along * half, centre + along * half], bar);
    }
}

/// A small number in the top-right corner of a cell: rounded for the turn in progress,
/// square-cornered for the last turn.
pub fn badge(painter: &Painter, rect: Rect, text: &str, colour: Color32, rounded: bool) {
    let font = FontId::proportional((rect.height() * 0.26).max(super::text::BODY));
    let galley = painter.layout_no_wrap(text.to_owned(), font, Color32::WHITE);
    let size = galley.size() + Vec2::new(6.0, 2.0);
    let badge = Rect::from_min_size(
        Pos2::new(rect.right() - size.x - 1.0, rect.top() + 1.0),
        size,
    );
    let corners = if rounded {
        CornerRadius::same(5)
    } else {
        CornerRadius::ZERO
    };
    painter.rect_filled(badge, corners, colour);
    painter.galley(badge.center() - galley.size() / 2.0, galley, Color32::WHITE);
}

/// The start cell under its tile: a small gold corner, so it stays marked all game.
pub fn start_corner(painter: &Painter, rect: Rect) {
    let size = rect.width() * 0.22;
    let corner = rect.left_top() + Vec2::splat(1.0);
    let points = vec![
        corner,
        corner + Vec2::new(size, 0.0),
        corner + Vec2::new(0.0, size),
    ];
    painter.add(Shape::convex_polygon(
        points,
        palette::Board::here(painter).premium(6),
        Stroke::new(1.0, palette::Board::here(painter).ink),
    ));
}

/// The keyboard's cursor: a thick frame in black and white dashes, seen on any colour.
pub fn cursor(painter: &Painter, rect: Rect) {
    let r = rect.shrink(1.5);
    let path = outline(r);
    painter.add(Shape::line(path.to_vec(), Stroke::new(3.5, Color32::BLACK)));
    painter.extend(Shape::dashed_line(
        &path,
        Stroke::new(3.5, Color32::WHITE),
        5.0,
        5.0,
    ));
}

/// The guided first game's ring round the bank slot of the tile to use now: a thick blue
/// rounded frame with a white edge, just outside the slot (the picked-up tile's frame is
/// orange and inside it).
pub fn guide_slot(painter: &Painter, rect: Rect) {
    let r = rect.expand(1.0);
    painter.rect_stroke(
        r.expand(3.5),
        CornerRadius::same(8),
        Stroke::new(1.0, Color32::WHITE),
        StrokeKind::Outside,
    );
    painter.rect_stroke(
        r,
        CornerRadius::same(6),
        Stroke::new(3.5, palette::GUIDE),
        StrokeKind::Outside,
    );
}

/// The guided first game's ring round the cell to use now: a thick blue circle with a white
/// edge, reaching a little beyond the cell, so that it is seen on a tile, a premium and the
/// legal cells' green alike (no other mark is round).
pub fn guide(painter: &Painter, rect: Rect) {
    let (radius, width) = guide_ring(rect);
    painter.circle_stroke(
        rect.center(),
        radius + width * 0.5,
        Stroke::new(1.5, Color32::WHITE),
    );
    painter.circle_stroke(rect.center(), radius, Stroke::new(width, palette::GUIDE));
}

/// The radius and the width of the guide's ring round `rect`.
fn guide_ring(rect: Rect) -> (f32, f32) {
    let radius = rect.width().max(rect.height()) * 0.62;
    let width = (rect.width() * 0.08).clamp(2.5, 5.0);
    (radius, width)
}
