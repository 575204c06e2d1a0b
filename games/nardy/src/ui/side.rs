//! The side panel: who is to move, the dice (click them to roll), the turn's buttons, the
//! message line, the match with each side's pip count, and the moves of the game. Its width
//! is fixed by the window's ([`width`]), never by its longest text: texts wrap.

use egui::{Color32, RichText, Ui};
use nardy_core::{Analysis, Colour, Roll, Step, Turn};

use super::paint::{die_ui, draw_checker};
use crate::action::Action;
use crate::i18n::tr;
use crate::replay::{AnalysisView, Replay, ReplayMove};
use crate::session::{Move, Session};
use crate::words::{self, DieState};
use game_shell::replay::ReplayStep;

/// The colour of the message line.
pub const MESSAGE: Color32 = Color32::from_rgb(200, 120, 30);

/// The panel's width for a window `window_width` wide: about a quarter of it, 200 to 300
/// points, so that the board keeps the rest whatever the panel says.
#[must_use]
pub fn width(window_width: f32) -> f32 {
    (window_width * 0.26).clamp(200.0, 300.0)
}

/// Draws the side panel for `session`; `can_act` is false while a dialog is open. `message`
/// is the message line, already in words.
pub fn ui(ui: &mut Ui, session: &Session, can_act: bool, message: Option<&str>) -> Vec<Action> {
    let mut actions = Vec::new();
    let game = session.game();
    let mover = game.to_move();
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        // The checker shown is the winner's once the game is over.
        let colour = game.outcome().map_or(mover, |o| o.winner);
        let (rect, response) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
        let label = words::checker(colour);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        draw_checker(ui.painter(), rect.center(), 12.0, colour);
        let text = match game.outcome() {
            Some(o) => words::outcome(o),
            None => words::to_move(mover, session.players()[mover.index()]),
        };
        ui.add(egui::Label::new(RichText::new(text).heading()).wrap());
    });
    ui.separator();
    if dice(ui, game.turn()) {
        actions.push(Action::Play(Move::Roll));
    }
    ui.add_space(6.0);
    let human = session.human_to_move() && can_act;
    let rolled = game.turn().is_some();
    ui.horizontal_wrapped(|ui| {
        for (key, enabled, mv) in [
            ("button-roll", !rolled, Move::Roll),
            ("button-end", rolled, Move::EndTurn),
            ("button-undo", session.can_undo(), Move::Undo),
            ("button-hint", rolled, Move::Hint),
        ] {
            let text = crate::i18n::text(key, None);
            if ui
                .add_enabled(human && enabled, egui::Button::new(text))
                .clicked()
            {
                actions.push(Action::Play(mv));
            }
        }
    });
    ui.add_space(6.0);
    if let Some(m) = message {
        ui.add(egui::Label::new(RichText::new(m).color(MESSAGE)).wrap());
    }
    ranking(ui, session.hint_ranking());
    ui.separator();
    ui.label(RichText::new(words::match_title(session.series())).strong());
    let position = game.position();
    for c in Colour::ALL {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            draw_checker(ui.painter(), rect.center(), 7.0, c);
            ui.add(
                egui::Label::new(words::match_line(
                    c,
                    session.players()[c.index()],
                    session.score()[c.index()],
                ))
                .wrap(),
            );
        });
        ui.label(words::pips_line(c, position.pip_count(c), position.off(c)));
    }
    ui.separator();
    let _ = history(ui, session.game().history(), None);
    let can_replay = can_act && !session.game().history().is_empty();
    if ui
        .add_enabled(can_replay, egui::Button::new(tr!("replay-game")))
        .clicked()
    {
        actions.push(Action::StartReplay);
    }
    actions
}

/// The side panel of a replay: which turn is shown, the steps through the record (First,
/// Back, Forward, Last, each greyed at its end), Leave; the pip counts of the position shown;
/// the move list with the turn shown highlighted (a click on a turn shows it).
pub fn replay_ui(
    ui: &mut Ui,
    session: &Session,
    replay: &Replay,
    analysis: AnalysisView<'_>,
    can_act: bool,
) -> Vec<Action> {
    let mut actions = Vec::new();
    let game = session.game();
    let (at, turns) = (replay.at(), replay.turns());
    ui.add_space(6.0);
    ui.heading(tr!("replay-title"));
    let place = if at == 0 {
        tr!("replay-start", turns = turns)
    } else {
        tr!("replay-turn", n = at, turns = turns)
    };
    ui.add(egui::Label::new(place).wrap());
    actions.extend(game_shell::replay::steps_ui(ui, replay, can_act).map(Action::Replay));
    ui.separator();
    if let Some(position) = game.position_after(at) {
        for c in Colour::ALL {
            ui.label(words::pips_line(c, position.pip_count(c), position.off(c)));
        }
    }
    ui.separator();
    if analysis_ui(ui, analysis, at, can_act) {
        actions.push(Action::Analyse);
    }
    let done = match analysis {
        AnalysisView::Done(a) => Some(a),
        _ => None,
    };
    if let Some(n) = history_of(ui, game.history(), Some(at), done).filter(|_| can_act) {
        actions.push(Action::Replay(ReplayStep::Go(ReplayMove::To(n))));
    }
    actions
}

/// The hint's moves ranked by the strongest level, best first (the first is the one drawn on
/// the board), each with the chance to win after it; nothing without a hint.
fn ranking(ui: &mut Ui, ranked: &[nardy_core::Ranked]) {
    if ranked.is_empty() {
        return;
    }
    ui.add_space(4.0);
    ui.add(egui::Label::new(RichText::new(tr!("hint-ranking")).small()).wrap());
    for (i, r) in ranked.iter().enumerate() {
        let line = RichText::new(words::ranked_move(i + 1, r));
        ui.add(egui::Label::new(if i == 0 { line.strong() } else { line }).wrap());
    }
}

/// The analysis in the replay's panel: a button to ask for it, its progress, or each
/// player's summary and the rating of the turn shown (`at`), with the thresholds; whether the
/// button was clicked.
fn analysis_ui(ui: &mut Ui, analysis: AnalysisView<'_>, at: usize, can_act: bool) -> bool {
    match analysis {
        AnalysisView::NotAsked => {
            return ui
                .add_enabled(can_act, egui::Button::new(tr!("analyse-game")))
                .clicked();
        }
        AnalysisView::Running(done, turns) => {
            let text = tr!("analysing", done = done, turns = turns);
            let fraction = if turns == 0 {
                1.0
            } else {
                done as f32 / turns as f32
            };
            ui.add(egui::ProgressBar::new(fraction).text(text));
        }
        AnalysisView::Failed => {
            ui.add(egui::Label::new(RichText::new(tr!("analysis-failed")).color(MESSAGE)).wrap());
        }
        AnalysisView::Done(a) => {
            for c in Colour::ALL {
                ui.add(egui::Label::new(words::analysis_summary(c, &a.summary[c.index()])).wrap());
            }
            if at > 0 {
                let line = words::analysis_turn(at, a.of_turn(at));
                ui.add(egui::Label::new(RichText::new(line).color(MESSAGE)).wrap());
            }
            ui.add(egui::Label::new(RichText::new(tr!("analysis-thresholds")).small()).wrap());
        }
    }
    false
}

/// The dice of `turn` (each used, left, or lost once the move is complete), or the two dice
/// not rolled yet; whether one of those was clicked (to roll).
pub fn dice(ui: &mut Ui, turn: Option<&Turn>) -> bool {
    let mut roll_clicked = false;
    ui.horizontal_wrapped(|ui| match turn {
        Some(turn) => {
            let roll = turn.roll();
            let all: Vec<u8> = if roll.is_double() {
                vec![roll.dice()[0]; 4]
            } else {
                roll.dice().to_vec()
            };
            // The dice left once the move is complete are the ones no checker may play.
            let lost = if turn.is_complete() {
                DieState::Lost
            } else {
                DieState::Left
            };
            // A die is played when its number is no longer among the dice left; of a double's
            // four, the first ones are the played ones.
            let mut left = turn.dice_left().to_vec();
            let played = all.len() - left.len();
            for (i, d) in all.iter().enumerate() {
                let state = if roll.is_double() {
                    if i < played { DieState::Used } else { lost }
                } else {
                    match left.iter().position(|x| x == d) {
                        Some(k) => {
                            left.remove(k);
                            lost
                        }
                        None => DieState::Used,
                    }
                };
                let _ = die_ui(ui, Some(*d), state, &words::die(i + 1, *d, state));
            }
        }
        None => {
            for i in 1..=2 {
                let label = tr!("die-not-rolled", n = i);
                if die_ui(ui, None, DieState::Left, &label).clicked() {
                    roll_clicked = true;
                }
            }
        }
    });
    roll_clicked
}

/// The moves of the game so far (`turns`: who, the roll, the steps), one line a turn. In a
/// game the newest is at the bottom and kept in view; in a replay (`shown`: the turns shown
/// played) each line is selectable, the last turn shown selected and kept in view, and the
/// turn clicked is returned (the position after it is to be shown).
pub fn history(
    ui: &mut Ui,
    turns: &[(Colour, Roll, Vec<Step>)],
    shown: Option<usize>,
) -> Option<usize> {
    history_of(ui, turns, shown, None)
}

/// [`history`], each line of a move the `analysis` marks followed by its mark.
fn history_of(
    ui: &mut Ui,
    turns: &[(Colour, Roll, Vec<Step>)],
    shown: Option<usize>,
    analysis: Option<&Analysis>,
) -> Option<usize> {
    ui.label(RichText::new(tr!("history")).strong());
    if turns.is_empty() {
        ui.label(RichText::new(tr!("history-none")).italics());
        return None;
    }
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(shown.is_none())
        .max_height(ui.available_height() - 32.0)
        .show(ui, |ui| {
            for (i, (colour, roll, steps)) in turns.iter().enumerate() {
                let mut line = words::history_line(i + 1, *colour, *roll, steps);
                if let Some(mark) = analysis.and_then(|a| a.of_turn(i + 1)).and_then(|m| m.mark) {
                    line = tr!("analysis-line", line = line, mark = words::mark_sign(mark));
                }
                match shown {
                    None => {
                        ui.add(egui::Label::new(line).wrap());
                    }
                    Some(at) => {
                        let selected = at == i + 1;
                        let response = ui.selectable_label(selected, line);
                        // The turn shown is kept in view (the first line at the start).
                        if selected || (at == 0 && i == 0) {
                            response.scroll_to_me(None);
                        }
                        if response.clicked() {
                            clicked = Some(i + 1);
                        }
                    }
                }
            }
        });
    clicked
}
