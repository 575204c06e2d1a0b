//! The golden cases of `tests/data/placements.txt` (a copy of the project's shared reference):
//! for each position, every legal cell of several tiles with its points, and the computer's
//! turn for a given bank. The engine must give exactly these answers.

use loopit_core::{
    Board, Game, Level, Normal, Player, SaveFile, Tile, ai, check_position, golden, points,
};

const GOLDEN: &str = include_str!("data/placements.txt");

fn parse() -> Vec<golden::Case> {
    golden::parse(GOLDEN).unwrap_or_else(|e| panic!("the golden file: {e}"))
}

/// The answer the engine gives, in the format of a `tile` line.
fn legal_cells_with_points(board: &Board, tile: Tile) -> String {
    board
        .legal_cells(tile)
        .iter()
        .map(|cell| format!("{cell}={}", points(board, tile, cell)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The game of the golden position with `bank` for the player to move.
fn game_with_bank(board: &Board, bank: &[Tile]) -> Game {
    let players = [
        Player::computer("A", Level::Normal),
        Player::computer("B", Level::Normal),
    ];
    let save = SaveFile::of_position(board, bank, &players, 0);
    Game::from_save_for_analysis(&save, 0)
        .unwrap_or_else(|e| panic!("the golden position loads: {e}"))
}

#[test]
fn golden_file_has_cases() {
    let cases = parse();
    assert!(cases.len() >= 3, "found {} positions", cases.len());
    assert!(cases.iter().all(|c| !c.tiles.is_empty()));
}

#[test]
fn golden_positions_are_reachable() {
    for case in parse() {
        check_position(&case.board)
            .unwrap_or_else(|e| panic!("position {} (line {}): {e}", case.number, case.line));
    }
}

#[test]
fn golden_legal_cells_and_points() {
    let mut checked = 0;
    for case in parse() {
        for golden::TileLine { line, tile, cells } in &case.tiles {
            let got = legal_cells_with_points(&case.board, *tile);
            assert_eq!(
                &got, cells,
                "line {line} (position {}, tile {tile})",
                case.number
            );
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn golden_greedy_turns() {
    let mut checked = 0;
    for case in parse() {
        let Some(golden::TurnLine {
            line,
            bank,
            placements: expected,
        }) = &case.turn
        else {
            continue;
        };
        let mut game = game_with_bank(&case.board, bank);
        let placements = ai::play_turn(&mut game, &Normal);
        let got = placements
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(&got, expected, "line {line} (position {})", case.number);
        checked += 1;
    }
    assert!(checked > 0);
}
