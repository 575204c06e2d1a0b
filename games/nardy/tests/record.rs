//! Game ▸ Open an online game's record…: a Nardy game finished on a server (archived, served
//! at `GET /games/nardy/ID` over 127.0.0.1) opens in the replay from its first turn, both
//! seats people's; the refusals are said in the dialog (the shell's walk, as in every
//! program); leaving the replay shows the game as it ended, with its result.

mod common;

use common::{app, harness};
use egui::Key;
use game_shell::testing::online::ArchivedGame;
use nardy::Modal;
use nardy_core::{Level, Player};
use nardy_online::{Nardy, Options};

#[test]
fn a_finished_game_on_a_server_opens_in_the_replay_from_its_address() {
    let archived = ArchivedGame::<Nardy>::of_computers(Level::Quick, &Options::default(), 3);
    let game = archived.game.game().clone();
    let outcome = game.outcome().expect("the archived game is finished");
    let turns = game.history().len();

    let saves = tempfile::tempdir().expect("a folder");
    let mut h = harness(app(saves.path()));
    // The refusals said in the dialog, then the record opened in the replay.
    archived.open_in(&mut h, |h| h.state().replay().is_some());
    assert!(h.state().modal().is_none());
    let shown = h.state().session().game();
    assert_eq!(shown.history(), game.history(), "the game's every turn");
    assert_eq!(shown.position(), game.position(), "the game as it ended");
    assert_eq!(h.state().session().players(), [Player::Human; 2]);
    let replay = h.state().replay().expect("the replay");
    assert_eq!((replay.at(), replay.turns()), (0, turns));
    assert!(game_shell::testing::on_screen(
        &h,
        "The start, before turn 1"
    ));

    h.key_press(Key::End);
    h.run();
    assert_eq!(h.state().replay().map(|r| r.at()), Some(turns));
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().replay().is_none());
    assert_eq!(h.state().modal(), Some(&Modal::Result(outcome)));
}
