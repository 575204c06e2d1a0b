//! The expert level's learned evaluation: a small network trained by self-play with TD(λ).
//!
//! The network gives the chance that the side to move wins. Its inputs describe each side in
//! its own frame (relative points 1–24, the side to move first, so a position and its mirror
//! with the colours swapped read the same): per point, whether the side holds it with at least
//! one, two or three checkers and a quarter of each checker above three (TD-Gammon's
//! encoding), then its checkers off and its pips; then whether the checkers are in contact.
//! One layer of [`Net::hidden`] `tanh` units feeds a logistic output, which also takes the
//! hand-made evaluation's lead (`ai::expert::mover_lead`, the lead in rolls over the
//! spread of the result) straight in: with the hidden units' weights at 0 the network is the
//! hand-made evaluation, and training learns what to add to it. A race with both sides home
//! is not asked of the network: it is exact from the bear-off tables (`ai::bear_off`).
//!
//! [`Trainer`] plays the network against itself (each side takes the turn the network likes
//! best, the dice alone exploring) and moves its weights after every turn towards the next
//! position's value, by TD(λ); a game ends for training once it is won or a race with both
//! sides home, whose exact value is the last target.
//!
//! The weights are kept as text ([`Net::to_text`], [`Net::parse`]); the expert plays with
//! the file `td_weights.txt` in this crate's source, written by the `train` example.

use std::fmt;
use std::sync::OnceLock;

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::bear_off;
use super::expert::{Weights, mover_lead};
use crate::position::{Colour, Position, in_contact};
use crate::rules::{Roll, Turn, legal_turns};

/// Turns after which a self-play game is stopped undecided (never reached in practice).
pub const TURN_LIMIT: u32 = 2_000;

/// Inputs per point: at least one, two, three checkers, and a quarter of each above three.
const PER_POINT: usize = 4;

/// Inputs for one side: [`PER_POINT`] for each of its 24 relative points, then its checkers
/// off (by 15) and its pips (by 100).
const SIDE_INPUTS: usize = 24 * PER_POINT + 2;

/// The network's inputs: the side to move, the other side, then 1 while in contact.
pub const INPUTS: usize = 2 * SIDE_INPUTS + 1;

/// The hidden units of a new network ([`Net::new`]).
///
/// Chosen for speed: 32 units evaluate a position in about a microsecond, so the expert's
/// look-ahead (eight candidates × 21 rolls × every reply) stays in milliseconds.
pub const DEFAULT_HIDDEN: usize = 32;

/// The first line of a weights file.
const MAGIC: &str = "nardy-td-net 1";

/// The most hidden units a weights file may declare (a bound for a damaged file).
const MAX_HIDDEN: usize = 1024;

/// The largest lead, in spreads, given to the network (the hand-made curve is flat beyond).
const LEAD_LIMIT: f32 = 8.0;

/// The slope that turns the hand-made lead into a logit: the logistic approximation of the
/// normal curve ([`super::expert`]'s `normal`).
const LEAD_SLOPE: f32 = 1.702;

/// A small network: `hidden` tanh units over [`INPUTS`] inputs, and a logistic output that
/// also takes the hand-made lead.
///
/// The parameters are one vector: the output's bias, the lead's weight, the output weights
/// of the hidden units, their biases, then each unit's input weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    hidden: usize,
    params: Vec<f32>,
}

/// Why a weights file could not be read ([`Net::parse`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The file does not start with the expected first line.
    NotAWeightsFile,
    /// The second line is not `inputs N hidden H` with numbers.
    BadShape,
    /// The file is for a different set of inputs.
    WrongInputs {
        /// The inputs the file has.
        found: usize,
    },
    /// More hidden units than any network of this crate has (a damaged file).
    TooManyHidden(usize),
    /// A value is not a finite number.
    BadNumber {
        /// The value's place among the parameters.
        index: usize,
    },
    /// Fewer or more values than the shape asks for.
    WrongCount {
        /// Values the shape asks for.
        expected: usize,
        /// Values found.
        found: usize,
    },
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::NotAWeightsFile => write!(f, "not a weights file (no `{MAGIC}` line)"),
            NetError::BadShape => f.write_str("the second line is not `inputs N hidden H`"),
            NetError::WrongInputs { found } => {
                write!(f, "the file has {found} inputs, the network {INPUTS}")
            }
            NetError::TooManyHidden(h) => write!(f, "{h} hidden units, at most {MAX_HIDDEN}"),
            NetError::BadNumber { index } => write!(f, "value {index} is not a finite number"),
            NetError::WrongCount { expected, found } => {
                write!(f, "{found} values, {expected} expected")
            }
        }
    }
}

impl std::error::Error for NetError {}

/// Room for a network's evaluations ([`Net::scratch`]): the inputs and the hidden units' values
/// of the last position evaluated, overwritten by the next.
#[derive(Clone, Debug)]
pub struct Scratch {
    x: Inputs,
    h: Vec<f32>,
}

/// The inputs of one position: the indices of the inputs that are not 0 and their values, and
/// the hand-made lead.
#[derive(Clone, Debug, Default)]
struct Inputs {
    active: Vec<(u16, f32)>,
    lead: f32,
}

fn side_inputs(pos: &Position, c: Colour, base: usize, out: &mut Vec<(u16, f32)>) {
    for r in 1..=24u8 {
        let n = pos.own_rel(c, r);
        if n == 0 {
            continue;
        }
        let i = base + PER_POINT * usize::from(r - 1);
        out.push((i as u16, 1.0));
        if n >= 2 {
            out.push((i as u16 + 1, 1.0));
        }
        if n >= 3 {
            out.push((i as u16 + 2, 1.0));
        }
        if n >= 4 {
            out.push((i as u16 + 3, f32::from(n - 3) / 4.0));
        }
    }
    let off = pos.off(c);
    if off > 0 {
        out.push(((base + 24 * PER_POINT) as u16, f32::from(off) / 15.0));
    }
    out.push((
        (base + 24 * PER_POINT + 1) as u16,
        pos.pip_count(c) as f32 / 100.0,
    ));
}

fn inputs(pos: &Position, contact: bool, out: &mut Inputs) {
    out.active.clear();
    let mover = pos.to_move();
    side_inputs(pos, mover, 0, &mut out.active);
    side_inputs(pos, mover.opponent(), SIDE_INPUTS, &mut out.active);
    if contact {
        out.active.push(((2 * SIDE_INPUTS) as u16, 1.0));
    }
    out.lead = mover_lead(pos, contact, &Weights::TUNED).clamp(-LEAD_LIMIT, LEAD_LIMIT);
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Net {
    /// A new network of `hidden` units (at least 1) for training: the hand-made evaluation
    /// exactly (the hidden units' output weights 0), with small input weights drawn from
    /// `seed`.
    #[must_use]
    pub fn new(hidden: usize, seed: u64) -> Net {
        let hidden = hidden.clamp(1, MAX_HIDDEN);
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut params = vec![0.0; 2 + 2 * hidden + hidden * INPUTS];
        params[1] = LEAD_SLOPE;
        for p in &mut params[2 + 2 * hidden..] {
            *p = rng.random_range(-0.1..0.1f32);
        }
        Net { hidden, params }
    }

    /// The hidden units.
    #[must_use]
    pub const fn hidden(&self) -> usize {
        self.hidden
    }

    /// All parameters, in the order of the weights file.
    #[must_use]
    pub fn params(&self) -> &[f32] {
        &self.params
    }

    fn unit_weights(&self, j: usize) -> &[f32] {
        let start = 2 + 2 * self.hidden + j * INPUTS;
        &self.params[start..start + INPUTS]
    }

    /// The output's logit for `x`; the hidden activations go to `h` (of [`Net::hidden`]).
    fn logit(&self, x: &Inputs, h: &mut [f32]) -> f32 {
        let hn = self.hidden;
        let mut u = self.params[0] + self.params[1] * x.lead;
        for (j, hj) in h.iter_mut().enumerate().take(hn) {
            let w = self.unit_weights(j);
            let mut s = self.params[2 + hn + j];
            for &(k, v) in &x.active {
                s += w[usize::from(k)] * v;
            }
            let t = s.tanh();
            *hj = t;
            u += self.params[2 + j] * t;
        }
        u
    }

    /// The chance that the side to move wins `pos`: 1 or 0 for a game over, exact for a race
    /// with both sides home, else the network's.
    #[must_use]
    pub fn mover_chance(&self, pos: &Position) -> f32 {
        self.mover_chance_in(pos, &mut self.scratch())
    }

    /// Room for evaluating positions one after another without allocating for each
    /// ([`Net::chance_in`]): the expert's look-ahead evaluates thousands a turn.
    #[must_use]
    pub fn scratch(&self) -> Scratch {
        Scratch {
            x: Inputs::default(),
            h: vec![0.0; self.hidden],
        }
    }

    fn mover_chance_in(&self, pos: &Position, scratch: &mut Scratch) -> f32 {
        self.mover_chance_with(pos, &mut scratch.x, &mut scratch.h)
    }

    fn mover_chance_with(&self, pos: &Position, x: &mut Inputs, h: &mut [f32]) -> f32 {
        if let Some(o) = pos.outcome() {
            return if o.winner == pos.to_move() { 1.0 } else { 0.0 };
        }
        let contact = in_contact(pos);
        if !contact && let Some(p) = bear_off::race_chance(pos) {
            return p;
        }
        inputs(pos, contact, x);
        sigmoid(self.logit(x, h))
    }

    /// The chance that `me` wins `pos` (see [`Net::mover_chance`]).
    #[must_use]
    pub fn chance(&self, pos: &Position, me: Colour) -> f32 {
        self.chance_in(pos, me, &mut self.scratch())
    }

    /// [`Net::chance`] in `scratch` (made by this network's [`Net::scratch`]).
    #[must_use]
    pub fn chance_in(&self, pos: &Position, me: Colour, scratch: &mut Scratch) -> f32 {
        let p = self.mover_chance_in(pos, scratch);
        if pos.to_move() == me { p } else { 1.0 - p }
    }

    /// The network as text: the first line `nardy-td-net 1`, the second `inputs N hidden H`,
    /// then the parameters one a line (each as the shortest text that reads back the same).
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut s = format!("{MAGIC}\ninputs {INPUTS} hidden {}\n", self.hidden);
        for p in &self.params {
            s.push_str(&format!("{p:?}\n"));
        }
        s
    }

    /// A network from the text of [`Net::to_text`]; lines starting with `#` are comments.
    ///
    /// # Errors
    /// See [`NetError`].
    pub fn parse(text: &str) -> Result<Net, NetError> {
        let mut lines = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'));
        if lines.next() != Some(MAGIC) {
            return Err(NetError::NotAWeightsFile);
        }
        let shape: Vec<&str> = lines
            .next()
            .ok_or(NetError::BadShape)?
            .split_whitespace()
            .collect();
        let (inputs, hidden) = match shape.as_slice() {
            ["inputs", n, "hidden", h] => (
                n.parse::<usize>().map_err(|_| NetError::BadShape)?,
                h.parse::<usize>().map_err(|_| NetError::BadShape)?,
            ),
            _ => return Err(NetError::BadShape),
        };
        if inputs != INPUTS {
            return Err(NetError::WrongInputs { found: inputs });
        }
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(NetError::TooManyHidden(hidden));
        }
        let expected = 2 + 2 * hidden + hidden * INPUTS;
        let mut params = Vec::with_capacity(expected);
        for (index, l) in lines.enumerate() {
            match l.parse::<f32>() {
                Ok(v) if v.is_finite() => params.push(v),
                _ => return Err(NetError::BadNumber { index }),
            }
        }
        if params.len() != expected {
            return Err(NetError::WrongCount {
                expected,
                found: params.len(),
            });
        }
        Ok(Net { hidden, params })
    }
}

/// The network the expert level plays with: `td_weights.txt`, read once; `None` if it could not
/// be read (a test checks it can), and the expert then plays with the hand-made evaluation.
#[must_use]
pub fn trained() -> Option<&'static Net> {
    static NET: OnceLock<Option<Net>> = OnceLock::new();
    NET.get_or_init(|| Net::parse(include_str!("td_weights.txt")).ok())
        .as_ref()
}

/// What one training game did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainedGame {
    /// Turns played until the game was won or became a race with both sides home.
    pub turns: u32,
    /// White's result: 1 won, 0 lost, or its exact chance in the race it ended in.
    pub white_result: f32,
    /// The mean of the absolute TD errors of the game.
    pub mean_error: f32,
}

/// TD(λ) self-play training of a [`Net`].
#[derive(Clone, Debug)]
pub struct Trainer {
    net: Net,
    trace: Vec<f32>,
    grad: Vec<f32>,
    /// The step size.
    pub alpha: f32,
    /// How far back a TD error reaches (0: the last position only, 1: the whole game).
    pub lambda: f32,
}

impl Trainer {
    /// A trainer for `net` with step size `alpha` and trace decay `lambda`.
    #[must_use]
    pub fn new(net: Net, alpha: f32, lambda: f32) -> Trainer {
        let n = net.params.len();
        Trainer {
            net,
            trace: vec![0.0; n],
            grad: vec![0.0; n],
            alpha,
            lambda,
        }
    }

    /// The network so far.
    #[must_use]
    pub const fn net(&self) -> &Net {
        &self.net
    }

    /// White's chance of `pos` and its gradient (in `self.grad`); `None` when the value is
    /// known without the network (the game is over or a race with both sides home).
    fn white_value(&mut self, pos: &Position, x: &mut Inputs, h: &mut [f32]) -> (f32, bool) {
        let white = pos.to_move() == Colour::White;
        if let Some(o) = pos.outcome() {
            return (if o.winner == Colour::White { 1.0 } else { 0.0 }, false);
        }
        let contact = in_contact(pos);
        if !contact && let Some(p) = bear_off::race_chance(pos) {
            return (if white { p } else { 1.0 - p }, false);
        }
        inputs(pos, contact, x);
        let p = sigmoid(self.net.logit(x, h));
        // d p / d logit, with White's sign.
        let g = p * (1.0 - p) * if white { 1.0 } else { -1.0 };
        let hn = self.net.hidden;
        self.grad.fill(0.0);
        self.grad[0] = g;
        self.grad[1] = g * x.lead;
        for (j, &hj) in h.iter().enumerate().take(hn) {
            self.grad[2 + j] = g * hj;
            let back = g * self.net.params[2 + j] * (1.0 - hj * hj);
            self.grad[2 + hn + j] = back;
            let start = 2 + 2 * hn + j * INPUTS;
            for &(k, v) in &x.active {
                self.grad[start + usize::from(k)] = back * v;
            }
        }
        (if white { p } else { 1.0 - p }, true)
    }

    /// Plays one game of the network against itself from the dice of `seed` and learns from
    /// it.
    pub fn train_game(&mut self, seed: u64) -> TrainedGame {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let starter = Colour::drawn(&mut rng);
        let mut pos = Position::start(starter);
        let mut x = Inputs::default();
        let mut h = vec![0.0; self.net.hidden];
        self.trace.fill(0.0);
        let (mut prev, _) = self.white_value(&pos, &mut x, &mut h);
        self.decay_and_add();
        let (mut turns, mut error_sum) = (0u32, 0.0f32);
        loop {
            let roll = Roll::random(&mut rng);
            pos = self.best_turn(&pos, roll, &mut x, &mut h);
            turns += 1;
            let (now, learnt) = self.white_value(&pos, &mut x, &mut h);
            let delta = now - prev;
            error_sum += delta.abs();
            let step = self.alpha * delta;
            for (p, e) in self.net.params.iter_mut().zip(&self.trace) {
                *p += step * e;
            }
            if !learnt || turns >= TURN_LIMIT {
                return TrainedGame {
                    turns,
                    white_result: now,
                    mean_error: error_sum / turns as f32,
                };
            }
            self.decay_and_add();
            prev = now;
        }
    }

    /// `trace = λ trace + grad`.
    fn decay_and_add(&mut self) {
        let l = self.lambda;
        for (e, g) in self.trace.iter_mut().zip(&self.grad) {
            *e = l * *e + g;
        }
    }

    /// The position after the turn the network likes best for the side to move.
    fn best_turn(&self, pos: &Position, roll: Roll, x: &mut Inputs, h: &mut [f32]) -> Position {
        let turns = legal_turns(pos, roll);
        let mut best: Option<(f32, Position)> = None;
        for t in turns {
            // The network gives the opponent's chance after the turn.
            let v = 1.0 - self.net.mover_chance_with(&t.position, x, h);
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, t.position));
            }
        }
        match best {
            Some((_, p)) => p,
            None => Turn::new(*pos, roll).finish().unwrap_or(*pos),
        }
    }
}
