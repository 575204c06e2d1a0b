//! The guided first game (Help ▸ Learn to play, and offered beside the board on a first
//! start): a short game with no luck in it that shows the rules as they come up — rolling,
//! moving a checker by a die, the head, using both dice, a block, bearing off and how the game
//! ends — one step at a time, in a card beside the board.
//!
//! How it is made, and why:
//!
//! - Three prepared positions ([`Chapter`]), each a [`Position`] the core checks
//!   ([`Position::from_counts`]; the tests ask [`Position::check_reachable`] too), and fixed
//!   dice ([`Game::with_dice`]): every guided game is the same. The start; later in a game,
//!   five points in a row with none of Black's checkers past them; the end, two checkers left
//!   to bear off while Black has borne off none.
//! - Every step begins from a game the core builds ([`GuideStep::stage`]: the chapter's game,
//!   its roll, and the steps of the steps before, played by the rules). Skip step puts that
//!   game of the next step on the board: the guide never waits for something not done.
//! - A step waits for the player. A move that changes the game is let through only when it is
//!   what the step asks ([`Guide::allows`]: the move is tried on a copy of the game, and its
//!   game must be the next step's); otherwise the guide refuses it with its reason (what it
//!   asks for) and nothing changes. Moves that change nothing — picking a checker up, a move
//!   the rules refuse, a hint — always go through: the head and the block are learnt by trying
//!   what the rules refuse, and the message line says the rule.
//! - The guided game is not autosaved and never asks to be saved; the player's own game waits
//!   aside, unchanged, and comes back when the guide is left (Escape, Leave the guide, or
//!   anything of the Game menu). The settings remember that the guide was seen or declined
//!   (`[Game] Guide=done`), so that it is offered on a first start only.

use game_shell::guide::Steps;
use nardy_core::{Colour, Dest, Game, GameError, Match, Player, Position, Roll, Step, StepError};

use crate::i18n::tr;
use crate::session::{Move, Outcome, Session};

/// One of the guide's prepared positions, White to move in each.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Chapter {
    /// The start of a game: both heads full, White's first roll.
    Start,
    /// Later in a game: White holds five points in a row, all of Black's checkers behind them.
    Block,
    /// The end: White has two checkers left to bear off, Black has borne off none.
    BearOff,
}

/// White's first roll (the start).
pub const FIRST_ROLL: [u8; 2] = [6, 3];
/// The roll later in the game (the block).
pub const BLOCK_ROLL: [u8; 2] = [5, 1];
/// The last roll (bearing off).
pub const LAST_ROLL: [u8; 2] = [6, 2];

/// White's head.
pub const HEAD: u8 = 24;
/// The first step: a checker off the head with the 6.
pub const OFF_THE_HEAD: Step = Step {
    from: HEAD,
    to: Dest::Point(18),
    die: 6,
};
/// The second die, played by the same checker.
pub const SECOND_DIE: Step = Step {
    from: 18,
    to: Dest::Point(15),
    die: 3,
};
/// White's five points in a row later in the game.
pub const BLOCK: [u8; 5] = [15, 16, 17, 18, 19];
/// The sixth point, which the block rule forbids: from 15 to 14 with the 1.
pub const SIXTH: Step = Step {
    from: 15,
    to: Dest::Point(14),
    die: 1,
};
/// The first checker borne off: the 6 takes it from 5, White's highest point.
pub const HIGHER_DIE_OFF: Step = Step {
    from: 5,
    to: Dest::Off,
    die: 6,
};
/// The last checker: the 2 takes it off from 2.
pub const LAST_OFF: Step = Step {
    from: 2,
    to: Dest::Off,
    die: 2,
};

/// A stack of checkers: its point and how many.
type Stack = (u8, u8);

/// Who plays in the guided game: the player both colours (Black never moves: the guide moves
/// the game on to the next position instead).
pub const PLAYERS: [Player; 2] = [Player::Human, Player::Human];

impl Chapter {
    /// The chapter's position, checked by the core.
    ///
    /// # Errors
    /// When the core refuses it (a test makes sure it never does).
    pub fn position(self) -> Result<Position, nardy_core::PositionError> {
        let (white, black, off): (&[Stack], &[Stack], u8) = match self {
            Chapter::Start => return Ok(Position::start(Colour::White)),
            Chapter::Block => (
                &[(24, 5), (19, 2), (18, 2), (17, 2), (16, 2), (15, 2)],
                &[(12, 7), (11, 2), (9, 2), (7, 2), (22, 2)],
                0,
            ),
            Chapter::BearOff => (
                &[(5, 1), (2, 1)],
                &[(18, 3), (17, 3), (16, 2), (14, 2), (22, 2), (20, 3)],
                13,
            ),
        };
        let mut points = [None; 24];
        for (colour, stacks) in [(Colour::White, white), (Colour::Black, black)] {
            for &(point, count) in stacks {
                if let Some(slot) = points.get_mut(usize::from(point) - 1) {
                    *slot = Some((colour, count));
                }
            }
        }
        Position::from_counts(&points, [off, 0], Colour::White, [false, false])
    }

    /// The chapter's roll.
    #[must_use]
    pub const fn roll(self) -> [u8; 2] {
        match self {
            Chapter::Start => FIRST_ROLL,
            Chapter::Block => BLOCK_ROLL,
            Chapter::BearOff => LAST_ROLL,
        }
    }

    /// The chapter's game, not rolled yet: its dice are fixed.
    ///
    /// # Errors
    /// When the core refuses the position.
    pub fn game(self) -> Result<Game, GuideError> {
        let [a, b] = self.roll();
        let roll = Roll::new(a, b).ok_or(GuideError::Roll)?;
        let position = self.position().map_err(GuideError::Position)?;
        Ok(Game::resume(position, None, 0).with_dice([roll]))
    }
}

/// Why the guided game cannot be set up (a bug: the tests build every step's game).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GuideError {
    /// A roll of the guide is no roll.
    #[error("a roll of the guide is not a roll")]
    Roll,
    /// The core refuses a position of the guide.
    #[error("a position of the guide is refused: {0}")]
    Position(nardy_core::PositionError),
    /// The core refuses a move of the guide.
    #[error("a move of the guide is refused: {0}")]
    Move(GameError),
}

/// What a step waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Expect {
    /// The game of the next step: a roll or a move that leads there.
    Reach,
    /// A move the rules refuse for this reason (nothing changes).
    Refusal(StepError),
    /// The end of the move (the only change let through).
    EndOfMove,
    /// Any moves the rules allow, and the end of the move.
    FreeMove,
    /// Nothing: the step only tells something (Next goes on).
    Reading,
}

/// One step of the guide, in order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum GuideStep {
    /// Roll the dice.
    #[default]
    Roll,
    /// Move a checker off the head by one die.
    MoveByADie,
    /// Try a second checker off the head: the head rule refuses it.
    HeadRule,
    /// Play the other die: both dice are used.
    BothDice,
    /// End the move.
    EndMove,
    /// Later in a game: try to make a sixth point in a row; the block rule refuses it.
    Block,
    /// Play the roll another way, and end the move.
    FreeMove,
    /// Bear off with the higher die from the highest point.
    BearOff,
    /// Bear off the last checker: the game ends.
    LastChecker,
    /// Read how the game ends: a mars.
    HowItEnds,
    /// All done.
    Done,
}

impl GuideStep {
    /// The steps to do, in order ([`GuideStep::Done`] is not one).
    pub const ALL: [GuideStep; 10] = [
        GuideStep::Roll,
        GuideStep::MoveByADie,
        GuideStep::HeadRule,
        GuideStep::BothDice,
        GuideStep::EndMove,
        GuideStep::Block,
        GuideStep::FreeMove,
        GuideStep::BearOff,
        GuideStep::LastChecker,
        GuideStep::HowItEnds,
    ];

    /// Whether the step only tells something: Next goes on.
    #[must_use]
    pub fn is_reading(self) -> bool {
        self.expect() == Expect::Reading
    }

    /// The position the step is played on.
    #[must_use]
    pub const fn chapter(self) -> Chapter {
        match self {
            GuideStep::Roll
            | GuideStep::MoveByADie
            | GuideStep::HeadRule
            | GuideStep::BothDice
            | GuideStep::EndMove => Chapter::Start,
            GuideStep::Block | GuideStep::FreeMove => Chapter::Block,
            GuideStep::BearOff
            | GuideStep::LastChecker
            | GuideStep::HowItEnds
            | GuideStep::Done => Chapter::BearOff,
        }
    }

    const fn expect(self) -> Expect {
        match self {
            GuideStep::Roll
            | GuideStep::MoveByADie
            | GuideStep::BothDice
            | GuideStep::BearOff
            | GuideStep::LastChecker => Expect::Reach,
            GuideStep::HeadRule => Expect::Refusal(StepError::HeadRule),
            GuideStep::Block => Expect::Refusal(StepError::SixBlock),
            GuideStep::EndMove => Expect::EndOfMove,
            GuideStep::FreeMove => Expect::FreeMove,
            GuideStep::HowItEnds | GuideStep::Done => Expect::Reading,
        }
    }

    /// The steps of the chapter's turn played before this step begins.
    const fn played(self) -> &'static [Step] {
        match self {
            GuideStep::HeadRule | GuideStep::BothDice => &[OFF_THE_HEAD],
            GuideStep::EndMove => &[OFF_THE_HEAD, SECOND_DIE],
            GuideStep::LastChecker => &[HIGHER_DIE_OFF],
            GuideStep::HowItEnds | GuideStep::Done => &[HIGHER_DIE_OFF, LAST_OFF],
            _ => &[],
        }
    }

    /// The game as the step begins: the chapter's game, rolled (but for the first step, which
    /// asks for the roll), with the steps before played by the rules; at the end, the game
    /// over.
    ///
    /// # Errors
    /// When the core refuses a position or a move of the guide.
    pub fn stage(self) -> Result<Game, GuideError> {
        let mut game = self.chapter().game()?;
        if self == GuideStep::Roll {
            return Ok(game);
        }
        game.roll().map_err(GuideError::Move)?;
        for &step in self.played() {
            game.play(step).map_err(GuideError::Move)?;
        }
        if game.turn().is_some_and(nardy_core::Turn::is_complete)
            && game.position().outcome().is_some()
        {
            game.end_turn().map_err(GuideError::Move)?;
        }
        Ok(game)
    }

    /// The session of [`GuideStep::stage`]: the guided game on the board.
    ///
    /// # Errors
    /// As [`GuideStep::stage`].
    pub fn session(self) -> Result<Session, GuideError> {
        Ok(Session::with_game(self.stage()?, PLAYERS, Match::new(None)))
    }
}

/// The steps in their order: [`Steps::next`] and [`Steps::number`] (the shell's, as every
/// program's guide).
impl Steps for GuideStep {
    const ORDER: &'static [GuideStep] = &GuideStep::ALL;
    const DONE: GuideStep = GuideStep::Done;
}

/// What the player asks of the guide (the shell's, as every program's guide).
pub use game_shell::guide::GuideAction;

/// What the board marks for the step shown (drawn over the board, under nothing it explains).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Points ringed: what the step is about (the head, the checker to move, where it goes,
    /// the block).
    pub points: Vec<u8>,
    /// A point ringed as not allowed (the block's sixth).
    pub forbidden: Option<u8>,
    /// The tray is ringed (bearing off).
    pub tray: bool,
}

/// The guide beside its game: the step shown, and whether its last move was refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Guide {
    step: GuideStep,
    refused: bool,
}

/// Whether a move's outcome changed the game (a roll, a step, the end of a move, an undo).
const fn changes_the_game(outcome: &Outcome) -> bool {
    matches!(
        outcome,
        Outcome::Rolled { .. }
            | Outcome::Passed { .. }
            | Outcome::Moved { .. }
            | Outcome::TurnEnded(_)
            | Outcome::Undone
            | Outcome::TakenBack { .. }
            | Outcome::ComputerPlayed { .. }
    )
}

/// Whether two games stand at the same place: the same position at the start of the turn, the
/// same turn (its roll and steps).
fn same_place(a: &Game, b: &Game) -> bool {
    a.turn_start() == b.turn_start() && a.turn() == b.turn()
}

impl Guide {
    /// The guide at its first step.
    #[must_use]
    pub fn new() -> Guide {
        Guide::default()
    }

    /// The step shown.
    #[must_use]
    pub const fn step(&self) -> GuideStep {
        self.step
    }

    /// Whether every step is done (or skipped).
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.step == GuideStep::Done
    }

    /// Whether the guide refused the last move (the card says what it asks for instead).
    #[must_use]
    pub const fn refused(&self) -> bool {
        self.refused
    }

    /// Whether `mv` may be made in `session` (the guided game) at the step shown: a move that
    /// changes nothing always; one that changes the game only when it is what the step asks.
    /// The move is tried on a copy of the game.
    #[must_use]
    pub fn allows(&self, mv: Move, session: &Session) -> bool {
        let mut trial = session.clone();
        let outcome = trial.play(mv);
        if !changes_the_game(&outcome) {
            return true;
        }
        match self.step.expect() {
            Expect::Reach => self
                .step
                .next()
                .stage()
                .is_ok_and(|next| same_place(trial.game(), &next)),
            Expect::EndOfMove => matches!(outcome, Outcome::TurnEnded(_)),
            Expect::FreeMove => true,
            Expect::Refusal(_) | Expect::Reading => false,
        }
    }

    /// The guide refused a move: the card says what the step asks for.
    pub fn refuse(&mut self) {
        self.refused = true;
    }

    /// What came of a move in the guided game (`session` as it is after it): the step goes on
    /// when it is what the step waited for. Whether it went on.
    pub fn observe(&mut self, outcome: &Outcome, session: &Session) -> bool {
        if matches!(outcome, Outcome::Nothing) {
            return false;
        }
        self.refused = false;
        let done = match self.step.expect() {
            Expect::Reach => self
                .step
                .next()
                .stage()
                .is_ok_and(|next| same_place(session.game(), &next)),
            Expect::Refusal(rule) => match outcome {
                Outcome::Refused(GameError::Step(why)) => *why == rule,
                Outcome::Picked {
                    targets: 0,
                    why: Some(why),
                    ..
                } => *why == rule,
                _ => false,
            },
            Expect::EndOfMove | Expect::FreeMove => matches!(outcome, Outcome::TurnEnded(_)),
            Expect::Reading => false,
        };
        if done {
            self.step = self.step.next();
        }
        done
    }

    /// Goes on to the next step without doing this one (its game is put on the board).
    pub fn skip(&mut self) {
        self.step = self.step.next();
        self.refused = false;
    }

    /// Whether `session` stands where the step shown begins or goes on; otherwise the step's
    /// own game is to be put on the board (a new position, or a step skipped).
    #[must_use]
    pub fn fits(&self, session: &Session) -> bool {
        let Ok(stage) = self.step.stage() else {
            return false;
        };
        match self.step.expect() {
            // A free move may be anywhere in its turn.
            Expect::FreeMove => stage.turn_start() == session.game().turn_start(),
            _ => same_place(session.game(), &stage),
        }
    }

    /// What the board marks now.
    #[must_use]
    pub fn marks(&self, session: &Session) -> Marks {
        let picked = session.selected();
        let (points, forbidden, tray) = match self.step {
            GuideStep::Roll | GuideStep::HeadRule => (vec![HEAD], None, false),
            GuideStep::MoveByADie if picked == Some(HEAD) => (vec![18], None, false),
            GuideStep::MoveByADie => (vec![HEAD], None, false),
            GuideStep::BothDice if picked == Some(SECOND_DIE.from) => (vec![15], None, false),
            GuideStep::BothDice => (vec![SECOND_DIE.from], None, false),
            GuideStep::Block => (BLOCK.to_vec(), Some(14), false),
            GuideStep::BearOff if picked == Some(HIGHER_DIE_OFF.from) => (vec![], None, true),
            GuideStep::BearOff => (vec![HIGHER_DIE_OFF.from], None, false),
            GuideStep::LastChecker if picked == Some(LAST_OFF.from) => (vec![], None, true),
            GuideStep::LastChecker => (vec![LAST_OFF.from], None, false),
            GuideStep::HowItEnds => (vec![], None, true),
            GuideStep::EndMove | GuideStep::FreeMove | GuideStep::Done => (vec![], None, false),
        };
        Marks {
            points,
            forbidden,
            tray,
        }
    }

    /// The step's title, in the language in use.
    #[must_use]
    pub fn title(&self) -> String {
        crate::i18n::text(
            match self.step {
                GuideStep::Roll => "guide-roll-title",
                GuideStep::MoveByADie => "guide-move-title",
                GuideStep::HeadRule => "guide-head-title",
                GuideStep::BothDice => "guide-both-title",
                GuideStep::EndMove => "guide-end-title",
                GuideStep::Block => "guide-block-title",
                GuideStep::FreeMove => "guide-free-title",
                GuideStep::BearOff => "guide-off-title",
                GuideStep::LastChecker => "guide-last-title",
                GuideStep::HowItEnds => "guide-ends-title",
                GuideStep::Done => "guide-done-title",
            },
            None,
        )
    }

    /// What the card says for the step shown, in the language in use.
    #[must_use]
    pub fn instruction(&self) -> String {
        let [a, b] = self.step.chapter().roll();
        let point = |step: Step| match step.to {
            Dest::Point(p) => p,
            Dest::Off => 0,
        };
        match self.step {
            GuideStep::Roll => tr!("guide-roll", head = HEAD),
            GuideStep::MoveByADie => tr!(
                "guide-move",
                a = a,
                b = b,
                die = OFF_THE_HEAD.die,
                to = point(OFF_THE_HEAD)
            ),
            GuideStep::HeadRule => tr!("guide-head", head = HEAD),
            GuideStep::BothDice => tr!(
                "guide-both",
                die = SECOND_DIE.die,
                from = SECOND_DIE.from,
                to = point(SECOND_DIE)
            ),
            GuideStep::EndMove => tr!("guide-end"),
            GuideStep::Block => tr!(
                "guide-block",
                a = a,
                b = b,
                first = BLOCK[0],
                last = BLOCK[BLOCK.len() - 1],
                from = SIXTH.from,
                to = point(SIXTH)
            ),
            GuideStep::FreeMove => tr!("guide-free", a = a, b = b),
            GuideStep::BearOff => tr!(
                "guide-off",
                a = a,
                b = b,
                die = HIGHER_DIE_OFF.die,
                from = HIGHER_DIE_OFF.from
            ),
            GuideStep::LastChecker => tr!("guide-last", die = LAST_OFF.die, from = LAST_OFF.from),
            GuideStep::HowItEnds => tr!("guide-ends"),
            GuideStep::Done => tr!("guide-done"),
        }
    }

    /// Why the guide refused the last move, in the language in use: what the step asks for.
    #[must_use]
    pub fn refusal(&self) -> Option<String> {
        if !self.refused {
            return None;
        }
        let point = |step: Step| match step.to {
            Dest::Point(p) => p,
            Dest::Off => 0,
        };
        let ask = match self.step {
            GuideStep::Roll => tr!("guide-ask-roll"),
            GuideStep::MoveByADie => tr!(
                "guide-ask-move",
                die = OFF_THE_HEAD.die,
                from = OFF_THE_HEAD.from,
                to = point(OFF_THE_HEAD)
            ),
            GuideStep::HeadRule => tr!("guide-ask-head", head = HEAD),
            GuideStep::BothDice => tr!(
                "guide-ask-move",
                die = SECOND_DIE.die,
                from = SECOND_DIE.from,
                to = point(SECOND_DIE)
            ),
            GuideStep::EndMove => tr!("guide-ask-end"),
            GuideStep::Block => tr!("guide-ask-block", from = SIXTH.from, to = point(SIXTH)),
            GuideStep::FreeMove => tr!("guide-ask-end"),
            GuideStep::BearOff => tr!(
                "guide-ask-off",
                die = HIGHER_DIE_OFF.die,
                from = HIGHER_DIE_OFF.from
            ),
            GuideStep::LastChecker => {
                tr!("guide-ask-off", die = LAST_OFF.die, from = LAST_OFF.from)
            }
            GuideStep::HowItEnds | GuideStep::Done => tr!("guide-ask-read"),
        };
        Some(tr!("guide-refused", ask = ask))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prepared_positions_are_positions_a_game_reaches_with_white_to_move() {
        for chapter in [Chapter::Start, Chapter::Block, Chapter::BearOff] {
            let position = chapter.position().expect("the core takes it");
            assert_eq!(position.check_reachable(), Ok(()), "{chapter:?}");
            assert_eq!(position.to_move(), Colour::White);
        }
    }

    #[test]
    fn every_step_begins_from_a_game_the_core_builds_with_the_fixed_dice() {
        for step in GuideStep::ALL {
            let game = step.stage().expect("the step's game");
            match step {
                GuideStep::Roll => assert!(game.turn().is_none()),
                GuideStep::HowItEnds => assert!(game.outcome().is_some()),
                _ => {
                    let roll = game.turn().map(|t| t.roll().dice());
                    assert_eq!(roll, Some(step.chapter().roll()), "{step:?}");
                }
            }
        }
        // Rolled by the game, not set: the first roll is the fixed one.
        let mut game = Chapter::Start.game().expect("the start");
        assert_eq!(game.roll().map(|r| r.dice()), Ok(FIRST_ROLL));
    }

    #[test]
    fn only_one_checker_may_leave_the_head_after_the_first_step() {
        let game = GuideStep::HeadRule.stage().expect("the head step");
        let turn = game.turn().expect("rolled");
        assert_eq!(turn.why_stuck(HEAD), Some(StepError::HeadRule));
        // The second die is then played by the checker that left: the only way.
        assert_eq!(turn.legal_steps(), vec![SECOND_DIE]);
    }

    #[test]
    fn the_sixth_point_is_refused_by_the_block_rule_and_other_moves_are_left() {
        let game = GuideStep::Block.stage().expect("the block step");
        let turn = game.turn().expect("rolled");
        assert_eq!(turn.check(SIXTH), Err(StepError::SixBlock));
        assert!(!turn.legal_steps().is_empty());
        // The five points are White's, in a row, and no Black checker is past them (on 13).
        for p in BLOCK {
            assert!(game.position().count(Colour::White, p) > 0, "{p}");
        }
        assert_eq!(game.position().count(Colour::Black, 13), 0);
    }

    #[test]
    fn the_higher_die_bears_off_from_the_highest_point_and_the_last_checker_ends_with_a_mars() {
        let game = GuideStep::BearOff.stage().expect("the bear-off step");
        let turn = game.turn().expect("rolled");
        assert_eq!(turn.check(HIGHER_DIE_OFF), Ok(()));
        assert_eq!(
            turn.check(Step {
                from: 2,
                to: Dest::Off,
                die: 6
            }),
            Err(StepError::FurtherCheckerFirst)
        );
        let end = GuideStep::HowItEnds.stage().expect("the end");
        let outcome = end.outcome().expect("over");
        assert_eq!(outcome.winner, Colour::White);
        assert!(outcome.mars);
    }

    #[test]
    fn a_move_is_let_through_only_when_it_is_what_the_step_asks() {
        let mut guide = Guide::new();
        let mut session = GuideStep::Roll.session().expect("the start");
        assert!(guide.allows(Move::Roll, &session));
        let outcome = session.play(Move::Roll);
        assert!(guide.observe(&outcome, &session));
        assert_eq!(guide.step(), GuideStep::MoveByADie);
        // Picking up changes nothing: let through. The head checker by the 3: refused.
        assert!(guide.allows(Move::Point(HEAD), &session));
        let _ = session.play(Move::Point(HEAD));
        assert!(!guide.allows(Move::Point(21), &session));
        assert!(guide.allows(Move::Point(18), &session));
        let outcome = session.play(Move::Point(18));
        assert!(guide.observe(&outcome, &session));
        assert_eq!(guide.step(), GuideStep::HeadRule);
        // Undo would change the game: refused while the head is to be tried.
        assert!(!guide.allows(Move::Undo, &session));
        let outcome = session.play(Move::Point(HEAD));
        assert!(guide.observe(&outcome, &session));
        assert_eq!(guide.step(), GuideStep::BothDice);
    }
}
