//! The online screens (Game ▸ Play online): the host, join and watch forms ([`forms`]), a
//! room's lobby ([`lobby`]), its game ([`playing`]), and LoopIt's words for them ([`words`]),
//! which the shell's frame shows in turn ([`game_shell::frame::Frame::online_ui`]).
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

/// Game ▸ Play online ▸ Host… / Join… / Watch… (the frame's menu).
pub fn menu(ui: &mut Ui) -> Vec<Action> {
    game_shell::online::menu(ui)
        .map(|kind| Action::Shell(Shell::Online(OnlineAction::Open(kind))))
        .into_iter()
        .collect()
}
