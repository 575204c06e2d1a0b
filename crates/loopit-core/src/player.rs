//! The seats at the table: players, who plays them (a person or the computer at a level), and
//! what every game asks of its players.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

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
    /// The name shown on screen, 1 to [`Player::MAX_NAME_CHARS`] characters.
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

    /// The longest name a player may have, in characters.
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
    /// A player's name is empty (or only spaces).
    EmptyName {
        /// The seat, 1-based.
        seat: usize,
    },
    /// A player's name holds a control character (a line break, a tab …).
    ControlCharacter {
        /// The seat, 1-based.
        seat: usize,
    },
    /// A player's name is longer than [`Player::MAX_NAME_CHARS`].
    NameTooLong {
        /// The seat, 1-based.
        seat: usize,
        /// The name.
        name: String,
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
            PlayerError::EmptyName { seat } => write!(f, "player {seat} has no name"),
            PlayerError::ControlCharacter { seat } => write!(
                f,
                "the name of player {seat} holds a control character (such as a line break)"
            ),
            PlayerError::NameTooLong { seat, name } => write!(
                f,
                "the name of player {seat} ({}) is longer than {} characters",
                crate::text::short(name),
                Player::MAX_NAME_CHARS
            ),
        }
    }
}

impl std::error::Error for PlayerError {}

/// Checks what every game asks of its players: [`Player::COUNT`] (2 to 4) of them, each with a name of 1 to
/// [`Player::MAX_NAME_CHARS`] characters, not all spaces, and without control characters.
pub fn check_players(players: &[Player]) -> Result<(), PlayerError> {
    if !Player::COUNT.contains(&players.len()) {
        return Err(PlayerError::Count(players.len()));
    }
    for (i, player) in players.iter().enumerate() {
        if player.name.trim().is_empty() {
            return Err(PlayerError::EmptyName { seat: i + 1 });
        }
        if player.name.chars().any(char::is_control) {
            return Err(PlayerError::ControlCharacter { seat: i + 1 });
        }
        if player.name.chars().count() > Player::MAX_NAME_CHARS {
            return Err(PlayerError::NameTooLong {
                seat: i + 1,
                name: player.name.clone(),
            });
        }
    }
    Ok(())
}

/// The computer players a seat can be given.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// [`Greedy`]: the computer player of the game's rules.
    #[default]
    Greedy,
    /// [`Planner`]: plans its whole turn.
    Planner,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 2] = [Level::Greedy, Level::Planner];

    /// The level's key, as saves and the command line write it (`greedy`, `planner`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Level::Greedy => "greedy",
            Level::Planner => "planner",
        }
    }

    /// A short description for people.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Level::Greedy => "plays its highest tile where it scores most",
            Level::Planner => "plans its whole turn for the most points",
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
        Level::ALL
            .into_iter()
            .find(|level| level.key().eq_ignore_ascii_case(s.trim()))
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
        assert_eq!(
            check_players(&humans(&["A", " "])),
            Err(PlayerError::EmptyName { seat: 2 })
        );
        assert_eq!(
            check_players(&humans(&["A\tB", "C"])),
            Err(PlayerError::ControlCharacter { seat: 1 })
        );
        let long = "x".repeat(Player::MAX_NAME_CHARS + 1);
        assert!(matches!(
            check_players(&humans(&["A", &long])),
            Err(PlayerError::NameTooLong { seat: 2, .. })
        ));
        assert_eq!(
            check_players(&humans(&["A", &"é".repeat(Player::MAX_NAME_CHARS)])),
            Ok(())
        );
    }

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.key().parse::<Level>(), Ok(level));
            assert_eq!(level.to_string().to_uppercase().parse::<Level>(), Ok(level));
        }
        assert!("wizard".parse::<Level>().is_err());
    }
}
