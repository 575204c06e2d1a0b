//! The golden cases of `tests/data/placements.txt` (a copy of the project's shared reference):
//! for each position, every legal cell of several tiles with its points, and the computer's
//! turn for a given bank. The engine must give exactly these answers.

use loopit_core::{
    Board, Cell, Game, Greedy, Level, Player, SaveFile, Tile, ai, check_position, points,
};

const GOLDEN: &str = include_str!("data/placements.txt");

/// One `position` block of the golden file.
struct Case {
    number: String,
    line: usize,
    board: Board,
    tiles: Vec<(usize, Tile, String)>,
    greedy: Option<(usize, Vec<Tile>, String)>,
}

fn tile(name: &str, line: usize) -> Tile {
    name.parse().unwrap_or_else(|e| panic!("line {line}: {e}"))
}

fn parse() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut lines = GOLDEN.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    while let Some((line, text)) = lines.next() {
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let number = text
            .strip_prefix("position ")
            .unwrap_or_else(|| panic!("line {line}: expected 'position N', found {text:?}"))
            .to_owned();
        let mut board = Board::new();
        for row in 0..11u8 {
            let (line, text) = lines.next().expect("11 board rows");
            let entries: Vec<&str> = text.split_whitespace().collect();
            assert_eq!(entries.len(), 11, "line {line}: 11 entries");
            for (col, entry) in entries.iter().enumerate() {
                if *entry != "..." {
                    board.put(Cell::new(row, col as u8), tile(entry, line));
                }
            }
        }
        let mut case = Case {
            number,
            line,
            board,
            tiles: Vec::new(),
            greedy: None,
        };
        for (line, text) in lines.by_ref() {
            if text == "end" {
                break;
            } else if let Some(rest) = text.strip_prefix("tile ") {
                let (name, cells) = rest.split_once(' ').unwrap_or((rest, ""));
                case.tiles
                    .push((line, tile(name, line), cells.trim().to_owned()));
            } else if let Some(rest) = text.strip_prefix("greedy ") {
                let (bank, expected) = rest
                    .split_once("->")
                    .unwrap_or_else(|| panic!("line {line}: 'greedy BANK -> ...'"));
                let bank = bank.split_whitespace().map(|n| tile(n, line)).collect();
                case.greedy = Some((line, bank, expected.trim().to_owned()));
            } else {
                panic!("line {line}: unexpected {text:?}");
            }
        }
        cases.push(case);
    }
    cases
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
        Player::computer("A", Level::Greedy),
        Player::computer("B", Level::Greedy),
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
        for (line, tile, expected) in &case.tiles {
            let got = legal_cells_with_points(&case.board, *tile);
            assert_eq!(
                &got, expected,
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
        let Some((line, bank, expected)) = &case.greedy else {
            continue;
        };
        let mut game = game_with_bank(&case.board, bank);
        let placements = ai::play_turn(&mut game, &Greedy);
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
