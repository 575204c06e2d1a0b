//! The Analysis menu in the window, headless: the move values on the legal cells while a
//! person is to move, and the review of a game with a known blunder.

mod common;

use common::{click, harness, shows};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::picker::Pick;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use reversi::{AppSetup, ReversiApp};
use reversi_core::analysis::{Analyst, Values};
use reversi_core::{Game, Level, Move, Player, Position, Rules, SaveFile};

fn setup(rules: Rules, players: [Player; 2], picks: Vec<Pick>) -> AppSetup {
    common::setup(rules, players, Language::English, picks)
}

fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

/// Every legal cell of `values` carries its value in its label.
fn assert_values_shown(h: &Harness<'_, ReversiApp>, values: &Values) {
    assert!(!values.moves.is_empty());
    for m in &values.moves {
        let Move::Lay(cell) = m.mv else {
            panic!("no pass here")
        };
        h.get_by_label(&format!("{cell}: empty, legal, value {}", signed(m.value)));
    }
}

#[test]
fn show_move_values_puts_each_legal_moves_value_on_its_cell_for_the_person_to_move() {
    let mut h = harness(setup(Rules::Othello, [Player::Human; 2], vec![]));
    h.run();
    h.get_by_label("f5: empty, legal");
    game_shell::testing::open_menus(&mut h, &["Analysis"]);
    click(&mut h, "Show move values");
    assert!(h.state().shows_values());
    let start = Position::start(Rules::Othello);
    let values = Analyst::new().values(&start);
    assert_values_shown(&h, &values);
    let depth = reversi_core::analysis::ESTIMATE_DEPTH;
    assert!(shows(
        &h,
        &format!("Move values (estimated {depth} moves deep)")
    ));
    // Only legal cells carry a value; stones keep their names.
    h.get_by_label("a1: empty");
    h.get_by_label("d4: white");

    // After a move the other player's values are shown, for the new position.
    let f5 = values
        .of("f5".parse().expect("a move"))
        .expect("f5 is legal");
    click(&mut h, &format!("f5: empty, legal, value {}", signed(f5)));
    let after = *h.state().game().position();
    assert_values_shown(&h, &Analyst::new().values(&after));
    assert!(h.query_by_label_contains("f5: empty").is_none());

    // V hides them again.
    h.key_press(Key::V);
    h.run();
    assert!(!h.state().shows_values());
    assert!(h.query_by_label_contains(", value ").is_none());
    assert!(!shows(&h, "Move values"));
}

#[test]
fn values_near_the_end_are_the_exact_solvers_for_a_loaded_game() {
    // A classic position with few empty cells: the values are the exact solver's.
    let game = game_near_the_end(Rules::Othello, 12, 3);
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = folder.path().join("end.json");
    save(
        &path,
        &game,
        [Player::Human, Player::Computer(Level::AlphaBeta)],
    );
    let mut h = harness(setup(
        Rules::Othello,
        [Player::Human; 2],
        vec![Pick::Chosen(path)],
    ));
    h.run();
    h.key_press(Key::V);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::O);
    h.run();
    let position = *h.state().game().position();
    assert_eq!(&position, game.position());
    let values = Analyst::new().values(&position);
    assert_values_shown(&h, &values);
    let exact = reversi_core::endgame::solve(position.board(), position.to_move());
    assert_eq!(
        values
            .moves
            .iter()
            .map(|m| (m.mv, m.value))
            .collect::<Vec<_>>(),
        exact
    );
    assert!(shows(&h, "Move values (exact)"));
}

/// A game of `rules` played at random to `empties` empty cells (at least two moves for the
/// side to move), as a game started there.
fn game_near_the_end(rules: Rules, empties: u32, seed: u64) -> Game {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    loop {
        let mut game = Game::new(rules);
        while game.position().board().empty().len() > empties {
            let Some(mv) = Level::Random.choose(game.position(), &mut rng) else {
                break;
            };
            game.play(mv).expect("legal");
        }
        let position = *game.position();
        if position.board().empty().len() == empties && position.legal_moves().len() >= 2 {
            return Game::from_position(position);
        }
    }
}

fn save(path: &std::path::Path, game: &Game, players: [Player; 2]) {
    let text = SaveFile::of(game, players)
        .to_json()
        .expect("a save is JSON");
    std::fs::write(path, text).expect("the test writes its file");
}

/// Plays `game` to its end, each side the best move but one: the first move with a choice
/// that can lose at least four stones is the worst. Returns (its number, the move, the best
/// move, the stones lost).
fn play_with_one_blunder(game: &mut Game) -> Option<(usize, Move, Move, i32)> {
    let mut analyst = Analyst::new();
    let mut blunder = None;
    while !game.position().is_over() {
        let values = analyst.values(game.position());
        let best = values.moves[0];
        let worst = values.moves[values.moves.len() - 1];
        let mv = if blunder.is_none() && best.value - worst.value >= 4 {
            blunder = Some((
                game.history().len() + 1,
                worst.mv,
                best.mv,
                best.value - worst.value,
            ));
            worst.mv
        } else {
            best.mv
        };
        game.play(mv).expect("legal");
    }
    blunder
}

#[test]
fn the_review_of_a_loaded_game_lists_its_blunder_and_shows_its_position() {
    let mut seed = 11;
    let (game, (number, played, best, loss)) = loop {
        let mut game = game_near_the_end(Rules::Othello, 12, seed);
        if let Some(blunder) = play_with_one_blunder(&mut game) {
            break (game, blunder);
        }
        seed += 1;
    };
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = folder.path().join("blunder.json");
    save(&path, &game, [Player::Human; 2]);
    let mut h = harness(setup(
        Rules::Document,
        [Player::Human; 2],
        vec![Pick::Chosen(path)],
    ));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::O);
    h.run();
    assert_eq!(h.state().game(), &game);
    assert!(h.state().game().position().is_over());

    // The finished game offers its review beside New game.
    click(&mut h, "Review the game");
    h.get_by_label("Review of the game");
    h.get_by_label("The moves that lost the most");
    let mover = {
        let mut position = *game.start();
        for mv in game.moves().take(number - 1) {
            position.play_unchecked(mv);
        }
        position.to_move()
    };
    let who = match mover {
        reversi_core::Colour::Yellow => "Black",
        reversi_core::Colour::Red => "White",
    };
    let line = format!("Move {number}: {who} played {played}, best {best}, lost {loss} stones");
    h.get_by_label(&line);
    // The other moves were the best: the blunder is the only line.
    assert_eq!(h.query_all_by_label_contains("played ").count(), 1);
    assert!(shows(
        &h,
        &format!("{who}: {loss} stones lost in 1 move of")
    ));

    // A click on it shows the position before it: the cell played is empty and legal again.
    click(&mut h, &line);
    let Move::Lay(cell) = played else {
        panic!("a blunder lays a stone")
    };
    h.get_by_label(&format!("{cell}: empty, legal"));
    assert!(shows(
        &h,
        &format!("Showing the position before move {number}")
    ));
    assert_eq!(h.state().game(), &game, "the game itself is untouched");
    click(&mut h, "Back to the game");
    assert!(h.query_by_label(&format!("{cell}: empty, legal")).is_none());
    click(&mut h, "Close the review");
    assert!(h.query_by_label("Review of the game").is_none());
}

#[test]
fn the_values_and_their_legend_speak_german() {
    let mut start = setup(Rules::Othello, [Player::Human; 2], vec![]);
    start.language = Some(Language::German);
    let mut h = harness(start);
    h.run();
    game_shell::testing::open_menus(&mut h, &["Analyse"]);
    click(&mut h, "Zugwerte zeigen");
    let values = Analyst::new().values(&Position::start(Rules::Othello));
    for m in &values.moves {
        h.get_by_label(&format!(
            "{}: frei, spielbar, Wert {}",
            m.mv,
            signed(m.value)
        ));
    }
    let depth = reversi_core::analysis::ESTIMATE_DEPTH;
    assert!(shows(
        &h,
        &format!("Zugwerte (geschätzt, {depth} Züge tief)")
    ));
}
