//! The seats at the table: players, who plays them (a person or the computer at a level), and
//! what every game asks of its players.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use unicode_segmentation::UnicodeSegmentation;

/// Who plays a seat: a person at the computer, or the computer itself at some level.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// A person, who places tiles with the mouse.
    Human,
    /// The computer, playing with the given strategy.
    Computer(Level),
}

impl PlayerKind {
    /// Whether this seat is played by the computer.
    #[must_use]
    pub const fn is_computer(self) -> bool {
        matches!(self, PlayerKind::Computer(_))
    }
}

/// One seat at the table: a name, who plays it, and the points scored so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// The name shown on screen: 1 to [`Player::MAX_NAME_CHARS`] characters, as
    /// [`Player::name_problem`] says.
    pub name: String,
    /// A person or the computer.
    pub kind: PlayerKind,
    /// The points of all turns this player has ended.
    pub score: u32,
}

impl Player {
    /// How many players a game has: 2 to 4. This is the one place the core says so; the
    /// checks of a new game, a save file and the command line's `--players` all ask it.
    pub const COUNT: RangeInclusive<usize> = 2..=4;

    /// The longest name a player may have, in characters counted as a person counts them
    /// (grapheme clusters, see [`Player::name_length`]).
    pub const MAX_NAME_CHARS: usize = 24;

    /// A score no game can reach: at most 80 placements follow the start tile, and one earns at
    /// most 8 × 6 plus the values of all other tiles (340), about 31,000 in all.
    pub const MAX_SCORE: u32 = 100_000;

    /// A person called `name`, with no points yet.
    #[must_use]
    pub fn human(name: impl Into<String>) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Human,
            score: 0,
        }
    }

    /// The computer at `level`, called `name`, with no points yet.
    #[must_use]
    pub fn computer(name: impl Into<String>, level: Level) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Computer(level),
            score: 0,
        }
    }
}

/// Why a list of players cannot sit down to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    /// A game has [`Player::COUNT`] (2 to 4) players; this many were given.
    Count(usize),
    /// A player's name breaks the name rule of [`Player::name_problem`].
    Name {
        /// The seat, 1-based.
        seat: usize,
        /// The name.
        name: String,
        /// What is wrong with it.
        problem: NameError,
    },
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerError::Count(n) => write!(
                f,
                "a game has {} to {} players, not {n}",
                Player::COUNT.start(),
                Player::COUNT.end()
            ),
            PlayerError::Name {
                seat,
                problem: NameError::Empty,
                ..
            } => write!(f, "player {seat} has no name"),
            PlayerError::Name {
                seat,
                name,
                problem,
            } => write!(
                f,
                "the name of player {seat} {problem}: {}",
                crate::text::short(name)
            ),
        }
    }
}

impl std::error::Error for PlayerError {}

/// What is wrong with a player's name (see [`Player::name_problem`]). The `Display` text
/// completes the sentence "The name …".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// The name is empty or only spaces.
    Empty,
    /// The name has characters, but none that can be seen (zero-width spaces, fillers, joiners,
    /// soft hyphens, blank braille …).
    Invisible,
    /// The name holds a control character (a line break, a tab …).
    ControlCharacter,
    /// The name holds a line or paragraph separator (U+2028, U+2029).
    LineSeparator,
    /// The name holds a bidirectional control character (a right-to-left override, an isolate,
    /// a direction mark …), which can turn the text around it.
    BidiControl,
    /// The name is longer than [`Player::MAX_NAME_CHARS`] characters.
    TooLong {
        /// How many characters it has, counted as a person counts them.
        characters: usize,
    },
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("is empty"),
            NameError::Invisible => f.write_str("has nothing visible"),
            NameError::ControlCharacter => {
                f.write_str("holds a control character (such as a line break)")
            }
            NameError::LineSeparator => f.write_str("holds a line or paragraph separator"),
            NameError::BidiControl => f.write_str(
                "holds a character that changes the writing direction (such as a right-to-left \
                 override)",
            ),
            NameError::TooLong { characters } => write!(
                f,
                "is longer than {} characters ({characters})",
                Player::MAX_NAME_CHARS
            ),
        }
    }
}

impl std::error::Error for NameError {}

/// Whether `c` changes or marks the writing direction: the embeddings, overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069) and the direction marks (U+200E, U+200F, U+061C).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether `c` draws nothing: white space, and the characters Unicode says to ignore when
/// drawing (default ignorable code points: zero-width spaces and joiners, soft hyphen, word
/// joiner, variation selectors, Hangul fillers, tags …), and the blank braille pattern.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF0}'..='\u{FFF8}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

impl Player {
    /// How many characters `name` has, counted as a person counts them: grapheme clusters, so
    /// that `é` is one character whether written as one code point or as `e` and an accent, and
    /// a family emoji made of several joined code points is one too.
    #[must_use]
    pub fn name_length(name: &str) -> usize {
        // Plain ASCII: one character per byte, except that a CR LF pair is one.
        if name.is_ascii() && !name.contains('\r') {
            return name.len();
        }
        name.graphemes(true).count()
    }

    /// What is wrong with `name` as a player's name, or `None` when it may be used.
    ///
    /// This is the one statement of the name rule; [`check_players`] (new games, saves) and
    /// the program's setup and settings all ask it. A name has 1 to
    /// [`Player::MAX_NAME_CHARS`] characters counted as a person counts them
    /// ([`Player::name_length`]), at least one of them visible, and no control characters,
    /// line or paragraph separators, or characters that change the writing direction.
    ///
    /// ```
    /// use loopit_core::{NameError, Player};
    /// assert_eq!(Player::name_problem("Zoë"), None);
    /// assert_eq!(Player::name_problem(&"e\u{301}".repeat(24)), None); // 24 × é, decomposed
    /// assert_eq!(Player::name_problem("\u{200B}"), Some(NameError::Invisible));
    /// assert_eq!(Player::name_problem("Ann\u{202E}a"), Some(NameError::BidiControl));
    /// assert_eq!(Player::name_problem("A\u{2028}B"), Some(NameError::LineSeparator));
    /// assert_eq!(
    ///     Player::name_problem(&"🙂".repeat(25)),
    ///     Some(NameError::TooLong { characters: 25 })
    /// );
    /// ```
    #[must_use]
    pub fn name_problem(name: &str) -> Option<NameError> {
        if name.trim().is_empty() {
            return Some(NameError::Empty);
        }
        if name.chars().any(char::is_control) {
            return Some(NameError::ControlCharacter);
        }
        if name.contains(['\u{2028}', '\u{2029}']) {
            return Some(NameError::LineSeparator);
        }
        if name.chars().any(is_bidi_control) {
            return Some(NameError::BidiControl);
        }
        if name.chars().all(is_invisible) {
            return Some(NameError::Invisible);
        }
        let characters = Player::name_length(name);
        if characters > Player::MAX_NAME_CHARS {
            return Some(NameError::TooLong { characters });
        }
        None
    }
}

/// Checks what every game asks of its players: [`Player::COUNT`] (2 to 4) of them, each with a
/// name [`Player::name_problem`] finds nothing wrong with.
pub fn check_players(players: &[Player]) -> Result<(), PlayerError> {
    if !Player::COUNT.contains(&players.len()) {
        return Err(PlayerError::Count(players.len()));
    }
    for (i, player) in players.iter().enumerate() {
        if let Some(problem) = Player::name_problem(&player.name) {
            return Err(PlayerError::Name {
                seat: i + 1,
                name: player.name.clone(),
                problem,
            });
        }
    }
    Ok(())
}

/// The computer players a seat can be given, weakest first. Each plays the strategy of
/// [`crate::ai`] of the same name. (Normal and Strong were first called `greedy` and
/// `planner`; files, settings and the command line still may use those keys.)
///
/// A level travels by its key ([`Level::key`]); the old keys are read too.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Beginner ([`crate::ai::Beginner`]): legal but modest moves, so that a new player can win.
    Beginner,
    /// Normal ([`crate::Normal`]): the computer player of the game's rules.
    #[default]
    #[serde(alias = "greedy")]
    Normal,
    /// Strong ([`crate::Strong`]): the best total for this turn.
    #[serde(alias = "planner")]
    Strong,
    /// Expert ([`crate::ai::Expert`]): weighs its turn against the next player's best reply,
    /// sampled over the tiles that player may draw.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Normal, Level::Strong, Level::Expert];

    /// The level's key, as saves, settings and the command line write it (`beginner`,
    /// `normal`, `strong`, `expert`). Reading also accepts the old keys `greedy` (Normal) and
    /// `planner` (Strong).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Normal => "normal",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// The old keys still read: `greedy` and `planner`.
    const fn old_key(self) -> Option<&'static str> {
        match self {
            Level::Normal => Some("greedy"),
            Level::Strong => Some("planner"),
            _ => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A computer level name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown computer level {} (known: {})",
            crate::text::short(&self.0),
            Level::ALL.map(Level::key).join(", ")
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let name = s.trim();
        Level::ALL
            .into_iter()
            .find(|level| {
                level.key().eq_ignore_ascii_case(name)
                    || level
                        .old_key()
                        .is_some_and(|old| old.eq_ignore_ascii_case(name))
            })
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn humans(names: &[&str]) -> Vec<Player> {
        names.iter().map(|n| Player::human(*n)).collect()
    }

    #[test]
    fn a_game_has_2_to_4_players_with_names() {
        assert_eq!(check_players(&humans(&["A", "B"])), Ok(()));
        assert_eq!(check_players(&humans(&["A", "B", "C", "D"])), Ok(()));
        assert_eq!(check_players(&humans(&["A"])), Err(PlayerError::Count(1)));
        assert_eq!(
            check_players(&humans(&["A", "B", "C", "D", "E"])),
            Err(PlayerError::Count(5))
        );
        assert_eq!(
            PlayerError::Count(5).to_string(),
            "a game has 2 to 4 players, not 5"
        );
        assert!(matches!(
            check_players(&humans(&["A", " "])),
            Err(PlayerError::Name {
                seat: 2,
                problem: NameError::Empty,
                ..
            })
        ));
        assert!(matches!(
            check_players(&humans(&["A\tB", "C"])),
            Err(PlayerError::Name {
                seat: 1,
                problem: NameError::ControlCharacter,
                ..
            })
        ));
        let long = "x".repeat(Player::MAX_NAME_CHARS + 1);
        assert!(matches!(
            check_players(&humans(&["A", &long])),
            Err(PlayerError::Name {
                seat: 2,
                problem: NameError::TooLong { characters: 25 },
                ..
            })
        ));
        assert_eq!(
            check_players(&humans(&["A", &"é".repeat(Player::MAX_NAME_CHARS)])),
            Ok(())
        );
    }

    #[test]
    fn names_with_nothing_visible_are_refused() {
        for invisible in [
            "\u{200B}", "\u{2060}", "\u{00AD}", "\u{3164}", "\u{2800}", "\u{200D}",
        ] {
            assert_eq!(
                Player::name_problem(invisible),
                Some(NameError::Invisible),
                "{invisible:?}"
            );
            let several = format!("{invisible} {invisible}");
            assert_eq!(
                Player::name_problem(&several),
                Some(NameError::Invisible),
                "{several:?}"
            );
        }
        assert_eq!(Player::name_problem(""), Some(NameError::Empty));
        assert_eq!(Player::name_problem("\u{3000} "), Some(NameError::Empty));
        // Visible characters around the invisible ones make a name.
        assert_eq!(Player::name_problem("Jo\u{00AD}anna"), None);
        assert_eq!(Player::name_problem("👩\u{200D}💻"), None);
    }

    #[test]
    fn separators_and_direction_controls_are_refused() {
        assert_eq!(
            Player::name_problem("Ann\u{2028}a"),
            Some(NameError::LineSeparator)
        );
        assert_eq!(
            Player::name_problem("Ann\u{2029}a"),
            Some(NameError::LineSeparator)
        );
        for bidi in [
            '\u{202E}', '\u{202D}', '\u{202A}', '\u{2066}', '\u{2069}', '\u{200F}', '\u{061C}',
        ] {
            let name = format!("Ann{bidi}a");
            assert_eq!(
                Player::name_problem(&name),
                Some(NameError::BidiControl),
                "{name:?}"
            );
        }
        assert_eq!(
            Player::name_problem("Ann\u{85}a"),
            Some(NameError::ControlCharacter)
        );
        // Right-to-left letters themselves are fine.
        assert_eq!(Player::name_problem("שרה"), None);
    }

    #[test]
    fn names_are_measured_as_a_person_counts_characters() {
        let decomposed = "e\u{301}".repeat(Player::MAX_NAME_CHARS);
        assert_eq!(Player::name_length(&decomposed), 24);
        assert_eq!(Player::name_problem(&decomposed), None);
        let family = "👨\u{200D}👩\u{200D}👧";
        assert_eq!(Player::name_length(family), 1);
        assert_eq!(Player::name_problem(&family.repeat(24)), None);
        assert_eq!(
            Player::name_problem(&family.repeat(25)),
            Some(NameError::TooLong { characters: 25 })
        );
        assert_eq!(Player::name_problem(&"🙂".repeat(24)), None);
        assert_eq!(
            Player::name_problem(&"🙂".repeat(25)),
            Some(NameError::TooLong { characters: 25 })
        );
        let error = check_players(&humans(&["A", &"🙂".repeat(25)])).expect_err("too long");
        assert!(
            error
                .to_string()
                .contains("is longer than 24 characters (25)"),
            "{error}"
        );
    }

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.key().parse::<Level>(), Ok(level));
            assert_eq!(level.to_string().to_uppercase().parse::<Level>(), Ok(level));
        }
        assert!("wizard".parse::<Level>().is_err());
        assert_eq!("greedy".parse::<Level>(), Ok(Level::Normal));
        assert_eq!(" Planner ".parse::<Level>(), Ok(Level::Strong));
        assert_eq!(Level::Normal.key(), "normal");
    }
}
