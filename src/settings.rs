//! The settings file `LoopIt.ini`: where it is, what it holds, reading it with a fallback
//! per key, and writing it back whenever a setting changes.
//!
//! ```ini
//! [Paths]
//! Tiles=assets/tiles
//! Saves=saves
//!
//! [Players]
//! Name1=Player 1
//! ...
//! Name4=Player 4
//! Count=2
//! Kind1=human
//! Kind2=computer
//! ...
//!
//! [Game]
//! ComputerDelay=800
//! CheatMode=0
//! ```
//!
//! `[Paths]` and `Name1`–`Name4` are the keys of the contract; `Count`, `Kind1`–`Kind4`
//! (`human`, or a computer level: `greedy`, `planner`) remember the last setup, and `[Game]`
//! holds the computer's delay in milliseconds and cheat mode (`1`/`0`).

use std::fmt;
use std::path::{Path, PathBuf};

use game_shell::files::{self, FileError, FileErrorKind};
use game_shell::i18n::Language;
use loopit_core::{Level, NameError, Player, PlayerKind};

pub mod document;

use document::{IniDocument, IniError, IniValueError};

/// The name of the settings file.
pub const INI_NAME: &str = "LoopIt.ini";

/// The longest computer delay the settings accept, in milliseconds.
pub const MAX_DELAY_MS: u64 = 5000;

/// The text the INI file holds for who plays a seat: `human`, or the computer level's key.
fn kind_key(kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human => "human",
        PlayerKind::Computer(level) => level.key(),
    }
}

/// Reads who plays a seat: `human`, `computer` (the default level), or a level's key.
fn parse_kind(text: &str) -> Option<PlayerKind> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("human") {
        Some(PlayerKind::Human)
    } else if text.eq_ignore_ascii_case("computer") {
        Some(PlayerKind::Computer(Level::default()))
    } else {
        text.parse().ok().map(PlayerKind::Computer)
    }
}

/// Everything the settings file holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The folder of the tile images, as written (relative to the INI file's folder).
    pub tiles: String,
    /// The folder of saved games, as written (relative to the INI file's folder).
    pub saves: String,
    /// The default names of the four seats.
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
    /// Whether, when the turn passes from one person to another, the bank stays hidden until
    /// the next person says they are at the screen; `None` decides by the seats (on when two
    /// or more people play).
    pub hot_seat_screen: Option<bool>,
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
                PlayerKind::Computer(Level::Greedy),
                PlayerKind::Computer(Level::Greedy),
                PlayerKind::Computer(Level::Greedy),
            ],
            computer_delay_ms: 800,
            cheat_mode: false,
            language: None,
            coordinates: true,
            hot_seat_screen: None,
        }
    }
}

/// Something in the settings file that could not be used, or the file that could not be
/// read or written. Shown to the player (worded by [`crate::ui::words::settings_warning`]);
/// never stops the program. `Display` says it in English, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsWarning {
    /// A value that cannot be used: its default is used instead.
    BadValue {
        /// The section: `Game`.
        section: &'static str,
        /// The key: `ComputerDelay`.
        key: String,
        /// The value as written.
        value: String,
        /// What is wrong with it.
        problem: ValueProblem,
        /// The value used instead, as the file would hold it.
        default: String,
    },
    /// The file cannot be used at all: the built-in settings are used, and the file is left
    /// as it is.
    Unusable(Unusable),
    /// A change is not written, because the file cannot be used (see [`Unusable`]).
    NotWritten(Unusable),
    /// A value cannot be written into the INI text.
    CannotSet {
        /// The section.
        section: &'static str,
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// The settings file.
        path: PathBuf,
        /// Why the INI text cannot hold it.
        problem: IniValueError,
    },
    /// The file could not be written.
    CannotWrite(FileFault),
    /// A fresh file is not written, because the old one could not be kept as a copy.
    CannotKeepCopy(FileFault),
}

/// What is wrong with a value of the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// A folder that is empty.
    Empty,
    /// A name that breaks the name rule.
    Name(NameError),
    /// Not `human` or a computer level.
    NotAKind,
    /// Not a player count (2 to 4).
    NotACount,
    /// Not a delay in milliseconds from 0 to [`MAX_DELAY_MS`].
    NotADelay,
    /// Not `1` or `0`.
    NotOnOff,
    /// Not `de`, `en` or `system`.
    NotALanguage,
    /// Not `1`, `0` or `auto`.
    NotOnOffAuto,
}

/// Why the settings file cannot be used at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// It could not be read.
    Read(FileFault),
    /// It is not UTF-8 text.
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// The first byte that is not UTF-8 (from 0).
        byte: usize,
    },
    /// It is not INI: the line and what is wrong with it.
    NotIni {
        /// The file.
        path: PathBuf,
        /// The line and the reason.
        error: IniError,
    },
}

/// What went wrong with a file, kept so that it can be shown again (a [`FileError`] holds an
/// `io::Error`, which cannot be copied).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileFault {
    /// The file.
    pub path: PathBuf,
    /// What went wrong.
    pub kind: FileFaultKind,
    /// The error in English, for the log.
    english: String,
}

/// What went wrong with a file (see [`FileErrorKind`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileFaultKind {
    /// Not a regular file.
    NotAFile,
    /// Larger than the program reads, in bytes.
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// Not text.
    NotText,
    /// The system refused.
    Io(std::io::ErrorKind),
}

impl From<&FileError> for FileFault {
    fn from(e: &FileError) -> FileFault {
        FileFault {
            path: e.path.clone(),
            kind: match &e.kind {
                FileErrorKind::NotAFile => FileFaultKind::NotAFile,
                FileErrorKind::TooLarge { limit } => FileFaultKind::TooLarge { limit: *limit },
                FileErrorKind::NotText => FileFaultKind::NotText,
                FileErrorKind::Io(io) => FileFaultKind::Io(io.kind()),
            },
            english: e.to_string(),
        }
    }
}

impl fmt::Display for FileFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueProblem::Empty => f.write_str("is empty"),
            ValueProblem::Name(problem) => problem.fmt(f),
            ValueProblem::NotAKind => write!(
                f,
                "is not human or one of {}",
                Level::ALL.map(Level::key).join(", ")
            ),
            ValueProblem::NotACount => write!(
                f,
                "is not {} to {}",
                Player::COUNT.start(),
                Player::COUNT.end()
            ),
            ValueProblem::NotADelay => write!(
                f,
                "is not a number of milliseconds from 0 to {MAX_DELAY_MS}"
            ),
            ValueProblem::NotOnOff => f.write_str("is not 1 or 0"),
            ValueProblem::NotALanguage => f.write_str("is not de, en or system"),
            ValueProblem::NotOnOffAuto => f.write_str("is not 1, 0 or auto"),
        }
    }
}

impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unusable::Read(fault) => write!(f, "cannot read the settings: {fault}"),
            Unusable::NotUtf8 { path, byte } => write!(
                f,
                "{} is not UTF-8 text (at byte {byte})",
                files::quoted(path)
            ),
            Unusable::NotIni { path, error } => write!(f, "{}, {error}", files::quoted(path)),
        }
    }
}

impl fmt::Display for SettingsWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsWarning::BadValue {
                section,
                key,
                value,
                problem,
                default,
            } => write!(
                f,
                "[{section}] {key}={} {problem}; using {}",
                files::quoted_value(value),
                files::quoted_value(default)
            ),
            SettingsWarning::Unusable(why) => write!(
                f,
                "{why}; the built-in settings are used, and the file is left as it is"
            ),
            SettingsWarning::NotWritten(why) => write!(
                f,
                "changes are not written: {why}; the file is left as it is"
            ),
            SettingsWarning::CannotSet {
                section,
                key,
                value,
                path,
                problem,
            } => write!(
                f,
                "cannot write [{section}] {key}={} to {}: {problem}",
                files::quoted_value(value),
                files::quoted(path)
            ),
            SettingsWarning::CannotWrite(fault) => write!(f, "cannot write the settings: {fault}"),
            SettingsWarning::CannotKeepCopy(fault) => write!(
                f,
                "the settings file is left as it is: cannot keep a copy of it: {fault}"
            ),
        }
    }
}

impl std::error::Error for SettingsWarning {}

/// The largest settings file read, in bytes: the program's own file is well under 1 kB, so a
/// file many times that size is not a settings file.
pub const MAX_INI_BYTES: u64 = 64 * 1024;

/// The settings and the file they live in.
#[derive(Debug)]
pub struct SettingsFile {
    /// Where the file is; `None` keeps the settings in memory only (tests).
    path: Option<PathBuf>,
    /// The file as read: every line the user wrote is written back as it was.
    document: IniDocument,
    /// Why the file must not be written over (it could not be read or is not INI), if so.
    untouchable: Option<Unusable>,
    /// What the file holds now, so that only the values that changed are written.
    written: Settings,
    /// The settings.
    pub settings: Settings,
}

impl SettingsFile {
    /// Settings that live in memory only and are never written.
    #[must_use]
    pub fn in_memory(settings: Settings) -> SettingsFile {
        SettingsFile {
            path: None,
            document: IniDocument::new(),
            untouchable: None,
            written: settings.clone(),
            settings,
        }
    }

    /// Reads the settings file at `path`. Each value that cannot be read falls back to its
    /// default, with a warning; a file that does not exist gets the defaults, which are
    /// written to it (a failure to write is a warning too). A file that cannot be read, or is
    /// not INI, gives the defaults with a warning that says why (and on which line), and is
    /// never written over: see [`SettingsFile::write_fresh`].
    pub fn load(path: &Path) -> (SettingsFile, Vec<SettingsWarning>) {
        let mut warnings = Vec::new();
        let defaults = defaults_for(path);
        let (document, exists, untouchable) = match read_document(path) {
            Ok(Some(document)) => (document, true, None),
            Ok(None) => (IniDocument::new(), false, None),
            Err(why) => {
                warnings.push(SettingsWarning::Unusable(why.clone()));
                (IniDocument::new(), true, Some(why))
            }
        };
        let settings = read_settings(&document, &defaults, &mut warnings);
        let mut file = SettingsFile {
            path: Some(path.to_owned()),
            document,
            untouchable,
            written: settings.clone(),
            settings,
        };
        if !exists && let Err(warning) = file.write_values(true) {
            warnings.push(warning);
        }
        (file, warnings)
    }

    /// Whether the file could not be read or is not INI, so that changes are kept in memory
    /// only until [`SettingsFile::write_fresh`] is asked for.
    #[must_use]
    pub fn is_untouchable(&self) -> bool {
        self.untouchable.is_some()
    }

    /// Writes a fresh settings file with the settings in use over a file that could not be
    /// read or is not INI — only when the player asks for it. The old file, when it can be
    /// read at all, is kept beside it as `LoopIt.ini.bak`; returns that copy's path.
    pub fn write_fresh(&mut self) -> Result<Option<PathBuf>, SettingsWarning> {
        let Some(path) = self.path.clone() else {
            return Ok(None);
        };
        let mut backup_name = path.file_name().unwrap_or_default().to_owned();
        backup_name.push(".bak");
        let backup = path.with_file_name(backup_name);
        let kept = match files::read_bytes(&path, MAX_INI_BYTES * 16) {
            Ok(bytes) => {
                files::write_atomically(&backup, &bytes)
                    .map_err(|e| SettingsWarning::CannotKeepCopy(FileFault::from(&e)))?;
                Some(backup)
            }
            Err(_) => None,
        };
        self.document = IniDocument::new();
        self.untouchable = None;
        self.write_values(true)?;
        Ok(kept)
    }

    /// The file's path, if the settings live in a file.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The folder relative paths are taken from: the INI file's folder.
    #[must_use]
    pub fn base_dir(&self) -> PathBuf {
        self.path
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_owned)
            .unwrap_or_default()
    }

    /// A folder of the settings resolved against the INI file's folder.
    #[must_use]
    pub fn resolve(&self, folder: &str) -> PathBuf {
        let folder = Path::new(folder.trim());
        if folder.is_absolute() {
            folder.to_owned()
        } else {
            self.base_dir().join(folder)
        }
    }

    /// The tile folder, resolved.
    #[must_use]
    pub fn tiles_dir(&self) -> PathBuf {
        self.resolve(&self.settings.tiles)
    }

    /// The saves folder, resolved.
    #[must_use]
    pub fn saves_dir(&self) -> PathBuf {
        self.resolve(&self.settings.saves)
    }

    /// Writes the settings that changed since the file was read or last written, each on its
    /// own line and nothing else: comments, blank lines, order and keys the program does not
    /// know stay as they are. The file goes through a temporary file, so that a failure never
    /// leaves half of it. In memory, does nothing; a file that could not be read or is not INI
    /// is not written (the warning says so).
    pub fn save(&mut self) -> Result<(), SettingsWarning> {
        self.write_values(false)
    }

    /// Writes the values that differ from what the file holds (`all`: every value).
    fn write_values(&mut self, all: bool) -> Result<(), SettingsWarning> {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        if let Some(why) = &self.untouchable {
            return Err(SettingsWarning::NotWritten(why.clone()));
        }
        let before = entries(&self.written);
        let mut document = self.document.clone();
        for (old, (section, key, value)) in before.iter().zip(entries(&self.settings)) {
            if all || old.2 != value {
                document.set(section, &key, &value).map_err(|problem| {
                    SettingsWarning::CannotSet {
                        section,
                        key: key.clone(),
                        value: value.clone(),
                        path: path.clone(),
                        problem,
                    }
                })?;
            }
        }
        if document == self.document && !all {
            return Ok(());
        }
        files::write_atomically(&path, document.to_text().as_bytes())
            .map_err(|e| SettingsWarning::CannotWrite(FileFault::from(&e)))?;
        self.document = document;
        self.written = self.settings.clone();
        Ok(())
    }

    /// Changes the settings with `change` and writes them at once when anything changed.
    pub fn update(&mut self, change: impl FnOnce(&mut Settings)) -> Result<(), SettingsWarning> {
        let before = self.settings.clone();
        change(&mut self.settings);
        if self.settings == before {
            Ok(())
        } else {
            self.save()
        }
    }
}

/// Reads each setting, falling back to its default with a warning where a value is unusable.
fn read_settings(
    document: &IniDocument,
    defaults: &Settings,
    warnings: &mut Vec<SettingsWarning>,
) -> Settings {
    let mut settings = defaults.clone();
    let get = |section: &str, key: &str| document.get(section, key);
    let mut warn = |section: &'static str,
                    key: &str,
                    value: &str,
                    problem: ValueProblem,
                    default: &dyn fmt::Display| {
        warnings.push(SettingsWarning::BadValue {
            section,
            key: key.to_owned(),
            value: value.to_owned(),
            problem,
            default: default.to_string(),
        });
    };

    for (key, field) in [
        ("Tiles", &mut settings.tiles),
        ("Saves", &mut settings.saves),
    ] {
        match get("Paths", key).as_deref() {
            Some("") => warn("Paths", key, "", ValueProblem::Empty, &field.clone()),
            Some(value) => *field = value.to_owned(),
            None => {}
        }
    }

    for seat in 0..4 {
        let key = format!("Name{}", seat + 1);
        if let Some(value) = get("Players", &key).as_deref() {
            let default = defaults.names[seat].clone();
            match Player::name_problem(value) {
                Some(problem) => warn(
                    "Players",
                    &key,
                    value,
                    ValueProblem::Name(problem),
                    &default,
                ),
                None => settings.names[seat] = value.to_owned(),
            }
        }
        let key = format!("Kind{}", seat + 1);
        if let Some(value) = get("Players", &key).as_deref() {
            match parse_kind(value) {
                Some(kind) => settings.seats[seat] = kind,
                None => warn(
                    "Players",
                    &key,
                    value,
                    ValueProblem::NotAKind,
                    &kind_key(defaults.seats[seat]),
                ),
            }
        }
    }
    if let Some(value) = get("Players", "Count").as_deref() {
        match value.parse::<usize>() {
            Ok(count) if Player::COUNT.contains(&count) => settings.count = count,
            _ => warn(
                "Players",
                "Count",
                value,
                ValueProblem::NotACount,
                &defaults.count,
            ),
        }
    }

    if let Some(value) = get("Game", "ComputerDelay").as_deref() {
        match value.parse::<u64>() {
            Ok(ms) if ms <= MAX_DELAY_MS => settings.computer_delay_ms = ms,
            _ => warn(
                "Game",
                "ComputerDelay",
                value,
                ValueProblem::NotADelay,
                &defaults.computer_delay_ms,
            ),
        }
    }
    if let Some(value) = get("Game", "CheatMode").as_deref() {
        match parse_bool(value) {
            Some(on) => settings.cheat_mode = on,
            None => warn("Game", "CheatMode", value, ValueProblem::NotOnOff, &"0"),
        }
    }
    if let Some(value) = get("Game", "Language").as_deref() {
        match value.trim() {
            "" | "system" => settings.language = None,
            code => {
                match Language::from_code(code).filter(|l| crate::i18n::LANGUAGES.contains(l)) {
                    Some(language) => settings.language = Some(language),
                    None => warn(
                        "Game",
                        "Language",
                        value,
                        ValueProblem::NotALanguage,
                        &"system",
                    ),
                }
            }
        }
    }
    if let Some(value) = get("Game", "Coordinates").as_deref() {
        match parse_bool(value) {
            Some(on) => settings.coordinates = on,
            None => warn("Game", "Coordinates", value, ValueProblem::NotOnOff, &"1"),
        }
    }
    if let Some(value) = get("Game", "HotSeatScreen").as_deref() {
        match value.trim() {
            "" | "auto" => settings.hot_seat_screen = None,
            other => match parse_bool(other) {
                Some(on) => settings.hot_seat_screen = Some(on),
                None => warn(
                    "Game",
                    "HotSeatScreen",
                    value,
                    ValueProblem::NotOnOffAuto,
                    &"auto",
                ),
            },
        }
    }
    settings
}

fn parse_bool(text: &str) -> Option<bool> {
    match text.to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// Every value the program writes, in the order of a fresh file: `(section, key, text)`.
fn entries(settings: &Settings) -> Vec<(&'static str, String, String)> {
    let mut entries = vec![
        ("Paths", "Tiles".to_owned(), settings.tiles.clone()),
        ("Paths", "Saves".to_owned(), settings.saves.clone()),
    ];
    for (i, name) in settings.names.iter().enumerate() {
        entries.push(("Players", format!("Name{}", i + 1), name.clone()));
    }
    entries.push(("Players", "Count".to_owned(), settings.count.to_string()));
    for (i, seat) in settings.seats.iter().enumerate() {
        entries.push((
            "Players",
            format!("Kind{}", i + 1),
            kind_key(*seat).to_owned(),
        ));
    }
    entries.push((
        "Game",
        "ComputerDelay".to_owned(),
        settings.computer_delay_ms.to_string(),
    ));
    entries.push((
        "Game",
        "CheatMode".to_owned(),
        if settings.cheat_mode { "1" } else { "0" }.to_owned(),
    ));
    entries.push((
        "Game",
        "Language".to_owned(),
        settings
            .language
            .map_or("system", Language::code)
            .to_owned(),
    ));
    entries.push((
        "Game",
        "Coordinates".to_owned(),
        if settings.coordinates { "1" } else { "0" }.to_owned(),
    ));
    entries.push((
        "Game",
        "HotSeatScreen".to_owned(),
        match settings.hot_seat_screen {
            None => "auto",
            Some(true) => "1",
            Some(false) => "0",
        }
        .to_owned(),
    ));
    entries
}

/// Reads the INI file at `path`: `Ok(None)` when there is none; `Err` says why it cannot be
/// used (not a regular file, too large, not UTF-8, not INI and on which line).
fn read_document(path: &Path) -> Result<Option<IniDocument>, Unusable> {
    let bytes = match files::read_bytes(path, MAX_INI_BYTES) {
        Ok(bytes) => bytes,
        Err(FileError {
            kind: FileErrorKind::Io(e),
            ..
        }) if matches!(
            e.kind(),
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
        ) =>
        {
            return Ok(None);
        }
        Err(e) => return Err(Unusable::Read(FileFault::from(&e))),
    };
    let text = String::from_utf8(bytes).map_err(|e| Unusable::NotUtf8 {
        path: path.to_owned(),
        byte: e.utf8_error().valid_up_to(),
    })?;
    IniDocument::parse(&text)
        .map(Some)
        .map_err(|error| Unusable::NotIni {
            path: path.to_owned(),
            error,
        })
}

/// The built-in settings for the file at `path`. They are [`Settings::default`], except that
/// a settings file in the user's config folder (a program installed for one user) saves games
/// in a `LoopIt` folder of the user's documents.
#[must_use]
pub fn defaults_for(path: &Path) -> Settings {
    let mut settings = Settings::default();
    if config_ini().is_some_and(|config| config == path)
        && let Some(saves) = documents_saves()
    {
        settings.saves = saves.display().to_string();
    }
    settings
}

/// `LoopIt.ini` in the user's config folder (`~/.config/LoopIt/LoopIt.ini` on Linux).
#[must_use]
pub fn config_ini() -> Option<PathBuf> {
    dirs::config_dir().map(|dir| dir.join("LoopIt").join(INI_NAME))
}

/// The `LoopIt` folder in the user's documents (or `Documents` in the home folder when the
/// system names no documents folder).
#[must_use]
pub fn documents_saves() -> Option<PathBuf> {
    dirs::document_dir()
        .or_else(|| dirs::home_dir().map(|home| home.join("Documents")))
        .map(|dir| dir.join("LoopIt"))
}

/// Where the settings file is, in this order: `explicit` when given (`--ini PATH`);
/// `LoopIt.ini` beside the program when there is one (whatever it is: a file in the way is
/// reported, not passed over); for a program built in the source tree (it lives under the
/// project's `target/` folder), the one at the project root; beside the program when a file can
/// be written there and the program's folder is not a shared `bin` folder (`~/.cargo/bin`,
/// `/usr/local/bin`); otherwise `LoopIt/LoopIt.ini` in the user's config folder.
#[must_use]
pub fn locate(explicit: Option<&Path>) -> PathBuf {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_owned))
        .unwrap_or_default();
    locate_from(
        explicit,
        &exe_dir,
        Path::new(env!("CARGO_MANIFEST_DIR")),
        config_ini(),
    )
}

/// [`locate`] for a program in `exe_dir`, built from the project at `source_root`, with the
/// user's config file at `config`.
#[must_use]
pub fn locate_from(
    explicit: Option<&Path>,
    exe_dir: &Path,
    source_root: &Path,
    config: Option<PathBuf>,
) -> PathBuf {
    if let Some(path) = explicit {
        return path.to_owned();
    }
    let beside = exe_dir.join(INI_NAME);
    if std::fs::symlink_metadata(&beside).is_ok() {
        return beside;
    }
    let from_source_tree = exe_dir.starts_with(source_root.join("target"));
    if from_source_tree && source_root.join(INI_NAME).is_file() {
        return source_root.join(INI_NAME);
    }
    let shared_bin = exe_dir
        .file_name()
        .is_some_and(|name| name.eq_ignore_ascii_case("bin"));
    if (from_source_tree || !shared_bin) && can_write_in(exe_dir) {
        return beside;
    }
    config.unwrap_or(beside)
}

/// Whether a new file can be made in `folder` (tried with a file of this process, removed at
/// once).
fn can_write_in(folder: &Path) -> bool {
    let probe = folder.join(format!(".LoopIt-{}.probe", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(file) => {
            drop(file);
            let _ = std::fs::remove_file(&probe);
            true
        }
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_text(text: &str) -> (Settings, Vec<SettingsWarning>) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(INI_NAME);
        std::fs::write(&path, text).expect("write");
        let (file, warnings) = SettingsFile::load(&path);
        (file.settings, warnings)
    }

    #[test]
    fn the_contract_keys_are_read() {
        let (settings, warnings) = load_text(
            "[Paths]\nTiles=art\nSaves=C:\\games\\saves\n\n[Players]\nName1=Anna\nName4=Dora\n",
        );
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(settings.tiles, "art");
        assert_eq!(
            settings.saves, "C:\\games\\saves",
            "backslashes are kept as written"
        );
        assert_eq!(settings.names[0], "Anna");
        assert_eq!(settings.names[1], "Player 2");
        assert_eq!(settings.names[3], "Dora");
    }

    #[test]
    fn an_unreadable_value_falls_back_to_its_default_with_a_warning() {
        let (settings, warnings) = load_text(
            "[Game]\nComputerDelay=soon\nCheatMode=perhaps\n[Players]\nName2=\nCount=7\nKind2=robot\n",
        );
        assert_eq!(settings, Settings::default());
        let text: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(text.len(), 5, "{text:?}");
        assert!(text.iter().any(|w| w.contains("ComputerDelay=\"soon\"")));
        assert!(text.iter().any(|w| w.contains("CheatMode")));
        assert!(text.iter().any(|w| w.contains("Name2")));
        assert!(text.iter().any(|w| w.contains("Count=\"7\"")));
        assert!(text.iter().any(|w| w.contains("Kind2=\"robot\"")));
    }

    #[test]
    fn relative_folders_are_taken_from_the_ini_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(INI_NAME);
        let (file, _) = SettingsFile::load(&path);
        assert_eq!(file.tiles_dir(), dir.path().join("assets/tiles"));
        assert_eq!(file.saves_dir(), dir.path().join("saves"));
        let absolute = dir.path().join("elsewhere");
        assert_eq!(file.resolve(&absolute.display().to_string()), absolute);
    }

    #[test]
    fn keys_of_other_programs_are_kept_when_writing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(INI_NAME);
        std::fs::write(&path, "[Sound]\nVolume=7\n[Paths]\nTiles=art\n").expect("write");
        let (mut file, _) = SettingsFile::load(&path);
        file.update(|s| s.cheat_mode = true).expect("written");
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("Volume=7"), "{text}");
        assert!(text.contains("Tiles=art"), "{text}");
        assert!(text.contains("CheatMode=1"), "{text}");
    }

    #[test]
    fn the_settings_file_is_found_beside_the_program_in_the_source_tree_or_in_the_config_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().join("project");
        let config = dir.path().join("config/LoopIt").join(INI_NAME);
        let release = root.join("target/release");
        let bin = dir.path().join("home/.cargo/bin");
        let portable = dir.path().join("Games/LoopIt");
        for folder in [&release, &bin, &portable] {
            std::fs::create_dir_all(folder).expect("dir");
        }
        let find = |exe_dir: &Path| locate_from(None, exe_dir, &root, Some(config.clone()));
        let explicit = dir.path().join("mine.ini");
        assert_eq!(
            locate_from(Some(&explicit), &bin, &root, None),
            explicit,
            "--ini first"
        );
        // In the source tree: beside the program until the project has one.
        assert_eq!(find(&release), release.join(INI_NAME));
        std::fs::write(root.join(INI_NAME), "").expect("write");
        assert_eq!(find(&release), root.join(INI_NAME));
        // Installed with cargo install: the config folder, unless one was put beside it.
        assert_eq!(find(&bin), config);
        std::fs::write(bin.join(INI_NAME), "").expect("write");
        assert_eq!(find(&bin), bin.join(INI_NAME));
        // Unpacked into a folder of its own that can be written: beside the program.
        assert_eq!(find(&portable), portable.join(INI_NAME));
        assert_eq!(
            std::fs::read_dir(&portable).expect("list").count(),
            0,
            "no probe left"
        );
        // A folder that cannot be written: the config folder.
        let missing = dir.path().join("not/there");
        assert_eq!(find(&missing), config);
    }

    #[test]
    fn a_broken_file_gives_the_defaults_and_a_warning_with_the_line() {
        let (settings, warnings) = load_text("[Paths\nTiles=x\n");
        assert_eq!(settings, Settings::default());
        assert_eq!(warnings.len(), 1);
        assert!(
            matches!(
                &warnings[0],
                SettingsWarning::Unusable(Unusable::NotIni { error, .. }) if error.line == 1
            ),
            "{:?}",
            warnings[0]
        );
        assert!(
            warnings[0].to_string().contains("line 1"),
            "{}",
            warnings[0]
        );
    }
}
