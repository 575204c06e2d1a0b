//! Whole games between computer players played the way the window plays them: every step of a
//! computer's turn through [`Session::computer_step`] (planned at once, each placement and the
//! end of each turn answered with the [`loopit::session::Outcome`] the window shows), with no
//! pause between steps and no frame drawn. For counting what the window's computer path costs
//! beside the command line's (`loopit selfplay`), the README's way:
//!
//! ```text
//! cargo build --profile profiling --example window_games
//! for n in 10 210; do
//!   valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/profiling/examples/window_games $n normal,normal
//! done
//! ```
//!
//! (instructions of 210 games − those of 10) / 200 is one game. The games are those of
//! `loopit selfplay --seed 7` (the same seed for game number `i`): it prints the tiles laid
//! and the scores summed over all games, so that the two can be compared.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;

use loopit::session::{ComputerStep, Session};
use loopit_core::{Game, Level, Player};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(games) = args.first().and_then(|n| n.parse::<u64>().ok()) else {
        eprintln!("usage: window_games GAMES [LEVELS, e.g. normal,normal]");
        return ExitCode::from(2);
    };
    let levels = args.get(1).map_or("normal,normal", String::as_str);
    let levels: Vec<Level> = match levels.split(',').map(str::parse).collect() {
        Ok(levels) => levels,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let (mut laid, mut points) = (0usize, 0u64);
    for index in 0..games {
        let players = levels
            .iter()
            .enumerate()
            .map(|(seat, &level)| Player::computer(format!("Computer {}", seat + 1), level))
            .collect();
        let game = match Game::new(players, loopit_core::ai::game_seed(7, index)) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        };
        let mut session = Session::new(game, None);
        // The window's clock does not matter with no pause between steps.
        while !session.game().is_over() {
            if let ComputerStep::Idle | ComputerStep::Thinking =
                session.computer_step(0.0, 0.0, false)
            {
                eprintln!("game {index}: the computer did not move");
                return ExitCode::FAILURE;
            }
        }
        laid += session.game().board().len();
        points += session
            .game()
            .players()
            .iter()
            .map(|p| u64::from(p.score))
            .sum::<u64>();
    }
    println!("{games} games: {laid} tiles laid, {points} points scored in all");
    ExitCode::SUCCESS
}
