//! A game in progress: the position, the roll, the turn being played, and the dice generator.

use std::fmt;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::position::{Colour, Outcome, Position, Step};
use crate::rules::{Roll, StepError, Turn, TurnError};

/// Why a game action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    Over,
    /// The dice have already been rolled this turn.
    AlreadyRolled,
    /// The player must roll first.
    NotRolled,
    /// The step breaks a rule.
    Step(StepError),
    /// The turn cannot end yet.
    Turn(TurnError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over => write!(f, "the game is over"),
            GameError::AlreadyRolled => write!(f, "the dice have been rolled"),
            GameError::NotRolled => write!(f, "roll the dice first"),
            GameError::Step(e) => write!(f, "{e}"),
            GameError::Turn(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GameError {}

/// A game: the position at the start of the current turn, the turn being played once the
/// dice are rolled, and a seeded dice generator (the same seed gives the same rolls).
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    turn: Option<Turn>,
    rng: Pcg64Mcg,
    history: Vec<(Colour, Roll, Vec<Step>)>,
}

impl Game {
    /// A new game; who starts is drawn from `seed`, as are all the dice.
    #[must_use]
    pub fn new(seed: u64) -> Game {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let starter = Colour::drawn(&mut rng);
        Game {
            start: Position::start(starter),
            turn: None,
            rng,
            history: Vec::new(),
        }
    }

    /// A game resumed from `pos`, with the roll already made when `dice` is given.
    #[must_use]
    pub fn resume(pos: Position, dice: Option<Roll>, seed: u64) -> Game {
        let turn = if pos.outcome().is_none() {
            dice.map(|r| Turn::new(pos, r))
        } else {
            None
        };
        Game {
            start: pos,
            turn,
            rng: Pcg64Mcg::seed_from_u64(seed),
            history: Vec::new(),
        }
    }

    /// The position on the board now (with the steps of this turn played so far).
    #[must_use]
    pub fn position(&self) -> &Position {
        self.turn.as_ref().map_or(&self.start, Turn::position)
    }

    /// The position at the start of this turn (what a save records).
    #[must_use]
    pub const fn turn_start(&self) -> &Position {
        &self.start
    }

    /// The turn being played, once the dice are rolled.
    #[must_use]
    pub const fn turn(&self) -> Option<&Turn> {
        self.turn.as_ref()
    }

    /// Whose turn it is.
    #[must_use]
    pub const fn to_move(&self) -> Colour {
        self.start.to_move()
    }

    /// The result, once someone has borne off all 15.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.start.outcome()
    }

    /// The turns played so far in this game: who, the roll, the steps.
    #[must_use]
    pub fn history(&self) -> &[(Colour, Roll, Vec<Step>)] {
        &self.history
    }

    /// Rolls the dice for the player to move.
    ///
    /// A refused roll changes nothing: the dice generator moves on only for a roll that is
    /// taken, so asking again cannot change which dice come next (nor can a record that
    /// replays the game tell a different story from what the players saw).
    ///
    /// # Errors
    /// When the game is over or the dice are already rolled.
    pub fn roll(&mut self) -> Result<Roll, GameError> {
        self.check_roll()?;
        let roll = Roll::random(&mut self.rng);
        self.set_roll(roll)
    }

    /// Uses `roll` as the player's roll (for tests and resumed games).
    ///
    /// # Errors
    /// As [`Game::roll`].
    pub fn set_roll(&mut self, roll: Roll) -> Result<Roll, GameError> {
        self.check_roll()?;
        self.turn = Some(Turn::new(self.start, roll));
        Ok(roll)
    }

    /// Whether the player to move may roll now: not once the game is over, not twice a turn.
    fn check_roll(&self) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::Over);
        }
        if self.turn.is_some() {
            return Err(GameError::AlreadyRolled);
        }
        Ok(())
    }

    /// Plays one step of the turn.
    ///
    /// # Errors
    /// Before the roll, or when the step breaks a rule (the game is unchanged).
    pub fn play(&mut self, step: Step) -> Result<(), GameError> {
        let turn = self.turn.as_mut().ok_or(GameError::NotRolled)?;
        turn.play(step).map_err(GameError::Step)
    }

    /// Takes the turn back to just after the roll.
    pub fn undo(&mut self) {
        if let Some(t) = self.turn.as_mut() {
            t.undo_all();
        }
    }

    /// Ends the turn: the opponent is to move. Returns the result if the game is now over.
    ///
    /// # Errors
    /// Before the roll, or while a die can still be played ("your move is not finished").
    pub fn end_turn(&mut self) -> Result<Option<Outcome>, GameError> {
        let turn = self.turn.as_ref().ok_or(GameError::NotRolled)?;
        let next = turn.finish().map_err(GameError::Turn)?;
        self.history
            .push((turn.colour(), turn.roll(), turn.steps().to_vec()));
        self.start = next;
        self.turn = None;
        Ok(next.outcome())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays the first legal step until the turn is complete, then ends the turn.
    fn play_out_turn(game: &mut Game) {
        while let Some(step) = game
            .turn()
            .filter(|turn| !turn.is_complete())
            .and_then(|turn| turn.legal_steps().first().copied())
        {
            game.play(step).expect("a legal step");
        }
        game.end_turn().expect("a complete turn ends");
    }

    #[test]
    fn a_refused_roll_does_not_change_which_dice_come_next() {
        let mut asked_again = Game::new(7);
        let mut asked_once = Game::new(7);
        for _ in 0..6 {
            let first = asked_again.roll().expect("the first roll of a turn");
            assert_eq!(asked_once.roll(), Ok(first));
            for _ in 0..3 {
                assert_eq!(asked_again.roll(), Err(GameError::AlreadyRolled));
            }
            play_out_turn(&mut asked_again);
            play_out_turn(&mut asked_once);
        }
        // Both games drew the same dice for the seventh turn: the refused rolls drew none.
        assert_eq!(asked_again.roll(), asked_once.roll());
    }
}
