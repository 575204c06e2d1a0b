//! The structured input of the `save_struct` target: a `SaveFile`-like description that
//! `arbitrary` fills in, built so that most inputs get past the format checks and many get
//! deep into the position checks (a board grown by legal placements, then perhaps spoiled).

use arbitrary::Arbitrary;
use loopit_core::{
    Board, Cell, Game, Level, Normal, Player, SaveFile, SavedKind, SavedPlayer, SavedTile,
    Strategy, SwapDirection, Tile, TileSet, ai,
};
use serde_json::Value;

/// Tile names that name no tile, some close to real ones.
const BAD_TILES: [&str; 12] = [
    "",
    "000",
    "120",
    "127",
    "142",
    "835",
    "900",
    "54",
    "5410",
    " 541",
    "541 ",
    "５４１",
];

/// Odd player names.
const ODD_NAMES: [&str; 8] = [
    "",
    " ",
    "\t\n",
    "\u{3000}",
    "Ääkkönen",
    "名前",
    "a\u{0}b",
    "\u{1F600}\u{1F600}",
];

/// Level texts, valid and not.
const LEVELS: [&str; 8] = [
    "greedy",
    "planner",
    "GREEDY",
    " Planner ",
    "",
    "expert",
    "greedy2",
    "plänner",
];

/// The whole input.
#[derive(Arbitrary, Debug)]
pub struct Input {
    /// Seed of the loaded game.
    pub seed: u64,
    /// `None`: version 1.
    pub version: Option<i64>,
    /// The board.
    pub board: BoardSpec,
    /// The bank.
    pub bank: BankSpec,
    /// The players.
    pub players: PlayersSpec,
    /// `current`.
    pub current: Current,
    /// Changes to the JSON text after writing it (keys removed, types changed …).
    pub json_edits: Vec<JsonEdit>,
    /// A version-2 file of a real game instead of the position above.
    pub history: Option<HistorySpec>,
}

/// A version-2 save of a game played by the computer (with cheat swaps), saved at some moment
/// and then perhaps spoiled.
#[derive(Arbitrary, Debug)]
pub struct HistorySpec {
    /// 2 to 4 players.
    pub players: u8,
    /// Turns played (mod 64; a game ends after about 30 to 60).
    pub turns: u8,
    /// Placements made in the turn in progress (mod 4).
    pub placed: u8,
    /// Cheat swaps: (turn mod 64, slot, forward).
    pub swaps: Vec<(u8, u8, bool)>,
    /// Strong instead of Normal on these turns (bit i: turn i mod 8).
    pub planner: u8,
    /// Spoilers of the written history.
    pub edits: Vec<HistoryEdit>,
}

/// A change to a version-2 save's history (or its version-1 keys).
#[derive(Arbitrary, Debug, Clone)]
pub enum HistoryEdit {
    /// Another generator state: flip bit n of it, or write some text.
    Random(u8, Option<String>),
    /// Another start tile.
    Start(TileName),
    /// Remove turn n (the turn in progress when n is past the end).
    RemoveTurn(u8),
    /// Copy turn n to the end of the ended turns.
    DuplicateTurn(u8),
    /// Give turn n to another seat.
    Player(u8, i64),
    /// Replace drawn tile k of turn n.
    Drawn(u8, u8, TileName),
    /// Drop drawn tile k of turn n.
    DropDrawn(u8, u8),
    /// Replace placement k of turn n by this text, or change its points by d.
    Placement(u8, u8, Option<String>, i8),
    /// Remove placement k of turn n.
    RemovePlacement(u8, u8),
    /// Flip `sat_out` of turn n.
    SatOut(u8),
    /// Add a swap to turn n.
    Swap(u8, TileName, TileName),
    /// Change a player's score by d.
    Score(u8, i8),
    /// `current` + d.
    Current(i8),
    /// Write version 1 (the history is then ignored).
    Version1,
    /// Remove the history (a version-2 file without it).
    NoHistory,
    /// Remove the board's entry n (the position no longer matches).
    RemoveBoard(u8),
}

/// A row or column.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Coord {
    /// -1 to 11 (mostly on the board).
    Small(u8),
    /// Any number.
    Any(i64),
}

impl Coord {
    fn value(self) -> i64 {
        match self {
            Coord::Small(n) => i64::from(n % 13) - 1,
            Coord::Any(n) => n,
        }
    }
}

/// A tile name.
#[derive(Arbitrary, Debug, Clone)]
pub enum TileName {
    /// One of the 81, by index mod 81.
    Valid(u8),
    /// One of [`BAD_TILES`].
    Bad(u8),
    /// Any text.
    Raw(String),
}

impl TileName {
    fn text(&self) -> String {
        match self {
            TileName::Valid(i) => Tile::ALL[usize::from(*i) % Tile::COUNT].to_string(),
            TileName::Bad(i) => BAD_TILES[usize::from(*i) % BAD_TILES.len()].to_owned(),
            TileName::Raw(s) => s.clone(),
        }
    }
}

/// One raw board entry.
#[derive(Arbitrary, Debug, Clone)]
pub struct Entry {
    /// Row.
    pub row: Coord,
    /// Column.
    pub col: Coord,
    /// Tile.
    pub tile: TileName,
}

/// How the board is made.
#[derive(Arbitrary, Debug)]
pub enum BoardSpec {
    /// Entries as given.
    Raw(Vec<Entry>),
    /// A start tile on 5,5 and then legal placements (each step picks a tile among those left
    /// and one of its legal cells), then the entries are rotated and edited.
    Grown {
        /// The tile on 5,5 (index mod 81).
        start: u8,
        /// Placements: (tile pick, cell pick).
        steps: Vec<(u8, u8)>,
        /// Rotation of the entry order.
        rotate: u8,
        /// Spoilers.
        edits: Vec<Edit>,
    },
}

/// A change to a grown board's entries.
#[derive(Arbitrary, Debug, Clone)]
pub enum Edit {
    /// Remove entry n.
    Remove(u8),
    /// Move entry n to another cell.
    Move(u8, Coord, Coord),
    /// Move entry n one step (0–3: N, E, S, W).
    Nudge(u8, u8),
    /// Give entry n another tile.
    Retile(u8, TileName),
    /// Copy entry n (same cell, same tile).
    Duplicate(u8),
    /// Swap the tiles of two entries.
    SwapTiles(u8, u8),
    /// Add an entry.
    Add(Entry),
}

/// How the bank is made.
#[derive(Arbitrary, Debug)]
pub enum BankSpec {
    /// `count` (0–6) tiles drawn from those not on the board, each pick by index.
    FromBag {
        /// How many.
        count: u8,
        /// The picks.
        picks: [u8; 6],
    },
    /// Names as given.
    Raw(Vec<TileName>),
}

/// The players.
#[derive(Arbitrary, Debug)]
pub enum PlayersSpec {
    /// 2 to 4 (n mod 3 + 2) of the four.
    Seats(u8, [PlayerSpec; 4]),
    /// Any number.
    Raw(Vec<PlayerSpec>),
}

impl PlayersSpec {
    fn saved(&self) -> Vec<SavedPlayer> {
        match self {
            PlayersSpec::Seats(n, seats) => seats
                .iter()
                .take(usize::from(n % 3) + 2)
                .map(PlayerSpec::saved)
                .collect(),
            PlayersSpec::Raw(list) => list.iter().map(PlayerSpec::saved).collect(),
        }
    }
}

/// A player.
#[derive(Arbitrary, Debug)]
pub struct PlayerSpec {
    /// Name.
    pub name: NameSpec,
    /// Computer?
    pub computer: bool,
    /// Score.
    pub score: Score,
    /// The `level` key.
    pub level: Option<LevelSpec>,
}

/// A player's name.
#[derive(Arbitrary, Debug)]
pub enum NameSpec {
    /// `Player n`.
    Plain(u8),
    /// One of [`ODD_NAMES`].
    Odd(u8),
    /// `n` characters (20–30), some of them several bytes.
    Long(u8, bool),
    /// Any text.
    Raw(String),
}

/// A score.
#[derive(Arbitrary, Debug)]
pub enum Score {
    /// 0–65535.
    Small(u16),
    /// Near the limits.
    Edge(u8),
    /// Any.
    Any(i64),
}

/// A level text.
#[derive(Arbitrary, Debug)]
pub enum LevelSpec {
    /// One of [`LEVELS`].
    Known(u8),
    /// Any text.
    Raw(String),
}

/// `current`.
#[derive(Arbitrary, Debug)]
pub enum Current {
    /// Index mod the player count.
    InRange(u8),
    /// Any.
    Any(i64),
}

/// Which top-level key a JSON edit touches.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Key {
    /// `version`
    Version,
    /// `board`
    Board,
    /// `bank`
    Bank,
    /// `players`
    Players,
    /// `current`
    Current,
}

impl Key {
    fn name(self) -> &'static str {
        match self {
            Key::Version => "version",
            Key::Board => "board",
            Key::Bank => "bank",
            Key::Players => "players",
            Key::Current => "current",
        }
    }
}

/// A change to the written JSON.
#[derive(Arbitrary, Debug, Clone)]
pub enum JsonEdit {
    /// Remove a top-level key.
    Remove(Key),
    /// Replace a top-level key's value by another type.
    Retype(Key, u8),
    /// Add an unknown key (must be ignored).
    Unknown(String),
    /// Remove a key of board entry / player n.
    RemoveInner(bool, u8, u8),
    /// Retype a key of board entry / player n.
    RetypeInner(bool, u8, u8, u8),
    /// Replace the whole document by another type.
    NotObject(u8),
}

fn odd_value(n: u8) -> Value {
    match n % 9 {
        0 => Value::Null,
        1 => Value::Bool(true),
        2 => serde_json::json!(1.5),
        3 => serde_json::json!(-1),
        4 => serde_json::json!("1"),
        5 => serde_json::json!([]),
        6 => serde_json::json!({}),
        7 => serde_json::json!(1e300),
        _ => serde_json::json!(u64::MAX),
    }
}

impl JsonEdit {
    /// Applies the edit to the document.
    fn apply(&self, doc: &mut Value) {
        match self {
            JsonEdit::Remove(k) => {
                if let Some(o) = doc.as_object_mut() {
                    o.remove(k.name());
                }
            }
            JsonEdit::Retype(k, n) => {
                if let Some(o) = doc.as_object_mut() {
                    o.insert(k.name().to_owned(), odd_value(*n));
                }
            }
            JsonEdit::Unknown(name) => {
                if let Some(o) = doc.as_object_mut()
                    && !["version", "board", "bank", "players", "current"].contains(&name.as_str())
                {
                    o.insert(name.clone(), serde_json::json!({"x": [1, 2]}));
                }
            }
            JsonEdit::RemoveInner(board, i, k) | JsonEdit::RetypeInner(board, i, k, _) => {
                let (list, keys): (&str, &[&str]) = if *board {
                    ("board", &["row", "col", "tile"])
                } else {
                    ("players", &["name", "kind", "score", "level"])
                };
                let Some(items) = doc.get_mut(list).and_then(Value::as_array_mut) else {
                    return;
                };
                if items.is_empty() {
                    return;
                }
                let len = items.len();
                let Some(item) = items[usize::from(*i) % len].as_object_mut() else {
                    return;
                };
                let key = keys[usize::from(*k) % keys.len()];
                match self {
                    JsonEdit::RetypeInner(_, _, _, n) => {
                        item.insert(key.to_owned(), odd_value(*n));
                    }
                    _ => {
                        item.remove(key);
                    }
                }
            }
            JsonEdit::NotObject(n) => *doc = odd_value(*n),
        }
    }
}

impl Input {
    /// The save file this input describes.
    #[must_use]
    pub fn save(&self) -> SaveFile {
        if let Some(history) = &self.history {
            return history.save(self.seed);
        }
        let board = self.board.entries();
        let on_board: TileSet = board
            .iter()
            .filter_map(|e| e.tile.parse::<Tile>().ok())
            .collect();
        let bank = match &self.bank {
            BankSpec::Raw(names) => names.iter().map(TileName::text).collect(),
            BankSpec::FromBag { count, picks } => {
                let mut left: Vec<Tile> = Tile::ALL
                    .into_iter()
                    .filter(|t| !on_board.contains(*t))
                    .collect();
                let mut bank = Vec::new();
                for pick in picks.iter().take(usize::from(*count % 7)) {
                    if left.is_empty() {
                        break;
                    }
                    let i = usize::from(*pick) % left.len();
                    bank.push(left.remove(i).to_string());
                }
                bank
            }
        };
        let players = self.players.saved();
        let current = match self.current {
            Current::InRange(n) => i64::from(n) % (players.len().max(1) as i64),
            Current::Any(n) => n,
        };
        SaveFile {
            version: self.version.unwrap_or(1),
            board,
            bank,
            players,
            current,
            history: None,
        }
    }

    /// The JSON text to load, and whether it is the plain `to_json` of [`Input::save`].
    #[must_use]
    pub fn json(&self, save: &SaveFile) -> (String, bool) {
        let text = save.to_json();
        if self.json_edits.is_empty() {
            return (text, true);
        }
        let mut doc: Value = serde_json::from_str(&text).expect("to_json writes JSON");
        for edit in &self.json_edits {
            edit.apply(&mut doc);
        }
        (doc.to_string(), false)
    }
}

impl BoardSpec {
    fn entries(&self) -> Vec<SavedTile> {
        match self {
            BoardSpec::Raw(entries) => entries.iter().map(Entry::saved).collect(),
            BoardSpec::Grown {
                start,
                steps,
                rotate,
                edits,
            } => {
                let mut board = Board::new();
                board.put(Cell::START, Tile::ALL[usize::from(*start) % Tile::COUNT]);
                for &(tile_pick, cell_pick) in steps {
                    let left: Vec<Tile> = Tile::ALL
                        .into_iter()
                        .filter(|t| !board.tiles_on_board().contains(*t))
                        .collect();
                    if left.is_empty() {
                        break;
                    }
                    // The first tile from the pick on that has a legal cell.
                    let first = usize::from(tile_pick) % left.len();
                    let found = (0..left.len())
                        .map(|k| left[(first + k) % left.len()])
                        .map(|t| (t, board.legal_cells(t)))
                        .find(|(_, cells)| !cells.is_empty());
                    let Some((tile, cells)) = found else { break };
                    let n = usize::from(cell_pick) % cells.len();
                    let cell = cells.iter().nth(n).expect("n < len");
                    board.put(cell, tile);
                }
                let mut entries: Vec<SavedTile> = board
                    .placed()
                    .map(|(cell, tile)| SavedTile {
                        row: i64::from(cell.row()),
                        col: i64::from(cell.col()),
                        tile: tile.to_string(),
                    })
                    .collect();
                let len = entries.len();
                entries.rotate_left(usize::from(*rotate) % len);
                for edit in edits {
                    apply_edit(&mut entries, edit);
                }
                entries
            }
        }
    }
}

fn apply_edit(entries: &mut Vec<SavedTile>, edit: &Edit) {
    let len = entries.len();
    let at = |n: u8| usize::from(n) % len.max(1);
    match edit {
        Edit::Add(e) => entries.push(e.saved()),
        _ if len == 0 => {}
        Edit::Remove(n) => {
            entries.remove(at(*n));
        }
        Edit::Move(n, r, c) => {
            let e = &mut entries[at(*n)];
            e.row = r.value();
            e.col = c.value();
        }
        Edit::Nudge(n, d) => {
            let e = &mut entries[at(*n)];
            match d % 4 {
                0 => e.row = e.row.wrapping_sub(1),
                1 => e.col = e.col.wrapping_add(1),
                2 => e.row = e.row.wrapping_add(1),
                _ => e.col = e.col.wrapping_sub(1),
            }
        }
        Edit::Retile(n, name) => entries[at(*n)].tile = name.text(),
        Edit::Duplicate(n) => {
            let e = entries[at(*n)].clone();
            entries.push(e);
        }
        Edit::SwapTiles(a, b) => {
            let (a, b) = (at(*a), at(*b));
            let t = entries[a].tile.clone();
            entries[a].tile = std::mem::replace(&mut entries[b].tile, t);
        }
    }
}

impl Entry {
    fn saved(&self) -> SavedTile {
        SavedTile {
            row: self.row.value(),
            col: self.col.value(),
            tile: self.tile.text(),
        }
    }
}

impl PlayerSpec {
    fn saved(&self) -> SavedPlayer {
        let name = match &self.name {
            NameSpec::Plain(n) => format!("Player {n}"),
            NameSpec::Odd(n) => ODD_NAMES[usize::from(*n) % ODD_NAMES.len()].to_owned(),
            NameSpec::Long(n, wide) => {
                let c = if *wide { 'ß' } else { 'x' };
                std::iter::repeat_n(c, 20 + usize::from(*n % 11)).collect()
            }
            NameSpec::Raw(s) => s.clone(),
        };
        let score = match self.score {
            Score::Small(n) => i64::from(n),
            Score::Edge(n) => match n % 8 {
                0 => -1,
                1 => i64::from(u32::MAX),
                2 => i64::from(u32::MAX) + 1,
                3 => i64::MIN,
                4 => i64::MAX,
                5 => i64::from(loopit_core::Player::MAX_SCORE),
                6 => i64::from(loopit_core::Player::MAX_SCORE) + 1,
                _ => 0,
            },
            Score::Any(n) => n,
        };
        let level = self.level.as_ref().map(|l| match l {
            LevelSpec::Known(n) => LEVELS[usize::from(*n) % LEVELS.len()].to_owned(),
            LevelSpec::Raw(s) => s.clone(),
        });
        SavedPlayer {
            name,
            kind: if self.computer {
                SavedKind::Computer
            } else {
                SavedKind::Human
            },
            score,
            level,
        }
    }
}

impl HistorySpec {
    /// The game played and saved as the spec says, then spoiled.
    #[must_use]
    pub fn save(&self, seed: u64) -> SaveFile {
        let count = usize::from(self.players % 3) + 2;
        let players: Vec<Player> = (0..count)
            .map(|i| {
                if i == 0 {
                    Player::human("Anna")
                } else {
                    Player::computer(format!("C{i}"), Level::Normal)
                }
            })
            .collect();
        let mut game = Game::new(players, seed).expect("2 to 4 named players");
        for turn in 0..usize::from(self.turns % 64) {
            if game.is_over() {
                break;
            }
            for &(t, slot, forward) in &self.swaps {
                if usize::from(t % 64) == turn {
                    let direction = if forward {
                        SwapDirection::Forward
                    } else {
                        SwapDirection::Back
                    };
                    let _ = game.cheat_swap(usize::from(slot % 5), direction);
                }
            }
            let level = if self.planner & (1 << (turn % 8)) != 0 {
                Level::Strong
            } else {
                Level::Normal
            };
            ai::play_turn(&mut game, level.strategy());
            game.end_turn();
        }
        for _ in 0..self.placed % 4 {
            if let Some(choice) = Normal.next_placement(&game) {
                let _ = game.place(choice.slot, choice.cell);
            }
        }
        let mut save = game.to_save();
        for edit in &self.edits {
            apply_history_edit(&mut save, edit);
        }
        save
    }
}

fn apply_history_edit(save: &mut SaveFile, edit: &HistoryEdit) {
    match edit {
        HistoryEdit::Version1 => save.version = 1,
        HistoryEdit::NoHistory => save.history = None,
        HistoryEdit::Score(p, d) => {
            if !save.players.is_empty() {
                let n = usize::from(*p) % save.players.len();
                save.players[n].score = save.players[n].score.wrapping_add(i64::from(*d));
            }
        }
        HistoryEdit::Current(d) => save.current = save.current.wrapping_add(i64::from(*d)),
        HistoryEdit::RemoveBoard(n) => {
            if !save.board.is_empty() {
                let n = usize::from(*n) % save.board.len();
                save.board.remove(n);
            }
        }
        _ => {}
    }
    let Some(history) = &mut save.history else {
        return;
    };
    // Turn n: an ended turn, or the turn in progress when n is past them.
    let turns = history.turns.len() + usize::from(history.turn.is_some());
    fn turn_at(
        history: &mut loopit_core::SavedHistory,
        turns: usize,
        n: u8,
    ) -> Option<&mut loopit_core::SavedTurn> {
        if turns == 0 {
            return None;
        }
        let n = usize::from(n) % turns;
        if n < history.turns.len() {
            history.turns.get_mut(n)
        } else {
            history.turn.as_mut()
        }
    }
    match edit {
        HistoryEdit::Random(bit, text) => match text {
            Some(text) => history.random = text.clone(),
            None => {
                if let Ok(r) = u128::from_str_radix(&history.random, 16) {
                    history.random = format!("{:032x}", r ^ (1u128 << (bit % 128)));
                }
            }
        },
        HistoryEdit::Start(name) => history.start = Some(name.text()),
        HistoryEdit::RemoveTurn(n) => {
            if turns > 0 {
                let n = usize::from(*n) % turns;
                if n < history.turns.len() {
                    history.turns.remove(n);
                } else {
                    history.turn = None;
                }
            }
        }
        HistoryEdit::DuplicateTurn(n) => {
            if let Some(turn) = turn_at(history, turns, *n).cloned() {
                history.turns.push(turn);
            }
        }
        HistoryEdit::Player(n, p) => {
            if let Some(turn) = turn_at(history, turns, *n) {
                turn.player = *p;
            }
        }
        HistoryEdit::Drawn(n, k, name) => {
            if let Some(turn) = turn_at(history, turns, *n)
                && !turn.drawn.is_empty()
            {
                let k = usize::from(*k) % turn.drawn.len();
                turn.drawn[k] = name.text();
            }
        }
        HistoryEdit::DropDrawn(n, k) => {
            if let Some(turn) = turn_at(history, turns, *n)
                && !turn.drawn.is_empty()
            {
                let k = usize::from(*k) % turn.drawn.len();
                turn.drawn.remove(k);
            }
        }
        HistoryEdit::Placement(n, k, text, d) => {
            if let Some(turn) = turn_at(history, turns, *n)
                && !turn.placements.is_empty()
            {
                let k = usize::from(*k) % turn.placements.len();
                let placement = &mut turn.placements[k];
                match text {
                    Some(text) => *placement = text.clone(),
                    None => {
                        if let Some((head, points)) = placement.split_once('=')
                            && let Ok(points) = points.parse::<i64>()
                        {
                            *placement = format!("{head}={}", points + i64::from(*d));
                        }
                    }
                }
            }
        }
        HistoryEdit::RemovePlacement(n, k) => {
            if let Some(turn) = turn_at(history, turns, *n)
                && !turn.placements.is_empty()
            {
                let k = usize::from(*k) % turn.placements.len();
                turn.placements.remove(k);
            }
        }
        HistoryEdit::SatOut(n) => {
            if let Some(turn) = turn_at(history, turns, *n) {
                turn.sat_out = !turn.sat_out;
            }
        }
        HistoryEdit::Swap(n, from, to) => {
            if let Some(turn) = turn_at(history, turns, *n) {
                turn.swaps.push(loopit_core::SavedSwap {
                    from: from.text(),
                    to: to.text(),
                });
            }
        }
        _ => {}
    }
}
