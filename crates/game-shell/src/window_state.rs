//! The window-state file eframe keeps between runs (`app.ron`: window size and position, egui's
//! memory with the zoom factor). The program writes it itself, yet a file that makes no sense
//! (a zoom of 0 or 1000, numbers that are not numbers, a pipe or a huge file in its place) would
//! crash or block eframe before the first frame, at every start. So it is checked before the
//! window opens: what makes no sense is dropped from it, and the file as it was is set aside as
//! `app.ron.ignored`, with a log line; eframe then starts from its defaults for those parts.
//! [`crate::app::run_window`] does this for every program ([`checked_file`]).
//!
//! eframe writes the file in place (emptied, then written), so a kill or a full disk during a
//! write leaves it empty or cut short — and with it the window's state and what a program
//! remembers there (Reversi's rules, players and language; Nardy's language and theme). So
//! every sound file found at a start is kept as `app.ron.good` (written atomically), and a
//! file that cannot be used is replaced by that last good copy ([`Checked::Restored`]) before
//! the one that failed is set aside.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

use crate::files::{self, FileError, FileErrorKind};

/// The file name eframe gives the window-state file.
pub const FILE_NAME: &str = "app.ron";

/// The largest window-state file read, in bytes (eframe writes a few kilobytes).
pub const MAX_BYTES: u64 = 1024 * 1024;

/// The zoom factors accepted (egui's own keyboard zoom stays within these).
pub const ZOOM: std::ops::RangeInclusive<f32> = 0.2..=5.0;

/// The largest magnitude of any number with a fraction in the file: window positions and sizes
/// in points, scroll offsets and times are far below it.
const MAX_FLOAT: f64 = 1.0e6;

/// The window-state file of the program with eframe's app id `app_id`, if the system has a
/// place for it.
#[must_use]
pub fn path(app_id: &str) -> Option<PathBuf> {
    eframe::storage_dir(app_id).map(|dir| dir.join(FILE_NAME))
}

/// The window-state file to give eframe for the program `app_id`, checked with [`check`] (and
/// repaired or set aside, with a log line, when it makes no sense); a file of this run only
/// (in the temporary folder) when the usual one can be neither used nor moved. `None` when the
/// system has no place for it.
#[must_use]
pub fn checked_file(app_id: &str) -> Option<PathBuf> {
    let path = path(app_id)?;
    let shown = files::quoted(&path);
    match check(&path) {
        Checked::Sound => Some(path),
        checked @ (Checked::Repaired(_) | Checked::SetAside(_) | Checked::Restored(_)) => {
            log::warn!("window-state file {shown}: {checked}");
            Some(path)
        }
        checked @ Checked::Unusable(_) => {
            log::warn!("window-state file {shown}: {checked}; the window state is not kept");
            Some(std::env::temp_dir().join(format!("{app_id}-{}.ron", std::process::id())))
        }
    }
}

/// Sets a zoom factor outside [`ZOOM`] (which eframe may have read from an older file) back
/// to 1, with a log line.
pub fn check_zoom(ctx: &egui::Context) {
    let zoom = ctx.zoom_factor();
    if !ZOOM.contains(&zoom) {
        log::warn!("zoom factor {zoom} makes no sense; using 1");
        ctx.set_zoom_factor(1.0);
    }
}

/// What [`check`] did with the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// There is no file yet, or it is sound: eframe reads it as it is.
    Sound,
    /// Parts that made no sense (their keys named) were dropped from the file; the file as it
    /// was is kept as `app.ron.ignored`.
    Repaired(Vec<String>),
    /// The file could not be used at all (the reason given) and was set aside as
    /// `app.ron.ignored`: eframe starts from its defaults.
    SetAside(String),
    /// The file could not be used (the reason given: cut short by a kill during a write, a
    /// full disk), and the last good copy (`app.ron.good`) took its place; the one that failed
    /// is kept as `app.ron.ignored`.
    Restored(String),
    /// The file could not be used and could not be moved either (the reason given): eframe must
    /// not be given it.
    Unusable(String),
}

impl fmt::Display for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Checked::Sound => f.write_str("sound"),
            Checked::Repaired(keys) => write!(f, "dropped what made no sense: {}", keys.join(", ")),
            Checked::SetAside(why) => write!(f, "set aside: {why}"),
            Checked::Restored(why) => write!(f, "the last good copy restored: {why}"),
            Checked::Unusable(why) => write!(f, "cannot be used: {why}"),
        }
    }
}

/// Checks the window-state file at `path` and repairs it or sets it aside when it makes no
/// sense (see the [module](self)). Never blocks: only a regular file of at most [`MAX_BYTES`]
/// is read.
pub fn check(path: &Path) -> Checked {
    let checked = check_once(path);
    match &checked {
        Checked::SetAside(why) => match good_copy(path) {
            Some(good) => match files::write_atomically(path, good.as_bytes()) {
                Ok(()) => Checked::Restored(why.clone()),
                Err(e) => {
                    Checked::SetAside(format!("{why}; cannot restore the last good copy: {e}"))
                }
            },
            None => checked,
        },
        Checked::Sound | Checked::Repaired(_) => {
            keep_good_copy(path);
            checked
        }
        Checked::Restored(_) | Checked::Unusable(_) => checked,
    }
}

/// The text of the window-state file at `path`, when it is there and sound as it is (a write
/// cut short never is: eframe's text ends with the map's closing bracket).
fn sound_text(path: &Path) -> Option<String> {
    let text = files::read_text(path, MAX_BYTES).ok()?;
    let map: HashMap<String, String> = ron::from_str(&text).ok()?;
    map.iter()
        .all(|(key, value)| value_is_sound(key, value))
        .then_some(text)
}

/// The last good copy of the file at `path` (`app.ron.good`), when there is one and it is
/// sound.
fn good_copy(path: &Path) -> Option<String> {
    sound_text(&good_path(path))
}

/// Keeps the window-state file at `path` as its last good copy (`app.ron.good`, written
/// atomically) when it is sound and the copy does not say the same already; a file cut short
/// or making no sense is not kept. [`check`] does it at every start; the frame's window does
/// it each time eframe saves ([`crate::app::run_window`]).
pub fn keep_good_copy(path: &Path) {
    let Some(text) = sound_text(path) else {
        return;
    };
    let good = good_path(path);
    if files::read_text(&good, MAX_BYTES).is_ok_and(|old| old == text) {
        return;
    }
    if let Err(e) = files::write_atomically(&good, text.as_bytes()) {
        log::warn!("cannot keep a good copy of the window state: {e}");
    }
}

/// Where the last good copy is kept: `app.ron.good` beside the file.
fn good_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(".good");
    path.with_file_name(name)
}

/// [`check`] without the last good copy.
fn check_once(path: &Path) -> Checked {
    let text = match files::read_text(path, MAX_BYTES) {
        Ok(text) => text,
        Err(FileError {
            kind: FileErrorKind::Io(e),
            ..
        }) if e.kind() == std::io::ErrorKind::NotFound => return Checked::Sound,
        Err(e) => return set_aside(path, e.to_string()),
    };
    let mut map: HashMap<String, String> = match ron::from_str(&text) {
        Ok(map) => map,
        Err(e) => return set_aside(path, format!("not a window-state file ({e})")),
    };
    let mut dropped: Vec<String> = map
        .iter()
        .filter(|(key, value)| !value_is_sound(key, value))
        .map(|(key, _)| key.clone())
        .collect();
    if dropped.is_empty() {
        return Checked::Sound;
    }
    dropped.sort();
    for key in &dropped {
        map.remove(key);
    }
    let aside = aside_path(path);
    let repaired = ron::ser::to_string(&map)
        .map_err(|e| e.to_string())
        .and_then(|text| {
            std::fs::copy(path, &aside).map_err(|e| e.to_string())?;
            files::write_atomically(path, text.as_bytes()).map_err(|e| e.to_string())
        });
    match repaired {
        Ok(()) => Checked::Repaired(dropped),
        Err(e) => set_aside(path, format!("cannot repair it: {e}")),
    }
}

/// Where a file that makes no sense is kept: `app.ron.ignored` beside it.
fn aside_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(".ignored");
    path.with_file_name(name)
}

/// Moves the file out of eframe's way (whatever it is: a renamed pipe or folder is harmless).
fn set_aside(path: &Path, why: String) -> Checked {
    match std::fs::rename(path, aside_path(path)) {
        Ok(()) => Checked::SetAside(why),
        Err(e) => Checked::Unusable(format!("{why}; cannot move it: {e}")),
    }
}

/// Whether the value stored under `key` makes sense: every number with a fraction is finite and
/// not absurdly large, and egui's memory holds a zoom factor within [`ZOOM`].
fn value_is_sound(key: &str, value: &str) -> bool {
    let Ok(parsed) = ron::from_str::<ron::Value>(value) else {
        // eframe ignores a value it cannot read.
        return true;
    };
    if !floats_are_sound(&parsed, 0) {
        return false;
    }
    if key == "egui" {
        return match ron::from_str::<egui::Memory>(value) {
            Ok(memory) => ZOOM.contains(&memory.options.zoom_factor),
            Err(_) => true,
        };
    }
    true
}

fn floats_are_sound(value: &ron::Value, depth: usize) -> bool {
    if depth > 256 {
        return false;
    }
    match value {
        ron::Value::Number(n @ (ron::value::Number::F32(_) | ron::value::Number::F64(_))) => {
            let x = n.into_f64();
            x.is_finite() && x.abs() <= MAX_FLOAT
        }
        ron::Value::Map(map) => map
            .iter()
            .all(|(k, v)| floats_are_sound(k, depth + 1) && floats_are_sound(v, depth + 1)),
        ron::Value::Seq(items) => items.iter().all(|v| floats_are_sound(v, depth + 1)),
        ron::Value::Option(Some(inner)) => floats_are_sound(inner, depth + 1),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window-state file as eframe writes it, with egui's memory at `zoom`.
    fn state(zoom: f32, window: &str) -> String {
        let mut memory = egui::Memory::default();
        memory.options.zoom_factor = zoom;
        let mut map = HashMap::new();
        map.insert(
            "egui".to_owned(),
            ron::ser::to_string(&memory).expect("ron"),
        );
        map.insert("window".to_owned(), window.to_owned());
        ron::ser::to_string(&map).expect("ron")
    }

    const WINDOW: &str = "(normal_geometry:(inner_size_points:Some((1180.0,820.0)),outer_position_pixels:None,inner_position_pixels:None),fullscreen:false,maximized:false)";

    fn file(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        std::fs::write(&path, text).expect("write");
        (dir, path)
    }

    #[test]
    fn a_sound_file_is_left_alone() {
        let text = state(1.25, WINDOW);
        let (dir, path) = file(&text);
        assert_eq!(check(&path), Checked::Sound);
        assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
        assert!(!dir.path().join("app.ron.ignored").exists());
        assert_eq!(check(&dir.path().join("none.ron")), Checked::Sound);
    }

    #[test]
    fn an_absurd_zoom_is_dropped_and_the_window_kept() {
        for zoom in [0.0, 1000.0, f32::NAN, -1.0] {
            let text = state(zoom, WINDOW);
            let (dir, path) = file(&text);
            assert_eq!(check(&path), Checked::Repaired(vec!["egui".to_owned()]));
            let map: HashMap<String, String> =
                ron::from_str(&std::fs::read_to_string(&path).expect("read")).expect("ron");
            assert_eq!(map.keys().collect::<Vec<_>>(), ["window"]);
            let aside = dir.path().join("app.ron.ignored");
            assert_eq!(std::fs::read_to_string(aside).expect("kept"), text);
            assert_eq!(check(&path), Checked::Sound, "repaired for good");
        }
    }

    #[test]
    fn absurd_window_numbers_are_dropped() {
        let window = WINDOW.replace("1180.0", "1e30");
        let (_dir, path) = file(&state(1.0, &window));
        assert_eq!(check(&path), Checked::Repaired(vec!["window".to_owned()]));
    }

    #[test]
    fn a_write_cut_short_at_any_byte_gives_back_the_last_good_state() {
        // eframe empties the file, then writes it: a kill leaves any beginning of the new text.
        // Once: Reversi back from German, classic rules and a greedy opponent to the defaults.
        let mut old: HashMap<String, String> = ron::from_str(&state(1.25, WINDOW)).expect("ron");
        old.insert(
            "reversi.remembered".to_owned(),
            "classic human greedy".to_owned(),
        );
        old.insert("reversi.language".to_owned(), "de".to_owned());
        let old = ron::ser::to_string(&old).expect("ron");
        let mut new: HashMap<String, String> = ron::from_str(&old).expect("ron");
        new.insert("reversi.language".to_owned(), "en".to_owned());
        let new = ron::ser::to_string(&new).expect("ron");
        let (dir, path) = file(&old);
        assert_eq!(check(&path), Checked::Sound, "a start keeps the good copy");
        let mut restored = 0;
        // Every cut, bounded by the text's length (a few hundred bytes).
        for cut in 0..new.len() {
            std::fs::write(&path, &new.as_bytes()[..cut]).expect("write");
            let checked = check(&path);
            assert!(
                matches!(checked, Checked::Restored(_)),
                "cut at {cut}: {checked:?}"
            );
            assert_eq!(
                std::fs::read_to_string(&path).expect("read"),
                old,
                "cut at {cut}"
            );
            restored += 1;
        }
        assert_eq!(restored, new.len());
        assert!(
            dir.path().join("app.ron.ignored").exists(),
            "the cut file is kept aside"
        );
        // The whole new text is sound: it is used, and becomes the good copy.
        std::fs::write(&path, &new).expect("write");
        assert_eq!(check(&path), Checked::Sound);
        std::fs::write(&path, "").expect("write");
        assert!(matches!(check(&path), Checked::Restored(_)));
        assert_eq!(std::fs::read_to_string(&path).expect("read"), new);
    }

    #[test]
    fn garbage_is_set_aside() {
        for text in ["", "not ron at all", "{\"egui\": 5}", &"[".repeat(100_000)] {
            let (dir, path) = file(text);
            assert!(matches!(check(&path), Checked::SetAside(_)), "{text:.20}");
            assert!(!path.exists());
            assert!(dir.path().join("app.ron.ignored").exists());
        }
    }

    #[test]
    fn a_huge_file_or_a_folder_is_set_aside_unread() {
        let (_dir, path) = file(&" ".repeat(2 * 1024 * 1024));
        assert!(matches!(check(&path), Checked::SetAside(why) if why.contains("larger than")));
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        std::fs::create_dir(&path).expect("dir");
        assert!(matches!(check(&path), Checked::SetAside(_)));
        assert!(!path.exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_is_set_aside_without_blocking() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(FILE_NAME);
        let status = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .expect("mkfifo");
        assert!(status.success());
        assert!(
            matches!(check(&path), Checked::SetAside(why) if why.contains("not a regular file"))
        );
        assert!(!path.exists());
    }
}
