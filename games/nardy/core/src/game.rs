//! A game in progress: the position, the roll, the turn being played, and the dice generator.

use std::collections::VecDeque;
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

/// A turn that has ended, as the game's record keeps it: who played, the roll, the steps (none
/// when no die could be played).
pub type PlayedTurn = (Colour, Roll, Vec<Step>);

/// Why a game's record cannot be played again from where it begins (a save's `history`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// Turn `turn` (1-based) is given to the colour not to move.
    #[error("turn {turn} of the record is {colour:?}'s, but the other side is to move")]
    NotTheirTurn {
        /// The turn, from 1.
        turn: usize,
        /// The colour the record gives it to.
        colour: Colour,
    },
    /// Turn `turn` (1-based) breaks a rule: its roll, one of its steps, or its end.
    #[error("turn {turn} of the record cannot be played: {error}")]
    Refused {
        /// The turn, from 1.
        turn: usize,
        /// The rule it breaks.
        error: GameError,
    },
}

/// Why turns cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{asked} turns cannot be taken back: {played} have been played")]
pub struct TakeBackError {
    /// The turns asked to be taken back.
    pub asked: usize,
    /// The turns the game's record holds.
    pub played: usize,
}

/// A game: the position at the start of the current turn, the turn being played once the
/// dice are rolled, a seeded dice generator (the same seed gives the same rolls), and the
/// record of the turns played: where each began, who played it, the roll and the steps.
/// A game may be given the rolls to come ([`Game::with_dice`]): they are rolled first, in
/// order, before the generator's.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    turn: Option<Turn>,
    rng: Pcg64Mcg,
    /// The rolls to come before the generator's (a scripted game: the guided first game).
    script: VecDeque<Roll>,
    history: Vec<PlayedTurn>,
    /// The position each turn of `history` began at (as many as `history` holds).
    starts: Vec<Position>,
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
            script: VecDeque::new(),
            history: Vec::new(),
            starts: Vec::new(),
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
            script: VecDeque::new(),
            history: Vec::new(),
            starts: Vec::new(),
        }
    }

    /// The same game whose next rolls are `rolls`, in order; after them the dice come from the
    /// generator again. A game with no luck in it, for a lesson: every player of it gets the
    /// same dice (the guided first game is one).
    #[must_use]
    pub fn with_dice(mut self, rolls: impl IntoIterator<Item = Roll>) -> Game {
        self.script.extend(rolls);
        self
    }

    /// A game played again from `begins` through `turns` (its record, as a save keeps it),
    /// every roll, step and end of turn checked as when it was played; the next roll is to
    /// be made, and later dice come from `seed`.
    ///
    /// # Errors
    /// The first turn that is not the mover's or breaks a rule.
    pub fn replay(begins: Position, turns: &[PlayedTurn], seed: u64) -> Result<Game, ReplayError> {
        let mut game = Game::resume(begins, None, seed);
        for (i, (colour, roll, steps)) in turns.iter().enumerate() {
            let turn = i + 1;
            if *colour != game.to_move() {
                return Err(ReplayError::NotTheirTurn {
                    turn,
                    colour: *colour,
                });
            }
            let refused = |error| ReplayError::Refused { turn, error };
            game.set_roll(*roll).map_err(refused)?;
            for &step in steps {
                game.play(step).map_err(refused)?;
            }
            game.end_turn().map_err(refused)?;
        }
        Ok(game)
    }

    /// The position the game's record begins at: the start of a new game, or the position a
    /// game was resumed from without a record.
    #[must_use]
    pub fn begins(&self) -> &Position {
        self.starts.first().unwrap_or(&self.start)
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

    /// The turns played so far in this game (since [`Game::begins`]): who, the roll, the
    /// steps.
    #[must_use]
    pub fn history(&self) -> &[PlayedTurn] {
        &self.history
    }

    /// The position after the first `k` turns of the record (0: where it [begins](Game::begins),
    /// [`Game::history`]'s length: the start of this turn); `None` past the record. A replay
    /// of the game shows these.
    #[must_use]
    pub fn position_after(&self, k: usize) -> Option<&Position> {
        match k.cmp(&self.history.len()) {
            std::cmp::Ordering::Less => self.starts.get(k),
            std::cmp::Ordering::Equal => Some(&self.start),
            std::cmp::Ordering::Greater => None,
        }
    }

    /// Takes back the turn in progress and the last `turns` turns played: the game stands
    /// again where the first of them began, with that turn's roll made and none of its steps
    /// played. The rule of a take back: the dice stay — it corrects a move, it does not roll
    /// again; the dice generator goes on where it was, so the dice to come are new ones.
    ///
    /// # Errors
    /// When `turns` is 0 or more than the record holds (the game is unchanged).
    pub fn take_back(&mut self, turns: usize) -> Result<Roll, TakeBackError> {
        let played = self.history.len();
        let keep = played
            .checked_sub(turns)
            .filter(|_| turns > 0)
            .ok_or(TakeBackError {
                asked: turns,
                played,
            })?;
        let start = self.starts[keep];
        let roll = self.history[keep].1;
        self.history.truncate(keep);
        self.starts.truncate(keep);
        self.start = start;
        self.turn = Some(Turn::new(start, roll));
        Ok(roll)
    }

    /// Rolls the dice for the player to move: the next of the rolls given to the game
    /// ([`Game::with_dice`]), or else two from the generator.
    ///
    /// A refused roll changes nothing: the dice generator moves on only for a roll that is
    /// taken, so asking again cannot change which dice come next (nor can a record that
    /// replays the game tell a different story from what the players saw).
    ///
    /// # Errors
    /// When the game is over or the dice are already rolled.
    pub fn roll(&mut self) -> Result<Roll, GameError> {
        self.check_roll()?;
        let roll = match self.script.pop_front() {
            Some(roll) => roll,
            None => Roll::random(&mut self.rng),
        };
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
        self.starts.push(self.start);
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
    fn a_take_back_returns_to_the_roll_of_the_first_turn_taken_back() {
        let mut game = Game::new(11);
        let begins = *game.position();
        let mut starts = Vec::new();
        for _ in 0..5 {
            starts.push(*game.turn_start());
            game.roll().expect("a roll");
            play_out_turn(&mut game);
        }
        let played = game.history().to_vec();
        game.roll().expect("the sixth roll");
        assert_eq!(
            game.take_back(6),
            Err(TakeBackError {
                asked: 6,
                played: 5
            })
        );
        assert_eq!(game.take_back(0).map_err(|e| e.played), Err(5));
        // Two turns back: where the fourth began, with its roll and no step played; the
        // record ends before it; the game goes on from there.
        assert_eq!(game.take_back(2), Ok(played[3].1));
        assert_eq!(game.turn_start(), &starts[3]);
        assert_eq!(game.history(), &played[..3]);
        assert_eq!(game.begins(), &begins);
        assert!(game.turn().is_some_and(|t| t.steps().is_empty()));
        play_out_turn(&mut game);
        assert_eq!(game.history()[3], played[3]);
        // The record played again from where it began leads to the same game.
        let replayed = Game::replay(begins, game.history(), 0).expect("a record that was played");
        assert_eq!(replayed.turn_start(), game.turn_start());
    }

    #[test]
    fn the_position_after_each_turn_is_where_the_next_began() {
        let mut game = Game::new(5);
        let mut seen = vec![*game.position()];
        for _ in 0..6 {
            game.roll().expect("a roll");
            play_out_turn(&mut game);
            seen.push(*game.turn_start());
        }
        for (k, pos) in seen.iter().enumerate() {
            assert_eq!(game.position_after(k), Some(pos), "{k}");
        }
        assert_eq!(game.position_after(0), Some(game.begins()));
        assert_eq!(game.position_after(7), None);
        // A game played again from its record shows the same positions.
        let replayed = Game::replay(*game.begins(), game.history(), 0).expect("its record");
        for k in 0..=6 {
            assert_eq!(replayed.position_after(k), game.position_after(k), "{k}");
        }
    }

    #[test]
    fn a_record_that_breaks_a_rule_is_not_played_again() {
        let mut game = Game::new(3);
        for _ in 0..3 {
            game.roll().expect("a roll");
            play_out_turn(&mut game);
        }
        let begins = *game.begins();
        let mut record = game.history().to_vec();
        let colour = record[1].0;
        record[1].0 = colour.opponent();
        assert_eq!(
            Game::replay(begins, &record, 0).map(|_| ()),
            Err(ReplayError::NotTheirTurn {
                turn: 2,
                colour: colour.opponent()
            })
        );
        record[1].0 = colour;
        // Its second turn without its last step: not finished.
        if record[1].2.pop().is_some() {
            assert!(matches!(
                Game::replay(begins, &record, 0),
                Err(ReplayError::Refused {
                    turn: 2,
                    error: GameError::Turn(_)
                })
            ));
        }
    }

    #[test]
    fn a_game_given_its_dice_rolls_them_in_order_then_the_generators() {
        let roll = |a, b| Roll::new(a, b).expect("a roll");
        let script = [roll(6, 3), roll(5, 1), roll(2, 2)];
        let mut scripted = Game::resume(Position::start(Colour::White), None, 9).with_dice(script);
        let mut plain = Game::resume(Position::start(Colour::White), None, 9);
        for expected in script {
            assert_eq!(scripted.roll(), Ok(expected));
            // A refused roll takes none of the rolls given.
            assert_eq!(scripted.roll(), Err(GameError::AlreadyRolled));
            play_out_turn(&mut scripted);
        }
        // Then the generator's dice, as a game of the same seed without a script rolls them.
        for _ in 0..4 {
            assert_eq!(scripted.roll(), plain.roll());
            play_out_turn(&mut scripted);
            play_out_turn(&mut plain);
        }
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
