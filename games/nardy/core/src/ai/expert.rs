//! The expert level's evaluation: the chance to win, from effective pip counts.
//!
//! Each side's position is summed up as the rolls it still needs: the pips that bring its
//! checkers outside the home to the home's 6-point, in rolls of 8⅙ pips, then the exact rolls
//! of the bear-off from the home they make (`ai::bear_off`), less, while there is contact,
//! what its points, blocks and free head are worth (in pips, turned into rolls). The difference,
//! with half a roll for the side to move, is turned into a chance to win by a normal curve
//! whose spread grows with the rolls still to go (as the spread of the number of rolls a race
//! takes does; wider while there is contact, where more can still happen). A race with both
//! sides home is counted exactly from the two bear-off tables.
//!
//! A chance, not a pip score, is what the look-ahead averages: a side behind prefers the turn
//! that keeps chances of a good roll open, a side ahead the safe one, which an average of pips
//! cannot tell apart.

use crate::position::{Colour, Outcome, Position, abs_point, in_contact, rel_point};

/// The weights of the expert evaluation, each in pips (see [`Weights::TUNED`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Each checker still on the head (one may leave it per turn), while in contact.
    pub head: f32,
    /// A point held in the home (relative points 1–6), while in contact.
    pub point_home: f32,
    /// A point held on the opponent's way out of its start (relative points 7–12: the quarter
    /// after the opponent's head), while in contact.
    pub point_exit: f32,
    /// A point held in the opponent's home (13–18), while in contact.
    pub point_opp_home: f32,
    /// A point held near the head (19–23), while in contact.
    pub point_far: f32,
    /// Each checker above three on one point, while in contact.
    pub stack: f32,
    /// Each checker already in the home while in contact (out of the play, it blocks little).
    pub home_checker: f32,
    /// A run of points held: `block × length²`, scaled by the opponent checkers that still have
    /// to pass it (up to 8) plus [`Weights::block_base`].
    pub block: f32,
    /// The part of a run's worth that does not depend on the checkers behind it.
    pub block_base: f32,
    /// A checker whose six points ahead are all held by the opponent (it cannot move); one with
    /// `k` of them held costs `trap × (k / 6)²`.
    pub trap: f32,
    /// Each checker borne off.
    pub off: f32,
    /// How much wider the spread of the result is while there is contact than in a race.
    pub contact_spread: f32,
}

impl Weights {
    /// The weights of the hand-made chance: the expert's network reads its lead as an input
    /// ([`super::td`]), and the expert plays by it alone without its weights file.
    ///
    /// Found by self-play against [`crate::Level::Strong`] with the `tune` example
    /// (`cargo run --release -p nardy-core --example tune -- --seeds 100 --seed 1 --set NAME=V
    /// --score`, see Nardy's README for every variant tried and its score): the contact terms
    /// start from the strong level's evaluation; of `trap` 0, 4, 8, 16 and 32, 8 scored best,
    /// and no other weight moved (`head`, each kind of point, `block`, `home_checker`,
    /// `contact_spread`) scored better than these over the same 200 games. `off` is 0: the
    /// bear-off table counts the checkers still to bear off.
    pub const TUNED: Weights = Weights {
        head: 2.5,
        point_home: 1.0,
        point_exit: 2.5,
        point_opp_home: 2.5,
        point_far: 1.5,
        stack: 0.8,
        home_checker: 0.0,
        block: 0.9,
        block_base: 0.25,
        trap: 8.0,
        off: 0.0,
        contact_spread: 1.5,
    };

    /// The names of the weights, in the order of [`Weights::to_array`].
    pub const NAMES: [&'static str; 12] = [
        "head",
        "point_home",
        "point_exit",
        "point_opp_home",
        "point_far",
        "stack",
        "home_checker",
        "block",
        "block_base",
        "trap",
        "off",
        "contact_spread",
    ];

    /// The weights as an array, in the order of [`Weights::NAMES`] (for tuning).
    #[must_use]
    pub const fn to_array(&self) -> [f32; 12] {
        [
            self.head,
            self.point_home,
            self.point_exit,
            self.point_opp_home,
            self.point_far,
            self.stack,
            self.home_checker,
            self.block,
            self.block_base,
            self.trap,
            self.off,
            self.contact_spread,
        ]
    }

    /// The weights from an array in the order of [`Weights::NAMES`].
    #[must_use]
    pub const fn from_array(a: [f32; 12]) -> Weights {
        Weights {
            head: a[0],
            point_home: a[1],
            point_exit: a[2],
            point_opp_home: a[3],
            point_far: a[4],
            stack: a[5],
            home_checker: a[6],
            block: a[7],
            block_base: a[8],
            trap: a[9],
            off: a[10],
            contact_spread: a[11],
        }
    }
}

/// Average pips of one roll (doubles count four times).
const PIPS_PER_ROLL: f32 = 49.0 / 6.0;

/// The variance, in rolls², of the number of rolls a race of one pip takes: the rolls of a
/// race of `p` pips vary by about `p × σ² / μ³`, with μ = 8⅙ and σ² ≈ 18.5 the mean and the
/// variance of one roll's pips.
const ROLL_VARIANCE_PER_PIP: f32 = 0.0338;

/// The chance that `me` wins from `pos` (the side to move is `pos.to_move()`): 1 for a game
/// won, 0 for one lost.
#[must_use]
pub fn chance(pos: &Position, me: Colour, w: &Weights) -> f32 {
    if let Some(o) = pos.outcome() {
        return outcome_value(o, me);
    }
    let contact = in_contact(pos);
    let mover = pos.to_move();
    let exact = if contact {
        None
    } else {
        super::bear_off::race_chance(pos)
    };
    let p = exact.unwrap_or_else(|| normal(mover_lead(pos, contact, w)));
    if mover == me { p } else { 1.0 - p }
}

/// The side to move's lead in rolls over the spread of the result: the argument of the normal
/// curve that [`chance`] turns into a chance (0 for an even game), for a position that is not
/// over; `contact` is [`in_contact`] of it. The learned evaluation
/// ([`super::td`]) starts from it.
pub(crate) fn mover_lead(pos: &Position, contact: bool, w: &Weights) -> f32 {
    let mover = pos.to_move();
    let (tm, vm) = rolls_left(pos, mover, contact, w);
    let (to, vo) = rolls_left(pos, mover.opponent(), contact, w);
    (to - tm + 0.5) / (vm + vo + 0.25).sqrt()
}

fn outcome_value(o: Outcome, me: Colour) -> f32 {
    if o.winner == me { 1.0 } else { 0.0 }
}

/// The standard normal distribution function, to within 0.01 (a logistic curve).
pub(crate) fn normal(x: f32) -> f32 {
    1.0 / (1.0 + (-1.702 * x).exp())
}

/// The rolls `c` needs to finish, mean and variance (see the module docs): the rolls to
/// bring the checkers outside the home to its 6-point, by their pips, and then the exact
/// rolls of the bear-off from the home they make there; less what the position is worth in
/// contact.
fn rolls_left(pos: &Position, c: Colour, contact: bool, w: &Weights) -> (f32, f32) {
    let worth = if contact {
        position_worth(pos, c, w) + w.off * f32::from(pos.off(c))
    } else {
        0.0
    };
    let spread = if contact { w.contact_spread } else { 1.0 };
    let mut home = [0u8; 6];
    for (i, n) in home.iter_mut().enumerate() {
        *n = pos.own_rel(c, i as u8 + 1);
    }
    let mut to_home = 0u32;
    for r in 7..=24u8 {
        let n = pos.own_rel(c, r);
        home[5] += n;
        to_home += u32::from(r - 6) * u32::from(n);
    }
    let (mean, var) = super::bear_off::rolls_of(&home);
    let to_home = to_home as f32;
    (
        mean + (to_home - worth) / PIPS_PER_ROLL,
        (var + ROLL_VARIANCE_PER_PIP * to_home) * spread,
    )
}

/// What `c`'s points, blocks and head are worth in pips while there is contact.
fn position_worth(pos: &Position, c: Colour, w: &Weights) -> f32 {
    let opp = c.opponent();
    let mut v = -w.head * f32::from(pos.own_rel(c, 24));
    let mut run = 0u8;
    let mut run_lo = 0u8;
    for r in 1..=24u8 {
        let n = if r < 24 { pos.own_rel(c, r) } else { 0 };
        if n > 0 {
            v += if r <= 6 {
                w.point_home
            } else if r <= 12 {
                w.point_exit
            } else if r <= 18 {
                w.point_opp_home
            } else {
                w.point_far
            };
            if r <= 6 {
                v -= w.home_checker * f32::from(n);
            }
            // The points within one die ahead the opponent holds.
            let held = (1..=6u8.min(r - 1))
                .filter(|&d| pos.count(opp, abs_point(c, r - d)) > 0)
                .count() as f32;
            v -= w.trap * f32::from(n) * (held / 6.0) * (held / 6.0);
            if n > 3 {
                v -= w.stack * f32::from(n - 3);
            }
            if run == 0 {
                run_lo = r;
            }
            run += 1;
        } else {
            if run >= 2 {
                // Opponent checkers that still have to pass this run.
                let nearest = (run_lo..run_lo + run)
                    .map(|k| rel_point(opp, abs_point(c, k)))
                    .max()
                    .unwrap_or(0);
                let behind: u8 = (nearest + 1..=24).map(|q| pos.own_rel(opp, q)).sum();
                let len = f32::from(run);
                v += len * len * w.block * (f32::from(behind.min(8)) / 8.0 + w.block_base);
            }
            run = 0;
        }
    }
    v
}
