//! The bank: the five tiles of the player to move. Click (or drag) to pick one up; in cheat
//! mode, double-click to mark one and turn the mouse wheel over it to swap it through the bag.

use egui::{
    Color32, CornerRadius, Event, MouseWheelUnit, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo,
};
use loopit_core::{Bank, SwapDirection};

use super::board::{DraggedTile, paint_piece, pick_up_lift};
use super::palette;
use crate::action::Action;
use crate::i18n::tr;
use crate::scene::Scene;
use crate::session::Move;
use crate::tiles::TileTextures;

/// Scrolling this many points (touchpads, smooth wheels) counts as one line: one cheat step.
const POINTS_PER_STEP: f32 = 40.0;

/// The bank view, with what it remembers of the mouse wheel between frames.
#[derive(Debug)]
pub struct BankView {
    wheel: f32,
    /// Where each slot was drawn in the last frame.
    pub slots: [egui::Rect; Bank::SIZE],
    /// What a click on the tile under the pointer does (or why it cannot be placed), for the
    /// strip under the board to say: a tooltip here covered the tiles beside it and the board.
    pub tip: Option<String>,
}

impl Default for BankView {
    fn default() -> BankView {
        BankView {
            wheel: 0.0,
            slots: [egui::Rect::NOTHING; Bank::SIZE],
            tip: None,
        }
    }
}

/// The height of a row of the bank with tiles of side `slot_size`, the room above them for
/// the picked-up tile's lift included: what takes the bank's place (the hot seat's button, a
/// bank kept secret, none at the end) keeps this height, so that the board keeps its size.
#[must_use]
pub fn row_height(slot_size: f32) -> f32 {
    slot_size + pick_up_lift(slot_size)
}

/// How the bank may be used this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BankMode {
    /// Tiles can be picked up and placed (a person's turn).
    pub can_pick: bool,
    /// Cheat mode is on: tiles can be marked and swapped.
    pub cheat: bool,
    /// The tiles one under the other (a column beside the board), else side by side.
    pub vertical: bool,
}

impl BankView {
    /// Draws the bank of the player to move in `scene`; `slot_size` is the side of one tile.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        scene: &Scene<'_>,
        textures: Option<&TileTextures>,
        mode: BankMode,
        slot_size: f32,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        self.tip = None;
        let game = scene.game;
        let bank = game.bank();
        let drawn = game.bank_at_turn_start();
        // Room above each tile for it to be lifted into when it is picked up, so that it
        // covers neither the heading nor the tile above.
        let lift_room = pick_up_lift(slot_size);
        let mut slots = |ui: &mut Ui| {
            if mode.vertical {
                ui.spacing_mut().item_spacing.y = ui.spacing().item_spacing.y.max(lift_room + 2.0);
            } else {
                let width = Bank::SIZE as f32 * (slot_size + ui.spacing().item_spacing.x);
                ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            }
            for slot in 0..Bank::SIZE {
                let (rect, response) =
                    ui.allocate_exact_size(Vec2::splat(slot_size), Sense::click_and_drag());
                self.slots[slot] = rect;
                let tile = bank.get(slot);
                // A tile on its way back is drawn where it is, not yet in its slot (it is in the
                // bank all the same: it can be picked up, and screen readers hear it is there).
                let arriving = scene.motion.is_some_and(|m| m.arriving_at_slot(slot));
                let placed = tile.is_none() && drawn.get(slot).is_some();
                let selected = scene.selected == Some(slot) && tile.is_some();
                let marked = mode.cheat && scene.cheat_slot == Some(slot) && tile.is_some();
                let fits = !game.legal_cells(slot).is_empty();
                let painter = ui.painter();

                // The slot is a tray the tile lies in; the picked-up tile stands above it.
                painter.rect_filled(rect, CornerRadius::same(4), ui.visuals().extreme_bg_color);
                let lift = if selected {
                    pick_up_lift(slot_size)
                } else {
                    0.0
                };
                let face = rect.shrink(3.0).translate(Vec2::new(0.0, -lift));
                match tile.filter(|_| !arriving) {
                    Some(tile) => {
                        let greyed = !fits && mode.can_pick;
                        let tint = if greyed {
                            Color32::from_gray(140)
                        } else {
                            Color32::WHITE
                        };
                        paint_piece(painter, rect.shrink(3.0), textures, tile, tint, lift);
                        if greyed {
                            // Not by its grey alone: a tile that fits nowhere is hatched too.
                            let r = face;
                            let stroke = Stroke::new(1.5, Color32::from_gray(90));
                            for i in 1..4 {
                                let t = i as f32 / 4.0;
                                painter.line_segment(
                                    [
                                        r.left_bottom() + Vec2::new(r.width() * t, 0.0),
                                        r.left_bottom() + Vec2::new(0.0, -r.height() * t),
                                    ],
                                    stroke,
                                );
                                painter.line_segment(
                                    [
                                        r.right_top() - Vec2::new(r.width() * t, 0.0),
                                        r.right_top() + Vec2::new(0.0, r.height() * t),
                                    ],
                                    stroke,
                                );
                            }
                        }
                    }
                    None => {
                        painter.rect_stroke(
                            rect.shrink(4.0),
                            CornerRadius::same(3),
                            Stroke::new(1.0, ui.visuals().weak_text_color()),
                            StrokeKind::Inside,
                        );
                        if placed {
                            paint_placed_mark(painter, rect, ui.visuals().weak_text_color());
                        }
                    }
                }
                // A hint's tiles are numbered here as on the board: which tile goes first.
                let hinted = tile.and_then(|t| {
                    scene
                        .hint
                        .and_then(|h| h.placements.iter().position(|&(_, ht, _)| ht == t))
                });
                if let Some(order) = hinted {
                    let radius = (slot_size * 0.14).max(8.0);
                    let centre =
                        face.expand(3.0).right_top() + Vec2::new(-radius - 2.0, radius + 2.0);
                    painter.circle_filled(centre, radius, palette::HINT);
                    painter.text(
                        centre,
                        egui::Align2::CENTER_CENTER,
                        (order + 1).to_string(),
                        egui::FontId::proportional((radius * 1.3).max(super::text::BODY)),
                        Color32::WHITE,
                    );
                }
                if selected {
                    painter.rect_stroke(
                        face.expand(2.0),
                        CornerRadius::same(4),
                        Stroke::new(3.0, palette::SELECTED),
                        StrokeKind::Outside,
                    );
                }
                if scene.guide.and_then(|g| g.slot) == Some(slot) && tile.is_some() {
                    super::marks::guide_slot(painter, rect);
                }
                if marked {
                    // Dashed, unlike the solid frame of the picked-up tile.
                    let r = rect.expand(3.5);
                    let path = super::marks::outline(r);
                    painter.extend(egui::Shape::dashed_line(
                        &path,
                        Stroke::new(3.0, palette::CHEAT),
                        6.0,
                        4.0,
                    ));
                }

                let Some(tile) = tile else {
                    let state = if placed { Slot::Placed } else { Slot::Empty };
                    describe(&response, slot, state);
                    continue;
                };
                if mode.cheat && response.double_clicked() {
                    actions.push(Action::Play(Move::CheatMark(slot)));
                } else if mode.can_pick && response.clicked() {
                    actions.push(if selected {
                        Action::Play(Move::PutDown)
                    } else {
                        Action::Play(Move::PickUp(slot))
                    });
                } else if mode.can_pick && response.drag_started() {
                    egui::DragAndDrop::set_payload(ui.ctx(), DraggedTile(slot));
                    actions.push(Action::Play(Move::PickUp(slot)));
                }
                if marked
                    && response.hovered()
                    && let Some(direction) = self.wheel_direction(ui)
                {
                    actions.push(Action::Play(Move::CheatSwap { slot, direction }));
                }
                if response.hovered() {
                    self.tip = if marked {
                        Some(tr!("bank-tip-marked"))
                    } else if !fits && mode.can_pick {
                        Some(tr!("bank-tip-nowhere"))
                    } else if mode.can_pick {
                        Some(tr!("bank-tip-pick"))
                    } else {
                        None
                    };
                }
                if mode.can_pick && response.dragged() {
                    ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
                }
                let state = Slot::Tile {
                    tile,
                    selected,
                    marked,
                    fits_nowhere: !fits && mode.can_pick,
                    hinted,
                };
                describe(&response, slot, state);
            }
        };
        // A row as wide as the panel but only as high as a tile; a column as narrow as one.
        ui.add_space(lift_room);
        if mode.vertical {
            ui.vertical_centered(|ui| slots(ui));
        } else {
            ui.horizontal(|ui| slots(ui));
        }
        actions
    }

    /// One cheat step for the wheel turned over a marked tile this frame: down (towards the
    /// player) is forward, up is back. Every wheel adds up: a notch is one line, whether it
    /// comes as one event or in parts (high-resolution wheels send fractions of a line), and
    /// smooth scrolling counts [`POINTS_PER_STEP`] points as a line; a step is made for each
    /// whole line, the rest kept for the next frame. Turning the other way starts afresh.
    fn wheel_direction(&mut self, ui: &Ui) -> Option<SwapDirection> {
        ui.input(|input| {
            for event in &input.events {
                if let Event::MouseWheel { unit, delta, .. } = event {
                    let lines = match unit {
                        MouseWheelUnit::Line | MouseWheelUnit::Page => delta.y,
                        MouseWheelUnit::Point => delta.y / POINTS_PER_STEP,
                    };
                    if lines * self.wheel < 0.0 {
                        self.wheel = 0.0;
                    }
                    self.wheel += lines;
                }
            }
        });
        // A little slack, so that parts adding up to a line make one (0.1 + 0.9 ≈ 1).
        const WHOLE: f32 = 1.0 - 1e-3;
        if self.wheel <= -WHOLE {
            self.wheel = (self.wheel + 1.0).min(0.0);
            Some(SwapDirection::Forward)
        } else if self.wheel >= WHOLE {
            self.wheel = (self.wheel - 1.0).max(0.0);
            Some(SwapDirection::Back)
        } else {
            None
        }
    }
}

/// What a bank slot holds, as screen readers are told.
#[derive(Copy, Clone, Debug)]
enum Slot {
    /// Nothing, since the turn began.
    Empty,
    /// Its tile is on the board this turn.
    Placed,
    /// A tile.
    Tile {
        tile: loopit_core::Tile,
        selected: bool,
        marked: bool,
        fits_nowhere: bool,
        /// Its place in the hint's order (0 first).
        hinted: Option<usize>,
    },
}

/// Names a bank slot for screen readers and tests: `bank 2: 331, picked up`.
fn describe(response: &egui::Response, slot: usize, state: Slot) {
    // A list for screen readers: the slot, then what is in it.
    let mut parts = Vec::new();
    let (mut has_tile, mut is_selected) = (false, false);
    match state {
        Slot::Tile {
            tile,
            selected,
            marked,
            fits_nowhere,
            hinted,
        } => {
            has_tile = true;
            is_selected = selected;
            parts.push(tr!("bank-tile", tile = tile.to_string()));
            if selected {
                parts.push(tr!("bank-picked"));
            }
            if marked {
                parts.push(tr!("bank-marked"));
            }
            if fits_nowhere {
                parts.push(tr!("bank-nowhere"));
            }
            if let Some(order) = hinted {
                parts.push(tr!("bank-hinted", order = order + 1));
            }
        }
        Slot::Placed => parts.push(tr!("bank-placed")),
        Slot::Empty => parts.push(tr!("bank-empty")),
    }
    let text = format!(
        "{}: {}",
        tr!("bank-slot", slot = slot + 1),
        parts.join(", ")
    );
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, has_tile, is_selected, &text));
}

/// The mark of an empty slot whose tile went onto the board this turn: the word ("placed")
/// where it fits inside the slot, else a check mark, never a word cut off at the slot's edge
/// (the bank's tiles are the size of the board's cells, 44 points at 800×600).
fn paint_placed_mark(painter: &egui::Painter, rect: egui::Rect, colour: Color32) {
    let room = rect.shrink(6.0);
    let font = egui::FontId::proportional((rect.height() * 0.18).max(super::text::BODY));
    let galley = painter.layout_no_wrap(tr!("bank-placed-mark"), font, colour);
    if galley.size().x <= room.width() {
        let at = rect.center() - galley.size() / 2.0;
        painter.galley(at, galley, colour);
    } else {
        let side = room.width().min(room.height()) * 0.5;
        let c = rect.center();
        let stroke = Stroke::new((side * 0.12).max(2.0), colour);
        painter.line_segment(
            [
                c + Vec2::new(-side * 0.5, 0.0),
                c + Vec2::new(-side * 0.15, side * 0.35),
            ],
            stroke,
        );
        painter.line_segment(
            [
                c + Vec2::new(-side * 0.15, side * 0.35),
                c + Vec2::new(side * 0.5, -side * 0.4),
            ],
            stroke,
        );
    }
}
