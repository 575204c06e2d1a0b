//! The dialogs over the board: a new game, the result, and the frame's own: "save the game
//! first?" before a step that would lose it, and the file dialog where the system has none.

use game_shell::browser::BrowserWords;
use game_shell::dialogs::abandon_body;
use nardy_core::{Colour, Level, Match, Player};

use crate::action::Action;
use crate::i18n::tr;
use crate::navigation::Modal;
use crate::words;
use game_shell::frame::Shell;

/// The match lengths the new-game dialog offers (`None`: no end).
pub const MATCH_LENGTHS: [Option<u32>; 7] =
    [Some(1), Some(3), Some(5), Some(7), Some(11), Some(15), None];

/// Shows `modal` over the window (`series`: the match on screen); returns what the player
/// chose. The dialog's own fields (the players chosen, the name typed) change in place.
///
/// `opening` counts the dialogs opened: each opening is a new egui area, which egui measures
/// in an unseen first pass before showing it. Had every dialog the same area, one would be
/// laid out in the size of the one before (the load list squeezed into the size of "Save the
/// game first?") and move to its own size only on the next frame, which comes with the next
/// mouse move: a click aimed at one saved game would then load another.
pub fn ui(ctx: &egui::Context, modal: &mut Modal, opening: u64, series: Match) -> Vec<Action> {
    let mut actions = Vec::new();
    let id = egui::Id::unique(("nardy-dialog", opening));
    let response = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width(420.0);
        match modal {
            Modal::NewGame { players, match_to } => {
                ui.heading(tr!("new-game"));
                for c in Colour::ALL {
                    ui.label(egui::RichText::new(words::colour(c)).strong());
                    ui.horizontal_wrapped(|ui| {
                        for p in [Player::Human]
                            .into_iter()
                            .chain(Level::ALL.map(Player::Computer))
                        {
                            ui.radio_value(&mut players[c.index()], p, words::player(p));
                        }
                    });
                }
                ui.label(egui::RichText::new(tr!("match-to")).strong());
                ui.horizontal_wrapped(|ui| {
                    for n in MATCH_LENGTHS {
                        ui.radio_value(match_to, n, words::match_length(n));
                    }
                });
                ui.label(tr!("random-start"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("start")).clicked() {
                        actions.push(Action::StartGame {
                            players: *players,
                            match_to: *match_to,
                        });
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(Action::Shell(Shell::Close));
                    }
                });
            }
            Modal::Abandon(step) => {
                if let Some(choice) = abandon_body(ui, &step.question()) {
                    actions.push(Action::Shell(Shell::Abandon(choice)));
                }
            }
            Modal::Files { browser, .. } => {
                if let Some(outcome) = browser.ui(ui, &BrowserWords::localised()) {
                    actions.push(Action::Shell(Shell::Browser(outcome)));
                }
            }
            Modal::Record(dialog) => {
                if let Some(choice) = game_shell::dialogs::record_body(ui, dialog) {
                    actions.push(Action::Shell(Shell::Record(choice)));
                }
            }
            Modal::Resume(saved) => {
                ui.heading(tr!("resume-title"));
                let turns = saved.record.as_ref().map_or(0, |r| r.turns.len());
                ui.label(tr!("resume-text", turns = turns));
                if let Some(at) = &saved.saved_at {
                    ui.label(at.as_str());
                }
                ui.horizontal(|ui| {
                    if ui.button(tr!("resume")).clicked() {
                        actions.push(Action::ResumeAutosaved);
                    }
                    if ui.button(tr!("resume-decline")).clicked() {
                        actions.push(Action::DeclineResume);
                    }
                });
            }
            Modal::Result(o) => {
                ui.heading(tr!("game-over"));
                ui.label(words::outcome(*o));
                ui.label(words::match_state(series));
                ui.horizontal(|ui| {
                    if !series.is_over() && ui.button(tr!("next-game")).clicked() {
                        actions.push(Action::NextGame);
                    }
                    if ui.button(tr!("replay-game")).clicked() {
                        actions.push(Action::StartReplay);
                    }
                    if ui.button(tr!("new-match")).clicked() {
                        actions.push(Action::Shell(Shell::New));
                    }
                    if ui.button(tr!("close")).clicked() {
                        actions.push(Action::Shell(Shell::Close));
                    }
                });
            }
        }
    });
    if response.should_close() && actions.is_empty() && modal.closes_on_escape() {
        actions.push(Action::Shell(Shell::Close));
    }
    actions
}
