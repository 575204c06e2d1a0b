//! A game analysed: each move of its record rated against the strongest level's choice
//! ([`Level::Expert`](super::Level::Expert)'s ranking, the one of the hint), with the equity
//! it lost and a mark by gnubg's thresholds, and a summary per player.
//!
//! Equity here is cubeless, a game counted ±1 (a mars as a single game: the expert values the
//! chance to win, not points), so the equity of a move is `2 × chance − 1` and the equity a
//! move loses is twice the chance it gives away.

use super::{Ranked, expert_look_ahead, ranked_among, with_expert_eval};
use crate::game::Game;
use crate::position::{Colour, Position, Step};
use crate::rules::{Roll, Turn, legal_turns};

/// Equity lost from which a move is doubtful (gnubg's default for "doubtful").
pub const DOUBTFUL: f32 = 0.04;
/// Equity lost from which a move is an error (gnubg's default for "bad").
pub const ERROR: f32 = 0.08;
/// Equity lost from which a move is a blunder (gnubg's default for "very bad").
pub const BLUNDER: f32 = 0.16;

/// How bad a move is, by the equity it loses against the strongest level's choice.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// At least [`DOUBTFUL`], less than [`ERROR`].
    Doubtful,
    /// At least [`ERROR`], less than [`BLUNDER`].
    Error,
    /// At least [`BLUNDER`].
    Blunder,
}

impl Mark {
    /// The mark of a move that loses `loss` equity, `None` below [`DOUBTFUL`]: the one place of
    /// the thresholds (gnubg's defaults: 0.04 doubtful, 0.08 bad, 0.16 very bad).
    #[must_use]
    pub fn of(loss: f32) -> Option<Mark> {
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= ERROR {
            Some(Mark::Error)
        } else if loss >= DOUBTFUL {
            Some(Mark::Doubtful)
        } else {
            None
        }
    }
}

/// One move of a game rated.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveRating {
    /// The turn of the record, from 1.
    pub turn: usize,
    /// Who played it.
    pub colour: Colour,
    /// The roll.
    pub roll: Roll,
    /// The steps played.
    pub played: Vec<Step>,
    /// The strongest level's choice.
    pub best: Vec<Step>,
    /// The mover's chance to win after the strongest level's choice.
    pub best_chance: f32,
    /// The mover's chance to win after the move played.
    pub played_chance: f32,
    /// The equity lost, 0 or more: twice the chance given away (a move valued above the
    /// choice — one outside its candidates — loses nothing).
    pub loss: f32,
    /// Its mark, by [`Mark::of`].
    pub mark: Option<Mark>,
}

/// What a player's moves came to.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Moves rated (a turn with one way to play, or none, is not).
    pub rated: u32,
    /// Doubtful moves.
    pub doubtful: u32,
    /// Errors.
    pub errors: u32,
    /// Blunders.
    pub blunders: u32,
    /// The equity lost in all.
    pub loss: f32,
}

impl Summary {
    /// The equity lost a move rated, on average (0 without one).
    #[must_use]
    pub fn per_move(&self) -> f32 {
        if self.rated == 0 {
            0.0
        } else {
            self.loss / self.rated as f32
        }
    }
}

/// A game's analysis: its rated moves in the record's order, and each player's summary.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    /// The moves rated (forced turns left out).
    pub moves: Vec<MoveRating>,
    /// White's and Black's summaries.
    pub summary: [Summary; 2],
}

impl Analysis {
    /// The rating of turn `turn` of the record (from 1), if it was rated.
    #[must_use]
    pub fn of_turn(&self, turn: usize) -> Option<&MoveRating> {
        self.moves
            .binary_search_by_key(&turn, |m| m.turn)
            .ok()
            .and_then(|i| self.moves.get(i))
    }
}

/// Rates the move `steps` played with `roll` from `pos` (turn `turn` of a record) against the
/// strongest level's choice; `None` when the roll leaves one way to play or none, or the steps
/// are not a legal turn.
#[must_use]
pub fn rate_move(pos: &Position, roll: Roll, steps: &[Step], turn: usize) -> Option<MoveRating> {
    let me = pos.to_move();
    let turns = legal_turns(pos, roll);
    if turns.len() <= 1 {
        return None;
    }
    let mut played = Turn::new(*pos, roll);
    for &s in steps {
        played.play(s).ok()?;
    }
    let after = played.finish().ok()?;
    with_expert_eval(|eval| {
        let ranked: Vec<Ranked> = ranked_among(&mut *eval, me, turns);
        let best = ranked.first()?;
        let played_chance = ranked
            .iter()
            .find(|r| r.turn.position == after)
            .map_or_else(|| expert_look_ahead(&after, me, &mut *eval), |r| r.chance);
        let loss = (2.0 * (best.chance - played_chance)).max(0.0);
        Some(MoveRating {
            turn,
            colour: me,
            roll,
            played: steps.to_vec(),
            best: best.turn.steps.clone(),
            best_chance: best.chance,
            played_chance,
            loss,
            mark: Mark::of(loss),
        })
    })
}

/// Each player's summary of `moves`.
#[must_use]
pub fn summarise(moves: &[MoveRating]) -> [Summary; 2] {
    let mut out = [Summary::default(); 2];
    for m in moves {
        let s = &mut out[m.colour.index()];
        s.rated += 1;
        s.loss += m.loss;
        match m.mark {
            Some(Mark::Doubtful) => s.doubtful += 1,
            Some(Mark::Error) => s.errors += 1,
            Some(Mark::Blunder) => s.blunders += 1,
            None => {}
        }
    }
    out
}

/// Analyses every turn of `game`'s record ([`rate_move`] from the position it began at);
/// `progress(done)` is told after each turn and stops the analysis by returning `false`
/// (`None` then). Pure and deterministic: the same record gives the same analysis.
pub fn analyse(game: &Game, progress: &mut dyn FnMut(usize) -> bool) -> Option<Analysis> {
    let mut moves = Vec::new();
    for (i, (_, roll, steps)) in game.history().iter().enumerate() {
        let pos = game.position_after(i)?;
        if let Some(m) = rate_move(pos, *roll, steps, i + 1) {
            moves.push(m);
        }
        if !progress(i + 1) {
            return None;
        }
    }
    let summary = summarise(&moves);
    Some(Analysis { moves, summary })
}
