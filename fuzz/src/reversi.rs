//! Reversi's save files (`reversi_core::SaveFile::load`, what the window and `reversi check`
//! load): the checks of the `reversi_json` and `reversi_struct` targets (see `fuzz/README.md`).
//!
//! - [`check_text`]: any text loads or is refused with a short message; a loaded game saves
//!   and loads back as itself, undoes back to the start, and plays on to the end with positions on the way (every eighth, and the last)
//!   saving and loading again.
//! - [`Input`]: a real game of one of the three rule sets, played by legal moves the input
//!   picks, saved with the program's own writer ([`SaveFile::of`]), then maybe spoiled; a file
//!   written by the program must load as the very game, and a spoiled one that loads must
//!   describe exactly what was loaded.

use arbitrary::Arbitrary;
use reversi_core::{
    Colour, Game, Level, Move, Player, PlayersFile, Position, Rules, SaveFile, Saved,
};

/// Loads `text` as the program does and checks every property. Panics on a violation.
pub fn check_text(text: &str, picks: &[u8]) {
    match SaveFile::load(text) {
        Err(e) => crate::check_refusal(&e.to_string()),
        Ok(saved) => check_loaded(&saved, picks),
    }
}

/// Everything a loaded game must be: four plus one stone per laid move, its save loading
/// back as the same game, undo back to the start position of its rules, and playing on to
/// the end by legal moves (`picks` chooses among them) with every eighth position and
/// the last saving and loading again.
pub fn check_loaded(saved: &Saved, picks: &[u8]) {
    check_position(&saved.game);
    reloads(saved);
    let mut undone = saved.game.clone();
    while undone.undo().is_some() {}
    assert_eq!(
        undone.position(),
        &Position::start(saved.game.rules()),
        "undo does not reach the start"
    );
    let mut game = saved.game.clone();
    let mut picks = picks.iter().copied().cycle();
    // 60 stones at most, and never two passes running: 120 moves end every game.
    for n in 0..121 {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            assert!(
                game.position().is_over(),
                "no legal move in a game not over"
            );
            break;
        }
        let pick = usize::from(picks.next().unwrap_or(0)) % moves.len();
        if let Err(e) = game.play(moves[pick]) {
            panic!("a legal move {} is refused: {e}", moves[pick]);
        }
        check_position(&game);
        // Every eighth position and the last: each reload replays the whole game.
        if n % 8 == 7 || game.position().is_over() {
            reloads(&Saved {
                game: game.clone(),
                players: saved.players,
            });
        }
    }
    assert!(game.position().is_over(), "a game did not end in 120 moves");
}

fn check_position(game: &Game) {
    let laid = game.moves().filter(|&m| m != Move::Pass).count();
    let board = game.position().board();
    assert_eq!(
        usize::try_from(board.occupied().len()).ok(),
        Some(laid + 4),
        "stones on the board and laid moves disagree"
    );
    if game.rules() == Rules::Document {
        assert!(
            game.moves().all(|m| m != Move::Pass),
            "a pass under the document rules"
        );
    }
}

/// The program's writer and reader give the very game back.
fn reloads(saved: &Saved) {
    let text = SaveFile::of(&saved.game, saved.players)
        .to_json()
        .unwrap_or_else(|e| panic!("a game does not write: {e}"));
    match SaveFile::load(&text) {
        Ok(again) => assert_eq!(&again, saved, "save and load give another game\n{text}"),
        Err(e) => panic!("the program refuses its own save ({e}):\n{text}"),
    }
}

/// A save made by the program from a real game, then maybe spoiled.
#[derive(Arbitrary, Debug)]
pub struct Input {
    rules: u8,
    /// How many moves are played before saving.
    length: u8,
    /// Which legal move each turn (cycled).
    pub picks: Vec<u8>,
    players: [u8; 2],
    edits: Vec<Edit>,
}

/// One change to a written file.
#[derive(Arbitrary, Debug)]
enum Edit {
    /// A board cell set to a letter.
    Cell { row: u8, col: u8, letter: char },
    /// Two board cells swapped.
    SwapCells { a: (u8, u8), b: (u8, u8) },
    /// A move removed.
    DropMove(u8),
    /// A move given twice.
    RepeatMove(u8),
    /// Two moves swapped.
    SwapMoves(u8, u8),
    /// A move replaced by a text.
    MoveText(u8, String),
    /// A move added at the end.
    AddMove(String),
    /// The other player to move.
    ToMove,
    /// Other rules.
    Rules(u8),
    /// Another version.
    Version(u64),
    /// A board line replaced.
    Line(u8, String),
    /// A board line removed.
    DropLine(u8),
    /// A player's name.
    Player { red: bool, name: String },
    /// No players key.
    NoPlayers,
}

fn rules(n: u8) -> Rules {
    Rules::ALL[usize::from(n) % Rules::ALL.len()]
}

fn player(n: u8) -> Player {
    match n % 4 {
        0 => Player::Human,
        1 => Player::Computer(Level::Random),
        2 => Player::Computer(Level::Greedy),
        _ => Player::Computer(Level::AlphaBeta),
    }
}

impl Input {
    /// The game as played and saved by the program.
    #[must_use]
    pub fn saved(&self) -> Saved {
        let mut game = Game::new(rules(self.rules));
        let mut picks = self.picks.iter().copied().cycle();
        for _ in 0..self.length.min(121) {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            let pick = usize::from(picks.next().unwrap_or(0)) % moves.len();
            if let Err(e) = game.play(moves[pick]) {
                panic!("a legal move {} is refused: {e}", moves[pick]);
            }
        }
        Saved {
            game,
            players: self.players.map(player),
        }
    }

    /// The program's save of [`Input::saved`] with the edits applied, and whether it changed.
    #[must_use]
    pub fn file(&self, saved: &Saved) -> (SaveFile, bool) {
        let written = SaveFile::of(&saved.game, saved.players);
        let mut file = written.clone();
        for edit in &self.edits {
            apply(&mut file, edit);
        }
        let changed = file != written;
        (file, changed)
    }
}

fn set_letter(line: &mut String, col: usize, letter: char) {
    let mut chars: Vec<char> = line.chars().collect();
    if let Some(c) = chars.get_mut(col) {
        *c = letter;
    }
    *line = chars.into_iter().collect();
}

fn letter_at(file: &SaveFile, (row, col): (u8, u8)) -> Option<char> {
    file.board
        .get(usize::from(row % 8))
        .and_then(|l| l.chars().nth(usize::from(col % 8)))
}

fn apply(file: &mut SaveFile, edit: &Edit) {
    let index = |n: u8, len: usize| (len > 0).then(|| usize::from(n) % len);
    match edit {
        Edit::Cell { row, col, letter } => {
            if let Some(line) = file.board.get_mut(usize::from(row % 8)) {
                set_letter(line, usize::from(col % 8), *letter);
            }
        }
        Edit::SwapCells { a, b } => {
            if let (Some(x), Some(y)) = (letter_at(file, *a), letter_at(file, *b)) {
                for (cell, letter) in [(a, y), (b, x)] {
                    if let Some(line) = file.board.get_mut(usize::from(cell.0 % 8)) {
                        set_letter(line, usize::from(cell.1 % 8), letter);
                    }
                }
            }
        }
        Edit::DropMove(n) => {
            if let Some(i) = index(*n, file.moves.len()) {
                file.moves.remove(i);
            }
        }
        Edit::RepeatMove(n) => {
            if let Some(i) = index(*n, file.moves.len()) {
                let m = file.moves[i].clone();
                file.moves.insert(i, m);
            }
        }
        Edit::SwapMoves(a, b) => {
            if let (Some(i), Some(j)) = (index(*a, file.moves.len()), index(*b, file.moves.len())) {
                file.moves.swap(i, j);
            }
        }
        Edit::MoveText(n, text) => {
            if let Some(i) = index(*n, file.moves.len()) {
                file.moves[i].clone_from(text);
            }
        }
        Edit::AddMove(text) => file.moves.push(text.clone()),
        Edit::ToMove => file.to_move = file.to_move.other(),
        Edit::Rules(n) => file.rules = rules(*n),
        Edit::Version(v) => file.version = *v,
        Edit::Line(n, text) => {
            if let Some(i) = index(*n, file.board.len()) {
                file.board[i].clone_from(text);
            }
        }
        Edit::DropLine(n) => {
            if let Some(i) = index(*n, file.board.len()) {
                file.board.remove(i);
            }
        }
        Edit::Player { red, name } => {
            let p = file.players.get_or_insert_with(|| PlayersFile {
                yellow: "human".to_owned(),
                red: "human".to_owned(),
            });
            if *red {
                p.red.clone_from(name);
            } else {
                p.yellow.clone_from(name);
            }
        }
        Edit::NoPlayers => file.players = None,
    }
}

/// A file that loads says exactly what was loaded: the rules, the board line by line, the
/// player to move, each move (as the program reads it), and each player (ditto; none given
/// is two humans).
pub fn check_describes(file: &SaveFile, saved: &Saved) {
    let again = SaveFile::of(&saved.game, saved.players);
    assert_eq!(again.rules, file.rules, "rules");
    assert_eq!(
        again.board, file.board,
        "the loaded board is not the file's"
    );
    assert_eq!(again.to_move, file.to_move, "player to move");
    let read: Vec<Option<Move>> = file.moves.iter().map(|m| m.parse().ok()).collect();
    let loaded: Vec<Option<Move>> = saved.game.moves().map(Some).collect();
    assert_eq!(read, loaded, "the loaded moves are not the file's");
    let players = file.players.as_ref().map_or([Player::Human; 2], |p| {
        [Colour::Yellow, Colour::Red].map(|c| {
            let name = if c == Colour::Yellow {
                &p.yellow
            } else {
                &p.red
            };
            name.parse::<Player>()
                .unwrap_or_else(|_| panic!("player {name:?} loaded"))
        })
    });
    assert_eq!(players, saved.players, "players");
}
