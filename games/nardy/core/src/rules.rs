//! The rules of a turn: one step at a time, and every legal turn of a roll.
//!
//! One function per rule: [`step_target`] holds the rules of a single step (own checker,
//! no landing on an opponent's point, bearing off, the block rule), [`Turn`] adds the rules of
//! the whole turn (the head rule, using as many dice as possible, the higher die).

use std::collections::HashSet;
use std::fmt;

use rand::{Rng, RngExt};

use crate::position::{
    CHECKERS, Colour, Dest, Position, PositionError, Step, abs_point, rel_point,
};

/// A roll of two dice, in the order they were rolled. It travels as the two numbers
/// (`[6, 3]`); a die that is not 1–6 is not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(into = "[u8; 2]", try_from = "[u8; 2]")]
pub struct Roll {
    first: u8,
    second: u8,
}

impl From<Roll> for [u8; 2] {
    fn from(roll: Roll) -> [u8; 2] {
        roll.dice()
    }
}

impl TryFrom<[u8; 2]> for Roll {
    type Error = NoSuchRoll;
    fn try_from([first, second]: [u8; 2]) -> Result<Roll, NoSuchRoll> {
        Roll::new(first, second).ok_or(NoSuchRoll([first, second]))
    }
}

/// Two numbers of which one is no die's (1–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchRoll(pub [u8; 2]);

impl fmt::Display for NoSuchRoll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.0;
        write!(f, "{a} and {b} are not two dice (1 to 6)")
    }
}

impl std::error::Error for NoSuchRoll {}

impl Roll {
    /// A roll, `None` unless both dice are 1–6.
    #[must_use]
    pub const fn new(first: u8, second: u8) -> Option<Roll> {
        if first >= 1 && first <= 6 && second >= 1 && second <= 6 {
            Some(Roll { first, second })
        } else {
            None
        }
    }

    /// Two fair dice from `rng`.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Roll {
        Roll {
            first: rng.random_range(1..=6u8),
            second: rng.random_range(1..=6u8),
        }
    }

    /// The two dice, in the order rolled.
    #[must_use]
    pub const fn dice(&self) -> [u8; 2] {
        [self.first, self.second]
    }

    /// Whether both dice show the same number.
    #[must_use]
    pub const fn is_double(&self) -> bool {
        self.first == self.second
    }

    /// The 21 different rolls with how many of the 36 outcomes give each (1 for a double,
    /// 2 otherwise).
    #[must_use]
    pub fn all() -> Vec<(Roll, u8)> {
        let mut v = Vec::with_capacity(21);
        for a in 1..=6u8 {
            for b in a..=6u8 {
                v.push((
                    Roll {
                        first: b,
                        second: a,
                    },
                    if a == b { 1 } else { 2 },
                ));
            }
        }
        v
    }

    /// The dice the turn plays: four of a double, else the two dice in the order rolled.
    #[must_use]
    pub fn moves(&self) -> DiceLeft {
        if self.is_double() {
            DiceLeft {
                dice: [self.first; 4],
                len: 4,
            }
        } else {
            DiceLeft {
                dice: [self.first, self.second, 0, 0],
                len: 2,
            }
        }
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.first, self.second)
    }
}

/// The dice not yet played in a turn, in the order they will be offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiceLeft {
    dice: [u8; 4],
    len: u8,
}

impl DiceLeft {
    /// The dice left.
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }

    /// How many dice are left.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether every die has been played.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The different numbers left (one or two), in order.
    fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        let s = self.as_slice();
        s.iter()
            .enumerate()
            .filter(move |(i, d)| !s[..*i].contains(d))
            .map(|(_, d)| *d)
    }

    fn without(mut self, die: u8) -> DiceLeft {
        if let Some(i) = self.as_slice().iter().position(|&d| d == die) {
            let n = usize::from(self.len);
            self.dice.copy_within(i + 1..n, i);
            self.len -= 1;
            self.dice[usize::from(self.len)] = 0;
        }
        self
    }
}

/// Why a step is refused. The window puts these into words. It travels as
/// `{"why": "no_checker", "point": 13}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum StepError {
    /// Every die of the turn has been played.
    NoDiceLeft,
    /// The point holds none of the mover's checkers.
    NoChecker {
        /// The point (numbered from White's side).
        point: u8,
    },
    /// No die left moves a checker that far.
    NoSuchDie,
    /// The target point holds an opponent's checker.
    OpponentPoint {
        /// The point (numbered from White's side).
        point: u8,
    },
    /// The step would make six points in a row with no opponent checker past them.
    SixBlock,
    /// A second checker may not leave the head this turn.
    HeadRule,
    /// Bearing off while some checker is outside the home.
    NotAllHome,
    /// A higher die bears off only from the highest occupied point.
    FurtherCheckerFirst,
    /// After this step fewer dice could be played than another way allows.
    MustUseMoreDice,
    /// Only one die can be played, and the higher one can: it must be that one.
    MustUseHigherDie,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepError::NoDiceLeft => write!(f, "no dice left"),
            StepError::NoChecker { point } => write!(f, "no checker of the mover on point {point}"),
            StepError::NoSuchDie => write!(f, "no die left moves that far"),
            StepError::OpponentPoint { point } => {
                write!(f, "point {point} holds an opponent's checker")
            }
            StepError::SixBlock => {
                write!(f, "six points in a row with no opponent checker past them")
            }
            StepError::HeadRule => write!(f, "only one checker may leave the head this turn"),
            StepError::NotAllHome => write!(f, "bearing off before all checkers are home"),
            StepError::FurtherCheckerFirst => {
                write!(
                    f,
                    "a higher die bears off only from the highest occupied point"
                )
            }
            StepError::MustUseMoreDice => write!(f, "more dice can be played another way"),
            StepError::MustUseHigherDie => {
                write!(f, "only one die can be played: it must be the higher")
            }
        }
    }
}

impl std::error::Error for StepError {}

/// Why a turn cannot be finished yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnError {
    /// Some die can still be played.
    NotFinished,
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the move is not finished")
    }
}

impl std::error::Error for TurnError {}

/// The rules of one step on their own: `colour` moves the checker on its relative point
/// `from` (24 = head) by `die`. Returns the relative point reached, or `None` for borne off.
///
/// - the point must hold the mover's checker;
/// - a checker never stops on a point holding an opponent's checker;
/// - bearing off only once all the mover's checkers are home; a die bears off from the point
///   at exactly that distance, a higher die from the highest occupied point only;
/// - the block rule ([`makes_forbidden_block`]) after the step.
///
/// The head rule and the dice rules belong to the turn ([`Turn`]).
///
/// # Errors
/// The first rule the step breaks.
pub fn step_target(
    pos: &Position,
    colour: Colour,
    from: u8,
    die: u8,
) -> Result<Option<u8>, StepError> {
    if !(1..=24).contains(&from) || pos.own_rel(colour, from) == 0 {
        return Err(StepError::NoChecker {
            point: if (1..=24).contains(&from) {
                abs_point(colour, from)
            } else {
                0
            },
        });
    }
    if from > die {
        let to = from - die;
        let abs = abs_point(colour, to);
        if pos.count(colour.opponent(), abs) > 0 {
            return Err(StepError::OpponentPoint { point: abs });
        }
        if pos.own_rel(colour, to) == 0 {
            let mut after = *pos;
            after.apply(colour, from, Some(to));
            if makes_forbidden_block(&after, colour, to) {
                return Err(StepError::SixBlock);
            }
        }
        Ok(Some(to))
    } else {
        if !pos.all_home(colour) {
            return Err(StepError::NotAllHome);
        }
        if die > from && pos.highest_rel(colour) > from {
            return Err(StepError::FurtherCheckerFirst);
        }
        Ok(None)
    }
}

/// The block rule: whether `colour`'s checkers, just arrived on relative point `landed`, stand
/// on six points in a row along `colour`'s path (a window containing `landed`) with no opponent
/// checker past the whole window, i.e. further along the opponent's path than every point of it.
/// Only the blocks a step makes are checked: the mover's, and only those through the point it
/// lands on (a step away from a point can never make a block).
#[must_use]
pub fn makes_forbidden_block(pos: &Position, colour: Colour, landed: u8) -> bool {
    let own = |r: u8| pos.own_rel(colour, r) > 0;
    let mut lo = landed;
    while lo > 1 && own(lo - 1) {
        lo -= 1;
    }
    let mut hi = landed;
    while hi < 24 && own(hi + 1) {
        hi += 1;
    }
    if hi - lo + 1 < 6 {
        return false;
    }
    let first = lo.max(landed.saturating_sub(5)).max(1);
    let last = landed.min(hi - 5);
    (first..=last).any(|s| !opponent_past(pos, colour, s))
}

/// Whether an opponent checker stands past `colour`'s six points `s..=s+5` (relative points):
/// on the board, further along the opponent's path than every one of them.
fn opponent_past(pos: &Position, colour: Colour, s: u8) -> bool {
    let opp = colour.opponent();
    let nearest = (s..=s + 5)
        .map(|r| rel_point(opp, abs_point(colour, r)))
        .min()
        .unwrap_or(1);
    (1..nearest).any(|r| pos.own_rel(opp, r) > 0)
}

/// Whether a position is one a game can reach: the rules of play say so, so it is asked here
/// (the position itself knows only its counts).
impl Position {
    /// The rules that make a position one a game can reach, beyond its counts (see
    /// [`PositionError`]): no six-point block with no opponent checker past it while the game
    /// goes on; a colour that has moved while the other has not passes the dice to it; a colour
    /// that has moved with all 15 still on its head was blocked by a checker of the opponent
    /// (who has moved, and still stands within six points of that head when the opponent is to
    /// move); and one turn moves at most 24 pips.
    ///
    /// [`Position::from_counts`] checks only the counts (the rules' tests build positions no
    /// game reaches); a save file is checked with both.
    ///
    /// # Errors
    /// The first rule broken.
    pub fn check_reachable(&self) -> Result<(), PositionError> {
        /// The most pips one turn moves (a double of six).
        const ONE_TURN: u32 = 24;
        /// The pips of 15 checkers on the head.
        const AT_START: u32 = 24 * CHECKERS as u32;
        for c in Colour::ALL {
            let opp = c.opponent();
            if self.off(opp) < CHECKERS
                && (1..=24).any(|r| self.own_rel(c, r) > 0 && makes_forbidden_block(self, c, r))
            {
                return Err(PositionError::ForbiddenBlock(c));
            }
            let moved = !self.is_first_turn(c);
            if moved && self.is_first_turn(opp) && self.to_move() == c {
                return Err(PositionError::WrongSideToMove { to_move: c });
            }
            if moved && self.count(c, c.head()) == CHECKERS {
                let blocker = (18..=23).any(|r| self.count(opp, abs_point(c, r)) > 0);
                if self.is_first_turn(opp) || (self.to_move() == opp && !blocker) {
                    return Err(PositionError::MovedOffNothing(c));
                }
            }
            let travelled = AT_START - self.pip_count(c).min(AT_START);
            if moved && self.is_first_turn(opp) && travelled > ONE_TURN {
                return Err(PositionError::TooFarAhead {
                    colour: c,
                    moved: travelled,
                });
            }
        }
        Ok(())
    }
}

/// Checks done by a turn on top of [`step_target`], and the turn's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    pos: Position,
    left: DiceLeft,
    /// How many more checkers may leave the head this turn.
    head_left: u8,
}

impl State {
    fn colour(&self) -> Colour {
        self.pos.to_move()
    }

    /// One step under the rules of a step and the head rule.
    fn basic(&self, from: u8, die: u8) -> Result<State, StepError> {
        if !self.left.as_slice().contains(&die) {
            return Err(StepError::NoSuchDie);
        }
        let colour = self.colour();
        let to = step_target(&self.pos, colour, from, die)?;
        if from == 24 && self.head_left == 0 {
            return Err(StepError::HeadRule);
        }
        let mut pos = self.pos;
        pos.apply(colour, from, to);
        Ok(State {
            pos,
            left: self.left.without(die),
            head_left: if from == 24 {
                self.head_left - 1
            } else {
                self.head_left
            },
        })
    }

    /// Every step allowed by the step rules and the head rule: (relative from, die, state after).
    fn basic_steps(&self) -> Vec<(u8, u8, State)> {
        let mut v = Vec::new();
        let colour = self.colour();
        for die in self.left.distinct() {
            for from in (1..=24u8).rev() {
                if self.pos.own_rel(colour, from) == 0 {
                    continue;
                }
                if let Ok(s) = self.basic(from, die) {
                    v.push((from, die, s));
                }
            }
        }
        v
    }

    /// The most dice that can still be played from here.
    fn max_more(&self) -> u8 {
        if self.left.is_empty() {
            return 0;
        }
        let full = self.left.len;
        let mut best = 0;
        let colour = self.colour();
        for die in self.left.distinct() {
            for from in (1..=24u8).rev() {
                if self.pos.own_rel(colour, from) == 0 {
                    continue;
                }
                if let Ok(s) = self.basic(from, die) {
                    let v = 1 + s.max_more();
                    if v == full {
                        return v;
                    }
                    best = best.max(v);
                }
            }
        }
        best
    }

    fn step_of(&self, from: u8, die: u8) -> Step {
        let colour = self.colour();
        let to = if from > die {
            Dest::Point(abs_point(colour, from - die))
        } else {
            Dest::Off
        };
        Step {
            from: abs_point(colour, from),
            to,
            die,
        }
    }
}

/// A turn being played, one step at a time, with every rule enforced after each step.
///
/// - **head rule**: one checker may leave the head per turn; two on a player's first turn
///   with 6-6, 4-4 or 3-3;
/// - **use as many dice as possible**, judged over the whole turn: a step is refused when
///   another way would play more dice;
/// - **the higher die**: when only one die can be played and the higher one can, it must be.
///
/// The turn is complete when as many dice have been played as the roll allows; then
/// [`Turn::finish`] gives the position with the opponent to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    start: State,
    roll: Roll,
    now: State,
    steps: Vec<Step>,
    /// The most dice this roll can play from the start.
    max_dice: u8,
    /// When only one die can be played and it must be this one.
    only_die: Option<u8>,
}

impl Turn {
    /// The turn of `pos.to_move()` with this roll.
    #[must_use]
    pub fn new(pos: Position, roll: Roll) -> Turn {
        let colour = pos.to_move();
        let [a, b] = roll.dice();
        let head_left = if pos.is_first_turn(colour) && roll.is_double() && matches!(a, 3 | 4 | 6) {
            2
        } else {
            1
        };
        let start = State {
            pos,
            left: roll.moves(),
            head_left,
        };
        let max_dice = start.max_more();
        let only_die = if max_dice == 1 && !roll.is_double() {
            let high = a.max(b);
            start
                .basic_steps()
                .iter()
                .any(|s| s.1 == high)
                .then_some(high)
        } else {
            None
        };
        Turn {
            start,
            roll,
            now: start,
            steps: Vec::new(),
            max_dice,
            only_die,
        }
    }

    /// The roll.
    #[must_use]
    pub const fn roll(&self) -> Roll {
        self.roll
    }

    /// Who is moving.
    #[must_use]
    pub fn colour(&self) -> Colour {
        self.start.colour()
    }

    /// The position the turn started from.
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start.pos
    }

    /// The position now, after the steps played so far (the mover still to move).
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.now.pos
    }

    /// The steps played so far, in order.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The dice not yet played.
    #[must_use]
    pub fn dice_left(&self) -> &[u8] {
        self.now.left.as_slice()
    }

    /// How many dice this roll lets the mover play in all (0 when it cannot move).
    #[must_use]
    pub const fn max_dice(&self) -> u8 {
        self.max_dice
    }

    /// Whether no die can be played at all: the turn passes.
    #[must_use]
    pub const fn cannot_move(&self) -> bool {
        self.max_dice == 0
    }

    /// Whether every die that can be played has been.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.steps.len() == usize::from(self.max_dice)
    }

    fn allowed(&self, die: u8, after: &State) -> Result<(), StepError> {
        if let Some(only) = self.only_die
            && die != only
        {
            return Err(StepError::MustUseHigherDie);
        }
        let used = u8::try_from(self.steps.len()).unwrap_or(u8::MAX);
        if used + 1 + after.max_more() < self.max_dice {
            return Err(StepError::MustUseMoreDice);
        }
        Ok(())
    }

    /// Checks `step` against every rule, without playing it.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn check(&self, step: Step) -> Result<(), StepError> {
        self.check_state(step).map(|_| ())
    }

    fn check_state(&self, step: Step) -> Result<State, StepError> {
        if self.is_complete() {
            return Err(StepError::NoDiceLeft);
        }
        let colour = self.colour();
        if !(1..=24).contains(&step.from) {
            return Err(StepError::NoChecker { point: step.from });
        }
        let from = rel_point(colour, step.from);
        let distance_fits = match step.to {
            Dest::Point(p) => {
                (1..=24).contains(&p) && {
                    let to = rel_point(colour, p);
                    to < from && from - to == step.die
                }
            }
            Dest::Off => step.die >= from,
        };
        if !distance_fits {
            return Err(StepError::NoSuchDie);
        }
        let after = self.now.basic(from, step.die)?;
        self.allowed(step.die, &after)?;
        Ok(after)
    }

    /// Plays `step` if every rule allows it; the turn is unchanged otherwise.
    ///
    /// # Errors
    /// The first rule the step breaks.
    pub fn play(&mut self, step: Step) -> Result<(), StepError> {
        let after = self.check_state(step)?;
        self.now = after;
        self.steps.push(step);
        Ok(())
    }

    /// Every step allowed now, in the order: dice as rolled, then from the furthest checker.
    #[must_use]
    pub fn legal_steps(&self) -> Vec<Step> {
        if self.is_complete() {
            return Vec::new();
        }
        self.now
            .basic_steps()
            .into_iter()
            .filter(|(_, die, after)| self.allowed(*die, after).is_ok())
            .map(|(from, die, _)| self.now.step_of(from, die))
            .collect()
    }

    /// The step moving the checker on point `from` to `to` with one die, checked; when several
    /// dice would do (bearing off), the smallest allowed one.
    ///
    /// # Errors
    /// Why no die may make that move: the reason of the first die that fits the distance, or
    /// [`StepError::NoSuchDie`].
    pub fn step_to(&self, from: u8, to: Dest) -> Result<Step, StepError> {
        if self.is_complete() {
            return Err(StepError::NoDiceLeft);
        }
        if !(1..=24).contains(&from) || self.now.pos.count(self.colour(), from) == 0 {
            return Err(StepError::NoChecker { point: from });
        }
        let mut dice: Vec<u8> = self.now.left.distinct().collect();
        dice.sort_unstable();
        let mut first_err = None;
        for die in dice {
            let step = Step { from, to, die };
            match self.check(step) {
                Ok(()) => return Ok(step),
                Err(StepError::NoSuchDie) => {}
                Err(e) => {
                    first_err.get_or_insert(e);
                }
            }
        }
        Err(first_err.unwrap_or(StepError::NoSuchDie))
    }

    /// Why the checker on point `from` cannot move now, or `None` when it can: the most telling
    /// reason over the dice left — the head rule, bearing off before every checker is home, a
    /// higher checker first, the six-point block, the dice that must be played another way —
    /// and otherwise the first die's (an opponent's checker where it would stop, for a blocked
    /// checker).
    #[must_use]
    pub fn why_stuck(&self, from: u8) -> Option<StepError> {
        let stuck = self.cannot_move();
        if self.is_complete() && !stuck {
            return Some(StepError::NoDiceLeft);
        }
        let colour = self.colour();
        if !(1..=24).contains(&from) || self.now.pos.count(colour, from) == 0 {
            return Some(StepError::NoChecker { point: from });
        }
        let rel = rel_point(colour, from);
        let mut reasons = Vec::new();
        for die in self.now.left.distinct() {
            let to = if die < rel {
                Dest::Point(abs_point(colour, rel - die))
            } else {
                Dest::Off
            };
            // When no die can be played at all, each die's own rule is the reason.
            let checked = if stuck {
                self.now.basic(rel, die).map(|_| ())
            } else {
                self.check(Step { from, to, die })
            };
            match checked {
                Ok(()) if stuck => reasons.push(StepError::MustUseMoreDice),
                Ok(()) => return None,
                Err(e) => reasons.push(e),
            }
        }
        [
            StepError::HeadRule,
            StepError::NotAllHome,
            StepError::FurtherCheckerFirst,
            StepError::SixBlock,
            StepError::MustUseHigherDie,
            StepError::MustUseMoreDice,
        ]
        .into_iter()
        .find(|e| reasons.contains(e))
        .or_else(|| reasons.first().copied())
    }

    /// Where the checker on point `from` may go now, with one die or several played in turn by
    /// that same checker (every stop legal): each destination once, with the steps reaching it.
    #[must_use]
    pub fn targets(&self, from: u8) -> Vec<(Dest, Vec<Step>)> {
        let mut out: Vec<(Dest, Vec<Step>)> = Vec::new();
        let mut stack = vec![(self.clone(), from, Vec::new())];
        while let Some((turn, at, path)) = stack.pop() {
            for step in turn.legal_steps() {
                if step.from != at {
                    continue;
                }
                let mut path = path.clone();
                path.push(step);
                if !out.iter().any(|(d, _)| *d == step.to) {
                    out.push((step.to, path.clone()));
                }
                if let Dest::Point(p) = step.to {
                    let mut next = turn.clone();
                    if next.play(step).is_ok() {
                        stack.push((next, p, path));
                    }
                }
            }
        }
        out
    }

    /// Every distinct position this turn can still end in, each once, with the remaining
    /// steps that reach it (the steps already played are not repeated). Empty when the turn
    /// is complete or no die can be played.
    #[must_use]
    pub fn completions(&self) -> Vec<LegalTurn> {
        let mut out = Vec::new();
        if self.cannot_move() || self.is_complete() {
            return out;
        }
        let need = usize::from(self.max_dice) - self.steps.len();
        let mut search = Completions {
            need,
            only_die: self.only_die,
            states: HashSet::with_capacity_and_hasher(64, Quick::default()),
            ends: HashSet::with_capacity_and_hasher(64, Quick::default()),
            path: Vec::with_capacity(need),
            out: &mut out,
        };
        search.walk(&self.now);
        out
    }

    /// Takes back the last step played.
    pub fn undo_step(&mut self) -> Option<Step> {
        let last = self.steps.pop()?;
        let steps = std::mem::take(&mut self.steps);
        self.now = self.start;
        for s in steps {
            if let Ok(after) = self.check_state(s) {
                self.now = after;
                self.steps.push(s);
            }
        }
        Some(last)
    }

    /// Takes every step back: the turn is as it was just after the roll.
    pub fn undo_all(&mut self) {
        self.now = self.start;
        self.steps.clear();
    }

    /// The position after the turn, with the opponent to move.
    ///
    /// # Errors
    /// [`TurnError::NotFinished`] while a die can still be played.
    pub fn finish(&self) -> Result<Position, TurnError> {
        if !self.is_complete() {
            return Err(TurnError::NotFinished);
        }
        let mut pos = self.now.pos;
        pos.pass_turn();
        Ok(pos)
    }
}

/// One way to play a roll: the steps, and the position they lead to (opponent to move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalTurn {
    /// The steps, one die each, in the order played.
    pub steps: Vec<Step>,
    /// The position after the turn, with the opponent to move.
    pub position: Position,
}

/// Every distinct position the player to move can reach with `roll`, each once, with one
/// sequence of steps that reaches it (the first found: dice in the order rolled, furthest
/// checker first). Empty when no die can be played.
#[must_use]
pub fn legal_turns(pos: &Position, roll: Roll) -> Vec<LegalTurn> {
    Turn::new(*pos, roll).completions()
}

/// The search behind [`Turn::completions`]: every sequence of `need` steps, each allowed by the
/// rules of a step and the head rule, from the turn's state now. A step is allowed in a turn
/// exactly when some way on from it plays every die the turn must play ([`Turn::max_dice`]), so
/// the sequences of full length are the turn's legal ones and the step-by-step check of "as many
/// dice as possible" need not be run at every step (which made hints and the computer players
/// several times slower). States already searched are not searched again: whether a state can be
/// completed depends on the state alone. The order of the search is that of
/// [`Turn::legal_steps`], so the first sequence found for each position is the same.
struct Completions<'a> {
    need: usize,
    only_die: Option<u8>,
    states: HashSet<State, Quick>,
    ends: HashSet<Position, Quick>,
    path: Vec<Step>,
    out: &'a mut Vec<LegalTurn>,
}

impl Completions<'_> {
    fn walk(&mut self, now: &State) {
        if self.path.len() == self.need {
            let mut position = now.pos;
            position.pass_turn();
            if self.ends.insert(position) {
                self.out.push(LegalTurn {
                    steps: self.path.clone(),
                    position,
                });
            }
            return;
        }
        let colour = now.colour();
        for die in now.left.distinct() {
            if self.only_die.is_some_and(|only| only != die) {
                continue;
            }
            for from in (1..=24u8).rev() {
                if now.pos.own_rel(colour, from) == 0 {
                    continue;
                }
                if let Ok(next) = now.basic(from, die)
                    && self.states.insert(next)
                {
                    self.path.push(now.step_of(from, die));
                    self.walk(&next);
                    self.path.pop();
                }
            }
        }
    }
}

/// The hasher of the search's sets. The standard one resists crafted keys, which these (states
/// of one turn, made by the search itself) never are, and took most of the search's time.
type Quick = std::hash::BuildHasherDefault<QuickHasher>;

/// A multiply-and-rotate hash (the one rustc uses for its own tables, "FxHash"), eight bytes at
/// a time.
#[derive(Default)]
struct QuickHasher(u64);

impl std::hash::Hasher for QuickHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// The way [`Turn::completions`] was first written: every step checked by [`Turn::play`],
    /// "as many dice as possible" included, as a player's steps are.
    fn completions_step_by_step(turn: &Turn) -> Vec<LegalTurn> {
        let mut out = Vec::new();
        if turn.cannot_move() || turn.is_complete() {
            return out;
        }
        walk(
            turn,
            turn.steps.len(),
            &mut HashSet::new(),
            &mut HashSet::new(),
            &mut out,
        );
        out
    }

    fn walk(
        turn: &Turn,
        played: usize,
        states: &mut HashSet<State>,
        ends: &mut HashSet<Position>,
        out: &mut Vec<LegalTurn>,
    ) {
        if turn.is_complete() {
            if let Ok(position) = turn.finish()
                && ends.insert(position)
            {
                out.push(LegalTurn {
                    steps: turn.steps[played..].to_vec(),
                    position,
                });
            }
            return;
        }
        for step in turn.legal_steps() {
            let mut next = turn.clone();
            if next.play(step).is_ok() && states.insert(next.now) {
                walk(&next, played, states, ends, out);
            }
        }
    }

    /// The fast search lists the same turns, with the same steps, in the same order as the
    /// step-by-step one, at the start of a turn and after its first step, over whole games.
    #[test]
    fn the_search_finds_what_step_by_step_play_allows() {
        let mut checked = 0;
        for seed in 0..12u64 {
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut pos = Position::start(Colour::White);
            while pos.outcome().is_none() {
                let turn = Turn::new(pos, Roll::random(&mut rng));
                let all = turn.completions();
                assert_eq!(
                    all,
                    completions_step_by_step(&turn),
                    "{pos:?} {}",
                    turn.roll()
                );
                for step in turn.legal_steps() {
                    let mut later = turn.clone();
                    assert_eq!(later.play(step), Ok(()));
                    assert_eq!(later.completions(), completions_step_by_step(&later));
                }
                checked += 1;
                // Each game takes the turns in the order listed, a different one each time.
                pos = match all.get(checked % all.len().max(1)) {
                    Some(t) => t.position,
                    None => turn.finish().unwrap_or(pos),
                };
            }
        }
        assert!(checked > 500, "{checked} turns");
    }
}
