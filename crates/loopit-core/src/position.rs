//! A position: the state of play a turn is decided on (the board, the bag, the bank of the
//! player to move, the scores, whose turn it is and what they have placed this turn), with
//! the rules of a turn as its moves.
//!
//! [`crate::Game`] keeps its state of play in one and adds what a position does not need: the
//! players' names, the random generator and the record of the game. The computer players plan
//! on copies of a position (a board's few hundred bytes, never the record of the game) through
//! the same moves, so that every rule of a turn is written here once.

use std::sync::atomic::{AtomicU64, Ordering};

use rand::Rng;

use crate::bag::{Bag, Bank};
use crate::board::Board;
use crate::cell::{Cell, CellSet};
use crate::placement::{Placement, Placements};
use crate::player::Player;
use crate::rules::{PlaceError, check_placement};
use crate::score::{Score, points, score};
use crate::tile::{Tile, TileSet};

/// What happened in a turn that has just ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TurnSummary {
    /// The seat (index into the players) whose turn it was.
    pub player: usize,
    /// The tiles placed, in order, with their points.
    pub placements: Placements,
    /// The points added to the player's score: the sum of the placements' points.
    pub points: u32,
    /// Whether the player sat the turn out because none of their bank tiles fitted anywhere.
    pub sat_out: bool,
    /// Whether this turn ended the game.
    pub game_over: bool,
}

/// What taking back a placement did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TakeBack {
    /// The placement taken back.
    pub taken: Placement,
    /// Later placements of the turn that no longer fitted without it and went back to the bank
    /// too, in the order they had been made.
    pub also_returned: Placements,
}

/// The most seats at a table.
const MAX_SEATS: usize = *Player::COUNT.end();

/// Which state of play a position is in: a number drawn afresh (from one counter for the
/// whole program) every time a position changes, so that no two different states ever have
/// the same stamp. A copy keeps its original's stamp until one of them changes.
///
/// It is what ties a planned turn ([`crate::PlannedTurn`]) to the exact positions it was
/// planned through: the game takes a plan only at a stamp the plan passed through (the one it
/// was planned on, or one after some of its placements), so that it need not check and score
/// the plan's placements again. It is not part of the state: positions with different stamps
/// may be equal (a tile placed and taken back gives the same state with a new stamp, and an
/// older plan is then refused).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stamp(u64);

impl Stamp {
    /// A stamp no position has had before.
    fn fresh() -> Stamp {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        Stamp(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// The state of play of a game of LoopIt, without its players' names and its record: what a
/// player (or the computer) decides a turn on, and the moves of a turn.
///
/// [`Position::place`] and [`Position::end_turn`] change it, checking the rules as
/// [`crate::Game`]'s moves do (they are the same code); everything else only asks. A copy is
/// cheap and independent, so that a planner may play a turn out on a copy and throw it away.
///
/// ```
/// use loopit_core::{Game, Level, Player};
/// let players = vec![Player::human("Anna"), Player::computer("Computer", Level::Normal)];
/// let game = Game::new(players, 42)?;
/// let mut position = game.position().clone();
/// let (slot, _) = position.bank().tiles().find(|&(slot, _)| !position.legal_cells(slot).is_empty())
///     .expect("a tile of the first bank fits");
/// let cell = position.legal_cells(slot).iter().next().expect("a legal cell");
/// let placed = position.place(slot, cell)?;
/// assert_eq!(position.placed().points(), placed.points);
/// // The game itself has not moved.
/// assert!(game.placed().is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    bag: Bag,
    bank: Bank,
    scores: [u32; MAX_SEATS],
    seats: usize,
    current: usize,
    placed: Placements,
    over: bool,
    /// Which state this is (not part of it: see [`Stamp`]). Every change draws a new one.
    stamp: Stamp,
}

/// Two positions are equal when their states of play are: their stamps are not compared.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.bag == other.bag
            && self.bank == other.bank
            && self.scores == other.scores
            && self.seats == other.seats
            && self.current == other.current
            && self.placed == other.placed
            && self.over == other.over
    }
}

impl Eq for Position {}

impl Position {
    /// The position of a new game for `seats` players, drawing with `rng`: one tile is drawn
    /// from the full bag and laid on `5,5` (it scores for no one), then the first player draws
    /// their bank. `seats` is checked by the caller ([`Player::COUNT`]).
    pub(crate) fn start<R: Rng + ?Sized>(seats: usize, rng: &mut R) -> Position {
        let mut bag = Bag::FULL;
        let mut board = Board::new();
        let start = bag.draw(rng).unwrap_or(Tile::ALL[0]);
        board.put(Cell::START, start);
        let mut position = Position {
            board,
            bag,
            bank: Bank::new(),
            scores: [0; MAX_SEATS],
            seats: seats.min(MAX_SEATS),
            current: 0,
            placed: Placements::default(),
            over: false,
            stamp: Stamp::fresh(),
        };
        position.begin_turn(rng);
        position
    }

    /// A position resumed from a validated board, bank and scores (the bag holds every other
    /// tile), seat `current` to move. The bank is drawn with `rng` when it is empty; the game is
    /// over at once when no tile left can be placed.
    pub(crate) fn resume<R: Rng + ?Sized>(
        board: Board,
        bank: Bank,
        scores: &[u32],
        current: usize,
        rng: &mut R,
    ) -> Position {
        let mut bag = Bag::FULL;
        for tile in board.tiles_on_board().union(bank.tile_set()) {
            bag.take(tile);
        }
        let mut points = [0; MAX_SEATS];
        for (to, from) in points.iter_mut().zip(scores) {
            *to = *from;
        }
        let mut position = Position {
            board,
            bag,
            bank,
            scores: points,
            seats: scores.len().min(MAX_SEATS),
            current,
            placed: Placements::default(),
            over: false,
            stamp: Stamp::fresh(),
        };
        if position.bank.is_empty() {
            position.begin_turn(rng);
        } else if position.no_tile_left_fits() {
            position.bank.empty_into(&mut position.bag);
            position.over = true;
        }
        position
    }

    /// Step 1 of a turn, or the end of the game: the end comes when no tile in the bag can be
    /// placed anywhere (which includes an empty bag); otherwise the player to move draws.
    fn begin_turn<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        if self.no_tile_left_fits() {
            self.over = true;
        } else {
            self.bank.fill(&mut self.bag, rng);
        }
    }

    /// The game ends when the bag is empty and no bank tile remains, or when no tile still in
    /// the bag or in a bank can be placed anywhere on the board.
    fn no_tile_left_fits(&self) -> bool {
        !self.board.any_placeable(self.tiles_left())
    }

    /// The board, with the tiles placed this turn on it.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The tiles in the bag.
    #[must_use]
    pub fn bag(&self) -> Bag {
        self.bag
    }

    /// The bank of the player to move: its unplaced tiles (slots of tiles placed this turn are
    /// empty until the turn ends or the tile is taken back).
    #[must_use]
    pub fn bank(&self) -> &Bank {
        &self.bank
    }

    /// The tiles still to be placed by anyone: the bag and the unplaced tiles of the bank.
    #[must_use]
    pub fn tiles_left(&self) -> TileSet {
        self.bag.tiles().union(self.bank.tile_set())
    }

    /// The bank as it was drawn at the start of this turn, placed tiles back in their slots.
    #[must_use]
    pub fn bank_at_turn_start(&self) -> Bank {
        let mut bank = self.bank;
        for placement in self.placed.iter() {
            bank.set(placement.slot, Some(placement.tile));
        }
        bank
    }

    /// Every player's score in seating order (not counting this turn's points).
    #[must_use]
    pub fn scores(&self) -> &[u32] {
        &self.scores[..self.seats]
    }

    /// The seat of the player to move.
    #[must_use]
    pub fn current(&self) -> usize {
        self.current
    }

    /// The tiles placed this turn, in order, with their points.
    #[must_use]
    pub fn placed(&self) -> &Placements {
        &self.placed
    }

    /// How many more tiles the player to move may place this turn.
    #[must_use]
    pub fn placements_left(&self) -> usize {
        Placements::MAX - self.placed.len()
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Which state of play this is (see [`Stamp`]).
    #[inline]
    pub(crate) fn stamp(&self) -> Stamp {
        self.stamp
    }

    /// The cells where the tile in bank slot `slot` may be placed now, in row-major order
    /// (none when the slot is empty, three tiles are placed or the game is over).
    #[must_use]
    pub fn legal_cells(&self, slot: usize) -> CellSet {
        match self.bank.get(slot) {
            Some(tile) if !self.over && !self.placed.is_full() => self.board.legal_cells(tile),
            _ => CellSet::EMPTY,
        }
    }

    /// Where the tile in bank slot `slot` may go, and for how many points: every legal cell in
    /// row-major order with the score placing it there would earn now.
    #[must_use]
    pub fn options(&self, slot: usize) -> Vec<(Cell, Score)> {
        let Some(tile) = self.bank.get(slot) else {
            return Vec::new();
        };
        self.legal_cells(slot)
            .iter()
            .map(|cell| (cell, score(&self.board, tile, cell)))
            .collect()
    }

    /// Whether the player to move may still place a tile this turn: fewer than three placed,
    /// and some bank tile fits somewhere.
    #[must_use]
    pub fn can_place(&self) -> bool {
        !self.over && !self.placed.is_full() && self.board.any_placeable(self.bank.tile_set())
    }

    /// Whether the player to move must sit this turn out: none of the bank tiles drawn can be
    /// placed anywhere (the crate README, "A turn", step 4).
    #[must_use]
    pub fn must_sit_out(&self) -> bool {
        !self.over && self.placed.is_empty() && !self.can_place()
    }

    /// Checks placing the tile of bank slot `slot` on `cell` and tells what it would earn,
    /// without placing it.
    pub fn check(&self, slot: usize, cell: Cell) -> Result<Score, PlaceError> {
        let tile = self.placeable_tile(slot, cell)?;
        Ok(score(&self.board, tile, cell))
    }

    /// The tile of bank slot `slot` if it may be placed on `cell` now, or why not.
    #[inline]
    fn placeable_tile(&self, slot: usize, cell: Cell) -> Result<Tile, PlaceError> {
        if self.over {
            return Err(PlaceError::GameOver);
        }
        if self.placed.is_full() {
            return Err(PlaceError::TurnFull);
        }
        let Some(tile) = self.bank.get(slot) else {
            return Err(PlaceError::EmptySlot { slot });
        };
        if !self.board.can_place(tile, cell) {
            // The fast check said no: ask the rules one by one which is broken.
            check_placement(&self.board, tile, cell)?;
        }
        Ok(tile)
    }

    /// Places the tile of bank slot `slot` on `cell` (step 2 of a turn): checks the rules,
    /// scores the placement on the board as it is, lays the tile and marks it as placed this
    /// turn. On an error nothing changes.
    pub fn place(&mut self, slot: usize, cell: Cell) -> Result<Placement, PlaceError> {
        let tile = self.placeable_tile(slot, cell)?;
        let placement = Placement {
            slot,
            tile,
            cell,
            points: points(&self.board, tile, cell),
        };
        self.lay(placement, Stamp::fresh());
        Ok(placement)
    }

    /// Lays the tile of bank slot `slot` on `cell` for `points`, a placement that a computer
    /// player of this crate has chosen among the legal cells of the tile and scored on this
    /// board ([`crate::Normal`]): the rules of [`Position::place`] hold for it by
    /// construction, so they are not asked again (a debug build checks that they agree).
    /// `None`, and nothing changes, when the slot is empty. (A planned turn's copy lays its
    /// placements with it, [`crate::PlannedTurn`].)
    pub(crate) fn lay_chosen(&mut self, slot: usize, cell: Cell, points: u32) -> Option<Placement> {
        let placement = self.chosen(slot, cell, points)?;
        self.lay(placement, Stamp::fresh());
        Some(placement)
    }

    /// [`Position::lay_chosen`] for the game's own position, a placement at a time
    /// ([`crate::Game::place_chosen`], the window's computer), with the laying always inlined:
    /// there the call's own cost was a sixth of laying the tile. (In a planned turn's loop,
    /// the same inlining costs more than it saves: [`Position::lay_chosen`] keeps the call.)
    #[inline(always)]
    pub(crate) fn lay_chosen_now(
        &mut self,
        slot: usize,
        cell: Cell,
        points: u32,
    ) -> Option<Placement> {
        let placement = self.chosen(slot, cell, points)?;
        self.lay_now(placement, Stamp::fresh());
        Some(placement)
    }

    /// The placement of the tile of bank slot `slot` on `cell` for `points`, chosen by a
    /// computer player among the legal cells (a debug build checks it by the rules); `None`
    /// when the slot is empty.
    #[inline(always)]
    fn chosen(&self, slot: usize, cell: Cell, points: u32) -> Option<Placement> {
        debug_assert_eq!(self.check(slot, cell).map(|s| s.points), Ok(points));
        Some(Placement {
            slot,
            tile: self.bank.get(slot)?,
            cell,
            points,
        })
    }

    /// Lays `placement`, a placement that the rules have allowed and scored on this very state
    /// of play (it was laid on a copy of it, [`crate::PlannedTurn`]), and takes `stamp`, the
    /// stamp the copy took when it was laid there: the position is then in the same state as
    /// that copy was.
    pub(crate) fn lay_planned(&mut self, placement: Placement, stamp: Stamp) {
        self.lay(placement, stamp);
    }

    /// Step 2 of a turn once the rules have allowed and scored `placement`: the tile leaves
    /// its bank slot for its cell and is marked as placed this turn; the position takes
    /// `stamp`.
    #[inline(never)]
    fn lay(&mut self, placement: Placement, stamp: Stamp) {
        self.lay_now(placement, stamp);
    }

    /// [`Position::lay`], always inlined ([`Position::lay_chosen_now`]).
    #[inline(always)]
    fn lay_now(&mut self, placement: Placement, stamp: Stamp) {
        self.bank.take(placement.slot);
        self.board.put(placement.cell, placement.tile);
        self.placed.push(placement);
        self.stamp = stamp;
    }

    /// Takes the placement number `index` of this turn (0 = the first) back to its bank slot.
    ///
    /// The tiles placed after it are lifted and laid again in their order: each that still fits
    /// stays, scored anew on the board as it now is; each that no longer fits (it continued a
    /// line of the tile taken back) goes back to the bank too. Taking back the last placement
    /// gives exactly the position as it was before that placement. `None` when there is no
    /// such placement.
    pub fn take_back(&mut self, index: usize) -> Option<TakeBack> {
        let taken = *self.placed.get(index)?;
        let later: Vec<Placement> = self.placed[index + 1..].to_vec();
        for placement in later.iter().rev().chain(std::iter::once(&taken)) {
            self.board.lift(placement.cell);
            self.bank.set(placement.slot, Some(placement.tile));
        }
        self.placed.truncate(index);
        self.stamp = Stamp::fresh();
        let mut also_returned = Placements::default();
        for placement in later {
            if self.place(placement.slot, placement.cell).is_err() {
                also_returned.push(placement);
            }
        }
        Some(TakeBack {
            taken,
            also_returned,
        })
    }

    /// Ends the turn (step 3): adds this turn's points to the player's score, fixes the placed
    /// tiles, returns the unplaced bank tiles to the bag, then either ends the game or passes to
    /// the next player in seating order, who draws with `rng`. A player may end a turn having
    /// placed nothing; when nothing could be placed, the summary says they sat out. `None` when
    /// the game is already over.
    pub fn end_turn<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<TurnSummary> {
        if self.over {
            return None;
        }
        let player = self.current;
        let placements = self.placed;
        let points = placements.points();
        let sat_out = self.must_sit_out();
        let score = &mut self.scores[player];
        *score = score.saturating_add(points);
        self.placed = Placements::default();
        self.bank.empty_into(&mut self.bag);
        // The next seat, back to the first after the last (a comparison, not a division: the
        // seat to move is always below the number of seats).
        let next = self.current + 1;
        self.current = if next < self.seats { next } else { 0 };
        self.begin_turn(rng);
        self.stamp = Stamp::fresh();
        Some(TurnSummary {
            player,
            placements,
            points,
            sat_out,
            game_over: self.over,
        })
    }

    /// Exchanges `from`, the unplaced tile of bank slot `slot`, for `to` from the bag. `false`
    /// (and nothing changes) when the slot does not hold `from`, `to` is not in the bag or the
    /// game is over.
    pub(crate) fn swap(&mut self, slot: usize, from: Tile, to: Tile) -> bool {
        if self.over || self.bank.get(slot) != Some(from) || !self.bag.contains(to) {
            return false;
        }
        self.bag.take(to);
        self.bag.give_back(from);
        self.bank.set(slot, Some(to));
        self.stamp = Stamp::fresh();
        true
    }

    /// The game is over (for the tests of the game: a position where it ends early).
    #[cfg(test)]
    pub(crate) fn set_over(&mut self) {
        self.over = true;
        self.stamp = Stamp::fresh();
    }

    /// The bag is emptied and the bank keeps only the tile of `slot` (for the tests of the
    /// game: the last tile of a game).
    #[cfg(test)]
    pub(crate) fn keep_only(&mut self, slot: usize) {
        self.bag = Bag::default();
        for other in 0..Bank::SIZE {
            if other != slot {
                self.bank.take(other);
            }
        }
        self.stamp = Stamp::fresh();
    }
}
