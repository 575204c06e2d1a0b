//! Every setting once: the [`Settings`] the program uses, and the table [`SCHEMA`] that says for
//! each of them where it stands in the file, how its text is read and written, and how the
//! Options window shows it. Reading, writing, the warnings and the Options window all go by
//! the table, so a new setting is a field here, a row of the table and its words in the
//! catalogs (the label of its Options control, English and German).

use game_shell::i18n::Language;
use game_shell::theme::Theme;
use loopit_core::{Level, Player, PlayerKind};

use super::ValueProblem;

/// The longest computer delay the settings accept, in milliseconds.
pub const MAX_DELAY_MS: u64 = 5000;

/// Everything the settings file holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The folder of the tile images, as written (relative to the INI file's folder).
    pub tiles: String,
    /// The folder of saved games, as written (relative to the INI file's folder).
    pub saves: String,
    /// The default names of the four seats: the names of the last setup, or as set in the
    /// Options (a built-in one, `Player 3`, is shown in the window's language).
    pub names: [String; 4],
    /// How many players the last setup had (2–4).
    pub count: usize,
    /// Who played each seat in the last setup.
    pub seats: [PlayerKind; 4],
    /// How long the computer waits between its placements, in milliseconds.
    pub computer_delay_ms: u64,
    /// Whether cheat mode is on.
    pub cheat_mode: bool,
    /// The language of the window; `None` follows the system's.
    pub language: Option<Language>,
    /// Whether the board shows the coordinates A–K and 1–11 along its edges.
    pub coordinates: bool,
    /// Whether the board's helper marks are turned down for players who know the game: legal
    /// cells show only their dot, the last turn is not framed, a preview marks no joined
    /// tiles or stops (its tooltip still says all).
    pub quiet_marks: bool,
    /// Whether, when the turn passes from one person to another, the bank stays hidden until
    /// the next person says they are at the screen; `None` decides by the seats (on when two
    /// or more people play).
    pub hot_seat_screen: Option<bool>,
    /// How the window around the board looks.
    pub theme: Theme,
    /// Whether tiles move to their cells, points rise into the score and scores count up;
    /// `None` follows the desktop (on unless it asks for less motion).
    pub motion: Option<bool>,
    /// Whether placing a tile, ending a turn and the end of the game make a soft sound (in a
    /// program built with the `sound` feature; without it the game is silent whatever this says).
    pub sound: bool,
    /// Whether the guided first game (Help ▸ Learn to play) was finished or dismissed: then
    /// the setup screen of a first start does not offer it (`Guide=done`; `new` before).
    pub guide_done: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            tiles: "assets/tiles".to_owned(),
            saves: "saves".to_owned(),
            names: ["Player 1", "Player 2", "Player 3", "Player 4"].map(str::to_owned),
            count: 2,
            seats: [
                PlayerKind::Human,
                PlayerKind::Computer(Level::default()),
                PlayerKind::Computer(Level::default()),
                PlayerKind::Computer(Level::default()),
            ],
            computer_delay_ms: 800,
            cheat_mode: false,
            language: None,
            coordinates: true,
            quiet_marks: false,
            hot_seat_screen: None,
            theme: Theme::default(),
            motion: None,
            sound: true,
            guide_done: false,
        }
    }
}

/// Which folder of the settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FolderKind {
    /// The tile images.
    Tiles,
    /// The saved games.
    Saves,
}

/// How the Options window shows a setting. The labels are catalog ids.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Control {
    /// Not in the Options window (the setup screen remembers it).
    Hidden,
    /// A folder: a text field and **Browse…**.
    Folder(FolderKind),
    /// The default name of a seat (0–3).
    Name(usize),
    /// The window's language: the system's or one of the program's.
    Language {
        /// The label.
        label: &'static str,
    },
    /// The window's theme (game-shell's [`Theme`]s).
    Theme {
        /// The label.
        label: &'static str,
    },
    /// A checkbox: ticked writes `1`, not ticked `0`; shown ticked unless the value is `0`, and
    /// with a dash (neither) while it is `auto`.
    Switch {
        /// The label.
        label: &'static str,
        /// What the pointer over it shows, if anything.
        tip: Option<&'static str>,
    },
    /// A switch for something this build of the program may lack (sound, with the `sound`
    /// feature): as [`Control::Switch`] when `built`, else shown off and disabled with
    /// `missing` as its tip, and the file's value kept.
    BuildSwitch {
        /// The label.
        label: &'static str,
        /// What the pointer over it shows.
        tip: &'static str,
        /// Whether this build has the thing.
        built: bool,
        /// What the pointer over it shows when the build lacks it.
        missing: &'static str,
    },
    /// A number of milliseconds from 0 to `max`, on a slider.
    Millis {
        /// The label.
        label: &'static str,
        /// The largest value.
        max: u64,
    },
}

/// One setting: its section and key in the file, how its text is read into the [`Settings`]
/// and written from them, and its Options control. Its default is what it writes for
/// [`Settings::default`] (or the defaults of [`super::defaults_for`]).
#[derive(Debug)]
pub struct Entry {
    /// The section: `Game`.
    pub section: &'static str,
    /// The key: `ComputerDelay`.
    pub key: &'static str,
    /// Reads the value's text into the settings, or says what is wrong with it (and changes
    /// nothing).
    pub read: fn(&mut Settings, &str) -> Result<(), ValueProblem>,
    /// The text the file holds for the setting.
    pub write: fn(&Settings) -> String,
    /// How the Options window shows it.
    pub control: Control,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Entry) -> bool {
        self.section == other.section && self.key == other.key
    }
}

impl Eq for Entry {}

impl Entry {
    /// The entry of `section`/`key` (as the table spells them).
    #[must_use]
    pub fn find(section: &str, key: &str) -> Option<&'static Entry> {
        SCHEMA
            .iter()
            .copied()
            .find(|e| e.section == section && e.key == key)
    }

    /// The setting's text in `settings`.
    #[must_use]
    pub fn text(&self, settings: &Settings) -> String {
        (self.write)(settings)
    }
}

/// The tile folder.
pub static TILES: Entry = Entry {
    section: "Paths",
    key: "Tiles",
    read: |s, text| folder(&mut s.tiles, text),
    write: |s| s.tiles.clone(),
    control: Control::Folder(FolderKind::Tiles),
};

/// The saves folder.
pub static SAVES: Entry = Entry {
    section: "Paths",
    key: "Saves",
    read: |s, text| folder(&mut s.saves, text),
    write: |s| s.saves.clone(),
    control: Control::Folder(FolderKind::Saves),
};

/// The default names of the four seats (the last setup's, or as set in the Options).
pub static NAMES: [Entry; 4] = [
    name::<0>("Name1"),
    name::<1>("Name2"),
    name::<2>("Name3"),
    name::<3>("Name4"),
];

/// How many players the last setup had.
pub static COUNT: Entry = Entry {
    section: "Players",
    key: "Count",
    read: |s, text| {
        let count = text
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|count| Player::COUNT.contains(count))
            .ok_or(ValueProblem::NotACount)?;
        s.count = count;
        Ok(())
    },
    write: |s| s.count.to_string(),
    control: Control::Hidden,
};

/// Who played each seat in the last setup: `human`, or a computer level's key.
pub static KINDS: [Entry; 4] = [
    kind::<0>("Kind1"),
    kind::<1>("Kind2"),
    kind::<2>("Kind3"),
    kind::<3>("Kind4"),
];

/// The window's language.
pub static LANGUAGE: Entry = Entry {
    section: "Game",
    key: "Language",
    read: |s, text| {
        s.language = match text.trim() {
            "" | "system" => None,
            code => Some(
                Language::from_code(code)
                    .filter(|l| crate::i18n::LANGUAGES.contains(l))
                    .ok_or(ValueProblem::NotALanguage)?,
            ),
        };
        Ok(())
    },
    write: |s| s.language.map_or("system", Language::code).to_owned(),
    control: Control::Language {
        label: "options-language",
    },
};

/// The window's theme: `boxed`, `light` or `dark`.
pub static THEME: Entry = Entry {
    section: "Game",
    key: "Theme",
    read: |s, text| {
        s.theme = Theme::from_code(text).ok_or(ValueProblem::NotATheme)?;
        Ok(())
    },
    write: |s| s.theme.code().to_owned(),
    control: Control::Theme {
        label: "options-theme",
    },
};

/// The hot-seat screen between two people's turns.
pub static HOT_SEAT_SCREEN: Entry = Entry {
    section: "Game",
    key: "HotSeatScreen",
    read: |s, text| {
        s.hot_seat_screen = match text.trim() {
            "" | "auto" => None,
            other => Some(on_off(other).ok_or(ValueProblem::NotOnOffAuto)?),
        };
        Ok(())
    },
    write: |s| match s.hot_seat_screen {
        None => "auto".to_owned(),
        Some(on) => one_zero(on),
    },
    control: Control::Switch {
        label: "options-hot-seat",
        tip: Some("options-hot-seat-tip"),
    },
};

/// Motion: tiles moving to their cells, points rising, scores counting up.
pub static MOTION: Entry = Entry {
    section: "Game",
    key: "Motion",
    read: |s, text| {
        s.motion = match text.trim() {
            "" | "auto" => None,
            other => Some(on_off(other).ok_or(ValueProblem::NotOnOffAuto)?),
        };
        Ok(())
    },
    write: |s| match s.motion {
        None => "auto".to_owned(),
        Some(on) => one_zero(on),
    },
    control: Control::Switch {
        label: "options-motion",
        tip: Some("options-motion-tip"),
    },
};

/// Sound: a soft sound for placing, ending a turn and the end of the game.
pub static SOUND: Entry = Entry {
    section: "Game",
    key: "Sound",
    read: |s, text| switch(&mut s.sound, text),
    write: |s| one_zero(s.sound),
    control: Control::BuildSwitch {
        label: "options-sound",
        tip: "options-sound-tip",
        built: game_shell::sound::Speaker::built_with_sound(),
        missing: "options-sound-missing",
    },
};

/// The coordinates along the board's edges.
pub static COORDINATES: Entry = Entry {
    section: "Game",
    key: "Coordinates",
    read: |s, text| switch(&mut s.coordinates, text),
    write: |s| one_zero(s.coordinates),
    control: Control::Switch {
        label: "options-coordinates",
        tip: None,
    },
};

/// The board's helper marks turned down.
pub static QUIET_MARKS: Entry = Entry {
    section: "Game",
    key: "QuietMarks",
    read: |s, text| switch(&mut s.quiet_marks, text),
    write: |s| one_zero(s.quiet_marks),
    control: Control::Switch {
        label: "options-quiet-marks",
        tip: Some("options-quiet-marks-tip"),
    },
};

/// Cheat mode.
pub static CHEAT_MODE: Entry = Entry {
    section: "Game",
    key: "CheatMode",
    read: |s, text| switch(&mut s.cheat_mode, text),
    write: |s| one_zero(s.cheat_mode),
    control: Control::Switch {
        label: "options-cheat",
        tip: None,
    },
};

/// The computer's delay between its placements.
pub static COMPUTER_DELAY: Entry = Entry {
    section: "Game",
    key: "ComputerDelay",
    read: |s, text| {
        s.computer_delay_ms = text
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|ms| *ms <= MAX_DELAY_MS)
            .ok_or(ValueProblem::NotADelay)?;
        Ok(())
    },
    write: |s| s.computer_delay_ms.to_string(),
    control: Control::Millis {
        label: "options-delay",
        max: MAX_DELAY_MS,
    },
};

/// The guided first game: `new` until it was finished or dismissed, then `done`.
pub static GUIDE: Entry = Entry {
    section: "Game",
    key: "Guide",
    read: |s, text| {
        s.guide_done = match text.trim().to_ascii_lowercase().as_str() {
            "new" => false,
            "done" => true,
            _ => return Err(ValueProblem::NotAGuideState),
        };
        Ok(())
    },
    write: |s| if s.guide_done { "done" } else { "new" }.to_owned(),
    control: Control::Hidden,
};

/// Every setting, in the order of a fresh file (and, within a section, of the Options
/// window).
pub static SCHEMA: [&Entry; 21] = [
    &TILES,
    &SAVES,
    &NAMES[0],
    &NAMES[1],
    &NAMES[2],
    &NAMES[3],
    &COUNT,
    &KINDS[0],
    &KINDS[1],
    &KINDS[2],
    &KINDS[3],
    &LANGUAGE,
    &THEME,
    &MOTION,
    &SOUND,
    &HOT_SEAT_SCREEN,
    &COORDINATES,
    &QUIET_MARKS,
    &CHEAT_MODE,
    &COMPUTER_DELAY,
    &GUIDE,
];

// ---- How texts are read and written ------------------------------------------------------

/// A folder: any text but an empty one, kept as written.
fn folder(field: &mut String, text: &str) -> Result<(), ValueProblem> {
    if text.is_empty() {
        return Err(ValueProblem::Empty);
    }
    text.clone_into(field);
    Ok(())
}

/// `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off` (any case).
fn on_off(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

fn switch(field: &mut bool, text: &str) -> Result<(), ValueProblem> {
    *field = on_off(text).ok_or(ValueProblem::NotOnOff)?;
    Ok(())
}

fn one_zero(on: bool) -> String {
    if on { "1" } else { "0" }.to_owned()
}

/// The default name of seat `SEAT`: a name the core's name rule accepts.
const fn name<const SEAT: usize>(key: &'static str) -> Entry {
    Entry {
        section: "Players",
        key,
        read: |s, text| match Player::name_problem(text) {
            Some(problem) => Err(ValueProblem::Name(problem)),
            None => {
                text.clone_into(&mut s.names[SEAT]);
                Ok(())
            }
        },
        write: |s| s.names[SEAT].clone(),
        control: Control::Name(SEAT),
    }
}

/// Who played seat `SEAT`: `human`, `computer` (the default level), or a level's key (old
/// keys such as `greedy` and `planner` too).
const fn kind<const SEAT: usize>(key: &'static str) -> Entry {
    Entry {
        section: "Players",
        key,
        read: |s, text| {
            let text = text.trim();
            s.seats[SEAT] = if text.eq_ignore_ascii_case("human") {
                PlayerKind::Human
            } else if text.eq_ignore_ascii_case("computer") {
                PlayerKind::Computer(Level::default())
            } else {
                PlayerKind::Computer(text.parse().map_err(|_| ValueProblem::NotAKind)?)
            };
            Ok(())
        },
        write: |s| match s.seats[SEAT] {
            PlayerKind::Human => "human".to_owned(),
            PlayerKind::Computer(level) => level.key().to_owned(),
        },
        control: Control::Hidden,
    }
}
