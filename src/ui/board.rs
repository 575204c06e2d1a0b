//! The board: 11×11 square cells filling the space the window gives it, premium fields,
//! the tiles, the legal cells of the picked-up tile and a preview of a placement with its points.

use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, Response, RichText, Sense, Stroke,
    StrokeKind, Tooltip, Ui, Vec2, WidgetInfo,
};
use loopit_core::{Cell, CellSet, Edge, LineStop, PlaceError, explain, premium};

use super::{cell_label, cell_name, column_letter, marks, palette};
use crate::action::Action;
use crate::hint::Hint;
use crate::i18n::tr;
use crate::scene::Scene;
use crate::session::Move;
use crate::tiles::TileTextures;
use crate::words;

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
    frame: f32,
}

impl Default for BoardLayout {
    fn default() -> BoardLayout {
        BoardLayout {
            rect: Rect::NOTHING,
            cell_size: 0.0,
            frame: 0.0,
        }
    }
}

/// The board view.
#[derive(Debug, Default)]
pub struct BoardView {
    /// The layout of the last frame.
    pub layout: BoardLayout,
    /// The keyboard's cursor, once a key has moved it.
    pub cursor: Option<Cell>,
    /// The cursor and the zoom of the last frame: when either changes on a board larger than
    /// its space, the board scrolls to keep the cursor (or the centre) in view.
    shown: (Option<Cell>, f32),
    /// The legal cell the tile in hand was previewed on in the last frame (under the pointer
    /// or the keyboard's cursor), if any: the guided game's "see where it fits".
    pub previewed: Option<Cell>,
}

/// The square rectangle of the board inside `available`, centred, with whole-point cells;
/// with `coordinates`, a wider frame holds the column letters and row numbers.
#[must_use]
pub fn layout_in(available: Rect, coordinates: bool) -> BoardLayout {
    let short = available.width().min(available.height());
    let frame = if coordinates {
        (short * 0.035).clamp(14.0, 26.0)
    } else {
        (short / 11.0 * 0.12).max(4.0)
    };
    let side = (short - 2.0 * frame - 4.0).max(11.0 * 8.0);
    let cell_size = (side / 11.0).floor();
    let rect = Rect::from_center_size(available.center(), Vec2::splat(cell_size * 11.0));
    BoardLayout {
        rect,
        cell_size,
        frame,
    }
}

impl BoardLayout {
    /// The width of the wooden frame round the cells.
    #[must_use]
    pub fn frame(&self) -> f32 {
        self.frame
    }

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
    /// Draws the board of `scene`, with column letters and row numbers along its edges when
    /// `coordinates`. `interactive` is false while the computer moves, and in a replay or a
    /// review. The window's zoom level ([`game_shell::zoom`]) draws it smaller than its space,
    /// or larger, and then it scrolls there (the keyboard's cursor kept in view).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        scene: &Scene<'_>,
        textures: Option<&TileTextures>,
        interactive: bool,
        coordinates: bool,
    ) -> Vec<Action> {
        let space = ui.available_rect_before_wrap();
        let scale = game_shell::zoom::board_scale(ui.ctx());
        if scale <= 1.0 {
            ui.allocate_rect(space, Sense::hover());
            let area = Rect::from_center_size(space.center(), space.size() * scale);
            self.shown = (self.cursor, scale);
            return self.draw(ui, area, scene, textures, interactive, coordinates);
        }
        let side = space.width().min(space.height()) * scale;
        let content = Vec2::new(side.max(space.width()), side.max(space.height()));
        let mut actions = Vec::new();
        egui::ScrollArea::both()
            .id_salt("board-scroll")
            .auto_shrink(false)
            // Dragging is for tiles; the wheel and the bars scroll.
            .scroll_source(egui::containers::scroll_area::ScrollSource {
                drag: egui::containers::scroll_area::DragScroll::Never,
                ..Default::default()
            })
            .show(ui, |ui| {
                let (area, _) = ui.allocate_exact_size(content, Sense::hover());
                actions = self.draw(ui, area, scene, textures, interactive, coordinates);
                let keep = self.cursor.filter(|c| (Some(*c), scale) != self.shown);
                if keep.is_some() || (scale - self.shown.1).abs() > f32::EPSILON {
                    let cell = keep.or(self.cursor).unwrap_or(Cell::START);
                    ui.scroll_to_rect(self.layout.cell_rect(cell), Some(egui::Align::Center));
                }
            });
        self.shown = (self.cursor, scale);
        actions
    }

    /// Draws the board in `available` (the space it is given, or the scrolled area of a
    /// zoomed-in board).
    fn draw(
        &mut self,
        ui: &mut Ui,
        available: Rect,
        scene: &Scene<'_>,
        textures: Option<&TileTextures>,
        interactive: bool,
        coordinates: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let layout = layout_in(available, coordinates);
        if layout != self.layout {
            // The panels settle over two frames after a resize: draw the second one too.
            ui.ctx().request_repaint();
        }
        self.layout = layout;
        // The keyboard's cursor is for keyboard play: a mouse moved over the board takes over
        // (one preview and one tooltip at a time), and a key shows the cursor again.
        let mouse_moved = ui.input(|i| {
            i.pointer.delta() != Vec2::ZERO
                && i.pointer
                    .hover_pos()
                    .is_some_and(|p| layout.rect.contains(p))
        });
        if mouse_moved {
            self.cursor = None;
        }
        let painter = ui.painter_at(available);
        let game = scene.game;
        let board = game.board();
        let placed_now = game.placed().cells();
        let last_turn = scene.last_turn;

        painter.rect_filled(
            layout.rect.expand(layout.frame()),
            CornerRadius::same(6),
            palette::BOARD_FRAME,
        );
        if coordinates {
            paint_coordinates(&painter, layout);
        }

        // The tile in play: picked up in the bank, or dragged from it.
        let dragged = egui::DragAndDrop::payload::<DraggedTile>(ui.ctx()).map(|d| d.0);
        let in_play = if interactive {
            dragged.or(scene.selected)
        } else {
            None
        };
        let legal = in_play.map_or(CellSet::EMPTY, |slot| game.legal_cells(slot));
        let mut preview: Option<(Cell, usize, Response)> = None;
        let mut refusal: Option<(Cell, usize, Response)> = None;

        for cell in Cell::all() {
            let rect = layout.cell_rect(cell);
            let id = ui.unique_id().with(("cell", cell.index()));
            let response = ui.interact(rect, id, Sense::click());
            let tile = board.tile(cell);
            let is_legal = legal.contains(cell);
            let this_turn = game.placed().find(cell).map(|(_, p)| p);
            let last = last_turn.find(cell).map(|(_, p)| p);

            // A tile on its way here is drawn where it is, not yet on its cell.
            let landed = tile.filter(|_| !scene.motion.is_some_and(|m| m.arriving_at(cell)));
            let framed = this_turn.is_some() || last.is_some();
            paint_cell(&painter, rect, cell, landed, textures, framed);
            if is_legal {
                marks::legal(&painter, rect);
            }
            if let Some(p) = this_turn {
                marks::this_turn(&painter, rect);
                marks::badge(
                    &painter,
                    rect,
                    &p.points.to_string(),
                    palette::PLACED_THIS_TURN,
                    true,
                );
            } else if let Some(p) = last {
                marks::last_turn(&painter, rect);
                marks::badge(
                    &painter,
                    rect,
                    &p.points.to_string(),
                    palette::LAST_TURN,
                    false,
                );
            }
            let shown = scene
                .highlight
                .as_ref()
                .and_then(|h| h.find(cell).map(|(_, p)| p));
            if let Some(p) = shown {
                marks::brackets(&painter, rect, palette::HIGHLIGHT);
                marks::badge(
                    &painter,
                    rect,
                    &p.points.to_string(),
                    palette::HIGHLIGHT,
                    true,
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
                        is_legal_for(scene, slot, cell),
                    ));
                } else if response.clicked() {
                    if placed_now.contains(cell) {
                        actions.push(Action::Play(Move::TakeBack(cell)));
                    } else if let Some(slot) = in_play {
                        actions.push(place_or_explain(slot, cell, is_legal));
                    } else if tile.is_none() {
                        actions.push(Action::Notice("board-pick-first"));
                    }
                }
                if let Some(slot) = hovered_slot
                    && tile.is_none()
                {
                    if is_legal_for(scene, slot, cell) {
                        preview = Some((cell, slot, response.clone()));
                    } else {
                        refusal = Some((cell, slot, response.clone()));
                    }
                }
                if placed_now.contains(cell) {
                    response.clone().on_hover_text(tr!("board-take-back-tip"));
                }
            }
            let extra = Extra {
                shown: shown.map(|p| p.points),
                ghost: scene.hint.and_then(|hint| {
                    let at = hint.placements.iter().position(|&(c, _, _)| c == cell)?;
                    let (_, tile, points) = hint.placements[at];
                    Some((at + 1, tile, points))
                }),
            };
            describe(
                &response,
                scene,
                cell,
                is_legal,
                in_play,
                interactive,
                extra,
            );
        }

        if let Some(hint) = scene.hint {
            paint_hint(ui, layout, textures, hint);
        }
        if let Some(cell) = scene.guide.and_then(|g| g.cell) {
            marks::guide(&painter, layout.cell_rect(cell));
        }
        self.previewed = None;
        // The mouse's preview or refusal is the one shown; the cursor's only without it.
        let previewing = preview.is_some() || refusal.is_some();
        if let Some((cell, slot, response)) = preview {
            self.previewed = Some(cell);
            self.paint_preview(ui, scene, textures, cell, slot, &response);
        } else if let Some((cell, slot, response)) = refusal {
            self.paint_refusal(ui, scene, cell, slot, &response);
        }
        if let Some(cursor) = self.cursor.filter(|_| interactive) {
            marks::cursor(&painter, layout.cell_rect(cursor));
            if let Some(slot) = in_play
                && !previewing
                && board.tile(cursor).is_none()
            {
                let response = ui.interact(
                    layout.cell_rect(cursor),
                    ui.unique_id().with(("cell", cursor.index())),
                    Sense::click(),
                );
                if legal.contains(cursor) {
                    self.previewed = Some(cursor);
                    self.paint_preview(ui, scene, textures, cursor, slot, &response);
                } else {
                    self.paint_refusal(ui, scene, cursor, slot, &response);
                }
            }
        }
        if let Some(slot) = dragged
            && !previewing
        {
            paint_dragged(ui, scene, textures, slot, layout.cell_size);
        }
        actions
    }

    /// The picked-up tile shown translucent on `cell`, the tiles it would be joined to, where
    /// each line stops, the points it would earn, and a tooltip with the sum.
    fn paint_preview(
        &self,
        ui: &Ui,
        scene: &Scene<'_>,
        textures: Option<&TileTextures>,
        cell: Cell,
        slot: usize,
        response: &Response,
    ) {
        let game = scene.game;
        let Some(tile) = game.bank().get(slot) else {
            return;
        };
        let breakdown = explain(game.board(), tile, cell);
        let painter = ui.painter();
        let rect = self.layout.cell_rect(cell);
        // Everything the preview marks: the tooltip goes beside all of it, never on it.
        let mut marked = rect;
        for run in &breakdown.lines {
            for &(joined, _) in &run.passed {
                let joined = self.layout.cell_rect(joined);
                marks::joined(painter, joined);
                marked = marked.union(joined);
            }
            let (at, empty) = match run.stop {
                LineStop::Junction(c) | LineStop::Dot(c) => (c, false),
                LineStop::Gap(c) => (c, true),
                LineStop::Loop(c) => (c, false),
            };
            let stop = self.layout.cell_rect(at);
            marks::stop(painter, stop, empty);
            marked = marked.union(stop);
        }
        paint_tile(
            painter,
            rect,
            textures,
            tile,
            Color32::from_white_alpha(150),
        );
        // The "+N" beside the tile, on a free cell next to it (not on the tile it explains,
        // nor on a tile it joins); only where every neighbour is taken, in the cell's corner.
        let text = format!("+{}", breakdown.points);
        let font = FontId::proportional((self.layout.cell_size * 0.36).max(12.0));
        let galley = painter.layout_no_wrap(text, font, Color32::WHITE);
        let size = galley.size() + Vec2::new(8.0, 2.0);
        let pill = match badge_cell(game.board(), cell) {
            Some(free) => {
                let free = self.layout.cell_rect(free);
                marked = marked.union(free);
                Rect::from_center_size(free.center(), size)
            }
            None => Rect::from_min_size(rect.right_top() - Vec2::new(size.x, 0.0), size),
        };
        painter.rect_filled(pill, CornerRadius::same(8), palette::POINTS);
        painter.galley(pill.center() - galley.size() / 2.0, galley, Color32::WHITE);

        let sum = words::breakdown(&breakdown);
        beside_rect(Tooltip::for_widget(response), marked.expand(2.0))
            .accessible_name(tr!("tip-points-name", sum = sum.as_str()))
            .show(|ui| {
                ui.label(RichText::new(tr!("tip-points", points = breakdown.points)).strong());
                ui.label(&sum);
                for run in &breakdown.lines {
                    ui.label(words::line(run));
                }
            });
    }

    /// Why the tile in play cannot go on `cell`: a red cross, the side where the rule is
    /// broken, and the reason in a tooltip.
    fn paint_refusal(
        &self,
        ui: &Ui,
        scene: &Scene<'_>,
        cell: Cell,
        slot: usize,
        response: &Response,
    ) {
        let Err(reason) = scene.game.check(slot, cell) else {
            return;
        };
        let painter = ui.painter();
        let rect = self.layout.cell_rect(cell);
        for mark in refusal_marks(&reason) {
            match mark {
                RefusalMark::Cross => marks::refused(painter, rect),
                RefusalMark::Edge(edge) => marks::refused_edge(painter, rect, edge),
                RefusalMark::AllRound => marks::refused_all_round(painter, rect),
            }
        }
        let text = words::refusal(&reason, cell);
        beside(Tooltip::for_widget(response))
            .accessible_name(tr!("tip-refused-name", why = text.as_str()))
            .show(|ui| {
                ui.label(RichText::new(tr!("tip-not-on", cell = cell_label(cell))).strong());
                ui.label(&text);
            });
    }
}

/// The cell where the points of a tile previewed on `cell` are shown: a free neighbour, one
/// without a premium label first (above, below, left, right), so that the badge covers
/// neither the tile it explains nor a tile it joins; `None` when all four are taken.
fn badge_cell(board: &loopit_core::Board, cell: Cell) -> Option<Cell> {
    let free: Vec<Cell> = [Edge::N, Edge::S, Edge::W, Edge::E]
        .into_iter()
        .filter_map(|edge| cell.neighbour(edge))
        .filter(|&n| board.tile(n).is_none())
        .collect();
    free.iter()
        .copied()
        .find(|&n| premium(n) == 1 && n != Cell::START)
        .or_else(|| free.first().copied())
}

/// A tooltip beside `rect` (right, else left, else below or above): the cells it explains
/// stay in sight.
fn beside_rect(mut tooltip: Tooltip<'_>, rect: Rect) -> Tooltip<'_> {
    tooltip.popup = tooltip.popup.anchor(rect);
    beside(tooltip)
}

/// A tooltip beside its cell (right, else left), so that it never covers the cells below,
/// where the marks it explains are drawn.
fn beside(mut tooltip: Tooltip<'_>) -> Tooltip<'_> {
    tooltip.popup = tooltip
        .popup
        .align(egui::RectAlign::RIGHT_START)
        .align_alternatives(&[
            egui::RectAlign::LEFT_START,
            egui::RectAlign::BOTTOM_START,
            egui::RectAlign::TOP_START,
        ]);
    tooltip
}

/// A mark that shows why a cell is refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RefusalMark {
    /// A cross over the cell: the tile may not go here.
    Cross,
    /// A bar along this side of the cell: the rule is broken there.
    Edge(Edge),
    /// A dashed frame all round: no side continues a line.
    AllRound,
}

/// How each refusal of the rules is drawn: the cross, and the side at fault.
#[must_use]
pub fn refusal_marks(reason: &PlaceError) -> Vec<RefusalMark> {
    let mut marks = vec![RefusalMark::Cross];
    match reason {
        PlaceError::RunsOffBoard { edge }
        | PlaceError::LineNotMet { edge, .. }
        | PlaceError::CutsLine { edge, .. } => marks.push(RefusalMark::Edge(*edge)),
        PlaceError::ContinuesNoLine => marks.push(RefusalMark::AllRound),
        PlaceError::CellTaken { .. }
        | PlaceError::EmptySlot { .. }
        | PlaceError::TurnFull
        | PlaceError::GameOver => {}
    }
    marks
}

/// A hint: each tile of the Expert's turn translucent on its cell, with its number in the
/// order to place it and its points.
fn paint_hint(ui: &Ui, layout: BoardLayout, textures: Option<&TileTextures>, hint: &Hint) {
    let painter = ui.painter();
    for (i, &(cell, tile, points)) in hint.placements.iter().enumerate() {
        let rect = layout.cell_rect(cell);
        paint_tile(
            painter,
            rect,
            textures,
            tile,
            Color32::from_white_alpha(140),
        );
        marks::brackets(painter, rect, palette::HINT);
        let radius = (rect.width() * 0.17).max(8.0);
        // Beside the points badge (top right) while there is room; on small cells below it,
        // in the corner the tile's value (bottom left) leaves free.
        let centre = if rect.width() >= 40.0 {
            rect.left_top() + Vec2::splat(radius + 2.0)
        } else {
            rect.right_bottom() - Vec2::splat(radius + 2.0)
        };
        painter.circle_filled(centre, radius, palette::HINT);
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            (i + 1).to_string(),
            FontId::proportional(radius * 1.3),
            Color32::WHITE,
        );
        marks::badge(painter, rect, &format!("+{points}"), palette::HINT, true);
    }
}

/// The tile being dragged, under the pointer, wherever the pointer is.
fn paint_dragged(
    ui: &Ui,
    scene: &Scene<'_>,
    textures: Option<&TileTextures>,
    slot: usize,
    size: f32,
) {
    let (Some(tile), Some(pointer)) = (scene.game.bank().get(slot), ui.ctx().pointer_latest_pos())
    else {
        return;
    };
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::unique("dragged-tile"),
    ));
    let rect = Rect::from_center_size(pointer, Vec2::splat(size * 0.9));
    paint_tile(
        &painter,
        rect,
        textures,
        tile,
        Color32::from_white_alpha(190),
    );
}

/// Column letters above and below the board, row numbers left and right of it.
fn paint_coordinates(painter: &egui::Painter, layout: BoardLayout) {
    let font = FontId::proportional((layout.cell_size * 0.3).clamp(9.0, 16.0));
    let colour = Color32::from_rgb(240, 225, 200);
    let off = layout.frame() / 2.0;
    for i in 0..Cell::SIDE {
        let col = layout.cell_rect(Cell::new(0, i));
        let row = layout.cell_rect(Cell::new(i, 0));
        let letter = column_letter(i).to_string();
        let number = (i + 1).to_string();
        painter.text(
            col.center_top() - Vec2::new(0.0, off),
            Align2::CENTER_CENTER,
            &letter,
            font.clone(),
            colour,
        );
        painter.text(
            Pos2::new(col.center().x, layout.rect.bottom() + off),
            Align2::CENTER_CENTER,
            &letter,
            font.clone(),
            colour,
        );
        painter.text(
            row.left_center() - Vec2::new(off, 0.0),
            Align2::CENTER_CENTER,
            &number,
            font.clone(),
            colour,
        );
        painter.text(
            Pos2::new(layout.rect.right() + off, row.center().y),
            Align2::CENTER_CENTER,
            &number,
            font.clone(),
            colour,
        );
    }
}

fn is_legal_for(scene: &Scene<'_>, slot: usize, cell: Cell) -> bool {
    scene.game.legal_cells(slot).contains(cell)
}

/// A tile dropped or placed on `cell`: placed where it may go, else the question why not.
pub fn place_or_explain(slot: usize, cell: Cell, legal: bool) -> Action {
    if legal {
        Action::Play(Move::Place { slot, cell })
    } else {
        Action::WhyNot { slot, cell }
    }
}

/// Draws one cell as the board shows it: its premium's tint and the grid, then its tile (with
/// its shadow, and the start mark on the start cell) or, when it is empty, its premium label or
/// the start mark. With `framed` the tile is drawn smaller, inside the frame of a turn's mark,
/// so that the frame never covers its value.
///
/// The rules' scoring example ([`super::example`]) draws its cells with this too, so the
/// pictures in the rules look like the board.
pub fn paint_cell(
    painter: &egui::Painter,
    rect: Rect,
    cell: Cell,
    tile: Option<loopit_core::Tile>,
    textures: Option<&TileTextures>,
    framed: bool,
) {
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
            let inset = if framed {
                marks::frame_width(rect.width())
            } else {
                1.0
            };
            painter.rect_filled(
                rect.shrink(inset - 1.0).translate(Vec2::splat(1.0)),
                CornerRadius::same(2),
                palette::TILE_SHADOW,
            );
            paint_tile(painter, rect.shrink(inset), textures, tile, Color32::WHITE);
            if cell == Cell::START {
                marks::start_corner(painter, rect);
            }
        }
        None => paint_empty_mark(painter, rect, cell, multiplier),
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
            tr!("cell-start-mark"),
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

/// What a cell shows besides the game: the points of a turn pointed at in the log, and a
/// ghost tile (its number in the order to place it, the tile, its points).
#[derive(Copy, Clone, Debug)]
struct Extra {
    shown: Option<u32>,
    ghost: Option<(usize, loopit_core::Tile, u32)>,
}

/// Names the cell for screen readers and tests: `cell 4,5: empty, ×2 field, legal: 13 points`.
/// The text is only made when an accessibility client (or a test) asks for it.
fn describe(
    response: &Response,
    scene: &Scene<'_>,
    cell: Cell,
    legal: bool,
    in_play: Option<usize>,
    interactive: bool,
    extra: Extra,
) {
    response.widget_info(|| {
        let mut text = cell_description(scene, cell, legal, in_play);
        if let Some(points) = extra.shown {
            text.push_str(&format!(", {}", tr!("cell-shown", points = points)));
        }
        if let Some((number, tile, points)) = extra.ghost {
            text.push_str(&format!(
                ", {}",
                tr!(
                    "cell-ghost",
                    number = number,
                    tile = tile.to_string(),
                    points = points
                )
            ));
        }
        WidgetInfo::labeled(egui::Role::Button, interactive, text)
    });
}

fn cell_description(scene: &Scene<'_>, cell: Cell, legal: bool, in_play: Option<usize>) -> String {
    let game = scene.game;
    // A list for screen readers: the cell, then what is on it and what it offers.
    let mut parts = Vec::new();
    match game.board().tile(cell) {
        Some(tile) => {
            parts.push(tile.to_string());
            if cell == Cell::START {
                parts.push(tr!("cell-start"));
            }
            if let Some((_, p)) = game.placed().find(cell) {
                parts.push(tr!("cell-this-turn", points = p.points));
            } else if let Some((_, p)) = scene.last_turn.find(cell) {
                parts.push(tr!("cell-last-turn", points = p.points));
            }
        }
        None => {
            parts.push(tr!("cell-empty"));
            if cell == Cell::START {
                parts.push(tr!("cell-start"));
            }
            let multiplier = premium(cell);
            if multiplier > 1 {
                parts.push(tr!("cell-premium", premium = multiplier));
            }
            if legal
                && let Some(slot) = in_play
                && let Ok(score) = game.check(slot, cell)
            {
                parts.push(tr!("cell-legal", points = score.points));
            }
        }
    }
    format!("{}: {}", cell_name(cell), parts.join(", "))
}
