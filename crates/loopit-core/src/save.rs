//! Saved games: the JSON file of CONTRACTS.md (version 1), read as an unchecked
//! [`SaveFile`] and turned into a [`Game`] only when it describes a reachable position.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bag::Bank;
use crate::board::Board;
use crate::cell::Cell;
use crate::game::Game;
use crate::player::{Level, Player, PlayerError, PlayerKind, check_players};
use crate::rules::{PositionError, check_position};
use crate::tile::Tile;

/// The save file version this program writes and reads.
pub const SAVE_VERSION: i64 = 1;

/// A save file as written on disk: what it says, not yet checked (it may describe an
/// impossible position). [`Game::from_save`] checks it.
///
/// ```
/// use loopit_core::{Game, SaveFile};
/// let text = r#"{
///   "version": 1,
///   "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 5, "col": 6, "tile": "126"}],
///   "bank": ["321", "425", "832", "624", "133"],
///   "players": [{"name": "Anna", "kind": "human", "score": 0},
///               {"name": "Computer", "kind": "computer", "score": 12}],
///   "current": 1
/// }"#;
/// let game = Game::from_save(&SaveFile::from_json(text)?, 0)?;
/// assert_eq!(game.current_player().name, "Computer");
/// assert_eq!(game.bank().len(), 5);
/// # Ok::<(), loopit_core::SaveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The format version, 1.
    pub version: i64,
    /// Every tile on the board with its cell.
    pub board: Vec<SavedTile>,
    /// The bank of the player to move as drawn at the start of the turn, in bank order; empty
    /// when that player draws on resuming.
    pub bank: Vec<String>,
    /// The players in seating order.
    pub players: Vec<SavedPlayer>,
    /// The index into `players` of the player to move.
    pub current: i64,
}

/// One tile on the board of a [`SaveFile`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedTile {
    /// The row, 0–10.
    pub row: i64,
    /// The column, 0–10.
    pub col: i64,
    /// The tile's name.
    pub tile: String,
}

/// One player of a [`SaveFile`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPlayer {
    /// The name.
    pub name: String,
    /// `"human"` or `"computer"`.
    pub kind: SavedKind,
    /// The score, 0 or more.
    pub score: i64,
    /// This program's own key: a computer's level (`"greedy"` when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
}

/// The `kind` of a saved player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SavedKind {
    /// A person.
    Human,
    /// The computer.
    Computer,
}

/// Where a tile of a save file is: on the board (entry number, 1-based) or in the bank (slot,
/// 1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TilePlace {
    /// The `n`-th entry of `board` (1-based).
    Board(usize),
    /// The `n`-th tile of `bank` (1-based).
    Bank(usize),
}

impl fmt::Display for TilePlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TilePlace::Board(n) => write!(f, "board entry {n}"),
            TilePlace::Bank(n) => write!(f, "bank tile {n}"),
        }
    }
}

/// Why a save file cannot be loaded. The `Display` text says what is wrong in words a person
/// can act on; `loopit check` prints it after `error: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not JSON.
    NotJson(String),
    /// The JSON is not an object.
    NotAnObject,
    /// The `version` key is missing or not a whole number.
    NoVersion,
    /// A version this program does not read.
    UnknownVersion(String),
    /// A key is missing or holds the wrong type of value.
    BadKey {
        /// Where: `players[1].score`, or `.` for the whole file.
        path: String,
        /// What the reader expected.
        message: String,
    },
    /// A tile name that names no tile.
    UnknownTile {
        /// Where the name stands.
        place: TilePlace,
        /// The name.
        name: String,
    },
    /// The same tile twice (board and bank together).
    TileTwice {
        /// The tile.
        tile: Tile,
        /// Its first place.
        first: TilePlace,
        /// Its second place.
        second: TilePlace,
    },
    /// A cell off the board.
    OffBoard {
        /// The board entry (1-based).
        entry: usize,
        /// Its row.
        row: i64,
        /// Its column.
        col: i64,
    },
    /// Two tiles on one cell.
    CellTwice {
        /// The cell.
        cell: Cell,
        /// The first tile there.
        first: Tile,
        /// The second tile there.
        second: Tile,
    },
    /// The board is not a reachable position.
    Position(PositionError),
    /// More than five bank tiles.
    BankTooLarge(usize),
    /// The players cannot play a game (count or names).
    Players(PlayerError),
    /// A negative score.
    NegativeScore {
        /// The seat, 1-based.
        seat: usize,
        /// The score.
        score: i64,
    },
    /// A score higher than any game can reach ([`Player::MAX_SCORE`]).
    ImpossibleScore {
        /// The seat, 1-based.
        seat: usize,
        /// The score.
        score: i64,
    },
    /// An unknown computer level.
    UnknownLevel {
        /// The seat, 1-based.
        seat: usize,
        /// The level written.
        level: String,
    },
    /// `current` names no player.
    CurrentOutOfRange {
        /// The value.
        current: i64,
        /// How many players there are.
        players: usize,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotJson(msg) => write!(f, "not a JSON file: {msg}"),
            SaveError::NotAnObject => {
                f.write_str("not a LoopIt save: the file must hold one JSON object")
            }
            SaveError::NoVersion => {
                f.write_str("not a LoopIt save: the key \"version\" is missing or not a number")
            }
            SaveError::UnknownVersion(v) => write!(
                f,
                "save file version {v} is not known to this program (it reads version \
                 {SAVE_VERSION})"
            ),
            SaveError::BadKey { path, message } => write!(f, "{path}: {message}"),
            SaveError::UnknownTile { place, name } => {
                write!(
                    f,
                    "{place}: tile {} does not exist",
                    crate::text::short(name)
                )
            }
            SaveError::TileTwice {
                tile,
                first,
                second,
            } => write!(f, "tile {tile} appears twice ({first} and {second})"),
            SaveError::OffBoard { entry, row, col } => write!(
                f,
                "board entry {entry}: cell {row},{col} is off the board (rows and columns \
                 are 0 to 10)"
            ),
            SaveError::CellTwice {
                cell,
                first,
                second,
            } => write!(f, "cell {cell} holds two tiles ({first} and {second})"),
            SaveError::Position(e) => e.fmt(f),
            SaveError::BankTooLarge(n) => {
                write!(f, "the bank holds {n} tiles, but at most {}", Bank::SIZE)
            }
            SaveError::Players(e) => e.fmt(f),
            SaveError::NegativeScore { seat, score } => {
                write!(f, "player {seat} has a negative score ({score})")
            }
            SaveError::ImpossibleScore { seat, score } => write!(
                f,
                "player {seat} has a score of {score}, more than any game can reach (at most {})",
                Player::MAX_SCORE
            ),
            SaveError::UnknownLevel { seat, level } => write!(
                f,
                "player {seat} has an unknown computer level {} (known: {})",
                crate::text::short(level),
                Level::ALL.map(Level::key).join(", ")
            ),
            SaveError::CurrentOutOfRange { current, players } => write!(
                f,
                "\"current\" is {current}, but there are only players 0 to {}",
                players.saturating_sub(1)
            ),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<PositionError> for SaveError {
    fn from(e: PositionError) -> SaveError {
        SaveError::Position(e)
    }
}

impl From<PlayerError> for SaveError {
    fn from(e: PlayerError) -> SaveError {
        SaveError::Players(e)
    }
}

impl SaveFile {
    /// Reads the JSON text of a save file. Checks the format only (JSON, keys and their types,
    /// the version); [`Game::from_save`] checks the position.
    pub fn from_json(text: &str) -> Result<SaveFile, SaveError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveError::NotJson(e.to_string()))?;
        let object = value.as_object().ok_or(SaveError::NotAnObject)?;
        let version = object.get("version").ok_or(SaveError::NoVersion)?;
        match version.as_i64() {
            Some(SAVE_VERSION) => {}
            Some(_) => return Err(SaveError::UnknownVersion(version.to_string())),
            None if version.is_number() => {
                return Err(SaveError::UnknownVersion(version.to_string()));
            }
            None => return Err(SaveError::NoVersion),
        }
        let mut reader = serde_json::Deserializer::from_str(text);
        serde_path_to_error::deserialize(&mut reader).map_err(|e| {
            let path = e.path().to_string();
            let message = e.into_inner().to_string();
            SaveError::BadKey {
                path: if path == "." {
                    "save file".to_owned()
                } else {
                    format!("key {path}")
                },
                message: message.replace("field", "key"),
            }
        })
    }

    /// The file as pretty-printed JSON, the same text `serde_json::to_string_pretty` writes.
    ///
    /// Written by hand, so that it cannot fail: a save file holds only whole numbers, strings
    /// and lists of them, and every string is escaped here.
    #[must_use]
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(64 + 56 * self.board.len());
        out.push_str("{\n  \"version\": ");
        out.push_str(&self.version.to_string());
        out.push_str(",\n  \"board\": ");
        json_list(&mut out, &self.board, |out, tile| {
            out.push_str("{\n      \"row\": ");
            out.push_str(&tile.row.to_string());
            out.push_str(",\n      \"col\": ");
            out.push_str(&tile.col.to_string());
            out.push_str(",\n      \"tile\": ");
            json_string(out, &tile.tile);
            out.push_str("\n    }");
        });
        out.push_str(",\n  \"bank\": ");
        json_list(&mut out, &self.bank, |out, name| json_string(out, name));
        out.push_str(",\n  \"players\": ");
        json_list(&mut out, &self.players, |out, player| {
            out.push_str("{\n      \"name\": ");
            json_string(out, &player.name);
            out.push_str(",\n      \"kind\": ");
            out.push_str(match player.kind {
                SavedKind::Human => "\"human\"",
                SavedKind::Computer => "\"computer\"",
            });
            out.push_str(",\n      \"score\": ");
            out.push_str(&player.score.to_string());
            if let Some(level) = &player.level {
                out.push_str(",\n      \"level\": ");
                json_string(out, level);
            }
            out.push_str("\n    }");
        });
        out.push_str(",\n  \"current\": ");
        out.push_str(&self.current.to_string());
        out.push_str("\n}");
        out
    }
}

/// Writes `items` as a JSON list indented as a value of the top object: `[]` when empty,
/// otherwise one item a line.
fn json_list<T>(out: &mut String, items: &[T], mut item: impl FnMut(&mut String, &T)) {
    if items.is_empty() {
        out.push_str("[]");
        return;
    }
    out.push('[');
    for (i, value) in items.iter().enumerate() {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        item(out, value);
    }
    out.push_str("\n  ]");
}

/// Writes `text` as a JSON string: quoted, with `"`, `\` and control characters escaped as
/// JSON requires (and as `serde_json` does).
fn json_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
}

impl SaveFile {
    /// The save file of a position: every tile of `board`, `bank` (the tiles drawn by the
    /// player to move, in bank order), the `players` with their kinds and scores, and the seat
    /// `current` to move. A computer's level is written as the program's own key `level`.
    #[must_use]
    pub fn of_position(
        board: &Board,
        bank: &[Tile],
        players: &[Player],
        current: usize,
    ) -> SaveFile {
        SaveFile {
            version: SAVE_VERSION,
            board: board
                .placed()
                .map(|(cell, tile)| SavedTile {
                    row: i64::from(cell.row()),
                    col: i64::from(cell.col()),
                    tile: tile.to_string(),
                })
                .collect(),
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
        }
    }
}

impl Game {
    /// The game as a save file: the position at the start of the turn in progress (tiles
    /// placed and not yet confirmed go back to the bank), so that loading resumes the same turn
    /// with the same bank.
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
        SaveFile::of_position(&board, &bank, self.players(), self.current())
    }

    /// The game a save file describes, if it is a reachable position; otherwise the first thing
    /// wrong with it. `seed` seeds the draws from here on (the bank is drawn at once when the
    /// file's bank is empty).
    pub fn from_save(save: &SaveFile, seed: u64) -> Result<Game, SaveError> {
        if save.version != SAVE_VERSION {
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
        Ok(Game::resume(board, bank, players, current, seed))
    }

    /// Reads and checks the JSON text of a save file: [`SaveFile::from_json`], then
    /// [`Game::from_save`].
    pub fn from_json(text: &str, seed: u64) -> Result<Game, SaveError> {
        Game::from_save(&SaveFile::from_json(text)?, seed)
    }
}

fn read_tile(name: &str, place: TilePlace) -> Result<Tile, SaveError> {
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
                    None => Level::Greedy,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn player(name: &str, kind: SavedKind, level: Option<&str>) -> SavedPlayer {
        SavedPlayer {
            name: name.to_owned(),
            kind,
            score: 12,
            level: level.map(str::to_owned),
        }
    }

    #[test]
    fn to_json_writes_what_serde_json_writes_and_reads_back() {
        let awkward = "quote \" backslash \\ tab \t line\nbell \u{7} del \u{7f} é ☃ 𝄞";
        let saves = [
            SaveFile {
                version: 1,
                board: vec![SavedTile {
                    row: 5,
                    col: -5,
                    tile: "541".to_owned(),
                }],
                bank: vec!["321".to_owned(), awkward.to_owned()],
                players: vec![
                    player(awkward, SavedKind::Human, None),
                    player("Computer", SavedKind::Computer, Some("expert")),
                ],
                current: 1,
            },
            SaveFile {
                version: i64::MIN,
                board: Vec::new(),
                bank: Vec::new(),
                players: Vec::new(),
                current: i64::MAX,
            },
        ];
        for save in saves {
            let text = save.to_json();
            let by_serde = serde_json::to_string_pretty(&save).expect("serialises");
            assert_eq!(text, by_serde);
            let back: SaveFile = serde_json::from_str(&text).expect("reads back");
            assert_eq!(back, save);
        }
    }
}
