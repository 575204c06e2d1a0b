//! The views of the window, one file per panel. Each draws part of the state it is given and
//! returns what the player asked for as [`Action`]s; none changes the game or decides a rule.
//!
//! - [`menu`]: the menu bar and the keyboard shortcuts;
//! - [`side`]: who is to move, the dice, the turn's buttons, the message line, the match;
//! - [`board`]: the board, its clicks and drags;
//! - [`dialogs`]: the dialogs over the board;
//! - [`help`]: the rules and the About box;
//! - [`guide`]: the guided first game's card beside the board, and its marks on the board;
//! - [`online`]: the online forms, the lobby and a room's side panel;
//! - [`paint`]: how checkers, arrows and dice are drawn.

pub mod board;
pub mod dialogs;
pub mod guide;
pub mod help;
pub mod menu;
pub mod online;
pub mod paint;
pub mod side;

use egui::Ui;

use crate::action::Action;
use crate::navigation::{Modal, ToolWindows};
use crate::session::Session;

/// What the window shows this frame.
#[derive(Debug)]
pub struct Window<'a> {
    /// The game on the board.
    pub session: &'a Session,
    /// The dialog open, if any (its fields are edited in place).
    pub modal: &'a mut Option<Modal>,
    /// Which opening of a dialog this is (see [`dialogs::ui`]).
    pub dialog: u64,
    /// The help windows open.
    pub tools: &'a mut ToolWindows,
    /// The language policy (for the Language menu).
    pub language: &'a game_shell::prefs::LanguagePolicy,
    /// The theme (for the Theme menu).
    pub theme: game_shell::theme::Theme,
    /// The message line, in words.
    pub message: Option<String>,
    /// The replay shown instead of the game, if any.
    pub replay: Option<&'a crate::replay::Replay>,
    /// What the replay shows of the game's analysis.
    pub analysis: crate::replay::AnalysisView<'a>,
    /// The card beside the board on the left: the guided first game's step, or its offer.
    pub guide: Option<guide::Card<'a>>,
}

/// Draws the whole window: menu bar, side panel, board, dialog, help windows; then reads the
/// shortcuts. Returns what the player asked for, in order.
pub fn window(ui: &mut Ui, window: Window<'_>) -> Vec<Action> {
    let Window {
        session,
        modal,
        tools,
        language,
        theme,
        message,
        dialog,
        replay,
        analysis,
        guide: card,
    } = window;
    let ctx = ui.ctx().clone();
    let can_act = modal.is_none();
    let human = can_act && session.human_to_move() && replay.is_none();
    let rolled = session.game().turn().is_some();
    let mut actions = Vec::new();
    let state = menu::MenuState {
        human_turn: human,
        rolled,
        can_undo: session.can_undo(),
        can_replay: can_act && replay.is_none() && !session.game().history().is_empty(),
        shell: game_shell::menu::MenuState {
            language,
            theme,
            online: false,
            can_save: true,
        },
    };
    egui::Panel::top("nardy-menu").show(ui, |ui| actions.extend(menu::menu_bar(ui, state)));
    // A fixed width: the panel's texts wrap rather than push the board aside.
    let side_width = side::width(ui.available_width());
    let card_width = guide::width(ui.available_width());
    egui::Panel::right("nardy-side")
        .resizable(false)
        .exact_size(side_width)
        .show(ui, |ui| match replay {
            Some(replay) => actions.extend(side::replay_ui(ui, session, replay, analysis, can_act)),
            None => actions.extend(side::ui(ui, session, can_act, message.as_deref())),
        });
    if let Some(card) = card {
        egui::Panel::left("nardy-guide")
            .resizable(false)
            .exact_size(card_width)
            .show(ui, |ui| actions.extend(guide::card(ui, card, can_act)));
    }
    egui::CentralPanel::default().show(ui, |ui| {
        // The board's rectangle, for the guide's marks over it.
        let area = ui.available_rect_before_wrap();
        if let Some(replay) = replay {
            replay_board(ui, session, replay);
            return;
        }
        let view = board::BoardView {
            position: session.game().position(),
            selected: session.selected(),
            targets: session.targets(),
            hint: session.hint(),
            last_move: session.last_computer_move(),
            // Before the roll a click is answered too: the session says to roll first.
            interactive: human,
            picture: false,
        };
        if let Some(mv) = view.ui(ui) {
            actions.push(Action::Play(mv));
        }
        if let Some(guide::Card::Guide(guided)) = card {
            guide::paint_marks(ui, area, session.game().position(), &guided.marks(session));
        }
    });
    if let Some(open) = modal {
        actions.extend(dialogs::ui(&ctx, open, dialog, session.series()));
    }
    help::windows(&ctx, tools);
    actions.extend(menu::shortcuts(&ctx, modal.is_some(), replay.is_some()));
    actions
}

/// The board of a replay: the position after the turns shown, the last of them marked; no
/// clicks.
fn replay_board(ui: &mut Ui, session: &Session, replay: &crate::replay::Replay) {
    let game = session.game();
    let Some(position) = game.position_after(replay.at()) else {
        return;
    };
    let last = replay
        .at()
        .checked_sub(1)
        .and_then(|i| game.history().get(i))
        .map(|(_, _, steps)| steps.as_slice())
        .filter(|steps| !steps.is_empty());
    let view = board::BoardView {
        position,
        selected: None,
        targets: &[],
        hint: None,
        last_move: last,
        interactive: false,
        picture: false,
    };
    let _ = view.ui(ui);
}
