//! Computer players and self-play.
//!
//! Every level chooses among [`legal_turns`]: they hold no rule of their own.
//!
//! - [`Level::Quick`] takes the turn whose resulting position scores best under a plain
//!   evaluation (pip counts, checkers left on the head, checkers borne off);
//! - [`Level::Strong`] scores positions with a fuller evaluation (also points held, blocks in
//!   front of opponent checkers, tall stacks) and looks one roll ahead: for its best few
//!   candidates it averages, over the opponent's 21 rolls weighted by their chance, the value
//!   after the opponent's best reply;
//! - [`Level::Expert`] scores positions by the chance to win under a small network trained by
//!   self-play ([`td`]: TD(λ) from the hand-made chance of [`expert::chance`], which it takes
//!   as an input; exact from the bear-off tables once both sides are home) and looks one roll
//!   ahead the same way from its best [`EXPERT_CANDIDATES`] candidates: it averages chances,
//!   not pips, so it tells a safe lead from a risky one. Without its weights file it plays by
//!   [`expert::chance`] alone.

use std::fmt;
use std::str::FromStr;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::position::{Colour, Outcome, Position, abs_point, rel_point};

pub mod analysis;
mod bear_off;
pub mod expert;
pub mod td;

/// Whether the checkers are still in contact (the position's; named here, where the levels
/// use it).
pub use crate::position::in_contact;
use crate::rules::{LegalTurn, Roll, Turn, legal_turns};
pub use expert::Weights;
pub use td::TURN_LIMIT;

/// How well a computer player plays. It travels by its name ([`Level::name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A reasonable move at once: the best position under a plain evaluation.
    Quick,
    /// A fuller evaluation and a look at the opponent's 21 rolls.
    Strong,
    /// The chance to win under an evaluation tuned by self-play, averaged over the
    /// opponent's 21 rolls.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Quick, Level::Strong, Level::Expert];

    /// The level's name on the command line and in saves.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Quick => "quick",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is none of `quick`, `strong` and `expert` (nor `human`, for a [`Player`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePlayerError(pub String);

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown player {}", crate::shown::quoted(&self.0))
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Level {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "quick" => Ok(Level::Quick),
            "strong" => Ok(Level::Strong),
            "expert" => Ok(Level::Expert),
            other => Err(ParsePlayerError(other.to_string())),
        }
    }
}

/// Who plays a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person at the computer.
    Human,
    /// The computer, at a level.
    Computer(Level),
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Computer(l) => f.write_str(l.name()),
        }
    }
}

impl FromStr for Player {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim() == "human" {
            Ok(Player::Human)
        } else {
            s.parse().map(Player::Computer)
        }
    }
}

/// How many candidates the strong level looks ahead from.
const CANDIDATES: usize = 6;

/// How many candidates the expert level looks ahead from: its best by [`expert::chance`]
/// before the look-ahead.
pub const EXPERT_CANDIDATES: usize = 8;

/// The turn `level` plays with `roll` from `pos` (the player to move is `pos.to_move()`);
/// `None` when no die can be played.
#[must_use]
pub fn choose(level: Level, pos: &Position, roll: Roll) -> Option<LegalTurn> {
    choose_among(level, pos.to_move(), legal_turns(pos, roll))
}

/// How `level` would finish `turn` from the steps already played (for hints in the middle of
/// a move): one of [`Turn::completions`], `None` when nothing is left to play.
#[must_use]
pub fn choose_rest(level: Level, turn: &Turn) -> Option<LegalTurn> {
    choose_among(level, turn.colour(), turn.completions())
}

fn choose_among(level: Level, me: Colour, mut turns: Vec<LegalTurn>) -> Option<LegalTurn> {
    if turns.len() <= 1 {
        return turns.pop();
    }
    match level {
        Level::Quick => best_by(turns, |p| plain(p, me)),
        Level::Strong => {
            let mut scored: Vec<(f32, LegalTurn)> = turns
                .into_iter()
                .map(|t| (full(&t.position, me), t))
                .collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            scored.truncate(CANDIDATES);
            let mut best: Option<(f32, LegalTurn)> = None;
            for (_, t) in scored {
                let v = look_ahead(&t.position, me);
                if best.as_ref().is_none_or(|(b, _)| v > *b) {
                    best = Some((v, t));
                }
            }
            best.map(|(_, t)| t)
        }
        Level::Expert => match td::trained() {
            Some(net) => net_among(net, me, turns),
            None => expert_among(&Weights::TUNED, me, turns),
        },
    }
}

/// The turn the expert level plays with `roll` from `pos` when it evaluates by `net` in place
/// of its trained network (for measuring a network by self-play).
#[must_use]
pub fn choose_with_net(net: &td::Net, pos: &Position, roll: Roll) -> Option<LegalTurn> {
    let mut turns = legal_turns(pos, roll);
    if turns.len() <= 1 {
        return turns.pop();
    }
    net_among(net, pos.to_move(), turns)
}

fn net_among(net: &td::Net, me: Colour, turns: Vec<LegalTurn>) -> Option<LegalTurn> {
    let mut scratch = net.scratch();
    look_ahead_among(
        &mut |p: &Position, c: Colour| net.chance_in(p, c, &mut scratch),
        me,
        turns,
    )
}

/// The turn the expert level plays with `roll` from `pos`, under the weights `w` in place of
/// [`Weights::TUNED`] (for tuning them by self-play).
#[must_use]
pub fn choose_expert(w: &Weights, pos: &Position, roll: Roll) -> Option<LegalTurn> {
    let mut turns = legal_turns(pos, roll);
    if turns.len() <= 1 {
        return turns.pop();
    }
    expert_among(w, pos.to_move(), turns)
}

fn expert_among(w: &Weights, me: Colour, turns: Vec<LegalTurn>) -> Option<LegalTurn> {
    look_ahead_among(
        &mut |p: &Position, c: Colour| expert::chance(p, c, w),
        me,
        turns,
    )
}

/// The expert's choice under the chance `eval(position, me)`: the first of
/// [`ranked_among`].
fn look_ahead_among(
    eval: &mut dyn FnMut(&Position, Colour) -> f32,
    me: Colour,
    turns: Vec<LegalTurn>,
) -> Option<LegalTurn> {
    ranked_among(eval, me, turns)
        .into_iter()
        .next()
        .map(|r| r.turn)
}

/// The expert's ranking under the chance `eval(position, me)`, the one place where it
/// weighs its candidates: its best [`EXPERT_CANDIDATES`] turns by `eval`, each valued by its
/// chance after the opponent's 21 rolls, best first (of two equal, the one better by `eval`
/// first). Its move is the first.
fn ranked_among(
    eval: &mut dyn FnMut(&Position, Colour) -> f32,
    me: Colour,
    turns: Vec<LegalTurn>,
) -> Vec<Ranked> {
    let mut scored: Vec<(f32, LegalTurn)> = turns
        .into_iter()
        .map(|t| (eval(&t.position, me), t))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.truncate(EXPERT_CANDIDATES);
    let mut ranked: Vec<Ranked> = scored
        .into_iter()
        .map(|(_, turn)| Ranked {
            chance: expert_look_ahead(&turn.position, me, &mut *eval),
            turn,
        })
        .collect();
    // A stable sort: equal chances keep the order of `eval`.
    ranked.sort_by(|a, b| b.chance.total_cmp(&a.chance));
    ranked
}

/// A whole move as the strongest level ([`Level::Expert`]) values it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// The move (the steps left to play, when part of the turn was played).
    pub turn: LegalTurn,
    /// The mover's chance to win after it, 0 to 1: the expert's evaluation averaged over the
    /// opponent's 21 rolls, each answered by the reply worst for the mover.
    pub chance: f32,
}

impl Ranked {
    /// The move's equity, −1 to 1: `2 × chance − 1` (a cubeless game, a mars counted as a
    /// single win — the expert values chances to win, not points).
    #[must_use]
    pub fn equity(&self) -> f32 {
        2.0 * self.chance - 1.0
    }
}

/// How many whole moves a hint ranks.
pub const HINT_MOVES: usize = 5;

/// The best whole moves that finish `turn` from the steps already played, as the strongest
/// level ([`Level::Expert`]) ranks them, best first, at most `n`: the first is the move it
/// plays ([`choose_rest`] at [`Level::Expert`]). Empty when nothing is left to play. Pure and
/// deterministic: the same turn gives the same ranking.
#[must_use]
pub fn rank_rest(turn: &Turn, n: usize) -> Vec<Ranked> {
    let mut ranked = with_expert_eval(|eval| ranked_among(eval, turn.colour(), turn.completions()));
    ranked.truncate(n);
    ranked
}

/// Runs `f` with the strongest level's evaluation: its trained network, or
/// [`expert::chance`] under [`Weights::TUNED`] without one.
fn with_expert_eval<R>(f: impl FnOnce(&mut dyn FnMut(&Position, Colour) -> f32) -> R) -> R {
    match td::trained() {
        Some(net) => {
            let mut scratch = net.scratch();
            f(&mut |p: &Position, c: Colour| net.chance_in(p, c, &mut scratch))
        }
        None => f(&mut |p: &Position, c: Colour| expert::chance(p, c, &Weights::TUNED)),
    }
}

/// The chance for `me` of `pos` (opponent to move) under `eval`, averaged over the opponent's
/// 21 rolls, each answered by the reply that leaves `me` the least chance.
fn expert_look_ahead(
    pos: &Position,
    me: Colour,
    eval: &mut dyn FnMut(&Position, Colour) -> f32,
) -> f32 {
    if pos.outcome().is_some() {
        return eval(pos, me);
    }
    let mut total = 0.0;
    for (roll, weight) in Roll::all() {
        let replies = legal_turns(pos, roll);
        let v = if replies.is_empty() {
            let mut passed = *pos;
            passed.pass_turn();
            eval(&passed, me)
        } else {
            replies
                .iter()
                .map(|r| eval(&r.position, me))
                .fold(f32::INFINITY, f32::min)
        };
        total += v * f32::from(weight);
    }
    total / 36.0
}

fn best_by(turns: Vec<LegalTurn>, score: impl Fn(&Position) -> f32) -> Option<LegalTurn> {
    let mut best: Option<(f32, LegalTurn)> = None;
    for t in turns {
        let v = score(&t.position);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, t));
        }
    }
    best.map(|(_, t)| t)
}

/// The value for `me` of `pos` (opponent to move), averaged over the opponent's 21 rolls,
/// each answered by the reply best for the opponent under the full evaluation.
fn look_ahead(pos: &Position, me: Colour) -> f32 {
    if let Some(o) = pos.outcome() {
        return outcome_value(o, me);
    }
    let mut total = 0.0;
    for (roll, weight) in Roll::all() {
        let replies = legal_turns(pos, roll);
        let v = if replies.is_empty() {
            full(pos, me)
        } else {
            replies
                .iter()
                .map(|r| full(&r.position, me))
                .fold(f32::INFINITY, f32::min)
        };
        total += v * f32::from(weight);
    }
    total / 36.0
}

fn outcome_value(o: Outcome, me: Colour) -> f32 {
    let v = 10_000.0 * o.points() as f32;
    if o.winner == me { v } else { -v }
}

/// The plain evaluation for `me`: pips, the head, checkers off.
#[must_use]
pub fn plain(pos: &Position, me: Colour) -> f32 {
    if let Some(o) = pos.outcome() {
        return outcome_value(o, me);
    }
    let side = |c: Colour| -> f32 {
        let head = f32::from(pos.own_rel(c, 24));
        -(pos.pip_count(c) as f32) - 2.0 * head + 2.0 * f32::from(pos.off(c))
    };
    side(me) - side(me.opponent())
}

/// The full evaluation for `me`, used by the strong level (see the module docs).
#[must_use]
pub fn full(pos: &Position, me: Colour) -> f32 {
    if let Some(o) = pos.outcome() {
        return outcome_value(o, me);
    }
    let contact = in_contact(pos);
    let a = side_full(pos, me, contact);
    let b = side_full(pos, me.opponent(), contact);
    a - b
}

fn side_full(pos: &Position, c: Colour, contact: bool) -> f32 {
    let pips = pos.pip_count(c) as f32;
    let mut v = -pips + 3.0 * f32::from(pos.off(c));
    if !contact {
        // A race: only the pips and the wasted checkers deep in the home matter.
        return v;
    }
    let opp = c.opponent();
    let head = f32::from(pos.own_rel(c, 24));
    v -= 2.5 * head;
    // Points held, runs of points in front of opponent checkers, tall stacks.
    let mut run = 0u8;
    let mut run_lo = 0u8;
    for r in 1..=25u8 {
        let n = if r <= 24 { pos.own_rel(c, r) } else { 0 };
        if n > 0 && r < 24 {
            v += if r <= 6 {
                1.0
            } else if r <= 18 {
                2.5
            } else {
                1.5
            };
            if n > 3 {
                v -= 0.8 * f32::from(n - 3);
            }
        }
        if n > 0 && r < 24 {
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
                v += len * len * 0.9 * (f32::from(behind.min(8)) / 8.0 + 0.25);
            }
            run = 0;
        }
    }
    v
}

/// The end of one self-play game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The result; `None` when the turn limit was reached first.
    pub outcome: Option<Outcome>,
    /// Both colours' pip counts at the end, White first.
    pub pips: [u32; 2],
    /// Turns played (passes included).
    pub turns: u32,
}

/// The Wilson 95 % interval of `k` successes in `n` trials, as fractions: what `nardy
/// selfplay` and the `play` example report beside a share of wins.
#[must_use]
pub fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (f64::from(k), f64::from(n), 1.96f64);
    let p = k / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    (centre - half, centre + half)
}

/// One game between two computer players, White's level first; who starts and every roll
/// come from `seed`.
#[must_use]
pub fn play_game(levels: [Level; 2], seed: u64) -> GameRecord {
    play_game_with(levels, seed, choose)
}

/// [`play_game`], with `chooser` asked for each turn in place of [`choose`] (for instance to
/// time it).
pub fn play_game_with(
    levels: [Level; 2],
    seed: u64,
    mut chooser: impl FnMut(Level, &Position, Roll) -> Option<LegalTurn>,
) -> GameRecord {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let starter = Colour::drawn(&mut rng);
    let mut pos = Position::start(starter);
    let mut turns = 0;
    while pos.outcome().is_none() && turns < TURN_LIMIT {
        let roll = Roll::random(&mut rng);
        let level = levels[pos.to_move().index()];
        pos = match chooser(level, &pos, roll) {
            Some(t) => t.position,
            None => Turn::new(pos, roll).finish().unwrap_or(pos),
        };
        turns += 1;
    }
    GameRecord {
        outcome: pos.outcome(),
        pips: [pos.pip_count(Colour::White), pos.pip_count(Colour::Black)],
        turns,
    }
}
