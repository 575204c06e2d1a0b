//! Long nardy: the game window, or one of the command-line commands.

// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

use clap::Parser;
use nardy::cli::{self, Cli};

fn main() -> ExitCode {
    let args = Cli::parse();
    match &args.command {
        Some(command) => cli::run(command, &mut std::io::stdout(), &mut std::io::stderr()),
        None => ExitCode::SUCCESS,
    }
}
