//! One turn of each computer level, from fixed positions of random Othello games (the same
//! positions every run): the midgame (40 empty cells), the late midgame (20), and the strongest
//! level's exact endgame (14, solved perfectly), plus the previous strongest level's turn.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reversi_core::ai::previous;
use reversi_core::{Game, Level, Position, Rules};

/// The first random Othello game from `seed` on that still goes on with `empties` empty
/// cells and has several moves there: that position.
fn position(mut seed: u64, empties: u32) -> Position {
    loop {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut game = Game::new(Rules::Othello);
        loop {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            if game.position().board().empty().len() == empties && moves.len() >= 4 {
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

fn turns(c: &mut Criterion) {
    let mut group = c.benchmark_group("turn");
    group.sample_size(10);
    for (seed, empties) in [(11, 40), (12, 20), (13, 14)] {
        let position = position(seed, empties);
        for level in Level::ALL {
            group.bench_function(format!("{level}, {empties} empty"), |b| {
                let mut rng = Pcg64Mcg::seed_from_u64(1);
                b.iter(|| black_box(level.choose(&position, &mut rng)));
            });
        }
        group.bench_function(format!("previous alphabeta, {empties} empty"), |b| {
            let mut rng = Pcg64Mcg::seed_from_u64(1);
            b.iter(|| black_box(previous::choose(&position, &mut rng)));
        });
    }
    group.finish();
}

criterion_group!(benches, turns);
criterion_main!(benches);
