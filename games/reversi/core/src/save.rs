//! The save file: a JSON model as written on disk (untrusted), and its validation into a
//! [`Game`] with its two [`Player`]s.
//!
//! ```json
//! {
//!   "version": 1,
//!   "rules": "document",
//!   "moves": ["d3", "c5"],
//!   "board": ["........", "........", "...Y....", "...YR...",
//!             "..RRY...", "........", "........", "........"],
//!   "to_move": "yellow",
//!   "players": { "yellow": "human", "red": "alphabeta" }
//! }
//! ```
//!
//! The moves are the truth: a file is accepted only when they replay legally from the start
//! and give exactly the saved board and player to move. Before that, cheaper checks name the
//! fault more plainly: the board's shape and letters, the four start stones (stones are
//! never removed, so they are always there), and the number of stones (four plus one per
//! laid stone). `players` may be left out (both human).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::board::{Board, Colour};
use crate::cell::Cell;
use crate::game::{Game, ReplayError};
use crate::rules::{Move, Position, Rules};
use crate::shorten::{SHORT_VALUE, shortened};

/// serde's description of a fault, shortened: it may quote a whole value of the file.
fn detail(e: &serde_json::Error) -> String {
    shortened(&e.to_string(), SHORT_DETAIL)
}

/// The longest description of a JSON fault kept, in characters.
const SHORT_DETAIL: usize = 160;

/// The save format version this program writes and reads.
pub const VERSION: u64 = 1;

/// Who plays a colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person at the computer.
    #[default]
    Human,
    /// The computer at this level.
    Computer(Level),
}

impl fmt::Display for Player {
    /// `human` or the level's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Computer(level) => level.fmt(f),
        }
    }
}

impl FromStr for Player {
    type Err = crate::ai::ParseLevelError;

    fn from_str(s: &str) -> Result<Player, Self::Err> {
        if s.eq_ignore_ascii_case("human") {
            Ok(Player::Human)
        } else {
            s.parse().map(Player::Computer)
        }
    }
}

/// Who plays Yellow and who plays Red, as written in the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayersFile {
    /// `human`, `random`, `greedy` or `alphabeta`.
    pub yellow: String,
    /// `human`, `random`, `greedy` or `alphabeta`.
    pub red: String,
}

/// The file as written: may describe an impossible game until [`SaveFile::validate`] says
/// otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// [`VERSION`].
    pub version: u64,
    /// The rules played.
    pub rules: Rules,
    /// Every move from the start, `d3` or `pass`.
    pub moves: Vec<String>,
    /// 8 lines of 8 letters, `.` `Y` `R`, top row first.
    pub board: Vec<String>,
    /// Whose move it is.
    pub to_move: Colour,
    /// Who plays each colour; both human when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<PlayersFile>,
    /// The position the game started from when it is not the rules' start (a position pasted
    /// in), in the notation of [`crate::transcript::read_position`]; left out otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
}

/// A validated save: the game and who plays each colour (Yellow first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The game, with its moves (so it can be undone back to the start).
    pub game: Game,
    /// Who plays Yellow and Red.
    pub players: [Player; 2],
}

/// Why a save file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not JSON (serde's description, shortened).
    NotJson(String),
    /// An object of the JSON names a key twice: the key and the line of its second use.
    DuplicateKey(save_json::DuplicateKey),
    /// The `version` key is missing or not a whole number.
    NoVersion,
    /// A version this program does not read.
    UnknownVersion(u64),
    /// A key is missing or holds the wrong type of value (serde's description, shortened).
    BadKey(String),
    /// The board does not have 8 lines.
    BoardLines(usize),
    /// A board line (from 1) does not have 8 letters.
    BoardLineLength {
        /// The line, from 1.
        line: usize,
        /// Its length in characters.
        length: usize,
    },
    /// A board letter other than `.`, `Y`, `R`.
    BadLetter {
        /// The cell.
        cell: Cell,
        /// The letter.
        letter: char,
    },
    /// A start cell is empty (stones are never taken off).
    StartStoneMissing(Cell),
    /// There are not four stones plus one per laid stone.
    StoneCount {
        /// Stones on the saved board.
        stones: u32,
        /// Four plus the laid stones among the moves.
        expected: u32,
    },
    /// The start position is not a position.
    BadStart(crate::transcript::PositionError),
    /// A move that is not a move or not legal at its place.
    BadMove(ReplayError),
    /// The moves give a different board; the first cell where it differs.
    BoardDiffers(Cell),
    /// The moves give the other player to move.
    WrongPlayerToMove(Colour),
    /// A player that is neither `human` nor a level.
    UnknownPlayer {
        /// The colour.
        colour: Colour,
        /// The name as written (shortened when long).
        name: String,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotJson(e) => write!(f, "not JSON: {e}"),
            SaveError::DuplicateKey(duplicate) => write!(
                f,
                "the key {:?} is given twice (line {})",
                duplicate.key, duplicate.line
            ),
            SaveError::NoVersion => f.write_str("no version number"),
            SaveError::UnknownVersion(v) => write!(f, "unknown version {v}"),
            SaveError::BadKey(e) => write!(f, "bad key: {e}"),
            SaveError::BoardLines(n) => write!(f, "the board has {n} lines, not 8"),
            SaveError::BoardLineLength { line, length } => {
                write!(f, "board line {line} has {length} letters, not 8")
            }
            SaveError::BadLetter { cell, letter } => {
                write!(f, "{letter:?} on {cell} is not one of . Y R")
            }
            SaveError::StartStoneMissing(cell) => write!(f, "start cell {cell} is empty"),
            SaveError::StoneCount { stones, expected } => {
                write!(f, "{stones} stones on the board, the moves lay {expected}")
            }
            SaveError::BadStart(e) => write!(f, "bad start position: {e}"),
            SaveError::BadMove(e) => e.fmt(f),
            SaveError::BoardDiffers(cell) => write!(f, "the moves do not give the board at {cell}"),
            SaveError::WrongPlayerToMove(c) => write!(f, "after these moves {c} is not to move"),
            SaveError::UnknownPlayer { colour, name } => {
                write!(
                    f,
                    "{colour} player '{name}' is not human, random, greedy or alphabeta"
                )
            }
        }
    }
}

impl std::error::Error for SaveError {}

impl SaveFile {
    /// The file for `game` with these players.
    #[must_use]
    pub fn of(game: &Game, players: [Player; 2]) -> SaveFile {
        let board = game.position().board().to_string();
        SaveFile {
            version: VERSION,
            rules: game.rules(),
            moves: game.moves().map(|m| m.to_string()).collect(),
            board: board.lines().map(str::to_owned).collect(),
            to_move: game.position().to_move(),
            players: Some(PlayersFile {
                yellow: players[0].to_string(),
                red: players[1].to_string(),
            }),
            start: (!game.from_rules_start())
                .then(|| crate::transcript::write_position(game.start())),
        }
    }

    /// The file as pretty JSON (for printing; the window writes a save through
    /// `game_shell::files::write_json`, which never writes an empty file).
    ///
    /// # Errors
    /// serde_json's error when the file cannot be put into JSON: never an empty text.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }

    /// Reads and validates a save file's text.
    ///
    /// # Errors
    /// The first fault found, see [`SaveError`].
    pub fn load(text: &str) -> Result<Saved, SaveError> {
        // A key named twice is refused, as in all three games' saves ([`save_json`]).
        save_json::check_unique_keys(text).map_err(SaveError::DuplicateKey)?;
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveError::NotJson(detail(&e)))?;
        let version = value.get("version").and_then(serde_json::Value::as_u64);
        match version {
            None => return Err(SaveError::NoVersion),
            Some(VERSION) => {}
            Some(v) => return Err(SaveError::UnknownVersion(v)),
        }
        let file: SaveFile =
            serde_json::from_value(value).map_err(|e| SaveError::BadKey(detail(&e)))?;
        file.validate()
    }

    /// Checks that the file describes a reachable position (see the module docs).
    ///
    /// # Errors
    /// The first fault found, see [`SaveError`].
    pub fn validate(&self) -> Result<Saved, SaveError> {
        if self.version != VERSION {
            return Err(SaveError::UnknownVersion(self.version));
        }
        let board = self.parse_board()?;
        let start = match &self.start {
            None => Position::start(self.rules),
            Some(text) => {
                crate::transcript::read_position(self.rules, text).map_err(SaveError::BadStart)?
            }
        };
        for cell in start.board().occupied().iter() {
            if board.at(cell).is_none() {
                return Err(SaveError::StartStoneMissing(cell));
            }
        }
        let laid = self
            .moves
            .iter()
            .filter(|m| m.parse::<Move>() != Ok(Move::Pass))
            .count();
        let expected = u32::try_from(laid)
            .unwrap_or(u32::MAX)
            .saturating_add(start.board().occupied().len());
        let stones = board.occupied().len();
        if stones != expected {
            return Err(SaveError::StoneCount { stones, expected });
        }
        let game = Game::replay_from(start, &self.moves).map_err(SaveError::BadMove)?;
        let replayed = game.position().board();
        if let Some(cell) = Cell::all().find(|&c| replayed.at(c) != board.at(c)) {
            return Err(SaveError::BoardDiffers(cell));
        }
        if game.position().to_move() != self.to_move {
            return Err(SaveError::WrongPlayerToMove(self.to_move));
        }
        let players = match &self.players {
            None => [Player::Human; 2],
            Some(p) => {
                let parse = |colour, name: &String| {
                    name.parse::<Player>()
                        .map_err(|_| SaveError::UnknownPlayer {
                            colour,
                            name: shortened(name, SHORT_VALUE),
                        })
                };
                [
                    parse(Colour::Yellow, &p.yellow)?,
                    parse(Colour::Red, &p.red)?,
                ]
            }
        };
        Ok(Saved { game, players })
    }

    fn parse_board(&self) -> Result<Board, SaveError> {
        if self.board.len() != 8 {
            return Err(SaveError::BoardLines(self.board.len()));
        }
        let mut stones = [crate::cell::Cells::EMPTY; 2];
        for (row, line) in (0u8..).zip(&self.board) {
            let length = line.chars().count();
            if length != 8 {
                return Err(SaveError::BoardLineLength {
                    line: usize::from(row) + 1,
                    length,
                });
            }
            for (col, letter) in (0u8..).zip(line.chars()) {
                let Some(cell) = Cell::new(col, row) else {
                    continue;
                };
                match letter {
                    '.' => {}
                    'Y' => stones[0].insert(cell),
                    'R' => stones[1].insert(cell),
                    _ => return Err(SaveError::BadLetter { cell, letter }),
                }
            }
        }
        // Each cell got one letter, so the sets cannot overlap.
        Board::from_stones(stones[0], stones[1]).ok_or(SaveError::BoardLines(8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved(moves: &[&str]) -> SaveFile {
        let game = Game::replay(Rules::Document, moves).expect("legal");
        SaveFile::of(&game, [Player::Human, Player::Computer(Level::Greedy)])
    }

    #[test]
    fn a_saved_game_loads_as_the_same_game() {
        let file = saved(&["d3", "c5", "f4"]);
        let loaded = SaveFile::load(&file.to_json().expect("a save is JSON")).expect("valid");
        let game = Game::replay(Rules::Document, &["d3", "c5", "f4"]).expect("legal");
        assert_eq!(loaded.game, game);
        assert_eq!(
            loaded.players,
            [Player::Human, Player::Computer(Level::Greedy)]
        );
    }

    #[test]
    fn players_may_be_left_out() {
        let mut file = saved(&[]);
        file.players = None;
        let loaded = SaveFile::load(&file.to_json().expect("a save is JSON")).expect("valid");
        assert_eq!(loaded.players, [Player::Human; 2]);
    }

    #[test]
    fn a_key_given_twice_is_refused_with_the_key_and_its_line() {
        // Once: the last "rules" taken silently.
        let text = saved(&[]).to_json().expect("a save is JSON").replacen(
            "\"version\": 1,",
            "\"version\": 1,\n  \"rules\": \"classic\",",
            1,
        );
        let line = 1 + text
            .lines()
            .position(|l| l.contains("\"document\""))
            .expect("rules");
        match SaveFile::load(&text) {
            Err(SaveError::DuplicateKey(duplicate)) => {
                assert_eq!((duplicate.key.as_str(), duplicate.line), ("rules", line));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn refuses_what_is_not_json_or_has_no_known_version() {
        assert!(matches!(SaveFile::load("{"), Err(SaveError::NotJson(_))));
        assert_eq!(SaveFile::load("{}"), Err(SaveError::NoVersion));
        let text = saved(&[])
            .to_json()
            .expect("a save is JSON")
            .replace("\"version\": 1", "\"version\": 2");
        assert_eq!(SaveFile::load(&text), Err(SaveError::UnknownVersion(2)));
        let text = saved(&[])
            .to_json()
            .expect("a save is JSON")
            .replace("\"rules\": \"document\"", "\"rules\": \"go\"");
        assert!(matches!(SaveFile::load(&text), Err(SaveError::BadKey(_))));
    }

    #[test]
    fn refuses_a_board_of_the_wrong_shape_or_letters() {
        let mut file = saved(&[]);
        file.board.pop();
        assert_eq!(file.validate(), Err(SaveError::BoardLines(7)));
        let mut file = saved(&[]);
        file.board[0] = ".......".into();
        assert_eq!(
            file.validate(),
            Err(SaveError::BoardLineLength { line: 1, length: 7 })
        );
        let mut file = saved(&[]);
        file.board[0] = "x.......".into();
        assert!(matches!(
            file.validate(),
            Err(SaveError::BadLetter { letter: 'x', .. })
        ));
    }

    #[test]
    fn refuses_an_empty_start_cell() {
        let mut file = saved(&[]);
        file.board[3] = "....R...".into();
        assert!(matches!(
            file.validate(),
            Err(SaveError::StartStoneMissing(_))
        ));
    }

    #[test]
    fn refuses_a_stone_count_the_moves_cannot_give() {
        let mut file = saved(&["d3"]);
        file.board[0] = "Y.......".into();
        assert_eq!(
            file.validate(),
            Err(SaveError::StoneCount {
                stones: 6,
                expected: 5
            })
        );
    }

    #[test]
    fn refuses_moves_that_do_not_replay() {
        let mut file = saved(&["d3"]);
        file.moves = vec!["a1".into()];
        assert!(matches!(
            file.validate(),
            Err(SaveError::BadMove(ReplayError { number: 1, .. }))
        ));
    }

    #[test]
    fn refuses_a_board_the_moves_do_not_give() {
        // Same count, colours swapped on a turned stone.
        let mut file = saved(&["f4"]);
        file.board[3] = "...YYR..".into();
        assert!(matches!(file.validate(), Err(SaveError::BoardDiffers(_))));
    }

    #[test]
    fn refuses_the_wrong_player_to_move_or_an_unknown_player() {
        let mut file = saved(&["d3"]);
        file.to_move = Colour::Yellow;
        assert_eq!(
            file.validate(),
            Err(SaveError::WrongPlayerToMove(Colour::Yellow))
        );
        let mut file = saved(&[]);
        file.players = Some(PlayersFile {
            yellow: "human".into(),
            red: "expert".into(),
        });
        assert!(matches!(
            file.validate(),
            Err(SaveError::UnknownPlayer {
                colour: Colour::Red,
                ..
            })
        ));
    }
}
