//! The autosave: after every turn the game is kept in the autosave folder (a temporary one
//! here, never the user's), and the next start offers to resume it, moves and all; one window
//! at a time keeps it.

mod common;

use common::{START, app_autosaving, click, harness, has, says};
use egui_kittest::Harness;
use nardy::{Modal, NardyApp};
use nardy_core::{Colour, Roll, SaveFile};

/// A window keeping its autosave in `folder`, White to move from the start with 6-5.
fn window(saves: &std::path::Path, folder: &std::path::Path) -> Harness<'static, NardyApp> {
    let mut a = app_autosaving(saves, folder);
    let mut saved = SaveFile::parse(START).expect("start");
    saved.dice = Roll::new(6, 5);
    a.resume(&saved);
    harness(a)
}

/// White plays 24/19 19/13 and ends its move.
fn play_a_turn(h: &mut Harness<'_, NardyApp>) {
    click(h, "point 24: 15 white");
    click(h, "point 13: empty, target");
    click(h, "End move");
}

#[test]
fn an_unfinished_game_is_offered_at_the_next_start_and_resumes_with_its_moves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("autosave");
    let mut h = window(dir.path(), &folder);
    assert!(h.state().modal().is_none(), "nothing kept yet");
    let file = h.state().autosave_file().expect("autosaving").to_owned();
    play_a_turn(&mut h);
    assert!(file.exists(), "written after the turn");
    click(&mut h, "Roll");
    let roll = h.state().game().turn().map(|t| t.roll());
    assert!(roll.is_some());

    // A second window while the first runs is offered nothing and keeps no autosave.
    let second = harness(app_autosaving(dir.path(), &folder));
    assert!(second.state().modal().is_none());
    assert!(second.state().autosave_file().is_none());
    drop(second);

    // The first window ends (closed, or killed: the system lets its lock go).
    drop(h);
    let mut next = harness(app_autosaving(dir.path(), &folder));
    assert!(
        matches!(next.state().modal(), Some(Modal::Resume(_))),
        "{:?}",
        next.state().modal()
    );
    assert!(says(
        &next,
        "A game was left unfinished after 1 turn. Resume it?"
    ));
    click(&mut next, "Resume");
    assert!(next.state().modal().is_none());
    assert_eq!(next.state().game().history().len(), 1);
    assert_eq!(next.state().game().to_move(), Colour::Black);
    // Black's roll was kept with it: starting again does not roll again.
    assert_eq!(next.state().game().turn().map(|t| t.roll()), roll);
    assert!(says(&next, "1. White 6-5: 24/19 19/13"));
    assert_eq!(
        next.state().message().as_deref(),
        Some("The unfinished game is resumed.")
    );
}

#[test]
fn a_declined_or_finished_game_is_not_offered_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("autosave");
    let mut h = window(dir.path(), &folder);
    play_a_turn(&mut h);
    drop(h);
    let mut next = harness(app_autosaving(dir.path(), &folder));
    assert!(has(&next, "Resume"));
    click(&mut next, "New game");
    assert!(next.state().modal().is_none());
    assert!(
        next.state().game().history().is_empty(),
        "the new game stays"
    );
    assert!(!folder.join(nardy::autosave::FILE_NAME).exists());
    drop(next);
    let again = harness(app_autosaving(dir.path(), &folder));
    assert!(
        again.state().modal().is_none(),
        "{:?}",
        again.state().modal()
    );

    // A file that is no save is not offered (and the game starts).
    std::fs::write(folder.join(nardy::autosave::FILE_NAME), "{\"version\": 2").expect("write");
    drop(again);
    let broken = harness(app_autosaving(dir.path(), &folder));
    assert!(broken.state().modal().is_none());
}

#[test]
fn quitting_without_saving_gives_the_game_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("autosave");
    let mut h = window(dir.path(), &folder);
    play_a_turn(&mut h);
    assert!(folder.join(nardy::autosave::FILE_NAME).exists());
    click(&mut h, "Game");
    click(&mut h, "Quit Ctrl+Q");
    click(&mut h, "Don't save");
    assert!(h.state().quitting());
    assert!(!folder.join(nardy::autosave::FILE_NAME).exists());
}
