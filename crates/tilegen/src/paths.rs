//! Path tiles: one line from edge to edge, straight across or bent round a corner, with the
//! curl (a bump, a wiggle, two bumps, a zigzag, a step, a tooth) that tells the seven tiles of
//! one shape apart. No curl crosses its own line or closes round a patch of paper: a closed ring
//! of line is a loop, which players score, so no tile may show one of its own.

use std::f32::consts::PI;

use loopit_core::{Edge, Tile, TileKind};
use tiny_skia::{LineCap, Pixmap, Transform};

use crate::geometry::{D, MID, atan2, inward, midpoint, polyline, sin_cos};
use crate::style::{LINE_WIDTH, ink, stroke};

/// A curl drawn into a path's line: the line moved aside, to one side or to both, over a
/// stretch of it, and back onto its course at both ends of the stretch.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Curl {
    /// Where along the line the curl is centred, as a fraction of the line's length.
    at: f32,
    /// Which side the curl goes to: `1.0` towards the outside of a bend (away from the corner
    /// it turns round), or towards N or E on a straight line; `-1.0` the other way.
    side: f32,
    shape: Shape,
}

/// What a curl looks like. Sizes are in design units: `height` is how far the line moves
/// aside at most, `half` half the length of line the curl takes.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Shape {
    /// One smooth bump.
    Bump { height: f32, half: f32 },
    /// An S-shaped wiggle, one way then the other.
    Wiggle { height: f32, half: f32 },
    /// Two bumps side by side.
    DoubleBump { height: f32, half: f32 },
    /// A zigzag across the line: straight strokes out to one side and the other, with a sharp
    /// corner at each of its `corners`, the first on the curl's side.
    Zigzag { height: f32, half: f32, corners: u8 },
    /// A row of sharp `teeth` on the curl's side, like a saw's: straight out to a point and
    /// straight back to the line's course, one after the other.
    Teeth { height: f32, half: f32, teeth: u8 },
    /// A step aside: the line steps out steeply, runs along beside its course and steps back.
    Step { height: f32, half: f32 },
    /// One sharp tooth: straight out to a point and straight back.
    Tooth { height: f32, half: f32 },
}

/// How much of a step's stretch, at each end, its steep sides take.
const STEP_SIDE: f32 = 0.22;

impl Shape {
    /// Half the length of line the curl takes.
    fn half(self) -> f32 {
        match self {
            Shape::Bump { half, .. }
            | Shape::Wiggle { half, .. }
            | Shape::DoubleBump { half, .. }
            | Shape::Zigzag { half, .. }
            | Shape::Teeth { half, .. }
            | Shape::Step { half, .. }
            | Shape::Tooth { half, .. } => half,
        }
    }

    /// Where along its stretch (`-1` to `1`) the curl has a sharp corner, to be drawn exactly.
    fn corners(self) -> Vec<f32> {
        match self {
            Shape::Zigzag { corners, .. } | Shape::Teeth { teeth: corners, .. } => {
                let n = u32::from(corners.max(1));
                (0..=2 * n).map(|i| i as f32 / n as f32 - 1.0).collect()
            }
            Shape::Step { .. } => vec![-1.0, -1.0 + STEP_SIDE, 1.0 - STEP_SIDE, 1.0],
            Shape::Tooth { .. } => vec![-1.0, 0.0, 1.0],
            Shape::Bump { .. } | Shape::Wiggle { .. } | Shape::DoubleBump { .. } => Vec::new(),
        }
    }
}

const fn curl(at: f32, side: f32, shape: Shape) -> Curl {
    Curl { at, side, shape }
}

/// How a path tile's line is drawn: the shape of its bend and the curl in it, if any.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Look {
    /// For a bend, the length of the straight stub at each end before it turns: short for a
    /// wide quarter circle, long for a tight corner near the centre. Unused for straight lines.
    stub: f32,
    curls: &'static [Curl],
}

/// The stub of a wide bend.
const WIDE: f32 = 18.0;
/// The stub of a tight bend.
const TIGHT: f32 = 72.0;

const fn look(stub: f32, curls: &'static [Curl]) -> Look {
    Look { stub, curls }
}

/// A line with one curl, centred on it.
macro_rules! curled {
    ($stub:expr, $side:expr, $shape:expr) => {
        look($stub, &[curl(0.5, $side, $shape)])
    };
}

/// The seven looks of a straight path, one for each value.
const STRAIGHT_LOOKS: [Look; 7] = [
    look(0.0, &[]),
    curled!(
        0.0,
        1.0,
        Shape::Zigzag {
            height: 30.0,
            half: 78.0,
            corners: 3,
        }
    ),
    curled!(
        0.0,
        1.0,
        Shape::Step {
            height: 36.0,
            half: 62.0,
        }
    ),
    curled!(
        0.0,
        1.0,
        Shape::Wiggle {
            height: 34.0,
            half: 72.0,
        }
    ),
    curled!(
        0.0,
        1.0,
        Shape::DoubleBump {
            height: 30.0,
            half: 64.0,
        }
    ),
    curled!(
        0.0,
        1.0,
        Shape::Tooth {
            height: 42.0,
            half: 46.0,
        }
    ),
    curled!(
        0.0,
        -1.0,
        Shape::Bump {
            height: 40.0,
            half: 72.0,
        }
    ),
];

/// The seven looks of a bent path, one for each value; one-sided curls go to the outside of the
/// bend, except the tooth.
const BEND_LOOKS: [Look; 7] = [
    look(WIDE, &[]),
    curled!(
        WIDE,
        1.0,
        Shape::DoubleBump {
            height: 26.0,
            half: 60.0,
        }
    ),
    curled!(
        WIDE,
        1.0,
        Shape::Teeth {
            height: 24.0,
            half: 66.0,
            teeth: 3,
        }
    ),
    look(TIGHT, &[]),
    curled!(
        WIDE,
        1.0,
        Shape::Step {
            height: 30.0,
            half: 50.0,
        }
    ),
    curled!(
        WIDE,
        1.0,
        Shape::Wiggle {
            height: 30.0,
            half: 66.0,
        }
    ),
    curled!(WIDE, -1.0, BEND_TOOTH),
];

/// The tooth of a bend, which points into the corner it turns round.
const BEND_TOOTH: Shape = Shape::Tooth {
    height: 38.0,
    half: 34.0,
};

/// The S–W bend turns round the digit's corner, so its tooth points the other way.
const DIGIT_CORNER_TOOTH: Look = curled!(WIDE, 1.0, BEND_TOOTH);

/// How a path tile is drawn, chosen from its name: value and shape pick one of seven looks so
/// that no two tiles of the same shape share a look. `None` for junctions and dead ends.
fn path_look(tile: Tile) -> Option<Look> {
    if tile.kind() != TileKind::Path {
        return None;
    }
    // The six shapes: NS, EW, then the bends NE, ES, SW, NW.
    let shapes: [u8; 6] = [0b0101, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001];
    let mask = tile.edges().0;
    let rank = shapes.iter().position(|&m| m == mask)?;
    let look = (tile.value() as usize + 6 + 3 * rank) % 7;
    Some(match (rank, look) {
        (0 | 1, _) => STRAIGHT_LOOKS[look],
        (4, 6) => DIGIT_CORNER_TOOTH,
        _ => BEND_LOOKS[look],
    })
}

/// Whether `tile` is a path bent round a corner in a wide quarter circle with no curl: what the
/// window icon's loop is made of.
pub(crate) fn is_plain_wide_bend(tile: Tile) -> bool {
    path_look(tile).is_some_and(|look| look.stub == WIDE && look.curls.is_empty())
}

/// The line of a path before any curl: straight across, or a stub, a quarter circle and a stub.
#[derive(Copy, Clone, Debug)]
enum Base {
    Straight {
        from: (f32, f32),
        dir: (f32, f32),
        normal: (f32, f32),
    },
    Bend {
        from: Edge,
        to: Edge,
        stub: f32,
        centre: (f32, f32),
        start_angle: f32,
        turn: f32,
    },
}

/// A point on the base line with its unit normal.
#[derive(Copy, Clone, Debug)]
struct Frame {
    pos: (f32, f32),
    normal: (f32, f32),
}

impl Base {
    fn new(from: Edge, to: Edge, stub: f32) -> Base {
        let a = midpoint(from);
        if to == from.opposite() {
            let dir = inward(from);
            // Towards N for a horizontal line, towards E for a vertical one.
            let normal = if dir.0 == 0.0 {
                (1.0, 0.0)
            } else {
                (0.0, -1.0)
            };
            return Base::Straight {
                from: a,
                dir,
                normal,
            };
        }
        let (d1, d2) = (inward(from), inward(to));
        let b = midpoint(to);
        // The corner the bend turns round, moved in by the stubs.
        let corner = (a.0 + b.0 - MID, a.1 + b.1 - MID);
        let centre = (
            corner.0 + stub * (d1.0 + d2.0),
            corner.1 + stub * (d1.1 + d2.1),
        );
        let p = (a.0 + stub * d1.0, a.1 + stub * d1.1);
        let q = (b.0 + stub * d2.0, b.1 + stub * d2.1);
        let start_angle = atan2(p.1 - centre.1, p.0 - centre.0);
        let end_angle = atan2(q.1 - centre.1, q.0 - centre.0);
        let mut turn = end_angle - start_angle;
        if turn > PI {
            turn -= 2.0 * PI;
        } else if turn < -PI {
            turn += 2.0 * PI;
        }
        Base::Bend {
            from,
            to,
            stub,
            centre,
            start_angle,
            turn,
        }
    }

    fn len(&self) -> f32 {
        match *self {
            Base::Straight { .. } => D,
            Base::Bend { stub, turn, .. } => 2.0 * stub + (MID - stub) * turn.abs(),
        }
    }

    fn at(&self, s: f32) -> Frame {
        match *self {
            Base::Straight { from, dir, normal } => Frame {
                pos: (from.0 + s * dir.0, from.1 + s * dir.1),
                normal,
            },
            Base::Bend {
                from,
                to,
                stub,
                centre,
                start_angle,
                turn,
            } => {
                let radius = MID - stub;
                let arc = radius * turn.abs();
                let (d1, d2) = (inward(from), inward(to));
                if s <= stub {
                    let a = midpoint(from);
                    Frame {
                        pos: (a.0 + s * d1.0, a.1 + s * d1.1),
                        normal: d2,
                    }
                } else if s >= stub + arc {
                    let b = midpoint(to);
                    let back = self.len() - s;
                    Frame {
                        pos: (b.0 + back * d2.0, b.1 + back * d2.1),
                        normal: d1,
                    }
                } else {
                    let angle = start_angle + turn * (s - stub) / arc;
                    let (sin, cos) = sin_cos(angle);
                    Frame {
                        pos: (centre.0 + radius * cos, centre.1 + radius * sin),
                        normal: (cos, sin),
                    }
                }
            }
        }
    }
}

/// How far a curl moves the point `u` of its stretch (`-1` to `1`) to its side; 0 at both
/// ends of the stretch, so the line runs on unbroken.
fn offset(shape: Shape, u: f32) -> f32 {
    let bell = |x: f32| (1.0 + sin_cos(PI * x).1) / 2.0;
    match shape {
        Shape::Bump { height, .. } => height * bell(u),
        // sin(πu)·bell(u) peaks at about 0.6495.
        Shape::Wiggle { height, .. } => height * sin_cos(PI * u).0 * bell(u) / 0.649_519,
        Shape::DoubleBump { height, .. } => height * (1.0 - sin_cos(2.0 * PI * u).1) / 2.0,
        Shape::Zigzag {
            height, corners, ..
        } => {
            // A stroke out to each corner and one back to the line's course, where the next
            // corner's stroke sets out to the other side.
            let n = f32::from(corners.max(1));
            let phase = ((u + 1.0) / 2.0 * n).clamp(0.0, n);
            let k = phase.floor().min(n - 1.0);
            let f = phase - k;
            let sign = if (k as u32).is_multiple_of(2) {
                1.0
            } else {
                -1.0
            };
            height * sign * (1.0 - (2.0 * f - 1.0).abs())
        }
        Shape::Teeth { height, teeth, .. } => {
            let n = f32::from(teeth.max(1));
            let phase = ((u + 1.0) / 2.0 * n).clamp(0.0, n);
            height * (1.0 - (2.0 * phase.fract() - 1.0).abs())
        }
        Shape::Step { height, .. } => height * ((1.0 - u.abs()) / STEP_SIDE).clamp(0.0, 1.0),
        Shape::Tooth { height, .. } => height * (1.0 - u.abs()),
    }
}

/// The centre line of a path tile, as points from one line end to the other.
fn path_points(tile: Tile) -> Vec<(f32, f32)> {
    let mut ends = tile.edges().iter();
    let (Some(from), Some(to), Some(look)) = (ends.next(), ends.next(), path_look(tile)) else {
        return Vec::new();
    };
    let base = Base::new(from, to, look.stub);
    let len = base.len();
    // The point `s` along the base line, moved aside by the curls that fall on it.
    let at = |s: f32| {
        let frame = base.at(s);
        let aside: f32 = look
            .curls
            .iter()
            .map(|c| {
                let (d, half) = (s - c.at * len, c.shape.half());
                if d.abs() < half {
                    offset(c.shape, d / half) * c.side
                } else {
                    0.0
                }
            })
            .sum();
        (
            frame.pos.0 + aside * frame.normal.0,
            frame.pos.1 + aside * frame.normal.1,
        )
    };
    // About two points to a design unit, evenly spaced between the ends of the line and the
    // sharp corners of its curls, so that the corners stay sharp.
    let mut stops = vec![0.0, len];
    for c in look.curls {
        let (centre, half) = (c.at * len, c.shape.half());
        stops.extend(c.shape.corners().into_iter().map(|u| centre + u * half));
    }
    stops.sort_by(f32::total_cmp);
    let mut points = vec![at(0.0)];
    for pair in stops.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let steps = ((b - a) * 2.0).ceil().max(1.0) as usize;
        points.extend((1..=steps).map(|i| at(a + (b - a) * i as f32 / steps as f32)));
    }
    points.dedup_by(|b, a| (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3);
    points
}

/// Draws a path tile's line on its ink layer.
pub(crate) fn draw(pixmap: &mut Pixmap, tile: Tile, ts: Transform) {
    let points = path_points(tile);
    let Some(path) = polyline(&points) else {
        return;
    };
    pixmap.stroke_path(&path, &ink(), &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::self_crossings;

    #[test]
    fn no_two_paths_of_one_shape_look_the_same() {
        for mask in [0b0101u8, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001] {
            let tiles: Vec<Tile> = Tile::ALL
                .into_iter()
                .filter(|t| t.edges().0 == mask)
                .collect();
            assert_eq!(tiles.len(), 7);
            for (i, a) in tiles.iter().enumerate() {
                for b in &tiles[i + 1..] {
                    assert_ne!(path_look(*a), path_look(*b), "{a} and {b}");
                }
            }
        }
    }

    #[test]
    fn no_curl_crosses_its_own_line() {
        for tile in Tile::ALL.into_iter().filter(|t| t.kind() == TileKind::Path) {
            let crossings = self_crossings(&path_points(tile));
            assert!(
                crossings.is_empty(),
                "{tile}: the line crosses itself {} times",
                crossings.len()
            );
        }
    }

    #[test]
    fn paths_leave_their_edges_square_from_the_midpoint() {
        for tile in Tile::ALL.into_iter().filter(|t| t.kind() == TileKind::Path) {
            let points = path_points(tile);
            let mut ends = tile.edges().iter();
            let (Some(a), Some(b)) = (ends.next(), ends.next()) else {
                panic!("{tile} has two ends");
            };
            let (first, last) = (points[0], points[points.len() - 1]);
            for (end, edge) in [(first, a), (last, b)] {
                let m = midpoint(edge);
                assert!(
                    (end.0 - m.0).abs() < 1e-3 && (end.1 - m.1).abs() < 1e-3,
                    "{tile}: the line ends at {end:?}, not at the middle of {edge}"
                );
                // The first stretch of line from the edge runs straight in, square to it.
                let d = inward(edge);
                for p in &points {
                    let (dx, dy) = (p.0 - m.0, p.1 - m.1);
                    if dx.hypot(dy) < WIDE - 2.0 {
                        let aside = dx * d.1 - dy * d.0;
                        assert!(
                            aside.abs() < 1e-2,
                            "{tile}: {p:?} is off the stub at {edge}"
                        );
                    }
                }
            }
        }
    }
}
