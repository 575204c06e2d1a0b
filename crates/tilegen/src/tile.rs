//! One whole tile: the cream square with its border and frame, the lines of its kind, and its
//! value digit.

use loopit_core::{Tile, TileKind};
use tiny_skia::{LineCap, PathBuilder, Pixmap, Rect, Transform};

use crate::geometry::D;
use crate::style::{BACKGROUND, BORDER, FRAME, color, paint, stroke};
use crate::{glyphs, junctions, paths};

/// Width and height in pixels of the tile images in `assets/tiles/`.
pub const SIZE: u32 = 256;

/// How a tile is drawn: size and which parts (the tests switch parts off to check the rest).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Options {
    /// Width and height of the image in pixels.
    pub size: u32,
    /// Whether to draw the value digit.
    pub digit: bool,
    /// Whether to leave a gap round a line where it passes over itself in a loop.
    pub crossing_gaps: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            size: SIZE,
            digit: true,
            crossing_gaps: true,
        }
    }
}

/// `tile` drawn with `options` into a new pixmap.
///
/// # Panics
///
/// If `options.size` is 0 or too big for a pixmap.
pub(crate) fn draw(tile: Tile, options: &Options) -> Pixmap {
    let mut pixmap =
        Pixmap::new(options.size, options.size).expect("the tile size is a valid pixmap size");
    let scale = options.size as f32 / D;
    draw_tile(
        &mut pixmap,
        tile,
        options,
        Transform::from_scale(scale, scale),
    );
    pixmap
}

/// Draws `tile` into `pixmap`, its design space mapped by `ts`.
fn draw_tile(pixmap: &mut Pixmap, tile: Tile, options: &Options, ts: Transform) {
    pixmap.fill(color(BACKGROUND));
    draw_frame(pixmap, ts);
    match tile.kind() {
        TileKind::Path => paths::draw(pixmap, tile, options.crossing_gaps, ts),
        TileKind::Junction => junctions::draw_junction(pixmap, tile.edges(), ts),
        TileKind::DeadEnd => junctions::draw_dead_end(pixmap, tile, ts),
    }
    if options.digit {
        glyphs::draw_value(pixmap, &tile.value().to_string(), ts);
    }
}

/// The border and the faint frame inside it.
fn draw_frame(pixmap: &mut Pixmap, ts: Transform) {
    let border = 2.5;
    if let Some(rect) = Rect::from_ltrb(
        border / 2.0,
        border / 2.0,
        D - border / 2.0,
        D - border / 2.0,
    ) {
        let path = PathBuilder::from_rect(rect);
        pixmap.stroke_path(
            &path,
            &paint(BORDER),
            &stroke(border, LineCap::Butt),
            ts,
            None,
        );
    }
    let inset = 8.0;
    if let Some(rect) = Rect::from_ltrb(inset, inset, D - inset, D - inset) {
        let path = PathBuilder::from_rect(rect);
        pixmap.stroke_path(&path, &paint(FRAME), &stroke(1.5, LineCap::Butt), ts, None);
    }
}
