//! Nardy's save files (`nardy_core::SaveFile::parse`, what the window and `nardy check` load):
//! the checks of the `nardy_json` and `nardy_struct` targets (see `fuzz/README.md`).
//!
//! - [`check_text`]: any text loads or is refused with a short message; a loaded game is
//!   reachable, saves and loads back as itself, and plays on to positions that load too.
//! - [`Input`]: a real game played by the rules for some turns from a seed, saved with the
//!   window's own writer ([`SaveFile::of_saved`]), then maybe spoiled; a file written by the
//!   program must load as the very game, and a spoiled one that loads must describe what
//!   was loaded.

use arbitrary::Arbitrary;
use nardy_core::{
    CHECKERS, Colour, Level, MAX_MATCH, MAX_SCORE, PerColour, Player, Position, Roll, SaveFile,
    Saved, Turn,
};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// How many turns a loaded game is played on by the computer.
const PLAY_ON_TURNS: usize = 6;

/// Loads `text` as the program does and checks every property. Panics on a violation.
pub fn check_text(text: &str, seed: u64) {
    match SaveFile::parse(text) {
        Err(e) => crate::check_refusal(&e.to_string()),
        Ok(saved) => check_loaded(&saved, seed),
    }
}

/// Everything a loaded game must be: 15 checkers a colour, a reachable position, dice only
/// while the game goes on, a match score within bounds; its save (the program's own writer)
/// loads back as the same game; and it plays on, each turn to a position that saves and
/// loads again (so no position the game reaches is refused).
pub fn check_loaded(saved: &Saved, seed: u64) {
    check_game_state(saved);
    reloads(saved);
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut position = saved.position;
    let mut roll = saved.dice;
    for _ in 0..PLAY_ON_TURNS {
        if position.outcome().is_some() {
            break;
        }
        let this_roll = roll.take().unwrap_or_else(|| Roll::random(&mut rng));
        position = next_position(&position, this_roll, &mut rng);
        let after = Saved {
            position,
            dice: None,
            ..saved.clone()
        };
        check_game_state(&after);
        reloads(&after);
    }
}

/// The position after the mover plays `roll`: step by step, each step one the rules offer
/// now ([`Turn::legal_steps`], which keeps to "as many dice as can be played" and the higher
/// die), picked by `rng`; the turn passes when no die can be played. (Cheaper than the
/// computer's whole-turn search, so a fuzz run plays many more games.)
fn next_position(position: &Position, roll: Roll, rng: &mut Pcg64Mcg) -> Position {
    let mut turn = Turn::new(*position, roll);
    while !turn.is_complete() {
        let steps = turn.legal_steps();
        assert!(
            !steps.is_empty(),
            "a turn not complete offers no step: {turn:?}"
        );
        let step = steps[rng.random_range(0..steps.len())];
        if let Err(e) = turn.play(step) {
            panic!("an offered step {step} is refused: {e}");
        }
    }
    let next = turn
        .finish()
        .unwrap_or_else(|e| panic!("a complete turn does not finish: {e}"));
    assert_eq!(
        next.to_move(),
        position.to_move().opponent(),
        "a played turn leaves the opponent to move"
    );
    next
}

fn check_game_state(saved: &Saved) {
    let p = &saved.position;
    for colour in Colour::ALL {
        let on_board: u32 = (1..=24u8)
            .map(|point| u32::from(p.count(colour, point)))
            .sum();
        assert_eq!(
            on_board + u32::from(p.off(colour)),
            u32::from(CHECKERS),
            "{colour:?} does not have 15 checkers: {p:?}"
        );
    }
    if let Err(e) = p.check_reachable() {
        panic!("a loaded or played position is not reachable ({e}): {p:?}");
    }
    if saved.dice.is_some() {
        assert!(p.outcome().is_none(), "dice in a game that is over");
    }
    assert!(
        saved.score.iter().all(|&s| s <= MAX_SCORE),
        "score over the limit"
    );
    if let Some(length) = saved.match_to {
        assert!((1..=MAX_MATCH).contains(&length), "a match to {length}");
        assert!(
            p.outcome().is_some() || saved.score.iter().all(|&s| s < length),
            "a game goes on in a won match"
        );
    }
}

/// The program's writer and reader give the very game back.
fn reloads(saved: &Saved) {
    let text = SaveFile::of_saved(saved)
        .to_json()
        .unwrap_or_else(|e| panic!("a game does not write: {e}"));
    match SaveFile::parse(&text) {
        Ok(again) => assert_eq!(&again, saved, "save and load give another game\n{text}"),
        Err(e) => panic!("the program refuses its own save ({e}):\n{text}"),
    }
}

/// A save made by the program from a real game, then maybe spoiled.
#[derive(Arbitrary, Debug)]
pub struct Input {
    /// The dice and the computer's choices.
    pub seed: u64,
    /// Turns played before saving (up to 255: most games end before 120).
    turns: u8,
    /// Saved after the mover rolled.
    rolled: bool,
    /// Who plays each colour, as recorded (0 human, 1 quick, 2 strong, else a raw name).
    players: Option<[PlayerName; 2]>,
    score: Option<[u32; 2]>,
    /// A match to this many points (1–99 as the program offers), or without end.
    match_to: Option<u8>,
    name: Option<String>,
    saved_at: Option<String>,
    /// Ways the file is spoiled after it is written.
    edits: Vec<Edit>,
}

/// A recorded player kind.
#[derive(Arbitrary, Debug)]
enum PlayerName {
    Known(u8),
    Raw(String),
}

/// One change to a written file.
#[derive(Arbitrary, Debug)]
enum Edit {
    /// One checker from a point to another point (0 = off, 25 = taken off the board wholly).
    MoveChecker { from: u8, to: u8 },
    /// A point's count set.
    Count { point: u32, count: u32 },
    /// A point's colour flipped.
    Recolour { point: u32 },
    /// A point removed from the list.
    Remove { point: u32 },
    /// A point added or replaced.
    Point { point: u32, white: bool, count: u32 },
    /// Checkers off for a colour.
    Off { white: bool, count: u32 },
    /// The other player to move.
    ToMove,
    /// `first_turn` of a colour flipped.
    FirstTurn { white: bool },
    /// The dice set or removed.
    Dice(Option<[u32; 2]>),
    /// Another version.
    Version(u32),
    /// A score.
    Score([u32; 2]),
    /// The match length set or removed.
    MatchTo(Option<u32>),
}

impl Input {
    /// The game as played by the rules and recorded as the program records it.
    #[must_use]
    pub fn saved(&self) -> Saved {
        let mut rng = Pcg64Mcg::seed_from_u64(self.seed);
        let mut position = Position::start(if self.seed % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        });
        for _ in 0..self.turns {
            if position.outcome().is_some() {
                break;
            }
            let roll = Roll::random(&mut rng);
            position = next_position(&position, roll, &mut rng);
        }
        let dice = (self.rolled && position.outcome().is_none()).then(|| Roll::random(&mut rng));
        let players = match &self.players {
            Some([w, b]) => [known(w), known(b)],
            None => [Player::Human, Player::Human],
        };
        let match_to = self.match_to.map(|n| u32::from(n) % MAX_MATCH + 1);
        let mut score = self.score.map_or([0, 0], |s| s.map(|n| n.min(MAX_SCORE)));
        // While a game goes on, nobody has won the match yet (the program plays no game past
        // a won match).
        if let Some(length) = match_to
            && position.outcome().is_none()
        {
            score = score.map(|n| n.min(length - 1));
        }
        Saved {
            position,
            dice,
            players,
            score,
            match_to,
            name: self.name.clone(),
            saved_at: self.saved_at.clone(),
        }
    }

    /// The file: the program's save of [`Input::saved`] with the edits applied, and whether
    /// any edit (or a raw player name) changed it.
    #[must_use]
    pub fn file(&self, saved: &Saved) -> (SaveFile, bool) {
        let written = SaveFile::of_saved(saved);
        let mut file = written.clone();
        if let Some(names) = &self.players {
            let name = |n: &PlayerName| match n {
                PlayerName::Known(_) => None,
                PlayerName::Raw(s) => Some(s.clone()),
            };
            if let Some(w) = name(&names[0]) {
                file.players.get_or_insert_with(default_players).white = w;
            }
            if let Some(b) = name(&names[1]) {
                file.players.get_or_insert_with(default_players).black = b;
            }
        }
        for edit in &self.edits {
            apply(&mut file, edit);
        }
        let changed = file != written;
        (file, changed)
    }
}

fn default_players() -> PerColour<String> {
    PerColour {
        white: "human".to_owned(),
        black: "human".to_owned(),
    }
}

fn known(name: &PlayerName) -> Player {
    match name {
        PlayerName::Known(n) => match n % 3 {
            0 => Player::Human,
            1 => Player::Computer(Level::Quick),
            _ => Player::Computer(Level::Strong),
        },
        PlayerName::Raw(_) => Player::Human,
    }
}

fn colour_of(white: bool) -> Colour {
    if white { Colour::White } else { Colour::Black }
}

fn apply(file: &mut SaveFile, edit: &Edit) {
    match *edit {
        Edit::MoveChecker { from, to } => {
            let from = u32::from(from % 26);
            let to = u32::from(to % 26);
            let Some(&(colour, n)) = file.points.get(&from) else {
                return;
            };
            if n <= 1 {
                file.points.remove(&from);
            } else {
                file.points.insert(from, (colour, n - 1));
            }
            match to {
                0 => {
                    let off = match colour {
                        Colour::White => &mut file.off.white,
                        Colour::Black => &mut file.off.black,
                    };
                    *off = off.saturating_add(1);
                }
                25 => {}
                _ => {
                    let (c, m) = file.points.get(&to).copied().unwrap_or((colour, 0));
                    file.points.insert(to, (c, m.saturating_add(1)));
                }
            }
        }
        Edit::Count { point, count } => {
            if let Some(entry) = file.points.get_mut(&(point % 26)) {
                entry.1 = count;
            }
        }
        Edit::Recolour { point } => {
            if let Some(entry) = file.points.get_mut(&(point % 26)) {
                entry.0 = entry.0.opponent();
            }
        }
        Edit::Remove { point } => {
            file.points.remove(&(point % 26));
        }
        Edit::Point {
            point,
            white,
            count,
        } => {
            file.points.insert(point, (colour_of(white), count));
        }
        Edit::Off { white, count } => match colour_of(white) {
            Colour::White => file.off.white = count,
            Colour::Black => file.off.black = count,
        },
        Edit::ToMove => file.to_move = file.to_move.opponent(),
        Edit::FirstTurn { white } => {
            let f = &mut file.first_turn;
            if white {
                f.white = !f.white;
            } else {
                f.black = !f.black;
            }
        }
        Edit::Dice(dice) => file.dice = dice,
        Edit::Version(v) => file.version = v,
        Edit::Score(s) => file.score = Some(PerColour::from_array(s)),
        Edit::MatchTo(m) => file.match_to = m,
    }
}

/// A file that loads says exactly what was loaded: the program's save of the loaded game is
/// the file itself, once the defaults (two humans, no score) are written out and the player
/// names are the program's spelling.
pub fn check_describes(file: &SaveFile, saved: &Saved) {
    let mut expected = file.clone();
    expected.players = Some(PerColour {
        white: saved.players[0].to_string(),
        black: saved.players[1].to_string(),
    });
    if let Some(p) = &file.players {
        for (written, loaded) in [(&p.white, saved.players[0]), (&p.black, saved.players[1])] {
            assert_eq!(
                written.parse::<Player>().ok(),
                Some(loaded),
                "player {written:?} loaded as {loaded}"
            );
        }
    }
    expected.score = Some(file.score.unwrap_or_default());
    assert_eq!(
        SaveFile::of_saved(saved),
        expected,
        "the loaded game is not what the file says"
    );
}
