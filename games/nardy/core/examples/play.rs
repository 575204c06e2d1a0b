//! Plays games between two computer levels over both seat orders and prints what decides them.
//!
//! ```sh
//! cargo run --release -p nardy-core --example play -- expert strong --games 500 --seed 1
//! ```
//!
//! `--games N` games are played with the first level as White and `N` more with it as Black,
//! game `i` of each order with seed `S + i` (the same dice and the same starter for both
//! orders, so the luck of the dice falls on each level equally). One thread, one game at a
//! time. `--net FILE` makes the expert evaluate with the network in `FILE` (written by the
//! `train` example) instead of its trained one. Printed:
//!
//! - the first level's wins with a 95 % Wilson interval, per seat order and in all, and the
//!   mars (a win with the loser having borne off none, worth 2 points) of each level;
//! - each level's think time per move (median, 99th percentile, maximum), counted over the
//!   turns with more than one legal choice;
//! - the race: the share of games that reach a position with no contact (no checker has an
//!   opponent checker still to pass), the first level's mean pip lead at the first such
//!   position, and who wins from it: games "decided in contact" are those the side ahead in
//!   the race at that point goes on to win (the side to move counts 4 pips, half a roll,
//!   ahead), "turned in the race" those the side behind wins, and games that end with contact
//!   left are counted apart.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;
use std::time::Instant;

use nardy_core::ai::td::Net;
use nardy_core::ai::{choose_with_net, in_contact, wilson};
use nardy_core::{Colour, Level, Outcome, Position, Roll, Turn, choose, legal_turns};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// Pips counted for being the side to move in a race (half an average roll of 8⅙).
const ON_ROLL: f64 = 4.0;

struct Args {
    levels: [Level; 2],
    games: u32,
    seed: u64,
    /// `--net FILE`: the expert evaluates with this network instead of its trained one.
    net: Option<Net>,
}

fn parse() -> Result<Args, String> {
    let mut levels = Vec::new();
    let mut games = 500;
    let mut seed = 1;
    let mut net = None;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--games" => {
                games = it
                    .next()
                    .and_then(|v| v.parse().ok())
                    .ok_or("--games takes a number")?;
            }
            "--seed" => {
                seed = it
                    .next()
                    .and_then(|v| v.parse().ok())
                    .ok_or("--seed takes a number")?;
            }
            "--net" => {
                let path = it.next().ok_or("--net takes a file")?;
                let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
                net = Some(Net::parse(&text).map_err(|e| format!("{path}: {e}"))?);
            }
            other => levels.push(other.parse::<Level>().map_err(|e| e.to_string())?),
        }
    }
    let levels: [Level; 2] = levels
        .try_into()
        .map_err(|_| "give two levels, e.g. `expert strong`".to_string())?;
    Ok(Args {
        levels,
        games,
        seed,
        net,
    })
}

/// One game's end and what the race says about it.
struct Record {
    outcome: Option<Outcome>,
    /// At the first position without contact: (White's pips, Black's pips, the side to move).
    race: Option<(u32, u32, Colour)>,
}

/// One game, `levels[0]` White; think times (seconds) of turns with a choice are pushed per
/// colour.
fn game(levels: [Level; 2], net: Option<&Net>, seed: u64, times: &mut [Vec<f64>; 2]) -> Record {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let starter = Colour::drawn(&mut rng);
    let mut pos = Position::start(starter);
    let mut race = None;
    for _ in 0..nardy_core::ai::TURN_LIMIT {
        if pos.outcome().is_some() {
            break;
        }
        if race.is_none() && !in_contact(&pos) {
            race = Some((
                pos.pip_count(Colour::White),
                pos.pip_count(Colour::Black),
                pos.to_move(),
            ));
        }
        let roll = Roll::random(&mut rng);
        let me = pos.to_move();
        let choices = legal_turns(&pos, roll).len();
        let t0 = Instant::now();
        let chosen = match (levels[me.index()], net) {
            (Level::Expert, Some(n)) => choose_with_net(n, &pos, roll),
            (level, _) => choose(level, &pos, roll),
        };
        if choices > 1 {
            times[me.index()].push(t0.elapsed().as_secs_f64());
        }
        pos = match chosen {
            Some(t) => t.position,
            None => Turn::new(pos, roll).finish().unwrap_or(pos),
        };
    }
    Record {
        outcome: pos.outcome(),
        race,
    }
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let [a, b] = args.levels;
    // Per level (0 = the first named): think times, wins, mars.
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut mars = [0u32; 2];
    let mut wins_by_order = [0u32; 2];
    let mut undecided = 0u32;
    let (mut races, mut lead_sum) = (0u32, 0f64);
    let (mut in_contact_a, mut in_contact_b, mut turned_a, mut turned_b, mut ended_contact) =
        (0u32, 0u32, 0u32, 0u32, [0u32; 2]);
    for (order, wins) in wins_by_order.iter_mut().enumerate() {
        // Order 0: the first level plays White; order 1: Black.
        let levels = if order == 0 { [a, b] } else { [b, a] };
        let colour_of_a = if order == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        for i in 0..args.games {
            let mut t: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
            let r = game(levels, args.net.as_ref(), args.seed + u64::from(i), &mut t);
            times[0].extend(&t[colour_of_a.index()]);
            times[1].extend(&t[colour_of_a.opponent().index()]);
            let Some(o) = r.outcome else {
                undecided += 1;
                continue;
            };
            let a_won = o.winner == colour_of_a;
            let who = usize::from(!a_won);
            if a_won {
                *wins += 1;
            }
            if o.mars {
                mars[who] += 1;
            }
            match r.race {
                None => ended_contact[who] += 1,
                Some((w, bl, to_move)) => {
                    races += 1;
                    let (mine, theirs) = if colour_of_a == Colour::White {
                        (w, bl)
                    } else {
                        (bl, w)
                    };
                    let lead = f64::from(theirs) - f64::from(mine);
                    lead_sum += lead;
                    let bonus = if to_move == colour_of_a {
                        ON_ROLL
                    } else {
                        -ON_ROLL
                    };
                    let a_ahead = lead + bonus > 0.0;
                    match (a_ahead, a_won) {
                        (true, true) => in_contact_a += 1,
                        (false, false) => in_contact_b += 1,
                        (false, true) => turned_a += 1,
                        (true, false) => turned_b += 1,
                    }
                }
            }
        }
    }
    let n = f64::from(args.games);
    println!(
        "{a} against {b}, {} games in each seat order (seed {}):",
        args.games, args.seed
    );
    for (order, colour) in ["White", "Black"].iter().enumerate() {
        let w = f64::from(wins_by_order[order]);
        let (lo, hi) = wilson(wins_by_order[order], args.games);
        println!(
            "  {a} as {colour}: {} wins of {} = {:.1} % (95 % {:.1}–{:.1} %)",
            wins_by_order[order],
            args.games,
            100.0 * w / n,
            100.0 * lo,
            100.0 * hi
        );
    }
    let total = f64::from(wins_by_order[0] + wins_by_order[1]);
    let (lo, hi) = wilson(wins_by_order[0] + wins_by_order[1], 2 * args.games);
    println!(
        "  {a} in all: {} wins of {} = {:.1} % (95 % {:.1}–{:.1} %); undecided {undecided}",
        wins_by_order[0] + wins_by_order[1],
        2 * args.games,
        100.0 * total / (2.0 * n),
        100.0 * lo,
        100.0 * hi
    );
    println!("  mars: {a} {}, {b} {}", mars[0], mars[1]);
    for (level, t) in [a, b].iter().zip(times.iter_mut()) {
        t.sort_by(f64::total_cmp);
        println!(
            "  think time of {level} ({} turns with a choice): median {:.2} ms, p99 {:.1} ms, max {:.1} ms",
            t.len(),
            1000.0 * percentile(t, 0.5),
            1000.0 * percentile(t, 0.99),
            1000.0 * t.last().copied().unwrap_or(0.0)
        );
    }
    let share = |k: u32| 100.0 * f64::from(k) / (2.0 * n);
    println!(
        "  race reached in {races} games ({:.1} %); {a}'s mean pip lead there {:+.1}",
        share(races),
        if races > 0 {
            lead_sum / f64::from(races)
        } else {
            0.0
        }
    );
    println!(
        "  decided in contact (the race leader won): {a} {in_contact_a}, {b} {in_contact_b}; \
         turned in the race: {a} {turned_a}, {b} {turned_b}; won with contact left (the loser \
         blocked to the end): {a} {}, {b} {}",
        ended_contact[0], ended_contact[1]
    );
    ExitCode::SUCCESS
}
