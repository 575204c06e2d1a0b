// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

//! Reversi: opens the game window, or runs a command (`play`, `selfplay`); the frame
//! (`game_shell::app::main`) chooses and starts the log for both.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use reversi::cli::{self, Args};

fn main() -> ExitCode {
    let args = Args::parse();
    game_shell::app::main("Reversi", args.command, run_command, reversi::run_window)
}

/// Runs `command`: its answer on stdout; a refusal on stderr, with exit code 2.
fn run_command(command: cli::Command) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let result = cli::run(&command, &mut out);
    let _ = out.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
