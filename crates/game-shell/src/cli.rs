//! What the three programs' command lines share (their `main` is [`crate::app::run`]): reading the
//! arguments so that a help or version text that cannot be written is an error exit,
//! telling a closed stdout from a real one, and Ctrl-C that stops a long command with what it
//! has (`loopit selfplay`, `reversi solve`).
//!
//! A Rust program never sees a closed stdout as closed: before `main`, the standard library
//! opens `/dev/null` in place of a closed standard stream (read and write), so that
//! `reversi play d3 >&-` would print into nothing and exit 0. [`stdout_was_closed`] finds that
//! stand-in again — a `/dev/null` open for reading, which no shell redirection (`>/dev/null`,
//! `>>/dev/null`, `&>/dev/null`) gives; only `1<>/dev/null` looks the same, and is taken for a
//! closed stdout too.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Once;
use std::sync::atomic::{AtomicU32, Ordering};

/// The exit code of an answer (or help text) that cannot be written.
pub const CANNOT_WRITE: u8 = 2;

/// The exit code of a command stopped by Ctrl-C (128 + SIGINT, as shells report it).
pub const INTERRUPTED: u8 = 130;

/// How many times Ctrl-C was pressed during this process.
static CTRL_C: AtomicU32 = AtomicU32::new(0);

/// Counts Ctrl-C presses instead of dying at the first, so that a long command can stop
/// cleanly and report what it has ([`ctrl_c_pressed`]). Installed once; a second press quits
/// at once with [`INTERRUPTED`]. Where no handler can be installed, Ctrl-C ends the process
/// as usual (with a log line).
pub fn watch_ctrl_c() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let installed = ctrlc::set_handler(|| {
            if CTRL_C.fetch_add(1, Ordering::SeqCst) >= 1 {
                #[allow(clippy::exit, reason = "a second Ctrl-C means: quit now")]
                std::process::exit(i32::from(INTERRUPTED));
            }
        });
        if let Err(e) = installed {
            log::warn!("Ctrl-C will end the command without a report: {e}");
        }
    });
}

/// Whether Ctrl-C asked the command to stop (see [`watch_ctrl_c`]).
#[must_use]
pub fn ctrl_c_pressed() -> bool {
    CTRL_C.load(Ordering::SeqCst) > 0
}

/// Reads the command line as `P::parse` does, except that `--help` and `--version` are
/// written here, and a text that cannot be written (stdout closed, a full disk) ends the
/// program with exit code [`CANNOT_WRITE`] and a line on stderr instead of a silent 0.
/// `Err` holds the exit code `main` returns: 0 after a help text written, 2 after a refusal
/// (clap's own error text on stderr) or a text that could not be written.
pub fn parse_args<P: clap::Parser>() -> Result<P, ExitCode> {
    P::try_parse().map_err(|error| {
        if error.use_stderr() {
            // A bad argument: clap's refusal on stderr, exit code 2 (a full stderr is no
            // reason to panic).
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(CANNOT_WRITE));
        }
        if stdout_was_closed() {
            let _ = writeln!(
                std::io::stderr(),
                "error: stdout is closed: the text cannot be written"
            );
            return ExitCode::from(CANNOT_WRITE);
        }
        match error.print().and_then(|()| std::io::stdout().flush()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                let _ = writeln!(std::io::stderr(), "error: cannot write the text: {e}");
                ExitCode::from(CANNOT_WRITE)
            }
        }
    })
}

/// Whether this process started with its stdout closed (see the module's text): its stdout is
/// then the `/dev/null` the standard library opened for reading and writing. Always `false`
/// where there is no such stand-in to find (not Unix).
#[must_use]
pub fn stdout_was_closed() -> bool {
    #[cfg(unix)]
    {
        use std::io::Read;
        use std::os::fd::AsFd;
        use std::os::unix::fs::{FileTypeExt, MetadataExt};
        let Ok(fd) = std::io::stdout().as_fd().try_clone_to_owned() else {
            return false;
        };
        let mut stdout = std::fs::File::from(fd);
        let (Ok(meta), Ok(null)) = (stdout.metadata(), std::fs::metadata("/dev/null")) else {
            return false;
        };
        // Reading nothing from a stream open for writing only fails (EBADF); from the
        // stand-in it reads nothing and succeeds.
        meta.file_type().is_char_device()
            && meta.rdev() == null.rdev()
            && stdout.read(&mut []).is_ok()
    }
    #[cfg(not(unix))]
    false
}

/// The end of a command: its answer in `out` flushed (a buffered answer that cannot be written
/// shows up here at the latest; `output` types that failure), and its exit code; or its error
/// said on `err` as `error: …` ([`printable`]) with the error's exit code (`code`). A reader
/// that stopped reading (`… | head -1`) needs no message: `broken_pipe` says which error is
/// that, and the exit code is then [`CANNOT_WRITE`].
pub fn finish<E: std::fmt::Display>(
    result: Result<ExitCode, E>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    output: impl FnOnce(std::io::Error) -> E,
    broken_pipe: impl FnOnce(&E) -> bool,
    code: impl FnOnce(&E) -> ExitCode,
) -> ExitCode {
    let result = result.and_then(|code| out.flush().map(|()| code).map_err(output));
    match result {
        Ok(code) => code,
        Err(e) if broken_pipe(&e) => ExitCode::from(CANNOT_WRITE),
        Err(e) => {
            let _ = writeln!(err, "error: {}", printable(&e.to_string()));
            let _ = err.flush();
            code(&e)
        }
    }
}

/// `text` with every character that could break a terminal line escaped: control characters
/// (a newline, an escape sequence), line and paragraph separators, bidirectional controls. The
/// messages quote paths and values already; this is the last guard for a message that does not.
#[must_use]
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            let bidi = matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
            if c.is_control() || bidi || matches!(c, '\u{2028}' | '\u{2029}') {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// A command's words for a file it could not read: `cannot read "PATH": no such file or
/// folder` when reading failed, else what the file is not (`"PATH" is not a regular file`).
///
/// # Errors
/// When the formatter fails.
pub fn say_unread(
    e: &crate::files::FileError,
    f: &mut std::fmt::Formatter<'_>,
) -> std::fmt::Result {
    match e.kind {
        crate::files::FileErrorKind::Io(_) => write!(f, "cannot read {e}"),
        _ => std::fmt::Display::fmt(e, f),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_escapes_what_would_break_a_line() {
        assert_eq!(printable("a\nb\u{1b}[31m"), "a\\u{a}b\\u{1b}[31m");
        assert_eq!(printable("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(printable("Zoë 李"), "Zoë 李");
    }
}
