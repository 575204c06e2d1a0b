//! The replay of a game: Analysis ▸ Replay the game on the game on the board, and an online
//! game's record (Game ▸ Open an online game's record…, served by a server on 127.0.0.1),
//! which opens in the replay from its first move. The board shows the position after the
//! moves the replay stands at; its buttons and keys step through them; nothing is played
//! meanwhile; leaving shows the game as it stands.

mod common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::testing::online::ArchivedGame;
use reversi::ReversiApp;
use reversi_core::{Cell, Game, Level, Move, Player, Rules};
use reversi_online::{Options, Reversi};

fn harness(players: [Player; 2]) -> Harness<'static, ReversiApp> {
    let setup = common::setup(Rules::Classic, players, Language::English, vec![]);
    common::harness_sized(setup, [1280.0, 800.0], 400)
}

fn press(h: &mut Harness<'_, ReversiApp>, key: Key) {
    h.key_press(key);
    h.run();
}

/// Whether every cell of the board is labelled as it stands in `game`.
fn board_shows(h: &Harness<'_, ReversiApp>, game: &Game) -> bool {
    Cell::all().all(|cell| {
        let stone = game.position().board().at(cell);
        let prefix = reversi::words::cell_label(&cell.to_string(), game.rules(), stone, false);
        h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .next()
            .is_some()
    })
}

fn on_screen(h: &Harness<'_, ReversiApp>, part: &str) -> bool {
    game_shell::testing::on_screen(h, part)
}

#[test]
fn a_finished_game_on_a_server_opens_in_the_replay_and_is_stepped_through() {
    let options = Options {
        rules: Rules::Classic,
    };
    let archived = ArchivedGame::<Reversi>::of_computers(Level::Greedy, &options, 5);
    let game = archived.game.game().clone();
    let moves = game.history().len();
    assert!(game.position().is_over(), "the archived game is finished");

    let mut h = harness([Player::Human, Player::Computer(Level::Greedy)]);
    // The refusals said in the dialog, then the record opened in the replay.
    archived.open_in(&mut h, |h| h.state().replay().is_some());
    assert!(h.state().modal().is_none());
    assert_eq!(
        h.state().game(),
        &game,
        "the game as it ended, under the replay"
    );
    assert_eq!(
        h.state().players(),
        [Player::Human; 2],
        "nobody moves for them"
    );
    assert!(on_screen(&h, "The game’s record is open in the replay."));
    assert!(on_screen(
        &h,
        &format!("The start, before move 1 of {moves}")
    ));
    assert!(board_shows(&h, &game.after(0)));

    // Forward with the key and the button, to the end, and back.
    press(&mut h, Key::ArrowRight);
    h.get_by_label("Forward").click();
    h.run();
    assert!(on_screen(&h, &format!("After move 2 of {moves}")));
    assert!(board_shows(&h, &game.after(2)));
    press(&mut h, Key::End);
    assert!(on_screen(&h, &format!("After move {moves} of {moves}")));
    assert!(board_shows(&h, &game));
    press(&mut h, Key::ArrowLeft);
    assert!(board_shows(&h, &game.after(moves - 1)));
    press(&mut h, Key::Home);
    assert!(board_shows(&h, &game.after(0)));

    // A click on the board plays nothing; Escape leaves: the game as it ended.
    let empty = Cell::all()
        .find(|&cell| game.after(0).position().board().at(cell).is_none())
        .expect("an empty cell at the start");
    h.get_by_label(&format!("{empty}: empty")).click();
    h.run();
    assert_eq!(h.state().game(), &game);
    press(&mut h, Key::Escape);
    assert!(h.state().replay().is_none());
    assert!(board_shows(&h, &game));
    assert_eq!(h.state().game(), &game);
}

#[test]
fn the_game_on_the_board_is_replayed_from_the_analysis_menu_and_nobody_moves_meanwhile() {
    let mut h = harness([Player::Human, Player::Computer(Level::Greedy)]);
    h.run();
    // Yellow's first legal move; the computer answers at once.
    let Some(Move::Lay(cell)) = h.state().game().position().legal_moves().first().copied() else {
        panic!("a cell to lay on at the start");
    };
    h.get_by_label(&format!("{cell}: empty, legal")).click();
    h.run();
    let game = h.state().game().clone();
    assert_eq!(
        game.history().len(),
        2,
        "the person's move and the computer's"
    );

    game_shell::testing::open_menus(&mut h, &["Analysis", "Replay the game"]);
    assert_eq!(h.state().replay().map(|r| r.at()), Some(0));
    assert!(board_shows(&h, &game.after(0)));
    press(&mut h, Key::ArrowRight);
    assert!(board_shows(&h, &game.after(1)));
    assert!(on_screen(&h, "After move 1 of 2"));
    // Undo is not taken during a replay; the game waits.
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().game(), &game);

    h.get_by_label("Leave the replay").click();
    h.run();
    assert!(h.state().replay().is_none());
    assert!(board_shows(&h, &game));
    assert_eq!(h.state().game(), &game, "nothing was played meanwhile");
}
