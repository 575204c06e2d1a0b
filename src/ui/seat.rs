//! Who sits where: each seat's colour and its letter, the one place the views ask.
//!
//! A seat's colour comes from the Okabe–Ito set, chosen so that the four stay apart for
//! players with any common colour-blindness; its second cue is the player's initial in a
//! small disc of that colour ([`badge`]), so that no player is told apart by colour alone.
//! The scores, the log, the strip under the board (the last turn's tiles), the last turn's
//! frames on the board, the result and the score chart all take a seat's look from here.

use egui::{Align2, Color32, FontId, Painter, Pos2, Response, Sense, Stroke, Ui, Vec2};
use loopit_core::Player;

/// The Okabe–Ito colours of seats 1 to 4: blue, vermillion, reddish purple, orange. The set's
/// greens are left out: a seat's frame on the board must not read as the legal cells' green
/// ([`super::palette::LEGAL`]), which a play test found of the bluish green seat 3 had. The
/// reddish purple is taken darker (the set's hue, less light): the set's own was hard to see
/// beside the pink ×4 fields and nearly the ×5 fields' red.
const SEAT_COLOURS: [Color32; 4] = [
    Color32::from_rgb(0, 114, 178),
    Color32::from_rgb(213, 94, 0),
    Color32::from_rgb(150, 60, 120),
    Color32::from_rgb(230, 159, 0),
];

/// The colour of `seat` (0-based): the same in every view, every theme and every game.
#[must_use]
pub fn colour(seat: usize) -> Color32 {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()]
}

/// The ink for text on `seat`'s colour: white on the dark ones, near-black on the light ones.
#[must_use]
pub fn ink_on(seat: usize) -> Color32 {
    let c = colour(seat);
    let luminance = 0.299 * f32::from(c.r()) + 0.587 * f32::from(c.g()) + 0.114 * f32::from(c.b());
    if luminance > 140.0 {
        Color32::from_rgb(20, 20, 20)
    } else {
        Color32::WHITE
    }
}

/// The letter in `seat`'s disc: the first letter of the player's name, or the seat's number
/// (1–4) when another player's name starts with the same letter ("Player 1", "Player 2").
#[must_use]
pub fn letter(players: &[Player], seat: usize) -> String {
    let first = |p: &Player| {
        p.name
            .trim()
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
    };
    let mine: Option<String> = players.get(seat).and_then(first);
    match mine {
        Some(l)
            if !players
                .iter()
                .enumerate()
                .any(|(other, p)| other != seat && first(p).as_ref() == Some(&l)) =>
        {
            l
        }
        _ => (seat + 1).to_string(),
    }
}

/// Paints `seat`'s disc of `radius` round `centre`: its colour, a thin ring and its letter.
pub fn paint_badge(painter: &Painter, centre: Pos2, radius: f32, seat: usize, letter: &str) {
    painter.circle(
        centre,
        radius,
        colour(seat),
        Stroke::new(1.0, Color32::from_black_alpha(90)),
    );
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        letter,
        FontId::proportional((radius * 1.15).max(super::text::BODY)),
        ink_on(seat),
    );
}

/// `seat`'s disc in a row of `ui`, `size` points across.
pub fn badge(ui: &mut Ui, players: &[Player], seat: usize, size: f32) -> Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    paint_badge(
        ui.painter(),
        rect.center(),
        size / 2.0,
        seat,
        &letter(players, seat),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_differ_in_colour_and_letters_differ_when_names_share_one() {
        let colours: std::collections::HashSet<_> = (0..4).map(colour).collect();
        assert_eq!(colours.len(), 4);
        let players = [Player::human("Anna"), Player::human("ben")];
        assert_eq!(letter(&players, 0), "A");
        assert_eq!(letter(&players, 1), "B");
        let players = [Player::human("Player 1"), Player::human("Player 2")];
        assert_eq!(letter(&players, 0), "1");
        assert_eq!(letter(&players, 1), "2");
    }

    /// The hue of `c` in degrees (0–360).
    fn hue(c: Color32) -> f32 {
        let [r, g, b] = [c.r(), c.g(), c.b()].map(|v| f32::from(v) / 255.0);
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        let d = max - min;
        if d == 0.0 {
            return 0.0;
        }
        let h = if max == r {
            ((g - b) / d).rem_euclid(6.0)
        } else if max == g {
            (b - r) / d + 2.0
        } else {
            (r - g) / d + 4.0
        };
        h * 60.0
    }

    #[test]
    fn every_seat_stands_apart_from_every_premium_field_of_the_light_board() {
        // Play test of issue 42: the third seat's frames were hard to see beside the pink ×4
        // fields, and its colour was nearly the ×5 fields' red.
        use game_shell::theme::Theme;
        let distance = |a: Color32, b: Color32| {
            let d = |x: u8, y: u8| (f32::from(x) - f32::from(y)).powi(2);
            (d(a.r(), b.r()) + d(a.g(), b.g()) + d(a.b(), b.b())).sqrt()
        };
        // The light board's tints, as light as the seats' colours. (The dark board's are far
        // darker than any seat's colour, apart in lightness, which this measure undervalues.)
        for theme in [Theme::Boxed, Theme::Light] {
            let board = super::super::palette::Board::of(theme);
            for seat in 0..4 {
                for multiplier in 2..=6 {
                    let apart = distance(colour(seat), board.premium(multiplier));
                    assert!(
                        apart >= 90.0,
                        "{theme:?}: seat {}'s colour is {apart:.0} from the ×{multiplier} fields'",
                        seat + 1
                    );
                }
            }
        }
    }

    #[test]
    fn no_seat_is_coloured_like_the_legal_cells() {
        let legal = hue(super::super::palette::LEGAL);
        for seat in 0..4 {
            let apart = (hue(colour(seat)) - legal).abs();
            let apart = apart.min(360.0 - apart);
            assert!(
                apart >= 60.0,
                "seat {}'s colour is {apart:.0}° from the legal cells' green",
                seat + 1
            );
        }
    }
}
