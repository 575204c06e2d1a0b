//! Checks the endgame solver against test positions in the `.obf` format of the FForum
//! positions: one position a line, 64 cells of `X`, `O` or `-` row by row from a1, a space,
//! the side to move (`X` moves first), then `;` and moves with their exact scores like
//! `A2:+38;`.
//!
//! ```text
//! cargo run --release -p reversi-core --example ffo -- FILE [FIRST [LAST]] [--best] [--threads N] [--table-bits B]
//! ```
//!
//! For each line (FIRST…LAST, counted from 1) it prints the empty cells, the best score the
//! file gives, the solver's best move and score and the time it took; without `--best` it
//! then lists every move exactly and compares each score the file gives. It exits with 1 when
//! any score differs. `--threads N`: at most N threads for a position of many empty cells
//! (by default one a processor). `--table-bits B`: a table of 2^B entries instead of the
//! size [`Solver::for_empties`] chooses (for measuring).

// A measuring tool: its report is its output.
#![allow(clippy::print_stdout)]

use std::process::ExitCode;
use std::time::Instant;

use reversi_core::endgame::Solver;
use reversi_core::ffo;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let best_only = args.iter().any(|a| a == "--best");
    args.retain(|a| a != "--best");
    let (threads, table_bits) = match (
        take_number::<usize>(&mut args, "--threads"),
        take_number::<u32>(&mut args, "--table-bits"),
    ) {
        (Ok(threads), Ok(table_bits)) => (threads.unwrap_or(usize::MAX), table_bits),
        (Err(flag), _) | (_, Err(flag)) => {
            eprintln!("{flag} needs a number");
            return ExitCode::from(2);
        }
    };
    let new_solver = |empties| {
        table_bits
            .map_or_else(|| Solver::for_empties(empties), Solver::with_table_bits)
            .threads(threads)
    };
    let Some(path) = args.first() else {
        eprintln!("usage: ffo FILE [FIRST [LAST]] [--best] [--threads N] [--table-bits B]");
        return ExitCode::from(2);
    };
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<usize>().ok());
    let first = number(1).unwrap_or(1);
    let last = number(2).unwrap_or(usize::MAX);
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut wrong = 0;
    println!("line empties expected found      best-s   nodes    list-s  list");
    for (n, line) in (1..).zip(text.lines()) {
        if n < first || n > last || line.trim().is_empty() {
            continue;
        }
        let problem = match ffo::parse_line(line) {
            Ok(problem) => problem,
            Err(e) => {
                eprintln!("{path}:{n}: {e}");
                return ExitCode::from(2);
            }
        };
        let empties = problem.board.empty().len();
        let expected = problem.best_score();
        let mut solver = new_solver(empties);
        let start = Instant::now();
        let found = solver.best(&problem.board, problem.mover);
        let best_time = start.elapsed().as_secs_f64();
        let nodes = solver.nodes();
        let (found_move, found_score) = found.map_or(("over".to_owned(), None), |(mv, s)| {
            (mv.to_string(), Some(s))
        });
        // The best move must be one the file scores with the best score.
        let best_ok = expected.is_some()
            && found_score == expected
            && found.is_some_and(|(mv, s)| problem.scores.contains(&(mv, s)));
        if !best_ok {
            wrong += 1;
        }
        print!(
            "{n:>4} {empties:>7} {:>+8} {found_move:>4} {:>+4} {} {best_time:>7.3} {nodes:>9}",
            expected.unwrap_or(0),
            found_score.unwrap_or(0),
            if best_ok { "ok " } else { "BAD" },
        );
        if best_only {
            println!();
            continue;
        }
        let start = Instant::now();
        let listed = new_solver(empties).solve(&problem.board, problem.mover);
        let list_time = start.elapsed().as_secs_f64();
        let differing: Vec<String> = problem
            .scores
            .iter()
            .filter(|expected| !listed.contains(expected))
            .map(|(mv, s)| {
                let got = listed.iter().find(|(m, _)| m == mv).map(|&(_, v)| v);
                format!("{mv}:{s:+} got {got:?}")
            })
            .collect();
        if differing.is_empty() {
            println!(" {list_time:>8.3}  all {} ok", problem.scores.len());
        } else {
            wrong += 1;
            println!(" {list_time:>8.3}  DIFFER {}", differing.join(", "));
        }
    }
    if wrong == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The number after `flag` in `args`, both taken out; `None` without the flag, the flag
/// itself as the error when no number follows it.
fn take_number<T: std::str::FromStr>(
    args: &mut Vec<String>,
    flag: &'static str,
) -> Result<Option<T>, &'static str> {
    let Some(at) = args.iter().position(|a| a == flag) else {
        return Ok(None);
    };
    let number = args.get(at + 1).and_then(|n| n.parse().ok()).ok_or(flag)?;
    args.drain(at..at + 2);
    Ok(Some(number))
}
