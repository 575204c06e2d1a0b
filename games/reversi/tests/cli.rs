//! The command line from outside, through the built program: answers on stdout, refusals as
//! one line on stderr with exit code 2, never a panic, and quiet when the reader goes away.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use reversi_core::{Game, Player, Rules, SaveFile};

fn reversi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .env("RUST_LOG", "off")
        .output()
        .expect("the reversi binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The command was refused: exit code 2, nothing on stdout, one `error:` line on stderr,
/// which is returned.
fn refused(output: &Output, what: &str) -> String {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(2), "{what}: {err}");
    assert!(stdout(output).is_empty(), "{what}: {}", stdout(output));
    assert!(err.starts_with("error"), "{what}: {err}");
    assert!(!err.contains("panicked"), "{what}: {err}");
    err
}

fn write_save(dir: &Path, name: &str, file: &SaveFile) -> String {
    let path = dir.join(name);
    std::fs::write(&path, file.to_json().expect("a save is JSON")).expect("write");
    path.to_str().expect("a path").to_owned()
}

#[test]
fn check_says_ok_or_refuses_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let game = Game::replay(Rules::Document, &["f4", "f5"]).expect("legal");
    let good = write_save(
        dir.path(),
        "good.json",
        &SaveFile::of(&game, [Player::Human; 2]),
    );
    let output = reversi(&["check", &good]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "ok: document rules, 2 moves, yellow to move\n"
    );

    let mut bad = SaveFile::of(&game, [Player::Human; 2]);
    bad.board[0] = "R.......".into();
    let bad = write_save(dir.path(), "bad.json", &bad);
    let err = refused(&reversi(&["check", &bad]), "one stone too many");
    assert!(
        err.contains("is not a Reversi game") && err.contains("7 stones"),
        "{err}"
    );

    let missing = dir.path().join("none.json");
    let err = refused(
        &reversi(&["check", missing.to_str().expect("path")]),
        "no file",
    );
    assert!(err.contains("none.json"), "{err}");
    refused(&reversi(&["check", "/dev/zero"]), "a device");
    refused(
        &reversi(&["check", dir.path().to_str().expect("path")]),
        "a folder",
    );
}

#[cfg(unix)]
#[test]
fn check_refuses_a_pipe_without_waiting_for_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("pipe.json");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let err = refused(&reversi(&["check", fifo.to_str().expect("path")]), "a pipe");
    assert!(err.contains("not a regular file"), "{err}");
}

#[test]
fn a_long_value_is_shortened_in_every_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A command line takes at most 128 kB in one argument.
    let long = "x".repeat(100_000);
    let game = Game::new(Rules::Document);
    let mut file = SaveFile::of(&game, [Player::Human; 2]);
    file.players = Some(reversi_core::PlayersFile {
        yellow: long.clone(),
        red: "human".into(),
    });
    let named = write_save(dir.path(), "named.json", &file);
    // One stone laid, as the board has: the move itself is what is wrong.
    let one = Game::replay(Rules::Document, &["f4"]).expect("legal");
    let mut file = SaveFile::of(&one, [Player::Human; 2]);
    file.moves = vec![long.clone()];
    let moved = write_save(dir.path(), "moved.json", &file);
    let keyed = dir.path().join("keyed.json");
    std::fs::write(
        &keyed,
        format!("{{\"version\": 1, \"rules\": \"{long}\", \"moves\": [], \"board\": []}}"),
    )
    .expect("write");
    let keyed = keyed.to_str().expect("path").to_owned();
    let cases: [(&str, Vec<&str>); 4] = [
        ("a player's name", vec!["check", &named]),
        ("a move in a file", vec!["check", &moved]),
        ("a key's value", vec!["check", &keyed]),
        ("a move on the command line", vec!["play", &long]),
    ];
    for (what, args) in cases {
        let err = refused(&reversi(&args), what);
        assert!(err.len() < 400, "{what}: {} bytes: {:.200}", err.len(), err);
        assert!(
            err.contains("xxxxx"),
            "{what}: the value is still quoted: {err}"
        );
    }
}

#[test]
fn selfplay_refuses_counts_it_cannot_play_and_says_why() {
    for games in ["0", "4294967296", "18446744073709551615", "1000001", "many"] {
        let err = refused(&reversi(&["selfplay", "--games", games]), games);
        assert!(err.contains("from 1 to 1000000"), "{games}: {err}");
    }
    let output = reversi(&["selfplay", "--games", "1", "--players", "random,greedy"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).starts_with("1 games random vs greedy"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn a_full_stderr_is_no_panic_and_a_closed_stdout_is_quiet() {
    let Ok(full) = std::fs::File::create("/dev/full") else {
        eprintln!("no /dev/full on this system; skipped");
        return;
    };
    let output = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(["play", "z9"])
        .stderr(Stdio::from(full))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2), "refused, not a panic (101)");

    // A reader that has gone (`reversi selfplay | head -1`): stdout is a pipe whose reading
    // end is closed before the program starts.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let output = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(["selfplay", "--games", "20", "--players", "random,random"])
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .output()
        .expect("runs");
    assert_eq!(stderr(&output), "", "quiet on a broken pipe");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn play_takes_classic_anywhere_and_its_help_example_is_legal() {
    let before = reversi(&["play", "--classic", "f4"]);
    let after = reversi(&["play", "f4", "--classic"]);
    assert!(before.status.success(), "{}", stderr(&before));
    assert_eq!(stdout(&before), stdout(&after), "--classic after the moves");

    let help = stdout(&reversi(&["play", "--help"]));
    let example = help
        .split("Moves like `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .expect("the help gives an example");
    let moves: Vec<&str> = example.split_whitespace().collect();
    for rules in [&[][..], &["--classic"][..]] {
        let mut args = vec!["play"];
        args.extend_from_slice(rules);
        args.extend_from_slice(&moves);
        let output = reversi(&args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    }
}

#[test]
fn lang_takes_the_languages_of_the_window_only() {
    let err = refused(&reversi(&["--lang", "fr", "check", "x"]), "--lang fr");
    assert!(
        err.contains("\"fr\" is not a language of Reversi: en or de"),
        "{err}"
    );
}

#[test]
fn othello_starts_from_the_standard_position_with_black_first() {
    let output = reversi(&["play", "--othello", "d3"]);
    assert!(output.status.success(), "{}", stderr(&output));
    // Black d3 turns White's d4: Black on d3, d4, d5, e4; White on e5.
    assert_eq!(
        stdout(&output),
        "........\n........\n...Y....\n...YY...\n...YR...\n........\n........\n........\n\
         black 4 white 1\nwhite to move\n"
    );
    let err = refused(
        &reversi(&["play", "--othello", "f4"]),
        "f4 turns nothing here",
    );
    assert!(err.contains("would turn nothing"), "{err}");
    refused(
        &reversi(&["play", "--othello", "--classic", "d3"]),
        "one rule set",
    );
}

#[test]
fn solve_lists_every_move_with_its_exact_score_best_first() {
    // Black a1 and the lower half, White b1: Black's only move c1 leaves White no stone, and
    // the 29 empty cells go to the winner; White to move must pass.
    let board = format!("XO{}{}", "-".repeat(30), "X".repeat(32));
    let output = reversi(&["solve", &board, "X"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "C1:+64\n");
    assert_eq!(stdout(&reversi(&["solve", &board, "O"])), "PS:-64\n");

    // A late position of an Othello game: the solver's every move and score, best first.
    let mut game = Game::new(Rules::Othello);
    let mut pick = 7_usize;
    while game.position().board().empty().len() > 12 && !game.position().is_over() {
        let moves = game.position().legal_moves();
        pick = (pick * 31 + 17) % 1009;
        game.play(moves[pick % moves.len()]).expect("a legal move");
    }
    let position = game.position();
    let ffo: String = reversi_core::Cell::all()
        .map(|cell| match position.board().at(cell) {
            Some(reversi_core::Colour::Yellow) => 'X',
            Some(reversi_core::Colour::Red) => 'O',
            None => '-',
        })
        .collect();
    let side = match position.to_move() {
        reversi_core::Colour::Yellow => "X",
        reversi_core::Colour::Red => "O",
    };
    let expected: String = reversi_core::endgame::solve(position.board(), position.to_move())
        .into_iter()
        .map(|(mv, score)| format!("{}:{score:+}\n", reversi_core::ffo::move_name(mv)))
        .collect();
    assert!(expected.lines().count() > 1, "a choice: {expected}");
    assert_eq!(stdout(&reversi(&["solve", &ffo, side])), expected);

    let err = refused(&reversi(&["solve", "XO", "X"]), "a short board");
    assert!(err.contains("64 cells"), "{err}");
    refused(
        &reversi(&["solve", &board, "black"]),
        "a side that is not X or O",
    );
    let start = format!("{}OX{}XO{}", "-".repeat(27), "-".repeat(6), "-".repeat(27));
    let err = refused(&reversi(&["solve", &start, "X"]), "60 empty cells");
    assert!(err.contains("too many"), "{err}");
}

#[test]
fn solve_gives_the_fforum_scores_of_position_1() {
    // FForum position 1 (fforum-1-19.obf of Edax's problem set): 14 empty cells, Black to
    // move, and the exact score of every move as the file lists it.
    let board = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--";
    let file = "G8:+18 H1:+12 H7:+6 A2:+6 A3:+4 B1:-4 A4:-22 G2:-24";
    let output = reversi(&["solve", board, "X"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let mut got: Vec<&str> = text.lines().collect();
    assert_eq!(got.first(), Some(&"G8:+18"), "{text}");
    let mut want: Vec<&str> = file.split_whitespace().collect();
    got.sort_unstable();
    want.sort_unstable();
    assert_eq!(got, want);
}

/// Runs the program through `sh` with its stdout redirected by `redirect` (`>&-` closes it).
#[cfg(unix)]
fn with_stdout(redirect: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .env("RUST_LOG", "off")
        .output()
        .expect("sh runs the reversi binary")
}

#[cfg(unix)]
#[test]
fn an_answer_or_help_lost_to_a_closed_or_full_stdout_is_an_error_exit() {
    // These once exited 0 with the answer lost.
    for (args, redirect) in [
        (&["play", "d3"][..], ">&-"),
        (&["--help"], ">&-"),
        (&["check", "--help"], ">&-"),
        (&["--help"], ">/dev/full"),
        (&["play", "d3"], ">/dev/full"),
    ] {
        let output = with_stdout(redirect, args);
        let what = format!("{} {redirect}", args.join(" "));
        assert_eq!(output.status.code(), Some(2), "{what}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with("error: "), "{what}: {err}");
    }
    // Thrown away on purpose is not lost.
    for args in [&["play", "d3"][..], &["--help"]] {
        let output = with_stdout(">/dev/null", args);
        assert_eq!(output.status.code(), Some(0), "{args:?} >/dev/null");
    }
}

#[test]
fn solve_prints_the_final_result_of_a_finished_position() {
    // Once: nothing printed, exit 0.
    let full = format!("{}{}", "X".repeat(40), "O".repeat(24));
    assert_eq!(stdout(&reversi(&["solve", &full, "X"])), "end:+16\n");
    assert_eq!(stdout(&reversi(&["solve", &full, "O"])), "end:-16\n");
    // Neither side can move, 62 cells empty: they go to the winner.
    let stuck = format!("X{}", "-".repeat(63));
    let output = reversi(&["solve", &stuck, "O"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "end:-64\n");
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_a_long_solve_with_the_moves_solved_so_far() {
    // FForum position 39: 26 empty cells, minutes of work (once: past 120 s, nothing said).
    let long = "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------";
    let child = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(["solve", long, "O"])
        .env("RUST_LOG", "off")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("reversi runs");
    // Ctrl-C once the program listens for it (its handler is in place: SIGINT is caught).
    let status = format!("/proc/{}/status", child.id());
    let guard = std::time::Instant::now();
    loop {
        let caught = std::fs::read_to_string(&status)
            .ok()
            .and_then(|s| {
                s.lines()
                    .find_map(|l| l.strip_prefix("SigCgt:"))
                    .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
            })
            .is_some_and(|mask| mask & (1 << (2 - 1)) != 0);
        if caught {
            break;
        }
        assert!(
            guard.elapsed() < std::time::Duration::from_secs(60),
            "never listened"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let output = child.wait_with_output().expect("it ends");
    assert_eq!(output.status.code(), Some(130), "{}", stderr(&output));
    let err = stderr(&output);
    // Said first: what it may take (once: past 120 s without a word).
    assert!(
        err.starts_with("note: 26 empty cells may take many minutes"),
        "{err}"
    );
    let (solved, moves) = err
        .lines()
        .last()
        .unwrap_or_default()
        .strip_prefix("interrupted: ")
        .and_then(|rest| rest.split_once(" of "))
        .and_then(|(solved, rest)| {
            let moves = rest.split(' ').next()?.parse::<usize>().ok()?;
            Some((solved.parse::<usize>().ok()?, moves))
        })
        .unwrap_or_else(|| panic!("{err}"));
    assert!(solved < moves, "{err}");
    assert_eq!(
        stdout(&output).lines().count(),
        solved,
        "the moves solved, printed"
    );
}
