//! Path tiles: one line from edge to edge, straight across or bent round a corner, with the
//! curl (a loop, two loops, a wiggle, a bump, two bumps) that tells the seven tiles of one shape
//! apart, and a gap of paper where a loop's line passes over itself.

use std::f32::consts::PI;

use loopit_core::{Edge, Tile, TileKind};
use tiny_skia::{LineCap, Pixmap, Transform};

use crate::geometry::{
    D, MID, Turtle, atan2, inward, midpoint, polyline, self_crossings, sin_cos, smoothstep, tan,
};
use crate::style::{LINE_WIDTH, ink, no_ink, stroke};

/// The gap left round a line where it passes over itself in a loop.
const CROSSING_GAP: f32 = 5.0;

/// A curl drawn into a path's line.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Curl {
    /// Where along the line the curl is centred, as a fraction of the line's length.
    at: f32,
    /// Which side the curl goes to: `1.0` towards the outside of a bend (away from the corner
    /// it turns round), or towards N or E on a straight line; `-1.0` the other way.
    side: f32,
    shape: Shape,
}

/// What a curl looks like. Sizes are in design units; `half` is half the length of line the
/// curl takes.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Shape {
    /// The line rises, turns round almost a full circle and crosses itself: a loop whose
    /// round end has this radius, leaning back towards where the line comes from by the angle
    /// `lean` (forwards if negative), and sunk by `dip` to the other side of the line, which
    /// eases down to it over [`DIP_LEAD`] times that before and after the loop.
    Loop { radius: f32, lean: f32, dip: f32 },
    /// One smooth bump.
    Bump { height: f32, half: f32 },
    /// An S-shaped wiggle, one way then the other.
    Wiggle { height: f32, half: f32 },
    /// Two bumps side by side.
    DoubleBump { height: f32, half: f32 },
}

/// Angle at which a loop's line leaves the line to rise into the loop (so its two strands
/// cross at twice this).
const LOOP_ANGLE: f32 = 35.0 * PI / 180.0;
/// Radius of the turns where a loop's line leaves the line and comes back to it.
const LOOP_TURN: f32 = 30.0;
/// Length of the straight rise from those turns to the crossing.
const LOOP_RISE: f32 = 8.0;

impl Shape {
    /// Half the length of line the curl takes.
    fn half(self) -> f32 {
        match self {
            Shape::Loop { lean, .. } => {
                let ((a_in, d_in), (a_out, d_out)) = loop_legs(lean);
                let run = |a: f32, d: f32| {
                    let (sin, cos) = sin_cos(a);
                    LOOP_TURN * sin + d * cos
                };
                (run(a_in, d_in) + run(a_out, d_out)) / 2.0
            }
            Shape::Bump { half, .. }
            | Shape::Wiggle { half, .. }
            | Shape::DoubleBump { half, .. } => half,
        }
    }
}

const fn curl(at: f32, side: f32, shape: Shape) -> Curl {
    Curl { at, side, shape }
}

const fn loop_(at: f32, side: f32, radius: f32, lean: f32) -> Curl {
    curl(
        at,
        side,
        Shape::Loop {
            radius,
            lean,
            dip: 0.0,
        },
    )
}

/// A loop sunk by `dip` into the line, so that it keeps clear of the edge it rises towards.
const fn sunk_loop(at: f32, side: f32, radius: f32, lean: f32, dip: f32) -> Curl {
    curl(at, side, Shape::Loop { radius, lean, dip })
}

/// How long the stretch of line is over which it eases down to a sunk loop, as a multiple of
/// the loop's `dip`.
const DIP_LEAD: f32 = 1.5;

/// How a path tile's line is drawn: the shape of its bend and the curls in it.
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

/// The seven looks of a straight path, one for each value.
const STRAIGHT_LOOKS: [Look; 7] = [
    look(0.0, &[]),
    look(0.0, &[sunk_loop(0.5, 1.0, 34.0, 0.0, 37.0)]),
    look(0.0, &[sunk_loop(0.44, -1.0, 30.0, 0.0, 30.0)]),
    look(
        0.0,
        &[curl(
            0.5,
            1.0,
            Shape::Wiggle {
                height: 34.0,
                half: 72.0,
            },
        )],
    ),
    look(
        0.0,
        &[curl(
            0.5,
            1.0,
            Shape::DoubleBump {
                height: 30.0,
                half: 64.0,
            },
        )],
    ),
    look(
        0.0,
        &[
            sunk_loop(0.33, 1.0, 25.0, 0.0, 20.0),
            sunk_loop(0.67, 1.0, 25.0, 0.0, 20.0),
        ],
    ),
    look(
        0.0,
        &[curl(
            0.5,
            -1.0,
            Shape::Bump {
                height: 40.0,
                half: 72.0,
            },
        )],
    ),
];

/// The seven looks of a bent path, one for each value; loops go to the outside of the bend.
const BEND_LOOKS: [Look; 7] = [
    look(WIDE, &[]),
    look(WIDE, &[loop_(0.5, 1.0, 34.0, 0.0)]),
    look(WIDE, &[loop_(0.4, 1.0, 27.0, LEAN / 2.0)]),
    look(TIGHT, &[]),
    look(WIDE, &[loop_(0.6, 1.0, 27.0, -LEAN / 2.0)]),
    look(WIDE, &[loop_(0.5, 1.0, 30.0, LEAN)]),
    look(WIDE, &[loop_(0.5, 1.0, 30.0, -LEAN)]),
];

/// The E–S and N–W bends end next to the digit's corner, so instead of a late loop they have
/// this one, early and upright.
const CORNER_SIDE_LOOK: Look = look(WIDE, &[loop_(0.38, 1.0, 26.0, 0.0)]);

/// How far a leaning loop leans.
const LEAN: f32 = 12.0 * PI / 180.0;

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
        // The late loop of the E–S and N–W bends would reach into the digit's corner.
        (3 | 5, 4) => CORNER_SIDE_LOOK,
        _ => BEND_LOOKS[look],
    })
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

/// A point on the base line with its unit tangent and unit normal.
#[derive(Copy, Clone, Debug)]
struct Frame {
    pos: (f32, f32),
    tangent: (f32, f32),
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
                tangent: dir,
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
                        tangent: d1,
                        normal: d2,
                    }
                } else if s >= stub + arc {
                    let b = midpoint(to);
                    let back = self.len() - s;
                    Frame {
                        pos: (b.0 + back * d2.0, b.1 + back * d2.1),
                        tangent: (-d2.0, -d2.1),
                        normal: d1,
                    }
                } else {
                    let angle = start_angle + turn * (s - stub) / arc;
                    let (sin, cos) = sin_cos(angle);
                    let sign = turn.signum();
                    Frame {
                        pos: (centre.0 + radius * cos, centre.1 + radius * sin),
                        tangent: (-sin * sign, cos * sign),
                        normal: (cos, sin),
                    }
                }
            }
        }
    }
}

/// How far a bump, wiggle or double bump moves the point `u` of its stretch (`-1` to `1`) to
/// its side. Loops are drawn by [`loop_points`].
fn offset(shape: Shape, u: f32) -> f32 {
    let bell = |x: f32| (1.0 + sin_cos(PI * x).1) / 2.0;
    match shape {
        Shape::Loop { .. } => 0.0,
        Shape::Bump { height, .. } => height * bell(u),
        // sin(πu)·bell(u) peaks at about 0.6495.
        Shape::Wiggle { height, .. } => height * sin_cos(PI * u).0 * bell(u) / 0.649_519,
        Shape::DoubleBump { height, .. } => height * (1.0 - sin_cos(2.0 * PI * u).1) / 2.0,
    }
}

/// The two legs of a loop leaning by `lean`: for the way up and the way down, the angle the
/// leg makes with the line and the length of its straight part up to the crossing. Both legs
/// reach the crossing at the same height.
fn loop_legs(lean: f32) -> ((f32, f32), (f32, f32)) {
    let (a_in, a_out) = (LOOP_ANGLE + lean, LOOP_ANGLE - lean);
    let rise = |a: f32, d: f32| {
        let (sin, cos) = sin_cos(a);
        LOOP_TURN * (1.0 - cos) + d * sin
    };
    let height = rise(a_in, LOOP_RISE).max(rise(a_out, LOOP_RISE));
    let leg = |a: f32| {
        let (sin, cos) = sin_cos(a);
        (height - LOOP_TURN * (1.0 - cos)) / sin
    };
    ((a_in, leg(a_in)), (a_out, leg(a_out)))
}

/// The centre line of a loop, drawn along the x axis from `(-half, 0)` to `(half, 0)` and
/// rising towards positive y: a turn up, a straight rise through the crossing, a round end of
/// `radius` turning almost a full circle, back down through the crossing (the two strands
/// cross at twice [`LOOP_ANGLE`]) and a turn back along the axis. A positive `lean` tilts the
/// loop back (towards negative x) by that angle.
fn loop_points(radius: f32, lean: f32) -> Vec<(f32, f32)> {
    let half = Shape::Loop {
        radius,
        lean,
        dip: 0.0,
    }
    .half();
    let ((a_in, d_in), (a_out, d_out)) = loop_legs(lean);
    let mut turtle = Turtle {
        pos: (-half, 0.0),
        heading: 0.0,
        points: vec![(-half, 0.0)],
    };
    // From the crossing to where the round end starts.
    let to_end = radius * tan(LOOP_ANGLE);
    turtle.arc(LOOP_TURN, a_in);
    turtle.straight(d_in + to_end);
    turtle.arc(radius, 2.0 * PI - 2.0 * LOOP_ANGLE);
    turtle.straight(to_end + d_out);
    turtle.arc(LOOP_TURN, a_out);
    // The legs are built to end on the axis at `half`; make that exact.
    if let Some(last) = turtle.points.last_mut() {
        *last = (half, 0.0);
    }
    turtle.points
}

/// Up to this height a loop follows the turn of the line it sits on.
const LOOP_FOLLOW: f32 = 30.0;

/// The centre line of a path tile, as points from one line end to the other.
fn path_points(tile: Tile) -> Vec<(f32, f32)> {
    let mut ends = tile.edges().iter();
    let (Some(from), Some(to), Some(look)) = (ends.next(), ends.next(), path_look(tile)) else {
        return Vec::new();
    };
    let base = Base::new(from, to, look.stub);
    let len = base.len();
    // The point `s` along the base line, moved aside by the bumps and wiggles that fall on it
    // and by the dip down to a sunk loop.
    let at = |s: f32| {
        let frame = base.at(s);
        let mut aside = 0.0;
        let mut dip: f32 = 0.0;
        for c in look.curls {
            let d = s - c.at * len;
            let half = c.shape.half();
            match c.shape {
                Shape::Loop { dip: depth, .. } if depth > 0.0 => {
                    // Loops next to each other share their dip rather than adding them up.
                    let ease = 1.0 - smoothstep((d.abs() - half) / (DIP_LEAD * depth));
                    if depth * ease > dip.abs() {
                        dip = -depth * ease * c.side;
                    }
                }
                Shape::Loop { .. } => {}
                _ if d.abs() < half => aside += offset(c.shape, d / half) * c.side,
                _ => {}
            }
        }
        let aside = aside + dip;
        (
            frame.pos.0 + aside * frame.normal.0,
            frame.pos.1 + aside * frame.normal.1,
        )
    };
    let stretch = |points: &mut Vec<(f32, f32)>, a: f32, b: f32| {
        let steps = ((b - a) * 2.0).ceil().max(1.0) as usize;
        for i in 0..=steps {
            points.push(at(a + (b - a) * i as f32 / steps as f32));
        }
    };
    let mut points = Vec::new();
    let mut done = 0.0;
    for c in look.curls {
        let Shape::Loop { radius, lean, dip } = c.shape else {
            continue;
        };
        let centre = c.at * len;
        let half = c.shape.half();
        stretch(&mut points, done, centre - half);
        // The loop is drawn square to the line at its centre (sunk by its dip); where it is low
        // it follows the line's own turn, so it leaves and rejoins a bent line smoothly.
        let mid = base.at(centre);
        let foot = (
            mid.pos.0 - dip * c.side * mid.normal.0,
            mid.pos.1 - dip * c.side * mid.normal.1,
        );
        for (x, y) in loop_points(radius, lean).into_iter().skip(1) {
            let along = at(centre + x.clamp(-half, half));
            let straight = (
                foot.0 + x.clamp(-half, half) * mid.tangent.0,
                foot.1 + x.clamp(-half, half) * mid.tangent.1,
            );
            let follow = 1.0 - smoothstep(y / LOOP_FOLLOW);
            let y = y * c.side;
            points.push((
                foot.0 + x * mid.tangent.0 + y * mid.normal.0 + follow * (along.0 - straight.0),
                foot.1 + x * mid.tangent.1 + y * mid.normal.1 + follow * (along.1 - straight.1),
            ));
        }
        done = centre + half;
    }
    stretch(&mut points, done, len);
    points.dedup_by(|b, a| (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3);
    points
}

/// Draws a path tile's line on its ink layer, with a gap round it where it passes over itself
/// if `crossing_gaps`.
pub(crate) fn draw(pixmap: &mut Pixmap, tile: Tile, crossing_gaps: bool, ts: Transform) {
    let points = path_points(tile);
    let Some(path) = polyline(&points) else {
        return;
    };
    let line = ink();
    pixmap.stroke_path(&path, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
    if !crossing_gaps {
        return;
    }
    // Where the line passes over itself, draw the upper strand again with a gap of paper round
    // it, so the loop reads as one line crossing over itself.
    let mut arclen = vec![0.0f32; points.len()];
    for k in 1..points.len() {
        let (a, b) = (points[k - 1], points[k]);
        arclen[k] = arclen[k - 1] + ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    }
    for j in self_crossings(&points) {
        let here = arclen[j];
        let strand = |reach: f32| -> Vec<(f32, f32)> {
            points
                .iter()
                .zip(&arclen)
                .filter(|&(_, &l)| (l - here).abs() <= reach)
                .map(|(&p, _)| p)
                .collect()
        };
        // The line is drawn again a little beyond the gap, so the gap's ends leave no seam.
        let reach = LINE_WIDTH * 1.1;
        if let (Some(gap), Some(over)) = (polyline(&strand(reach)), polyline(&strand(reach + 6.0)))
        {
            let gap_stroke = stroke(LINE_WIDTH + 2.0 * CROSSING_GAP, LineCap::Butt);
            pixmap.stroke_path(&gap, &no_ink(), &gap_stroke, ts, None);
            pixmap.stroke_path(&over, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
