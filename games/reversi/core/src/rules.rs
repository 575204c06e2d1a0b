//! The rules: which moves are legal, what a move does, when the game ends and who won.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Colour, turning_cells};
use crate::cell::{Cell, Cells, ParseCellError, orthogonal_neighbours};

/// Which rules are played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rules {
    /// The rules of the project's document: a stone may be laid on any empty cell with an
    /// occupied neighbour above, below, left or right; it need not turn anything. Nobody ever
    /// passes: until the board is full there is always such a cell (see
    /// [`Position::legal_cells`]). The game ends when all 64 cells are full.
    #[default]
    Document,
    /// Classic Othello's rules from the document's start: a stone must turn at least one
    /// stone; a player with no such move passes; the game ends when neither player can move.
    Classic,
    /// Othello as it is played everywhere: the classic rules from the standard start
    /// ([`Board::OTHELLO_START`]: the first player on d5 and e4, the second on d4 and e5), so
    /// that the standard openings apply. Its players are called Black (the first, the core's
    /// [`Colour::Yellow`]) and White.
    Othello,
}

impl Rules {
    /// The three, as offered for a new game.
    pub const ALL: [Rules; 3] = [Rules::Document, Rules::Classic, Rules::Othello];

    /// Whether a stone must turn at least one stone (and a player with no move passes).
    #[must_use]
    pub const fn is_classic(self) -> bool {
        matches!(self, Rules::Classic | Rules::Othello)
    }

    /// The four stones a game starts with.
    #[must_use]
    pub const fn start_board(self) -> Board {
        match self {
            Rules::Document | Rules::Classic => Board::START,
            Rules::Othello => Board::OTHELLO_START,
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rules::Document => "document",
            Rules::Classic => "classic",
            Rules::Othello => "othello",
        })
    }
}

/// A move: lay a stone on a cell, or pass (classic rules, only when there is no other move).
/// It travels by its name (`"d3"`, `"pass"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Move {
    /// Lay a stone of the mover's colour on this cell.
    Lay(Cell),
    /// Let the other player move (classic rules only).
    Pass,
}

impl fmt::Display for Move {
    /// The cell's name (`d3`) or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Lay(cell) => cell.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl From<Move> for String {
    fn from(mv: Move) -> String {
        mv.to_string()
    }
}

impl TryFrom<String> for Move {
    type Error = ParseCellError;
    fn try_from(name: String) -> Result<Move, ParseCellError> {
        name.parse()
    }
}

impl FromStr for Move {
    type Err = ParseCellError;

    /// A cell name like `d3`, or `pass`.
    fn from_str(s: &str) -> Result<Move, ParseCellError> {
        if s.eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            s.parse().map(Move::Lay)
        }
    }
}

/// Why a move may not be made. The position is left as it was. It travels as
/// `{"why": "occupied", "cell": "d3"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why", content = "cell")]
pub enum MoveError {
    /// The game is over.
    GameOver,
    /// The cell already holds a stone.
    Occupied(Cell),
    /// Document rules: no stone above, below, left or right of the cell.
    NoNeighbour(Cell),
    /// Classic rules: the stone would turn nothing.
    TurnsNothing(Cell),
    /// A pass while the mover has a move (and always under the document rules).
    PassNotAllowed,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::Occupied(c) => write!(f, "{c} is not empty"),
            MoveError::NoNeighbour(c) => {
                write!(f, "{c} has no stone above, below, left or right of it")
            }
            MoveError::TurnsNothing(c) => write!(f, "a stone on {c} would turn nothing"),
            MoveError::PassNotAllowed => f.write_str("a pass is only allowed with no other move"),
        }
    }
}

impl std::error::Error for MoveError {}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This colour has more stones.
    Win(Colour),
    /// Both have as many stones.
    Tie,
}

/// A position: the stones, whose move it is, and the rules played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    to_move: Colour,
    rules: Rules,
}

impl Position {
    /// The start: four stones ([`Rules::start_board`]), the first player (Yellow) to move.
    #[must_use]
    pub const fn start(rules: Rules) -> Position {
        Position {
            board: rules.start_board(),
            to_move: Colour::Yellow,
            rules,
        }
    }

    /// A position of these stones with `to_move` to move; whether it may be played from is
    /// [`crate::transcript::read_position`]'s to check.
    #[must_use]
    pub(crate) const fn from_parts(board: Board, to_move: Colour, rules: Rules) -> Position {
        Position {
            board,
            to_move,
            rules,
        }
    }

    /// The stones.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// Whose move it is (after the game ends: who would have moved next).
    #[must_use]
    pub const fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The rules played.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The cells where the player to move may lay a stone.
    ///
    /// Document rules: every empty cell with a stone above, below, left or right of it. This
    /// set is empty only when the board is full: the stones and the empty cells together make
    /// up the whole grid, which is connected through orthogonal neighbours, so as long as both
    /// are non-empty some empty cell borders a stone (and there are always stones, the four
    /// start stones are never removed). So under the document rules nobody ever has to pass.
    ///
    /// Classic rules: every empty cell where the stone would turn at least one stone.
    #[must_use]
    pub fn legal_cells(&self) -> Cells {
        let own = self.board.stones(self.to_move).0;
        let opp = self.board.stones(self.to_move.other()).0;
        match self.rules {
            Rules::Document => Cells(orthogonal_neighbours(own | opp) & !(own | opp)),
            Rules::Classic | Rules::Othello => Cells(turning_cells(own, opp)),
        }
    }

    /// Whether the player to move must pass: classic rules, no legal cell, but the opponent
    /// has one. Never under the document rules.
    #[must_use]
    pub fn must_pass(&self) -> bool {
        self.rules.is_classic() && self.legal_cells().is_empty() && !self.is_over()
    }

    /// The legal moves: a [`Move::Lay`] per legal cell in reading order, or `[Move::Pass]`
    /// when the player must pass; empty when the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.must_pass() {
            return vec![Move::Pass];
        }
        self.legal_cells().iter().map(Move::Lay).collect()
    }

    /// Whether the game is over: the board is full, or (classic rules) neither player has a
    /// move.
    #[must_use]
    pub fn is_over(&self) -> bool {
        match self.rules {
            Rules::Document => self.board.is_full(),
            Rules::Classic | Rules::Othello => {
                let yellow = self.board.stones(Colour::Yellow).0;
                let red = self.board.stones(Colour::Red).0;
                turning_cells(yellow, red) == 0 && turning_cells(red, yellow) == 0
            }
        }
    }

    /// The result once the game is over: more stones wins, equal is a tie; `None` while it
    /// goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let yellow = self.board.count(Colour::Yellow);
        let red = self.board.count(Colour::Red);
        Some(match yellow.cmp(&red) {
            std::cmp::Ordering::Greater => Outcome::Win(Colour::Yellow),
            std::cmp::Ordering::Less => Outcome::Win(Colour::Red),
            std::cmp::Ordering::Equal => Outcome::Tie,
        })
    }

    /// Checks `mv` without making it; on success, the stones it would turn.
    ///
    /// # Errors
    /// The reason the move is not legal, see [`MoveError`].
    pub fn check(&self, mv: Move) -> Result<Cells, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        match mv {
            Move::Pass => {
                if self.must_pass() {
                    Ok(Cells::EMPTY)
                } else {
                    Err(MoveError::PassNotAllowed)
                }
            }
            Move::Lay(cell) => {
                if self.board.at(cell).is_some() {
                    return Err(MoveError::Occupied(cell));
                }
                let turned = self.board.turned_by(cell, self.to_move);
                match self.rules {
                    Rules::Document
                        if orthogonal_neighbours(self.board.occupied().0) & cell.set().0 == 0 =>
                    {
                        Err(MoveError::NoNeighbour(cell))
                    }
                    Rules::Classic | Rules::Othello if turned.is_empty() => {
                        Err(MoveError::TurnsNothing(cell))
                    }
                    _ => Ok(turned),
                }
            }
        }
    }

    /// Makes `mv` if it is legal and returns the stones it turned; otherwise nothing changes.
    ///
    /// # Errors
    /// The reason the move is not legal, see [`MoveError`].
    pub fn play(&mut self, mv: Move) -> Result<Cells, MoveError> {
        let turned = self.check(mv)?;
        self.apply(mv, turned);
        Ok(turned)
    }

    /// Makes `mv`, which the caller knows to be legal, and returns the stones it turned.
    pub fn play_unchecked(&mut self, mv: Move) -> Cells {
        let turned = match mv {
            Move::Lay(cell) => self.board.turned_by(cell, self.to_move),
            Move::Pass => Cells::EMPTY,
        };
        self.apply(mv, turned);
        turned
    }

    fn apply(&mut self, mv: Move, turned: Cells) {
        if let Move::Lay(cell) = mv {
            self.board.lay(cell, self.to_move, turned);
        }
        self.to_move = self.to_move.other();
    }

    /// Takes back `mv`, which turned `turned` and was the last move made.
    pub(crate) fn unplay(&mut self, mv: Move, turned: Cells) {
        self.to_move = self.to_move.other();
        if let Move::Lay(cell) = mv {
            self.board.unlay(cell, self.to_move, turned);
        }
    }

    /// The number of move sequences of length `depth` from here (perft). A pass counts as a
    /// move; a sequence that reaches the end of the game early counts once.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.is_over() {
            return 1;
        }
        let cells = self.legal_cells();
        if cells.is_empty() {
            let mut next = *self;
            next.play_unchecked(Move::Pass);
            return next.perft(depth - 1);
        }
        if depth == 1 {
            return u64::from(cells.len());
        }
        cells
            .iter()
            .map(|cell| {
                let mut next = *self;
                next.play_unchecked(Move::Lay(cell));
                next.perft(depth - 1)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lay(name: &str) -> Move {
        name.parse().expect("a move")
    }

    #[test]
    fn yellow_moves_first_and_players_alternate() {
        let mut p = Position::start(Rules::Document);
        assert_eq!(p.to_move(), Colour::Yellow);
        p.play(lay("d3")).expect("legal");
        assert_eq!(p.to_move(), Colour::Red);
        p.play(lay("c5")).expect("legal");
        assert_eq!(p.to_move(), Colour::Yellow);
    }

    #[test]
    fn document_rules_allow_any_empty_cell_with_an_orthogonal_neighbour() {
        let p = Position::start(Rules::Document);
        // 2×2 block: 8 orthogonal neighbours.
        let names: Vec<String> = p.legal_cells().iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["d3", "e3", "c4", "f4", "c5", "f5", "d6", "e6"]);
    }

    #[test]
    fn document_rules_do_not_count_diagonal_neighbours() {
        let p = Position::start(Rules::Document);
        assert_eq!(
            p.check(lay("c3")),
            Err(MoveError::NoNeighbour(lay_cell("c3")))
        );
        assert_eq!(
            p.check(lay("a1")),
            Err(MoveError::NoNeighbour(lay_cell("a1")))
        );
    }

    fn lay_cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    #[test]
    fn document_rules_allow_a_move_that_turns_nothing() {
        let mut p = Position::start(Rules::Document);
        // Yellow on c4 sits beside yellow d4: nothing turns, still legal.
        assert_eq!(p.play(lay("c4")), Ok(Cells::EMPTY));
        assert_eq!(p.board().count(Colour::Yellow), 3);
    }

    #[test]
    fn an_occupied_cell_is_never_legal() {
        for rules in [Rules::Document, Rules::Classic] {
            let p = Position::start(rules);
            assert_eq!(p.check(lay("d4")), Err(MoveError::Occupied(lay_cell("d4"))));
        }
    }

    #[test]
    fn an_illegal_move_changes_nothing_not_even_the_player() {
        let mut p = Position::start(Rules::Document);
        let before = p;
        assert!(p.play(lay("a1")).is_err());
        assert_eq!(p, before);
        assert_eq!(p.to_move(), Colour::Yellow);
    }

    #[test]
    fn laying_turns_the_closed_runs_to_the_movers_colour() {
        let mut p = Position::start(Rules::Document);
        let turned = p.play(lay("f4")).expect("legal");
        assert_eq!(turned, lay_cell("e4").set());
        assert_eq!(p.board().at(lay_cell("e4")), Some(Colour::Yellow));
        assert_eq!(p.board().count(Colour::Yellow), 4);
        assert_eq!(p.board().count(Colour::Red), 1);
    }

    #[test]
    fn classic_rules_require_turning_at_least_one_stone() {
        let p = Position::start(Rules::Classic);
        assert_eq!(
            p.check(lay("c4")),
            Err(MoveError::TurnsNothing(lay_cell("c4")))
        );
        let names: Vec<String> = p.legal_cells().iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["e3", "f4", "c5", "d6"]);
    }

    #[test]
    fn the_document_game_ends_only_when_the_board_is_full() {
        // Fill the board in reading order of legal cells; never stuck, never a pass.
        let mut p = Position::start(Rules::Document);
        while let Some(cell) = p.legal_cells().iter().next() {
            assert!(!p.is_over());
            assert!(!p.must_pass());
            p.play(Move::Lay(cell)).expect("legal");
        }
        assert!(p.board().is_full());
        assert!(p.is_over());
        assert!(p.outcome().is_some());
    }

    #[test]
    fn more_stones_wins_and_equal_is_a_tie() {
        let full_row = |y: u64| Cells(y);
        // Top half yellow, bottom half red: tie.
        let half = 0x0000_0000_ffff_ffff;
        let tie = Position {
            board: Board::from_stones(full_row(half), full_row(!half)).expect("disjoint"),
            to_move: Colour::Yellow,
            rules: Rules::Document,
        };
        assert_eq!(tie.outcome(), Some(Outcome::Tie));
        let red_more = Position {
            board: Board::from_stones(Cells(half >> 8), Cells(!(half >> 8))).expect("disjoint"),
            ..tie
        };
        assert_eq!(red_more.outcome(), Some(Outcome::Win(Colour::Red)));
    }

    #[test]
    fn classic_player_without_a_move_passes_and_game_ends_when_neither_can_move() {
        // Yellow a1, red b1, c1 empty … Yellow has c1; red has nothing; after yellow c1 the
        // board a1 b1 c1 is all yellow and neither can move.
        let board =
            Board::from_stones(lay_cell("a1").set(), lay_cell("b1").set()).expect("disjoint");
        let mut p = Position {
            board,
            to_move: Colour::Red,
            rules: Rules::Classic,
        };
        assert!(p.must_pass());
        assert_eq!(p.legal_moves(), vec![Move::Pass]);
        assert_eq!(
            p.check(lay("c1")),
            Err(MoveError::TurnsNothing(lay_cell("c1")))
        );
        p.play(Move::Pass).expect("pass");
        assert_eq!(p.to_move(), Colour::Yellow);
        assert_eq!(p.check(Move::Pass), Err(MoveError::PassNotAllowed));
        p.play(lay("c1")).expect("legal");
        assert!(p.is_over());
        assert_eq!(p.outcome(), Some(Outcome::Win(Colour::Yellow)));
        assert_eq!(p.check(lay("d1")), Err(MoveError::GameOver));
    }

    #[test]
    fn document_rules_never_allow_a_pass() {
        let p = Position::start(Rules::Document);
        assert_eq!(p.check(Move::Pass), Err(MoveError::PassNotAllowed));
    }

    #[test]
    fn perft_classic_from_the_start() {
        let p = Position::start(Rules::Classic);
        let expected = [4, 12, 56, 244, 1396, 8200, 55092, 390_216];
        for (depth, &nodes) in (1..).zip(expected.iter()) {
            assert_eq!(p.perft(depth), nodes, "depth {depth}");
        }
    }

    #[test]
    fn othello_starts_as_everywhere_so_the_standard_openings_apply() {
        let p = Position::start(Rules::Othello);
        let board = p.board();
        // Black (the first player) on d5 and e4, White on d4 and e5; Black to move.
        assert_eq!(board.at(lay_cell("d5")), Some(Colour::Yellow));
        assert_eq!(board.at(lay_cell("e4")), Some(Colour::Yellow));
        assert_eq!(board.at(lay_cell("d4")), Some(Colour::Red));
        assert_eq!(board.at(lay_cell("e5")), Some(Colour::Red));
        assert_eq!(p.to_move(), Colour::Yellow);
        let opening: Vec<_> = p.legal_cells().iter().map(|c| c.to_string()).collect();
        assert_eq!(opening, ["d3", "c4", "f5", "e6"]);
        // The tiger opening of the books is a legal game here.
        let mut p = p;
        for mv in ["f5", "d6", "c3", "d3", "c4"] {
            assert!(p.play(lay(mv)).is_ok(), "{mv}");
        }
        // The same counts as the classic rules: one start is the other's mirror image.
        let q = Position::start(Rules::Othello);
        assert_eq!(q.perft(6), Position::start(Rules::Classic).perft(6));
        assert!(Rules::Othello.is_classic() && !Rules::Document.is_classic());
    }
}
