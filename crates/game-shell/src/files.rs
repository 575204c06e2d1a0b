//! Files on disk: written so that a crash never leaves half a file, read only when they are
//! regular files of a sensible size (never a pipe or a device, which would block), listed
//! newest first. [`write_json`] is the one way a program writes a saved game.

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use crate::i18n::shell_tr;

/// What went wrong with a file, with the path it concerns. It can be cloned and compared (the
/// system's error is shared, and compared by its kind and text), so that a program can keep it
/// to show again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The file.
    pub path: PathBuf,
    /// What went wrong.
    pub kind: FileErrorKind,
}

/// Why a file could not be read or written.
#[derive(Clone, Debug)]
pub enum FileErrorKind {
    /// The path names something that is not a regular file (a folder, a device, a pipe…).
    NotAFile,
    /// The file is larger than anything the program writes.
    TooLarge {
        /// The largest size accepted, in bytes.
        limit: u64,
    },
    /// The file is not UTF-8 text.
    NotText,
    /// The file is read-only (the user took away its write permission, or the system refuses
    /// to open it for writing): [`write_atomically`] respects that and leaves it as it is.
    ReadOnly,
    /// The system refused (or, from [`write_json`], the value could not be put into JSON:
    /// kind `InvalidData`).
    Io(Arc<std::io::Error>),
}

impl PartialEq for FileErrorKind {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (FileErrorKind::NotAFile, FileErrorKind::NotAFile)
            | (FileErrorKind::NotText, FileErrorKind::NotText)
            | (FileErrorKind::ReadOnly, FileErrorKind::ReadOnly) => true,
            (FileErrorKind::TooLarge { limit: a }, FileErrorKind::TooLarge { limit: b }) => a == b,
            (FileErrorKind::Io(a), FileErrorKind::Io(b)) => {
                a.kind() == b.kind() && a.to_string() == b.to_string()
            }
            _ => false,
        }
    }
}

impl Eq for FileErrorKind {}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = quoted(&self.path);
        match &self.kind {
            FileErrorKind::NotAFile => write!(f, "{path} is not a regular file"),
            FileErrorKind::TooLarge { limit } => write!(
                f,
                "{path} is larger than {} kB, more than any file this program writes",
                limit / 1024
            ),
            FileErrorKind::NotText => write!(f, "{path} is not a text file (not UTF-8)"),
            FileErrorKind::ReadOnly => write!(f, "{path} is read-only"),
            FileErrorKind::Io(e) => write!(f, "{path}: {}", describe_io(e)),
        }
    }
}

impl std::error::Error for FileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            FileErrorKind::Io(e) => Some(e.as_ref()),
            _ => None,
        }
    }
}

/// A system error in words, without the raw `(os error N)` where a plainer sentence exists.
fn describe_io(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => "no such file or folder".to_owned(),
        K::PermissionDenied => "permission denied".to_owned(),
        K::AlreadyExists => "a file of that name is in the way".to_owned(),
        K::NotADirectory => "a file stands where a folder is needed".to_owned(),
        K::IsADirectory => "is a folder".to_owned(),
        K::StorageFull => "the disk is full".to_owned(),
        K::ReadOnlyFilesystem => "the disk is read-only".to_owned(),
        _ => e.to_string(),
    }
}

/// A path as a message shows it: in quotes, control characters escaped, long paths shortened
/// in the middle, so that no file name can break or flood a message.
#[must_use]
pub fn quoted(path: &Path) -> String {
    const MAX: usize = 120;
    let text = path.to_string_lossy();
    let escaped: String = text.chars().flat_map(char::escape_debug).collect();
    let chars: Vec<char> = escaped.chars().collect();
    if chars.len() <= MAX {
        format!("\"{escaped}\"")
    } else {
        let head: String = chars[..MAX / 2].iter().collect();
        let tail: String = chars[chars.len() - MAX / 2..].iter().collect();
        format!("\"{head}…{tail}\"")
    }
}

/// A value (a name, a setting) as a message shows it: in quotes, control characters escaped,
/// long values shortened in the middle with their length in characters, so that no value can
/// break or flood a message.
#[must_use]
pub fn quoted_value(value: &str) -> String {
    const MAX: usize = 40;
    let count = value.chars().count();
    if count <= MAX {
        let escaped: String = value.chars().flat_map(char::escape_debug).collect();
        return format!("\"{escaped}\"");
    }
    let head: String = value
        .chars()
        .take(MAX / 2)
        .flat_map(char::escape_debug)
        .collect();
    let tail: String = value
        .chars()
        .skip(count - MAX / 2)
        .flat_map(char::escape_debug)
        .collect();
    format!("\"{head}…{tail}\" ({count} characters)")
}

impl FileError {
    /// The system's refusal `e` about `path`.
    #[must_use]
    pub fn io(path: &Path, e: std::io::Error) -> FileError {
        FileError {
            path: path.to_owned(),
            kind: FileErrorKind::Io(Arc::new(e)),
        }
    }

    /// Whether the file (or its folder) is not there.
    #[must_use]
    pub fn is_not_found(&self) -> bool {
        matches!(&self.kind, FileErrorKind::Io(e) if e.kind() == std::io::ErrorKind::NotFound)
    }

    /// Why the file could not be used, in the language in use (`the disk is full`), without the
    /// file's name; [`FileError::words`] puts the name before it.
    #[must_use]
    pub fn reason(&self) -> String {
        match &self.kind {
            FileErrorKind::NotAFile => shell_tr!("shell-file-not-a-file"),
            FileErrorKind::TooLarge { limit } => {
                shell_tr!("shell-file-too-large", kb = limit / 1024)
            }
            FileErrorKind::NotText => shell_tr!("shell-file-not-text"),
            FileErrorKind::ReadOnly => shell_tr!("shell-file-read-only-file"),
            FileErrorKind::Io(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                shell_tr!("shell-file-not-written", reason = e.to_string())
            }
            FileErrorKind::Io(e) => io_error_words(e),
        }
    }

    /// The whole problem in the language in use: `"saves/a.json": the disk is full`.
    #[must_use]
    pub fn words(&self) -> String {
        shell_tr!(
            "shell-file-problem",
            file = quoted(&self.path),
            why = self.reason()
        )
    }
}

/// What the system said when a file could not be read or written, in the language in use:
/// [`io_words`] for its kind, and a chain of symbolic links that leads round in a circle
/// (which the standard library gives no kind of its own yet) said as such.
#[must_use]
pub fn io_error_words(e: &std::io::Error) -> String {
    if is_link_loop(e) {
        shell_tr!("shell-file-link-loop")
    } else {
        io_words(e.kind())
    }
}

/// Whether `e` says that symbolic links lead round in a circle (`ELOOP`).
#[must_use]
pub fn is_link_loop(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(libc::ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// What the system said when a file could not be read or written, in the language in use:
/// a sentence for every kind of refusal, never the name of a Rust error kind.
#[must_use]
pub fn io_words(kind: std::io::ErrorKind) -> String {
    use std::io::ErrorKind as K;
    match kind {
        K::NotFound => shell_tr!("shell-file-not-found"),
        K::PermissionDenied => shell_tr!("shell-file-permission"),
        K::StorageFull => shell_tr!("shell-file-disk-full"),
        K::QuotaExceeded => shell_tr!("shell-file-quota"),
        K::ReadOnlyFilesystem => shell_tr!("shell-file-read-only"),
        K::IsADirectory => shell_tr!("shell-file-is-a-folder"),
        K::NotADirectory => shell_tr!("shell-file-not-a-folder"),
        K::DirectoryNotEmpty => shell_tr!("shell-file-folder-not-empty"),
        K::AlreadyExists => shell_tr!("shell-file-exists"),
        K::InvalidFilename => shell_tr!("shell-file-bad-name"),
        K::FileTooLarge => shell_tr!("shell-file-system-too-large"),
        K::TooManyLinks => shell_tr!("shell-file-too-many-links"),
        K::CrossesDevices => shell_tr!("shell-file-other-disk"),
        K::ResourceBusy | K::ExecutableFileBusy | K::Deadlock => shell_tr!("shell-file-busy"),
        K::StaleNetworkFileHandle
        | K::NetworkDown
        | K::NetworkUnreachable
        | K::HostUnreachable
        | K::ConnectionReset
        | K::ConnectionAborted
        | K::NotConnected => shell_tr!("shell-file-network"),
        K::OutOfMemory => shell_tr!("shell-file-out-of-memory"),
        K::Interrupted | K::TimedOut | K::WouldBlock => shell_tr!("shell-file-interrupted"),
        K::InvalidData | K::UnexpectedEof => shell_tr!("shell-file-damaged"),
        _ => shell_tr!("shell-file-other"),
    }
}

fn io(path: &Path, e: std::io::Error) -> FileError {
    FileError::io(path, e)
}

/// Writes `value` as pretty JSON to `path` with [`write_atomically`]: the one way a program
/// writes a saved game. The JSON is made in full before the file is touched, so a value that
/// cannot be put into JSON leaves the old file as it was (and `Err` of kind `InvalidData`);
/// an empty text is never written.
pub fn write_json<T: serde::Serialize + ?Sized>(path: &Path, value: &T) -> Result<(), FileError> {
    let mut bytes = serde_json::to_vec_pretty(value).map_err(|e| {
        io(
            path,
            std::io::Error::new(std::io::ErrorKind::InvalidData, e),
        )
    })?;
    if bytes.is_empty() {
        return Err(io(
            path,
            std::io::Error::new(std::io::ErrorKind::InvalidData, "nothing to write"),
        ));
    }
    bytes.push(b'\n');
    write_atomically(path, &bytes)
}

/// Reads the text of the regular file at `path` (after symbolic links), refusing anything else
/// and any file of more than `limit` bytes before reading it all. A leading UTF-8 byte order
/// mark is dropped.
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    let bytes = read_bytes(path, limit)?;
    let text = String::from_utf8(bytes).map_err(|_| FileError {
        path: path.to_owned(),
        kind: FileErrorKind::NotText,
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_owned(),
        None => text,
    })
}

/// Reads the bytes of the regular file at `path` (after symbolic links), refusing anything
/// else and any file of more than `limit` bytes. Never blocks on a pipe or a device, and never
/// reads more than `limit + 1` bytes, whatever the file claims.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let meta = std::fs::metadata(path).map_err(|e| io(path, e))?;
    if !meta.is_file() {
        return Err(FileError {
            path: path.to_owned(),
            kind: FileErrorKind::NotAFile,
        });
    }
    let too_large = || FileError {
        path: path.to_owned(),
        kind: FileErrorKind::TooLarge { limit },
    };
    if meta.len() > limit {
        return Err(too_large());
    }
    let file = std::fs::File::open(path).map_err(|e| io(path, e))?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io(path, e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one, never
/// half of one:
///
/// - a symbolic link is followed, and its target is written (the link stays a link);
/// - anything at the path that is not a regular file (a folder, a device, a pipe) is refused;
/// - a read-only file is refused ([`FileErrorKind::ReadOnly`]): replacing it by a rename
///   needs only its folder to be writable, and would undo what the user chose;
/// - the new text goes to a temporary file beside the target, created exclusively (never an
///   existing file), synced, given the old file's permissions, then renamed over the target;
///   the folder is synced after the rename;
/// - a missing folder is created.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let target = resolve_links(path)?;
    match std::fs::metadata(&target) {
        Ok(meta) if !meta.is_file() => {
            return Err(FileError {
                path: path.to_owned(),
                kind: FileErrorKind::NotAFile,
            });
        }
        Ok(_) if is_read_only(&target) => {
            return Err(FileError {
                path: path.to_owned(),
                kind: FileErrorKind::ReadOnly,
            });
        }
        _ => {}
    }
    let old_permissions = std::fs::metadata(&target).ok().map(|m| m.permissions());
    let folder = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_owned();
    std::fs::create_dir_all(&folder).map_err(|e| io(&folder, e))?;
    let temp = temp_path(&target);
    let result = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        if let Some(permissions) = &old_permissions {
            file.set_permissions(permissions.clone())?;
        }
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, &target)?;
        sync_folder(&folder);
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(|e| io(path, e))
}

/// Whether the file at `path` is there and may not be written: it has no write permission at
/// all (what `chmod a-w` or a file manager's "read-only" sets, which even the administrator's
/// programs respect here), or the system refuses to open it for writing (opened without
/// changing it). `false` for a file that is not there.
#[must_use]
pub fn is_read_only(path: &Path) -> bool {
    match std::fs::metadata(path) {
        Ok(meta) if meta.permissions().readonly() => true,
        Ok(meta) if meta.is_file() => std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .is_err_and(|e| e.kind() == std::io::ErrorKind::PermissionDenied),
        _ => false,
    }
}

/// The file a chain of symbolic links at `path` ends at (the path itself when it is no link).
fn resolve_links(path: &Path) -> Result<PathBuf, FileError> {
    let mut current = path.to_owned();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = std::fs::read_link(&current).map_err(|e| io(path, e))?;
                current = match current.parent() {
                    Some(parent) if link.is_relative() => parent.join(link),
                    _ => link,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(io(
        path,
        std::io::Error::other("too many levels of symbolic links"),
    ))
}

/// The temporary file beside `target`: a hidden name, short enough for any file system
/// (the file name is cut so that the whole stays within 255 bytes).
fn temp_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned());
    let suffix = format!(".{}.tmp", std::process::id());
    let mut stem: String = String::new();
    for c in name.chars() {
        if 1 + stem.len() + c.len_utf8() + suffix.len() > 255 {
            break;
        }
        stem.push(c);
    }
    target.with_file_name(format!(".{stem}{suffix}"))
}

/// Makes a rename in `folder` durable (on systems where a folder can be opened and synced).
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = std::fs::File::open(folder)
        && let Err(e) = dir.sync_all()
    {
        log::warn!("cannot sync the folder {}: {e}", folder.display());
    }
    #[cfg(not(unix))]
    let _ = folder;
}

/// How old a temporary file of [`write_atomically`] must be before [`remove_stale_temporaries`]
/// takes it for one left by a crash whatever its process: a write takes milliseconds, so a
/// minute is plenty.
pub const STALE_TEMPORARY: std::time::Duration = std::time::Duration::from_secs(60);

/// The name of the file a temporary file of [`write_atomically`] was to become and the
/// process that wrote it, when `name` is such a temporary file's name (`.NAME.PID.tmp`).
fn temporary_of(name: &str) -> Option<(&str, u32)> {
    let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (stem, pid) = rest.rsplit_once('.')?;
    if stem.is_empty() || pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((stem, pid.parse().ok()?))
}

#[cfg(test)]
/// Whether `name` is the name [`write_atomically`] gives its temporary files:
/// `.NAME.PID.tmp`.
fn is_temporary_name(name: &str) -> bool {
    temporary_of(name).is_some()
}

/// Whether the process `pid` is known to have ended: `Some(false)` while it runs (or for this
/// process), `None` where the system does not say (no `/proc`).
fn process_ended(pid: u32) -> Option<bool> {
    if pid == std::process::id() {
        return Some(false);
    }
    let proc = Path::new("/proc");
    proc.join("self")
        .exists()
        .then(|| !proc.join(pid.to_string()).exists())
}

/// Removes what a crash during [`write_atomically`] left in `folder`: the program's own
/// temporary files only — regular files named `.NAME.PID.tmp` whose `NAME` ends in
/// `.{extension}` (any case: `json` for saves, `ini` for settings) — and of those only the
/// ones whose process has ended (where the system says: `/proc`) or that were last written
/// at least `older_than` ago (see [`STALE_TEMPORARY`]; a write under way in another window is
/// younger, and its process runs). Returns how many were removed; a folder that cannot be
/// read, or a file that cannot be removed, is left (with a log line).
///
/// Each program calls it when it starts for every folder it writes into: its saves folder,
/// the folder of its settings file, LoopIt's autosave folder.
pub fn remove_stale_temporaries(
    folder: &Path,
    extension: &str,
    older_than: std::time::Duration,
) -> usize {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return 0;
    };
    let suffix = format!(".{}", extension.to_ascii_lowercase());
    let now = SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some((target, pid)) = name.to_str().and_then(temporary_of) else {
            continue;
        };
        if !target.to_ascii_lowercase().ends_with(&suffix) {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        let old = meta
            .modified()
            .ok()
            .and_then(|t| now.duration_since(t).ok())
            .is_some_and(|age| age >= older_than);
        if !meta.is_file() || !(old || process_ended(pid) == Some(true)) {
            continue;
        }
        match std::fs::remove_file(entry.path()) {
            Ok(()) => {
                log::info!("removed {}, left by a crash", quoted(&entry.path()));
                removed += 1;
            }
            Err(e) => log::warn!("cannot remove {}: {e}", quoted(&entry.path())),
        }
    }
    removed
}

/// What a crash during a write may have left in the folders a program writes into, removed
/// when it starts: each `(folder, extension)` with [`remove_stale_temporaries`] (`json` for a
/// saves or autosave folder, `ini` for the folder of a settings file). The one clean-up all
/// three programs call.
pub fn clean_up_after_crashes(folders: &[(&Path, &str)]) {
    for (folder, extension) in folders {
        remove_stale_temporaries(folder, extension, STALE_TEMPORARY);
    }
}

/// The files in `folder` whose name ends in `.{extension}` (any case), newest first, with the
/// time each was last written. A folder that cannot be read gives none.
#[must_use]
pub fn list_files(folder: &Path, extension: &str) -> Vec<(PathBuf, SystemTime)> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<(PathBuf, SystemTime)> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x.eq_ignore_ascii_case(extension))
        })
        .filter_map(|p| {
            let meta = std::fs::metadata(&p).ok()?;
            meta.is_file()
                .then(|| (p, meta.modified().unwrap_or(SystemTime::UNIX_EPOCH)))
        })
        .collect();
    files.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value whose JSON fails half-way, as a save with a broken part would.
    struct HalfBroken;

    impl serde::Serialize for HalfBroken {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            use serde::ser::{Error, SerializeMap};
            let mut map = s.serialize_map(None)?;
            map.serialize_entry("version", &2)?;
            Err(S::Error::custom("a part that cannot be written"))
        }
    }

    #[test]
    fn write_json_writes_the_whole_value_or_leaves_the_old_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        write_json(&path, &serde_json::json!({"version": 1, "moves": [3, 4]})).expect("written");
        let text = read_text(&path, 1000).expect("read");
        let back: serde_json::Value = serde_json::from_str(&text).expect("whole JSON");
        assert_eq!(back["moves"][1], 4);
        let error = write_json(&path, &HalfBroken).expect_err("refused");
        assert!(
            matches!(&error.kind, FileErrorKind::Io(e) if e.kind() == std::io::ErrorKind::InvalidData)
        );
        assert_eq!(
            read_text(&path, 1000).expect("read"),
            text,
            "the old file stays"
        );
        let new = dir.path().join("new.json");
        assert!(write_json(&new, &HalfBroken).is_err());
        assert!(!new.exists(), "no empty or half file is left");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .expect("list")
            .flatten()
            .collect();
        assert_eq!(names.len(), 1, "no temporary file is left");
    }

    #[test]
    fn a_file_error_can_be_kept_compared_and_worded() {
        let dir = tempfile::tempdir().expect("temp dir");
        let error = read_text(&dir.path().join("none.json"), 10).expect_err("missing");
        let kept = error.clone();
        assert_eq!(kept, error);
        assert!(kept.is_not_found());
        crate::i18n::set_language(crate::i18n::Language::German);
        assert!(
            kept.words()
                .ends_with("none.json\": diese Datei oder dieser Ordner existiert nicht"),
            "{}",
            kept.words()
        );
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(kept.reason(), "there is no such file or folder");
        let folder = read_text(dir.path(), 10).expect_err("a folder");
        assert_ne!(folder, kept);
    }

    #[cfg(unix)]
    #[test]
    fn reading_a_pipe_is_refused_without_blocking() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        let status = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .expect("mkfifo");
        assert!(status.success());
        let error = read_text(&path, 1000).expect_err("a pipe");
        assert_eq!(error.kind, FileErrorKind::NotAFile);
    }

    #[test]
    fn a_written_file_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("nested/folder/game.json");
        write_atomically(&path, b"new").expect("written");
        assert_eq!(read_text(&path, 100).expect("read"), "new");
        let names: Vec<_> = std::fs::read_dir(path.parent().expect("folder"))
            .expect("list")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, ["game.json"], "no temporary file is left behind");
    }

    #[test]
    fn a_failed_write_keeps_the_older_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        std::fs::write(&path, "old").expect("write");
        // A folder in the place of the temporary file makes the write fail.
        std::fs::create_dir(temp_path(&path)).expect("dir");
        assert!(write_atomically(&path, b"new").is_err());
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "old");
    }

    #[cfg(unix)]
    #[test]
    fn writing_through_a_link_updates_its_target_and_keeps_the_link() {
        let dir = tempfile::tempdir().expect("temp dir");
        let target = dir.path().join("real.ini");
        std::fs::write(&target, "old").expect("write");
        let link = dir.path().join("LoopIt.ini");
        std::os::unix::fs::symlink(&target, &link).expect("link");
        write_atomically(&link, b"new").expect("written");
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("meta")
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read_to_string(&target).expect("read"), "new");
    }

    #[cfg(unix)]
    #[test]
    fn writing_keeps_the_file_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("private.ini");
        std::fs::write(&path, "old").expect("write");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        write_atomically(&path, b"new").expect("written");
        let mode = std::fs::metadata(&path).expect("meta").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_file_is_refused_and_left_as_it_is() {
        use std::os::unix::fs::PermissionsExt;
        // Once: replaced by the rename (only the folder must be writable), mode 0444 kept.
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        std::fs::write(&path, "old").expect("write");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
        assert!(is_read_only(&path));
        let error = write_atomically(&path, b"new").expect_err("refused");
        assert_eq!(error.kind, FileErrorKind::ReadOnly);
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "old");
        assert_eq!(
            std::fs::read_dir(dir.path()).expect("list").count(),
            1,
            "no temporary"
        );
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(
            error.reason(),
            "the file is read-only, so it is left as it is"
        );
        assert!(!is_read_only(&dir.path().join("none.json")));
    }

    #[test]
    fn a_folder_in_the_way_is_refused_and_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        std::fs::create_dir(&path).expect("dir");
        let error = write_atomically(&path, b"new").expect_err("refused");
        assert!(matches!(error.kind, FileErrorKind::NotAFile), "{error}");
        assert!(path.is_dir());
    }

    #[test]
    fn reading_refuses_large_files_and_folders_and_drops_a_bom() {
        let dir = tempfile::tempdir().expect("temp dir");
        let big = dir.path().join("big.json");
        std::fs::write(&big, vec![b' '; 2000]).expect("write");
        let error = read_text(&big, 1000).expect_err("too large");
        assert!(matches!(
            error.kind,
            FileErrorKind::TooLarge { limit: 1000 }
        ));
        assert!(error.to_string().contains("big.json"), "{error}");
        let error = read_text(dir.path(), 1000).expect_err("a folder");
        assert!(matches!(error.kind, FileErrorKind::NotAFile));
        let bom = dir.path().join("bom.ini");
        std::fs::write(&bom, "\u{feff}[Paths]").expect("write");
        assert_eq!(read_text(&bom, 1000).expect("read"), "[Paths]");
    }

    #[cfg(unix)]
    #[test]
    fn reading_a_device_is_refused_without_reading_it() {
        let error = read_bytes(Path::new("/dev/zero"), 1000).expect_err("a device");
        assert!(matches!(error.kind, FileErrorKind::NotAFile));
    }

    #[test]
    fn paths_in_messages_are_quoted_and_escaped() {
        assert_eq!(quoted(Path::new("a\nb.json")), "\"a\\nb.json\"");
        let long = "x".repeat(500);
        assert!(quoted(Path::new(&long)).chars().count() < 130);
    }

    #[test]
    fn values_in_messages_are_quoted_escaped_and_shortened() {
        assert_eq!(quoted_value("Anna"), "\"Anna\"");
        assert_eq!(quoted_value("a\tb\""), "\"a\\tb\\\"\"");
        let long = quoted_value(&"x".repeat(1_000_000));
        assert!(long.chars().count() < 70, "{long}");
        assert!(long.ends_with("(1000000 characters)"), "{long}");
    }

    #[test]
    fn temporary_names_stay_within_the_file_name_limit() {
        let long = "é".repeat(200); // 400 bytes
        let temp = temp_path(Path::new(&long));
        let name = temp.file_name().expect("name").to_string_lossy().len();
        assert!(name <= 255, "{name}");
    }

    #[test]
    fn files_are_listed_newest_first_by_extension() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("a.json"), "1").expect("write");
        std::fs::write(dir.path().join("b.txt"), "1").expect("write");
        std::fs::create_dir(dir.path().join("c.json")).expect("dir");
        let files: Vec<_> = list_files(dir.path(), "json")
            .into_iter()
            .map(|(p, _)| p.file_name().expect("name").to_string_lossy().into_owned())
            .collect();
        assert_eq!(files, ["a.json"]);
    }

    #[test]
    fn temporaries_left_by_a_crash_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().expect("temp dir");
        let target = dir.path().join("autosave.json");
        // This process's own: removed only when old.
        let temp = temp_path(&target);
        assert!(is_temporary_name(
            &temp.file_name().expect("name").to_string_lossy()
        ));
        std::fs::write(&temp, "half a game").expect("write");
        let others = [
            ".autosave.json.tmp",
            "autosave.json.1234.tmp",
            ".x.12a.tmp",
            "game.json",
            // Not a save's: another program's temporary file in the same folder.
            ".notes.txt.1.tmp",
        ];
        for name in others {
            std::fs::write(dir.path().join(name), "keep").expect("write");
        }
        // Young: a write may be under way in another window.
        assert_eq!(
            remove_stale_temporaries(dir.path(), "json", STALE_TEMPORARY),
            0
        );
        assert!(temp.exists());
        // Old enough (any age counts as old here).
        assert_eq!(
            remove_stale_temporaries(dir.path(), "json", std::time::Duration::ZERO),
            1
        );
        assert!(!temp.exists());
        for name in others {
            assert!(dir.path().join(name).exists(), "{name} is kept");
        }
        assert_eq!(
            remove_stale_temporaries(&dir.path().join("none"), "json", STALE_TEMPORARY),
            0
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_temporary_of_a_process_that_ended_is_removed_at_once_and_a_running_ones_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut ended = std::process::Command::new("true")
            .spawn()
            .expect("true runs");
        let ended_pid = ended.id();
        ended.wait().expect("ended");
        let mut running = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .expect("sleep runs");
        let dead = dir.path().join(format!(".game.json.{ended_pid}.tmp"));
        let alive = dir.path().join(format!(".game.json.{}.tmp", running.id()));
        let settings = dir.path().join(format!(".LoopIt.ini.{ended_pid}.tmp"));
        for path in [&dead, &alive, &settings] {
            std::fs::write(path, "half").expect("write");
        }
        let removed = remove_stale_temporaries(dir.path(), "json", STALE_TEMPORARY);
        let _ = running.kill();
        let _ = running.wait();
        assert_eq!(removed, 1);
        assert!(!dead.exists(), "its writer is gone: removed though young");
        assert!(alive.exists(), "its writer runs: kept while young");
        assert!(
            settings.exists(),
            "not a save's: left to the settings' clean-up"
        );
        assert_eq!(
            remove_stale_temporaries(dir.path(), "ini", STALE_TEMPORARY),
            1
        );
        assert!(!settings.exists());
    }
}
