//! The guided first game (Help ▸ Learn to play, and offered on the setup screen of a first
//! start): a short game on a prepared position that walks the player through a turn, one step
//! at a time — pick up a tile, see where it fits, see why it does not fit elsewhere, place it
//! and read its points, join a long line, close a loop, end the turn, watch the computer, and
//! read how the game ends. On the way it names what a newcomer otherwise learns by accident:
//! the hatched bank tiles (they fit nowhere yet), the premium fields' colours, the bank going
//! back to the bag at the end of a turn, the computer's dashed frames.
//!
//! How it is made, and why:
//!
//! - The position is a version-1 save file ([`POSITION`], embedded with `include_str!`) read by
//!   the core's own loader ([`Game::from_json`]), so it is a position the rules accept, checked
//!   the same way as a player's file; only the two names are put into the player's language
//!   first. Its later draws (the computer's bank) come from a fixed seed, so every guided game
//!   is the same. The player (a person) moves first; the computer plays Normal.
//! - Each placement step has a target: a bank slot and a cell ([`Target`]). The board and the
//!   bank ring them ([`Marks`], drawn from the [`Scene`](crate::scene::Scene)); the points, the
//!   legal cells and the reasons come from the core and from the board's own strip under it,
//!   never from here. The tests of this module ask the core that each target does what its step says
//!   (the long line runs through five tiles, the loop closes).
//! - A step advances when the player does it, read from the session's [`Outcome`]s (the app
//!   hands every one of them to [`Guide::observe`]): picking up the marked tile, a refusal
//!   (clicking a cell where the tile does not fit), the marked placements, the end of the
//!   player's turn, the end of the computer's. Seeing where a tile fits is the one step with no
//!   outcome: the board reports the legal cell it previews under the pointer or the keyboard's
//!   cursor ([`Guide::pointed_at`]). Anything else leaves the step as it is; a marked placement
//!   made early (before its step) is counted when it is made, so the guide never waits for
//!   something already done. Every step can be skipped.
//! - The guided game is not autosaved, never asks to be saved, and leaving it goes back to the
//!   setup screen; the settings remember only that the guide was finished or left
//!   (`[Game] Guide=done`).

use game_shell::guide::Steps;
use loopit_core::{Cell, Game, Level, PlayerKind, SaveError, SaveFile, SavedKind};

use crate::i18n::tr;
use crate::session::{Move, Outcome, Session};

/// The prepared position: the player's bank holds the three tiles of the steps (slots 1–3)
/// and two that fit nowhere yet.
pub const POSITION: &str = include_str!("position.json");

/// The seed of the guided game's draws (the computer's bank): the same game every time.
pub const SEED: u64 = 2026;

/// The level of the computer in the guided game.
pub const LEVEL: Level = Level::Normal;

/// A tile of the bank to place on a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The bank slot (0-based).
    pub slot: usize,
    /// The cell.
    pub cell: Cell,
}

/// The first tile: it fits on three cells; placed on G7 it continues the junction's line.
pub const FIRST: Target = Target {
    slot: 0,
    cell: Cell::new(6, 6),
};

/// A cell where the first tile does not fit (G5): its line at the bottom would meet the
/// junction's side without a line.
pub const NOT_HERE: Cell = Cell::new(4, 6);

/// The tile that joins the long line (on J8): through five tiles to the junction.
pub const LONG_LINE: Target = Target {
    slot: 1,
    cell: Cell::new(7, 9),
};

/// The tile that closes the loop round the start tile (on E6).
pub const LOOP: Target = Target {
    slot: 2,
    cell: Cell::new(5, 4),
};

/// The seat of the person in the guided game.
pub const PLAYER: usize = 0;

/// The seat of the computer.
pub const COMPUTER: usize = 1;

/// One step of the guide, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum GuideStep {
    /// Pick up the marked tile.
    PickUp,
    /// Point at a cell where it fits (the board shows its points).
    WhereItFits,
    /// Click a cell where it does not fit (the status line says why).
    WhyNot,
    /// Place it on the marked cell.
    Place,
    /// Place the second marked tile: it joins a long line.
    LongLine,
    /// Place the third: it closes a loop.
    Loop,
    /// End the turn.
    EndTurn,
    /// Watch the computer play its turn.
    ComputerAnswers,
    /// Read how the game ends (nothing to do on the board: "Got it" goes on).
    HowItEnds,
    /// All done.
    Done,
}

impl GuideStep {
    /// The steps to do, in order ([`GuideStep::Done`] is not one).
    pub const ALL: [GuideStep; 9] = [
        GuideStep::PickUp,
        GuideStep::WhereItFits,
        GuideStep::WhyNot,
        GuideStep::Place,
        GuideStep::LongLine,
        GuideStep::Loop,
        GuideStep::EndTurn,
        GuideStep::ComputerAnswers,
        GuideStep::HowItEnds,
    ];

    /// Whether the step only tells something: no move makes it done, the player reads it and
    /// goes on ("Got it").
    #[must_use]
    pub fn is_reading(self) -> bool {
        self == GuideStep::HowItEnds
    }

    /// The placement the step asks for, if it asks for one.
    #[must_use]
    pub fn target(self) -> Option<Target> {
        match self {
            GuideStep::Place => Some(FIRST),
            GuideStep::LongLine => Some(LONG_LINE),
            GuideStep::Loop => Some(LOOP),
            _ => None,
        }
    }

    /// The catalog id of the step's instruction.
    fn text_id(self) -> &'static str {
        match self {
            GuideStep::PickUp => "guide-step-pick-up",
            GuideStep::WhereItFits => "guide-step-where",
            GuideStep::WhyNot => "guide-step-why-not",
            GuideStep::Place => "guide-step-place",
            GuideStep::LongLine => "guide-step-long-line",
            GuideStep::Loop => "guide-step-loop",
            GuideStep::EndTurn => "guide-step-end-turn",
            GuideStep::ComputerAnswers => "guide-step-computer",
            GuideStep::HowItEnds => "guide-step-how-it-ends",
            GuideStep::Done => "guide-step-done",
        }
    }

    /// The placement that makes the step done: its own, or (for the steps with the first
    /// tile before it is placed) the first tile's.
    fn placement(self) -> Option<Target> {
        match self {
            GuideStep::PickUp | GuideStep::WhereItFits | GuideStep::WhyNot => Some(FIRST),
            other => other.target(),
        }
    }

    /// The bank slot the step works with (the tile to pick up or to place).
    fn slot(self) -> Option<usize> {
        self.placement().map(|t| t.slot)
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

/// What the board and the bank ring for the step shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The bank slot of the tile to use.
    pub slot: Option<usize>,
    /// The cell to use.
    pub cell: Option<Cell>,
}

/// The guide beside its game: the step shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guide {
    step: GuideStep,
    /// The computer has played its turn of [`GuideStep::ComputerAnswers`]: the step stays
    /// until the player has read it ("Got it"; a play test found it gone with the computer's
    /// last tile, two seconds after it showed).
    answered: bool,
}

impl Default for Guide {
    fn default() -> Guide {
        Guide::new()
    }
}

impl Guide {
    /// The guide at its first step.
    #[must_use]
    pub fn new() -> Guide {
        Guide {
            step: GuideStep::PickUp,
            answered: false,
        }
    }

    /// The prepared game: the person named `name` (the setup's first name), the computer
    /// named in the language in use.
    pub fn game(name: &str) -> Result<Game, SaveError> {
        let mut save = SaveFile::from_json(POSITION)?;
        for player in &mut save.players {
            player.name = match player.kind {
                SavedKind::Human => name.to_owned(),
                SavedKind::Computer => tr!("guide-computer"),
            };
        }
        let game = Game::from_save(&save, SEED)?;
        debug_assert!(matches!(
            game.players().get(COMPUTER).map(|p| p.kind),
            Some(PlayerKind::Computer(LEVEL))
        ));
        Ok(game)
    }

    /// The step shown.
    #[must_use]
    pub fn step(&self) -> GuideStep {
        self.step
    }

    /// Whether every step is done (or skipped).
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.step == GuideStep::Done
    }

    /// Whether the step shown only waits to be read: a step that only tells something, or
    /// the computer's turn once it is played.
    #[must_use]
    pub fn is_reading(&self) -> bool {
        self.step.is_reading() || (self.step == GuideStep::ComputerAnswers && self.answered)
    }

    /// Skips the step shown.
    pub fn skip(&mut self) {
        self.step = self.step.next();
    }

    /// The move the step shown asks for, made for the player when they skip it, so that the
    /// steps after it find the board as they describe it (a play test skipped to "three tiles
    /// are placed" with none placed): the ringed tile picked up, placed on its ringed cell,
    /// the turn ended. `None` for a step that only shows or tells something, and for a move
    /// that cannot be made any more (its tile or its cell used otherwise).
    #[must_use]
    pub fn scripted(&self, session: &Session) -> Option<Move> {
        let game = session.game();
        match self.step {
            GuideStep::PickUp => (session.selected() != Some(FIRST.slot)
                && game.bank().get(FIRST.slot).is_some())
            .then_some(Move::PickUp(FIRST.slot)),
            GuideStep::Place | GuideStep::LongLine | GuideStep::Loop => {
                let target = self.step.target()?;
                game.legal_cells(target.slot)
                    .contains(target.cell)
                    .then_some(Move::Place {
                        slot: target.slot,
                        cell: target.cell,
                    })
            }
            GuideStep::EndTurn => (game.current() == PLAYER && session.turn_open())
                .then_some(Move::EndTurn { confirmed: true }),
            GuideStep::WhereItFits
            | GuideStep::WhyNot
            | GuideStep::ComputerAnswers
            | GuideStep::HowItEnds
            | GuideStep::Done => None,
        }
    }

    /// What came of a move in the guided game (`session` as it is after it): the step
    /// advances when it is what the step asked for.
    pub fn observe(&mut self, outcome: &Outcome, session: &Session) {
        let step = self.step;
        match outcome {
            Outcome::PickedUp { .. }
                if step == GuideStep::PickUp && session.selected() == Some(FIRST.slot) =>
            {
                self.step = step.next();
            }
            Outcome::Refused { .. } if step == GuideStep::WhyNot => self.step = step.next(),
            Outcome::Placed { player: PLAYER, .. } => {
                // The marked placement of this step; one made early (the first tile placed at
                // once) counts too: every step whose placement is on the board is done.
                let on_board = |target: Target| {
                    session
                        .game()
                        .placed()
                        .iter()
                        .any(|p| p.slot == target.slot && p.cell == target.cell)
                };
                while let Some(target) = self.step.placement() {
                    if !on_board(target) {
                        break;
                    }
                    self.step = self.step.next();
                }
            }
            Outcome::TurnEnded(summary)
                if summary.player == PLAYER && step < GuideStep::EndTurn =>
            {
                // Ended early: the placements cannot be made any more.
                self.step = GuideStep::ComputerAnswers;
            }
            Outcome::TurnEnded(summary)
                if summary.player == PLAYER && step == GuideStep::EndTurn =>
            {
                self.step = step.next();
            }
            Outcome::TurnEnded(summary)
                if summary.player == COMPUTER && step == GuideStep::ComputerAnswers =>
            {
                self.answered = true;
            }
            _ => {}
        }
    }

    /// The board previews `cell` for the tile in hand (under the pointer or the keyboard's
    /// cursor): seeing where it fits, and what it would earn there.
    pub fn pointed_at(&mut self, cell: Cell, session: &Session) {
        if self.step == GuideStep::WhereItFits
            && let Some(slot) = session.selected()
            && slot == FIRST.slot
            && session.game().legal_cells(slot).contains(cell)
        {
            self.step = self.step.next();
        }
    }

    /// What to ring on the board and in the bank now: the tile to use (while it is not in
    /// hand) and the cell.
    #[must_use]
    pub fn marks(&self, session: &Session) -> Marks {
        let slot = self
            .step
            .slot()
            .filter(|&slot| session.selected() != Some(slot))
            .filter(|&slot| session.game().bank().get(slot).is_some());
        let cell = match self.step {
            GuideStep::WhyNot => Some(NOT_HERE),
            other => other.target().map(|t| t.cell),
        };
        Marks { slot, cell }
    }

    /// Every instruction the panel may show, in the language in use: each step's, and the
    /// asides of [`Guide::instruction`] (so that the panel keeps the room of the longest).
    #[must_use]
    pub fn every_instruction() -> Vec<String> {
        GuideStep::ALL
            .iter()
            .chain([&GuideStep::Done])
            .map(|step| crate::i18n::text(step.text_id(), None))
            .chain([
                tr!("guide-pick-up-again"),
                tr!("guide-stray"),
                tr!("guide-step-end-turn-fewer"),
            ])
            .collect()
    }

    /// What the panel says for the step shown.
    #[must_use]
    pub fn instruction(&self, session: &Session) -> String {
        if self.step.placement().is_some() {
            // A tile placed this turn elsewhere than the marked cells keeps the cell or the
            // tile of the step from being used: say how to take it back (before asking for a
            // tile in the bank, which may be that very tile on the board).
            let stray = session.game().placed().iter().any(|p| {
                ![FIRST, LONG_LINE, LOOP]
                    .iter()
                    .any(|t| t.slot == p.slot && t.cell == p.cell)
            });
            if stray {
                return tr!("guide-stray");
            }
        }
        let needs_tile = matches!(self.step, GuideStep::WhereItFits | GuideStep::WhyNot)
            && session.selected() != Some(FIRST.slot);
        if needs_tile {
            return tr!("guide-pick-up-again");
        }
        if self.step == GuideStep::EndTurn && session.game().placed().len() < 3 {
            // Fewer placed than the steps asked (a placement skipped that could not be made):
            // the step does not claim three.
            return tr!("guide-step-end-turn-fewer");
        }
        crate::i18n::text(self.step.text_id(), None)
    }
}

#[cfg(test)]
mod tests {
    use loopit_core::{LineStop, explain};

    use super::*;

    fn game() -> Game {
        Guide::game("Anna").expect("the prepared position loads")
    }

    #[test]
    fn the_prepared_position_is_a_game_the_core_accepts_with_the_player_to_move() {
        let game = game();
        assert_eq!(game.current(), PLAYER);
        assert_eq!(game.players().len(), 2);
        assert_eq!(game.players()[PLAYER].kind, PlayerKind::Human);
        assert_eq!(game.players()[COMPUTER].kind, PlayerKind::Computer(LEVEL));
    }

    #[test]
    fn the_first_tile_fits_only_some_cells_and_not_on_the_cell_shown_with_a_reason() {
        let game = game();
        let legal = game.legal_cells(FIRST.slot);
        assert!(legal.contains(FIRST.cell));
        assert!(legal.len() >= 2 && legal.len() <= 4, "{}", legal.len());
        assert!(matches!(
            game.check(FIRST.slot, NOT_HERE),
            Err(loopit_core::PlaceError::LineNotMet { .. })
        ));
    }

    /// The three marked placements, made in order, as the core scores them.
    #[test]
    fn the_marked_placements_are_legal_in_order_and_do_what_their_steps_say() {
        let mut game = game();
        game.place(FIRST.slot, FIRST.cell).expect("the first tile");
        let long = game
            .bank()
            .get(LONG_LINE.slot)
            .expect("the long line's tile");
        let breakdown = explain(game.board(), long, LONG_LINE.cell);
        let longest = breakdown.lines.iter().map(|l| l.passed.len()).max();
        assert!(longest >= Some(4), "a long line: {breakdown:?}");
        game.place(LONG_LINE.slot, LONG_LINE.cell)
            .expect("the long line");
        let closing = game.bank().get(LOOP.slot).expect("the loop's tile");
        let breakdown = explain(game.board(), closing, LOOP.cell);
        assert!(
            breakdown
                .lines
                .iter()
                .any(|l| matches!(l.stop, LineStop::Loop(_)) && l.passed.len() >= 4),
            "the loop closes: {breakdown:?}"
        );
        let placed = game.place(LOOP.slot, LOOP.cell).expect("the loop");
        assert_eq!(placed.points, breakdown.points);
        assert!(game.end_turn().is_some());
        assert_eq!(game.current(), COMPUTER);
    }

    #[test]
    fn the_two_other_tiles_fit_nowhere_so_the_marked_ones_stand_out() {
        let game = game();
        for slot in 3..5 {
            assert!(game.legal_cells(slot).is_empty(), "slot {slot}");
        }
    }
}
