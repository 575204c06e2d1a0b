//! The computer players. Each is a [`Strategy`] that only asks the rules (legal cells, points)
//! and chooses; none holds rule code of its own.

use crate::bag::Bank;
use crate::board::Board;
use crate::cell::Cell;
use crate::game::{Game, Placements};
use crate::player::{Level, Player, PlayerError, PlayerKind};
use crate::score::points;
use crate::tile::{Tile, TileSet};

/// A placement a computer player chooses: the bank slot of the tile and the cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The bank slot (0–4).
    pub slot: usize,
    /// The cell.
    pub cell: Cell,
}

/// How a computer player chooses its placements, one at a time so that each can be shown.
pub trait Strategy {
    /// The next placement to make in the turn of the player to move, or `None` to end the turn.
    /// Called again after each placement; must only choose legal placements.
    fn next_placement(&self, game: &Game) -> Option<Choice>;
}

/// The computer player as the game specifies it. Up to three times in a turn:
///
/// 1. among the bank tiles that can be placed somewhere, take the highest value;
/// 2. among all bank tiles of that value and all their legal cells, choose the placement that
///    earns the most points;
/// 3. ties go to the earlier bank slot, then the smaller row, then the smaller column;
/// 4. stop early when no bank tile can be placed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Greedy;

impl Strategy for Greedy {
    fn next_placement(&self, game: &Game) -> Option<Choice> {
        if game.is_over() || game.placed().is_full() {
            return None;
        }
        let board = game.board();
        let bank = game.bank();
        let top = board.placeable(bank.tile_set()).last()?.value();
        let candidates = bank.tile_set().intersect(TileSet::of_value(top));
        let mut best: Option<(u32, Choice)> = None;
        // Slots in order, cells in row-major order: keeping only a strictly better placement
        // gives the tie-breaks of step 3.
        for (slot, tile) in bank.tiles().filter(|(_, t)| candidates.contains(*t)) {
            for cell in board.legal_cells(tile) {
                let points = points(board, tile, cell);
                if best.is_none_or(|(most, _)| points > most) {
                    best = Some((points, Choice { slot, cell }));
                }
            }
        }
        best.map(|(_, choice)| choice)
    }
}

/// A stronger computer player: it tries every order of placing up to three of its bank tiles
/// this turn and plays the sequence that earns the most points in total (tiles placed earlier
/// count for later ones). Ties go to the earlier slot, then row, then column of the first
/// placement.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Planner;

impl Planner {
    /// The most points `left` more placements can earn from here, and the first of them.
    fn best(board: &mut Board, bank: &mut Bank, left: usize) -> (u32, Option<Choice>) {
        let mut best = (0, None);
        if left == 0 {
            return best;
        }
        let tiles: Vec<(usize, Tile)> = bank.tiles().collect();
        for (slot, tile) in tiles {
            for cell in board.legal_cells(tile) {
                let points = points(board, tile, cell);
                board.put(cell, tile);
                bank.take(slot);
                let (rest, _) = Planner::best(board, bank, left - 1);
                bank.set(slot, Some(tile));
                board.lift(cell);
                if best.1.is_none() || points + rest > best.0 {
                    best = (points + rest, Some(Choice { slot, cell }));
                }
            }
        }
        best
    }
}

impl Strategy for Planner {
    fn next_placement(&self, game: &Game) -> Option<Choice> {
        if game.is_over() {
            return None;
        }
        let left = Placements::MAX - game.placed().len();
        let mut board = game.board().clone();
        let mut bank = *game.bank();
        Planner::best(&mut board, &mut bank, left).1
    }
}

impl Level {
    /// The strategy that plays at this level. (This is the one method of [`Level`] defined
    /// here rather than beside the type: the levels are named where the players are, and the
    /// strategies that play them live here, so that `ai` depends on `player` and never the
    /// other way round.)
    #[must_use]
    pub fn strategy(self) -> &'static dyn Strategy {
        match self {
            Level::Greedy => &Greedy,
            Level::Planner => &Planner,
        }
    }
}

/// Plays the computer's whole turn for the player to move with `strategy`, placement by
/// placement, and returns the placements made (the turn is not ended).
pub fn play_turn(game: &mut Game, strategy: &dyn Strategy) -> Placements {
    while let Some(choice) = strategy.next_placement(game) {
        if game.place(choice.slot, choice.cell).is_err() {
            break;
        }
    }
    *game.placed()
}

/// Plays a whole game from `seed` between computer players, one seat per level in seating
/// order, and returns the finished game. The same levels and seed give the same game.
pub fn play_game(levels: &[Level], seed: u64) -> Result<Game, PlayerError> {
    let players = levels
        .iter()
        .enumerate()
        .map(|(i, &level)| Player::computer(format!("Computer {}", i + 1), level))
        .collect();
    let mut game = Game::new(players, seed)?;
    while !game.is_over() {
        let level = match game.current_player().kind {
            PlayerKind::Computer(level) => level,
            PlayerKind::Human => Level::Greedy,
        };
        play_turn(&mut game, level.strategy());
        game.end_turn();
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A midgame position of a real game: 37 tiles on the board, a bank of five.
    fn midgame() -> Game {
        let text = include_str!("../tests/data/midgame.json");
        Game::from_json(text, 1).expect("the fixture loads")
    }

    /// The most points any up to `left` placements in a row can earn, tried one by one through
    /// the game's own moves.
    fn best_total(game: &Game, left: usize) -> u32 {
        if left == 0 {
            return 0;
        }
        let mut best = 0;
        for (slot, _) in game.bank().tiles() {
            for (cell, score) in game.options(slot) {
                let mut next = game.clone();
                next.place(slot, cell).expect("a legal option");
                best = best.max(score.points + best_total(&next, left - 1));
            }
        }
        best
    }

    #[test]
    fn every_strategy_only_makes_legal_placements() {
        for level in Level::ALL {
            let mut game = midgame();
            let mut placed = 0;
            while let Some(choice) = level.strategy().next_placement(&game) {
                game.place(choice.slot, choice.cell)
                    .unwrap_or_else(|e| panic!("{level} chose an illegal placement: {e}"));
                placed += 1;
            }
            assert!(placed > 0 && placed <= Placements::MAX, "{level}: {placed}");
        }
    }

    #[test]
    fn planner_makes_the_turn_worth_most_and_greedy_may_not() {
        let game = midgame();
        let best = best_total(&game, Placements::MAX);
        let planner = play_turn(&mut game.clone(), &Planner).points();
        let greedy = play_turn(&mut game.clone(), &Greedy).points();
        assert_eq!(planner, best);
        assert!(greedy < best, "greedy {greedy}, best {best}");
    }
}
