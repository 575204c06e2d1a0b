//! Junction and dead-end tiles: a junction's straight spokes into a round node in the centre,
//! and a dead end's straight line across with a short line from the third edge ending in a dot.

use loopit_core::{Edge, Edges, Tile};
use tiny_skia::{FillRule, LineCap, PathBuilder, Pixmap, Transform};

use crate::geometry::{MID, inward, midpoint};
use crate::style::{LINE_WIDTH, ink, no_ink, stroke};

/// Radius of a junction's centre node.
pub const NODE_RADIUS: f32 = 31.0;
/// Radius of the eye of paper in a junction's node.
const NODE_EYE: f32 = 12.0;
/// Radius of a dead end's dot.
pub const DOT_RADIUS: f32 = 24.0;
/// Gap between a dead end's dot and its straight line.
pub const DOT_GAP: f32 = 16.0;

/// Where the centre of a dead end's dot is, in pixels of a [`SIZE`](crate::SIZE)-pixel tile.
#[must_use]
pub fn dot_centre(endpoint: Edge) -> (f32, f32) {
    let along = MID - LINE_WIDTH / 2.0 - DOT_GAP - DOT_RADIUS;
    let (x, y) = midpoint(endpoint);
    let (dx, dy) = inward(endpoint);
    (x + dx * along, y + dy * along)
}

/// Draws a junction's spokes from `edges` into its node, on its ink layer.
pub(crate) fn draw_junction(pixmap: &mut Pixmap, edges: Edges, ts: Transform) {
    let line = ink();
    let mut pb = PathBuilder::new();
    for edge in edges.iter() {
        let (x, y) = midpoint(edge);
        pb.move_to(x, y);
        pb.line_to(MID, MID);
    }
    if let Some(spokes) = pb.finish() {
        pixmap.stroke_path(&spokes, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
    }
    if let Some(node) = PathBuilder::from_circle(MID, MID, NODE_RADIUS) {
        pixmap.fill_path(&node, &line, FillRule::Winding, ts, None);
    }
    if let Some(eye) = PathBuilder::from_circle(MID, MID, NODE_EYE) {
        pixmap.fill_path(&eye, &no_ink(), FillRule::Winding, ts, None);
    }
}

/// Draws a dead end's straight line and its stub ending in a dot, on its ink layer.
pub(crate) fn draw_dead_end(pixmap: &mut Pixmap, tile: Tile, ts: Transform) {
    let Some(endpoint) = tile.endpoint() else {
        return;
    };
    let line = ink();
    let mut pb = PathBuilder::new();
    // The straight line: the edges through which the rules let a line pass.
    let straight: Vec<Edge> = tile
        .edges()
        .iter()
        .filter(|&e| tile.line_through(e).is_some())
        .collect();
    if let [a, b] = straight[..] {
        let (a, b) = (midpoint(a), midpoint(b));
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
    }
    let (ex, ey) = midpoint(endpoint);
    let (cx, cy) = dot_centre(endpoint);
    pb.move_to(ex, ey);
    pb.line_to(cx, cy);
    if let Some(lines) = pb.finish() {
        pixmap.stroke_path(&lines, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
    }
    if let Some(dot) = PathBuilder::from_circle(cx, cy, DOT_RADIUS) {
        pixmap.fill_path(&dot, &line, FillRule::Winding, ts, None);
    }
}
