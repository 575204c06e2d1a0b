//! A whole game set up and played to the end without the mouse, and the hot seat between two
//! people.

mod common;

use common::*;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use loopit::LoopItApp;
use loopit::navigation::Modal;
use loopit_core::{Cell, Game};

/// The number key that picks up bank slot `slot` (0-based).
fn digit(slot: usize) -> Key {
    [Key::Num1, Key::Num2, Key::Num3, Key::Num4, Key::Num5][slot]
}

fn press(h: &mut egui_kittest::Harness<'_, loopit::LoopItApp>, key: Key) {
    h.key_press(key);
    h.run();
}

#[test]
fn a_whole_game_is_played_with_the_keyboard_alone() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    h.run();
    press(&mut h, Key::Enter); // Start game
    assert!(h.state().game().is_some(), "Enter started the game");
    let mut placements = 0;
    let mut turns = 0;
    while h.state().modal() != Some(&Modal::GameOver) {
        turns += 1;
        assert!(turns < 400, "the game ends");
        if matches!(h.state().modal(), Some(Modal::SitOut { .. })) {
            press(&mut h, Key::Escape);
            continue;
        }
        let session = h.state().session().expect("a game");
        if session.waiting_for().is_some() {
            press(&mut h, Key::Space); // the next person is at the screen
            continue;
        }
        let game = session.game().clone();
        // The first bank tile that fits: its digit, Tab to its first cell, Enter to place it.
        if let Some((slot, _)) = game
            .bank()
            .tiles()
            .find(|&(slot, _)| !game.legal_cells(slot).is_empty())
        {
            press(&mut h, digit(slot));
            assert_eq!(h.state().session().expect("game").selected(), Some(slot));
            press(&mut h, Key::Tab);
            press(&mut h, Key::Tab);
            h.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
            h.run();
            press(&mut h, Key::Enter);
            let after = h.state().game().expect("game");
            assert_eq!(after.placed().len(), 1, "Enter placed the tile");
            // The digit put the cursor on the first legal cell; Tab, Tab, Shift+Tab leave it
            // on the second (wrapping round when there are fewer).
            let legal: Vec<Cell> = game.legal_cells(slot).iter().collect();
            assert_eq!(after.placed()[0].cell, legal[1 % legal.len()]);
            placements += 1;
        }
        press(&mut h, Key::Enter); // end the turn
    }
    assert!(placements > 10, "{placements} tiles placed by keyboard");
    assert!(h.state().game().expect("game").is_over());
}

#[test]
fn arrows_move_the_cursor_and_a_refused_cell_says_why() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    let (slot, _, _) = a_legal_move(h.state()).expect("a tile fits");
    press(&mut h, digit(slot));
    // From the first legal cell, up and left to a corner cell, where nothing may go.
    for _ in 0..11 {
        press(&mut h, Key::ArrowUp);
        press(&mut h, Key::ArrowLeft);
    }
    press(&mut h, Key::Enter);
    let notice = h.state().notice().expect("a message").to_owned();
    assert!(notice.contains("cannot go on A1"), "{notice}");
    assert!(h.state().game().expect("game").placed().is_empty());
    press(&mut h, Key::Backspace);
    assert_eq!(
        h.state().notice().as_deref(),
        Some("No tile placed this turn to take back.")
    );
}

#[test]
fn in_the_hot_seat_the_next_bank_is_hidden_until_the_next_person_is_ready() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    let first_bank = label_of(&h, "bank 1:");
    h.get_by_label("End turn").click();
    h.run();
    if h.state().modal() == Some(&Modal::ConfirmEndTurn) {
        h.get_by_label("End turn anyway").click();
        h.run();
    }
    assert!(
        h.query_by_label("Player 2's turn: click or press Space when Player 2 is at the screen")
            .is_some()
    );
    assert!(!has_prefix(&h, "bank 1:"), "the bank is hidden");
    assert!(has_prefix(&h, "Player 1, human"), "the scores stay");
    h.get_by_label("Player 2's turn: click or press Space when Player 2 is at the screen")
        .click();
    h.run();
    assert!(has_prefix(&h, "bank 1:"), "the bank is shown");
    assert_ne!(label_of(&h, "bank 1:"), first_bank, "Ben's own tiles");
}

#[test]
fn against_the_computer_the_bank_is_never_hidden() {
    let settings = loopit::settings::Settings {
        seats: [
            loopit_core::PlayerKind::Human,
            loopit_core::PlayerKind::Computer(loopit_core::Level::Normal),
            loopit_core::PlayerKind::Human,
            loopit_core::PlayerKind::Human,
        ],
        computer_delay_ms: 0,
        ..loopit::settings::Settings::default()
    };
    let mut h = harness(app_on(settings, vec![], Executor::Inline));
    start(&mut h);
    h.get_by_label("End turn").click();
    h.run();
    if h.state().modal() == Some(&Modal::ConfirmEndTurn) {
        h.get_by_label("End turn anyway").click();
        h.run();
    }
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(h.state().game().expect("game").current(), 0);
    assert!(has_prefix(&h, "bank 1:"), "Anna's bank is shown at once");
}

#[test]
fn h_shows_the_experts_turn_as_numbered_ghost_tiles_and_counts_the_hint() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    press(&mut h, Key::H);
    // The Expert's search is a task (inline here: done when it is asked for); the frames that
    // follow the key take its result.
    assert!(
        h.state().notice().is_some_and(|n| n.starts_with("Hint:")),
        "the hint arrives: {:?}",
        h.state().notice()
    );
    let notice = h.state().notice().expect("the hint").to_owned();
    assert!(notice.contains("points"), "{notice}");
    assert_eq!(h.state().session().expect("game").hints(), &[1, 0]);
    assert!(has_prefix(&h, "Player 1, human, 1 hint"));
    // Nothing was placed: a hint only shows.
    assert!(h.state().game().expect("game").placed().is_empty());
    // The bank numbers the hint's tiles as the board does, so the player knows which goes
    // where.
    assert!(
        h.query_all_by_label_contains("number 1 of the hint")
            .count()
            == 1,
        "the hint's first tile is marked in the bank"
    );
}

/// Issue 42's play test: the hint was only a button and a key; the Turn menu has it too, with
/// its key beside it.
#[test]
fn the_turn_menu_asks_for_a_hint_too() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    // The menu's item reads with its key ("Hint H"); the side panel's button is "Hint".
    game_shell::testing::open_menus(&mut h, &["Turn", "Hint H"]);
    assert!(
        h.state().notice().is_some_and(|n| n.starts_with("Hint:")),
        "the hint arrives: {:?}",
        h.state().notice()
    );
    assert_eq!(h.state().session().expect("game").hints(), &[1, 0]);
}

#[test]
fn after_three_tiles_a_digit_picks_up_nothing_and_enter_ends_the_turn() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    let game = three_tiles_placed_by_keyboard(&mut h);
    let turns = game.history().turns().len();
    let (held, _) = game.bank().tiles().next().expect("tiles left in the bank");
    press(&mut h, digit(held));
    assert_eq!(h.state().session().expect("game").selected(), None);
    assert_eq!(
        h.state().notice().as_deref(),
        Some("Three tiles placed: end your turn.")
    );
    press(&mut h, Key::Enter);
    let after = h.state().game().expect("game");
    assert_eq!(
        after.history().turns().len(),
        turns + 1,
        "Enter ended the turn"
    );
}

/// Starts a game between two people and plays it by keyboard — each turn placing tiles while
/// one fits, else ending the turn — until a turn has three tiles down; that game.
///
/// # Panics
/// When no turn of 200 places three tiles.
fn three_tiles_placed_by_keyboard(h: &mut Harness<'_, LoopItApp>) -> Game {
    h.run();
    press(h, Key::Enter); // Start game
    for _ in 0..200 {
        let session = h.state().session().expect("a game");
        if session.waiting_for().is_some() {
            press(h, Key::Space);
            continue;
        }
        // Place tiles by keyboard while one fits and fewer than three are down.
        loop {
            let game = h.state().game().expect("game").clone();
            let fitting = game
                .bank()
                .tiles()
                .find(|&(slot, _)| !game.legal_cells(slot).is_empty());
            let (Some((slot, _)), false) = (fitting, game.placed().is_full()) else {
                break;
            };
            press(h, digit(slot));
            press(h, Key::Enter);
        }
        let game = h.state().game().expect("game").clone();
        if game.placed().is_full() {
            return game;
        }
        press(h, Key::Enter);
        if matches!(h.state().modal(), Some(Modal::ConfirmEndTurn)) {
            click(h, "End turn anyway");
        }
        if matches!(h.state().modal(), Some(Modal::SitOut { .. })) {
            press(h, Key::Escape);
        }
    }
    panic!("no turn of this game placed three tiles in 200 turns");
}

#[test]
fn a_mouse_moved_over_the_board_takes_over_from_the_keyboards_cursor() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    let (slot, _, _) = a_legal_move(h.state()).expect("a tile fits");
    press(&mut h, digit(slot));
    // The mouse goes to a corner of the board: the cursor (on the first legal cell) is gone,
    // so Enter places nothing there behind the player's back.
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("cell A1:")))
        .hover();
    h.run();
    press(&mut h, Key::Enter);
    assert!(h.state().game().expect("game").placed().is_empty());
    assert!(h.state().modal().is_none(), "nor does it end the turn");
    // A key brings the cursor back: Tab to a legal cell, Enter places there.
    press(&mut h, Key::Tab);
    press(&mut h, Key::Enter);
    assert_eq!(h.state().game().expect("game").placed().len(), 1);
}

#[test]
fn after_three_tiles_a_click_on_a_bank_tile_picks_up_nothing_either() {
    // Issue 42: the keyboard refused, but a mouse click still framed the tile as picked up.
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    let game = three_tiles_placed_by_keyboard(&mut h);
    let (held, _) = game.bank().tiles().next().expect("tiles left in the bank");
    click_bank(&mut h, held);
    assert_eq!(h.state().session().expect("game").selected(), None);
    assert_eq!(
        h.state().notice().as_deref(),
        Some("Three tiles are placed this turn: end your turn.")
    );
}

#[test]
fn tab_never_takes_the_keys_to_the_menu_bar_and_with_nothing_in_hand_picks_up_a_tile() {
    // Play test of issue 42: Tab with no tile in hand (or behind the hot seat's card) moved
    // egui's focus to the menu bar, and the next Enter opened the Game menu and ended the
    // turn at once.
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    h.run();
    press(&mut h, Key::Enter); // Start game
    assert!(h.state().session().expect("a game").waiting_for().is_some());
    // Behind the card: Tab is taken, Enter is ignored (only Space says Anna is there).
    for _ in 0..3 {
        press(&mut h, Key::Tab);
    }
    assert_eq!(
        h.ctx.memory(|m| m.focused()),
        None,
        "no button has the keys behind the card"
    );
    press(&mut h, Key::Enter);
    assert!(!has(&h, "New game…"), "no menu opened behind the card");
    assert_eq!(h.state().modal(), None, "no dialog behind the card");
    assert!(h.state().session().expect("a game").waiting_for().is_some());
    press(&mut h, Key::Space); // Anna is at the screen
    let game = h.state().game().expect("a game").clone();
    let first = game
        .bank()
        .tiles()
        .map(|(slot, _)| slot)
        .find(|&slot| !game.legal_cells(slot).is_empty())
        .expect("a tile fits at the start");
    // The first Tab picks up the first tile that fits and puts the cursor on its first cell;
    // two more move on by two cells; Enter places the tile there.
    press(&mut h, Key::Tab);
    assert_eq!(h.state().session().expect("game").selected(), Some(first));
    press(&mut h, Key::Tab);
    press(&mut h, Key::Tab);
    press(&mut h, Key::Enter);
    let legal: Vec<Cell> = game.legal_cells(first).iter().collect();
    let after = h.state().game().expect("game");
    assert_eq!(
        after.placed().len(),
        1,
        "Enter placed the tile, not a menu's item"
    );
    assert_eq!(after.placed()[0].cell, legal[2 % legal.len()]);
    assert!(!has(&h, "New game…"), "no menu opened");
    assert_eq!(h.state().modal(), None, "no dialog");
}
