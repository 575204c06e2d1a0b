//! One whole tile: the paper with its rim and border, the lines of its kind printed on it in
//! raised ink, and its value digit.

use loopit_core::{Tile, TileKind};
use tiny_skia::{LineCap, PathBuilder, Pixmap, Rect, Transform};

use crate::geometry::D;
use crate::relief::InkLayer;
use crate::style::{BORDER, paint, stroke};
use crate::{glyphs, junctions, paper, paths};

/// Width and height in pixels of the tile images in `assets/tiles/`.
pub const SIZE: u32 = 256;

/// How a tile is drawn: size and which parts (the tests switch parts off to check the rest).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Options {
    /// Width and height of the image in pixels.
    pub size: u32,
    /// Whether to draw the value digit.
    pub digit: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            size: SIZE,
            digit: true,
        }
    }
}

/// `tile` drawn with `options` into a new pixmap.
///
/// # Panics
///
/// If `options.size` is 0 or too big for a pixmap.
pub(crate) fn draw(tile: Tile, options: &Options) -> Pixmap {
    // Each tile's paper has its own grain, from its place in the naming order.
    let mut pixmap = paper::draw(options.size, tile.index() as u32);
    let scale = options.size as f32 / D;
    let ts = Transform::from_scale(scale, scale);
    draw_border(&mut pixmap, ts);
    let mut ink = InkLayer::new(options.size);
    let ink_ts = ink.transform();
    match tile.kind() {
        TileKind::Path => paths::draw(ink.pixmap(), tile, ink_ts),
        TileKind::Junction => junctions::draw_junction(ink.pixmap(), tile.edges(), ink_ts),
        TileKind::DeadEnd => junctions::draw_dead_end(ink.pixmap(), tile, ink_ts),
    }
    ink.extend_line_ends(tile.edges());
    ink.print_on(&mut pixmap);
    if options.digit {
        glyphs::draw_value(&mut pixmap, &tile.value().to_string(), ts);
    }
    pixmap
}

/// The thin border round the tile.
fn draw_border(pixmap: &mut Pixmap, ts: Transform) {
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
}
