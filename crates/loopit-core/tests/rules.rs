//! One test per rule of the rules reference, named after the rule.

mod common;

use common::{assert_tiles_accounted_for, board, c, game, save, slot, t};
use loopit_core::{
    Cell, CheatError, Edge, Game, Greedy, Level, PlaceError, Player, Step, Strategy, Tile,
    TileKind, TileSet, ai, premium,
};

// ---- Tiles -------------------------------------------------------------------------------

#[test]
fn tiles_81_named_value_line_ends_variant_in_naming_order() {
    assert_eq!(Tile::ALL.len(), 81);
    for pair in Tile::ALL.windows(2) {
        assert!(pair[0].to_string() < pair[1].to_string());
    }
    let t331 = t("331");
    assert_eq!((t331.value(), t331.edges().len()), (3, 3));
}

#[test]
fn tiles_each_value_1_to_7_has_six_paths_four_three_way_and_one_four_way_junction() {
    for value in 1..=7 {
        let tiles = TileSet::of_value(value);
        let count = |n| tiles.iter().filter(|t| t.edges().len() == n).count();
        assert_eq!((count(2), count(3), count(4)), (6, 4, 1), "value {value}");
        assert!(
            tiles
                .iter()
                .all(|t| (t.kind() == TileKind::Path) == (t.edges().len() == 2))
        );
    }
    let dead_ends = TileSet::of_value(8);
    assert_eq!(dead_ends.len(), 4);
    assert!(dead_ends.iter().all(|t| t.kind() == TileKind::DeadEnd));
}

#[test]
fn tiles_dead_end_endpoint_is_opposite_the_missing_edge() {
    for (name, endpoint) in [
        ("831", Edge::W),
        ("832", Edge::E),
        ("833", Edge::S),
        ("834", Edge::N),
    ] {
        let tile = t(name);
        assert_eq!(tile.endpoint(), Some(endpoint));
        // The straight line joins the other two edges.
        let straight: Vec<Edge> = tile.edges().iter().filter(|&e| e != endpoint).collect();
        assert_eq!(straight[0].opposite(), straight[1]);
    }
}

#[test]
fn tiles_edges_are_as_the_rules_list_them() {
    let listed = [
        ("121", "NE"),
        ("126", "NW"),
        ("231", "NEW"),
        ("325", "SW"),
        ("434", "NSW"),
        ("541", "NESW"),
        ("626", "SW"),
        ("734", "ESW"),
        ("833", "ESW"),
    ];
    for (name, edges) in listed {
        assert_eq!(t(name).edges().to_string(), edges, "{name}");
    }
}

// ---- Board -------------------------------------------------------------------------------

#[test]
fn board_is_11_by_11_with_the_premium_layout_and_start_cell_5_5() {
    let rows = [
        "6 1 1 1 1 6 1 1 1 1 6",
        "1 1 5 1 1 1 1 1 5 1 1",
        "1 4 1 1 1 4 1 1 1 4 1",
        "1 1 1 3 1 1 1 3 1 1 1",
        "1 1 1 1 1 2 1 1 1 1 1",
        "6 1 4 1 2 1 2 1 4 1 6",
        "1 1 1 1 1 2 1 1 1 1 1",
        "1 1 1 3 1 1 1 3 1 1 1",
        "1 4 1 1 1 4 1 1 1 4 1",
        "1 1 5 1 1 1 1 1 5 1 1",
        "6 1 1 1 1 6 1 1 1 1 6",
    ];
    for (row, text) in rows.iter().enumerate() {
        let got: Vec<String> = (0..11)
            .map(|col| premium(c(row as u8, col)).to_string())
            .collect();
        assert_eq!(got.join(" "), *text, "row {row}");
    }
    assert_eq!(Cell::START, c(5, 5));
    assert_eq!(Cell::all().count(), 121);
}

// ---- Placing a tile ----------------------------------------------------------------------

#[test]
fn placing_rule_1_the_cell_must_be_empty() {
    let b = board(&[(5, 5, "541"), (5, 6, "126")]);
    for tile in Tile::ALL {
        assert!(!b.can_place(tile, c(5, 6)));
        assert!(matches!(
            b.check_placement(tile, c(5, 6)),
            Err(PlaceError::CellTaken { .. })
        ));
    }
}

#[test]
fn placing_rule_2_no_line_runs_off_the_board() {
    // 122 (E, W) on the top row: its W line reaches 0,0 in the corner.
    let b = board(&[(0, 1, "122")]);
    assert_eq!(
        b.check_placement(t("121"), c(0, 0)), // N, E
        Err(PlaceError::RunsOffBoard { edge: Edge::N })
    );
    assert_eq!(
        b.check_placement(t("134"), c(0, 0)), // E, S, W
        Err(PlaceError::RunsOffBoard { edge: Edge::W })
    );
    assert!(b.can_place(t("123"), c(0, 0))); // E, S
}

#[test]
fn placing_rule_2_lines_must_meet() {
    // 541 on 5,5 and 126 (N, W) on 5,6: 126 has no line at its right.
    let b = board(&[(5, 5, "541"), (5, 6, "126")]);
    assert_eq!(
        b.check_placement(t("425"), c(5, 7)), // E, W
        Err(PlaceError::LineNotMet {
            edge: Edge::W,
            neighbour: t("126")
        })
    );
}

#[test]
fn placing_rule_2_a_tile_never_cuts_off_a_line() {
    // 4,5 sits above 541, whose line points up: 324 (E, W) has no line down.
    let b = board(&[(5, 5, "541"), (5, 6, "126")]);
    assert_eq!(
        b.check_placement(t("324"), c(4, 5)),
        Err(PlaceError::CutsLine {
            edge: Edge::S,
            neighbour: t("541")
        })
    );
}

#[test]
fn placing_rule_3_at_least_one_line_is_continued() {
    let b = board(&[(5, 5, "541"), (5, 6, "126")]);
    // 5,7 touches 126 only on a side without a line: nothing to continue.
    assert_eq!(
        b.check_placement(t("125"), c(5, 7)),
        Err(PlaceError::ContinuesNoLine)
    );
    // A cell touching nothing.
    assert_eq!(
        b.check_placement(t("141"), c(8, 8)),
        Err(PlaceError::ContinuesNoLine)
    );
}

#[test]
fn placing_only_frontier_cells_are_ever_legal() {
    let b = board(&[(5, 5, "541"), (5, 6, "126")]);
    for tile in Tile::ALL {
        for cell in Cell::all() {
            if b.can_place(tile, cell) {
                assert!(b.frontier().contains(cell));
            }
            assert_eq!(
                b.can_place(tile, cell),
                b.check_placement(tile, cell).is_ok(),
                "{tile} on {cell}"
            );
        }
        assert_eq!(
            b.legal_cells(tile),
            Cell::all()
                .filter(|&cell| b.can_place(tile, cell))
                .collect()
        );
    }
}

// ---- Points for one placement ------------------------------------------------------------

#[test]
fn points_example_of_the_rules() {
    let b = board(&[(5, 5, "541"), (5, 6, "126")]);
    assert_eq!(b.points(t("422"), c(4, 6)), 10);
    assert_eq!(b.points(t("422"), c(4, 5)), 13);
}

#[test]
fn points_value_times_premium_only_for_the_new_tile() {
    // 541 lies on 5,5 (plain), the new 622 on 5,6 (×2): joined tiles count their plain value.
    let b = board(&[(5, 5, "541")]);
    assert_eq!(b.points(t("622"), c(5, 6)), 6 * 2 + 5);
    // A tile lying on a premium field counts plain when joined later.
    let b = board(&[(5, 5, "541"), (5, 6, "622")]);
    assert_eq!(b.points(t("126"), c(5, 7)), 1 + 6 + 5);
}

#[test]
fn points_follow_a_path_out_by_its_other_edge() {
    // 541 ─ 122 ─ 225 ─ new 725 (S, W) on 5,8 (×4).
    let b = board(&[(5, 5, "541"), (5, 6, "122"), (5, 7, "225")]);
    let score = b.score(t("725"), c(5, 8));
    assert_eq!(score.points, 7 * 4 + 2 + 1 + 5);
    assert_eq!(score.joined.len(), 3);
}

#[test]
fn points_pass_through_a_dead_end_on_its_straight_line() {
    let b = board(&[(5, 5, "541"), (5, 6, "833")]); // 833: E-W straight, dot S
    assert_eq!(b.points(t("126"), c(5, 7)), 1 + 8 + 5);
}

#[test]
fn points_stop_at_a_dead_end_entered_on_its_endpoint() {
    let b = board(&[(5, 5, "541"), (5, 6, "833")]);
    // From 6,6 the line enters 833 at its dot: 541 is not reached.
    let score = b.score(t("121"), c(6, 6));
    assert_eq!(score.points, 1 + 8);
    assert!(!score.joined.contains(c(5, 5)));
}

#[test]
fn points_stop_at_a_junction() {
    let b = board(&[(5, 5, "541"), (5, 6, "341")]);
    let score = b.score(t("126"), c(5, 7));
    assert_eq!(score.points, 1 + 3);
    assert!(!score.joined.contains(c(5, 5)));
}

#[test]
fn points_stop_at_an_empty_cell() {
    // The start path 122 leads on into the empty 5,4.
    let b = board(&[(5, 5, "122")]);
    assert_eq!(b.points(t("126"), c(5, 6)), 2 + 1);
}

#[test]
fn points_stop_at_a_closed_loop_and_count_each_tile_once() {
    let b = board(&[(4, 4, "123"), (4, 5, "124"), (5, 5, "126")]);
    let score = b.score(t("121"), c(5, 4));
    assert_eq!(score.points, 2 + 3);
    // Two lines of the new tile reach 541 on different ways: it counts once.
    let b = board(&[(5, 5, "541"), (5, 6, "126"), (4, 5, "523")]);
    assert_eq!(b.points(t("124"), c(4, 6)), 1 + 1 + 5 + 5);
}

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
    let mut game = Game::new(vec![Player::human("A"), Player::human("B")], 3).expect("players");
    let mut turns = 0;
    while !game.is_over() && game.bag().len() >= 5 {
        ai::play_turn(&mut game, &Greedy);
        game.end_turn();
        turns += 1;
        assert!(turns < 500);
    }
    if !game.is_over() {
        let left = game.bag().len() + game.bank().len();
        assert_eq!(game.bank().len(), left.min(5));
    }
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
    assert!(Greedy.next_placement(&game).is_none());
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
            Player::computer("A", Level::Greedy),
            Player::computer("B", Level::Greedy),
        ];
        let mut game = Game::new(players, seed).expect("ok");
        let mut last = None;
        while let Some(summary) = {
            ai::play_turn(&mut game, &Greedy);
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
    let first = Greedy.next_placement(&game).expect("something fits");
    assert_eq!(game.bank().get(first.slot), Some(t("832")));
    // With 122 on 5,5, 125 (value 1) and 726 (7, N-S) fit nowhere; 624 (E, S) does.
    game = common::game(&[(5, 5, "122")], &["125", "726", "624", "223", "321"]);
    let first = Greedy.next_placement(&game).expect("624 fits");
    assert_eq!(game.bank().get(first.slot), Some(t("624")));
}

#[test]
fn computer_ties_go_to_the_earlier_bank_slot() {
    // 624 (E, S) fits on 5,4 and 626 (S, W) on 5,6: both earn 6 × 2 + 1.
    let game1 = game(&[(5, 5, "122")], &["624", "626"]);
    let game2 = game(&[(5, 5, "122")], &["626", "624"]);
    let g1 = Greedy.next_placement(&game1).expect("fits");
    let g2 = Greedy.next_placement(&game2).expect("fits");
    assert_eq!((g1.slot, g1.cell), (0, c(5, 4)));
    assert_eq!((g2.slot, g2.cell), (0, c(5, 6)));
}

#[test]
fn computer_ties_go_to_the_smaller_row_then_the_smaller_column() {
    // 641 fits on all four sides of 541 for 6 × 2 + 5: the top cell wins.
    let g = game(&[(5, 5, "541")], &["641"]);
    assert_eq!(Greedy.next_placement(&g).map(|ch| ch.cell), Some(c(4, 5)));
    // 622 (E, W) fits left and right: the left one wins.
    let g = game(&[(5, 5, "541")], &["622"]);
    assert_eq!(Greedy.next_placement(&g).map(|ch| ch.cell), Some(c(5, 4)));
}

#[test]
fn computer_places_up_to_three_and_stops_early_when_nothing_fits() {
    let mut full = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    assert_eq!(ai::play_turn(&mut full, &Greedy).len(), 3);
    let mut stuck = game(&[(5, 5, "122")], &["125", "223", "321", "422", "522"]);
    assert_eq!(ai::play_turn(&mut stuck, &Greedy).len(), 0);
}

// ---- Cheat mode --------------------------------------------------------------------------

/// A game whose bag holds exactly `bag` (the board holds the rest is impossible, so the bank
/// and board are chosen around it): here, all tiles but the board's and the bank's.
fn bag_names(game: &Game) -> Vec<String> {
    game.bag().tiles().iter().map(|t| t.to_string()).collect()
}

#[test]
fn cheat_swap_steps_through_the_bag_in_naming_order_and_wraps_round() {
    let mut game = game(&[(5, 5, "541")], &["834", "223", "321", "422", "522"]);
    let bag = bag_names(&game);
    // 834 is the last tile: forward wraps round to the first tile of the bag.
    let first = game.cheat_swap(0, Step::Forward).expect("bag not empty");
    assert_eq!(first.to_string(), bag[0]);
    let second = game.cheat_swap(0, Step::Forward).expect("bag not empty");
    assert_eq!(second.to_string(), bag[1]);
    // Back twice returns to 834 through the first tile.
    assert_eq!(game.cheat_swap(0, Step::Back), Ok(first));
    assert_eq!(game.cheat_swap(0, Step::Back), Ok(t("834")));
    assert_tiles_accounted_for(&game);
}

#[test]
fn cheat_swap_skips_tiles_not_in_the_bag_and_returns_the_replaced_tile() {
    // 122 and 123 are in the bank, 124 is on the board: forward from 121 lands on 125.
    let mut game = game(
        &[(5, 5, "541"), (4, 5, "124")],
        &["121", "122", "123", "422", "522"],
    );
    assert_eq!(game.cheat_swap(0, Step::Forward), Ok(t("125")));
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
    let new = game.cheat_swap(2, Step::Forward).expect("swap");
    assert_eq!(game.bank().get(2), Some(new));
    let placements = ai::play_turn(&mut game, &Greedy);
    assert!(!placements.is_empty());
}

#[test]
fn cheat_swap_refuses_an_empty_slot() {
    let mut game = game(&[(5, 5, "541")], &["125", "223", "321", "422", "522"]);
    let s = slot(&game, "125");
    game.place(s, c(4, 5)).expect("legal");
    assert_eq!(
        game.cheat_swap(s, Step::Forward),
        Err(CheatError::EmptySlot { slot: s })
    );
}
