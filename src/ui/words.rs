//! What the status line says about what just happened: each [`Outcome`] of the game in a
//! sentence. The one place where the game's events become words.

use loopit_core::{Breakdown, Cell, Edge, Game, LineStop, PlaceError};

use super::cell_label;
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
        Outcome::Refused { tile, cell, reason } => format!(
            "This {} cannot go on {}: {}",
            tile.value(),
            cell_label(*cell),
            lowercase_first(&refusal(reason, *cell))
        ),
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

/// Where a neighbour lies, seen from the cell: "above it", "to its right"…
fn direction(edge: Edge) -> &'static str {
    match edge {
        Edge::N => "above it",
        Edge::E => "to its right",
        Edge::S => "below it",
        Edge::W => "to its left",
    }
}

/// A side of a tile: "top", "right"…
fn side(edge: Edge) -> &'static str {
    match edge {
        Edge::N => "top",
        Edge::E => "right",
        Edge::S => "bottom",
        Edge::W => "left",
    }
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Why a tile cannot go on `cell`, in the player's words and in board terms: tiles named by
/// their value and where they lie.
#[must_use]
pub fn refusal(reason: &PlaceError, cell: Cell) -> String {
    let at = |edge: Edge| cell.neighbour(edge).map(cell_label).unwrap_or_default();
    match reason {
        PlaceError::CellTaken { tile, .. } => {
            format!("{} is taken by a {}.", cell_label(cell), tile.value())
        }
        PlaceError::RunsOffBoard { edge } => {
            format!("Its line at the {} would run off the board.", side(*edge))
        }
        PlaceError::LineNotMet { edge, neighbour } => format!(
            "Its line at the {} would end against the {} {} ({}), which has no line on that side.",
            side(*edge),
            neighbour.value(),
            direction(*edge),
            at(*edge)
        ),
        PlaceError::CutsLine { edge, neighbour } => format!(
            "The {} {} ({}) has a line on this side, and this tile has none at the {}: it would cut the line off.",
            neighbour.value(),
            direction(*edge),
            at(*edge),
            side(*edge)
        ),
        PlaceError::ContinuesNoLine => {
            "None of its lines would meet a line of a tile on the board: a tile must continue at least one line.".to_owned()
        }
        PlaceError::EmptySlot { .. } => "That bank slot holds no tile.".to_owned(),
        PlaceError::TurnFull => "Three tiles are placed this turn: end your turn.".to_owned(),
        PlaceError::GameOver => "The game is over.".to_owned(),
    }
}

/// The sum as a player would check it: `7 × 3 = 21, joined 5 + 2 + 8 = 15, total 36`.
#[must_use]
pub fn breakdown(b: &Breakdown) -> String {
    let own = b.value * b.premium;
    let joined: Vec<u32> = b
        .lines
        .iter()
        .flat_map(|l| l.passed.iter().map(|(_, t)| t.value()))
        .collect();
    let head = if b.premium > 1 {
        format!("{} × {} = {own}", b.value, b.premium)
    } else {
        format!("{own}")
    };
    match joined.as_slice() {
        [] => format!("{head}, joined to nothing, total {}", b.points),
        [one] => format!("{head}, joined {one}, total {}", b.points),
        many => {
            let parts: Vec<String> = many.iter().map(u32::to_string).collect();
            format!(
                "{head}, joined {} = {}, total {}",
                parts.join(" + "),
                b.points - own,
                b.points
            )
        }
    }
}

/// Where and why one line of a placement stopped: "the line at the bottom runs through 2
/// tiles and stops at the junction on F6".
#[must_use]
pub fn line(run: &loopit_core::LineRun) -> String {
    let count = run.passed.len();
    let through = match count {
        0 => "counts no new tile".to_owned(),
        1 => "joins 1 tile".to_owned(),
        n => format!("joins {n} tiles"),
    };
    let stop = match run.stop {
        LineStop::Junction(c) => format!("stops at the junction on {}", cell_label(c)),
        LineStop::Dot(c) => format!("ends at the dot of the dead end on {}", cell_label(c)),
        LineStop::Gap(c) => format!("stops at the gap on {}", cell_label(c)),
        LineStop::Loop(c) => format!("closes a loop at {}", cell_label(c)),
    };
    format!("The line at the {} {through} and {stop}.", side(run.edge))
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Board, Tile, explain};

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile")
    }

    #[test]
    fn a_breakdown_reads_as_a_sum() {
        let mut board = Board::new();
        board.put(Cell::START, t("541"));
        board.put(Cell::new(5, 6), t("126"));
        assert_eq!(
            breakdown(&explain(&board, t("422"), Cell::new(4, 6))),
            "4, joined 1 + 5 = 6, total 10"
        );
        assert_eq!(
            breakdown(&explain(&board, t("422"), Cell::new(4, 5))),
            "4 × 2 = 8, joined 5, total 13"
        );
    }

    #[test]
    fn refusals_name_tiles_by_value_and_place() {
        let text = refusal(
            &PlaceError::LineNotMet {
                edge: Edge::W,
                neighbour: t("732"),
            },
            Cell::new(5, 6),
        );
        assert_eq!(
            text,
            "Its line at the left would end against the 7 to its left (F6), which has no line on that side."
        );
    }
}
