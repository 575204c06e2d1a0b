//! A game on the board: the core's [`Game`] (the one truth), who plays each colour, the
//! computers' randomness, and whether the game is saved as it stands.
//!
//! Every move goes through a [`Session`]: a person's through [`Session::play`], the
//! computer's through [`Session::computer_play`], both by the same `make`. Each answers with
//! an [`Outcome`] that the window words ([`crate::words::outcome`]) and shows. The fields are
//! private, so the invariants (a change makes the game unsaved; a person cannot move for the
//! computer; a computer's move worked out for an earlier position is not played) hold whoever
//! calls it.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reversi_core::{Colour, Game, Level, Move, MoveError, Played, Player, Position, Rules, Saved};

/// What came of a move or of taking moves back, for the window to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A stone was laid, or a pass made, by a person or the computer.
    Played {
        /// The move and the stones it turned.
        played: Played,
        /// Whether the computer made it.
        by_computer: bool,
    },
    /// The move was refused, and why; the game is unchanged.
    Refused(MoveError),
    /// A person tried to move while the computer is to move; the game is unchanged.
    ComputerToMove,
    /// This many moves were taken back.
    Undone(usize),
    /// Nothing happened (no move to take back; a computer's answer to an earlier position).
    Nothing,
}

/// Which moment of which game a computer's move is worked out for: a move is only played in
/// the position it was chosen for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    moves: usize,
    position: Position,
}

impl Moment {
    fn of(game: &Game) -> Moment {
        Moment {
            moves: game.history().len(),
            position: *game.position(),
        }
    }
}

/// What the computer is asked to think about: a position, its level, and a random number
/// generator of its own (split from the session's, so a seed still gives the same games). It
/// is plain data, so it can be worked out on another thread.
#[derive(Clone, Debug)]
pub struct Question {
    /// The moment it is asked for.
    pub moment: Moment,
    level: Level,
    rng: Pcg64Mcg,
}

impl Question {
    /// The computer's answer: its move; `None` when the game is over.
    #[must_use]
    pub fn think(mut self) -> Answer {
        Answer {
            moment: self.moment,
            mv: self.level.choose(&self.moment.position, &mut self.rng),
        }
    }
}

/// The computer's answer to a [`Question`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    moment: Moment,
    mv: Option<Move>,
}

/// A running game and who plays it.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    players: [Player; 2],
    rng: Pcg64Mcg,
    /// Whether the game is saved as it stands (or nothing has happened yet).
    saved: bool,
}

impl Session {
    /// A new game under `rules`, Yellow played by `players[0]`; `seed` seeds the computers.
    #[must_use]
    pub fn new(rules: Rules, players: [Player; 2], seed: u64) -> Session {
        Session {
            game: Game::new(rules),
            players,
            rng: Pcg64Mcg::seed_from_u64(seed),
            saved: true,
        }
    }

    /// Goes on with a loaded game (saved as it stands), keeping the computers' randomness.
    pub fn resume(&mut self, saved: Saved) {
        self.game = saved.game;
        self.players = saved.players;
        self.saved = true;
    }

    /// Goes on with a pasted game, the players as they were, keeping the computers'
    /// randomness (nothing is lost if it is left: the text it came from is still there).
    pub fn start_from(&mut self, game: Game) {
        self.game = game;
        self.saved = true;
    }

    /// A finished game to look at (an online game's record): both sides people's, so that
    /// nobody moves for them; nothing is lost if it is left.
    pub fn look_at(&mut self, game: Game) {
        self.game = game;
        self.players = [Player::Human; 2];
        self.saved = true;
    }

    /// Starts a new game under `rules` with `players`, keeping the computers' randomness.
    pub fn restart(&mut self, rules: Rules, players: [Player; 2]) {
        self.game = Game::new(rules);
        self.players = players;
        self.saved = true;
    }

    // ---- What the window reads --------------------------------------------------------------

    /// The game.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays Yellow and Red.
    #[must_use]
    pub const fn players(&self) -> [Player; 2] {
        self.players
    }

    /// Who plays `colour`.
    #[must_use]
    pub const fn player(&self, colour: Colour) -> Player {
        match colour {
            Colour::Yellow => self.players[0],
            Colour::Red => self.players[1],
        }
    }

    /// Who is to move (also once the game is over: who would be).
    #[must_use]
    pub fn player_to_move(&self) -> Player {
        self.player(self.game.position().to_move())
    }

    /// The level of the computer to move, if the game goes on and a computer is to move.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.player_to_move() {
            Player::Computer(level) if !self.game.position().is_over() => Some(level),
            _ => None,
        }
    }

    /// Whether the game goes on and a person is to move.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        !self.game.position().is_over() && self.player_to_move() == Player::Human
    }

    /// Whether a person is to move and has no move but to pass (classic rules).
    #[must_use]
    pub fn human_must_pass(&self) -> bool {
        self.human_to_move() && self.game.position().must_pass()
    }

    /// The moment the game is at (what a computer's answer is checked against).
    #[must_use]
    pub fn moment(&self) -> Moment {
        Moment::of(&self.game)
    }

    /// Whether leaving now would lose a game: moves made, not saved, not finished.
    #[must_use]
    pub fn would_lose_game(&self) -> bool {
        !self.saved && !self.game.is_at_start() && !self.game.position().is_over()
    }

    // ---- What happens ------------------------------------------------------------------------

    /// A person's move. While a computer is to move it is not made
    /// ([`Outcome::ComputerToMove`]); a click on a finished game is refused by the rules.
    pub fn play(&mut self, mv: Move) -> Outcome {
        if self.computer_to_move().is_some() {
            return Outcome::ComputerToMove;
        }
        self.make(mv, false)
    }

    /// The question for the computer to move, if one is; each question takes its own numbers
    /// from the session's generator.
    pub fn computer_question(&mut self) -> Option<Question> {
        let level = self.computer_to_move()?;
        Some(Question {
            moment: Moment::of(&self.game),
            level,
            rng: Pcg64Mcg::seed_from_u64(self.rng.next_u64()),
        })
    }

    /// The question for a hint to the person to move: what the strongest computer would
    /// play here. Its numbers come from the moment, not from the session's generator, so that
    /// asking for a hint does not change the computers' later moves.
    #[must_use]
    pub fn hint_question(&self) -> Option<Question> {
        if !self.human_to_move() {
            return None;
        }
        let moment = Moment::of(&self.game);
        Some(Question {
            moment,
            level: Level::AlphaBeta,
            rng: Pcg64Mcg::seed_from_u64(moment.moves as u64),
        })
    }

    /// The hinted move of `answer`, while the game is still at the moment it was asked for.
    #[must_use]
    pub fn hint(&self, answer: &Answer) -> Option<Move> {
        answer
            .mv
            .filter(|_| answer.moment == Moment::of(&self.game))
    }

    /// Plays the computer's answer, through the same `make` as a person's move; an answer
    /// for another moment than now (the game changed while it thought) changes nothing.
    pub fn computer_play(&mut self, answer: Answer) -> Outcome {
        match answer.mv {
            Some(mv)
                if answer.moment == Moment::of(&self.game) && self.computer_to_move().is_some() =>
            {
                self.make(mv, true)
            }
            _ => Outcome::Nothing,
        }
    }

    fn make(&mut self, mv: Move, by_computer: bool) -> Outcome {
        match self.game.play(mv) {
            Ok(played) => {
                self.saved = false;
                Outcome::Played {
                    played,
                    by_computer,
                }
            }
            Err(e) => Outcome::Refused(e),
        }
    }

    /// Takes back the last move; with a person playing, also the computer's moves before
    /// it, so that a person is to move again.
    pub fn undo(&mut self) -> Outcome {
        if self.game.undo().is_none() {
            return Outcome::Nothing;
        }
        let mut undone = 1;
        let someone_human = self.players.contains(&Player::Human);
        while someone_human && self.player_to_move() != Player::Human && self.game.undo().is_some()
        {
            undone += 1;
        }
        self.saved = false;
        Outcome::Undone(undone)
    }

    /// The game is saved as it stands.
    pub fn mark_saved(&mut self) {
        self.saved = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Move {
        name.parse().expect("a move")
    }

    #[test]
    fn a_person_cannot_move_for_the_computer() {
        let mut session = Session::new(
            Rules::Document,
            [Player::Computer(Level::Greedy), Player::Human],
            1,
        );
        assert_eq!(session.play(cell("f4")), Outcome::ComputerToMove);
        assert!(session.game().is_at_start());
        assert!(!session.would_lose_game());
    }

    #[test]
    fn the_computer_plays_through_the_same_rules_and_makes_the_game_unsaved() {
        let mut session = Session::new(
            Rules::Document,
            [Player::Human, Player::Computer(Level::Greedy)],
            1,
        );
        assert!(session.computer_question().is_none(), "a person is to move");
        assert!(matches!(
            session.play(cell("f4")),
            Outcome::Played {
                by_computer: false,
                ..
            }
        ));
        let question = session.computer_question().expect("red is a computer");
        let outcome = session.computer_play(question.think());
        assert!(matches!(
            outcome,
            Outcome::Played {
                by_computer: true,
                ..
            }
        ));
        assert_eq!(session.game().history().len(), 2);
        assert!(session.would_lose_game());
    }

    #[test]
    fn an_answer_for_an_earlier_position_is_not_played() {
        let mut session = Session::new(
            Rules::Document,
            [Player::Human, Player::Computer(Level::Greedy)],
            1,
        );
        session.play(cell("f4"));
        let question = session.computer_question().expect("red is a computer");
        // The person takes the move back while the computer thinks.
        assert_eq!(session.undo(), Outcome::Undone(1));
        assert_eq!(session.computer_play(question.think()), Outcome::Nothing);
        assert!(session.game().is_at_start());
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_reply_too() {
        let mut session = Session::new(
            Rules::Document,
            [Player::Human, Player::Computer(Level::Random)],
            3,
        );
        session.play(cell("f4"));
        let question = session.computer_question().expect("red is a computer");
        session.computer_play(question.think());
        assert_eq!(session.undo(), Outcome::Undone(2));
        assert!(session.game().is_at_start());
        assert_eq!(session.undo(), Outcome::Nothing);
    }

    #[test]
    fn the_same_seed_gives_the_same_computer_moves() {
        let moves = |seed| {
            let mut session =
                Session::new(Rules::Document, [Player::Computer(Level::Random); 2], seed);
            while let Some(question) = session.computer_question() {
                session.computer_play(question.think());
            }
            session.game().moves().collect::<Vec<_>>()
        };
        assert_eq!(moves(5), moves(5));
        assert_ne!(moves(5), moves(6));
    }
}
