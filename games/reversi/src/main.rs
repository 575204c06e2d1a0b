// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

//! Reversi: opens the game window, or runs a command (`play`, `selfplay`).

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use reversi::cli::{self, Args};

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(command) => {
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
        None => {
            env_logger::init();
            match reversi::run_window() {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: cannot open the Reversi window: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
