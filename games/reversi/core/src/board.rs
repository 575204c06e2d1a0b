//! The two colours and the board of stones.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cell::{Cell, Cells, DIRECTIONS};

/// A player's colour. Yellow moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// The first player.
    Yellow,
    /// The second player.
    Red,
}

impl Colour {
    /// Both colours, Yellow first.
    pub const ALL: [Colour; 2] = [Colour::Yellow, Colour::Red];

    /// The other colour.
    #[must_use]
    pub const fn other(self) -> Colour {
        match self {
            Colour::Yellow => Colour::Red,
            Colour::Red => Colour::Yellow,
        }
    }

    /// The letter used on the text board: `Y` or `R`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::Yellow => 'Y',
            Colour::Red => 'R',
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Yellow => "yellow",
            Colour::Red => "red",
        })
    }
}

/// The stones on the board: which cells hold a yellow and which a red stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    yellow: Cells,
    red: Cells,
}

impl Board {
    /// The four start stones: Yellow on d4 (3,3) and e5 (4,4), Red on e4 (4,3) and d5 (3,4).
    pub const START: Board = Board {
        yellow: Cells((1 << 27) | (1 << 36)),
        red: Cells((1 << 28) | (1 << 35)),
    };

    /// Othello's standard start: the first player (Black, the core's Yellow) on e4 (4,3) and
    /// d5 (3,4), the second (White) on d4 (3,3) and e5 (4,4) — the same cells as [`Board::START`]
    /// with the colours swapped.
    pub const OTHELLO_START: Board = Board {
        yellow: Cells((1 << 28) | (1 << 35)),
        red: Cells((1 << 27) | (1 << 36)),
    };

    /// A board with these stones; `None` when a cell is in both sets.
    #[must_use]
    pub const fn from_stones(yellow: Cells, red: Cells) -> Option<Board> {
        if yellow.0 & red.0 == 0 {
            Some(Board { yellow, red })
        } else {
            None
        }
    }

    /// The cells holding a stone of `colour`.
    #[must_use]
    pub const fn stones(&self, colour: Colour) -> Cells {
        match colour {
            Colour::Yellow => self.yellow,
            Colour::Red => self.red,
        }
    }

    /// How many stones of `colour` are on the board.
    #[must_use]
    pub const fn count(&self, colour: Colour) -> u32 {
        self.stones(colour).len()
    }

    /// The cells holding a stone.
    #[must_use]
    pub const fn occupied(&self) -> Cells {
        Cells(self.yellow.0 | self.red.0)
    }

    /// The empty cells.
    #[must_use]
    pub const fn empty(&self) -> Cells {
        Cells(!self.occupied().0)
    }

    /// Whether every cell holds a stone.
    #[must_use]
    pub const fn is_full(&self) -> bool {
        self.empty().is_empty()
    }

    /// The colour of the stone on `cell`, if any.
    #[must_use]
    pub const fn at(&self, cell: Cell) -> Option<Colour> {
        if self.yellow.contains(cell) {
            Some(Colour::Yellow)
        } else if self.red.contains(cell) {
            Some(Colour::Red)
        } else {
            None
        }
    }

    /// The stones a `mover` stone laid on the empty `cell` would turn: in each of the 8
    /// directions, a run of one or more opponent stones directly next to `cell` that is closed,
    /// with no gap, by a stone of the mover's colour. The board is not changed.
    #[must_use]
    pub fn turned_by(&self, cell: Cell, mover: Colour) -> Cells {
        Cells(turned(
            self.stones(mover).0,
            self.stones(mover.other()).0,
            cell.set().0,
        ))
    }

    /// Lays a `mover` stone on `cell` and turns `turned` to the mover's colour. The caller
    /// has checked the move; `turned` is what [`Board::turned_by`] said.
    pub(crate) const fn lay(&mut self, cell: Cell, mover: Colour, turned: Cells) {
        let (own, opp) = self.sides_mut(mover);
        own.0 |= cell.set().0 | turned.0;
        opp.0 &= !turned.0;
    }

    /// Undoes [`Board::lay`].
    pub(crate) const fn unlay(&mut self, cell: Cell, mover: Colour, turned: Cells) {
        let (own, opp) = self.sides_mut(mover);
        own.0 &= !(cell.set().0 | turned.0);
        opp.0 |= turned.0;
    }

    const fn sides_mut(&mut self, mover: Colour) -> (&mut Cells, &mut Cells) {
        match mover {
            Colour::Yellow => (&mut self.yellow, &mut self.red),
            Colour::Red => (&mut self.red, &mut self.yellow),
        }
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::START
    }
}

/// The board as 8 lines of `.` (empty), `Y` and `R`, top row first, each line ending in `\n`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..8 {
            for col in 0..8 {
                let cell = Cell::new(col, row).ok_or(fmt::Error)?;
                let c = self.at(cell).map_or('.', Colour::letter);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// The stones turned by a stone laid on the single-bit `m`, as bitboards.
pub(crate) fn turned(own: u64, opp: u64, m: u64) -> u64 {
    let mut all = 0;
    for shift in DIRECTIONS {
        let mut run = 0;
        let mut x = shift(m);
        while x & opp != 0 {
            run |= x;
            x = shift(x);
        }
        if x & own != 0 {
            all |= run;
        }
    }
    all
}

/// The empty cells where a stone of the side owning `own` would turn at least one stone.
pub(crate) fn turning_cells(own: u64, opp: u64) -> u64 {
    let empty = !(own | opp);
    let mut cells = 0;
    for shift in DIRECTIONS {
        let mut x = shift(own) & opp;
        for _ in 0..5 {
            x |= shift(x) & opp;
        }
        cells |= shift(x) & empty;
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    #[test]
    fn start_has_yellow_on_3_3_and_4_4_and_red_on_4_3_and_3_4() {
        let b = Board::START;
        let at = |c, r| Cell::new(c, r).and_then(|cell| b.at(cell));
        assert_eq!(at(3, 3), Some(Colour::Yellow));
        assert_eq!(at(4, 4), Some(Colour::Yellow));
        assert_eq!(at(4, 3), Some(Colour::Red));
        assert_eq!(at(3, 4), Some(Colour::Red));
        assert_eq!(b.occupied().len(), 4);
        assert_eq!(
            b.to_string(),
            "........\n........\n........\n...YR...\n...RY...\n........\n........\n........\n"
        );
    }

    #[test]
    fn a_closed_run_of_opponent_stones_is_turned() {
        // Yellow on f4 closes the red e4 against yellow d4.
        assert_eq!(
            Board::START.turned_by(cell("f4"), Colour::Yellow),
            cell("e4").set()
        );
    }

    #[test]
    fn a_run_with_a_gap_or_no_closing_stone_is_not_turned() {
        // Yellow on c4: right of it is yellow d4 at once, no red run.
        assert!(
            Board::START
                .turned_by(cell("c4"), Colour::Yellow)
                .is_empty()
        );
        // Red on d3: below is yellow d4, then red d5 closes: turns d4.
        assert_eq!(
            Board::START.turned_by(cell("d3"), Colour::Red),
            cell("d4").set()
        );
        // Yellow on d2 (a gap at d3): nothing.
        assert!(
            Board::START
                .turned_by(cell("d2"), Colour::Yellow)
                .is_empty()
        );
    }

    #[test]
    fn runs_in_several_directions_turn_together() {
        let yellow: Cells = ["a1", "h1", "a8"].iter().map(|n| cell(n)).collect();
        let red: Cells = ["b1", "c1", "e1", "f1", "g1", "a2", "b2"]
            .iter()
            .map(|n| cell(n))
            .collect();
        let board = Board::from_stones(yellow, red).expect("disjoint");
        // Yellow on d1: left run c1,b1 closed by a1; right run e1..g1 closed by h1.
        let turned = board.turned_by(cell("d1"), Colour::Yellow);
        let expected: Cells = ["b1", "c1", "e1", "f1", "g1"]
            .iter()
            .map(|n| cell(n))
            .collect();
        assert_eq!(turned, expected);
    }

    #[test]
    fn turning_cells_agree_with_turned_by() {
        for colour in Colour::ALL {
            let b = Board::START;
            let fast = Cells(turning_cells(
                b.stones(colour).0,
                b.stones(colour.other()).0,
            ));
            let slow: Cells = b
                .empty()
                .iter()
                .filter(|&c| !b.turned_by(c, colour).is_empty())
                .collect();
            assert_eq!(fast, slow);
            assert_eq!(fast.len(), 4);
        }
    }
}
