//! Speed of the engine: legality, scoring, a computer turn and whole games.
//!
//! `cargo bench -p loopit-core`. Each benchmark also checks its answer, so a fast wrong
//! engine cannot pass for a fast one.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use loopit_core::ai::{Beginner, Budget, Expert};
use loopit_core::{Game, Level, Normal, Player, Strategy, Strong, Tile, ai, points};

/// A game between two greedy computers after `turns` turns, from a fixed seed.
fn midgame(turns: usize) -> Game {
    let players = vec![
        Player::computer("A", Level::Normal),
        Player::computer("B", Level::Normal),
    ];
    let mut game = Game::new(players, 2026).expect("two players");
    for _ in 0..turns {
        ai::play_turn(&mut game, &Normal);
        game.end_turn();
    }
    game
}

fn legality(c: &mut Criterion) {
    let game = midgame(12);
    let board = game.board();
    assert!(board.len() > 20, "a midgame board");
    c.bench_function("legal cells of all 81 tiles (midgame)", |b| {
        b.iter(|| {
            let mut n = 0;
            for tile in Tile::ALL {
                n += black_box(board).legal_cells(tile).len();
            }
            n
        });
    });
}

fn scoring(c: &mut Criterion) {
    let game = midgame(12);
    let board = game.board();
    let moves: Vec<_> = Tile::ALL
        .iter()
        .flat_map(|&tile| board.legal_cells(tile).iter().map(move |cell| (tile, cell)))
        .collect();
    assert!(!moves.is_empty());
    c.bench_function(
        &format!("score {} legal placements (midgame)", moves.len()),
        |b| {
            b.iter(|| {
                moves
                    .iter()
                    .map(|&(tile, cell)| points(black_box(board), tile, cell))
                    .sum::<u32>()
            });
        },
    );
}

fn computer_turn(c: &mut Criterion) {
    let game = midgame(12);
    assert!(Normal.next_placement(&game).is_some());
    let expert_20 = Expert::new(Budget::think_ms(20), 0);
    let expert = Expert::new(Budget::DEFAULT, 0);
    let levels: [(&str, &dyn Strategy); 5] = [
        ("beginner", &Beginner),
        ("normal (greedy)", &Normal),
        ("strong (planner)", &Strong),
        ("expert at 20 ms", &expert_20),
        ("expert at the default budget", &expert),
    ];
    // The whole turn's thinking, as `selfplay` and the window time it (`plan_laid`: the plan
    // laid and scored on a copy of the position, which the game then takes as it is).
    for (name, strategy) in levels {
        c.bench_function(&format!("{name} computer turn (midgame)"), |b| {
            b.iter(|| {
                strategy
                    .plan_laid(black_box(game.position()))
                    .placements()
                    .len()
            });
        });
    }
}

/// The Expert's turn in the endgame, where it plays every candidate out to the end of the
/// game (its slowest kind of turn): the first turn of a greedy game with at most
/// [`Expert::ENDGAME_TILES`] tiles left to draw.
fn expert_endgame_turn(c: &mut Criterion) {
    let mut game = midgame(0);
    while !game.is_over()
        && (game.position().tiles_left().len() > Expert::ENDGAME_TILES || !game.can_place())
    {
        ai::play_turn(&mut game, &Normal);
        game.end_turn();
    }
    assert!(game.can_place(), "an endgame turn to think about");
    let expert = Expert::new(Budget::DEFAULT, 0);
    c.bench_function(
        "expert at the default budget computer turn (endgame)",
        |b| {
            b.iter(|| expert.plan(black_box(game.position())).len());
        },
    );
}

/// Strong's slowest turn among the turns of a few whole games: its worst case.
fn strong_worst_case(c: &mut Criterion) {
    let mut worst: Option<(std::time::Duration, Game)> = None;
    for seed in 0..20 {
        let players = vec![
            Player::computer("A", Level::Strong),
            Player::computer("B", Level::Strong),
        ];
        let mut game = Game::new(players, seed).expect("two players");
        while !game.is_over() {
            let start = std::time::Instant::now();
            let plan = Strong.plan_turn(&game);
            let took = start.elapsed();
            if worst.as_ref().is_none_or(|(most, _)| took > *most) {
                worst = Some((took, game.clone()));
            }
            for choice in plan {
                game.place(choice.slot, choice.cell).expect("legal");
            }
            game.end_turn();
        }
    }
    let Some((_, game)) = worst else { return };
    c.bench_function(
        "strong (planner) computer turn (slowest of 20 games)",
        |b| {
            b.iter(|| ai::play_turn(&mut game.clone(), &Strong).len());
        },
    );
}

fn whole_game(c: &mut Criterion) {
    let mut seed = 0;
    c.bench_function("whole two-player greedy game", |b| {
        b.iter(|| {
            seed += 1;
            let game = ai::play_game(&[Level::Normal, Level::Normal], seed).expect("two seats");
            assert!(game.is_over());
            game.board().len()
        });
    });
}

criterion_group!(
    benches,
    legality,
    scoring,
    computer_turn,
    expert_endgame_turn,
    strong_worst_case,
    whole_game
);
criterion_main!(benches);
