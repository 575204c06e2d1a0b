//! The end of a game: who won, why the game ended, each player's total and best turn, and the
//! scores turn by turn as a chart with axes and the values under the pointer. On the playing
//! screen it is shown beside the final board ([`result_ui`]), the winner celebrated by a short
//! shower of their colour over the board ([`paint_celebration`], not with reduced motion).

use egui::{RichText, Ui, WidgetInfo};
use egui_plot::{HoverPosition, Legend, Line, MarkerShape, Plot, Points};
use game_shell::frame::Shell;
use loopit_core::{Game, Player, TurnSummary};

use crate::action::Action;
use crate::i18n::tr;

/// How long the winner's celebration lasts, in seconds.
pub const CELEBRATION_SECONDS: f64 = 2.5;

/// One player's game, from the turn history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// Their score after each of their turns, starting from their score when the history
    /// begins (a loaded game starts from the loaded scores).
    pub running: Vec<u32>,
    /// Their best turn: its number in the game (1-based) and its points.
    pub best: Option<(usize, u32)>,
}

/// Each player's running score and best turn (the first of equal ones), from the turns
/// ended (`log`, oldest first) and the players' scores now.
#[must_use]
pub fn stats(players: &[Player], log: &[TurnSummary]) -> Vec<PlayerStats> {
    let mut stats: Vec<PlayerStats> = players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let earned: u32 = log
                .iter()
                .filter(|e| e.player == seat)
                .map(|e| e.points)
                .sum();
            PlayerStats {
                running: vec![player.score.saturating_sub(earned)],
                best: None,
            }
        })
        .collect();
    for (turn, entry) in log.iter().enumerate() {
        let Some(s) = stats.get_mut(entry.player) else {
            continue;
        };
        let last = s.running.last().copied().unwrap_or(0);
        s.running.push(last + entry.points);
        if s.best.is_none_or(|(_, best)| entry.points > best) {
            s.best = Some((turn + 1, entry.points));
        }
    }
    stats
}

/// The seats in first place.
#[must_use]
pub fn winners(game: &Game) -> Vec<usize> {
    game.ranking()
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| s.player)
        .collect()
}

/// The result with what a player does next: the view ([`ui`]), then New game, Save, Replay,
/// Review and Close, each one click away (Esc closes too). With `room` (the panel's height,
/// beside the final board) the chart takes the height left above the buttons.
pub fn result_ui(
    ui: &mut Ui,
    game: &Game,
    turns: &[TurnSummary],
    room: Option<f32>,
) -> Vec<Action> {
    let mut actions = Vec::new();
    self::ui(ui, game, turns, room);
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(RichText::new(tr!("button-new-game")).strong())
            .clicked()
        {
            actions.push(Action::Shell(Shell::New));
        }
        if ui.button(tr!("button-save-as")).clicked() {
            actions.push(Action::Shell(Shell::Save));
        }
        if ui.button(tr!("button-replay")).clicked() {
            actions.push(Action::Replay);
        }
        if ui.button(tr!("button-review")).clicked() {
            actions.push(Action::Review(crate::review::ReviewStep::Open));
        }
        if ui.button(tr!("button-close")).clicked() {
            actions.push(Action::Shell(Shell::Close));
        }
    });
    actions
}

/// The side panel's width beside the board in `ui`: wider while it shows the result (for the
/// ranking and the chart), as at one screen and online alike; growing with the window as its
/// text does ([`text::window_scale`](super::text::window_scale)).
#[must_use]
pub fn side_width(ui: &Ui, result: bool) -> f32 {
    side_width_at(ui.available_width(), ui.ctx().content_rect().size(), result)
}

/// The side panel's width in `width` (the room across the window) in a window of `window`
/// points: see [`side_width`].
#[must_use]
pub fn side_width_at(width: f32, window: egui::Vec2, result: bool) -> f32 {
    let scale = super::text::window_scale(window);
    if result {
        (width * 0.42).clamp(300.0, 620.0 * scale)
    } else {
        (width * 0.27).clamp(230.0, 320.0) * scale
    }
}

/// The result in the side panel beside the final board ([`result_ui`], scrolling in the
/// panel's height), Escape closing it.
pub fn result_panel(ui: &mut Ui, game: &Game, turns: &[TurnSummary]) -> Vec<Action> {
    let mut actions = Vec::new();
    let room = ui.available_rect_before_wrap().height();
    egui::ScrollArea::vertical().show(ui, |ui| {
        actions.extend(result_ui(ui, game, turns, Some(room)));
    });
    if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
        actions.push(Action::Shell(Shell::Close));
    }
    actions
}

/// The winners' celebration over `area` (the board) at `progress` (0 to 1 over
/// [`CELEBRATION_SECONDS`]): pieces of confetti in the winners' colours falling across it and
/// fading out. Only drawn with motion on; the caller asks for the next frame.
pub fn paint_celebration(
    painter: &egui::Painter,
    area: egui::Rect,
    winners: &[usize],
    progress: f32,
) {
    if winners.is_empty() || !(0.0..1.0).contains(&progress) {
        return;
    }
    let fade = (1.0 - progress).min(0.3) / 0.3;
    for i in 0..48_u32 {
        // A fixed scatter: the same pieces every time, each at its own column, delay and speed.
        let h = i.wrapping_mul(2_654_435_761);
        let column = (h % 1000) as f32 / 1000.0;
        let delay = ((h / 1000) % 100) as f32 / 300.0;
        let speed = 0.8 + ((h / 100_000) % 100) as f32 / 150.0;
        let t = ((progress - delay) * speed * 1.6).clamp(0.0, 1.2);
        if t <= 0.0 {
            continue;
        }
        let x = area.left() + column * area.width() + (t * 9.0 + i as f32).sin() * 12.0;
        let y = area.top() + t * area.height();
        if y > area.bottom() {
            continue;
        }
        let seat = winners[i as usize % winners.len()];
        let colour = super::seat::colour(seat).gamma_multiply(fade);
        let size = egui::vec2(5.0, 9.0) * (0.8 + (i % 3) as f32 * 0.2);
        painter.rect_filled(
            egui::Rect::from_center_size(egui::pos2(x, y), size),
            egui::CornerRadius::same(1),
            colour,
        );
    }
}

/// Draws the game-over view; with `room` (its height), the chart ends above it by the room of two rows
/// of buttons.
pub fn ui(ui: &mut Ui, game: &Game, turns: &[TurnSummary], room: Option<f32>) {
    let ranking = game.ranking();
    let first = winners(game);
    let names: Vec<&str> = first
        .iter()
        .map(|&seat| game.players()[seat].name.as_str())
        .collect();
    let headline = match names.as_slice() {
        [one] => tr!("win-one", name = *one),
        [init @ .., last] => tr!("win-shared", names = init.join(", "), last = *last),
        [] => String::new(),
    };
    ui.heading(tr!("over-title"));
    // The winner's banner: in the winner's colour, their disc large, their name and points
    // (for a shared win, each winner's disc, the names in the text's colour).
    let colour = match first.as_slice() {
        [one] => super::seat::colour(*one),
        _ => ui.visuals().strong_text_color(),
    };
    let points = ranking.first().map_or(0, |standing| standing.score);
    egui::Frame::new()
        .fill(colour.gamma_multiply(0.14))
        .stroke(egui::Stroke::new(2.0, colour))
        .corner_radius(10.0)
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                for &seat in &first {
                    super::seat::badge(ui, game.players(), seat, super::text::sized(ui, 44.0));
                }
                ui.vertical(|ui| {
                    ui.add(
                        egui::Label::new(
                            RichText::new(headline)
                                .size(super::text::sized(ui, super::text::HEADLINE))
                                .strong()
                                .color(colour),
                        )
                        .wrap(),
                    );
                    ui.label(
                        RichText::new(tr!("points", points = points))
                            .size(super::text::sized(ui, super::text::HEADING))
                            .strong(),
                    );
                });
            });
        });
    ui.add_space(4.0);
    ui.label(game_over_line(game));
    ui.add_space(8.0);
    let stats = stats(game.players(), turns);
    let best = |seat: usize| match stats.get(seat).and_then(|s| s.best) {
        Some((turn, points)) => tr!("over-best-turn", points = points, turn = turn),
        None => "—".to_owned(),
    };
    let headers = [
        tr!("over-place"),
        tr!("over-player"),
        tr!("over-total"),
        tr!("over-best"),
    ];
    // The table's width: its widest text in each column, the badge before the names, and the
    // spacing. Where the panel is narrower (800×600, German words: a play test saw the table
    // push the panel's text out of the window), the place goes before the name, in the
    // player's column.
    const SPACING: f32 = 18.0;
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width_of = |text: &str| {
        ui.painter()
            .layout_no_wrap(text.to_owned(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
    };
    let column =
        |texts: &mut dyn Iterator<Item = String>| texts.map(|t| width_of(&t)).fold(0.0, f32::max);
    let badge = 18.0 + ui.spacing().item_spacing.x;
    let widths = [
        column(&mut ranking.iter().map(|s| format!("{}.", s.place))),
        badge
            + column(
                &mut ranking
                    .iter()
                    .map(|s| game.players()[s.player].name.clone()),
            ),
        column(&mut ranking.iter().map(|s| tr!("points", points = s.score))),
        column(&mut ranking.iter().map(|s| best(s.player))),
    ];
    let table: f32 = headers
        .iter()
        .zip(widths)
        // A grid's column is at least as wide as a button.
        .map(|(h, w)| width_of(h).max(w).max(ui.spacing().interact_size.x))
        .sum::<f32>()
        + 3.0 * SPACING;
    let wide = table <= ui.available_width();
    egui::Grid::new("ranking")
        .num_columns(if wide { 4 } else { 3 })
        .spacing([SPACING, 6.0])
        .striped(true)
        .show(ui, |ui| {
            for header in headers.iter().skip(usize::from(!wide)) {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for standing in &ranking {
                let place = format!("{}.", standing.place);
                if wide {
                    ui.label(&place);
                }
                ui.horizontal(|ui| {
                    if !wide {
                        ui.label(&place);
                    }
                    super::seat::badge(ui, game.players(), standing.player, 18.0);
                    ui.label(&game.players()[standing.player].name);
                });
                ui.label(tr!("points", points = standing.score));
                ui.label(best(standing.player));
                ui.end_row();
            }
        });
    ui.add_space(10.0);
    ui.label(RichText::new(tr!("over-chart-title")).strong());
    chart(ui, game, &stats, room);
}

/// Each player's score after each of their rounds: a line per player, with its own colour and
/// marker shape, axes with their values, a legend, and the exact score under the pointer
/// (drawn by `egui_plot`; zooming and dragging are off, as the chart is for reading).
fn chart(ui: &mut Ui, game: &Game, stats: &[PlayerStats], room: Option<f32>) {
    let height = (ui.ctx().content_rect().height() * 0.3).clamp(140.0, 340.0);
    // Two rows of buttons below the chart, and the space before them.
    let buttons = 2.0 * (ui.spacing().interact_size.y + ui.spacing().item_spacing.y) + 16.0;
    let height = match room {
        // Smaller where the window is short (800×600), so that all of the result is seen.
        Some(room) => {
            let used = ui.cursor().top() - ui.min_rect().top();
            height.min(room - used - buttons).max(100.0)
        }
        None => height,
    };
    let names: Vec<String> = game.players().iter().map(|p| p.name.clone()).collect();
    let hover_names = names.clone();
    let response = Plot::new("scores-turn-by-turn")
        .height(height)
        // No wider than the panel (its legend and axes inside it).
        .width(ui.available_width())
        .legend(Legend::default().position(egui_plot::Corner::RightBottom))
        .x_axis_label(tr!("over-chart-x"))
        .y_axis_label(tr!("over-chart-y"))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_x(0.0)
        .include_y(0.0)
        .x_grid_spacer(egui_plot::uniform_grid_spacer(|_| [10.0, 5.0, 1.0]))
        // Round steps of points, coarse enough that a short chart (800 x 600) still labels them.
        .y_grid_spacer(egui_plot::uniform_grid_spacer(|_| [500.0, 100.0, 50.0]))
        .label_formatter(move |hover| match hover {
            HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } if hover_names.iter().any(|n| n == plot_name) => Some(tr!(
                "over-chart-value",
                name = plot_name.to_owned(),
                round = position.x.round() as i64,
                points = position.y.round() as i64
            )),
            _ => None,
        })
        .show(ui, |plot| {
            for (seat, s) in stats.iter().enumerate() {
                // The seat's colour, as everywhere ([`super::seat`]).
                let colour = super::seat::colour(seat);
                let name = names.get(seat).cloned().unwrap_or_default();
                let points: Vec<[f64; 2]> = s
                    .running
                    .iter()
                    .enumerate()
                    .map(|(round, &score)| [round as f64, f64::from(score)])
                    .collect();
                plot.line(
                    Line::new(name.clone(), points.clone())
                        .color(colour)
                        .width(2.0),
                );
                plot.points(
                    Points::new(name, points)
                        .color(colour)
                        .shape(MARKERS[seat % MARKERS.len()])
                        .filled(true)
                        .radius(4.0),
                );
            }
        })
        .response;
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, tr!("over-chart-name")));
}

/// Each player's marker shape (circle, square, up triangle, diamond), so that the lines differ
/// in shape as well as colour.
const MARKERS: [MarkerShape; 4] = [
    MarkerShape::Circle,
    MarkerShape::Square,
    MarkerShape::Up,
    MarkerShape::Diamond,
];

/// Why the game ended, truly: every tile is on the board, or none of those left fits.
#[must_use]
pub fn game_over_line(game: &loopit_core::Game) -> String {
    let left = loopit_core::Tile::COUNT - game.board().len();
    match left {
        0 => tr!("over-all-placed"),
        1 => tr!("over-last-fits-nowhere"),
        n => tr!("over-none-fits", count = n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A turn of `player` worth `points`.
    fn turn(player: usize, points: u32) -> TurnSummary {
        TurnSummary {
            player,
            placements: loopit_core::Placements::default(),
            points,
            sat_out: points == 0,
            game_over: false,
        }
    }

    #[test]
    fn stats_follow_each_players_turns_and_name_their_first_best_turn() {
        // Loaded with Anna at 10 and Ben at 4 before these turns: Anna has 10 + 5 + 12 + 12 now.
        let mut anna = Player::human("Anna");
        anna.score = 39;
        let mut ben = Player::human("Ben");
        ben.score = 13; // 4 + 9 + 0
        let log = [turn(0, 5), turn(1, 9), turn(0, 12), turn(1, 0), turn(0, 12)];
        let stats = stats(&[anna, ben], &log);
        assert_eq!(
            stats,
            vec![
                PlayerStats {
                    running: vec![10, 15, 27, 39],
                    // Turn 3 and turn 5 made 12 each: the first is named.
                    best: Some((3, 12)),
                },
                PlayerStats {
                    running: vec![4, 13, 13],
                    best: Some((2, 9)),
                },
            ]
        );
    }

    #[test]
    fn the_result_takes_the_turns_it_is_given_not_only_the_games_own_history() {
        use egui_kittest::kittest::Queryable;
        // An online room's picture of the game begins at its last snapshot (after a reconnect,
        // or for a spectator who came late): its game has no turns, the room's log has them.
        crate::i18n::set_language(game_shell::i18n::Language::English);
        let game =
            Game::new(vec![Player::human("Anna"), Player::human("Ben")], 1).expect("players");
        assert!(game.turn_summaries().is_empty());
        let log = [turn(0, 31), turn(1, 9), turn(0, 12)];
        let mut h = egui_kittest::Harness::builder()
            .with_size([900.0, 700.0])
            .build_ui(move |ui| {
                let _ = result_ui(ui, &game, &log, None);
            });
        h.run();
        let best = tr!("over-best-turn", points = 31, turn = 1);
        assert!(
            h.query_all_by_label_contains(&best).next().is_some(),
            "Anna's best turn, {best:?}, from the log"
        );
    }
}
