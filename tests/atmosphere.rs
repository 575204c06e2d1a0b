//! What makes LoopIt feel like a game besides its rules: the setup's picture, a closed loop
//! glowing in play, the winner's line in their colour.

mod common;

use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::Pick;
use loopit::LoopItApp;
use loopit::settings::Settings;
use loopit_core::Cell;

/// The ring of the setup's picture but for F7, Anna (a person) to move with 223 (a line from
/// top to bottom, which closes it on F7) in her bank, against Ben; motion `motion`, at
/// 1280×800, a frame every 20 ms. Anna is at the screen.
fn ring_open_at_f7(motion: bool) -> Harness<'static, LoopItApp> {
    let file = tempfile::tempdir()
        .expect("temp dir")
        .keep()
        .join("ring.json");
    std::fs::write(
        &file,
        r#"{"version": 1,
            "board": [{"row": 5, "col": 5, "tile": "523"}, {"row": 5, "col": 6, "tile": "225"},
                      {"row": 5, "col": 7, "tile": "725"}, {"row": 6, "col": 7, "tile": "422"},
                      {"row": 7, "col": 7, "tile": "424"}, {"row": 7, "col": 6, "tile": "622"},
                      {"row": 7, "col": 5, "tile": "326"}],
            "bank": ["223", "121", "331", "441", "541"],
            "players": [{"name": "Anna", "kind": "human", "score": 60},
                        {"name": "Ben", "kind": "human", "score": 50}], "current": 0}"#,
    )
    .expect("write");
    let settings = Settings {
        motion: Some(motion),
        ..two_humans()
    };
    let mut h = ticking(
        app_on(settings, vec![Pick::Chosen(file)], Executor::Inline),
        1280.0,
        800.0,
        0.02,
    );
    h.run();
    click(&mut h, "Load a saved game…");
    click(
        &mut h,
        "Anna's turn: click or press Space when Anna is at the screen",
    );
    h
}

/// The cells of the ring round which a glow (a stroke in the glow's colour on the cell's
/// edge) was painted in the last frame.
fn glowing_cells(h: &Harness<'_, LoopItApp>, cells: &[Cell]) -> usize {
    let layout = h.state().board_layout();
    let glow = loopit::ui::picture::GLOW;
    let strokes: Vec<egui::Rect> = h
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Rect(r) if r.stroke.width > 0.0 && r.stroke.color.a() > 0 => {
                let [red, green, blue, _] = r.stroke.color.to_srgba_unmultiplied();
                let near = |a: u8, b: u8| a.abs_diff(b) <= 4;
                (near(red, glow.r()) && near(green, glow.g()) && near(blue, glow.b()))
                    .then_some(r.rect)
            }
            _ => None,
        })
        .collect();
    cells
        .iter()
        .filter(|&&cell| {
            let rect = layout.cell_rect(cell);
            strokes.iter().any(|s| (s.min - rect.min).length() < 0.5)
        })
        .count()
}

#[test]
fn a_closed_loop_glows_round_its_tiles_with_motion_on_and_not_with_it_off() {
    let ring = loopit::ui::picture::ring_loop().expect("the ring closes a loop");
    let f7 = Cell::new(6, 5);
    for motion in [true, false] {
        let mut h = ring_open_at_f7(motion);
        click_bank(&mut h, 0);
        // Clicked, and then frame by frame (not until the window rests, which it does only
        // once the glow is over).
        let prefix = format!("{}:", loopit::ui::cell_name(f7));
        h.get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .click();
        h.step();
        let game = h.state().game().expect("the game");
        assert_eq!(game.board().tile(f7).map(|t| t.number()), Some(223));
        // Frame by frame, two seconds and a half: the most cells lit in one frame.
        let mut most = 0;
        for _ in 0..125 {
            h.step();
            most = most.max(glowing_cells(&h, &ring));
        }
        if motion {
            assert_eq!(most, ring.len(), "the whole loop glows");
        } else {
            assert_eq!(most, 0, "nothing glows with motion off");
        }
        // Then the window rests, with no glow.
        h.run();
        assert_eq!(glowing_cells(&h, &ring), 0);
    }
}

#[test]
fn the_setup_shows_a_bit_of_board_with_real_tiles_closing_a_loop() {
    // Issue 42's play test: the start screen had no picture.
    for (width, height) in [(1280.0, 800.0), (1920.0, 1080.0)] {
        let mut h = sized(
            app_on(two_humans(), vec![], Executor::Inline),
            width,
            height,
        );
        h.run();
        let picture = rect_of(
            &h,
            "A bit of the board: eight tiles whose lines close a loop",
        );
        assert!(picture.height() >= 100.0, "{width}x{height}: {picture:?}");
        // The tiles are drawn from their images, as on the board, and the loop is lit.
        let images = h
            .output()
            .shapes
            .iter()
            .filter(|clipped| match &clipped.shape {
                egui::Shape::Mesh(mesh) => {
                    mesh.texture_id != egui::TextureId::default()
                        && picture.contains_rect(mesh.calc_bounds())
                }
                _ => false,
            })
            .count();
        assert_eq!(images, 8, "{width}x{height}: eight tiles");
        // Start stays in the window under it.
        let start = rect_of(&h, "Start game");
        assert!(h.ctx.content_rect().contains_rect(start), "{start:?}");
    }
}

#[test]
fn the_winners_line_stands_out_in_their_colour_with_their_points() {
    // Issue 42: "an ending worth playing for": the winner celebrated more than a plain line.
    let mut h = played_to_the_end(false);
    h.run();
    let game = h.state().game().expect("game");
    let ranking = game.ranking();
    let winners: Vec<usize> = ranking
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| s.player)
        .collect();
    let (headline, colour) = match winners.as_slice() {
        [one] => (
            format!("{} wins!", game.players()[*one].name),
            loopit::ui::seat::colour(*one),
        ),
        _ => (
            "Player 1 and Player 2 share the win!".to_owned(),
            h.ctx.global_style().visuals.strong_text_color(),
        ),
    };
    let points = format!("{} points", ranking[0].score);
    let texts: Vec<(String, egui::Rect, egui::Color32, f32)> = h
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(t) => {
                let section = t.galley.job.sections.first()?;
                let colour = if t.override_text_color.is_some() {
                    t.override_text_color?
                } else {
                    section.format.color
                };
                Some((
                    t.galley.text().to_owned(),
                    t.galley.rect.translate(t.pos.to_vec2()),
                    colour,
                    section.format.font_id.size,
                ))
            }
            _ => None,
        })
        .collect();
    let (_, line, line_colour, size) = texts
        .iter()
        .find(|(text, ..)| *text == headline)
        .expect("the headline");
    assert_eq!(*line_colour, colour, "the headline in the winner's colour");
    assert!(*size >= loopit::ui::text::HEADLINE, "large: {size}");
    // The winner's points under it, large too.
    let (_, under, _, points_size) = texts
        .iter()
        .find(|(text, rect, ..)| *text == points && rect.top() >= line.bottom() - 1.0)
        .expect("the winner's points under the headline");
    assert!(*points_size >= loopit::ui::text::HEADING);
    // Both on a banner in that colour.
    let banner = h
        .output()
        .shapes
        .iter()
        .any(|clipped| match &clipped.shape {
            egui::Shape::Rect(r) => {
                r.stroke.color == colour
                    && r.rect.contains_rect(*line)
                    && r.rect.contains_rect(*under)
            }
            _ => false,
        });
    assert!(banner, "a banner in the winner's colour round the line");
}
