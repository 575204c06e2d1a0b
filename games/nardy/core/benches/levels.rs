//! One turn of each computer level, from fixed positions of one Quick-against-Quick game (the
//! same positions and rolls every run): the opening (from the second turn), the middle game
//! (from the twentieth) and the bear-off (from the first turn whose player has every checker
//! home), each the first turn there with more than one legal turn to choose from;
//! and a whole game of each level against itself, the work behind `nardy selfplay`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use nardy_core::{Level, Position, Roll, choose, legal_turns, play_game};

/// The seed of the game the positions are taken from.
const SEED: u64 = 5;

/// Each turn of the game from `SEED` played by Quick on both sides: the position at the
/// turn's start and its roll.
fn turns() -> Vec<(Position, Roll)> {
    let mut game = nardy_core::Game::new(SEED);
    let mut turns = Vec::new();
    while game.outcome().is_none() {
        let Ok(roll) = game.roll() else { break };
        turns.push((*game.turn_start(), roll));
        let steps = choose(Level::Quick, game.turn_start(), roll)
            .map(|turn| turn.steps)
            .unwrap_or_default();
        for step in steps {
            if game.play(step).is_err() {
                break;
            }
        }
        if game.end_turn().is_err() {
            break;
        }
    }
    turns
}

fn turn(c: &mut Criterion) {
    let turns = turns();
    let bear_off = turns
        .iter()
        .position(|(pos, _)| pos.all_home(pos.to_move()))
        .expect("the game reaches the bear-off");
    // From `from` on, the first turn with a choice (a forced turn costs nothing to choose).
    let with_choice = |from: usize| {
        (from..turns.len())
            .find(|&i| legal_turns(&turns[i].0, turns[i].1).len() >= 2)
            .expect("a turn with a choice")
    };
    let mut group = c.benchmark_group("turn");
    group.sample_size(20);
    for (name, index) in [
        ("opening", with_choice(1)),
        ("middle game", with_choice(19)),
        ("bear-off", with_choice(bear_off)),
    ] {
        let (position, roll) = &turns[index];
        for level in Level::ALL {
            group.bench_function(format!("{}, {name}", level.name()), |b| {
                b.iter(|| black_box(choose(level, black_box(position), *roll)));
            });
        }
    }
    group.finish();
}

fn game(c: &mut Criterion) {
    let mut group = c.benchmark_group("game");
    group.sample_size(10);
    for level in Level::ALL {
        group.bench_function(format!("{} against itself", level.name()), |b| {
            b.iter(|| black_box(play_game([level, level], black_box(SEED))));
        });
    }
    group.finish();
}

criterion_group!(benches, turn, game);
criterion_main!(benches);
