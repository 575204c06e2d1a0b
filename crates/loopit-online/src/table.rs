//! LoopIt as a client follows it: how an event changes the view ([`ClientGame`] for
//! [`LoopIt`]), and the game a window draws and a computer thinks on ([`View::game`]).

use loopit_core::{Bank, Board, Game, PlaceError, Player, SaveError, SaveFile, Tile};
use netplay::ClientGame;

use crate::game::LoopIt;
use crate::wire::{Event, View, WireTile, WireTurn};

/// Why the view cannot be made a game (a bug of the server or of the picture).
#[derive(Clone, Debug, PartialEq)]
pub enum PictureError {
    /// The position cannot be a game.
    Position(SaveError),
    /// This turn's placements do not fit the board before them.
    Placement(PlaceError),
}

/// A client's table of a LoopIt room.
pub type Table = netplay::Table<LoopIt>;

/// Why a message does not fit a LoopIt table.
pub type TableError = netplay::TableError<PictureError>;

impl ClientGame for LoopIt {
    type Aside = ();
    type Misfit = PictureError;

    fn apply(view: &mut View, (): &mut (), event: &Event) -> Result<(), PictureError> {
        apply(view, event);
        Ok(())
    }

    fn renamed(view: &mut View, seat: usize, name: &str) {
        // A player who joins a lobby may name their seat.
        if let Some(player) = view.players.get_mut(seat) {
            name.clone_into(&mut player.name);
        }
    }

    fn is_over(view: &View) -> bool {
        view.over
    }

    /// The seat's turn, and the client has its bank.
    fn is_turn_of(view: &View, seat: usize) -> bool {
        !view.over && view.current == seat && view.bank.is_some()
    }
}

impl View {
    /// The game as the client knows it, for a computer to think on or a window to draw: the
    /// board, the client's bank, the players (computers with their levels) and their scores,
    /// the seat to move and this turn's placements; the bag is every tile on neither (which is
    /// what it holds), its order and the random draws are not known. During another seat's
    /// turn, whose bank the client is not told, the bank holds that turn's placed tiles and,
    /// for the tiles still in that seat's hand, stand-ins from the unseen tiles, so that the
    /// bag counts what the server's holds; those stand-ins are nobody's to see or play.
    pub fn game(&self) -> Result<Game, PictureError> {
        let view = self;
        let mut board = Board::new();
        let placed = &view.placed;
        for tile in &view.board {
            if placed.iter().any(|p| p.cell == tile.cell) {
                continue;
            }
            board.put(tile.cell, tile.tile);
        }
        let mut slots: Vec<Option<Tile>> = view.bank.iter().flatten().copied().collect();
        let others_turn = view.bank.is_none() && !view.over;
        if others_turn {
            slots.resize(Bank::SIZE, None);
        }
        for placement in placed {
            if let Some(slot) = slots.get_mut(placement.slot) {
                *slot = Some(placement.tile);
            }
        }
        if others_turn {
            // As many stand-ins as that seat holds unplaced: what is neither on the board
            // (this turn's tiles included) nor in the bag.
            let hidden = Tile::COUNT
                .saturating_sub(view.board.len())
                .saturating_sub(view.tiles_left);
            let on_board = board.tiles_on_board();
            let mut unseen = Tile::ALL.iter().copied().filter(|tile| {
                !on_board.contains(*tile) && !placed.iter().any(|p| p.tile == *tile)
            });
            for slot in slots.iter_mut().filter(|slot| slot.is_none()).take(hidden) {
                *slot = unseen.next();
            }
        }
        let bank: Vec<Tile> = slots.into_iter().flatten().collect();
        let players: Vec<Player> = view
            .players
            .iter()
            .map(|p| Player {
                score: p.score,
                ..match p.computer {
                    Some(level) => Player::computer(p.name.clone(), level),
                    None => Player::human(p.name.clone()),
                }
            })
            .collect();
        let save = SaveFile::of_position(&board, &bank, &players, view.current);
        let mut game = Game::from_save_for_analysis(&save, 0).map_err(PictureError::Position)?;
        for placement in placed {
            game.place(placement.slot, placement.cell)
                .map_err(PictureError::Placement)?;
        }
        Ok(game)
    }
}

/// One event on the view (the board kept in row-major order, as a snapshot has it).
fn apply(view: &mut View, event: &Event) {
    apply_unsorted(view, event);
    view.board.sort_by_key(|tile| tile.cell);
}

fn apply_unsorted(view: &mut View, event: &Event) {
    match event {
        Event::TurnBegan {
            seat,
            bank,
            tiles_left,
        } => {
            view.current = *seat;
            view.placed.clear();
            view.bank = bank.clone();
            view.tiles_left = *tiles_left;
        }
        Event::Placed { placement, .. } => {
            view.board.push(WireTile {
                cell: placement.cell,
                tile: placement.tile,
            });
            if let Some(slot) = view.bank.as_mut().and_then(|b| b.get_mut(placement.slot)) {
                *slot = None;
            }
            view.placed.push(*placement);
        }
        Event::TakenBack { placed, .. } => {
            let before = std::mem::take(&mut view.placed);
            view.board
                .retain(|tile| !before.iter().any(|p| p.cell == tile.cell));
            if let Some(bank) = view.bank.as_mut() {
                for p in &before {
                    if let Some(slot) = bank.get_mut(p.slot) {
                        *slot = Some(p.tile);
                    }
                }
                for p in placed {
                    if let Some(slot) = bank.get_mut(p.slot) {
                        *slot = None;
                    }
                }
            }
            for p in placed {
                view.board.push(WireTile {
                    cell: p.cell,
                    tile: p.tile,
                });
            }
            view.placed.clone_from(placed);
        }
        Event::TurnEnded {
            seat,
            sat_out,
            scores,
            game_over,
            ..
        } => {
            view.turns.push(WireTurn {
                seat: *seat,
                placements: std::mem::take(&mut view.placed),
                sat_out: *sat_out,
            });
            for (player, score) in view.players.iter_mut().zip(scores) {
                player.score = *score;
            }
            view.over = *game_over;
            view.bank = None;
            // The next seat moves (or would, after the last turn), as the core passes on.
            view.current = (*seat + 1) % view.players.len().max(1);
        }
        Event::Hinted { seat, hints, .. } => {
            if let Some(player) = view.players.get_mut(*seat) {
                player.hints = *hints;
            }
        }
        Event::Swapped { slot, tile, .. } => {
            if let (Some(bank), Some(tile)) = (view.bank.as_mut(), tile)
                && let Some(place) = bank.get_mut(*slot)
            {
                *place = Some(*tile);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{Intent, Options};
    use loopit_core::Level;
    use netplay::{Cursor, OnlineGame, RoomEvent, SeatKind, SeatSetup, ServerMessage, Viewer};

    /// A table for `viewer` kept by the events of the game, as the server tells them.
    struct Follower {
        viewer: Viewer,
        table: Table,
        seq: u64,
    }

    impl Follower {
        fn new(game: &LoopIt, viewer: Viewer) -> Follower {
            let mut table = Table::default();
            let snapshot = ServerMessage::<LoopIt>::Snapshot {
                cursor: Cursor { epoch: 1, seq: 0 },
                seats: Vec::new(),
                view: game.view(viewer),
                lobby: None,
            };
            table.take(&snapshot).expect("a snapshot fits");
            if let Viewer::Seat(seat) = viewer {
                table.seat = Some(seat);
            }
            Follower {
                viewer,
                table,
                seq: 0,
            }
        }

        fn tell(&mut self, events: &[Event]) {
            for event in events {
                self.seq += 1;
                let message = ServerMessage::<LoopIt>::Event {
                    seq: self.seq,
                    event: RoomEvent::Game {
                        event: LoopIt::tell(event, self.viewer),
                    },
                };
                self.table.take(&message).expect("the event fits");
            }
        }
    }

    /// Carries out `intent` and tells every follower; each table must then show what a fresh
    /// snapshot for its viewer shows.
    fn step(game: &mut LoopIt, followers: &mut [Follower], seat: usize, intent: Intent) {
        // A refused intent (a cheat with an empty bag, say) tells nothing.
        if let Ok(events) = game.act(seat, &intent) {
            for follower in followers.iter_mut() {
                follower.tell(&events);
            }
        }
        for follower in followers.iter() {
            let fresh = game.view(follower.viewer);
            assert_eq!(
                follower.table.view.as_ref(),
                Some(&fresh),
                "{:?} after {intent:?}",
                follower.viewer
            );
            // The game a window draws from it, whoever's turn it is: the board, this turn's
            // placements and the bag's count as the server's.
            if !fresh.over {
                let view = follower.table.view.as_ref().expect("a view");
                let drawn = view.game().expect("a game to draw");
                assert_eq!(drawn.bag().len(), fresh.tiles_left, "{:?}", follower.viewer);
                assert_eq!(drawn.placed().len(), fresh.placed.len());
                assert_eq!(drawn.board().len(), fresh.board.len());
                assert_eq!(drawn.current(), fresh.current);
            }
        }
    }

    #[test]
    fn a_table_kept_by_events_shows_what_a_fresh_snapshot_shows() {
        let seats: Vec<SeatSetup<Level>> = (0..3)
            .map(|i| SeatSetup {
                name: format!("P{i}"),
                kind: SeatKind::Person,
            })
            .collect();
        let mut game = LoopIt::new(&seats, &Options { cheats: true }, 8).expect("a game");
        let viewers = [
            Viewer::Seat(0),
            Viewer::Seat(1),
            Viewer::Seat(2),
            Viewer::Spectator,
        ];
        let mut followers: Vec<Follower> =
            viewers.iter().map(|v| Follower::new(&game, *v)).collect();
        let mut turns = 0;
        while !game.game().is_over() && turns < 40 {
            let seat = game.game().current();
            let cheat = Intent::Cheat {
                slot: 0,
                forward: turns % 2 == 0,
            };
            step(&mut game, &mut followers, seat, cheat);
            if turns % 5 == 0 {
                step(&mut game, &mut followers, seat, Intent::Hint);
            }
            for round in 0..3 {
                let Some(choice) = Level::Normal.strategy().next_placement(game.game()) else {
                    break;
                };
                let place = Intent::Place {
                    slot: choice.slot,
                    cell: choice.cell,
                };
                step(&mut game, &mut followers, seat, place);
                if round == 1 && turns % 3 == 0 {
                    // The first taken back: later ones stay (scored anew) or go back too.
                    step(
                        &mut game,
                        &mut followers,
                        seat,
                        Intent::TakeBack { index: 0 },
                    );
                }
            }
            step(&mut game, &mut followers, seat, Intent::EndTurn);
            turns += 1;
        }
        assert!(turns > 10);
    }
}
