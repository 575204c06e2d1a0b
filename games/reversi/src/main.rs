// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

//! Reversi: opens the game window, or runs a command (`play`, `selfplay`); the frame
//! (`game_shell::app::main`) chooses and starts the log for both.

use std::process::ExitCode;

use reversi::cli::{self, Args};

fn main() -> ExitCode {
    let args = match game_shell::cli::parse_args::<Args>() {
        Ok(args) => args,
        Err(code) => return code,
    };
    let lang = args.lang;
    let ini = args.ini;
    game_shell::app::main(
        "Reversi",
        args.command,
        |command| {
            cli::main(
                &command,
                &mut std::io::stdout().lock(),
                &mut std::io::stderr(),
            )
        },
        move || reversi::run_window(lang, ini.as_deref()),
    )
}
