//! The game's events in words: each outcome of a turn for the status line, the placements and
//! scores of a turn, why a tile cannot go on a cell, the computer levels and the players' names.

use super::files::quote;
use crate::i18n::tr;
use crate::session::Outcome;
use loopit_core::{
    Breakdown, Cell, CheatError, Edge, Game, Level, LineRun, LineStop, NameError, PlaceError,
    Placements, Player, PlayerError, TurnSummary,
};

/// The sentence for `outcome` in `game` (as it is after the outcome), or `None` when there is
/// nothing to say.
#[must_use]
pub fn outcome(outcome: &Outcome, game: &Game) -> Option<String> {
    let names: Vec<String> = game.players().iter().map(|p| p.name.clone()).collect();
    outcome_among(outcome, &names)
}

/// The sentence for `outcome` among players named `names` (in seating order), or `None`
/// when there is nothing to say.
#[must_use]
pub fn outcome_among(outcome: &Outcome, names: &[String]) -> Option<String> {
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    Some(match outcome {
        Outcome::Nothing
        | Outcome::PutDown
        | Outcome::ConfirmEndTurn
        | Outcome::ComputerReleased
        | Outcome::Ready => return None,
        Outcome::PickedUp {
            tile,
            cells,
            turn_full,
        } => match cells {
            0 if *turn_full => tr!("picked-turn-full"),
            0 => tr!("picked-fits-nowhere", value = tile.value()),
            n => tr!("picked-fits", value = tile.value(), count = *n),
        },
        Outcome::Placed {
            placement: p,
            player,
            by_computer: true,
        } => tr!(
            "computer-placed",
            name = name(*player),
            value = p.tile.value(),
            cell = cell_label(p.cell),
            points = p.points
        ),
        Outcome::Placed { placement: p, .. } => tr!(
            "you-placed",
            value = p.tile.value(),
            cell = cell_label(p.cell),
            points = p.points
        ),
        Outcome::Refused { tile, cell, reason } => tr!(
            "refused",
            value = tile.value(),
            cell = cell_label(*cell),
            reason = refusal(reason, *cell)
        ),
        Outcome::TookBack(back) => {
            let (value, cell) = (back.taken.tile.value(), cell_label(back.taken.cell));
            match back.also_returned.len() {
                0 => tr!("took-back", value = value, cell = cell),
                others => tr!(
                    "took-back-more",
                    value = value,
                    cell = cell,
                    others = others
                ),
            }
        }
        Outcome::NothingToTakeBack => tr!("nothing-to-take-back"),
        Outcome::TurnEnded(summary) => {
            let player = name(summary.player);
            if summary.sat_out {
                tr!("turn-sat-out", name = player)
            } else if summary.placements.is_empty() {
                tr!("turn-passed", name = player)
            } else {
                tr!(
                    "turn-ended",
                    name = player,
                    placements = placements(&summary.placements),
                    points = summary.points
                )
            }
        }
        Outcome::CheatMarked(_) => tr!("cheat-marked"),
        Outcome::CheatSwapped { slot, tile } => {
            tr!("cheat-swapped", slot = slot + 1, value = tile.value())
        }
        Outcome::CheatRefused(CheatError::BagEmpty) => tr!("cheat-bag-empty"),
        Outcome::CheatRefused(_) => tr!("cheat-cannot"),
    })
}

/// The placements of a turn in board terms: `4 on G5 (+10), 7 on F4 (+21)`.
#[must_use]
pub fn placements(placements: &Placements) -> String {
    let parts: Vec<String> = placements
        .iter()
        .map(|p| {
            tr!(
                "log-placement",
                value = p.tile.value(),
                cell = cell_label(p.cell),
                points = p.points
            )
        })
        .collect();
    parts.join(", ")
}

/// A turn as the log tells it: `4 on G5 (+10): 10 points`, `sat out: no tile fitted`.
#[must_use]
pub fn log_text(summary: &TurnSummary) -> String {
    if summary.sat_out {
        tr!("log-sat-out")
    } else if summary.placements.is_empty() {
        tr!("log-passed")
    } else {
        tr!(
            "log-turn",
            placements = placements(&summary.placements),
            points = summary.points
        )
    }
}

/// The key a text selects a side or direction by: `n`, `e`, `s`, `w`.
pub(super) fn side(edge: Edge) -> &'static str {
    match edge {
        Edge::N => "n",
        Edge::E => "e",
        Edge::S => "s",
        Edge::W => "w",
    }
}

/// Why a tile cannot go on `cell`, in the player's words and in board terms: tiles named by
/// their value and where they lie.
#[must_use]
pub fn refusal(reason: &PlaceError, cell: Cell) -> String {
    let at = |edge: Edge| cell.neighbour(edge).map(cell_label).unwrap_or_default();
    match reason {
        PlaceError::CellTaken { tile, .. } => {
            tr!("why-taken", cell = cell_label(cell), value = tile.value())
        }
        PlaceError::RunsOffBoard { edge } => tr!("why-off-board", side = side(*edge)),
        PlaceError::LineNotMet { edge, neighbour } => tr!(
            "why-line-not-met",
            side = side(*edge),
            value = neighbour.value(),
            cell = at(*edge)
        ),
        PlaceError::CutsLine { edge, neighbour } => tr!(
            "why-cuts-line",
            side = side(*edge),
            value = neighbour.value(),
            cell = at(*edge)
        ),
        PlaceError::ContinuesNoLine => tr!("why-no-line"),
        PlaceError::EmptySlot { .. } => tr!("why-empty-slot"),
        PlaceError::TurnFull => tr!("why-turn-full"),
        PlaceError::GameOver => tr!("why-game-over"),
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
        tr!(
            "sum-premium",
            value = b.value,
            premium = b.premium,
            own = own
        )
    } else {
        tr!("sum-plain", own = own)
    };
    match joined.as_slice() {
        [] => tr!("sum-nothing", head = head, total = b.points),
        [one] => tr!("sum-one", head = head, joined = *one, total = b.points),
        many => {
            let parts: Vec<String> = many.iter().map(u32::to_string).collect();
            tr!(
                "sum-many",
                head = head,
                parts = parts.join(" + "),
                joined = b.points - own,
                total = b.points
            )
        }
    }
}

/// Where and why one line of a placement stopped: "The line at the bottom joins 2 tiles and
/// stops at the junction on F6."
#[must_use]
pub fn line(run: &LineRun) -> String {
    let (stop, cell) = match run.stop {
        LineStop::Junction(c) => ("junction", c),
        LineStop::Dot(c) => ("dot", c),
        LineStop::Gap(c) => ("gap", c),
        LineStop::Loop(c) => ("loop", c),
    };
    tr!(
        "line-run",
        side = side(run.edge),
        count = run.passed.len(),
        stop = stop,
        cell = cell_label(cell)
    )
}

/// A computer level's name, as the setup shows it.
#[must_use]
pub fn level_name(level: Level) -> String {
    match level {
        Level::Beginner => tr!("level-beginner"),
        Level::Normal => tr!("level-greedy"),
        Level::Strong => tr!("level-planner"),
        Level::Expert => tr!("level-expert"),
    }
}

/// What a computer level does, in one sentence.
#[must_use]
pub fn level_about(level: Level) -> String {
    match level {
        Level::Beginner => tr!("level-beginner-about"),
        Level::Normal => tr!("level-greedy-about"),
        Level::Strong => tr!("level-planner-about"),
        Level::Expert => tr!("level-expert-about"),
    }
}

/// How strong a computer level is, as measured in self-play (`loopit selfplay`).
#[must_use]
pub fn level_strength(level: Level) -> String {
    match level {
        Level::Beginner => tr!("level-beginner-strength"),
        Level::Normal => tr!("level-greedy-strength"),
        Level::Strong => tr!("level-planner-strength"),
        Level::Expert => tr!("level-expert-strength"),
    }
}

/// Why the players entered cannot start a game.
#[must_use]
pub fn player_problem(problem: &PlayerError) -> String {
    match problem {
        PlayerError::Count(count) => tr!("player-count", count = *count),
        PlayerError::Name {
            seat,
            problem: NameError::Empty,
            ..
        } => tr!("player-no-name", seat = *seat),
        PlayerError::Name {
            seat,
            name,
            problem,
        } => tr!(
            "player-bad-name",
            seat = *seat,
            name = quote(name),
            problem = name_problem(*problem)
        ),
    }
}

/// What is wrong with a name, completing "The name …": `is empty`, `holds a control
/// character`.
#[must_use]
pub fn name_problem(problem: NameError) -> String {
    match problem {
        NameError::Empty => tr!("name-empty"),
        NameError::Invisible => tr!("name-invisible"),
        NameError::ControlCharacter => tr!("name-control"),
        NameError::LineSeparator => tr!("name-line-separator"),
        NameError::BidiControl => tr!("name-bidi"),
        NameError::TooLong { characters } => tr!(
            "name-too-long",
            max = Player::MAX_NAME_CHARS,
            count = characters
        ),
    }
}

/// A cell as the board's edges label it: column letter A–K, row number 1–11 (`F6` is the
/// start cell, row 5, column 5 counted from 0).
#[must_use]
pub fn cell_label(cell: Cell) -> String {
    format!("{}{}", column_letter(cell.col()), cell.row() + 1)
}

/// The letter of a column (0 → A … 10 → K).
#[must_use]
pub fn column_letter(col: u8) -> char {
    char::from(b'A' + col.min(25))
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
