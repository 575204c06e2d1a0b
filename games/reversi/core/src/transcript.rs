//! Game transcripts and positions as text, to copy and paste.
//!
//! **A transcript** is the standard move list: every move's cell, column `a`–`h` then row
//! `1`–`8`, one after the other (`f5d6c3d3c4`, the tiger under the Othello rules). [`write`]
//! leaves passes out, as the usual transcripts do; [`read`] takes a pass written as `--`,
//! `ps` or `pass` (any case) and also puts in a pass by itself where the player to move has
//! none but the game goes on, so a transcript without passes replays. Blanks, commas,
//! semicolons and periods between moves are ignored, letters may be upper case.
//!
//! **A position** is the notation of the FForum test positions that `reversi solve` reads
//! ([`crate::ffo`]): 64 characters row by row from a1 — `X` (or `*`) the first player
//! (Yellow, Othello's Black), `O` the second (Red, White), `-` (or `.`) empty — then the side
//! to move, `X` or `O`; blanks anywhere are ignored.

use thiserror::Error;

use crate::board::{Board, Colour};
use crate::cell::{Cell, Cells};
use crate::game::Game;
use crate::rules::{Move, MoveError, Position, Rules};

/// The transcript of `game`: its moves from its start, cells only, passes left out.
#[must_use]
pub fn write(game: &Game) -> String {
    game.moves()
        .filter_map(|mv| match mv {
            Move::Lay(cell) => Some(cell.to_string()),
            Move::Pass => None,
        })
        .collect()
}

/// Why a transcript cannot be read; moves are numbered from 1 as written (a pass put in by
/// itself does not count), characters from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TranscriptError {
    /// These characters are not a cell (`a`–`h` then `1`–`8`) or a pass.
    #[error("move {number} at character {at}: '{text}' is not a cell (a-h then 1-8) or a pass")]
    NotAMove {
        /// The move's number.
        number: usize,
        /// Where it starts, in characters from 1.
        at: usize,
        /// The characters (at most two).
        text: String,
    },
    /// The move cannot be played where it stands.
    #[error("move {number} ({mv}) is not allowed: {reason}")]
    Illegal {
        /// The move's number.
        number: usize,
        /// The move.
        mv: Move,
        /// Why.
        reason: MoveError,
    },
}

/// The game of transcript `text` played from `start` (see the module's doc for the format).
///
/// # Errors
/// The first move that is not written as a move, or cannot be played.
pub fn read(start: Position, text: &str) -> Result<Game, TranscriptError> {
    let mut game = Game::from_position(start);
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut number = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() || matches!(chars[i], ',' | ';' | '.') {
            i += 1;
            continue;
        }
        number += 1;
        let at = i + 1;
        let (mv, used) = move_at(&chars[i..]).ok_or_else(|| TranscriptError::NotAMove {
            number,
            at,
            text: chars[i..chars.len().min(i + 2)].iter().collect(),
        })?;
        i += used;
        if mv != Move::Pass && game.position().must_pass() {
            game.play(Move::Pass)
                .map_err(|reason| TranscriptError::Illegal {
                    number,
                    mv: Move::Pass,
                    reason,
                })?;
        }
        game.play(mv)
            .map_err(|reason| TranscriptError::Illegal { number, mv, reason })?;
    }
    Ok(game)
}

/// The move written at the start of `chars` and how many characters it takes.
fn move_at(chars: &[char]) -> Option<(Move, usize)> {
    let lower = |k: usize| chars.get(k).map(char::to_ascii_lowercase);
    match (lower(0)?, lower(1)?) {
        ('-', '-') => Some((Move::Pass, 2)),
        ('p', 'a') if lower(2) == Some('s') && lower(3) == Some('s') => Some((Move::Pass, 4)),
        ('p', 's') => Some((Move::Pass, 2)),
        (letter @ 'a'..='h', digit @ '1'..='8') => {
            let col = u8::try_from(letter).ok()? - b'a';
            let row = u8::try_from(digit).ok()? - b'1';
            Cell::new(col, row).map(|cell| (Move::Lay(cell), 2))
        }
        _ => None,
    }
}

/// Why a text is not a position to start a game from.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// This character (counted from 1, blanks left out) is not `X`, `O` or `-`.
    #[error("character {at} '{found}' is not X, O or -")]
    Character {
        /// Its place among the board's characters, from 1.
        at: usize,
        /// The character.
        found: char,
    },
    /// Fewer than 64 cells are given (this many).
    #[error("the board has {0} cells, not 64")]
    TooShort(usize),
    /// No side to move follows the 64 cells.
    #[error("the side to move (X or O) is missing after the 64 cells")]
    NoSide,
    /// What follows the 64 cells is not `X` or `O`.
    #[error("'{0}' after the 64 cells is not the side to move (X or O)")]
    Side(String),
    /// Under the document rules a stone may only be laid beside a stone, so a board without
    /// stones has no move.
    #[error("the board has no stone to lay a stone beside")]
    NoStones,
}

/// The position written in `text` (see the module's doc), played under `rules`.
///
/// A position is accepted when its stones can be played from: any stones under the classic
/// rules (a player without a move passes, a game where neither has one is over), at least one
/// stone under the document rules (a stone is laid beside a stone). The stones need not be
/// reachable from the start.
///
/// # Errors
/// The first character that is not a cell, too few cells, a missing or bad side to move, or a
/// board without stones under the document rules.
pub fn read_position(rules: Rules, text: &str) -> Result<Position, PositionError> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let (mut first, mut second) = (Cells::EMPTY, Cells::EMPTY);
    for (index, &c) in (0u8..64).zip(&chars) {
        let Some(cell) = Cell::from_index(index) else {
            break;
        };
        match c {
            'X' | 'x' | '*' => first.insert(cell),
            'O' | 'o' => second.insert(cell),
            '-' | '.' => {}
            found => {
                return Err(PositionError::Character {
                    at: usize::from(index) + 1,
                    found,
                });
            }
        }
    }
    if chars.len() < 64 {
        return Err(PositionError::TooShort(chars.len()));
    }
    let side: String = chars[64..].iter().collect();
    let to_move = match side.as_str() {
        "" => return Err(PositionError::NoSide),
        "X" | "x" | "*" => Colour::Yellow,
        "O" | "o" => Colour::Red,
        _ => return Err(PositionError::Side(side)),
    };
    // Each cell got one character, so the sets cannot overlap.
    let board = Board::from_stones(first, second).ok_or(PositionError::TooShort(64))?;
    if rules == Rules::Document && board.occupied().is_empty() {
        return Err(PositionError::NoStones);
    }
    Ok(Position::from_parts(board, to_move, rules))
}

/// `position` in the notation [`read_position`] reads: 64 cells, a blank, the side to move.
#[must_use]
pub fn write_position(position: &Position) -> String {
    let board = position.board();
    let mut text: String = Cell::all()
        .map(|cell| match board.at(cell) {
            Some(Colour::Yellow) => 'X',
            Some(Colour::Red) => 'O',
            None => '-',
        })
        .collect();
    text.push(' ');
    text.push(match position.to_move() {
        Colour::Yellow => 'X',
        Colour::Red => 'O',
    });
    text
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;
    use crate::ai::Level;

    /// Whole games of random moves under every rule set: each transcript read back gives the
    /// same game (passes put back in where they were).
    #[test]
    fn a_games_transcript_read_back_gives_the_same_game() {
        let mut rng = Pcg64Mcg::seed_from_u64(45);
        let mut passes = 0;
        for rules in Rules::ALL {
            for _ in 0..20 {
                let mut game = Game::new(rules);
                while let Some(mv) = Level::Random.choose(game.position(), &mut rng) {
                    game.play(mv).expect("legal");
                }
                passes += game.moves().filter(|&mv| mv == Move::Pass).count();
                let text = write(&game);
                assert_eq!(
                    read(Position::start(rules), &text),
                    Ok(game.clone()),
                    "{text}"
                );
            }
        }
        assert!(passes > 0, "some game had a pass");
    }

    #[test]
    fn the_tiger_reads_with_passes_blanks_and_capitals() {
        let start = Position::start(Rules::Othello);
        let game = read(start, "f5d6c3d3c4").expect("the tiger");
        assert_eq!(write(&game), "f5d6c3d3c4");
        assert_eq!(read(start, "F5 d6, C3 d3. c4"), Ok(game));
        // Yellow stuck after eight moves of a classic game: the pass written or left out.
        let start = Position::start(Rules::Classic);
        let with = read(start, "e3f3g3g2c5h3h1f1--").expect("a pass");
        assert_eq!(with.position().to_move(), Colour::Red);
        let red = with.position().legal_moves()[0];
        let without = read(start, &format!("e3f3g3g2c5h3h1f1 {red}")).expect("pass put in");
        let written = read(start, &format!("e3f3g3g2c5h3h1f1ps {red}")).expect("ps");
        assert_eq!(without, written);
        assert_eq!(write(&without), format!("e3f3g3g2c5h3h1f1{red}"));
    }

    #[test]
    fn a_bad_transcript_names_the_move_its_number_and_why() {
        let start = Position::start(Rules::Othello);
        assert_eq!(
            read(start, "f5d6c3d3c3"),
            Err(TranscriptError::Illegal {
                number: 5,
                mv: "c3".parse().expect("a move"),
                reason: MoveError::Occupied("c3".parse().expect("a cell")),
            })
        );
        assert_eq!(
            read(start, "f5 d6 z9"),
            Err(TranscriptError::NotAMove {
                number: 3,
                at: 7,
                text: "z9".into()
            })
        );
        assert!(matches!(
            read(start, "a1"),
            Err(TranscriptError::Illegal {
                number: 1,
                reason: MoveError::TurnsNothing(_),
                ..
            })
        ));
        assert!(matches!(
            read(start, "--"),
            Err(TranscriptError::Illegal {
                reason: MoveError::PassNotAllowed,
                ..
            })
        ));
        assert_eq!(
            read(start, "f5d"),
            Err(TranscriptError::NotAMove {
                number: 2,
                at: 3,
                text: "d".into()
            })
        );
    }

    #[test]
    fn a_position_reads_back_and_names_a_bad_character() {
        let game = read(Position::start(Rules::Othello), "f5d6c3").expect("legal");
        let text = write_position(game.position());
        assert_eq!(text.len(), 66);
        assert_eq!(read_position(Rules::Othello, &text), Ok(*game.position()));
        // The FForum notation of `reversi solve`, blanks ignored.
        let ffo = crate::ffo::parse_board(&text[..64]).expect("the same notation");
        assert_eq!(ffo, *game.position().board());
        let mut bad = text.clone();
        bad.replace_range(9..10, "Z");
        assert_eq!(
            read_position(Rules::Othello, &bad),
            Err(PositionError::Character { at: 10, found: 'Z' })
        );
        assert_eq!(
            read_position(Rules::Othello, "XO-"),
            Err(PositionError::TooShort(3))
        );
        assert_eq!(
            read_position(Rules::Othello, &text[..64]),
            Err(PositionError::NoSide)
        );
        assert_eq!(
            read_position(Rules::Othello, &format!("{} black", &text[..64])),
            Err(PositionError::Side("black".into()))
        );
        assert_eq!(
            read_position(Rules::Document, &format!("{} X", "-".repeat(64))),
            Err(PositionError::NoStones)
        );
    }

    #[test]
    fn a_game_from_a_position_undoes_back_to_it_and_no_further() {
        let position = read_position(
            Rules::Classic,
            &format!("{}XO{} X", "-".repeat(27), "-".repeat(35)),
        )
        .expect("a position");
        let mut game = Game::from_position(position);
        assert!(!game.from_rules_start());
        game.play("f4".parse().expect("a move"))
            .expect("X on f4 closes O on e4");
        assert!(game.undo().is_some());
        assert_eq!(game.position(), &position);
        assert!(game.undo().is_none());
    }

    #[test]
    fn a_game_from_a_position_is_saved_with_its_start() {
        let start = read_position(
            Rules::Othello,
            &write_position(
                read(Position::start(Rules::Othello), "f5d6c3d3c4")
                    .expect("legal")
                    .position(),
            ),
        )
        .expect("a position");
        let game = read(start, "f4").expect("legal");
        let players = [crate::Player::Human; 2];
        let json = crate::SaveFile::of(&game, players).to_json().expect("json");
        let saved = crate::SaveFile::load(&json).expect("loads");
        assert_eq!(saved.game, game);
        assert_eq!(saved.game.start(), &start);
    }
}
