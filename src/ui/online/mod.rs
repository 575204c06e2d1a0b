//! The online screens (Game ▸ Play online): the host, join and watch forms ([`forms`]), a
//! room's lobby ([`lobby`]), its game ([`playing`]), and their words ([`words`]). Like every
//! view they draw what they are given and return [`Action`]s; the room itself is
//! `crate::online`'s.

pub mod forms;
pub mod lobby;
pub mod playing;
pub mod words;

use egui::Ui;

use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use crate::online::{FormKind, OnlineScreen, Phase};
use crate::settings::Settings;
use crate::tiles::TileTextures;

/// Game ▸ Play online ▸ Host… / Join… / Watch….
pub fn menu(ui: &mut Ui) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.menu_button(tr!("menu-online"), |ui| {
        for (text, kind) in [
            (tr!("menu-online-host"), FormKind::Host),
            (tr!("menu-online-join"), FormKind::Join),
            (tr!("menu-online-watch"), FormKind::Watch),
        ] {
            if ui.button(text).clicked() {
                actions.push(Action::Online(OnlineAction::Open(kind)));
                ui.close();
            }
        }
    });
    actions
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
    pub fn motion_mut(&mut self) -> &mut crate::ui::motion::Motion {
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
