//! Reading the history of a version-2 file: its tiles, placements and seats typed; whether
//! it is true, [`crate::Game::from_save`] finds by replaying it.

use crate::bag::Bank;
use crate::cell::Cell;
use crate::history::{
    History, HistoryError, Origin, ResumedPosition, Swap, TurnProblem, TurnRecord,
};
use crate::placement::Placement;
use crate::rules::PlaceError;
use crate::tile::Tile;

use super::error::{KeyPath, KeyProblem, SaveError, TilePlace};
use super::file::{SaveFile, SavedHistory, SavedPlayer, SavedTurn};
use super::read::{check_reachable, read_position, read_tile};

/// The typed history of a version-2 file with `players` seats, its tiles and placements read;
/// whether it is true is for [`Game::replay`](crate::Game::replay) to find.
pub(crate) fn read_history(
    saved: &SavedHistory,
    save: &SaveFile,
    players: usize,
) -> Result<History, SaveError> {
    let random = u128::from_str_radix(&saved.random, 16)
        .ok()
        .filter(|_| (1..=32).contains(&saved.random.len()) && !saved.random.starts_with('+'))
        .filter(|r| r % 2 == 1)
        .ok_or_else(|| HistoryError::BadRandom(saved.random.clone()))?;
    let origin = match (&saved.start, &saved.resumed) {
        (Some(name), None) => Origin::Start(read_tile(name, TilePlace::Start)?),
        (None, Some(resumed)) => {
            if resumed.scores.len() != players {
                return Err(SaveError::BadKey {
                    path: KeyPath::file().key("history").key("resumed").key("scores"),
                    problem: KeyProblem::ScoresForPlayers {
                        scores: resumed.scores.len(),
                        players,
                    },
                });
            }
            let file = SaveFile {
                version: 1,
                board: resumed.board.clone(),
                bank: resumed.bank.clone(),
                players: save
                    .players
                    .iter()
                    .zip(&resumed.scores)
                    .map(|(player, score)| SavedPlayer {
                        score: *score,
                        ..player.clone()
                    })
                    .collect(),
                current: resumed.current,
                history: None,
            };
            let position = read_position(&file)
                .and_then(|p| {
                    check_reachable(&p.board, &p.bank, &p.players)?;
                    Ok(p)
                })
                .map_err(|e| SaveError::Resumed(Box::new(e)))?;
            Origin::Resumed(Box::new(ResumedPosition {
                scores: position.players.iter().map(|p| p.score).collect(),
                board: position.board,
                bank: position.bank,
                current: position.current,
            }))
        }
        _ => return Err(SaveError::HistoryStart),
    };
    let mut turns = Vec::with_capacity(saved.turns.len());
    for (i, turn) in saved.turns.iter().enumerate() {
        turns.push(read_turn(
            turn,
            i + 1,
            KeyPath::file().key("history").key("turns").index(i),
            players,
        )?);
    }
    let in_progress = match &saved.turn {
        Some(turn) => Some(read_turn(
            turn,
            saved.turns.len() + 1,
            KeyPath::file().key("history").key("turn"),
            players,
        )?),
        None => None,
    };
    Ok(History::from_parts(origin, random, turns, in_progress))
}

/// Turn number `number` (1-based) of a history of a game of `players` seats, found at `path` in
/// the file.
fn read_turn(
    saved: &SavedTurn,
    number: usize,
    path: KeyPath,
    players: usize,
) -> Result<TurnRecord, SaveError> {
    let problem = |problem| {
        SaveError::History(HistoryError::Turn {
            turn: number,
            problem,
        })
    };
    if saved.drawn.len() > Bank::SIZE {
        return Err(SaveError::BadKey {
            path: path.key("drawn"),
            problem: KeyProblem::TooManyDrawn {
                count: saved.drawn.len(),
            },
        });
    }
    let mut drawn = Bank::new();
    for (slot, name) in saved.drawn.iter().enumerate() {
        let tile = read_tile(
            name,
            TilePlace::Drawn {
                turn: number,
                n: slot + 1,
            },
        )?;
        drawn.set(slot, Some(tile));
    }
    let player = usize::try_from(saved.player)
        .ok()
        .filter(|&p| p < players)
        .ok_or_else(|| SaveError::BadKey {
            path: path.key("player"),
            problem: KeyProblem::NotASeat {
                value: saved.player,
                players,
            },
        })?;
    let mut turn = TurnRecord::new(player, drawn);
    let mut bank = drawn;
    for (i, swap) in saved.swaps.iter().enumerate() {
        let place = TilePlace::Swap {
            turn: number,
            n: i + 1,
        };
        let from = read_tile(&swap.from, place.clone())?;
        let to = read_tile(&swap.to, place)?;
        let slot = bank
            .slot_of(from)
            .ok_or_else(|| problem(TurnProblem::Swap { index: i + 1 }))?;
        bank.set(slot, Some(to));
        turn.swaps.push(Swap { slot, from, to });
    }
    for (i, text) in saved.placements.iter().enumerate() {
        let place = TilePlace::Placement {
            turn: number,
            n: i + 1,
        };
        let (tile, cell, points) = read_placement(text, place)?;
        if turn.placements.is_full() {
            return Err(problem(TurnProblem::Placement {
                index: i + 1,
                error: PlaceError::TurnFull,
            }));
        }
        let slot = bank
            .slot_of(tile)
            .ok_or_else(|| problem(TurnProblem::NotInBank { index: i + 1, tile }))?;
        bank.take(slot);
        turn.placements.push(Placement {
            slot,
            tile,
            cell,
            points,
        });
    }
    turn.sat_out = saved.sat_out;
    Ok(turn)
}

/// `TILE@row,col=points`, as [`Placement`] displays itself.
fn read_placement(text: &str, place: TilePlace) -> Result<(Tile, Cell, u32), SaveError> {
    let bad = || SaveError::BadPlacement {
        place: place.clone(),
        text: text.to_owned(),
    };
    let (name, rest) = text.split_once('@').ok_or_else(bad)?;
    let (cell, points) = rest.split_once('=').ok_or_else(bad)?;
    let (row, col) = cell.split_once(',').ok_or_else(bad)?;
    let number = |s: &str| -> Option<u32> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    let cell = number(row)
        .zip(number(col))
        .and_then(|(r, c)| Cell::try_new(u8::try_from(r).ok()?, u8::try_from(c).ok()?))
        .ok_or_else(bad)?;
    let points = number(points).ok_or_else(bad)?;
    let tile = read_tile(name, place.clone())?;
    Ok((tile, cell, points))
}
