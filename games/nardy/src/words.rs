//! Every sentence a player reads comes from here, through the catalogs (see [`crate::i18n`]):
//! the core and the session give typed results ([`Outcome`], [`Notice`], the core's errors);
//! they are put into words here, in the language in use when drawn. The views' own labels
//! (buttons, menus, headings) come from the catalogs where they are drawn.

use nardy_core::{Colour, GameError, Level, Outcome, Player, Roll, Step, StepError};

use game_shell::files::quoted_value;
use game_shell::picker::PickerWords;

use crate::navigation::Notice;
use crate::saves::{self, LoadError};
use crate::session::{NoHint, Outcome as SessionOutcome};
use crate::thinking::ThinkError;
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

/// Steps as players write them: `24/18 18/13`.
#[must_use]
pub fn steps(steps: &[Step]) -> String {
    let text: Vec<String> = steps.iter().map(ToString::to_string).collect();
    text.join(" ")
}

/// The message line for `notice`; `None` when the line stays empty.
#[must_use]
pub fn notice(notice: &Notice) -> Option<String> {
    Some(match notice {
        Notice::Play(outcome) => return play(outcome),
        Notice::Starts(c) => tr!("starts", colour = key(*c)),
        Notice::Saved(path) => tr!("saved-as", name = quoted_value(&saves::name_of_path(path))),
        Notice::CannotSave(e) => tr!("cannot-save", reason = e.words()),
        Notice::Loaded(path) => tr!("loaded", name = quoted_value(&saves::name_of_path(path))),
        Notice::CannotLoad { path, reason } => tr!(
            "cannot-load",
            name = quoted_value(&saves::name_of_path(path)),
            reason = load_error(reason)
        ),
        Notice::ComputerFailed(e) => tr!("computer-failed", reason = think_error(e)),
        Notice::ComputerRefused(e) => tr!("computer-refused", reason = game_error(*e)),
    })
}

/// Why a save could not be loaded, as a sentence.
#[must_use]
pub fn load_error(e: &LoadError) -> String {
    match e {
        LoadError::File(e) => e.reason(),
        LoadError::Save(e) => e.to_string(),
    }
}

/// What the system's file dialogs say, in the language in use.
#[must_use]
pub fn picker() -> PickerWords {
    PickerWords::localised(tr!("file-type"), saves::EXTENSION)
}

/// What came of a move, as the message line says it; `None` when there is nothing to say.
#[must_use]
pub fn play(outcome: &SessionOutcome) -> Option<String> {
    Some(match outcome {
        SessionOutcome::Passed { colour, roll } => {
            tr!("passed", colour = key(*colour), roll = roll.to_string())
        }
        SessionOutcome::Picked { complete: true, .. } => tr!("all-dice-played"),
        SessionOutcome::Picked {
            point,
            targets: 0,
            why,
            ..
        } => stuck(*point, *why),
        SessionOutcome::Moved { complete: true, .. } => tr!("move-complete"),
        SessionOutcome::Refused(e) => game_error(*e),
        SessionOutcome::Thinking(_) => tr!("hint-thinking"),
        SessionOutcome::Hint { steps: s, rest } => {
            let moves = steps(s);
            if *rest {
                tr!("hint-rest", moves = moves)
            } else {
                tr!("hint", moves = moves)
            }
        }
        SessionOutcome::NoHint(NoHint::NotRolled) => tr!("hint-needs-roll"),
        SessionOutcome::NoHint(NoHint::AllPlayed) => tr!("all-dice-played"),
        SessionOutcome::NoHint(NoHint::CannotMove) => tr!("cannot-move"),
        SessionOutcome::ComputerPlayed {
            colour,
            roll,
            steps: s,
            ..
        } => computer_played(*colour, *roll, s),
        SessionOutcome::Nothing
        | SessionOutcome::Rolled { .. }
        | SessionOutcome::Picked { .. }
        | SessionOutcome::PutDown
        | SessionOutcome::Moved { .. }
        | SessionOutcome::Undone
        | SessionOutcome::TurnEnded(_) => return None,
    })
}

/// Why the checker on `point` cannot move, as the core gives it.
fn stuck(point: u8, why: Option<StepError>) -> String {
    match why {
        Some(StepError::HeadRule) => tr!("stuck-head", point = point),
        Some(StepError::OpponentPoint { .. }) => tr!("stuck-blocked", point = point),
        Some(StepError::NotAllHome) => tr!("stuck-not-home", point = point),
        Some(e) => tr!("stuck-because", point = point, reason = step_error(e)),
        None => tr!("checker-stuck", point = point),
    }
}

fn computer_played(colour: Colour, roll: Roll, s: &[Step]) -> String {
    let (colour, roll) = (key(colour), roll.to_string());
    if s.is_empty() {
        tr!("computer-passed", colour = colour, roll = roll)
    } else {
        tr!(
            "computer-played",
            colour = colour,
            roll = roll,
            moves = steps(s)
        )
    }
}

/// Why the computer got no answer.
#[must_use]
pub fn think_error(e: &ThinkError) -> String {
    match e {
        ThinkError::Lost => tr!("thinking-lost"),
    }
}

/// The label of die `n` (1-based) showing `value`, greyed when `used`.
#[must_use]
pub fn die(n: usize, value: u8, used: bool) -> String {
    if used {
        tr!("die-used", n = n, value = value)
    } else {
        tr!("die", n = n, value = value)
    }
}

/// The accessible name of the borne-off tray.
#[must_use]
pub fn tray(white: u8, black: u8, target: bool) -> String {
    let mut s = tr!("tray", white = white, black = black);
    if target {
        s.push_str(&tr!("target"));
    }
    s
}

/// One line of the match panel: colour, player, score, pips, checkers off.
#[must_use]
pub fn match_line(c: Colour, p: Player, score: u32, pips: u32, off: u8) -> String {
    tr!(
        "match-line",
        colour = colour(c),
        player = player(p),
        score = score,
        pips = pips,
        off = off,
    )
}
