//! The online screens (Game ▸ Play online): the host, join and watch forms ([`forms`]), a
//! room's lobby ([`lobby`]), its game ([`playing`]), and LoopIt's words for them ([`words`]).
//! What every program's online screens share — the menu, the join and watch forms, the host
//! form's network fields, the lobby, the connection line, the protocol's words — is the
//! frame's ([`game_shell::online`]); these give it LoopIt's seats, board and refusals. Like
//! every view they draw what they are given and return [`Action`]s; the room itself is
//! `crate::online`'s.

pub mod forms;
pub mod lobby;
pub mod playing;
pub mod words;

use egui::Ui;
use game_shell::frame::Shell;

use crate::action::{Action, OnlineAction};
use crate::online::{OnlineScreen, Phase};
use crate::settings::Settings;
use crate::tiles::TileTextures;

/// Game ▸ Play online ▸ Host… / Join… / Watch… (the frame's menu).
pub fn menu(ui: &mut Ui) -> Vec<Action> {
    game_shell::online::menu(ui)
        .map(|kind| Action::Shell(Shell::Online(OnlineAction::Open(kind))))
        .into_iter()
        .collect()
}

/// The online screen and what its forms and board remember between frames.
#[derive(Debug)]
pub struct OnlineView {
    forms: forms::Forms,
    playing: playing::OnlinePlayingView,
}

impl OnlineView {
    /// The forms prefilled from the settings (the seats and names of the last setup).
    #[must_use]
    pub fn from_settings(settings: &Settings) -> OnlineView {
        OnlineView {
            forms: forms::Forms::from_settings(settings),
            playing: playing::OnlinePlayingView::default(),
        }
    }

    /// What is on its way on the online game's screen.
    pub fn motion_mut(&mut self) -> &mut crate::motion::Motion {
        &mut self.playing.motion
    }

    /// Draws `screen`. `coordinates`: letters and numbers along the board's edges.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        screen: &OnlineScreen,
        textures: Option<&TileTextures>,
        coordinates: bool,
    ) -> Vec<Action> {
        match screen {
            OnlineScreen::Form { kind, problem } => {
                let mut actions = Vec::new();
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        actions = self.forms.ui(ui, *kind, problem.as_ref());
                    });
                });
                actions
            }
            OnlineScreen::Room(room) => match room.phase() {
                Phase::Entering | Phase::Lobby => {
                    let mut actions = Vec::new();
                    egui::CentralPanel::default().show(ui, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            actions = lobby::ui(ui, room);
                        });
                    });
                    actions
                }
                Phase::Playing | Phase::Over => self.playing.ui(ui, room, textures, coordinates),
            },
        }
    }
}
