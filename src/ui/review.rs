//! The review screen: for each player a sentence with the share of the possible points they
//! made, and a table of one player's turns — the points made beside the most the tiles allowed;
//! the turn chosen in the table on the board, as it began with the best turn as numbered ghost
//! tiles, or as it was played. Nothing here can change the game: the board and the bank are
//! drawn without interaction from copies of the game.

use egui::{
    Align2, Color32, CornerRadius, FontId, Key, Modifiers, Panel, Rect, Response, RichText, Sense,
    Ui, Vec2, WidgetInfo,
};
use loopit_core::review::{PlayerReview, TurnReview};

use super::bank::{BankMode, BankView};
use super::board::BoardView;
use super::{kind_text, palette};
use crate::action::Action;
use crate::i18n::tr;
use crate::review::{Review, ReviewStep, ShownTurn};
use crate::scene::Scene;
use crate::session::Session;
use crate::tiles::TileTextures;

/// What the review screen remembers between frames.
#[derive(Debug, Default)]
pub struct ReviewView {
    board: BoardView,
    bank: BankView,
    /// The turn last scrolled into view, so that it is scrolled to once per choice.
    scrolled: Option<usize>,
}

impl ReviewView {
    /// Draws the review of `session`'s game; `keys` is false while a dialog or a text field
    /// has the keyboard.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        review: &Review,
        textures: Option<&TileTextures>,
        coordinates: bool,
        keys: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        if keys {
            actions.extend(turn_keys(ui.ctx(), review));
        }
        // The side panel and its text grow with the window, as in play.
        let scale = super::text::window_scale(ui.ctx().content_rect().size());
        let side_width = (ui.available_width() * 0.31).clamp(250.0, 400.0) * scale;
        Panel::right("review-side")
            .resizable(false)
            .exact_size(side_width)
            .show(ui, |ui| {
                super::text::grow(ui, scale);
                ui.add_space(6.0);
                ui.heading(tr!("review-title"));
                ui.label(
                    RichText::new(tr!("review-explain"))
                        .size(super::text::BODY)
                        .color(ui.visuals().weak_text_color()),
                );
                ui.add_space(4.0);
                if review.working() {
                    return;
                }
                for total in review.totals() {
                    let response = player_card(ui, session, total, total.player == review.player())
                        .on_hover_text(tr!("review-player-hover"));
                    if response.clicked() && total.player != review.player() {
                        actions.push(Action::Review(ReviewStep::Player(total.player)));
                    }
                }
                ui.separator();
                actions.extend(self.table_ui(ui, review));
            });
        let slot_size = (ui.available_size().min_elem() / 10.0).clamp(40.0, 72.0);
        let shown = review.shown();
        // The bank as it was at the turn's start, as a column beside the board where the
        // window is wide (as in play: the board keeps its room), else in the bar under it.
        let vertical = super::playing::bank_goes_beside(ui.ctx(), coordinates);
        let banks_shown = session.may_show_banks();
        let bank = |ui: &mut Ui, view: &mut BankView, shown: &ShownTurn, slot_size: f32| {
            let mode = BankMode {
                can_pick: false,
                cheat: false,
                vertical,
            };
            let board = if shown.showing_best {
                &shown.start
            } else {
                &shown.played
            };
            // Nothing can be picked up: whatever the bank answers is dropped.
            let scene = Scene::of_position(board);
            let _ = view.ui(ui, &scene, textures, mode, slot_size);
        };
        Panel::bottom("review-bar").show(ui, |ui| {
            ui.add_space(4.0);
            if let Some(shown) = shown {
                let turn = &review.turns()[shown.turn];
                ui.vertical_centered(|ui| {
                    ui.add(
                        egui::Label::new(RichText::new(turn_text(session, turn)).strong()).wrap(),
                    );
                    ui.add(egui::Label::new(caption(session, turn, shown)).wrap());
                });
                if !banks_shown {
                    super::replay::hidden_banks_row(ui, super::bank::row_height(slot_size));
                } else if !vertical {
                    bank(ui, &mut self.bank, shown, slot_size);
                }
            }
            ui.add_space(4.0);
            actions.extend(bar_ui(ui, session, review));
            ui.add_space(4.0);
        });
        super::playing::board_panel(ui.style()).show(ui, |ui| match shown {
            Some(shown) => {
                let scene = if showing_best(session, shown) {
                    Scene::of_position(&shown.start).with_hint(Some(&shown.best))
                } else {
                    Scene::of_position(&shown.played)
                };
                let whole = ui.available_rect_before_wrap();
                let space = if vertical && banks_shown {
                    let beside = super::playing::beside_layout(ui.ctx(), whole, coordinates);
                    ui.scope_builder(egui::UiBuilder::new().max_rect(beside.column), |ui| {
                        ui.add_space(4.0);
                        bank(ui, &mut self.bank, shown, beside.slot);
                    });
                    beside.board
                } else {
                    whole
                };
                ui.scope_builder(egui::UiBuilder::new().max_rect(space), |ui| {
                    // Not interactive: nothing can be picked up or placed, so no move comes
                    // back.
                    let _ = self.board.ui(ui, &scene, textures, false, coordinates);
                });
            }
            None => {
                ui.add_space(ui.available_height() * 0.4);
                ui.vertical_centered(|ui| {
                    if review.working() {
                        ui.add(egui::Spinner::new().size(32.0));
                        ui.label(RichText::new(tr!("review-working")).size(super::text::LEAD));
                    } else {
                        ui.label(RichText::new(tr!("review-no-turn")).size(super::text::LEAD));
                    }
                });
            }
        });
        actions
    }

    /// The listed player's turns: a header, then a row a turn, in a scroll area.
    fn table_ui(&mut self, ui: &mut Ui, review: &Review) -> Vec<Action> {
        let mut actions = Vec::new();
        let turns: Vec<&TurnReview> = review.player_turns().collect();
        let shown = review.shown().map(|s| s.turn);
        let columns = Columns::measure(ui, &turns);
        header(ui, &columns);
        let most = turns.iter().map(|t| t.best).max().unwrap_or(0);
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for turn in turns {
                    let selected = shown == Some(turn.turn);
                    let response = row(ui, &columns, turn, most, selected)
                        .on_hover_text(tr!("review-row-hover"));
                    if selected && self.scrolled != shown {
                        response.scroll_to_me(Some(egui::Align::Center));
                    }
                    if response.clicked() && !selected {
                        actions.push(Action::Review(ReviewStep::Turn(turn.turn)));
                    }
                }
            });
        self.scrolled = shown;
        actions
    }
}

/// A player's sentence — "Anna made 82 % of the possible points (412 of 503)" — and below it
/// who plays the seat and how often they found the best turn; selectable.
fn player_card(ui: &mut Ui, session: &Session, total: &PlayerReview, selected: bool) -> Response {
    let player = &session.game().players()[total.player];
    let headline = headline(&player.name, total);
    let detail = if total.turns == 0 {
        kind_text(player.kind)
    } else {
        tr!(
            "review-best-turns",
            kind = kind_text(player.kind),
            best = total.best_turns,
            turns = total.turns
        )
    };
    let width = ui.available_width();
    let visuals = ui.visuals().clone();
    let strong = ui.painter().layout(
        headline.clone(),
        FontId::proportional(super::text::LEAD),
        visuals.strong_text_color(),
        width - 16.0,
    );
    let weak = ui.painter().layout(
        detail.clone(),
        FontId::proportional(super::text::BODY),
        visuals.weak_text_color(),
        width - 16.0,
    );
    let height = strong.size().y + weak.size().y + 12.0;
    let (rect, response) = ui.allocate_exact_size(Vec2::new(width, height), Sense::click());
    let painter = ui.painter();
    let fill = if selected {
        visuals.selection.bg_fill.gamma_multiply(0.5)
    } else if response.hovered() {
        visuals.widgets.hovered.weak_bg_fill
    } else {
        Color32::TRANSPARENT
    };
    painter.rect_filled(rect, CornerRadius::same(4), fill);
    if selected {
        painter.rect_filled(
            Rect::from_min_size(rect.min, Vec2::new(4.0, rect.height())),
            CornerRadius::same(2),
            visuals.selection.stroke.color,
        );
    }
    let at = rect.min + Vec2::new(10.0, 5.0);
    let below = at + Vec2::new(0.0, strong.size().y + 2.0);
    painter.galley(at, strong, visuals.strong_text_color());
    painter.galley(below, weak, visuals.weak_text_color());
    response.widget_info(|| {
        WidgetInfo::selected(
            egui::Role::Button,
            true,
            selected,
            format!("{headline} {detail}"),
        )
    });
    response
}

/// "Anna made 82 % of the possible points (412 of 503)", or that they have not played yet.
#[must_use]
pub fn headline(name: &str, total: &PlayerReview) -> String {
    if total.turns == 0 {
        return tr!("review-no-turns", name = name);
    }
    tr!(
        "review-headline",
        name = name,
        percent = total.percent(),
        made = total.made,
        possible = total.possible
    )
}

/// Where the table's columns are: the turn, the points made, the most possible, a bar, the
/// share.
struct Columns {
    turn: f32,
    made: f32,
    best: f32,
    share: f32,
}

impl Columns {
    const GAP: f32 = 8.0;

    /// Each column as wide as its header or its widest number (both in the body size).
    fn measure(ui: &Ui, turns: &[&TurnReview]) -> Columns {
        let width = |text: String| {
            let font = FontId::proportional(super::text::BODY);
            ui.painter()
                .layout_no_wrap(text, font, Color32::WHITE)
                .size()
                .x
        };
        let widest = |f: &dyn Fn(&TurnReview) -> String| {
            turns.iter().map(|t| width(f(t))).fold(0.0_f32, f32::max)
        };
        Columns {
            turn: width(tr!("review-col-turn")).max(widest(&|t| (t.turn + 1).to_string())),
            made: width(tr!("review-col-made")).max(widest(&|t| t.made.to_string())),
            best: width(tr!("review-col-best")).max(widest(&|t| t.best.to_string())),
            share: width(tr!("review-col-share")).max(width("100 %".to_owned())),
        }
    }

    /// The right edges of the number columns and the span of the bar, inside `rect`.
    fn edges(&self, rect: Rect) -> [f32; 4] {
        let left = rect.left() + 6.0;
        let turn = left + self.turn;
        let made = turn + Self::GAP + self.made;
        let best = made + Self::GAP + self.best;
        let share = rect.right() - 6.0;
        [turn, made, best, share]
    }

    fn bar(&self, rect: Rect) -> Option<Rect> {
        let [_, _, best, share] = self.edges(rect);
        let left = best + Self::GAP + 2.0;
        let right = share - self.share - Self::GAP;
        (right - left >= 16.0).then(|| {
            Rect::from_min_max(
                egui::pos2(left, rect.center().y - 5.0),
                egui::pos2(right, rect.center().y + 5.0),
            )
        })
    }
}

/// The column names.
fn header(ui: &mut Ui, columns: &Columns) {
    let (rect, _) = ui.allocate_exact_size(Vec2::new(ui.available_width(), 20.0), Sense::hover());
    let painter = ui.painter();
    let colour = ui.visuals().strong_text_color();
    let font = FontId::proportional(super::text::BODY);
    let [turn, made, best, share] = columns.edges(rect);
    for (x, text) in [
        (turn, tr!("review-col-turn")),
        (made, tr!("review-col-made")),
        (best, tr!("review-col-best")),
        (share, tr!("review-col-share")),
    ] {
        painter.text(
            egui::pos2(x, rect.center().y),
            Align2::RIGHT_CENTER,
            text,
            font.clone(),
            colour,
        );
    }
}

/// One turn: its number, the points made, the most possible, a bar of the two (as long as the
/// possible points, filled as far as the points made) and the share; selectable.
fn row(ui: &mut Ui, columns: &Columns, turn: &TurnReview, most: u32, selected: bool) -> Response {
    let (rect, response) =
        ui.allocate_exact_size(Vec2::new(ui.available_width(), 22.0), Sense::click());
    let visuals = ui.visuals().clone();
    let painter = ui.painter();
    let fill = if selected {
        visuals.selection.bg_fill
    } else if response.hovered() {
        visuals.widgets.hovered.weak_bg_fill
    } else {
        Color32::TRANSPARENT
    };
    painter.rect_filled(rect, CornerRadius::same(3), fill);
    let colour = if selected {
        visuals.selection.stroke.color
    } else {
        visuals.text_color()
    };
    let font = FontId::proportional(super::text::BODY);
    let [number, made, best, share] = columns.edges(rect);
    let y = rect.center().y;
    let sat_out = turn.sat_out || turn.best == 0;
    let share_text = if sat_out {
        "—".to_owned()
    } else {
        format!("{} %", turn_percent(turn))
    };
    let made_text = if sat_out {
        "—".to_owned()
    } else {
        turn.made.to_string()
    };
    for (x, text) in [
        (number, (turn.turn + 1).to_string()),
        (made, made_text),
        (best, turn.best.to_string()),
        (share, share_text),
    ] {
        painter.text(
            egui::pos2(x, y),
            Align2::RIGHT_CENTER,
            text,
            font.clone(),
            colour,
        );
    }
    if let Some(bar) = columns.bar(rect)
        && most > 0
        && !sat_out
    {
        let scale = bar.width() / most as f32;
        let possible =
            Rect::from_min_size(bar.min, Vec2::new(turn.best as f32 * scale, bar.height()));
        let made = Rect::from_min_size(bar.min, Vec2::new(turn.made as f32 * scale, bar.height()));
        painter.rect_filled(
            possible,
            CornerRadius::same(2),
            visuals.widgets.inactive.bg_fill,
        );
        painter.rect_stroke(
            possible,
            CornerRadius::same(2),
            egui::Stroke::new(1.0, visuals.weak_text_color()),
            egui::StrokeKind::Inside,
        );
        let made_colour = if turn.made_the_best() {
            palette::POINTS
        } else {
            palette::HINT
        };
        painter.rect_filled(made, CornerRadius::same(2), made_colour);
    }
    response
        .widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, row_label(turn)));
    response
}

/// A turn's share of its possible points, rounded down (100 when nothing was possible).
fn turn_percent(turn: &TurnReview) -> u32 {
    if turn.best == 0 {
        100
    } else {
        u32::try_from(u64::from(turn.made.min(turn.best)) * 100 / u64::from(turn.best))
            .unwrap_or(100)
    }
}

/// A row's name for screen readers and tests: "Turn 7: 23 of 41 possible points (56 %)".
fn row_label(turn: &TurnReview) -> String {
    if turn.sat_out || turn.best == 0 {
        tr!("review-row-sat-out", turn = turn.turn + 1)
    } else {
        tr!(
            "review-row",
            turn = turn.turn + 1,
            made = turn.made,
            best = turn.best,
            percent = turn_percent(turn)
        )
    }
}

/// The turn shown, in words: "Turn 7, Anna: 23 of 41 possible points."
fn turn_text(session: &Session, turn: &TurnReview) -> String {
    let name = session
        .game()
        .players()
        .get(turn.player)
        .map_or("", |p| p.name.as_str());
    let number = turn.turn + 1;
    if turn.sat_out || turn.best == 0 {
        tr!("review-turn-sat-out", turn = number, name = name)
    } else if turn.made_the_best() {
        tr!(
            "review-turn-best",
            turn = number,
            name = name,
            made = turn.made
        )
    } else {
        tr!(
            "review-turn-missed",
            turn = number,
            name = name,
            made = turn.made,
            best = turn.best
        )
    }
}

/// What the board shows: the ghost tiles of the best turn with their total, or the tiles
/// placed.
fn caption(session: &Session, turn: &TurnReview, shown: &ShownTurn) -> String {
    let name = session
        .game()
        .players()
        .get(turn.player)
        .map_or("", |p| p.name.as_str());
    if showing_best(session, shown) {
        tr!("review-best-total", points = shown.best.points)
    } else if turn.made == 0 {
        tr!("review-played-none", name = name)
    } else {
        tr!("review-played-caption", name = name)
    }
}

/// Whether the board shows the best turn: as chosen, unless the banks are a secret now (the
/// best turn is made of the player's tiles, see [`Session::may_show_banks`]); then the turn
/// as played.
fn showing_best(session: &Session, shown: &ShownTurn) -> bool {
    shown.showing_best && session.may_show_banks()
}

/// The choice of board (the best turn or the turn played) and the way back.
fn bar_ui(ui: &mut Ui, session: &Session, review: &Review) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.horizontal_wrapped(|ui| {
        if let Some(shown) = review.shown() {
            let turn = &review.turns()[shown.turn];
            let best_shown = showing_best(session, shown);
            let best =
                egui::Button::selectable(best_shown, tr!("review-show-best", points = turn.best));
            let secret = !session.may_show_banks();
            let mut response = ui
                .add_enabled(!turn.best_turn.is_empty() && !secret, best)
                .on_hover_text(tr!("review-show-best-hover"));
            if secret {
                response = response.on_disabled_hover_text(tr!("review-show-best-secret"));
            }
            if response.clicked() {
                actions.push(Action::Review(ReviewStep::ShowBest(true)));
            }
            let name = session
                .game()
                .players()
                .get(turn.player)
                .map_or("", |p| p.name.as_str());
            let played = egui::Button::selectable(
                !best_shown,
                tr!("review-show-played", name = name, points = turn.made),
            );
            if ui
                .add(played)
                .on_hover_text(tr!("review-show-played-hover"))
                .clicked()
            {
                actions.push(Action::Review(ReviewStep::ShowBest(false)));
            }
            ui.separator();
        }
        let leave = if review.from_result() {
            tr!("review-leave-result")
        } else {
            tr!("review-leave")
        };
        if ui
            .button(RichText::new(leave).strong())
            .on_hover_text(tr!("review-leave-key"))
            .clicked()
        {
            actions.push(Action::Review(ReviewStep::Leave));
        }
    });
    actions
}

/// ↑/↓: the listed player's turn before or after the one shown.
fn turn_keys(ctx: &egui::Context, review: &Review) -> Vec<Action> {
    let mut actions = Vec::new();
    ctx.input_mut(|input| {
        let mut to = None;
        if input.consume_key(Modifiers::NONE, Key::ArrowUp) {
            to = review.neighbour_turn(-1);
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowDown) {
            to = review.neighbour_turn(1);
        }
        if let Some(turn) = to {
            actions.push(Action::Review(ReviewStep::Turn(turn)));
        }
    });
    actions
}
