//! A replay of a game: its steps (every turn as it began and after each of its placements, and
//! the end of a finished game) and the one shown. A replay reads the game and never changes it:
//! each step's position is a copy made by [`Game::position_at`], drawn as a
//! [`Scene`](crate::scene::Scene) of its own that nothing can be played in.

use loopit_core::Game;

/// One step of a replay: turn `turn` (0-based) after its first `placements` placements. The
/// step after a finished game's last turn is the end of the game (`turn` = the number of turns).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// The turn, 0-based.
    pub turn: usize,
    /// How many of its placements are made.
    pub placements: usize,
}

/// A replay of a game: the steps and the position of the one shown.
#[derive(Clone, Debug)]
pub struct Replay {
    steps: Vec<ReplayStep>,
    /// Whether the last step is the end of a finished game (no turn of its own).
    ends_game: bool,
    /// How many turns the game's log holds (the ended turns).
    logged: usize,
    index: usize,
    shown: Box<Game>,
}

impl Replay {
    /// The replay of `game`, at its first step. `None` when no turn has ended yet (there is
    /// nothing to replay).
    #[must_use]
    pub fn new(game: &Game) -> Option<Replay> {
        let history = game.history();
        if history.turns().is_empty() {
            return None;
        }
        let turns = history.turns().iter().chain(history.turn_in_progress());
        let mut steps = Vec::new();
        for (turn, record) in turns.enumerate() {
            for placements in 0..=record.placements.len() {
                steps.push(ReplayStep { turn, placements });
            }
        }
        if game.is_over() {
            steps.push(ReplayStep {
                turn: history.turns().len(),
                placements: 0,
            });
        }
        let mut replay = Replay {
            steps,
            ends_game: game.is_over(),
            logged: history.turns().len(),
            index: 0,
            shown: Box::new(game.clone()),
        };
        replay.go_to(game, 0);
        Some(replay)
    }

    /// The steps, in order.
    #[must_use]
    pub fn steps(&self) -> &[ReplayStep] {
        &self.steps
    }

    /// The index of the step shown.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The step shown.
    #[must_use]
    pub fn step(&self) -> ReplayStep {
        self.steps[self.index]
    }

    /// The position of the step shown.
    #[must_use]
    pub fn shown(&self) -> &Game {
        &self.shown
    }

    /// The turn highlighted in the log at the step shown: the turn the step names ("Turn 27
    /// of 27" is the log's 27th turn), from its start on; at the end of a finished game its
    /// last turn. `None` while the step is in the turn in progress, which the log does not
    /// hold yet. (The board outlines the turn before a turn's start as the last turn.)
    #[must_use]
    pub fn marked_turn(&self) -> Option<usize> {
        marked_turn(self.step(), self.logged, self.ends_game)
    }

    /// Shows step `index` of the replay of `game` (clamped to the last step).
    pub fn go_to(&mut self, game: &Game, index: usize) {
        let index = index.min(self.steps.len() - 1);
        let step = self.steps[index];
        let position = if step.turn == game.history().turns().len() && game.is_over() {
            Some(game.clone())
        } else {
            game.position_at(step.turn, step.placements)
        };
        match position {
            Some(position) => {
                self.index = index;
                *self.shown = position;
            }
            None => log::error!("replay: no position for {step:?}"),
        }
    }

    /// The first step of the turn after the one shown (after the shown turn has ended), or the
    /// last step.
    #[must_use]
    pub fn next_turn(&self) -> usize {
        (self.index + 1..self.steps.len())
            .find(|&i| self.steps[i].placements == 0)
            .unwrap_or(self.steps.len() - 1)
    }

    /// The first step of the turn shown, or of the turn before when it is shown already.
    #[must_use]
    pub fn previous_turn(&self) -> usize {
        (0..self.index)
            .rev()
            .find(|&i| self.steps[i].placements == 0)
            .unwrap_or(0)
    }

    /// How many turns the replay shows: every turn of the game, the one in progress
    /// included, and not the end of a finished game (which is no turn).
    #[must_use]
    pub fn turns(&self) -> usize {
        self.steps.iter().filter(|s| s.placements == 0).count() - usize::from(self.ends_game)
    }

    /// The step that shows turn `turn` of the log complete, still as that turn: its last
    /// placement (or its start, when it placed nothing).
    #[must_use]
    pub fn after_turn(&self, turn: usize) -> Option<usize> {
        self.steps.iter().rposition(|&step| step.turn == turn)
    }
}

fn marked_turn(step: ReplayStep, logged: usize, ends_game: bool) -> Option<usize> {
    if step.turn < logged {
        Some(step.turn)
    } else if ends_game {
        logged.checked_sub(1)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Level, Player, ai};

    /// Two computers play `turns` turns from seed 5.
    fn played(turns: usize) -> Game {
        let players = vec![
            Player::computer("Ada", Level::Normal),
            Player::computer("Bo", Level::Normal),
        ];
        let mut game = Game::new(players, 5).expect("players");
        for _ in 0..turns {
            if game.is_over() {
                break;
            }
            ai::play_turn(&mut game, Level::Normal.strategy());
            game.end_turn();
        }
        game
    }

    #[test]
    fn the_steps_are_every_turn_start_and_every_placement() {
        let game = played(6);
        let replay = Replay::new(&game).expect("turns to replay");
        let placements: usize = game
            .history()
            .turns()
            .iter()
            .map(|t| t.placements.len())
            .sum();
        // 6 ended turns and the turn in progress (no placement yet): 7 starts.
        assert_eq!(replay.steps().len(), 7 + placements);
        assert_eq!(
            replay.step(),
            ReplayStep {
                turn: 0,
                placements: 0
            }
        );
        assert_eq!(replay.shown().board().len(), 1, "the start tile alone");
        assert_eq!(replay.marked_turn(), Some(0), "the turn named: turn 1");
    }

    #[test]
    fn the_last_step_of_a_finished_game_is_the_game_itself() {
        let game = played(500);
        assert!(game.is_over());
        let mut replay = Replay::new(&game).expect("turns to replay");
        let last = replay.steps().len() - 1;
        replay.go_to(&game, last);
        assert_eq!(replay.shown().to_save(), game.to_save());
        assert_eq!(replay.marked_turn(), Some(game.history().turns().len() - 1));
    }

    #[test]
    fn turn_jumps_land_on_turn_starts() {
        let game = played(6);
        let mut replay = Replay::new(&game).expect("turns to replay");
        let next = replay.next_turn();
        assert_eq!(replay.steps()[next].turn, 1);
        assert_eq!(replay.steps()[next].placements, 0);
        replay.go_to(&game, next + 1);
        assert_eq!(replay.previous_turn(), next);
        replay.go_to(&game, next);
        assert_eq!(replay.previous_turn(), 0);
        let after = replay.after_turn(2).expect("turn 3 ended");
        let placed = game.history().turns()[2].placements.len();
        assert_eq!(
            replay.steps()[after],
            ReplayStep {
                turn: 2,
                placements: placed
            },
            "turn 3 with all its tiles, still turn 3"
        );
        assert_eq!(replay.turns(), 7, "six ended turns and the one in progress");
    }
}
