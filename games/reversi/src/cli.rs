//! The command line: `play` and `selfplay`. Prints what the core answers; no rules here.

use std::fmt;
use std::io::{self, Write};
use std::time::Instant;

use clap::{Parser, Subcommand};
use reversi_core::selfplay::{Record, run_match, wilson_interval};
use reversi_core::{Colour, Game, Level, Outcome, Position, ReplayError, Rules};

/// Reversi on an 8×8 board. Without a command, opens the game window.
#[derive(Debug, Parser)]
#[command(name = "reversi", version, about)]
pub struct Args {
    /// What to do instead of opening the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Plays MOVES from the start and prints the board, the counts and whose move it is or
    /// the result.
    Play {
        /// Classic rules: a move must turn a stone, a player with no move passes.
        #[arg(long)]
        classic: bool,
        /// Moves like `d3 c5 f6` (column a-h, row 1-8 from the top), or `pass`.
        #[arg(num_args = 0.., allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Plays whole games between two computer levels, colours swapped every game, and
    /// prints each level's wins and ties with a 95% interval.
    Selfplay {
        /// How many games.
        #[arg(long)]
        games: u32,
        /// The seed: the same seed gives the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The two levels, like `alphabeta,greedy` (random, greedy, alphabeta).
        #[arg(long, default_value = "alphabeta,greedy", value_parser = parse_players)]
        players: (Level, Level),
        /// Classic rules.
        #[arg(long)]
        classic: bool,
    },
}

fn parse_players(text: &str) -> Result<(Level, Level), String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [a, b] = parts.as_slice() else {
        return Err(format!("'{text}' is not two levels like alphabeta,greedy"));
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
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Move(e) => e.fmt(f),
            CliError::Output(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Output(e)
    }
}

const fn rules(classic: bool) -> Rules {
    if classic {
        Rules::Classic
    } else {
        Rules::Document
    }
}

/// Runs `command`, writing its answer to `out`.
///
/// # Errors
/// An illegal move in `play`'s sequence, or output that cannot be written.
pub fn run(command: &Command, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::Play { classic, moves } => play(rules(*classic), moves, out),
        Command::Selfplay {
            games,
            seed,
            players,
            classic,
        } => selfplay(rules(*classic), *games, *seed, *players, out),
    }
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
    let (yellow, red) = (board.count(Colour::Yellow), board.count(Colour::Red));
    let state = match position.outcome() {
        Some(Outcome::Win(Colour::Yellow)) => format!("yellow wins {yellow}:{red}"),
        Some(Outcome::Win(Colour::Red)) => format!("red wins {red}:{yellow}"),
        Some(Outcome::Tie) => format!("tie {yellow}:{red}"),
        None if position.must_pass() => format!("{} to move (must pass)", position.to_move()),
        None => format!("{} to move", position.to_move()),
    };
    format!("yellow {yellow} red {red}\n{state}")
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
            classic,
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
            classic: false,
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
