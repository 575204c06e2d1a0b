//! Save files: what loads, and each kind of file that must be refused with a message that
//! says what is wrong.

mod common;

use common::{c, t};
use loopit_core::{Game, SaveError, SaveFile};

/// The example of the save file format, with only the listed keys.
const EXAMPLE: &str = r#"{
  "version": 1,
  "board": [
    {"row": 5, "col": 5, "tile": "541"},
    {"row": 5, "col": 6, "tile": "126"}
  ],
  "bank": ["321", "425", "832", "624", "133"],
  "players": [
    {"name": "Anna", "kind": "human", "score": 0},
    {"name": "Computer", "kind": "computer", "score": 12}
  ],
  "current": 1
}"#;

fn load(text: &str) -> Result<Game, SaveError> {
    Game::from_json(text, 0)
}

/// The example with `from` replaced by `to` (which must occur).
fn example_with(from: &str, to: &str) -> String {
    assert!(EXAMPLE.contains(from), "{from:?} is in the example");
    EXAMPLE.replacen(from, to, 1)
}

#[track_caller]
fn refused(text: &str, message_part: &str) {
    match load(text) {
        Ok(_) => panic!("loaded, but should be refused with {message_part:?}:\n{text}"),
        Err(e) => {
            let message = e.to_string();
            assert!(
                message.contains(message_part),
                "message {message:?} does not say {message_part:?}"
            );
        }
    }
}

#[test]
fn a_file_with_only_the_listed_keys_loads() {
    let game = load(EXAMPLE).expect("the example loads");
    assert_eq!(game.board().tile(c(5, 5)), Some(t("541")));
    assert_eq!(game.board().tile(c(5, 6)), Some(t("126")));
    assert_eq!(game.players().len(), 2);
    assert_eq!(game.players()[1].score, 12);
    assert!(game.players()[1].kind.is_computer());
    assert_eq!(game.current(), 1);
    let bank: Vec<String> = game.bank().tiles().map(|(_, t)| t.to_string()).collect();
    assert_eq!(bank, ["321", "425", "832", "624", "133"]);
    assert_eq!(game.bag().len(), 81 - 2 - 5);
}

#[test]
fn unknown_keys_are_ignored() {
    let text = example_with(
        r#""current": 1"#,
        r#""current": 1, "seed": 99, "notes": [1, 2]"#,
    );
    assert!(load(&text).is_ok());
}

#[test]
fn a_version_1_file_with_a_history_key_of_another_program_loads() {
    // Version 1 knows five keys; `history` is another program's own there, whatever it holds.
    for history in ["[]", r#""notes""#, r#"{"turns": 3}"#] {
        let text = example_with(
            r#""current": 1"#,
            &format!(r#""current": 1, "history": {history}"#),
        );
        let game = load(&text).expect("a version-1 reader ignores keys it does not know");
        assert_eq!(game, load(EXAMPLE).expect("loads"), "history: {history}");
    }
}

#[test]
fn an_empty_bank_is_drawn_on_resuming() {
    let text = example_with(r#"["321", "425", "832", "624", "133"]"#, "[]");
    let game = load(&text).expect("loads");
    assert_eq!(game.bank().len(), 5);
    assert_eq!(game.bag().len(), 81 - 2 - 5);
}

#[test]
fn saving_and_loading_gives_back_the_same_game() {
    let game = load(EXAMPLE).expect("loads");
    let again = Game::from_json(&game.to_save().to_json(), 0).expect("its own save loads");
    assert_eq!(again, game);
}

#[test]
fn a_save_made_during_a_turn_records_the_start_of_the_turn() {
    let mut game = load(EXAMPLE).expect("loads");
    let slot = game.bank().slot_of(t("832")).expect("in bank");
    game.place(slot, c(4, 5)).expect("legal");
    let save = game.to_save();
    // The keys of version 1 hold the position at the start of the turn …
    assert_eq!(save.board.len(), 2, "the placed tile is not fixed yet");
    assert_eq!(save.bank, ["321", "425", "832", "624", "133"]);
    let start = SaveFile {
        version: 1,
        history: None,
        ..save.clone()
    };
    assert_eq!(
        Game::from_save(&start, 0).expect("loads"),
        load(EXAMPLE).expect("loads")
    );
    // … and the history the turn in progress: version 2 loads the very game.
    assert_eq!(Game::from_save(&save, 0).expect("loads"), game);
}

#[test]
fn refuses_text_that_is_not_json() {
    refused("this is not a save", "not a JSON file");
    refused(&EXAMPLE[..EXAMPLE.len() - 3], "not a JSON file");
    refused("[1, 2]", "one JSON object");
}

#[test]
fn refuses_a_missing_key() {
    refused(
        &example_with(r#""current": 1"#, r#""currant": 1"#),
        "missing key `current`",
    );
    refused(
        &example_with(r#""bank": ["321", "425", "832", "624", "133"],"#, ""),
        "missing key `bank`",
    );
    refused(
        &example_with(r#""version": 1,"#, ""),
        "\"version\" is missing",
    );
    refused(
        &example_with(r#""name": "Anna", "#, ""),
        "players[0]: missing key `name`",
    );
}

#[test]
fn refuses_a_mistyped_key() {
    refused(
        &example_with(r#""current": 1"#, r#""current": "1""#),
        "current",
    );
    refused(
        &example_with(r#""score": 12"#, r#""score": "lots""#),
        "players[1].score",
    );
    refused(
        &example_with(r#""row": 5"#, r#""row": 5.5"#),
        "board[0].row",
    );
    refused(
        &example_with(r#""kind": "human""#, r#""kind": "robot""#),
        "players[0].kind",
    );
    refused(
        &example_with(r#""version": 1"#, r#""version": "one""#),
        "version",
    );
}

#[test]
fn refuses_a_version_it_does_not_know() {
    refused(
        &example_with(r#""version": 1"#, r#""version": 3"#),
        "version 3 is not known",
    );
    refused(
        &example_with(r#""version": 1"#, r#""version": 2"#),
        "save file: missing key `history`",
    );
}

#[test]
fn refuses_an_unknown_tile_name() {
    refused(
        &example_with(r#""126""#, r#""999""#),
        "board entry 2: tile \"999\" does not exist",
    );
    refused(
        &example_with(r#""832""#, r#""83""#),
        "bank tile 3: tile \"83\" does not exist",
    );
}

#[test]
fn refuses_the_same_tile_twice_board_and_bank_together() {
    refused(
        &example_with(r#""321", "425""#, r#""126", "425""#),
        "tile 126 appears twice (board entry 2 and bank tile 1)",
    );
    refused(
        &example_with(r#""624", "133""#, r#""624", "624""#),
        "tile 624 appears twice",
    );
}

#[test]
fn refuses_a_cell_off_the_board() {
    refused(
        &example_with(
            r#"{"row": 5, "col": 6, "tile": "126"}"#,
            r#"{"row": 5, "col": 11, "tile": "126"}"#,
        ),
        "cell 5,11 is off the board",
    );
    refused(
        &example_with(
            r#"{"row": 5, "col": 6, "tile": "126"}"#,
            r#"{"row": -1, "col": 6, "tile": "126"}"#,
        ),
        "off the board",
    );
}

#[test]
fn refuses_a_cell_used_twice() {
    refused(
        &example_with(r#""col": 6"#, r#""col": 5"#),
        "cell 5,5 holds two tiles (541 and 126)",
    );
}

#[test]
fn refuses_an_empty_board() {
    let text = example_with(
        r#"{"row": 5, "col": 5, "tile": "541"},
    {"row": 5, "col": 6, "tile": "126"}"#,
        "",
    );
    refused(&text, "the board is empty");
}

#[test]
fn refuses_a_board_with_nothing_on_5_5() {
    let text = example_with(r#"{"row": 5, "col": 5, "tile": "541"},"#, "");
    refused(&text, "no tile lies on the start cell 5,5");
}

#[test]
fn refuses_a_tile_whose_lines_do_not_fit_its_neighbours() {
    // 126 has no line at its right; 525 (E, W) on 5,7 faces it with one.
    let text = example_with(
        r#"{"row": 5, "col": 6, "tile": "126"}"#,
        r#"{"row": 5, "col": 6, "tile": "126"}, {"row": 5, "col": 7, "tile": "525"}"#,
    );
    refused(
        &text,
        "tile 525 on 5,7 has a line end at its left edge, but tile 126 on 5,6 has none facing it",
    );
    // 122 (E, W) faces 222 (E, S), which has no line at its left.
    let text = r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "541"},
        {"row": 5, "col": 6, "tile": "122"}, {"row": 5, "col": 7, "tile": "222"}],
        "bank": [], "players": [{"name": "A", "kind": "human", "score": 0},
        {"name": "B", "kind": "human", "score": 0}], "current": 0}"#;
    refused(
        text,
        "tile 122 on 5,6 has a line end at its right edge, but tile 222 on 5,7 has none",
    );
    // A line running off the board.
    let edge = r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "122"},
        {"row": 5, "col": 4, "tile": "225"}, {"row": 5, "col": 3, "tile": "324"},
        {"row": 5, "col": 2, "tile": "425"}, {"row": 5, "col": 1, "tile": "525"},
        {"row": 5, "col": 0, "tile": "622"}],
        "bank": [], "players": [{"name": "A", "kind": "human", "score": 0},
        {"name": "B", "kind": "human", "score": 0}], "current": 0}"#;
    refused(
        edge,
        "tile 622 on 5,0 has a line running off the board at its left edge",
    );
}

#[test]
fn refuses_a_tile_not_joined_to_the_start_tile() {
    let text = example_with(
        r#"{"row": 5, "col": 6, "tile": "126"}"#,
        r#"{"row": 5, "col": 6, "tile": "126"}, {"row": 1, "col": 1, "tile": "123"},
        {"row": 1, "col": 2, "tile": "124"}, {"row": 2, "col": 1, "tile": "121"},
        {"row": 2, "col": 2, "tile": "126"}"#,
    );
    // 126 twice: use other tiles for the little ring.
    let text = text.replacen(
        r#"{"row": 2, "col": 2, "tile": "126"}"#,
        r#"{"row": 2, "col": 2, "tile": "226"}"#,
        1,
    );
    refused(
        &text,
        "tile 123 on 1,1 is not joined by lines to the start tile on 5,5",
    );
}

#[test]
fn refuses_more_than_5_bank_tiles() {
    refused(
        &example_with(r#""624", "133""#, r#""624", "133", "134""#),
        "the bank holds 6 tiles, but at most 5",
    );
}

#[test]
fn refuses_fewer_than_2_or_more_than_4_players() {
    let one = example_with(
        r#",
    {"name": "Computer", "kind": "computer", "score": 12}"#,
        "",
    );
    let one = one.replace(r#""current": 1"#, r#""current": 0"#);
    refused(&one, "a game has 2 to 4 players, not 1");
    let five = example_with(
        r#"{"name": "Computer", "kind": "computer", "score": 12}"#,
        r#"{"name": "B", "kind": "computer", "score": 12}, {"name": "C", "kind": "human", "score": 0},
        {"name": "D", "kind": "human", "score": 0}, {"name": "E", "kind": "human", "score": 0}"#,
    );
    refused(&five, "a game has 2 to 4 players, not 5");
}

#[test]
fn refuses_an_empty_or_over_long_name() {
    refused(&example_with(r#""Anna""#, r#""""#), "player 1 has no name");
    refused(
        &example_with(r#""Anna""#, r#""   ""#),
        "player 1 has no name",
    );
    let long = "A".repeat(25);
    refused(
        &example_with(r#""Computer""#, &format!("{long:?}")),
        "the name of player 2",
    );
    assert!(
        load(&example_with(
            r#""Computer""#,
            &format!("{:?}", "B".repeat(24))
        ))
        .is_ok()
    );
    refused(
        &example_with(r#""Anna""#, r#""An\nna""#),
        "the name of player 1 holds a control character",
    );
}

#[test]
fn messages_show_at_most_the_start_of_a_huge_value() {
    let huge = "9".repeat(100_000);
    let message = load(&example_with(r#""126""#, &format!("{huge:?}")))
        .expect_err("refused")
        .to_string();
    assert!(message.len() < 100, "{message}");
    assert!(message.contains('…'));
    let name = "x".repeat(100_000);
    let message = load(&example_with(r#""Anna""#, &format!("{name:?}")))
        .expect_err("refused")
        .to_string();
    assert!(message.len() < 120, "{message}");
}

#[test]
fn refuses_a_negative_score() {
    refused(
        &example_with(r#""score": 12"#, r#""score": -3"#),
        "player 2 has a negative score (-3)",
    );
}

#[test]
fn refuses_a_score_no_game_can_reach() {
    refused(
        &example_with(r#""score": 12"#, r#""score": 4294967295"#),
        "player 2 has a score of 4294967295, more than any game can reach",
    );
    assert!(load(&example_with(r#""score": 12"#, r#""score": 100000"#)).is_ok());
}

#[test]
fn refuses_current_out_of_range() {
    refused(
        &example_with(r#""current": 1"#, r#""current": 2"#),
        "\"current\" is 2",
    );
    refused(
        &example_with(r#""current": 1"#, r#""current": -1"#),
        "\"current\" is -1",
    );
}

#[test]
fn refuses_an_unknown_computer_level() {
    refused(
        &example_with(
            r#""kind": "computer", "score": 12"#,
            r#""kind": "computer", "score": 12, "level": "genius""#,
        ),
        "unknown computer level \"genius\"",
    );
}

#[test]
fn a_computer_level_is_kept_in_the_programs_own_key() {
    let text = example_with(
        r#""kind": "computer", "score": 12"#,
        r#""kind": "computer", "score": 12, "level": "planner""#,
    );
    let game = load(&text).expect("loads");
    let save = game.to_save();
    assert_eq!(
        save.players[1].level.as_deref(),
        Some(loopit_core::Level::Strong.key())
    );
    assert_eq!(save.players[0].level, None);
    let json: serde_json::Value = serde_json::from_str(&save.to_json()).expect("JSON");
    assert_eq!(json["players"][1]["kind"], "computer");
    assert_eq!(json["version"], 2);
}

#[test]
fn a_refused_file_is_read_as_save_file_first() {
    // The format reader alone accepts a file that only the position check refuses.
    let text = example_with(r#""col": 6"#, r#""col": 5"#);
    assert!(SaveFile::from_json(&text).is_ok());
    assert!(load(&text).is_err());
}

// ---------------------------------------------------------------------------------------------
// Reachable games: what `check` and loading refuse, and what the analysis commands still take.

#[test]
fn refuses_a_bank_that_is_neither_drawn_in_full_nor_empty() {
    // One tile in the bank while the bag holds 77.
    let one = example_with(r#"["321", "425", "832", "624", "133"]"#, r#"["321"]"#);
    refused(
        &one,
        "the bank holds 1 tile, but a player draws 5 at the start of a turn",
    );
    // For questions about the position, any bank of 1 to 5 tiles will do.
    let game = Game::from_json_for_analysis(&one, 0).expect("a legal position");
    assert_eq!(game.bank().len(), 1);
}

#[test]
fn a_bank_of_all_the_tiles_left_loads() {
    // 79 tiles on the board: a bank drawn now holds the 2 that are left.
    let short = include_str!("data/short_bag.json");
    let board = SaveFile::from_json(short).expect("reads").board;
    let on_board: Vec<&str> = board.iter().map(|t| t.tile.as_str()).collect();
    let left: Vec<String> = loopit_core::Tile::ALL
        .iter()
        .map(ToString::to_string)
        .filter(|name| !on_board.contains(&name.as_str()))
        .collect();
    assert_eq!(left.len(), 2);
    let text = short.replacen(r#""bank": []"#, &format!("\"bank\": {left:?}"), 1);
    let game = load(&text).expect("a bank of the 2 tiles left loads");
    assert_eq!(game.bank().len() + usize::from(game.is_over()) * 2, 2);
    let one = short.replacen(r#""bank": []"#, &format!("\"bank\": [{:?}]", left[0]), 1);
    refused(&one, "the bank holds 1 tile, but a player draws 2");
}

#[test]
fn refuses_scores_that_add_up_to_less_than_the_board_has_earned() {
    // 126 on 5,6 earned at least 1 (its value) + 5 (the junction 541 it joins) = 6.
    assert!(load(&example_with(r#""score": 12"#, r#""score": 6"#)).is_ok());
    refused(
        &example_with(r#""score": 12"#, r#""score": 5"#),
        "the scores add up to 5, but the tiles on the board have earned at least 6",
    );
    // A late position of a real game (79 tiles) with every score 0.
    let short = include_str!("data/short_bag.json")
        .replace(r#""score": 634"#, r#""score": 0"#)
        .replace(r#""score": 695"#, r#""score": 0"#);
    refused(
        &short,
        "the scores add up to 0, but the tiles on the board have earned",
    );
    assert!(Game::from_json_for_analysis(&short, 0).is_ok());
}

#[test]
fn the_least_score_counts_each_tile_but_the_start_tile_with_its_smallest_joined_neighbour() {
    use loopit_core::least_total_score;
    let board = common::board(&[(5, 5, "541"), (5, 6, "126")]);
    assert_eq!(least_total_score(&board), 1 + 5);
    // 422 (N, S) on 4,6 above 126: joined only to 126 (value 1).
    // 422 (N, S) on 4,6 above 126: joined only to 126 (value 1): 4 + 1. 126 is now joined to
    // 541 and 422: it earned at least 1 + 4 (whichever it was placed next to, 4 is the least).
    let board = common::board(&[(5, 5, "541"), (5, 6, "126"), (4, 6, "422")]);
    assert_eq!(least_total_score(&board), (4 + 1) + (1 + 4));
    assert_eq!(least_total_score(&common::board(&[(5, 5, "541")])), 0);
}

// ---------------------------------------------------------------------------------------------
// Version 2: the game's history.

/// A known game: Anna (a person) against the greedy computer, seed 2026; four turns of the
/// computer's choices, then on Anna's turn a cheat swap and one tile placed.
fn known_game() -> Game {
    use loopit_core::{Level, Normal, Player, Strategy, SwapDirection, ai};
    let players = vec![
        Player::human("Anna"),
        Player::computer("Computer", Level::Normal),
    ];
    let mut game = Game::new(players, 2026).expect("two players");
    for _ in 0..4 {
        ai::play_turn(&mut game, &Normal);
        game.end_turn();
    }
    game.cheat_swap(4, SwapDirection::Forward)
        .expect("the bag is full enough");
    let choice = Normal.next_placement(&game).expect("a tile fits");
    game.place(choice.slot, choice.cell).expect("legal");
    game
}

#[test]
fn the_example_of_version_2_is_what_the_program_writes_and_loads() {
    let written = known_game().to_save().to_json();
    let example = include_str!("data/save-v2.json");
    if std::env::var_os("LOOPIT_WRITE_EXAMPLE").is_some() {
        std::fs::write("tests/data/save-v2.json", format!("{written}\n")).expect("write");
    }
    // The example is the save of that game: it loads to the very game (its keys may be
    // written in an older spelling, such as a level's old name).
    let loaded = load(example).expect("the example loads");
    assert_eq!(loaded.to_save().to_json(), written);
    assert_eq!(loaded, known_game());
    assert_eq!(loaded.placed().len(), 1, "the tile of the turn in progress");
    assert_eq!(loaded.history().turns().len(), 4);
    let turn = loaded
        .history()
        .turn_in_progress()
        .expect("a turn in progress");
    assert_eq!(turn.swaps.len(), 1);
}

#[test]
fn a_version_2_file_read_as_version_1_gives_the_start_of_the_turn() {
    let game = known_game();
    let text = game
        .to_save()
        .to_json()
        .replacen(r#""version": 2"#, r#""version": 1"#, 1);
    let loaded = load(&text).expect("loads as version 1");
    assert_eq!(loaded.board().len(), game.board().len() - 1);
    assert_eq!(loaded.bank(), &game.bank_at_turn_start());
    assert!(loaded.placed().is_empty());
    // Analysis reads the same position from a version-2 file.
    let analysed = Game::from_json_for_analysis(&game.to_save().to_json(), 0).expect("loads");
    assert_eq!(analysed.board(), loaded.board());
}

#[test]
fn a_game_resumed_from_version_1_keeps_its_history_from_there() {
    let game = load(EXAMPLE).expect("loads");
    let save = game.to_save();
    assert!(save.history.as_ref().is_some_and(|h| h.resumed.is_some()));
    let again = Game::from_save(&save, 99).expect("its own save loads");
    assert_eq!(again, game);
}

#[test]
fn the_history_rebuilds_the_log_and_every_position_of_the_game() {
    let game = known_game();
    let summaries = game.turn_summaries();
    assert_eq!(summaries.len(), 4);
    assert_eq!(
        summaries.iter().map(|s| s.player).collect::<Vec<_>>(),
        [0, 1, 0, 1]
    );
    let total: u32 = summaries.iter().map(|s| s.points).sum();
    assert_eq!(total, game.players().iter().map(|p| p.score).sum::<u32>());
    // Turn 0 before anything: the start tile alone; the turn in progress after its placement
    // is the game itself.
    let first = game.position_at(0, 0).expect("the first turn");
    assert_eq!(first.board().len(), 1);
    assert_eq!(first.bank(), &game.history().turns()[0].drawn);
    assert_eq!(game.position_at(4, 1).as_ref(), Some(&game));
    let before = game
        .position_at(4, 0)
        .expect("the turn in progress, nothing placed");
    assert_eq!(before.board().len(), game.board().len() - 1);
    assert!(game.position_at(5, 0).is_none());
    // A position of the replay plays on exactly as the game did.
    let mut second = game.position_at(1, 0).expect("turn 2");
    for placement in game.history().turns()[1].placements.iter() {
        let made = second.place(placement.slot, placement.cell).expect("legal");
        assert_eq!(made, *placement);
    }
    second.end_turn();
    assert_eq!(Some(second), game.position_at(2, 0));
}

/// The example's text with `from` replaced by `to` (which must occur).
fn v2_with(from: &str, to: &str) -> String {
    let text = known_game().to_save().to_json();
    assert!(text.contains(from), "{from:?} is in the file:\n{text}");
    text.replacen(from, to, 1)
}

#[test]
fn refuses_a_history_that_does_not_lead_to_the_file() {
    let text = known_game().to_save().to_json();
    let save = SaveFile::from_json(&text).expect("reads");
    let history = save.history.clone().expect("a history");
    // A placement with other points.
    let placement = history.turns[0].placements[0].clone();
    let (head, points) = placement.split_once('=').expect("TILE@r,c=points");
    let points: u32 = points.parse().expect("points");
    refused(
        &v2_with(
            &format!("\"{placement}\""),
            &format!("\"{head}={}\"", points + 1),
        ),
        "turn 1 of the history: placement 1 is recorded differently",
    );
    refused(
        &v2_with(&format!("\"{placement}\""), "\"832 on 4,5\""),
        "turn 1 of the history, placement 1: \"832 on 4,5\" is not a placement",
    );
    // Another generator: the start tile is not the one drawn.
    let random = &history.random;
    let other = format!(
        "{:032x}",
        u128::from_str_radix(random, 16).expect("hex") ^ 2
    );
    refused(&v2_with(random, &other), "the history's start tile is");
    refused(&v2_with(random, "zz"), "generator state \"zz\"");
    // A drawn tile changed: the draw gives another.
    let turn = &history.turns[1];
    let (index, drawn) = turn
        .drawn
        .iter()
        .enumerate()
        .find(|(_, d)| !turn.placements.iter().any(|p| p.starts_with(d.as_str())))
        .expect("a tile of turn 2 that was not placed");
    let other = if drawn == "121" { "122" } else { "121" };
    let before = if index == 0 { "[" } else { "," };
    refused(
        &v2_with(
            &format!("{before}\n          \"{drawn}\""),
            &format!("{before}\n          \"{other}\""),
        ),
        "turn 2 of the history: the tiles drawn are recorded as",
    );
    // A score that the turns do not add up to.
    let score = save.players[1].score;
    refused(
        &v2_with(
            &format!("\"score\": {score},\n      \"level\""),
            &format!("\"score\": {},\n      \"level\"", score + 1),
        ),
        "the history does not lead to the position the file states: the score of player 2 differs",
    );
    // No history, or a start given twice.
    let mut bare = save.clone();
    bare.history = None;
    refused(&bare.to_json(), "missing key `history`");
    let mut both = save.clone();
    if let Some(h) = &mut both.history {
        h.resumed = Some(loopit_core::SavedPosition {
            board: save.board.clone(),
            bank: Vec::new(),
            scores: vec![0, 0],
            current: 0,
        });
    }
    refused(
        &both.to_json(),
        "either with a \"start\" tile or with a \"resumed\"",
    );
    // A turn after the end, or the turn in progress left out.
    let mut cut = save.clone();
    if let Some(h) = &mut cut.history {
        h.turn = None;
    }
    refused(&cut.to_json(), "records no turn in progress");
    // A seat that does not exist (found by fuzzing: the message overflowed).
    let mut nobody = save.clone();
    if let Some(h) = &mut nobody.history {
        h.turns[0].player = -1;
    }
    refused(
        &nobody.to_json(),
        "key history.turns[0].player: -1 is not a seat (the players are 0 to 1)",
    );
    // The turn given to the wrong player.
    let mut wrong = save;
    if let Some(h) = &mut wrong.history {
        h.turns[2].player = 1;
    }
    refused(
        &wrong.to_json(),
        "turn 3 of the history: it is given to player 2, but player 1 was to move",
    );
}

#[test]
fn a_file_that_is_refused_leaves_the_game_as_it_was() {
    // Loading is a function: a refused file gives an error and no game, the caller keeps its own.
    let game = known_game();
    let before = game.clone();
    let text =
        game.to_save()
            .to_json()
            .replacen("\"turn\": {", "\"turn\": {\"sat_out\": true, ", 1);
    assert!(load(&text).is_err());
    assert_eq!(game, before);
}

#[test]
fn a_key_given_twice_is_refused_with_the_key_and_its_line() {
    // Once: the last "score" taken, and a word about "the wrong kind of value" for a
    // duplicate elsewhere.
    let text = example_with(
        r#"{"name": "Anna", "kind": "human", "score": 0}"#,
        r#"{"name": "Anna", "kind": "human", "score": 0, "score": 40}"#,
    );
    let error = load(&text).expect_err("refused");
    assert_eq!(
        error,
        SaveError::DuplicateKey(loopit_core::DuplicateKey {
            key: "score".to_owned(),
            line: 9
        })
    );
    assert!(
        error
            .to_string()
            .contains("\"score\" is given twice (line 9)"),
        "{error}"
    );
    let text = example_with("\"current\": 1", "\"current\": 1,\n  \"current\": 0");
    assert!(
        matches!(load(&text), Err(SaveError::DuplicateKey(d)) if d.key == "current" && d.line == 13)
    );
}
