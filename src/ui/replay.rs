//! The replay screen: the board as it was at the step shown, with that turn's tiles marked,
//! the scores as they were, the turn log with the step's turn highlighted, and the bar that
//! steps through the game (buttons, ←/→, Home/End, Page Up/Down, a slider). Nothing here can
//! change the game: the board and the bank are drawn without interaction from the step's own
//! copy of the game.

use egui::{Key, Modifiers, Panel, RichText, Ui};

use super::bank::{BankMode, BankView};
use super::board::BoardView;
use super::side;
use crate::action::Action;
use crate::i18n::tr;
use crate::replay::Replay;
use crate::scene::Scene;
use crate::session::Session;
use crate::tiles::TileTextures;
use crate::words;

/// What the replay screen remembers between frames.
#[derive(Debug, Default)]
pub struct ReplayView {
    board: BoardView,
    bank: BankView,
    /// The log line last scrolled into view, so that it is scrolled to once per step.
    scrolled: Option<usize>,
}

impl ReplayView {
    /// Draws the replay of `session`'s game; `keys` is false while a dialog or a text field
    /// has the keyboard.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        replay: &Replay,
        textures: Option<&TileTextures>,
        coordinates: bool,
        keys: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        if keys {
            actions.extend(step_keys(ui.ctx(), replay));
        }
        let shown = Scene::of_position(replay.shown());
        let marked = replay.marked_turn();
        let side_width = super::game_over::side_width(ui, false);
        let scale = super::text::window_scale(ui.ctx().content_rect().size());
        let banks_shown = session.may_show_banks();
        // The step and its controls head the side panel, and the bank is a column beside the
        // board as in play: the board keeps the room it has in play (a play test saw its
        // cells shrink to 25 points at 800×600 under a bar of controls and a bank's row).
        let vertical = super::playing::bank_goes_beside(ui.ctx(), coordinates);
        Panel::right("replay-side")
            .resizable(false)
            .exact_size(side_width)
            .show(ui, |ui| {
                super::text::grow(ui, scale);
                ui.add_space(6.0);
                ui.add(egui::Label::new(RichText::new(step_text(replay)).strong()).wrap());
                ui.add_space(4.0);
                actions.extend(bar_ui(ui, replay));
                if !banks_shown {
                    // A bank is its player's secret while the hot seat's game goes on.
                    ui.label(
                        RichText::new(tr!("banks-hidden"))
                            .italics()
                            .color(ui.visuals().weak_text_color()),
                    );
                }
                ui.separator();
                side::scores_ui(ui, &shown);
                ui.separator();
                ui.heading(tr!("turns"));
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        for (i, entry) in session.log().iter().enumerate() {
                            let text = tr!(
                                "log-line",
                                turn = i + 1,
                                name = entry.player.as_str(),
                                text = words::log_text(&entry.summary)
                            );
                            let response = ui
                                .add(egui::Button::selectable(marked == Some(i), text).wrap())
                                .on_hover_text(tr!("replay-log-hover"));
                            if marked == Some(i) && self.scrolled != marked {
                                response.scroll_to_me(Some(egui::Align::Center));
                            }
                            if response.clicked()
                                && let Some(step) = replay.after_turn(i)
                            {
                                actions.push(Action::ReplayTo(step));
                            }
                        }
                    });
                self.scrolled = marked;
            });
        // The bank as it was at the step; none at the end of the game, where its room stays
        // empty so that the board keeps its size at the last step.
        let bank = |ui: &mut Ui, view: &mut BankView, slot_size: f32| {
            if shown.game.is_over() {
                return;
            }
            let mode = BankMode {
                can_pick: false,
                cheat: false,
                vertical,
            };
            // Nothing can be picked up: whatever the bank answers is dropped.
            let _ = view.ui(ui, &shown, textures, mode, slot_size);
        };
        if !vertical {
            let slot_size = (ui.available_size().min_elem() / 9.0).clamp(44.0, 84.0);
            Panel::bottom("replay-bank").show(ui, |ui| {
                ui.add_space(4.0);
                if banks_shown {
                    let row = super::bank::row_height(slot_size);
                    ui.allocate_ui(egui::vec2(ui.available_width(), row), |ui| {
                        ui.set_min_height(row);
                        bank(ui, &mut self.bank, slot_size);
                    });
                } else {
                    hidden_banks_row(ui, super::bank::row_height(slot_size));
                }
                ui.add_space(4.0);
            });
        }
        super::playing::board_panel(ui.style()).show(ui, |ui| {
            let whole = ui.available_rect_before_wrap();
            let space = if vertical && banks_shown {
                let beside = super::playing::beside_layout(ui.ctx(), whole, coordinates);
                ui.scope_builder(egui::UiBuilder::new().max_rect(beside.column), |ui| {
                    ui.add_space(4.0);
                    bank(ui, &mut self.bank, beside.slot);
                });
                beside.board
            } else {
                whole
            };
            ui.scope_builder(egui::UiBuilder::new().max_rect(space), |ui| {
                // Not interactive: nothing can be picked up or placed, so no move comes back.
                let _ = self.board.ui(ui, &shown, textures, false, coordinates);
            });
        });
        actions
    }
}

/// In place of a bank that is a secret (see [`Session::may_show_banks`]): a row of the bank's
/// height that says why no tiles are shown. Review's bar shows the same row.
pub(super) fn hidden_banks_row(ui: &mut Ui, height: f32) {
    let size = egui::vec2(ui.available_width(), height);
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::centered_and_justified(egui::Direction::TopDown),
        |ui| {
            ui.label(
                RichText::new(tr!("banks-hidden"))
                    .italics()
                    .color(ui.visuals().weak_text_color()),
            );
        },
    );
}

/// The step shown, in words: "Turn 5 of 31: Anna, tile 2 of 3".
fn step_text(replay: &Replay) -> String {
    let step = replay.step();
    let game = replay.shown();
    let turns = replay.turns();
    if game.is_over() {
        return tr!("replay-step-end", turns = step.turn);
    }
    let name = game.current_player().name.as_str();
    if step.placements == 0 {
        tr!(
            "replay-step-start",
            turn = step.turn + 1,
            turns = turns,
            name = name
        )
    } else {
        let count = replay
            .steps()
            .iter()
            .filter(|s| s.turn == step.turn)
            .count()
            - 1;
        tr!(
            "replay-step-placed",
            turn = step.turn + 1,
            turns = turns,
            name = name,
            placed = step.placements,
            count = count
        )
    }
}

/// The buttons, the slider and "Back to the game".
fn bar_ui(ui: &mut Ui, replay: &Replay) -> Vec<Action> {
    let mut actions = Vec::new();
    let index = replay.index();
    let last = replay.steps().len() - 1;
    let buttons = [
        (tr!("replay-first"), tr!("replay-first-key"), index > 0, 0),
        (
            tr!("replay-previous-turn"),
            tr!("replay-previous-turn-key"),
            index > 0,
            replay.previous_turn(),
        ),
        (
            tr!("replay-back"),
            tr!("replay-back-key"),
            index > 0,
            index.saturating_sub(1),
        ),
        (
            tr!("replay-forward"),
            tr!("replay-forward-key"),
            index < last,
            index + 1,
        ),
        (
            tr!("replay-next-turn"),
            tr!("replay-next-turn-key"),
            index < last,
            replay.next_turn(),
        ),
        (
            tr!("replay-last"),
            tr!("replay-last-key"),
            index < last,
            last,
        ),
    ];
    ui.horizontal_wrapped(|ui| {
        for (text, hint, enabled, to) in buttons {
            if ui
                .add_enabled(enabled, egui::Button::new(text))
                .on_hover_text(hint)
                .clicked()
            {
                actions.push(Action::ReplayTo(to));
            }
        }
        // The slider starts a row of its own: at 800 × 600 the German buttons leave it no
        // room, and a wrapped row cannot move a slider's value box along with it.
        ui.end_row();
        let mut step = index + 1;
        let slider = egui::Slider::new(&mut step, 1..=last + 1).text(tr!("replay-slider"));
        if ui.add(slider).changed() && step != index + 1 {
            actions.push(Action::ReplayTo(step - 1));
        }
        if ui
            .button(RichText::new(tr!("replay-leave")).strong())
            .on_hover_text(tr!("replay-leave-key"))
            .clicked()
        {
            actions.push(Action::LeaveReplay);
        }
    });
    actions
}

/// ←/→ one step, Page Up/Page Down one turn, Home/End the first and the last step.
fn step_keys(ctx: &egui::Context, replay: &Replay) -> Vec<Action> {
    let index = replay.index();
    let last = replay.steps().len() - 1;
    let mut actions = Vec::new();
    ctx.input_mut(|input| {
        let mut to = None;
        if input.consume_key(Modifiers::NONE, Key::ArrowLeft) {
            to = Some(index.saturating_sub(1));
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowRight) {
            to = Some((index + 1).min(last));
        }
        if input.consume_key(Modifiers::NONE, Key::PageUp) {
            to = Some(replay.previous_turn());
        }
        if input.consume_key(Modifiers::NONE, Key::PageDown) {
            to = Some(replay.next_turn());
        }
        if input.consume_key(Modifiers::NONE, Key::Home) {
            to = Some(0);
        }
        if input.consume_key(Modifiers::NONE, Key::End) {
            to = Some(last);
        }
        if let Some(to) = to.filter(|&to| to != index) {
            actions.push(Action::ReplayTo(to));
        }
    });
    actions
}
