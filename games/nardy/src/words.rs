//! Every word the window shows comes from here, through the catalogs (see [`crate::i18n`]).
//! The core gives typed reasons; they are put into words here.

use nardy_core::{Colour, GameError, Level, Outcome, Player, StepError};

use crate::tr;

/// The colour's key for the catalogs' selectors: `white` or `black`.
#[must_use]
pub const fn key(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// "White" or "Black".
#[must_use]
pub fn colour(c: Colour) -> String {
    match c {
        Colour::White => tr!("white"),
        Colour::Black => tr!("black"),
    }
}

/// A player kind as the new-game dialog shows it.
#[must_use]
pub fn player(p: Player) -> String {
    match p {
        Player::Human => tr!("player-human"),
        Player::Computer(Level::Quick) => tr!("player-quick"),
        Player::Computer(Level::Strong) => tr!("player-strong"),
    }
}

/// Why a step is refused, as a sentence.
#[must_use]
pub fn step_error(e: StepError) -> String {
    match e {
        StepError::NoDiceLeft => tr!("step-no-dice-left"),
        StepError::NoChecker { point } => tr!("step-no-checker", point = point),
        StepError::NoSuchDie => tr!("step-no-such-die"),
        StepError::OpponentPoint { point } => tr!("step-opponent-point", point = point),
        StepError::SixBlock => tr!("step-six-block"),
        StepError::HeadRule => tr!("step-head-rule"),
        StepError::NotAllHome => tr!("step-not-all-home"),
        StepError::FurtherCheckerFirst => tr!("step-further-checker-first"),
        StepError::MustUseMoreDice => tr!("step-must-use-more-dice"),
        StepError::MustUseHigherDie => tr!("step-must-use-higher-die"),
    }
}

/// A refused game action, as a sentence.
#[must_use]
pub fn game_error(e: GameError) -> String {
    match e {
        GameError::Over => tr!("game-over-already"),
        GameError::AlreadyRolled => tr!("already-rolled"),
        GameError::NotRolled => tr!("not-rolled"),
        GameError::Step(s) => step_error(s),
        GameError::Turn(_) => tr!("not-finished"),
    }
}

/// Who is to move.
#[must_use]
pub fn to_move(c: Colour, p: Player) -> String {
    match p {
        Player::Human => tr!("to-move", colour = key(c)),
        Player::Computer(_) => tr!("to-move-computer", colour = key(c)),
    }
}

/// The result.
#[must_use]
pub fn outcome(o: Outcome) -> String {
    if o.mars {
        tr!("wins-mars", colour = key(o.winner))
    } else {
        tr!("wins", colour = key(o.winner))
    }
}

/// The accessible name of point `p`: `point 24: 15 white, selected, target`.
#[must_use]
pub fn point_label(at: Option<(Colour, u8)>, p: u8, selected: bool, target: bool) -> String {
    let mut s = match at {
        Some((Colour::White, n)) => tr!("point-white", point = p, count = n),
        Some((Colour::Black, n)) => tr!("point-black", point = p, count = n),
        None => tr!("point-empty", point = p),
    };
    if selected {
        s.push_str(&tr!("selected"));
    }
    if target {
        s.push_str(&tr!("target"));
    }
    s
}

/// The rules, section by section (title, text).
#[must_use]
pub fn rules() -> Vec<(String, String)> {
    vec![
        (tr!("rules-board-title"), tr!("rules-board")),
        (tr!("rules-turn-title"), tr!("rules-turn")),
        (tr!("rules-stop-title"), tr!("rules-stop")),
        (tr!("rules-head-title"), tr!("rules-head")),
        (tr!("rules-block-title"), tr!("rules-block")),
        (tr!("rules-dice-title"), tr!("rules-dice")),
        (tr!("rules-off-title"), tr!("rules-off")),
        (tr!("rules-win-title"), tr!("rules-win")),
        (tr!("rules-mouse-title"), tr!("rules-mouse")),
    ]
}
