//! Never crash, never hang, never destroy a user's file: the settings file, tile images, saves
//! and the window-state file, each case in a temporary folder of its own.

use std::path::Path;

use loopit::settings::{INI_NAME, Settings, SettingsFile};
use loopit::tiles::{TileImages, TileTextures};

// ---- Helpers ------------------------------------------------------------------------------

fn temp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

fn write(path: &Path, bytes: impl AsRef<[u8]>) {
    std::fs::write(path, bytes).expect("write");
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read")
}

/// Loads the INI at `path` and changes a setting, as the Options dialog does.
fn load_and_change(path: &Path) -> (SettingsFile, Vec<String>, Result<(), String>) {
    let (mut file, warnings) = SettingsFile::load(path);
    let written = file
        .update(|s| s.cheat_mode = !s.cheat_mode)
        .map_err(|w| w.to_string());
    (
        file,
        warnings.iter().map(ToString::to_string).collect(),
        written,
    )
}

/// The ```ini example of the README's "Settings" section.
fn readme_example() -> String {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README");
    let section = &readme[readme.find("## Settings").expect("Settings section")..];
    let start = section.find("```ini\n").expect("ini example") + "```ini\n".len();
    let end = start + section[start..].find("```").expect("end of the example");
    section[start..end].to_owned()
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
}

// ---- The settings file --------------------------------------------------------------------

#[test]
fn the_readme_example_works_as_written() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    write(&path, readme_example());
    let (file, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(
        file.settings,
        Settings::default(),
        "the example holds the defaults"
    );
    // Every key the program writes, in the order it writes them, and no other.
    let keys: Vec<(String, String)> = loopit::settings::reader::values(&readme_example())
        .expect("read")
        .into_iter()
        .map(|(section, key, _)| (section, key))
        .collect();
    let written: Vec<(String, String)> = loopit::settings::SCHEMA
        .iter()
        .map(|e| (e.section.to_owned(), e.key.to_owned()))
        .collect();
    assert_eq!(keys, written, "the README explains every key");
}

#[test]
fn a_change_rewrites_only_its_value_and_keeps_comments_order_and_unknown_keys() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    let text = format!(
        "# mine, keep\n\n[Sound]\nVolume=7  ; loud\n\n{}",
        readme_example()
    );
    write(&path, &text);
    let (_, warnings, written) = load_and_change(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    written.expect("written");
    let after = String::from_utf8(read(&path)).expect("text");
    let expected = text.replace(
        "CheatMode=0             ; 1 to turn",
        "CheatMode=1             ; 1 to turn",
    );
    assert_ne!(text, expected, "the example has the CheatMode line");
    assert_eq!(after, expected, "only the changed value differs");
}

#[test]
fn a_file_with_a_syntax_error_is_never_written_over() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    let text = "[Paths\nTiles=my tiles\n";
    write(&path, text);
    let (file, warnings, written) = load_and_change(&path);
    assert_eq!(file.settings.tiles, Settings::default().tiles);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].contains("line 1: a section name without its closing ]"),
        "the true line and reason: {}",
        warnings[0]
    );
    assert!(written.expect_err("not written").contains("left as it is"));
    assert_eq!(read(&path), text.as_bytes(), "the file is as it was");
    assert!(file.is_untouchable());
}

#[test]
fn a_file_that_is_not_utf8_is_never_written_over() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    let bytes = b"[Players]\nName1=J\xf6rg\n";
    write(&path, bytes);
    let (_, warnings, written) = load_and_change(&path);
    assert!(warnings[0].contains("not UTF-8"), "{warnings:?}");
    assert!(written.is_err());
    assert_eq!(read(&path), bytes);
}

#[test]
fn a_byte_order_mark_is_accepted_and_kept() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    write(
        &path,
        "\u{feff}[Players]\r\nName1=Anna\r\n[Game]\r\nCheatMode=0\r\n",
    );
    let (file, warnings, written) = load_and_change(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(file.settings.names[0], "Anna");
    written.expect("written");
    assert_eq!(
        String::from_utf8(read(&path)).expect("text"),
        "\u{feff}[Players]\r\nName1=Anna\r\n[Game]\r\nCheatMode=1\r\n"
    );
}

#[test]
fn a_folder_where_the_file_should_be_is_reported_and_kept() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    std::fs::create_dir(&path).expect("dir");
    let (_, warnings, written) = load_and_change(&path);
    assert!(warnings[0].contains("not a regular file"), "{warnings:?}");
    assert!(written.is_err());
    assert!(path.is_dir());
}

#[cfg(unix)]
#[test]
fn a_pipe_as_settings_file_neither_blocks_nor_is_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    mkfifo(&path);
    let (_, warnings, written) = load_and_change(&path);
    assert!(warnings[0].contains("not a regular file"), "{warnings:?}");
    assert!(written.is_err());
    let kind = std::fs::symlink_metadata(&path).expect("meta").file_type();
    assert!(kind.is_fifo(), "still the pipe");
}

#[test]
fn a_huge_file_is_not_read() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    let text = format!("[Players]\nName1={}\n", "x".repeat(2_000_000));
    write(&path, &text);
    let (_, warnings, written) = load_and_change(&path);
    assert!(warnings[0].contains("larger than"), "{warnings:?}");
    assert!(warnings[0].len() < 300, "{}", warnings[0]);
    assert!(written.is_err());
    assert_eq!(read(&path).len(), text.len());
}

#[test]
fn warnings_quote_long_values_shortened() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    write(&path, format!("[Players]\nName1={}\n", "n".repeat(10_000)));
    let (file, warnings) = SettingsFile::load(&path);
    assert_eq!(file.settings.names[0], "Player 1");
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].to_string().len() < 200, "{}", warnings[0]);
    assert!(
        warnings[0].to_string().contains("(10000 characters)"),
        "{}",
        warnings[0]
    );
}

#[test]
fn a_fresh_file_is_written_only_when_asked_and_the_old_one_is_kept() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    let text = "[Paths\nTiles=my tiles\n; my notes\n";
    write(&path, text);
    let (mut file, _) = SettingsFile::load(&path);
    file.update(|s| s.names[0] = "Anna".to_owned())
        .expect_err("not written yet");
    assert_eq!(read(&path), text.as_bytes());
    let fresh = file.write_fresh().expect("written").expect("in a file");
    assert_eq!(fresh.path, path);
    let backup = fresh.backup.expect("a copy");
    assert_eq!(backup, dir.path().join("LoopIt.ini.bak"));
    assert_eq!(read(&backup), text.as_bytes(), "the old file is kept");
    let (again, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(again.settings.names[0], "Anna", "the settings in use");
    assert!(!again.is_untouchable());
}

#[cfg(unix)]
#[test]
fn writing_keeps_a_linked_file_a_link_and_its_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp();
    let real = dir.path().join("dotfiles-loopit.ini");
    write(&real, "[Game]\nCheatMode=0\n");
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let link = dir.path().join(INI_NAME);
    std::os::unix::fs::symlink(&real, &link).expect("link");
    let (_, _, written) = load_and_change(&link);
    written.expect("written");
    let meta = std::fs::symlink_metadata(&link).expect("meta");
    assert!(meta.file_type().is_symlink(), "still a link");
    assert_eq!(read(&real), b"[Game]\nCheatMode=1\n");
    let mode = std::fs::metadata(&real).expect("meta").permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[cfg(unix)]
#[test]
fn a_device_as_settings_file_is_neither_read_nor_replaced() {
    let (_, warnings, written) = load_and_change(Path::new("/dev/null"));
    assert!(warnings[0].contains("not a regular file"), "{warnings:?}");
    assert!(written.is_err());
    let meta = std::fs::metadata("/dev/null").expect("meta");
    assert!(!meta.is_file());
}

#[test]
fn a_value_that_cannot_be_kept_in_the_file_is_reported_not_written() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    write(&path, "[Paths]\nSaves=saves\n");
    let (mut file, _) = SettingsFile::load(&path);
    let error = file
        .update(|s| s.saves = "two\nlines".to_owned())
        .expect_err("refused");
    assert!(error.to_string().contains("line break"), "{error}");
    assert_eq!(read(&path), b"[Paths]\nSaves=saves\n");
}

/// A `/etc/passwd`-like file in a temporary folder: it reads as INI (`root:x:…` as `Key: Value`).
const PASSWD: &str =
    "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n";

#[cfg(unix)]
#[test]
fn a_link_to_a_file_that_is_not_loopits_is_never_written_through() {
    let dir = temp();
    let passwd = dir.path().join("passwd");
    write(&passwd, PASSWD);
    let link = dir.path().join(INI_NAME);
    std::os::unix::fs::symlink(&passwd, &link).expect("link");
    // Once: `[Game] / CheatMode=1` appended to the file the link points to.
    let (file, warnings, written) = load_and_change(&link);
    assert_eq!(
        read(&passwd),
        PASSWD.as_bytes(),
        "the linked file is as it was"
    );
    assert!(
        warnings[0].contains("is not a LoopIt settings file")
            && warnings[0].contains("line 1 holds a key outside any [section]"),
        "the player is told why: {warnings:?}"
    );
    assert!(written.expect_err("not written").contains("left as it is"));
    assert!(!file.can_write_fresh(), "not even on request");
    let meta = std::fs::symlink_metadata(&link).expect("meta");
    assert!(meta.file_type().is_symlink(), "the link stays");
}

#[test]
fn a_file_that_is_not_loopits_is_never_changed_even_when_named_directly() {
    let dir = temp();
    // `--ini /etc/passwd`, and another program's INI file.
    let passwd = dir.path().join("passwd");
    write(&passwd, PASSWD);
    let other = dir.path().join("other.ini");
    let other_text = "[Sound]\nVolume=7\n";
    write(&other, other_text);
    for (path, text, why) in [
        (&passwd, PASSWD, "outside any [section]"),
        (
            &other,
            other_text,
            "none of LoopIt's sections [Paths], [Players], [Game] or keys",
        ),
    ] {
        let (mut file, warnings, written) = load_and_change(path);
        assert!(warnings[0].contains(why), "{warnings:?}");
        assert!(written.is_err());
        assert!(!file.can_write_fresh());
        assert!(
            file.write_fresh().is_err(),
            "not replaced on request either"
        );
        assert_eq!(read(path), text.as_bytes());
        assert!(!dir.path().join("passwd.bak").exists());
    }
}

#[cfg(unix)]
#[test]
fn a_dangling_link_gets_no_target_created() {
    let dir = temp();
    let target = dir.path().join("etc/cron.d/loopit");
    let link = dir.path().join(INI_NAME);
    std::os::unix::fs::symlink(&target, &link).expect("link");
    // Once: the target and its folders created at the first start, with no click.
    let (file, warnings, written) = load_and_change(&link);
    assert!(
        !target.exists() && !dir.path().join("etc").exists(),
        "nothing created"
    );
    assert!(
        warnings[0].contains("which does not exist") && warnings[0].contains("cron.d"),
        "{warnings:?}"
    );
    assert!(written.is_err());
    assert!(!file.is_first_start());
}

#[cfg(unix)]
#[test]
fn a_link_loop_is_worded_without_a_rust_error_name() {
    let dir = temp();
    let a = dir.path().join(INI_NAME);
    let b = dir.path().join("b.ini");
    std::os::unix::fs::symlink(&b, &a).expect("link");
    std::os::unix::fs::symlink(&a, &b).expect("link");
    let (file, warnings) = SettingsFile::load(&a);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    // Once: "das System verweigert es (FilesystemLoop)".
    use game_shell::i18n::Language;
    for (language, said) in [(Language::English, "circle"), (Language::German, "Kreis")] {
        loopit::i18n::set_language(language);
        let words = loopit::words::settings_warning(&warnings[0]);
        assert!(!words.contains("FilesystemLoop"), "{words}");
        assert!(words.contains(said), "{words}");
    }
    loopit::i18n::set_language(Language::English);
    assert!(!file.can_write_fresh());
}

#[cfg(unix)]
#[test]
fn a_read_only_settings_file_is_read_never_replaced_and_the_player_is_told() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    let text = "[Players]\nName1=Anna\n";
    write(&path, text);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    // Once: replaced by a rename (which needs only the folder to be writable), mode 0444 kept.
    let (file, warnings, written) = load_and_change(&path);
    assert_eq!(file.settings.names[0], "Anna", "read as usual");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains("read-only"), "{warnings:?}");
    assert!(written.expect_err("not kept").contains("read-only"));
    assert!(file.is_read_only());
    assert!(file.settings.cheat_mode, "kept for this run");
    assert_eq!(
        read(&path),
        text.as_bytes(),
        "the file is as the user left it"
    );
}

// ---- Saves --------------------------------------------------------------------------------

#[test]
fn a_file_in_place_of_the_saves_folder_is_named_plainly() {
    let dir = temp();
    let saves = dir.path().join("saves");
    write(&saves, "not a folder");
    let game = loopit_core::Game::new(
        vec![
            loopit_core::Player::human("Anna"),
            loopit_core::Player::human("Ben"),
        ],
        1,
    )
    .expect("players");
    let error = loopit::storage::save_game(&game, &saves.join("game.json")).expect_err("refused");
    let text = error.to_string();
    assert!(!text.contains("os error"), "{text}");
    assert!(text.contains("saves"), "{text}");
}

// ---- Tile images --------------------------------------------------------------------------

fn project_tiles() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tiles")
}

/// A copy of the project's tile folder in `dir`.
fn tile_folder(dir: &Path) -> std::path::PathBuf {
    let folder = dir.join("tiles");
    std::fs::create_dir(&folder).expect("dir");
    for tile in loopit_core::Tile::ALL {
        let name = TileImages::file_name(tile);
        std::fs::copy(project_tiles().join(&name), folder.join(&name)).expect("copy");
    }
    folder
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbaImage::from_pixel(width, height, image::Rgba([200, 30, 30, 255]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("encode");
    bytes.into_inner()
}

#[test]
fn an_image_wider_than_any_texture_is_refused_from_its_header() {
    let dir = temp();
    let folder = tile_folder(dir.path());
    // A real 17000 × 100 image, and a bare header that claims 100000 × 100000 pixels.
    write(&folder.join("331.png"), png(17_000, 100));
    let mut header = png(1, 1);
    header[16..20].copy_from_slice(&100_000u32.to_be_bytes());
    header[20..24].copy_from_slice(&100_000u32.to_be_bytes());
    header.truncate(33);
    write(&folder.join("126.png"), header);
    let error = TileImages::load(&folder).expect_err("refused");
    let problems: Vec<String> = error.problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        problems,
        [
            "126.png: 100000 × 100000 pixels, larger than 1024 × 1024",
            "331.png: 17000 × 100 pixels, larger than 1024 × 1024",
        ]
    );
}

#[test]
fn a_large_image_is_scaled_down_on_load() {
    let dir = temp();
    let folder = tile_folder(dir.path());
    write(&folder.join("331.png"), png(1000, 500));
    let images = TileImages::load(&folder).expect("loads");
    let tile: loopit_core::Tile = "331".parse().expect("a tile");
    assert_eq!(images.image(tile).size, [256, 128]);
}

#[test]
fn textures_fit_the_smallest_texture_limit_egui_runs_with() {
    let images = TileImages::load(&project_tiles()).expect("loads");
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        max_texture_side: Some(1024),
        ..egui::RawInput::default()
    };
    let mut textures = None;
    let mut output = ctx.run_ui(input, |ui| {
        textures = Some(TileTextures::new(ui.ctx(), &images));
    });
    output.textures_delta.clear();
    let textures = textures.expect("made");
    for tile in loopit_core::Tile::ALL {
        let [w, h] = textures.get(tile).size();
        assert!(w <= 1024 && h <= 1024, "{tile}: {w} × {h}");
    }
}

#[cfg(unix)]
#[test]
fn a_pipe_or_a_folder_as_tile_image_is_listed_without_blocking() {
    let dir = temp();
    let folder = tile_folder(dir.path());
    std::fs::remove_file(folder.join("331.png")).expect("remove");
    mkfifo(&folder.join("331.png"));
    std::fs::remove_file(folder.join("126.png")).expect("remove");
    std::fs::create_dir(folder.join("126.png")).expect("dir");
    let error = TileImages::load(&folder).expect_err("refused");
    let problems: Vec<String> = error.problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        problems,
        ["126.png: not a regular file", "331.png: not a regular file"]
    );
}

#[test]
fn an_oversized_tile_file_is_refused_before_it_is_read() {
    let dir = temp();
    let folder = tile_folder(dir.path());
    let mut bytes = png(8, 8);
    bytes.resize(9 * 1024 * 1024, 0);
    write(&folder.join("331.png"), bytes);
    let error = TileImages::load(&folder).expect_err("refused");
    assert_eq!(error.problems.len(), 1);
    assert!(
        error.problems[0]
            .to_string()
            .starts_with("331.png: larger than 8 MB"),
        "{error}"
    );
}

#[test]
fn a_save_name_made_from_long_names_stays_within_the_file_name_limit() {
    // Four names of 24 letters of four bytes each: 384 bytes of names.
    let long = "𝔸".repeat(24);
    let players = (0..4).map(|_| loopit_core::Player::human(&long)).collect();
    let game = loopit_core::Game::new(players, 1).expect("players");
    let name = loopit::storage::default_save_name(&game, Some((2026, 11, 30, 9, 5)));
    assert!(name.len() <= 200, "{} bytes: {name}", name.len());
    assert!(name.starts_with("loopit-𝔸") && name.ends_with("-2026-11-30-0905.json"));
    let dir = temp();
    let path = dir.path().join(&name);
    loopit::storage::save_game(&game, &path).expect("saved under that name");
    assert!(path.is_file());
}

#[test]
fn a_name_the_game_would_refuse_is_refused_when_read() {
    let dir = temp();
    let path = dir.path().join(INI_NAME);
    write(&path, "[Players]\nName1=An\u{7}na\nName2=\u{202e}Bob\n");
    let (file, warnings) = SettingsFile::load(&path);
    assert_eq!(file.settings.names[0], "Player 1");
    assert_eq!(file.settings.names[1], "Player 2");
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(
        warnings[0].to_string().contains("\\u{7}"),
        "escaped: {}",
        warnings[0]
    );
}
