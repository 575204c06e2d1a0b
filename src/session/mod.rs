//! A game on screen: the core's [`Game`] (the one truth) and what the window keeps about it —
//! the picked-up tile, the cheat mark, the computer's clock, whether it has been saved. The
//! turn log and the last turn are read from the game's own history, never kept beside it.
//!
//! Everything that happens in a game goes through a [`Session`]: a person's [`Move`]s through
//! [`Session::play`], the computer's placements through [`Session::computer_step`], both by the
//! same `place`. Each returns an [`Outcome`] that the window words and shows; the fields are
//! private, so the session's invariants (a picked-up tile is a tile of the bank, a finished turn
//! clears the marks, every change makes the game unsaved) hold whoever calls it.

use std::path::{Path, PathBuf};

mod computer;
mod log;
mod moment;
mod moves;
mod planner;

use loopit_core::{Cell, Game, Level, PlaceError, Placement, PlayerKind, SwapDirection};

pub use log::{LogEntry, RecentTurns, recent_turns, since_own_turn};
pub use moment::Moment;
pub use moves::{Move, Outcome};
use planner::ComputerClock;
pub use planner::{ComputerStep, PlanNow, TurnPlanner};

/// A running game and what the window keeps about it.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    /// The game's number in this program run (see [`Moment`]).
    number: u64,
    /// The cheat swaps made in the game.
    swaps: u32,
    selected: Option<usize>,
    cheat_slot: Option<usize>,
    computer: ComputerClock,
    unsaved: bool,
    file: Option<PathBuf>,
    hot_seat: bool,
    screen_for: Option<usize>,
    hints: Vec<u32>,
}

impl Session {
    /// A session for a game that has just started or been loaded from `file`; the turn log is
    /// the game's history, so a loaded game shows the turns played before it was saved.
    #[must_use]
    pub fn new(game: Game, file: Option<PathBuf>) -> Session {
        let game_players = game.players().len();
        Session {
            game,
            number: Moment::new_game(),
            swaps: 0,
            selected: None,
            cheat_slot: None,
            computer: ComputerClock::default(),
            // Nothing has happened yet that could be lost.
            unsaved: false,
            file,
            hot_seat: false,
            screen_for: None,
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

    /// A session for a new game with the hot-seat screen `hot_seat`: with it on, the first
    /// person to move keeps their bank hidden until they are at the screen, as at every
    /// hand-over (whoever set up the game may not be the one to move first).
    #[must_use]
    pub fn started(game: Game, hot_seat: bool) -> Session {
        Session::resumed(game, None, hot_seat)
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

    /// Whether the screens that look back at the game (Game ▸ Replay, Game ▸ Review) may show
    /// a bank: the tiles a player holds now or held at an earlier turn, and the best turn made
    /// of them. The one place that decides it; the views ask it.
    ///
    /// While a game of two or more people at this screen goes on with the hot-seat screen on
    /// (by default it is, for them), a bank is its player's secret: those screens show only
    /// what every player has seen — the placements, the scores, the log — never a bank, neither
    /// the hidden one of the player at the hand-over screen nor an earlier turn's. Once the
    /// game is over, or with one person (the others computers), everything is shown.
    #[must_use]
    pub fn may_show_banks(&self) -> bool {
        let people = self
            .game
            .players()
            .iter()
            .filter(|p| !p.kind.is_computer())
            .count();
        self.game.is_over() || !self.hot_seat || people < 2
    }

    /// Whether a person's turn is open for their moves now: a person is to move in a running
    /// game and their bank is not hidden behind the hot-seat screen. The one place that
    /// decides whether End turn, Take back and the bank's moves are possible; the menus and
    /// the side panel ask it.
    #[must_use]
    pub fn turn_open(&self) -> bool {
        self.human_to_move() && self.screen_for.is_none()
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

    /// The turns ended since the player to move last played, with their points (outlined on
    /// the board, so that a computer's moves, and every other player's, can be followed).
    #[must_use]
    pub fn recent_turns(&self) -> RecentTurns {
        recent_turns(&self.game)
    }

    /// The turns so far, oldest first, from the game's history.
    #[must_use]
    pub fn log(&self) -> Vec<LogEntry> {
        log::log(&self.game)
    }

    /// The last person (not a computer) who ended a turn, from the game's history.
    fn last_person(&self) -> Option<usize> {
        self.game
            .history()
            .turns()
            .iter()
            .rev()
            .map(|turn| turn.player)
            .find(|&seat| {
                self.game
                    .players()
                    .get(seat)
                    .is_some_and(|p| !p.kind.is_computer())
            })
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

    /// The computer to move (its level), if the game goes on and the player to move is one.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.game.current_player().kind {
            PlayerKind::Computer(level) if !self.game.is_over() => Some(level),
            _ => None,
        }
    }

    /// Whether the game goes on and the player to move is a person.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && self.computer_to_move().is_none()
    }

    /// In cheat mode a computer waits, its bank shown, until the tester lets it play, so that
    /// its tiles can be swapped first. Whether it waits now.
    #[must_use]
    pub fn computer_waits(&self, cheat_mode: bool) -> bool {
        cheat_mode && self.computer_to_move().is_some() && !self.computer.released
    }

    /// Whether the cheat swap may be used now: in cheat mode, on a person's bank during their
    /// turn, or on a computer's bank while it waits.
    #[must_use]
    pub fn can_cheat(&self, cheat_mode: bool) -> bool {
        cheat_mode && (self.human_to_move() || self.computer_waits(cheat_mode))
    }

    /// Which moment of which game it is now (the key of background work for it).
    #[must_use]
    pub fn moment(&self) -> Moment {
        Moment::of(self.number, &self.game, self.swaps)
    }

    // ---- What happens ------------------------------------------------------------------------

    /// Makes a person's move. Moves that are not a person's to make now (the computer is to
    /// move, the game is over) change nothing; the cheat moves need `cheat_mode`.
    pub fn play(&mut self, mv: Move, cheat_mode: bool) -> Outcome {
        match mv {
            Move::CheatMark(slot) if self.can_cheat(cheat_mode) => self.cheat_mark(slot),
            Move::CheatSwap { slot, direction } if self.can_cheat(cheat_mode) => {
                self.cheat_swap(slot, direction)
            }
            Move::ReleaseComputer if self.computer_waits(cheat_mode) => {
                self.computer.released = true;
                self.cheat_slot = None;
                Outcome::ComputerReleased
            }
            Move::CheatMark(_) | Move::CheatSwap { .. } | Move::ReleaseComputer => Outcome::Nothing,
            Move::Ready if self.screen_for.take().is_some() => Outcome::Ready,
            // While the bank is hidden, nothing else may be done with it.
            _ if !self.turn_open() => Outcome::Nothing,
            Move::Ready => Outcome::Nothing,
            Move::PickUp(slot) => self.pick_up(slot),
            Move::PutDown => {
                self.selected = None;
                self.cheat_slot = None;
                Outcome::PutDown
            }
            Move::Place { slot, cell } => self.place(slot, cell),
            Move::TakeBack(cell) => self.take_back(self.game.placed().find(cell).map(|(i, _)| i)),
            Move::Undo => self.take_back(self.game.placed().len().checked_sub(1)),
            Move::EndTurn { confirmed } => {
                // The rules, "A turn", 3: ending without placing is allowed; the program asks
                // first when a placement was possible.
                if !confirmed && self.game.placed().is_empty() && self.game.can_place() {
                    Outcome::ConfirmEndTurn
                } else {
                    self.end_turn()
                }
            }
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
        // Three tiles are down: nothing more can be placed, so nothing is picked up (a click
        // and a digit key alike); the outcome says to end the turn.
        if !self.game.placed().is_full() {
            self.selected = Some(slot);
        }
        Outcome::PickedUp {
            tile,
            cells: self.game.legal_cells(slot).len(),
            turn_full: self.game.placed().is_full(),
        }
    }

    /// Places the tile of `slot` on `cell`: the one path for people and the computer alike.
    fn place(&mut self, slot: usize, cell: Cell) -> Outcome {
        let player = self.game.current();
        let by_computer = self.computer_to_move().is_some();
        match self.game.place(slot, cell) {
            Ok(placement) => self.placed(placement, player, by_computer),
            Err(reason) => self.refused(slot, cell, reason),
        }
    }

    /// `player` has made `placement` (the computer if `by_computer`): what follows any
    /// placement, a person's or the computer's.
    fn placed(&mut self, placement: Placement, player: usize, by_computer: bool) -> Outcome {
        self.selected = None;
        self.unsaved = true;
        Outcome::Placed {
            placement,
            player,
            by_computer,
        }
    }

    /// Why the tile of `slot` cannot go on `cell` (a question, not a move: nothing changes):
    /// [`Outcome::Refused`] with the rule it breaks, or [`Outcome::Nothing`] when it fits or
    /// nothing may be asked now (not a person's turn, their bank hidden).
    #[must_use]
    pub fn why_not(&self, slot: usize, cell: Cell) -> Outcome {
        if !self.turn_open() {
            return Outcome::Nothing;
        }
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

    /// Ends the turn of the player to move, a person's or the computer's. Always inlined: the
    /// computer's step ends a turn every few placements, and the call's own cost (the outcome
    /// through memory) was about 500 instructions a two-player game.
    #[inline(always)]
    fn end_turn(&mut self) -> Outcome {
        let Some(summary) = self.game.end_turn() else {
            return Outcome::Nothing;
        };
        // The turn passes from one person to another (computers' turns between them or not):
        // hide the next person's bank until they are at the screen.
        let next = self.game.current();
        self.screen_for = (self.hot_seat
            && self.human_to_move()
            && self.last_person().is_some_and(|p| p != next))
        .then_some(next);
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

    fn cheat_swap(&mut self, slot: usize, direction: SwapDirection) -> Outcome {
        if self.cheat_slot != Some(slot) {
            return Outcome::Nothing;
        }
        match self.game.cheat_swap(slot, direction) {
            Ok(tile) => {
                self.unsaved = true;
                self.swaps += 1;
                Outcome::CheatSwapped { slot, tile }
            }
            Err(e) => Outcome::CheatRefused(e),
        }
    }
}

#[cfg(test)]
mod tests;
