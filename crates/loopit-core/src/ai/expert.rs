//! Expert: weighs its turn against the next player's best reply, and plays the endgame out.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use rayon::prelude::*;

use super::budget::Budget;
use super::strategy::{Choice, Strategy};
use super::strong::{Strong, Turn};
use super::tuning::Tuning;
use crate::bag::Bank;
use crate::board::Board;
use crate::placement::Placements;
use crate::position::Position;
use crate::score::points;
use crate::tile::{Tile, TileSet};

/// The Expert: weighs each of its best turns against what it leaves the next player.
///
/// 1. Candidates: the [`Budget::candidates`] best whole turns by this turn's points (Strong's
///    search, every turn of up to three placements; orders of the same placements kept once).
/// 2. For each candidate, the next player's reply: the points of Strong's best turn for a bank
///    drawn as that player would draw it (from the bag and the tiles this turn leaves
///    unplaced), averaged over sampled banks. Every candidate is weighed against the same
///    sampled banks (common random draws), so that differences come from the candidates.
/// 3. Value = own points − weight × mean reply, the weight [`Tuning::reply_weight`] with two
///    players; with more, that times the next player's share of the threat to the Expert's
///    win (by score, turns to come and tiles left: `reply_weight`), since holding back one of
///    several opponents helps the Expert only as far as that one is its rival. Banks are
///    sampled in rounds; after each round the weaker candidates are dropped, so the budget
///    goes to the most promising ones, until [`Budget::samples`] banks or [`Budget::replies`]
///    replies are used. The best value wins (ties: more own points, then the earlier candidate).
/// 4. The endgame: with [`Tuning::endgame_tiles`] or fewer tiles left to draw, the reply is
///    not enough (who gets the last turn, and which tiles are left for it, decide games), so
///    each candidate is instead played out to the end of the game, every player then playing
///    Strong's turns for random banks, and valued by its mean final margin over the best
///    other player plus a bonus for winning.
///
/// Randomness comes only from a generator seeded with the position and the Expert's seed:
/// the same position, budget, tuning and seed give the same turn. Each candidate's reply to
/// each draw (or its play-out, in the endgame) is a task of its own on the threads of the
/// current `rayon` pool (every core, unless the caller installs a smaller pool); each candidate's sum is
/// added up in the order of the draws, so the turn does not depend on the number of threads,
/// and the budget counts work, not time. The numbers of the search that self-play chose are
/// a [`Tuning`]: the level plays [`Tuning::DEFAULT`], and the tuning harness tries others.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Expert {
    budget: Budget,
    seed: u64,
    tuning: Tuning,
}

/// One candidate turn of the Expert.
#[derive(Clone, Debug)]
struct Candidate {
    turn: Turn,
    points: u32,
    /// The tiles the turn places.
    placed: TileSet,
}

impl Expert {
    /// About how many tiles a turn places (at most three, and most turns place three):
    /// turns left from tiles left, and the points of a turn from the points of a tile.
    const TILES_PER_TURN: f64 = 3.0;

    /// With this many tiles or fewer left to draw (bag and bank), the Expert level plays the
    /// game out to its end for each candidate: [`Tuning::endgame_tiles`] of the default.
    pub const ENDGAME_TILES: usize = Tuning::DEFAULT.endgame_tiles as usize;

    /// The most turns a play-out lasts (a game ends long before: this only bounds a run of
    /// players sitting out).
    const MAX_PLAYOUT_TURNS: usize = 200;

    /// An Expert thinking within `budget`, drawing its samples from `seed`.
    #[must_use]
    pub const fn new(budget: Budget, seed: u64) -> Expert {
        Expert::tuned(budget, seed, Tuning::DEFAULT)
    }

    /// An Expert thinking within `budget`, drawing its samples from `seed`, with the numbers
    /// of its search set by `tuning` (for tuning by self-play).
    #[must_use]
    pub const fn tuned(budget: Budget, seed: u64, tuning: Tuning) -> Expert {
        Expert {
            budget,
            seed,
            tuning,
        }
    }

    /// The numbers of its search.
    #[must_use]
    pub fn tuning(&self) -> Tuning {
        self.tuning
    }

    /// The budget it thinks within.
    #[must_use]
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// The Expert's whole turn for the player to move in `position`, the next player drawing
    /// from the bag and the tiles this turn leaves unplaced.
    fn think(&self, position: &Position) -> Turn {
        let (board, bank) = (position.board(), position.bank());
        let candidates = self.candidates(board, bank, position.placements_left());
        if candidates.len() <= 1 {
            return candidates.first().map_or_else(Turn::default, |c| c.turn);
        }
        let seed = position_seed(board, bank, position.current(), self.seed);
        let pool = position.tiles_left();
        if pool.len() <= self.tuning.endgame_tiles as usize {
            return self.endgame(position, &candidates, seed);
        }
        let weight = reply_weight(
            &self.tuning,
            position.scores(),
            position.current(),
            pool.len(),
            board.len().saturating_sub(1),
        );
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        // The boards the candidates leave.
        let boards: Vec<Position> = candidates.iter().map(|c| c.played_on(position)).collect();
        // A small budget weighs fewer candidates (the best by points), so that each still gets
        // a few rounds.
        let (round_size, finalists) = self.tuning.round_and_finalists();
        let weighed = (self.budget.replies / (round_size * 3))
            .max(finalists)
            .min(candidates.len());
        let mut alive: Vec<(usize, u64)> = (0..weighed).map(|i| (i, 0)).collect();
        let mut samples = 0;
        let mut used = 0;
        // Every remaining candidate against the same sampled banks; after each round the
        // weaker third is dropped, until the samples or the replies of the budget are used.
        while samples < self.budget.samples {
            let round = round_size.min(self.budget.samples - samples);
            if samples > 0 && used + alive.len() * round > self.budget.replies {
                break;
            }
            // The round's draws, in order; then each candidate's replies to them, on the pool's
            // threads. A candidate's sum is its own, added up in the order of the draws, so
            // the result does not depend on the threads.
            let orders: Vec<Vec<Tile>> = (0..round).map(|_| shuffled(pool, &mut rng)).collect();
            // One task per candidate and draw (not per candidate: the last rounds have only
            // three candidates, which two cores share badly); the replies come back in order.
            let replies: Vec<u32> = (0..alive.len() * round)
                .into_par_iter()
                .map(|task| {
                    let (i, order) = (alive[task / round].0, &orders[task % round]);
                    let reply_bank = drawn(order, pool, candidates[i].placed);
                    reply_value(boards[i].board(), &reply_bank)
                })
                .collect();
            for ((_, sum), replies) in alive.iter_mut().zip(replies.chunks(round)) {
                *sum += replies.iter().map(|&r| u64::from(r)).sum::<u64>();
            }
            used += alive.len() * round;
            samples += round;
            sort_by_value(&mut alive, &candidates, samples, weight);
            let keep = (alive.len() * 2).div_ceil(3).max(finalists);
            alive.truncate(keep);
        }
        candidates[alive[0].0].turn
    }

    /// The endgame: each candidate is weighed by playing the game out to its end, every player
    /// (the Expert too) then playing Strong's best turn for banks drawn at random, on the same
    /// draws for every candidate. A candidate's value is the mean of its final margin over the
    /// best other player plus [`Tuning::win_bonus`] for a win (half for a shared first place),
    /// so that the last turns are played for the win: which player gets the last turn, tiles
    /// kept back, lines left open at the very end. Play-outs are run in rounds; after each
    /// round the weaker third of the candidates is dropped.
    fn endgame(&self, position: &Position, candidates: &[Candidate], seed: u64) -> Turn {
        let me = position.current();
        let (round_size, finalists) = self.tuning.round_and_finalists();
        let playouts = (self.budget.replies / self.tuning.replies_per_playout.max(1) as usize)
            .clamp(round_size.min(self.budget.samples), self.budget.samples);
        let after: Vec<Position> = candidates.iter().map(|c| c.played_on(position)).collect();
        let mut alive: Vec<(usize, f64)> = (0..candidates.len()).map(|i| (i, 0.0)).collect();
        let mut done = 0;
        while done < playouts {
            let round = round_size.min(playouts - done);
            // One task per candidate and play-out on the pool's threads; each candidate's
            // outcomes are then added up in the order of its play-outs.
            let outcomes: Vec<f64> = (0..alive.len() * round)
                .into_par_iter()
                .map(|task| {
                    let (i, playout) = (alive[task / round].0, done + task % round);
                    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ (playout as u64 + 1));
                    outcome(
                        play_out(&after[i], &mut rng).scores(),
                        me,
                        self.tuning.win_bonus,
                    )
                })
                .collect();
            for ((_, sum), outcomes) in alive.iter_mut().zip(outcomes.chunks(round)) {
                for value in outcomes {
                    *sum += value;
                }
            }
            done += round;
            alive.sort_by(|a, b| {
                b.1.total_cmp(&a.1)
                    .then(candidates[b.0].points.cmp(&candidates[a.0].points))
                    .then(a.0.cmp(&b.0))
            });
            if done < playouts {
                let keep = (alive.len() * 2).div_ceil(3).max(finalists);
                alive.truncate(keep);
            }
        }
        candidates[alive[0].0].turn
    }

    /// Every turn of up to `left` placements, best by points first, orders of the same
    /// placements once: the first [`Budget::candidates`] of them, and besides the best few
    /// turns that place fewer tiles (a tile kept back may leave the next player less).
    fn candidates(&self, board: &Board, bank: &Bank, left: usize) -> Vec<Candidate> {
        let mut all = Vec::new();
        collect_turns(
            &mut board.clone(),
            &mut { *bank },
            left,
            Turn::default(),
            0,
            TileSet::EMPTY,
            &mut all,
        );
        // Best first; among equals the order of the search (slot, row, column).
        all.sort_by_key(|c| std::cmp::Reverse(c.points));
        let mut kept: Vec<Candidate> = Vec::with_capacity(self.budget.candidates + 4);
        let mut shorter = [0usize; Placements::MAX + 1];
        for candidate in all {
            let len = candidate.turn.len();
            let full = kept.len() >= self.budget.candidates.max(1);
            if full && (len >= left || shorter[len] >= self.tuning.shorter as usize) {
                continue;
            }
            let same = |k: &Candidate| {
                k.placed == candidate.placed && k.turn.cells() == candidate.turn.cells()
            };
            if !kept.iter().any(same) {
                if full {
                    shorter[len] += 1;
                }
                kept.push(candidate);
            }
        }
        kept
    }
}

impl Candidate {
    /// `position` after this candidate's placements (its turn not yet ended).
    fn played_on(&self, position: &Position) -> Position {
        let mut after = position.clone();
        for choice in self.turn.choices.iter().flatten() {
            if after.place(choice.slot, choice.cell).is_err() {
                break;
            }
        }
        after
    }
}

/// The bank a player draws when the tiles come out of the bag in `order`: the first five of
/// `pool` (the bag and the bank's tiles) that `placed` did not take.
fn drawn(order: &[Tile], pool: TileSet, placed: TileSet) -> Bank {
    let pool = pool.intersect(TileSet(!placed.0));
    let mut bank = Bank::new();
    let mut slot = 0;
    for &tile in order {
        if slot == Bank::SIZE {
            break;
        }
        if pool.contains(tile) {
            bank.set(slot, Some(tile));
            slot += 1;
        }
    }
    bank
}

/// Plays the game out from `position`, ending the turn in progress first: every player draws
/// a bank at random (from `rng`) and plays Strong's best turn (or sits out), until the game is
/// over. Returns the final position, with the final scores.
fn play_out(position: &Position, rng: &mut Pcg64Mcg) -> Position {
    let mut position = position.clone();
    position.end_turn(rng);
    // A game ends when no tile left fits; the cap only guards against endless sitting out.
    for _ in 0..Expert::MAX_PLAYOUT_TURNS {
        if position.is_over() {
            break;
        }
        let (_, turn) = Strong::best_turn(
            position.board(),
            position.bank(),
            position.placements_left(),
        );
        for choice in turn {
            if position.place(choice.slot, choice.cell).is_err() {
                break;
            }
        }
        position.end_turn(rng);
    }
    position
}

/// What a finished play-out is worth to seat `me`: the margin over the best other player,
/// plus `win_bonus` for a win (half for a shared first place).
fn outcome(scores: &[u32], me: usize, win_bonus: u32) -> f64 {
    let mine = scores.get(me).map_or(0, |&s| i64::from(s));
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|&(seat, _)| seat != me)
        .map(|(_, &score)| i64::from(score))
        .max()
        .unwrap_or(mine);
    let win = match mine.cmp(&best_other) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    };
    (mine - best_other) as f64 + f64::from(win_bonus) * win
}

/// Adds every turn that continues `so_far` (worth `points`, placing `placed`) by up to `left`
/// placements to `out`.
fn collect_turns(
    board: &mut Board,
    bank: &mut Bank,
    left: usize,
    so_far: Turn,
    points_so_far: u32,
    placed: TileSet,
    out: &mut Vec<Candidate>,
) {
    if left == 0 {
        return;
    }
    let depth = so_far.len();
    let tiles: Vec<(usize, Tile)> = bank.tiles().collect();
    for (slot, tile) in tiles {
        for cell in board.legal_cells(tile) {
            let total = points_so_far + points(board, tile, cell);
            let mut turn = so_far;
            turn.choices[depth] = Some(Choice { slot, cell });
            let mut now_placed = placed;
            now_placed.insert(tile);
            out.push(Candidate {
                turn,
                points: total,
                placed: now_placed,
            });
            board.put(cell, tile);
            bank.take(slot);
            collect_turns(board, bank, left - 1, turn, total, now_placed, out);
            bank.set(slot, Some(tile));
            board.lift(cell);
        }
    }
}

/// Sorts `(candidate, sum of replies)` best first by own points − weight × mean reply over
/// `samples` samples (ties: more own points, then the earlier candidate).
fn sort_by_value(
    alive: &mut [(usize, u64)],
    candidates: &[Candidate],
    samples: usize,
    weight: f64,
) {
    let value = |&(i, sum): &(usize, u64)| {
        f64::from(candidates[i].points) - weight * sum as f64 / samples as f64
    };
    alive.sort_by(|a, b| {
        value(b)
            .total_cmp(&value(a))
            .then(candidates[b.0].points.cmp(&candidates[a.0].points))
            .then(a.0.cmp(&b.0))
    });
}

/// How much the next player's reply counts against the Expert's own points, for the player
/// `me` of a table with `scores`, `left` tiles still to draw and `placed` tiles laid so far
/// (the start tile not counted).
///
/// With two players every point the next player scores is a point against the Expert:
/// [`Tuning::reply_weight`]. With more, denying the next player points helps the Expert only
/// as far as that player is the one it must beat (the points it does not get go to nobody,
/// and the others are not held back): the weight is [`Tuning::reply_weight`] times the next
/// player's share of the threat among the other players, a softmax of their projected
/// scores. A player's projected score is its score plus what its place in the order of play
/// is worth: the players to move before the Expert's next turn have a turn more to come than
/// those who have already moved this round, worth in proportion to how soon they move (see
/// [`Expert::TILES_PER_TURN`]). The softmax's temperature is [`Tuning::rival_spread`] times
/// the square root of the turns each player has left (plus one), so that early on, when
/// scores say little, every other player counts about the same (each `1 / (players − 1)`),
/// and late in the game a player well behind the leading rival counts for little and the
/// leading rival for nearly all.
fn reply_weight(tuning: &Tuning, scores: &[u32], me: usize, left: usize, placed: usize) -> f64 {
    let seats = scores.len();
    if seats <= 2 {
        return tuning.reply_fraction();
    }
    let n = seats as f64;
    let per_tile = f64::from(scores.iter().sum::<u32>()) / placed.max(1) as f64;
    let per_turn = Expert::TILES_PER_TURN * per_tile;
    // The seat `d` turns after the Expert moves `d` turns from now: before the Expert's next
    // turn, at the end of the game a turn more than those who come later.
    let projected = |seat: usize| {
        let d = (seat + seats - me) % seats;
        f64::from(scores[seat]) + per_turn * (1.0 - d as f64 / n)
    };
    let others = || (0..seats).filter(move |&seat| seat != me);
    let best = others().map(projected).fold(f64::MIN, f64::max);
    let turns_left = left as f64 / (Expert::TILES_PER_TURN * n);
    let temperature = f64::from(tuning.rival_spread) * (turns_left + 1.0).sqrt();
    let threat = |seat: usize| ((projected(seat) - best) / temperature).exp();
    let total: f64 = others().map(threat).sum();
    tuning.reply_fraction() * threat((me + 1) % seats) / total
}

/// The points of Strong's best turn for a player with `bank` on `board`.
fn reply_value(board: &Board, bank: &Bank) -> u32 {
    Strong::best_points(&mut board.clone(), &mut { *bank }, Placements::MAX)
}

/// The tiles of `set` in a random order.
fn shuffled(set: TileSet, rng: &mut Pcg64Mcg) -> Vec<Tile> {
    let mut tiles: Vec<Tile> = set.iter().collect();
    for i in (1..tiles.len()).rev() {
        let j = rng.random_range(0..=i);
        tiles.swap(i, j);
    }
    tiles
}

/// A seed from the position (board, bank, seat) and the Expert's own seed (SplitMix64 steps).
fn position_seed(board: &Board, bank: &Bank, seat: usize, seed: u64) -> u64 {
    let mut h = seed ^ 0x9E37_79B9_7F4A_7C15;
    let mut mix = |v: u64| {
        h = (h ^ v).wrapping_add(0x9E37_79B9_7F4A_7C15);
        h = (h ^ (h >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h = (h ^ (h >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        h ^= h >> 31;
    };
    for (cell, tile) in board.placed() {
        mix((cell.index() as u64) << 8 | tile.index() as u64);
    }
    for slot in bank.slots() {
        mix(slot.map_or(255, |t| t.index() as u64));
    }
    mix(seat as u64);
    h
}

impl Strategy for Expert {
    /// The first placement of the turn it plans from here ([`Strategy::plan`]; a whole turn
    /// is played from one plan by [`crate::ai::play_turn`]).
    fn choose(&self, position: &Position) -> Option<Choice> {
        self.plan(position).first().copied()
    }

    fn plan(&self, position: &Position) -> Vec<Choice> {
        if position.is_over() {
            return Vec::new();
        }
        self.think(position).choices()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::fixtures::{midgame, positions};
    use crate::ai::{Normal, play_turn};
    use crate::game::Game;
    use crate::player::{Level, Player};

    const DEFAULT: Tuning = Tuning::DEFAULT;

    /// A small Expert, so that the tests stay fast.
    const SMALL: Budget = Budget {
        candidates: 6,
        samples: 8,
        replies: 400,
    };

    #[test]
    fn the_expert_plays_the_same_turn_for_the_same_position_budget_and_seed() {
        let game = midgame();
        let plan = Expert::new(SMALL, 7).plan_turn(&game);
        assert!(!plan.is_empty());
        assert_eq!(Expert::new(SMALL, 7).plan_turn(&game), plan);
        // A whole turn is played from that plan.
        let played = play_turn(&mut game.clone(), &Expert::new(SMALL, 7));
        let steps: Vec<Choice> = played
            .iter()
            .map(|p| Choice {
                slot: p.slot,
                cell: p.cell,
            })
            .collect();
        assert_eq!(steps, plan);
    }
    #[test]
    fn the_experts_turn_does_not_depend_on_the_number_of_threads() {
        // Midgame positions (replies weighed) and endgame ones (play-outs), each planned on a
        // pool of one thread and on pools of two and three.
        let mut positions: Vec<Game> = positions(0..3, 5);
        positions.retain(|game| {
            let left = game.position().tiles_left().len();
            left > Expert::ENDGAME_TILES + 10 || left <= Expert::ENDGAME_TILES
        });
        let endgames = positions
            .iter()
            .filter(|g| g.position().tiles_left().len() <= Expert::ENDGAME_TILES)
            .count();
        assert!(
            endgames >= 2 && positions.len() >= endgames + 4,
            "{endgames} of {}",
            positions.len()
        );
        let plans = |threads: usize| -> Vec<Vec<Choice>> {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("a pool of threads");
            pool.install(|| {
                positions
                    .iter()
                    .map(|game| Expert::new(SMALL, 3).plan_turn(game))
                    .collect()
            })
        };
        let one = plans(1);
        assert!(one.iter().all(|plan| !plan.is_empty()));
        assert_eq!(plans(2), one);
        assert_eq!(plans(3), one);
    }

    #[test]
    fn the_experts_turn_is_one_of_its_best_by_points() {
        // Its candidates are the best turns by this turn's points: never more than Strong's,
        // and at least the sixth best total (SMALL weighs six) of every turn it could make.
        let game = midgame();
        let strong = play_turn(&mut game.clone(), &Strong).points();
        let expert = play_turn(&mut game.clone(), &Expert::new(SMALL, 1)).points();
        assert!(expert <= strong, "expert {expert}, strong {strong}");
        let mut totals = Vec::new();
        collect_turns(
            &mut game.board().clone(),
            &mut { *game.bank() },
            Placements::MAX,
            Turn::default(),
            0,
            TileSet::EMPTY,
            &mut totals,
        );
        let better = totals.iter().filter(|c| c.points > expert).count();
        assert!(
            better < totals.len() / 10,
            "{better} of {} turns better",
            totals.len()
        );
    }
    #[test]
    fn in_the_last_turns_the_expert_ends_the_game_at_least_as_well_as_strong() {
        // Once the bag is empty the rest of the game is certain: each player draws what the
        // one before left unplaced. The Expert's play-outs are then exact, so its turn must end
        // the game at least as well for it as Strong's best-scoring turn does: in every such
        // position of many games, each of their last turns.
        let mut checked = 0;
        for seed in 0..40 {
            let players = vec![
                Player::computer("A".to_string(), Level::Normal),
                Player::computer("B".to_string(), Level::Normal),
            ];
            let mut game = Game::new(players, seed).expect("two players");
            while !game.is_over() && !game.bag().is_empty() {
                play_turn(&mut game, &Normal);
                game.end_turn();
            }
            while !game.is_over() {
                if game.can_place() {
                    let me = game.current();
                    let finish = |first: &dyn Strategy| {
                        let mut game = game.clone();
                        play_turn(&mut game, first);
                        game.end_turn();
                        while !game.is_over() {
                            play_turn(&mut game, &Strong);
                            game.end_turn();
                        }
                        // Worked out here, not by `outcome`, so that a mistake there shows:
                        // the margin over the other player, and 40 more for a win.
                        let mine = i64::from(game.players()[me].score);
                        let other = i64::from(game.players()[1 - me].score);
                        (mine - other) as f64
                            + if mine > other {
                                40.0
                            } else if mine == other {
                                20.0
                            } else {
                                0.0
                            }
                    };
                    let expert = finish(&Expert::new(Budget::DEFAULT, 0));
                    let strong = finish(&Strong);
                    assert!(
                        expert >= strong,
                        "seed {seed}, turn {}: expert {expert}, strong {strong}",
                        game.history().turns().len() + 1
                    );
                    checked += 1;
                }
                play_turn(&mut game, &Strong);
                game.end_turn();
            }
            if checked >= 12 {
                break;
            }
        }
        assert!(
            checked >= 12,
            "only {checked} endgame turns reached in 40 games"
        );
    }

    #[test]
    fn with_more_players_the_next_players_reply_counts_less_the_more_so_when_far_behind() {
        // Two players: the next player's points are all against the Expert, whatever the
        // scores and however late.
        for (scores, left) in [([0, 0], 80), ([300, 100], 20), ([100, 300], 5)] {
            assert_eq!(reply_weight(&DEFAULT, &scores, 0, left, 60), 0.8);
        }
        // Level scores (about 20 points a tile laid, as in Strong's games): the more opponents,
        // the less the next one's reply counts, in each seat.
        for left in [70, 40, 10] {
            let placed = 80 - left;
            let level = |seats: u32| placed as u32 * 20 / seats;
            for me in 0..3 {
                let two = reply_weight(&DEFAULT, &[level(2); 2], me % 2, left, placed);
                let three = reply_weight(&DEFAULT, &[level(3); 3], me, left, placed);
                let four = reply_weight(&DEFAULT, &[level(4); 4], me, left, placed);
                assert!(
                    four < three && three < two,
                    "{left} left, seat {me}: {two} {three} {four}"
                );
            }
        }
        // Four players, the Expert in seat 3: the reply of seat 4 counts less the further it
        // is behind the others, more when it leads, and nearly fully when it leads by far late
        // in the game. Never more than with two players.
        let weight = |fourth: u32, left: usize| {
            reply_weight(&DEFAULT, &[300, 300, 300, fourth], 2, left, 45)
        };
        for left in [40, 15] {
            let far_behind = weight(150, left);
            let behind = weight(250, left);
            let level = weight(300, left);
            let ahead = weight(400, left);
            assert!(
                0.0 < far_behind
                    && far_behind < behind
                    && behind < level
                    && level < ahead
                    && ahead < 0.8,
                "{left} left: {far_behind} {behind} {level} {ahead}"
            );
        }
        assert!(weight(150, 15) < 0.1 * 0.8);
        assert!(weight(600, 15) > 0.9 * 0.8);
        // The same gap counts less early, when the scores say less about who will win.
        assert!(weight(150, 60) > weight(150, 15));
    }

    #[test]
    fn a_tuning_reaches_the_search_a_reply_counted_for_nothing_makes_the_expert_greedy() {
        // With the next player's reply counted for nothing and no endgame play-outs, a turn is
        // worth its own points alone: the Expert plays a turn worth what Strong's is, in every
        // position, early or late. The default tuning holds back for the reply in some of
        // them, so the tuning is what made the difference.
        let mut greedy = Tuning::DEFAULT;
        for word in ["reply_weight=0", "endgame_tiles=0"] {
            greedy.set(word).expect("a good word");
        }
        let positions = positions(0..4, 4);
        assert!(positions.len() >= 20, "{} positions", positions.len());
        let mut held_back = 0;
        for (i, game) in positions.iter().enumerate() {
            let strong = play_turn(&mut game.clone(), &Strong).points();
            let tuned = play_turn(&mut game.clone(), &Expert::tuned(SMALL, 5, greedy)).points();
            assert_eq!(tuned, strong, "position {i}");
            let default = play_turn(&mut game.clone(), &Expert::new(SMALL, 5)).points();
            held_back += usize::from(default < strong);
        }
        assert!(held_back > 0, "the default never held back");
        assert_eq!(Expert::new(SMALL, 5).tuning(), Tuning::DEFAULT);
    }

    #[test]
    fn a_play_out_ends_when_no_tile_left_fits() {
        // From positions early, middle and late in many games, with different draws.
        let positions = positions(0..6, 6);
        assert!(positions.len() >= 20, "{} positions", positions.len());
        for (i, game) in positions.iter().enumerate() {
            let pool = game.bag().tiles().union(game.bank().tile_set());
            let mut rng = Pcg64Mcg::seed_from_u64(i as u64);
            // The player to move places nothing; the others play the game out.
            let end = play_out(game.position(), &mut rng);
            let scores = end.scores();
            assert!(
                end.is_over(),
                "position {i}: the game was played to its end"
            );
            let end = end.board();
            let laid = TileSet(end.tiles_on_board().0 & !game.board().tiles_on_board().0);
            let left = TileSet(pool.0 & !laid.0);
            assert!(
                !laid.is_empty(),
                "position {i}: a tile fitted, so one was laid"
            );
            assert_eq!(
                laid.intersect(pool),
                laid,
                "position {i}: only tiles to draw are laid"
            );
            assert!(
                !end.any_placeable(left),
                "position {i}: a tile left still fits: {left:?}"
            );
            crate::rules::check_position(end)
                .unwrap_or_else(|e| panic!("position {i}: a legal board: {e}"));
            let before: u32 = game.players().iter().map(|p| p.score).sum();
            assert!(
                scores.iter().sum::<u32>() > before,
                "position {i}: {scores:?}"
            );
        }
    }
}
