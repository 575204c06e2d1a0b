//! The command line on hand-written save files, through the built program: answers on
//! stdout, refusals as one `error: …` line on stderr with exit code 2, as LoopIt's.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nardy"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("the program runs")
}

/// stdout and the exit code.
fn nardy(args: &[&str]) -> (String, i32) {
    let out = run(args);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// Asserts a refusal: exit code 2, nothing on stdout, one line `error: …` on stderr, no raw
/// control character in it; returns the line (without `error: ` and the newline).
fn refused(args: &[&str]) -> String {
    let out = run(args);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: stdout {:?}", out.stdout);
    let line = err
        .strip_prefix("error: ")
        .and_then(|l| l.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("{args:?}: one error line, not {err:?}"));
    assert!(!line.contains('\n'), "{args:?}: one line: {err:?}");
    assert!(!line.chars().any(char::is_control), "{args:?}: {line:?}");
    line.to_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_str().expect("a path").to_owned()
}

const START: &str = r#"{"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]},
    "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": true, "B": true}}"#;

#[test]
fn moves_lists_each_position_once_then_the_count() {
    let (out, code) = nardy(&["moves", "tests/data/start.json", "6", "5"]);
    assert_eq!((out.as_str(), code), ("24/18 18/13\ncount 1\n", 0));
    let (out, _) = nardy(&["moves", "tests/data/start.json", "3", "3"]);
    assert!(out.ends_with("count 2\n"), "{out}");
}

#[test]
fn moves_writes_bearing_off_as_off() {
    let (out, _) = nardy(&["moves", "tests/data/bearing_off.json", "6", "4"]);
    assert_eq!(out, "5/off 5/1\ncount 1\n");
}

#[test]
fn moves_says_count_zero_when_nothing_can_be_played() {
    let (out, code) = nardy(&["moves", "tests/data/stuck.json", "6", "5"]);
    assert_eq!((out.as_str(), code), ("count 0\n", 0));
}

#[test]
fn check_says_ok_or_what_is_wrong() {
    assert_eq!(
        nardy(&["check", "tests/data/start.json"]),
        ("ok\n".to_string(), 0)
    );
    assert_eq!(
        refused(&["check", "tests/data/fourteen.json"]),
        "W has 14 checkers, not 15"
    );
    let err = refused(&["check", "tests/data/missing.json"]);
    assert!(
        err.starts_with("cannot read \"tests/data/missing.json\""),
        "{err}"
    );
}

#[test]
fn selfplay_prints_wins_and_pips() {
    let (out, code) = nardy(&[
        "selfplay",
        "--games",
        "2",
        "--seed",
        "3",
        "--players",
        "quick,quick",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("games 2 seed 3"), "{out}");
    assert!(
        out.contains("player 1 quick: wins") && out.contains("mean pips at the end"),
        "{out}"
    );
    assert_eq!(
        refused(&["selfplay", "--games", "1", "--players", "quick,master"]),
        "unknown player \"master\""
    );
}

#[cfg(target_os = "linux")]
#[test]
fn help_says_where_the_saves_are_kept() {
    let data = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_nardy"))
        .arg("--help")
        .env("XDG_DATA_HOME", data.path())
        .output()
        .expect("the program runs");
    let help = String::from_utf8_lossy(&out.stdout);
    let folder = data.path().join("Nardy");
    assert!(help.contains(&folder.display().to_string()), "{help}");
}

#[cfg(unix)]
#[test]
fn a_pipe_or_an_endless_device_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("fifo.json");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let fifo = fifo.to_str().expect("a path");
    let started = Instant::now();
    for args in [
        &["check", fifo][..],
        &["moves", fifo, "6", "5"],
        &["check", "/dev/zero"],
        &["moves", "/dev/zero", "6", "5"],
    ] {
        let err = refused(args);
        assert!(err.contains("is not a regular file"), "{args:?}: {err}");
    }
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "nothing waited"
    );
    let big = write(dir.path(), "big.json", &" ".repeat(2 << 20));
    let err = refused(&["check", &big]);
    assert!(err.contains("is larger than"), "{err}");
    // A byte-order mark is no reason to refuse a save (the window reads it too).
    let bom = write(dir.path(), "bom.json", &format!("\u{feff}{START}"));
    assert_eq!(nardy(&["check", &bom]), ("ok\n".to_string(), 0));
}

#[test]
fn what_a_file_says_is_escaped_and_shortened_in_the_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Set the terminal's title, then clear the screen: JSON escapes of ESC and BEL.
    let title = r"\u001b]0;owned\u0007\u001b[2J";
    let evil = START.replace(
        r#""first_turn""#,
        &format!(r#""players": {{"W": "{title}", "B": "human"}}, "first_turn""#),
    );
    let file = write(dir.path(), "evil.json", &evil);
    let err = refused(&["check", &file]);
    assert!(err.starts_with("unknown player \"\\u{1b}]0;owned"), "{err}");
    let long = START.replace(
        r#""first_turn""#,
        &format!(
            r#""players": {{"W": "{}", "B": "human"}}, "first_turn""#,
            "x".repeat(1 << 19)
        ),
    );
    let file = write(dir.path(), "long.json", &long);
    let err = refused(&["check", &file]);
    assert!(
        err.len() < 300 && err.contains("(524288 characters)"),
        "{} bytes",
        err.len()
    );
    let not_json = write(
        dir.path(),
        "notjson.json",
        &format!("{{\"version\": \"{}", "y".repeat(1 << 19)),
    );
    let err = refused(&["check", &not_json]);
    assert!(err.len() < 400, "{} bytes", err.len());
    // A file name with a newline is escaped too.
    let odd = dir.path().join("a\nb.json");
    let err = refused(&["check", odd.to_str().expect("a path")]);
    assert!(err.contains("a\\nb.json"), "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn an_answer_that_cannot_be_written_exits_with_code_2_and_says_so_on_stderr() {
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    for args in [
        &["check", "tests/data/start.json"][..],
        &["check", "/nope"],
        &["moves", "tests/data/start.json", "6", "5"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_nardy"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(Stdio::from(full.try_clone().expect("a handle")))
            .output()
            .expect("the program runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

#[test]
fn selfplay_refuses_counts_it_cannot_run() {
    for (args, says) in [
        (&["selfplay", "--games", "0"][..], "--games 0"),
        (&["selfplay", "--games", "4294967295"], "--games 4294967295"),
        (
            &["selfplay", "--games", "1", "--threads", "0"],
            "--threads 0",
        ),
        (
            &["selfplay", "--games", "1", "--threads", "100000"],
            "--threads 100000",
        ),
    ] {
        let err = refused(args);
        assert!(err.starts_with(says), "{args:?}: {err}");
    }
    // Beyond what the count can hold: clap refuses, with its exit code 2.
    let out = run(&["selfplay", "--games", "18446744073709551615"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn unreachable_positions_and_huge_scores_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cases = [
        (
            // Black holds 18-23 with every White checker behind it.
            r#"{"version": 1, "points": {"24": ["W", 15], "23": ["B", 1], "22": ["B", 1], "21": ["B", 1], "20": ["B", 1], "19": ["B", 1], "18": ["B", 1], "12": ["B", 9]}, "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#,
            "B holds six points in a row",
        ),
        (
            r#"{"version": 1, "points": {"24": ["W", 14], "18": ["W", 1], "12": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": true}}"#,
            "W is to move, but B has not made its first move",
        ),
        (
            r#"{"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "B", "first_turn": {"W": false, "B": true}}"#,
            "first_turn says W has moved, but all its checkers are on point 24",
        ),
        (
            r#"{"version": 1, "points": {"2": ["W", 15], "12": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "B", "first_turn": {"W": false, "B": true}}"#,
            "W has moved 330 pips in its one turn",
        ),
    ];
    for (i, (json, says)) in cases.iter().enumerate() {
        let file = write(dir.path(), &format!("{i}.json"), json);
        let err = refused(&["check", &file]);
        assert!(err.starts_with(says), "{says}: {err}");
    }
    let huge = START.replace(
        r#""first_turn""#,
        r#""score": {"W": 4294967295, "B": 0}, "first_turn""#,
    );
    let file = write(dir.path(), "score.json", &huge);
    assert!(refused(&["check", &file]).starts_with("a match score of 4294967295"));
}

#[test]
fn a_language_the_window_does_not_speak_is_refused_with_the_reason() {
    let out = run(&["--lang", "fr", "check", "tests/data/start.json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert!(
        err.starts_with("error: ") && err.contains("the window speaks en, de, ru, not \"fr\""),
        "{err}"
    );
    // A locale name of a language it speaks is taken.
    assert_eq!(
        nardy(&["--lang", "de-AT", "check", "tests/data/start.json"]),
        ("ok\n".to_string(), 0)
    );
}

/// Runs the program through `sh` with its stdout redirected by `redirect` (`>&-` closes it).
#[cfg(unix)]
fn with_stdout(redirect: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_nardy"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("RUST_LOG", "off")
        .output()
        .expect("sh runs the nardy binary")
}

#[cfg(unix)]
#[test]
fn an_answer_or_help_lost_to_a_closed_or_full_stdout_is_an_error_exit() {
    // These once exited 0 with the answer lost.
    for (args, redirect) in [
        (&["check", "tests/data/start.json"][..], ">&-"),
        (&["--help"], ">&-"),
        (&["check", "--help"], ">&-"),
        (&["--help"], ">/dev/full"),
        (&["check", "tests/data/start.json"], ">/dev/full"),
    ] {
        let output = with_stdout(redirect, args);
        let what = format!("{} {redirect}", args.join(" "));
        assert_eq!(output.status.code(), Some(2), "{what}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with("error: "), "{what}: {err}");
    }
    // Thrown away on purpose is not lost.
    for args in [&["check", "tests/data/start.json"][..], &["--help"]] {
        let output = with_stdout(">/dev/null", args);
        assert_eq!(output.status.code(), Some(0), "{args:?} >/dev/null");
    }
}
