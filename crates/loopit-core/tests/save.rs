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
    assert_eq!(save.board.len(), 2, "the placed tile is not fixed yet");
    assert_eq!(save.bank, ["321", "425", "832", "624", "133"]);
    assert_eq!(
        Game::from_save(&save, 0).expect("loads"),
        load(EXAMPLE).expect("loads")
    );
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
        &example_with(r#""version": 1"#, r#""version": 2"#),
        "version 2",
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
    assert_eq!(save.players[1].level.as_deref(), Some("planner"));
    assert_eq!(save.players[0].level, None);
    let json: serde_json::Value = serde_json::from_str(&save.to_json()).expect("JSON");
    assert_eq!(json["players"][1]["kind"], "computer");
    assert_eq!(json["version"], 1);
}

#[test]
fn a_refused_file_is_read_as_save_file_first() {
    // The format reader alone accepts a file that only the position check refuses.
    let text = example_with(r#""col": 6"#, r#""col": 5"#);
    assert!(SaveFile::from_json(&text).is_ok());
    assert!(load(&text).is_err());
}
