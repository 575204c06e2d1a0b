//! The design space every tile is drawn in and the plane geometry the drawing needs: edge
//! midpoints and directions, polylines, and where a polyline crosses itself (which no tile's
//! line may do; the tests ask).
//!
//! All geometry is in `f32`, tiny-skia's number type. Its angle functions ([`sin_cos`],
//! [`atan2`]) are always evaluated at run time: the compiler folds such calls on
//! constants with its own arithmetic, which can differ from the run-time maths library in the
//! last bit, and then a release build (which writes the committed images) and a test build
//! (which checks them byte for byte) would draw different pixels. `crates/tilegen/clippy.toml`
//! forbids calling them directly.

use loopit_core::Edge;
use tiny_skia::{Path, PathBuilder};

/// The design space every tile is drawn in: a square of this side, scaled to the output size.
pub(crate) const D: f32 = 256.0;
/// The middle of an edge, in design units.
pub(crate) const MID: f32 = D / 2.0;
/// Sine and cosine of `angle` (radians), computed at run time.
#[allow(clippy::disallowed_methods, reason = "the one place that calls it")]
pub(crate) fn sin_cos(angle: f32) -> (f32, f32) {
    std::hint::black_box(angle).sin_cos()
}

/// The angle of the vector (`x`, `y`) from the positive x axis, computed at run time.
#[allow(clippy::disallowed_methods, reason = "the one place that calls it")]
pub(crate) fn atan2(y: f32, x: f32) -> f32 {
    std::hint::black_box(y).atan2(std::hint::black_box(x))
}

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

/// The unit vector from `edge` into the tile.
pub(crate) fn inward(edge: Edge) -> (f32, f32) {
    match edge {
        Edge::N => (0.0, 1.0),
        Edge::E => (-1.0, 0.0),
        Edge::S => (0.0, -1.0),
        Edge::W => (1.0, 0.0),
    }
}

/// A path through `points`.
pub(crate) fn polyline(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::with_capacity(points.len(), points.len());
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.finish()
}

/// 0 below 0, 1 above 1, and a smooth S between.
pub(crate) fn smoothstep(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Where a polyline crosses itself: for each crossing, the index of the later segment.
#[cfg(test)]
pub(crate) fn self_crossings(points: &[(f32, f32)]) -> Vec<usize> {
    let cross = |a: (f32, f32), b: (f32, f32)| a.0 * b.1 - a.1 * b.0;
    let sub = |a: (f32, f32), b: (f32, f32)| (a.0 - b.0, a.1 - b.1);
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
