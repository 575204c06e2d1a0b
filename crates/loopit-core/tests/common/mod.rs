//! Helpers shared by the integration tests: positions written as tile lists.

#![allow(dead_code)]

use loopit_core::{Board, Cell, Game, SaveFile, SavedKind, SavedPlayer, SavedTile, Tile};

/// The tile called `name`.
pub fn t(name: &str) -> Tile {
    name.parse().expect("a tile name")
}

/// The cell `row,col`.
pub fn c(row: u8, col: u8) -> Cell {
    Cell::new(row, col)
}

/// A board holding `tiles` (`(row, col, name)`), unchecked.
pub fn board(tiles: &[(u8, u8, &str)]) -> Board {
    let mut board = Board::new();
    for &(row, col, name) in tiles {
        board.put(c(row, col), t(name));
    }
    board
}

/// A save file: `tiles` on the board, `bank` for the player to move, the players given as
/// `(name, "human" | "computer", score)`, player `current` to move.
pub fn save(
    tiles: &[(u8, u8, &str)],
    bank: &[&str],
    players: &[(&str, &str, i64)],
    current: i64,
) -> SaveFile {
    SaveFile {
        version: 1,
        board: tiles
            .iter()
            .map(|&(row, col, tile)| SavedTile {
                row: row.into(),
                col: col.into(),
                tile: tile.to_owned(),
            })
            .collect(),
        bank: bank.iter().map(|s| (*s).to_owned()).collect(),
        players: players
            .iter()
            .map(|&(name, kind, score)| SavedPlayer {
                name: name.to_owned(),
                kind: if kind == "computer" {
                    SavedKind::Computer
                } else {
                    SavedKind::Human
                },
                score,
                level: None,
            })
            .collect(),
        current,
        history: None,
    }
}

/// Two humans, Anna to move with `bank`, on a board holding `tiles` (any legal position, as the
/// analysis commands take it: scores and bag are not checked).
pub fn game(tiles: &[(u8, u8, &str)], bank: &[&str]) -> Game {
    let file = save(tiles, bank, &[("Anna", "human", 0), ("Ben", "human", 0)], 0);
    Game::from_save_for_analysis(&file, 1).unwrap_or_else(|e| panic!("the position loads: {e}"))
}

/// The slot of `name` in the bank of the player to move.
pub fn slot(game: &Game, name: &str) -> usize {
    game.bank()
        .slot_of(t(name))
        .expect("the tile is in the bank")
}

/// Every tile is in exactly one of board, bank and bag.
pub fn assert_tiles_accounted_for(game: &Game) {
    let board = game.board().tiles_on_board();
    let bank = game.bank().tile_set();
    let bag = game.bag().tiles();
    assert!(board.intersect(bank).is_empty(), "board and bank overlap");
    assert!(board.intersect(bag).is_empty(), "board and bag overlap");
    assert!(bank.intersect(bag).is_empty(), "bank and bag overlap");
    assert_eq!(board.union(bank).union(bag).len(), Tile::COUNT);
}
