//! The command line on save files: `moves` and `ai` give the golden answers, `check` says
//! what is wrong, `selfplay` repeats itself for a seed. Results go to stdout, refusals to
//! stderr with exit code 2, paths in messages are quoted and escaped.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use loopit_core::{Board, Level, Player, SaveFile, Tile, golden};

const GOLDEN: &str = include_str!("../crates/loopit-core/tests/data/placements.txt");

fn loopit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_loopit"))
        .args(args)
        .output()
        .expect("the loopit binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Asserts that `output` is a refusal: exit code 2, nothing on stdout, one line `error: …` on
/// stderr; returns that line.
fn refused(output: &Output, what: &str) -> String {
    assert_eq!(output.status.code(), Some(2), "{what}: {}", stderr(output));
    assert_eq!(stdout(output), "", "{what}: nothing on stdout");
    let err = stderr(output);
    assert!(err.starts_with("error: "), "{what}: {err}");
    assert_eq!(err.lines().count(), 1, "{what}: one line: {err}");
    err
}

/// The golden cases, read by the core's reader of the file.
fn golden() -> Vec<golden::Case> {
    golden::parse(GOLDEN).unwrap_or_else(|e| panic!("the golden file: {e}"))
}

/// The bank of a case's `greedy` line, as names.
fn turn_bank(case: &golden::Case) -> Vec<String> {
    let turn = case.turn.as_ref().expect("a greedy line");
    turn.bank.iter().map(Tile::to_string).collect()
}

fn save_file(dir: &Path, name: &str, board: &Board, bank: &[String]) -> PathBuf {
    let bank: Vec<Tile> = bank.iter().map(|n| n.parse().expect("a tile")).collect();
    let players = [
        Player::human("Anna"),
        Player::computer("Computer", Level::Normal),
    ];
    let path = dir.join(name);
    let save = SaveFile::of_position(board, &bank, &players, 0);
    std::fs::write(&path, save.to_json()).expect("write");
    path
}

#[test]
fn ai_prints_the_golden_computer_turns() {
    let dir = tempfile::tempdir().expect("temp dir");
    let positions = golden();
    assert!(positions.len() >= 3);
    for (i, position) in positions.iter().enumerate() {
        let file = save_file(
            dir.path(),
            &format!("p{i}.json"),
            &position.board,
            &turn_bank(position),
        );
        let output = loopit(&["ai", file.to_str().expect("utf-8 path")]);
        assert!(output.status.success(), "position {}", i + 1);
        let expected = &position.turn.as_ref().expect("a greedy line").placements;
        assert_eq!(
            stdout(&output),
            format!("{expected}\n"),
            "position {}",
            i + 1
        );
    }
}

#[test]
fn moves_prints_the_golden_legal_cells_and_points() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut checked = 0;
    for (i, position) in golden().iter().enumerate() {
        // The listed tiles that are not on the board, five to a bank.
        let tiles: Vec<&golden::TileLine> = position
            .tiles
            .iter()
            .filter(|t| !position.board.tiles_on_board().contains(t.tile))
            .collect();
        for (j, chunk) in tiles.chunks(5).enumerate() {
            let bank: Vec<String> = chunk.iter().map(|t| t.tile.to_string()).collect();
            let file = save_file(
                dir.path(),
                &format!("p{i}-{j}.json"),
                &position.board,
                &bank,
            );
            let output = loopit(&["moves", file.to_str().expect("utf-8 path")]);
            assert!(output.status.success());
            // A tile without legal cells is printed `tile NAME` alone.
            let expected: String = chunk.iter().map(|t| format!("{}\n", t.answer())).collect();
            assert_eq!(stdout(&output), expected, "position {}", i + 1);
            checked += chunk.len();
        }
    }
    assert!(checked > 100, "checked {checked} tile lines");
}

#[test]
fn check_says_ok_or_what_is_wrong() {
    let dir = tempfile::tempdir().expect("temp dir");
    let position = &golden()[0];
    let good = save_file(
        dir.path(),
        "good.json",
        &position.board,
        &turn_bank(position),
    );
    // A game, not only a position: the scores must cover what the board's tiles earned.
    let mut save =
        SaveFile::from_json(&std::fs::read_to_string(&good).expect("read")).expect("a save");
    for player in &mut save.players {
        player.score = 5_000;
    }
    std::fs::write(&good, save.to_json()).expect("write");
    let output = loopit(&["check", good.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "ok\n");
    assert_eq!(stderr(&output), "");

    let bad = dir.path().join("bad.json");
    let text = std::fs::read_to_string(&good)
        .expect("read")
        .replace("\"541\"", "\"999\"");
    std::fs::write(&bad, text).expect("write");
    // What is wrong goes to stderr, as for every other command; stdout stays empty.
    let output = loopit(&["check", bad.to_str().expect("path")]);
    assert_eq!(
        refused(&output, "a bad tile"),
        "error: board entry 1: tile \"999\" does not exist\n"
    );

    let missing = dir.path().join("none.json");
    let output = loopit(&["check", missing.to_str().expect("path")]);
    let err = refused(&output, "a missing file");
    assert!(err.starts_with("error: cannot read \""), "{err}");
    assert!(err.contains("none.json"), "{err}");
}

#[test]
fn every_refusal_exits_with_code_2_and_one_error_line_on_stderr() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{}").expect("write");
    let bad = bad.to_str().expect("path");
    let folder = dir.path().to_str().expect("path");
    let cases: [(&str, &[&str]); 9] = [
        ("check a bad file", &["check", bad]),
        ("check a folder", &["check", folder]),
        ("moves of a bad file", &["moves", bad]),
        ("ai of a folder", &["ai", folder]),
        ("hint of a bad file", &["hint", bad]),
        ("no games", &["selfplay", "--games", "0"]),
        (
            "one seat",
            &["selfplay", "--games", "1", "--players", "normal"],
        ),
        (
            "five seats",
            &[
                "selfplay",
                "--games",
                "1",
                "--players",
                "normal,normal,normal,normal,normal",
            ],
        ),
        (
            "an unknown level",
            &["selfplay", "--games", "1", "--players", "normal,wizard"],
        ),
    ];
    for (what, args) in cases {
        refused(&loopit(args), what);
    }
}

#[test]
fn selfplay_refuses_zero_games_and_counts_one_as_one() {
    let err = refused(&loopit(&["selfplay", "--games", "0"]), "--games 0");
    assert!(err.contains("--games 0"), "{err}");
    let err = refused(
        &loopit(&["selfplay", "--games", "1", "--players", "normal"]),
        "one seat",
    );
    assert!(err.contains("lists 1 seat;"), "{err}");
    let output = loopit(&["selfplay", "--games", "1", "--players", "beginner,beginner"]);
    assert!(output.status.success());
    let report = stdout(&output);
    let first = report.lines().next().expect("a first line");
    assert!(first.starts_with("1 game in "), "{first}");
    assert!(first.contains(", 1 thread, "), "{first}");
}

#[test]
fn selfplay_refuses_a_count_it_cannot_run_without_reserving_anything() {
    // These once panicked ("capacity overflow") or aborted on a 309 GB allocation.
    for games in ["18446744073709551615", "4294967296", "1000000001"] {
        let err = refused(&loopit(&["selfplay", "--games", games]), games);
        assert!(err.contains(&format!("--games {games}:")), "{err}");
        assert!(err.contains("at most 1000000000"), "{err}");
    }
}

#[test]
fn a_path_with_a_newline_or_an_escape_sequence_is_quoted_and_escaped() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A folder, so that the path exists and is refused as not a regular file; and a missing
    // file, refused as not found.
    let folder = dir.path().join("two\nlines\u{1b}[31mred");
    std::fs::create_dir(&folder).expect("a folder with a newline in its name");
    let missing = dir.path().join("gone\nfile.json");
    for path in [&folder, &missing] {
        for command in ["check", "moves", "ai"] {
            let output = Command::new(env!("CARGO_BIN_EXE_loopit"))
                .arg(command)
                .arg(path)
                .output()
                .expect("the loopit binary runs");
            let err = refused(&output, command);
            assert!(!err.contains('\u{1b}'), "{command}: no raw escape: {err:?}");
            assert!(
                err.contains("\\n"),
                "{command}: the newline written as \\n: {err}"
            );
            assert!(err.contains('"'), "{command}: the path in quotes: {err}");
        }
    }
}

#[test]
fn an_answer_that_cannot_be_written_exits_with_code_2() {
    // /dev/full takes no byte: every write fails as on a full disk.
    let Ok(full) = std::fs::File::create("/dev/full") else {
        eprintln!("no /dev/full on this system; skipped");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let position = &golden()[0];
    let good = save_file(
        dir.path(),
        "good.json",
        &position.board,
        &turn_bank(position),
    );
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{}").expect("write");
    let good = good.to_str().expect("path");
    let bad = bad.to_str().expect("path");
    let cases: [&[&str]; 5] = [
        &["moves", good],
        &["ai", good],
        &["check", bad],
        &["moves", bad],
        &["selfplay", "--games", "2", "--players", "beginner,beginner"],
    ];
    for args in cases {
        let output = Command::new(env!("CARGO_BIN_EXE_loopit"))
            .args(args)
            .stdout(Stdio::from(full.try_clone().expect("a second handle")))
            .stderr(Stdio::piped())
            .output()
            .expect("the loopit binary runs");
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        let err = stderr(&output);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn ai_tells_sitting_out_from_an_empty_bank() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A golden position with tiles that fit nowhere on its board (their `tile` line lists no
    // cell): a bank of just those makes the player sit out.
    let (position, stuck) = golden()
        .into_iter()
        .find_map(|position| {
            let stuck: Vec<String> = position
                .tiles
                .iter()
                .filter(|t| t.cells.is_empty() && !position.board.tiles_on_board().contains(t.tile))
                .map(|t| t.tile.to_string())
                .take(5)
                .collect();
            (!stuck.is_empty()).then_some((position, stuck))
        })
        .expect("a golden position with a tile that fits nowhere");
    for command in ["ai", "hint"] {
        let file = save_file(dir.path(), "stuck.json", &position.board, &stuck);
        let output = loopit(&[command, file.to_str().expect("path")]);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{command}: {}",
            stderr(&output)
        );
        // The contract's empty line, and a note that says why.
        assert_eq!(stdout(&output), "\n", "{command}");
        let note = stderr(&output);
        assert!(note.contains("must sit out"), "{command}: {note}");
        assert!(
            note.contains(&stuck[0]),
            "{command}: names the bank: {note}"
        );

        let file = save_file(dir.path(), "empty.json", &position.board, &[]);
        let output = loopit(&[command, file.to_str().expect("path")]);
        let err = refused(&output, "an empty bank");
        assert!(
            err.contains("bank") && err.contains("is empty"),
            "{command}: {err}"
        );
        assert!(!err.contains("sit out"), "{command}: {err}");
    }
    // A bank that fits gives placements and no note.
    let position = &golden()[0];
    let file = save_file(
        dir.path(),
        "fits.json",
        &position.board,
        &turn_bank(position),
    );
    let output = loopit(&["ai", file.to_str().expect("path")]);
    let expected = &position.turn.as_ref().expect("a greedy line").placements;
    assert_eq!(stdout(&output), format!("{expected}\n"));
    assert_eq!(stderr(&output), "");
}

#[test]
fn moves_and_ai_refuse_a_bad_file_with_exit_code_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{}").expect("write");
    for command in ["moves", "ai", "hint"] {
        let output = loopit(&[command, bad.to_str().expect("path")]);
        assert_eq!(output.status.code(), Some(2), "{command}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with("error: "), "{command}: {err}");
    }
}

/// The lines of a self-play report that do not depend on the clock: the seats' scores and
/// wins (the first line has the speed, the think-time lines the timings).
fn results(report: &str) -> Vec<String> {
    report
        .lines()
        .skip(1)
        .filter(|l| !l.contains("think time"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn selfplay_reports_speed_scores_wins_and_think_times_and_repeats_for_a_seed() {
    let run = |threads: &str| {
        let output = loopit(&[
            "selfplay",
            "--games",
            "30",
            "--seed",
            "5",
            "--players",
            "greedy,planner,beginner",
            "--threads",
            threads,
        ]);
        assert!(output.status.success());
        stdout(&output)
    };
    let (first, second, threaded) = (run("1"), run("1"), run("2"));
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines.len(), 7, "{first}");
    assert!(lines[0].starts_with("30 games in "), "{}", lines[0]);
    assert!(lines[0].contains("games per second"));
    // The old names are read; the report uses the new ones.
    assert!(
        lines[1].starts_with("seat 1 (normal): mean score "),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("seat 2 (strong): mean score "),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("seat 3 (beginner): mean score "),
        "{}",
        lines[3]
    );
    let wins: f64 = lines[1..4]
        .iter()
        .map(|l| {
            let share = l
                .split("wins ")
                .nth(1)
                .and_then(|rest| rest.split('%').next())
                .expect("wins N%");
            share.parse::<f64>().expect("a percentage")
        })
        .sum();
    assert!((wins - 100.0).abs() < 0.5, "wins add up to 100%: {wins}");
    assert!(lines[1].contains("(95% interval "), "{}", lines[1]);
    for line in &lines[4..] {
        assert!(line.contains("think time per turn: mean "), "{line}");
        assert!(line.contains(" p99 "), "{line}");
    }
    // Everything but the timing repeats for the same seed, on one thread or two.
    assert_eq!(results(&first), results(&second));
    assert_eq!(results(&first), results(&threaded));
}

#[test]
fn hint_prints_the_experts_turn_in_the_ai_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let position = &golden()[0];
    let file = save_file(dir.path(), "p.json", &position.board, &turn_bank(position));
    let output = loopit(&["hint", file.to_str().expect("path")]);
    assert!(output.status.success());
    let line = stdout(&output);
    let placements: Vec<&str> = line.split_whitespace().collect();
    assert!((1..=3).contains(&placements.len()), "{line}");
    for placement in &placements {
        let (tile, rest) = placement.split_once('@').expect("NAME@r,c=points");
        assert!(turn_bank(position).iter().any(|t| t == tile), "{placement}");
        assert!(rest.contains(',') && rest.contains('='), "{placement}");
    }
    // The same file gives the same hint.
    let again = loopit(&["hint", file.to_str().expect("path")]);
    assert_eq!(stdout(&again), line);
}

#[test]
fn every_command_has_help() {
    for command in ["moves", "ai", "check", "selfplay", "hint"] {
        let output = loopit(&[command, "--help"]);
        assert!(output.status.success(), "{command}");
        assert!(stdout(&output).contains("Usage: loopit"), "{command}");
    }
}

#[test]
fn selfplay_refuses_threads_and_think_times_out_of_range_and_says_the_range() {
    // These once started 1,746 threads without playing, or thought for 2^61 ms.
    let cases: [(&[&str], &str); 5] = [
        (&["--threads", "100000"], "100000"),
        (
            &["--threads", "18446744073709551615"],
            "18446744073709551615",
        ),
        (&["--threads", "0"], "0"),
        (
            &["--think-ms", "18446744073709551615"],
            "18446744073709551615",
        ),
        (&["--think-ms", "0"], "0"),
    ];
    for (extra, value) in cases {
        let mut args = vec!["selfplay", "--games", "1"];
        args.extend_from_slice(extra);
        let output = loopit(&args);
        let what = args.join(" ");
        assert_eq!(output.status.code(), Some(2), "{what}: {}", stderr(&output));
        assert_eq!(stdout(&output), "", "{what}: nothing played");
        let err = stderr(&output);
        assert!(err.starts_with("error: "), "{what}: {err}");
        assert!(
            err.contains(value) && err.contains(extra[0]),
            "{what}: {err}"
        );
    }
    let help = stdout(&loopit(&["selfplay", "--help"]));
    assert!(help.contains("1 to 64"), "{help}");
    assert!(help.contains("1 to 60000"), "{help}");
    let output = loopit(&[
        "selfplay",
        "--games",
        "1",
        "--players",
        "beginner,beginner",
        "--threads",
        "64",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
}

/// Runs the program through `sh` with its stdout redirected by `redirect` (`>&-` closes it).
#[cfg(unix)]
fn loopit_with_stdout(redirect: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_loopit"))
        .args(args)
        .output()
        .expect("sh runs the loopit binary")
}

#[cfg(unix)]
#[test]
fn an_answer_or_help_lost_to_a_closed_or_full_stdout_is_an_error_exit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let position = &golden()[0];
    let save = save_file(dir.path(), "a.json", &position.board, &turn_bank(position));
    let save = save.to_str().expect("path");
    // These once exited 0 with the answer lost.
    for (args, redirect) in [
        (&["moves", save][..], ">&-"),
        (&["--help"], ">&-"),
        (&["selfplay", "--help"], ">&-"),
        (&["--version"], ">&-"),
        (&["--help"], ">/dev/full"),
        (&["moves", save], ">/dev/full"),
    ] {
        let output = loopit_with_stdout(redirect, args);
        let what = format!("{} {redirect}", args.join(" "));
        assert_eq!(output.status.code(), Some(2), "{what}");
        let err = stderr(&output);
        assert!(err.starts_with("error: "), "{what}: {err}");
    }
    // Thrown away on purpose is not lost.
    for args in [&["moves", save][..], &["--help"]] {
        let output = loopit_with_stdout(">/dev/null", args);
        assert_eq!(output.status.code(), Some(0), "{args:?} >/dev/null");
    }
}
