//! The desktop install (issue 42): the Debian package's files are in the repository, the menu
//! entry starts the program the package installs and shows an icon the package installs in
//! every size, the desktop matches the window to its entry, and the AppStream metadata names
//! the entry and this version. `desktop-file-validate` and `appstreamcli validate` check the
//! two files' formats (docs/packaging.md); this test checks that they agree with each other,
//! with the manifest and with the program.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const DESKTOP_FILE: &str = "assets/desktop/loopit.desktop";
const METAINFO_FILE: &str = "assets/desktop/io.github.loopit.LoopIt.metainfo.xml";
/// The sizes of the freedesktop `hicolor` icons the package installs.
const ICON_SIZES: [u32; 7] = [16, 32, 48, 64, 128, 256, 512];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `[Desktop Entry]` group's keys.
fn desktop_entry() -> BTreeMap<String, String> {
    let text = read(DESKTOP_FILE);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("[Desktop Entry]"),
        "the entry's group comes first"
    );
    lines
        .take_while(|line| !line.starts_with('['))
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (key, value) = line
                .split_once('=')
                .unwrap_or_else(|| panic!("no '=' in {line}"));
            (key.to_owned(), value.to_owned())
        })
        .collect()
}

/// The package's files as `(source, destination folder)`.
fn deb_assets() -> Vec<(String, String)> {
    let manifest: toml::Table = read("Cargo.toml").parse().expect("Cargo.toml parses");
    let assets = manifest["package"]["metadata"]["deb"]["assets"]
        .as_array()
        .expect("package.metadata.deb.assets is a list");
    assets
        .iter()
        .map(|asset| {
            let asset = asset
                .as_array()
                .expect("an asset is [source, destination, mode]");
            (
                asset[0].as_str().expect("source").to_owned(),
                asset[1].as_str().expect("destination").to_owned(),
            )
        })
        .collect()
}

/// The width and height a PNG file's header gives.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is a PNG",
        path.display()
    );
    let number =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    (number(16), number(20))
}

#[test]
fn every_file_of_the_package_is_in_the_repository_or_built() {
    let assets = deb_assets();
    for (source, _) in &assets {
        if source.starts_with("target/") {
            continue;
        }
        assert!(
            root().join(source).is_file(),
            "the package lists {source}, which is missing"
        );
    }
    let installs =
        |source: &str, folder: &str| assets.iter().any(|(s, d)| s == source && d == folder);
    assert!(
        installs("target/release/loopit", "usr/bin/"),
        "the program goes to /usr/bin"
    );
    assert!(
        installs(DESKTOP_FILE, "usr/share/applications/"),
        "the menu entry is installed"
    );
    assert!(
        installs(METAINFO_FILE, "usr/share/metainfo/"),
        "the AppStream file is installed"
    );
    for size in ICON_SIZES {
        let icon = format!("assets/icons/hicolor/{size}x{size}/apps/loopit.png");
        assert!(
            installs(
                &icon,
                &format!("usr/share/icons/hicolor/{size}x{size}/apps/")
            ),
            "the {size}-pixel icon is installed"
        );
    }
}

#[test]
fn the_menu_entry_starts_the_installed_program_with_its_icon() {
    let entry = desktop_entry();
    assert_eq!(entry["Type"], "Application");
    assert_eq!(entry["Name"], "LoopIt");
    assert_eq!(entry["Terminal"], "false");
    assert!(
        entry["Categories"].split(';').any(|c| c == "Game"),
        "listed under games"
    );
    // The program the entry starts is the one the package puts on the PATH.
    assert_eq!(entry["Exec"], env!("CARGO_PKG_NAME"));
    assert_eq!(
        env!("CARGO_BIN_EXE_loopit").rsplit('/').next(),
        Some("loopit")
    );
    // Its icon is installed in every usual size, each drawn at that size.
    let icon = &entry["Icon"];
    for size in ICON_SIZES {
        let file = root().join(format!(
            "assets/icons/hicolor/{size}x{size}/apps/{icon}.png"
        ));
        assert_eq!(png_size(&file), (size, size), "{}", file.display());
    }
    // The window says it is this entry's (X11's class, Wayland's app id), so that the desktop
    // shows the entry's name and icon for the running game.
    assert_eq!(entry["StartupWMClass"], loopit::environment::APP_ID);
    // German words for a German desktop.
    assert!(entry.contains_key("Comment[de]") && entry.contains_key("GenericName[de]"));
}

#[test]
fn the_appstream_metadata_names_the_entry_the_program_and_this_version() {
    let xml = read(METAINFO_FILE);
    assert!(
        xml.contains("<launchable type=\"desktop-id\">loopit.desktop</launchable>"),
        "the software centre starts the menu entry"
    );
    assert!(DESKTOP_FILE.ends_with("/loopit.desktop"));
    assert!(xml.contains(&format!("<binary>{}</binary>", env!("CARGO_PKG_NAME"))));
    assert!(
        xml.contains(&format!(
            "<release version=\"{}\"",
            env!("CARGO_PKG_VERSION")
        )),
        "the newest release listed is this version ({})",
        env!("CARGO_PKG_VERSION")
    );
    assert!(xml.contains(&format!(
        "<project_license>{}</project_license>",
        env!("CARGO_PKG_LICENSE")
    )));
    assert!(xml.contains("<content_rating type=\"oars-1.1\""));
}
