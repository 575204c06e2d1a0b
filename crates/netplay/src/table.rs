//! What a client keeps of a room, for any game: the last snapshot with every event after it
//! applied in order, the seats, the cursor, the lobby. A window draws from it; a computer
//! client plays from it. A game gives one hook, [`ClientGame::apply`], that makes an event of
//! its own part of its view.

use std::fmt::{self, Debug};

use crate::game::OnlineGame;
use crate::protocol::{Cursor, RoomEvent, SeatInfo, ServerMessage};

/// A game as a client follows it: how one event changes the client's view of the game.
pub trait ClientGame: OnlineGame {
    /// What a client keeps beside the view from what it alone is told (the last hint given
    /// to it); forgotten at each snapshot.
    type Aside: Clone + Debug + Default + PartialEq + Send + 'static;
    /// Why an event does not fit the view (a bug of the server or of the picture).
    type Misfit: Clone + Debug + PartialEq + Send + 'static;

    /// Applies a game event, in order, to the view (and the aside).
    fn apply(
        view: &mut Self::View,
        aside: &mut Self::Aside,
        event: &Self::Event,
    ) -> Result<(), Self::Misfit>;

    /// A seat's name changed (a player who joined a lobby named their seat): the view shows it,
    /// when it shows names at all.
    fn renamed(view: &mut Self::View, seat: usize, name: &str) {
        let _ = (view, seat, name);
    }

    /// Whether the game of the view is over.
    fn is_over(view: &Self::View) -> bool;

    /// Whether the player of `seat` may act now: it is their turn, and the view holds what
    /// they play from.
    fn is_turn_of(view: &Self::View, seat: usize) -> bool;
}

/// Why a message does not fit the picture.
#[derive(Clone, Debug, PartialEq)]
pub enum TableError<M> {
    /// An event came before any snapshot.
    NoSnapshot,
    /// An event's number is not the next one: events were lost.
    Gap {
        /// The number expected.
        expected: u64,
        /// The number received.
        received: u64,
    },
    /// The game's event does not fit the view.
    Game(M),
}

/// Where a room is, as a client sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not in the room yet: no snapshot has come.
    Entering,
    /// The room is a lobby: people join, the host starts the game.
    Lobby,
    /// The game goes on.
    Playing,
    /// The game is over.
    Over,
}

/// What a client knows of a room.
pub struct Table<G: ClientGame> {
    /// The client's seat, once seated.
    pub seat: Option<usize>,
    /// The game as the client may see it.
    pub view: Option<G::View>,
    /// The seats.
    pub seats: Vec<SeatInfo<G::Level>>,
    /// The last event applied.
    pub cursor: Option<Cursor>,
    /// While the room is a lobby (the game not started): the seat whose player starts it.
    pub lobby: Option<usize>,
    /// What the client keeps beside the view ([`ClientGame::Aside`]).
    pub aside: G::Aside,
}

impl<G: ClientGame> Default for Table<G> {
    fn default() -> Table<G> {
        Table {
            seat: None,
            view: None,
            seats: Vec::new(),
            cursor: None,
            lobby: None,
            aside: G::Aside::default(),
        }
    }
}

impl<G: ClientGame> Clone for Table<G> {
    fn clone(&self) -> Table<G> {
        Table {
            seat: self.seat,
            view: self.view.clone(),
            seats: self.seats.clone(),
            cursor: self.cursor,
            lobby: self.lobby,
            aside: self.aside.clone(),
        }
    }
}

impl<G: ClientGame> Debug for Table<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("seat", &self.seat)
            .field("view", &self.view)
            .field("seats", &self.seats)
            .field("cursor", &self.cursor)
            .field("lobby", &self.lobby)
            .field("aside", &self.aside)
            .finish()
    }
}

impl<G: ClientGame> Table<G> {
    /// Takes in a message of the server (messages that do not change the picture are ignored).
    pub fn take(&mut self, message: &ServerMessage<G>) -> Result<(), TableError<G::Misfit>> {
        match message {
            ServerMessage::Seated { seat, .. } => self.seat = Some(*seat),
            ServerMessage::Snapshot {
                cursor,
                seats,
                view,
                lobby,
            } => {
                self.cursor = Some(*cursor);
                self.seats.clone_from(seats);
                self.view = Some(view.clone());
                self.lobby = *lobby;
                self.aside = G::Aside::default();
            }
            ServerMessage::Event { seq, event } => {
                let Some(cursor) = &mut self.cursor else {
                    return Err(TableError::NoSnapshot);
                };
                if *seq != cursor.seq + 1 {
                    return Err(TableError::Gap {
                        expected: cursor.seq + 1,
                        received: *seq,
                    });
                }
                cursor.seq = *seq;
                match event {
                    RoomEvent::Game { event } => {
                        let view = self.view.as_mut().ok_or(TableError::NoSnapshot)?;
                        G::apply(view, &mut self.aside, event).map_err(TableError::Game)?;
                    }
                    RoomEvent::Seat { seat, info } => {
                        if let Some(place) = self.seats.get_mut(*seat) {
                            *place = info.clone();
                        }
                        if let Some(view) = &mut self.view {
                            G::renamed(view, *seat, &info.setup.name);
                        }
                    }
                    RoomEvent::Started => self.lobby = None,
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Whether the picture holds the game (a snapshot came).
    #[must_use]
    pub fn has_view(&self) -> bool {
        self.view.is_some()
    }

    /// Whether the game is over, as far as the picture knows.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.view.as_ref().is_some_and(G::is_over)
    }

    /// Whether it is the client's own turn, in a started game.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        match (&self.view, self.seat) {
            (Some(view), Some(seat)) => self.lobby.is_none() && G::is_turn_of(view, seat),
            _ => false,
        }
    }

    /// Where the room is.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match &self.view {
            None => Phase::Entering,
            Some(_) if self.lobby.is_some() => Phase::Lobby,
            Some(view) if G::is_over(view) => Phase::Over,
            Some(_) => Phase::Playing,
        }
    }

    /// Whether the client may start the game now: the room is a lobby and the client holds
    /// the host's seat.
    #[must_use]
    pub fn may_start(&self) -> bool {
        self.lobby.is_some() && self.lobby == self.seat
    }

    /// The name of the player of `seat`, as the seats say.
    #[must_use]
    pub fn name(&self, seat: usize) -> Option<&str> {
        self.seats.get(seat).map(|info| info.setup.name.as_str())
    }
}
