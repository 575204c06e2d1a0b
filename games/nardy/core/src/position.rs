//! Colours, points, steps and the position on the board.

use std::fmt;

/// Checkers a player has.
pub const CHECKERS: u8 = 15;

/// One of the two players.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Colour {
    /// White: starts on point 24, moves 24 → 1, home 1–6.
    #[serde(rename = "W")]
    White,
    /// Black: starts on point 12, moves 12 → 1 → 24 → 13, home 13–18.
    #[serde(rename = "B")]
    Black,
}

impl Colour {
    /// Both colours, White first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// Who starts a game: White or Black with even chances, drawn from `rng` (one draw, so
    /// that a game's seed gives the same start and the same dice everywhere).
    pub fn drawn<R: rand::Rng + ?Sized>(rng: &mut R) -> Colour {
        if rand::RngExt::random_bool(rng, 0.5) {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// The other colour.
    #[must_use]
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Black => 1,
        }
    }

    /// `W` or `B`, as in the save file.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Black => 'B',
        }
    }

    /// The point (numbered from White's side) where this colour's 15 checkers start.
    #[must_use]
    pub const fn head(self) -> u8 {
        match self {
            Colour::White => 24,
            Colour::Black => 12,
        }
    }
}

/// The point (1–24, numbered from White's side) that is `rel` points from the end of
/// `colour`'s path: relative point 24 is the head, 1–6 the home, moving always lowers it.
///
/// # Panics
/// In debug builds, when `rel` is not in 1–24.
#[must_use]
#[inline]
pub const fn abs_point(colour: Colour, rel: u8) -> u8 {
    debug_assert!(rel >= 1 && rel <= 24);
    match colour {
        Colour::White => rel,
        Colour::Black => (rel + 11) % 24 + 1,
    }
}

/// The inverse of [`abs_point`]: how far along `colour`'s path the point `abs` lies
/// (24 = the head, 1 = the last point before bearing off).
#[must_use]
#[inline]
pub const fn rel_point(colour: Colour, abs: u8) -> u8 {
    match colour {
        Colour::White => abs,
        Colour::Black => {
            if abs > 12 {
                abs - 12
            } else {
                abs + 12
            }
        }
    }
}

/// Where a step takes a checker: it travels as `{"point": 18}` or `"off"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dest {
    /// To a point (numbered from White's side).
    Point(u8),
    /// Off the board (bearing off).
    Off,
}

/// One die's move of one checker. Read from outside, every number of it is still for the
/// rules to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Step {
    /// The point the checker leaves (numbered from White's side).
    pub from: u8,
    /// Where it goes.
    pub to: Dest,
    /// The die used (1–6); a checker borne off with a higher die still uses that die.
    pub die: u8,
}

impl fmt::Display for Step {
    /// `24/18`, or `3/off` when bearing off.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to {
            Dest::Point(p) => write!(f, "{}/{}", self.from, p),
            Dest::Off => write!(f, "{}/off", self.from),
        }
    }
}

/// A position: the checkers on the 24 points and off the board, whose turn it is, and
/// which players have yet to make their first move.
///
/// The fields are private; [`Position::from_counts`] and the save file check what they are given.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Index `p - 1` for point `p`: > 0 White checkers, < 0 Black checkers.
    board: [i8; 24],
    off: [u8; 2],
    to_move: Colour,
    first_turn: [bool; 2],
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} to move;", self.to_move.letter())?;
        for p in 1..=24 {
            if let Some((c, n)) = self.at(p) {
                write!(f, " {p}:{}{n}", c.letter())?;
            }
        }
        write!(f, "; off W{} B{})", self.off[0], self.off[1])
    }
}

/// Why a set of counts is not a position (see [`Position::from_counts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A colour does not have exactly 15 checkers on the board and off it together.
    WrongTotal {
        /// The colour.
        colour: Colour,
        /// How many it has.
        count: u32,
    },
    /// A colour has borne off checkers while some of its checkers are outside its home.
    OffBeforeHome(Colour),
    /// A colour is marked as not having moved yet, but not all its checkers are on its head.
    FirstTurnOffHead(Colour),
    /// Both colours have borne off all their checkers.
    BothFinished,
    /// A colour holds six points in a row with no opponent checker past them, which the block
    /// rule never lets a player build (and which nothing can make later) while the game goes on.
    ForbiddenBlock(Colour),
    /// This colour has moved and the other has not, so the other is to move.
    WrongSideToMove {
        /// The colour the file says is to move.
        to_move: Colour,
    },
    /// A colour has had its turn and yet all 15 of its checkers are on its head: only a first
    /// roll the opponent blocked allows that, so the opponent has moved, and (when the opponent
    /// is to move, the blocked turn being the last) holds a point within six of that head.
    MovedOffNothing(Colour),
    /// A colour has moved more pips than one turn allows (24) while the other has not moved:
    /// it has had one turn.
    TooFarAhead {
        /// The colour.
        colour: Colour,
        /// The pips it has moved.
        moved: u32,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::WrongTotal { colour, count } => {
                write!(f, "{} has {count} checkers, not 15", colour.letter())
            }
            PositionError::OffBeforeHome(c) => {
                write!(
                    f,
                    "{} has borne off with checkers outside its home",
                    c.letter()
                )
            }
            PositionError::FirstTurnOffHead(c) => write!(
                f,
                "first_turn says {} has not moved, but not all its checkers are on point {}",
                c.letter(),
                c.head()
            ),
            PositionError::BothFinished => write!(f, "both players have borne off every checker"),
            PositionError::ForbiddenBlock(c) => write!(
                f,
                "{} holds six points in a row with no opponent checker past them, which the \
                 rules never allow",
                c.letter()
            ),
            PositionError::WrongSideToMove { to_move } => write!(
                f,
                "{} is to move, but {} has not made its first move while {} has",
                to_move.letter(),
                to_move.opponent().letter(),
                to_move.letter()
            ),
            PositionError::MovedOffNothing(c) => write!(
                f,
                "first_turn says {} has moved, but all its checkers are on point {} and no \
                 opponent checker could have blocked them",
                c.letter(),
                c.head()
            ),
            PositionError::TooFarAhead { colour, moved } => write!(
                f,
                "{} has moved {moved} pips in its one turn (at most 24) while {} has not moved",
                colour.letter(),
                colour.opponent().letter()
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The starting position: White's 15 on point 24, Black's 15 on point 12, neither has moved.
    #[must_use]
    pub const fn start(to_move: Colour) -> Position {
        let mut board = [0i8; 24];
        board[23] = 15;
        board[11] = -15;
        Position {
            board,
            off: [0, 0],
            to_move,
            first_turn: [true, true],
        }
    }

    /// A position from its parts, checked: `points[p - 1]` is the colour and count on point
    /// `p` (`None` for an empty point), `off` the checkers borne off (White, Black).
    ///
    /// # Errors
    /// See [`PositionError`].
    pub fn from_counts(
        points: &[Option<(Colour, u8)>; 24],
        off: [u8; 2],
        to_move: Colour,
        first_turn: [bool; 2],
    ) -> Result<Position, PositionError> {
        let mut board = [0i8; 24];
        let mut totals = [u32::from(off[0]), u32::from(off[1])];
        for (i, slot) in points.iter().enumerate() {
            if let Some((c, n)) = *slot {
                totals[c.index()] += u32::from(n);
                let n = i8::try_from(n.min(15)).unwrap_or(15);
                board[i] = if c == Colour::White { n } else { -n };
            }
        }
        for c in Colour::ALL {
            let count = totals[c.index()];
            if count != u32::from(CHECKERS) {
                return Err(PositionError::WrongTotal { colour: c, count });
            }
        }
        let pos = Position {
            board,
            off,
            to_move,
            first_turn,
        };
        for c in Colour::ALL {
            if off[c.index()] > 0 && !pos.all_home(c) {
                return Err(PositionError::OffBeforeHome(c));
            }
            if first_turn[c.index()] && pos.count(c, c.head()) != CHECKERS {
                return Err(PositionError::FirstTurnOffHead(c));
            }
        }
        if off == [CHECKERS, CHECKERS] {
            return Err(PositionError::BothFinished);
        }
        Ok(pos)
    }

    /// The colour and count on point `p` (1–24), `None` when it is empty or out of range.
    #[must_use]
    pub fn at(&self, p: u8) -> Option<(Colour, u8)> {
        let v = *self.board.get(usize::from(p).checked_sub(1)?)?;
        match v {
            0 => None,
            v if v > 0 => Some((Colour::White, v.unsigned_abs())),
            v => Some((Colour::Black, v.unsigned_abs())),
        }
    }

    /// How many of `colour`'s checkers stand on point `p` (1–24).
    #[must_use]
    #[inline]
    pub fn count(&self, colour: Colour, p: u8) -> u8 {
        let v = self.board[usize::from(p - 1)];
        match colour {
            Colour::White if v > 0 => v.unsigned_abs(),
            Colour::Black if v < 0 => v.unsigned_abs(),
            _ => 0,
        }
    }

    /// `colour`'s checkers on the point `rel` points from the end of its path.
    #[must_use]
    #[inline]
    pub(crate) fn own_rel(&self, colour: Colour, rel: u8) -> u8 {
        self.count(colour, abs_point(colour, rel))
    }

    /// Checkers of `colour` borne off.
    #[must_use]
    pub const fn off(&self, colour: Colour) -> u8 {
        self.off[colour.index()]
    }

    /// Whose turn it is.
    #[must_use]
    pub const fn to_move(&self) -> Colour {
        self.to_move
    }

    /// Whether `colour` has yet to make its first move (for the head rule's exception).
    #[must_use]
    pub const fn is_first_turn(&self, colour: Colour) -> bool {
        self.first_turn[colour.index()]
    }

    /// The pips `colour` still has to travel: the sum over its checkers of the distance to
    /// bearing off (a checker on the head counts 24).
    #[must_use]
    pub fn pip_count(&self, colour: Colour) -> u32 {
        (1..=24u8)
            .map(|r| u32::from(r) * u32::from(self.own_rel(colour, r)))
            .sum()
    }

    /// Whether all of `colour`'s checkers still on the board are in its home
    /// (White 1–6, Black 13–18), so it may bear off.
    #[must_use]
    pub fn all_home(&self, colour: Colour) -> bool {
        (7..=24u8).all(|r| self.own_rel(colour, r) == 0)
    }

    /// The furthest point of `colour`'s path holding one of its checkers, as a relative point
    /// (24 = head); 0 when every checker is off.
    #[must_use]
    pub(crate) fn highest_rel(&self, colour: Colour) -> u8 {
        (1..=24u8)
            .rev()
            .find(|&r| self.own_rel(colour, r) > 0)
            .unwrap_or(0)
    }

    /// The result, once a player has borne off all 15 checkers.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        Colour::ALL
            .into_iter()
            .find(|&c| self.off(c) == CHECKERS)
            .map(|winner| Outcome {
                winner,
                mars: self.off(winner.opponent()) == 0,
            })
    }

    /// The same position with `colour` to move.
    #[must_use]
    pub const fn with_to_move(mut self, colour: Colour) -> Position {
        self.to_move = colour;
        self
    }

    /// Moves one of `colour`'s checkers; the caller has checked the step.
    pub(crate) fn apply(&mut self, colour: Colour, from_rel: u8, to_rel: Option<u8>) {
        let sign: i8 = if colour == Colour::White { 1 } else { -1 };
        self.board[usize::from(abs_point(colour, from_rel) - 1)] -= sign;
        match to_rel {
            Some(r) => self.board[usize::from(abs_point(colour, r) - 1)] += sign,
            None => self.off[colour.index()] += 1,
        }
    }

    /// Ends the mover's turn: the opponent is to move and the mover's first turn is over.
    pub(crate) fn pass_turn(&mut self) {
        self.first_turn[self.to_move.index()] = false;
        self.to_move = self.to_move.opponent();
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Who bore off all 15 first.
    pub winner: Colour,
    /// Whether the loser had borne off none: a mars, a double win.
    pub mars: bool,
}

impl Outcome {
    /// Match points: 2 for a mars, 1 otherwise.
    #[must_use]
    pub const fn points(&self) -> u32 {
        if self.mars { 2 } else { 1 }
    }
}

/// Whether some checker still has to pass an opponent checker: a checker of one colour stands
/// ahead of a checker of the other along the other's path. Without contact the game is a race.
#[must_use]
pub fn in_contact(pos: &Position) -> bool {
    let ahead = |c: Colour| {
        let o = c.opponent();
        let back = pos.highest_rel(c);
        (1..back).any(|r| pos.count(o, abs_point(c, r)) > 0)
    };
    ahead(Colour::White) || ahead(Colour::Black)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_points_round_trip() {
        for c in Colour::ALL {
            for r in 1..=24 {
                assert_eq!(rel_point(c, abs_point(c, r)), r);
            }
            assert_eq!(abs_point(c, 24), c.head());
        }
        assert_eq!(abs_point(Colour::Black, 1), 13);
        assert_eq!(abs_point(Colour::Black, 6), 18);
        assert_eq!(abs_point(Colour::Black, 13), 1);
        assert_eq!(abs_point(Colour::Black, 12), 24);
    }

    #[test]
    fn start_has_both_heads() {
        let p = Position::start(Colour::White);
        assert_eq!(p.at(24), Some((Colour::White, 15)));
        assert_eq!(p.at(12), Some((Colour::Black, 15)));
        assert_eq!(p.pip_count(Colour::White), 360);
        assert_eq!(p.pip_count(Colour::Black), 360);
    }
}
