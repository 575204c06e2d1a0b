//! Every setting once: the [`Settings`] the program uses, and the table [`SCHEMA`] that says for
//! each of them where it stands in the file, how its text is read and written, and how the
//! Options window shows it. Reading, writing, the warnings and the Options window all go by
//! the table, so a new setting is a field here, a row of the table and its words in the
//! catalogs (the label of its Options control, English and German).

use std::path::Path;
use std::time::Duration;

use game_shell::i18n::Language;
use game_shell::settings::shared;
use game_shell::settings::{Table, on_off, one_zero};
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

/// How the Options window shows a setting. The labels are catalog ids; a control reads its
/// setting from the [`Settings`] and changes it by a typed [`Setting`], never by text.
#[derive(Copy, Clone, Debug)]
pub enum Control {
    /// Not in the Options window (the setup screen remembers it).
    Hidden,
    /// A folder: a text field and **Browse…**.
    Folder(FolderKind),
    /// The default name of a seat (0–3).
    Name(usize),
    /// The window's language: the system's or one of the program's ([`Setting::Language`]).
    Language {
        /// The label.
        label: &'static str,
    },
    /// The window's theme (game-shell's [`Theme`]s, [`Setting::Theme`]).
    Theme {
        /// The label.
        label: &'static str,
    },
    /// A checkbox, shown ticked or not as `get` says, and with a dash (neither) while it is
    /// `None` (`auto`: left to the desktop or the seats); a click sets `set(ticked)`.
    Switch {
        /// The label.
        label: &'static str,
        /// What the pointer over it shows, if anything.
        tip: Option<&'static str>,
        /// Its state.
        get: fn(&Settings) -> Option<bool>,
        /// The change a click makes.
        set: fn(bool) -> Setting,
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
        /// Its state.
        get: fn(&Settings) -> bool,
        /// The change a click makes.
        set: fn(bool) -> Setting,
    },
    /// A delay from 0 to `max`, on a slider of milliseconds.
    Delay {
        /// The label.
        label: &'static str,
        /// The longest.
        max: Duration,
        /// Its value.
        get: fn(&Settings) -> Duration,
        /// The change the slider makes.
        set: fn(Duration) -> Setting,
    },
}

/// A change of a setting made in the window (the Options, the Language menu, the guide), as
/// a typed value: [`Setting::apply`] is the one place it goes into the [`Settings`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// The window's language; `None` follows the system's.
    Language(Option<Language>),
    /// How the window around the board looks.
    Theme(Theme),
    /// Motion on or off.
    Motion(bool),
    /// Sound on or off.
    Sound(bool),
    /// The hot-seat screen on or off.
    HotSeatScreen(bool),
    /// The coordinates along the board's edges.
    Coordinates(bool),
    /// Cheat mode.
    CheatMode(bool),
    /// The board's helper marks turned down (quiet) or not.
    QuietMarks(bool),
    /// The computer's delay between its placements (at most [`MAX_DELAY_MS`]).
    ComputerDelay(Duration),
    /// The guided first game was finished or dismissed.
    GuideDone,
}

impl Setting {
    /// Sets the value into `settings` (a delay longer than the longest is the longest; a
    /// language the program does not speak follows the system).
    pub fn apply(self, settings: &mut Settings) {
        match self {
            Setting::Language(choice) => {
                settings.language = choice.filter(|l| crate::i18n::LANGUAGES.contains(l));
            }
            Setting::Theme(theme) => settings.theme = theme,
            Setting::Motion(on) => settings.motion = Some(on),
            Setting::Sound(on) => settings.sound = on,
            Setting::HotSeatScreen(on) => settings.hot_seat_screen = Some(on),
            Setting::Coordinates(on) => settings.coordinates = on,
            Setting::CheatMode(on) => settings.cheat_mode = on,
            Setting::QuietMarks(on) => settings.quiet_marks = on,
            Setting::ComputerDelay(delay) => {
                let ms = u64::try_from(delay.as_millis()).unwrap_or(u64::MAX);
                settings.computer_delay_ms = ms.min(MAX_DELAY_MS);
            }
            Setting::GuideDone => settings.guide_done = true,
        }
    }
}

/// One setting of LoopIt's table (see [`game_shell::settings::Entry`]): its section and key,
/// how its text is read and written, and its Options [`Control`].
pub type Entry = game_shell::settings::Entry<Settings>;

impl Table for Settings {
    type Problem = ValueProblem;
    type Control = Control;
    const PROGRAM: &'static str = "LoopIt";

    fn entries() -> &'static [&'static Entry] {
        &SCHEMA
    }

    /// The tracked `LoopIt.ini` of the project's top level: every key with its default and a
    /// comment (a test holds it to what a fresh start writes, so that there is one source of
    /// truth).
    fn fresh_text() -> &'static str {
        include_str!("../../LoopIt.ini")
    }

    fn defaults_for(path: &Path) -> Settings {
        super::defaults_for(path)
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

/// The window's language, as in every program's file.
pub static LANGUAGE: Entry = shared::language(
    "Game",
    Control::Language {
        label: "options-language",
    },
);

/// The window's theme: `boxed`, `light` or `dark`, as in every program's file.
pub static THEME: Entry = shared::theme(
    "Game",
    Control::Theme {
        label: "options-theme",
    },
);

game_shell::window_settings!(
    Settings,
    &crate::i18n::LANGUAGES,
    ValueProblem::NotALanguage,
    ValueProblem::NotATheme,
);

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
        get: |s| s.hot_seat_screen,
        set: Setting::HotSeatScreen,
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
        get: |s| s.motion,
        set: Setting::Motion,
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
        get: |s| s.sound,
        set: Setting::Sound,
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
        get: |s| Some(s.coordinates),
        set: Setting::Coordinates,
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
        get: |s| Some(s.quiet_marks),
        set: Setting::QuietMarks,
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
        get: |s| Some(s.cheat_mode),
        set: Setting::CheatMode,
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
    control: Control::Delay {
        label: "options-delay",
        max: Duration::from_millis(MAX_DELAY_MS),
        get: |s| Duration::from_millis(s.computer_delay_ms),
        set: Setting::ComputerDelay,
    },
};

/// The guided first game: `new` until it was finished or dismissed, then `done`.
pub static GUIDE: Entry = Entry {
    section: "Game",
    key: "Guide",
    read: |s, text| {
        s.guide_done = game_shell::guide::read_done(text).ok_or(ValueProblem::NotAGuideState)?;
        Ok(())
    },
    write: |s| game_shell::guide::done_text(s.guide_done).to_owned(),
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

fn switch(field: &mut bool, text: &str) -> Result<(), ValueProblem> {
    *field = on_off(text).ok_or(ValueProblem::NotOnOff)?;
    Ok(())
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
