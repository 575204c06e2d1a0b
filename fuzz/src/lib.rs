//! Shared checks of the fuzz targets (see `fuzz/README.md`): the save file here, the settings
//! file in [`ini`].
//!
//! - [`check_text`]: loads arbitrary text the way the program does and checks every property.
//! - [`check_save`]: the same for a [`SaveFile`] built directly (structured target).
//! - [`reference_valid`]: an independent reading of the save file rules of the core's README,
//!   written from the contract (not from `save.rs`), so that the loader's accept/refuse
//!   decision is checked against a second opinion (differential check).

pub mod ini;
pub mod nardy;
pub mod reversi;
pub mod structured;

use std::collections::HashMap;
use std::sync::OnceLock;

use loopit_core::{
    Edge, Game, Level, Player, SaveError, SaveFile, SavedKind, Tile, TilePlace, TileSet,
};
use unicode_segmentation::UnicodeSegmentation;

/// The longest refusal of Nardy's and Reversi's loaders, in characters: a value from the file
/// is quoted shortened, never whole (a file once made a 17 MB message line).
pub const MESSAGE_MAX: usize = 500;

/// A refusal of Nardy's or Reversi's loader says something, and not too much.
pub fn check_refusal(message: &str) {
    assert!(!message.trim().is_empty(), "an empty refusal");
    assert!(
        message.chars().count() <= MESSAGE_MAX,
        "a refusal of {} characters: {}…",
        message.chars().count(),
        message.chars().take(200).collect::<String>()
    );
}

/// The most tiles a bank holds (the core README: "more than 5 bank tiles" is refused).
const BANK_MAX: usize = 5;

/// Loads `text` as the program does (`SaveFile::from_json`, then `Game::from_save` with
/// `seed`) and checks every property. Panics on a violation.
pub fn check_text(text: &str, seed: u64) {
    let save = match SaveFile::from_json(text) {
        Ok(save) => save,
        Err(e) => {
            check_message(&e);
            // The one-step loader must refuse it too, with the same error.
            match Game::from_json(text, seed) {
                Ok(game) => {
                    panic!("SaveFile::from_json refused ({e}) but Game::from_json loaded {game:?}")
                }
                Err(e2) => assert_eq!(e, e2, "Game::from_json gave another error"),
            }
            return;
        }
    };
    // The unchecked save file survives its own writer and reader.
    let again = SaveFile::from_json(&save.to_json()).unwrap_or_else(|e| {
        panic!("a read SaveFile does not read back from to_json: {e}\n{save:?}")
    });
    assert_eq!(again, save, "SaveFile to_json/from_json round trip");
    check_save(&save, seed);
    // The one-step loader agrees with the two steps.
    let one = Game::from_json(text, seed);
    let two = Game::from_save(&save, seed);
    assert_eq!(
        one, two,
        "Game::from_json differs from SaveFile::from_json + Game::from_save"
    );
}

/// Checks `Game::from_save(save, seed)`: never panics, refuses with a message, or loads a game
/// with every property of the brief; and its decision agrees with [`reference_valid`].
pub fn check_save(save: &SaveFile, seed: u64) {
    let result = Game::from_save(save, seed);
    let expected = reference_valid(save);
    match (&result, &expected) {
        (Ok(_), Err(why)) => panic!(
            "loader ACCEPTED a save the contract refuses ({why})\n{}",
            save.to_json()
        ),
        // Whether a version-2 history is true takes a replay: the reference cannot say, so a
        // refusal for the history alone is the loader's to make.
        (Err(e), Ok(())) if save.version == 2 && is_history_error(e) => {}
        (Err(e), Ok(())) => panic!(
            "loader REFUSED a save the contract accepts: {e}\n{}",
            save.to_json()
        ),
        _ => {}
    }
    match result {
        Err(e) => check_message(&e),
        Ok(game) => check_loaded(save, &game, seed),
    }
}

/// Whether `e` is about a version-2 history (not about the position the file states).
pub fn is_history_error(e: &SaveError) -> bool {
    match e {
        SaveError::History(_)
        | SaveError::HistoryStart
        | SaveError::BadPlacement { .. }
        | SaveError::Resumed(_) => true,
        SaveError::UnknownTile { place, .. } => {
            !matches!(place, TilePlace::Board(_) | TilePlace::Bank(_))
        }
        SaveError::BadKey { path, .. } => path.to_string().starts_with("history"),
        _ => false,
    }
}

/// An error must say what is wrong.
pub fn check_message(e: &SaveError) {
    let text = e.to_string();
    assert!(!text.trim().is_empty(), "empty error message for {e:?}");
}

/// What holds for any game between moves: a valid position, each of the 81 tiles in exactly
/// one of board / bank / bag, at most five bank tiles, `current` in range.
pub fn check_invariants(game: &Game) {
    let board = game.board();
    if let Err(e) = loopit_core::check_position(board) {
        panic!("position is not valid: {e}");
    }
    // Every tile in exactly one of board / bank / bag.
    let on_board = board.tiles_on_board();
    let bank = game.bank().tile_set();
    let bag = game.bag().tiles();
    assert!(
        on_board.intersect(bank).is_empty(),
        "a tile both on the board and in the bank"
    );
    assert!(
        on_board.intersect(bag).is_empty(),
        "a tile both on the board and in the bag"
    );
    assert!(
        bank.intersect(bag).is_empty(),
        "a tile both in the bank and in the bag"
    );
    assert_eq!(
        on_board.len() + bank.len() + bag.len(),
        Tile::COUNT,
        "board + bank + bag is not all {} tiles",
        Tile::COUNT
    );
    assert_eq!(
        on_board.union(bank).union(bag),
        TileSet::ALL,
        "a tile is nowhere"
    );
    assert_eq!(board.len(), on_board.len(), "board cells vs board tiles");
    assert_eq!(game.bank().len(), bank.len(), "bank len vs bank tile set");
    assert!(
        game.bank().len() <= BANK_MAX,
        "bank holds {} tiles",
        game.bank().len()
    );
    assert!(
        game.current() < game.players().len(),
        "current out of range"
    );
}

/// The properties of a game loaded from `save` with `seed`.
pub fn check_loaded(save: &SaveFile, game: &Game, seed: u64) {
    check_invariants(game);
    // The position at the start of the turn: what the file's version-1 keys state.
    let mut start = game.board().clone();
    for placement in game.placed().iter() {
        start.lift(placement.cell);
    }
    let board = &start;
    if save.version == 1 {
        assert!(
            game.placed().is_empty(),
            "a game loaded from version 1 has tiles placed this turn"
        );
    }

    // The game is what the file says.
    let mut cells: Vec<(i64, i64, String)> = save
        .board
        .iter()
        .map(|t| (t.row, t.col, t.tile.clone()))
        .collect();
    cells.sort();
    let loaded: Vec<(i64, i64, String)> = board
        .placed()
        .map(|(c, t)| (i64::from(c.row()), i64::from(c.col()), t.to_string()))
        .collect();
    assert_eq!(loaded, cells, "loaded board differs from the file's board");
    assert_eq!(
        game.current() as i64,
        save.current,
        "current differs from the file"
    );
    assert_eq!(
        game.players().len(),
        save.players.len(),
        "player count differs"
    );
    for (p, s) in game.players().iter().zip(&save.players) {
        assert_eq!(p.name, s.name, "player name differs");
        assert_eq!(i64::from(p.score), s.score, "player score differs");
        match (s.kind, p.kind) {
            (SavedKind::Human, loopit_core::PlayerKind::Human) => {}
            (SavedKind::Computer, loopit_core::PlayerKind::Computer(level)) => {
                let want = match &s.level {
                    None => Level::Normal,
                    Some(text) => text.parse().expect("the loader accepted this level"),
                };
                assert_eq!(level, want, "computer level differs");
            }
            _ => panic!("player kind differs: {:?} vs {:?}", s.kind, p.kind),
        }
    }
    let file_bank: Vec<String> = save.bank.clone();
    let at_start = game.bank_at_turn_start();
    let game_bank: Vec<String> = at_start.tiles().map(|(_, t)| t.to_string()).collect();
    if !save.bank.is_empty() {
        if game.is_over() {
            assert!(game_bank.is_empty(), "game over at loading, yet a bank");
        } else {
            // Slots in file order, no gaps.
            let slots: Vec<usize> = at_start.tiles().map(|(s, _)| s).collect();
            assert_eq!(slots, (0..slots.len()).collect::<Vec<_>>(), "bank has gaps");
            assert_eq!(
                game_bank, file_bank,
                "loaded bank differs from the file's bank"
            );
        }
    } else if !game.is_over() {
        // The player to move drew at once: five tiles, or all the bag had.
        let before = Tile::COUNT - save.board.len();
        assert_eq!(
            game.bank().len(),
            before.min(BANK_MAX),
            "bank drawn on resuming"
        );
    }
    if game.is_over() {
        assert!(game.bank().is_empty(), "game over with a bank");
    } else {
        assert!(!at_start.is_empty(), "game goes on with an empty bank");
    }

    // Save, then load again with the same seed.
    let first = game.to_save();
    let json = first.to_json();
    let reread = SaveFile::from_json(&json)
        .unwrap_or_else(|e| panic!("to_save().to_json() does not read back: {e}\n{json}"));
    assert_eq!(reread, first, "to_save survives to_json/from_json");
    // The save holds the history and the generator: loading it (with any seed) gives the very
    // game, and saving that gives the very file.
    let again = Game::from_save(&first, seed.wrapping_add(1))
        .unwrap_or_else(|e| panic!("a saved game does not load again: {e}\n{json}"));
    assert_eq!(again.to_save(), first, "save, load, save differs\n{json}");
    assert_eq!(&again, game, "save then load gives another game\n{json}");
    assert_eq!(
        again.turn_summaries(),
        game.turn_summaries(),
        "the turn log"
    );
}

#[allow(dead_code)]
fn assert_same_state(a: &Game, b: &Game) {
    assert_eq!(a.board(), b.board(), "round trip: board");
    assert_eq!(a.bag(), b.bag(), "round trip: bag");
    assert_eq!(a.bank(), b.bank(), "round trip: bank");
    assert_eq!(a.players(), b.players(), "round trip: players");
    assert_eq!(a.current(), b.current(), "round trip: current");
    assert_eq!(a.placed(), b.placed(), "round trip: placed");
    assert_eq!(a.is_over(), b.is_over(), "round trip: over");
}

/// Whether the core README's save file rules accept `save` (version 1), and if not, why: written from the contract,
/// independently of `save.rs`, using only the tile table (names and line ends).
pub fn reference_valid(save: &SaveFile) -> Result<(), String> {
    if !(1..=2).contains(&save.version) {
        return Err("version".into());
    }
    if save.version == 2 && save.history.is_none() {
        return Err("version 2 without history".into());
    }
    // Players.
    if !(2..=4).contains(&save.players.len()) {
        return Err("player count".into());
    }
    for p in &save.players {
        reference_name(&p.name)?;
        if p.score < 0 {
            return Err("negative score".into());
        }
        // Not in the core README's rules: the program's own bound on a score any game can reach.
        if p.score > i64::from(Player::MAX_SCORE) {
            return Err("score too large".into());
        }
        if p.kind == SavedKind::Computer
            && let Some(level) = &p.level
            && !Level::ALL
                .iter()
                .map(|l| l.key())
                // The keys files of earlier versions of the program wrote.
                .chain(["greedy", "planner"])
                .any(|key| key.eq_ignore_ascii_case(level.trim()))
        {
            return Err("unknown level".into());
        }
    }
    if save.current < 0 || save.current >= save.players.len() as i64 {
        return Err("current".into());
    }
    // Tiles: known names, each at most once over board and bank.
    static NAMES: OnceLock<HashMap<String, Tile>> = OnceLock::new();
    let names = NAMES.get_or_init(|| Tile::ALL.into_iter().map(|t| (t.to_string(), t)).collect());
    let by_name = |name: &str| names.get(name).copied();
    let mut seen = [false; Tile::COUNT];
    let mut grid: [[Option<Tile>; 11]; 11] = [[None; 11]; 11];
    for entry in &save.board {
        let tile = by_name(&entry.tile).ok_or("unknown board tile")?;
        if std::mem::replace(&mut seen[tile.index()], true) {
            return Err("tile twice".into());
        }
        if !(0..=10).contains(&entry.row) || !(0..=10).contains(&entry.col) {
            return Err("off board".into());
        }
        let cell = &mut grid[entry.row as usize][entry.col as usize];
        if cell.is_some() {
            return Err("cell twice".into());
        }
        *cell = Some(tile);
    }
    if save.bank.len() > BANK_MAX {
        return Err("bank too large".into());
    }
    for name in &save.bank {
        let tile = by_name(name).ok_or("unknown bank tile")?;
        if std::mem::replace(&mut seen[tile.index()], true) {
            return Err("tile twice".into());
        }
    }
    // The position.
    if grid[5][5].is_none() {
        return Err("nothing on 5,5".into());
    }
    let step = |r: usize, c: usize, e: Edge| -> Option<(usize, usize)> {
        let (dr, dc): (isize, isize) = match e {
            Edge::N => (-1, 0),
            Edge::E => (0, 1),
            Edge::S => (1, 0),
            Edge::W => (0, -1),
        };
        let (r, c) = (r as isize + dr, c as isize + dc);
        ((0..11).contains(&r) && (0..11).contains(&c)).then_some((r as usize, c as usize))
    };
    for r in 0..11 {
        for c in 0..11 {
            let Some(tile) = grid[r][c] else { continue };
            for e in Edge::ALL {
                let line = tile.edges().contains(e);
                match step(r, c, e) {
                    None if line => return Err("line off the board".into()),
                    None => {}
                    Some((nr, nc)) => {
                        if let Some(other) = grid[nr][nc]
                            && line != other.edges().contains(e.opposite())
                        {
                            return Err("lines do not meet".into());
                        }
                    }
                }
            }
        }
    }
    let mut joined = [[false; 11]; 11];
    let mut stack = vec![(5usize, 5usize)];
    joined[5][5] = true;
    while let Some((r, c)) = stack.pop() {
        let tile = grid[r][c].expect("joined cells hold tiles");
        for e in Edge::ALL {
            if !tile.edges().contains(e) {
                continue;
            }
            if let Some((nr, nc)) = step(r, c, e)
                && grid[nr][nc].is_some()
                && !joined[nr][nc]
            {
                joined[nr][nc] = true;
                stack.push((nr, nc));
            }
        }
    }
    for r in 0..11 {
        for c in 0..11 {
            if grid[r][c].is_some() && !joined[r][c] {
                return Err("not joined".into());
            }
        }
    }
    // A game at the start of a turn: the bank drawn in full (5, or all that are left) or not
    // at all; the scores at least what the board's tiles earned: every tile but the start tile
    // its value plus the value of a neighbour it continued a line of.
    let left = Tile::COUNT - save.board.len();
    if !save.bank.is_empty() && save.bank.len() != left.min(BANK_MAX) {
        return Err("bank not drawn".into());
    }
    let mut least: i64 = 0;
    for r in 0..11 {
        for c in 0..11 {
            let Some(tile) = grid[r][c] else { continue };
            if (r, c) == (5, 5) {
                continue;
            }
            let joined = Edge::ALL
                .into_iter()
                .filter(|&e| tile.edges().contains(e))
                .filter_map(|e| {
                    let (nr, nc) = step(r, c, e)?;
                    grid[nr][nc].map(|other| i64::from(other.value()))
                })
                .min()
                .unwrap_or(1);
            least += i64::from(tile.value()) + joined;
        }
    }
    let total: i64 = save.players.iter().map(|p| p.score).sum();
    if total < least {
        return Err("scores below what the board earned".into());
    }
    Ok(())
}

/// The name rule, read from issue 13: 1 to 24 characters counted as grapheme clusters, at
/// least one visible, no control characters, line or paragraph separators, or bidirectional
/// controls.
fn reference_name(name: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err("empty name".into());
    }
    if name.chars().any(char::is_control) {
        return Err("control character in name".into());
    }
    if name.chars().any(|c| c == '\u{2028}' || c == '\u{2029}') {
        return Err("separator in name".into());
    }
    let bidi = |c: char| {
        matches!(
            u32::from(c),
            0x202A..=0x202E | 0x2066..=0x2069 | 0x200E | 0x200F | 0x061C
        )
    };
    if name.chars().any(bidi) {
        return Err("direction control in name".into());
    }
    // Unicode's Default_Ignorable_Code_Point, and the blank braille pattern.
    let ignorable = |c: char| {
        matches!(
            u32::from(c),
            0xAD | 0x34F
                | 0x61C
                | 0x115F..=0x1160
                | 0x17B4..=0x17B5
                | 0x180B..=0x180F
                | 0x200B..=0x200F
                | 0x202A..=0x202E
                | 0x2060..=0x206F
                | 0x2800
                | 0x3164
                | 0xFE00..=0xFE0F
                | 0xFEFF
                | 0xFFA0
                | 0xFFF0..=0xFFF8
                | 0x1BCA0..=0x1BCA3
                | 0x1D173..=0x1D17A
                | 0xE0000..=0xE0FFF
        )
    };
    if !name.chars().any(|c| !c.is_whitespace() && !ignorable(c)) {
        return Err("nothing visible in name".into());
    }
    if name.graphemes(true).count() > Player::MAX_NAME_CHARS {
        return Err("long name".into());
    }
    Ok(())
}
