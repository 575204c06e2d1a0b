//! The command line on hand-written save files.

use std::process::Command;

fn nardy(args: &[&str]) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_nardy"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the program runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

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
    let (out, code) = nardy(&["check", "tests/data/fourteen.json"]);
    assert_eq!(
        (out.as_str(), code),
        ("error: W has 14 checkers, not 15\n", 2)
    );
    let (out, code) = nardy(&["check", "tests/data/missing.json"]);
    assert!(out.starts_with("error: cannot read") && code == 2, "{out}");
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
    let (out, code) = nardy(&["selfplay", "--games", "1", "--players", "quick,master"]);
    assert_eq!(
        (out.as_str(), code),
        ("error: unknown player \"master\"\n", 2)
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
