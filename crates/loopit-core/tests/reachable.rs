//! Every game the computer players reach, saved at any moment, is accepted by the strict check
//! of loading, and loads back as the very game (version 2) or as the start of its turn
//! (version 1).

use loopit_core::{Game, Level, Player, SaveFile, Step};
use proptest::prelude::*;

/// Saves `game`, checks both readings of the file, and that the game goes on the same.
fn check_save_point(game: &Game) -> Result<(), TestCaseError> {
    let save = game.to_save();
    let text = save.to_json();
    let loaded = Game::from_json(&text, 7)
        .map_err(|e| TestCaseError::fail(format!("a reachable game is refused: {e}\n{text}")))?;
    prop_assert_eq!(&loaded, game);
    let start = SaveFile {
        version: 1,
        history: None,
        ..save
    };
    let resumed = Game::from_save(&start, 7).map_err(|e| {
        TestCaseError::fail(format!("the start of a reachable turn is refused: {e}"))
    })?;
    prop_assert_eq!(resumed.players(), game.players());
    prop_assert_eq!(resumed.current(), game.current());
    prop_assert_eq!(resumed.is_over(), game.is_over());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_game_of_the_computer_players_saved_anywhere_loads_exactly(
        seed in any::<u64>(),
        levels in proptest::collection::vec(prop_oneof![Just(Level::Greedy), Just(Level::Planner)], 2..=4),
        save_points in proptest::collection::vec(0u32..240, 1..6),
        swaps in proptest::collection::vec((0u32..80, 0usize..5, any::<bool>()), 0..6),
    ) {
        let players: Vec<Player> = levels
            .iter()
            .enumerate()
            .map(|(i, &level)| Player::computer(format!("C{i}"), level))
            .collect();
        let mut game = Game::new(players, seed).expect("2 to 4 players");
        // Moments are counted: each turn start and each placement is one.
        let mut moment = 0u32;
        let mut turn = 0u32;
        while !game.is_over() {
            for &(at, slot, forward) in &swaps {
                if at == turn {
                    let step = if forward { Step::Forward } else { Step::Back };
                    let _ = game.cheat_swap(slot, step);
                }
            }
            let level = match game.current_player().kind {
                loopit_core::PlayerKind::Computer(level) => level,
                loopit_core::PlayerKind::Human => Level::Greedy,
            };
            loop {
                if save_points.contains(&moment) {
                    check_save_point(&game)?;
                }
                moment += 1;
                if game.placed().is_full() {
                    break;
                }
                let Some(choice) = level.strategy().next_placement(&game) else {
                    break;
                };
                game.place(choice.slot, choice.cell).expect("the computer's choice is legal");
            }
            game.end_turn();
            turn += 1;
        }
        check_save_point(&game)?;
    }
}
