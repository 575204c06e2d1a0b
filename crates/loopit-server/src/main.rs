//! The dedicated LoopIt server: `loopit-server --listen ADDR [--data DIR]`. Headless (no window,
//! no display); hosts many rooms, keeps each in DIR (one JSON file per room) and resumes every
//! room there when it starts again.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use loopit_online::LoopIt;
use netplay::{FileStore, Server, ServerConfig};

/// The dedicated LoopIt server.
#[derive(Debug, Parser)]
#[command(name = "loopit-server", version, about)]
struct Args {
    /// The address and port to listen on, e.g. 0.0.0.0:7878 (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:7878")]
    listen: SocketAddr,
    /// Where the rooms are kept.
    #[arg(long, default_value = "loopit-rooms")]
    data: PathBuf,
    /// The most rooms the server holds.
    #[arg(long, default_value_t = 10_000)]
    max_rooms: usize,
    /// Seconds a player may be away before the room's stand-in plays for them.
    #[arg(long, default_value_t = 60)]
    takeover_after: u64,
    /// Milliseconds between a computer seat's placements.
    #[arg(long, default_value_t = 600)]
    computer_delay: u64,
    /// Worker threads.
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Let clients fix the seed of a new room (for measurements only).
    #[arg(long)]
    allow_seeds: bool,
}

fn main() -> std::process::ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let args = Args::parse();
    let store = match FileStore::open(&args.data) {
        Ok(store) => Arc::new(store),
        Err(error) => {
            log::error!("cannot keep rooms: {error}");
            return std::process::ExitCode::from(2);
        }
    };
    let config = ServerConfig {
        max_rooms: args.max_rooms,
        takeover_after: Duration::from_secs(args.takeover_after),
        computer_delay: Duration::from_millis(args.computer_delay),
        workers: args.workers,
        allow_seeds: args.allow_seeds,
        ..ServerConfig::default()
    };
    let server = match Server::start::<LoopIt>(args.listen, store, config) {
        Ok(server) => server,
        Err(error) => {
            log::error!("cannot listen on {}: {error}", args.listen);
            return std::process::ExitCode::from(2);
        }
    };
    log::info!(
        "listening on {} (clients connect to {}), {} rooms resumed from {}",
        server.addr(),
        server.url(),
        server.rooms(),
        args.data.display()
    );
    if let Err(error) = server.run_until_stopped() {
        log::error!("{error}");
    }
    log::info!("stopped");
    std::process::ExitCode::SUCCESS
}
