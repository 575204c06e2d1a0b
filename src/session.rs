//! A game on screen: the core's [`Game`] (the one truth) and what the window keeps about it —
//! the picked-up tile, the cheat mark, the turn history, the computer's clock, whether it has
//! been saved.
//!
//! Everything that happens in a game goes through a [`Session`]: a person's [`Move`]s through
//! [`Session::play`], the computer's placements through [`Session::computer_step`], both by the
//! same `place`. Each returns an [`Outcome`] that the window words and shows; the fields are
//! private, so the session's invariants (a picked-up tile is a tile of the bank, a finished turn
//! clears the marks, every change makes the game unsaved) hold whoever calls it.

use std::path::{Path, PathBuf};

use loopit_core::{
    Cell, CheatError, Choice, Game, Level, PlaceError, Placement, Placements, PlayerKind, Step,
    TakeBack, Tile, TurnSummary,
};

/// One line of the turn history: who played, and the turn as the core reported it (the
/// window words it when it shows it, in the language in use).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The name of the player whose turn it was.
    pub player: String,
    /// The turn: the seat, the placements with their points, whether they sat out.
    pub summary: TurnSummary,
}

impl LogEntry {
    /// The history line for a turn that has ended.
    #[must_use]
    pub fn of_turn(game: &Game, summary: &TurnSummary) -> LogEntry {
        let player = game
            .players()
            .get(summary.player)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        LogEntry {
            player,
            summary: *summary,
        }
    }
}

/// What a person asks of the game on their turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Pick up the tile of a bank slot.
    PickUp(usize),
    /// Put the picked-up tile down again.
    PutDown,
    /// Place the tile of a bank slot on a cell.
    Place {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: Cell,
    },
    /// Ask why the tile of a bank slot cannot go on a cell.
    Explain {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: Cell,
    },
    /// Take back the tile placed this turn on a cell.
    TakeBack(Cell),
    /// Take back the last tile placed this turn.
    Undo,
    /// End the turn; `confirmed` when the player has already agreed to end it without placing.
    EndTurn {
        /// Whether the player has confirmed ending a turn in which a tile would still fit.
        confirmed: bool,
    },
    /// Cheat mode: mark (or unmark) an unplaced bank tile for swapping.
    CheatMark(usize),
    /// Cheat mode: swap the marked tile with the next or previous tile in the bag.
    CheatSwap {
        /// The bank slot.
        slot: usize,
        /// Forward or back through the bag.
        step: Step,
    },
    /// Cheat mode: let the computer play its turn.
    ReleaseComputer,
    /// Hot seat: the player to move is at the screen; show their bank.
    Ready,
}

/// What came of a move or a computer step, for the window to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing happened: the move does not apply now (not this player's turn, an empty slot…).
    Nothing,
    /// A tile was picked up; it fits on `cells` (none when `turn_full`: three are placed).
    PickedUp {
        /// The tile.
        tile: Tile,
        /// How many cells it fits on now.
        cells: usize,
        /// Three tiles are placed this turn already.
        turn_full: bool,
    },
    /// The picked-up tile (or the cheat mark) was put down.
    PutDown,
    /// A tile was placed, by a person or the computer.
    Placed {
        /// The placement.
        placement: Placement,
        /// The seat that placed it.
        player: usize,
        /// Whether the computer placed it.
        by_computer: bool,
    },
    /// A tile cannot go on a cell, and why.
    Refused {
        /// The tile.
        tile: Tile,
        /// The cell.
        cell: Cell,
        /// The rule it breaks.
        reason: PlaceError,
    },
    /// Tiles placed this turn went back to the bank.
    TookBack(TakeBack),
    /// There was no tile placed this turn to take back.
    NothingToTakeBack,
    /// A tile would still fit and none is placed: the player should confirm ending the turn.
    ConfirmEndTurn,
    /// The turn ended.
    TurnEnded(TurnSummary),
    /// Cheat mode: a bank tile is marked for swapping.
    CheatMarked(usize),
    /// Cheat mode: a bank tile was swapped for another from the bag.
    CheatSwapped {
        /// The bank slot.
        slot: usize,
        /// The tile now in it.
        tile: Tile,
    },
    /// Cheat mode: the swap could not be made.
    CheatRefused(CheatError),
    /// Cheat mode: the computer may now play its turn.
    ComputerReleased,
    /// Hot seat: the player to move is at the screen and sees their bank.
    Ready,
}

/// What the computer did when asked to take its next step.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerStep {
    /// It is not a computer's turn, or (in cheat mode) it waits to be let play.
    Idle,
    /// It is still working out its turn.
    Thinking,
    /// Its next step is due at this time (in the window's seconds).
    Wait(f64),
    /// It placed a tile or ended its turn.
    Acted(Outcome),
}

/// Where a computer player is in its turn.
#[derive(Clone, Debug, Default, PartialEq)]
struct ComputerClock {
    /// When (in the window's seconds) the computer makes its next step; `None` before its
    /// turn has begun.
    next_step_at: Option<f64>,
    /// In cheat mode, whether the tester has let the computer play this turn.
    released: bool,
    /// The placements of its turn still to make, the next one last.
    plan: Option<Vec<Choice>>,
}

/// Plans a computer's turn: at once, or (returning `None` until it is done) on another thread.
pub trait Planner {
    /// The placements of the turn of the player to move, who plays at `level`; `None` while
    /// it is still being worked out.
    fn plan(&mut self, game: &Game, level: Level) -> Option<Vec<Choice>>;
}

/// Plans at once, on the calling thread.
#[derive(Copy, Clone, Debug, Default)]
pub struct PlanNow;

impl Planner for PlanNow {
    fn plan(&mut self, game: &Game, level: Level) -> Option<Vec<Choice>> {
        Some(level.strategy().plan_turn(game))
    }
}

/// A running game and what the window keeps about it.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    selected: Option<usize>,
    cheat_slot: Option<usize>,
    last_turn: Placements,
    log: Vec<LogEntry>,
    computer: ComputerClock,
    unsaved: bool,
    file: Option<PathBuf>,
    hot_seat: bool,
    screen_for: Option<usize>,
    last_person: Option<usize>,
    hints: Vec<u32>,
}

impl Session {
    /// A session for a game that has just started or been loaded from `file`; the turn log is
    /// rebuilt from the game's history, so a loaded game shows the turns played before it was
    /// saved.
    #[must_use]
    pub fn new(game: Game, file: Option<PathBuf>) -> Session {
        let summaries = game.turn_summaries();
        let log = summaries
            .iter()
            .map(|summary| LogEntry::of_turn(&game, summary))
            .collect();
        let last_turn = summaries
            .last()
            .map(|summary| summary.placements)
            .unwrap_or_default();
        // The last person who played a turn, as [`Session::end_turn`] would have kept it.
        let last_person = summaries
            .iter()
            .rev()
            .map(|summary| summary.player)
            .find(|&seat| {
                game.players()
                    .get(seat)
                    .is_some_and(|p| !p.kind.is_computer())
            });
        let game_players = game.players().len();
        Session {
            game,
            selected: None,
            cheat_slot: None,
            last_turn,
            log,
            computer: ComputerClock::default(),
            // Nothing has happened yet that could be lost.
            unsaved: false,
            file,
            hot_seat: false,
            screen_for: None,
            last_person,
            hints: vec![0; game_players],
        }
    }

    /// A session for a game resumed from the autosave file or loaded from `file`, with the
    /// hot-seat screen `hot_seat`. Nobody knows who sits at the screen, so with the hot-seat
    /// screen on, a person to move keeps their bank hidden until they are ready
    /// ([`Move::Ready`]), as when the turn passes to them in play.
    #[must_use]
    pub fn resumed(game: Game, file: Option<PathBuf>, hot_seat: bool) -> Session {
        let mut session = Session::new(game, file);
        session.set_hot_seat(hot_seat);
        if hot_seat && session.human_to_move() {
            session.screen_for = Some(session.game.current());
        }
        session
    }

    /// Turns the hot-seat screen on or off: with it on, when the turn passes from one person
    /// to another, the next person's bank stays hidden until they say they are at the screen
    /// ([`Move::Ready`]), so the previous person does not see it.
    pub fn set_hot_seat(&mut self, on: bool) {
        self.hot_seat = on;
        if !on {
            self.screen_for = None;
        }
    }

    /// The seat whose bank is hidden until they are at the screen, if any.
    #[must_use]
    pub fn waiting_for(&self) -> Option<usize> {
        self.screen_for
    }

    // ---- What the window reads --------------------------------------------------------------

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The bank slot of the picked-up tile.
    #[must_use]
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// The bank slot marked for the cheat swap.
    #[must_use]
    pub fn cheat_slot(&self) -> Option<usize> {
        self.cheat_slot
    }

    /// The placements of the last turn that ended, with their points (outlined on the board
    /// with their points until the next turn ends, so that a computer's moves can be followed).
    #[must_use]
    pub fn last_turn(&self) -> &Placements {
        &self.last_turn
    }

    /// The turns so far, oldest first.
    #[must_use]
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The file the game was last saved to or loaded from.
    #[must_use]
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// Whether the game has changed since it was started, saved or loaded.
    #[must_use]
    pub fn is_unsaved(&self) -> bool {
        self.unsaved
    }

    /// Whether a game is under way that would be lost by starting another: it is not over and
    /// has changed since it was last saved.
    #[must_use]
    pub fn would_lose_progress(&self) -> bool {
        !self.game.is_over() && self.unsaved
    }

    /// The computer level of the player to move, if the game goes on and it is the computer.
    #[must_use]
    pub fn computer_level(&self) -> Option<Level> {
        match self.game.current_player().kind {
            PlayerKind::Computer(level) if !self.game.is_over() => Some(level),
            _ => None,
        }
    }

    /// Whether the game goes on and the player to move is the computer.
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.computer_level().is_some()
    }

    /// Whether the game goes on and the player to move is a person.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && !self.computer_to_move()
    }

    /// In cheat mode a computer waits, its bank shown, until the tester lets it play, so that
    /// its tiles can be swapped first. Whether it waits now.
    #[must_use]
    pub fn computer_waits(&self, cheat_mode: bool) -> bool {
        cheat_mode && self.computer_to_move() && !self.computer.released
    }

    /// Whether the cheat swap may be used now: in cheat mode, on a person's bank during their
    /// turn, or on a computer's bank while it waits.
    #[must_use]
    pub fn can_cheat(&self, cheat_mode: bool) -> bool {
        cheat_mode && (self.human_to_move() || self.computer_waits(cheat_mode))
    }

    // ---- What happens ------------------------------------------------------------------------

    /// Makes a person's move. Moves that are not a person's to make now (the computer is to
    /// move, the game is over) change nothing; the cheat moves need `cheat_mode`.
    pub fn play(&mut self, mv: Move, cheat_mode: bool) -> Outcome {
        match mv {
            Move::CheatMark(slot) if self.can_cheat(cheat_mode) => self.cheat_mark(slot),
            Move::CheatSwap { slot, step } if self.can_cheat(cheat_mode) => {
                self.cheat_swap(slot, step)
            }
            Move::ReleaseComputer if self.computer_waits(cheat_mode) => {
                self.computer.released = true;
                self.cheat_slot = None;
                Outcome::ComputerReleased
            }
            Move::CheatMark(_) | Move::CheatSwap { .. } | Move::ReleaseComputer => Outcome::Nothing,
            Move::Ready if self.screen_for.take().is_some() => Outcome::Ready,
            // While the bank is hidden, nothing else may be done with it.
            _ if !self.human_to_move() || self.screen_for.is_some() => Outcome::Nothing,
            Move::Ready => Outcome::Nothing,
            Move::PickUp(slot) => self.pick_up(slot),
            Move::PutDown => {
                self.selected = None;
                self.cheat_slot = None;
                Outcome::PutDown
            }
            Move::Place { slot, cell } => self.place(slot, cell),
            Move::Explain { slot, cell } => self.explain(slot, cell),
            Move::TakeBack(cell) => self.take_back(self.game.placed().find(cell).map(|(i, _)| i)),
            Move::Undo => self.take_back(self.game.placed().len().checked_sub(1)),
            Move::EndTurn { confirmed } => {
                // RULES.md, "A turn", 3: ending without placing is allowed; the program asks
                // first when a placement was possible.
                if !confirmed && self.game.placed().is_empty() && self.game.can_place() {
                    Outcome::ConfirmEndTurn
                } else {
                    self.end_turn()
                }
            }
        }
    }

    /// One step of a computer's turn, when it is due, its turn planned at once (as
    /// [`Session::computer_step_with`] with [`PlanNow`]).
    pub fn computer_step(&mut self, now: f64, delay: f64, cheat_mode: bool) -> ComputerStep {
        self.computer_step_with(now, delay, cheat_mode, &mut PlanNow)
    }

    /// One step of a computer's turn, when it is due: a placement through the same `place` as
    /// a person's, or the end of its turn. `now` is the window's clock in seconds, `delay` the
    /// pause between steps; the first step of a turn is due `delay` after it is first asked.
    /// The turn is planned once, by `planner`, which may take its time (the window thinks on
    /// another thread): until the plan is there, the step is [`ComputerStep::Thinking`].
    pub fn computer_step_with(
        &mut self,
        now: f64,
        delay: f64,
        cheat_mode: bool,
        planner: &mut dyn Planner,
    ) -> ComputerStep {
        let Some(level) = self.computer_level() else {
            return ComputerStep::Idle;
        };
        if self.computer_waits(cheat_mode) {
            return ComputerStep::Idle;
        }
        if self.computer.plan.is_none() {
            match planner.plan(&self.game, level) {
                Some(plan) => self.computer.plan = Some(plan.into_iter().rev().collect()),
                None => return ComputerStep::Thinking,
            }
        }
        let due = *self.computer.next_step_at.get_or_insert(now + delay);
        if now < due {
            return ComputerStep::Wait(due);
        }
        let choice = self.computer.plan.as_mut().and_then(Vec::pop);
        let outcome = match choice {
            Some(choice) => self.place(choice.slot, choice.cell),
            None => self.end_turn(),
        };
        if let Outcome::Placed { .. } = outcome {
            self.computer.next_step_at = Some(now + delay);
            ComputerStep::Acted(outcome)
        } else if let Outcome::TurnEnded(_) = outcome {
            ComputerStep::Acted(outcome)
        } else {
            // The plan holds a placement the rules refuse: end the turn rather than stall.
            log::error!("the computer chose a placement the rules refuse: {outcome:?}");
            ComputerStep::Acted(self.end_turn())
        }
    }

    /// Counts a hint taken by the player to move.
    pub fn hint_taken(&mut self) {
        let seat = self.game.current();
        if let Some(count) = self.hints.get_mut(seat) {
            *count += 1;
        }
    }

    /// How many hints each seat has taken.
    #[must_use]
    pub fn hints(&self) -> &[u32] {
        &self.hints
    }

    /// The player to move sits out (none of their tiles fits): ends their turn.
    pub fn sit_out(&mut self) -> Outcome {
        if self.game.must_sit_out() {
            self.end_turn()
        } else {
            Outcome::Nothing
        }
    }

    /// Records that the game has been saved to `file`.
    pub fn saved_to(&mut self, file: PathBuf) {
        self.unsaved = false;
        self.file = Some(file);
    }

    fn pick_up(&mut self, slot: usize) -> Outcome {
        let Some(tile) = self.game.bank().get(slot) else {
            return Outcome::Nothing;
        };
        self.selected = Some(slot);
        Outcome::PickedUp {
            tile,
            cells: self.game.legal_cells(slot).len(),
            turn_full: self.game.placed().is_full(),
        }
    }

    /// Places the tile of `slot` on `cell`: the one path for people and the computer alike.
    fn place(&mut self, slot: usize, cell: Cell) -> Outcome {
        let player = self.game.current();
        let by_computer = self.computer_to_move();
        match self.game.place(slot, cell) {
            Ok(placement) => {
                self.selected = None;
                self.unsaved = true;
                Outcome::Placed {
                    placement,
                    player,
                    by_computer,
                }
            }
            Err(reason) => self.refused(slot, cell, reason),
        }
    }

    fn explain(&self, slot: usize, cell: Cell) -> Outcome {
        match self.game.check(slot, cell) {
            Ok(_) => Outcome::Nothing,
            Err(reason) => self.refused(slot, cell, reason),
        }
    }

    fn refused(&self, slot: usize, cell: Cell, reason: PlaceError) -> Outcome {
        match self.game.bank().get(slot) {
            Some(tile) => Outcome::Refused { tile, cell, reason },
            None => Outcome::Nothing,
        }
    }

    fn take_back(&mut self, index: Option<usize>) -> Outcome {
        match index.and_then(|i| self.game.take_back(i)) {
            Some(back) => {
                self.selected = None;
                Outcome::TookBack(back)
            }
            None => Outcome::NothingToTakeBack,
        }
    }

    fn end_turn(&mut self) -> Outcome {
        let Some(summary) = self.game.end_turn() else {
            return Outcome::Nothing;
        };
        self.log.push(LogEntry::of_turn(&self.game, &summary));
        // The turn passes from one person to another (computers' turns between them or not):
        // hide the next person's bank until they are at the screen.
        if self
            .game
            .players()
            .get(summary.player)
            .is_some_and(|p| !p.kind.is_computer())
        {
            self.last_person = Some(summary.player);
        }
        let next = self.game.current();
        self.screen_for =
            (self.hot_seat && self.human_to_move() && self.last_person.is_some_and(|p| p != next))
                .then_some(next);
        self.last_turn = summary.placements;
        self.selected = None;
        self.cheat_slot = None;
        self.computer = ComputerClock::default();
        self.unsaved = true;
        Outcome::TurnEnded(summary)
    }

    fn cheat_mark(&mut self, slot: usize) -> Outcome {
        if self.game.bank().get(slot).is_none() {
            return Outcome::Nothing;
        }
        if self.cheat_slot == Some(slot) {
            self.cheat_slot = None;
            Outcome::PutDown
        } else {
            self.cheat_slot = Some(slot);
            Outcome::CheatMarked(slot)
        }
    }

    fn cheat_swap(&mut self, slot: usize, step: Step) -> Outcome {
        if self.cheat_slot != Some(slot) {
            return Outcome::Nothing;
        }
        match self.game.cheat_swap(slot, step) {
            Ok(tile) => {
                self.unsaved = true;
                Outcome::CheatSwapped { slot, tile }
            }
            Err(e) => Outcome::CheatRefused(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Player, SaveFile};

    /// Anna (a person) to move against a Normal computer, from a known position: 541 on the
    /// start cell, 126 on 5,6; Anna's bank holds 422 (top and bottom), which fits on 4,5, 4,6
    /// and 6,5.
    fn known() -> Session {
        let json = r#"{"version": 1,
            "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 5, "col": 6, "tile": "126"}],
            "bank": ["422", "321", "832", "624", "133"],
            "players": [{"name": "Anna", "kind": "human", "score": 0},
                        {"name": "Computer", "kind": "computer", "score": 12}],
            "current": 0}"#;
        let save = SaveFile::from_json(json).expect("a valid save");
        Session::new(Game::from_save(&save, 3).expect("loads"), None)
    }

    #[test]
    fn a_whole_game_can_be_played_through_the_session_alone() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut session = Session::new(Game::new(players, 11).expect("players"), None);
        let mut turns = 0;
        while !session.game().is_over() {
            // Anna and Ben each place the first legal tile they have, then end the turn.
            let first = session.game().bank().tiles().find_map(|(slot, _)| {
                session
                    .game()
                    .legal_cells(slot)
                    .iter()
                    .next()
                    .map(|c| (slot, c))
            });
            if let Some((slot, cell)) = first {
                let placed = session.play(Move::Place { slot, cell }, false);
                assert!(matches!(placed, Outcome::Placed { .. }), "{placed:?}");
            }
            let ended = session.play(Move::EndTurn { confirmed: true }, false);
            assert!(matches!(ended, Outcome::TurnEnded(_)), "{ended:?}");
            turns += 1;
            assert!(turns < 200, "the game ends");
        }
        assert_eq!(session.log().len(), turns);
        assert!(
            !session.would_lose_progress(),
            "a finished game is not lost"
        );
    }

    #[test]
    fn a_loaded_game_shows_the_turns_played_before_it_was_saved() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut session = Session::new(Game::new(players, 11).expect("players"), None);
        for _ in 0..4 {
            let first = session.game().bank().tiles().find_map(|(slot, _)| {
                session
                    .game()
                    .legal_cells(slot)
                    .iter()
                    .next()
                    .map(|c| (slot, c))
            });
            if let Some((slot, cell)) = first {
                session.play(Move::Place { slot, cell }, false);
            }
            session.play(Move::EndTurn { confirmed: true }, false);
        }
        let json = session.game().to_save().to_json();
        let loaded = Game::from_json(&json, 99).expect("loads");
        let again = Session::new(loaded, None);
        assert_eq!(again.log(), session.log());
        assert_eq!(again.last_turn(), session.last_turn());
    }

    #[test]
    fn in_hot_seat_the_next_persons_bank_waits_until_they_are_ready() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut s = Session::new(Game::new(players, 3).expect("players"), None);
        s.set_hot_seat(true);
        assert_eq!(s.waiting_for(), None, "nobody waits at the start");
        s.play(Move::EndTurn { confirmed: true }, false);
        assert_eq!(s.waiting_for(), Some(1), "Ben's bank is hidden");
        assert_eq!(s.play(Move::PickUp(0), false), Outcome::Nothing);
        assert_eq!(s.play(Move::Ready, false), Outcome::Ready);
        assert_eq!(s.waiting_for(), None);
        assert!(matches!(
            s.play(Move::PickUp(0), false),
            Outcome::PickedUp { .. }
        ));
        // Off: the turn passes at once.
        s.set_hot_seat(false);
        s.play(Move::EndTurn { confirmed: true }, false);
        assert_eq!(s.waiting_for(), None);
    }

    #[test]
    fn against_the_computer_nothing_is_hidden() {
        let mut s = known();
        s.set_hot_seat(true);
        s.play(Move::EndTurn { confirmed: true }, false);
        assert_eq!(s.waiting_for(), None, "the computer moves next");
        while s.computer_to_move() {
            s.computer_step(0.0, 0.0, false);
        }
        assert_eq!(
            s.waiting_for(),
            None,
            "Anna was the last person at the screen"
        );
    }

    #[test]
    fn a_person_after_a_computer_waits_when_another_person_played_before() {
        let players = vec![
            Player::human("Anna"),
            Player::computer("Rechner", Level::Greedy),
            Player::human("Ben"),
        ];
        let mut s = Session::new(Game::new(players, 3).expect("players"), None);
        s.set_hot_seat(true);
        s.play(Move::EndTurn { confirmed: true }, false);
        while s.computer_to_move() {
            s.computer_step(0.0, 0.0, false);
        }
        assert_eq!(s.game().current(), 2);
        assert_eq!(s.waiting_for(), Some(2), "Anna may still be at the screen");
    }

    #[test]
    fn a_resumed_game_hides_the_bank_of_the_person_to_move_until_they_are_ready() {
        let players = vec![
            Player::human("Anna"),
            Player::computer("Rechner", Level::Greedy),
            Player::human("Ben"),
        ];
        let mut s = Session::new(Game::new(players, 3).expect("players"), None);
        s.play(Move::EndTurn { confirmed: true }, false);
        let saved = s.game().to_save().to_json();
        let load = || Game::from_json(&saved, 5).expect("loads");

        // The computer is to move: nothing waits; Ben, after it, waits (Anna played last).
        let mut resumed = Session::resumed(load(), None, true);
        assert_eq!(resumed.waiting_for(), None, "the computer moves next");
        while resumed.computer_to_move() {
            resumed.computer_step(0.0, 0.0, false);
        }
        assert_eq!(
            resumed.waiting_for(),
            Some(2),
            "Anna may still be at the screen"
        );

        // Ben to move when the game is resumed: his bank waits.
        let json = resumed.game().to_save().to_json();
        let mut again = Session::resumed(Game::from_json(&json, 5).expect("loads"), None, true);
        assert_eq!(again.waiting_for(), Some(2));
        assert_eq!(again.play(Move::PickUp(0), false), Outcome::Nothing);
        assert_eq!(again.play(Move::Ready, false), Outcome::Ready);
        assert!(matches!(
            again.play(Move::PickUp(0), false),
            Outcome::PickedUp { .. }
        ));

        // With the hot-seat screen off, nothing waits.
        let off = Session::resumed(Game::from_json(&json, 5).expect("loads"), None, false);
        assert_eq!(off.waiting_for(), None);
    }

    #[test]
    fn a_placement_unmarks_the_picked_tile_and_makes_the_game_unsaved() {
        let mut s = known();
        assert!(!s.is_unsaved());
        assert_eq!(
            s.play(Move::PickUp(0), false),
            Outcome::PickedUp {
                tile: "422".parse().expect("tile"),
                cells: 3,
                turn_full: false
            }
        );
        assert_eq!(s.selected(), Some(0));
        let placed = s.play(
            Move::Place {
                slot: 0,
                cell: Cell::new(4, 6),
            },
            false,
        );
        let Outcome::Placed { placement, .. } = placed else {
            panic!("placed: {placed:?}");
        };
        assert_eq!(placement.points, 10);
        assert_eq!(s.selected(), None);
        assert!(s.would_lose_progress());
    }

    #[test]
    fn a_refused_placement_says_which_rule_and_changes_nothing() {
        let mut s = known();
        let before = s.game().to_save();
        let refused = s.play(
            Move::Place {
                slot: 0,
                cell: Cell::new(5, 4),
            },
            false,
        );
        assert!(
            matches!(
                refused,
                Outcome::Refused {
                    reason: PlaceError::LineNotMet { .. }
                        | PlaceError::CutsLine { .. }
                        | PlaceError::ContinuesNoLine
                        | PlaceError::RunsOffBoard { .. },
                    ..
                }
            ),
            "{refused:?}"
        );
        assert_eq!(s.game().to_save(), before);
        assert!(!s.is_unsaved());
    }

    #[test]
    fn ending_a_turn_without_placing_asks_first_when_a_tile_fits() {
        let mut s = known();
        assert_eq!(
            s.play(Move::EndTurn { confirmed: false }, false),
            Outcome::ConfirmEndTurn
        );
        assert_eq!(s.game().current(), 0, "nothing happened yet");
        assert!(matches!(
            s.play(Move::EndTurn { confirmed: true }, false),
            Outcome::TurnEnded(_)
        ));
        assert_eq!(s.game().current(), 1);
    }

    #[test]
    fn a_person_cannot_move_for_the_computer() {
        let mut s = known();
        s.play(Move::EndTurn { confirmed: true }, false);
        assert!(s.computer_to_move());
        assert_eq!(s.play(Move::PickUp(0), false), Outcome::Nothing);
        assert_eq!(s.play(Move::Undo, false), Outcome::Nothing);
        assert_eq!(
            s.play(Move::EndTurn { confirmed: true }, false),
            Outcome::Nothing
        );
    }

    #[test]
    fn the_computer_places_through_the_same_path_then_ends_its_turn() {
        let mut s = known();
        s.play(Move::EndTurn { confirmed: true }, false);
        // The first step is due one delay after it is first asked for.
        assert_eq!(s.computer_step(10.0, 0.5, false), ComputerStep::Wait(10.5));
        let mut placed = 0;
        let mut now = 10.5;
        loop {
            match s.computer_step(now, 0.5, false) {
                ComputerStep::Acted(Outcome::Placed { by_computer, .. }) => {
                    assert!(by_computer);
                    placed += 1;
                }
                ComputerStep::Acted(Outcome::TurnEnded(summary)) => {
                    assert_eq!(summary.placements.len(), placed);
                    break;
                }
                other => panic!("unexpected {other:?}"),
            }
            now += 0.5;
        }
        assert!(placed >= 1, "a tile fitted");
        assert_eq!(s.game().current(), 0, "back to Anna");
        assert_eq!(s.last_turn().len(), placed);
        assert_eq!(s.log()[1].summary.placements.len(), placed);
    }

    #[test]
    fn in_cheat_mode_the_computer_waits_until_released_and_its_bank_can_be_swapped() {
        let mut s = known();
        s.play(Move::EndTurn { confirmed: true }, true);
        assert_eq!(s.computer_step(0.0, 0.0, true), ComputerStep::Idle);
        assert_eq!(s.play(Move::CheatMark(0), true), Outcome::CheatMarked(0));
        assert!(matches!(
            s.play(
                Move::CheatSwap {
                    slot: 0,
                    step: Step::Forward
                },
                true
            ),
            Outcome::CheatSwapped { slot: 0, .. }
        ));
        assert_eq!(
            s.play(Move::ReleaseComputer, true),
            Outcome::ComputerReleased
        );
        assert_eq!(s.cheat_slot(), None);
        assert!(matches!(
            s.computer_step(0.0, 0.0, true),
            ComputerStep::Acted(_)
        ));
        // Without cheat mode, no swap.
        assert_eq!(s.play(Move::CheatMark(0), false), Outcome::Nothing);
    }
}
