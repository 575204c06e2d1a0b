//! The load tool: one server, N rooms of four computer clients each playing whole games at the
//! same time over loopback. Reports how many rooms the server held, the round trip of an intent
//! (from sending it to its answer, p50/p99/worst), the games played to their end, the memory
//! per room, and the CPU the server and the clients each took.
//!
//! `cargo run --release -p loopit-online --example load -- ROOMS [THINK_MS] [SECONDS] [URL PID]...`
//!
//! With URL and PID the server is that process, as a deployment runs it (`loopit-server
//! --allow-seeds --computer-delay 0`, its URL `ws://ADDR/ws`), and memory is its own. With
//! several URL PID pairs (the nodes of one database, `--store postgres://…`), the rooms are
//! opened on each node in turn, their players join there, and memory and CPU are the nodes'
//! together.
//!
//! Each client waits THINK_MS (default 500; people take longer) before each of its intents, so
//! that the run measures the server under the load of ROOMS games going on, not a queue of
//! clients that never pause; THINK_MS 0 measures how fast the server gets through intents.
//!
//! Without them the server runs in this process on its own runtime (2 workers), the clients on
//! another (2 workers, threads named `load-clients`). Memory is the server's resident size
//! (without URL: the whole process's, clients included), measured before the rooms open and
//! when they all hold games. CPU is user + system time over the run: the server's process
//! (without URL: its threads, `netplay-server` and `netplay-store`) and the clients' (this
//! process, or its other threads), all from `/proc` (Linux); the two share this machine's
//! cores, so the clients' part is CPU a deployment's server would not compete with. A run stops
//! when every game is over, or after SECONDS (default 180).

#![allow(clippy::print_stdout)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use loopit_core::Level;
use loopit_online::NetPlayer;
use loopit_online::wire::Options;
use loopit_online::{Bot, LoopIt};
use netplay::play::{NewRoom, create_room};
use netplay::{MemoryStore, Rate, SeatKind, SeatSetup, Server, ServerConfig};

/// Resident memory of a process in bytes, from `/proc/PID/statm` (`proc` is `/proc/self` or
/// `/proc/PID`).
fn resident(proc: &str) -> Option<u64> {
    let text = std::fs::read_to_string(format!("{proc}/statm")).ok()?;
    let pages: u64 = text.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// User + system CPU time of a process or thread, from `/proc/PID/stat` or
/// `/proc/self/task/TID/stat` (clock ticks of 1/100 s).
fn cpu(proc: &str) -> Option<Duration> {
    let text = std::fs::read_to_string(format!("{proc}/stat")).ok()?;
    let after = text.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

/// The CPU time of this process's threads, split into the server's (threads named
/// `netplay-*`) and everyone else's (the clients).
fn cpu_by_thread() -> (Duration, Duration) {
    let mut server = Duration::ZERO;
    let mut clients = Duration::ZERO;
    for task in std::fs::read_dir("/proc/self/task")
        .into_iter()
        .flatten()
        .flatten()
    {
        let path = task.path();
        let name = std::fs::read_to_string(path.join("comm")).unwrap_or_default();
        let time = path.to_str().and_then(cpu).unwrap_or_default();
        if name.starts_with("netplay-") {
            server += time;
        } else {
            clients += time;
        }
    }
    (server, clients)
}

/// The server's (the outside processes' together) and the clients' CPU time so far.
fn cpu_split(servers: &[String]) -> (Duration, Duration) {
    if servers.is_empty() {
        return cpu_by_thread();
    }
    let server = servers.iter().filter_map(|proc| cpu(proc)).sum();
    (server, cpu("/proc/self").unwrap_or_default())
}

/// The resident memory of `procs` together.
fn resident_all(procs: &[String]) -> u64 {
    procs.iter().filter_map(|proc| resident(proc)).sum()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// Plays the seat to the end of the game, thinking `think` before each intent.
async fn play(player: &mut NetPlayer, think: Duration) -> Result<(), loopit_online::PlayError> {
    loop {
        if player.game_over() {
            return Ok(());
        }
        if !player.waiting() && player.table.my_turn() {
            tokio::time::sleep(think).await;
            player.act_if_due().await?;
        }
        player.step().await?;
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let rooms: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let think = Duration::from_millis(args.next().and_then(|a| a.parse().ok()).unwrap_or(500));
    let limit = Duration::from_secs(args.next().and_then(|a| a.parse().ok()).unwrap_or(180));
    let config = ServerConfig {
        computer_delay: Duration::ZERO,
        allow_seeds: true,
        rate: Rate {
            burst: 1000,
            per_second: 1000.0,
        },
        workers: 2,
        // Every room's players connect from this one address.
        caps: netplay::Caps {
            per_address: Some(usize::MAX),
            ..netplay::Caps::default()
        },
        ..ServerConfig::default()
    };
    // Outside servers (`loopit-server --allow-seeds --computer-delay 0`): their URLs and pids.
    let rest: Vec<String> = args.collect();
    let outside: Vec<(String, String)> = rest
        .chunks_exact(2)
        .map(|pair| (pair[0].clone(), format!("/proc/{}", pair[1])))
        .collect();
    let procs: Vec<String> = if outside.is_empty() {
        vec!["/proc/self".to_owned()]
    } else {
        outside.iter().map(|(_, proc)| proc.clone()).collect()
    };
    let memory_before = resident_all(&procs);
    let server = match outside.first() {
        Some(_) => None,
        None => match Server::start::<LoopIt>(
            "127.0.0.1:0".parse().expect("an address"),
            Arc::new(MemoryStore::default()),
            config,
        ) {
            Ok(server) => Some(server),
            Err(error) => {
                eprintln!("the server does not start: {error}");
                return;
            }
        },
    };
    let urls: Vec<String> = match &server {
        Some(server) => vec![server.url()],
        None => outside.iter().map(|(url, _)| url.clone()).collect(),
    };
    let clients = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("load-clients")
        .enable_all()
        .build()
        .expect("a runtime");
    let server_procs: Vec<String> = outside.iter().map(|(_, proc)| proc.clone()).collect();
    let cpu_before = cpu_split(&server_procs);
    let started = Instant::now();
    let outcome = clients.block_on(async {
        // Cheap levels, so that the clients' thinking (same process, same two cores) weighs little.
        let levels = [
            Level::Normal,
            Level::Beginner,
            Level::Normal,
            Level::Beginner,
        ];
        let (held_tx, mut held_rx) = tokio::sync::mpsc::unbounded_channel::<()>();
        let mut games = Vec::new();
        for index in 0..rooms {
            // The nodes in turn.
            let url = urls[index % urls.len()].clone();
            let held_tx = held_tx.clone();
            games.push(tokio::spawn(async move {
                let seats = (0..4)
                    .map(|i| SeatSetup {
                        name: format!("Bot {}", i + 1),
                        kind: SeatKind::<Level>::Person,
                    })
                    .collect();
                let new_room = NewRoom {
                    seats,
                    options: Options::default(),
                    stand_in: None,
                    seed: Some(index as u64),
                };
                let room = create_room::<LoopIt>(&url, new_room).await.ok()?;
                let mut players = Vec::new();
                for (seat, level) in levels.iter().enumerate() {
                    let mut player = NetPlayer::join(&url, &room, seat, Some(Bot::new(*level)))
                        .await
                        .ok()?;
                    player.keep_transcript = false;
                    player.transcript.clear();
                    players.push(player);
                }
                let _ = held_tx.send(());
                // Spread the rooms' first moves over one think time.
                let offset = think.mul_f64(index as f64 / rooms as f64);
                let mut seats = Vec::new();
                for mut player in players {
                    seats.push(tokio::spawn(async move {
                        tokio::time::sleep(offset).await;
                        let ended = play(&mut player, think).await.is_ok();
                        (ended, player.round_trips)
                    }));
                }
                let mut trips = Vec::new();
                let mut whole = true;
                for seat in seats {
                    let (ended, mut times) = seat.await.ok()?;
                    whole &= ended;
                    trips.append(&mut times);
                }
                Some((whole, trips))
            }));
        }
        drop(held_tx);
        // Memory when every room holds its game (or the time is up).
        let mut held = 0;
        let deadline = tokio::time::Instant::now() + limit;
        while held < rooms {
            match tokio::time::timeout_at(deadline, held_rx.recv()).await {
                Ok(Some(())) => held += 1,
                _ => break,
            }
        }
        let memory_full = resident_all(&procs);
        let rooms_held = server.as_ref().map_or(held, Server::rooms);
        let mut trips = Vec::new();
        let mut whole_games = 0;
        for game in games {
            if let Ok(Ok(Some((whole, mut times)))) = tokio::time::timeout_at(deadline, game).await
            {
                whole_games += usize::from(whole);
                trips.append(&mut times);
            }
        }
        let cpu_after = cpu_split(&server_procs);
        (held, rooms_held, memory_full, whole_games, trips, cpu_after)
    });
    let elapsed = started.elapsed();
    let (held, rooms_held, memory_full, whole_games, mut trips, cpu_after) = outcome;
    let server_cpu = cpu_after.0.saturating_sub(cpu_before.0);
    let clients_cpu = cpu_after.1.saturating_sub(cpu_before.1);
    trips.sort();
    let per_room = memory_full.saturating_sub(memory_before) / (held.max(1) as u64);
    println!("think time {} ms", think.as_millis());
    println!(
        "rooms {rooms}: held {rooms_held} at once ({held} with all four seats), {whole_games} whole games in {:.1} s",
        elapsed.as_secs_f64()
    );
    println!(
        "intents {}: round trip p50 {:.2} ms, p99 {:.2} ms, worst {:.2} ms",
        trips.len(),
        percentile(&trips, 0.50).as_secs_f64() * 1000.0,
        percentile(&trips, 0.99).as_secs_f64() * 1000.0,
        trips.last().copied().unwrap_or_default().as_secs_f64() * 1000.0
    );
    println!(
        "memory: {:.1} MiB resident with every room open, {:.1} KiB per room ({})",
        memory_full as f64 / 1048576.0,
        per_room as f64 / 1024.0,
        if outside.len() > 1 {
            "the server processes together"
        } else if !outside.is_empty() {
            "the server process alone"
        } else {
            "server and clients in one process"
        },
    );
    let seconds = elapsed.as_secs_f64().max(0.001);
    println!(
        "CPU over {seconds:.1} s: server {:.1} s = {:.0} % of one core, clients {:.1} s = {:.0} %",
        server_cpu.as_secs_f64(),
        100.0 * server_cpu.as_secs_f64() / seconds,
        clients_cpu.as_secs_f64(),
        100.0 * clients_cpu.as_secs_f64() / seconds,
    );
}
