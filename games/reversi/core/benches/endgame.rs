//! The exact endgame solver on fixed positions of 12, 13 and 14 empty cells, reached by
//! random classic games from a fixed seed (the same positions every run), and on FForum test
//! positions (`tests/data`): the 19 of 1–19 together, #29 and #34 (20 empty cells) and #40
//! (20) of the harder set, on one thread, each with its throughput in positions searched a
//! second ("elem/s"). The whole FForum sets: `cargo test --release -p reversi-core --test
//! fforum -- --ignored` or the `ffo` example (docs/reversi-endgame.md).

use std::hint::black_box;

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reversi_core::endgame::Solver;
use reversi_core::ffo::{self, Problem};
use reversi_core::{Game, Position, Rules};

/// The first random classic game from `seed` on that still goes on with `empties` empty
/// cells: that position.
fn position(mut seed: u64, empties: u32) -> Position {
    loop {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut game = Game::new(Rules::Classic);
        loop {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            if game.position().board().empty().len() == empties {
                return *game.position();
            }
            let mv = moves[rng.random_range(0..moves.len())];
            if game.play(mv).is_err() {
                break;
            }
        }
        seed += 1;
    }
}

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("endgame");
    group.sample_size(10);
    for (seed, empties) in [(1, 12), (2, 13), (3, 14)] {
        let position = position(seed, empties);
        // A fresh table each time: nothing carried over from the previous solve.
        group.bench_function(format!("best move, {empties} empty"), |b| {
            b.iter_batched(
                || Solver::with_table_bits(18),
                |mut solver| black_box(solver.best(position.board(), position.to_move())),
                BatchSize::LargeInput,
            );
        });
    }
    let position = position(4, 12);
    group.bench_function("every move, 12 empty", |b| {
        b.iter_batched(
            || Solver::with_table_bits(18),
            |mut solver| black_box(solver.solve(position.board(), position.to_move())),
            BatchSize::LargeInput,
        );
    });
    group.finish();
}

/// The positions of an `.obf` file's lines `first..=last` (counted from 1).
fn problems(text: &str, first: usize, last: usize) -> Vec<Problem> {
    text.lines()
        .skip(first - 1)
        .take(last + 1 - first)
        .map(|line| ffo::parse_line(line).expect("a position of the test data"))
        .collect()
}

/// The best move of each of `problems`, each with a fresh solver sized for it (as
/// `reversi solve` and the FForum tests make one) on one thread (the same positions searched
/// every time): the positions searched, all together.
fn solve_all(problems: &[Problem]) -> u64 {
    problems
        .iter()
        .map(|p| {
            let mut solver = Solver::for_empties(p.board.empty().len()).threads(1);
            black_box(solver.best(&p.board, p.mover));
            solver.nodes()
        })
        .sum()
}

fn fforum(c: &mut Criterion) {
    let mut group = c.benchmark_group("fforum");
    // Seconds a solve: ten solves each, not ten growing batches.
    group.sample_size(10).sampling_mode(SamplingMode::Flat);
    let first = include_str!("../tests/data/fforum-1-19.obf");
    let second = include_str!("../tests/data/fforum-20-39.obf");
    let harder = include_str!("../tests/data/fforum-40-59.obf");
    let sets = [
        ("1-19", problems(first, 1, 19)),
        ("#29", problems(second, 10, 10)),
        ("#34", problems(second, 15, 15)),
        ("#40", problems(harder, 1, 1)),
    ];
    for (name, problems) in sets {
        // The same positions every time: the count of one solve is the count of each.
        group.throughput(Throughput::Elements(solve_all(&problems)));
        group.bench_function(format!("best move, {name}"), |b| {
            b.iter(|| solve_all(&problems));
        });
    }
    group.finish();
}

criterion_group!(benches, solve, fforum);
criterion_main!(benches);
