//! The exact endgame solver on fixed positions of 12, 13 and 14 empty cells, reached by
//! random classic games from a fixed seed (the same positions every run).

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reversi_core::endgame::Solver;
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

criterion_group!(benches, solve);
criterion_main!(benches);
