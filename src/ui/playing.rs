//! The playing screen: the side panel (scores, the turn, the log) on the right, the bank
//! below the board, the board in the middle.

use egui::{Panel, RichText, Ui};

use super::bank::{BankMode, BankView};
use super::board::{BoardLayout, BoardView};
use super::game_over::game_over_line;
use super::motion::{self, Drawn};
use super::side::{self, LogView};
use crate::action::Action;
use crate::hint::Hint;
use crate::i18n::tr;
use crate::motion::Motion;
use crate::scene::Scene;
use crate::session::{Move, Session};
use crate::tiles::TileTextures;

/// How the playing screen is shown this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayingMode {
    /// Cheat mode is on.
    pub cheat: bool,
    /// Coordinates along the board's edges.
    pub coordinates: bool,
    /// The board's helper marks turned down (Options ▸ Quiet board marks).
    pub quiet_marks: bool,
    /// The board's keys work (no dialog is open, no text field has the keyboard).
    pub keys: bool,
    /// The computer to move is still thinking.
    pub thinking: bool,
    /// A hint is being worked out.
    pub hint_thinking: bool,
    /// The result of the game that is over is shown beside its board.
    pub result: bool,
}

/// The playing screen and what its parts remember between frames.
#[derive(Debug, Default)]
pub struct PlayingView {
    board: BoardView,
    bank: BankView,
    log: LogView,
    /// What is on its way on screen.
    pub motion: Motion,
    /// When the result was first shown (the window's clock), for the winner's celebration.
    celebrated: Option<f64>,
}

impl PlayingView {
    /// Forgets what belonged to the game before (the keyboard's cursor, the wheel's rest): a
    /// new or loaded game starts without them.
    pub fn forget_game(&mut self) {
        self.board.cursor = None;
        self.bank = BankView::default();
        self.motion.stop();
        self.celebrated = None;
    }

    /// Where the board was drawn in the last frame.
    #[must_use]
    pub fn board_layout(&self) -> BoardLayout {
        self.board.layout
    }

    /// The legal cell the tile in hand was previewed on in the last frame, if any.
    #[must_use]
    pub fn previewed(&self) -> Option<loopit_core::Cell> {
        self.board.previewed
    }

    /// Draws the game of `session`; in the guided game (`guide`), with its rings and its
    /// step at the top of the side panel.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        textures: Option<&TileTextures>,
        mode: PlayingMode,
        hint: Option<&Hint>,
        guide: Option<&crate::guide::Guide>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        if mode.keys {
            actions.extend(super::keyboard::board_keys(
                ui.ctx(),
                session,
                &mut self.board.cursor,
            ));
        }
        let human_turn = session.human_to_move();
        let log = session.log();
        let now = ui.input(|i| i.time);
        self.motion.begin_frame(now);
        let marks = guide.map(|guide| guide.marks(session));
        let scene = Scene::of_session(session)
            .with_hint(hint)
            .with_guide(marks.as_ref())
            .with_motion(&self.motion);
        let game = session.game();
        let result = mode.result && game.is_over();
        let side_width = super::game_over::side_width(ui, result);
        let scale = super::text::window_scale(ui.ctx().content_rect().size());
        // Whether the bank goes beside the board, decided on the window as it is without the
        // text's zoom (less the side panel, the menu and the status line), so that zooming in
        // never moves the bank nor takes the board's room: the board grows at every step.
        let vertical = bank_goes_beside(ui.ctx(), mode.coordinates);
        let waiting = session.waiting_for();
        // The hot seat's hand-over card waits in the bank's place beside the board, so that
        // the next player studies the whole board meanwhile; where the room left of the board
        // is too narrow for it, in the side panel under the scores (never over the board: a
        // play test found the card over its middle hid the last turn).
        let card_in_side = waiting.is_some() && vertical && !result && {
            let all = ui.available_rect_before_wrap();
            let central =
                egui::Rect::from_min_max(all.min, egui::pos2(all.max.x - side_width, all.max.y));
            beside_layout(ui.ctx(), central, mode.coordinates)
                .room
                .width()
                < CARD_WIDTH
        };
        let mut highlight = None;
        let mut score_rows = Vec::new();
        let mut bank_shown = false;
        Panel::right("side")
            .resizable(false)
            .exact_size(side_width)
            .show(ui, |ui| {
                super::text::grow(ui, scale);
                ui.add_space(6.0);
                if result {
                    let turns = game.turn_summaries();
                    actions.extend(super::game_over::result_panel(ui, game, &turns));
                    return;
                }
                if let Some(guide) = guide {
                    actions.extend(super::guide::panel(ui, guide, session));
                    ui.separator();
                }
                score_rows = side::scores_ui(ui, &scene);
                ui.separator();
                if let Some(seat) = waiting.filter(|_| card_in_side) {
                    hand_over_card(ui, game, seat, 48.0, &mut actions);
                    ui.separator();
                }
                actions.extend(side::turn_ui(
                    ui,
                    session,
                    side::TurnMode {
                        cheat: mode.cheat,
                        thinking: mode.thinking,
                        hint_thinking: mode.hint_thinking,
                    },
                ));
                ui.separator();
                highlight = self.log.ui(ui, &log, session.game().players());
            });
        // Under the board (a tall window): from the window's size alone, so that the bank and
        // the board never chase each other's size from frame to frame; the bank row keeps its
        // height when the game ends. Beside it, the board's own cells (below).
        let row_slot = (ui.available_size().min_elem() / 9.0).clamp(44.0, 84.0);
        let mut bank = |ui: &mut Ui, view: &mut BankView, actions: &mut Vec<Action>, slot_size| {
            ui.add_space(4.0);
            let heading = if game.is_over() {
                game_over_line(game)
            } else {
                tr!("bank-of", name = game.current_player().name.as_str())
            };
            let size =
                super::text::BODY * super::text::window_scale(ui.ctx().content_rect().size());
            ui.vertical_centered(|ui| {
                if vertical && !game.is_over() {
                    // Beside the board the column is a tile wide: "Bank" over the name, each
                    // on a line of its own (a play test saw "Bank von Spieler" with its "1"
                    // wrapped alone onto the next line), a long name shortened.
                    ui.label(RichText::new(tr!("bank-heading")).size(size).weak());
                    let name = game.current_player().name.as_str();
                    ui.add(egui::Label::new(RichText::new(name).size(size).strong()).truncate());
                } else {
                    let label = egui::Label::new(RichText::new(heading).size(size).strong());
                    ui.add(if vertical {
                        label.wrap()
                    } else {
                        label.truncate()
                    });
                }
            });
            if let Some(seat) = waiting {
                // Hot seat: the bank stays hidden until the next person is at the screen;
                // beside the board the card is in the bank's place or the side panel (below).
                if !vertical {
                    let row = super::bank::row_height(slot_size);
                    ui.allocate_ui(egui::vec2(ui.available_width(), row), |ui| {
                        ui.set_min_height(row);
                        ui.vertical_centered(|ui| {
                            if hot_seat_button(ui, game, seat, slot_size) {
                                actions.push(Action::Play(Move::Ready));
                            }
                        });
                    });
                }
            } else if game.is_over() {
                let row = super::bank::row_height(slot_size);
                ui.allocate_ui(egui::vec2(ui.available_width(), row), |ui| {
                    ui.set_min_height(row);
                    ui.vertical_centered(|ui| {
                        let button = egui::Button::new(tr!("show-result")).wrap();
                        if ui.add(button).clicked() {
                            actions.push(Action::ShowResult);
                        }
                    });
                });
            } else {
                let bank_mode = BankMode {
                    can_pick: human_turn,
                    cheat: session.can_cheat(mode.cheat),
                    vertical,
                };
                actions.extend(view.ui(ui, &scene, textures, bank_mode, slot_size));
                bank_shown = true;
            }
            ui.add_space(4.0);
        };
        // The result beside the final board: no bank left to show, the board takes its room.
        // Beside the board, the bank is drawn with it (below).
        if !result && !vertical {
            Panel::bottom("bank").show(ui, |ui| bank(ui, &mut self.bank, &mut actions, row_slot));
        }
        let scene = scene.with_highlight(
            highlight
                .and_then(|i| log.get(i))
                .map(|entry| entry.summary.placements),
        );
        self.board.quiet = mode.quiet_marks;
        // Beside the board: the room left of it (the bank's column and the margin before it),
        // where the hot seat's hand-over card waits.
        let mut beside_board = None;
        let mut slot_size = row_slot;
        board_panel(ui.style()).show(ui, |ui| {
            let whole = ui.available_rect_before_wrap();
            let space = if vertical && !result {
                // The bank's column right beside the board, its tiles as large as the board's
                // cells, the two centred together (a board zoomed larger than its space takes
                // all the width there is to scroll in).
                let beside = beside_layout(ui.ctx(), whole, mode.coordinates);
                slot_size = beside.slot;
                ui.scope_builder(egui::UiBuilder::new().max_rect(beside.column), |ui| {
                    bank(ui, &mut self.bank, &mut actions, beside.slot);
                });
                beside_board = Some(beside.room);
                beside.board
            } else {
                whole
            };
            self.board.bank_tip = self.bank.tip.take();
            ui.scope_builder(egui::UiBuilder::new().max_rect(space), |ui| {
                actions.extend(
                    self.board
                        .ui(ui, &scene, textures, human_turn, mode.coordinates),
                );
            });
        });
        if let Some(seat) = waiting.filter(|_| vertical && !card_in_side) {
            let room = beside_board.unwrap_or(self.board.layout.rect);
            // In the windows' order, not above it: Help or Rules opened while the card waits
            // is drawn over it, as a window opened later is.
            egui::Area::new(egui::Id::unique("hot-seat-ready"))
                .order(egui::Order::Middle)
                .pivot(egui::Align2::CENTER_CENTER)
                .fixed_pos(room.center())
                .show(ui.ctx(), |ui| {
                    ui.set_max_width(room.width() - 16.0);
                    hand_over_card(ui, game, seat, slot_size, &mut actions);
                });
        }
        let drawn = Drawn {
            board: self.board.layout,
            slots: bank_shown.then_some(&self.bank.slots),
            scores: &score_rows,
        };
        motion::paint(&mut self.motion, ui, drawn, textures, now);
        if result {
            self.celebrate(ui, game, now);
        }
        actions
    }

    /// The winner's celebration over the board, once per game, for
    /// [`CELEBRATION_SECONDS`](super::game_over::CELEBRATION_SECONDS) after the result is
    /// first shown; nothing with motion off.
    fn celebrate(&mut self, ui: &Ui, game: &loopit_core::Game, now: f64) {
        let start = *self.celebrated.get_or_insert(now);
        let elapsed = now - start;
        if !self.motion.is_on() || elapsed >= super::game_over::CELEBRATION_SECONDS {
            return;
        }
        let painter = ui.ctx().layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::unique("celebration"),
        ));
        let board = self.board.layout.rect.expand(self.board.layout.frame());
        let progress = (elapsed / super::game_over::CELEBRATION_SECONDS) as f32;
        super::game_over::paint_celebration(
            &painter,
            board,
            &super::game_over::winners(game),
            progress,
        );
        ui.ctx().request_repaint();
    }
}

/// The narrowest room beside the board the hot seat's hand-over card waits in; in less, it
/// waits in the side panel.
const CARD_WIDTH: f32 = 150.0;

/// The least side of a bank tile, where the board's cells are smaller still.
const LEAST_SLOT: f32 = 44.0;

/// The bank's column beside the board and the board's space, in the room left of the side
/// panel.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Beside {
    /// The side of a bank tile: the board's cells' (at least [`LEAST_SLOT`]).
    pub slot: f32,
    /// The bank's column.
    pub column: egui::Rect,
    /// The board's space (with the strip under it).
    pub board: egui::Rect,
    /// The room left of the board: the margin and the bank's column.
    pub room: egui::Rect,
}

/// The side of the bank's tiles beside a board in `space`: the side of the board's cells, as
/// [`layout_in`](super::board::layout_in) gives them next to a column of such tiles, at least
/// [`LEAST_SLOT`]; the strip under the board is as high as the type scale `text_scale` makes it.
#[must_use]
pub fn beside_slot(space: egui::Vec2, coordinates: bool, text_scale: f32) -> f32 {
    let mut slot = LEAST_SLOT;
    // The column takes from the board's width: a few rounds settle the two.
    for _ in 0..3 {
        let width = space.x - column_width(slot);
        let side = (space.y - super::board::notes_height(width, text_scale))
            .min(width)
            .max(0.0);
        let square = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::Vec2::splat(side));
        slot = super::board::layout_in(square, coordinates)
            .cell_size
            .max(LEAST_SLOT);
    }
    slot
}

/// The width of the bank's column for tiles of `slot`.
fn column_width(slot: f32) -> f32 {
    slot + 20.0
}

/// The bank's column right beside the board in `whole` (the room left of the side panel), the
/// two centred together (a board zoomed larger than its space takes all the width there is to
/// scroll in). The column is measured on the window without the text's zoom
/// (`ctx`'s), so that its tiles keep their size on screen at any zoom and zooming in only
/// makes the board larger.
#[must_use]
pub fn beside_layout(ctx: &egui::Context, whole: egui::Rect, coordinates: bool) -> Beside {
    let zoom = ctx.zoom_factor();
    let zoomed = game_shell::zoom::board_scale(ctx) > 1.0;
    let text_scale = super::text::window_scale(ctx.content_rect().size());
    let slot = beside_slot(whole.size() * zoom, coordinates, text_scale);
    let column = column_width(slot) / zoom;
    let slot = slot / zoom;
    let side = (whole.height() - super::board::notes_height(whole.width() - column, text_scale))
        .min(whole.width() - column)
        .max(0.0);
    let left = if zoomed {
        whole.left()
    } else {
        whole.left() + ((whole.width() - column - side) / 2.0).max(0.0)
    };
    let right = if zoomed {
        whole.right()
    } else {
        (left + column + side).min(whole.right())
    };
    Beside {
        slot,
        column: egui::Rect::from_min_size(
            egui::pos2(left, whole.top()),
            egui::vec2(column, whole.height()),
        ),
        board: egui::Rect::from_min_max(
            egui::pos2(left + column, whole.top()),
            egui::pos2(right, whole.bottom()),
        ),
        room: egui::Rect::from_min_max(whole.left_top(), egui::pos2(left + column, whole.bottom())),
    }
}

/// The hot seat's hand-over card: the next player's disc and the button they click once they
/// are at the screen (`slot_size` the button's least height over 0.7).
fn hand_over_card(
    ui: &mut Ui,
    game: &loopit_core::Game,
    seat: usize,
    slot_size: f32,
    actions: &mut Vec<Action>,
) {
    egui::Frame::popup(ui.style()).show(ui, |ui| {
        ui.vertical_centered(|ui| {
            super::seat::badge(ui, game.players(), seat, 40.0);
            ui.add_space(6.0);
            if hot_seat_button(ui, game, seat, slot_size) {
                actions.push(Action::Play(Move::Ready));
            }
        });
    });
}

/// The central panel of a screen with the board: a thin margin above and below it, so that
/// the board takes the window's height.
pub fn board_panel(style: &egui::Style) -> egui::CentralPanel {
    egui::CentralPanel::default()
        .frame(egui::Frame::central_panel(style).inner_margin(egui::Margin::symmetric(8, 2)))
}

/// Whether the bank goes beside the board in the window of `ctx` (see [`bank_beside`]),
/// decided on the window as it is without the text's zoom (less the side panel, the menu and
/// the status line): so zooming in never moves the bank nor takes the board's room.
#[must_use]
pub fn bank_goes_beside(ctx: &egui::Context, coordinates: bool) -> bool {
    let window = ctx.content_rect().size() * ctx.zoom_factor();
    let unzoomed = window
        - egui::vec2(
            super::game_over::side_width_at(window.x, window, false),
            48.0,
        );
    let text_scale = super::text::window_scale(ctx.content_rect().size());
    bank_beside(unzoomed, beside_slot(unzoomed, coordinates, text_scale))
}

/// Whether the bank goes beside the board (a column on its left) rather than under it, in
/// `space` (the room left of the side panel) with tiles of `slot_size`: where that leaves the
/// board the larger square, as in a wide window.
#[must_use]
pub fn bank_beside(space: egui::Vec2, slot_size: f32) -> bool {
    // The column's width, and the row's height with its heading, spacing and margins.
    let column = slot_size + 20.0;
    let row = slot_size + 60.0;
    (space.x - column).min(space.y) > (space.y - row).min(space.x)
}

/// The hot seat's button that the next person clicks once they are at the screen; true when
/// clicked.
fn hot_seat_button(ui: &mut Ui, game: &loopit_core::Game, seat: usize, slot_size: f32) -> bool {
    let name = game
        .players()
        .get(seat)
        .map(|p| p.name.as_str())
        .unwrap_or("");
    let button = egui::Button::new(
        RichText::new(tr!("hot-seat-ready", name = name)).size(super::text::HEADING),
    )
    .wrap()
    .min_size(egui::vec2(0.0, slot_size * 0.7));
    ui.add(button).clicked()
}
