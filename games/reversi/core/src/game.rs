//! A game: the position and the moves that led to it, with undo back to the start.

use std::fmt;

use crate::cell::Cells;
use crate::rules::{Move, MoveError, Position, Rules};
use crate::shorten::{SHORT_VALUE, shortened};

/// One move made in a game, with the stones it turned (needed to take it back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// The stones it turned.
    pub turned: Cells,
}

/// The moves of one item of [`Game::replay_from`]: its cells when it is two or more cell
/// names written together (`f5d6c3`), else the item itself (one move, or a text that is none).
fn run_apart(text: &str) -> Vec<&str> {
    if text.len() >= 4 && text.len().is_multiple_of(2) && text.is_ascii() {
        let cells: Vec<&str> = (0..text.len())
            .step_by(2)
            .map(|i| &text[i..i + 2])
            .collect();
        if cells.iter().all(|cell| cell.parse::<crate::Cell>().is_ok()) {
            return cells;
        }
    }
    vec![text]
}

/// A game: the position it started from (the rules' start, or a position pasted in, see
/// [`Game::from_position`]), the current position and every move made so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    history: Vec<Played>,
}

/// A move of a sequence that cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Its place in the sequence, from 1.
    pub number: usize,
    /// The move as written (a long text shortened in the middle, see `shorten`).
    pub text: String,
    /// Why: not a move at all (`None`), or why the move is not legal.
    pub reason: Option<MoveError>,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            None => write!(
                f,
                "move {} '{}' is not a cell (a-h then 1-8) or pass",
                self.number, self.text
            ),
            Some(reason) => write!(
                f,
                "move {} '{}' is illegal: {reason}",
                self.number, self.text
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A move of a sequence that is not legal where it stands ([`Game::from_moves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Its place in the sequence, from 1.
    pub number: usize,
    /// The move.
    pub mv: Move,
    /// Why it is not legal.
    pub reason: MoveError,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {} '{}' is illegal: {}",
            self.number, self.mv, self.reason
        )
    }
}

impl std::error::Error for IllegalMove {}

impl Game {
    /// A new game at the start position.
    #[must_use]
    pub const fn new(rules: Rules) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A new game from `position` (a position pasted in, see [`crate::transcript`]): undo goes
    /// back to it and no further.
    #[must_use]
    pub const fn from_position(position: Position) -> Game {
        Game {
            start: position,
            position,
            history: Vec::new(),
        }
    }

    /// The position the game started from.
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// Whether the game started from the rules' start position (not from a pasted one).
    #[must_use]
    pub fn from_rules_start(&self) -> bool {
        self.start == Position::start(self.rules())
    }

    /// Plays the moves written in `moves` (`d3`, `pass` …) from the start.
    ///
    /// # Errors
    /// The first move that is not a move or not legal, with its number.
    pub fn replay<S: AsRef<str>>(rules: Rules, moves: &[S]) -> Result<Game, ReplayError> {
        Game::replay_from(Position::start(rules), moves)
    }

    /// Plays the moves written in `moves` (`d3`, `pass` …) from `start`. An item may also
    /// hold several cells written together, as transcripts are (`f5d6c3`): each counts as a
    /// move of its own.
    ///
    /// # Errors
    /// The first move that is not a move or not legal, with its number.
    pub fn replay_from<S: AsRef<str>>(start: Position, moves: &[S]) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start);
        let texts = moves.iter().flat_map(|text| run_apart(text.as_ref()));
        for (i, text) in texts.enumerate() {
            let error = |reason| ReplayError {
                number: i + 1,
                text: shortened(text, SHORT_VALUE),
                reason,
            };
            let mv: Move = text.parse().map_err(|_| error(None))?;
            game.play(mv).map_err(|e| error(Some(e)))?;
        }
        Ok(game)
    }

    /// Plays `moves` from the start.
    ///
    /// # Errors
    /// The first move that is not legal, with its number and why.
    pub fn from_moves(rules: Rules, moves: &[Move]) -> Result<Game, IllegalMove> {
        let mut game = Game::new(rules);
        for (i, mv) in moves.iter().enumerate() {
            game.play(*mv).map_err(|reason| IllegalMove {
                number: i + 1,
                mv: *mv,
                reason,
            })?;
        }
        Ok(game)
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The rules played.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.position.rules()
    }

    /// The moves made so far, first to last.
    #[must_use]
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The moves made so far, first to last.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|p| p.mv)
    }

    /// The game as it stood after its first `n` moves (the whole game when it has fewer): a
    /// replay's position, with the moves before it.
    #[must_use]
    pub fn after(&self, n: usize) -> Game {
        let mut game = self.clone();
        while game.history.len() > n {
            game.undo();
        }
        game
    }

    /// Whether no move has been made yet.
    #[must_use]
    pub fn is_at_start(&self) -> bool {
        self.history.is_empty()
    }

    /// Makes `mv` if legal and returns what was played; otherwise nothing changes (the same
    /// player is still to move).
    ///
    /// # Errors
    /// Why the move is not legal.
    pub fn play(&mut self, mv: Move) -> Result<Played, MoveError> {
        let turned = self.position.play(mv)?;
        let played = Played { mv, turned };
        self.history.push(played);
        Ok(played)
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<Played> {
        let played = self.history.pop()?;
        self.position.unplay(played.mv, played.turned);
        Some(played)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Colour;

    #[test]
    fn undo_goes_back_move_by_move_to_the_start() {
        let mut game = Game::replay(Rules::Document, &["d3", "c5", "f4"]).expect("legal");
        let after_two = Game::replay(Rules::Document, &["d3", "c5"]).expect("legal");
        assert!(game.undo().is_some());
        assert_eq!(game.position(), after_two.position());
        game.undo();
        game.undo();
        assert_eq!(*game.position(), Position::start(Rules::Document));
        assert!(game.undo().is_none());
    }

    /// A classic game where Yellow has no move after eight moves.
    const YELLOW_STUCK: [&str; 8] = ["e3", "f3", "g3", "g2", "c5", "h3", "h1", "f1"];

    #[test]
    fn a_classic_player_without_a_move_passes_and_undo_gives_the_pass_back() {
        let mut game = Game::replay(Rules::Classic, &YELLOW_STUCK).expect("legal");
        assert_eq!(game.position().to_move(), Colour::Yellow);
        assert!(game.position().must_pass());
        assert_eq!(game.position().legal_moves(), vec![Move::Pass]);
        let before = game.position().board().to_owned();
        game.play(Move::Pass).expect("a pass is the only move");
        assert_eq!(game.position().to_move(), Colour::Red);
        assert_eq!(*game.position().board(), before);
        assert_eq!(game.undo().map(|p| p.mv), Some(Move::Pass));
        assert!(game.position().must_pass());
        // At the start nobody may pass.
        let mut fresh = Game::new(Rules::Classic);
        assert_eq!(fresh.play(Move::Pass), Err(MoveError::PassNotAllowed));
        assert!(fresh.is_at_start());
    }

    #[test]
    fn replay_names_the_first_bad_move_and_its_number() {
        let err = Game::replay(Rules::Document, &["d3", "d3"]).expect_err("occupied");
        assert_eq!(err.number, 2);
        assert_eq!(err.text, "d3");
        assert!(matches!(err.reason, Some(MoveError::Occupied(_))));
        let err = Game::replay(Rules::Document, &["z9"]).expect_err("not a cell");
        assert_eq!((err.number, err.reason), (1, None));
    }

    #[test]
    fn replay_reads_cells_written_together_as_a_transcript_is() {
        let spaced = Game::replay(Rules::Othello, &["f5", "d6", "c3", "d3", "c4"]).expect("legal");
        let together = Game::replay(Rules::Othello, &["f5d6c3d3c4"]).expect("the tiger");
        assert_eq!(together, spaced);
        // Mixed, upper case, and "pass" still one word.
        let mixed = Game::replay(Rules::Othello, &["F5D6", "c3", "d3C4"]).expect("legal");
        assert_eq!(mixed, spaced);
        // Moves are numbered one by one inside a run: the fifth is c3 again, occupied.
        let err = Game::replay(Rules::Othello, &["f5d6", "c3d3c3"]).expect_err("occupied");
        assert_eq!((err.number, err.text.as_str()), (5, "c3"));
        assert!(matches!(err.reason, Some(MoveError::Occupied(_))));
        // A run with something that is no cell is one bad move, as written.
        let err = Game::replay(Rules::Othello, &["f5d6x9"]).expect_err("not a cell");
        assert_eq!(
            (err.number, err.text.as_str(), err.reason),
            (1, "f5d6x9", None)
        );
    }
}
