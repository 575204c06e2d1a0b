//! One room as a window is in it, whatever its game: the client (its own thread), what it has
//! been told (netplay's [`Table`]), the connection, the code, the last refusal and why the room
//! was left; and the online screen (a form, or a room) with the steps that lead between them.
//! A program keeps its own picture for its views beside the [`Room`] (say, a session of its
//! core made from the table) and remakes it when [`Room::poll`] says the table changed.

use std::time::Duration;

use netplay::{
    Client, ClientGame, ConnectionState, Entry, OnlineGame, Phase, Refusal, RoomCode, SeatInfo,
    SeatToken, ServerMessage, Table, Update,
};

use super::hosted::HostedServer;
use super::kept::{KeptSeat, Rejoinable, SeatBook};
use super::problem::{OnlineProblem, Problem, ServerRefusal};
use super::request::{FormKind, HostNetwork, HostSetup, JoinRequest, OnlineAction};

/// Where a room's seat stands in the window's [`SeatBook`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Keeping {
    /// Nothing to keep (no book, watching, hosting) or kept already.
    Idle,
    /// Seated: kept once the seat's name is known.
    Due,
    /// Forgotten for good: the game is over, the room gone, the seat no longer this window's.
    Done,
}

/// A room this window is in.
#[derive(Debug)]
pub struct Room<G: ClientGame> {
    server: Option<HostedServer>,
    client: Client<G>,
    table: Table<G>,
    state: ConnectionState<G::Refusal>,
    code: Option<RoomCode>,
    watching: bool,
    /// The last refusal of something this window asked (an intent, the start).
    refusal: Option<ServerRefusal<G>>,
    /// Why the room was left for good, if it was.
    problem: Option<Problem<G>>,
    /// How many moves asked for while the connection was down were not sent, because the
    /// game had changed when the window came back (until the next move).
    lost: Option<usize>,
    /// The server's address the client was started with.
    url: String,
    /// Where the window keeps its seats to come back to (not for a room it hosts).
    book: Option<SeatBook>,
    /// The seat's token, once seated.
    token: Option<SeatToken>,
    keeping: Keeping,
}

impl<G: ClientGame> Room<G> {
    /// Enters a room by `entry` at `url`, waking the window by `wake` whenever something
    /// arrives; `server` is the server this window runs, when it hosts.
    pub fn enter(
        url: String,
        entry: Entry<G>,
        server: Option<HostedServer>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<Room<G>, Problem<G>> {
        let watching = matches!(entry, Entry::Watch { .. });
        let code = match &entry {
            Entry::Join { room, .. } | Entry::Watch { room } | Entry::Resume { room, .. } => {
                Some(room.clone())
            }
            Entry::Create { .. } => None,
        };
        let client = Client::start(url.clone(), entry, wake)
            .map_err(|error| OnlineProblem::Thread(error.to_string()))?;
        Ok(Room {
            server,
            client,
            table: Table::default(),
            state: ConnectionState::Connecting,
            code,
            watching,
            refusal: None,
            problem: None,
            lost: None,
            url,
            book: None,
            token: None,
            keeping: Keeping::Idle,
        })
    }

    /// The room keeps its seat in `book` once seated, to be rejoined after the window is
    /// closed (or crashed) or the room left; forgets it when the game is over, the room is
    /// gone, the seat is no longer this window's or is given up. A room this window hosts is
    /// never kept: it ends with the window.
    #[must_use]
    pub fn keeping_seats_in(mut self, book: Option<&SeatBook>) -> Room<G> {
        if self.server.is_none() && !self.watching {
            self.book = book.cloned();
        }
        self
    }

    /// Where this room keeps its seat, if it does.
    #[must_use]
    pub fn book(&self) -> Option<&SeatBook> {
        self.book.as_ref()
    }

    // ---- What the views read --------------------------------------------------------------

    /// What this window has been told of the room.
    #[must_use]
    pub fn table(&self) -> &Table<G> {
        &self.table
    }

    /// The game as this window may see it, once a snapshot came.
    #[must_use]
    pub fn view(&self) -> Option<&G::View> {
        self.table.view.as_ref()
    }

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
    pub fn state(&self) -> &ConnectionState<G::Refusal> {
        &self.state
    }

    /// How many moves asked for while the connection was down were not sent: the game had
    /// changed when the window came back (until the next move).
    #[must_use]
    pub fn lost(&self) -> Option<usize> {
        self.lost
    }

    /// The latency of the connection, once measured.
    #[must_use]
    pub fn latency(&self) -> Option<Duration> {
        match self.state {
            ConnectionState::Connected { latency } => latency,
            _ => None,
        }
    }

    /// Whether this window watches (has no seat).
    #[must_use]
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// This window's seat, once seated.
    #[must_use]
    pub fn seat(&self) -> Option<usize> {
        self.table.seat
    }

    /// The seats as everyone sees them.
    #[must_use]
    pub fn seats(&self) -> &[SeatInfo<G::Level>] {
        &self.table.seats
    }

    /// The name of the player of `seat`.
    #[must_use]
    pub fn name(&self, seat: usize) -> Option<&str> {
        self.table.name(seat)
    }

    /// The seat whose player starts the game, while the room is a lobby.
    #[must_use]
    pub fn host_seat(&self) -> Option<usize> {
        self.table.lobby
    }

    /// Whether this window may start the game now.
    #[must_use]
    pub fn may_start(&self) -> bool {
        self.table.may_start()
    }

    /// Where the room is.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.table.phase()
    }

    /// Whether it is this window's turn.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        self.table.my_turn()
    }

    /// The last refusal of something this window asked.
    #[must_use]
    pub fn refusal(&self) -> Option<&ServerRefusal<G>> {
        self.refusal.as_ref()
    }

    /// Why the room was left for good, if it was.
    #[must_use]
    pub fn problem(&self) -> Option<&Problem<G>> {
        self.problem.as_ref()
    }

    /// The form this room was entered from: to go back to, saying why, when the way in
    /// failed.
    #[must_use]
    pub fn form(&self) -> FormKind {
        if self.server.is_some() {
            FormKind::Host
        } else if self.watching {
            FormKind::Watch
        } else {
            FormKind::Join
        }
    }

    /// Whether leaving the room asks first whether to keep the seat: the window has a seat in
    /// a room it does not host, and the game is not over.
    #[must_use]
    pub fn asks_before_leaving(&self) -> bool {
        self.server.is_none()
            && self.seat().is_some()
            && matches!(self.phase(), Phase::Lobby | Phase::Playing)
    }

    /// Why the way into the room failed, while it is not entered yet.
    #[must_use]
    pub fn failed(&self) -> Option<&Problem<G>> {
        self.problem
            .as_ref()
            .filter(|_| self.phase() == Phase::Entering)
    }

    // ---- What happens ---------------------------------------------------------------------

    /// Takes everything that has arrived; the table follows it. `before` sees each message
    /// with the table as it was before the message (a window words a move from the game it
    /// showed), and says whether the message makes the last refusal old news (the board it
    /// refused a click on has changed). Whether the table changed.
    pub fn poll(&mut self, mut before: impl FnMut(&Table<G>, &ServerMessage<G>) -> bool) -> bool {
        let mut changed = false;
        for update in self.client.poll() {
            match update {
                Update::State(state) => {
                    if let ConnectionState::Closed { error: Some(error) } = &state {
                        self.problem = Some(OnlineProblem::of_client(error));
                    }
                    self.state = state;
                }
                Update::Dropped { intents } => self.lost = Some(intents),
                Update::Message(message) => {
                    if before(&self.table, &message) {
                        self.refusal = None;
                    }
                    changed |= self.take(&message);
                }
            }
        }
        self.keep_seat();
        changed
    }

    /// Keeps the seat in the book once its name is known; forgets it when the game is over,
    /// the room is gone or the token refused.
    fn keep_seat(&mut self) {
        let Some(book) = &self.book else { return };
        let gone = matches!(
            &self.problem,
            Some(OnlineProblem::Refused(
                Refusal::NoSuchRoom { .. } | Refusal::BadToken
            ))
        );
        if self.keeping != Keeping::Done && (gone || self.phase() == Phase::Over) {
            self.forget_seat();
            return;
        }
        if self.keeping != Keeping::Due {
            return;
        }
        let (Some(room), Some(seat), Some(token)) = (&self.code, self.table.seat, &self.token)
        else {
            return;
        };
        let Some(name) = self.table.name(seat) else {
            return;
        };
        let kept = KeptSeat {
            server: self.url.clone(),
            game: G::NAME.to_owned(),
            room: room.clone(),
            seat,
            name: name.to_owned(),
            token: token.clone(),
        };
        if let Err(error) = book.keep(kept) {
            log::warn!("{error}");
        }
        self.keeping = Keeping::Idle;
    }

    /// Forgets the seat in the book for good.
    fn forget_seat(&mut self) {
        self.keeping = Keeping::Done;
        let (Some(book), Some(room)) = (&self.book, &self.code) else {
            return;
        };
        if let Err(error) = book.forget(&self.url, G::NAME, room) {
            log::warn!("{error}");
        }
    }

    /// Gives the seat up for good (the server frees it for the next person who joins) and
    /// forgets it; the room is to be left at once. While the connection is down nothing can be
    /// given up: the client just stops, and the seat stays the window's, to rejoin.
    pub fn give_up(&mut self) {
        let connected = matches!(self.state, ConnectionState::Connected { .. });
        self.client.give_up();
        if connected {
            self.forget_seat();
        }
    }

    fn take(&mut self, message: &ServerMessage<G>) -> bool {
        match message {
            ServerMessage::Created { room } | ServerMessage::Watching { room } => {
                self.code = Some(room.clone());
            }
            ServerMessage::Seated { room, token, .. } => {
                self.code = Some(room.clone());
                self.token = Some(token.clone());
                if self.book.is_some() && self.keeping != Keeping::Done {
                    self.keeping = Keeping::Due;
                }
            }
            ServerMessage::Refused { refusal, .. } => self.refusal = Some(refusal.clone()),
            ServerMessage::Done { .. } => self.refusal = None,
            _ => {}
        }
        // A picture that does not fit the events (a gap) is made anew: the client is given a
        // snapshot when it comes back.
        if let Err(error) = self.table.take(message) {
            log::warn!("the online game's picture does not fit: {error:?}");
        }
        matches!(
            message,
            ServerMessage::Seated { .. }
                | ServerMessage::Snapshot { .. }
                | ServerMessage::Event { .. }
        )
    }

    /// Sends an intent of the person at this window (the last refusal is forgotten).
    pub fn act(&mut self, intent: G::Intent) {
        self.refusal = None;
        self.lost = None;
        self.client.act(intent);
    }

    /// The host starts the game.
    pub fn start_game(&mut self) {
        if self.may_start() {
            self.refusal = None;
            self.client.start_game();
        }
    }
}

/// A room with what a program keeps beside it for its views.
pub trait GameRoom: Sized {
    /// The game played.
    type Game: ClientGame;

    /// A room just entered.
    fn new(room: Room<Self::Game>) -> Self;

    /// The room.
    fn room(&self) -> &Room<Self::Game>;

    /// The room, to act in.
    fn room_mut(&mut self) -> &mut Room<Self::Game>;
}

/// The online types every program names alike, for its game `$game`, its room `$room` and its
/// host form `$host`: `Problem` and `ServerRefusal` (with the game's refusals), `OnlineScreen`
/// (a form or the room) and `OnlineAction` (a step of Game ▸ Play online):
/// `online_types!(Nardy, OnlineRoom, HostRequest)`.
#[macro_export]
macro_rules! online_types {
    ($game:ty, $room:ty, $host:ty $(,)?) => {
        /// Why online play could not begin, or stopped, with the game's refusals.
        pub type Problem = $crate::online::Problem<$game>;

        /// A refusal of the server, with the game's reasons.
        pub type ServerRefusal = $crate::online::ServerRefusal<$game>;

        /// What the online screen shows: a form, or a room.
        pub type OnlineScreen = $crate::online::OnlineScreen<$room>;

        /// A step of Game ▸ Play online.
        pub type OnlineAction = $crate::online::OnlineAction<$host>;
    };
}

/// Declares a program's room: the shell's [`Room`] of the game beside the fields the program
/// keeps for its views (each starts at its `Default` when the room is entered), with
/// [`GameRoom`] and `Deref` to the room, so the views read its seats and connection through it:
///
/// ```ignore
/// game_shell::game_room! {
///     /// A room this window is in, with the game the views draw.
///     pub struct OnlineRoom for Reversi {
///         /// The table's game as this window sees it.
///         mirror: Option<Session>,
///     }
/// }
/// ```
#[macro_export]
macro_rules! game_room {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident for $game:ty {
            $($(#[$field_meta:meta])* $field:ident: $field_type:ty,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug)]
        $vis struct $name {
            room: $crate::online::Room<$game>,
            $($(#[$field_meta])* $field: $field_type,)*
        }

        impl $crate::online::GameRoom for $name {
            type Game = $game;

            fn new(room: $crate::online::Room<$game>) -> $name {
                $name {
                    room,
                    $($field: ::core::default::Default::default(),)*
                }
            }

            fn room(&self) -> &$crate::online::Room<$game> {
                &self.room
            }

            fn room_mut(&mut self) -> &mut $crate::online::Room<$game> {
                &mut self.room
            }
        }

        /// The views read the room (its seats, its connection) through the game room.
        impl ::core::ops::Deref for $name {
            type Target = $crate::online::Room<$game>;

            fn deref(&self) -> &$crate::online::Room<$game> {
                &self.room
            }
        }
    };
}

impl<G: ClientGame> GameRoom for Room<G> {
    type Game = G;

    fn new(room: Room<G>) -> Room<G> {
        room
    }

    fn room(&self) -> &Room<G> {
        self
    }

    fn room_mut(&mut self) -> &mut Room<G> {
        self
    }
}

/// What the online screen shows: a form, or a room (`R`: the room with what the program keeps
/// beside it).
#[derive(Debug)]
pub enum OnlineScreen<R: GameRoom> {
    /// A form to fill in (its fields live in the view); `problem` is why the last try failed.
    Form {
        /// Which form.
        kind: FormKind,
        /// Why the last try did not work.
        problem: Option<Problem<R::Game>>,
        /// The seats the join form offers to rejoin.
        rejoin: Rejoinable,
    },
    /// In a room: its lobby, its game, or its end.
    Room(Box<R>),
}

impl<R: GameRoom> OnlineScreen<R> {
    /// The form `kind`, fresh.
    #[must_use]
    pub fn form(kind: FormKind) -> OnlineScreen<R> {
        Self::form_saying(kind, None, None)
    }

    /// The form `kind` saying `problem`; the join form offers the seats `book` keeps.
    #[must_use]
    pub fn form_saying(
        kind: FormKind,
        problem: Option<Problem<R::Game>>,
        book: Option<&SeatBook>,
    ) -> OnlineScreen<R> {
        let rejoin = match kind {
            FormKind::Join => Rejoinable::of(book, <R::Game as OnlineGame>::NAME),
            FormKind::Host | FormKind::Watch => Rejoinable::default(),
        };
        OnlineScreen::Form {
            kind,
            problem,
            rejoin,
        }
    }

    /// The room entered, or the form `kind` again, saying why not (the join form with the
    /// seats `book` keeps).
    #[must_use]
    pub fn entered(
        kind: FormKind,
        room: Result<Room<R::Game>, Problem<R::Game>>,
        book: Option<&SeatBook>,
    ) -> Self {
        match room {
            Ok(room) => OnlineScreen::Room(Box::new(R::new(room))),
            Err(problem) => Self::form_saying(kind, Some(problem), book),
        }
    }

    /// Hosts a room: starts this window's server for the game at `path` as `network` asks
    /// (`computer_delay`: the pause before each step of a computer seat) and enters the room
    /// by `entry`; the host form again, saying why, when the server cannot start.
    pub fn host(
        network: &HostNetwork,
        path: &'static str,
        computer_delay: Duration,
        entry: Entry<R::Game>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let hosted = super::address::port(&network.port).and_then(|port| {
            HostedServer::start::<R::Game, _>(path, port, network.open, computer_delay)
        });
        let room =
            hosted.and_then(|server| Room::enter(server.local_url(), entry, Some(server), wake));
        Self::entered(FormKind::Host, room, None)
    }

    /// Joins or watches the room `request` names, on the server's path `path`, keeping the
    /// seat in `book`; the form again, saying why, when the address or the code is not one.
    pub fn join(
        request: &JoinRequest,
        path: &str,
        book: Option<&SeatBook>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let room = request.entry(path).and_then(|(url, entry)| {
            Room::enter(url, entry, None, wake).map(|room| room.keeping_seats_in(book))
        });
        Self::entered(request.kind(), room, book)
    }

    /// Comes back to the seat `kept` (with its token), keeping it in `book`.
    pub fn rejoin(
        kept: &KeptSeat,
        book: Option<&SeatBook>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let entry = Entry::Resume {
            room: kept.room.clone(),
            token: kept.token.clone(),
        };
        let room = Room::enter(kept.server.clone(), entry, None, wake)
            .map(|room| room.keeping_seats_in(book));
        Self::entered(FormKind::Join, room, book)
    }

    /// Carries out `step` on the online screen the window shows (`screen`; `None`: it shows
    /// none): the screen it shows next (`None`: back to the game at this window). A host's
    /// server is for the game at `path`, its computer seats pause `computer_delay` before each
    /// step; the seats joined are kept in `book` (and offered from it to rejoin); `wake` wakes
    /// the window when the room's client brings something.
    pub fn after<H: HostSetup<R::Game>>(
        mut screen: Option<Self>,
        step: OnlineAction<H>,
        path: &'static str,
        computer_delay: Duration,
        book: Option<&SeatBook>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Option<Self> {
        match step {
            OnlineAction::Open(kind) => Some(Self::form_saying(kind, None, book)),
            OnlineAction::Host(request) => Some(Self::host(
                request.network(),
                path,
                computer_delay,
                request.entry(),
                wake,
            )),
            OnlineAction::Join(request) => Some(Self::join(&request, path, book, wake)),
            OnlineAction::Rejoin(kept) => Some(Self::rejoin(&kept, book, wake)),
            OnlineAction::Forget(kept) => {
                if let Some(book) = book
                    && let Err(error) = book.forget(&kept.server, &kept.game, &kept.room)
                {
                    log::warn!("{error}");
                }
                Some(Self::form_saying(FormKind::Join, None, book))
            }
            OnlineAction::Start => {
                if let Some(room) = screen.as_mut().and_then(Self::room_mut) {
                    room.room_mut().start_game();
                }
                screen
            }
            // The room's client stops; the window's server, if it hosted, too. The seat stays
            // the window's, to rejoin.
            OnlineAction::Leave => None,
            OnlineAction::GiveUp => {
                if let Some(room) = screen.as_mut().and_then(Self::room_mut) {
                    room.room_mut().give_up();
                }
                None
            }
        }
    }

    /// [`OnlineScreen::after`] for a window whose `ctx` is woken when the room's client
    /// brings something; `computer_delay` in seconds (below zero: none).
    pub fn step_in<H: HostSetup<R::Game>>(
        screen: &mut Option<Self>,
        step: OnlineAction<H>,
        path: &'static str,
        computer_delay: f64,
        book: Option<&SeatBook>,
        ctx: &egui::Context,
    ) {
        let delay = Duration::from_secs_f64(computer_delay.max(0.0));
        let wake = ctx.clone();
        let wake = move || wake.request_repaint();
        *screen = Self::after(screen.take(), step, path, delay, book, wake);
    }

    /// The room, if in one.
    #[must_use]
    pub fn room(&self) -> Option<&R> {
        match self {
            OnlineScreen::Room(room) => Some(room),
            OnlineScreen::Form { .. } => None,
        }
    }

    /// The room, to act in.
    pub fn room_mut(&mut self) -> Option<&mut R> {
        match self {
            OnlineScreen::Room(room) => Some(room),
            OnlineScreen::Form { .. } => None,
        }
    }

    /// After a poll: a way into a room that failed goes back to its form, saying why.
    pub fn settle(&mut self) {
        let failed = self.room().and_then(|room| {
            let room = room.room();
            Some((room.form(), room.failed()?.clone(), room.book().cloned()))
        });
        if let Some((kind, problem, book)) = failed {
            *self = Self::form_saying(kind, Some(problem), book.as_ref());
        }
    }
}
