//! The look shared by every part of a tile: its colours, the width of its lines, how the paper
//! and the raised ink are lit, and the tiny-skia paints and strokes made from them.
//!
//! Light falls on every tile from the top left ([`LIGHT`]): the paper's rim is bright on the
//! top and left and in shade on the bottom and right, and each line casts a soft shadow down
//! and to the right.

use tiny_skia::{BlendMode, Color, LineCap, LineJoin, Paint, Stroke};

/// Width of every line, in design units (about 12 % of the tile).
pub const LINE_WIDTH: f32 = 30.0;
/// The paper, a light cream: its colour where the grain is even and no light or shade falls.
pub const BACKGROUND: [u8; 3] = [0xF6, 0xEF, 0xDC];
/// The thin border round the tile.
pub const BORDER: [u8; 3] = [0x9C, 0x8A, 0x68];
/// The colour of every line, node and dot: a deep blue.
pub const LINE: [u8; 3] = [0x1C, 0x4A, 0x98];
/// The colour of the value digit and of the contact sheet's labels: a warm near-black.
pub const DIGIT: [u8; 3] = [0x2A, 0x26, 0x22];

/// Where the light comes from: a unit vector in the design space (y down) pointing from the
/// tile towards the light, above and to the left.
pub(crate) const LIGHT: (f32, f32) = (-0.6, -0.8);

/// How far the paper's grain moves its colour from [`BACKGROUND`], in levels (of 255) either
/// way at most: low, so that it never competes with the lines.
pub(crate) const GRAIN: f32 = 7.0;
/// How much brighter the top-left corner of the paper is than its middle, and the bottom-right
/// corner darker, in levels.
pub(crate) const PAPER_LIGHT: f32 = 3.5;
/// Width of the bevelled rim round the paper, in design units.
pub(crate) const BEVEL: f32 = 7.0;
/// How far the rim goes towards white where it faces the light squarely (0 to 1).
pub(crate) const BEVEL_LIGHT: f32 = 0.7;
/// How far the rim goes towards [`BEVEL_SHADE_COLOUR`] where it faces away from the light
/// squarely.
pub(crate) const BEVEL_SHADE: f32 = 0.55;
/// The colour of the rim's deepest shade.
pub(crate) const BEVEL_SHADE_COLOUR: [u8; 3] = [0xB4, 0xA2, 0x80];

/// How soft the ink's edge lighting and shadow are: the radius, in design units, of the blur
/// they are drawn from.
pub(crate) const RELIEF_BLUR: f32 = 8.0;
/// How far, in design units, the lines' shadow falls from them (right, down).
pub(crate) const SHADOW_OFFSET: (f32, f32) = (2.0, 2.5);
/// How dark the lines' shadow is at its darkest: how far the paper goes towards
/// [`SHADOW_COLOUR`] (0 to 1).
pub(crate) const SHADOW: f32 = 0.28;
/// The colour the shadow darkens the paper towards.
pub(crate) const SHADOW_COLOUR: [u8; 3] = [0x8E, 0x7C, 0x5E];
/// The ink's lit side, where a line faces the light.
pub(crate) const INK_LIGHT: [u8; 3] = [0x3E, 0x6E, 0xBA];
/// The ink's shaded side, where a line faces away from the light.
pub(crate) const INK_SHADE: [u8; 3] = [0x10, 0x32, 0x70];

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

/// The paint lines are laid down with on the ink layer (only where it covers counts; the
/// colour is [`LINE`]).
pub(crate) fn ink() -> Paint<'static> {
    paint(LINE)
}

/// An anti-aliased paint that takes the ink off again where it goes: the paper eye of a
/// junction's node.
pub(crate) fn no_ink() -> Paint<'static> {
    let mut paint = paint(LINE);
    paint.blend_mode = BlendMode::Clear;
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

/// `a` moved towards `b` by `t` (0 to 1), channel by channel, in levels.
pub(crate) fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

/// `rgb` as levels in `f32`.
pub(crate) fn levels([r, g, b]: [u8; 3]) -> [f32; 3] {
    [f32::from(r), f32::from(g), f32::from(b)]
}

/// Levels rounded back to bytes (clamped to 0–255).
pub(crate) fn to_bytes([r, g, b]: [f32; 3]) -> [u8; 3] {
    // `as` saturates: levels below 0 or above 255 end up as 0 or 255.
    [(r + 0.5) as u8, (g + 0.5) as u8, (b + 0.5) as u8]
}
