//! LoopIt: the game window, or one of the command-line commands.

// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

use loopit::cli::{self, Cli};

fn main() -> ExitCode {
    game_shell::app::run(
        "LoopIt",
        |args: &Cli| args.command.as_ref(),
        cli::run,
        |args| loopit::run_window(args.ini.as_deref(), args.seed),
    )
}
