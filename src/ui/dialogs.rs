//! The dialogs that wait for an answer: save before abandoning a game, end the turn without
//! placing, sitting out, an error, the final ranking, resuming the autosaved game, the program's
//! own file dialog.

use egui::{Id, Modal as ModalArea, RichText, Ui};
use game_shell::frame::Shell;

use crate::action::Action;
use crate::i18n::tr;

use crate::navigation::{AfterAbandon, Modal};
use crate::session::{Move, Session};
use loopit_core::TurnSummary;

impl Modal {
    /// Shows the dialog over the window.
    ///
    /// `turns` are the game's turns that have ended, oldest first, as far as they are known
    /// (an online room's log: its picture of the game may begin later, at a snapshot).
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        session: Option<&Session>,
        turns: &[TurnSummary],
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let screen = ctx.content_rect().size();
        let response = ModalArea::new(Id::unique("loopit-dialog")).show(ctx, |ui| {
            if matches!(self, Modal::GameOver) {
                // The end of a game is an event: the view grows with the window.
                ui.set_width((screen.x * 0.7).clamp(360.0, 1000.0));
            } else {
                ui.set_max_width(440.0);
            }
            actions.extend(self.body(ui, session, turns));
        });
        if response.should_close() && actions.is_empty() {
            actions.push(match self {
                Modal::SitOut { .. } => Action::SitOutConfirmed,
                _ => Action::Shell(Shell::Close),
            });
        }
        actions
    }

    fn body(
        &mut self,
        ui: &mut Ui,
        session: Option<&Session>,
        turns: &[TurnSummary],
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        match self {
            Modal::Abandon(after) => {
                // The frame's dialog (as in Reversi and Nardy), with LoopIt's question.
                let question = match after {
                    AfterAbandon::NewGame => tr!("save-first-new"),
                    AfterAbandon::Load => tr!("save-first-load"),
                    AfterAbandon::Quit => tr!("save-first-quit"),
                    AfterAbandon::Guide => tr!("save-first-guide"),
                    AfterAbandon::OpenRecord => game_shell::dialogs::Abandon::OpenRecord.question(),
                };
                if let Some(choice) = game_shell::dialogs::abandon_body(ui, &question) {
                    actions.push(Action::Shell(Shell::Abandon(choice)));
                }
            }
            Modal::ConfirmEndTurn => {
                ui.heading(tr!("end-turn-title"));
                ui.label(tr!("end-turn-question"));
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui.button(tr!("button-end-anyway")).clicked() {
                        actions.push(Action::Play(Move::EndTurn { confirmed: true }));
                    }
                    if ui
                        .button(RichText::new(tr!("button-keep-playing")).strong())
                        .clicked()
                    {
                        actions.push(Action::Shell(Shell::Close));
                    }
                });
            }
            Modal::SitOut { name } => {
                ui.heading(tr!("sit-out-title", name = name.as_str()));
                ui.label(tr!("sit-out-text", name = name.as_str()));
                ui.add_space(8.0);
                if ui
                    .button(RichText::new(tr!("button-ok")).strong())
                    .clicked()
                {
                    actions.push(Action::SitOutConfirmed);
                }
            }
            Modal::Error(failure) => {
                // Worded now, in the language of this frame.
                let (title, message) = crate::words::failure(failure);
                ui.heading(title);
                ui.label(message);
                ui.add_space(8.0);
                if ui.button(tr!("button-ok")).clicked() {
                    actions.push(Action::Shell(Shell::Close));
                }
            }
            Modal::GameOver => {
                // Online (the playing screen shows the result beside its board instead).
                if let Some(session) = session {
                    actions.extend(super::game_over::result_ui(ui, session.game(), turns, None));
                }
            }
            Modal::Resume { names, turn, saved } => {
                ui.heading(tr!("resume-title"));
                let names = names.join(", ");
                let time = saved.map(|saved| saved.format("%H:%M").to_string());
                let today = chrono::Local::now().date_naive();
                let day = saved
                    .filter(|saved| saved.date_naive() != today)
                    .map(|saved| saved.format(&tr!("resume-date-format")).to_string());
                ui.label(match (time, day) {
                    (Some(time), None) => {
                        tr!("resume-question", names = names, turn = *turn, time = time)
                    }
                    (Some(time), Some(day)) => tr!(
                        "resume-question-dated",
                        names = names,
                        turn = *turn,
                        date = day,
                        time = time
                    ),
                    (None, _) => tr!("resume-question-undated", names = names, turn = *turn),
                });
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui
                        .button(RichText::new(tr!("button-resume")).strong())
                        .clicked()
                    {
                        actions.push(Action::ResumeGame);
                    }
                    if ui.button(tr!("button-new-game")).clicked() {
                        actions.push(Action::DeclineResume);
                    }
                });
            }
            Modal::Record(dialog) => {
                if let Some(choice) = game_shell::dialogs::record_body(ui, dialog) {
                    actions.push(Action::Shell(Shell::Record(choice)));
                }
            }
            Modal::Files { browser, .. } => {
                if let Some(outcome) = browser.ui(ui, &crate::words::browser_words()) {
                    actions.push(Action::Shell(Shell::Browser(outcome)));
                }
            }
        }
        actions
    }
}
