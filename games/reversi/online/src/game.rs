//! The server's Reversi: a [`reversi_core::Game`] and its computers' random numbers behind
//! netplay's [`OnlineGame`].
//!
//! The game itself draws nothing: the board is open and every viewer is told the same. The
//! computer seats (and stand-ins) break their ties with numbers drawn as the window's computer
//! draws them: each of their moves takes one number from a generator seeded with the room's
//! seed, and seeds its own generator with it. The record keeps the seed and how many numbers
//! were taken, so that a restarted server's computers go on as they would have.

use netplay::{OnlineGame, SeatSetup, Viewer, plain_seats};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reversi_core::{Colour, Game, Level, Move, Rules};
use serde::{Deserialize, Serialize};

use crate::wire::seat_of;
use crate::wire::{Event, Intent, Options, Refusal, View, WireOutcome};

/// The most numbers a record may say the computers took: far more than any game's moves.
const MAX_DRAWS: u64 = 10_000;

/// A game of Reversi on the server. Seat 0 plays Yellow (who moves first), seat 1 Red.
#[derive(Clone, Debug)]
pub struct Reversi {
    game: Game,
    seed: u64,
    rng: Pcg64Mcg,
    draws: u64,
}

/// What the store keeps.
#[derive(Serialize, Deserialize)]
struct Record {
    rules: Rules,
    moves: Vec<Move>,
    seed: u64,
    draws: u64,
}

/// Why a record cannot be read back.
#[derive(Debug)]
pub enum RecordError {
    /// Not a record.
    Json(serde_json::Error),
    /// Its moves do not replay.
    Moves(reversi_core::IllegalMove),
    /// It says the computers took more numbers than any game could.
    Draws(u64),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Json(error) => write!(f, "not a record: {error}"),
            RecordError::Moves(error) => write!(f, "its moves do not replay: {error}"),
            RecordError::Draws(draws) => write!(f, "{draws} numbers drawn by the computers"),
        }
    }
}

/// The generator of one computer move, as the window's computer seeds it: from the next
/// number of the game's generator.
#[must_use]
pub fn move_rng(game_rng: &mut Pcg64Mcg) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(game_rng.next_u64())
}

/// The move a hint suggests: the strongest level's, its ties broken by the number of moves made
/// (as the window's hint), so that a hint changes nothing of the computers' numbers.
#[must_use]
pub fn hint(game: &Game) -> Option<Move> {
    let mut rng = Pcg64Mcg::seed_from_u64(game.history().len() as u64);
    Level::AlphaBeta.choose(game.position(), &mut rng)
}

impl Reversi {
    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn outcome(&self) -> Option<WireOutcome> {
        let board = self.game.position().board();
        let stones = [board.count(Colour::Yellow), board.count(Colour::Red)];
        self.game
            .position()
            .outcome()
            .map(|outcome| WireOutcome::of(outcome, stones))
    }
}

impl OnlineGame for Reversi {
    const NAME: &'static str = "reversi";
    netplay::same_named_types!();

    fn new(seats: &[SeatSetup<Level>], options: &Options, seed: u64) -> Result<Reversi, Refusal> {
        plain_seats(seats, 2).map_err(|problem| {
            problem.refusal(
                |count| Refusal::SeatCount { count },
                |seat| Refusal::BadName { seat },
            )
        })?;
        Ok(Reversi {
            game: Game::new(options.rules),
            seed,
            rng: Pcg64Mcg::seed_from_u64(seed),
            draws: 0,
        })
    }

    fn not_your_turn(to_move: Option<usize>) -> Refusal {
        Refusal::NotYourTurn { to_move }
    }

    fn to_move(&self) -> Option<usize> {
        let position = self.game.position();
        (!position.is_over()).then(|| seat_of(position.to_move()))
    }

    /// A hint searches (the strongest computer's choice).
    fn searches(intent: &Intent) -> bool {
        matches!(intent, Intent::Hint)
    }

    fn act(&mut self, seat: usize, intent: &Intent) -> Result<Vec<Event>, Refusal> {
        self.check_turn(seat)?;
        match intent {
            Intent::Move { mv } => {
                let colour = self.game.position().to_move();
                let played = self
                    .game
                    .play(*mv)
                    .map_err(|reason| Refusal::Move { reason })?;
                let mut events = vec![Event::Played {
                    colour,
                    mv: played.mv,
                    turned: played.turned.iter().collect(),
                }];
                if let Some(outcome) = self.outcome() {
                    events.push(Event::Ended { outcome });
                }
                Ok(events)
            }
            Intent::Hint => Ok(vec![Event::Hinted {
                seat,
                mv: hint(&self.game),
            }]),
        }
    }

    fn computer_intent(&mut self, seat: usize, level: Level) -> Option<Intent> {
        self.check_turn(seat).ok()?;
        let mut rng = move_rng(&mut self.rng);
        self.draws += 1;
        let mv = level.choose(self.game.position(), &mut rng)?;
        Some(Intent::Move { mv })
    }

    fn tell(event: &Event, viewer: Viewer) -> Event {
        match event {
            Event::Hinted { seat, .. } if viewer != Viewer::Seat(*seat) => Event::Hinted {
                seat: *seat,
                mv: None,
            },
            _ => event.clone(),
        }
    }

    fn view(&self, _viewer: Viewer) -> View {
        View {
            rules: self.game.rules(),
            moves: self.game.moves().collect(),
            to_move: self.game.position().to_move(),
            outcome: self.outcome(),
        }
    }

    fn is_checkpoint(event: &Event) -> bool {
        // Every move: a computer client's next numbers depend on the moves it has made.
        matches!(event, Event::Played { .. } | Event::Ended { .. })
    }

    fn record(&self) -> String {
        let record = Record {
            rules: self.game.rules(),
            moves: self.game.moves().collect(),
            seed: self.seed,
            draws: self.draws,
        };
        serde_json::to_string(&record).unwrap_or_default()
    }

    fn from_record(text: &str) -> Result<Reversi, RecordError> {
        let record: Record = serde_json::from_str(text).map_err(RecordError::Json)?;
        if record.draws > MAX_DRAWS {
            return Err(RecordError::Draws(record.draws));
        }
        let game = Game::from_moves(record.rules, &record.moves).map_err(RecordError::Moves)?;
        let mut rng = Pcg64Mcg::seed_from_u64(record.seed);
        for _ in 0..record.draws {
            rng.next_u64();
        }
        Ok(Reversi {
            game,
            seed: record.seed,
            rng,
            draws: record.draws,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use netplay::SeatKind;

    fn computers(rules: Rules, seed: u64) -> Reversi {
        let seats =
            netplay::testing::seats(["Yellow", "Red"], [SeatKind::Computer(Level::Random); 2]);
        Reversi::new(&seats, &Options { rules }, seed).expect("two seats")
    }

    fn play(game: &mut Reversi, moves: usize) {
        for _ in 0..moves {
            let Some(seat) = game.to_move() else { return };
            let intent = game.computer_intent(seat, Level::Random).expect("a move");
            game.act(seat, &intent).expect("legal");
        }
    }

    #[test]
    fn the_record_brings_back_the_game_and_the_computers_numbers() {
        let mut game = computers(Rules::Classic, 12);
        play(&mut game, 20);
        let mut back = Reversi::from_record(&game.record()).expect("read back");
        assert_eq!(back.game(), game.game());
        play(&mut game, 100);
        play(&mut back, 100);
        assert_eq!(back.game(), game.game(), "the same moves to the end");
        assert!(game.game().position().is_over());
    }

    #[test]
    fn a_record_with_an_illegal_move_or_too_many_numbers_is_refused() {
        let mut game = computers(Rules::Document, 2);
        play(&mut game, 3);
        let mut record: serde_json::Value = serde_json::from_str(&game.record()).expect("JSON");
        record["draws"] = serde_json::json!(MAX_DRAWS + 1);
        let text = serde_json::to_string(&record).expect("JSON");
        assert!(matches!(
            Reversi::from_record(&text),
            Err(RecordError::Draws(_))
        ));
        record["draws"] = serde_json::json!(1);
        record["moves"][1] = serde_json::json!("a1");
        let text = serde_json::to_string(&record).expect("JSON");
        assert!(matches!(
            Reversi::from_record(&text),
            Err(RecordError::Moves(_))
        ));
    }
}
