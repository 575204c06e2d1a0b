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

    /// Draws the game of `session`, with the guided game's rings (`guide`) when it is one.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        textures: Option<&TileTextures>,
        mode: PlayingMode,
        hint: Option<&Hint>,
        guide: Option<&crate::guide::Marks>,
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
        let scene = Scene::of_session(session)
            .with_hint(hint)
            .with_guide(guide)
            .with_motion(&self.motion);
        let game = session.game();
        let result = mode.result && game.is_over();
        let side_width = super::game_over::side_width(ui, result);
        let mut highlight = None;
        let mut score_rows = Vec::new();
        let mut bank_shown = false;
        Panel::right("side")
            .resizable(false)
            .exact_size(side_width)
            .show(ui, |ui| {
                ui.add_space(6.0);
                if result {
                    let turns = game.turn_summaries();
                    actions.extend(super::game_over::result_panel(ui, game, &turns));
                    return;
                }
                score_rows = side::scores_ui(ui, &scene);
                ui.separator();
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
        // From the window's size alone, so that the bank and the board never chase each
        // other's size from frame to frame; the bank row keeps its height when the game ends.
        let slot_size = (ui.available_size().min_elem() / 9.0).clamp(44.0, 84.0);
        // Whether the bank goes beside the board, decided on the window as it is without the
        // text's zoom (less the side panel, the menu and the status line); beside it, its tiles
        // keep their size on screen at any zoom. So zooming in never moves the bank nor takes
        // the board's room: the board grows at every step.
        let zoom = ui.ctx().zoom_factor();
        let window = ui.ctx().content_rect().size() * zoom;
        let unzoomed = window - egui::vec2((window.x * 0.27).clamp(230.0, 320.0), 48.0);
        let unzoomed_slot = (unzoomed.min_elem() / 9.0).clamp(44.0, 84.0);
        let vertical = bank_beside(unzoomed, unzoomed_slot);
        let slot_size = if vertical {
            unzoomed_slot / zoom
        } else {
            slot_size
        };
        let waiting = session.waiting_for();
        let mut bank = |ui: &mut Ui, view: &mut BankView, actions: &mut Vec<Action>| {
            ui.add_space(4.0);
            let heading = if game.is_over() {
                game_over_line(game)
            } else {
                tr!("bank-of", name = game.current_player().name.as_str())
            };
            ui.vertical_centered(|ui| {
                let label = egui::Label::new(RichText::new(heading).strong());
                // Beside the board the column is narrow: the heading wraps there.
                ui.add(if vertical {
                    label.wrap()
                } else {
                    label.truncate()
                });
            });
            if let Some(seat) = waiting {
                // Hot seat: the bank stays hidden until the next person is at the screen;
                // beside the board the button is over the board instead (below).
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
            Panel::bottom("bank").show(ui, |ui| bank(ui, &mut self.bank, &mut actions));
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
        egui::CentralPanel::default().show(ui, |ui| {
            let whole = ui.available_rect_before_wrap();
            let space = if vertical && !result {
                // The bank's column right beside the board, the two centred together (a board
                // zoomed larger than its space takes all the width there is to scroll in).
                let column = slot_size + 20.0 / zoom;
                let zoomed = game_shell::zoom::board_scale(ui.ctx()) > 1.0;
                let side = (whole.height() - super::board::notes_height(whole.width() - column))
                    .min(whole.width() - column)
                    .max(0.0);
                let left = if zoomed {
                    whole.left()
                } else {
                    whole.left() + ((whole.width() - column - side) / 2.0).max(0.0)
                };
                let column_rect = egui::Rect::from_min_size(
                    egui::pos2(left, whole.top()),
                    egui::vec2(column, whole.height()),
                );
                ui.scope_builder(egui::UiBuilder::new().max_rect(column_rect), |ui| {
                    bank(ui, &mut self.bank, &mut actions);
                });
                beside_board = Some(egui::Rect::from_min_max(
                    whole.left_top(),
                    egui::pos2(left + column, whole.bottom()),
                ));
                let right = if zoomed {
                    whole.right()
                } else {
                    (left + column + side).min(whole.right())
                };
                egui::Rect::from_min_max(
                    egui::pos2(left + column, whole.top()),
                    egui::pos2(right, whole.bottom()),
                )
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
        if let Some(seat) = waiting.filter(|_| vertical) {
            // The hot seat's hand-over card in the bank's place beside the board, so that the
            // next player studies the whole board while the card waits (a play test found the
            // card over the board's middle hid the last turn); over the middle of the board
            // only where the room beside it is too narrow for the card.
            const CARD_WIDTH: f32 = 150.0;
            let (centre, width) = match beside_board.filter(|room| room.width() >= CARD_WIDTH) {
                Some(room) => (room.center(), room.width() - 16.0),
                None => (
                    self.board.layout.rect.center(),
                    self.board.layout.rect.width() * 0.8,
                ),
            };
            // In the windows' order, not above it: Help or Rules opened while the card waits
            // is drawn over it, as a window opened later is.
            egui::Area::new(egui::Id::unique("hot-seat-ready"))
                .order(egui::Order::Middle)
                .pivot(egui::Align2::CENTER_CENTER)
                .fixed_pos(centre)
                .show(ui.ctx(), |ui| {
                    // A card: the next player's disc and the button.
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.set_max_width(width);
                        ui.vertical_centered(|ui| {
                            super::seat::badge(ui, game.players(), seat, 40.0);
                            ui.add_space(6.0);
                            if hot_seat_button(ui, game, seat, slot_size) {
                                actions.push(Action::Play(Move::Ready));
                            }
                        });
                    });
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
