//! Reading a save file: the JSON text into a [`SaveFile`], and the keys of version 1 (the
//! position every version states) into a checked position.

use crate::bag::Bank;
use crate::board::Board;
use crate::cell::Cell;
use crate::edge::Edge;
use crate::player::{Level, Player, PlayerKind, check_players};
use crate::rules::check_position;
use crate::tile::Tile;

use super::error::{KeyPath, KeyProblem, SaveError, TilePlace};
use super::file::{SAVE_VERSIONS, SaveFile, SavedKind, SavedPlayer, SavedTile};
use serde::Deserialize;

impl SaveFile {
    /// Reads the JSON text of a save file. Checks the format only (JSON, keys and their types,
    /// the version); [`Game::from_save`](crate::Game::from_save) checks the position.
    /// A key named twice in one object is refused (the policy of all three games' saves:
    /// [`save_json`]).
    pub fn from_json(text: &str) -> Result<SaveFile, SaveError> {
        save_json::check_unique_keys(text).map_err(SaveError::DuplicateKey)?;
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveError::NotJson {
                line: e.line(),
                column: e.column(),
            })?;
        let object = value.as_object().ok_or(SaveError::NotAnObject)?;
        let version = object.get("version").ok_or(SaveError::NoVersion)?;
        let version = match version.as_i64() {
            Some(v) if SAVE_VERSIONS.contains(&v) => v,
            Some(_) => return Err(SaveError::UnknownVersion(version.to_string())),
            None if version.is_number() => {
                return Err(SaveError::UnknownVersion(version.to_string()));
            }
            None => return Err(SaveError::NoVersion),
        };
        let mut reader = serde_json::Deserializer::from_str(text);
        if version == 1 {
            // A reader of version 1 knows its five keys and ignores every other, `history`
            // included (another program may keep its own key of that name).
            let keys: Version1 =
                serde_path_to_error::deserialize(&mut reader).map_err(key_error)?;
            return Ok(SaveFile {
                version: keys.version,
                board: keys.board,
                bank: keys.bank,
                players: keys.players,
                current: keys.current,
                history: None,
            });
        }
        serde_path_to_error::deserialize(&mut reader).map_err(key_error)
    }
}

/// The keys of a version-1 file, the only ones its reader knows.
#[derive(Deserialize)]
struct Version1 {
    version: i64,
    board: Vec<SavedTile>,
    bank: Vec<String>,
    players: Vec<SavedPlayer>,
    current: i64,
}

/// A key the JSON reader found missing or holding the wrong kind of value, with where it is.
fn key_error(error: serde_path_to_error::Error<serde_json::Error>) -> SaveError {
    let path = KeyPath::of(error.path());
    let error = error.into_inner();
    // serde names a missing key only in its message (`missing field `players``, written by
    // `serde::de::Error::missing_field`); this is the one place that reads it.
    let text = error.to_string();
    let missing = text
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split_once('`'))
        .map(|(key, _)| key.to_owned());
    let problem = match missing {
        Some(key) => KeyProblem::Missing { key },
        None => KeyProblem::WrongValue {
            line: error.line(),
            column: error.column(),
        },
    };
    SaveError::BadKey { path, problem }
}

/// A position read from a save file and found legal: the players with their names and
/// scores, the board, the bank and the seat to move.
pub(crate) struct SavedState {
    pub(crate) board: Board,
    pub(crate) bank: Bank,
    pub(crate) players: Vec<Player>,
    pub(crate) current: usize,
}

/// The legal position of a save file: version, players, `current`, board and bank, each tile
/// once, the board a position the rules can lay.
pub(crate) fn read_position(save: &SaveFile) -> Result<SavedState, SaveError> {
    if !SAVE_VERSIONS.contains(&save.version) {
        return Err(SaveError::UnknownVersion(save.version.to_string()));
    }
    let players = read_players(save)?;
    let current = usize::try_from(save.current)
        .ok()
        .filter(|&c| c < players.len())
        .ok_or(SaveError::CurrentOutOfRange {
            current: save.current,
            players: players.len(),
        })?;

    let mut seen: Vec<(Tile, TilePlace)> = Vec::new();
    let mut note = |tile: Tile, place: TilePlace| -> Result<(), SaveError> {
        if let Some((_, first)) = seen.iter().find(|(t, _)| *t == tile) {
            return Err(SaveError::TileTwice {
                tile,
                first: first.clone(),
                second: place,
            });
        }
        seen.push((tile, place));
        Ok(())
    };

    let mut board = Board::new();
    for (i, saved) in save.board.iter().enumerate() {
        let place = TilePlace::Board(i + 1);
        let tile = read_tile(&saved.tile, place.clone())?;
        let cell = u8::try_from(saved.row)
            .ok()
            .zip(u8::try_from(saved.col).ok())
            .and_then(|(row, col)| Cell::try_new(row, col))
            .ok_or(SaveError::OffBoard {
                entry: i + 1,
                row: saved.row,
                col: saved.col,
            })?;
        if let Some(first) = board.tile(cell) {
            return Err(SaveError::CellTwice {
                cell,
                first,
                second: tile,
            });
        }
        note(tile, place)?;
        board.put(cell, tile);
    }

    if save.bank.len() > Bank::SIZE {
        return Err(SaveError::BankTooLarge(save.bank.len()));
    }
    let mut bank = Bank::new();
    for (slot, name) in save.bank.iter().enumerate() {
        let place = TilePlace::Bank(slot + 1);
        let tile = read_tile(name, place.clone())?;
        note(tile, place)?;
        bank.set(slot, Some(tile));
    }

    check_position(&board)?;
    Ok(SavedState {
        board,
        bank,
        players,
        current,
    })
}

/// The least the tiles on `board` have earned in all, however the game went: the tile on the
/// start cell earned nothing, and every other tile earned at least its value (times a premium
/// of at least 1) plus the value of a tile it continued a line of — a neighbour joined to it by
/// a line, so at least the smallest value among those neighbours.
#[must_use]
pub fn least_total_score(board: &Board) -> u32 {
    board
        .placed()
        .filter(|(cell, _)| *cell != Cell::START)
        .map(|(cell, tile)| {
            let joined = Edge::ALL
                .into_iter()
                .filter(|&edge| tile.edges().contains(edge))
                .filter_map(|edge| {
                    let neighbour = board.tile(cell.neighbour(edge)?)?;
                    neighbour
                        .edges()
                        .contains(edge.opposite())
                        .then(|| neighbour.value())
                })
                .min()
                .unwrap_or(1);
            tile.value() + joined
        })
        .sum()
}

/// Checks what a game at the start of a turn must look like beyond a legal board: the bank
/// holds 5 tiles, or all that are left, or none (the player to move draws on resuming); and the
/// scores add up to at least what the tiles on the board have earned ([`least_total_score`]).
pub fn check_reachable(board: &Board, bank: &Bank, players: &[Player]) -> Result<(), SaveError> {
    let left = Tile::ALL.len().saturating_sub(board.len());
    let drawn = left.min(Bank::SIZE);
    if !bank.is_empty() && bank.len() != drawn {
        return Err(SaveError::BankNotDrawn {
            bank: bank.len(),
            drawn,
        });
    }
    let total: u64 = players.iter().map(|p| u64::from(p.score)).sum();
    let least = least_total_score(board);
    if total < u64::from(least) {
        return Err(SaveError::ScoresTooLow { total, least });
    }
    Ok(())
}

pub(crate) fn read_tile(name: &str, place: TilePlace) -> Result<Tile, SaveError> {
    name.parse().map_err(|_| SaveError::UnknownTile {
        place,
        name: name.to_owned(),
    })
}

fn read_players(save: &SaveFile) -> Result<Vec<Player>, SaveError> {
    let mut players = Vec::with_capacity(save.players.len());
    for (i, saved) in save.players.iter().enumerate() {
        let seat = i + 1;
        let score = match u32::try_from(saved.score) {
            Ok(score) if score <= Player::MAX_SCORE => score,
            _ if saved.score < 0 => {
                return Err(SaveError::NegativeScore {
                    seat,
                    score: saved.score,
                });
            }
            _ => {
                return Err(SaveError::ImpossibleScore {
                    seat,
                    score: saved.score,
                });
            }
        };
        let kind = match saved.kind {
            SavedKind::Human => PlayerKind::Human,
            SavedKind::Computer => {
                let level = match &saved.level {
                    None => Level::Normal,
                    Some(text) => text.parse().map_err(|_| SaveError::UnknownLevel {
                        seat,
                        level: text.clone(),
                    })?,
                };
                PlayerKind::Computer(level)
            }
        };
        players.push(Player {
            name: saved.name.clone(),
            kind,
            score,
        });
    }
    check_players(&players)?;
    Ok(players)
}
