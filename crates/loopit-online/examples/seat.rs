//! Network computer players, as windows play their seats: opens a LoopIt room of two people on
//! the server at CREATE_URL, prints its code (a window may watch it, or join seat 1 when this
//! plays seat 2 alone), and plays its SEATS with a computer's choices, each through a
//! `netplay::Client` given PLAY_URL — the client of the windows, which reconnects by itself
//! and follows its room to the node that holds it. Prints each lost connection and the end
//! of the game.
//!
//! `cargo run --release -p loopit-online --example seat -- CREATE_URL PLAY_URL [LEVEL] [SEATS] [THINK_MS]`
//!
//! With several server processes on one database (`--store postgres://…`), give PLAY_URL a
//! node other than CREATE_URL's: when the room's node is killed, the clients come back through
//! PLAY_URL, and the node that takes the room over seats them again. LEVEL is `beginner`,
//! `normal` (the default), `strong` or `expert`; SEATS `2` (the default: seat 1 is a
//! person's) or `1,2`; THINK_MS (default 0) the pause before each intent, a person's pace,
//! so that a game lasts long enough to kill a node in its middle.

#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use loopit_core::Level;
use loopit_online::wire::Options;
use loopit_online::{Bot, LoopIt};
use netplay::play::{NewRoom, create_room};
use netplay::{Client, ConnectionState, Entry, SeatKind, SeatSetup, ServerMessage, Table, Update};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(create_url), Some(play_url)) = (args.next(), args.next()) else {
        eprintln!("usage: seat CREATE_URL PLAY_URL [LEVEL] [SEATS] [THINK_MS]");
        std::process::exit(2);
    };
    let level = match args.next().as_deref() {
        None | Some("normal") => Level::Normal,
        Some("beginner") => Level::Beginner,
        Some("strong") => Level::Strong,
        Some("expert") => Level::Expert,
        Some(other) => {
            eprintln!("no level {other:?}: beginner, normal, strong or expert");
            std::process::exit(2);
        }
    };
    let played: Vec<usize> = match args.next().as_deref() {
        None | Some("2") => vec![1],
        Some("1,2") => vec![0, 1],
        Some(other) => {
            eprintln!("no seats {other:?}: 2 or 1,2");
            std::process::exit(2);
        }
    };
    let think = Duration::from_millis(args.next().and_then(|a| a.parse().ok()).unwrap_or(0));
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("no runtime: {error}");
            std::process::exit(1);
        }
    };
    let seats = ["Guest", "Robo"]
        .map(|name| SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::<Level>::Person,
        })
        .to_vec();
    let new_room = NewRoom {
        seats,
        options: Options::default(),
        stand_in: None,
        seed: None,
    };
    let room = match runtime.block_on(create_room::<LoopIt>(&create_url, new_room)) {
        Ok(room) => room,
        Err(error) => {
            eprintln!("the room was not opened: {error:?}");
            std::process::exit(1);
        }
    };
    println!("room {} on {create_url}", room.0);
    let (woke, wakes) = std::sync::mpsc::channel::<()>();
    let mut seats = Vec::new();
    for seat in played {
        let woke = woke.clone();
        let entry = Entry::Join {
            room: room.clone(),
            seat: Some(seat),
            name: None,
        };
        match Client::<LoopIt>::start(play_url.clone(), entry, move || {
            let _ = woke.send(());
        }) {
            Ok(client) => seats.push(Seat {
                number: seat + 1,
                client,
                bot: Bot::new(level),
                table: Table::default(),
                asked: false,
                due: None,
            }),
            Err(error) => {
                eprintln!("the client does not start: {error}");
                std::process::exit(1);
            }
        }
    }
    let started = Instant::now();
    loop {
        for seat in &mut seats {
            seat.step(started, think);
        }
        if seats.iter().all(|seat| seat.table.is_over()) {
            println!(
                "{:>6.1} s: the game is over",
                started.elapsed().as_secs_f64()
            );
            return;
        }
        // Woken by a client, or when a seat's pause is over; a heartbeat's worth at most.
        let now = Instant::now();
        let wait = seats
            .iter()
            .filter_map(|seat| seat.due)
            .map(|due| due.saturating_duration_since(now))
            .fold(Duration::from_secs(5), Duration::min);
        let _ = wakes.recv_timeout(wait);
    }
}

/// A seat played through its own client.
struct Seat {
    number: usize,
    client: Client<LoopIt>,
    bot: Bot,
    table: Table<LoopIt>,
    asked: bool,
    /// When its next intent is due (after the pause).
    due: Option<Instant>,
}

impl Seat {
    /// Takes what the client brought; asks for the next intent when it is this seat's turn.
    fn step(&mut self, started: Instant, think: Duration) {
        let at = started.elapsed().as_secs_f64();
        for update in self.client.poll() {
            match update {
                Update::Message(message) => {
                    if matches!(
                        message,
                        ServerMessage::Done { .. } | ServerMessage::Refused { id: Some(_), .. }
                    ) {
                        self.asked = false;
                    }
                    if let Err(misfit) = self.table.take(&message) {
                        eprintln!("seat {}: a message does not fit: {misfit:?}", self.number);
                        std::process::exit(1);
                    }
                }
                Update::State(ConnectionState::Reconnecting { attempt, error }) => {
                    self.asked = false;
                    println!(
                        "{at:>6.1} s: seat {}: connection lost, try {attempt}: {error:?}",
                        self.number
                    );
                }
                Update::State(ConnectionState::Connected { latency: None }) => {
                    println!("{at:>6.1} s: seat {}: in the room", self.number);
                }
                Update::State(ConnectionState::Closed { error }) => {
                    eprintln!("seat {}: the client stopped: {error:?}", self.number);
                    std::process::exit(1);
                }
                Update::Dropped { .. } => self.asked = false,
                Update::State(_) => {}
            }
        }
        if !self.asked && self.table.my_turn() && !self.table.is_over() {
            let due = *self.due.get_or_insert_with(|| Instant::now() + think);
            if Instant::now() < due {
                return;
            }
            self.due = None;
            match self.bot.next_intent(&self.table) {
                Ok(Some(intent)) => {
                    self.client.act(intent);
                    self.asked = true;
                }
                Ok(None) => {}
                Err(misfit) => {
                    eprintln!("seat {}: the bot finds no move: {misfit:?}", self.number);
                    std::process::exit(1);
                }
            }
        }
    }
}
