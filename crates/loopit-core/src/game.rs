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
use crate::planned::{OtherPosition, PlannedTurn, ScoredChoice};
use crate::player::{Player, PlayerError, check_players};
use crate::position::{Position, TakeBack, TurnSummary};
use crate::rules::PlaceError;
use crate::save::{
    self, KeyPath, KeyProblem, SAVE_VERSION, SaveError, SaveFile, SavedState, check_reachable,
};
use crate::score::Score;
use crate::tile::Tile;

/// The direction of a cheat swap through the bag.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SwapDirection {
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
    /// The state of play, with the rules of a turn as its moves.
    position: Position,
    players: Vec<Player>,
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
        let position = Position::start(players.len(), &mut rng);
        let start = position.board().tile(Cell::START).unwrap_or(Tile::ALL[0]);
        let mut players = players;
        for player in &mut players {
            player.score = 0;
        }
        let mut game = Game {
            position,
            players,
            rng,
            history: History::new(Origin::Start(start), random),
        };
        game.record_turn_begun();
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
        mut rng: Pcg64Mcg,
    ) -> Game {
        let scores: Vec<u32> = players.iter().map(|p| p.score).collect();
        let origin = Origin::Resumed(Box::new(ResumedPosition {
            board: board.clone(),
            bank,
            scores: scores.clone(),
            current,
        }));
        let history = History::new(origin, rng.state());
        let position = Position::resume(board, bank, &scores, current, &mut rng);
        let mut game = Game {
            position,
            players,
            rng,
            history,
        };
        game.record_turn_begun();
        game
    }

    /// Records the turn the position has just begun (who moves, what they drew), or that the
    /// game is over.
    fn record_turn_begun(&mut self) {
        if self.position.is_over() {
            self.history.game_over();
        } else {
            self.history
                .begin_turn(self.position.current(), *self.position.bank());
        }
    }

    /// The state of play: board, bag, bank, scores, the seat to move and this turn's
    /// placements, without the players' names and the record. What the computer players plan
    /// on.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The board, with the tiles placed this turn on it.
    #[must_use]
    pub fn board(&self) -> &Board {
        self.position.board()
    }

    /// The tiles in the bag.
    #[must_use]
    pub fn bag(&self) -> Bag {
        self.position.bag()
    }

    /// The bank of the player to move: its unplaced tiles (slots of tiles placed this turn are
    /// empty until the turn ends or the tile is taken back).
    #[must_use]
    pub fn bank(&self) -> &Bank {
        self.position.bank()
    }

    /// The bank as it was drawn at the start of this turn, placed tiles back in their slots.
    #[must_use]
    pub fn bank_at_turn_start(&self) -> Bank {
        self.position.bank_at_turn_start()
    }

    /// The players in seating order, with their scores (not counting this turn's points).
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The seat of the player to move (index into [`Game::players`]).
    #[must_use]
    pub fn current(&self) -> usize {
        self.position.current()
    }

    /// The player to move.
    #[must_use]
    pub fn current_player(&self) -> &Player {
        &self.players[self.position.current()]
    }

    /// The tiles placed this turn, in order, with their points.
    #[must_use]
    pub fn placed(&self) -> &Placements {
        self.position.placed()
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// The cells where the tile in bank slot `slot` may be placed now, in row-major order
    /// (none when the slot is empty, three tiles are placed or the game is over).
    #[must_use]
    pub fn legal_cells(&self, slot: usize) -> CellSet {
        self.position.legal_cells(slot)
    }

    /// Where the tile in bank slot `slot` may go, and for how many points: every legal cell in
    /// row-major order with the score placing it there would earn now.
    #[must_use]
    pub fn options(&self, slot: usize) -> Vec<(Cell, Score)> {
        self.position.options(slot)
    }

    /// Whether the player to move may still place a tile this turn: fewer than three placed,
    /// and some bank tile fits somewhere.
    #[must_use]
    pub fn can_place(&self) -> bool {
        self.position.can_place()
    }

    /// Whether the player to move must sit this turn out: none of the bank tiles drawn can be
    /// placed anywhere (the crate README, "A turn", step 4).
    #[must_use]
    pub fn must_sit_out(&self) -> bool {
        self.position.must_sit_out()
    }

    /// Checks placing the tile of bank slot `slot` on `cell` and tells what it would earn,
    /// without placing it.
    pub fn check(&self, slot: usize, cell: Cell) -> Result<Score, PlaceError> {
        self.position.check(slot, cell)
    }

    /// Places the tile of bank slot `slot` on `cell` (step 2 of a turn): checks the rules, scores
    /// the placement on the board as it is, lays the tile and marks it as placed this turn
    /// ([`Position::place`]), and records it. On an error nothing changes.
    pub fn place(&mut self, slot: usize, cell: Cell) -> Result<Placement, PlaceError> {
        let placement = self.position.place(slot, cell)?;
        self.history.set_placements(*self.position.placed());
        Ok(placement)
    }

    /// Makes the placements of `planned`, a turn planned on this game's position
    /// ([`crate::Strategy::plan_laid`]), all at once, and records them: the same as placing
    /// them one by one with [`Game::place`], without checking and scoring them again (the
    /// rules did both when they were planned); of a plan some of whose placements have been
    /// made ([`Game::place_planned`]), the rest. Refused, and nothing changes, when the game is
    /// in none of the positions the plan passes through.
    pub fn play_planned(&mut self, planned: PlannedTurn) -> Result<(), OtherPosition> {
        if !planned.is_for(&self.position) {
            return Err(OtherPosition);
        }
        self.position = planned.into_position();
        self.history.set_placements(*self.position.placed());
        Ok(())
    }

    /// Makes the next placement of `planned`, a turn planned on this game's position or on one
    /// its placements lead to, and records it: the same as [`Game::place`], without checking
    /// and scoring it again. `Ok(None)` when the plan's placements have all been made; refused,
    /// and nothing changes, when the game is in none of the positions the plan passes through.
    pub fn place_planned(
        &mut self,
        planned: &PlannedTurn,
    ) -> Result<Option<Placement>, OtherPosition> {
        let Some((placement, stamp)) = planned.next_at(self.position.stamp())? else {
            return Ok(None);
        };
        self.position.lay_planned(placement, stamp);
        self.history.set_placements(*self.position.placed());
        Ok(Some(placement))
    }

    /// Makes `chosen`, a placement a computer player has chosen and scored in this game's
    /// position as it is now ([`crate::Strategy::choose_scored`]), and records it: the same
    /// as [`Game::place`], without checking and scoring it again. Refused, and nothing
    /// changes, when the game is in another position than the one it was chosen in.
    #[inline]
    pub fn place_chosen(&mut self, chosen: ScoredChoice) -> Result<Placement, OtherPosition> {
        if !chosen.is_for(&self.position) {
            return Err(OtherPosition);
        }
        let placement = self
            .position
            .lay_chosen_now(chosen.slot(), chosen.cell(), chosen.points())
            .ok_or(OtherPosition)?;
        self.history.set_placements(*self.position.placed());
        Ok(placement)
    }

    /// Takes the placement number `index` of this turn (0 = the first) back to its bank slot.
    ///
    /// The tiles placed after it are lifted and laid again in their order: each that still fits
    /// stays, scored anew on the board as it now is; each that no longer fits (it continued a line
    /// of the tile taken back) goes back to the bank too. Taking back the last placement gives
    /// exactly the game as it was before that placement. `None` when there is no such placement.
    pub fn take_back(&mut self, index: usize) -> Option<TakeBack> {
        let taken = self.position.take_back(index)?;
        self.history.set_placements(*self.position.placed());
        Some(taken)
    }

    /// Takes back the tile placed this turn on `cell`, as [`Game::take_back`] does.
    pub fn take_back_cell(&mut self, cell: Cell) -> Option<TakeBack> {
        let (index, _) = self.placed().find(cell)?;
        self.take_back(index)
    }

    /// Takes back the last tile placed this turn.
    pub fn undo(&mut self) -> Option<TakeBack> {
        let last = self.placed().len().checked_sub(1)?;
        self.take_back(last)
    }

    /// Ends the turn (step 3): adds this turn's points to the player's score, fixes the placed
    /// tiles, returns the unplaced bank tiles to the bag, then either ends the game or passes to
    /// the next player in seating order, who draws ([`Position::end_turn`]). A player may end a
    /// turn having placed nothing; when nothing could be placed, the summary says they sat out.
    /// `None` when the game is already over.
    #[inline]
    pub fn end_turn(&mut self) -> Option<TurnSummary> {
        let summary = self.position.end_turn(&mut self.rng)?;
        if let (Some(player), Some(&score)) = (
            self.players.get_mut(summary.player),
            self.position.scores().get(summary.player),
        ) {
            player.score = score;
        }
        self.history.end_turn(summary.placements, summary.sat_out);
        self.record_turn_begun();
        Some(summary)
    }

    /// The cheat swap: replaces the unplaced tile of bank slot `slot` by the next (or previous)
    /// tile still in the bag in naming order, wrapping round; the replaced tile goes back into
    /// the bag. Returns the new tile.
    pub fn cheat_swap(
        &mut self,
        slot: usize,
        direction: SwapDirection,
    ) -> Result<Tile, CheatError> {
        if self.is_over() {
            return Err(CheatError::GameOver);
        }
        let Some(old) = self.bank().get(slot) else {
            return Err(CheatError::EmptySlot { slot });
        };
        let new = match direction {
            SwapDirection::Forward => self.bag().next_after(old),
            SwapDirection::Back => self.bag().previous_before(old),
        }
        .ok_or(CheatError::BagEmpty)?;
        self.swap_to(slot, old, new);
        Ok(new)
    }

    /// Exchanges `from`, the unplaced tile of bank slot `slot`, for `to` from the bag, and
    /// records the swap. `false` (and nothing changes) when the slot does not hold `from`, `to`
    /// is not in the bag or the game is over.
    pub(crate) fn swap_to(&mut self, slot: usize, from: Tile, to: Tile) -> bool {
        if !self.position.swap(slot, from, to) {
            return false;
        }
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
    fn resume_from(position: SavedState, seed: u64) -> Game {
        Game::resume(
            position.board,
            position.bank,
            position.players,
            position.current,
            Pcg64Mcg::seed_from_u64(seed),
        )
    }

    /// Whether the game a history replays to is the one the file states.
    fn leads_to(&self, position: &SavedState) -> Result<(), HistoryError> {
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
        let (slot, cell) = game
            .bank()
            .tiles()
            .find_map(|(slot, _)| game.legal_cells(slot).iter().next().map(|c| (slot, c)))
            .expect("a tile of the first bank fits");
        game.position.keep_only(slot);
        game.place(slot, cell).expect("legal");
        let summary = game.end_turn().expect("the turn ends");
        assert!(summary.game_over);
        assert!(game.is_over());
        assert!(game.bank().is_empty());
    }

    #[test]
    fn nothing_changes_after_the_game_is_over() {
        let mut game = two_humans(2);
        game.position.set_over();
        let before = game.clone();
        assert_eq!(game.end_turn(), None);
        assert_eq!(game.place(0, Cell::new(4, 5)), Err(PlaceError::GameOver));
        assert_eq!(
            game.cheat_swap(0, SwapDirection::Forward),
            Err(CheatError::GameOver)
        );
        assert!(game.legal_cells(0).is_empty());
        assert_eq!(game, before);
    }
}
