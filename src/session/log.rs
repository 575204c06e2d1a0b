//! The turn log and the recent turns, read from the game's own history (never kept beside it):
//! a loaded game shows the turns played before it was saved, and nothing can drift.

use loopit_core::{Game, Placements, TurnSummary};

/// One line of the turn history: who played, and the turn as the core reported it (the
/// window words it when it shows it, in the language in use).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The name of the player whose turn it was.
    pub player: String,
    /// The turn: the seat, the placements with their points, whether they sat out.
    pub summary: TurnSummary,
}

impl LogEntry {
    /// The history line for a turn that has ended.
    #[must_use]
    pub fn of_turn(game: &Game, summary: &TurnSummary) -> LogEntry {
        let player = game
            .players()
            .get(summary.player)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        LogEntry {
            player,
            summary: *summary,
        }
    }
}

/// Every turn that has ended in `game`, oldest first.
#[must_use]
pub fn log(game: &Game) -> Vec<LogEntry> {
    game.turn_summaries()
        .iter()
        .map(|summary| LogEntry::of_turn(game, summary))
        .collect()
}

/// The most other players a game has (four seats).
const OTHERS: usize = 3;

/// The turns that ended since the player to move last played, oldest first, with their seats:
/// each other player's last turn, one round at most (with two players, the last turn alone).
/// The board outlines them, so that whoever comes to the board sees every move made since
/// their own — in a hot seat of three, Cleo sees Anna's turn as well as Ben's.
///
/// `turns` are the turns ended, oldest first (the game's history, or an online room's log);
/// `current` is the seat to move; `players` how many seats there are.
#[must_use]
pub fn since_own_turn(
    turns: impl DoubleEndedIterator<Item = (usize, Placements)>,
    current: usize,
    players: usize,
) -> RecentTurns {
    let mut recent: Vec<(usize, Placements)> = turns
        .rev()
        .take(players.saturating_sub(1).min(OTHERS))
        .take_while(|&(seat, _)| seat != current)
        .collect();
    recent.reverse();
    let mut kept = RecentTurns::default();
    for (slot, turn) in kept.turns.iter_mut().zip(recent) {
        *slot = Some(turn);
    }
    kept
}

/// The turns [`since_own_turn`] gives: up to three, oldest first, each with its seat.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct RecentTurns {
    turns: [Option<(usize, Placements)>; OTHERS],
}

impl RecentTurns {
    /// The turns, oldest first, each with its seat.
    pub fn iter(&self) -> impl Iterator<Item = (usize, Placements)> + '_ {
        self.turns.iter().flatten().copied()
    }

    /// The seat whose recent turn placed the tile on `cell`, and that placement.
    #[must_use]
    pub fn find(&self, cell: loopit_core::Cell) -> Option<(usize, loopit_core::Placement)> {
        self.iter()
            .find_map(|(seat, placements)| placements.find(cell).map(|(_, p)| (seat, p)))
    }
}

/// The recent turns of `game` ([`since_own_turn`] over its history).
#[must_use]
pub fn recent_turns(game: &Game) -> RecentTurns {
    since_own_turn(
        game.history()
            .turns()
            .iter()
            .map(|turn| (turn.player, turn.placements)),
        game.current(),
        game.players().len(),
    )
}

#[cfg(test)]
mod tests {
    use loopit_core::{Cell, Placement, Placements, Tile};

    use super::since_own_turn;

    /// A turn of `seat` with one tile on `cell`.
    fn turn(seat: usize, cell: Cell) -> (usize, Placements) {
        let placement = Placement {
            slot: 0,
            tile: Tile::ALL[0],
            cell,
            points: 1,
        };
        (
            seat,
            Placements::from_slice(&[placement]).expect("one placement"),
        )
    }

    #[test]
    fn the_turns_since_the_player_to_move_last_played_are_each_other_players_last() {
        let cells: Vec<Cell> = (0..7).map(|c| Cell::new(0, c)).collect();
        // Three players, seats 0 1 2 0 1: seat 2 to move sees seat 0's and seat 1's last.
        let played: Vec<_> = [0, 1, 2, 0, 1]
            .iter()
            .zip(&cells)
            .map(|(&seat, &cell)| turn(seat, cell))
            .collect();
        let recent = since_own_turn(played.iter().copied(), 2, 3);
        let seats: Vec<usize> = recent.iter().map(|(seat, _)| seat).collect();
        assert_eq!(seats, vec![0, 1], "oldest first");
        assert_eq!(recent.find(cells[3]).map(|(seat, _)| seat), Some(0));
        assert_eq!(recent.find(cells[2]), None, "its own turn is not outlined");
        // Two players: the last turn alone.
        let two: Vec<_> = [0, 1, 0, 1]
            .iter()
            .zip(&cells)
            .map(|(&s, &c)| turn(s, c))
            .collect();
        let recent = since_own_turn(two.iter().copied(), 0, 2);
        assert_eq!(recent.iter().map(|(s, _)| s).collect::<Vec<_>>(), vec![1]);
        // The first turn of a game of four: the turns so far.
        let first: Vec<_> = [0].iter().zip(&cells).map(|(&s, &c)| turn(s, c)).collect();
        let recent = since_own_turn(first.iter().copied(), 1, 4);
        assert_eq!(recent.iter().map(|(s, _)| s).collect::<Vec<_>>(), vec![0]);
        assert_eq!(since_own_turn(std::iter::empty(), 0, 4).iter().count(), 0);
    }
}
