//! The fair hot seat when a game comes back: a game loaded from a file or resumed from the
//! autosave file, with a person to move, keeps that person's bank hidden behind the hot-seat
//! panel until they are at the screen; against the computer there is no panel.

mod common;

use std::path::{Path, PathBuf};

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::picker::Pick;
use loopit::autosave::Autosave;
use loopit::settings::{Settings, SettingsFile};
use loopit::{AppSetup, LoopItApp};
use loopit_core::{Cell, Game, Level, Player, ai, review};

const BENS_PANEL: &str = "Ben's turn: click or press Space when Ben is at the screen";

/// Anna and Ben, both people; Anna has placed a tile and ended her turn: Ben is to move.
fn bens_turn() -> Game {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut game = Game::new(players, 5).expect("two players");
    let (slot, cell) = game
        .bank()
        .tiles()
        .find_map(|(slot, _)| game.options(slot).first().map(|(cell, _)| (slot, *cell)))
        .expect("a tile fits at the start");
    game.place(slot, cell).expect("placed");
    game.end_turn();
    assert_eq!(game.current(), 1, "Ben is to move");
    game
}

fn write_save(dir: &Path, game: &Game) -> PathBuf {
    let path = dir.join("game.json");
    std::fs::write(&path, game.to_save().to_json()).expect("write the save");
    path
}

/// Loads `path` from the setup screen with `settings`.
fn loaded(settings: Settings, path: PathBuf) -> Harness<'static, LoopItApp> {
    let mut h = harness(app(settings, vec![Pick::Chosen(path)]));
    h.run();
    click(&mut h, "Load a saved game…");
    assert!(h.state().game().is_some(), "the game is loaded");
    h
}

#[test]
fn a_loaded_game_between_two_people_waits_behind_the_hot_seat_panel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write_save(dir.path(), &bens_turn());
    let mut h = loaded(two_humans(), path);
    assert_eq!(h.state().session().expect("game").waiting_for(), Some(1));
    assert!(h.query_by_label(BENS_PANEL).is_some(), "the panel is shown");
    assert!(!has_prefix(&h, "bank 1:"), "Ben's tiles are hidden");
    assert!(has_prefix(&h, "Anna, human"), "the scores stay");
    // Nothing of the turn is offered while the bank is hidden: no End turn that does nothing,
    // no "Pick a tile from your bank".
    let end_turn = |h: &Harness<'_, LoopItApp>| {
        h.query_by_role_and_label(egui::accesskit::Role::Button, "End turn")
            .is_some()
    };
    assert!(!end_turn(&h));
    assert!(says(&h, "Ben to move"), "the side panel is there");
    assert!(!says(&h, "Pick a tile"));
    assert!(says(
        &h,
        "Ben's bank stays hidden until Ben is at the screen"
    ));
    click(&mut h, BENS_PANEL);
    assert!(h.query_by_label(BENS_PANEL).is_none());
    assert!(
        has_prefix(&h, "bank 1:"),
        "Ben's tiles are shown once he is ready"
    );
    assert!(end_turn(&h));
}

#[test]
fn a_resumed_autosaved_game_between_two_people_waits_until_space() {
    let folder = tempfile::tempdir().expect("temp dir");
    Autosave::claim(folder.path())
        .write(&bens_turn())
        .expect("autosave written");
    let mut h = harness(LoopItApp::new(AppSetup {
        autosave: Some(folder.path().to_owned()),
        ..setup(SettingsFile::in_memory(two_humans()), vec![])
    }));
    h.run();
    click(&mut h, "Resume");
    assert!(!h.state().showing_setup(), "the game is resumed");
    assert!(h.query_by_label(BENS_PANEL).is_some(), "the panel is shown");
    assert!(!has_prefix(&h, "bank 1:"), "Ben's tiles are hidden");
    h.key_press(Key::Space);
    h.run();
    assert!(h.query_by_label(BENS_PANEL).is_none());
    assert!(
        h.state().modal().is_none(),
        "Space only said Ben is ready: it did not also end his turn"
    );
    assert!(h.state().game().expect("game").placed().is_empty());
    assert_eq!(h.state().game().expect("game").current(), 1);
    assert!(
        has_prefix(&h, "bank 1:"),
        "Ben's tiles are shown once he is ready"
    );
}

#[test]
fn with_the_hot_seat_screen_off_a_loaded_game_shows_the_bank_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write_save(dir.path(), &bens_turn());
    let settings = Settings {
        hot_seat_screen: Some(false),
        ..two_humans()
    };
    let h = loaded(settings, path);
    assert!(h.query_by_label(BENS_PANEL).is_none());
    assert!(has_prefix(&h, "bank 1:"));
}

#[test]
fn a_loaded_game_of_one_person_against_the_computer_has_no_panel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let players = vec![
        Player::human("Anna"),
        Player::computer("Rechner", Level::Normal),
    ];
    let game = Game::new(players, 5).expect("two players");
    assert_eq!(game.current(), 0, "Anna is to move");
    let path = write_save(dir.path(), &game);
    let h = loaded(two_humans(), path);
    assert_eq!(h.state().session().expect("game").waiting_for(), None);
    assert!(!has_prefix(&h, "Anna's turn: click"), "no panel");
    assert!(has_prefix(&h, "bank 1:"), "Anna's tiles are shown at once");
}

const CLEOS_PANEL: &str = "Cleo's turn: click or press Space when Cleo is at the screen";
const BANKS_HIDDEN: &str = "The players' tiles stay hidden until the game is over";

/// Anna, Ben and Cleo, three people at one screen, after `turns` turns (or to the end) played
/// as the Normal computer would, from seed 21.
fn three_people(turns: usize) -> Game {
    let players = ["Anna", "Ben", "Cleo"].map(Player::human).to_vec();
    let mut game = Game::new(players, 21).expect("three players");
    for _ in 0..turns {
        if game.is_over() {
            break;
        }
        ai::play_turn(&mut game, Level::Normal.strategy());
        game.end_turn();
    }
    game
}

/// A turn of Anna's in which she made less than her tiles allowed: its review would show the
/// best turn, made of her tiles.
fn annas_missed_turn(game: &Game) -> usize {
    review::review(game)
        .iter()
        .find(|turn| turn.player == 0 && !turn.made_the_best() && !turn.best_turn.is_empty())
        .map(|turn| turn.turn)
        .expect("the Normal computer's way misses points in one of Anna's turns")
}

/// The window with the three people's `game` loaded from a save in `dir` (the background
/// work inline: each result at the next frame).
fn three_loaded(dir: &Path, game: &Game) -> Harness<'static, LoopItApp> {
    let path = write_save(dir, game);
    let mut h = harness(app_on(
        two_humans(),
        vec![Pick::Chosen(path)],
        Executor::Inline,
    ));
    h.run();
    click(&mut h, "Load a saved game…");
    h
}

/// Whether any node's label contains `part`.
fn any_label_contains(h: &Harness<'_, LoopItApp>, part: &str) -> bool {
    let part = part.to_owned();
    h.query_by(move |n| n.label().is_some_and(|l| l.contains(&part)))
        .is_some()
}

fn open(h: &mut Harness<'_, LoopItApp>, item: &str) {
    click(h, "Game");
    click(h, item);
    // The review is worked out at once (the inline executor) and taken by the next frames.
    h.run();
}

#[test]
fn while_three_people_play_replay_and_review_show_no_bank() {
    let game = three_people(8);
    assert_eq!(game.current(), 2, "Cleo is to move");
    let missed = annas_missed_turn(&game);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = three_loaded(dir.path(), &game);
    assert!(
        h.query_by_label(CLEOS_PANEL).is_some(),
        "the hand-over screen"
    );

    // Replay at its end is Cleo's turn, her tiles hidden; at its start Anna's turn 1, her
    // tiles of then hidden too. The placements and the scores are there.
    open(&mut h, "Replay");
    h.key_press(Key::End);
    h.run();
    assert!(says(&h, "Turn 9 of 9: Cleo to play"));
    assert!(!has_prefix(&h, "bank 1:"), "Cleo's tiles are not shown");
    assert!(says(&h, BANKS_HIDDEN), "the bank's row says why");
    assert!(has_prefix(&h, "Cleo, human"), "the scores are shown");
    h.key_press(Key::Home);
    h.run();
    assert!(says(&h, "Turn 1 of 9: Anna to play"));
    assert!(
        !has_prefix(&h, "bank 1:"),
        "Anna's turn-1 tiles are not shown"
    );
    click(&mut h, "Back to the game");
    assert!(h.query_by_label(CLEOS_PANEL).is_some(), "still hidden");

    // Review: Anna's turn that missed points is shown as played, not with the best turn
    // (made of her tiles), and without her bank.
    open(&mut h, "Review");
    click_prefix(&mut h, &format!("Turn {}: ", missed + 1));
    let shown = h.state().review().and_then(|r| r.shown()).expect("a turn");
    assert_eq!(shown.turn, missed);
    assert!(shown.showing_best, "the review would show the best turn");
    assert!(!any_label_contains(&h, "suggested tile"), "no ghost tiles");
    assert!(!has_prefix(&h, "bank 1:"), "Anna's tiles are not shown");
    assert!(says(&h, BANKS_HIDDEN));
    assert!(has_prefix(&h, "Anna made "), "the shares are shown");
    click(&mut h, "Back to the game");

    // Cleo at the screen sees her own bank in the game, still no earlier bank in the replay.
    click(&mut h, CLEOS_PANEL);
    assert!(has_prefix(&h, "bank 1:"));
    open(&mut h, "Replay");
    assert!(!has_prefix(&h, "bank 1:"));
    assert_eq!(
        h.state().game().expect("game").to_save(),
        game.to_save(),
        "looking back changed nothing"
    );
}

#[test]
fn once_the_game_of_three_people_is_over_replay_and_review_show_the_banks() {
    let game = three_people(1000);
    assert!(game.is_over());
    let missed = annas_missed_turn(&game);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = three_loaded(dir.path(), &game);
    click(&mut h, "Replay the game");
    assert!(says(&h, "Turn 1 of "));
    assert!(has_prefix(&h, "bank 1:"), "Anna's turn-1 tiles");
    assert!(!says(&h, BANKS_HIDDEN));
    click(&mut h, "Back to the game");
    open(&mut h, "Review");
    click_prefix(&mut h, &format!("Turn {}: ", missed + 1));
    assert!(
        any_label_contains(&h, "suggested tile 1: "),
        "the best turn"
    );
    assert!(has_prefix(&h, "bank 1:"), "Anna's tiles of then");
}

/// Whether every "End turn" (the Turn menu's, and the side panel's when it is there) is
/// enabled; `None` when there is none on screen.
fn end_turn_enabled(h: &Harness<'_, LoopItApp>) -> Option<bool> {
    let nodes: Vec<bool> = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("End turn")))
        .map(|n| !n.accesskit_node().is_disabled())
        .collect();
    (!nodes.is_empty()).then(|| nodes.iter().all(|&enabled| enabled))
}

#[test]
fn turn_end_turn_is_disabled_behind_the_hot_seat_panel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write_save(dir.path(), &bens_turn());
    let mut h = loaded(two_humans(), path);
    assert!(h.query_by_label(BENS_PANEL).is_some(), "the panel is shown");
    click(&mut h, "Turn");
    assert_eq!(
        end_turn_enabled(&h),
        Some(false),
        "Turn ▸ End turn is there, disabled"
    );
    h.key_press(Key::Escape);
    h.run();
    click(&mut h, BENS_PANEL);
    click(&mut h, "Turn");
    assert_eq!(end_turn_enabled(&h), Some(true), "Ben may end his turn");
}

#[test]
fn a_new_game_between_two_people_hides_the_first_bank_until_its_player_is_ready() {
    // Issue 42: the first player's tiles showed at once, with no hand-over screen.
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    let panel = "Player 1's turn: click or press Space when Player 1 is at the screen";
    assert_eq!(h.state().session().expect("game").waiting_for(), Some(0));
    assert!(h.query_by_label(panel).is_some(), "the panel is shown");
    assert!(!has_prefix(&h, "bank 1:"), "the tiles are hidden");
    click(&mut h, panel);
    assert!(has_prefix(&h, "bank 1:"), "shown once the player is ready");
}

#[test]
fn a_quick_second_enter_after_ending_a_turn_does_not_show_the_next_persons_bank() {
    // Play test of issue 42: Enter ended Anna's turn, a second Enter at once dismissed Ben's
    // hand-over screen, and Anna saw Ben's whole bank.
    let press = |h: &mut Harness<'_, LoopItApp>, key: Key| {
        h.key_press(key);
        h.run();
    };
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    press(&mut h, Key::Space); // Player 1 is at the screen
    let game = h.state().game().expect("game").clone();
    let (slot, _) = game
        .bank()
        .tiles()
        .find(|&(slot, _)| !game.legal_cells(slot).is_empty())
        .expect("a tile fits at the start");
    let digits = [Key::Num1, Key::Num2, Key::Num3, Key::Num4, Key::Num5];
    press(&mut h, digits[slot]);
    press(&mut h, Key::Enter); // the tile goes to the cursor's cell
    assert_eq!(h.state().game().expect("game").placed().len(), 1);
    press(&mut h, Key::Enter); // the turn ends
    press(&mut h, Key::Enter); // and at once again
    let panel = "Player 2's turn: click or press Space when Player 2 is at the screen";
    assert_eq!(h.state().session().expect("game").waiting_for(), Some(1));
    assert!(
        h.query_by_label(panel).is_some(),
        "the hand-over screen stays"
    );
    assert!(!has_prefix(&h, "bank 1:"), "Player 2's tiles stay hidden");
    press(&mut h, Key::Space);
    assert!(
        has_prefix(&h, "bank 1:"),
        "Space says Player 2 is at the screen"
    );
}

#[test]
fn with_three_people_the_board_outlines_every_turn_since_the_player_to_move_last_played() {
    // The play test: with three players only the previous player's tiles stayed outlined, so
    // Cleo could not see Anna's last move on the board.
    let game = three_people(8);
    assert_eq!(game.current(), 2, "Cleo is to move");
    let turns = game.history().turns();
    let (annas, bens, cleos) = (&turns[6], &turns[7], &turns[5]);
    assert_eq!((annas.player, bens.player, cleos.player), (0, 1, 2));
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = three_loaded(dir.path(), &game);
    click(&mut h, CLEOS_PANEL);
    let outlined = |h: &Harness<'_, LoopItApp>, cell: Cell| {
        let prefix = format!("{}:", loopit::ui::cell_name(cell));
        h.query_by(move |n| {
            n.label()
                .is_some_and(|l| l.starts_with(&prefix) && l.contains("placed last turn"))
        })
        .is_some()
    };
    for placement in annas.placements.iter().chain(bens.placements.iter()) {
        assert!(
            outlined(&h, placement.cell),
            "{:?} of Anna's or Ben's turn is outlined",
            placement.cell
        );
    }
    for placement in cleos.placements.iter() {
        assert!(
            !outlined(&h, placement.cell),
            "Cleo's own turn {:?} is not",
            placement.cell
        );
    }
}
