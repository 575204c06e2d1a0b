//! The server process as a public server is used and attacked: restarts in a row, room files
//! an operator (or a mistake) put into its folder, and many rooms asked for at once. Loopback
//! only, every loop bounded.

mod support;

use std::time::Duration;

use loopit_online::LoopIt;
use loopit_online::wire::Options;
use netplay::{Connection, Refusal, ServerMessage};
use support::{GUARD, create, get, open_room, start_with};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The epoch written in a room's file.
fn epoch_on_disk(file: &std::path::Path) -> u64 {
    let text = std::fs::read_to_string(file).expect("the room's file");
    let record: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    record["epoch"].as_u64().expect("an epoch")
}

#[tokio::test]
async fn every_start_gives_a_room_a_new_epoch_on_disk_before_anyone_is_answered() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(dir.path(), &[]);
    let room = open_room::<LoopIt>(&server.url, Options::default()).await;
    let file = dir.path().join(format!("{room}.json"));
    assert_eq!(epoch_on_disk(&file), 1);
    server.kill();
    // Two crashes in a row, nothing played in between: each start is an epoch of its own.
    for expected in [2, 3, 4] {
        let server = start_with(dir.path(), &[]);
        assert!(server.line.contains(", 1 rooms resumed"), "{}", server.line);
        assert_eq!(
            epoch_on_disk(&file),
            expected,
            "the epoch is on disk once the server says where it listens"
        );
        server.kill();
    }
}

#[tokio::test]
async fn room_files_that_do_not_hold_their_room_are_skipped_and_logged() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(dir.path(), &[]);
    let room = open_room::<LoopIt>(&server.url, Options::default()).await;
    server.kill();
    let text = std::fs::read_to_string(dir.path().join(format!("{room}.json"))).expect("kept");
    // Another room's record under this name (a copy, a restore gone wrong).
    let other = if room.0 == "ZZZ234" {
        "YYY234"
    } else {
        "ZZZ234"
    };
    std::fs::write(dir.path().join(format!("{other}.json")), &text).expect("written");
    // A format this server does not know.
    let mut future: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    future["format"] = 99.into();
    future["room"] = "WWW234".into();
    std::fs::write(dir.path().join("WWW234.json"), future.to_string()).expect("written");
    // A name that is no room code.
    std::fs::write(dir.path().join("backup.json"), &text).expect("written");
    #[cfg(unix)]
    {
        let made = std::process::Command::new("mkfifo")
            .arg(dir.path().join("FFF234.json"))
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
    }
    // Were the FIFO opened, the start would hang here, after the port is bound.
    let server = start_with(dir.path(), &[]);
    assert!(server.line.contains(", 1 rooms resumed"), "{}", server.line);
    let log = server.before.join("\n");
    for (name, why) in [
        (other, "not of the room its file names"),
        ("WWW234", "record format 99"),
        ("backup.json", "is not CODE.json"),
        #[cfg(unix)]
        ("FFF234.json", "not a regular file"),
    ] {
        assert!(
            server
                .before
                .iter()
                .any(|line| line.contains(name) && line.contains(why)),
            "{name} is logged as skipped ({why}):\n{log}"
        );
    }
    server.kill();
}

#[tokio::test]
async fn max_rooms_holds_when_rooms_are_asked_for_at_the_same_moment() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(dir.path(), &["--max-rooms", "20"]);
    let mut connections = Vec::new();
    for _ in 0..100 {
        connections.push(
            Connection::<LoopIt>::open(&server.url)
                .await
                .expect("connects"),
        );
    }
    // Every request goes out before any answer is read: they reach the server together.
    for connection in &mut connections {
        connection
            .send(&netplay::ClientMessage::Create {
                seats: support::two_people(),
                options: Options::default(),
                stand_in: None,
                seed: None,
                host: None,
            })
            .await
            .expect("sent");
    }
    let mut created = 0;
    let mut full = 0;
    for connection in &mut connections {
        match tokio::time::timeout(GUARD, connection.recv())
            .await
            .expect("in time")
            .expect("answered")
        {
            ServerMessage::Created { .. } => created += 1,
            ServerMessage::Refused {
                refusal: Refusal::ServerFull { rooms },
                ..
            } => {
                assert_eq!(rooms, 20);
                full += 1;
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!((created, full), (20, 80));
    let kept = std::fs::read_dir(dir.path())
        .expect("listed")
        .filter(|entry| {
            entry
                .as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "json"))
        })
        .count();
    assert_eq!(kept, 20, "as many rooms on disk as were created");
    server.kill();
}

/// Connects to `addr` from the loopback address `from` (127.0.0.2: another "machine").
async fn connect_from(from: &str, addr: std::net::SocketAddr) -> std::io::Result<TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(format!("{from}:0").parse().expect("an address"))?;
    socket.connect(addr).await
}

/// Whether the server closes `stream` within `limit`: a read that ends (0 bytes or an error).
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    let mut buf = [0u8; 256];
    matches!(
        tokio::time::timeout(limit, stream.read(&mut buf)).await,
        Ok(Ok(0) | Err(_))
    )
}

#[tokio::test]
async fn silent_and_dribbling_connections_are_closed_and_lock_no_one_out() {
    let dir = tempfile::tempdir().expect("a folder");
    // The server under a low limit of open files (in its own process only), as a public
    // server meets hundreds of connections that never send a request.
    let mut command = std::process::Command::new("sh");
    command
        .arg("-c")
        .arg("ulimit -n 256 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_loopit-server"))
        .args(["--listen", "127.0.0.1:0", "--data"])
        .arg(dir.path())
        .args([
            "--handshake-timeout-ms",
            "1500",
            "--max-connections-per-address",
            "64",
        ]);
    let server = support::start_command(&mut command);
    let addr: std::net::SocketAddr = server
        .url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .expect("the server's address");
    // From another address: 300 connections that send nothing, 40 that send their headers a
    // line every 250 ms and never finish.
    let mut silent = Vec::new();
    for _ in 0..300 {
        if let Ok(stream) = connect_from("127.0.0.2", addr).await {
            silent.push(stream);
        }
    }
    let dribblers: Vec<_> = (0..40)
        .map(|_| {
            tokio::spawn(async move {
                let Ok(mut stream) = connect_from("127.0.0.2", addr).await else {
                    return true;
                };
                if stream.write_all(b"GET /ws HTTP/1.1\r\n").await.is_err() {
                    return true;
                }
                for _ in 0..60 {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                    if stream.write_all(b"X-Slow: 1\r\n").await.is_err() {
                        return true;
                    }
                }
                // 15 s of headers: it was never closed.
                closed_within(&mut stream, Duration::from_millis(1)).await
            })
        })
        .collect();
    // Meanwhile a player of this address is served at once.
    let mut player = tokio::time::timeout(GUARD, Connection::<LoopIt>::open(&server.url))
        .await
        .expect("connected in time")
        .expect("connects");
    assert!(matches!(
        create(&mut player, Options::default()).await,
        ServerMessage::Created { .. }
    ));
    // Every silent connection is closed once its time to send a request is over.
    for stream in &mut silent {
        assert!(
            closed_within(stream, Duration::from_secs(20)).await,
            "a silent connection was closed by the server"
        );
    }
    for dribbler in dribblers {
        assert!(
            dribbler.await.expect("the task"),
            "a connection dribbling its headers was closed"
        );
    }
    // The log said that a cap was reached.
    let mut said = false;
    while let Ok(line) = server.later.try_recv() {
        said |= line.contains("the cap on connections from one address is reached");
    }
    assert!(said, "the log says a cap was reached");
    server.kill();
}

#[tokio::test]
async fn guessing_room_codes_is_soon_refused_for_every_code_of_that_address() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(dir.path(), &[]);
    let room = open_room::<LoopIt>(&server.url, Options::default()).await;
    let mut scanner = Connection::<LoopIt>::open(&server.url)
        .await
        .expect("connects");
    let mut answers = Vec::new();
    // Codes of the right shape that name no room (the alphabet has no 0, 1, I or O).
    for guess in 0..40u32 {
        let code = netplay::RoomCode(format!("ZZ{:04}", 2222 + guess).replace(['0', '1'], "Z"));
        if code == room {
            continue;
        }
        scanner
            .send(&netplay::ClientMessage::Watch {
                room: code,
                cursor: None,
            })
            .await
            .expect("sent");
        answers.push(
            tokio::time::timeout(GUARD, scanner.recv())
                .await
                .expect("in time")
                .expect("answered"),
        );
    }
    let unknown = answers
        .iter()
        .filter(|a| {
            matches!(
                a,
                ServerMessage::Refused {
                    refusal: Refusal::NoSuchRoom { .. },
                    ..
                }
            )
        })
        .count();
    let limited = answers
        .iter()
        .filter(|a| {
            matches!(
                a,
                ServerMessage::Refused {
                    refusal: Refusal::RateLimited { .. },
                    ..
                }
            )
        })
        .count();
    assert_eq!(
        unknown, 20,
        "the first twenty guesses are told the room does not exist"
    );
    assert_eq!(limited, answers.len() - 20, "then every guess is refused");
    // The operator is told that the address was cut off (once per cut-off: netplay's limit
    // tests count it).
    logged(&server, &["spent its look-up budget", "127.0.0.1"]);
    // The room that exists is not told apart from the guesses now.
    scanner
        .send(&netplay::ClientMessage::Watch {
            room: room.clone(),
            cursor: None,
        })
        .await
        .expect("sent");
    assert!(matches!(
        tokio::time::timeout(GUARD, scanner.recv())
            .await
            .expect("in time")
            .expect("answered"),
        ServerMessage::Refused {
            refusal: Refusal::RateLimited { .. },
            ..
        }
    ));
    server.kill();
}

#[tokio::test]
async fn an_operator_sees_health_rooms_connections_intents_and_refusals() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(dir.path(), &[]);
    let addr: std::net::SocketAddr = server
        .url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .expect("the server's address");
    let health = get(addr, "/health").await;
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(health.ends_with("ok\n"), "{health}");
    let room = open_room::<LoopIt>(&server.url, Options::default()).await;
    // A player who stays, and a refusal: acting without a seat.
    let mut watcher = Connection::<LoopIt>::open(&server.url)
        .await
        .expect("connects");
    watcher
        .send(&netplay::ClientMessage::Watch { room, cursor: None })
        .await
        .expect("sent");
    let mut refused_unknown = Connection::<LoopIt>::open(&server.url)
        .await
        .expect("connects");
    refused_unknown
        .send(&netplay::ClientMessage::Watch {
            room: netplay::RoomCode("ZZZZZZ".to_owned()),
            cursor: None,
        })
        .await
        .expect("sent");
    assert!(matches!(
        tokio::time::timeout(GUARD, refused_unknown.recv())
            .await
            .expect("in time")
            .expect("answered"),
        ServerMessage::Refused {
            refusal: Refusal::NoSuchRoom { .. },
            ..
        }
    ));
    let metrics = get(addr, "/metrics").await;
    assert!(metrics.starts_with("HTTP/1.1 200"), "{metrics}");
    for line in [
        "netplay_rooms{game=\"loopit\"} 1",
        "netplay_rooms{game=\"nardy\"} 0",
        "netplay_refusals_total{game=\"loopit\",kind=\"no_such_room\"} 1",
    ] {
        assert!(
            metrics.lines().any(|l| l == line),
            "{line} in the metrics:\n{metrics}"
        );
    }
    let open: i64 = metrics
        .lines()
        .find_map(|l| l.strip_prefix("netplay_connections "))
        .and_then(|n| n.trim().parse().ok())
        .expect("the open connections");
    assert!(
        open >= 2,
        "the watcher and the refused client are open: {open}"
    );
    server.kill();
}

/// Waits for a line of the server's log that contains every one of `words`.
fn logged(server: &support::Started, words: &[&str]) -> String {
    loop {
        let line = server
            .later
            .recv_timeout(GUARD)
            .unwrap_or_else(|_| panic!("the log says {words:?}"));
        if words.iter().all(|word| line.contains(word)) {
            return line;
        }
    }
}

#[tokio::test]
async fn an_idle_room_ends_and_leaves_memory_and_disk() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(dir.path(), &["--idle-rooms-expire", "1"]);
    let room = open_room::<LoopIt>(&server.url, Options::default()).await;
    assert!(dir.path().join(format!("{room}.json")).exists());
    logged(&server, &[&room.0, "ended: idle too long"]);
    let mut late = Connection::<LoopIt>::open(&server.url)
        .await
        .expect("connects");
    late.send(&netplay::ClientMessage::Watch {
        room: room.clone(),
        cursor: None,
    })
    .await
    .expect("sent");
    assert!(matches!(
        tokio::time::timeout(GUARD, late.recv())
            .await
            .expect("in time")
            .expect("answered"),
        ServerMessage::Refused {
            refusal: Refusal::NoSuchRoom { .. },
            ..
        }
    ));
    // The log speaks once the store has removed it.
    assert!(
        !dir.path().join(format!("{room}.json")).exists(),
        "the idle room's file is removed"
    );
    assert!(
        !dir.path().join("archive").exists(),
        "an idle room's unfinished game is not archived"
    );
    server.kill();
}

#[tokio::test]
async fn a_finished_game_is_archived_and_its_room_ends() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_with(
        dir.path(),
        &["--computer-delay", "0", "--finished-rooms-linger", "0"],
    );
    let room = support::reversi_of_two_computers(&support::url_of(&server.url, "reversi")).await;
    // The two computers play the whole game; the room then ends.
    logged(&server, &[&room.0, "ended: its game is over"]);
    let archive = dir.path().join("reversi").join("archive");
    // The log speaks once the store has archived and removed it.
    let archived = std::fs::read_dir(&archive).ok().and_then(|entries| {
        entries
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .find(|name| name.starts_with(&room.0) && name.ends_with(".json"))
    });
    let archived = archived.expect("the finished game's record is in the archive");
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(archive.join(&archived)).expect("readable"))
            .expect("JSON");
    assert_eq!(record["room"], room.0.as_str());
    assert!(
        !dir.path()
            .join("reversi")
            .join(format!("{room}.json"))
            .exists(),
        "the ended room is no longer among the rooms a start resumes"
    );
    support::archive_serves(server.addr(), &room).await;
    server.kill();
    // A start after resumes no ended room and reads no archive as a room.
    let again = start_with(dir.path(), &[]);
    assert!(again.line.contains(", 0 rooms resumed"), "{}", again.line);
    again.kill();
}
