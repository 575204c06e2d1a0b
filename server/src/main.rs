//! The dedicated server: `loopit-server --listen ADDR [--data DIR]`. Headless (no window, no
//! display); hosts many rooms of the three games on one port, each game at its own path:
//!
//! - LoopIt at `ws://ADDR/ws` (and `/ws/loopit`), its rooms in `DIR`;
//! - Nardy at `ws://ADDR/ws/nardy`, its rooms in `DIR/nardy`;
//! - Reversi at `ws://ADDR/ws/reversi`, its rooms in `DIR/reversi`.
//!
//! Each room is one JSON file; every room kept is resumed when the server starts again. With
//! `--store postgres://USER@HOST:PORT/DATABASE` the rooms are rows of a PostgreSQL database
//! instead (`netplay-postgres`: written with fencing by epoch, the schema made and migrated by
//! the server itself, finished games archived in the table `archive`), and `--data` is not
//! used.
//!
//! The package is `game-server`, above the three games it serves (it imports their online
//! crates); its program keeps the project's name: `cargo run --release -p game-server --
//! --listen 0.0.0.0:7878 --data /var/lib/loopit-rooms` builds and starts `loopit-server`.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use std::io::IsTerminal;

use clap::Parser;
use loopit_online::LoopIt;
use nardy_online::Nardy;
use netplay::{
    Caps, FileStore, Hosted, OnlineGame, Rate, RoomStore, Server, ServerConfig, StoreError,
};
use netplay_postgres::{Database, Node};
use reversi_online::Reversi;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::filter::LevelFilter;

/// The dedicated server of LoopIt, Nardy and Reversi.
#[derive(Debug, Parser)]
#[command(name = "loopit-server", version, about)]
struct Args {
    /// The address and port to listen on, e.g. 0.0.0.0:7878 (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:7878")]
    listen: SocketAddr,
    /// Where the rooms are kept (LoopIt's in it, Nardy's in DIR/nardy, Reversi's in
    /// DIR/reversi).
    #[arg(long, default_value = "loopit-rooms")]
    data: PathBuf,
    /// Keep the rooms in a PostgreSQL database instead of --data:
    /// postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE. The server makes and migrates its
    /// tables itself; servers sharing a database never overwrite each other's rooms.
    #[arg(long, value_name = "URL", value_parser = postgres_address)]
    store: Option<String>,
    /// With --store: this server's name among the servers sharing the database (default: the
    /// host's name). Started again under its name, a server takes its rooms back at once.
    #[arg(long, value_name = "NAME")]
    node: Option<String>,
    /// With --store: where this server's clients connect (ws://HOST:PORT), kept beside its
    /// rooms for the other servers.
    #[arg(long, value_name = "URL")]
    advertise: Option<String>,
    /// With --store: seconds a server's claim on its rooms lasts without renewal (it renews
    /// three times a lease); the rooms of a server silent for longer are taken over by another.
    #[arg(long, default_value_t = 30,
          value_parser = clap::builder::RangedU64ValueParser::<u64>::new().range(1..=3600))]
    lease_seconds: u64,
    /// The most rooms the server holds of each game.
    #[arg(long, default_value_t = 10_000)]
    max_rooms: usize,
    /// Seconds a player may be away before the room's stand-in plays for them.
    #[arg(long, default_value_t = 60)]
    takeover_after: u64,
    /// Milliseconds between a computer seat's moves (a LoopIt placement, a Nardy roll or step).
    #[arg(long, default_value_t = 600)]
    computer_delay: u64,
    /// Worker threads, 1 to 256.
    #[arg(long, default_value_t = 2,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_WORKERS as u64))]
    workers: usize,
    /// Let clients fix the seed of a new room (for measurements only).
    #[arg(long)]
    allow_seeds: bool,
    /// The most open connections in all (lowered to what the limit of open files allows).
    #[arg(long, default_value_t = Caps::default().connections)]
    max_connections: usize,
    /// The most open connections from one IP address (default: a quarter of the connections,
    /// at most 256).
    #[arg(long)]
    max_connections_per_address: Option<usize>,
    /// Milliseconds a new connection has to send its whole upgrade request, and then to say
    /// hello.
    #[arg(long, default_value_t = 10_000)]
    handshake_timeout_ms: u64,
    /// What the log says: error, warn, info, debug (every refusal and closed connection, with
    /// why) or trace. RUST_LOG, when set, says it in more detail (`netplay=debug,hyper=warn`).
    #[arg(long, default_value = "info")]
    log: LevelFilter,
    /// Seconds a room stays after its game is over, before it is archived (into DIR/archive,
    /// DIR/nardy/archive, DIR/reversi/archive) and leaves the server.
    #[arg(long, default_value_t = 600)]
    finished_rooms_linger: u64,
    /// Seconds a room may go without anyone asking anything of it before it ends and is
    /// removed (0: never). The default is a week.
    #[arg(long, default_value_t = 7 * 24 * 3600)]
    idle_rooms_expire: u64,
    /// Threads that search (hints, computer seats' moves), apart from the workers (default:
    /// one fewer than the cores, at least one; 0: on the rooms' own tasks, for comparison
    /// measurements only).
    #[arg(long, default_value_t = netplay::default_search_threads(),
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_WORKERS as u64))]
    search_threads: usize,
    /// How many searches may wait for a searching thread (a hint beyond is refused `busy`).
    #[arg(long, default_value_t = ServerConfig::default().search_queue)]
    search_queue: usize,
    /// How many hints one IP address may ask at once (then --hints-per-second).
    #[arg(long, default_value_t = ServerConfig::default().hint_rate.burst)]
    hint_burst: u32,
    /// How many hints a second one IP address may ask after its burst (beyond: `busy`).
    #[arg(long, default_value_t = ServerConfig::default().hint_rate.per_second)]
    hints_per_second: f64,
}

/// The most worker threads `--workers` takes: more than the cores of any server the program
/// is meant for; each thread costs memory at the start.
const MAX_WORKERS: usize = 256;

/// A game the server hosts: where its clients connect and where its rooms are kept.
struct Place {
    name: &'static str,
    paths: &'static [&'static str],
    folder: PathBuf,
    mount: fn(&[&str], Arc<dyn RoomStore>) -> Hosted,
}

/// The three games, LoopIt first (its clients connect to `/ws`, as before the others came).
fn places(data: &Path) -> [Place; 3] {
    [
        Place {
            name: LoopIt::NAME,
            paths: &["/ws", "/ws/loopit"],
            folder: data.to_owned(),
            mount: Hosted::game::<LoopIt>,
        },
        Place {
            name: Nardy::NAME,
            paths: &["/ws/nardy"],
            folder: data.join(Nardy::NAME),
            mount: Hosted::game::<Nardy>,
        },
        Place {
            name: Reversi::NAME,
            paths: &["/ws/reversi"],
            folder: data.join(Reversi::NAME),
            mount: Hosted::game::<Reversi>,
        },
    ]
}

/// Where the rooms of every game are kept.
enum Keeping {
    /// Each game in its folder of `--data`.
    Files,
    /// Every game in one PostgreSQL database (`--store`).
    Postgres(Database),
}

impl Keeping {
    /// Where `place`'s rooms are, for the log.
    fn shown(&self, place: &Place) -> String {
        match self {
            Keeping::Files => place.folder.display().to_string(),
            Keeping::Postgres(database) => format!("the database {}", database.shown()),
        }
    }
}

/// This server as a node of a shared database (`--node`, `--advertise`, `--lease-seconds`).
fn node(args: &Args) -> Node {
    let machine = Node::this_machine();
    Node {
        name: args.node.clone().unwrap_or(machine.name),
        address: args.advertise.clone(),
        lease: Duration::from_secs(args.lease_seconds),
    }
}

/// `--store`'s value: a PostgreSQL address (the driver reads it when the server starts).
fn postgres_address(text: &str) -> Result<String, String> {
    if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        Ok(text.to_owned())
    } else {
        Err("a PostgreSQL address begins with postgres://".to_owned())
    }
}

fn hosted(place: &Place, keeping: &Keeping) -> Result<Hosted, StoreError> {
    let store: Arc<dyn RoomStore> = match keeping {
        Keeping::Files => Arc::new(FileStore::open(&place.folder)?),
        Keeping::Postgres(database) => Arc::new(database.store(place.name)),
    };
    Ok((place.mount)(place.paths, store))
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    // One line an event, with the spans it is in (a connection's id, address and game; a
    // room's code and game); the other crates' `log` records come through too.
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(args.log.to_string()));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    let places = places(&args.data);
    let keeping = match &args.store {
        None => Keeping::Files,
        Some(address) => match Database::connect(address, node(&args)) {
            Ok(database) => Keeping::Postgres(database),
            Err(error) => {
                tracing::error!("cannot keep rooms in the database: {error}");
                return std::process::ExitCode::from(2);
            }
        },
    };
    let mut games = Vec::new();
    for place in &places {
        match hosted(place, &keeping) {
            Ok(game) => games.push(game),
            Err(error) => {
                tracing::error!("cannot keep rooms: {error}");
                return std::process::ExitCode::from(2);
            }
        }
    }
    let config = ServerConfig {
        max_rooms: args.max_rooms,
        takeover_after: Duration::from_secs(args.takeover_after),
        computer_delay: Duration::from_millis(args.computer_delay),
        workers: args.workers,
        allow_seeds: args.allow_seeds,
        caps: Caps {
            connections: args.max_connections.max(1),
            per_address: args.max_connections_per_address.map(|n| n.max(1)),
            handshake: Duration::from_millis(args.handshake_timeout_ms),
            ..Caps::default()
        },
        hello_limit: Duration::from_millis(args.handshake_timeout_ms),
        finished_rooms_linger: Duration::from_secs(args.finished_rooms_linger),
        idle_rooms_expire: (args.idle_rooms_expire > 0)
            .then(|| Duration::from_secs(args.idle_rooms_expire)),
        search_threads: args.search_threads,
        search_queue: args.search_queue,
        hint_rate: Rate {
            burst: args.hint_burst,
            per_second: args.hints_per_second.max(0.0),
        },
        ..ServerConfig::default()
    };
    let server = match Server::start_games(args.listen, config, games) {
        Ok(server) => server,
        Err(error) => {
            tracing::error!("cannot listen on {}: {error}", args.listen);
            return std::process::ExitCode::from(2);
        }
    };
    for place in &places {
        tracing::info!(
            "{} at {}: {} rooms resumed from {}",
            place.name,
            server.url_of(place.name).unwrap_or_default(),
            server.rooms_of(place.name),
            keeping.shown(place)
        );
    }
    tracing::info!(
        "listening on {} (clients connect to {}), {} rooms resumed from {}",
        server.addr(),
        server.url(),
        server.rooms(),
        match &keeping {
            Keeping::Files => args.data.display().to_string(),
            Keeping::Postgres(database) => format!("the database {}", database.shown()),
        }
    );
    if let Err(error) = server.run_until_stopped() {
        tracing::error!("{error}");
    }
    tracing::info!("stopped");
    std::process::ExitCode::SUCCESS
}
