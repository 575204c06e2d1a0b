//! The exact endgame solver on the FForum test positions (`tests/data`, see its README): the
//! standard benchmark of exact solvers, a position and the exact score of every move.
//!
//! Positions 1–19 (14–16 empty cells) run in the suite: each must give the file's best score
//! and a best move the file scores with it. The solver is built optimised in tests (the
//! workspace's `[profile.dev.package.reversi-core]`), so they take a few seconds together.
//! Positions 20–39 (up to 26 empty cells) take a minute or two, the harder set 40–59 (20 to
//! 34 empty cells) many minutes to hours; both run with `--ignored` in a release build:
//! `cargo test --release -p reversi-core --test fforum -- --ignored` (one set: add
//! `fforum_positions_20_to_39` or `fforum_positions_40_to_59`; figures in
//! docs/reversi-endgame.md).

use reversi_core::endgame::Solver;
use reversi_core::ffo::{self, Problem};

/// The positions of a data file, numbered from `first`.
fn problems(text: &str, first: usize) -> Vec<(usize, Problem)> {
    (first..)
        .zip(text.lines().filter(|line| !line.trim().is_empty()))
        .map(|(n, line)| {
            let problem = ffo::parse_line(line).unwrap_or_else(|e| panic!("position {n}: {e}"));
            (n, problem)
        })
        .collect()
}

/// Every position's best move and score by the solver against the file; the positions that
/// differ, as messages.
fn wrong_answers(problems: &[(usize, Problem)]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (n, problem) in problems {
        let expected = problem.best_score();
        let found =
            Solver::for_empties(problem.board.empty().len()).best(&problem.board, problem.mover);
        let scored_best = found.is_some_and(|(mv, score)| {
            Some(score) == expected && problem.scores.contains(&(mv, score))
        });
        if !scored_best {
            wrong.push(format!(
                "position {n}: the file's best score is {expected:?}, the solver plays {found:?}"
            ));
        }
    }
    wrong
}

#[test]
fn fforum_positions_1_to_19_are_solved_exactly() {
    let problems = problems(include_str!("data/fforum-1-19.obf"), 1);
    assert_eq!(problems.len(), 19);
    assert!(
        problems
            .iter()
            .all(|(_, p)| (14..=16).contains(&p.board.empty().len()))
    );
    let wrong = wrong_answers(&problems);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_move_of_fforum_position_1_gets_the_files_score() {
    // The listing behind `reversi solve`: not only the best move, each move exactly.
    let problems = problems(include_str!("data/fforum-1-19.obf"), 1);
    let (_, problem) = &problems[0];
    let listed = Solver::new().solve(&problem.board, problem.mover);
    let mut expected = problem.scores.clone();
    let mut got = listed.clone();
    expected.sort_by_key(|&(mv, _)| mv.to_string());
    got.sort_by_key(|&(mv, _)| mv.to_string());
    assert_eq!(got, expected);
    assert_eq!(listed[0], problem.scores[0]);
}

#[test]
fn two_threads_give_the_files_scores_on_the_positions_of_16_empty_cells() {
    // From 16 empty cells on, a solve shares the moves among threads: every move's score and
    // the best move must be those of the file, whichever thread finishes first.
    let problems = problems(include_str!("data/fforum-1-19.obf"), 1);
    for (n, problem) in problems.iter().filter(|(_, p)| p.board.empty().len() == 16) {
        let listed = Solver::new()
            .threads(2)
            .solve(&problem.board, problem.mover);
        let mut expected = problem.scores.clone();
        let mut got = listed.clone();
        expected.sort_by_key(|&(mv, _)| mv.to_string());
        got.sort_by_key(|&(mv, _)| mv.to_string());
        assert_eq!(got, expected, "position {n}");
        let best = Solver::new().threads(2).best(&problem.board, problem.mover);
        assert!(
            best.is_some_and(|b| Some(b.1) == problem.best_score() && problem.scores.contains(&b)),
            "position {n}: {best:?}"
        );
    }
}

#[test]
fn two_threads_splitting_below_the_root_give_the_files_best_on_positions_22_and_23() {
    // 17 and 18 empty cells: the threads share the moves of nodes below the root too (from
    // 16 empty cells on), with one table; the answer must still be exact.
    let problems = problems(include_str!("data/fforum-20-39.obf"), 20);
    for (n, problem) in problems.iter().filter(|(n, _)| (22..=23).contains(n)) {
        let best = Solver::new().threads(2).best(&problem.board, problem.mover);
        assert!(
            best.is_some_and(|b| Some(b.1) == problem.best_score() && problem.scores.contains(&b)),
            "position {n}: {best:?}"
        );
    }
}

#[test]
#[ignore = "minutes: run in a release build with --ignored"]
fn fforum_positions_20_to_39_are_solved_exactly() {
    let problems = problems(include_str!("data/fforum-20-39.obf"), 20);
    assert_eq!(problems.len(), 20);
    let wrong = wrong_answers(&problems);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
#[ignore = "a minute: run in a release build with --ignored"]
fn fforum_positions_20_to_39_take_under_400_million_positions_on_one_thread() {
    // The size of the tree, the figure of the move order that does not depend on the
    // machine's load (one thread searches the same positions every run): 459 million before
    // round 3's order (docs/reversi-endgame.md), 365 million after.
    let problems = problems(include_str!("data/fforum-20-39.obf"), 20);
    let mut nodes = 0;
    for (n, problem) in &problems {
        let mut solver = Solver::for_empties(problem.board.empty().len()).threads(1);
        let found = solver.best(&problem.board, problem.mover);
        assert_eq!(found.map(|f| f.1), problem.best_score(), "position {n}");
        nodes += solver.nodes();
    }
    assert!(nodes < 400_000_000, "{nodes} positions");
}

#[test]
#[ignore = "hours (28-34 empty cells): run in a release build with --ignored"]
fn fforum_positions_40_to_59_are_solved_exactly() {
    let problems = problems(include_str!("data/fforum-40-59.obf"), 40);
    assert_eq!(problems.len(), 20);
    let wrong = wrong_answers(&problems);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// How many times the stop of [`a_stopped_solve_keeps_only_exact_scores`] was asked.
static ASKED: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Says stop from the 200th time it is asked on (a few moves into position 1).
fn stop_soon() -> bool {
    ASKED.fetch_add(1, std::sync::atomic::Ordering::SeqCst) >= 200
}

#[test]
fn a_stopped_solve_keeps_only_exact_scores() {
    // What `reversi solve` prints after Ctrl-C: the moves solved by then, each exact.
    let problems = problems(include_str!("data/fforum-1-19.obf"), 1);
    let (_, problem) = &problems[0];
    let mut told = Vec::new();
    let stopped = Solver::new()
        .stop_when(stop_soon)
        .solve_each(&problem.board, problem.mover, |done, moves, scored| {
            told.push((done, moves, scored));
        })
        .expect_err("stopped before the end");
    assert_eq!(stopped.moves, problem.scores.len());
    assert!(stopped.solved.len() < stopped.moves);
    assert_eq!(
        told.len(),
        stopped.solved.len(),
        "each solved move was told"
    );
    for (mv, score) in &stopped.solved {
        assert!(
            problem.scores.contains(&(*mv, *score)),
            "{mv} {score} is exact"
        );
    }
    // Told one by one, counting up to the moves of the position.
    for (i, (done, moves, scored)) in told.iter().enumerate() {
        assert_eq!(
            (*done, *moves, *scored),
            (i + 1, problem.scores.len(), stopped.solved[i])
        );
    }
}
