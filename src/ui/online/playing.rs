//! The playing screen of an online game: the board, the scores, the log and the tiles left as
//! at one screen, the bank of this window's player only (a spectator sees none), and the
//! connection always in view at the top of the side panel.

use egui::{Panel, RichText, Ui};
use game_shell::frame::Shell;

use super::words;
use crate::action::Action;
use crate::i18n::tr;
use crate::online::{OnlineRoom, Phase};
use crate::scene::Scene;
use crate::tiles::TileTextures;
use crate::ui::bank::{BankMode, BankView};
use crate::ui::board::BoardView;
use crate::ui::side::{self, LogView, TurnMode};
use crate::ui::{WARNING, game_over::game_over_line};

/// The online playing screen and what its parts remember between frames.
#[derive(Debug, Default)]
pub struct OnlinePlayingView {
    board: BoardView,
    bank: BankView,
    log: LogView,
    /// What is on its way on screen: every player's placements, as at one screen.
    pub motion: crate::motion::Motion,
}

impl OnlinePlayingView {
    /// Draws the game of `room`; with `result` (its game over and the result asked for), the
    /// result beside the final board, as at one screen.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        room: &OnlineRoom,
        textures: Option<&TileTextures>,
        coordinates: bool,
        result: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(session) = room.session() else {
            return actions;
        };
        let mine = room.my_turn();
        if mine && ui.ctx().memory(|m| m.focused().is_none()) {
            actions.extend(crate::ui::keyboard::board_keys(
                ui.ctx(),
                session,
                &mut self.board.cursor,
            ));
        }
        let game = session.game();
        let hints = room.hints_taken();
        let log = room.log();
        let now = ui.input(|i| i.time);
        self.motion.begin_frame(now);
        let scene = Scene {
            recent_turns: room.recent_turns(),
            hints_taken: &hints,
            ..Scene::of_session(session)
        }
        .with_hint(room.hint())
        .with_motion(&self.motion);
        let mut score_rows = Vec::new();
        let mut bank_shown = false;
        let over = room.phase() == Phase::Over;
        let result = result && over;
        let side_width = crate::ui::game_over::side_width(ui, result);
        let mut highlight = None;
        Panel::right("online-side")
            .resizable(false)
            .exact_size(side_width)
            .show(ui, |ui| {
                // Its text grows with the window, as at one screen.
                crate::ui::text::grow(
                    ui,
                    crate::ui::text::window_scale(ui.ctx().content_rect().size()),
                );
                ui.add_space(6.0);
                let problem = room.problem().map(words::online_problem);
                game_shell::online::connection_line(ui, room, problem.as_deref());
                ui.separator();
                if result {
                    // The turns as the room's log has them: the picture of the game begins at
                    // the last snapshot (a reconnect, or a spectator who came late).
                    let turns: Vec<_> = log.iter().map(|entry| entry.summary).collect();
                    actions.extend(crate::ui::game_over::result_panel(ui, game, &turns));
                    return;
                }
                score_rows = side::scores_ui(ui, &scene);
                ui.separator();
                if over {
                    ui.heading(tr!("side-game-over"));
                    if ui.button(tr!("show-result")).clicked() {
                        actions.push(Action::ShowResult);
                    }
                } else if mine {
                    actions.extend(side::turn_ui(
                        ui,
                        session,
                        TurnMode {
                            cheat: false,
                            thinking: false,
                            hint_thinking: false,
                        },
                    ));
                } else {
                    let name = game.current_player().name.as_str();
                    ui.add(
                        egui::Label::new(RichText::new(tr!("to-move", name = name)).heading())
                            .truncate(),
                    );
                    ui.label(RichText::new(tr!("online-others-turn", name = name)).italics());
                    side::placements_ui(ui, game);
                }
                if let Some(refusal) = room.refusal() {
                    ui.colored_label(WARNING, words::server_refusal(refusal));
                }
                if let Some(step) = game_shell::online::leave_step(ui, room) {
                    actions.push(Action::Shell(Shell::Online(step)));
                }
                ui.separator();
                highlight = self.log.ui(ui, &log, game.players());
            });
        let slot_size = (ui.available_size().min_elem() / 9.0).clamp(44.0, 84.0);
        Panel::bottom("online-bank").show(ui, |ui| {
            ui.add_space(4.0);
            let me = room
                .seat()
                .and_then(|seat| game.players().get(seat))
                .map(|p| p.name.clone());
            let heading = if over {
                game_over_line(game)
            } else if room.watching() {
                tr!("online-watching")
            } else if mine {
                tr!("bank-of", name = me.as_deref().unwrap_or(""))
            } else {
                tr!(
                    "online-bank-later",
                    name = game.current_player().name.as_str()
                )
            };
            ui.vertical_centered(|ui| {
                ui.add(egui::Label::new(RichText::new(heading).strong()).truncate());
            });
            let row = crate::ui::bank::row_height(slot_size);
            ui.allocate_ui(egui::vec2(ui.available_width(), row), |ui| {
                ui.set_min_height(row);
                if mine {
                    let mode = BankMode {
                        can_pick: true,
                        cheat: false,
                        vertical: false,
                    };
                    actions.extend(self.bank.ui(ui, &scene, textures, mode, slot_size));
                    bank_shown = true;
                }
            });
            ui.add_space(4.0);
        });
        let scene = scene.with_highlight(
            highlight
                .and_then(|i| log.get(i))
                .map(|entry| entry.summary.placements),
        );
        self.board.bank_tip = self.bank.tip.take();
        egui::CentralPanel::default().show(ui, |ui| {
            actions.extend(self.board.ui(ui, &scene, textures, mine, coordinates));
        });
        let drawn = crate::ui::motion::Drawn {
            board: self.board.layout,
            slots: bank_shown.then_some(&self.bank.slots),
            scores: &score_rows,
        };
        crate::ui::motion::paint(&mut self.motion, ui, drawn, textures, now);
        actions
    }
}
