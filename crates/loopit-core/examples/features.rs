//! What a board is worth to the player to move, measured: plays whole two-player games the
//! way the `selfplay` example plays them (the same seeds, turns and final scores), and before
//! each turn notes a few features of the board; after the game, what the rest of the game
//! brought the player then to move (its final margin less its margin at that turn). Then it
//! fits that on the features by least squares, for each level's midgame turns, and prints each
//! weight with its 95 % interval and the share of the variance the features explain (R²).
//!
//! ```text
//! cargo run --release -p loopit-core --example features -- GAMES SEED LEVELS [rows]
//! ```
//!
//! e.g. `-- 300 90001 strong,expert`, then `expert,strong`. `rows` prints every turn's line
//! (`row GAME SEAT LEVEL TILES_LEFT MARGIN FINAL_MARGIN HEAT LIVE LIVE_POINTS BEST PREMIUM`) for
//! fitting elsewhere. This asks whether an evaluation learned from the board could value the
//! position the Expert leaves after the next player's reply better than the reply's points do
//! (README, "The Expert's strength"). The features:
//!
//! - `tiles left` to draw (bag and bank);
//! - `heat`: the mean points of Strong's best turn for 16 banks drawn at random from the tiles
//!   left (what the Expert's reply model measures, here for the player to move);
//! - `live`: empty cells where some tile left fits; `live points`: the sum over them of the
//!   best one placement there is worth; `best`: the most one placement is worth;
//!   `premium`: the sum of the live cells' premiums less one.
//!
//! The banks for `heat` come from a generator of this example's own (seeded with the game's
//! index), so the games are those of `selfplay` with the same arguments. The fit solves its
//! seven normal equations by elimination here: a linear-algebra crate for one example's 7 × 7
//! system would be a dependency of the core for nothing else.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;

use loopit_core::ai::{Budget, Expert, game_seed, wilson};
use loopit_core::{Bank, Cell, Game, Level, Player, Position, Strategy, Strong, points, premium};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// The names of the fitted weights, the constant first.
const NAMES: [&str; 7] = [
    "constant",
    "tiles left",
    "heat",
    "live",
    "live points",
    "best",
    "premium",
];

/// How many random banks `heat` averages over.
const HEAT_BANKS: usize = 16;

/// One turn's record.
struct Row {
    game: u64,
    seat: usize,
    level: Level,
    /// The features, `NAMES` without the constant.
    features: [f64; 6],
    /// The mover's margin over the other player at that turn.
    margin: i64,
    /// The mover's margin at the end of the game.
    final_margin: i64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|n| n.parse().ok()).unwrap_or(100);
    let seed: u64 = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(90001);
    let levels = args.get(2).map_or("strong,expert", String::as_str);
    let levels: Vec<Level> = match levels.split(',').map(str::parse).collect() {
        Ok(levels) => levels,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if levels.len() != 2 {
        eprintln!("two levels, one per seat (the margin is over the other player)");
        return ExitCode::from(2);
    }
    let print_rows = args.iter().skip(3).any(|word| word == "rows");
    let expert = Expert::new(Budget::DEFAULT, 0);
    let mut rows = Vec::new();
    let mut margins = [Vec::new(), Vec::new()];
    // Each seat's wins, a shared first place split (the core's ranking says who won).
    let mut wins = [0.0_f64; 2];
    for index in 0..games {
        let players = levels
            .iter()
            .enumerate()
            .map(|(i, &level)| Player::computer(format!("Computer {}", i + 1), level))
            .collect();
        let mut game = match Game::new(players, game_seed(seed, index)) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        };
        let mut rng = Pcg64Mcg::seed_from_u64(index);
        let first_row = rows.len();
        while !game.is_over() {
            let position = game.position();
            let seat = position.current();
            let scores = position.scores();
            rows.push(Row {
                game: index,
                seat,
                level: levels[seat],
                features: features(position, &mut rng),
                margin: i64::from(scores[seat]) - i64::from(scores[1 - seat]),
                final_margin: 0,
            });
            let strategy: &dyn Strategy = match levels[seat] {
                Level::Expert => &expert,
                level => level.strategy(),
            };
            let planned = strategy.plan_laid(game.position());
            if game.play_planned(planned).is_err() {
                eprintln!("a turn was planned for another position");
                return ExitCode::FAILURE;
            }
            game.end_turn();
        }
        let scores: Vec<i64> = game.players().iter().map(|p| i64::from(p.score)).collect();
        for row in &mut rows[first_row..] {
            row.final_margin = scores[row.seat] - scores[1 - row.seat];
        }
        for (seat, margin) in margins.iter_mut().enumerate() {
            margin.push(scores[seat] - scores[1 - seat]);
        }
        let ranking = game.ranking();
        let first: Vec<_> = ranking.iter().filter(|s| s.place == 1).collect();
        for standing in &first {
            wins[standing.player] += 1.0 / first.len() as f64;
        }
    }
    if print_rows {
        for row in &rows {
            let f = row.features;
            println!(
                "row {} {} {} {} {} {} {:.2} {} {} {} {}",
                row.game,
                row.seat,
                row.level,
                f[0],
                row.margin,
                row.final_margin,
                f[1],
                f[2],
                f[3],
                f[4],
                f[5]
            );
        }
    }
    for (seat, margins) in margins.iter().enumerate() {
        let n = margins.len().max(1) as f64;
        let won = wins[seat];
        let (low, high) = wilson(won, n);
        let (mean, sd) = mean_sd(margins.iter().map(|&m| m as f64));
        println!(
            "seat {} ({}): wins {:.1}% ({low:.1}-{high:.1}%), final margin mean {mean:+.1}, sd {sd:.1}",
            seat + 1,
            levels[seat],
            100.0 * won / n
        );
    }
    let mut fitted: Vec<Level> = levels.clone();
    fitted.dedup();
    for level in fitted {
        let midgame: Vec<&Row> = rows
            .iter()
            .filter(|r| r.level == level && r.features[0] > Expert::ENDGAME_TILES as f64)
            .collect();
        println!(
            "{level} to move, more than {} tiles left: the rest of the game's margin on the features",
            Expert::ENDGAME_TILES
        );
        match fit(&midgame) {
            Some(fit) => fit.print(&midgame),
            None => println!("  too few turns, or features that do not vary"),
        }
    }
    ExitCode::SUCCESS
}

/// The features of `position` for the player to move, `NAMES` without the constant.
fn features(position: &Position, rng: &mut Pcg64Mcg) -> [f64; 6] {
    let board = position.board();
    let left = position.tiles_left();
    let tiles: Vec<_> = left.iter().collect();
    let mut heat = 0.0;
    for _ in 0..HEAT_BANKS {
        let mut pool = tiles.clone();
        let mut bank = Bank::new();
        for slot in 0..Bank::SIZE.min(pool.len()) {
            let drawn = pool.swap_remove(rng.random_range(0..pool.len()));
            bank.set(slot, Some(drawn));
        }
        heat += f64::from(Strong::best_turn(board, &bank, 3).0);
    }
    let (mut live, mut live_points, mut best, mut premiums) = (0u32, 0u32, 0u32, 0u32);
    for cell in Cell::all() {
        let fitting = board.fits(cell).intersect(left);
        let Some(most) = fitting.iter().map(|tile| points(board, tile, cell)).max() else {
            continue;
        };
        live += 1;
        live_points += most;
        best = best.max(most);
        premiums += premium(cell) - 1;
    }
    [
        tiles.len() as f64,
        heat / HEAT_BANKS as f64,
        f64::from(live),
        f64::from(live_points),
        f64::from(best),
        f64::from(premiums),
    ]
}

/// A least-squares fit: the weights, their standard errors, R² and the residuals' spread.
struct Fit {
    weights: [f64; 7],
    errors: [f64; 7],
    r2: f64,
    residual_sd: f64,
}

impl Fit {
    fn print(&self, rows: &[&Row]) {
        println!(
            "  {} turns, R² {:.3}, residual sd {:.1}",
            rows.len(),
            self.r2,
            self.residual_sd
        );
        for (i, name) in NAMES.iter().enumerate() {
            let spread = if i == 0 {
                String::new()
            } else {
                let (_, sd) = mean_sd(rows.iter().map(|r| r.features[i - 1]));
                format!(" (the feature's sd {sd:.2})")
            };
            println!(
                "  {name:<12} {:+8.3} ± {:.3}{spread}",
                self.weights[i],
                1.96 * self.errors[i]
            );
        }
    }
}

/// The rest of the game's margin fitted on a constant and the features, by least squares;
/// `None` when the features do not determine the weights.
fn fit(rows: &[&Row]) -> Option<Fit> {
    const K: usize = NAMES.len();
    let x = |r: &Row| {
        let mut v = [1.0; K];
        v[1..].copy_from_slice(&r.features);
        v
    };
    let y = |r: &Row| (r.final_margin - r.margin) as f64;
    if rows.len() <= K {
        return None;
    }
    let mut xtx = [[0.0; K]; K];
    let mut xty = [0.0; K];
    for &row in rows {
        let v = x(row);
        for i in 0..K {
            xty[i] += v[i] * y(row);
            for j in 0..K {
                xtx[i][j] += v[i] * v[j];
            }
        }
    }
    let inverse = invert(xtx)?;
    let mut weights = [0.0; K];
    for i in 0..K {
        weights[i] = (0..K).map(|j| inverse[i][j] * xty[j]).sum();
    }
    let residuals: Vec<f64> = rows
        .iter()
        .map(|&r| y(r) - x(r).iter().zip(&weights).map(|(a, b)| a * b).sum::<f64>())
        .collect();
    let (_, y_sd) = mean_sd(rows.iter().map(|&r| y(r)));
    let rss: f64 = residuals.iter().map(|e| e * e).sum();
    let n = rows.len() as f64;
    let s2 = rss / (n - K as f64);
    let mut errors = [0.0; K];
    for i in 0..K {
        errors[i] = (s2 * inverse[i][i]).sqrt();
    }
    Some(Fit {
        weights,
        errors,
        r2: 1.0 - rss / (y_sd * y_sd * n),
        residual_sd: s2.sqrt(),
    })
}

/// The inverse of a symmetric positive definite matrix by Gauss–Jordan elimination with
/// partial pivoting; `None` when it is (nearly) singular.
fn invert<const K: usize>(mut a: [[f64; K]; K]) -> Option<[[f64; K]; K]> {
    let mut inv = [[0.0; K]; K];
    for (i, row) in inv.iter_mut().enumerate() {
        row[i] = 1.0;
    }
    for col in 0..K {
        let pivot = (col..K).max_by(|&p, &q| a[p][col].abs().total_cmp(&a[q][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        inv.swap(col, pivot);
        let d = a[col][col];
        for j in 0..K {
            a[col][j] /= d;
            inv[col][j] /= d;
        }
        for row in 0..K {
            if row != col {
                let f = a[row][col];
                for j in 0..K {
                    a[row][j] -= f * a[col][j];
                    inv[row][j] -= f * inv[col][j];
                }
            }
        }
    }
    Some(inv)
}

/// The mean and the (population) standard deviation of `values`.
fn mean_sd(values: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let n = values.clone().count().max(1) as f64;
    let mean = values.clone().sum::<f64>() / n;
    let var = values.map(|v| (v - mean) * (v - mean)).sum::<f64>() / n;
    (mean, var.sqrt())
}
