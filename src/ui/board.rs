//! The board: 11×11 square cells filling the space the window gives it, premium fields,
//! the tiles, the legal cells of the picked-up tile and a preview of a placement with its points.

use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, Response, RichText, Sense, Stroke,
    StrokeKind, Ui, UiBuilder, Vec2, WidgetInfo,
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
    /// The board's helper marks turned down (Options ▸ Quiet board marks): legal cells show
    /// only their dot, the last turn is not framed, a preview marks no joined tiles or stops
    /// (the strip under the board still says all).
    pub quiet: bool,
    /// What the bank tile under the pointer does when clicked, said in the strip under the
    /// board (the bank is drawn first each frame and hands it over).
    pub bank_tip: Option<String>,
}

/// The least height of the strip under a board `width` wide, where the points of the marked
/// tiles are listed and what the pointer is on is explained. Three lines of text where the
/// board is narrower than 900 points: its chips wrap when they are more than a line holds (a play
/// test saw the last chips cut at the window's edge), and an explanation of a tile joining two
/// lines takes three there (the heading with the sum, then the two lines' sentences); two on a
/// wider board, where the two sentences fit on one line. Always the same for a width, so that
/// the board does not move when they fill; the strip also takes what room the board leaves
/// below it. (At 1280×800 and 800×600 the third line took none of the board's room, its
/// cells being whole points; at 1920×1080 it would have taken a point off each cell.)
/// `scale` is the window's type scale ([`text::window_scale`](super::text::window_scale)):
/// in a large window the strip's text grows as the side panel's does, and the strip with it.
#[must_use]
pub fn notes_height(width: f32, scale: f32) -> f32 {
    // The text's width grows with it: a board is wide when it is wide for the scaled text.
    (if width >= WIDE * scale { 48.0 } else { 56.0 }) * scale
}

/// The width of a board from which the strip under it needs two lines, not three.
const WIDE: f32 = 900.0;

/// What the strip under the board explains in place of its chips while the pointer (or the
/// keyboard's cursor) is on something: the points a placement would earn and how they add
/// up, why a tile may not go on a cell, or what a click does. Beside the board, never over a
/// cell (the tooltips it replaces covered the cells beside the one explained, the side panel
/// and the bank).
#[derive(Clone, Debug, PartialEq)]
struct Explanation {
    /// The heading ("+17 points", "Not on G6") as a chip in `colour`, if one.
    heading: Option<(String, Color32)>,
    /// The sentences after it, in the order read.
    parts: Vec<String>,
    /// The whole explanation in one name for screen readers ("points: 5 × 2 = 10, …").
    name: String,
}

/// One entry of the strip under the board: the points of a marked tile, in the colour and
/// the shape (round or square) of its mark.
#[derive(Clone, Debug, PartialEq)]
struct Note {
    text: String,
    colour: Color32,
    /// The text's colour on `colour`.
    ink: Color32,
}

/// A group of entries in the strip under the board, after its heading (a catalog id).
#[derive(Clone, Debug, PartialEq)]
struct Notes {
    heading: String,
    /// The seat whose turn it was (its disc after the heading), if one.
    seat: Option<(usize, String)>,
    notes: Vec<Note>,
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
        let whole = ui.available_rect_before_wrap();
        // The points of the marked tiles are listed under the board, never on a tile.
        let text_scale = super::text::window_scale(ui.ctx().content_rect().size());
        let split = (whole.max.y - notes_height(whole.width(), text_scale)).max(whole.min.y);
        let space = Rect::from_min_max(whole.min, Pos2::new(whole.max.x, split));
        let strip = Rect::from_min_max(Pos2::new(whole.min.x, split), whole.max);
        let scale = game_shell::zoom::board_scale(ui.ctx());
        let mut notes = Vec::new();
        let mut explained = None;
        let actions = if scale <= 1.0 {
            ui.allocate_rect(space, Sense::hover());
            let area = Rect::from_center_size(space.center(), space.size() * scale);
            self.shown = (self.cursor, scale);
            self.draw(
                ui,
                area,
                scene,
                textures,
                interactive,
                coordinates,
                &mut notes,
                &mut explained,
            )
        } else {
            let side = space.width().min(space.height()) * scale;
            let content = Vec2::new(side.max(space.width()), side.max(space.height()));
            let mut actions = Vec::new();
            ui.scope_builder(UiBuilder::new().max_rect(space), |ui| {
                // Solid bars, always shown: the board is larger than its space.
                ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                egui::ScrollArea::both()
                    .id_salt("board-scroll")
                    .auto_shrink(false)
                    .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                    // Dragging is for tiles; the wheel and the bars scroll.
                    .scroll_source(egui::containers::scroll_area::ScrollSource {
                        drag: egui::containers::scroll_area::DragScroll::Never,
                        ..Default::default()
                    })
                    .show(ui, |ui| {
                        let (area, _) = ui.allocate_exact_size(content, Sense::hover());
                        actions = self.draw(
                            ui,
                            area,
                            scene,
                            textures,
                            interactive,
                            coordinates,
                            &mut notes,
                            &mut explained,
                        );
                        let keep = self.cursor.filter(|c| (Some(*c), scale) != self.shown);
                        if keep.is_some() || (scale - self.shown.1).abs() > f32::EPSILON {
                            let cell = keep.or(self.cursor).unwrap_or(Cell::START);
                            ui.scroll_to_rect(
                                self.layout.cell_rect(cell),
                                Some(egui::Align::Center),
                            );
                        }
                    });
            });
            self.shown = (self.cursor, scale);
            actions
        };
        // The strip starts right under the board's frame where the board leaves room below it
        // (a board as wide as its space), so that what it says stays close to the board.
        let strip = if scale <= 1.0 {
            let below = self.layout.rect.bottom() + self.layout.frame() + 4.0;
            Rect::from_min_max(
                Pos2::new(strip.min.x, below.clamp(space.min.y, split)),
                strip.max,
            )
        } else {
            strip
        };
        let bank_tip = self.bank_tip.take().map(|tip| Explanation {
            heading: None,
            name: tip.clone(),
            parts: vec![tip],
        });
        match explained.or(bank_tip) {
            Some(explanation) => explanation_ui(ui, strip, &explanation, text_scale),
            None => notes_ui(ui, strip, &notes, text_scale),
        }
        actions
    }

    /// Draws the board in `available` (the space it is given, or the scrolled area of a
    /// zoomed-in board), and lists the points of the marked tiles in `notes`. First what each
    /// cell means to the pointer, then the cells: a cell that carries a mark (a turn's frame,
    /// brackets, a stop, a ghost or a preview) has its tile drawn inside the ring its mark
    /// takes, so that no mark covers a tile's lines or number.
    #[allow(clippy::too_many_arguments)]
    fn draw(
        &mut self,
        ui: &mut Ui,
        available: Rect,
        scene: &Scene<'_>,
        textures: Option<&TileTextures>,
        interactive: bool,
        coordinates: bool,
        notes: &mut Vec<Notes>,
        explained: &mut Option<Explanation>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let layout = layout_in(available, coordinates);
        if layout != self.layout {
            // The panels settle over two frames after a resize: draw the second one too.
            ui.ctx().request_repaint();
        }
        self.layout = layout;
        // The keyboard's cursor is for keyboard play: a mouse moved over the board takes over
        // (one preview and one explanation at a time), and a key shows the cursor again.
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
        let recent = if self.quiet {
            crate::session::RecentTurns::default()
        } else {
            scene.recent_turns
        };

        // The tile in play: picked up in the bank, or dragged from it.
        let dragged = egui::DragAndDrop::payload::<DraggedTile>(ui.ctx()).map(|d| d.0);
        let in_play = if interactive {
            dragged.or(scene.selected)
        } else {
            None
        };
        let legal = in_play.map_or(CellSet::EMPTY, |slot| game.legal_cells(slot));
        let mut preview: Option<(Cell, usize)> = None;
        let mut refusal: Option<(Cell, usize)> = None;
        let mut responses = Vec::with_capacity(Cell::all().count());

        // What a click, a drop or a hover means on each cell.
        for cell in Cell::all() {
            let rect = layout.cell_rect(cell);
            let id = ui.unique_id().with(("cell", cell.index()));
            let response = ui.interact(rect, id, Sense::click());
            let tile = board.tile(cell);
            let is_legal = legal.contains(cell);
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
                        preview = Some((cell, slot));
                    } else {
                        refusal = Some((cell, slot));
                    }
                }
            }
            let shown = scene
                .highlight
                .as_ref()
                .and_then(|h| h.find(cell).map(|(_, p)| p));
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
            responses.push(response);
        }
        // The mouse's preview or refusal is the one shown; the cursor's only without it.
        let previewing = preview.is_some() || refusal.is_some();
        if !previewing
            && let Some(cursor) = self.cursor.filter(|_| interactive)
            && let Some(slot) = in_play
            && board.tile(cursor).is_none()
        {
            if legal.contains(cursor) {
                preview = Some((cursor, slot));
            } else {
                refusal = Some((cursor, slot));
            }
        }
        let breakdown = preview.and_then(|(cell, slot)| {
            let tile = game.bank().get(slot)?;
            Some((cell, tile, explain(board, tile, cell)))
        });
        // The cells the preview marks: the tiles joined and where each line stops.
        let mut joined = CellSet::EMPTY;
        let mut stops: Vec<(Cell, bool)> = Vec::new();
        if let Some((_, _, breakdown)) = &breakdown {
            for run in &breakdown.lines {
                for &(cell, _) in &run.passed {
                    joined.insert(cell);
                }
                stops.push(match run.stop {
                    LineStop::Junction(c) | LineStop::Dot(c) | LineStop::Loop(c) => (c, false),
                    LineStop::Gap(c) => (c, true),
                });
            }
        }
        let quiet = self.quiet;
        let marked_by_preview =
            |cell: Cell| !quiet && (joined.contains(cell) || stops.iter().any(|&(c, _)| c == cell));
        let ghost_at = |cell: Cell| {
            scene
                .hint
                .is_some_and(|h| h.placements.iter().any(|&(c, _, _)| c == cell))
        };

        paint_frame(&painter, layout);
        if coordinates {
            paint_coordinates(&painter, layout);
        }
        // Every cell's ground first: a tile's shadow falls on the cells beside it.
        for cell in Cell::all() {
            paint_ground(&painter, layout.cell_rect(cell), cell);
        }
        for cell in Cell::all() {
            let rect = layout.cell_rect(cell);
            let tile = board.tile(cell);
            let this_turn = game.placed().find(cell).is_some();
            let last = recent.find(cell).map(|(seat, _)| seat);
            let shown = scene
                .highlight
                .as_ref()
                .is_some_and(|h| h.find(cell).is_some());
            // A tile on its way here is drawn where it is, not yet on its cell.
            let landed = tile.filter(|_| !scene.motion.is_some_and(|m| m.arriving_at(cell)));
            let framed =
                this_turn || last.is_some() || shown || marked_by_preview(cell) || ghost_at(cell);
            paint_on_cell(&painter, rect, cell, landed, textures, framed);
            if legal.contains(cell) {
                if self.quiet {
                    marks::legal_dot(&painter, rect);
                } else {
                    marks::legal(&painter, rect);
                }
            }
            if this_turn {
                marks::this_turn(&painter, rect, super::seat::colour(game.current()));
            } else if let Some(seat) = last {
                marks::last_turn(&painter, rect, super::seat::colour(seat));
            }
            if shown {
                marks::brackets(&painter, rect, palette::HIGHLIGHT);
            }
        }
        let cell_note = |cell: Cell, points: u32, colour: Color32, ink: Color32| Note {
            text: format!("{} {points}", cell_label(cell)),
            colour,
            ink,
        };
        let turn_notes =
            |heading: String, seat, placements: &loopit_core::Placements, colour, ink| Notes {
                heading,
                seat,
                notes: placements
                    .iter()
                    .map(|p| cell_note(p.cell, p.points, colour, ink))
                    .collect(),
            };
        let disc = |seat: usize| Some((seat, super::seat::letter(game.players(), seat)));
        // This turn; the turns since the player to move last played, newest first, each in
        // its seat's colour (the heading on the newest only); the turn shown from the log.
        let mut groups = vec![(
            tr!("board-notes-this-turn"),
            disc(game.current()),
            Some(*game.placed()),
            super::seat::colour(game.current()),
            super::seat::ink_on(game.current()),
        )];
        for (i, (seat, placements)) in recent
            .iter()
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .enumerate()
        {
            let heading = if i == 0 {
                tr!("board-notes-last-turn")
            } else {
                String::new()
            };
            groups.push((
                heading,
                disc(seat),
                Some(placements),
                super::seat::colour(seat),
                super::seat::ink_on(seat),
            ));
        }
        groups.push((
            tr!("board-notes-shown"),
            None,
            scene.highlight,
            palette::HIGHLIGHT,
            Color32::WHITE,
        ));
        for (heading, seat, placements, colour, ink) in groups {
            if let Some(placements) = placements.filter(|p| !p.is_empty()) {
                notes.push(turn_notes(heading, seat, &placements, colour, ink));
            }
        }

        if let Some(hint) = scene.hint {
            paint_hint(&painter, layout, textures, hint);
            // A ghost on a cell where the tile in hand may go: the cell's legal mark stays in
            // sight over it (a play test found the hint hiding a green cell).
            for &(cell, _, _) in &hint.placements {
                if legal.contains(cell) {
                    let rect = layout.cell_rect(cell);
                    if self.quiet {
                        marks::legal_dot(&painter, rect);
                    } else {
                        marks::legal_over(&painter, rect);
                    }
                }
            }
            notes.push(Notes {
                heading: tr!("board-notes-hint"),
                seat: None,
                notes: hint
                    .placements
                    .iter()
                    .enumerate()
                    .map(|(i, &(cell, _, points))| Note {
                        text: format!("{}: {} +{points}", i + 1, cell_label(cell)),
                        colour: palette::HINT,
                        ink: Color32::WHITE,
                    })
                    .collect(),
            });
        }
        if let Some(cell) = scene.guide.and_then(|g| g.cell) {
            marks::guide(&painter, layout.cell_rect(cell));
        }
        self.previewed = None;
        if let Some((cell, tile, breakdown)) = &breakdown {
            self.previewed = Some(*cell);
            if !self.quiet {
                for c in joined.iter() {
                    marks::joined(&painter, layout.cell_rect(c));
                }
                for &(c, empty) in &stops {
                    marks::stop(&painter, layout.cell_rect(c), empty);
                }
            }
            paint_ghost_tile(
                &painter,
                layout.cell_rect(*cell),
                *cell,
                textures,
                *tile,
                235,
            );
            // How the points add up: said under the board, not over the cells beside.
            let sum = words::breakdown(breakdown);
            let mut parts = vec![sum.clone()];
            parts.extend(breakdown.lines.iter().map(words::line));
            *explained = Some(Explanation {
                heading: Some((
                    tr!("tip-points", points = breakdown.points),
                    palette::POINTS,
                )),
                parts,
                name: tr!("tip-points-name", sum = sum.as_str()),
            });
        } else if let Some((cell, slot)) = refusal {
            *explained = self.paint_refusal(&painter, scene, cell, slot);
        }
        if interactive && explained.is_none() {
            // Taking back a tile of this turn: said under the board, as what a click does.
            for cell in placed_now.iter() {
                if responses[cell.index()].hovered() {
                    let tip = tr!("board-take-back-tip");
                    *explained = Some(Explanation {
                        heading: None,
                        name: tip.clone(),
                        parts: vec![tip],
                    });
                }
            }
        }
        if let Some(cursor) = self.cursor.filter(|_| interactive) {
            marks::cursor(&painter, layout.cell_rect(cursor));
        }
        if let Some(slot) = dragged
            && !previewing
        {
            paint_dragged(ui, scene, textures, slot, layout.cell_size);
        }
        actions
    }

    /// Why the tile in play cannot go on `cell`: a red cross and the side where the rule is
    /// broken on the board, the reason for the strip under it.
    fn paint_refusal(
        &self,
        painter: &egui::Painter,
        scene: &Scene<'_>,
        cell: Cell,
        slot: usize,
    ) -> Option<Explanation> {
        let Err(reason) = scene.game.check(slot, cell) else {
            return None;
        };
        let rect = self.layout.cell_rect(cell);
        for mark in refusal_marks(&reason) {
            match mark {
                RefusalMark::Cross => marks::refused(painter, rect),
                RefusalMark::Edge(edge) => marks::refused_edge(painter, rect, edge),
                RefusalMark::AllRound => marks::refused_all_round(painter, rect),
            }
        }
        let text = words::refusal(&reason, cell);
        Some(Explanation {
            heading: Some((tr!("tip-not-on", cell = cell_label(cell)), palette::REFUSED)),
            name: tr!("tip-refused-name", why = text.as_str()),
            parts: vec![text],
        })
    }
}

/// A tile not (yet) on `cell` — the picked-up tile's preview, a hint's ghost — over the
/// cell's colour (its premium label hidden, so that "×2" never shows through the tile),
/// nearly opaque (`alpha`), inside the ring the cell's frame or border takes.
fn paint_ghost_tile(
    painter: &egui::Painter,
    rect: Rect,
    cell: Cell,
    textures: Option<&TileTextures>,
    tile: loopit_core::Tile,
    alpha: u8,
) {
    let inset = marks::frame_width(rect.width());
    painter.rect_filled(
        rect.shrink(inset),
        CornerRadius::ZERO,
        palette::Board::here(painter).premium(premium(cell)),
    );
    paint_tile(
        painter,
        rect.shrink(inset),
        textures,
        tile,
        Color32::from_white_alpha(alpha),
    );
}

/// The strip under the board: each group's heading, then its entries as small badges in the
/// colour of their marks, wrapping to the strip's second line where the first is full.
fn notes_ui(ui: &mut Ui, strip: Rect, notes: &[Notes], scale: f32) {
    if strip.height() < 8.0 {
        return;
    }
    let mut strip_ui = ui.new_child(
        UiBuilder::new()
            .max_rect(strip.shrink2(Vec2::new(4.0, 2.0)))
            .layout(egui::Layout::left_to_right(egui::Align::Min).with_main_wrap(true)),
    );
    strip_ui.set_clip_rect(strip);
    super::text::grow(&mut strip_ui, scale);
    strip_ui.spacing_mut().item_spacing.y = 4.0;
    for group in notes {
        // Each whole on a line: a chip never breaks, it goes to the next line.
        strip_ui.add(egui::Label::new(RichText::new(&group.heading).weak()).extend());
        if let Some((seat, letter)) = &group.seat {
            let (rect, _) = strip_ui.allocate_exact_size(Vec2::splat(18.0 * scale), Sense::hover());
            super::seat::paint_badge(
                strip_ui.painter(),
                rect.center(),
                9.0 * scale,
                *seat,
                letter,
            );
        }
        for note in &group.notes {
            strip_ui.add(
                egui::Label::new(
                    RichText::new(format!(" {} ", note.text))
                        .color(note.ink)
                        .background_color(note.colour)
                        .strong(),
                )
                .extend(),
            );
        }
        strip_ui.add_space(10.0);
    }
}

/// The strip under the board explaining what the pointer is on: the heading as a chip with
/// the first sentence (the sum, or the reason) beside it, then the other sentences (each line
/// of a placement) running on as one paragraph that wraps; the whole named once for screen
/// readers.
fn explanation_ui(ui: &mut Ui, strip: Rect, explanation: &Explanation, scale: f32) {
    if strip.height() < 8.0 {
        return;
    }
    let mut strip_ui = ui.new_child(
        UiBuilder::new()
            .max_rect(strip.shrink2(Vec2::new(4.0, 1.0)))
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    strip_ui.set_clip_rect(strip);
    super::text::grow(&mut strip_ui, scale);
    strip_ui.spacing_mut().item_spacing = Vec2::new(8.0, 2.0);
    let (first, rest) = match explanation.parts.split_first() {
        Some((first, rest)) => (Some(first), rest),
        None => (None, &[][..]),
    };
    strip_ui.horizontal(|ui| {
        if let Some((heading, colour)) = &explanation.heading {
            egui::Frame::new()
                .fill(*colour)
                .corner_radius(CornerRadius::same(3))
                .inner_margin(egui::Margin::symmetric(5, 0))
                .show(ui, |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(heading).color(Color32::WHITE).strong())
                            .extend(),
                    );
                });
        }
        if let Some(first) = first {
            ui.add(egui::Label::new(first).wrap());
        }
    });
    if !rest.is_empty() {
        paragraph(&mut strip_ui, &rest.join("  "));
    }
    if explanation.heading.is_some() {
        // A sentence alone is named by its label.
        let said = strip_ui.min_rect();
        let response = ui.interact(said, ui.unique_id().with("board-explained"), Sense::hover());
        response.widget_info(|| {
            WidgetInfo::labeled(egui::Role::Status, true, explanation.name.as_str())
        });
    }
}

/// `text` wrapped to the width left in `ui`, in as many lines as its height holds: a text too
/// long for them (a tile joining four lines in a small window) ends in "…" there, and is
/// named whole for screen readers.
fn paragraph(ui: &mut Ui, text: &str) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let colour = ui.visuals().text_color();
    let layout = |max_rows: usize| {
        let mut job = egui::text::LayoutJob::single_section(
            text.to_owned(),
            egui::TextFormat::simple(font.clone(), colour),
        );
        job.wrap = egui::text::TextWrapping {
            max_width: ui.available_width(),
            max_rows,
            break_anywhere: false,
            overflow_character: Some('…'),
        };
        ui.painter().layout_job(job)
    };
    let mut galley = layout(usize::MAX);
    let rows = galley.rows.len().max(1);
    let room = ui.available_height();
    if galley.size().y > room + 0.5 {
        let row = galley.size().y / rows as f32;
        galley = layout(((room / row).floor() as usize).max(1));
    }
    let (rect, response) = ui.allocate_exact_size(galley.size(), Sense::hover());
    ui.painter().galley(rect.min, galley, colour);
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, text));
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

/// A hint (or a review's best turn): each tile nearly opaque on its cell, inside brackets in
/// the ring round it; its number in the order to place it and its points are listed under the
/// board (and the bank numbers the tiles), never on the tile.
fn paint_hint(
    painter: &egui::Painter,
    layout: BoardLayout,
    textures: Option<&TileTextures>,
    hint: &Hint,
) {
    for &(cell, tile, _) in &hint.placements {
        let rect = layout.cell_rect(cell);
        paint_ghost_tile(painter, rect, cell, textures, tile, 220);
        marks::brackets(painter, rect, palette::HINT);
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

/// The board's frame round its cells: the shadow the board casts on the table, the frame with
/// a lit rim along its outer edge, and a shaded edge where the cells sink into it.
fn paint_frame(painter: &egui::Painter, layout: BoardLayout) {
    let colours = palette::Board::here(painter);
    let outer = layout.rect.expand(layout.frame());
    let radius = CornerRadius::same(6);
    let shadow = egui::epaint::Shadow {
        offset: [0, 3],
        blur: 14,
        spread: 0,
        color: Color32::from_black_alpha(70),
    };
    painter.add(shadow.as_shape(outer, radius));
    painter.rect_filled(outer, radius, colours.frame);
    painter.rect_stroke(
        outer,
        radius,
        Stroke::new(1.5, colours.rim),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        layout.rect,
        CornerRadius::ZERO,
        Stroke::new(1.5, colours.edge_dark),
        StrokeKind::Outside,
    );
}

/// Column letters above and below the board, row numbers left and right of it.
fn paint_coordinates(painter: &egui::Painter, layout: BoardLayout) {
    let font = FontId::proportional((layout.cell_size * 0.3).clamp(super::text::BODY, 16.0));
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

/// Draws one cell as the board shows it: its ground ([`paint_ground`]), then what lies on it
/// ([`paint_on_cell`]).
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
    paint_ground(painter, rect, cell);
    paint_on_cell(painter, rect, cell, tile, textures, framed);
}

/// How far a cell's square sits inside its rectangle: the groove between two cells is twice
/// this.
const INLAY: f32 = 1.0;

/// The square of a cell, inlaid in the board: the groove round it, its premium's tint, sunk a
/// little (shaded along its top and left, lit along its bottom and right). The board draws
/// every cell's ground before any tile, so that a tile's shadow falls on its neighbours.
pub fn paint_ground(painter: &egui::Painter, rect: Rect, cell: Cell) {
    let colours = palette::Board::here(painter);
    painter.rect_filled(rect, CornerRadius::ZERO, colours.grid);
    let inlay = inlay(rect);
    painter.rect_filled(inlay, CornerRadius::same(2), colours.premium(premium(cell)));
    paint_edges(
        painter,
        inlay,
        (rect.width() * 0.03).clamp(1.0, 2.0),
        colours.edge_dark.gamma_multiply(0.6),
        colours.edge_light.gamma_multiply(0.5),
    );
}

/// The inlaid square of the cell at `rect`.
#[must_use]
pub fn inlay(rect: Rect) -> Rect {
    rect.shrink(INLAY)
}

/// What lies on a cell: its tile as a piece (with its shadow and bevel, and the start mark on
/// the start cell) or, when it is empty, its premium label or the start mark. With `framed`
/// the tile is drawn smaller, inside the frame of a turn's mark, so that the frame never covers
/// its value.
pub fn paint_on_cell(
    painter: &egui::Painter,
    rect: Rect,
    cell: Cell,
    tile: Option<loopit_core::Tile>,
    textures: Option<&TileTextures>,
    framed: bool,
) {
    match tile {
        Some(tile) => {
            let inset = if framed {
                marks::frame_width(rect.width())
            } else {
                1.0
            };
            paint_piece(
                painter,
                rect.shrink(inset),
                textures,
                tile,
                Color32::WHITE,
                0.0,
            );
            if cell == Cell::START {
                marks::start_corner(painter, rect);
            }
        }
        None => paint_empty_mark(painter, rect, cell, premium(cell)),
    }
}

/// A tile drawn as a piece: where its face goes and the shadow it casts, lying in its place or
/// lifted above it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Piece {
    /// Where the tile's face is drawn.
    pub face: Rect,
    /// The shadow it casts, drawn from its place.
    pub shadow: egui::epaint::Shadow,
}

impl Piece {
    /// A tile whose place is `rect`, `lift` points above it (0: lying there), its shadow of
    /// `colour`. Lying, it casts a short soft shadow down and to the right; lifted, its face
    /// rises by `lift` and its shadow falls further, wider and fainter.
    #[must_use]
    pub fn at(rect: Rect, lift: f32, colour: Color32) -> Piece {
        let lift = lift.max(0.0);
        let rest = (rect.width() * 0.03).clamp(1.0, 3.0);
        let offset = |by: f32| by.round().clamp(0.0, 127.0) as i8;
        Piece {
            face: rect.translate(Vec2::new(0.0, -lift)),
            shadow: egui::epaint::Shadow {
                offset: [offset(rest + lift * 0.3), offset(rest + lift * 0.4)],
                blur: (rest * 2.0 + lift * 1.5).round().clamp(0.0, 255.0) as u8,
                spread: 0,
                color: colour.gamma_multiply(1.0 / (1.0 + lift * 0.05)),
            },
        }
    }
}

/// How high the picked-up tile stands above its bank slot of side `size`.
#[must_use]
pub fn pick_up_lift(size: f32) -> f32 {
    (size * 0.07).clamp(3.0, 6.0)
}

/// Draws `tile` as a piece in its place `rect`, `lift` points above it ([`Piece`]): its shadow,
/// its face tinted with `tint`, and a bevel (lit along its top and left, shaded along its bottom
/// and right) that makes it stand off the board.
pub fn paint_piece(
    painter: &egui::Painter,
    rect: Rect,
    textures: Option<&TileTextures>,
    tile: loopit_core::Tile,
    tint: Color32,
    lift: f32,
) {
    let colours = palette::Board::here(painter);
    let piece = Piece::at(rect, lift, colours.shadow);
    painter.add(piece.shadow.as_shape(rect, CornerRadius::same(2)));
    paint_tile(painter, piece.face, textures, tile, tint);
    paint_edges(
        painter,
        piece.face,
        bevel_width(piece.face.width()),
        colours.edge_light,
        colours.edge_dark,
    );
}

/// The width of a tile's bevel for a tile of side `size`.
#[must_use]
pub fn bevel_width(size: f32) -> f32 {
    (size * 0.05).clamp(1.5, 4.0)
}

/// Four bands `width` wide along the inside of `rect`, `top_left` along its top and left,
/// `bottom_right` along the others, mitred at the corners: a raised edge when the top and left
/// are the lighter, a sunk one when they are the darker.
fn paint_edges(
    painter: &egui::Painter,
    rect: Rect,
    width: f32,
    top_left: Color32,
    bottom_right: Color32,
) {
    let inner = rect.shrink(width);
    let mut mesh = egui::epaint::Mesh::default();
    for (corners, colour) in [
        (
            [
                rect.left_top(),
                rect.right_top(),
                inner.right_top(),
                inner.left_top(),
            ],
            top_left,
        ),
        (
            [
                rect.left_top(),
                inner.left_top(),
                inner.left_bottom(),
                rect.left_bottom(),
            ],
            top_left.gamma_multiply(0.75),
        ),
        (
            [
                rect.left_bottom(),
                inner.left_bottom(),
                inner.right_bottom(),
                rect.right_bottom(),
            ],
            bottom_right,
        ),
        (
            [
                rect.right_top(),
                rect.right_bottom(),
                inner.right_bottom(),
                inner.right_top(),
            ],
            bottom_right.gamma_multiply(0.8),
        ),
    ] {
        let base = mesh.vertices.len() as u32;
        for corner in corners {
            mesh.colored_vertex(corner, colour);
        }
        mesh.add_triangle(base, base + 1, base + 2);
        mesh.add_triangle(base, base + 2, base + 3);
    }
    painter.add(egui::Shape::mesh(mesh));
}

/// Draws a tile's image (or, without images, its name) into `rect`.
pub fn paint_tile(
    painter: &egui::Painter,
    rect: Rect,
    textures: Option<&TileTextures>,
    tile: loopit_core::Tile,
    tint: Color32,
) {
    let tint = tint * palette::Board::here(painter).tile;
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
                palette::Board::LIGHT.ink,
            );
        }
    }
}

/// The label of an empty cell: its premium (`×3`) or the start mark.
fn paint_empty_mark(painter: &egui::Painter, rect: Rect, cell: Cell, multiplier: u32) {
    let size = rect.height();
    let ink = palette::Board::here(painter).ink;
    if cell == Cell::START {
        painter.circle_stroke(rect.center(), size * 0.3, Stroke::new(2.0, ink));
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            tr!("cell-start-mark"),
            FontId::proportional((size * 0.2).max(super::text::BODY)),
            ink,
        );
    } else if multiplier > 1 {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            format!("×{multiplier}"),
            FontId::proportional((size * 0.3).max(super::text::BODY)),
            palette::Board::here(painter).label,
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
            } else if let Some((_, p)) = scene.recent_turns.find(cell) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lifted_piece_stands_above_its_place_and_casts_a_longer_softer_fainter_shadow() {
        let place = Rect::from_min_size(Pos2::new(10.0, 20.0), Vec2::splat(60.0));
        let shadow = palette::Board::LIGHT.shadow;
        let lying = Piece::at(place, 0.0, shadow);
        let lifted = Piece::at(place, pick_up_lift(60.0), shadow);
        assert_eq!(lying.face, place, "lying, it is drawn in its place");
        assert!(
            lying.shadow.blur > 0 && lying.shadow.offset[1] > 0,
            "a soft shadow"
        );
        assert!(
            lifted.face.bottom() <= place.bottom() - 3.0,
            "{:?}",
            lifted.face
        );
        assert!((lifted.face.size() - place.size()).length() < 0.01);
        assert!(lifted.shadow.blur > lying.shadow.blur);
        assert!(lifted.shadow.offset[1] > lying.shadow.offset[1]);
        assert!(lifted.shadow.color.a() < lying.shadow.color.a());
    }

    #[test]
    fn every_theme_gives_a_tile_a_lit_and_a_shaded_edge_and_a_shadow() {
        use game_shell::theme::{Theme, luminance};
        for theme in [Theme::Light, Theme::Dark, Theme::Boxed] {
            let board = palette::Board::of(theme);
            for colour in [board.edge_light, board.edge_dark, board.shadow] {
                assert!(colour.a() > 40 && colour.a() < 255, "{theme:?}: {colour:?}");
            }
            assert!(
                luminance(board.edge_light.to_opaque()) > luminance(board.edge_dark.to_opaque()),
                "{theme:?}"
            );
        }
    }
}
