//! LoopIt: the game window, or one of the command-line commands.

// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

use loopit::cli::{self, Cli};

fn main() -> ExitCode {
    let args = match game_shell::cli::parse_args::<Cli>() {
        Ok(args) => args,
        Err(code) => return code,
    };
    game_shell::app::main(
        "LoopIt",
        args.command.as_ref(),
        |command| cli::run(command, &mut std::io::stdout(), &mut std::io::stderr()),
        || loopit::run_window(args.ini.as_deref(), args.seed),
    )
}
