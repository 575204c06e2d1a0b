//! The status line at the bottom of the window: with warnings about the settings file above
//! it, its row (the message and "Dismiss warnings") is on the screen from the first frame on,
//! not pushed below the window's edge until something makes the window draw again.

mod common;

use common::*;
use egui::accesskit;
use egui_kittest::kittest::Queryable;
use loopit::{AppSetup, LoopItApp};

/// The app started from a settings file with two values it cannot use: two warnings.
fn app_with_two_warnings(dir: &std::path::Path) -> LoopItApp {
    let ini = dir.join(loopit::settings::INI_NAME);
    std::fs::write(&ini, "[Game]\nComputerDelay=soon\nCheatMode=maybe\n").expect("write");
    let (settings, warnings) = loopit::settings::SettingsFile::load(&ini);
    assert_eq!(warnings.len(), 2, "{warnings:#?}");
    LoopItApp::new(AppSetup {
        warnings,
        ..setup(settings, vec![])
    })
}

/// Draws frames of `app` in windows of `sizes` (points), one frame each with no event
/// between them, and tells where the nodes labelled `labels` are after the last, as a screen
/// reader is told.
fn after_frames(
    app: &mut LoopItApp,
    sizes: &[[f32; 2]],
    labels: &[&str],
) -> Vec<Option<accesskit::Rect>> {
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    let mut nodes = Vec::new();
    for &[width, height] in sizes {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, height),
            )),
            ..Default::default()
        };
        let mut output = ctx.run_ui(input, |ui| app.frame(ui));
        // No renderer here: the textures are not uploaded anywhere.
        output.textures_delta.clear();
        let update = output
            .platform_output
            .accesskit_update
            .expect("AccessKit is on");
        nodes = update.nodes;
    }
    labels
        .iter()
        .map(|label| {
            nodes
                .iter()
                .find(|(_, node)| node.label() == Some(label))
                .and_then(|(_, node)| node.bounds())
        })
        .collect()
}

/// The status row and the setup above it, after the frames of `sizes`; the last is 600 high.
fn assert_status_row_on_screen(sizes: &[[f32; 2]]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = app_with_two_warnings(dir.path());
    let found = after_frames(&mut app, sizes, &["Dismiss warnings", "Start game"]);
    let dismiss = found[0].expect("the Dismiss warnings button is drawn");
    assert!(
        dismiss.y0 >= 0.0 && dismiss.y1 <= 600.0,
        "the status row is inside the window: {dismiss:?}"
    );
    let start = found[1].expect("the setup is drawn");
    assert!(
        start.y1 <= dismiss.y0,
        "the setup ends above the status row: {start:?} {dismiss:?}"
    );
}

#[test]
fn with_two_warnings_the_status_row_is_on_screen_from_the_first_frame() {
    assert_status_row_on_screen(&[[800.0, 600.0]]);
}

#[test]
fn with_two_warnings_the_status_row_stays_on_screen_when_the_window_shrinks_at_start() {
    // The system may give a smaller window than asked for after the first frame: the
    // warnings wrap onto more lines, and that very frame must make room for them.
    assert_status_row_on_screen(&[[1280.0, 800.0], [480.0, 600.0]]);
}

#[test]
fn dismissing_the_warnings_keeps_the_status_row_at_the_bottom() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = egui_kittest::Harness::builder()
        .with_size([800.0, 600.0])
        .build_ui_state(
            |ui, app: &mut LoopItApp| app.frame(ui),
            app_with_two_warnings(dir.path()),
        );
    h.run();
    click(&mut h, "Dismiss warnings");
    assert!(h.state().warnings().is_empty());
    let welcome = h.get_by_label("Welcome to LoopIt.").rect();
    assert!(welcome.bottom() <= 600.0, "{welcome:?}");
    assert!(welcome.bottom() > 560.0, "still at the bottom: {welcome:?}");
}
