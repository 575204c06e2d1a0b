//! The board: 64 cells a person clicks (each named for screen readers and tests), the stones
//! with the short turning animation after a move, the legal cells marked, and a preview of
//! what a hovered cell would turn, the last stone laid (a small square on it), a hint (a
//! ringed ghost stone), the moves' values on their cells (Analysis ▸ Show move values) and a
//! reviewed move (the move played and the best move ringed).

use std::f32::consts::PI;

use egui::{Align2, Color32, FontId, Id, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2};
use game_shell::motion::eased;
use reversi_core::analysis::Values;
use reversi_core::{Board, Cell, Cells, Game, Move, Played, Rules};

use super::{draw_stone, stone_colour};
use crate::action::Action;
use crate::words;

/// How long turned stones take to turn, in seconds.
pub const TURN_SECONDS: f64 = 0.35;

/// Stones turning after a move, for the short animation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Animation {
    laid: Option<Cell>,
    turned: Cells,
    started: f64,
}

impl Animation {
    /// The animation of `played`, starting at `now` (the window's clock, in seconds).
    #[must_use]
    pub fn of(played: Played, now: f64) -> Animation {
        Animation {
            laid: match played.mv {
                Move::Lay(cell) => Some(cell),
                Move::Pass => None,
            },
            turned: played.turned,
            started: now,
        }
    }

    /// How far it has got at `now`, from 0 to 1: eased as every movement of the three
    /// windows is (game-shell's `motion::eased`: quick at first, settling softly).
    #[must_use]
    pub fn progress(&self, now: f64) -> f64 {
        eased(self.started, now, TURN_SECONDS).map_or(1.0, f64::from)
    }

    /// Whether it is still running at `now`.
    #[must_use]
    pub fn running(&self, now: f64) -> bool {
        eased(self.started, now, TURN_SECONDS).is_some()
    }
}

/// What the board shows besides the stones and the last move.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks<'a> {
    /// Stones turning after a move.
    pub animation: Option<Animation>,
    /// The hinted move: a ringed ghost stone.
    pub hint: Option<Move>,
    /// The legal moves' values, each drawn on its cell (the best in gold).
    pub values: Option<&'a Values>,
    /// A reviewed move: the move played (an orange ring) and the best move (a white ring).
    pub review: Option<(Move, Move)>,
}

/// The colour of the best move's value on the board.
pub const BEST_VALUE: Color32 = Color32::from_rgb(255, 214, 90);
/// The ring around a reviewed move as played.
pub const PLAYED_RING: Color32 = Color32::from_rgb(255, 140, 40);

/// Draws the board of `game` with the last move marked and the `marks`; `human_turn` while a
/// person is to move (the legal cells are marked, a hovered one previewed). A click on a cell
/// asks to lay a stone there.
pub fn ui(ui: &mut Ui, game: &Game, human_turn: bool, marks: Marks<'_>) -> Vec<Action> {
    let Marks {
        animation,
        hint,
        values,
        review,
    } = marks;
    let mut actions = Vec::new();
    let available = ui.available_size();
    let side = available.x.min(available.y).max(80.0);
    let (area, _) = ui.allocate_exact_size(available, Sense::hover());
    let board_rect = Rect::from_center_size(area.center(), Vec2::splat(side));
    let cell_size = side / 8.0;
    let position = game.position();
    let rules = position.rules();
    let board = position.board();
    let mover = position.to_move();
    let legal = position.legal_cells();
    let now = ui.input(|i| i.time);
    let painter = ui.painter_at(board_rect);
    felt(&painter, board_rect);

    let mut hovered = None;
    for cell in Cell::all() {
        let min =
            board_rect.min + Vec2::new(f32::from(cell.col()), f32::from(cell.row())) * cell_size;
        let rect = Rect::from_min_size(min, Vec2::splat(cell_size));
        let response = ui.interact(
            rect,
            Id::unique("reversi-cell").with(cell.index()),
            Sense::click(),
        );
        let value = values
            .filter(|_| human_turn)
            .and_then(|v| v.of(Move::Lay(cell)));
        let label = match value {
            Some(value) if board.at(cell).is_none() => {
                words::cell_value_label(&cell.to_string(), value)
            }
            _ => words::cell_label(
                &cell.to_string(),
                rules,
                board.at(cell),
                legal.contains(cell),
            ),
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.clicked() {
            actions.push(Action::Play(Move::Lay(cell)));
        }
        if response.hovered() && human_turn && legal.contains(cell) {
            hovered = Some(cell);
        }
    }
    grid(&painter, board_rect, cell_size);
    let centre = |cell: Cell| -> Pos2 {
        board_rect.min
            + Vec2::new(f32::from(cell.col()) + 0.5, f32::from(cell.row()) + 0.5) * cell_size
    };
    let radius = cell_size * 0.42;
    let animating = animation.filter(|a| a.running(now));
    let progress = animating.map_or(1.0, |a| a.progress(now));
    for cell in board.occupied().iter() {
        let Some(colour) = board.at(cell) else {
            continue;
        };
        let c = centre(cell);
        if animating.is_some_and(|a| a.turned.contains(cell)) {
            // Turn over: the stone narrows, shows its old colour, then widens in the new.
            let t = progress as f32;
            let width = (t * PI).cos().abs().max(0.05);
            let shown = if t < 0.5 { colour.other() } else { colour };
            painter.add(Shape::ellipse_filled(
                c + Vec2::new(1.5, 2.0),
                Vec2::new(radius * width, radius),
                Color32::from_black_alpha(60),
            ));
            painter.add(Shape::ellipse_filled(
                c,
                Vec2::new(radius * width, radius),
                stone_colour(shown, rules),
            ));
            continue;
        }
        let r = match animating {
            Some(a) if a.laid == Some(cell) => radius * (0.6 + 0.4 * progress as f32),
            _ => radius,
        };
        draw_stone(&painter, c, r, stone_colour(colour, rules));
    }
    let valued = |cell: Cell| values.is_some_and(|v| v.of(Move::Lay(cell)).is_some());
    if human_turn {
        for cell in legal.iter().filter(|&c| Some(c) != hovered && !valued(c)) {
            painter.circle_filled(
                centre(cell),
                cell_size * 0.08,
                stone_colour(mover, rules).gamma_multiply(0.7),
            );
        }
    }
    if let Some(cell) = hovered {
        draw_stone(
            &painter,
            centre(cell),
            radius,
            stone_colour(mover, rules).gamma_multiply(0.55),
        );
        for turned in board.turned_by(cell, mover).iter() {
            ring(&painter, centre(turned), radius, stone_colour(mover, rules));
        }
    }
    // The last stone laid: a small square in the other colour on it.
    if let Some(Move::Lay(cell)) = game.history().last().map(|p| p.mv)
        && let Some(colour) = board.at(cell)
    {
        painter.rect_filled(
            Rect::from_center_size(centre(cell), Vec2::splat(cell_size * 0.14)),
            1.0,
            stone_colour(colour.other(), rules),
        );
    }
    if let Some(Move::Lay(cell)) = hint
        && human_turn
    {
        draw_stone(
            &painter,
            centre(cell),
            radius,
            stone_colour(mover, rules).gamma_multiply(0.35),
        );
        painter.circle_stroke(centre(cell), radius, Stroke::new(3.0, Color32::WHITE));
    }
    if let Some(values) = values.filter(|_| human_turn) {
        let best = values.best().map(|b| b.value);
        for m in &values.moves {
            if let Move::Lay(cell) = m.mv {
                let colour = if Some(m.value) == best {
                    BEST_VALUE
                } else {
                    Color32::WHITE
                };
                value_text(&painter, centre(cell), cell_size, m.value, colour);
            }
        }
    }
    if let Some((played, best)) = review {
        if let Move::Lay(cell) = best {
            painter.circle_stroke(centre(cell), radius * 0.9, Stroke::new(3.0, Color32::WHITE));
        }
        if let Move::Lay(cell) = played {
            painter.circle_stroke(centre(cell), radius * 0.7, Stroke::new(4.0, PLAYED_RING));
        }
    }
    coordinates(&painter, board_rect, cell_size);
    actions
}

/// A move's value on its (empty) cell: the signed stone difference on a dark plate, so that
/// it reads on the felt whatever the theme.
fn value_text(painter: &egui::Painter, centre: Pos2, cell_size: f32, value: i32, colour: Color32) {
    let font = FontId::proportional((cell_size * 0.3).clamp(9.0, 26.0));
    let galley = painter.layout_no_wrap(words::signed(value), font, colour);
    let plate = Rect::from_center_size(centre, galley.size() + Vec2::new(8.0, 2.0));
    painter.rect_filled(plate, 4.0, Color32::from_black_alpha(150));
    if colour == BEST_VALUE {
        // The best move's plate is framed in its colour too.
        painter.rect_stroke(
            plate,
            4.0,
            Stroke::new(1.5, colour),
            egui::StrokeKind::Outside,
        );
    }
    painter.galley(centre - galley.size() / 2.0, galley, colour);
}

/// The board's green felt.
fn felt(painter: &egui::Painter, board_rect: Rect) {
    painter.rect_filled(board_rect, 4.0, Color32::from_rgb(34, 110, 70));
}

/// The centre of `cell` on a board drawn in `board_rect`.
#[must_use]
pub fn centre(board_rect: Rect, cell: Cell) -> Pos2 {
    let cell_size = board_rect.width() / 8.0;
    board_rect.min + Vec2::new(f32::from(cell.col()) + 0.5, f32::from(cell.row()) + 0.5) * cell_size
}

/// A board standing still, as the game's board draws it (felt, grid, stones, coordinates):
/// for the pictures of the rules.
pub fn paint_still(painter: &egui::Painter, board_rect: Rect, board: &Board, rules: Rules) {
    let cell_size = board_rect.width() / 8.0;
    felt(painter, board_rect);
    grid(painter, board_rect, cell_size);
    for cell in board.occupied().iter() {
        if let Some(colour) = board.at(cell) {
            draw_stone(
                painter,
                centre(board_rect, cell),
                cell_size * 0.42,
                stone_colour(colour, rules),
            );
        }
    }
    coordinates(painter, board_rect, cell_size);
}

/// The ring the board puts around a stone a move turns (or would turn).
pub fn ring(painter: &egui::Painter, centre: Pos2, radius: f32, colour: Color32) {
    painter.circle_stroke(centre, radius * 0.75, Stroke::new(3.0, colour));
}

/// The grid lines.
fn grid(painter: &egui::Painter, board_rect: Rect, cell_size: f32) {
    let side = cell_size * 8.0;
    let line = Stroke::new(1.0, Color32::from_rgb(20, 70, 45));
    for i in 0..=8u8 {
        let d = f32::from(i) * cell_size;
        painter.line_segment(
            [
                board_rect.min + Vec2::new(d, 0.0),
                board_rect.min + Vec2::new(d, side),
            ],
            line,
        );
        painter.line_segment(
            [
                board_rect.min + Vec2::new(0.0, d),
                board_rect.min + Vec2::new(side, d),
            ],
            line,
        );
    }
}

/// The coordinates along the top (a–h) and the left (1–8).
fn coordinates(painter: &egui::Painter, board_rect: Rect, cell_size: f32) {
    let font = FontId::proportional((cell_size * 0.18).clamp(8.0, 14.0));
    for i in 0..8u8 {
        let d = (f32::from(i) + 0.5) * cell_size;
        painter.text(
            board_rect.min + Vec2::new(d, 2.0),
            Align2::CENTER_TOP,
            char::from(b'a' + i),
            font.clone(),
            Color32::from_white_alpha(120),
        );
        painter.text(
            board_rect.min + Vec2::new(3.0, d),
            Align2::LEFT_CENTER,
            char::from(b'1' + i),
            font.clone(),
            Color32::from_white_alpha(120),
        );
    }
}
