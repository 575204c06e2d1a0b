//! Fonts for names in any script: egui's built-in fonts cover Latin, Greek and Cyrillic only,
//! so Chinese, Japanese and Korean names would draw as empty boxes. At start, system fonts that
//! have those glyphs are looked for and added *after* egui's own fonts (a fallback: text the
//! built-in fonts can draw looks the same as before). One font that covers all three scripts
//! (Noto Sans CJK, Source Han Sans, WenQuanYi) is enough; otherwise up to three partial ones are
//! added (say Droid Sans Fallback for Chinese and Japanese, then a Korean font). Where there is
//! none, a log line says so and nothing else changes.

use std::path::{Path, PathBuf};

/// The largest font file read (the Noto CJK collection is about 20–30 MB).
pub const MAX_FONT_BYTES: u64 = 64 * 1024 * 1024;

/// The most fonts added, and the most bytes they may take together.
const MAX_FONTS: usize = 3;
const MAX_TOTAL_BYTES: u64 = 96 * 1024 * 1024;

/// How deep below a font folder the search goes (`/usr/share/fonts/opentype/noto/…` is 2).
const MAX_DEPTH: usize = 4;

/// How many folder entries the search looks at in all, so that a huge or looping font folder
/// cannot make the start slow.
const MAX_ENTRIES: usize = 20_000;

/// The name the fonts are registered under in egui's font definitions (with a number).
const FONT_NAME: &str = "system-cjk-fallback";

/// Font files known to hold Chinese, Japanese or Korean glyphs, by the beginning of their file
/// name (lower case), best first; those before [`FULL_KINDS`] cover all three scripts.
const CJK_FILE_PREFIXES: &[&str] = &[
    "notosanscjk",
    "sourcehansans",
    "notoserifcjk",
    "wqy-microhei",
    "wqy-zenhei",
    "arial unicode",
    // Partial: Chinese and Japanese, or Korean only.
    "droidsansfallback",
    "nanumgothic",
    "nanumbarungothic",
    "undotum",
    "uming",
    "ukai",
];

/// How many of [`CJK_FILE_PREFIXES`] (the first ones) name fonts with all three scripts.
const FULL_KINDS: usize = 6;

/// Whether the font file at `path` is known to cover Chinese, Japanese and Korean alike.
fn covers_all(path: &Path) -> bool {
    let name = lower_name(path);
    CJK_FILE_PREFIXES[..FULL_KINDS]
        .iter()
        .any(|p| name.starts_with(p))
}

/// The file name of `path` in lower case ("" when there is none).
fn lower_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default()
}

/// The font files where the usual systems keep a font with CJK glyphs, best first.
#[must_use]
pub fn well_known_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = [
        // Debian, Ubuntu (fonts-noto-cjk), Arch, Fedora, the WenQuanYi and Droid fonts.
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
        "/usr/share/fonts/wenquanyi/wqy-zenhei/wqy-zenhei.ttc",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        // macOS.
        "/System/Library/Fonts/PingFang.ttc",
        "/System/Library/Fonts/Hiragino Sans GB.ttc",
        "/System/Library/Fonts/AppleSDGothicNeo.ttc",
        "/Library/Fonts/Arial Unicode.ttf",
    ]
    .iter()
    .map(PathBuf::from)
    .collect();
    // Windows: Microsoft YaHei, Yu Gothic, Malgun Gothic, MS Gothic, SimSun.
    let windows =
        std::env::var_os("WINDIR").map_or_else(|| PathBuf::from(r"C:\Windows"), PathBuf::from);
    for name in [
        "msyh.ttc",
        "YuGothM.ttc",
        "malgun.ttf",
        "msgothic.ttc",
        "simsun.ttc",
    ] {
        files.push(windows.join("Fonts").join(name));
    }
    files
}

/// The folders where fonts are installed on the usual systems, searched when none of
/// [`well_known_files`] is there.
#[must_use]
pub fn font_folders() -> Vec<PathBuf> {
    let mut folders: Vec<PathBuf> = [
        "/usr/share/fonts",
        "/usr/local/share/fonts",
        "/Library/Fonts",
    ]
    .iter()
    .map(PathBuf::from)
    .collect();
    if let Some(home) = std::env::var_os("HOME").map(PathBuf::from) {
        folders.push(home.join(".local/share/fonts"));
        folders.push(home.join(".fonts"));
        folders.push(home.join("Library/Fonts"));
    }
    folders
}

/// Whether `bytes` begin like a font file egui can read (TrueType, OpenType or a collection).
fn looks_like_a_font(bytes: &[u8]) -> bool {
    matches!(
        bytes.get(..4),
        Some(b"ttcf" | b"OTTO" | b"true" | [0, 1, 0, 0])
    )
}

/// Whether the file name is one of [`CJK_FILE_PREFIXES`] with a font extension.
fn is_cjk_font_name(path: &Path) -> bool {
    let name = lower_name(path);
    let font = [".ttc", ".ttf", ".otf", ".otc"]
        .iter()
        .any(|ext| name.ends_with(ext));
    font && CJK_FILE_PREFIXES.iter().any(|p| name.starts_with(p))
}

/// The font files with CJK glyphs under `folders` (searched up to a few levels deep, with a
/// bound on the entries looked at), known by file name, best first: in the order of
/// `CJK_FILE_PREFIXES`, and among files of one kind a "Regular" one first.
#[must_use]
pub fn find_in(folders: &[PathBuf]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut budget = MAX_ENTRIES;
    for folder in folders {
        collect(folder, 0, &mut budget, &mut found);
    }
    found.sort_by_key(|path: &PathBuf| {
        let name = lower_name(path);
        let kind = CJK_FILE_PREFIXES
            .iter()
            .position(|p| name.starts_with(p))
            .unwrap_or(usize::MAX);
        (kind, !name.contains("regular"), name)
    });
    found
}

/// Adds the CJK font files under `folder` to `found`.
fn collect(folder: &Path, depth: usize, budget: &mut usize, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let path = entry.path();
        // `file_type` does not follow symbolic links, so a link cannot make the search loop.
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if depth < MAX_DEPTH {
                collect(&path, depth + 1, budget, found);
            }
        } else if is_cjk_font_name(&path) {
            found.push(path);
        }
    }
}

/// Reads the font file at `path` if it is a regular file of at most `limit` bytes that begins
/// like a font; `None` (with a log line) otherwise.
#[must_use]
pub fn read_font(path: &Path, limit: u64) -> Option<Vec<u8>> {
    match crate::files::read_bytes(path, limit) {
        Ok(bytes) if looks_like_a_font(&bytes) => Some(bytes),
        Ok(_) => {
            log::info!(
                "{} is not a font file; not used",
                crate::files::quoted(path)
            );
            None
        }
        Err(e) => {
            log::info!("font file not used: {e}");
            None
        }
    }
}

/// The fonts to add, read from the first of `paths` that are readable fonts: the first one
/// that covers all three scripts ends the list; otherwise up to three partial ones are taken
/// (at most one of each kind, and not more bytes than the program allows in all).
#[must_use]
pub fn choose(paths: impl IntoIterator<Item = PathBuf>) -> Vec<(PathBuf, Vec<u8>)> {
    let mut chosen: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut kinds = Vec::new();
    let mut total = 0;
    for path in paths {
        let name = lower_name(&path);
        let kind = CJK_FILE_PREFIXES.iter().position(|p| name.starts_with(p));
        if kind.is_some() && kinds.contains(&kind) {
            continue;
        }
        let Some(bytes) = read_font(&path, MAX_FONT_BYTES) else {
            continue;
        };
        if total + bytes.len() as u64 > MAX_TOTAL_BYTES {
            continue;
        }
        total += bytes.len() as u64;
        kinds.push(kind);
        let full = covers_all(&path);
        chosen.push((path, bytes));
        if full || chosen.len() == MAX_FONTS {
            break;
        }
    }
    chosen
}

/// The system fonts with CJK glyphs to add: [`choose`] among the [`well_known_files`] that are
/// there, then the files found under [`font_folders`] (searched only when the well-known files
/// hold no font that covers all three scripts).
#[must_use]
pub fn find_cjk_fonts() -> Vec<(PathBuf, Vec<u8>)> {
    let known: Vec<PathBuf> = well_known_files()
        .into_iter()
        .filter(|path| path.is_file())
        .collect();
    if known.iter().any(|path| covers_all(path)) {
        let chosen = choose(known.iter().cloned());
        if chosen.iter().any(|(path, _)| covers_all(path)) {
            return chosen;
        }
    }
    let mut paths = known;
    for path in find_in(&font_folders()) {
        if !paths.contains(&path) {
            paths.push(path);
        }
    }
    // Fonts that cover all three scripts first, wherever they were found.
    paths.sort_by_key(|path| !covers_all(path));
    choose(paths)
}

/// Adds system fonts with Chinese, Japanese and Korean glyphs to `ctx` as the last fallbacks of
/// both the proportional and the monospace family, so that names in those scripts draw. Where
/// no such font is found, a log line says so and the fonts stay as they were. Returns the font
/// files used.
pub fn add_cjk_fallback(ctx: &egui::Context) -> Vec<PathBuf> {
    let fonts = find_cjk_fonts();
    if fonts.is_empty() {
        log::info!(
            "no system font with Chinese, Japanese or Korean glyphs found; names in those \
             scripts will draw as boxes (install e.g. Noto Sans CJK)"
        );
    }
    let mut used = Vec::new();
    for (i, (path, bytes)) in fonts.into_iter().enumerate() {
        log::info!(
            "fallback font for Chinese, Japanese and Korean: {}",
            crate::files::quoted(&path)
        );
        let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
            .into_iter()
            .map(|family| egui::InsertFontFamily {
                family,
                priority: egui::FontPriority::Lowest,
            })
            .collect();
        ctx.add_font(egui::FontInsert::new(
            &format!("{FONT_NAME}-{i}"),
            egui::FontData::from_owned(bytes),
            families,
        ));
        used.push(path);
    }
    used
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first bytes of a TrueType collection (enough for the checks made here; no font
    /// file is kept in the repository).
    const COLLECTION_HEADER: &[u8] = b"ttcf\0\x02\0\0\0\0\0\x01";

    #[test]
    fn an_empty_or_missing_folder_has_no_font() {
        let dir = tempfile::tempdir().expect("temp dir");
        assert_eq!(find_in(&[dir.path().to_owned()]), Vec::<PathBuf>::new());
        assert_eq!(
            find_in(&[dir.path().join("not there")]),
            Vec::<PathBuf>::new()
        );
        assert!(choose(Vec::new()).is_empty());
    }

    #[test]
    fn a_cjk_font_is_found_by_name_below_the_folder_and_the_best_kind_wins() {
        let dir = tempfile::tempdir().expect("temp dir");
        let deep = dir.path().join("opentype").join("noto");
        std::fs::create_dir_all(&deep).expect("folders");
        std::fs::write(dir.path().join("DejaVuSans.ttf"), COLLECTION_HEADER).expect("write");
        std::fs::write(dir.path().join("wqy-zenhei.ttc"), COLLECTION_HEADER).expect("write");
        std::fs::write(deep.join("NotoSansCJK-Bold.ttc"), COLLECTION_HEADER).expect("write");
        std::fs::write(deep.join("NotoSansCJK-Regular.ttc"), COLLECTION_HEADER).expect("write");
        std::fs::write(deep.join("NotoSansCJK-Regular.txt"), COLLECTION_HEADER).expect("write");
        assert_eq!(
            find_in(&[dir.path().to_owned()]),
            [
                deep.join("NotoSansCJK-Regular.ttc"),
                deep.join("NotoSansCJK-Bold.ttc"),
                dir.path().join("wqy-zenhei.ttc"),
            ]
        );
        // One font that covers all three scripts is enough.
        let chosen = choose(find_in(&[dir.path().to_owned()]));
        let paths: Vec<&PathBuf> = chosen.iter().map(|(path, _)| path).collect();
        assert_eq!(paths, [&deep.join("NotoSansCJK-Regular.ttc")]);
    }

    #[test]
    fn partial_fonts_are_added_one_of_each_kind_up_to_three() {
        let dir = tempfile::tempdir().expect("temp dir");
        let names = [
            "DroidSansFallbackFull.ttf",
            "DroidSansFallback.ttf",
            "NanumGothic.ttf",
            "NanumGothicBold.ttf",
            "uming.ttc",
            "ukai.ttc",
        ];
        for name in names {
            std::fs::write(dir.path().join(name), COLLECTION_HEADER).expect("write");
        }
        let chosen = choose(find_in(&[dir.path().to_owned()]));
        let names: Vec<String> = chosen.iter().map(|(path, _)| lower_name(path)).collect();
        assert_eq!(
            names,
            ["droidsansfallback.ttf", "nanumgothic.ttf", "uming.ttc"]
        );
    }

    #[test]
    fn only_a_font_within_the_limit_is_read() {
        let dir = tempfile::tempdir().expect("temp dir");
        let font = dir.path().join("wqy-zenhei.ttc");
        std::fs::write(&font, COLLECTION_HEADER).expect("write");
        assert_eq!(read_font(&font, 1024).as_deref(), Some(COLLECTION_HEADER));
        assert_eq!(read_font(&font, 4), None, "larger than the limit");
        let text = dir.path().join("notosanscjk.ttf");
        std::fs::write(&text, "not a font at all").expect("write");
        assert_eq!(read_font(&text, 1024), None, "not a font");
        assert_eq!(read_font(dir.path(), 1024), None, "a folder");
    }

    #[test]
    fn adding_a_font_never_breaks_the_context() {
        // Whatever this machine has (a CJK font or none), the context still lays out text.
        let ctx = egui::Context::default();
        let used = add_cjk_fallback(&ctx);
        assert!(used.len() <= MAX_FONTS);
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.label("Anna 李明 さくら 민준");
        });
        output.textures_delta.clear();
    }
}
