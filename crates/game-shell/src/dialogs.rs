//! The shell's dialogs, the same in every program:
//! - the confirm-abandon dialog: before a new game, a load, an online game's record or quitting
//!   ends a game that would be lost, the program asks "Save it first?" with Save, Don't save
//!   and Cancel;
//! - Game ▸ Open an online game's record…: the address pasted, Open, and why the last try
//!   failed ([`RecordDialog`]).
//!
//! The views only return what the player chose; the program applies it (saves, then goes on;
//! goes on; or stays; fetches the record).

use egui::{RichText, Ui};

use crate::i18n::shell_tr;
use crate::online::RecordProblem;

/// The step that would end the game on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Abandon {
    /// Starting a new game.
    NewGame,
    /// Loading a saved game.
    Load,
    /// Opening an online game's record in the replay (asks for its address).
    OpenRecord,
    /// Quitting the program.
    Quit,
}

impl Abandon {
    /// The question the dialog asks before this step, in the language in use.
    #[must_use]
    pub fn question(self) -> String {
        match self {
            Abandon::NewGame => shell_tr!("shell-abandon-new"),
            Abandon::Load => shell_tr!("shell-abandon-load"),
            Abandon::OpenRecord => shell_tr!("shell-abandon-record"),
            Abandon::Quit => shell_tr!("shell-abandon-quit"),
        }
    }
}

/// What the player answered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AbandonChoice {
    /// Save the game first, then take the step.
    Save,
    /// Take the step; the game is lost.
    DontSave,
    /// Stay with the game on the board.
    Cancel,
}

/// The dialog's body: the title, `question` and the three buttons (Save in bold); the answer
/// once a button is clicked.
pub fn abandon_body(ui: &mut Ui, question: &str) -> Option<AbandonChoice> {
    let mut choice = None;
    ui.heading(shell_tr!("shell-abandon-title"));
    ui.label(question);
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(shell_tr!("shell-button-save")).strong())
            .clicked()
        {
            choice = Some(AbandonChoice::Save);
        }
        if ui.button(shell_tr!("shell-button-dont-save")).clicked() {
            choice = Some(AbandonChoice::DontSave);
        }
        if ui.button(shell_tr!("shell-button-cancel")).clicked() {
            choice = Some(AbandonChoice::Cancel);
        }
    });
    choice
}

/// Game ▸ Open an online game's record…: the address as typed so far, whether its record is
/// being fetched (the field and Open wait meanwhile), and why the last try failed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordDialog {
    /// The address typed (`http://HOST:PORT/games/GAME/ID`).
    pub address: String,
    /// Whether the record at the address is on its way.
    pub fetching: bool,
    /// Why the last address could not be opened.
    pub problem: Option<RecordProblem>,
}

/// What the record dialog asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RecordChoice {
    /// Fetch the record at the address typed (Open, or Enter in the field).
    Fetch,
    /// Close the dialog.
    Cancel,
}

/// The record dialog's body: the title, what it does, the address field, why the last try
/// failed, Open (in bold) and Cancel; the answer once one is chosen.
pub fn record_body(ui: &mut Ui, dialog: &mut RecordDialog) -> Option<RecordChoice> {
    let mut choice = None;
    ui.heading(shell_tr!("shell-record-title"));
    ui.label(shell_tr!("shell-record-intro"));
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let label = ui.label(shell_tr!("shell-record-address"));
        let field = ui
            .add_enabled(
                !dialog.fetching,
                egui::TextEdit::singleline(&mut dialog.address)
                    .hint_text("http://10.0.0.2:7878/games/…")
                    .desired_width(320.0),
            )
            .labelled_by(label.id);
        if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            choice = Some(RecordChoice::Fetch);
        }
    });
    if let Some(problem) = &dialog.problem {
        ui.add_space(4.0);
        ui.colored_label(ui.visuals().error_fg_color, problem.words());
    }
    ui.add_space(8.0);
    if dialog.fetching {
        ui.label(shell_tr!("shell-record-fetching"));
    }
    ui.horizontal(|ui| {
        let open = egui::Button::new(RichText::new(shell_tr!("shell-record-open")).strong());
        let ready = !dialog.fetching && !dialog.address.trim().is_empty();
        if ui.add_enabled(ready, open).clicked() {
            choice = Some(RecordChoice::Fetch);
        }
        if ui.button(shell_tr!("shell-button-cancel")).clicked() {
            choice = Some(RecordChoice::Cancel);
        }
    });
    choice
}
