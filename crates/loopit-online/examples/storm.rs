//! The hint storm: how a quiet room is answered while other connections ask hints as fast as
//! they like. Opens one quiet room whose player pings the server (one ping, its pong, then the
//! next after `PING_MS`) and CONNECTIONS rooms whose player each asks `HINTS` hints a second
//! (each hint numbered, sent on time whatever the answers), for SECONDS; reports the quiet
//! room's ping (p50, p99, worst, over every ping), the hints searched and refused `busy`, and
//! the server's CPU.
//!
//! Besides, SILENT connections that open TCP and say nothing (each opened again when the server
//! closes it), and SCANNERS connections that guess room codes as fast as their rate allows
//! (each guess a `watch` of a random code).
//!
//! `cargo run --release -p loopit-online --example storm -- URL PID [CONNECTIONS] [HINTS]
//! [SECONDS] [PING_MS] [SILENT] [SCANNERS]` against `loopit-server`
//! (`--max-connections-per-address` high enough for them all: they come from one address);
//! defaults 6 connections, 28 hints a second, 30 seconds, a ping every 100 ms (the quiet player
//! stays well within the connection's rate limit, 30 messages a second), no silent connections,
//! no scanners.

#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use loopit_online::LoopIt;
use loopit_online::wire::{Intent, Options};
use netplay::{ClientMessage, Connection, Refusal, RoomCode, SeatKind, SeatSetup, ServerMessage};

/// User + system CPU time of a process, from `/proc/PID/stat` (clock ticks of 1/100 s).
fn cpu(pid: &str) -> Option<Duration> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after = text.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

#[allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)]
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// A room of two people, its first seat (to move) joined: the connection.
async fn seated(url: &str) -> Result<Connection<LoopIt>, String> {
    let mut host = Connection::<LoopIt>::open(url)
        .await
        .map_err(|e| format!("{e:?}"))?;
    let seats = (0..2)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: SeatKind::Person,
        })
        .collect();
    host.send(&ClientMessage::Create {
        seats,
        options: Options::default(),
        stand_in: None,
        seed: None,
        host: None,
    })
    .await
    .map_err(|e| format!("{e:?}"))?;
    let room: RoomCode = match host.recv().await.map_err(|e| format!("{e:?}"))? {
        ServerMessage::Created { room } => room,
        other => return Err(format!("no room: {other:?}")),
    };
    host.send(&ClientMessage::Join {
        room,
        seat: Some(0),
        name: None,
    })
    .await
    .map_err(|e| format!("{e:?}"))?;
    loop {
        match host.recv().await.map_err(|e| format!("{e:?}"))? {
            ServerMessage::Seated { .. } => return Ok(host),
            ServerMessage::Refused { refusal, .. } => return Err(format!("{refusal:?}")),
            _ => {}
        }
    }
}

/// What a storm's connection counted.
#[derive(Default)]
struct Counted {
    asked: u64,
    done: u64,
    busy: u64,
    other: u64,
}

/// Asks `per_second` hints a second until `until`, counting the answers.
async fn storm(mut player: Connection<LoopIt>, per_second: f64, until: Instant) -> Counted {
    let mut counted = Counted::default();
    let mut tick = tokio::time::interval(Duration::from_secs_f64(1.0 / per_second.max(0.001)));
    let end = tokio::time::Instant::from_std(until);
    loop {
        tokio::select! {
            () = tokio::time::sleep_until(end) => return counted,
            _ = tick.tick() => {
                counted.asked += 1;
                let hint = ClientMessage::Act { id: counted.asked, intent: Intent::Hint };
                if player.send(&hint).await.is_err() {
                    return counted;
                }
            }
            message = player.recv() => match message {
                Ok(ServerMessage::Done { .. }) => counted.done += 1,
                Ok(ServerMessage::Refused { refusal: Refusal::Busy { .. }, .. }) => counted.busy += 1,
                Ok(ServerMessage::Refused { .. }) => counted.other += 1,
                Ok(_) => {}
                Err(_) => return counted,
            }
        }
    }
}

/// A connection that says nothing, opened again whenever the server closes it, until `until`:
/// how many times it was opened.
async fn silent(addr: String, until: Instant) -> u64 {
    let mut opened = 0;
    let end = tokio::time::Instant::from_std(until);
    while Instant::now() < until {
        let Ok(Ok(mut stream)) =
            tokio::time::timeout_at(end, tokio::net::TcpStream::connect(&addr)).await
        else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        opened += 1;
        let mut buffer = [0u8; 256];
        loop {
            match tokio::time::timeout_at(
                end,
                tokio::io::AsyncReadExt::read(&mut stream, &mut buffer),
            )
            .await
            {
                Ok(Ok(0) | Err(_)) => break,
                Ok(Ok(_)) => {}
                Err(_) => return opened,
            }
        }
    }
    opened
}

/// Guesses room codes (a `watch` of a random code every `every`) until `until`: the answers
/// (no such room, rate limited).
async fn scan(url: String, every: Duration, until: Instant) -> (u64, u64) {
    let Ok(mut scanner) = Connection::<LoopIt>::open(&url).await else {
        return (0, 0);
    };
    let (mut missing, mut limited) = (0, 0);
    let mut tick = tokio::time::interval(every);
    let end = tokio::time::Instant::from_std(until);
    loop {
        tokio::select! {
            () = tokio::time::sleep_until(end) => return (missing, limited),
            _ = tick.tick() => {
                let Ok(room) = RoomCode::random() else { return (missing, limited) };
                if scanner.send(&ClientMessage::Watch { room, cursor: None }).await.is_err() {
                    return (missing, limited);
                }
            }
            message = scanner.recv() => match message {
                Ok(ServerMessage::Refused { refusal: Refusal::NoSuchRoom { .. }, .. }) => missing += 1,
                Ok(ServerMessage::Refused { refusal: Refusal::RateLimited { .. }, .. }) => limited += 1,
                Ok(_) => {}
                Err(_) => return (missing, limited),
            }
        }
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(url), Some(pid)) = (args.next(), args.next()) else {
        eprintln!("storm URL PID [CONNECTIONS] [HINTS] [SECONDS] [PING_MS]");
        return;
    };
    let connections: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let hints: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(28.0);
    let seconds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(30);
    let ping_every = Duration::from_millis(args.next().and_then(|a| a.parse().ok()).unwrap_or(100));
    let silent_count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let scanners: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let addr = url
        .strip_prefix("ws://")
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_default()
        .to_owned();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut quiet = match seated(&url).await {
            Ok(quiet) => quiet,
            Err(error) => {
                eprintln!("the quiet room: {error}");
                return;
            }
        };
        let mut players = Vec::new();
        for _ in 0..connections {
            match seated(&url).await {
                Ok(player) => players.push(player),
                Err(error) => {
                    eprintln!("a storm's room: {error}");
                    return;
                }
            }
        }
        let cpu_before = cpu(&pid).unwrap_or_default();
        let started = Instant::now();
        let until = started + Duration::from_secs(seconds);
        let storms: Vec<_> = players
            .into_iter()
            .map(|player| tokio::spawn(storm(player, hints, until)))
            .collect();
        let silents: Vec<_> = (0..silent_count)
            .map(|_| tokio::spawn(silent(addr.clone(), until)))
            .collect();
        let scans: Vec<_> = (0..scanners)
            .map(|_| tokio::spawn(scan(url.clone(), Duration::from_millis(36), until)))
            .collect();
        let mut pings = Vec::new();
        let mut nonce = 0;
        while Instant::now() < until {
            nonce += 1;
            let sent = Instant::now();
            if quiet.send(&ClientMessage::Ping { nonce }).await.is_err() {
                eprintln!("the quiet room's connection closed");
                break;
            }
            loop {
                match quiet.recv().await {
                    Ok(ServerMessage::Pong { nonce: got }) if got == nonce => break,
                    Ok(ServerMessage::Refused { refusal, .. }) => {
                        eprintln!("the quiet room's ping refused: {refusal:?}");
                        return;
                    }
                    Ok(_) => {}
                    Err(error) => {
                        eprintln!("the quiet room's connection: {error:?}");
                        return;
                    }
                }
            }
            pings.push(sent.elapsed());
            tokio::time::sleep(ping_every).await;
        }
        let mut total = Counted::default();
        for storm in storms {
            if let Ok(counted) = storm.await {
                total.asked += counted.asked;
                total.done += counted.done;
                total.busy += counted.busy;
                total.other += counted.other;
            }
        }
        let mut opened = 0;
        for silent in silents {
            opened += silent.await.unwrap_or(0);
        }
        let (mut missing, mut limited) = (0, 0);
        for scan in scans {
            let (m, l) = scan.await.unwrap_or((0, 0));
            missing += m;
            limited += l;
        }
        let elapsed = started.elapsed().as_secs_f64();
        let server_cpu = cpu(&pid).unwrap_or_default().saturating_sub(cpu_before);
        pings.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "storm: {connections} connections x {hints} hints/s for {elapsed:.1} s: asked {}, searched {}, busy {}, other refusals {}",
            total.asked, total.done, total.busy, total.other
        );
        if silent_count > 0 || scanners > 0 {
            println!(
                "silent: {silent_count} connections opened {opened} times; scanners: {scanners}, {missing} no such room, {limited} rate limited"
            );
        }
        println!(
            "quiet room: {} pings, p50 {:.2} ms, p99 {:.2} ms, worst {:.2} ms",
            pings.len(),
            ms(percentile(&pings, 0.5)),
            ms(percentile(&pings, 0.99)),
            ms(pings.last().copied().unwrap_or_default())
        );
        println!(
            "server CPU {:.1} s = {:.0} % of one core",
            server_cpu.as_secs_f64(),
            100.0 * server_cpu.as_secs_f64() / elapsed.max(0.001)
        );
    });
}
