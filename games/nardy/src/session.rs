//! A game on screen: the core's [`Game`] (the one truth) and what the window keeps about it —
//! who plays each colour, the match score, the picked checker and where it may go, the hint
//! shown, whether the game has changed since it was saved.
//!
//! Everything that happens in a game goes through a [`Session`]: a person's [`Move`]s through
//! [`Session::play`], the computer's turns through [`Session::computer_question`] and
//! [`Session::answer`], both by the same [`Game`] calls. Each returns an [`Outcome`] that
//! [`crate::words`] puts into words. What takes longer than a frame (the computer's choice, a
//! hint) is asked as a [`Question`], worked out off the window's thread (see
//! [`crate::thinking`]), and its answer given back to [`Session::answer`]; an answer to a
//! question the game has moved past changes nothing. Picking and moving checkers is in
//! `session/picking.rs`.

mod picking;

use nardy_core::{
    Colour, Dest, Game, GameError, LegalTurn, Level, Match, Player, Ranked, Record, Roll, SaveFile,
    Saved, Step, StepError, Turn,
};

pub use crate::thinking::{Purpose, Question};

/// What a person does on their turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Roll the dice.
    Roll,
    /// Click a point: pick up one's own checker there, put it down again, or move the picked
    /// checker there.
    Point(u8),
    /// Click the borne-off tray: bear the picked checker off.
    Tray,
    /// Drag a checker from a point and drop it on a point or the tray.
    Drop {
        /// The point it came from.
        from: u8,
        /// Where it was dropped.
        to: Dest,
    },
    /// End the move.
    EndTurn,
    /// Take the move back to the roll; against the computer, with nothing of the move
    /// played, take back the person's last turn and the computer's reply (see
    /// [`Session::can_take_back`]).
    Undo,
    /// Ask for the strongest level's best moves, ranked (worked out off the window's
    /// thread).
    Hint,
}

/// Why there is no hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoHint {
    /// The dice are not rolled yet: the hint is for the roll.
    NotRolled,
    /// Every die that can be played has been (`lost`: the dice left, which no checker may
    /// play).
    AllPlayed {
        /// The dice left.
        lost: Vec<u8>,
    },
    /// No die can be played.
    CannotMove,
}

/// What came of a move or of the computer's turn, for the window to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing happened: the move is not a person's to make now.
    Nothing,
    /// The dice were rolled.
    Rolled {
        /// The roll.
        roll: Roll,
    },
    /// A person rolled and no die can be played: the turn passed to the other colour at once.
    Passed {
        /// Who could not move.
        colour: Colour,
        /// Their roll.
        roll: Roll,
    },
    /// A checker was picked up.
    Picked {
        /// Its point.
        point: u8,
        /// How many places it may go.
        targets: usize,
        /// Every playable die is already played.
        complete: bool,
        /// The dice left that no checker may play, once every playable die is played (the
        /// other two sixes of a first 6-6).
        lost: Vec<u8>,
        /// Why it cannot move, when it has nowhere to go (the core's reason).
        why: Option<StepError>,
    },
    /// The picked checker was put down again.
    PutDown,
    /// A checker moved (one or more steps of one checker).
    Moved {
        /// The steps played.
        steps: Vec<Step>,
        /// Every playable die is now played.
        complete: bool,
        /// The dice left that no checker may play, once every playable die is played.
        lost: Vec<u8>,
    },
    /// The move breaks a rule, or the game refuses it now; nothing changed.
    Refused(GameError),
    /// The move was taken back to the roll.
    Undone,
    /// The person's last turn and the computer's reply were taken back: the person plays
    /// that roll again.
    TakenBack {
        /// The roll to play again.
        roll: Roll,
    },
    /// A hint is to be worked out: the window asks the question off its thread.
    Thinking(Question),
    /// The hint: the strongest level's steps from here.
    Hint {
        /// The steps.
        steps: Vec<Step>,
        /// Whether part of the move was already played (the hint finishes it).
        rest: bool,
    },
    /// There is no hint now.
    NoHint(NoHint),
    /// A person's turn ended; the result when it ended the game.
    TurnEnded(Option<nardy_core::Outcome>),
    /// The computer played its turn (no steps: it could not move); the result when it ended
    /// the game.
    ComputerPlayed {
        /// Its colour.
        colour: Colour,
        /// Its roll.
        roll: Roll,
        /// The steps it played.
        steps: Vec<Step>,
        /// The result, if the game is over now.
        result: Option<nardy_core::Outcome>,
    },
}

impl Outcome {
    /// Whether it tells about the turn being played (a pick, a step, a refusal, a hint), and
    /// so is no longer true once that turn has ended: the message line drops it then. What
    /// tells how a turn ended (a pass, the computer's move, the end) stays until the next.
    #[must_use]
    pub const fn is_about_the_turn(&self) -> bool {
        !matches!(
            self,
            Outcome::Nothing
                | Outcome::Passed { .. }
                | Outcome::TurnEnded(_)
                | Outcome::ComputerPlayed { .. }
        )
    }
}

/// A game on screen and what the window keeps about it.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    players: [Player; 2],
    series: Match,
    selected: Option<u8>,
    targets: Vec<(Dest, Vec<Step>)>,
    hint: Option<Hint>,
    unsaved: bool,
}

/// The hint shown: the best move's steps (drawn on the board) and the moves ranked.
#[derive(Clone, Debug, PartialEq)]
struct Hint {
    steps: Vec<Step>,
    ranked: Vec<Ranked>,
}

impl Session {
    /// A new game between `players` (White, Black) in the match `series` (its score so far);
    /// who starts is drawn from `seed`, as are the dice.
    #[must_use]
    pub fn new(players: [Player; 2], series: Match, seed: u64) -> Session {
        Session::of_game(Game::new(seed), players, series)
    }

    /// A saved game resumed (its players, match score and record of moves come with it);
    /// later dice come from `seed`.
    #[must_use]
    pub fn resumed(saved: &Saved, seed: u64) -> Session {
        Session::of_game(
            saved.game(seed),
            saved.players,
            Match::resumed(saved.match_to, saved.score),
        )
    }

    /// A game prepared elsewhere (the guided first game's, with its fixed dice) between
    /// `players`, in the match `series`.
    #[must_use]
    pub fn with_game(game: Game, players: [Player; 2], series: Match) -> Session {
        Session::of_game(game, players, series)
    }

    /// The game of an online room as the server told it (the position at the start of the
    /// turn, the roll once made, the turn's steps so far), for the board and the side panel to
    /// draw and for picking checkers: `players` says whose clicks the board takes (the person
    /// at this window is the one human). Its dice are never rolled here: the server rolls.
    ///
    /// # Errors
    /// When a step does not fit the turn (the picture is then not shown).
    pub fn mirror(saved: &Saved, steps: &[Step]) -> Result<Session, GameError> {
        let mut session = Session::resumed(saved, 0);
        if !steps.is_empty() {
            session.play_steps(steps)?;
        }
        Ok(session)
    }

    fn of_game(game: Game, players: [Player; 2], series: Match) -> Session {
        Session {
            game,
            players,
            series,
            selected: None,
            targets: Vec::new(),
            hint: None,
            unsaved: false,
        }
    }

    // ---- What the window reads --------------------------------------------------------------

    /// The game.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays White and Black.
    #[must_use]
    pub const fn players(&self) -> [Player; 2] {
        self.players
    }

    /// The match score, White first (a mars counts 2).
    #[must_use]
    pub const fn score(&self) -> [u32; 2] {
        self.series.score()
    }

    /// The match: its length and score.
    #[must_use]
    pub const fn series(&self) -> Match {
        self.series
    }

    /// The point of the picked checker.
    #[must_use]
    pub const fn selected(&self) -> Option<u8> {
        self.selected
    }

    /// Where the picked checker may go, with the steps that take it there.
    #[must_use]
    pub fn targets(&self) -> &[(Dest, Vec<Step>)] {
        &self.targets
    }

    /// The hint's steps, while shown.
    #[must_use]
    pub fn hint(&self) -> Option<&[Step]> {
        self.hint.as_ref().map(|h| h.steps.as_slice())
    }

    /// The hint's moves ranked by the strongest level, best first, each with its chance to
    /// win, while the hint is shown (empty otherwise).
    #[must_use]
    pub fn hint_ranking(&self) -> &[Ranked] {
        self.hint.as_ref().map_or(&[], |h| h.ranked.as_slice())
    }

    /// The steps of the computer's last move, while its turn is the last one played (the
    /// person's turn after it, until it ends); `None` when a person played last, or the
    /// computer could not move.
    #[must_use]
    pub fn last_computer_move(&self) -> Option<&[Step]> {
        let (colour, _, steps) = self.game.history().last()?;
        let computer = matches!(self.players[colour.index()], Player::Computer(_));
        (computer && !steps.is_empty()).then_some(steps.as_slice())
    }

    /// Whether a game is under way that would be lost: not over, and changed since it was
    /// started, saved or loaded.
    #[must_use]
    pub fn would_lose_progress(&self) -> bool {
        self.unsaved && self.game.outcome().is_none()
    }

    /// The level of the computer to move, if the game goes on and a computer is to move.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.players[self.game.to_move().index()] {
            Player::Computer(level) if self.game.outcome().is_none() => Some(level),
            _ => None,
        }
    }

    /// Whether the game goes on and a person is to move.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.players[self.game.to_move().index()] == Player::Human
    }

    /// The save of the game now, called `name` and saved at `saved_at` (`None`: neither, as
    /// the autosave writes it): the position at the start of this turn and the roll, if made,
    /// and the game's record of every turn before.
    #[must_use]
    pub fn to_save(&self, name: Option<&str>, saved_at: Option<String>) -> SaveFile {
        SaveFile::of_saved(&Saved {
            position: *self.game.turn_start(),
            dice: self.game.turn().map(Turn::roll),
            players: self.players,
            score: self.series.score(),
            match_to: self.series.length(),
            name: name.map(str::to_string),
            saved_at,
            record: Some(Record {
                begins: *self.game.begins(),
                turns: self.game.history().to_vec(),
            }),
        })
    }

    /// Whether Undo takes a whole turn back: against the computer (one colour a person's, the
    /// other the computer's), with the person to move and nothing of their move played, the
    /// last turn the computer's and the one before it the person's, in which they moved. The
    /// game goes on (a game over has counted in the match). Undo then takes both back, to the
    /// person's roll of that turn ([`Game::take_back`]: the same dice).
    #[must_use]
    pub fn can_take_back(&self) -> bool {
        let computer = |c: Colour| matches!(self.players[c.index()], Player::Computer(_));
        let mover = self.game.to_move();
        let history = self.game.history();
        let nothing_played = self.game.turn().is_none_or(|t| t.steps().is_empty());
        let [.., (mine, _, steps), (reply, _, _)] = history else {
            return false;
        };
        self.human_to_move()
            && computer(mover.opponent())
            && nothing_played
            && *mine == mover
            && !steps.is_empty()
            && *reply == mover.opponent()
    }

    /// Whether Undo does something now: the move's steps go back to the roll, or a whole turn
    /// is taken back ([`Session::can_take_back`]).
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.human_to_move()
            && (self.game.turn().is_some_and(|t| !t.steps().is_empty()) || self.can_take_back())
    }

    /// The game has been saved: nothing would be lost now.
    pub fn mark_saved(&mut self) {
        self.unsaved = false;
    }

    // ---- What happens ------------------------------------------------------------------------

    /// Makes a person's move. A move that is not a person's to make now (the computer is to
    /// move, the game is over) changes nothing.
    pub fn play(&mut self, mv: Move) -> Outcome {
        if !self.human_to_move() {
            return Outcome::Nothing;
        }
        match mv {
            Move::Roll => match self.game.roll() {
                Ok(roll) => {
                    self.unsaved = true;
                    self.hint = None;
                    self.pass_if_stuck().unwrap_or(Outcome::Rolled { roll })
                }
                Err(e) => Outcome::Refused(e),
            },
            Move::Point(p) => self.point(p),
            Move::Tray if self.selected.is_some() => self.move_to(Dest::Off),
            Move::Tray => Outcome::Nothing,
            Move::Drop { from, to } => self.drop(from, to),
            Move::EndTurn => match self.end_turn() {
                Ok(result) => Outcome::TurnEnded(result),
                Err(e) => Outcome::Refused(e),
            },
            Move::Undo if self.can_take_back() => match self.game.take_back(2) {
                Ok(roll) => {
                    self.clear_pick();
                    self.hint = None;
                    self.unsaved = true;
                    Outcome::TakenBack { roll }
                }
                Err(e) => {
                    log::error!("the turns cannot be taken back: {e}");
                    Outcome::Nothing
                }
            },
            Move::Undo if self.game.turn().is_some() => {
                self.game.undo();
                self.clear_pick();
                // The hint was for the steps undone: its arrows would point from nowhere.
                self.hint = None;
                Outcome::Undone
            }
            Move::Undo => Outcome::Nothing,
            Move::Hint => self.hint_question(),
        }
    }

    /// The computer's question, when a computer is to move: its dice are rolled first (the
    /// window shows them while it thinks). `Err` with what came of it otherwise.
    ///
    /// # Errors
    /// [`Outcome::Nothing`] when no computer is to move; [`Outcome::Refused`] when its dice
    /// cannot be rolled.
    pub fn computer_question(&mut self) -> Result<Question, Outcome> {
        let level = self.computer_to_move().ok_or(Outcome::Nothing)?;
        if self.game.turn().is_none() {
            self.game.roll().map_err(Outcome::Refused)?;
            self.unsaved = true;
            self.clear_pick();
            self.hint = None;
        }
        let turn = self.game.turn().ok_or(Outcome::Nothing)?.clone();
        Ok(Question {
            level,
            turn,
            purpose: Purpose::Play,
        })
    }

    /// Takes the answer to `question`: the computer's turn is played through the same game
    /// calls as a person's steps and ended; a hint is shown. An answer to a question the game
    /// has moved past (the turn is not as it was when asked) changes nothing.
    pub fn answer(&mut self, question: &Question, answer: Option<LegalTurn>) -> Outcome {
        if self.game.turn() != Some(&question.turn) {
            return Outcome::Nothing;
        }
        let steps = answer.map(|t| t.steps).unwrap_or_default();
        match question.purpose {
            Purpose::Hint if steps.is_empty() => Outcome::NoHint(NoHint::CannotMove),
            Purpose::Hint => {
                self.hint = Some(Hint {
                    steps: steps.clone(),
                    ranked: Vec::new(),
                });
                Outcome::Hint {
                    steps,
                    rest: !question.turn.steps().is_empty(),
                }
            }
            Purpose::Play => {
                let colour = question.turn.colour();
                let roll = question.turn.roll();
                if let Err(e) = self.play_steps(&steps) {
                    return Outcome::Refused(e);
                }
                match self.end_turn() {
                    Ok(result) => Outcome::ComputerPlayed {
                        colour,
                        roll,
                        steps,
                        result,
                    },
                    Err(e) => {
                        // Its steps are taken back: the turn is as it was when asked.
                        self.game.undo();
                        Outcome::Refused(e)
                    }
                }
            }
        }
    }

    /// Takes a hint's answer, the moves ranked best first ([`nardy_core::rank_rest`]): the
    /// best is drawn and told, the ranking shown. An answer to a turn the game has moved past
    /// changes nothing.
    pub fn answer_hint(&mut self, question: &Question, ranked: Vec<Ranked>) -> Outcome {
        if self.game.turn() != Some(&question.turn) || question.purpose != Purpose::Hint {
            return Outcome::Nothing;
        }
        let Some(best) = ranked.first() else {
            return Outcome::NoHint(NoHint::CannotMove);
        };
        let steps = best.turn.steps.clone();
        self.hint = Some(Hint {
            steps: steps.clone(),
            ranked,
        });
        Outcome::Hint {
            steps,
            rest: !question.turn.steps().is_empty(),
        }
    }

    /// When a person is to move, has rolled, and no die can be played: the turn passes at once
    /// (as the rules say), and [`Outcome::Passed`] tells so. `None` otherwise.
    pub fn pass_if_stuck(&mut self) -> Option<Outcome> {
        let turn = self.game.turn()?;
        if !self.human_to_move() || !turn.cannot_move() {
            return None;
        }
        let (colour, roll) = (turn.colour(), turn.roll());
        match self.end_turn() {
            Ok(_) => Some(Outcome::Passed { colour, roll }),
            Err(e) => Some(Outcome::Refused(e)),
        }
    }

    fn hint_question(&mut self) -> Outcome {
        let Some(turn) = self.game.turn() else {
            return Outcome::NoHint(NoHint::NotRolled);
        };
        if turn.is_complete() {
            return Outcome::NoHint(NoHint::AllPlayed {
                lost: lost_dice(turn),
            });
        }
        Outcome::Thinking(Question {
            level: Level::Expert,
            turn: turn.clone(),
            purpose: Purpose::Hint,
        })
    }

    fn end_turn(&mut self) -> Result<Option<nardy_core::Outcome>, GameError> {
        let result = self.game.end_turn()?;
        self.clear_pick();
        self.hint = None;
        self.unsaved = true;
        if let Some(o) = result {
            // Kept within what a save may hold, so it never wraps and always loads again.
            self.series.add(o);
            // A finished game loses nothing.
            self.unsaved = false;
        }
        Ok(result)
    }
}

/// The dice left once `turn` is complete: no checker may play them (none before).
pub(crate) fn lost_dice(turn: &Turn) -> Vec<u8> {
    if turn.is_complete() {
        turn.dice_left().to_vec()
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests;
