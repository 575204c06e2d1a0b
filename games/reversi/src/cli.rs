//! The command line: `play`, `selfplay` and `check`. Prints what the core answers; no rules
//! here. Answers go to stdout, refusals to stderr with exit code 2 ([`main`]); the command line
//! speaks English (the window speaks the player's language).

use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use game_shell::i18n::Language;
use reversi_core::endgame;
use reversi_core::ffo::{self, FfoError};
use reversi_core::selfplay::{Record, run_match, wilson_interval};
use reversi_core::{Colour, Game, Level, Outcome, Position, ReplayError, Rules};

use crate::storage::{self, FileReport};

/// The most games `selfplay` plays in one run (a few hours of the strongest level).
pub const MAX_GAMES: u32 = 1_000_000;

/// Reversi on an 8×8 board. Without a command, opens the game window.
#[derive(Debug, Parser)]
#[command(name = "reversi", version, about)]
pub struct Args {
    /// The window's language, `en` or `de` (otherwise the one chosen in the window, or the
    /// system's).
    #[arg(long, value_parser = parse_language)]
    pub lang: Option<Language>,
    /// The settings file (default: `Reversi.ini` beside the program, or in the user's config
    /// folder).
    #[arg(long, value_name = "PATH")]
    pub ini: Option<std::path::PathBuf>,
    /// What to do instead of opening the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// `en` or `de`.
fn parse_language(code: &str) -> Result<Language, String> {
    Language::from_code(code)
        .filter(|l| crate::i18n::LANGUAGES.contains(l))
        .ok_or_else(|| {
            format!(
                "{} is not a language of Reversi: en or de",
                game_shell::files::quoted_value(code)
            )
        })
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Plays MOVES from the start and prints the board, the counts and whose move it is or
    /// the result.
    Play {
        /// The rules (the document's unless `--classic` or `--othello`).
        #[command(flatten)]
        rules: RulesChoice,
        /// Moves like `f4 d3 c3` or, as in a transcript, `f4d3c3` (column a-h, row 1-8 from
        /// the top), or `pass`.
        #[arg(num_args = 0..)]
        moves: Vec<String>,
    },
    /// Plays whole games between two computer levels, colours swapped every game, and
    /// prints each level's wins and ties with a 95% interval.
    Selfplay {
        /// How many games, 1 to 1000000.
        #[arg(long, value_parser = parse_games)]
        games: u32,
        /// The seed: the same seed gives the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The two levels, like `alphabeta,greedy` (random, greedy, alphabeta).
        #[arg(long, default_value = "alphabeta,greedy", value_parser = parse_players)]
        players: (Level, Level),
        /// The rules (the document's unless `--classic` or `--othello`).
        #[command(flatten)]
        rules: RulesChoice,
    },
    /// Checks a save file: prints `ok` and the game's state, or refuses it with the reason.
    Check {
        /// The save file.
        file: PathBuf,
    },
    /// Solves a classic-rules position exactly: every legal move with the final disc
    /// difference under perfect play, best first, like `A2:+38` (a pass is `PS`); a finished
    /// position prints its final result, `end:+12`, for the side given.
    ///
    /// Takes at most 30 empty cells: up to about 22 a position takes seconds to a minute
    /// (FForum 26, 20 empty cells: about 5 s; FForum 37, 22 empty cells: about 10 s), from
    /// about 24 it may take many minutes (a note on stderr says so first). On a terminal,
    /// stderr shows the moves solved so far and, from their pace, about how long the rest may
    /// take. Ctrl-C stops it: the moves solved by then are printed (exact, best first), a line on
    /// stderr says how many of all, and the exit code is 130 (a second Ctrl-C quits at once).
    Solve {
        /// 64 cells row by row from a1: `X` (Black, who moves first), `O` (White), `-` empty
        /// (a board may begin with `-`).
        #[arg(allow_hyphen_values = true)]
        board: String,
        /// The side to move, `X` or `O`.
        side: String,
    },
}

/// The most empty cells `solve` takes on (the FForum positions 1-39 have at most 26).
pub const MAX_SOLVE_EMPTIES: u32 = 30;

/// From this many empty cells on, `solve` may take many minutes, and says so first on stderr
/// (on a terminal or not): 22 empty cells take about 10 s, 24 or more may take minutes.
pub const SLOW_SOLVE_EMPTIES: u32 = 24;

/// Which rules a command plays: the document's, unless one of the flags is given (anywhere
/// among the moves).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct RulesChoice {
    /// Classic rules from the document's start: a move must turn a stone, a player with no
    /// move passes.
    #[arg(long, conflicts_with = "othello")]
    pub classic: bool,
    /// Othello: the classic rules from the standard start, Black first (Black on d5 and e4,
    /// White on d4 and e5).
    #[arg(long)]
    pub othello: bool,
}

impl RulesChoice {
    /// The rules chosen.
    #[must_use]
    pub const fn rules(self) -> Rules {
        match (self.classic, self.othello) {
            (true, _) => Rules::Classic,
            (false, true) => Rules::Othello,
            (false, false) => Rules::Document,
        }
    }
}

/// A colour as the command line names it under `rules`: `yellow`/`red`, or Othello's
/// `black`/`white`.
const fn name(colour: Colour, rules: Rules) -> &'static str {
    match (rules, colour) {
        (Rules::Othello, Colour::Yellow) => "black",
        (Rules::Othello, Colour::Red) => "white",
        (_, Colour::Yellow) => "yellow",
        (_, Colour::Red) => "red",
    }
}

/// A count of games `selfplay` can play: 1 to [`MAX_GAMES`].
fn parse_games(text: &str) -> Result<u32, String> {
    let refused = || {
        format!(
            "{} is not a number of games from 1 to {MAX_GAMES}",
            game_shell::files::quoted_value(text)
        )
    };
    let games: u64 = text.trim().parse().map_err(|_| refused())?;
    u32::try_from(games)
        .ok()
        .filter(|g| (1..=MAX_GAMES).contains(g))
        .ok_or_else(refused)
}

fn parse_players(text: &str) -> Result<(Level, Level), String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [a, b] = parts.as_slice() else {
        return Err(format!(
            "{} is not two levels like alphabeta,greedy",
            game_shell::files::quoted_value(text)
        ));
    };
    Ok((
        a.parse().map_err(|e| format!("{e}"))?,
        b.parse().map_err(|e| format!("{e}"))?,
    ))
}

/// Why a command failed (exit code 2).
#[derive(Debug)]
pub enum CliError {
    /// A move of the sequence is not a move or not legal.
    Move(ReplayError),
    /// The output could not be written.
    Output(io::Error),
    /// The save file cannot be read, or is not a game.
    Load(FileReport),
    /// A board or side to move of `solve` in a notation it does not read.
    Position(FfoError),
    /// A position of `solve` with this many empty cells: more than [`MAX_SOLVE_EMPTIES`].
    TooManyEmpties(u32),
    /// `solve` stopped by Ctrl-C after solving `solved` of the position's `moves` moves
    /// (exit code 130).
    Interrupted {
        /// The moves solved and printed.
        solved: usize,
        /// The legal moves of the position.
        moves: usize,
    },
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Move(e) => e.fmt(f),
            CliError::Output(e) => write!(f, "cannot write the output: {e}"),
            CliError::Load(FileReport::CannotRead(e)) => write!(f, "{e}"),
            CliError::Load(FileReport::CannotLoad(path, e)) => write!(
                f,
                "{} is not a Reversi game: {e}",
                game_shell::files::quoted(path)
            ),
            CliError::Load(other) => write!(f, "{other:?}"),
            CliError::Position(e) => e.fmt(f),
            CliError::TooManyEmpties(n) => write!(
                f,
                "{n} empty cells are too many to solve exactly here (at most {MAX_SOLVE_EMPTIES})"
            ),
            CliError::Interrupted { solved, moves } => write!(
                f,
                "interrupted: {solved} of {moves} moves solved (the lines printed are exact)"
            ),
        }
    }
}

impl std::error::Error for CliError {}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Output(e)
    }
}

/// Runs `command`, writing its answer to `out`.
///
/// # Errors
/// An illegal move in `play`'s sequence, or output that cannot be written.
pub fn run(command: &Command, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::Play { rules, moves } => play(rules.rules(), moves, out),
        Command::Selfplay {
            games,
            seed,
            players,
            rules,
        } => selfplay(rules.rules(), *games, *seed, *players, out),
        Command::Check { file } => check(file, out),
        Command::Solve { board, side } => solve(board, side, out),
    }
}

/// `solve BOARD SIDE`: a line per legal move, best first, `A2:+38`; `end:+12` for a finished
/// position. On a terminal, a progress line on stderr; Ctrl-C stops with the moves solved.
fn solve(board: &str, side: &str, out: &mut dyn Write) -> Result<(), CliError> {
    let position = ffo::parse_board(board).map_err(CliError::Position)?;
    let mover = ffo::parse_side(side).map_err(CliError::Position)?;
    // A finished position: its result, however many cells are left empty.
    if let Some(score) = endgame::final_result(&position, mover) {
        writeln!(out, "end:{score:+}")?;
        return Ok(());
    }
    let empties = position.empty().len();
    if empties > MAX_SOLVE_EMPTIES {
        return Err(CliError::TooManyEmpties(empties));
    }
    game_shell::cli::watch_ctrl_c();
    let mut solver =
        endgame::Solver::for_empties(empties).stop_when(game_shell::cli::ctrl_c_pressed);
    let progress = Progress::on_terminal(empties);
    let result = solver.solve_each(&position, mover, |done, moves, (mv, score)| {
        progress.solved(done, moves, mv, score);
    });
    progress.finish();
    let (moves, stopped) = match result {
        Ok(moves) => (moves, None),
        Err(mut stopped) => {
            stopped.solved.sort_by_key(|&(_, score)| -score);
            let count = stopped.moves;
            (stopped.solved, Some(count))
        }
    };
    for (mv, score) in &moves {
        writeln!(out, "{}:{score:+}", ffo::move_name(*mv))?;
    }
    match stopped {
        None => Ok(()),
        Some(count) => Err(CliError::Interrupted {
            solved: moves.len(),
            moves: count,
        }),
    }
}

/// The progress line of `solve` on a terminal's stderr (none when stderr is not a terminal):
/// the moves solved so far and, from their pace, about how long the rest may take.
struct Progress {
    /// When the solve began; `None`: no terminal, nothing shown.
    started: Option<Instant>,
    empties: u32,
}

impl Progress {
    fn on_terminal(empties: u32) -> Progress {
        use std::io::IsTerminal;
        if empties >= SLOW_SOLVE_EMPTIES {
            // A full or closed stderr is no reason to stop solving.
            let _ = writeln!(
                io::stderr(),
                "note: {empties} empty cells may take many minutes; Ctrl-C stops with the moves solved by then"
            );
        }
        let started = io::stderr().is_terminal().then(Instant::now);
        let progress = Progress { started, empties };
        progress.show(&format!("solving {empties} empty cells…"));
        progress
    }

    fn solved(&self, done: usize, moves: usize, mv: reversi_core::Move, score: i32) {
        let Some(started) = self.started else {
            return;
        };
        let spent = started.elapsed().as_secs();
        let left = spent * (moves - done) as u64 / done.max(1) as u64;
        self.show(&format!(
            "solving {} empty cells: {done} of {moves} moves ({} {score:+}), {spent} s so far, about {left} s to go",
            self.empties,
            ffo::move_name(mv)
        ));
    }

    fn show(&self, line: &str) {
        if self.started.is_some() {
            // A full or closed stderr is no reason to stop solving.
            let _ = write!(io::stderr(), "\r\x1b[2K{line}");
        }
    }

    fn finish(&self) {
        if self.started.is_some() {
            let _ = write!(io::stderr(), "\r\x1b[2K");
        }
    }
}

/// Runs `command` as the program does: its answer on `out`, a refusal as one line on `err`
/// (exit code 2). A reader that stopped reading (`reversi selfplay | head -1`) needs no
/// message; a refusal that cannot be written (stderr full) is not a panic.
pub fn main(command: &Command, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let result = run(command, out).and_then(|()| out.flush().map_err(CliError::Output));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(2),
        Err(e @ CliError::Interrupted { .. }) => {
            let _ = writeln!(err, "{e}");
            let _ = err.flush();
            ExitCode::from(game_shell::cli::INTERRUPTED)
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            let _ = err.flush();
            ExitCode::from(2)
        }
    }
}

/// `check FILE`: `ok`, the rules, the moves and whose move it is (or the result).
fn check(file: &std::path::Path, out: &mut dyn Write) -> Result<(), CliError> {
    let saved = storage::load(file).map_err(CliError::Load)?;
    let game = &saved.game;
    let state = status(game.position());
    let state = state.lines().last().unwrap_or_default();
    writeln!(
        out,
        "ok: {} rules, {} moves, {state}",
        game.rules(),
        game.history().len()
    )?;
    Ok(())
}

fn play(rules: Rules, moves: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    // "d3 c5" given as one argument counts as two moves.
    let moves: Vec<&str> = moves.iter().flat_map(|m| m.split_whitespace()).collect();
    let game = Game::replay(rules, &moves).map_err(CliError::Move)?;
    write!(out, "{}", game.position().board())?;
    writeln!(out, "{}", status(game.position()))?;
    Ok(())
}

/// The two lines after the board: the counts, then whose move it is or the result.
#[must_use]
pub fn status(position: &Position) -> String {
    let board = position.board();
    let rules = position.rules();
    let (first, second) = (name(Colour::Yellow, rules), name(Colour::Red, rules));
    let (yellow, red) = (board.count(Colour::Yellow), board.count(Colour::Red));
    let to_move = name(position.to_move(), rules);
    let state = match position.outcome() {
        Some(Outcome::Win(Colour::Yellow)) => format!("{first} wins {yellow}:{red}"),
        Some(Outcome::Win(Colour::Red)) => format!("{second} wins {red}:{yellow}"),
        Some(Outcome::Tie) => format!("tie {yellow}:{red}"),
        None if position.must_pass() => format!("{to_move} to move (must pass)"),
        None => format!("{to_move} to move"),
    };
    format!("{first} {yellow} {second} {red}\n{state}")
}

fn selfplay(
    rules: Rules,
    games: u32,
    seed: u64,
    (a, b): (Level, Level),
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let start = Instant::now();
    let result = run_match(rules, a, b, games, seed);
    let seconds = start.elapsed().as_secs_f64();
    writeln!(
        out,
        "{games} games {a} vs {b}, {rules} rules, seed {seed}: {:.1} games/s",
        f64::from(games) / seconds.max(1e-9)
    )?;
    for (level, record) in [(a, result.record_a), (b, result.record_b)] {
        writeln!(out, "{}", record_line(level, &record))?;
    }
    Ok(())
}

fn percent(share: f64) -> String {
    format!("{:.1}%", share * 100.0)
}

fn record_line(level: Level, r: &Record) -> String {
    let n = r.games();
    let (lo, hi) = wilson_interval(r.wins, n);
    let (tlo, thi) = wilson_interval(r.ties, n);
    let games_as_red = n - r.games_as_yellow;
    let wins_as_red = r.wins - r.wins_as_yellow;
    format!(
        "{level}: wins {} ({}, 95% interval {}-{}), ties {} ({}, {}-{}), losses {}; \
         as yellow {}/{}, as red {}/{}",
        r.wins,
        percent(f64::from(r.wins) / f64::from(n.max(1))),
        percent(lo),
        percent(hi),
        r.ties,
        percent(f64::from(r.ties) / f64::from(n.max(1))),
        percent(tlo),
        percent(thi),
        r.losses,
        r.wins_as_yellow,
        r.games_as_yellow,
        wins_as_red,
        games_as_red,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_play(classic: bool, moves: &[&str]) -> Result<String, CliError> {
        let mut out = Vec::new();
        let command = Command::Play {
            rules: RulesChoice {
                classic,
                othello: false,
            },
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        };
        run(&command, &mut out)?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn play_prints_the_board_counts_and_whose_move() {
        let text = run_play(false, &["d3 c5", "e6"]).expect("legal");
        assert_eq!(
            text,
            "........\n........\n...Y....\n...YR...\n..RRY...\n....Y...\n........\n........\n\
             yellow 4 red 3\nred to move\n"
        );
    }

    #[test]
    fn play_names_an_illegal_move_and_its_place() {
        let Err(CliError::Move(e)) = run_play(false, &["d3", "a1"]) else {
            panic!("a1 has no neighbour")
        };
        assert_eq!(e.number, 2);
        assert!(e.to_string().starts_with("move 2 'a1'"), "{e}");
        // The example: after d3 c5, f6 has no orthogonal neighbour.
        let Err(CliError::Move(e)) = run_play(false, &["d3", "c5", "f6"]) else {
            panic!("f6 has no neighbour")
        };
        assert_eq!((e.number, e.text.as_str()), (3, "f6"));
    }

    #[test]
    fn play_classic_refuses_a_move_that_turns_nothing_and_accepts_pass_only_when_stuck() {
        assert!(run_play(true, &["d3"]).is_err());
        assert!(run_play(true, &["f4"]).is_ok());
        assert!(run_play(true, &["pass"]).is_err());
        let stuck = ["e3", "f3", "g3", "g2", "c5", "h3", "h1", "f1"];
        let text = run_play(true, &stuck).expect("legal");
        assert!(text.ends_with("yellow to move (must pass)\n"), "{text}");
        let mut with_pass = stuck.to_vec();
        with_pass.push("pass");
        let text = run_play(true, &with_pass).expect("legal");
        assert!(text.ends_with("red to move\n"), "{text}");
    }

    #[test]
    fn selfplay_reports_both_levels() {
        let mut out = Vec::new();
        let command = Command::Selfplay {
            games: 2,
            seed: 1,
            players: (Level::Random, Level::Greedy),
            rules: RulesChoice::default(),
        };
        run(&command, &mut out).expect("runs");
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("\nrandom: wins "), "{text}");
        assert!(text.contains("\ngreedy: wins "), "{text}");
    }

    #[test]
    fn players_are_two_levels() {
        assert_eq!(
            parse_players("alphabeta,greedy"),
            Ok((Level::AlphaBeta, Level::Greedy))
        );
        assert!(parse_players("greedy").is_err());
        assert!(parse_players("greedy,expert").is_err());
    }
}
