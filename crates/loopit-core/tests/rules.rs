//! The rules of a turn, of the start and the end, of the computer player and of cheat mode,
//! one test per rule of the rules reference, named after the rule, played through [`Game`].
//! (The rules of tiles, the board, placing and points are tested beside their code: `tile.rs`,
//! `board.rs`, `rules.rs`, `score.rs`.)

/// A late position of a real game with two tiles left in the bag (`data/short_bag.json`).
const SHORT_BAG: &str = include_str!("data/short_bag.json");

mod common;

use common::{assert_tiles_accounted_for, c, game, save, slot, t};
use loopit_core::{
    Cell, CheatError, Game, Level, Normal, PlaceError, Player, SaveFile, Strategy, SwapDirection,
    TileSet, ai,
};

// ---- A turn ------------------------------------------------------------------------------

#[test]
fn turn_step_1_the_player_draws_until_the_bank_holds_5() {
    let game = game(&[(5, 5, "541")], &[]);
    assert_eq!(game.bank().len(), 5);
    assert_eq!(game.bag().len(), 81 - 1 - 5);
    assert_tiles_accounted_for(&game);
}

#[test]
fn turn_step_1_the_bank_takes_what_is_left_when_the_bag_runs_short() {
    // A late position of a real game: 79 tiles on the board, the player to move has not
    // drawn yet, and two tiles are left in the bag.
    let file = SaveFile::from_json(SHORT_BAG).expect("the fixture is a save file");
    assert!(file.bank.is_empty());
    assert_eq!(file.board.len(), 79);
    let game = Game::from_save(&file, 0).expect("a reachable position");
    assert!(!game.is_over());
    assert_eq!(game.bank().len(), 2);
    assert!(game.bag().is_empty());
    assert_tiles_accounted_for(&game);
}

#[test]
fn turn_step_2_up_to_three_placements() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    game.place(slot(&game, "125"), c(4, 5)).expect("first");
    game.place(slot(&game, "223"), c(3, 5)).expect("second");
    game.place(slot(&game, "321"), c(2, 5)).expect("third");
    let before = game.clone();
    assert_eq!(
        game.place(slot(&game, "422"), c(6, 5)),
        Err(PlaceError::TurnFull)
    );
    assert_eq!(game, before);
    assert!(game.legal_cells(slot(&game, "422")).is_empty());
    assert!(!game.can_place());
}

#[test]
fn turn_step_2_each_placement_scores_on_the_board_as_it_is() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    let first = game.place(slot(&game, "125"), c(4, 5)).expect("legal");
    assert_eq!(first.points, 2 + 5);
    // The tile placed first counts for the second, and the line runs on through it.
    let second = game.place(slot(&game, "223"), c(3, 5)).expect("legal");
    assert_eq!(second.points, 2 + 1 + 5);
    assert_eq!(game.placed().points(), 15);
}

#[test]
fn turn_step_2_a_placed_tile_can_be_taken_back_until_the_turn_ends() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    let start = game.clone();
    let s = slot(&game, "422");
    game.place(s, c(6, 5)).expect("legal");
    assert_eq!(game.bank().get(s), None);
    let back = game.undo().expect("something to take back");
    assert_eq!(back.taken.tile, t("422"));
    assert_eq!(game, start);
    assert_eq!(game.bank().get(s), Some(t("422")));
}

#[test]
fn turn_step_2_taking_back_an_earlier_tile_returns_the_tiles_that_hung_on_it() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    game.place(slot(&game, "125"), c(4, 5)).expect("legal"); // above 541
    game.place(slot(&game, "223"), c(3, 5)).expect("legal"); // above 125: hangs on it
    game.place(slot(&game, "422"), c(6, 5)).expect("legal"); // below 541: independent
    let back = game.take_back_cell(c(4, 5)).expect("placed this turn");
    assert_eq!(back.taken.tile, t("125"));
    assert_eq!(back.also_returned.len(), 1);
    assert_eq!(back.also_returned[0].tile, t("223"));
    assert_eq!(game.placed().len(), 1);
    assert_eq!(game.placed()[0].tile, t("422"));
    assert_eq!(game.bank().len(), 4);
    assert_eq!(game.board().tile(c(3, 5)), None);
}

#[test]
fn turn_step_3_ending_adds_the_points_fixes_the_tiles_and_returns_the_rest_to_the_bag() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    let a = game
        .place(slot(&game, "125"), c(4, 5))
        .expect("legal")
        .points;
    let b = game
        .place(slot(&game, "422"), c(6, 5))
        .expect("legal")
        .points;
    let summary = game.end_turn().expect("game goes on");
    assert_eq!(summary.points, a + b);
    assert_eq!(game.players()[0].score, a + b);
    assert_eq!(game.board().len(), 3);
    assert!(game.placed().is_empty());
    for name in ["223", "321", "522"] {
        assert!(
            game.bag().contains(t(name)) || game.bank().slot_of(t(name)).is_some(),
            "{name} went back to the bag (and may have been drawn again)"
        );
    }
    assert!(game.undo().is_none(), "fixed tiles cannot be taken back");
    assert_tiles_accounted_for(&game);
}

#[test]
fn turn_step_3_a_player_may_end_the_turn_having_placed_nothing() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    assert!(game.can_place());
    let summary = game.end_turn().expect("game goes on");
    assert_eq!(summary.points, 0);
    assert!(
        !summary.sat_out,
        "a placement was possible: the player passed"
    );
    assert_eq!(game.current(), 1);
}

#[test]
fn turn_step_4_a_player_whose_tiles_fit_nowhere_sits_out() {
    // 122 (E, W) on 5,5: only tiles with a line at the left or right fit. None in the bank.
    let mut game = game(&[(5, 5, "122")], &["125", "223", "321", "422", "522"]);
    assert!(game.must_sit_out());
    assert!(Normal.next_placement(&game).is_none());
    let summary = game.end_turn().expect("game goes on");
    assert!(summary.sat_out);
    assert_eq!(summary.points, 0);
    assert_eq!(game.current(), 1);
    assert_tiles_accounted_for(&game);
}

#[test]
fn turns_go_round_in_seating_order() {
    let players = ["A", "B", "C"].map(Player::human).to_vec();
    let mut game = Game::new(players, 5).expect("players");
    let mut seats = Vec::new();
    for _ in 0..7 {
        seats.push(game.current());
        game.end_turn();
    }
    assert_eq!(seats, [0, 1, 2, 0, 1, 2, 0]);
}

// ---- Start and end -----------------------------------------------------------------------

#[test]
fn start_one_tile_drawn_from_the_full_bag_lies_on_5_5_and_scores_for_no_one() {
    for seed in 0..20 {
        let game = Game::new(vec![Player::human("A"), Player::human("B")], seed).expect("ok");
        assert_eq!(game.board().len(), 1);
        assert!(game.board().tile(Cell::START).is_some());
        assert!(game.players().iter().all(|p| p.score == 0));
        assert_tiles_accounted_for(&game);
    }
    let starts: TileSet = (0..200)
        .map(|seed| {
            let game = Game::new(vec![Player::human("A"), Player::human("B")], seed).expect("ok");
            game.board().tile(Cell::START).expect("start tile")
        })
        .collect();
    assert!(starts.len() > 40, "the start tile is drawn at random");
}

#[test]
fn start_the_first_player_of_the_setup_moves_first() {
    let game = Game::new(vec![Player::human("Zoe"), Player::human("Adam")], 1).expect("ok");
    assert_eq!(game.current(), 0);
    assert_eq!(game.current_player().name, "Zoe");
}

#[test]
fn end_when_no_tile_left_can_be_placed() {
    // A closed ring of four paths around the start: no line is open anywhere.
    let file = save(
        &[(4, 4, "123"), (4, 5, "124"), (5, 5, "126"), (5, 4, "121")],
        &[],
        &[("A", "human", 3), ("B", "human", 5)],
        0,
    );
    let game = Game::from_save(&file, 0).expect("a reachable position");
    assert!(game.is_over());
    assert!(game.bank().is_empty());
    assert_eq!(game.ranking()[0].player, 1);
}

#[test]
fn end_a_finished_game_has_no_placeable_tile_left() {
    for seed in 0..20 {
        let players = vec![
            Player::computer("A", Level::Normal),
            Player::computer("B", Level::Normal),
        ];
        let mut game = Game::new(players, seed).expect("ok");
        let mut last = None;
        while let Some(summary) = {
            ai::play_turn(&mut game, &Normal);
            game.end_turn()
        } {
            last = Some(summary);
        }
        assert!(last.is_some_and(|s| s.game_over));
        let left = TileSet::ALL.intersect(TileSet(!game.board().tiles_on_board().0));
        assert!(game.board().placeable(left).is_empty(), "seed {seed}");
        assert!(game.end_turn().is_none());
    }
}

#[test]
fn ranking_highest_score_wins_and_equal_scores_share_the_place() {
    let file = save(
        &[(4, 4, "123"), (4, 5, "124"), (5, 5, "126"), (5, 4, "121")],
        &[],
        &[
            ("A", "human", 30),
            ("B", "human", 50),
            ("C", "human", 30),
            ("D", "human", 10),
        ],
        0,
    );
    let game = Game::from_save(&file, 0).expect("ok");
    let ranking: Vec<(usize, usize)> = game.ranking().iter().map(|s| (s.place, s.player)).collect();
    assert_eq!(ranking, [(1, 1), (2, 0), (2, 2), (4, 3)]);
}

// ---- The computer player -----------------------------------------------------------------

#[test]
fn computer_takes_the_highest_value_that_can_be_placed() {
    // 832 (8) is highest and fits: the rules' first golden case.
    let mut game = game(
        &[(5, 5, "541"), (5, 6, "126")],
        &["321", "425", "832", "624", "133"],
    );
    let first = Normal.next_placement(&game).expect("something fits");
    assert_eq!(game.bank().get(first.slot), Some(t("832")));
    // With 122 on 5,5, 125 (value 1) and 726 (7, N-S) fit nowhere; 624 (E, S) does.
    game = common::game(&[(5, 5, "122")], &["125", "726", "624", "223", "321"]);
    let first = Normal.next_placement(&game).expect("624 fits");
    assert_eq!(game.bank().get(first.slot), Some(t("624")));
}

#[test]
fn computer_ties_go_to_the_earlier_bank_slot() {
    // 624 (E, S) fits on 5,4 and 626 (S, W) on 5,6: both earn 6 × 2 + 1.
    let game1 = game(&[(5, 5, "122")], &["624", "626"]);
    let game2 = game(&[(5, 5, "122")], &["626", "624"]);
    let g1 = Normal.next_placement(&game1).expect("fits");
    let g2 = Normal.next_placement(&game2).expect("fits");
    assert_eq!((g1.slot, g1.cell), (0, c(5, 4)));
    assert_eq!((g2.slot, g2.cell), (0, c(5, 6)));
}

#[test]
fn computer_ties_go_to_the_smaller_row_then_the_smaller_column() {
    // 641 fits on all four sides of 541 for 6 × 2 + 5: the top cell wins.
    let g = game(&[(5, 5, "541")], &["641"]);
    assert_eq!(Normal.next_placement(&g).map(|ch| ch.cell), Some(c(4, 5)));
    // 622 (E, W) fits left and right: the left one wins.
    let g = game(&[(5, 5, "541")], &["622"]);
    assert_eq!(Normal.next_placement(&g).map(|ch| ch.cell), Some(c(5, 4)));
}

#[test]
fn computer_places_up_to_three_and_stops_early_when_nothing_fits() {
    let mut full = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    assert_eq!(ai::play_turn(&mut full, &Normal).len(), 3);
    let mut stuck = game(&[(5, 5, "122")], &["125", "223", "321", "422", "522"]);
    assert_eq!(ai::play_turn(&mut stuck, &Normal).len(), 0);
}

// ---- Cheat mode --------------------------------------------------------------------------

#[test]
fn cheat_swap_skips_tiles_not_in_the_bag_and_returns_the_replaced_tile() {
    // 122 and 123 are in the bank, 124 is on the board: forward from 121 lands on 125.
    let mut game = game(
        &[(5, 5, "541"), (4, 5, "124")],
        &["121", "122", "123", "422", "522"],
    );
    assert_eq!(game.cheat_swap(0, SwapDirection::Forward), Ok(t("125")));
    assert!(game.bag().contains(t("121")));
    assert!(!game.bag().contains(t("125")));
    assert_tiles_accounted_for(&game);
}

#[test]
fn cheat_swap_works_on_a_computer_bank_before_it_moves() {
    let file = save(
        &[(5, 5, "541")],
        &["125", "223", "321", "422", "522"],
        &[("Anna", "human", 0), ("Computer", "computer", 0)],
        1,
    );
    let mut game = Game::from_save(&file, 0).expect("ok");
    assert!(game.current_player().kind.is_computer());
    let new = game.cheat_swap(2, SwapDirection::Forward).expect("swap");
    assert_eq!(game.bank().get(2), Some(new));
    let placements = ai::play_turn(&mut game, &Normal);
    assert!(!placements.is_empty());
}

#[test]
fn cheat_swap_refuses_an_empty_slot() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    let s = slot(&game, "125");
    game.place(s, c(4, 5)).expect("legal");
    assert_eq!(
        game.cheat_swap(s, SwapDirection::Forward),
        Err(CheatError::EmptySlot { slot: s })
    );
}
