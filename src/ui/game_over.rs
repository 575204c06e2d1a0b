//! The end of a game: who won, why the game ended, each player's total and best turn, and the
//! scores turn by turn as a small chart.

use egui::{Color32, Pos2, Rect, RichText, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo};
use loopit_core::{Game, Player, TurnSummary};

use super::playing::game_over_line;
use crate::tr;

/// The colours of the players' lines in the chart (each line also has its own marker shape).
const PLAYER_COLOURS: [Color32; 4] = [
    Color32::from_rgb(30, 110, 200),
    Color32::from_rgb(230, 120, 20),
    Color32::from_rgb(40, 160, 80),
    Color32::from_rgb(170, 50, 160),
];

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

/// Draws the game-over view.
pub fn ui(ui: &mut Ui, game: &Game) {
    let ranking = game.ranking();
    let winners: Vec<&str> = ranking
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| game.players()[s.player].name.as_str())
        .collect();
    let headline = match winners.as_slice() {
        [one] => tr!("win-one", name = *one),
        [init @ .., last] => tr!("win-shared", names = init.join(", "), last = *last),
        [] => String::new(),
    };
    ui.heading(tr!("over-title"));
    ui.label(RichText::new(headline).size(24.0).strong());
    ui.label(game_over_line(game));
    ui.add_space(8.0);
    let stats = stats(game.players(), &game.turn_summaries());
    egui::Grid::new("ranking")
        .num_columns(4)
        .spacing([18.0, 6.0])
        .striped(true)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!("over-place")).strong());
            ui.label(RichText::new(tr!("over-player")).strong());
            ui.label(RichText::new(tr!("over-total")).strong());
            ui.label(RichText::new(tr!("over-best")).strong());
            ui.end_row();
            for standing in &ranking {
                ui.label(format!("{}.", standing.place));
                ui.label(&game.players()[standing.player].name);
                ui.label(tr!("points", points = standing.score));
                ui.label(match stats.get(standing.player).and_then(|s| s.best) {
                    Some((turn, points)) => tr!("over-best-turn", points = points, turn = turn),
                    None => "—".to_owned(),
                });
                ui.end_row();
            }
        });
    ui.add_space(10.0);
    ui.label(RichText::new(tr!("over-chart-title")).strong());
    chart(ui, game, &stats);
}

/// Each player's score after each of their turns: a line per player, with its own colour and
/// marker shape, and a legend.
fn chart(ui: &mut Ui, game: &Game, stats: &[PlayerStats]) {
    let height = (ui.ctx().content_rect().height() * 0.3).clamp(120.0, 320.0);
    let (rect, response) =
        ui.allocate_exact_size(Vec2::new(ui.available_width(), height), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, tr!("over-chart-name")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, ui.visuals().extreme_bg_color);
    let plot = rect.shrink2(Vec2::new(36.0, 14.0));
    let turns = stats
        .iter()
        .map(|s| s.running.len())
        .max()
        .unwrap_or(1)
        .max(2)
        - 1;
    let top = stats
        .iter()
        .flat_map(|s| s.running.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1);
    let weak = ui.visuals().weak_text_color();
    painter.line_segment(
        [plot.left_bottom(), plot.right_bottom()],
        Stroke::new(1.0, weak),
    );
    painter.line_segment(
        [plot.left_bottom(), plot.left_top()],
        Stroke::new(1.0, weak),
    );
    painter.text(
        plot.left_top() - Vec2::new(4.0, 0.0),
        egui::Align2::RIGHT_TOP,
        top.to_string(),
        egui::FontId::proportional(11.0),
        weak,
    );
    painter.text(
        plot.left_bottom() - Vec2::new(4.0, 0.0),
        egui::Align2::RIGHT_BOTTOM,
        "0",
        egui::FontId::proportional(11.0),
        weak,
    );
    let at = |turn: usize, score: u32| {
        Pos2::new(
            plot.left() + plot.width() * turn as f32 / turns as f32,
            plot.bottom() - plot.height() * score as f32 / top as f32,
        )
    };
    for (seat, s) in stats.iter().enumerate() {
        let colour = PLAYER_COLOURS[seat % PLAYER_COLOURS.len()];
        let points: Vec<Pos2> = s
            .running
            .iter()
            .enumerate()
            .map(|(turn, &score)| at(turn, score))
            .collect();
        painter.add(Shape::line(points.clone(), Stroke::new(2.0, colour)));
        for p in points {
            marker(&painter, p, seat, colour);
        }
    }
    // The legend, in the top-left corner of the plot.
    let mut y = plot.top() + 4.0;
    for (seat, player) in game.players().iter().enumerate() {
        let colour = PLAYER_COLOURS[seat % PLAYER_COLOURS.len()];
        let p = Pos2::new(plot.left() + 12.0, y + 6.0);
        marker(&painter, p, seat, colour);
        painter.text(
            p + Vec2::new(10.0, 0.0),
            egui::Align2::LEFT_CENTER,
            &player.name,
            egui::FontId::proportional(12.0),
            ui.visuals().text_color(),
        );
        y += 16.0;
    }
}

/// A player's marker: circle, square, triangle or diamond.
fn marker(painter: &egui::Painter, p: Pos2, seat: usize, colour: Color32) {
    let r = 4.0;
    match seat % 4 {
        0 => {
            painter.circle_filled(p, r, colour);
        }
        1 => {
            painter.rect_filled(Rect::from_center_size(p, Vec2::splat(2.0 * r)), 0.0, colour);
        }
        2 => {
            painter.add(Shape::convex_polygon(
                vec![
                    p + Vec2::new(0.0, -r * 1.2),
                    p + Vec2::new(r * 1.1, r * 0.8),
                    p + Vec2::new(-r * 1.1, r * 0.8),
                ],
                colour,
                Stroke::NONE,
            ));
        }
        _ => {
            painter.add(Shape::convex_polygon(
                vec![
                    p + Vec2::new(0.0, -r * 1.3),
                    p + Vec2::new(r * 1.3, 0.0),
                    p + Vec2::new(0.0, r * 1.3),
                    p + Vec2::new(-r * 1.3, 0.0),
                ],
                colour,
                Stroke::NONE,
            ));
        }
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
        ben.score = 4 + 9 + 0;
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
}
