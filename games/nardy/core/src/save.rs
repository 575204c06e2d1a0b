//! The save file: a serde mirror of the JSON ([`SaveFile`], unchecked) and its validation
//! into a [`Saved`] game ([`SaveFile::validate`]).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ai::Player;
use crate::game::{Game, PlayedTurn, ReplayError};
use crate::match_score::{MAX_MATCH, MAX_SCORE, Match};
use crate::position::{CHECKERS, Colour, Position, PositionError, Step};
use crate::rules::Roll;
use crate::shown::{quoted, shortened};

/// The save format version this program writes: 2, with the game's record (`history`). It
/// reads 1 too: a version-1 file holds the position only, and its game's record begins there.
pub const SAVE_VERSION: u32 = 2;

/// One value per colour, written `{"W": .., "B": ..}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerColour<T> {
    /// White's value.
    #[serde(rename = "W")]
    pub white: T,
    /// Black's value.
    #[serde(rename = "B")]
    pub black: T,
}

impl<T: Copy> PerColour<T> {
    /// The value of `colour`.
    #[must_use]
    pub const fn get(&self, colour: Colour) -> T {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// Both values, White first.
    #[must_use]
    pub const fn to_array(&self) -> [T; 2] {
        [self.white, self.black]
    }

    /// From an array, White first.
    #[must_use]
    pub const fn from_array(a: [T; 2]) -> PerColour<T> {
        PerColour {
            white: a[0],
            black: a[1],
        }
    }
}

/// The JSON of a save file, as read, not yet checked.
///
/// ```json
/// {"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]}, "off": {"W": 0, "B": 0},
///  "to_move": "W", "first_turn": {"W": true, "B": true}}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// 2 as written ([`SAVE_VERSION`]); 1 is read too.
    pub version: u32,
    /// Point number (1–24, from White's side) → colour and count; empty points left out.
    pub points: BTreeMap<u32, (Colour, u32)>,
    /// Checkers borne off.
    pub off: PerColour<u32>,
    /// Whose turn it is.
    pub to_move: Colour,
    /// Whether each player has yet to make their first move.
    pub first_turn: PerColour<bool>,
    /// The roll of the player to move when it was saved after rolling; absent before the roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<[u32; 2]>,
    /// The name the game was saved under.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Who plays each colour: `"human"`, `"quick"` or `"strong"`; absent means two humans.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<PerColour<String>>,
    /// The match score of the session (games won, a mars counting 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<PerColour<u32>>,
    /// The points that win the match (1 to 99); absent: the match goes on without end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_to: Option<u32>,
    /// When it was saved, as the program wrote it (free text, shown in the load list).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_at: Option<String>,
    /// Version 2: the game's record, from where it began to the position above; absent: the
    /// record begins at that position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history: Option<SavedHistory>,
}

/// The `history` of a save: where the game began and every turn ended since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedHistory {
    /// The position the record begins at (the start of the game, or the position of an older
    /// file it was loaded from).
    pub begins: SavedPosition,
    /// Every turn ended, in order.
    pub turns: Vec<SavedTurn>,
}

/// A position as a save writes it: the keys of a version-1 file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedPosition {
    /// Point number → colour and count, as in [`SaveFile::points`].
    pub points: BTreeMap<u32, (Colour, u32)>,
    /// Checkers borne off.
    pub off: PerColour<u32>,
    /// Whose turn it is.
    pub to_move: Colour,
    /// Whether each player has yet to make their first move.
    pub first_turn: PerColour<bool>,
}

/// One ended turn of a save's record: `{"colour": "W", "dice": [6, 5], "steps": [...]}`, each
/// step `{"from": 24, "to": {"point": 18}, "die": 6}` (`"to": "off"` bearing off).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedTurn {
    /// Who played it.
    pub colour: Colour,
    /// The roll.
    pub dice: Roll,
    /// The steps played (none: no die could be played).
    pub steps: Vec<Step>,
}

/// A game's record: the position it begins at and every turn ended since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Where it begins.
    pub begins: Position,
    /// The turns ended since, in order.
    pub turns: Vec<PlayedTurn>,
}

/// A checked save: what the game needs to resume.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The position (at the start of the turn of the player to move).
    pub position: Position,
    /// Their roll, when they had rolled.
    pub dice: Option<Roll>,
    /// Who plays White and Black.
    pub players: [Player; 2],
    /// The match score, White first.
    pub score: [u32; 2],
    /// The points that win the match (`None`: without end).
    pub match_to: Option<u32>,
    /// The name the game was saved under.
    pub name: Option<String>,
    /// When it was saved.
    pub saved_at: Option<String>,
    /// The game's record up to `position` (`None`: it begins there, as from a version-1 file).
    pub record: Option<Record>,
}

impl Saved {
    /// The game it holds, its record and roll included; the dice to come are drawn from
    /// `seed`. A record that does not lead to `position` (never one [`SaveFile::validate`]
    /// gave) is left out: the game begins at `position`.
    #[must_use]
    pub fn game(&self, seed: u64) -> Game {
        let replayed = self.record.as_ref().and_then(|r| {
            Game::replay(r.begins, &r.turns, seed)
                .ok()
                .filter(|game| *game.turn_start() == self.position)
        });
        match replayed {
            Some(mut game) => {
                if let Some(roll) = self.dice {
                    // Refused only for a game over, which has no roll to resume.
                    let _ = game.set_roll(roll);
                }
                game
            }
            None => Game::resume(self.position, self.dice, seed),
        }
    }
}

/// What kind of JSON problem a file has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonProblem {
    /// It is not JSON.
    Syntax,
    /// It ends in the middle of a value.
    Eof,
    /// It is JSON, but a key is missing, unknown or of the wrong type.
    Data,
}

/// Why a save file is refused: each reason with its facts, for the window to put into the
/// player's words. `Display` is the text after `error: ` on the command line (English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON, or a key missing or of the wrong type.
    Json {
        /// What is wrong.
        problem: JsonProblem,
        /// Where (1-based line and column; 0 when the parser knows no place).
        line: usize,
        /// The column.
        column: usize,
        /// The parser's own words (English, escaped and shortened when shown).
        detail: String,
    },
    /// An object of the JSON names a key twice: the key and the line of its second use.
    DuplicateKey(save_json::DuplicateKey),
    /// A version this program does not know.
    Version(u32),
    /// A point number outside 1–24.
    PointOutOfRange(u32),
    /// A point listed with no checkers.
    EmptyPoint(u32),
    /// More than 15 checkers of one colour counted on a point or off the board.
    TooMany(u32),
    /// The checkers do not make a position.
    Position(PositionError),
    /// A die outside 1–6.
    Die(u32),
    /// Dice for a game that is over.
    DiceAfterEnd,
    /// An unknown player kind.
    Player(String),
    /// A match score above [`MAX_SCORE`].
    Score(u32),
    /// A match length outside 1 to [`MAX_MATCH`].
    MatchLength(u32),
    /// A game in progress in a match a player has already won.
    MatchWon {
        /// The match's length.
        length: u32,
        /// The score, White first.
        score: [u32; 2],
    },
    /// A turn of the record cannot be played from where the record begins.
    History(ReplayError),
    /// The record, played, does not lead to the position the file states.
    HistoryElsewhere,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Json { detail, .. } => write!(f, "not a save file: {}", shortened(detail)),
            SaveError::DuplicateKey(duplicate) => write!(
                f,
                "not a save file: the key {:?} is given twice (line {})",
                shortened(&duplicate.key),
                duplicate.line
            ),
            SaveError::Version(v) => write!(f, "unknown version {v}"),
            SaveError::PointOutOfRange(p) => write!(f, "point {p} is not in 1-24"),
            SaveError::EmptyPoint(p) => write!(f, "point {p} is listed with no checkers"),
            SaveError::TooMany(n) => write!(f, "{n} checkers where at most 15 fit"),
            SaveError::Position(e) => write!(f, "{e}"),
            SaveError::Die(d) => write!(f, "die {d} is not in 1-6"),
            SaveError::DiceAfterEnd => write!(f, "dice given for a game that is over"),
            SaveError::Player(p) => {
                write!(f, "unknown player {} (human, quick or strong)", quoted(p))
            }
            SaveError::Score(n) => write!(f, "a match score of {n} (at most {MAX_SCORE})"),
            SaveError::MatchLength(n) => {
                write!(f, "a match to {n} points (give 1 to {MAX_MATCH})")
            }
            SaveError::MatchWon { length, score } => write!(
                f,
                "a game goes on in a match to {length} already won ({}-{})",
                score[0], score[1]
            ),
            SaveError::History(e) => write!(f, "{e}"),
            SaveError::HistoryElsewhere => {
                write!(
                    f,
                    "the record of moves does not lead to the position stated"
                )
            }
        }
    }
}

impl std::error::Error for SaveError {}

impl From<PositionError> for SaveError {
    fn from(e: PositionError) -> Self {
        SaveError::Position(e)
    }
}

impl SaveFile {
    /// Reads the JSON text, unchecked.
    ///
    /// # Errors
    /// [`SaveError::Json`] when it is not JSON of this shape.
    pub fn from_json(text: &str) -> Result<SaveFile, SaveError> {
        // A key named twice is refused, as in all three games' saves ([`save_json`]).
        save_json::check_unique_keys(text).map_err(SaveError::DuplicateKey)?;
        serde_json::from_str(text).map_err(|e| {
            use serde_json::error::Category;
            let problem = match e.classify() {
                Category::Syntax | Category::Io => JsonProblem::Syntax,
                Category::Eof => JsonProblem::Eof,
                Category::Data => JsonProblem::Data,
            };
            SaveError::Json {
                problem,
                line: e.line(),
                column: e.column(),
                detail: e.to_string(),
            }
        })
    }

    /// Reads and checks the JSON text.
    ///
    /// # Errors
    /// The first thing wrong with it.
    pub fn parse(text: &str) -> Result<Saved, SaveError> {
        SaveFile::from_json(text)?.validate()
    }

    /// The JSON text, pretty-printed (for printing; a window writes a save through
    /// `game_shell::files::write_json`, which never writes an empty file).
    ///
    /// # Errors
    /// serde_json's error when the file cannot be put into JSON: never an empty text.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }

    /// Checks everything: the version, the points, 15 checkers a colour, bearing off only
    /// with every checker home, `first_turn` only with all checkers on the head, a position a
    /// game can reach ([`Position::check_reachable`]), dice 1–6 and only for a game not over,
    /// known players, a match score of at most [`MAX_SCORE`].
    ///
    /// # Errors
    /// The first thing wrong.
    pub fn validate(&self) -> Result<Saved, SaveError> {
        if !(1..=SAVE_VERSION).contains(&self.version) {
            return Err(SaveError::Version(self.version));
        }
        let position = SavedPosition {
            points: self.points.clone(),
            off: self.off,
            to_move: self.to_move,
            first_turn: self.first_turn,
        }
        .validate()?;
        let dice = match self.dice {
            None => None,
            Some([a, b]) => {
                for d in [a, b] {
                    if !(1..=6).contains(&d) {
                        return Err(SaveError::Die(d));
                    }
                }
                if position.outcome().is_some() {
                    return Err(SaveError::DiceAfterEnd);
                }
                Roll::new(a as u8, b as u8)
            }
        };
        let players = match &self.players {
            None => [Player::Human, Player::Human],
            Some(p) => {
                let parse = |s: &String| {
                    s.parse::<Player>()
                        .map_err(|_| SaveError::Player(s.clone()))
                };
                [parse(&p.white)?, parse(&p.black)?]
            }
        };
        let score = self.score.map_or([0, 0], |s| s.to_array());
        if let Some(&n) = score.iter().find(|&&n| n > MAX_SCORE) {
            return Err(SaveError::Score(n));
        }
        if let Some(n) = self.match_to.filter(|n| !(1..=MAX_MATCH).contains(n)) {
            return Err(SaveError::MatchLength(n));
        }
        if let Some(length) = self.match_to
            && Match::resumed(Some(length), score).is_over()
            && position.outcome().is_none()
        {
            return Err(SaveError::MatchWon { length, score });
        }
        let record = match &self.history {
            None => None,
            Some(history) => Some(history.validate(&position)?),
        };
        Ok(Saved {
            position,
            dice,
            players,
            score,
            match_to: self.match_to,
            name: self.name.clone(),
            saved_at: self.saved_at.clone(),
            record,
        })
    }

    /// The save of a position, with nothing else.
    #[must_use]
    pub fn of_position(pos: &Position) -> SaveFile {
        let mut points = BTreeMap::new();
        for p in 1..=24u8 {
            if let Some((c, n)) = pos.at(p) {
                points.insert(u32::from(p), (c, u32::from(n)));
            }
        }
        SaveFile {
            version: SAVE_VERSION,
            points,
            off: PerColour {
                white: pos.off(Colour::White).into(),
                black: pos.off(Colour::Black).into(),
            },
            to_move: pos.to_move(),
            first_turn: PerColour {
                white: pos.is_first_turn(Colour::White),
                black: pos.is_first_turn(Colour::Black),
            },
            dice: None,
            name: None,
            players: None,
            score: None,
            match_to: None,
            saved_at: None,
            history: None,
        }
    }

    /// The save of a whole game state.
    #[must_use]
    pub fn of_saved(s: &Saved) -> SaveFile {
        let mut f = SaveFile::of_position(&s.position);
        f.dice = s.dice.map(|r| r.dice().map(u32::from));
        f.name.clone_from(&s.name);
        f.players = Some(PerColour {
            white: s.players[0].to_string(),
            black: s.players[1].to_string(),
        });
        f.score = Some(PerColour::from_array(s.score));
        f.match_to = s.match_to;
        f.saved_at.clone_from(&s.saved_at);
        f.history = s.record.as_ref().map(|r| SavedHistory {
            begins: SavedPosition::of(&r.begins),
            turns: r
                .turns
                .iter()
                .map(|(colour, dice, steps)| SavedTurn {
                    colour: *colour,
                    dice: *dice,
                    steps: steps.clone(),
                })
                .collect(),
        });
        f
    }
}

impl SavedPosition {
    /// The keys of `pos`.
    #[must_use]
    pub fn of(pos: &Position) -> SavedPosition {
        let f = SaveFile::of_position(pos);
        SavedPosition {
            points: f.points,
            off: f.off,
            to_move: f.to_move,
            first_turn: f.first_turn,
        }
    }

    /// Checks it: the points, 15 checkers a colour, bearing off only with every checker home,
    /// `first_turn` only with all checkers on the head, a position a game can reach
    /// ([`Position::check_reachable`]).
    ///
    /// # Errors
    /// The first thing wrong.
    pub fn validate(&self) -> Result<Position, SaveError> {
        let mut points: [Option<(Colour, u8)>; 24] = [None; 24];
        for (&p, &(c, n)) in &self.points {
            if !(1..=24).contains(&p) {
                return Err(SaveError::PointOutOfRange(p));
            }
            if n == 0 {
                return Err(SaveError::EmptyPoint(p));
            }
            let n8 = u8::try_from(n)
                .ok()
                .filter(|&n| n <= CHECKERS)
                .ok_or(SaveError::TooMany(n))?;
            points[(p - 1) as usize] = Some((c, n8));
        }
        let mut off = [0u8; 2];
        for c in Colour::ALL {
            let n = self.off.get(c);
            off[c.index()] = u8::try_from(n)
                .ok()
                .filter(|&n| n <= CHECKERS)
                .ok_or(SaveError::TooMany(n))?;
        }
        let position =
            Position::from_counts(&points, off, self.to_move, self.first_turn.to_array())?;
        position.check_reachable()?;
        Ok(position)
    }
}

impl SavedHistory {
    /// Checks it: its beginning is a position a game can reach, every turn is played again
    /// by the rules ([`Game::replay`]), and the last one ends at `position` (the file's).
    ///
    /// # Errors
    /// The first thing wrong.
    pub fn validate(&self, position: &Position) -> Result<Record, SaveError> {
        let begins = self.begins.validate()?;
        let turns: Vec<PlayedTurn> = self
            .turns
            .iter()
            .map(|t| (t.colour, t.dice, t.steps.clone()))
            .collect();
        let game = Game::replay(begins, &turns, 0).map_err(SaveError::History)?;
        if game.turn_start() != position {
            return Err(SaveError::HistoryElsewhere);
        }
        Ok(Record { begins, turns })
    }
}

/// Reads a position from save JSON, for tests and tools.
///
/// # Errors
/// As [`SaveFile::parse`].
pub fn position_from_json(text: &str) -> Result<Position, SaveError> {
    SaveFile::parse(text).map(|s| s.position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Turn;

    const START: &str = r#"{"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]},
        "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": true, "B": true}}"#;

    #[test]
    fn the_issue_example_is_the_start() {
        let s = SaveFile::parse(START).expect("valid");
        assert_eq!(s.position, Position::start(Colour::White));
        assert_eq!(s.players, [Player::Human, Player::Human]);
    }

    #[test]
    fn save_round_trips() {
        let mut s = SaveFile::parse(START).expect("valid");
        s.dice = Roll::new(6, 5);
        s.name = Some("evening".into());
        s.score = [2, 1];
        s.match_to = Some(5);
        let text = SaveFile::of_saved(&s).to_json().expect("a save is JSON");
        assert_eq!(SaveFile::parse(&text), Ok(s));
    }

    /// A game of `turns` turns from seed `seed`, each playing its first legal steps, saved
    /// after the next roll.
    fn played(seed: u64, turns: usize) -> (Game, Saved) {
        let mut game = Game::new(seed);
        for _ in 0..turns {
            game.roll().expect("a roll");
            while let Some(step) = game
                .turn()
                .filter(|t| !t.is_complete())
                .and_then(|t| t.legal_steps().first().copied())
            {
                game.play(step).expect("a legal step");
            }
            game.end_turn().expect("a complete turn");
        }
        let roll = game.roll().expect("the next roll");
        let saved = Saved {
            position: *game.turn_start(),
            dice: Some(roll),
            players: [Player::Human, Player::Human],
            score: [1, 0],
            match_to: Some(3),
            name: None,
            saved_at: None,
            record: Some(Record {
                begins: *game.begins(),
                turns: game.history().to_vec(),
            }),
        };
        (game, saved)
    }

    #[test]
    fn a_version_2_save_keeps_every_turn_and_loads_back_with_them() {
        let (game, saved) = played(5, 12);
        let text = SaveFile::of_saved(&saved)
            .to_json()
            .expect("a save is JSON");
        assert!(text.contains("\"version\": 2") && text.contains("\"history\""));
        let loaded = SaveFile::parse(&text).expect("loads");
        assert_eq!(loaded, saved);
        let resumed = loaded.game(9);
        assert_eq!(resumed.history(), game.history());
        assert_eq!(resumed.turn_start(), game.turn_start());
        assert_eq!(resumed.turn().map(Turn::roll), saved.dice);
        assert_eq!(resumed.begins(), game.begins());
    }

    /// A whole game's record stays far below the 1 MB a window reads of a save file.
    #[test]
    fn a_whole_game_with_its_record_is_a_small_file_that_loads() {
        let mut game = Game::new(21);
        while game.outcome().is_none() {
            assert!(game.history().len() < 2_000, "the game ends");
            game.roll().expect("a roll");
            while let Some(step) = game
                .turn()
                .filter(|t| !t.is_complete())
                .and_then(|t| t.legal_steps().first().copied())
            {
                game.play(step).expect("a legal step");
            }
            game.end_turn().expect("a complete turn");
        }
        let saved = Saved {
            position: *game.turn_start(),
            dice: None,
            players: [Player::Human, Player::Human],
            score: [0, 0],
            match_to: None,
            name: None,
            saved_at: None,
            record: Some(Record {
                begins: *game.begins(),
                turns: game.history().to_vec(),
            }),
        };
        let text = SaveFile::of_saved(&saved)
            .to_json()
            .expect("a save is JSON");
        assert!(text.len() < 200_000, "{} bytes", text.len());
        assert_eq!(SaveFile::parse(&text), Ok(saved));
    }

    #[test]
    fn the_readme_example_is_a_save_that_loads() {
        let readme = include_str!("../../README.md");
        let example = readme
            .find("## Save file")
            .and_then(|i| readme[i..].find("```json").map(|j| i + j + "```json".len()))
            .expect("the README's example");
        let end = example + readme[example..].find("```").expect("its end");
        let saved = SaveFile::parse(&readme[example..end]).expect("it loads");
        assert_eq!(saved.record.map(|r| r.turns.len()), Some(0));
        assert_eq!(saved.score, [2, 1]);
    }

    #[test]
    fn a_version_1_save_loads_and_its_record_begins_there() {
        let saved = SaveFile::parse(START).expect("version 1 still loads");
        assert_eq!(saved.record, None);
        let game = saved.game(1);
        assert!(game.history().is_empty());
        assert_eq!(game.begins(), &saved.position);
    }

    #[test]
    fn a_record_that_does_not_hold_is_refused() {
        let (_, saved) = played(5, 6);
        let file = SaveFile::of_saved(&saved);
        // A step changed: the turn breaks a rule (or no longer ends where it did).
        let mut changed = file.clone();
        let history = changed.history.as_mut().expect("a record");
        history.turns[2].steps.clear();
        assert!(matches!(
            changed.validate(),
            Err(SaveError::History(ReplayError::Refused { turn: 3, .. }))
        ));
        // A record of another game: it does not lead to the position stated.
        let mut elsewhere = file.clone();
        let history = elsewhere.history.as_mut().expect("a record");
        history.turns.pop();
        assert_eq!(elsewhere.validate(), Err(SaveError::HistoryElsewhere));
        // Version 3 is not read.
        let mut later = file;
        later.version = 3;
        assert_eq!(later.validate(), Err(SaveError::Version(3)));
    }

    fn refused(text: &str) -> SaveError {
        match SaveFile::parse(text) {
            Ok(_) => panic!("accepted: {text}"),
            Err(e) => e,
        }
    }

    #[test]
    fn a_key_given_twice_is_refused_with_the_key_and_its_line() {
        let text = START.replace(
            "\"to_move\": \"W\",",
            "\"to_move\": \"W\",\n \"to_move\": \"B\",",
        );
        assert_eq!(
            refused(&text),
            SaveError::DuplicateKey(save_json::DuplicateKey {
                key: "to_move".to_owned(),
                line: 3
            })
        );
    }

    #[test]
    fn bad_saves_are_refused_with_a_reason() {
        let with = |from: &str, to: &str| START.replace(from, to);
        assert!(matches!(refused("not json"), SaveError::Json { .. }));
        assert!(matches!(
            refused(&with("\"version\": 1,", "")),
            SaveError::Json { .. }
        ));
        assert_eq!(
            refused(&with("\"version\": 1", "\"version\": 3")),
            SaveError::Version(3)
        );
        assert_eq!(
            refused(&with("\"24\"", "\"25\"")),
            SaveError::PointOutOfRange(25)
        );
        assert!(matches!(
            refused(&with("[\"W\", 15]", "[\"X\", 15]")),
            SaveError::Json { .. }
        ));
        assert!(matches!(
            refused(&with("[\"W\", 15]", "[\"W\", -1]")),
            SaveError::Json { .. }
        ));
        assert_eq!(
            refused(&with("[\"W\", 15]", "[\"W\", 14]")),
            SaveError::Position(PositionError::WrongTotal {
                colour: Colour::White,
                count: 14
            })
        );
        assert_eq!(
            refused(&with(
                "\"12\": [\"B\", 15]",
                "\"12\": [\"B\", 14], \"1\": [\"B\", 1]"
            )),
            SaveError::Position(PositionError::FirstTurnOffHead(Colour::Black))
        );
        assert_eq!(
            refused(&with(
                "\"to_move\": \"W\"",
                "\"to_move\": \"W\", \"dice\": [0, 3]"
            )),
            SaveError::Die(0)
        );
        assert_eq!(
            refused(&with(
                "\"to_move\": \"W\"",
                "\"to_move\": \"W\", \"players\": {\"W\": \"god\", \"B\": \"human\"}"
            )),
            SaveError::Player("god".into())
        );
    }

    #[test]
    fn bearing_off_with_checkers_outside_home_is_refused() {
        let text = r#"{"version": 1, "points": {"7": ["W", 14], "12": ["B", 15]},
            "off": {"W": 1, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": true}}"#;
        assert_eq!(
            refused(text),
            SaveError::Position(PositionError::OffBeforeHome(Colour::White))
        );
    }
}
