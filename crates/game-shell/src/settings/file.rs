//! The settings and the file they live in: reading it (the values with rust-ini, see
//! [`super::reader`]) with a fallback per key, and writing the settings that changed into the
//! file as it is on disk at that moment, line by line (see [`super::document`]).
//!
//! Settings are written only into **the program's own settings file**, or into a new file where
//! no file is. A file is the program's own when it is a regular file (or a symbolic link to
//! one) whose text is INI the line editor takes apart, with every key under a `[Section]`, and
//! that either has one of the program's sections (LoopIt's `[Paths]`, `[Players]`, `[Game]`)
//! or one of its keys (`Coordinates`, `Name1`, … in any section: those of
//! [`Table::entries`]), or holds no key at all (an empty file, or comments only). Anything else — a
//! `name:value` file such as `/etc/passwd` (its keys stand outside any section), an INI file
//! of another program, a file that is not INI — is read for nothing and never changed; the
//! warning says why. A symbolic link is followed for writing only to a file that is already
//! the program's own; a link to a file that is not there is reported, and its target (or a folder
//! on its way) is never created. A file the user made read-only is read and never replaced:
//! changes are kept until the program ends, and the warning says so. A fresh file over an
//! unusable one ([`SettingsFile::write_fresh`]) is written only on the player's request, and
//! only over a regular `*.ini` file that is not INI or not text (a settings file gone bad),
//! never over a link or another program's file.

use std::path::{Path, PathBuf};

use crate::files::{self, FileError, FileErrorKind};

use super::document::{IniDocument, IniError, IniErrorKind};
use super::{NotOurs, SettingsWarning, Table, Unusable, reader};

/// The largest settings file read, in bytes: a program's own file is well under 1 kB, so a
/// file many times that size is not a settings file.
pub const MAX_INI_BYTES: u64 = 64 * 1024;

/// The settings and the file they live in.
#[derive(Debug)]
pub struct SettingsFile<T: Table> {
    /// Where the file is; `None` keeps the settings in memory only (tests).
    path: Option<PathBuf>,
    /// Why the file must not be written over (it could not be read or is not INI), if so.
    untouchable: Option<Unusable>,
    /// What the file held for each setting when it was read or last written, so that only the
    /// values that changed since are written.
    written: T,
    /// Whether this is a first start: the file did not exist and was written now, or it holds
    /// the fresh text untouched (the tracked `LoopIt.ini` of a source tree not played from yet).
    first_start: bool,
    /// Whether the file was read-only when read: changes are kept in memory only.
    read_only: bool,
    /// The settings.
    pub settings: T,
}

/// A fresh settings file, written when the player asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreshFile {
    /// The file written.
    pub path: PathBuf,
    /// Where the old file is kept, when it could be read at all.
    pub backup: Option<PathBuf>,
}

/// What the settings file says of a table `T`: its warnings.
type Warning<T> = SettingsWarning<<T as Table>::Problem>;

impl<T: Table> SettingsFile<T> {
    /// Settings that live in memory only and are never written.
    #[must_use]
    pub fn in_memory(settings: T) -> SettingsFile<T> {
        SettingsFile {
            path: None,
            untouchable: None,
            written: settings.clone(),
            first_start: false,
            read_only: false,
            settings,
        }
    }

    /// Reads the settings file at `path`. Each value that cannot be read falls back to its
    /// default, with a warning; a file that does not exist gets the defaults, which are
    /// written to it (a failure to write is a warning too). A file that cannot be read, or is
    /// not INI, gives the defaults with a warning that says why (and on which line), and is
    /// never written over: see [`SettingsFile::write_fresh`].
    pub fn load(path: &Path) -> (SettingsFile<T>, Vec<Warning<T>>) {
        let mut warnings = Vec::new();
        let defaults = T::defaults_for(path);
        let (document, values, exists, untouched, untouchable) = match read::<T>(path) {
            Ok(Some((document, values))) => {
                let untouched = document.to_text() == T::fresh_text();
                (document, values, true, untouched, None)
            }
            Ok(None) => (IniDocument::new(), Vec::new(), false, false, None),
            Err(why) => {
                warnings.push(SettingsWarning::Unusable(why.clone()));
                (IniDocument::new(), Vec::new(), true, false, Some(why))
            }
        };
        let settings = read_settings(&document, &values, &defaults, &mut warnings);
        let read_only = exists && untouchable.is_none() && files::is_read_only(path);
        if read_only {
            warnings.push(SettingsWarning::ReadOnly {
                path: path.to_owned(),
            });
        }
        let mut file = SettingsFile {
            path: Some(path.to_owned()),
            untouchable,
            written: settings.clone(),
            first_start: untouched,
            read_only,
            settings,
        };
        if !exists {
            match file.write_values(true) {
                Ok(()) => file.first_start = true,
                Err(warning) => warnings.push(warning),
            }
        }
        (file, warnings)
    }

    /// Whether this is the program's first start (the setup screen then offers the guided
    /// first game): the file did not exist and a fresh one was written, or it holds the fresh
    /// text as it was made, untouched — the tracked `LoopIt.ini` of a source tree nobody has
    /// played from yet, or a fresh file whose start changed nothing.
    #[must_use]
    pub fn is_first_start(&self) -> bool {
        self.first_start
    }

    /// Whether the file could not be read or is not INI, so that changes are kept in memory
    /// only until [`SettingsFile::write_fresh`] is asked for.
    #[must_use]
    pub fn is_untouchable(&self) -> bool {
        self.untouchable.is_some()
    }

    /// Whether [`SettingsFile::write_fresh`] may replace the file: it could not be used, and
    /// it is a regular `*.ini` file that is not text or not INI (a settings file gone bad) —
    /// never a link, another program's INI file, or a file that is not called `*.ini`.
    #[must_use]
    pub fn can_write_fresh(&self) -> bool {
        let (Some(path), Some(why)) = (&self.path, &self.untouchable) else {
            return false;
        };
        let regular = std::fs::symlink_metadata(path).is_ok_and(|meta| meta.is_file());
        let ini = path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("ini"));
        let gone_bad = matches!(
            why,
            Unusable::NotUtf8 { .. }
                | Unusable::NotIni { .. }
                | Unusable::Read(FileError {
                    kind: FileErrorKind::TooLarge { .. } | FileErrorKind::NotText,
                    ..
                })
        );
        regular && ini && gone_bad
    }

    /// Whether the file is read-only, so that changes are kept until the program ends.
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Writes a fresh settings file with the settings in use over a file that could not be
    /// read or is not INI — only when the player asks for it, and only where
    /// [`SettingsFile::can_write_fresh`] allows. The old file, when it can be read at all, is
    /// kept beside it as `LoopIt.ini.bak`. `None` for settings in memory.
    pub fn write_fresh(&mut self) -> Result<Option<FreshFile>, Warning<T>> {
        let Some(path) = self.path.clone() else {
            return Ok(None);
        };
        if !self.can_write_fresh()
            && let Some(why) = &self.untouchable
        {
            return Err(SettingsWarning::NotWritten(why.clone()));
        }
        let mut backup_name = path.file_name().unwrap_or_default().to_owned();
        backup_name.push(".bak");
        let backup = path.with_file_name(backup_name);
        let kept = match files::read_bytes(&path, MAX_INI_BYTES * 16) {
            Ok(bytes) => {
                files::write_atomically(&backup, &bytes)
                    .map_err(SettingsWarning::CannotKeepCopy)?;
                Some(backup)
            }
            Err(_) => None,
        };
        let why = self.untouchable.take();
        if let Err(e) = self.write_values(true) {
            self.untouchable = why;
            return Err(e);
        }
        Ok(Some(FreshFile { path, backup: kept }))
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

    /// Writes the settings that changed since the file was read or last written, each on its
    /// own line and nothing else, into the file as it is on disk now: comments, blank lines,
    /// order, keys the program does not know and values changed meanwhile by hand or by
    /// another window stay as they are. The file goes through a temporary file, so that a
    /// failure never leaves half of it. In memory, does nothing; a file that could not be read
    /// or is not INI is not written (the warning says so).
    pub fn save(&mut self) -> Result<(), Warning<T>> {
        self.write_values(false)
    }

    /// Writes the values that differ from what was last read or written (`all`: every value,
    /// into a new file).
    fn write_values(&mut self, all: bool) -> Result<(), Warning<T>> {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        if let Some(why) = &self.untouchable {
            return Err(SettingsWarning::NotWritten(why.clone()));
        }
        // Read-only when read, or made so since: respected.
        if self.read_only || files::is_read_only(&path) {
            self.read_only = true;
            return Err(SettingsWarning::ReadOnly { path });
        }
        let (mut document, all) = if all {
            (fresh_document::<T>(), true)
        } else {
            match read::<T>(&path) {
                Ok(Some((document, _))) => (document, false),
                // Gone since: written anew, whole.
                Ok(None) => (fresh_document::<T>(), true),
                Err(why) => return Err(SettingsWarning::NotWritten(why)),
            }
        };
        let before = document.clone();
        for entry in T::entries() {
            let value = entry.text(&self.settings);
            if all || entry.text(&self.written) != value {
                document
                    .set(entry.section, entry.key, &value)
                    .map_err(|problem| SettingsWarning::CannotSet {
                        section: entry.section,
                        key: entry.key,
                        value: value.clone(),
                        path: path.clone(),
                        problem,
                    })?;
            }
        }
        if document != before || all {
            files::write_atomically(&path, document.to_text().as_bytes())
                .map_err(SettingsWarning::CannotWrite)?;
        }
        self.written = self.settings.clone();
        Ok(())
    }

    /// Changes the settings with `change` and writes them at once when anything changed.
    pub fn update(&mut self, change: impl FnOnce(&mut T)) -> Result<(), Warning<T>> {
        let before = self.settings.clone();
        change(&mut self.settings);
        if self.settings == before {
            Ok(())
        } else {
            self.save()
        }
    }
}

/// A new file's lines: [`Table::fresh_text`] (its comments), into which every value is then
/// set.
fn fresh_document<T: Table>() -> IniDocument {
    // The text is the program's own and a test reads it; should it ever not be INI, a fresh
    // file still gets every key, without the comments.
    IniDocument::parse(T::fresh_text()).unwrap_or_default()
}

/// Reads each setting of the table, falling back to its default with a warning (naming the
/// value's line in `document`) where a value is unusable.
fn read_settings<T: Table>(
    document: &IniDocument,
    values: &[(String, String, String)],
    defaults: &T,
    warnings: &mut Vec<Warning<T>>,
) -> T {
    let mut settings = defaults.clone();
    for entry in T::entries() {
        if let Some(value) = reader::get(values, entry.section, entry.key)
            && let Err(problem) = (entry.read)(&mut settings, value)
        {
            warnings.push(SettingsWarning::BadValue {
                section: entry.section,
                key: entry.key,
                value: value.to_owned(),
                line: document.line_of(entry.section, entry.key).unwrap_or(0),
                problem,
                default: entry.text(defaults),
            });
        }
    }
    settings
}

/// The settings file's values (see [`reader`]).
type Values = Vec<(String, String, String)>;

/// Reads the INI file at `path`: its lines, to change them, and its values; `Ok(None)` when
/// there is none; `Err` says why it cannot be used (not a regular file, too large, not UTF-8,
/// not INI and on which line).
fn read<T: Table>(path: &Path) -> Result<Option<(IniDocument, Values)>, Unusable> {
    // A link to nothing is not "no file": writing would create its target.
    if std::fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_symlink())
        && std::fs::metadata(path).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
    {
        return Err(Unusable::DanglingLink {
            path: path.to_owned(),
            target: std::fs::read_link(path).unwrap_or_default(),
        });
    }
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
        Err(e) => return Err(Unusable::Read(e)),
    };
    let text = String::from_utf8(bytes).map_err(|e| Unusable::NotUtf8 {
        path: path.to_owned(),
        byte: e.utf8_error().valid_up_to(),
    })?;
    let not_ini = |error| Unusable::NotIni {
        path: path.to_owned(),
        error,
    };
    // The document refuses what it cannot take apart line by line (and names the line and the
    // reason); every file it takes, rust-ini reads alike.
    let document = IniDocument::parse(&text).map_err(not_ini)?;
    if let Some(why) = not_ours::<T>(&document) {
        return Err(Unusable::NotOurs {
            path: path.to_owned(),
            program: T::PROGRAM,
            why,
        });
    }
    let values = reader::values(&text).map_err(|e| {
        not_ini(IniError {
            line: e.line,
            kind: IniErrorKind::Unreadable,
        })
    })?;
    Ok(Some((document, values)))
}

/// What shows that `document` is not the program's own settings file (see the module's
/// text), or `None` when it is.
fn not_ours<T: Table>(document: &IniDocument) -> Option<NotOurs> {
    if let Some(line) = document.first_key_outside_section() {
        return Some(NotOurs::KeyOutsideSection { line });
    }
    let table = T::entries();
    let section = |name: &str| table.iter().any(|e| e.section.eq_ignore_ascii_case(name));
    let key = |name: &str| table.iter().any(|e| e.key.eq_ignore_ascii_case(name));
    let entries = document.entries();
    let ours = document.section_names().any(section) || entries.iter().any(|(_, k, _)| key(k));
    let mut sections: Vec<&'static str> = Vec::new();
    for entry in table {
        if !sections.contains(&entry.section) {
            sections.push(entry.section);
        }
    }
    (!entries.is_empty() && !ours).then_some(NotOurs::NoSectionOfOurs { sections })
}
