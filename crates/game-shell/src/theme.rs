//! The themes, the same in all three programs: how the window around a game's board looks.
//!
//! - [`Theme::Boxed`], like the boxed game: warm paper for the panels, brown ink and a
//!   wood-brown accent (the default);
//! - [`Theme::Light`]: egui's light look;
//! - [`Theme::Dark`]: egui's dark look (what the programs had before themes).
//!
//! A program remembers the choice where it keeps its other settings (LoopIt in its settings
//! file, key `Theme`; Reversi and Nardy in eframe's storage under [`THEME_KEY`]), always
//! written as [`Theme::code`]. [`Theme::apply`] sets the window's look; a game's board asks
//! [`Theme::current`] for its own colours (LoopIt's board turns dark with [`Theme::Dark`];
//! Reversi's felt and Nardy's wood stay as they are).

use egui::{Color32, Context, Id, Stroke, Ui, Visuals};

use crate::i18n::shell_tr;

/// The key under which Reversi and Nardy keep the theme in eframe's storage.
pub const THEME_KEY: &str = "theme";

/// How the window looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Like the boxed game: paper-white panels, brown ink, a wooden accent.
    #[default]
    Boxed,
    /// Light panels (egui's light look).
    Light,
    /// Dark panels (egui's dark look).
    Dark,
}

/// The paper of the boxed game's panels.
const PAPER: Color32 = Color32::from_rgb(240, 232, 214);
/// The boxed game's ink.
const INK: Color32 = Color32::from_rgb(58, 42, 28);
/// The boxed game's wood, for what is selected or active.
const WOOD: Color32 = Color32::from_rgb(150, 92, 42);

impl Theme {
    /// The three, in the order a menu offers them.
    pub const ALL: [Theme; 3] = [Theme::Boxed, Theme::Light, Theme::Dark];

    /// How a store writes it: `boxed`, `light`, `dark`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Theme::Boxed => "boxed",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// Reads [`Theme::code`] (any case, spaces around ignored); `None` for anything else.
    #[must_use]
    pub fn from_code(text: &str) -> Option<Theme> {
        let text = text.trim();
        Theme::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(text))
    }

    /// Its name in the window's language.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Theme::Boxed => shell_tr!("shell-theme-boxed"),
            Theme::Light => shell_tr!("shell-theme-light"),
            Theme::Dark => shell_tr!("shell-theme-dark"),
        }
    }

    /// egui's visuals for it.
    #[must_use]
    pub fn visuals(self) -> Visuals {
        match self {
            Theme::Dark => Visuals::dark(),
            Theme::Light => Visuals::light(),
            Theme::Boxed => {
                let mut v = Visuals::light();
                v.override_text_color = Some(INK);
                v.panel_fill = PAPER;
                v.window_fill = Color32::from_rgb(248, 243, 230);
                v.faint_bg_color = Color32::from_rgb(232, 222, 200);
                v.extreme_bg_color = Color32::from_rgb(253, 250, 242);
                v.code_bg_color = Color32::from_rgb(232, 222, 200);
                v.window_stroke = Stroke::new(1.0, Color32::from_rgb(190, 170, 135));
                v.hyperlink_color = WOOD;
                v.selection.bg_fill = Color32::from_rgb(214, 170, 110);
                v.selection.stroke = Stroke::new(1.0, INK);
                let w = &mut v.widgets;
                w.noninteractive.bg_fill = PAPER;
                w.noninteractive.weak_bg_fill = PAPER;
                w.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(205, 188, 155));
                w.noninteractive.fg_stroke = Stroke::new(1.0, INK);
                for (state, fill) in [
                    (&mut w.inactive, Color32::from_rgb(226, 212, 184)),
                    (&mut w.hovered, Color32::from_rgb(216, 196, 160)),
                    (&mut w.active, Color32::from_rgb(200, 174, 130)),
                    (&mut w.open, Color32::from_rgb(226, 212, 184)),
                ] {
                    state.bg_fill = fill;
                    state.weak_bg_fill = fill;
                    state.fg_stroke = Stroke::new(1.0, INK);
                }
                w.hovered.bg_stroke = Stroke::new(1.0, WOOD);
                w.active.bg_stroke = Stroke::new(1.0, INK);
                v
            }
        }
    }

    /// Gives the window this look (only when it changes, so a frame that applies the same
    /// theme costs nothing), and remembers it for [`Theme::current`].
    pub fn apply(self, ctx: &Context) {
        if Theme::stored(ctx) != Some(self) {
            // Both of egui's styles: egui switches between them when the system's light or
            // dark mode changes, and the player's choice must stay.
            let visuals = self.visuals();
            ctx.set_visuals_of(egui::Theme::Dark, visuals.clone());
            ctx.set_visuals_of(egui::Theme::Light, visuals);
            ctx.data_mut(|d| d.insert_temp(theme_id(), self));
        }
    }

    /// The theme last applied to this window ([`Theme::default`] before any).
    #[must_use]
    pub fn current(ctx: &Context) -> Theme {
        Theme::stored(ctx).unwrap_or_default()
    }

    fn stored(ctx: &Context) -> Option<Theme> {
        ctx.data(|d| d.get_temp::<Theme>(theme_id()))
    }
}

/// Where [`Theme::apply`] keeps the theme in the window's memory.
fn theme_id() -> Id {
    Id::unique(THEME_KEY)
}

/// The themes as radio items, for a menu: returns the one picked, if another than `current`.
pub fn theme_items(ui: &mut Ui, current: Theme) -> Option<Theme> {
    let mut picked = None;
    for theme in Theme::ALL {
        if ui.radio(current == theme, theme.name()).clicked() && current != theme {
            picked = Some(theme);
        }
    }
    picked
}

/// The Theme menu of a menu bar (its items as [`theme_items`]): returns the one picked.
pub fn theme_menu(ui: &mut Ui, current: Theme) -> Option<Theme> {
    let mut picked = None;
    ui.menu_button(shell_tr!("shell-theme"), |ui| {
        picked = theme_items(ui, current);
        if picked.is_some() {
            ui.close();
        }
    });
    picked
}

/// The theme eframe's storage remembers under [`THEME_KEY`]; the default when there is none
/// (or no storage, or a value this program does not know).
#[must_use]
pub fn remembered(storage: Option<&dyn eframe::Storage>) -> Theme {
    storage
        .and_then(|s| s.get_string(THEME_KEY))
        .and_then(|text| Theme::from_code(&text))
        .unwrap_or_default()
}

/// Remembers `theme` in eframe's storage for the next run.
pub fn remember(storage: &mut dyn eframe::Storage, theme: Theme) {
    storage.set_string(THEME_KEY, theme.code().to_owned());
}

/// The themes as a labelled box, for an options window: returns the one picked, if another
/// than `current`.
pub fn theme_box(ui: &mut Ui, label: &str, current: Theme) -> Option<Theme> {
    let label = ui.label(label);
    let mut picked = None;
    egui::ComboBox::from_id_salt(THEME_KEY)
        .selected_text(current.name())
        .show_ui(ui, |ui| {
            for theme in Theme::ALL {
                if ui
                    .selectable_label(current == theme, theme.name())
                    .clicked()
                    && current != theme
                {
                    picked = Some(theme);
                }
            }
        })
        .response
        .labelled_by(label.id);
    picked
}

/// The relative luminance of a colour (WCAG 2), 0 for black to 1 for white: what a theme's
/// tests and the boards' look tests measure readability with.
#[must_use]
pub fn luminance(c: Color32) -> f32 {
    let lin = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
}

/// WCAG's contrast ratio of two colours: 1 (the same) to 21 (black on white); 4.5 is what
/// body text needs.
#[must_use]
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_reads_back_from_its_code_and_nothing_else_is_a_theme() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_code(theme.code()), Some(theme));
            assert_eq!(
                Theme::from_code(&format!(" {} ", theme.code().to_uppercase())),
                Some(theme)
            );
        }
        assert_eq!(Theme::from_code("wood"), None);
        assert_eq!(Theme::from_code(""), None);
    }

    #[test]
    fn the_themes_look_different_and_text_stays_readable_on_their_panels() {
        let fills: std::collections::HashSet<_> =
            Theme::ALL.iter().map(|t| t.visuals().panel_fill).collect();
        assert_eq!(fills.len(), 3, "three different panels");
        for theme in Theme::ALL {
            let visuals = theme.visuals();
            let contrast = contrast(visuals.text_color(), visuals.panel_fill);
            assert!(contrast >= 4.5, "{theme:?}: ink on panel {contrast:.1}:1");
        }
    }

    #[test]
    fn applying_a_theme_sets_the_look_and_is_remembered() {
        let ctx = Context::default();
        assert_eq!(Theme::current(&ctx), Theme::Boxed);
        Theme::Dark.apply(&ctx);
        assert_eq!(Theme::current(&ctx), Theme::Dark);
        assert!(ctx.global_style().visuals.dark_mode);
        Theme::Boxed.apply(&ctx);
        assert_eq!(ctx.global_style().visuals.panel_fill, PAPER);
    }

    #[test]
    fn the_choice_is_remembered_in_eframes_storage_and_a_strange_value_is_the_default() {
        let mut storage = crate::prefs::MemoryStorage::default();
        assert_eq!(remembered(None), Theme::Boxed);
        assert_eq!(remembered(Some(&storage)), Theme::Boxed);
        remember(&mut storage, Theme::Light);
        assert_eq!(remembered(Some(&storage)), Theme::Light);
        eframe::Storage::set_string(&mut storage, THEME_KEY, "neon".to_owned());
        assert_eq!(remembered(Some(&storage)), Theme::Boxed);
    }
}
