//! What the status line says about what just happened: each [`Outcome`] of the game in a
//! sentence. The one place where the game's events become words.

use loopit_core::Game;

use crate::session::Outcome;

/// The sentence for `outcome` in `game` (as it is after the outcome), or `None` when there is
/// nothing to say.
#[must_use]
pub fn outcome(outcome: &Outcome, game: &Game) -> Option<String> {
    let name = |seat: usize| {
        game.players()
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    Some(match outcome {
        Outcome::Nothing | Outcome::PutDown | Outcome::ConfirmEndTurn => return None,
        Outcome::PickedUp {
            tile,
            cells,
            turn_full,
        } => match cells {
            0 if *turn_full => "Three tiles are placed this turn: end your turn.".to_owned(),
            0 => format!("{tile} fits nowhere on the board right now."),
            1 => format!("{tile} fits on 1 cell, highlighted on the board."),
            n => format!("{tile} fits on {n} cells, highlighted on the board."),
        },
        Outcome::Placed {
            placement: p,
            player,
            by_computer: true,
        } => format!(
            "{} placed {} on {} for {} points.",
            name(*player),
            p.tile,
            p.cell,
            p.points
        ),
        Outcome::Placed { placement: p, .. } => {
            format!("Placed {} on {} for {} points.", p.tile, p.cell, p.points)
        }
        Outcome::Refused { tile, cell, reason } => {
            format!("{tile} cannot go on {cell}: {reason}.")
        }
        Outcome::TookBack(back) => {
            let mut text = format!("Took {} back to the bank", back.taken.tile);
            if !back.also_returned.is_empty() {
                let others: Vec<String> = back
                    .also_returned
                    .iter()
                    .map(|p| p.tile.to_string())
                    .collect();
                text.push_str(&format!(
                    ", and {}, which no longer fitted without it",
                    others.join(" and ")
                ));
            }
            text.push('.');
            text
        }
        Outcome::NothingToTakeBack => "No tile placed this turn to take back.".to_owned(),
        Outcome::TurnEnded(summary) => {
            let player = name(summary.player);
            if summary.sat_out {
                format!("{player} sat out: none of their tiles fitted anywhere.")
            } else {
                let entry = crate::session::LogEntry::of_turn(game, summary);
                format!("{player} {}.", entry.text)
            }
        }
        Outcome::CheatMarked(_) => {
            "Cheat: turn the mouse wheel over the marked tile to swap it through the bag."
                .to_owned()
        }
        Outcome::CheatSwapped { slot, tile } => {
            format!("Cheat: bank tile {} is now {tile}.", slot + 1)
        }
        Outcome::CheatRefused(e) => format!("Cheat: {e}."),
        Outcome::ComputerReleased => return None,
    })
}
