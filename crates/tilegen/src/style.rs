//! The look shared by every part of a tile: its colours, the width of its lines, and the
//! tiny-skia paints and strokes made from them.

use tiny_skia::{Color, LineCap, LineJoin, Paint, Stroke};

/// Width of every line, in design units (about 12 % of the tile).
pub const LINE_WIDTH: f32 = 30.0;
/// The background, a light cream.
pub const BACKGROUND: [u8; 3] = [0xF6, 0xEF, 0xDC];
/// The thin border round the tile.
pub const BORDER: [u8; 3] = [0x9C, 0x8A, 0x68];
/// The faint frame just inside the border.
pub(crate) const FRAME: [u8; 3] = [0xE6, 0xDB, 0xBF];
/// The colour of every line, node and dot: a deep blue.
pub const LINE: [u8; 3] = [0x1C, 0x4A, 0x98];
/// The colour of the value digit and of the contact sheet's labels: a warm near-black.
pub const DIGIT: [u8; 3] = [0x2A, 0x26, 0x22];

/// An opaque tiny-skia colour.
pub(crate) fn color([r, g, b]: [u8; 3]) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

/// An anti-aliased paint of one opaque colour.
pub(crate) fn paint(rgb: [u8; 3]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color(rgb));
    paint.anti_alias = true;
    paint
}

/// A stroke `width` wide with round joins and the given caps.
pub(crate) fn stroke(width: f32, cap: LineCap) -> Stroke {
    Stroke {
        width,
        line_cap: cap,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}
