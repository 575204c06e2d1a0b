//! A replay of the game on screen, the same in every program: where it stands in the game's
//! record ([`Replay`]), the steps through it ([`ReplayMove`]: First, Back, Forward, Last, or to
//! a move of the list), their keys (Home, Left, Right, End; Escape, the shell's, leaves) and
//! their buttons. What the board shows at each step is the program's: the game itself is
//! not touched, and leaving the replay shows it as it was, with the dialog that was open (the
//! result of a finished game).

use egui::{Key, Modifiers, RichText, Ui};

use crate::i18n::shell_tr;

/// A step through the replay.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayMove {
    /// To where the record begins (Home).
    First,
    /// One turn back (←).
    Back,
    /// One turn forward (→).
    Forward,
    /// To the end of the record: the game as it stands (End).
    Last,
    /// To the position after turn `n` (a click on the move list).
    To(usize),
}

/// What the replay's buttons ask for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    /// A step through the record.
    Go(ReplayMove),
    /// Leave the replay.
    Leave,
}

/// Where a replay stands: how many turns of the record are shown played; `M` is the
/// program's dialog, open again when the replay is left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay<M> {
    at: usize,
    turns: usize,
    back: Option<M>,
}

impl<M> Replay<M> {
    /// A replay of a record of `turns` turns, from where it begins; `back` is the dialog open
    /// when it started, open again when it is left.
    #[must_use]
    pub const fn new(turns: usize, back: Option<M>) -> Replay<M> {
        Replay { at: 0, turns, back }
    }

    /// How many turns are shown played (0: where the record begins).
    #[must_use]
    pub const fn at(&self) -> usize {
        self.at
    }

    /// How many turns the record holds.
    #[must_use]
    pub const fn turns(&self) -> usize {
        self.turns
    }

    /// Steps through the record; a step past either end stays at that end.
    pub fn go(&mut self, mv: ReplayMove) {
        self.at = match mv {
            ReplayMove::First => 0,
            ReplayMove::Back => self.at.saturating_sub(1),
            ReplayMove::Forward => self.at + 1,
            ReplayMove::Last => self.turns,
            ReplayMove::To(n) => n,
        }
        .min(self.turns);
    }

    /// Leaves the replay: the dialog to open again, if one was open.
    #[must_use]
    pub fn leave(self) -> Option<M> {
        self.back
    }
}

/// Takes `step` in `replay` (when one is on): a step through the record, or leaving it, when
/// the dialog that was open as it began (kept in the replay) opens again in `modal`.
pub fn take<M>(replay: &mut Option<Replay<M>>, modal: &mut Option<M>, step: ReplayStep) {
    match step {
        ReplayStep::Go(mv) => {
            if let Some(replay) = replay {
                replay.go(mv);
            }
        }
        ReplayStep::Leave => {
            if let Some(left) = replay.take() {
                *modal = left.leave();
            }
        }
    }
}

/// The replay's keys pressed this frame (Home, Left, Right, End), taken from the input.
pub fn keys(ctx: &egui::Context) -> Vec<ReplayStep> {
    let mut moves = Vec::new();
    ctx.input_mut(|input| {
        for (key, mv) in [
            (Key::Home, ReplayMove::First),
            (Key::ArrowLeft, ReplayMove::Back),
            (Key::ArrowRight, ReplayMove::Forward),
            (Key::End, ReplayMove::Last),
        ] {
            if input.consume_key(Modifiers::NONE, key) {
                moves.push(ReplayStep::Go(mv));
            }
        }
    });
    moves
}

/// The replay's buttons: First, Back, Forward, Last (each greyed at its end), Leave, and a
/// line on the keys; `can_act` greys them all (a dialog is open).
pub fn steps_ui<M>(ui: &mut Ui, replay: &Replay<M>, can_act: bool) -> Option<ReplayStep> {
    let mut step = None;
    let (at, turns) = (replay.at(), replay.turns());
    ui.horizontal_wrapped(|ui| {
        for (text, enabled, mv) in [
            (shell_tr!("shell-replay-first"), at > 0, ReplayMove::First),
            (shell_tr!("shell-replay-back"), at > 0, ReplayMove::Back),
            (
                shell_tr!("shell-replay-forward"),
                at < turns,
                ReplayMove::Forward,
            ),
            (shell_tr!("shell-replay-last"), at < turns, ReplayMove::Last),
        ] {
            if ui
                .add_enabled(can_act && enabled, egui::Button::new(text))
                .clicked()
            {
                step = Some(ReplayStep::Go(mv));
            }
        }
    });
    let leave = egui::Button::new(shell_tr!("shell-replay-leave"));
    if ui.add_enabled(can_act, leave).clicked() {
        step = Some(ReplayStep::Leave);
    }
    ui.add(egui::Label::new(RichText::new(shell_tr!("shell-replay-keys")).small()).wrap());
    step
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_within_the_record() {
        let mut r = Replay::<()>::new(3, None);
        r.go(ReplayMove::Back);
        assert_eq!(r.at(), 0);
        r.go(ReplayMove::Forward);
        r.go(ReplayMove::Forward);
        assert_eq!(r.at(), 2);
        r.go(ReplayMove::Last);
        r.go(ReplayMove::Forward);
        assert_eq!(r.at(), 3);
        r.go(ReplayMove::To(9));
        assert_eq!(r.at(), 3);
        r.go(ReplayMove::To(1));
        assert_eq!(r.at(), 1);
        r.go(ReplayMove::First);
        assert_eq!(r.at(), 0);
    }

    #[test]
    fn leaving_gives_back_the_dialog_that_was_open() {
        let mut replay = Some(Replay::new(2, Some("result")));
        let mut modal = None;
        take(&mut replay, &mut modal, ReplayStep::Go(ReplayMove::Last));
        assert_eq!(replay.as_ref().map(Replay::at), Some(2));
        take(&mut replay, &mut modal, ReplayStep::Leave);
        assert_eq!((replay, modal), (None, Some("result")));
    }
}
