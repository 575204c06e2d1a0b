//! The side panel: scores, the turn in progress with its points and the End turn button,
//! and the history of turns.

use egui::{Align, CornerRadius, Layout, RichText, Sense, Ui, Vec2, WidgetInfo};
use game_shell::frame::Shell;
use game_shell::menu::{UNDO, shortcut_text};
use loopit_core::{Game, explain};

use super::keyboard::END_TURN;
use super::{cell_label, kind_text, palette};
use crate::action::Action;
use crate::i18n::tr;
use crate::scene::Scene;
use crate::session::{LogEntry, Move, Session};
use crate::words;

/// The scores of every player in `scene`, the player to move highlighted; where each row was
/// drawn, in seating order. With motion, a score counts up to its new value (screen readers
/// are told the score itself at once) and the highlight grows on the next player's row.
pub fn scores_ui(ui: &mut Ui, scene: &Scene<'_>) -> Vec<egui::Rect> {
    let game = scene.game;
    let now = ui.input(|i| i.time);
    ui.heading(tr!("scores"));
    let pending = game.placed().points();
    // The panel's type scale: its rows grow with its text.
    let f = super::text::scale_of(ui);
    let mut rows = Vec::with_capacity(game.players().len());
    for (seat, player) in game.players().iter().enumerate() {
        let to_move = seat == game.current() && !game.is_over();
        let height = 34.0 * f;
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(ui.available_width(), height), Sense::hover());
        rows.push(rect);
        let painter = ui.painter();
        if to_move {
            let grown = scene.motion.map_or(1.0, |m| m.turn_highlight(seat, now));
            painter.rect_filled(
                rect.shrink2(Vec2::new(rect.width() * 0.5 * (1.0 - grown), 0.0)),
                CornerRadius::same(4),
                ui.visuals().selection.bg_fill.gamma_multiply(0.6 * grown),
            );
        }
        let text_colour = ui.visuals().strong_text_color();
        let weak = ui.visuals().weak_text_color();
        if to_move {
            let c = rect.left_center() + Vec2::new(10.0, 0.0) * f;
            let points = vec![
                c + Vec2::new(-5.0, -6.0) * f,
                c + Vec2::new(6.0, 0.0) * f,
                c + Vec2::new(-5.0, 6.0) * f,
            ];
            painter.add(egui::Shape::convex_polygon(
                points,
                text_colour,
                egui::Stroke::NONE,
            ));
        }
        // The seat's disc: its colour and its letter.
        super::seat::paint_badge(
            painter,
            rect.left_center() + Vec2::new(31.0, 0.0) * f,
            11.0 * f,
            seat,
            &super::seat::letter(game.players(), seat),
        );
        let hints = scene.hints_taken.get(seat).copied().unwrap_or(0);
        let kind = if hints > 0 {
            tr!(
                "kind-with-hints",
                kind = kind_text(player.kind),
                hints = hints
            )
        } else {
            kind_text(player.kind)
        };
        let counted = scene
            .motion
            .map_or(player.score, |m| m.score_shown(seat, player.score, now));
        // The score at the right; this turn's points after it, or, where the row is too narrow
        // for them beside the kind of player (a play test saw "325 (+44)" drawn over
        // "computer (Normal)"), small under the score, on the kind's line.
        let left = rect.left() + 48.0 * f;
        let right = rect.right() - 8.0;
        let score_font = egui::FontId::proportional(super::text::sized(ui, super::text::HEADING));
        let small = egui::FontId::proportional(super::text::sized(ui, super::text::BODY));
        let kind_galley = painter.layout_no_wrap(kind.clone(), small.clone(), weak);
        let whole = painter.layout_no_wrap(
            if to_move && pending > 0 {
                format!("{counted} (+{pending})")
            } else {
                counted.to_string()
            },
            score_font.clone(),
            text_colour,
        );
        let beside = left + kind_galley.size().x + 8.0 <= right - whole.size().x;
        let (score, kind_room) = if beside || !(to_move && pending > 0) {
            painter.galley(
                egui::pos2(
                    right - whole.size().x,
                    rect.center().y - whole.size().y / 2.0,
                ),
                whole.clone(),
                text_colour,
            );
            (whole.size().x, right - whole.size().x - 8.0 - left)
        } else {
            let total = painter.layout_no_wrap(counted.to_string(), score_font, text_colour);
            painter.galley(
                egui::pos2(
                    right - total.size().x,
                    rect.center().y - 6.0 * f - total.size().y / 2.0,
                ),
                total.clone(),
                text_colour,
            );
            let extra = painter.layout_no_wrap(format!("(+{pending})"), small.clone(), text_colour);
            painter.galley(
                egui::pos2(
                    right - extra.size().x,
                    rect.center().y + 9.0 * f - extra.size().y / 2.0,
                ),
                extra.clone(),
                text_colour,
            );
            (total.size().x, right - extra.size().x - 8.0 - left)
        };
        // A long name is cut with "…" before it reaches the score; so is the kind of player
        // where even the small points leave it too little room.
        let name = truncated(
            painter,
            &player.name,
            egui::FontId::proportional(super::text::sized(ui, super::text::LEAD)),
            text_colour,
            right - score - 8.0 - left,
        );
        painter.galley(
            egui::pos2(left, rect.center().y - 6.0 * f - name.size().y / 2.0),
            name,
            text_colour,
        );
        let kind_shown = truncated(painter, &kind, small, weak, kind_room);
        painter.galley(
            egui::pos2(left, rect.center().y + 9.0 * f - kind_shown.size().y / 2.0),
            kind_shown,
            weak,
        );
        let label = if to_move {
            tr!(
                "score-row-to-move",
                name = player.name.as_str(),
                kind = kind.as_str(),
                points = player.score
            )
        } else {
            tr!(
                "score-row",
                name = player.name.as_str(),
                kind = kind.as_str(),
                points = player.score
            )
        };
        response.widget_info(|| WidgetInfo::labeled(egui::Role::ListItem, true, &label));
    }
    ui.add_space(4.0);
    ui.label(
        RichText::new(tr!("tiles-in-bag", count = game.bag().len()))
            .color(ui.visuals().weak_text_color()),
    );
    rows
}

/// What the turn panel may offer this frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TurnMode {
    /// Cheat mode is on (a computer waits for "Let the computer play").
    pub cheat: bool,
    /// The computer to move is still thinking about its turn.
    pub thinking: bool,
    /// A hint is being worked out for the person to move.
    pub hint_thinking: bool,
}

/// Whose turn it is, the points of each placement this turn and their sum, and the buttons.
pub fn turn_ui(ui: &mut Ui, session: &Session, mode: TurnMode) -> Vec<Action> {
    let mut actions = Vec::new();
    let game = &session.game();
    if game.is_over() {
        ui.heading(tr!("side-game-over"));
        if ui.button(tr!("show-result")).clicked() {
            actions.push(Action::ShowResult);
        }
        if ui.button(tr!("button-new-game")).clicked() {
            actions.push(Action::Shell(Shell::New));
        }
        return actions;
    }
    let player = game.current_player();
    ui.add(
        egui::Label::new(RichText::new(tr!("to-move", name = player.name.as_str())).heading())
            .truncate(),
    );
    let placed = game.placed();

    if session.computer_to_move().is_some() {
        placements_ui(ui, game);
        if session.computer_waits(mode.cheat) {
            ui.label(tr!("cheat-computer-waits"));
            if ui.button(tr!("let-computer-play")).clicked() {
                actions.push(Action::Play(Move::ReleaseComputer));
            }
        } else {
            if mode.thinking {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!("computer-thinking", name = player.name.as_str()));
                });
            } else {
                ui.label(tr!("computer-placing", name = player.name.as_str()));
            }
        }
        return actions;
    }

    if session.waiting_for().is_some() {
        // Hot seat: the bank is hidden until the next person is at the screen; nothing of the
        // turn can be done yet, so no button offers it.
        let name = player.name.as_str();
        ui.label(RichText::new(tr!("hot-seat-side", name = name)).italics());
        return actions;
    }

    ui.horizontal_wrapped(|ui| {
        let end = egui::Button::new(RichText::new(tr!("end-turn")).strong())
            .fill(palette::LEGAL.gamma_multiply(0.7));
        if ui
            .add(end)
            .on_hover_text(shortcut_text(ui.ctx(), &END_TURN))
            .clicked()
        {
            actions.push(Action::Play(Move::EndTurn { confirmed: false }));
        }
        let undo = egui::Button::new(tr!("take-back-last"));
        if ui
            .add_enabled(!placed.is_empty(), undo)
            .on_hover_text(shortcut_text(ui.ctx(), &UNDO))
            .clicked()
        {
            actions.push(Action::Play(Move::Undo));
        }
        let hint = egui::Button::new(tr!("hint-button"));
        if ui
            .add_enabled(!mode.hint_thinking && session.waiting_for().is_none(), hint)
            .on_hover_text(tr!("hint-tip"))
            .clicked()
        {
            actions.push(Action::Hint);
        }
        if mode.hint_thinking {
            ui.spinner();
        }
    });
    ui.add_space(4.0);
    let hint = if game.must_sit_out() {
        tr!("hint-sit-out")
    } else if placed.is_full() {
        tr!("hint-turn-full")
    } else if !game.can_place() {
        tr!("hint-nothing-fits")
    } else if placed.is_empty() {
        tr!("hint-first")
    } else {
        tr!("hint-more")
    };
    ui.label(RichText::new(hint).italics());
    ui.add_space(4.0);
    placements_ui(ui, game);
    actions
}

/// The points of each placement of the turn (up to three), each with its sum as a player
/// would check it, and the turn's total.
pub fn placements_ui(ui: &mut Ui, game: &Game) {
    let placed = game.placed();
    if placed.is_empty() {
        ui.label(tr!("this-turn-none"));
        return;
    }
    // Each placement was scored on the board as it was then: without it and the later ones.
    let mut board = game.board().clone();
    let mut sums = Vec::with_capacity(placed.len());
    for p in placed.iter().rev() {
        board.lift(p.cell);
        sums.push(words::breakdown(&explain(&board, p.tile, p.cell)));
    }
    sums.reverse();
    // Each placement on its own line with its points, and the sum under it across the
    // panel's whole width.
    for (i, (p, sum)) in placed.iter().zip(&sums).enumerate() {
        ui.horizontal(|ui| {
            ui.label(tr!(
                "placement-line",
                number = i + 1,
                value = p.tile.value(),
                cell = cell_label(p.cell)
            ));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.label(tr!("points", points = p.points));
            });
        });
        ui.label(RichText::new(sum).weak());
    }
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!("this-turn")).strong());
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.label(RichText::new(tr!("points", points = placed.points())).strong());
        });
    });
}

/// `text` laid out on one line, cut with "…" at `width`.
fn truncated(
    painter: &egui::Painter,
    text: &str,
    font: egui::FontId,
    colour: egui::Color32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_owned(), font, colour);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(20.0));
    painter.layout_job(job)
}

/// The history of turns, the latest at the bottom. Pointing at a turn shows its tiles on the
/// board; clicking it keeps them shown until it is clicked again.
#[derive(Debug, Default)]
pub struct LogView {
    pinned: Option<usize>,
}

impl LogView {
    /// Draws the log; returns the turn to show on the board (pointed at, or pinned).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        log: &[LogEntry],
        players: &[loopit_core::Player],
    ) -> Option<usize> {
        let mut hovered = None;
        if self.pinned.is_some_and(|i| i >= log.len()) {
            self.pinned = None;
        }
        ui.heading(tr!("turns"));
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if log.is_empty() {
                    ui.label(
                        RichText::new(tr!("no-turn-yet")).color(ui.visuals().weak_text_color()),
                    );
                }
                for (i, entry) in log.iter().enumerate() {
                    let pinned = self.pinned == Some(i);
                    let text = tr!(
                        "log-line",
                        turn = i + 1,
                        name = entry.player.as_str(),
                        text = words::log_text(&entry.summary)
                    );
                    // The seat's disc before its line, as in the scores.
                    let response = ui
                        .horizontal(|ui| {
                            super::seat::badge(
                                ui,
                                players,
                                entry.summary.player,
                                16.0 * super::text::scale_of(ui),
                            );
                            ui.add(egui::Button::selectable(pinned, text).wrap())
                        })
                        .inner
                        .on_hover_text(tr!("log-hover"));
                    if response.hovered() {
                        hovered = Some(i);
                    }
                    if response.clicked() {
                        self.pinned = if pinned { None } else { Some(i) };
                    }
                }
            });
        hovered.or(self.pinned)
    }
}
