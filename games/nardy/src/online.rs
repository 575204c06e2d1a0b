//! Online play in the window (Game ▸ Play online): hosting a room on a server inside the
//! program, joining one, watching one, and the match as this window follows it.
//!
//! The server decides everything (`netplay` with `nardy-online`'s game): it rolls the dice
//! (no client chooses or foresees them), checks every step, keeps the match score, and lets
//! its computer play a seat whose player is away. This window sends intents (roll, a step,
//! take back, end the move, hint) and draws what it is told: its board is
//! `nardy_online::Table`'s, never a game of its own. Picking a checker up shows where it may
//! go by asking the core on the table's turn ([`Session::mirror`]); moving it sends the
//! steps of that path, which come back as the server's events. Nothing here blocks the
//! window: the server runs on its own runtime ([`game_shell::online::HostedServer`]), the
//! client on its own thread, which wakes the window (`request_repaint`) whenever something
//! arrives; each frame takes what has arrived ([`OnlineRoom::poll`]). The game on the board
//! before Play online stays as it was, and is back when the room is left.
//!
//! What every program's online screens share (the forms' fields, the lobby, the connection
//! line, the words of the protocol) is game-shell's ([`game_shell::online`]).

use game_shell::online::{FormKind, HostedServer, JoinFields, OnlineProblem};
use nardy_core::{Colour, GameError, Level, Player, Roll, Saved, Step};
use nardy_online::{Event, Intent, Nardy, OnlineLevel, Options, Table};
use netplay::{Client, ConnectionState, Entry, Refusal, RoomCode, SeatInfo, SeatKind, SeatSetup};

use crate::session::{Move, Outcome, Session};

/// Where a Nardy room is on a server: the dedicated `loopit-server`'s path, which the
/// window's own server uses too, so an address works for either.
pub const PATH: &str = "/ws/nardy";

/// Why online play could not begin, or stopped, with Nardy's refusals.
pub type Problem = OnlineProblem<nardy_online::Refusal>;

/// A refusal of the server, with Nardy's reasons.
pub type ServerRefusal = Refusal<nardy_online::Refusal>;

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
    /// In a room: its lobby, its match, or its end.
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
    /// The points that win the match (1: a single game).
    pub match_to: u32,
    /// The colour of the person at this window.
    pub colour: Colour,
    /// The names: White's, then Black's.
    pub names: [String; 2],
    /// Who plays the other colour.
    pub opponent: Opponent,
    /// The level that plays for a person away too long (`None`: the seat waits).
    pub stand_in: Option<Level>,
}

impl HostRequest {
    /// The seat of this window: White's is seat 0.
    #[must_use]
    pub fn my_seat(&self) -> usize {
        self.colour.index()
    }

    /// The seats as the server takes them.
    #[must_use]
    pub fn seat_setups(&self) -> Vec<SeatSetup<OnlineLevel>> {
        Colour::ALL
            .iter()
            .zip(&self.names)
            .map(|(&colour, name)| SeatSetup {
                name: name.trim().to_owned(),
                kind: match self.opponent {
                    Opponent::Computer(level) if colour != self.colour => {
                        SeatKind::Computer(OnlineLevel(level))
                    }
                    _ => SeatKind::Person,
                },
            })
            .collect()
    }

    /// How this window enters the room it opens: it makes it a lobby and takes its seat.
    #[must_use]
    pub fn entry(&self) -> Entry<Nardy> {
        Entry::Create {
            seats: self.seat_setups(),
            options: Options {
                match_to: self.match_to,
            },
            stand_in: self.stand_in.map(OnlineLevel),
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
    pub fn entry(&self) -> Result<(String, Entry<Nardy>), Problem> {
        let fields = JoinFields {
            address: self.address.clone(),
            code: self.code.clone(),
            name: self.name.clone(),
        };
        fields.entry(self.watch, PATH)
    }
}

/// Where the room is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not in the room yet: connecting, or (the host) opening it.
    Entering,
    /// The room is a lobby: the other player joins, the host starts the match.
    Lobby,
    /// The match goes on.
    Playing,
    /// The match is over.
    Over,
}

/// A game of the match that ended, as the server told it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// Its number in the match (1 = the first).
    pub game: u32,
    /// Who won, and whether by a mars.
    pub result: nardy_core::Outcome,
    /// The match score after it, White first.
    pub score: [u32; 2],
}

/// A room this window is in.
#[derive(Debug)]
pub struct OnlineRoom {
    server: Option<HostedServer>,
    client: Client<Nardy>,
    table: Table,
    state: ConnectionState,
    code: Option<RoomCode>,
    watching: bool,
    /// The table's game with who plays it as this window sees it (the person at this window
    /// is the one human), for the board and the side panel to draw and for picking checkers.
    mirror: Option<Session>,
    /// The last game of the match that ended.
    last_end: Option<GameEnd>,
    /// The last refusal of something this window asked (a step, the start).
    refusal: Option<ServerRefusal>,
    /// The core's reason a click on the board was not sent (a checker picked that cannot
    /// move there): nothing went to the server.
    not_sent: Option<GameError>,
    /// Why the room was left for good, if it was.
    problem: Option<Problem>,
}

impl OnlineRoom {
    /// Enters a room by `entry` at `url`, waking the window by `wake` whenever something
    /// arrives; `server` is the server this window runs, when it hosts.
    pub fn enter(
        url: String,
        entry: Entry<Nardy>,
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
            last_end: None,
            refusal: None,
            not_sent: None,
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

    /// This window's seat, once seated (0: White, 1: Black).
    #[must_use]
    pub fn seat(&self) -> Option<usize> {
        self.table.seat
    }

    /// The colour this window plays, once seated.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        self.table.colour()
    }

    /// The seats as everyone sees them.
    #[must_use]
    pub fn seats(&self) -> &[SeatInfo<OnlineLevel>] {
        &self.table.seats
    }

    /// The name of the player of `colour`.
    #[must_use]
    pub fn name(&self, colour: Colour) -> Option<&str> {
        self.table
            .seats
            .get(colour.index())
            .map(|info| info.setup.name.as_str())
    }

    /// The seat whose player starts the match, while the room is a lobby.
    #[must_use]
    pub fn host_seat(&self) -> Option<usize> {
        self.table.lobby
    }

    /// Whether this window may start the match now.
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
            Some(view) if view.over => Phase::Over,
            Some(_) => Phase::Playing,
        }
    }

    /// Whether it is this window's turn (to roll, or to play the roll).
    #[must_use]
    pub fn my_turn(&self) -> bool {
        self.table.my_turn()
    }

    /// Whether the dice of the turn on the board are rolled.
    #[must_use]
    pub fn rolled(&self) -> bool {
        self.table
            .view
            .as_ref()
            .is_some_and(|view| view.position.dice.is_some())
    }

    /// The match as the server keeps it: its length and score, White first.
    #[must_use]
    pub fn series(&self) -> nardy_core::Match {
        self.table.view.as_ref().map_or_else(
            || nardy_core::Match::new(Some(1)),
            |view| nardy_core::Match::resumed(Some(view.match_to), view.score),
        )
    }

    /// The number of the game on the board in the match (1 = the first).
    #[must_use]
    pub fn game_number(&self) -> u32 {
        self.table.view.as_ref().map_or(1, |view| view.game)
    }

    /// The turns of the game on the board so far, as the server told them: who, the roll,
    /// the steps.
    #[must_use]
    pub fn turns(&self) -> Vec<(Colour, Roll, Vec<Step>)> {
        let Some(view) = &self.table.view else {
            return Vec::new();
        };
        view.turns
            .iter()
            .filter_map(|turn| {
                let [a, b] = turn.dice;
                let steps = turn.steps.iter().copied().map(Step::from).collect();
                Some((turn.colour, Roll::new(a, b)?, steps))
            })
            .collect()
    }

    /// The last game of the match that ended, while the next one has not been played on.
    #[must_use]
    pub fn last_end(&self) -> Option<GameEnd> {
        self.last_end
    }

    /// The game as the server told it, with the person at this window its one human.
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        self.mirror.as_ref()
    }

    /// The hint told to this window, while its turn is where it was asked.
    #[must_use]
    pub fn hint(&self) -> Option<Vec<Step>> {
        let steps = self.table.hint.as_ref()?;
        Some(steps.iter().copied().map(Step::from).collect())
    }

    /// The last refusal of something this window asked.
    #[must_use]
    pub fn refusal(&self) -> Option<&ServerRefusal> {
        self.refusal.as_ref()
    }

    /// Why a click on the board was not sent (the core's reason), if the last one was not.
    #[must_use]
    pub fn not_sent(&self) -> Option<GameError> {
        self.not_sent
    }

    /// Why the room was left for good, if it was.
    #[must_use]
    pub fn problem(&self) -> Option<&Problem> {
        self.problem.as_ref()
    }

    // ---- What happens ---------------------------------------------------------------------

    /// Takes everything that has arrived; the picture of the match follows it.
    pub fn poll(&mut self) {
        let mut changed = false;
        for update in self.client.poll() {
            match update {
                netplay::Update::State(state) => {
                    if let ConnectionState::Closed { error: Some(error) } = &state {
                        self.problem = Some(OnlineProblem::of_client(error));
                    }
                    self.state = state;
                }
                netplay::Update::Message(message) => changed |= self.take(&message),
            }
        }
        if changed {
            self.remake_mirror();
        }
    }

    fn take(&mut self, message: &netplay::ServerMessage<Nardy>) -> bool {
        use netplay::{RoomEvent, ServerMessage};
        match message {
            ServerMessage::Created { room }
            | ServerMessage::Watching { room }
            | ServerMessage::Seated { room, .. } => self.code = Some(room.clone()),
            ServerMessage::Refused { refusal, .. } => self.refusal = Some(refusal.clone()),
            ServerMessage::Done { .. } => self.refusal = None,
            _ => {}
        }
        let game = self.game_number();
        // A picture that does not fit the events (a gap) is made anew: the client is given a
        // snapshot when it comes back.
        if let Err(error) = self.table.take(message) {
            log::warn!("the online match's picture does not fit: {error:?}");
        }
        if let ServerMessage::Event {
            event: RoomEvent::Game { event },
            ..
        } = message
        {
            match event {
                Event::GameEnded { result, score, .. } => {
                    self.last_end = Some(GameEnd {
                        game,
                        result: nardy_core::Outcome::from(*result),
                        score: *score,
                    });
                }
                // The next game's first move: the last one's end is old news.
                Event::TurnEnded { .. } if self.last_end.is_some_and(|end| end.game != game) => {
                    self.last_end = None;
                }
                _ => {}
            }
            if !matches!(event, Event::Hinted { .. }) {
                // The board has changed: a refusal of a click before is old news.
                self.refusal = None;
                self.not_sent = None;
            }
        }
        matches!(
            message,
            ServerMessage::Seated { .. }
                | ServerMessage::Snapshot { .. }
                | ServerMessage::Event { .. }
        )
    }

    /// The game for the views, made anew from the picture: the person at this window plays
    /// their colour; the other colour (and, watching, both) is not this window's to move. A
    /// checker picked up stays picked while the turn is as it was.
    fn remake_mirror(&mut self) {
        let made = (|| {
            let view = self.table.view.as_ref()?;
            let start = self.table.turn_start().ok()?;
            let mine = self.table.colour();
            let players = Colour::ALL.map(|colour| {
                if Some(colour) == mine {
                    Player::Human
                } else {
                    // Not moved from here: the board takes no click for this colour.
                    Player::Computer(Level::Strong)
                }
            });
            let saved = Saved {
                position: start,
                dice: view.position.roll(),
                players,
                score: view.score,
                match_to: Some(view.match_to),
                name: None,
                saved_at: None,
            };
            let steps: Vec<Step> = view.steps.iter().copied().map(Step::from).collect();
            Session::mirror(&saved, &steps).ok()
        })();
        match made {
            Some(mut session) => {
                if let Some(old) = &self.mirror
                    && let Some(point) = old.selected()
                    && old.game().turn() == session.game().turn()
                {
                    let _ = session.play(Move::Point(point));
                }
                self.mirror = Some(session);
            }
            None => log::warn!("the online match cannot be shown"),
        }
    }

    /// A person's move at this window: a roll, the end of the move, taking it back and a
    /// hint go to the server; a click on the board picks a checker up (where it may go is
    /// the core's answer on the table's turn), and moving it there sends that path's steps.
    pub fn play(&mut self, mv: Move) {
        if self.watching {
            return;
        }
        if !self.my_turn() {
            // The buttons and keys out of turn still go: the server says why not, in words.
            // The board takes no click then (nothing on it is this window's to pick up).
            if let Some(intent) = Self::intent_of(mv) {
                self.act(intent);
            }
            return;
        }
        if let Some(intent) = Self::intent_of(mv) {
            self.act(intent);
            return;
        }
        let Some(session) = self.mirror.as_mut() else {
            return;
        };
        let before = session.game().turn().map_or(0, |turn| turn.steps().len());
        let outcome = session.play(mv);
        self.not_sent = None;
        let sent = match outcome {
            Outcome::Moved { steps, .. } => steps,
            Outcome::TurnEnded(_) => {
                // The last checker borne off: at one screen the game ends at once; here its
                // steps go, and the end of the move after them.
                let steps = session
                    .game()
                    .history()
                    .last()
                    .map(|(_, _, steps)| steps.clone())
                    .unwrap_or_default();
                let mut steps: Vec<Intent> = steps
                    .into_iter()
                    .skip(before)
                    .map(|step| Intent::Step { step: step.into() })
                    .collect();
                steps.push(Intent::EndTurn);
                for intent in steps {
                    self.act(intent);
                }
                self.remake_mirror();
                return;
            }
            Outcome::Refused(error) => {
                self.not_sent = Some(error);
                return;
            }
            _ => return,
        };
        for step in sent {
            self.act(Intent::Step { step: step.into() });
        }
        // The board shows the server's game only: the steps are on it once they come back.
        self.remake_mirror();
    }

    /// The intent of a move that is not a click on the board.
    fn intent_of(mv: Move) -> Option<Intent> {
        match mv {
            Move::Roll => Some(Intent::Roll),
            Move::EndTurn => Some(Intent::EndTurn),
            Move::Undo => Some(Intent::Undo),
            Move::Hint => Some(Intent::Hint),
            Move::Point(_) | Move::Tray | Move::Drop { .. } => None,
        }
    }

    /// The host starts the match.
    pub fn start_game(&mut self) {
        if self.may_start() {
            self.refusal = None;
            self.client.start_game();
        }
    }

    fn act(&mut self, intent: Intent) {
        self.refusal = None;
        self.not_sent = None;
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
            match_to: 3,
            colour,
            names: ["Ada".to_owned(), " Bo ".to_owned()],
            opponent,
            stand_in: None,
        }
    }

    #[test]
    fn the_host_sits_at_their_colour_and_the_computer_at_the_other() {
        let asked = request(Colour::Black, Opponent::Computer(Level::Quick));
        assert_eq!(asked.my_seat(), 1);
        let seats = asked.seat_setups();
        assert_eq!(seats[0].kind, SeatKind::Computer(OnlineLevel(Level::Quick)));
        assert_eq!(seats[1].kind, SeatKind::Person);
        assert_eq!(seats[1].name, "Bo", "names are trimmed");
        let Entry::Create { join, options, .. } = asked.entry() else {
            panic!("a host creates the room");
        };
        assert_eq!((join, options.match_to), (1, 3));
        let people = request(Colour::White, Opponent::Remote).seat_setups();
        assert!(people.iter().all(|seat| seat.kind == SeatKind::Person));
    }

    #[test]
    fn a_join_goes_to_nardys_path_and_a_bad_code_says_what_was_typed() {
        let join = JoinRequest {
            address: "10.0.0.2".to_owned(),
            code: "abc-234".to_owned(),
            name: "Zora".to_owned(),
            watch: false,
        };
        let (url, entry) = join.entry().expect("a good form");
        assert_eq!(url, "ws://10.0.0.2:7878/ws/nardy");
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
