//! Draws the 81 LoopIt tiles as anti-aliased images, and a contact sheet of all of them.
//!
//! Every tile is drawn in a 256 × 256 design space (N is the top, E the right, S the bottom,
//! W the left edge) and scaled to the size asked for, so [`render`] gives the 256-pixel images
//! of `assets/tiles/` and [`contact_sheet`] draws the same art smaller. The drawing is plain
//! arithmetic on `f32` handed to tiny-skia: no randomness, no clock, so the same tile always
//! gives the same pixels.
//!
//! What a tile shows:
//!
//! * a cream square with a thin darker border and a faint inner frame;
//! * its lines in one deep blue, [`LINE_WIDTH`] wide, each line end cut flat exactly at the
//!   middle of its edge and leaving it at a right angle, so lines of neighbouring tiles join;
//! * a **path** (`v2k`) as one line, straight across or bent round a corner, with a curl drawn
//!   in most of them (a loop, two loops, a wiggle, a bump, two bumps), a different one for each
//!   value, so the seven tiles of one shape all look different; no curl comes within two line
//!   widths (23 % of the tile) of an edge without a line end, nor within 12 % of an edge beside
//!   its line end, so that none looks like a line end even on a small board (on a straight line
//!   the loops sit sunk into the line, which dips to meet them);
//! * a **junction** (`v3k`, `v41`) as straight spokes into a round node in the centre;
//! * a **dead end** (`83k`) as a straight line across and, from the third edge, a short line
//!   ending in a dot with a clear gap to the straight line;
//! * the value as a digit in the bottom-left corner, clear of every line.
//!
//! ```
//! use loopit_core::Tile;
//! let tile: Tile = "331".parse()?;
//! let image = tilegen::render(tile);
//! assert_eq!((image.width(), image.height()), (tilegen::SIZE, tilegen::SIZE));
//! # Ok::<(), loopit_core::ParseTileError>(())
//! ```
//!
//! The drawing is split along its parts: `geometry` (the design space, polylines, a turtle),
//! `style` (colours, line width, paints), `paths` (path tiles: lines, bends, curls and loops),
//! `junctions` (junctions and dead ends), `glyphs` (the value digit and labels), `tile` (one
//! whole tile) and `sheet` (the contact sheet). Each uses only those listed before it.

#![warn(missing_docs)]

mod geometry;
mod glyphs;
mod icon;
mod junctions;
mod paths;
mod sheet;
mod style;
mod tile;

use loopit_core::Tile;
use tiny_skia::Pixmap;

pub use geometry::midpoint;
pub use glyphs::digit_box;
pub use icon::ICON_SIZE;
pub use junctions::{DOT_GAP, DOT_RADIUS, NODE_RADIUS, dot_centre};
pub use sheet::SHEET_TILE;
pub use style::{BACKGROUND, BORDER, DIGIT, LINE, LINE_WIDTH};
pub use tile::{Options, SIZE};

/// The tile image as it goes into `assets/tiles/NAME.png`: [`SIZE`] × [`SIZE`], opaque.
#[must_use]
pub fn render(tile: Tile) -> Pixmap {
    render_with(tile, &Options::default())
}

/// The tile drawn with `options`.
///
/// # Panics
///
/// If `options.size` is 0 or too big for a pixmap.
#[must_use]
pub fn render_with(tile: Tile, options: &Options) -> Pixmap {
    tile::draw(tile, options)
}

/// All `tiles` on one sheet: a row per value (11 tiles for values 1–7, 4 for value 8), each tile
/// drawn [`SHEET_TILE`] pixels wide with its name under it.
///
/// # Panics
///
/// Never for the tiles of the game; only if `tiles` asks for an impossibly large sheet.
#[must_use]
pub fn contact_sheet(tiles: &[Tile]) -> Pixmap {
    sheet::draw(tiles)
}

/// The program's window icon, [`ICON_SIZE`] pixels square: four tiles whose lines close into
/// one loop (it goes into `assets/icon.png`).
#[must_use]
pub fn icon() -> Pixmap {
    icon::draw()
}
