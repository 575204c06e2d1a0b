//! The board: 11×11 square cells filling the space the window gives it, premium fields,
//! the tiles, the legal cells of the picked-up tile and a preview of a placement with its points.

use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, Response, Sense, Stroke, StrokeKind, Ui,
    Vec2, WidgetInfo,
};
use loopit_core::{Cell, CellSet, premium};

use super::{cell_name, palette};
use crate::action::Action;
use crate::session::{Move, Session};
use crate::tiles::TileTextures;

/// The bank slot of a tile being dragged from the bank onto the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DraggedTile(pub usize);

/// Where the board was drawn in the last frame.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BoardLayout {
    /// The 11×11 cells.
    pub rect: Rect,
    /// The side of one cell, in points.
    pub cell_size: f32,
}

impl Default for BoardLayout {
    fn default() -> BoardLayout {
        BoardLayout {
            rect: Rect::NOTHING,
            cell_size: 0.0,
        }
    }
}

/// The board view.
#[derive(Debug, Default)]
pub struct BoardView {
    /// The layout of the last frame.
    pub layout: BoardLayout,
}

/// The square rectangle of the board inside `available`, centred, with whole-point cells.
#[must_use]
pub fn layout_in(available: Rect) -> BoardLayout {
    let margin = 8.0;
    let side = (available.width().min(available.height()) - 2.0 * margin).max(11.0 * 8.0);
    let cell_size = (side / 11.0).floor();
    let rect = Rect::from_center_size(available.center(), Vec2::splat(cell_size * 11.0));
    BoardLayout { rect, cell_size }
}

impl BoardLayout {
    /// The rectangle of `cell`.
    #[must_use]
    pub fn cell_rect(&self, cell: Cell) -> Rect {
        let min = self.rect.min
            + Vec2::new(
                f32::from(cell.col()) * self.cell_size,
                f32::from(cell.row()) * self.cell_size,
            );
        Rect::from_min_size(min, Vec2::splat(self.cell_size))
    }
}

impl BoardView {
    /// Draws the board of `session`. `interactive` is false while the computer moves.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        textures: Option<&TileTextures>,
        interactive: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let available = ui.available_rect_before_wrap();
        ui.allocate_rect(available, Sense::hover());
        let layout = layout_in(available);
        self.layout = layout;
        let painter = ui.painter_at(available);
        let game = &session.game();
        let board = game.board();
        let placed_now = game.placed().cells();

        painter.rect_filled(
            layout.rect.expand(layout.cell_size * 0.12),
            CornerRadius::same(6),
            palette::BOARD_FRAME,
        );

        // The tile in play: picked up in the bank, or dragged from it.
        let dragged = egui::DragAndDrop::payload::<DraggedTile>(ui.ctx()).map(|d| d.0);
        let in_play = if interactive {
            dragged.or(session.selected())
        } else {
            None
        };
        let legal = in_play.map_or(CellSet::EMPTY, |slot| game.legal_cells(slot));
        let mut preview: Option<(Cell, usize)> = None;

        for cell in Cell::all() {
            let rect = layout.cell_rect(cell);
            let id = ui.unique_id().with(("cell", cell.index()));
            let response = ui.interact(rect, id, Sense::click());
            let tile = board.tile(cell);
            let is_legal = legal.contains(cell);

            // Base: the cell, its premium, the start mark.
            let multiplier = premium(cell);
            painter.rect_filled(rect, CornerRadius::ZERO, palette::premium(multiplier));
            painter.rect_stroke(
                rect,
                CornerRadius::ZERO,
                Stroke::new(1.0, palette::GRID),
                StrokeKind::Inside,
            );
            match tile {
                Some(tile) => {
                    paint_tile(&painter, rect, textures, tile, Color32::WHITE);
                    if cell == Cell::START {
                        paint_start_corner(&painter, rect);
                    }
                }
                None => paint_empty_mark(&painter, rect, cell, multiplier),
            }

            if is_legal {
                painter.rect_filled(
                    rect.shrink(1.0),
                    CornerRadius::ZERO,
                    palette::LEGAL.gamma_multiply(0.35),
                );
                painter.rect_stroke(
                    rect.shrink(1.5),
                    CornerRadius::same(2),
                    Stroke::new(2.0, palette::LEGAL),
                    StrokeKind::Inside,
                );
            }
            if placed_now.contains(cell) {
                painter.rect_stroke(
                    rect.shrink(1.0),
                    CornerRadius::same(3),
                    Stroke::new(
                        (layout.cell_size * 0.08).max(2.5),
                        palette::PLACED_THIS_TURN,
                    ),
                    StrokeKind::Inside,
                );
            } else if session.last_turn().contains(cell) {
                painter.rect_stroke(
                    rect.shrink(1.0),
                    CornerRadius::same(3),
                    Stroke::new((layout.cell_size * 0.05).max(1.5), palette::LAST_TURN),
                    StrokeKind::Inside,
                );
            }
            if let Some((_, placement)) = game.placed().find(cell) {
                paint_badge(
                    &painter,
                    rect,
                    &format!("{}", placement.points),
                    palette::PLACED_THIS_TURN,
                );
            }

            // What a click, a drop or a hover means here.
            let dropped = response.dnd_release_payload::<DraggedTile>().map(|d| d.0);
            let hovered_slot = response
                .dnd_hover_payload::<DraggedTile>()
                .map(|d| d.0)
                .or(if response.hovered() { in_play } else { None });
            if interactive {
                if let Some(slot) = dropped {
                    actions.push(place_or_explain(
                        slot,
                        cell,
                        is_legal_for(session, slot, cell),
                    ));
                } else if response.clicked() {
                    if placed_now.contains(cell) {
                        actions.push(Action::Play(Move::TakeBack(cell)));
                    } else if let Some(slot) = in_play {
                        actions.push(place_or_explain(slot, cell, is_legal));
                    } else if tile.is_none() {
                        actions.push(Action::Notice(
                            "Pick a tile from your bank first, then click a highlighted cell."
                                .to_owned(),
                        ));
                    }
                }
                if let Some(slot) = hovered_slot
                    && tile.is_none()
                    && is_legal_for(session, slot, cell)
                {
                    preview = Some((cell, slot));
                }
                if placed_now.contains(cell) {
                    response
                        .clone()
                        .on_hover_text("Click to take this tile back to your bank");
                }
            }
            describe(&response, session, cell, is_legal, in_play, interactive);
        }

        if let Some((cell, slot)) = preview {
            self.paint_preview(ui, session, textures, cell, slot);
        }
        actions
    }

    /// The picked-up tile shown translucent on `cell`, the tiles it would be joined to, and
    /// the points it would earn.
    fn paint_preview(
        &self,
        ui: &Ui,
        session: &Session,
        textures: Option<&TileTextures>,
        cell: Cell,
        slot: usize,
    ) {
        let game = &session.game();
        let (Some(tile), Ok(score)) = (game.bank().get(slot), game.check(slot, cell)) else {
            return;
        };
        let painter = ui.painter();
        let rect = self.layout.cell_rect(cell);
        for joined in score.joined {
            painter.rect_stroke(
                self.layout.cell_rect(joined).shrink(2.0),
                CornerRadius::same(3),
                Stroke::new(2.5, palette::JOINED),
                StrokeKind::Inside,
            );
        }
        paint_tile(
            painter,
            rect,
            textures,
            tile,
            Color32::from_white_alpha(150),
        );
        let text = format!("+{}", score.points);
        let font = FontId::proportional((self.layout.cell_size * 0.42).max(13.0));
        let galley = painter.layout_no_wrap(text, font, Color32::WHITE);
        // At the cell's top-right corner: the tile itself stays visible.
        let pill = Rect::from_center_size(
            rect.right_top() + Vec2::new(-rect.width() * 0.1, rect.height() * 0.12),
            galley.size() + Vec2::new(10.0, 4.0),
        );
        painter.rect_filled(pill, CornerRadius::same(8), Color32::from_rgb(30, 120, 50));
        painter.galley(pill.center() - galley.size() / 2.0, galley, Color32::WHITE);
    }
}

fn is_legal_for(session: &Session, slot: usize, cell: Cell) -> bool {
    session.game().legal_cells(slot).contains(cell)
}

fn place_or_explain(slot: usize, cell: Cell, legal: bool) -> Action {
    if legal {
        Action::Play(Move::Place { slot, cell })
    } else {
        Action::Play(Move::Explain { slot, cell })
    }
}

/// Draws a tile's image (or, without images, its name) into `rect`.
pub fn paint_tile(
    painter: &egui::Painter,
    rect: Rect,
    textures: Option<&TileTextures>,
    tile: loopit_core::Tile,
    tint: Color32,
) {
    match textures {
        Some(textures) => {
            let uv = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
            painter.image(textures.get(tile).id(), rect, uv, tint);
        }
        None => {
            painter.rect_filled(
                rect.shrink(2.0),
                CornerRadius::same(3),
                Color32::from_gray(250),
            );
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                tile.to_string(),
                FontId::monospace(rect.height() * 0.3),
                palette::INK,
            );
        }
    }
}

/// The label of an empty cell: its premium (`×3`) or the start mark.
fn paint_empty_mark(painter: &egui::Painter, rect: Rect, cell: Cell, multiplier: u32) {
    let size = rect.height();
    if cell == Cell::START {
        painter.circle_stroke(rect.center(), size * 0.3, Stroke::new(2.0, palette::INK));
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "start",
            FontId::proportional((size * 0.2).max(8.0)),
            palette::INK,
        );
    } else if multiplier > 1 {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            format!("×{multiplier}"),
            FontId::proportional((size * 0.3).max(9.0)),
            palette::INK.gamma_multiply(0.8),
        );
    }
}

/// The start cell under its tile: a small gold corner, so it stays marked all game.
fn paint_start_corner(painter: &egui::Painter, rect: Rect) {
    let size = rect.width() * 0.22;
    let corner = rect.left_top() + Vec2::splat(1.0);
    let points = vec![
        corner,
        corner + Vec2::new(size, 0.0),
        corner + Vec2::new(0.0, size),
    ];
    painter.add(egui::Shape::convex_polygon(
        points,
        palette::premium(6),
        Stroke::new(1.0, palette::INK),
    ));
}

/// A small number in the top-right corner of a cell.
fn paint_badge(painter: &egui::Painter, rect: Rect, text: &str, colour: Color32) {
    let font = FontId::proportional((rect.height() * 0.26).max(10.0));
    let galley = painter.layout_no_wrap(text.to_owned(), font, Color32::WHITE);
    let size = galley.size() + Vec2::new(6.0, 2.0);
    let badge = Rect::from_min_size(
        Pos2::new(rect.right() - size.x + 2.0, rect.top() - 2.0),
        size,
    );
    painter.rect_filled(badge, CornerRadius::same(5), colour);
    painter.galley(badge.center() - galley.size() / 2.0, galley, Color32::WHITE);
}

/// Names the cell for screen readers and tests: `cell 4,5: empty, ×2 field, legal: 13 points`.
/// The text is only made when an accessibility client (or a test) asks for it.
fn describe(
    response: &Response,
    session: &Session,
    cell: Cell,
    legal: bool,
    in_play: Option<usize>,
    interactive: bool,
) {
    response.widget_info(|| {
        let text = cell_description(session, cell, legal, in_play);
        WidgetInfo::labeled(egui::Role::Button, interactive, text)
    });
}

fn cell_description(session: &Session, cell: Cell, legal: bool, in_play: Option<usize>) -> String {
    let game = &session.game();
    let mut text = format!("{}: ", cell_name(cell));
    match game.board().tile(cell) {
        Some(tile) => {
            text.push_str(&tile.to_string());
            if cell == Cell::START {
                text.push_str(", start cell");
            }
            if let Some((_, p)) = game.placed().find(cell) {
                text.push_str(&format!(", placed this turn for {} points", p.points));
            } else if session.last_turn().contains(cell) {
                text.push_str(", placed last turn");
            }
        }
        None => {
            text.push_str("empty");
            if cell == Cell::START {
                text.push_str(", start cell");
            }
            let multiplier = premium(cell);
            if multiplier > 1 {
                text.push_str(&format!(", ×{multiplier} field"));
            }
            if legal
                && let Some(slot) = in_play
                && let Ok(score) = game.check(slot, cell)
            {
                text.push_str(&format!(", legal: {} points", score.points));
            }
        }
    }
    text
}
