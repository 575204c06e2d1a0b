//! Properties over random games: stones are conserved, replaying gives the same board,
//! undo goes back to the start, and under the document rules nobody is ever stuck.

use proptest::prelude::*;
use reversi_core::{Colour, Game, Move, Player, Rules, SaveFile};

/// A game built from `choices`: each picks a legal move by index (modulo their number).
fn game_from(rules: Rules, choices: &[u8]) -> Game {
    let mut game = Game::new(rules);
    for &choice in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(choice) % moves.len()];
        game.play(mv).expect("a legal move");
    }
    game
}

fn rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::Document),
        Just(Rules::Classic),
        Just(Rules::Othello)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn stones_are_conserved(rules in rules(), choices in prop::collection::vec(any::<u8>(), 0..64)) {
        let mut game = Game::new(rules);
        for choice in choices {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(choice) % moves.len()];
            let before = *game.position().board();
            let mover = game.position().to_move();
            let played = game.play(mv).expect("a legal move");
            let after = *game.position().board();
            // Turned stones were the opponent's and are now the mover's.
            prop_assert_eq!(played.turned.0 & !before.stones(mover.other()).0, 0);
            prop_assert_eq!(played.turned.0 & !after.stones(mover).0, 0);
            let turned = played.turned.len();
            match mv {
                Move::Lay(cell) => {
                    prop_assert_eq!(before.at(cell), None);
                    prop_assert_eq!(after.at(cell), Some(mover));
                    prop_assert_eq!(after.occupied().len(), before.occupied().len() + 1);
                    prop_assert_eq!(after.count(mover), before.count(mover) + 1 + turned);
                    prop_assert_eq!(after.count(mover.other()), before.count(mover.other()) - turned);
                    // Nothing else changed colour.
                    let changed = (before.stones(Colour::Yellow).0 ^ after.stones(Colour::Yellow).0)
                        & before.occupied().0;
                    prop_assert_eq!(changed, played.turned.0);
                }
                Move::Pass => {
                    prop_assert_eq!(before, after);
                }
            }
        }
    }

    #[test]
    fn replaying_a_games_moves_gives_the_same_board(
        rules in rules(),
        choices in prop::collection::vec(any::<u8>(), 0..64),
    ) {
        let game = game_from(rules, &choices);
        let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
        let replayed = Game::replay(rules, &moves).expect("the same moves are legal again");
        prop_assert_eq!(replayed.position(), game.position());
    }

    #[test]
    fn undoing_every_move_gives_the_start_back(
        rules in rules(),
        choices in prop::collection::vec(any::<u8>(), 0..64),
    ) {
        let mut game = game_from(rules, &choices);
        while game.undo().is_some() {}
        prop_assert_eq!(game, Game::new(rules));
    }

    #[test]
    fn under_the_document_rules_there_is_a_move_until_the_board_is_full(
        choices in prop::collection::vec(any::<u8>(), 60),
    ) {
        let mut game = Game::new(Rules::Document);
        for choice in choices {
            let position = game.position();
            prop_assert!(!position.board().is_full());
            prop_assert!(!position.legal_cells().is_empty());
            prop_assert!(!position.must_pass());
            let moves = position.legal_moves();
            let mv = moves[usize::from(choice) % moves.len()];
            game.play(mv).expect("a legal move");
        }
        prop_assert!(game.position().board().is_full());
        prop_assert!(game.position().outcome().is_some());
    }

    #[test]
    fn a_saved_game_loads_back_as_the_same_game(
        rules in rules(),
        choices in prop::collection::vec(any::<u8>(), 0..64),
    ) {
        let game = game_from(rules, &choices);
        let text = SaveFile::of(&game, [Player::Human; 2]).to_json().expect("a save is JSON");
        let loaded = SaveFile::load(&text).expect("a save of a real game loads");
        prop_assert_eq!(loaded.game, game);
    }

    #[test]
    fn a_saved_board_with_any_one_cell_changed_is_refused(
        rules in rules(),
        choices in prop::collection::vec(any::<u8>(), 0..64),
        cell in 0usize..64,
        letter in prop::sample::select(vec!['.', 'Y', 'R']),
    ) {
        let game = game_from(rules, &choices);
        let mut file = SaveFile::of(&game, [Player::Human; 2]);
        let (row, col) = (cell / 8, cell % 8);
        let mut line: Vec<char> = file.board[row].chars().collect();
        prop_assume!(line[col] != letter);
        line[col] = letter;
        file.board[row] = line.into_iter().collect();
        prop_assert!(file.validate().is_err());
    }
}
