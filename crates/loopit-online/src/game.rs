//! The server's LoopIt: a [`loopit_core::Game`] with the hints each seat has taken, behind
//! netplay's [`OnlineGame`].

use loopit_core::{
    Bank, Choice, Game, Level, Player, PlayerError, SaveError, SaveFile, SwapDirection,
};
use netplay::{OnlineGame, SeatKind, SeatSetup, Viewer};
use serde::{Deserialize, Serialize};

use crate::wire::{
    Event, Intent, Options, Refusal, View, WireBank, WirePlayer, WireTile, WireTurn,
};

/// A game of LoopIt on the server.
#[derive(Clone, Debug)]
pub struct LoopIt {
    game: Game,
    hints: Vec<u32>,
    options: Options,
    /// The computer's plan for the turn in progress, made (as the window's computer makes it)
    /// once per turn at the number of placements `planned` says; not kept in the record.
    plan: Vec<Choice>,
    planned: Option<(usize, usize)>,
}

/// What the store keeps: the save file of version 2 (the whole game, the draws to come
/// included), the hints and the options.
#[derive(Serialize, Deserialize)]
struct Record {
    save: SaveFile,
    hints: Vec<u32>,
    options: Options,
}

/// Why a record cannot be read back.
#[derive(Debug)]
pub enum RecordError {
    /// Not a record.
    Json(serde_json::Error),
    /// The save file in it is refused.
    Save(SaveError),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Json(error) => write!(f, "not a record: {error}"),
            RecordError::Save(error) => write!(f, "the game in it is refused: {error}"),
        }
    }
}

fn bank(bank: &Bank) -> WireBank {
    bank.slots().to_vec()
}

impl LoopIt {
    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn began(&self) -> Event {
        Event::TurnBegan {
            seat: self.game.current(),
            bank: Some(bank(self.game.bank())),
            tiles_left: self.game.bag().len(),
        }
    }
}

impl OnlineGame for LoopIt {
    const NAME: &'static str = "loopit";
    netplay::same_named_types!();

    fn new(seats: &[SeatSetup<Level>], options: &Options, seed: u64) -> Result<LoopIt, Refusal> {
        let players = seats
            .iter()
            .map(|seat| match seat.kind {
                SeatKind::Person => Player::human(seat.name.clone()),
                SeatKind::Computer(level) => Player::computer(seat.name.clone(), level),
            })
            .collect();
        let game = Game::new(players, seed).map_err(|error| match error {
            PlayerError::Count(count) => Refusal::PlayerCount { count },
            PlayerError::Name { seat, .. } => Refusal::BadName { seat: seat - 1 },
        })?;
        Ok(LoopIt {
            hints: vec![0; seats.len()],
            game,
            options: *options,
            plan: Vec::new(),
            planned: None,
        })
    }

    fn not_your_turn(to_move: Option<usize>) -> Refusal {
        Refusal::NotYourTurn { to_move }
    }

    fn to_move(&self) -> Option<usize> {
        (!self.game.is_over()).then(|| self.game.current())
    }

    /// A hint searches (the strongest computer's choice).
    fn searches(intent: &Intent) -> bool {
        matches!(intent, Intent::Hint)
    }

    fn act(&mut self, seat: usize, intent: &Intent) -> Result<Vec<Event>, Refusal> {
        self.check_turn(seat)?;
        match intent {
            Intent::Place { slot, cell } => {
                let placement = self
                    .game
                    .place(*slot, *cell)
                    .map_err(|reason| Refusal::Place { reason })?;
                Ok(vec![Event::Placed { seat, placement }])
            }
            Intent::TakeBack { index } => {
                let taken = self
                    .game
                    .take_back(*index)
                    .ok_or(Refusal::NothingToTakeBack { index: *index })?;
                Ok(vec![Event::TakenBack {
                    seat,
                    taken: taken.taken,
                    placed: self.game.placed().iter().copied().collect(),
                }])
            }
            Intent::EndTurn => {
                let Some(summary) = self.game.end_turn() else {
                    return Err(Refusal::NotYourTurn { to_move: None });
                };
                let mut events = vec![Event::TurnEnded {
                    seat,
                    points: summary.points,
                    sat_out: summary.sat_out,
                    scores: self.game.players().iter().map(|p| p.score).collect(),
                    game_over: summary.game_over,
                }];
                if !summary.game_over {
                    events.push(self.began());
                }
                Ok(events)
            }
            Intent::Hint => {
                let plan = Level::Expert.strategy().plan_turn(&self.game);
                let hints = &mut self.hints[seat];
                *hints += 1;
                Ok(vec![Event::Hinted {
                    seat,
                    hints: *hints,
                    plan: Some(
                        plan.iter()
                            .map(|choice| (choice.slot, choice.cell))
                            .collect(),
                    ),
                }])
            }
            Intent::Cheat { slot, forward } => {
                if !self.options.cheats {
                    return Err(Refusal::CheatsOff);
                }
                let step = if *forward {
                    SwapDirection::Forward
                } else {
                    SwapDirection::Back
                };
                let tile = self
                    .game
                    .cheat_swap(*slot, step)
                    .map_err(|_| Refusal::CannotSwap { slot: *slot })?;
                Ok(vec![Event::Swapped {
                    seat,
                    slot: *slot,
                    tile: Some(tile),
                }])
            }
        }
    }

    fn computer_intent(&mut self, seat: usize, level: Level) -> Option<Intent> {
        self.check_turn(seat).ok()?;
        // The level's plan for the turn, made once (as the window's computer plays it: the
        // same choices as `ai::play_turn`), then one intent at a time so that everyone sees
        // each placement. A turn begun by someone else (a stand-in coming in) is planned from
        // where it is.
        let turn = self.game.history().turns().len();
        let placed = self.game.placed().len();
        let still_good = self.planned.is_some_and(|(t, base)| {
            t == turn
                && base <= placed
                && self
                    .plan
                    .get(placed - base)
                    .is_none_or(|choice| self.game.check(choice.slot, choice.cell).is_ok())
        });
        if !still_good {
            self.plan = level.strategy().plan_turn(&self.game);
            self.planned = Some((turn, placed));
        }
        let base = self.planned.map_or(0, |(_, base)| base);
        Some(match self.plan.get(placed - base) {
            Some(choice) => Intent::Place {
                slot: choice.slot,
                cell: choice.cell,
            },
            None => Intent::EndTurn,
        })
    }

    fn tell(event: &Event, viewer: Viewer) -> Event {
        match event {
            Event::TurnBegan {
                seat,
                bank: Some(_),
                tiles_left,
            } if viewer != Viewer::Seat(*seat) => Event::TurnBegan {
                seat: *seat,
                bank: None,
                tiles_left: *tiles_left,
            },
            Event::Hinted { seat, hints, .. } if viewer != Viewer::Seat(*seat) => Event::Hinted {
                seat: *seat,
                hints: *hints,
                plan: None,
            },
            Event::Swapped { seat, slot, .. } if viewer != Viewer::Seat(*seat) => Event::Swapped {
                seat: *seat,
                slot: *slot,
                tile: None,
            },
            _ => event.clone(),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        let game = &self.game;
        let own_turn = !game.is_over() && viewer == Viewer::Seat(game.current());
        View {
            board: game
                .board()
                .placed()
                .map(|(cell, tile)| WireTile { cell, tile })
                .collect(),
            players: game
                .players()
                .iter()
                .zip(&self.hints)
                .map(|(player, hints)| WirePlayer {
                    name: player.name.clone(),
                    computer: match player.kind {
                        loopit_core::PlayerKind::Computer(level) => Some(level),
                        loopit_core::PlayerKind::Human => None,
                    },
                    score: player.score,
                    hints: *hints,
                })
                .collect(),
            current: game.current(),
            placed: game.placed().iter().copied().collect(),
            bank: own_turn.then(|| bank(game.bank())),
            tiles_left: game.bag().len(),
            over: game.is_over(),
            turns: game
                .turn_summaries()
                .iter()
                .map(|turn| WireTurn {
                    seat: turn.player,
                    placements: turn.placements.iter().copied().collect(),
                    sat_out: turn.sat_out,
                })
                .collect(),
            cheats: self.options.cheats,
        }
    }

    fn is_checkpoint(event: &Event) -> bool {
        matches!(event, Event::TurnEnded { .. } | Event::Hinted { .. })
    }

    fn record(&self) -> String {
        let record = Record {
            save: self.game.to_save(),
            hints: self.hints.clone(),
            options: self.options,
        };
        serde_json::to_string(&record).unwrap_or_default()
    }

    fn from_record(text: &str) -> Result<LoopIt, RecordError> {
        let record: Record = serde_json::from_str(text).map_err(RecordError::Json)?;
        let game = Game::from_save(&record.save, 0).map_err(RecordError::Save)?;
        let mut hints = record.hints;
        hints.resize(game.players().len(), 0);
        Ok(LoopIt {
            game,
            hints,
            options: record.options,
            plan: Vec::new(),
            planned: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::ai;
    use netplay::{Room, RoomCode};

    fn seats(kinds: &[SeatKind<Level>]) -> Vec<SeatSetup<Level>> {
        kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| SeatSetup {
                name: format!("P{}", i + 1),
                kind: *kind,
            })
            .collect()
    }

    fn two_people(cheats: bool) -> LoopIt {
        let setup = seats(&[SeatKind::Person, SeatKind::Person]);
        LoopIt::new(&setup, &Options { cheats }, 12).expect("two players")
    }

    #[test]
    fn a_seat_sees_its_own_bank_and_nobody_else_does() {
        let game = two_people(false);
        assert!(game.view(Viewer::Seat(0)).bank.is_some());
        assert_eq!(game.view(Viewer::Seat(1)).bank, None);
        assert_eq!(game.view(Viewer::Spectator).bank, None);
        let began = game.began();
        assert_eq!(LoopIt::tell(&began, Viewer::Seat(0)), began);
        for viewer in [Viewer::Seat(1), Viewer::Spectator] {
            assert!(matches!(
                LoopIt::tell(&began, viewer),
                Event::TurnBegan { bank: None, .. }
            ));
        }
    }

    #[test]
    fn cheating_needs_the_hosts_leave_and_only_the_cheater_learns_the_tile() {
        let mut honest = two_people(false);
        let cheat = Intent::Cheat {
            slot: 0,
            forward: true,
        };
        assert_eq!(honest.act(0, &cheat), Err(Refusal::CheatsOff));
        let mut game = two_people(true);
        let events = game.act(0, &cheat).expect("allowed");
        let [swapped] = events.as_slice() else {
            panic!("one event: {events:?}");
        };
        assert!(matches!(swapped, Event::Swapped { tile: Some(_), .. }));
        assert!(matches!(
            LoopIt::tell(swapped, Viewer::Seat(1)),
            Event::Swapped { tile: None, .. }
        ));
    }

    #[test]
    fn a_hint_is_counted_and_its_plan_told_to_the_seat_only() {
        let mut game = two_people(false);
        assert_eq!(
            game.act(1, &Intent::Hint),
            Err(Refusal::NotYourTurn { to_move: Some(0) })
        );
        let events = game.act(0, &Intent::Hint).expect("a hint");
        assert!(
            matches!(events[0], Event::Hinted { hints: 1, plan: Some(ref plan), .. } if !plan.is_empty())
        );
        assert!(matches!(
            LoopIt::tell(&events[0], Viewer::Spectator),
            Event::Hinted {
                hints: 1,
                plan: None,
                ..
            }
        ));
        assert_eq!(game.view(Viewer::Spectator).players[0].hints, 1);
    }

    #[test]
    fn the_record_brings_back_the_same_game_and_hints() {
        let mut game = two_people(true);
        game.act(0, &Intent::Hint).expect("a hint");
        let choice = Level::Normal
            .strategy()
            .next_placement(game.game())
            .expect("a tile fits");
        let place = Intent::Place {
            slot: choice.slot,
            cell: choice.cell,
        };
        game.act(0, &place).expect("legal");
        let back = LoopIt::from_record(&game.record()).expect("read back");
        assert_eq!(back.game(), game.game());
        assert_eq!(back.hints, game.hints);
        assert_eq!(back.options, game.options);
    }

    #[test]
    fn computer_seats_of_a_room_play_the_game_the_core_plays() {
        let levels = [Level::Normal, Level::Strong, Level::Beginner];
        let kinds = levels.map(SeatKind::Computer);
        let mut room = Room::<LoopIt>::create(
            RoomCode("ABCDEF".into()),
            seats(&kinds),
            &Options::default(),
            None,
            31,
        )
        .expect("a room");
        while let Some(step) = room.computer_step() {
            step.expect("the computer's intents are legal");
        }
        let players = levels
            .iter()
            .enumerate()
            .map(|(i, level)| Player::computer(format!("P{}", i + 1), *level))
            .collect();
        let mut local = Game::new(players, 31).expect("players");
        while !local.is_over() {
            let level = levels[local.current()];
            ai::play_turn(&mut local, level.strategy());
            local.end_turn();
        }
        assert!(room.game().game().is_over());
        assert_eq!(room.game().game().players(), local.players());
        assert_eq!(room.game().game().board(), local.board());
    }
}
