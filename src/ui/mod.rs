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

/// The colours of the board and its marks.
pub mod palette {
    use egui::Color32;

    /// Behind the board.
    pub const BOARD_FRAME: Color32 = Color32::from_rgb(86, 62, 42);
    /// An empty plain cell: darker and cooler than a tile, so that placed tiles stand out.
    pub const CELL: Color32 = Color32::from_rgb(214, 204, 184);
    /// The grid lines.
    pub const GRID: Color32 = Color32::from_rgb(160, 140, 110);
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
    /// The sign where a line stops.
    pub const STOP: Color32 = Color32::from_rgb(120, 20, 20);
    /// The shadow under a placed tile.
    pub const TILE_SHADOW: Color32 = Color32::from_rgb(120, 100, 75);
    /// The guided first game's ring round the cell or the tile to use.
    pub const GUIDE: Color32 = Color32::from_rgb(20, 90, 230);
    /// Text on the board.
    pub const INK: Color32 = Color32::from_rgb(60, 45, 30);

    /// The tint of a premium field by its multiplier (2–6).
    #[must_use]
    pub fn premium(multiplier: u32) -> Color32 {
        match multiplier {
            2 => Color32::from_rgb(190, 220, 240),
            3 => Color32::from_rgb(140, 190, 230),
            4 => Color32::from_rgb(245, 190, 190),
            5 => Color32::from_rgb(230, 130, 130),
            6 => Color32::from_rgb(240, 200, 90),
            _ => CELL,
        }
    }
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
