//! The replay's panel (Analysis ▸ Replay the game, and an online game's record): which move
//! is shown, the shell's steps through the record (First, Back, Forward, Last, Leave; the keys
//! Home, Left, Right, End), the counts of the position shown and its moves so far.

use egui::{RichText, TextWrapMode, Ui};
use game_shell::replay::Replay;
use reversi_core::{Colour, Game};

use crate::action::Action;
use crate::i18n::tr;
use crate::navigation::{Modal, Notice};
use crate::words;

/// Draws the panel of `replay` of `game`, whose position after the moves shown is `shown`,
/// with `notice` (an online game's record opened) under the steps; `can_act` while no dialog
/// is open.
pub fn ui(
    ui: &mut Ui,
    game: &Game,
    shown: &Game,
    replay: &Replay<Modal>,
    notice: Option<&Notice>,
    can_act: bool,
) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
    let (at, moves) = (replay.at(), replay.turns());
    ui.add_space(8.0);
    ui.heading(tr!("replay-title"));
    ui.label(if at == 0 {
        tr!("replay-start", moves = moves)
    } else {
        tr!("replay-move", n = at, moves = moves)
    });
    ui.add_space(4.0);
    actions.extend(game_shell::replay::steps_ui(ui, replay, can_act).map(Action::Replay));
    if let Some(text) = notice.and_then(words::notice) {
        ui.add_space(8.0);
        ui.label(text);
    }
    ui.add_space(8.0);
    let position = shown.position();
    for colour in Colour::ALL {
        ui.label(
            RichText::new(words::stones(
                colour,
                game.rules(),
                position.board().count(colour),
            ))
            .size(18.0),
        );
    }
    if let Some(last) = words::last_move(shown) {
        ui.add_space(8.0);
        ui.label(last);
    }
    super::side::move_list(ui, shown);
    actions
}
