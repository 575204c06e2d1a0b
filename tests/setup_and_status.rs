//! The setup and the status line between games: what the player typed is kept for the next
//! game, a game given up is not offered back, and the status line speaks the language chosen.

mod common;

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use loopit::LoopItApp;
use loopit::navigation::Modal;

fn value(h: &Harness<'_, LoopItApp>, label: &str) -> String {
    h.get_by_label(label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

#[test]
fn names_typed_in_the_setup_are_kept_for_the_next_new_game() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    h.get_by_label("Name of player 1").focus();
    h.run();
    h.get_by_label("Name of player 1").type_text("Zora");
    h.run();
    click(&mut h, "Start game");
    assert_eq!(
        h.state().game().expect("game").players()[0].name,
        "Player 1Zora"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run();
    assert!(h.state().showing_setup());
    assert_eq!(value(&h, "Name of player 1"), "Player 1Zora");
    assert_eq!(value(&h, "Name of player 2"), "Player 2");
}

#[test]
fn a_game_given_up_for_a_new_one_is_not_offered_back() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    click(&mut h, "End turn");
    click(&mut h, "End turn anyway");
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run();
    assert!(matches!(h.state().modal(), Some(Modal::Abandon(_))));
    click(&mut h, "Don't save");
    assert!(h.state().showing_setup());
    assert!(h.state().game().is_none(), "the game is gone");
    assert!(
        h.query_by_label("Back to the game").is_none(),
        "no way back to the game the player ended"
    );

    // A new game with nothing to lose keeps the way back.
    start(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run();
    assert!(
        h.state().modal().is_none(),
        "nothing to lose, nothing asked"
    );
    assert!(h.query_by_label("Back to the game").is_some());
}

#[test]
fn the_status_line_follows_a_language_switch_and_esc_keeps_it() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    let english = "New game: Player 1 moves first.";
    assert_eq!(h.state().notice().as_deref(), Some(english));
    // Esc with no tile in hand: the message stays (it did say "Welcome to LoopIt." again).
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(h.state().notice().as_deref(), Some(english));
    assert!(h.query_by_label(english).is_some(), "on screen");

    h.get_by_role_and_label(egui::accesskit::Role::Button, "Language")
        .click();
    h.run();
    h.get_by_label("Deutsch").click();
    h.run();
    // A built-in name stays as the game has it; the sentence around it is German.
    let german = "Neues Spiel: Player 1 beginnt.";
    assert_eq!(h.state().notice().as_deref(), Some(german));
    assert!(h.query_by_label(german).is_some(), "on screen, at once");
}

#[test]
fn esc_with_a_tile_in_hand_never_brings_back_the_setups_greeting() {
    for (language, start_label, greeting, to_move) in [
        (
            game_shell::i18n::Language::English,
            "Start game",
            "Welcome to LoopIt.",
            "Player 1 to move",
        ),
        (
            game_shell::i18n::Language::German,
            "Spiel starten",
            "Willkommen bei LoopIt.",
            "Spieler 1 ist am Zug",
        ),
    ] {
        let settings = loopit::settings::Settings {
            language: Some(language),
            ..two_humans()
        };
        let mut h = harness(app(settings, vec![]));
        h.run();
        assert!(says(&h, greeting), "the setup greets");
        click(&mut h, start_label);
        assert!(h.state().game().is_some(), "the game started");
        // Two people: the first says they are at the screen.
        h.key_press(Key::Space);
        h.run();
        // Tile 1 in hand, then Esc: what was said about the tile is old, the status line says
        // who is to move — not the setup's greeting.
        h.key_press(Key::Num1);
        h.run();
        assert_eq!(h.state().session().and_then(|s| s.selected()), Some(0));
        h.key_press(Key::Escape);
        h.run();
        assert_eq!(h.state().session().and_then(|s| s.selected()), None);
        assert!(!says(&h, greeting), "{language:?}: no greeting in a game");
        assert!(says(&h, to_move), "{language:?}: {to_move}");
    }
}

/// The setup is a table of seat cards: a seat is added and taken away with its own card, a
/// computer's level is picked on its card with a line about it, and the seat that moves
/// first is chosen on the table, which keeps its order round.
#[test]
fn the_setup_seats_players_as_cards_at_a_table() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    assert!(h.query_by_label("Name of player 3").is_none(), "two seats");
    click(&mut h, "+ Add a player");
    assert_eq!(
        value(&h, "Name of player 3"),
        "Player 3",
        "a third seat, its default name"
    );
    click(&mut h, "+ Add a player");
    assert!(
        h.query_by_label("+ Add a player").is_none(),
        "four seats fill the table"
    );
    type_name(&mut h, 3, "Cleo");
    type_name(&mut h, 4, "Dora");
    click(&mut h, "Seat 3: the computer");
    click(&mut h, "Seat 3: Strong");
    assert!(
        h.query_by_label_contains("Plans its whole turn for the most points.")
            .is_some(),
        "the level's line is on the card"
    );

    // Seat 2 leaves: Cleo and Dora move up one seat each, Cleo still the computer.
    click(&mut h, "Take seat 2 from the table");
    assert_eq!(value(&h, "Name of player 2"), "Cleo");
    assert_eq!(value(&h, "Name of player 3"), "Dora");
    assert!(h.query_by_label("Name of player 4").is_none());

    // Dora moves first: the table turns, keeping its order (Dora, Player 1, Cleo).
    click(&mut h, "Seat 3 moves first");
    assert_eq!(value(&h, "Name of player 1"), "Dora");
    assert_eq!(
        value(&h, "Name of player 2"),
        "Player 2",
        "a default name follows its seat"
    );
    assert_eq!(value(&h, "Name of player 3"), "Cleo");
    click(&mut h, "Start game");
    let game = h.state().game().expect("a game");
    let players: Vec<(&str, loopit_core::PlayerKind)> = game
        .players()
        .iter()
        .map(|p| (p.name.as_str(), p.kind))
        .collect();
    assert_eq!(
        players,
        vec![
            ("Dora", loopit_core::PlayerKind::Human),
            ("Player 2", loopit_core::PlayerKind::Human),
            (
                "Cleo",
                loopit_core::PlayerKind::Computer(loopit_core::Level::Strong)
            ),
        ]
    );
    assert_eq!(game.current(), 0, "Dora moves first");
}

fn type_name(h: &mut Harness<'_, LoopItApp>, seat: usize, name: &str) {
    let label = format!("Name of player {seat}");
    h.get_by_label(&label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label(&label).type_text(name);
    h.run();
}

/// A window of 800×600 on the setup screen with four seats: the cards in two rows, taller
/// than the window.
fn four_seats_at_800x600() -> Harness<'static, LoopItApp> {
    let mut h = sized(app(two_humans(), vec![]), 800.0, 600.0);
    h.run();
    click(&mut h, "+ Add a player");
    click(&mut h, "+ Add a player");
    h.run();
    h
}

#[test]
fn at_800x600_the_third_seats_card_keeps_clear_of_the_scroll_bar() {
    // Play test of issue 42: the third card ran under the setup's scroll bar.
    let h = four_seats_at_800x600();
    let style = h.ctx.global_style();
    let bar = style.spacing.scroll.bar_width
        + style.spacing.scroll.bar_inner_margin
        + style.spacing.scroll.bar_outer_margin;
    // The card's × is at its right edge, inside its margin of 12 points and its edge.
    let close = h.get_by_label("Take seat 3 from the table").rect();
    assert!(
        close.right() + 14.0 <= 800.0 - bar,
        "the card's right edge at {} reaches the bar's {bar} points at the window's edge",
        close.right() + 14.0
    );
}

#[test]
fn the_setup_opens_at_its_top_again_after_a_game() {
    // Play test of issue 42: the setup reopened scrolled down, as it was left.
    let mut h = four_seats_at_800x600();
    let top = |h: &Harness<'_, LoopItApp>| h.get_by_label("Name of player 1").rect().top();
    let at_top = top(&h);
    // Start stays at the window's bottom; the table scrolls above it, to its last card.
    h.get_by_label("Take seat 4 from the table").scroll_to_me();
    h.run();
    assert!(top(&h) < at_top - 20.0, "scrolled down: {}", top(&h));
    click(&mut h, "Start game");
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run();
    assert!(h.state().showing_setup());
    assert!(
        (top(&h) - at_top).abs() < 0.5,
        "at its top: {} against {at_top}",
        top(&h)
    );
}
