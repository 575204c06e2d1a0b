//! The confirm-abandon dialog, the same in every program: before a new game, a load or quitting
//! ends a game that would be lost, the program asks "Save it first?" with Save, Don't save and
//! Cancel. The view only returns what the player chose; the program applies it (saves, then
//! goes on; goes on; or stays).

use egui::{RichText, Ui};

use crate::i18n::shell_tr;

/// The step that would end the game on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Abandon {
    /// Starting a new game.
    NewGame,
    /// Loading a saved game.
    Load,
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
