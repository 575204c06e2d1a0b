//! Help and about windows: they open in the middle of the main window, scroll when long, and
//! close with a button in the program's language (egui's own × would name itself in English
//! to screen readers), or Escape, which the program handles.

use egui::{RichText, Ui};

/// Shows a help window titled `title` with `body` in a scroll area and a `close` button;
/// `open` becomes false when it is closed.
pub fn help_window(
    ctx: &egui::Context,
    title: &str,
    close: &str,
    open: &mut bool,
    body: impl FnOnce(&mut Ui),
) {
    if !*open {
        return;
    }
    let size = ctx.content_rect().size();
    egui::Window::new(title)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_width((size.x * 0.6).clamp(320.0, 640.0))
        .default_height((size.y * 0.7).clamp(240.0, 640.0))
        .collapsible(false)
        .show(ctx, |ui| {
            if ui.button(close).clicked() {
                *open = false;
            }
            ui.separator();
            egui::ScrollArea::vertical().show(ui, body);
        });
}

/// What an about box says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct About {
    /// The window title ("About LoopIt").
    pub title: String,
    /// The program's name.
    pub name: String,
    /// Its version line ("Version 0.1.0").
    pub version: String,
    /// Further lines: what it is, how it was made, which files it uses.
    pub lines: Vec<String>,
}

/// Shows the about box with a `close` button; `open` becomes false when it is closed.
pub fn about_window(ctx: &egui::Context, about: &About, close: &str, open: &mut bool) {
    if !*open {
        return;
    }
    egui::Window::new(about.title.as_str())
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.heading(about.name.as_str());
            ui.label(about.version.as_str());
            for line in &about.lines {
                ui.label(line.as_str());
            }
            ui.add_space(6.0);
            if ui.button(close).clicked() {
                *open = false;
            }
        });
}

/// A section heading inside a help text.
pub fn section(ui: &mut Ui, title: &str) {
    ui.add_space(8.0);
    ui.label(RichText::new(title).strong().size(16.0));
}
