//! Properties that hold in every game: random games driven by random choices of placements,
//! take-backs, turn ends, cheat swaps and whole turns of the computer players.

mod common;

use common::assert_tiles_accounted_for;
use loopit_core::{
    Board, Cell, Game, Level, Player, SaveFile, SwapDirection, Tile, TileSet, ai, check_placement,
    check_position, points, score,
};
use proptest::prelude::*;

/// What a random player does next, picked by a number.
fn act(game: &mut Game, pick: u32, scores: &mut [u32]) {
    let moves: Vec<(usize, Cell)> = game
        .bank()
        .tiles()
        .flat_map(|(slot, _)| game.legal_cells(slot).iter().map(move |cell| (slot, cell)))
        .collect();
    match pick % 10 {
        // Mostly place a tile; every placement can be taken back to exactly the game before.
        0..=5 if !moves.is_empty() => {
            let (slot, cell) = moves[(pick / 10) as usize % moves.len()];
            let before = game.clone();
            let expected = game.check(slot, cell).expect("a legal cell").points;
            let placement = game.place(slot, cell).expect("legal placement");
            assert_eq!(placement.points, expected);
            if pick.is_multiple_of(3) {
                game.undo().expect("a placement to take back");
                assert_eq!(*game, before, "taking back restores the exact state");
                game.place(slot, cell).expect("legal again");
            }
        }
        6 if !game.placed().is_empty() => {
            let index = (pick / 10) as usize % game.placed().len();
            let placed_before = game.placed().len();
            let back = game.take_back(index).expect("a placement");
            assert_eq!(
                game.placed().len(),
                placed_before - 1 - back.also_returned.len()
            );
            assert!(game.board().tile(back.taken.cell).is_none());
        }
        7 => {
            let slot = (pick / 10) as usize % 5;
            let step = if pick.is_multiple_of(2) {
                SwapDirection::Forward
            } else {
                SwapDirection::Back
            };
            let _ = game.cheat_swap(slot, step);
        }
        // A computer plays the rest of the turn (any level but the Expert, for speed).
        8 => {
            let level = [Level::Beginner, Level::Normal, Level::Strong][(pick / 10) as usize % 3];
            let player = game.current();
            let before = game.placed().points();
            ai::play_turn(game, level.strategy());
            let expected = game.placed().points();
            assert!(expected >= before);
            if let Some(summary) = game.end_turn() {
                assert_eq!(summary.player, player);
                assert_eq!(summary.points, expected);
                scores[player] += summary.points;
            }
        }
        _ => {
            let player = game.current();
            let expected: u32 = game.placed().points();
            if let Some(summary) = game.end_turn() {
                assert_eq!(summary.player, player);
                assert_eq!(summary.points, expected);
                scores[player] += summary.points;
            }
        }
    }
}

fn play(seed: u64, players: usize, picks: &[u32]) -> (Game, Vec<u32>) {
    play_saving(seed, players, picks, &[])
}

/// [`play`], and before the picks numbered in `save_points` the game is saved and loaded back
/// ([`check_save_point`]).
fn play_saving(
    seed: u64,
    players: usize,
    picks: &[u32],
    save_points: &[usize],
) -> (Game, Vec<u32>) {
    let names = ["Anna", "Ben", "Cleo", "Dan"];
    let players: Vec<Player> = names[..players].iter().map(|n| Player::human(*n)).collect();
    let mut game = Game::new(players, seed).expect("2 to 4 players");
    let mut scores = vec![0; game.players().len()];
    for (i, &pick) in picks.iter().enumerate() {
        if save_points.contains(&i) {
            check_save_point(&game);
        }
        if game.is_over() {
            break;
        }
        act(&mut game, pick, &mut scores);
        assert_tiles_accounted_for(&game);
        check_position(game.board()).unwrap_or_else(|e| panic!("the board is always valid: {e}"));
        // What the board keeps up to date move by move (masks, frontier, legal cells) is what
        // a board laid afresh with the same tiles has.
        let mut fresh = Board::new();
        for (cell, tile) in game.board().placed() {
            fresh.put(cell, tile);
        }
        assert_eq!(&fresh, game.board());
        // The fast points (followed from the cell, whatever the tile) are the points of the
        // full score (followed from the tile's line ends, every joined tile remembered).
        for (_, tile) in game.bank().tiles() {
            for cell in game.board().legal_cells(tile) {
                assert_eq!(
                    points(game.board(), tile, cell),
                    score(game.board(), tile, cell).points,
                    "{tile} on {cell}"
                );
            }
        }
        assert!(game.placed().len() <= 3);
        for (i, player) in game.players().iter().enumerate() {
            assert_eq!(
                player.score, scores[i],
                "score is the sum of the turns' points"
            );
        }
    }
    (game, scores)
}

/// A game saved now loads back as the very game (version 2, whatever the loader's seed), writes
/// the same file again, and read as version 1 (its history left out) is the position at the
/// start of the turn in progress: a reachable game, which the strict check accepts.
fn check_save_point(game: &Game) {
    let save = game.to_save();
    assert_eq!(save.version, 2);
    let text = save.to_json();
    let loaded = Game::from_json(&text, 99)
        .unwrap_or_else(|e| panic!("a reachable game is refused: {e}\n{text}"));
    assert_eq!(&loaded, game);
    assert_eq!(loaded.to_save().to_json(), text);
    assert_eq!(loaded.turn_summaries(), game.turn_summaries());
    let start = SaveFile {
        version: 1,
        history: None,
        ..save
    };
    let resumed = Game::from_json(&start.to_json(), 7)
        .unwrap_or_else(|e| panic!("the start of a reachable turn is refused: {e}"));
    assert_eq!(
        resumed.board().len(),
        game.board().len() - game.placed().len()
    );
    assert_eq!(
        resumed.bank().tile_set(),
        game.bank_at_turn_start().tile_set()
    );
    assert_eq!(resumed.players(), game.players());
    assert_eq!(resumed.current(), game.current());
    assert_eq!(resumed.is_over(), game.is_over());
    let again = Game::from_json(&resumed.to_save().to_json(), 0).expect("loads again");
    assert_eq!(again, resumed);
}

/// What the board keeps up to date placement by placement to answer "where may this tile go"
/// (its masks sliced by edge, its frontier) gives the rules' own answer, [`check_placement`]'s,
/// for every tile on every cell, and so do the questions built on it.
fn check_legality_is_the_rule(board: &Board) {
    let mut fitting = TileSet::EMPTY;
    for tile in Tile::ALL {
        let legal = board.legal_cells(tile);
        for cell in Cell::all() {
            let rule = check_placement(board, tile, cell).is_ok();
            assert_eq!(legal.contains(cell), rule, "{tile} on {cell}\n{board}");
            assert_eq!(board.can_place(tile, cell), rule, "{tile} on {cell}");
            assert_eq!(board.fits(cell).contains(tile), rule, "{tile} on {cell}");
            if rule {
                fitting.insert(tile);
            }
        }
    }
    assert_eq!(board.placeable(TileSet::ALL), fitting);
    for tile in Tile::ALL {
        let one: TileSet = [tile].into_iter().collect();
        assert_eq!(board.any_placeable(one), fitting.contains(tile), "{tile}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_tile_is_once_in_board_bank_or_bag_and_the_board_stays_valid(
        seed in any::<u64>(),
        players in 2usize..=4,
        picks in proptest::collection::vec(any::<u32>(), 0..400),
    ) {
        play(seed, players, &picks);
    }

    #[test]
    fn the_same_seed_and_choices_give_the_same_game(
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u32>(), 0..200),
    ) {
        let (a, _) = play(seed, 3, &picks);
        let (b, _) = play(seed, 3, &picks);
        prop_assert_eq!(a, b);
    }

    /// A game saved at any moment (mid-turn, after cheat swaps or a computer's turn, at the
    /// end) loads back as the very same game: board, turn in progress, scores, history and
    /// random generator; as version 1 it is the start of the turn; and the same moves from
    /// there give the same game, draws included.
    #[test]
    fn a_game_saved_at_any_moment_loads_as_the_same_game_and_continues_exactly(
        seed in any::<u64>(),
        players in 2usize..=4,
        picks in proptest::collection::vec(any::<u32>(), 0..300),
        save_points in proptest::collection::vec(0usize..300, 0..4),
        more in proptest::collection::vec(any::<u32>(), 0..120),
    ) {
        let (game, scores) = play_saving(seed, players, &picks, &save_points);
        check_save_point(&game);
        let loaded = Game::from_json(&game.to_save().to_json(), seed).expect("its own save loads");
        let (mut a, mut b) = (game, loaded);
        let (mut scores_a, mut scores_b) = (scores.clone(), scores);
        for pick in more {
            if a.is_over() {
                break;
            }
            act(&mut a, pick, &mut scores_a);
            act(&mut b, pick, &mut scores_b);
            prop_assert_eq!(&a, &b);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// After every move of random games (placements, take-backs, cheat swaps, computer turns,
    /// turn ends), the board's legal cells are the rule's.
    #[test]
    fn the_boards_legal_cells_are_the_rules_answer_all_through_a_game(
        seed in any::<u64>(),
        players in 2usize..=4,
        picks in proptest::collection::vec(any::<u32>(), 0..160),
    ) {
        let names = ["Anna", "Ben", "Cleo", "Dan"];
        let players: Vec<Player> = names[..players].iter().map(|n| Player::human(*n)).collect();
        let mut game = Game::new(players, seed).expect("2 to 4 players");
        let mut scores = vec![0; game.players().len()];
        check_legality_is_the_rule(game.board());
        for pick in picks {
            if game.is_over() {
                break;
            }
            act(&mut game, pick, &mut scores);
            check_legality_is_the_rule(game.board());
        }
    }
}

#[test]
fn different_seeds_give_different_games() {
    let (a, _) = play(1, 2, &[0; 60]);
    let (b, _) = play(2, 2, &[0; 60]);
    assert_ne!(a.board(), b.board());
}
