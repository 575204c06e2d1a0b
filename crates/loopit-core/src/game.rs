//! A whole game: players in seating order, the board, the bag, the bank of the player to move,
//! and the turn in progress.

use std::fmt;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::bag::{Bag, Bank};
use crate::board::Board;
use crate::cell::{Cell, CellSet};
use crate::history::{
    Difference, History, HistoryError, Origin, ResumedPosition, Stop, Swap, TurnProblem,
};
use crate::placement::{Placement, Placements};
use crate::player::{Player, PlayerError, check_players};
use crate::rules::{PlaceError, check_placement};
use crate::save::{
    self, KeyPath, KeyProblem, Position, SAVE_VERSION, SaveError, SaveFile, check_reachable,
};
use crate::score::{Score, points, score};
use crate::tile::Tile;

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

/// The direction of a cheat swap through the bag.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the next tile in the bag in naming order (wrapping from the last to the first).
    Forward,
    /// To the previous tile in the bag in naming order (wrapping from the first to the last).
    Back,
}

/// Why a cheat swap cannot be made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheatError {
    /// The bank slot holds no unplaced tile.
    EmptySlot {
        /// The slot.
        slot: usize,
    },
    /// No tile is left in the bag to swap with.
    BagEmpty,
    /// The game is over.
    GameOver,
}

impl fmt::Display for CheatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheatError::EmptySlot { slot } => {
                write!(f, "bank slot {} holds no unplaced tile", slot + 1)
            }
            CheatError::BagEmpty => f.write_str("the bag is empty: there is nothing to swap with"),
            CheatError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for CheatError {}

/// A player's place in the final ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the winner(s); players with equal scores share the place, and the next place
    /// counts them all (1, 1, 3).
    pub place: usize,
    /// The seat (index into the players).
    pub player: usize,
    /// The final score.
    pub score: u32,
}

/// A game of LoopIt: the one truth the window, the computer players and the command line share.
///
/// The game is a state with moves: [`Game::place`], [`Game::take_back`], [`Game::end_turn`] and
/// [`Game::cheat_swap`] change it, everything else only asks. Each move checks the rules and
/// leaves the game untouched when it fails. All randomness comes from the seed given to
/// [`Game::new`]: the same seed and the same moves give the same game.
///
/// ```
/// use loopit_core::{Game, Level, Player};
/// let players = vec![Player::human("Anna"), Player::computer("Computer", Level::Normal)];
/// let mut game = Game::new(players, 42)?;
/// assert_eq!(game.board().len(), 1); // the start tile on 5,5
/// assert_eq!(game.bank().len(), 5);
/// // Anna places the first tile that fits anywhere, wherever it earns most.
/// let (slot, cell, points) = game
///     .bank()
///     .tiles()
///     .flat_map(|(slot, _)| game.options(slot).into_iter().map(move |(c, s)| (slot, c, s.points)))
///     .max_by_key(|&(_, _, points)| points)
///     .expect("something fits");
/// let placed = game.place(slot, cell)?;
/// assert_eq!(placed.points, points);
/// let summary = game.end_turn().expect("the game goes on");
/// assert_eq!(game.players()[0].score, summary.points);
/// assert_eq!(game.current(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    bag: Bag,
    bank: Bank,
    players: Vec<Player>,
    current: usize,
    placed: Placements,
    over: bool,
    rng: Pcg64Mcg,
    history: History,
}

impl Game {
    /// A new game for `players` (2 to 4, in seating order; the first moves first).
    ///
    /// One tile is drawn from the full bag and laid on `5,5` (it scores for no one), then the
    /// first player draws their bank.
    pub fn new(players: Vec<Player>, seed: u64) -> Result<Game, PlayerError> {
        check_players(&players)?;
        Ok(Game::start(players, Pcg64Mcg::seed_from_u64(seed)))
    }

    /// A new game for checked `players`, drawing with `rng` from its present state.
    pub(crate) fn start(players: Vec<Player>, mut rng: Pcg64Mcg) -> Game {
        let random = rng.state();
        let mut bag = Bag::FULL;
        let mut board = Board::new();
        let start = bag.draw(&mut rng).unwrap_or(Tile::ALL[0]);
        board.put(Cell::START, start);
        let mut players = players;
        for player in &mut players {
            player.score = 0;
        }
        let mut game = Game {
            board,
            bag,
            bank: Bank::new(),
            players,
            current: 0,
            placed: Placements::default(),
            over: false,
            rng,
            history: History::new(Origin::Start(start), random),
        };
        game.begin_turn();
        game
    }

    /// A game resumed from a validated position (see [`crate::SaveFile`]), drawing with `rng`
    /// from its present state. The bank is drawn when it is empty; the game is over at once when
    /// no tile left can be placed. Its history begins here.
    pub(crate) fn resume(
        board: Board,
        bank: Bank,
        players: Vec<Player>,
        current: usize,
        rng: Pcg64Mcg,
    ) -> Game {
        let origin = Origin::Resumed(Box::new(ResumedPosition {
            board: board.clone(),
            bank,
            scores: players.iter().map(|p| p.score).collect(),
            current,
        }));
        let mut bag = Bag::FULL;
        for tile in board.tiles_on_board().union(bank.tile_set()) {
            bag.take(tile);
        }
        let mut game = Game {
            board,
            bag,
            bank,
            players,
            current,
            placed: Placements::default(),
            over: false,
            history: History::new(origin, rng.state()),
            rng,
        };
        if game.bank.is_empty() {
            game.begin_turn();
        } else if game.no_tile_left_fits() {
            game.bank.empty_into(&mut game.bag);
            game.over = true;
        } else {
            game.history.begin_turn(current, bank);
        }
        game
    }

    /// Step 1 of a turn, or the end of the game: the end comes when no tile in the bag can be
    /// placed anywhere (which includes an empty bag); otherwise the player to move draws.
    fn begin_turn(&mut self) {
        if self.no_tile_left_fits() {
            self.over = true;
            self.history.game_over();
        } else {
            self.bank.fill(&mut self.bag, &mut self.rng);
            self.history.begin_turn(self.current, self.bank);
        }
    }

    /// The game ends when the bag is empty and no bank tile remains, or when no tile still in
    /// the bag or in a bank can be placed anywhere on the board.
    fn no_tile_left_fits(&self) -> bool {
        let left = self.bag.tiles().union(self.bank.tile_set());
        !self.board.any_placeable(left)
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

    /// The bank as it was drawn at the start of this turn, placed tiles back in their slots.
    #[must_use]
    pub fn bank_at_turn_start(&self) -> Bank {
        let mut bank = self.bank;
        for placement in self.placed.iter() {
            bank.set(placement.slot, Some(placement.tile));
        }
        bank
    }

    /// The players in seating order, with their scores (not counting this turn's points).
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The seat of the player to move (index into [`Game::players`]).
    #[must_use]
    pub fn current(&self) -> usize {
        self.current
    }

    /// The player to move.
    #[must_use]
    pub fn current_player(&self) -> &Player {
        &self.players[self.current]
    }

    /// The tiles placed this turn, in order, with their points.
    #[must_use]
    pub fn placed(&self) -> &Placements {
        &self.placed
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over
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

    /// Places the tile of bank slot `slot` on `cell` (step 2 of a turn): checks the rules, scores
    /// the placement on the board as it is, lays the tile and marks it as placed this turn.
    /// On an error nothing changes.
    pub fn place(&mut self, slot: usize, cell: Cell) -> Result<Placement, PlaceError> {
        let tile = self.placeable_tile(slot, cell)?;
        let points = points(&self.board, tile, cell);
        self.bank.take(slot);
        self.board.put(cell, tile);
        let placement = Placement {
            slot,
            tile,
            cell,
            points,
        };
        self.placed.push(placement);
        self.history.set_placements(self.placed);
        Ok(placement)
    }

    /// Takes the placement number `index` of this turn (0 = the first) back to its bank slot.
    ///
    /// The tiles placed after it are lifted and laid again in their order: each that still fits
    /// stays, scored anew on the board as it now is; each that no longer fits (it continued a line
    /// of the tile taken back) goes back to the bank too. Taking back the last placement gives
    /// exactly the game as it was before that placement. `None` when there is no such placement.
    pub fn take_back(&mut self, index: usize) -> Option<TakeBack> {
        let taken = *self.placed.get(index)?;
        let later: Vec<Placement> = self.placed[index + 1..].to_vec();
        for placement in later.iter().rev().chain(std::iter::once(&taken)) {
            self.board.lift(placement.cell);
            self.bank.set(placement.slot, Some(placement.tile));
        }
        self.placed.truncate(index);
        self.history.set_placements(self.placed);
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

    /// Takes back the tile placed this turn on `cell`, as [`Game::take_back`] does.
    pub fn take_back_cell(&mut self, cell: Cell) -> Option<TakeBack> {
        let (index, _) = self.placed.find(cell)?;
        self.take_back(index)
    }

    /// Takes back the last tile placed this turn.
    pub fn undo(&mut self) -> Option<TakeBack> {
        let last = self.placed.len().checked_sub(1)?;
        self.take_back(last)
    }

    /// Ends the turn (step 3): adds this turn's points to the player's score, fixes the placed
    /// tiles, returns the unplaced bank tiles to the bag, then either ends the game or passes to
    /// the next player in seating order, who draws. A player may end a turn having placed
    /// nothing; when nothing could be placed, the summary says they sat out. `None` when the
    /// game is already over.
    pub fn end_turn(&mut self) -> Option<TurnSummary> {
        if self.over {
            return None;
        }
        let player = self.current;
        let placements = self.placed;
        let points = placements.points();
        let sat_out = self.must_sit_out();
        let score = &mut self.players[player].score;
        *score = score.saturating_add(points);
        self.history.end_turn(placements, sat_out);
        self.placed = Placements::default();
        self.bank.empty_into(&mut self.bag);
        self.current = (self.current + 1) % self.players.len();
        self.begin_turn();
        Some(TurnSummary {
            player,
            placements,
            points,
            sat_out,
            game_over: self.over,
        })
    }

    /// The cheat swap: replaces the unplaced tile of bank slot `slot` by the next (or previous)
    /// tile still in the bag in naming order, wrapping round; the replaced tile goes back into
    /// the bag. Returns the new tile.
    pub fn cheat_swap(&mut self, slot: usize, step: Step) -> Result<Tile, CheatError> {
        if self.over {
            return Err(CheatError::GameOver);
        }
        let Some(old) = self.bank.get(slot) else {
            return Err(CheatError::EmptySlot { slot });
        };
        let new = match step {
            Step::Forward => self.bag.next_after(old),
            Step::Back => self.bag.previous_before(old),
        }
        .ok_or(CheatError::BagEmpty)?;
        self.swap_to(slot, old, new);
        Ok(new)
    }

    /// Exchanges `from`, the unplaced tile of bank slot `slot`, for `to` from the bag, and
    /// records the swap. `false` (and nothing changes) when the slot does not hold `from`, `to`
    /// is not in the bag or the game is over.
    pub(crate) fn swap_to(&mut self, slot: usize, from: Tile, to: Tile) -> bool {
        if self.over || self.bank.get(slot) != Some(from) || !self.bag.contains(to) {
            return false;
        }
        self.bag.take(to);
        self.bag.give_back(from);
        self.bank.set(slot, Some(to));
        self.history.swap(Swap { slot, from, to });
        true
    }

    /// The ranking by score, highest first; equal scores share the place (seating order among
    /// them).
    #[must_use]
    pub fn ranking(&self) -> Vec<Standing> {
        let mut order: Vec<usize> = (0..self.players.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(self.players[i].score));
        let mut standings: Vec<Standing> = Vec::with_capacity(order.len());
        for (position, &player) in order.iter().enumerate() {
            let score = self.players[player].score;
            let place = match standings.last() {
                Some(prev) if prev.score == score => prev.place,
                _ => position + 1,
            };
            standings.push(Standing {
                place,
                player,
                score,
            });
        }
        standings
    }
}

/// The game's history: what it gives, and replaying it.
impl Game {
    /// Replays `history` with `players` (their names and kinds; the scores come from the history)
    /// and gives the game it leads to, or the first thing in it that the rules or the generator
    /// contradict. With `stop`, the game as it was at that turn and placement.
    pub(crate) fn replay(
        history: &History,
        players: Vec<Player>,
        stop: Option<Stop>,
    ) -> Result<Game, HistoryError> {
        if history.random().is_multiple_of(2) {
            return Err(HistoryError::BadRandom(format!(
                "{:032x}",
                history.random()
            )));
        }
        let rng = Pcg64Mcg::new(history.random());
        let mut game = match history.origin() {
            Origin::Start(recorded) => {
                let game = Game::start(players, rng);
                let drawn = game.board().tile(crate::cell::Cell::START);
                if drawn != Some(*recorded) {
                    return Err(HistoryError::StartTile {
                        recorded: *recorded,
                        drawn: drawn.unwrap_or(*recorded),
                    });
                }
                game
            }
            Origin::Resumed(position) => {
                let mut players = players;
                for (player, score) in players.iter_mut().zip(&position.scores) {
                    player.score = *score;
                }
                Game::resume(
                    position.board.clone(),
                    position.bank,
                    players,
                    position.current,
                    rng,
                )
            }
        };
        let ended = history.turns().len();
        let all = history.turns().iter().chain(history.turn_in_progress());
        for (index, record) in all.enumerate() {
            let turn = index + 1;
            if game.is_over() {
                return Err(HistoryError::AfterGameOver { turn });
            }
            let problem = |problem| HistoryError::Turn { turn, problem };
            if record.player != game.current() {
                return Err(problem(TurnProblem::Player {
                    recorded: record.player,
                    expected: game.current(),
                }));
            }
            if record.drawn != *game.bank() {
                return Err(problem(TurnProblem::Drawn {
                    recorded: record.drawn,
                    drawn: *game.bank(),
                }));
            }
            for (i, swap) in record.swaps.iter().enumerate() {
                if !game.swap_to(swap.slot, swap.from, swap.to) {
                    return Err(problem(TurnProblem::Swap { index: i + 1 }));
                }
            }
            let last = match stop {
                Some(stop) if stop.turn == index => stop.placements.min(record.placements.len()),
                _ => record.placements.len(),
            };
            for (i, placement) in record.placements[..last].iter().enumerate() {
                let made = game
                    .place(placement.slot, placement.cell)
                    .map_err(|error| {
                        problem(TurnProblem::Placement {
                            index: i + 1,
                            error,
                        })
                    })?;
                if made != *placement {
                    return Err(problem(TurnProblem::PlacementDiffers {
                        index: i + 1,
                        points: made.points,
                        tile: made.tile,
                    }));
                }
            }
            if stop.is_some_and(|stop| stop.turn == index) {
                return Ok(game);
            }
            if index < ended {
                if game.must_sit_out() != record.sat_out {
                    return Err(problem(TurnProblem::SatOut {
                        recorded: record.sat_out,
                    }));
                }
                game.end_turn();
            } else if record.sat_out {
                return Err(problem(TurnProblem::SatOut { recorded: true }));
            }
        }
        if history.turn_in_progress().is_none() && !game.is_over() {
            return Err(HistoryError::NoTurnInProgress);
        }
        Ok(game)
    }

    /// What has happened in this game: where it began, every turn that has ended, and the turn
    /// in progress. The program's turn log is [`Game::turn_summaries`]; a replay shows
    /// [`Game::position_at`] for each step.
    #[must_use]
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The summary of every turn that has ended, in order, as [`Game::end_turn`] gave them
    /// (`game_over` is set on the last one when the game is over). After loading a saved game
    /// this rebuilds the turn log.
    #[must_use]
    pub fn turn_summaries(&self) -> Vec<TurnSummary> {
        let turns = self.history().turns();
        turns
            .iter()
            .enumerate()
            .map(|(i, turn)| TurnSummary {
                player: turn.player,
                placements: turn.placements,
                points: turn.placements.points(),
                sat_out: turn.sat_out,
                game_over: self.is_over() && i + 1 == turns.len(),
            })
            .collect()
    }

    /// The game as it was at turn `turn` (0 = the first turn of the history; the number of
    /// ended turns = the turn in progress) after its first `placements` placements (0 = as the
    /// turn began, with its cheat swaps made; more than the turn had = all of them). The players'
    /// names and kinds are today's; scores, board, bank, bag and the random generator are those
    /// of that moment, so the game can even be played on from there. `None` when there is no
    /// such turn.
    #[must_use]
    pub fn position_at(&self, turn: usize, placements: usize) -> Option<Game> {
        let history = self.history();
        let count = history.turns().len() + usize::from(history.turn_in_progress().is_some());
        if turn >= count {
            return None;
        }
        Game::replay(
            history,
            self.players().to_vec(),
            Some(Stop { turn, placements }),
        )
        .ok()
    }
}

/// The game as a save file, and the game a save file describes (the file's format and its
/// checks are [`crate::SaveFile`]'s; replaying its history is the game's).
impl Game {
    /// The game as a save file of version 2: the position at the start of the turn in progress
    /// (tiles placed and not yet confirmed are not on the board, and they are in the bank), as
    /// version 1 has it, and the whole history, the turn in progress included, so that loading
    /// continues exactly where the game was.
    #[must_use]
    pub fn to_save(&self) -> SaveFile {
        let mut board = self.board().clone();
        for placement in self.placed().iter() {
            board.lift(placement.cell);
        }
        let bank: Vec<Tile> = if self.is_over() {
            Vec::new()
        } else {
            self.bank_at_turn_start()
                .tiles()
                .map(|(_, tile)| tile)
                .collect()
        };
        let mut save = SaveFile::of_position(&board, &bank, self.players(), self.current());
        save.version = SAVE_VERSION;
        save.history = Some(save::saved_history(self.history()));
        save
    }

    /// The game a save file describes, if it is a game that can have been played; otherwise the
    /// first thing wrong with it.
    ///
    /// Every file: a legal position (as [`Game::from_save_for_analysis`] checks) that is also
    /// reachable ([`check_reachable`]: a bank of 5 tiles, all that are left, or none; scores
    /// adding up to what the board has earned). Version 1: `seed` seeds the draws from here on
    /// (the bank is drawn at once when the file's is empty). Version 2: the history must replay
    /// to the position the file states, and the game continues exactly as saved (`seed` is not
    /// used).
    pub fn from_save(save: &SaveFile, seed: u64) -> Result<Game, SaveError> {
        let position = save::read_position(save)?;
        check_reachable(&position.board, &position.bank, &position.players)?;
        if save.version == 1 {
            return Ok(Game::resume_from(position, seed));
        }
        let Some(saved) = &save.history else {
            return Err(SaveError::BadKey {
                path: KeyPath::file(),
                problem: KeyProblem::Missing {
                    key: "history".to_owned(),
                },
            });
        };
        let history = save::read_history(saved, save, position.players.len())?;
        let game = Game::replay(&history, position.players.clone(), None)?;
        game.leads_to(&position)?;
        if *game.history() != history {
            return Err(HistoryError::LeadsElsewhere {
                what: Difference::History,
            }
            .into());
        }
        Ok(game)
    }

    /// The position a save file describes, for questions about it (the command line's `moves`,
    /// `ai` and `hint`): any legal board (as [`crate::check_position`] checks) with any bank of up to 5
    /// tiles, whatever the scores add up to and however many tiles the bag holds. A version-2
    /// file's history is not read: the position is the one its version-1 keys state (the start
    /// of the turn in progress). `seed` seeds the draws (the bank is drawn at once when the
    /// file's is empty).
    pub fn from_save_for_analysis(save: &SaveFile, seed: u64) -> Result<Game, SaveError> {
        Ok(Game::resume_from(save::read_position(save)?, seed))
    }

    /// Reads and checks the JSON text of a save file: [`SaveFile::from_json`], then
    /// [`Game::from_save`].
    pub fn from_json(text: &str, seed: u64) -> Result<Game, SaveError> {
        Game::from_save(&SaveFile::from_json(text)?, seed)
    }

    /// Reads the JSON text of a save file for questions about its position:
    /// [`SaveFile::from_json`], then [`Game::from_save_for_analysis`].
    pub fn from_json_for_analysis(text: &str, seed: u64) -> Result<Game, SaveError> {
        Game::from_save_for_analysis(&SaveFile::from_json(text)?, seed)
    }

    /// The game at a position read from a version-1 file, drawing from `seed`.
    fn resume_from(position: Position, seed: u64) -> Game {
        Game::resume(
            position.board,
            position.bank,
            position.players,
            position.current,
            Pcg64Mcg::seed_from_u64(seed),
        )
    }

    /// Whether the game a history replays to is the one the file states.
    fn leads_to(&self, position: &Position) -> Result<(), HistoryError> {
        let game = self;
        let differs = |what| Err(HistoryError::LeadsElsewhere { what });
        let mut board = game.board().clone();
        for placement in game.placed().iter() {
            board.lift(placement.cell);
        }
        if board != position.board {
            return differs(Difference::Board);
        }
        let bank = if game.is_over() {
            Bank::new()
        } else {
            game.bank_at_turn_start()
        };
        if bank != position.bank {
            return differs(Difference::Bank);
        }
        for (seat, (now, stated)) in game.players().iter().zip(&position.players).enumerate() {
            if now.score != stated.score {
                return differs(Difference::Score { seat: seat + 1 });
            }
        }
        if game.current() != position.current {
            return differs(Difference::Current);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_humans(seed: u64) -> Game {
        Game::new(vec![Player::human("A"), Player::human("B")], seed).expect("two players")
    }

    #[test]
    fn the_game_ends_when_the_bag_is_empty_and_no_bank_tile_remains() {
        let mut game = two_humans(1);
        // Empty the bag by hand, keeping one bank tile that fits, and place it.
        game.bag = Bag::default();
        let (slot, cell) = game
            .bank
            .tiles()
            .find_map(|(slot, _)| game.legal_cells(slot).iter().next().map(|c| (slot, c)))
            .expect("a tile of the first bank fits");
        for other in 0..Bank::SIZE {
            if other != slot {
                game.bank.take(other);
            }
        }
        game.place(slot, cell).expect("legal");
        let summary = game.end_turn().expect("the turn ends");
        assert!(summary.game_over);
        assert!(game.is_over());
        assert!(game.bank().is_empty());
    }

    #[test]
    fn nothing_changes_after_the_game_is_over() {
        let mut game = two_humans(2);
        game.over = true;
        let before = game.clone();
        assert_eq!(game.end_turn(), None);
        assert_eq!(game.place(0, Cell::new(4, 5)), Err(PlaceError::GameOver));
        assert_eq!(game.cheat_swap(0, Step::Forward), Err(CheatError::GameOver));
        assert!(game.legal_cells(0).is_empty());
        assert_eq!(game, before);
    }
}
