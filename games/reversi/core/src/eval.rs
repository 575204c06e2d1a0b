//! The position evaluation of the strongest level's midgame search: how good a position is
//! for the side to move, from the stones alone, as a weighted sum of features.
//!
//! Each feature is the side to move's count minus the opponent's ([`Features`]); its weight
//! moves from the opening's to the late game's as the board fills (the weights are set by
//! hand from the usual Othello strategy and checked by self-play against the previous level,
//! see the README). Units: a weight of 10 is worth about one stone at the end.

use crate::bitboard::{moves, neighbours, stable};

/// The four corners a1, h1, a8, h8.
const CORNERS: u64 = 0x8100_0000_0000_0081;
/// Cells of the edges between the C squares (a3–a6, c1–f1, …).
const EDGES: u64 = 0x3c00_8181_8181_003c;

/// Each corner with its X square (the diagonal neighbour) and its two C squares (the
/// neighbours on the edges).
const CORNER_NEIGHBOURS: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

/// What the evaluation counts, each as the side to move's count minus the opponent's; the
/// same shape holds the weights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Features {
    /// Mobility: the legal moves each side has now, a move onto a corner counting twice.
    /// Having choices and leaving the opponent few, so that they must give something away, is
    /// the heart of midgame play.
    pub mobility: i32,
    /// Potential mobility: the empty cells next to the opponent's stones (where moves can
    /// appear later). Few stones of one's own facing empty cells (a small frontier) keeps
    /// the opponent short of moves in the future too.
    pub potential_mobility: i32,
    /// Corners: a stone on a corner can never be turned and anchors the edges beside it.
    pub corners: i32,
    /// X squares (b2, g2, b7, g7) while their corner is empty: such a stone usually lets the
    /// opponent take the corner.
    pub x_squares: i32,
    /// C squares (a2, b1, …) while their corner is empty: risky in the same way, less so.
    pub c_squares: i32,
    /// Edges between the C squares: hard for the opponent to attack, a small plus.
    pub edges: i32,
    /// Stable stones, which no later move can turn ([`crate::bitboard::stable`]): points
    /// that are already safe for the end.
    pub stability: i32,
    /// The stones themselves: in the opening fewer is better (they give the opponent moves),
    /// near the end they are the score.
    pub discs: i32,
}

impl Features {
    /// The features of the position with `own` to move against `opp`.
    pub(crate) fn of(own: u64, opp: u64) -> Features {
        let empty = !(own | opp);
        let (own_moves, opp_moves) = (moves(own, opp), moves(opp, own));
        let mut x_squares = 0;
        let mut c_squares = 0;
        for (corner, x, c) in CORNER_NEIGHBOURS {
            if empty & corner != 0 {
                x_squares += count(own & x) - count(opp & x);
                c_squares += count(own & c) - count(opp & c);
            }
        }
        Features {
            mobility: count(own_moves) + count(own_moves & CORNERS)
                - count(opp_moves)
                - count(opp_moves & CORNERS),
            potential_mobility: count(empty & neighbours(opp)) - count(empty & neighbours(own)),
            corners: count(own & CORNERS) - count(opp & CORNERS),
            x_squares,
            c_squares,
            edges: count(own & EDGES) - count(opp & EDGES),
            stability: count(stable(own, opp)) - count(stable(opp, own)),
            discs: count(own) - count(opp),
        }
    }

    /// The weighted sum.
    const fn dot(&self, w: &Features) -> i32 {
        self.mobility * w.mobility
            + self.potential_mobility * w.potential_mobility
            + self.corners * w.corners
            + self.x_squares * w.x_squares
            + self.c_squares * w.c_squares
            + self.edges * w.edges
            + self.stability * w.stability
            + self.discs * w.discs
    }
}

/// The weights with the board nearly empty (60 empty cells).
const OPENING: Features = Features {
    mobility: 20,
    potential_mobility: 6,
    corners: 80,
    x_squares: -50,
    c_squares: -20,
    edges: 4,
    stability: 20,
    discs: -2,
};

/// The weights with the board full.
const LATE: Features = Features {
    mobility: 10,
    potential_mobility: 2,
    corners: 50,
    x_squares: -15,
    c_squares: -6,
    edges: 4,
    stability: 25,
    discs: 10,
};

/// The position's worth for `own`, to move against `opp` (about ten per stone).
pub(crate) fn evaluate(own: u64, opp: u64) -> i32 {
    let features = Features::of(own, opp);
    let empties = count(!(own | opp)).min(60);
    (features.dot(&OPENING) * empties + features.dot(&LATE) * (60 - empties)) / 60
}

#[inline]
const fn count(set: u64) -> i32 {
    set.count_ones() as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The set of the named cells.
    fn cells(names: &[&str]) -> u64 {
        names
            .iter()
            .map(|n| n.parse::<crate::Cell>().expect("a cell").set().0)
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn the_start_is_even_for_both_sides() {
        let board = crate::Board::START;
        let (y, r) = (
            board.stones(crate::Colour::Yellow).0,
            board.stones(crate::Colour::Red).0,
        );
        assert_eq!(Features::of(y, r), Features::default());
        assert_eq!(evaluate(y, r), 0);
    }

    #[test]
    fn the_evaluation_is_the_opponents_negated() {
        let own = cells(&["a1", "b1", "c1", "d4", "e5", "b2"]);
        let opp = cells(&["d1", "e4", "d5", "g7", "h7"]);
        assert_eq!(evaluate(own, opp), -evaluate(opp, own));
    }

    #[test]
    fn a_corner_is_worth_more_than_the_x_square_next_to_an_empty_corner() {
        // Same stones around the centre; one side holds a1, or b2 beside an empty a1.
        let centre = cells(&["d4", "e5"]);
        let opp = cells(&["e4", "d5"]);
        let with_corner = evaluate(centre | cells(&["a1"]), opp);
        let with_x = evaluate(centre | cells(&["b2"]), opp);
        let plain = evaluate(centre, opp);
        assert!(
            with_corner > plain && plain > with_x,
            "{with_corner} {plain} {with_x}"
        );
        let f = Features::of(centre | cells(&["b2", "a2"]), opp);
        assert_eq!((f.x_squares, f.c_squares), (1, 1));
        // With the corner taken, b2 and a2 are no longer X and C squares of an empty corner.
        let f = Features::of(centre | cells(&["b2", "a2"]), opp | cells(&["a1"]));
        assert_eq!((f.x_squares, f.c_squares), (0, 0));
    }
}
