//! The computer players. Each is a [`Strategy`] that only asks the rules (legal cells, points)
//! and chooses; none holds rule code of its own.

use std::fmt;
use std::str::FromStr;

use crate::bag::Bank;
use crate::board::Board;
use crate::cell::Cell;
use crate::game::{Game, Placements};
use crate::tile::TileSet;

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
                let points = board.points(tile, cell);
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
        let tiles: Vec<(usize, crate::Tile)> = bank.tiles().collect();
        for (slot, tile) in tiles {
            for cell in board.legal_cells(tile) {
                let points = board.points(tile, cell);
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

/// The computer players a seat can be given.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// [`Greedy`]: the computer player of the game's rules.
    #[default]
    Greedy,
    /// [`Planner`]: plans its whole turn.
    Planner,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 2] = [Level::Greedy, Level::Planner];

    /// The strategy that plays at this level.
    #[must_use]
    pub fn strategy(self) -> &'static dyn Strategy {
        match self {
            Level::Greedy => &Greedy,
            Level::Planner => &Planner,
        }
    }

    /// The level's key, as saves and the command line write it (`greedy`, `planner`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Level::Greedy => "greedy",
            Level::Planner => "planner",
        }
    }

    /// A short description for people.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Level::Greedy => "plays its highest tile where it scores most",
            Level::Planner => "plans its whole turn for the most points",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A computer level name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown computer level {} (known: {})",
            crate::text::short(&self.0),
            Level::ALL.map(Level::key).join(", ")
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.key().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseLevelError(s.to_owned()))
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
pub fn play_game(levels: &[Level], seed: u64) -> Result<Game, crate::PlayerError> {
    let players = levels
        .iter()
        .enumerate()
        .map(|(i, &level)| crate::Player::computer(format!("Computer {}", i + 1), level))
        .collect();
    let mut game = Game::new(players, seed)?;
    while !game.is_over() {
        let level = match game.current_player().kind {
            crate::PlayerKind::Computer(level) => level,
            crate::PlayerKind::Human => Level::Greedy,
        };
        play_turn(&mut game, level.strategy());
        game.end_turn();
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.key().parse::<Level>(), Ok(level));
        }
        assert!("expert".parse::<Level>().is_err());
    }

    #[test]
    fn every_strategy_only_makes_legal_placements() {
        for level in Level::ALL {
            for seed in 0..20 {
                let players = vec![Player::computer("A", level), Player::computer("B", level)];
                let mut game = Game::new(players, seed).expect("two players");
                while !game.is_over() {
                    while let Some(choice) = level.strategy().next_placement(&game) {
                        game.place(choice.slot, choice.cell)
                            .expect("the strategy chose a legal placement");
                    }
                    game.end_turn();
                }
            }
        }
    }

    #[test]
    fn planner_scores_at_least_as_much_per_turn_as_greedy() {
        for seed in 0..30 {
            let players = vec![Player::human("A"), Player::human("B")];
            let game = Game::new(players, seed).expect("two players");
            let mut greedy = game.clone();
            let mut planner = game;
            let g = play_turn(&mut greedy, &Greedy).points();
            let p = play_turn(&mut planner, &Planner).points();
            assert!(p >= g, "seed {seed}: planner {p} < greedy {g}");
        }
    }
}
