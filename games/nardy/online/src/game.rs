//! The server's Nardy: a match of [`nardy_core::Game`]s behind netplay's [`OnlineGame`].
//!
//! The dice are the server's alone: game `k` of a match (from 0) draws who starts and every
//! roll from the generator seeded with `seed + k`, exactly as a game started at one screen
//! with that seed ([`Game::new`]). The seed is the room's (drawn from the system's random
//! source unless a test fixes it) and is kept in the room's record only; nothing a client is
//! told holds it, the generator's state or a roll before it is made.
//!
//! The record is the seed, the match's results and the turns of the game on the board; reading
//! it plays those turns again from the seed, so the generator stands exactly where it stood and
//! a roll lost with a killed server comes again the same.

use nardy_core::{Colour, Game, GameError, Level, MAX_MATCH, Match, Outcome, Roll, Step, Turn};
use netplay::{OnlineGame, SeatSetup, Viewer, plain_seats};
use serde::{Deserialize, Serialize};

use crate::computer::Plan;
use crate::wire::{Event, Intent, Options, Refusal, View, WirePosition, WireTurn};

/// A match of Nardy on the server. Seat 0 plays White, seat 1 Black.
#[derive(Clone, Debug)]
pub struct Nardy {
    seed: u64,
    series: Match,
    results: Vec<Outcome>,
    /// The game on the board: number `results.len()` of the match (from 0), or the last one
    /// once the match is over.
    number: u32,
    game: Game,
    /// The computer's plan for the turn in progress (not kept in the record).
    plan: Plan,
}

/// What the store keeps.
#[derive(Serialize, Deserialize)]
struct Record {
    seed: u64,
    match_to: u32,
    results: Vec<Outcome>,
    /// The game on the board (from 0).
    number: u32,
    /// Its ended turns.
    turns: Vec<WireTurn>,
    /// The roll of the turn in progress, once made, and its steps.
    roll: Option<Roll>,
    steps: Vec<Step>,
}

/// Why a record cannot be read back.
#[derive(Debug)]
pub enum RecordError {
    /// Not a record.
    Json(serde_json::Error),
    /// The match it describes cannot be: a length out of range, or a game number that does not
    /// follow from its results.
    Match,
    /// Turn `turn` of the game (from 0) does not replay: its dice are not what the seed draws,
    /// or the rules refuse a step or its end.
    Turn {
        /// The turn.
        turn: usize,
    },
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Json(error) => write!(f, "not a record: {error}"),
            RecordError::Match => f.write_str("the match in it cannot be"),
            RecordError::Turn { turn } => {
                write!(f, "turn {} of the game does not replay", turn + 1)
            }
        }
    }
}

/// The seed of game `number` of a match of `seed`.
fn game_seed(seed: u64, number: u32) -> u64 {
    seed.wrapping_add(u64::from(number))
}

impl Nardy {
    /// The game on the board.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The match: its length and score.
    #[must_use]
    pub fn series(&self) -> Match {
        self.series
    }

    /// The results of the games ended so far.
    #[must_use]
    pub fn results(&self) -> &[Outcome] {
        &self.results
    }

    fn colour_of(seat: usize) -> Colour {
        if seat == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }

    fn refused(error: GameError) -> Refusal {
        match error {
            GameError::Over => Refusal::NotYourTurn { to_move: None },
            GameError::AlreadyRolled => Refusal::AlreadyRolled,
            GameError::NotRolled => Refusal::NotRolled,
            GameError::Step(reason) => Refusal::Step { reason },
            GameError::Turn(_) => Refusal::NotFinished,
        }
    }

    /// Ends the turn (the rules have checked it may end): the events, the end of the game and
    /// the start of the next one included.
    fn end_turn(&mut self, passed: bool) -> Result<Vec<Event>, Refusal> {
        let colour = self.game.to_move();
        let ended = self.game.end_turn().map_err(Nardy::refused)?;
        let mut events = vec![Event::TurnEnded { colour, passed }];
        if let Some(outcome) = ended {
            self.series.add(outcome);
            self.results.push(outcome);
            let match_over = self.series.is_over();
            events.push(Event::GameEnded {
                result: outcome,
                score: self.series.score(),
                match_over,
            });
            if !match_over {
                self.number += 1;
                self.game = Game::new(game_seed(self.seed, self.number));
                events.push(Event::GameBegan {
                    game: self.number + 1,
                    starter: self.game.to_move(),
                });
            }
        }
        Ok(events)
    }
}

impl OnlineGame for Nardy {
    const NAME: &'static str = "nardy";
    netplay::same_named_types!();

    fn new(seats: &[SeatSetup<Level>], options: &Options, seed: u64) -> Result<Nardy, Refusal> {
        plain_seats(seats, 2).map_err(|problem| {
            problem.refusal(
                |count| Refusal::SeatCount { count },
                |seat| Refusal::BadName { seat },
            )
        })?;
        if !(1..=MAX_MATCH).contains(&options.match_to) {
            return Err(Refusal::MatchLength {
                points: options.match_to,
            });
        }
        Ok(Nardy {
            seed,
            series: Match::new(Some(options.match_to)),
            results: Vec::new(),
            number: 0,
            game: Game::new(game_seed(seed, 0)),
            plan: Plan::default(),
        })
    }

    fn not_your_turn(to_move: Option<usize>) -> Refusal {
        Refusal::NotYourTurn { to_move }
    }

    fn to_move(&self) -> Option<usize> {
        (!self.series.is_over() && self.game.outcome().is_none())
            .then(|| self.game.to_move().index())
    }

    /// A hint searches (the strongest computer's choice).
    fn searches(intent: &Intent) -> bool {
        matches!(intent, Intent::Hint)
    }

    fn act(&mut self, seat: usize, intent: &Intent) -> Result<Vec<Event>, Refusal> {
        self.check_turn(seat)?;
        let colour = Nardy::colour_of(seat);
        match intent {
            Intent::Roll => {
                let roll = self.game.roll().map_err(Nardy::refused)?;
                let mut events = vec![Event::Rolled { colour, dice: roll }];
                // No die can be played: the turn passes at once, as the rules say.
                if self.game.turn().is_some_and(Turn::cannot_move) {
                    events.extend(self.end_turn(true)?);
                }
                Ok(events)
            }
            Intent::Step { step } => {
                self.game.play(*step).map_err(Nardy::refused)?;
                Ok(vec![Event::Stepped {
                    colour,
                    step: *step,
                }])
            }
            Intent::Undo => {
                let turn = self.game.turn().ok_or(Refusal::NotRolled)?;
                if turn.steps().is_empty() {
                    return Err(Refusal::NothingToTakeBack);
                }
                self.game.undo();
                Ok(vec![Event::Undone { colour }])
            }
            Intent::EndTurn => self.end_turn(false),
            Intent::Hint => {
                let turn = self.game.turn().ok_or(Refusal::NotRolled)?;
                if turn.is_complete() {
                    return Err(Refusal::NothingToHint);
                }
                let steps = nardy_core::choose_rest(nardy_core::Level::Strong, turn)
                    .map(|legal| legal.steps)
                    .unwrap_or_default();
                Ok(vec![Event::Hinted {
                    seat,
                    steps: Some(steps),
                }])
            }
        }
    }

    fn computer_intent(&mut self, seat: usize, level: Level) -> Option<Intent> {
        self.check_turn(seat).ok()?;
        let key = (self.number, self.game.history().len());
        Some(self.plan.next(level, key, self.game.turn()))
    }

    fn tell(event: &Event, viewer: Viewer) -> Event {
        match event {
            Event::Hinted { seat, .. } if viewer != Viewer::Seat(*seat) => Event::Hinted {
                seat: *seat,
                steps: None,
            },
            _ => event.clone(),
        }
    }

    fn view(&self, _viewer: Viewer) -> View {
        View {
            match_to: self.series.length().unwrap_or(1),
            score: self.series.score(),
            results: self.results.clone(),
            game: self.number + 1,
            position: WirePosition::of(self.game.turn_start(), self.game.turn().map(Turn::roll)),
            steps: self
                .game
                .turn()
                .map(|turn| turn.steps().to_vec())
                .unwrap_or_default(),
            turns: self
                .game
                .history()
                .iter()
                .map(|(colour, roll, steps)| WireTurn {
                    colour: *colour,
                    dice: *roll,
                    steps: steps.clone(),
                })
                .collect(),
            over: self.series.is_over(),
        }
    }

    fn is_checkpoint(event: &Event) -> bool {
        // A roll need not be: the record plays the game again from its seed, so a roll lost
        // with the server is drawn again the same.
        matches!(
            event,
            Event::TurnEnded { .. } | Event::GameEnded { .. } | Event::GameBegan { .. }
        )
    }

    fn record(&self) -> String {
        let view = self.view(Viewer::Spectator);
        let record = Record {
            seed: self.seed,
            match_to: view.match_to,
            results: view.results,
            number: self.number,
            turns: view.turns,
            roll: self.game.turn().map(Turn::roll),
            steps: view.steps,
        };
        serde_json::to_string(&record).unwrap_or_default()
    }

    fn from_record(text: &str) -> Result<Nardy, RecordError> {
        let record: Record = serde_json::from_str(text).map_err(RecordError::Json)?;
        if !(1..=MAX_MATCH).contains(&record.match_to) {
            return Err(RecordError::Match);
        }
        let mut series = Match::new(Some(record.match_to));
        let mut results = Vec::new();
        for result in &record.results {
            // No game is played after the match is won.
            if series.is_over() {
                return Err(RecordError::Match);
            }
            series.add(*result);
            results.push(*result);
        }
        let finished = u32::try_from(results.len()).map_err(|_| RecordError::Match)?;
        // Once the match is won, the game on the board is the last one, ended.
        let expected = if series.is_over() {
            finished.saturating_sub(1)
        } else {
            finished
        };
        if record.number != expected {
            return Err(RecordError::Match);
        }
        let mut game = Game::new(game_seed(record.seed, record.number));
        for (i, turn) in record.turns.iter().enumerate() {
            if !replay_turn(&mut game, turn.dice, &turn.steps) || game.end_turn().is_err() {
                return Err(RecordError::Turn { turn: i });
            }
        }
        let ended = game.outcome().is_some();
        if ended != series.is_over() {
            return Err(RecordError::Turn {
                turn: record.turns.len(),
            });
        }
        if let Some(dice) = record.roll
            && !replay_turn(&mut game, dice, &record.steps)
        {
            return Err(RecordError::Turn {
                turn: record.turns.len(),
            });
        }
        Ok(Nardy {
            seed: record.seed,
            series,
            results,
            number: record.number,
            game,
            plan: Plan::default(),
        })
    }
}

/// Rolls and plays `steps`: whether the roll was `dice` and the rules took every step.
fn replay_turn(game: &mut Game, dice: Roll, steps: &[Step]) -> bool {
    game.roll().is_ok_and(|roll| roll == dice) && steps.iter().all(|step| game.play(*step).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use netplay::SeatKind;

    fn two_people(match_to: u32, seed: u64) -> Nardy {
        let seats = netplay::testing::seats(["White", "Black"], [SeatKind::Person; 2]);
        Nardy::new(&seats, &Options { match_to }, seed).expect("two seats")
    }

    /// Plays with the quick level until `stop` holds.
    fn play_until(game: &mut Nardy, stop: impl Fn(&Nardy) -> bool) {
        while !stop(game) {
            let seat = game.to_move().expect("the match goes on");
            let intent = game
                .computer_intent(seat, nardy_core::Level::Quick)
                .expect("an intent");
            game.act(seat, &intent).expect("legal");
        }
    }

    #[test]
    fn the_record_brings_back_the_match_mid_turn_and_the_dice_to_come() {
        let mut game = two_people(2, 17);
        play_until(&mut game, |g| {
            g.game().history().len() >= 6 && g.game().turn().is_some_and(|t| !t.steps().is_empty())
        });
        let mut back = Nardy::from_record(&game.record()).expect("read back");
        assert_eq!(back.view(Viewer::Spectator), game.view(Viewer::Spectator));
        // The same dice come next on both: the generator stands where it stood.
        play_until(&mut game, |g| g.to_move().is_none());
        play_until(&mut back, |g| g.to_move().is_none());
        assert_eq!(back.view(Viewer::Spectator), game.view(Viewer::Spectator));
        assert_eq!(back.record(), game.record());
    }

    #[test]
    fn a_record_whose_dice_are_not_the_seeds_is_refused() {
        let mut game = two_people(1, 3);
        play_until(&mut game, |g| g.game().history().len() >= 2);
        let mut record: serde_json::Value = serde_json::from_str(&game.record()).expect("JSON");
        let dice = &mut record["turns"][1]["dice"];
        let first = dice[0].as_u64().expect("a die");
        dice[0] = serde_json::json!(first % 6 + 1);
        let tampered = serde_json::to_string(&record).expect("JSON");
        assert!(matches!(
            Nardy::from_record(&tampered),
            Err(RecordError::Turn { turn: 1 })
        ));
        record["match_to"] = serde_json::json!(0);
        assert!(matches!(
            Nardy::from_record(&serde_json::to_string(&record).expect("JSON")),
            Err(RecordError::Match)
        ));
    }

    #[test]
    fn a_setup_is_two_named_seats_and_a_match_of_1_to_99_points() {
        let person = |name: &str| SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Person,
        };
        let options = Options::default();
        assert_eq!(
            Nardy::new(&[person("A")], &options, 1).map(|_| ()),
            Err(Refusal::SeatCount { count: 1 })
        );
        assert_eq!(
            Nardy::new(&[person("A"), person(" ")], &options, 1).map(|_| ()),
            Err(Refusal::BadName { seat: 1 })
        );
        assert_eq!(
            Nardy::new(&[person("A"), person("B")], &Options { match_to: 100 }, 1).map(|_| ()),
            Err(Refusal::MatchLength { points: 100 })
        );
    }
}
