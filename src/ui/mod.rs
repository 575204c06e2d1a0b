//! The views of the window. Each draws part of the state it is given and returns what the
//! player asked for as [`Action`](crate::action::Action)s; none changes the game or decides a
//! rule.

pub mod bank;
pub mod board;
pub mod dialogs;
pub mod example;
pub mod game_over;
pub mod guide;
pub mod help;
pub mod keyboard;
pub mod marks;
pub mod menu;
pub mod motion;
pub mod online;
pub mod options;
pub mod picture;
pub mod playing;
pub mod replay;
pub mod review;
pub mod seat;
pub mod setup;
pub mod side;

use egui::Color32;
use loopit_core::{Cell, PlayerKind};

use crate::words;
pub use crate::words::{cell_label, column_letter};

/// The window's type scale, in points: the few sizes its texts are written in, named here
/// once. None is smaller than [`text::BODY`], the size of the Help pages' text; the texts the
/// board paints grow with its cells from there.
pub mod text {
    /// Running text: the Help pages' size (egui's body text), and the least any text gets —
    /// notes and small print too.
    pub const BODY: f32 = 12.5;
    /// A line that leads its part of the window: a player's name in the scores, the guide's
    /// instruction, a review's headline.
    pub const LEAD: f32 = 15.0;
    /// A heading, a score, a big button's words.
    pub const HEADING: f32 = 18.0;
    /// A screen's title ("Who plays?").
    pub const TITLE: f32 = 20.0;
    /// The result's headline and the setup's Start.
    pub const HEADLINE: f32 = 24.0;
    /// The game's name on the setup screen.
    pub const DISPLAY: f32 = 34.0;

    /// How much larger than at 1280×800 the side panel's text is drawn in a window of
    /// `window` points: 1 up to that size, then growing with the window's shorter proportion
    /// (1.35 at 1920×1080), at most 1.5; so that a large window's panel is read from where a
    /// player sits, as its board is.
    #[must_use]
    pub fn window_scale(window: egui::Vec2) -> f32 {
        (window.x / 1280.0).min(window.y / 800.0).clamp(1.0, 1.5)
    }

    /// Draws `ui`'s texts (every text style, and the sizes [`sized`] gives) `scale` times as
    /// large, and its buttons' padding with them.
    pub fn grow(ui: &mut egui::Ui, scale: f32) {
        let style = ui.style_mut();
        for font in style.text_styles.values_mut() {
            font.size *= scale;
        }
        style.spacing.button_padding *= scale;
        style.spacing.interact_size *= scale;
    }

    /// `size` (one of the sizes above) in `ui`'s type scale: as large as [`grow`] made the
    /// body text of `ui`, never smaller than `size`.
    #[must_use]
    pub fn sized(ui: &egui::Ui, size: f32) -> f32 {
        size * scale_of(ui)
    }

    /// How much [`grow`] enlarged `ui`'s text (1 where it did not).
    #[must_use]
    pub fn scale_of(ui: &egui::Ui) -> f32 {
        let body = ui
            .style()
            .text_styles
            .get(&egui::TextStyle::Body)
            .map_or(BODY, |font| font.size);
        (body / BODY).max(1.0)
    }
}

/// The colours of the board and its marks.
pub mod palette {
    use egui::Color32;
    use game_shell::theme::Theme;

    /// The board's own colours (its wood, cells, grid, ink, the premium tints and how bright
    /// a tile is drawn), in the window's theme: the one place that decides them. The marks
    /// below keep their colours in every theme.
    #[derive(Copy, Clone, Debug, PartialEq)]
    pub struct Board {
        /// Behind the board.
        pub frame: Color32,
        /// An empty plain cell: darker and cooler than a tile, so that placed tiles stand out.
        pub cell: Color32,
        /// The grooves between the cells, which sit in the board like inlaid squares.
        pub grid: Color32,
        /// Text on the board (the start mark).
        pub ink: Color32,
        /// A premium's label ("×2"): softer than the ink where that still reads.
        pub label: Color32,
        /// The shadow a tile casts on what is under it (translucent, and blurred when drawn).
        pub shadow: Color32,
        /// The lit edges of a tile (top and left): with `edge_dark`, its bevel.
        pub edge_light: Color32,
        /// The edges of a tile in its own shade (bottom and right).
        pub edge_dark: Color32,
        /// The highlight along the frame's outer edge: the rim of the board.
        pub rim: Color32,
        /// The tint a tile's image is drawn with: white in the light themes, a little dimmed
        /// in the dark one, so that tiles do not glare but their lines and numbers stay sharp.
        pub tile: Color32,
        /// The tints of the premium fields ×2 to ×6.
        premiums: [Color32; 5],
    }

    impl Board {
        /// Boxed and Light: a wooden frame round warm paper cells.
        pub const LIGHT: Board = Board {
            frame: Color32::from_rgb(86, 62, 42),
            cell: Color32::from_rgb(214, 204, 184),
            grid: Color32::from_rgb(160, 140, 110),
            ink: Color32::from_rgb(60, 45, 30),
            label: Color32::from_rgba_premultiplied(48, 36, 24, 204),
            shadow: Color32::from_black_alpha(140),
            edge_light: Color32::from_rgba_premultiplied(150, 150, 150, 150),
            edge_dark: Color32::from_black_alpha(70),
            rim: Color32::from_rgb(150, 118, 84),
            tile: Color32::WHITE,
            premiums: [
                Color32::from_rgb(190, 220, 240),
                Color32::from_rgb(140, 190, 230),
                Color32::from_rgb(245, 190, 190),
                Color32::from_rgb(230, 130, 130),
                Color32::from_rgb(240, 200, 90),
            ],
        };

        /// Dark: a near-black frame round slate cells, deep premium tints, light ink.
        pub const DARK: Board = Board {
            frame: Color32::from_rgb(22, 20, 18),
            cell: Color32::from_rgb(52, 56, 62),
            grid: Color32::from_rgb(84, 90, 98),
            ink: Color32::from_rgb(228, 224, 214),
            label: Color32::from_rgb(228, 224, 214),
            shadow: Color32::from_black_alpha(220),
            edge_light: Color32::from_rgba_premultiplied(90, 90, 90, 90),
            edge_dark: Color32::from_black_alpha(120),
            rim: Color32::from_rgb(78, 74, 68),
            tile: Color32::from_gray(224),
            premiums: [
                Color32::from_rgb(40, 74, 100),
                Color32::from_rgb(30, 92, 134),
                Color32::from_rgb(110, 56, 64),
                Color32::from_rgb(140, 44, 44),
                Color32::from_rgb(120, 94, 20),
            ],
        };

        /// The board's colours in `theme`.
        #[must_use]
        pub fn of(theme: Theme) -> Board {
            match theme {
                Theme::Dark => Board::DARK,
                Theme::Boxed | Theme::Light => Board::LIGHT,
            }
        }

        /// The board's colours in the theme of the window `painter` draws in.
        #[must_use]
        pub fn here(painter: &egui::Painter) -> Board {
            Board::of(Theme::current(painter.ctx()))
        }

        /// The tint of a cell by its premium multiplier (2–6; a plain cell otherwise).
        #[must_use]
        pub fn premium(&self, multiplier: u32) -> Color32 {
            match multiplier {
                2..=6 => self.premiums[multiplier as usize - 2],
                _ => self.cell,
            }
        }
    }

    /// A cell where the picked-up tile may go.
    pub const LEGAL: Color32 = Color32::from_rgb(70, 170, 90);
    /// The outline of a tile placed this turn.
    pub const PLACED_THIS_TURN: Color32 = Color32::from_rgb(235, 120, 20);
    /// Tiles a hovered placement is joined to.
    pub const JOINED: Color32 = Color32::from_rgb(255, 210, 60);
    /// The selected bank tile.
    pub const SELECTED: Color32 = Color32::from_rgb(235, 120, 20);
    /// The bank tile marked for the cheat swap.
    pub const CHEAT: Color32 = Color32::from_rgb(200, 30, 160);
    /// A turn of the log the player points at.
    pub const HIGHLIGHT: Color32 = Color32::from_rgb(150, 60, 200);
    /// A hint's ghost tiles.
    pub const HINT: Color32 = Color32::from_rgb(20, 130, 150);
    /// The points a placement would earn.
    pub const POINTS: Color32 = Color32::from_rgb(30, 120, 50);
    /// A refused cell and the side where a rule is broken.
    pub const REFUSED: Color32 = Color32::from_rgb(210, 30, 30);
    /// The sign where a line stops: black and white like a road's end, not red, which says
    /// "not allowed" (the refusal's colour) and made a good placement look wrong.
    pub const STOP: Color32 = Color32::from_rgb(30, 30, 34);
    /// The guided first game's ring round the cell or the tile to use.
    pub const GUIDE: Color32 = Color32::from_rgb(20, 90, 230);
}

/// How a cell is named for screen readers and tests, as the board's edges label it:
/// `cell F6`.
#[must_use]
pub fn cell_name(cell: Cell) -> String {
    crate::i18n::tr!("cell-name", cell = cell_label(cell))
}

/// "human" or "computer (Normal)".
#[must_use]
pub fn kind_text(kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => crate::i18n::tr!("kind-human"),
        PlayerKind::Computer(level) => {
            crate::i18n::tr!("kind-computer", level = words::level_name(level))
        }
    }
}

/// Colour for a warning text.
pub const WARNING: Color32 = Color32::from_rgb(200, 120, 0);
