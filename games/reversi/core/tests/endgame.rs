//! The endgame solver against a plain minimax over the rules' own moves (no bitboards, no
//! pruning), on positions reached by random classic games, and on hand-made passes and ends.

use std::collections::HashMap;

use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reversi_core::endgame::{Solver, best, solve};
use reversi_core::{Board, Cell, Cells, Colour, Game, Move, Position, Rules};

/// The final score for `mover` counted the FForum way: stones minus the opponent's, the empty
/// cells to the winner.
fn final_score(board: &Board, mover: Colour) -> i32 {
    let own = i32::try_from(board.count(mover)).expect("at most 64");
    let opp = i32::try_from(board.count(mover.other())).expect("at most 64");
    let empty = 64 - own - opp;
    if own > opp {
        own - opp + empty
    } else if own < opp {
        own - opp - empty
    } else {
        0
    }
}

/// Every line of play to the end, by the rules' legal moves: the score for the side to move.
/// Positions met twice are looked up (`seen`), not played out again.
fn minimax(position: &Position, seen: &mut HashMap<Position, i32>) -> i32 {
    if position.is_over() {
        return final_score(position.board(), position.to_move());
    }
    if let Some(&value) = seen.get(position) {
        return value;
    }
    let value = position
        .legal_moves()
        .into_iter()
        .map(|mv| -minimax(&after(position, mv), seen))
        .max()
        .expect("a game that goes on has a legal move (or a pass)");
    seen.insert(*position, value);
    value
}

fn after(position: &Position, mv: Move) -> Position {
    let mut next = *position;
    next.play_unchecked(mv);
    next
}

/// A classic game played at random from the start until at most `empties` cells are empty
/// (or it ends).
fn random_position(seed: u64, empties: u32) -> Position {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut game = Game::new(Rules::Classic);
    while game.position().board().empty().len() > empties {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        game.play(mv).expect("a legal move");
    }
    *game.position()
}

fn cells(names: &[&str]) -> Cells {
    names
        .iter()
        .map(|n| n.parse::<Cell>().expect("a cell"))
        .collect()
}

/// The solver's listing against minimax: every legal move, each with its exact score, best
/// first, and the best move's score is the position's value.
fn check_against_minimax(position: &Position) -> Result<(), TestCaseError> {
    let board = position.board();
    let mover = position.to_move();
    let listed = Solver::new().solve(board, mover);
    let seen = &mut HashMap::new();
    let mut expected: Vec<(Move, i32)> = position
        .legal_moves()
        .into_iter()
        .map(|mv| (mv, -minimax(&after(position, mv), seen)))
        .collect();
    let mut moves: Vec<Move> = listed.iter().map(|&(mv, _)| mv).collect();
    let key = |mv: &Move| match mv {
        Move::Lay(cell) => cell.index(),
        Move::Pass => 64,
    };
    moves.sort_by_key(key);
    prop_assert_eq!(
        moves,
        expected.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(),
        "the solver's moves are the legal moves\n{}",
        board
    );
    for (mv, value) in &expected {
        prop_assert!(
            listed.contains(&(*mv, *value)),
            "{} is worth {} for {}, solver says {:?}\n{}",
            mv,
            value,
            mover,
            listed,
            board
        );
    }
    prop_assert!(
        listed.windows(2).all(|w| w[0].1 >= w[1].1),
        "best first: {:?}",
        listed
    );
    expected.sort_by_key(|&(_, v)| -v);
    let value = if position.is_over() {
        final_score(board, mover)
    } else {
        minimax(position, seen)
    };
    prop_assert_eq!(Solver::new().value(board, mover), value);
    let found = best(board, mover);
    prop_assert_eq!(found.map(|(_, v)| v), expected.first().map(|&(_, v)| v));
    if let Some(found) = found {
        prop_assert!(
            expected.contains(&found),
            "best {:?} is a move with its score",
            found
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_solver_agrees_with_minimax_on_random_endgames(seed in any::<u64>(), empties in 1u32..=10) {
        check_against_minimax(&random_position(seed, empties))?;
    }

    #[test]
    fn one_solver_keeps_agreeing_from_one_position_to_the_next(seed in any::<u64>()) {
        // The table is kept between solves: its bounds must hold for every later position.
        let mut solver = Solver::with_table_bits(8);
        let position = random_position(seed, 9);
        let seen = &mut HashMap::new();
        let mut line = vec![position];
        while let Some(mv) = line.last().and_then(|p| p.legal_moves().first().copied()) {
            let next = after(line.last().expect("not empty"), mv);
            line.push(next);
        }
        for position in line.iter().rev() {
            let value = if position.is_over() {
                final_score(position.board(), position.to_move())
            } else {
                minimax(position, seen)
            };
            prop_assert_eq!(solver.value(position.board(), position.to_move()), value);
        }
    }
}

#[test]
fn deeper_random_endgames_list_every_legal_move() {
    // Beyond minimax's reach: the solver's moves are still exactly the rules' legal moves, and
    // the best move's score is the best listed.
    for seed in 0..12 {
        let position = random_position(seed, 13);
        let board = position.board();
        let listed = solve(board, position.to_move());
        let mut moves: Vec<Move> = listed.iter().map(|&(mv, _)| mv).collect();
        moves.sort_by_key(|mv| mv.to_string());
        let mut legal = position.legal_moves();
        legal.sort_by_key(|mv| mv.to_string());
        assert_eq!(moves, legal, "seed {seed}\n{board}");
        assert_eq!(
            best(board, position.to_move()).map(|(_, v)| v),
            listed.first().map(|&(_, v)| v),
            "seed {seed}"
        );
    }
}

#[test]
fn a_player_without_a_move_passes_and_the_score_follows_the_other_players_reply() {
    // Yellow a1, Red b1, c1 empty, Red to move: Red cannot turn anything and passes; Yellow
    // c1 then takes the row, nobody can move, and the 61 empty cells go to Yellow.
    let board = Board::from_stones(cells(&["a1"]), cells(&["b1"])).expect("disjoint");
    assert_eq!(solve(&board, Colour::Red), vec![(Move::Pass, -64)]);
    assert_eq!(best(&board, Colour::Red), Some((Move::Pass, -64)));
    assert_eq!(
        solve(&board, Colour::Yellow),
        vec![(Move::Lay("c1".parse().expect("a cell")), 64)]
    );
}

#[test]
fn passes_inside_random_endgames_are_solved_like_minimax() {
    // The first positions of random games, with at most 10 empty cells, where the side to
    // move must pass while the game goes on.
    let mut found = 0;
    for seed in 0..500 {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut position = random_position(seed, 10);
        loop {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            if mv == Move::Pass {
                assert_eq!(solve(position.board(), position.to_move())[0].0, Move::Pass);
                check_against_minimax(&position).expect("the solver agrees with minimax");
                found += 1;
                if found == 10 {
                    return;
                }
            }
            position = after(&position, mv);
        }
    }
    panic!("only {found} positions with a pass in 500 random games");
}

#[test]
fn when_neither_side_can_move_there_is_no_move_and_the_empty_cells_go_to_the_winner() {
    // Yellow a1 and b1, Red h8: nobody can turn a stone; Yellow has 2 to 1 and the 61 empty
    // cells.
    let board = Board::from_stones(cells(&["a1", "b1"]), cells(&["h8"])).expect("disjoint");
    let mut solver = Solver::new();
    for colour in Colour::ALL {
        assert!(solver.solve(&board, colour).is_empty());
        assert_eq!(solver.best(&board, colour), None);
    }
    assert_eq!(solver.value(&board, Colour::Yellow), 62);
    assert_eq!(solver.value(&board, Colour::Red), -62);
    // As many stones each: a tie, the empty cells go to nobody.
    let tie = Board::from_stones(cells(&["a1"]), cells(&["h8"])).expect("disjoint");
    assert_eq!(solver.value(&tie, Colour::Red), 0);
}
