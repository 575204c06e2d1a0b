//! Every word the window shows, in one place (English; Russian and German will come with the
//! workspace's shared localisation). The core gives typed reasons; they are put into words here.

use nardy_core::{Colour, GameError, Level, Outcome, Player, SaveError, StepError};

/// "White" or "Black".
#[must_use]
pub fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// "white" or "black", inside a sentence.
#[must_use]
pub fn colour_lower(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// A player kind as the new-game dialog shows it.
#[must_use]
pub fn player(p: Player) -> &'static str {
    match p {
        Player::Human => "Human",
        Player::Computer(Level::Quick) => "Computer (quick)",
        Player::Computer(Level::Strong) => "Computer (strong)",
    }
}

/// Why a step is refused, as a sentence.
#[must_use]
pub fn step_error(e: StepError) -> String {
    match e {
        StepError::NoDiceLeft => "All dice are played: end your move.".into(),
        StepError::NoChecker { point } => format!("You have no checker on point {point}."),
        StepError::NoSuchDie => "No die left moves a checker that far.".into(),
        StepError::OpponentPoint { point } => {
            format!("Point {point} holds an opponent's checker: you cannot stop there.")
        }
        StepError::SixBlock => {
            "Six points in a row are not allowed while no opponent checker is past them.".into()
        }
        StepError::HeadRule => "Only one checker may leave the head this turn.".into(),
        StepError::NotAllHome => "You may bear off only when all your checkers are home.".into(),
        StepError::FurtherCheckerFirst => {
            "A higher die bears off only from your highest occupied point.".into()
        }
        StepError::MustUseMoreDice => {
            "That would leave a die unplayed: another way plays more dice.".into()
        }
        StepError::MustUseHigherDie => {
            "Only one die can be played: it must be the higher one.".into()
        }
    }
}

/// A refused game action, as a sentence.
#[must_use]
pub fn game_error(e: GameError) -> String {
    match e {
        GameError::Over => "The game is over.".into(),
        GameError::AlreadyRolled => "The dice are already rolled.".into(),
        GameError::NotRolled => "Roll the dice first.".into(),
        GameError::Step(s) => step_error(s),
        GameError::Turn(_) => NOT_FINISHED.into(),
    }
}

/// The end-turn refusal.
pub const NOT_FINISHED: &str = "Your move is not finished.";
/// When no die can be played.
pub const CANNOT_MOVE: &str = "You cannot move. End your move to pass.";

/// Who is to move.
#[must_use]
pub fn to_move(c: Colour, p: Player) -> String {
    match p {
        Player::Human => format!("{} to move", colour(c)),
        Player::Computer(_) => format!("{} to move (computer)", colour(c)),
    }
}

/// The result.
#[must_use]
pub fn outcome(o: Outcome) -> String {
    if o.mars {
        format!("{} wins with a mars: 2 points.", colour(o.winner))
    } else {
        format!("{} wins: 1 point.", colour(o.winner))
    }
}

/// A save that cannot be loaded.
#[must_use]
pub fn bad_save(name: &str, e: &SaveError) -> String {
    format!("Cannot load \"{name}\": {e}. The game on screen is unchanged.")
}

/// The rules, section by section (title, text).
pub const RULES: &[(&str, &str)] = &[
    (
        "The board",
        "24 points in four quarters of six. Each player has 15 checkers. White starts with all 15 on point 24 (its head), Black with all 15 on point 12. Both move counter-clockwise: White 24 → 1, Black 12 → 1 → 24 → 13. White's home is points 1–6, Black's home 13–18.",
    ),
    (
        "A turn",
        "Roll two dice (click the dice or press Space). Each die moves one checker that many points; one checker may use both dice, and every point it stops on must be allowed. A double gives four moves of that number. Who starts is drawn at random.",
    ),
    (
        "Where a checker may stop",
        "On an empty point or on your own checkers, never on a point holding an opponent's checker. There is no hitting.",
    ),
    (
        "The head",
        "Only one checker may leave the head in a turn. Exception: on your first turn, with 6-6, 4-4 or 3-3, two may (with 6-6 the other two sixes are usually lost: the sixth point from the head is the opponent's head).",
    ),
    (
        "Six in a row",
        "You may not hold six points in a row (along your own path) unless at least one opponent checker is already past all six. This is checked after every die, even in the middle of a move.",
    ),
    (
        "Using the dice",
        "Play as many dice as possible, judged over the whole move. If only one die can be played, play the higher one when you can. If no die can be played, the turn passes.",
    ),
    (
        "Bearing off",
        "Once all your checkers are home, a die bears off a checker from the point at exactly that distance; a higher die bears off from your highest occupied point when no checker stands further away. Otherwise the die moves a checker inside the home.",
    ),
    (
        "Winning",
        "The first to bear off all 15 wins one point; if the loser has borne off none, it is a mars and counts two. The match score is kept for the session.",
    ),
    (
        "Playing with the mouse and keys",
        "Click one of your checkers: arrows show where it may go with the dice left (the tray on the right when it may bear off). Click a target, or drag the checker there. Used dice are greyed. Undo (Ctrl+Z) takes the move back to the roll; End move (Enter) passes the dice on once every playable die is played. Hint (H) shows the move the strong computer player would make.",
    ),
];
