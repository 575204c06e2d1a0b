//! Online play in the window (Game ▸ Play online): hosting a room on a server inside the
//! program, joining one, watching one, and the game as this window follows it.
//!
//! The server decides everything (`netplay` with `reversi-online`'s game); this window sends
//! intents (`move`, `hint`) and draws what it is told: its board is `reversi_online::Table`'s
//! game, never a local one. Nothing here blocks the window: the server runs on its own runtime
//! ([`game_shell::online::HostedServer`]), the client on its own thread, which wakes the
//! window (`request_repaint`) whenever something arrives; each frame takes what has arrived
//! ([`OnlineRoom::poll`]). The game on the board before Play online stays as it was, and is
//! back when the room is left.
//!
//! What every program's online screens share (the forms' fields, the lobby, the connection
//! line, the words of the protocol) is game-shell's ([`game_shell::online`]).

use game_shell::online::{FormKind, HostedServer, JoinFields, OnlineProblem};
use netplay::{Client, ConnectionState, Entry, Refusal, RoomCode, SeatInfo, SeatKind, SeatSetup};
use reversi_core::{Colour, Level, Move, Played, Player, Rules, Saved};
use reversi_online::{Event, Intent, Options, Reversi, Table};

use crate::session::Session;

/// Where a Reversi room is on a server: the dedicated `loopit-server`'s path, which the
/// window's own server uses too, so an address works for either.
pub const PATH: &str = "/ws/reversi";

/// Why online play could not begin, or stopped, with Reversi's refusals.
pub type Problem = OnlineProblem<reversi_online::Refusal>;

/// A refusal of the server, with Reversi's reasons.
pub type ServerRefusal = Refusal<reversi_online::Refusal>;

/// What the online screen shows.
#[derive(Debug)]
pub enum OnlineScreen {
    /// A form to fill in (its fields live in the view); `problem` is why the last try failed.
    Form {
        /// Which form.
        kind: FormKind,
        /// Why the last try did not work.
        problem: Option<Problem>,
    },
    /// In a room: its lobby, its game, or its end.
    Room(Box<OnlineRoom>),
}

/// Who plays the other seat of a hosted room.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// A person who joins from another window.
    Remote,
    /// The server's computer at this level.
    Computer(Level),
}

/// What the host form asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostRequest {
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect (all addresses), or this one only.
    pub open: bool,
    /// The rules played.
    pub rules: Rules,
    /// The colour of the person at this window.
    pub colour: Colour,
    /// The names: Yellow's, then Red's.
    pub names: [String; 2],
    /// Who plays the other colour.
    pub opponent: Opponent,
    /// The level that plays for a person away too long (`None`: the seat waits).
    pub stand_in: Option<Level>,
}

impl HostRequest {
    /// The seat of this window: Yellow's is seat 0.
    #[must_use]
    pub fn my_seat(&self) -> usize {
        seat_of(self.colour)
    }

    /// The seats as the server takes them.
    #[must_use]
    pub fn seat_setups(&self) -> Vec<SeatSetup<Level>> {
        Colour::ALL
            .iter()
            .zip(&self.names)
            .map(|(&colour, name)| SeatSetup {
                name: name.trim().to_owned(),
                kind: match self.opponent {
                    Opponent::Computer(level) if colour != self.colour => SeatKind::Computer(level),
                    _ => SeatKind::Person,
                },
            })
            .collect()
    }

    /// How this window enters the room it opens: it makes it a lobby and takes its seat.
    #[must_use]
    pub fn entry(&self) -> Entry<Reversi> {
        Entry::Create {
            seats: self.seat_setups(),
            options: Options { rules: self.rules },
            stand_in: self.stand_in,
            join: self.my_seat(),
            lobby: true,
        }
    }
}

/// What the join and watch forms ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    /// The server's address as typed.
    pub address: String,
    /// The room code as typed.
    pub code: String,
    /// The player's name (not for watching).
    pub name: String,
    /// Watch rather than play.
    pub watch: bool,
}

impl JoinRequest {
    /// The server's address and the way into the room, or why the form's text is not one.
    pub fn entry(&self) -> Result<(String, Entry<Reversi>), Problem> {
        let fields = JoinFields {
            address: self.address.clone(),
            code: self.code.clone(),
            name: self.name.clone(),
        };
        fields.entry(self.watch, PATH)
    }
}

/// The seat of a colour: Yellow (who moves first) sits at 0.
#[must_use]
pub fn seat_of(colour: Colour) -> usize {
    match colour {
        Colour::Yellow => 0,
        Colour::Red => 1,
    }
}

/// Where the room is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not in the room yet: connecting, or (the host) opening it.
    Entering,
    /// The room is a lobby: the other player joins, the host starts the game.
    Lobby,
    /// The game goes on.
    Playing,
    /// The game is over.
    Over,
}

/// A room this window is in.
#[derive(Debug)]
pub struct OnlineRoom {
    server: Option<HostedServer>,
    client: Client<Reversi>,
    table: Table,
    state: ConnectionState,
    code: Option<RoomCode>,
    watching: bool,
    /// The table's game with who plays it as this window sees it (the person at this window
    /// is the one human), for the board and the side panel to draw.
    mirror: Option<Session>,
    /// The last refusal of something this window asked (a move, the start).
    refusal: Option<ServerRefusal>,
    /// Why the room was left for good, if it was.
    problem: Option<Problem>,
}

impl OnlineRoom {
    /// Enters a room by `entry` at `url`, waking the window by `wake` whenever something
    /// arrives; `server` is the server this window runs, when it hosts.
    pub fn enter(
        url: String,
        entry: Entry<Reversi>,
        server: Option<HostedServer>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<OnlineRoom, Problem> {
        let watching = matches!(entry, Entry::Watch { .. });
        let code = match &entry {
            Entry::Join { room, .. } | Entry::Watch { room } | Entry::Resume { room, .. } => {
                Some(room.clone())
            }
            Entry::Create { .. } => None,
        };
        let client = Client::start(url, entry, wake)
            .map_err(|error| OnlineProblem::Thread(error.to_string()))?;
        Ok(OnlineRoom {
            server,
            client,
            table: Table::default(),
            state: ConnectionState::Connecting,
            code,
            watching,
            mirror: None,
            refusal: None,
            problem: None,
        })
    }

    // ---- What the views read --------------------------------------------------------------

    /// The server this window runs, when it hosts.
    #[must_use]
    pub fn server(&self) -> Option<&HostedServer> {
        self.server.as_ref()
    }

    /// The room's code, once known.
    #[must_use]
    pub fn code(&self) -> Option<&RoomCode> {
        self.code.as_ref()
    }

    /// How the connection is.
    #[must_use]
    pub fn state(&self) -> &ConnectionState {
        &self.state
    }

    /// Whether this window watches (has no seat).
    #[must_use]
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// This window's seat, once seated (0: Yellow, 1: Red).
    #[must_use]
    pub fn seat(&self) -> Option<usize> {
        self.table.seat
    }

    /// The seats as everyone sees them.
    #[must_use]
    pub fn seats(&self) -> &[SeatInfo<Level>] {
        &self.table.seats
    }

    /// The name of the player of `colour`.
    #[must_use]
    pub fn name(&self, colour: Colour) -> Option<&str> {
        self.table
            .seats
            .get(seat_of(colour))
            .map(|info| info.setup.name.as_str())
    }

    /// The seat whose player starts the game, while the room is a lobby.
    #[must_use]
    pub fn host_seat(&self) -> Option<usize> {
        self.table.lobby
    }

    /// Whether this window may start the game now.
    #[must_use]
    pub fn may_start(&self) -> bool {
        self.table.lobby.is_some() && self.table.lobby == self.table.seat
    }

    /// Where the room is.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match &self.table.view {
            None => Phase::Entering,
            Some(_) if self.table.lobby.is_some() => Phase::Lobby,
            Some(view) if view.outcome.is_some() => Phase::Over,
            Some(_) => Phase::Playing,
        }
    }

    /// Whether it is this window's move.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        self.table.my_turn()
    }

    /// The game as the server told it, with the person at this window its one human.
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        self.mirror.as_ref()
    }

    /// The hint told to this window, while the game is where it was asked.
    #[must_use]
    pub fn hint(&self) -> Option<Move> {
        self.table.hint.as_deref().and_then(|mv| mv.parse().ok())
    }

    /// The last refusal of something this window asked.
    #[must_use]
    pub fn refusal(&self) -> Option<&ServerRefusal> {
        self.refusal.as_ref()
    }

    /// Why the room was left for good, if it was.
    #[must_use]
    pub fn problem(&self) -> Option<&Problem> {
        self.problem.as_ref()
    }

    // ---- What happens ---------------------------------------------------------------------

    /// Takes everything that has arrived; the picture of the game follows it. The last move
    /// played in it (anyone's) comes back, for the board to turn its stones.
    pub fn poll(&mut self) -> Option<Played> {
        let mut played = None;
        let mut changed = false;
        for update in self.client.poll() {
            match update {
                netplay::Update::State(state) => {
                    if let ConnectionState::Closed { error: Some(error) } = &state {
                        self.problem = Some(OnlineProblem::of_client(error));
                    }
                    self.state = state;
                }
                netplay::Update::Message(message) => {
                    changed |= self.take(&message, &mut played);
                }
            }
        }
        if changed {
            self.remake_mirror();
        }
        played
    }

    fn take(
        &mut self,
        message: &netplay::ServerMessage<Reversi>,
        played: &mut Option<Played>,
    ) -> bool {
        use netplay::{RoomEvent, ServerMessage};
        match message {
            ServerMessage::Created { room }
            | ServerMessage::Watching { room }
            | ServerMessage::Seated { room, .. } => self.code = Some(room.clone()),
            ServerMessage::Refused { refusal, .. } => self.refusal = Some(refusal.clone()),
            ServerMessage::Done { .. } => self.refusal = None,
            _ => {}
        }
        // A picture that does not fit the events (a gap) is made anew: the client is given a
        // snapshot when it comes back.
        if let Err(error) = self.table.take(message) {
            log::warn!("the online game's picture does not fit: {error:?}");
        }
        if let ServerMessage::Event {
            event: RoomEvent::Game {
                event: Event::Played { .. },
            },
            ..
        } = message
        {
            // The board has changed: a refusal of a click on the board before is old news.
            self.refusal = None;
            *played = self
                .table
                .game()
                .ok()
                .and_then(|game| game.history().last().copied());
        }
        matches!(
            message,
            ServerMessage::Seated { .. }
                | ServerMessage::Snapshot { .. }
                | ServerMessage::Event { .. }
        )
    }

    /// The game for the views, made anew from the picture: the person at this window plays
    /// their colour; the other colour (and, watching, both) is not this window's to move.
    fn remake_mirror(&mut self) {
        let game = match self.table.game() {
            Ok(game) => game,
            Err(error) => {
                log::warn!("the online game cannot be shown: {error:?}");
                return;
            }
        };
        let mine = self.table.colour();
        let players = Colour::ALL.map(|colour| {
            if Some(colour) == mine {
                Player::Human
            } else {
                // Not moved from here: the board offers no cell for this colour.
                Player::Computer(Level::AlphaBeta)
            }
        });
        let mut session = Session::new(game.rules(), players, 0);
        session.resume(Saved { game, players });
        self.mirror = Some(session);
    }

    /// A move of the person at this window: to the server, which plays it or says why not.
    pub fn play(&mut self, mv: Move) {
        if self.watching {
            return;
        }
        self.act(Intent::Move { mv: mv.to_string() });
    }

    /// Asks the server for a hint (the strongest computer's move, told to this seat).
    pub fn ask_hint(&mut self) {
        if self.table.my_turn() && self.hint().is_none() {
            self.act(Intent::Hint);
        }
    }

    /// The host starts the game.
    pub fn start_game(&mut self) {
        if self.may_start() {
            self.refusal = None;
            self.client.start_game();
        }
    }

    fn act(&mut self, intent: Intent) {
        self.refusal = None;
        self.client.act(intent);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(colour: Colour, opponent: Opponent) -> HostRequest {
        HostRequest {
            port: "0".to_owned(),
            open: false,
            rules: Rules::Classic,
            colour,
            names: ["Ada".to_owned(), " Bo ".to_owned()],
            opponent,
            stand_in: None,
        }
    }

    #[test]
    fn the_host_sits_at_their_colour_and_the_computer_at_the_other() {
        let asked = request(Colour::Red, Opponent::Computer(Level::Greedy));
        assert_eq!(asked.my_seat(), 1);
        let seats = asked.seat_setups();
        assert_eq!(seats[0].kind, SeatKind::Computer(Level::Greedy));
        assert_eq!(seats[1].kind, SeatKind::Person);
        assert_eq!(seats[1].name, "Bo", "names are trimmed");
        let Entry::Create { join, options, .. } = asked.entry() else {
            panic!("a host creates the room");
        };
        assert_eq!((join, options.rules), (1, Rules::Classic));
        let people = request(Colour::Yellow, Opponent::Remote).seat_setups();
        assert!(people.iter().all(|seat| seat.kind == SeatKind::Person));
    }

    #[test]
    fn a_join_goes_to_reversis_path_and_a_bad_code_says_what_was_typed() {
        let join = JoinRequest {
            address: "10.0.0.2".to_owned(),
            code: "abc-234".to_owned(),
            name: "Zora".to_owned(),
            watch: false,
        };
        let (url, entry) = join.entry().expect("a good form");
        assert_eq!(url, "ws://10.0.0.2:7878/ws/reversi");
        assert!(matches!(entry, Entry::Join { room, .. } if room.0 == "ABC234"));
        let bad = JoinRequest {
            code: "AB".to_owned(),
            ..join
        };
        assert_eq!(
            bad.entry().err(),
            Some(OnlineProblem::Code("AB".to_owned()))
        );
    }
}
