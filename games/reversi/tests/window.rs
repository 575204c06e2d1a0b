//! The window, headless: clicks, undo, the computer, save and load, quitting.

mod common;

use common::{click, shortcut, shows};
use std::path::Path;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::picker::Pick;
use game_shell::theme::Theme;
use reversi::{AppSetup, ReversiApp};
use reversi_core::{Colour, Game, Level, Player, Rules};

fn setup(players: [Player; 2], picks: Vec<Pick>) -> AppSetup {
    common::setup(Rules::Document, players, Language::English, picks)
}

fn harness(setup: AppSetup) -> Harness<'static, ReversiApp> {
    common::harness_sized(setup, [900.0, 660.0], 200)
}

fn hot_seat(picks: Vec<Pick>) -> Harness<'static, ReversiApp> {
    harness(setup([Player::Human; 2], picks))
}

#[test]
fn every_cell_has_a_label_and_legal_cells_say_so() {
    let mut h = hot_seat(vec![]);
    h.run();
    for name in ["d3", "e3", "c4", "f4", "c5", "f5", "d6", "e6"] {
        h.get_by_label(&format!("{name}: empty, legal"));
    }
    h.get_by_label("a1: empty");
    h.get_by_label("d4: yellow");
    h.get_by_label("e4: red");
    h.get_by_label("Yellow to move");
    h.get_by_label("Yellow: 2 stones");
    h.get_by_label("Red: 2 stones");
}

#[test]
fn a_click_on_a_legal_cell_lays_a_stone_and_turns_the_closed_run() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "f4: empty, legal");
    h.get_by_label("f4: yellow");
    h.get_by_label("e4: yellow");
    h.get_by_label("d5: red");
    h.get_by_label("Yellow: 4 stones");
    h.get_by_label("Red: 1 stone");
    h.get_by_label("Red to move");
}

#[test]
fn an_illegal_click_changes_nothing_and_says_why() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "a1: empty");
    assert!(h.state().game().is_at_start());
    h.get_by_label("Yellow to move");
    h.get_by_label("a1 has no stone above, below, left or right of it.");
    click(&mut h, "d4: yellow");
    assert!(h.state().game().is_at_start());
    h.get_by_label("d4 already holds a stone.");
}

#[test]
fn undo_takes_back_the_last_move_down_to_the_start() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "f4: empty, legal");
    click(&mut h, "f5: empty, legal");
    click(&mut h, "Undo");
    h.get_by_label("f5: empty, legal");
    h.get_by_label("Red to move");
    shortcut(&mut h, Key::Z);
    h.get_by_label("e4: red");
    h.get_by_label("Yellow to move");
    assert!(h.state().game().is_at_start());
}

#[test]
fn the_computer_answers_and_undo_takes_back_its_reply_too() {
    let mut h = harness(setup(
        [Player::Human, Player::Computer(Level::Greedy)],
        vec![],
    ));
    h.run();
    click(&mut h, "f4: empty, legal");
    // Red (greedy) has moved: yellow is to move again, with 6 stones on the board.
    h.get_by_label("Yellow to move");
    assert_eq!(h.state().game().history().len(), 2);
    assert_eq!(h.state().game().position().board().occupied().len(), 6);
    click(&mut h, "Undo");
    assert!(h.state().game().is_at_start());
    h.get_by_label("Yellow to move");
}

#[test]
fn two_computers_play_a_game_to_the_end() {
    let mut h = harness(setup(
        [
            Player::Computer(Level::Random),
            Player::Computer(Level::Greedy),
        ],
        vec![],
    ));
    for _ in 0..60 {
        h.run();
    }
    let position = *h.state().game().position();
    assert!(position.is_over());
    assert!(shows(&h, "Yellow wins – ") || shows(&h, "Red wins – ") || shows(&h, "Tie – "));
}

#[test]
fn a_saved_game_loads_back_as_it_was() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = folder.path().join("game.json");
    let picks = vec![Pick::Chosen(path.clone()), Pick::Chosen(path.clone())];
    let mut h = hot_seat(picks);
    h.run();
    click(&mut h, "f4: empty, legal");
    click(&mut h, "f5: empty, legal");
    let before = h.state().game().clone();
    shortcut(&mut h, Key::S);
    assert!(path.is_file());
    assert!(shows(&h, "Saved to "));
    click(&mut h, "Undo");
    click(&mut h, "Undo");
    assert!(h.state().game().is_at_start());
    shortcut(&mut h, Key::O);
    assert_eq!(h.state().game(), &before);
    h.get_by_label("f5: red");
    h.get_by_label("Yellow to move");
}

#[test]
fn loading_over_an_unsaved_game_asks_first() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let saved = folder.path().join("saved.json");
    let game = Game::replay(Rules::Document, &["f4", "f5", "f6"]).expect("legal");
    write(
        &saved,
        &reversi_core::SaveFile::of(&game, [Player::Human; 2])
            .to_json()
            .expect("a save is JSON"),
    );
    let mut h = hot_seat(vec![Pick::Chosen(saved.clone()), Pick::Chosen(saved)]);
    h.run();
    click(&mut h, "d3: empty, legal");
    shortcut(&mut h, Key::O);
    h.get_by_label("Loading a game ends the game on the board. Save it first?");
    click(&mut h, "Cancel");
    assert_eq!(h.state().game().history().len(), 1, "the game stays");
    shortcut(&mut h, Key::O);
    click(&mut h, "Don't save");
    assert_eq!(h.state().game(), &game);
    // A loaded game is saved as it stands: loading again does not ask.
    shortcut(&mut h, Key::O);
    assert!(h.query_by_label("Don't save").is_none());
    assert_eq!(h.state().game(), &game);
}

#[test]
fn save_first_saves_then_starts_the_new_game() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = folder.path().join("before.json");
    let mut h = hot_seat(vec![Pick::Chosen(path.clone())]);
    h.run();
    click(&mut h, "f4: empty, legal");
    let before = h.state().game().clone();
    shortcut(&mut h, Key::N);
    click(&mut h, "Start");
    click(&mut h, "Save");
    assert!(
        h.state().game().is_at_start(),
        "the new game is on the board"
    );
    let text = std::fs::read_to_string(&path).expect("saved first");
    let loaded = reversi_core::SaveFile::load(&text).expect("a save");
    assert_eq!(loaded.game, before);
}

#[test]
fn the_own_file_dialog_saves_and_loads_with_enter() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let mut setup = setup(
        [Player::Human; 2],
        vec![Pick::Unavailable, Pick::Unavailable],
    );
    setup.save_folder = folder.path().to_owned();
    let mut h = harness(setup);
    h.run();
    click(&mut h, "f4: empty, legal");
    let before = h.state().game().clone();
    shortcut(&mut h, Key::S);
    // The shell's own dialog, with the offered name: Enter saves.
    h.get_by_label("Save the game");
    h.key_press(Key::Enter);
    h.run();
    let path = folder.path().join("reversi.json");
    assert!(path.is_file(), "Enter saved the game");
    assert!(
        h.query_by_label("Save the game").is_none(),
        "the dialog closed"
    );
    click(&mut h, "Undo");
    shortcut(&mut h, Key::O);
    h.get_by_label("Load a game");
    click(&mut h, "reversi.json");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().game(), &before, "Enter loaded the game");
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).expect("a temp file");
}

#[test]
fn a_bad_save_file_is_refused_and_the_game_on_screen_stays() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let junk = folder.path().join("junk.json");
    write(&junk, "this is not a game");
    // A file whose board has one stone too many for its moves.
    let game = Game::replay(Rules::Document, &["f4"]).expect("legal");
    let mut file = reversi_core::SaveFile::of(&game, [Player::Human; 2]);
    file.board[0] = "R.......".into();
    let bad = folder.path().join("bad.json");
    write(&bad, &file.to_json().expect("a save is JSON"));
    let mut h = hot_seat(vec![Pick::Chosen(junk), Pick::Chosen(bad)]);
    h.run();
    click(&mut h, "f4: empty, legal");
    let before = h.state().game().clone();
    // The game on the board is not saved: the shell's dialog asks first each time.
    shortcut(&mut h, Key::O);
    click(&mut h, "Don't save");
    assert_eq!(h.state().game(), &before);
    assert!(shows(&h, "Cannot load "));
    shortcut(&mut h, Key::O);
    click(&mut h, "Don't save");
    assert_eq!(h.state().game(), &before);
    let message = h.state().message().unwrap_or_default();
    assert!(
        message.contains("6 stones") && message.contains("lay 5"),
        "{message}"
    );
    h.get_by_label("f4: yellow");
}

#[test]
fn quitting_asks_first_when_a_game_would_be_lost() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "f4: empty, legal");
    shortcut(&mut h, Key::Q);
    h.get_by_label("Save the game?");
    click(&mut h, "Cancel");
    assert!(h.query_by_label("Save the game?").is_none());
    assert!(!h.state().quitting());
    shortcut(&mut h, Key::Q);
    h.get_by_label("Quitting ends the game on the board. Save it first?");
    click(&mut h, "Don't save");
    assert!(h.state().quitting());
}

#[test]
fn quitting_at_the_start_does_not_ask() {
    let mut h = hot_seat(vec![]);
    h.run();
    shortcut(&mut h, Key::Q);
    assert!(h.query_by_label("Save the game?").is_none());
    assert!(h.state().quitting());
}

#[test]
fn save_and_quit_writes_the_file_then_quits() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = folder.path().join("last.json");
    let mut h = hot_seat(vec![Pick::Chosen(path.clone())]);
    h.run();
    click(&mut h, "f4: empty, legal");
    shortcut(&mut h, Key::Q);
    click(&mut h, "Save");
    assert!(path.is_file());
    assert!(h.state().quitting());
}

#[test]
fn a_new_game_starts_from_the_start_with_the_chosen_rules() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "f4: empty, legal");
    shortcut(&mut h, Key::N);
    click(&mut h, "Classic rules (must turn a stone)");
    click(&mut h, "Start");
    // The game on the board would be lost: the shell's dialog asks first.
    h.get_by_label("A new game ends the game on the board. Save it first?");
    assert!(!h.state().game().is_at_start(), "not before the answer");
    click(&mut h, "Don't save");
    assert!(h.state().game().is_at_start());
    assert_eq!(h.state().game().rules(), Rules::Classic);
    // Classic rules: c4 turns nothing.
    h.get_by_label("c4: empty");
    click(&mut h, "c4: empty");
    assert!(h.state().game().is_at_start());
    assert!(shows(&h, "A stone on c4 would turn nothing"));
}

#[test]
fn escape_closes_the_new_game_dialog_and_f1_opens_the_rules() {
    let mut h = hot_seat(vec![]);
    h.run();
    shortcut(&mut h, Key::N);
    h.get_by_label("Start");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_by_label("Start").is_none());
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("A move (document rules)");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_by_label("A move (document rules)").is_none());
    assert_eq!(h.state().game().position().to_move(), Colour::Yellow);
}

#[test]
fn under_classic_rules_a_player_without_a_move_passes_with_the_pass_button() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = folder.path().join("stuck.json");
    // A classic game where Yellow has no move after eight moves.
    let stuck = ["e3", "f3", "g3", "g2", "c5", "h3", "h1", "f1"];
    let game = Game::replay(Rules::Classic, &stuck).expect("legal");
    write(
        &path,
        &reversi_core::SaveFile::of(&game, [Player::Human; 2])
            .to_json()
            .expect("a save is JSON"),
    );
    let mut h = hot_seat(vec![Pick::Chosen(path)]);
    h.run();
    assert!(h.query_by_label("Pass").is_none());
    shortcut(&mut h, Key::O);
    h.get_by_label("Yellow has no move and must pass");
    click(&mut h, "a1: empty");
    h.get_by_label("Yellow has no move and must pass");
    click(&mut h, "Pass");
    h.get_by_label("Red to move");
    assert!(h.query_by_label("Pass").is_none());
    assert_eq!(h.state().game().history().len(), 9);
}

#[test]
fn the_new_game_dialog_sets_who_plays_each_colour() {
    let mut h = hot_seat(vec![]);
    h.run();
    shortcut(&mut h, Key::N);
    click(&mut h, "Red");
    click(&mut h, "Computer: greedy");
    click(&mut h, "Start");
    assert_eq!(
        h.state().players(),
        [Player::Human, Player::Computer(Level::Greedy)]
    );
    click(&mut h, "d3: empty, legal");
    // The computer has answered at once (no delay in tests).
    h.get_by_label("Yellow to move");
    assert_eq!(h.state().game().history().len(), 2);
}

#[test]
fn the_last_move_and_the_move_list_follow_the_game() {
    let mut h = hot_seat(vec![]);
    h.run();
    assert!(!shows(&h, "Last move"), "no move yet");
    click(&mut h, "f4: empty, legal");
    h.get_by_label("Last move: Yellow f4");
    h.get_by_label("1. f4");
    click(&mut h, "f5: empty, legal");
    h.get_by_label("Last move: Red f5");
    h.get_by_label("1. f4  f5");
    click(&mut h, "d3: empty, legal");
    h.get_by_label("2. d3");
    click(&mut h, "Undo");
    h.get_by_label("Last move: Red f5");
    assert!(h.query_by_label("2. d3").is_none(), "taken back");
}

#[test]
fn a_hint_shows_the_strongest_computers_move_until_a_move_is_made() {
    let mut h = hot_seat(vec![]);
    h.run();
    assert!(!shows(&h, "Hint: "));
    h.key_press(Key::H);
    h.run();
    let question = reversi::session::Session::new(Rules::Document, [Player::Human; 2], 1)
        .hint_question()
        .expect("a person is to move");
    let expected = question.think();
    let hinted = h.state().hint().expect("a hint is shown");
    assert_eq!(
        reversi::session::Session::new(Rules::Document, [Player::Human; 2], 1).hint(&expected),
        Some(hinted)
    );
    assert!(
        h.state().game().position().check(hinted).is_ok(),
        "a legal move"
    );
    h.get_by_label(&format!(
        "Hint: {hinted} (the alpha-beta computer's choice)"
    ));
    assert!(h.state().game().is_at_start(), "a hint plays nothing");
    click(&mut h, "f4: empty, legal");
    assert!(!shows(&h, "Hint: "), "gone with the move");
    click(&mut h, "Hint");
    assert!(shows(&h, "Hint: "), "the button asks too");
}

#[test]
fn the_about_box_names_no_source_file() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "Help");
    click(&mut h, "About");
    assert!(shows(&h, "Saved games are JSON files, kept in "));
    assert!(!shows(&h, "README"), "no path of the source tree");
    assert!(!shows(&h, "games/reversi"), "no path of the source tree");
}

#[test]
fn an_othello_game_starts_as_everywhere_with_black_and_white() {
    let mut h = hot_seat(vec![]);
    h.run();
    shortcut(&mut h, Key::N);
    click(
        &mut h,
        "Othello (classic rules from the standard start, Black first)",
    );
    h.get_by_label("White");
    click(&mut h, "Start");
    assert_eq!(h.state().game().rules(), Rules::Othello);
    h.get_by_label("Black to move");
    h.get_by_label("d4: white");
    h.get_by_label("e4: black");
    click(&mut h, "d3: empty, legal");
    h.get_by_label("d4: black");
    h.get_by_label("Black: 4 stones");
    h.get_by_label("White: 1 stone");
    h.get_by_label("Last move: Black d3");
    h.get_by_label("White to move");
}

#[test]
fn the_theme_menu_changes_the_look_at_once() {
    let mut h = hot_seat(vec![]);
    h.run();
    assert_eq!(h.state().theme(), Theme::Boxed);
    assert!(
        !h.ctx.global_style().visuals.dark_mode,
        "like the boxed game at first"
    );
    click(&mut h, "Theme");
    click(&mut h, "Light");
    assert_eq!(h.state().theme(), Theme::Light);
    assert_eq!(
        h.ctx.global_style().visuals.panel_fill,
        Theme::Light.visuals().panel_fill
    );
}

/// The id of a process that has ended (a `true` that ran and was waited for).
#[cfg(target_os = "linux")]
fn ended_pid() -> u32 {
    let mut child = std::process::Command::new("true")
        .spawn()
        .expect("true runs");
    let pid = child.id();
    child.wait().expect("ended");
    pid
}

#[cfg(target_os = "linux")]
#[test]
fn a_save_cut_short_by_a_kill_leaves_no_temporary_file_after_the_next_start() {
    // Once: `.reversi.json.PID.tmp` stayed in the saves folder for good.
    let folder = tempfile::tempdir().expect("a temp folder");
    let pid = ended_pid();
    let left = folder.path().join(format!(".reversi.json.{pid}.tmp"));
    let other = folder.path().join(format!(".notes.txt.{pid}.tmp"));
    for path in [&left, &other] {
        std::fs::write(path, "{\"version\": 1, \"rul").expect("write");
    }
    let mut setup = setup([Player::Human; 2], vec![]);
    setup.save_folder = folder.path().to_owned();
    let _h = harness(setup);
    assert!(!left.exists(), "the save's temporary file is removed");
    assert!(other.exists(), "another program's file is left");
}

/// Game ▸ Paste a move list…: the rules chosen, the text typed, Start from it.
fn paste(h: &mut Harness<'_, ReversiApp>, item: &str, rules: &str, text: &str) {
    game_shell::testing::open_menus(h, &["Game", item]);
    click(h, rules);
    game_shell::testing::type_into(h, "Text to paste", text);
    click(h, "Start from it");
}

const OTHELLO: &str = "Othello (classic rules from the standard start, Black first)";

#[test]
fn a_move_list_is_copied_and_a_pasted_one_is_played_or_refused_with_its_number() {
    let mut h = hot_seat(vec![]);
    h.run();
    click(&mut h, "f4: empty, legal");
    game_shell::testing::open_menus(&mut h, &["Game", "Copy the move list"]);
    assert!(shows(&h, "The move list is on the clipboard: f4"));

    let mut h = hot_seat(vec![]);
    paste(&mut h, "Paste a move list…", OTHELLO, "f5d6c3d3c3");
    assert!(shows(
        &h,
        "Move 5 (c3) is not allowed: c3 already holds a stone."
    ));
    assert!(
        h.state().game().is_at_start(),
        "a refused list changes nothing"
    );
    game_shell::testing::type_into(&mut h, "Text to paste", "f5 d6 c3 d3 c4");
    click(&mut h, "Start from it");
    let tiger =
        reversi_core::transcript::read(reversi_core::Position::start(Rules::Othello), "f5d6c3d3c4")
            .expect("the tiger");
    assert_eq!(h.state().game(), &tiger);
    assert!(shows(&h, "The pasted game is on the board."));
    game_shell::testing::open_menus(&mut h, &["Game", "Copy the move list"]);
    assert!(shows(&h, "The move list is on the clipboard: f5d6c3d3c4"));
}

#[test]
fn a_pasted_position_starts_a_game_and_a_bad_character_is_named() {
    let mut h = hot_seat(vec![]);
    let position = "---------------------------XO------OX--------------------------- O";
    paste(
        &mut h,
        "Paste a position…",
        OTHELLO,
        &position.replace("XO-", "XZ-"),
    );
    assert!(shows(&h, "Character 29 (“Z”) is not X, O or -."));
    game_shell::testing::type_into(&mut h, "Text to paste", position);
    click(&mut h, "Start from it");
    let expected =
        reversi_core::transcript::read_position(Rules::Othello, position).expect("a position");
    assert_eq!(h.state().game().position(), &expected);
    assert_eq!(h.state().game().position().to_move(), Colour::Red);
    game_shell::testing::open_menus(&mut h, &["Game", "Copy the position"]);
    assert!(shows(
        &h,
        &format!("The position is on the clipboard: {position}")
    ));
}

#[test]
fn the_rules_show_the_documents_three_pictures_and_explain_the_classic_option() {
    let mut h = hot_seat(vec![]);
    h.run();
    h.key_press(Key::F1);
    h.run();
    // Each picture is the board's drawing of a position the rules played, named by what it
    // shows: c3 only touches d4 diagonally; f4 closes red e4 against d4; e4 has turned.
    h.get_by_label("Picture: c3 has no stone above, below, left or right of it.");
    h.get_by_label("Picture: f4 has a stone beside it; the ringed stone is closed and will turn.");
    h.get_by_label("Picture: The stone is laid and the ringed stone has turned to Yellow.");
    for title in ["Not allowed", "Allowed", "Result"] {
        h.get_by_label(title);
    }
    assert!(shows(
        &h,
        "What changes from the document's rules: a cell beside a stone"
    ));
    h.get_by_label("Othello (option)");
    // The pictures leave the game on the board alone.
    assert!(h.state().game().is_at_start());
}

#[test]
fn the_new_game_dialog_says_what_each_computer_level_does_and_how_strong_it_is() {
    let mut h = hot_seat(vec![]);
    h.run();
    shortcut(&mut h, Key::N);
    click(&mut h, "Red");
    click(&mut h, "Computer: random");
    assert!(shows(&h, "Beginner: any legal move, at random."));
    assert!(shows(&h, "Against the casual level"));
    click(&mut h, "Red");
    click(&mut h, "Computer: greedy");
    assert!(shows(&h, "Casual: the move that turns the most stones"));
    assert!(shows(&h, "Against the strongest"));
    click(&mut h, "Red");
    click(&mut h, "Computer: alpha-beta");
    assert!(shows(&h, "Strongest: looks several moves ahead"));
    assert!(shows(&h, "Against the casual level it wins every game"));
    assert!(
        !shows(&h, "Beginner:"),
        "only the chosen level is described"
    );
}
