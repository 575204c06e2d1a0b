//! Game ▸ Open an online game's record…: a game finished on a server (archived, served at
//! `GET /games/loopit/ID` over 127.0.0.1) opens in the replay from its address as pasted,
//! fetched off the window's thread; an address that is none, and a record the server does not
//! have, are said in the dialog (the shell's walk, the same in every program). Nothing
//! sleeps: the window is stepped until the fetch wakes it.

mod common;

use common::*;
use game_shell::testing::online::ArchivedGame;
use loopit::navigation::Modal;
use loopit_core::Level;
use loopit_online::{LoopIt, Options};

#[test]
fn a_finished_game_on_a_server_opens_in_the_replay_from_its_address() {
    let archived = ArchivedGame::<LoopIt>::of_computers(Level::Beginner, &Options::default(), 11);
    let game = archived.game.game().clone();

    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    // The refusals said in the dialog, then the record opened in the replay.
    archived.open_in(&mut h, |h| h.state().replay().is_some());
    assert!(h.state().modal().is_none(), "{:?}", h.state().modal());
    let replay = h.state().replay().expect("the replay");
    assert_eq!(
        replay.steps().len(),
        loopit::replay::Replay::new(&game)
            .expect("turns")
            .steps()
            .len(),
        "every turn of the game"
    );
    assert_eq!(h.state().game(), Some(&game), "the game as it ended");
    assert!(!matches!(h.state().modal(), Some(Modal::GameOver)));
}
