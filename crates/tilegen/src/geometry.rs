//! The design space every tile is drawn in and the plane geometry the drawing needs: edge
//! midpoints and directions, polylines, a turtle that walks straights and arcs, and where a
//! polyline crosses itself.

use loopit_core::Edge;
use tiny_skia::{Path, PathBuilder};

/// The design space every tile is drawn in: a square of this side, scaled to the output size.
pub(crate) const D: f32 = 256.0;
/// The middle of an edge, in design units.
pub(crate) const MID: f32 = D / 2.0;
/// [`D`] in `f64`.
pub(crate) const D64: f64 = 256.0;
/// [`MID`] in `f64`.
pub(crate) const MID64: f64 = D64 / 2.0;

/// The middle of `edge`, in design units: where a line end sits.
#[must_use]
pub fn midpoint(edge: Edge) -> (f32, f32) {
    match edge {
        Edge::N => (MID, 0.0),
        Edge::E => (D, MID),
        Edge::S => (MID, D),
        Edge::W => (0.0, MID),
    }
}

/// [`midpoint`] for the path geometry, which is worked out in `f64` so that rounding never
/// depends on how the generator was compiled.
pub(crate) fn midpoint64(edge: Edge) -> (f64, f64) {
    let (x, y) = midpoint(edge);
    (f64::from(x), f64::from(y))
}

/// [`inward`] in `f64`.
pub(crate) fn inward64(edge: Edge) -> (f64, f64) {
    let (x, y) = inward(edge);
    (f64::from(x), f64::from(y))
}

/// The unit vector from `edge` into the tile.
pub(crate) fn inward(edge: Edge) -> (f32, f32) {
    match edge {
        Edge::N => (0.0, 1.0),
        Edge::E => (-1.0, 0.0),
        Edge::S => (0.0, -1.0),
        Edge::W => (1.0, 0.0),
    }
}

/// A path through `points`, which are rounded to `f32` only here.
#[allow(
    clippy::cast_possible_truncation,
    reason = "design units fit f32 easily"
)]
pub(crate) fn polyline(points: &[(f64, f64)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::with_capacity(points.len(), points.len());
    pb.move_to(first.0 as f32, first.1 as f32);
    for p in rest {
        pb.line_to(p.0 as f32, p.1 as f32);
    }
    pb.finish()
}

/// 0 below 0, 1 above 1, and a smooth S between.
pub(crate) fn smoothstep(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Draws a line as a list of points, about half a unit apart.
#[derive(Debug)]
pub(crate) struct Turtle {
    /// Where the turtle is.
    pub(crate) pos: (f64, f64),
    /// Which way it faces: the angle from the positive x axis towards positive y.
    pub(crate) heading: f64,
    /// Every point it has been at, in order.
    pub(crate) points: Vec<(f64, f64)>,
}

impl Turtle {
    /// Walks `len` straight ahead.
    pub(crate) fn straight(&mut self, len: f64) {
        let steps = (len * 2.0).ceil().max(1.0) as usize;
        let start = self.pos;
        let (sin, cos) = self.heading.sin_cos();
        for i in 1..=steps {
            let d = len * i as f64 / steps as f64;
            self.pos = (start.0 + d * cos, start.1 + d * sin);
            self.points.push(self.pos);
        }
    }

    /// Turns left (towards positive y) by `angle` round a circle of `radius`.
    pub(crate) fn arc(&mut self, radius: f64, angle: f64) {
        let (sin, cos) = self.heading.sin_cos();
        let centre = (self.pos.0 - radius * sin, self.pos.1 + radius * cos);
        let start = self.heading;
        let steps = (radius * angle * 2.0).ceil().max(1.0) as usize;
        for i in 1..=steps {
            let heading = start + angle * i as f64 / steps as f64;
            let (sin, cos) = heading.sin_cos();
            self.pos = (centre.0 + radius * sin, centre.1 - radius * cos);
            self.points.push(self.pos);
        }
        self.heading = start + angle;
    }
}

/// Where a polyline crosses itself: for each crossing, the index of the later segment.
pub(crate) fn self_crossings(points: &[(f64, f64)]) -> Vec<usize> {
    let cross = |a: (f64, f64), b: (f64, f64)| a.0 * b.1 - a.1 * b.0;
    let sub = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0, a.1 - b.1);
    let mut found: Vec<usize> = Vec::new();
    for j in 1..points.len().saturating_sub(1) {
        let (p, p2) = (points[j], points[j + 1]);
        let r = sub(p2, p);
        for i in 0..j.saturating_sub(2) {
            let (q, q2) = (points[i], points[i + 1]);
            let s = sub(q2, q);
            let denom = cross(r, s);
            if denom.abs() < 1e-9 {
                continue;
            }
            let qp = sub(q, p);
            let t = cross(qp, s) / denom;
            let v = cross(qp, r) / denom;
            if (0.0..1.0).contains(&t) && (0.0..1.0).contains(&v) {
                found.push(j);
            }
        }
    }
    found
}
