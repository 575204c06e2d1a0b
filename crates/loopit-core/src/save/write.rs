//! Writing a game as a save file: the position as version 1 has it, and the history.

use crate::bag::Bank;
use crate::board::Board;
use crate::history::{History, Origin, TurnRecord};
use crate::placement::Placement;
use crate::player::{Player, PlayerKind};
use crate::tile::Tile;

use super::file::{
    SaveFile, SavedHistory, SavedKind, SavedPlayer, SavedPosition, SavedSwap, SavedTile, SavedTurn,
};

impl SaveFile {
    /// The file as pretty-printed JSON (`serde_json::to_string_pretty`).
    ///
    /// # Panics
    ///
    /// Never: a save file holds only whole numbers, strings, booleans and lists and objects of
    /// them with string keys, which serde_json always writes.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save file is always written")
    }
}

fn saved_board(board: &Board) -> Vec<SavedTile> {
    board
        .placed()
        .map(|(cell, tile)| SavedTile {
            row: i64::from(cell.row()),
            col: i64::from(cell.col()),
            tile: tile.to_string(),
        })
        .collect()
}

fn saved_bank(bank: &Bank) -> Vec<String> {
    bank.tiles().map(|(_, tile)| tile.to_string()).collect()
}

impl SaveFile {
    /// The version-1 save file of a position: every tile of `board`, `bank` (the tiles drawn by
    /// the player to move, in bank order), the `players` with their kinds and scores, and the
    /// seat `current` to move. A computer's level is written as the program's own key `level`.
    #[must_use]
    pub fn of_position(
        board: &Board,
        bank: &[Tile],
        players: &[Player],
        current: usize,
    ) -> SaveFile {
        SaveFile {
            version: 1,
            board: saved_board(board),
            bank: bank.iter().map(Tile::to_string).collect(),
            players: players
                .iter()
                .map(|p| SavedPlayer {
                    name: p.name.clone(),
                    kind: match p.kind {
                        PlayerKind::Human => SavedKind::Human,
                        PlayerKind::Computer(_) => SavedKind::Computer,
                    },
                    score: i64::from(p.score),
                    level: match p.kind {
                        PlayerKind::Human => None,
                        PlayerKind::Computer(level) => Some(level.key().to_owned()),
                    },
                })
                .collect(),
            current: current as i64,
            history: None,
        }
    }
}

fn saved_turn(turn: &TurnRecord) -> SavedTurn {
    SavedTurn {
        player: turn.player as i64,
        drawn: saved_bank(&turn.drawn),
        swaps: turn
            .swaps
            .iter()
            .map(|s| SavedSwap {
                from: s.from.to_string(),
                to: s.to.to_string(),
            })
            .collect(),
        placements: turn.placements.iter().map(Placement::to_string).collect(),
        sat_out: turn.sat_out,
    }
}

pub(crate) fn saved_history(history: &History) -> SavedHistory {
    let (start, resumed) = match history.origin() {
        Origin::Start(tile) => (Some(tile.to_string()), None),
        Origin::Resumed(position) => (
            None,
            Some(SavedPosition {
                board: saved_board(&position.board),
                bank: saved_bank(&position.bank),
                scores: position.scores.iter().map(|s| i64::from(*s)).collect(),
                current: position.current as i64,
            }),
        ),
    };
    SavedHistory {
        random: format!("{:032x}", history.random()),
        start,
        resumed,
        turns: history.turns().iter().map(saved_turn).collect(),
        turn: history.turn_in_progress().map(saved_turn),
    }
}
