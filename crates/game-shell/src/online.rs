//! Online play in a window, whatever its game: what LoopIt's, Reversi's and Nardy's windows
//! share, so that hosting, joining and the lobby look and read the same in every program.
//! The game itself stays the program's: its seats and options in the host form, its board,
//! its refusals' words.
//!
//! - [`HostedServer`]: netplay's server inside the program, for one game at the path the
//!   dedicated `loopit-server` serves it at (so an address typed for one works for the other),
//!   rooms in memory (a hosted game lasts while the window is open), and this computer's
//!   address to tell friends;
//! - [`server_url`], [`room_code`], [`port`]: the address, the code and the port as a player
//!   types them, each refused with an [`OnlineProblem`] that says what was typed;
//! - [`OnlineProblem`]: why online play could not begin or stopped; [`problem_words`],
//!   [`refusal_words`] and [`connection_words`] put these and the connection's state into the
//!   frame's words (the game's own refusals are worded by the program);
//! - the views: [`host_fields`] (port, who may connect), [`stand_in_field`] (who plays for a
//!   person away), [`JoinFields`] (address, room code, name, checked with netplay's name rule
//!   or the game's own; [`JoinFields::entry`] makes them the way into the room), [`lobby`]
//!   (the code, the address to tell, the seats and who is there, the host's Start button)
//!   and [`connection_line`] (always on the game screen).
//!
//! Nothing here blocks the window: the server runs on its own runtime, a room's
//! `netplay::Client` on its own thread, which wakes the window (`request_repaint`).

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::time::Duration;

use egui::{Color32, RichText, Ui};
use netplay::{
    ClientError, ConnectionState, Entry, Hosted, MemoryStore, OnlineGame, Refusal, RoomCode,
    Server, ServerConfig, plain_seat_name,
};
use serde::de::DeserializeOwned;

use crate::i18n::shell_tr;

/// The port a host offers unless told another (the dedicated server's default too).
pub const DEFAULT_PORT: u16 = 7878;

/// The colour of a warning line (a problem, a lost connection).
pub const WARNING: Color32 = Color32::from_rgb(220, 120, 40);

/// Why online play could not begin, or stopped: each with its facts, worded by
/// [`problem_words`]. `R` is the game's refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineProblem<R> {
    /// The port typed is not a port (0–65535).
    Port(String),
    /// The server could not listen on the port (in use, not allowed).
    Listen {
        /// The port.
        port: u16,
        /// What the system said.
        error: String,
    },
    /// The address typed is not one.
    Address(String),
    /// The room code typed cannot be a room code.
    Code(String),
    /// The connection's thread could not start.
    Thread(String),
    /// The server could not be reached, or the connection failed.
    Unreachable(String),
    /// The server closed the connection.
    Closed,
    /// The server went silent.
    Silent,
    /// The server refused: the protocol's reason, the game's when it is one.
    Refused(Refusal<R>),
    /// The server sent what this program cannot read.
    Unreadable,
}

impl<R: DeserializeOwned> OnlineProblem<R> {
    /// The problem a client reports as it stops.
    #[must_use]
    pub fn of_client(error: &ClientError) -> OnlineProblem<R> {
        match error {
            ClientError::Transport(text) => OnlineProblem::Unreachable(text.clone()),
            ClientError::Closed => OnlineProblem::Closed,
            ClientError::Silent => OnlineProblem::Silent,
            ClientError::Unreadable(_) => OnlineProblem::Unreadable,
            ClientError::Refused(refusal) => OnlineProblem::Refused(typed(refusal)),
        }
    }
}

/// A refusal as the client reports it (the game's reason as JSON), read back into the game's
/// type; what cannot be read is "the room is unavailable".
#[must_use]
pub fn typed<R: DeserializeOwned>(refusal: &Refusal<String>) -> Refusal<R> {
    match refusal {
        Refusal::Game { refusal } => match serde_json::from_str(refusal) {
            Ok(refusal) => Refusal::Game { refusal },
            Err(_) => Refusal::RoomUnavailable,
        },
        other => serde_json::to_value(other)
            .ok()
            .and_then(|value| serde_json::from_value(value).ok())
            .unwrap_or(Refusal::RoomUnavailable),
    }
}

/// A server this window runs for one game; dropping it stops it.
#[derive(Debug)]
pub struct HostedServer {
    server: Server,
    path: &'static str,
    address: Option<IpAddr>,
}

impl HostedServer {
    /// Starts a server for `G` at `path` (`/ws/reversi`) on `port` (0: any free port) of every
    /// address (`open`: other computers may join) or of this computer's loopback only.
    /// `computer_delay` is the pause before each step of a computer seat.
    pub fn start<G: OnlineGame, R>(
        path: &'static str,
        port: u16,
        open: bool,
        computer_delay: Duration,
    ) -> Result<HostedServer, OnlineProblem<R>> {
        let ip = if open {
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        } else {
            IpAddr::V4(Ipv4Addr::LOCALHOST)
        };
        let config = ServerConfig {
            computer_delay,
            // One window's few rooms: one worker thread is plenty.
            workers: 1,
            // The host's room only: other computers may join it, not open rooms here.
            create_only_from_here: true,
            ..ServerConfig::default()
        };
        let store = Arc::new(MemoryStore::default());
        let server = Server::start_games(
            SocketAddr::new(ip, port),
            config,
            vec![Hosted::game::<G>(&[path], store)],
        )
        .map_err(|error| OnlineProblem::Listen {
            port,
            error: error.to_string(),
        })?;
        Ok(HostedServer {
            server,
            path,
            address: open.then(this_computers_address).flatten(),
        })
    }

    /// The port it listens on.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.server.addr().port()
    }

    /// The address this window connects to (the loopback, whatever the server listens on).
    #[must_use]
    pub fn local_url(&self) -> String {
        format!("ws://127.0.0.1:{}{}", self.port(), self.path)
    }

    /// This computer's address in its local network, when other computers may connect and
    /// the computer has one.
    #[must_use]
    pub fn address(&self) -> Option<IpAddr> {
        self.address
    }

    /// Whether other computers may connect.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.server.addr().ip().is_unspecified()
    }
}

/// This computer's address in its local network, as friends type it: the address the system
/// would send from towards the internet. Nothing is sent (a UDP socket is only pointed there);
/// `None` when the computer has no such route (then only this computer can connect).
#[must_use]
pub fn this_computers_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // A documentation address (TEST-NET-3): only the route to it is looked up.
    socket.connect((Ipv4Addr::new(203, 0, 113, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// The WebSocket address of a server typed as `HOST`, `HOST:PORT`, `[IPv6]:PORT` or a whole
/// `ws://…` address; the game's `path` (`/ws/reversi`) is added to the first three, and
/// without a port, [`DEFAULT_PORT`].
pub fn server_url<R>(text: &str, path: &str) -> Result<String, OnlineProblem<R>> {
    let text = text.trim();
    let bad = || OnlineProblem::Address(text.to_owned());
    if text.starts_with("ws://") || text.starts_with("wss://") {
        return if text.len() > "wss://".len() && !text.contains(char::is_whitespace) {
            Ok(text.to_owned())
        } else {
            Err(bad())
        };
    }
    if text.is_empty()
        || text.contains(|c: char| c.is_whitespace() || c == '/' || c == '?' || c == '#')
    {
        return Err(bad());
    }
    let has_port = if text.starts_with('[') {
        text.contains("]:")
    } else {
        text.matches(':').count() == 1
    };
    if has_port {
        let (host, port) = text.rsplit_once(':').ok_or_else(bad)?;
        port.parse::<u16>().map_err(|_| bad())?;
        if host.is_empty() {
            return Err(bad());
        }
        return Ok(format!("ws://{text}{path}"));
    }
    let host = if text.contains(':') && !text.starts_with('[') {
        // An IPv6 address without brackets.
        format!("[{text}]")
    } else {
        text.to_owned()
    };
    Ok(format!("ws://{host}:{DEFAULT_PORT}{path}"))
}

/// The room code typed, as the server names rooms (letters in capitals, blanks and dashes
/// dropped).
pub fn room_code<R>(text: &str) -> Result<RoomCode, OnlineProblem<R>> {
    let code = RoomCode(
        text.chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect::<String>()
            .to_uppercase(),
    );
    if code.is_well_formed() {
        Ok(code)
    } else {
        Err(OnlineProblem::Code(text.trim().to_owned()))
    }
}

/// The port typed (0: any free port, which the host's lobby then shows).
pub fn port<R>(text: &str) -> Result<u16, OnlineProblem<R>> {
    text.trim()
        .parse::<u16>()
        .map_err(|_| OnlineProblem::Port(text.trim().to_owned()))
}

// ---- Words -------------------------------------------------------------------------------

/// Why online play could not begin, or stopped; `game` words the game's own refusals.
#[must_use]
pub fn problem_words<R>(problem: &OnlineProblem<R>, game: impl Fn(&R) -> String) -> String {
    match problem {
        OnlineProblem::Port(text) => shell_tr!("shell-online-problem-port", port = text.as_str()),
        OnlineProblem::Listen { port, error } => shell_tr!(
            "shell-online-problem-listen",
            port = port.to_string(),
            error = error.as_str()
        ),
        OnlineProblem::Address(text) => {
            shell_tr!("shell-online-problem-address", address = text.as_str())
        }
        OnlineProblem::Code(text) => shell_tr!("shell-online-problem-code", code = text.as_str()),
        OnlineProblem::Thread(error) => {
            shell_tr!("shell-online-problem-thread", error = error.as_str())
        }
        OnlineProblem::Unreachable(error) => {
            shell_tr!("shell-online-problem-unreachable", error = error.as_str())
        }
        OnlineProblem::Closed => shell_tr!("shell-online-problem-closed"),
        OnlineProblem::Silent => shell_tr!("shell-online-problem-silent"),
        OnlineProblem::Unreadable => shell_tr!("shell-online-problem-unreadable"),
        OnlineProblem::Refused(why) => refusal_words(why, game),
    }
}

/// Why the server refused; `game` words the game's own reasons.
#[must_use]
pub fn refusal_words<R>(refusal: &Refusal<R>, game: impl Fn(&R) -> String) -> String {
    match refusal {
        Refusal::Version { server, client } => shell_tr!(
            "shell-online-refused-version",
            server = *server,
            client = *client
        ),
        Refusal::WrongGame { server } => {
            shell_tr!("shell-online-refused-game", game = server.as_str())
        }
        Refusal::HelloFirst
        | Refusal::AlreadyInRoom
        | Refusal::TooLarge { .. }
        | Refusal::Unreadable { .. }
        | Refusal::SeedNotAllowed
        | Refusal::CreateNotAllowed
        | Refusal::NotSeated
        | Refusal::Replayed { .. } => shell_tr!("shell-online-refused-protocol"),
        Refusal::RateLimited { .. } => shell_tr!("shell-online-refused-rate"),
        Refusal::ServerFull { .. } => shell_tr!("shell-online-refused-full"),
        Refusal::NoSuchRoom { room } => {
            shell_tr!("shell-online-refused-no-room", code = room.to_string())
        }
        Refusal::NoSuchSeat { seat } | Refusal::SeatNotFree { seat } => {
            shell_tr!("shell-online-refused-seat", seat = *seat + 1)
        }
        Refusal::RoomFull => shell_tr!("shell-online-refused-room-full"),
        Refusal::BadToken => shell_tr!("shell-online-refused-token"),
        Refusal::RoomUnavailable => shell_tr!("shell-online-refused-unavailable"),
        Refusal::NotStarted => shell_tr!("shell-online-refused-not-started"),
        Refusal::AlreadyStarted => shell_tr!("shell-online-refused-started"),
        Refusal::NotHost { host } => shell_tr!("shell-online-refused-not-host", seat = *host + 1),
        Refusal::Game { refusal } => game(refusal),
    }
}

/// How the connection is: connecting, connected (with the latency once measured),
/// reconnecting (which try, and why), closed.
#[must_use]
pub fn connection_words(state: &ConnectionState) -> String {
    // A refusal that closes a connection is never the game's: its reason is not worded here.
    let why = |error: &ClientError| {
        problem_words(
            &OnlineProblem::<serde_json::Value>::of_client(error),
            |_| shell_tr!("shell-online-refused-protocol"),
        )
    };
    match state {
        ConnectionState::Connecting => shell_tr!("shell-online-connecting"),
        ConnectionState::Connected { latency: None } => shell_tr!("shell-online-connected"),
        ConnectionState::Connected {
            latency: Some(latency),
        } => shell_tr!(
            "shell-online-connected-latency",
            ms = u64::try_from(latency.as_millis()).unwrap_or(u64::MAX)
        ),
        ConnectionState::Reconnecting { attempt, error } => shell_tr!(
            "shell-online-reconnecting",
            attempt = *attempt,
            why = why(error)
        ),
        ConnectionState::Closed { error: None } => shell_tr!("shell-online-closed"),
        ConnectionState::Closed { error: Some(error) } => {
            shell_tr!("shell-online-closed-because", why = why(error))
        }
    }
}

// ---- Views -------------------------------------------------------------------------------

/// The menu Game ▸ Play online ▸ Host… / Join… / Watch…: the form chosen, if any.
pub fn menu(ui: &mut Ui) -> Option<FormKind> {
    let mut chosen = None;
    ui.menu_button(shell_tr!("shell-menu-online"), |ui| {
        for (text, kind) in [
            (shell_tr!("shell-menu-online-host"), FormKind::Host),
            (shell_tr!("shell-menu-online-join"), FormKind::Join),
            (shell_tr!("shell-menu-online-watch"), FormKind::Watch),
        ] {
            if ui.button(text).clicked() {
                chosen = Some(kind);
                ui.close();
            }
        }
    });
    chosen
}

/// The three forms of Game ▸ Play online.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FormKind {
    /// Host a room on this computer.
    Host,
    /// Join a room.
    Join,
    /// Watch a room.
    Watch,
}

/// What a form or the lobby asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FormAnswer {
    /// Go: open the room, join, watch, or (the lobby) start the game.
    Go,
    /// Back to the game at this window (or leave the room).
    Back,
}

/// A form's frame: centred, a group of `width` at most, its contents top down.
pub fn form_frame<T>(ui: &mut Ui, contents: impl FnOnce(&mut Ui) -> T) -> T {
    let width = 560.0_f32.min(ui.available_width() - 40.0).max(300.0);
    ui.vertical_centered(|ui| {
        ui.add_space(16.0);
        egui::Frame::group(ui.style())
            .inner_margin(16.0)
            .show(ui, |ui| {
                ui.set_width(width);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), contents)
                    .inner
            })
            .inner
    })
    .inner
}

/// The host form's network fields: the port (with its default) and whether other computers
/// may connect.
pub fn host_fields(ui: &mut Ui, port: &mut String, open: &mut bool) {
    ui.horizontal(|ui| {
        let label = ui.label(shell_tr!("shell-online-port"));
        ui.add_sized([80.0, 22.0], egui::TextEdit::singleline(port))
            .labelled_by(label.id);
        ui.label(
            RichText::new(shell_tr!(
                "shell-online-port-default",
                port = DEFAULT_PORT.to_string()
            ))
            .small(),
        );
    });
    ui.checkbox(open, shell_tr!("shell-online-open"));
}

/// The host form's stand-in: who plays for a person away too long — nobody (the seat waits)
/// or the computer at one of `levels`, each named by `level`.
pub fn stand_in_field<L: Copy + PartialEq>(
    ui: &mut Ui,
    stand_in: &mut Option<L>,
    levels: impl IntoIterator<Item = L>,
    level: impl Fn(L) -> String,
) {
    ui.horizontal(|ui| {
        ui.label(shell_tr!("shell-online-stand-in"));
        let text = |choice: Option<L>| match choice {
            Some(l) => level(l),
            None => shell_tr!("shell-online-stand-in-none"),
        };
        egui::ComboBox::from_id_salt("online-stand-in")
            .selected_text(text(*stand_in))
            .show_ui(ui, |ui| {
                ui.selectable_value(stand_in, None, text(None));
                for l in levels {
                    ui.selectable_value(stand_in, Some(l), text(Some(l)));
                }
            })
            .response
            .accessible_name(shell_tr!("shell-online-stand-in"));
    });
}

/// The Open the room / Back buttons under a host form; `ready`: the form's checks hold.
pub fn host_buttons(ui: &mut Ui, ready: bool) -> Option<FormAnswer> {
    let mut answer = None;
    ui.horizontal(|ui| {
        let open = egui::Button::new(RichText::new(shell_tr!("shell-online-host-button")).strong());
        if ui.add_enabled(ready, open).clicked() {
            answer = Some(FormAnswer::Go);
        }
        if ui.button(shell_tr!("shell-online-back")).clicked() {
            answer = Some(FormAnswer::Back);
        }
    });
    answer
}

/// Why a seat's name breaks netplay's name rule ([`plain_seat_name`]), in words; `None` when
/// it keeps it.
#[must_use]
pub fn name_problem(name: &str) -> Option<String> {
    (!plain_seat_name(name.trim()))
        .then(|| shell_tr!("shell-online-bad-name", max = netplay::SEAT_NAME_MAX as u64))
}

/// What the join and watch forms ask for, as typed (kept while the window is open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinFields {
    /// The server's address: `HOST`, `HOST:PORT` or a `ws://` address.
    pub address: String,
    /// The room code.
    pub code: String,
    /// The player's name (not for watching).
    pub name: String,
}

impl JoinFields {
    /// The fields with this computer's loopback and `name`.
    #[must_use]
    pub fn new(name: &str) -> JoinFields {
        JoinFields {
            address: "127.0.0.1".to_owned(),
            code: String::new(),
            name: name.to_owned(),
        }
    }

    /// The server's address (the game's `path` added as [`server_url`] does) and the way into
    /// the room the fields name — to watch it, or to take the first free seat under the name
    /// typed — or why what was typed is not an address or a room code.
    pub fn entry<G: OnlineGame, R>(
        &self,
        watch: bool,
        path: &str,
    ) -> Result<(String, Entry<G>), OnlineProblem<R>> {
        let url = server_url(&self.address, path)?;
        let room = room_code(&self.code)?;
        let entry = if watch {
            Entry::Watch { room }
        } else {
            Entry::Join {
                room,
                seat: None,
                name: Some(self.name.trim().to_owned()),
            }
        };
        Ok((url, entry))
    }

    /// Draws the join form (or, `watch`, the watch form) with `problem` under it: why the last
    /// try failed. Join / Watch is only offered with a name that keeps netplay's name rule
    /// ([`name_problem`]).
    pub fn ui(&mut self, ui: &mut Ui, watch: bool, problem: Option<&str>) -> Option<FormAnswer> {
        self.ui_with_name_rule(ui, watch, problem, name_problem)
    }

    /// [`JoinFields::ui`] for a game with a name rule of its own: `name_rule` says, in words,
    /// why a name breaks it (`None`: it keeps it).
    pub fn ui_with_name_rule(
        &mut self,
        ui: &mut Ui,
        watch: bool,
        problem: Option<&str>,
        name_rule: impl Fn(&str) -> Option<String>,
    ) -> Option<FormAnswer> {
        if watch {
            ui.heading(shell_tr!("shell-online-watch-title"));
            ui.label(shell_tr!("shell-online-watch-intro"));
        } else {
            ui.heading(shell_tr!("shell-online-join-title"));
            ui.label(shell_tr!("shell-online-join-intro"));
        }
        ui.add_space(6.0);
        egui::Grid::new("online-join")
            .num_columns(2)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(shell_tr!("shell-online-address"));
                ui.add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.address))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(shell_tr!("shell-online-code"));
                ui.add_sized([120.0, 22.0], egui::TextEdit::singleline(&mut self.code))
                    .labelled_by(label.id);
                ui.end_row();
                if !watch {
                    let label = ui.label(shell_tr!("shell-online-name"));
                    ui.add_sized([180.0, 22.0], egui::TextEdit::singleline(&mut self.name))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        let bad_name = (!watch).then(|| name_rule(&self.name)).flatten();
        if let Some(text) = &bad_name {
            ui.colored_label(WARNING, text);
        }
        let mut answer = None;
        ui.horizontal(|ui| {
            let text = if watch {
                shell_tr!("shell-online-watch-button")
            } else {
                shell_tr!("shell-online-join-button")
            };
            let go = egui::Button::new(RichText::new(text).strong());
            if ui.add_enabled(bad_name.is_none(), go).clicked() {
                answer = Some(FormAnswer::Go);
            }
            if ui.button(shell_tr!("shell-online-back")).clicked() {
                answer = Some(FormAnswer::Back);
            }
        });
        if let Some(problem) = problem {
            ui.add_space(6.0);
            ui.colored_label(WARNING, problem);
        }
        answer
    }
}

/// Who sits in a seat of the lobby, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatWho {
    /// The computer at this level (its name in the game's words).
    Computer(String),
    /// The person at this window.
    You,
    /// A person, here now.
    Connected,
    /// A person who joined and is away.
    Away,
    /// Nobody yet.
    Free,
}

impl SeatWho {
    /// Who sits in `info`'s seat; `mine`: it is this window's; `level` names a computer's level.
    #[must_use]
    pub fn of<L: Copy>(
        info: &netplay::SeatInfo<L>,
        mine: bool,
        level: impl Fn(L) -> String,
    ) -> SeatWho {
        match info.setup.kind {
            netplay::SeatKind::Computer(l) => SeatWho::Computer(level(l)),
            netplay::SeatKind::Person if mine => SeatWho::You,
            netplay::SeatKind::Person if info.connected > 0 => SeatWho::Connected,
            netplay::SeatKind::Person if info.taken => SeatWho::Away,
            netplay::SeatKind::Person => SeatWho::Free,
        }
    }

    /// In words.
    #[must_use]
    pub fn words(&self) -> String {
        match self {
            SeatWho::Computer(level) => {
                shell_tr!("shell-online-seat-computer", level = level.as_str())
            }
            SeatWho::You => shell_tr!("shell-online-seat-you"),
            SeatWho::Connected => shell_tr!("shell-online-seat-connected"),
            SeatWho::Away => shell_tr!("shell-online-seat-away"),
            SeatWho::Free => shell_tr!("shell-online-seat-free"),
        }
    }
}

/// One line of the lobby's seats: what the seat is in the game (a colour), its name, who.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLine {
    /// The seat in the game's words ("Yellow", "White").
    pub role: String,
    /// The seat's name.
    pub name: String,
    /// Who sits there.
    pub who: SeatWho,
}

/// What the lobby shows.
#[derive(Clone, Debug)]
pub struct Lobby<'a> {
    /// This window watches.
    pub watching: bool,
    /// The room's code, once known.
    pub code: Option<&'a RoomCode>,
    /// The server this window runs, when it hosts.
    pub server: Option<&'a HostedServer>,
    /// The connection.
    pub state: &'a ConnectionState,
    /// Not in the room yet.
    pub entering: bool,
    /// The seats.
    pub seats: Vec<SeatLine>,
    /// This window may start the game.
    pub may_start: bool,
    /// The name of the player who starts it.
    pub host_name: String,
    /// Why the last thing asked was refused, or why the room was left, in words.
    pub problem: Option<String>,
}

/// Draws the lobby (or the way into it): Start (the host) or Leave.
pub fn lobby(ui: &mut Ui, lobby: &Lobby<'_>) -> Option<FormAnswer> {
    let mut answer = None;
    form_frame(ui, |ui| {
        ui.heading(if lobby.watching {
            shell_tr!("shell-online-watch-lobby-title")
        } else {
            shell_tr!("shell-online-lobby-title")
        });
        if let Some(code) = lobby.code {
            ui.label(
                RichText::new(shell_tr!("shell-online-room-code", code = code.to_string()))
                    .size(22.0)
                    .strong(),
            );
        }
        if let Some(server) = lobby.server {
            where_to_join(ui, server);
        }
        ui.label(connection_words(lobby.state));
        ui.add_space(8.0);
        if lobby.entering {
            if lobby.problem.is_none() {
                // No spinner: the window repaints when the client brings something.
                ui.label(shell_tr!("shell-online-entering"));
            }
        } else {
            ui.label(RichText::new(shell_tr!("shell-online-seats")).strong());
            egui::Grid::new("online-lobby-seats")
                .num_columns(3)
                .spacing([14.0, 6.0])
                .striped(true)
                .show(ui, |ui| {
                    for seat in &lobby.seats {
                        ui.label(&seat.role);
                        ui.label(&seat.name);
                        ui.label(seat.who.words());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            let waiting = lobby
                .seats
                .iter()
                .filter(|seat| seat.who == SeatWho::Free)
                .count();
            if lobby.may_start {
                // Always one line here, so that the Start button stays where it is when the
                // last player comes in.
                if waiting > 0 {
                    ui.label(shell_tr!("shell-online-waiting-for", count = waiting));
                } else {
                    ui.label(shell_tr!("shell-online-everyone-here"));
                }
                if ui
                    .button(RichText::new(shell_tr!("shell-online-start")).strong())
                    .clicked()
                {
                    answer = Some(FormAnswer::Go);
                }
            } else {
                ui.label(shell_tr!(
                    "shell-online-host-starts",
                    name = lobby.host_name.as_str()
                ));
            }
        }
        if let Some(problem) = &lobby.problem {
            ui.colored_label(WARNING, problem);
        }
        ui.add_space(8.0);
        if ui.button(shell_tr!("shell-online-leave")).clicked() {
            answer = Some(FormAnswer::Back);
        }
    });
    answer
}

/// The host's lines: the port and the address to tell friends (or that only this computer
/// can join).
fn where_to_join(ui: &mut Ui, server: &HostedServer) {
    ui.label(shell_tr!(
        "shell-online-hosting-port",
        port = server.port().to_string()
    ));
    match (server.is_open(), server.address()) {
        (true, Some(ip)) => {
            ui.label(shell_tr!(
                "shell-online-tell-friends",
                address = format!("{ip}:{}", server.port())
            ));
        }
        (true, None) => {
            ui.label(shell_tr!("shell-online-no-network"));
        }
        (false, _) => {
            ui.label(shell_tr!("shell-online-this-computer-only"));
        }
    }
}

/// The room and the connection, always on the game screen: "Room ABC234", then connected /
/// reconnecting / the latency (in the warning colour unless connected), then `problem`.
pub fn connection_line(
    ui: &mut Ui,
    code: Option<&RoomCode>,
    state: &ConnectionState,
    problem: Option<&str>,
) {
    let code = code.map(ToString::to_string).unwrap_or_default();
    ui.label(RichText::new(shell_tr!("shell-online-room-short", code = code.as_str())).strong());
    let colour = match state {
        ConnectionState::Connected { .. } => ui.visuals().text_color(),
        _ => WARNING,
    };
    ui.colored_label(colour, connection_words(state));
    if let Some(problem) = problem {
        ui.colored_label(WARNING, problem);
    }
}

/// The Leave the room button.
pub fn leave_button(ui: &mut Ui) -> bool {
    ui.button(shell_tr!("shell-online-leave")).clicked()
}

#[cfg(test)]
mod tests {
    use super::*;

    type Problem = OnlineProblem<()>;

    #[test]
    fn an_address_is_read_as_a_player_types_it_and_gets_the_games_path() {
        let url = |text| server_url::<()>(text, "/ws/reversi");
        assert_eq!(
            url("192.168.1.5"),
            Ok("ws://192.168.1.5:7878/ws/reversi".to_owned())
        );
        assert_eq!(
            url(" host.example:9000 "),
            Ok("ws://host.example:9000/ws/reversi".to_owned())
        );
        assert_eq!(url("::1"), Ok("ws://[::1]:7878/ws/reversi".to_owned()));
        assert_eq!(url("[::1]:80"), Ok("ws://[::1]:80/ws/reversi".to_owned()));
        assert_eq!(url("ws://a:1/ws/x"), Ok("ws://a:1/ws/x".to_owned()));
        for bad in ["", "a b", "host:port", "host:99999", ":80", "a/b"] {
            assert_eq!(
                url(bad),
                Err(Problem::Address(bad.trim().to_owned())),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_room_code_is_read_in_any_case_with_blanks_and_dashes_and_a_port_as_a_number() {
        assert_eq!(
            room_code::<()>(" abc-234 ").map(|c| c.0),
            Ok("ABC234".to_owned())
        );
        assert_eq!(
            room_code::<()>("ABC10"),
            Err(Problem::Code("ABC10".to_owned()))
        );
        assert_eq!(port::<()>("7878"), Ok(7878));
        assert_eq!(port::<()>(" 0 "), Ok(0));
        assert_eq!(port::<()>("65536"), Err(Problem::Port("65536".to_owned())));
    }

    #[test]
    fn the_connection_and_the_problems_are_worded_in_the_language_of_the_thread() {
        use crate::i18n::{Language, set_language};
        let state = ConnectionState::Connected {
            latency: Some(Duration::from_millis(12)),
        };
        set_language(Language::German);
        assert!(connection_words(&state).contains("12 ms"));
        assert_ne!(connection_words(&state), {
            set_language(Language::English);
            connection_words(&state)
        });
        assert_eq!(connection_words(&state), "Connected · 12 ms");
        let refused: Refusal<()> = Refusal::NoSuchRoom {
            room: RoomCode("ZZZZZZ".to_owned()),
        };
        assert_eq!(
            refusal_words(&refused, |()| String::new()),
            "There is no room ZZZZZZ on this server."
        );
        let lost = ConnectionState::Reconnecting {
            attempt: 2,
            error: ClientError::Closed,
        };
        assert_eq!(
            connection_words(&lost),
            "Connection lost, reconnecting (try 2): The server closed the connection."
        );
        assert!(name_problem("Zora").is_none());
        assert!(name_problem("  ").is_some());
    }

    #[test]
    fn a_seat_is_you_here_away_free_or_a_computer() {
        let mut info = netplay::SeatInfo {
            setup: netplay::SeatSetup {
                name: "Zora".to_owned(),
                kind: netplay::SeatKind::<u8>::Person,
            },
            taken: false,
            connected: 0,
            stand_in: false,
        };
        let level = |l: u8| l.to_string();
        assert_eq!(SeatWho::of(&info, false, level), SeatWho::Free);
        info.taken = true;
        assert_eq!(SeatWho::of(&info, false, level), SeatWho::Away);
        info.connected = 1;
        assert_eq!(SeatWho::of(&info, false, level), SeatWho::Connected);
        assert_eq!(SeatWho::of(&info, true, level), SeatWho::You);
        info.setup.kind = netplay::SeatKind::Computer(3);
        assert_eq!(
            SeatWho::of(&info, false, level),
            SeatWho::Computer("3".to_owned())
        );
    }
}
