//! What the tests of the server process share: starting the real program on 127.0.0.1 with
//! port 0 and reading where it listens from its log. Every wait is for a line or a message;
//! `GUARD` only stops a hang.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use netplay::{
    ClientMessage, Connection, OnlineGame, RoomCode, SeatKind, SeatSetup, SeatToken, ServerMessage,
};

pub const GUARD: Duration = Duration::from_secs(60);

/// A server process and what it logged up to the line saying where it listens.
pub struct Started {
    pub child: Child,
    /// LoopIt's URL, `ws://ADDR/ws`.
    pub url: String,
    /// The line naming the URL (with the count of rooms resumed).
    pub line: String,
    /// Every line logged before it.
    pub before: Vec<String>,
    /// The lines logged after it, as they come.
    pub later: mpsc::Receiver<String>,
}

impl Started {
    /// The address it listens on.
    pub fn addr(&self) -> std::net::SocketAddr {
        self.url
            .trim_start_matches("ws://")
            .trim_end_matches("/ws")
            .parse()
            .expect("the server's address")
    }

    /// Kills the process (SIGKILL) and waits until it is gone.
    pub fn kill(self) {
        drop(self);
    }
}

impl Drop for Started {
    /// No server is left running behind a test, whether it passed or failed.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the server on `dir` with `args` beside `--listen 127.0.0.1:0 --data DIR`.
pub fn start_with(dir: &Path, args: &[&str]) -> Started {
    start_command(
        Command::new(env!("CARGO_BIN_EXE_loopit-server"))
            .args(["--listen", "127.0.0.1:0", "--data"])
            .arg(dir)
            .args(args),
    )
}

/// Starts `command` (the server with its arguments) and waits for the line saying where it
/// listens.
pub fn start_command(command: &mut Command) -> Started {
    let mut child = command
        .env(
            "RUST_LOG",
            std::env::var("ECHO_SERVER_LOG").unwrap_or_else(|_| "info".to_owned()),
        )
        .stderr(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let stderr = child.stderr.take().expect("its log");
    let (lines, found) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if std::env::var_os("ECHO_SERVER_LOG").is_some() {
                eprintln!("server: {line}");
            }
            let _ = lines.send(line);
        }
    });
    let mut before = Vec::new();
    loop {
        let line = match found.recv_timeout(GUARD) {
            Ok(line) => line,
            Err(e) => {
                // No server left running behind a failed test.
                let _ = child.kill();
                let _ = child.wait();
                panic!("the server logs where it listens: {e}; it logged {before:#?}");
            }
        };
        if let Some(rest) = line.split("clients connect to ").nth(1) {
            let url = rest.split(')').next().expect("a URL").to_owned();
            return Started {
                child,
                url,
                line,
                before,
                later: found,
            };
        }
        before.push(line);
    }
}

/// Starts the server on `dir`: the process, LoopIt's URL and the line naming it.
pub fn start(dir: &Path) -> Started {
    start_with(dir, &[])
}

/// The URL of a game other than LoopIt, beside LoopIt's `ws://ADDR/ws`.
pub fn url_of(loopit: &str, game: &str) -> String {
    format!("{loopit}/{game}")
}

/// Two people's seats.
pub fn two_people<L>() -> Vec<SeatSetup<L>> {
    (0..2)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: SeatKind::Person,
        })
        .collect()
}

/// Asks for a room of `G` for two people on `connection`: the server's answer.
pub async fn create<G: OnlineGame>(
    connection: &mut Connection<G>,
    options: G::Options,
) -> ServerMessage<G> {
    connection
        .send(&ClientMessage::Create {
            seats: two_people(),
            options,
            stand_in: None,
            seed: None,
            host: None,
        })
        .await
        .expect("sent");
    tokio::time::timeout(GUARD, connection.recv())
        .await
        .expect("an answer in time")
        .expect("a message")
}

/// Opens a room of `G` for two people: its code.
pub async fn open_room<G: OnlineGame>(url: &str, options: G::Options) -> RoomCode {
    let mut host = Connection::<G>::open(url).await.expect("connects");
    match create(&mut host, options).await {
        ServerMessage::Created { room } => room,
        other => panic!("no room of {}: {other:?}", G::NAME),
    }
}

/// Sends `GET path` over a plain connection and returns the whole answer (the server closes
/// the connection after it).
pub async fn get(addr: std::net::SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: test\r\n\r\n").as_bytes())
        .await
        .expect("sent");
    let mut answer = Vec::new();
    tokio::time::timeout(GUARD, stream.read_to_end(&mut answer))
        .await
        .expect("answered and closed in time")
        .expect("read");
    String::from_utf8_lossy(&answer).into_owned()
}

/// Opens a room of `G` with two people's seats and joins seat 1: the room and the seat's token.
pub async fn open_and_join<G: OnlineGame>(url: &str, options: G::Options) -> (RoomCode, SeatToken) {
    let mut host = Connection::<G>::open(url).await.expect("connects");
    let create = ClientMessage::Create {
        seats: two_people(),
        options,
        stand_in: None,
        seed: None,
        host: None,
    };
    host.send(&create).await.expect("sent");
    let Ok(Ok(ServerMessage::Created { room })) = tokio::time::timeout(GUARD, host.recv()).await
    else {
        panic!("no room of {}", G::NAME);
    };
    host.send(&ClientMessage::Join {
        room: room.clone(),
        seat: Some(1),
        name: None,
    })
    .await
    .expect("sent");
    let Ok(Ok(ServerMessage::Seated { token, .. })) =
        tokio::time::timeout(GUARD, host.recv()).await
    else {
        panic!("not seated in {}", G::NAME);
    };
    (room, token)
}

/// Comes back to seat 1 of a room of `G`.
pub async fn resume<G: OnlineGame>(url: &str, room: RoomCode, token: SeatToken) {
    let mut back = Connection::<G>::open(url).await.expect("connects");
    back.send(&ClientMessage::Resume {
        room,
        token,
        cursor: None,
    })
    .await
    .expect("sent");
    let answer = tokio::time::timeout(GUARD, back.recv())
        .await
        .expect("an answer")
        .expect("a message");
    assert!(
        matches!(answer, ServerMessage::Seated { seat: 1, .. }),
        "{}: {answer:?}",
        G::NAME
    );
}

/// Opens a Reversi room of two computers (`greedy`, named C0 and C1), who play the whole game
/// by themselves: its code.
pub async fn reversi_of_two_computers(url: &str) -> RoomCode {
    use reversi_online::Reversi;
    let level: <Reversi as OnlineGame>::Level =
        serde_json::from_str("\"greedy\"").expect("a level");
    let mut host = Connection::<Reversi>::open(url).await.expect("connects");
    host.send(&ClientMessage::Create {
        seats: (0..2)
            .map(|i| SeatSetup {
                name: format!("C{i}"),
                kind: SeatKind::Computer(level),
            })
            .collect(),
        options: serde_json::from_str(r#"{"rules":"document"}"#).expect("options"),
        stand_in: None,
        seed: None,
        host: None,
    })
    .await
    .expect("sent");
    match tokio::time::timeout(GUARD, host.recv()).await {
        Ok(Ok(ServerMessage::Created { room })) => room,
        other => panic!("a room of two computers: {other:?}"),
    }
}

/// The body of an HTTP answer, as JSON.
fn body(answer: &str) -> serde_json::Value {
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    serde_json::from_str(body).unwrap_or_else(|e| panic!("JSON ({e}): {body}"))
}

/// The server at `addr` serves the archived Reversi game of `room` (C0 against C1) over HTTP:
/// listed among C0's games, its record by its id; a stranger has none, and an unknown id is
/// not found.
pub async fn archive_serves(addr: std::net::SocketAddr, room: &RoomCode) {
    let listed = body(&get(addr, "/games/reversi?player=C0").await);
    let games = listed.as_array().expect("a list");
    assert_eq!(games.len(), 1, "{listed}");
    assert_eq!(games[0]["room"], room.0.as_str());
    assert_eq!(games[0]["players"], serde_json::json!(["C0", "C1"]));
    let id = games[0]["id"].as_str().expect("an id");
    assert!(id.starts_with(&format!("{}-", room.0)), "{id}");
    let record = body(&get(addr, &format!("/games/reversi/{id}")).await);
    assert_eq!(record["room"], room.0.as_str());
    assert_eq!(record["seats"][1]["setup"]["name"], "C1");
    let stranger = body(&get(addr, "/games/reversi?player=Eve").await);
    assert_eq!(stranger, serde_json::json!([]));
    let missing = get(addr, &format!("/games/reversi/{}-1", room.0)).await;
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
}
