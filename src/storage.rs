//! Saved games on disk: writing them so that a crash never leaves half a file, and reading
//! them back through the core's checks. No rule is decided here.

use std::io::Write;
use std::path::{Path, PathBuf};

use loopit_core::Game;

/// Writes `bytes` to `path` through a temporary file in the same folder, then renames it over
/// `path`: a crash leaves either the old file or the new one, never half of one. Creates the
/// folder when it does not exist.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned());
    let temp = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

/// Saves `game` as JSON at `path` (atomically). The error says which file and why.
pub fn save_game(game: &Game, path: &Path) -> Result<(), String> {
    let json = game.to_save().to_json();
    write_atomically(path, json.as_bytes())
        .map_err(|e| format!("cannot save the game to {}: {e}", path.display()))
}

/// Reads the game saved at `path`, checked by the core. The error says which file and what is
/// wrong with it.
pub fn load_game(path: &Path, seed: u64) -> Result<Game, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Game::from_json(&text, seed).map_err(|e| format!("{} cannot be loaded: {e}", path.display()))
}

/// A file name for saving `game` that says who plays and when:
/// `loopit-anna-ben-2026-11-29-1430.json`. `now` is the local time as
/// `(year, month, day, hour, minute)`.
#[must_use]
pub fn default_save_name(game: &Game, now: Option<(i32, u32, u32, u32, u32)>) -> String {
    let mut name = String::from("loopit");
    for player in game.players() {
        let part: String = player
            .name
            .chars()
            .filter_map(|c| {
                if c.is_alphanumeric() {
                    Some(c.to_ascii_lowercase())
                } else if c == ' ' || c == '-' || c == '_' {
                    Some('-')
                } else {
                    None
                }
            })
            .collect();
        let part = part.trim_matches('-');
        if !part.is_empty() {
            name.push('-');
            name.push_str(part);
        }
    }
    if let Some((y, mo, d, h, mi)) = now {
        name.push_str(&format!("-{y:04}-{mo:02}-{d:02}-{h:02}{mi:02}"));
    }
    name.push_str(".json");
    name
}

/// The saved games in `folder` (files ending in `.json`), newest first.
#[must_use]
pub fn saved_games(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("json"))
        })
        .map(|p| {
            let modified = std::fs::metadata(&p)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            (modified, p)
        })
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    files.into_iter().map(|(_, p)| p).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Player, Strategy};

    fn game() -> Game {
        Game::new(vec![Player::human("Anna M."), Player::human("Ben")], 1).expect("players")
    }

    #[test]
    fn a_saved_game_loads_back_the_same() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("nested/folder/game.json");
        let game = game();
        save_game(&game, &path).expect("saved");
        let loaded = load_game(&path, 1).expect("loads");
        assert_eq!(loaded.to_save(), game.to_save(), "the same position");
        let leftovers: Vec<_> = std::fs::read_dir(path.parent().expect("folder"))
            .expect("list")
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary file is left behind");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

        /// Any position of a game between computers, saved to a file and loaded back, is the
        /// same position: board, bank at the start of the turn, players and scores, player to move.
        #[test]
        fn any_saved_position_loads_back_the_same(seed in 0u64..1_000_000, turns in 0usize..40, placed in 0usize..3) {
            use loopit_core::{Level, ai};
            let players = vec![Player::computer("Ada", Level::Greedy), Player::computer("Bo", Level::Planner)];
            let mut game = Game::new(players, seed).expect("players");
            for _ in 0..turns {
                if game.is_over() {
                    break;
                }
                ai::play_turn(&mut game, &loopit_core::Greedy);
                game.end_turn();
            }
            // Part of a turn: placed tiles are not saved, they go back to the bank.
            for _ in 0..placed {
                if let Some(choice) = loopit_core::Greedy.next_placement(&game) {
                    game.place(choice.slot, choice.cell).expect("legal");
                }
            }
            let dir = tempfile::tempdir().expect("temp dir");
            let path = dir.path().join("game.json");
            save_game(&game, &path).expect("saved");
            let loaded = load_game(&path, seed).expect("loads");
            proptest::prop_assert_eq!(loaded.to_save(), game.to_save());
            proptest::prop_assert_eq!(loaded.bank().tile_set(), if game.is_over() {
                loopit_core::TileSet::EMPTY
            } else {
                game.bank_at_turn_start().tile_set()
            });
            proptest::prop_assert_eq!(loaded.players(), game.players());
            proptest::prop_assert_eq!(loaded.current(), game.current());
            proptest::prop_assert_eq!(loaded.board().len(), game.board().len() - game.placed().len());
        }
    }

    #[test]
    fn a_failed_write_keeps_the_older_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        std::fs::write(&path, "old").expect("write");
        // A folder in the place of the temporary file makes the write fail.
        let temp = dir
            .path()
            .join(format!(".game.json.{}.tmp", std::process::id()));
        std::fs::create_dir(&temp).expect("dir");
        assert!(write_atomically(&path, b"new").is_err());
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "old");
    }

    #[test]
    fn load_errors_name_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("broken.json");
        std::fs::write(&path, "{").expect("write");
        let error = load_game(&path, 0).expect_err("refused");
        assert!(error.contains("broken.json"), "{error}");
        assert!(error.contains("not a JSON file"), "{error}");
        let missing = load_game(&dir.path().join("none.json"), 0).expect_err("refused");
        assert!(missing.contains("cannot read"), "{missing}");
    }

    #[test]
    fn default_names_say_who_plays_and_when() {
        assert_eq!(
            default_save_name(&game(), Some((2026, 11, 29, 14, 5))),
            "loopit-anna-m-ben-2026-11-29-1405.json"
        );
        assert_eq!(default_save_name(&game(), None), "loopit-anna-m-ben.json");
    }
}
