//! The real program with its rooms in PostgreSQL (`--store postgres://…`), on a PostgreSQL
//! server of the test's own (`netplay_postgres::testing::LocalPostgres`, the machine's
//! PostgreSQL programs): the rooms of all three games come back after a `kill -9` from the
//! database alone, and a server that lost a room to another server sharing the database can
//! no longer change it. Every wait is for a line or a message; `GUARD` only stops a hang.

mod support;

use loopit_online::LoopIt;
use nardy_online::Nardy;
use netplay::{Client, ClientMessage, Connection, Entry, ServerMessage, Update};
use netplay_postgres::testing::LocalPostgres;
use reversi_online::Reversi;
use support::{GUARD, Started, open_and_join, resume, start_command, start_with, url_of};

fn postgres() -> LocalPostgres {
    match LocalPostgres::start() {
        Ok(server) => server,
        Err(error) => panic!("the test's PostgreSQL did not start: {error}"),
    }
}

/// The server called `node` on its own empty folder with its rooms in `database`, holding
/// them by a lease of a second.
fn start_on(database: &LocalPostgres, node: &str, folder: &tempfile::TempDir) -> Started {
    start_with(
        folder.path(),
        &[
            "--store",
            &database.address(),
            "--node",
            node,
            "--lease-seconds",
            "1",
        ],
    )
}

/// Waits for a line of `server`'s log that contains `text`: the line.
fn logged(server: &Started, text: &str) -> String {
    let deadline = std::time::Instant::now() + GUARD;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match server.later.recv_timeout(left) {
            Ok(line) if line.contains(text) => return line,
            Ok(_) => {}
            Err(_) => panic!("the server never logged {text:?}"),
        }
    }
}

#[tokio::test]
async fn every_games_rooms_come_back_from_the_database_after_a_kill() {
    let database = postgres();
    let first_folder = tempfile::tempdir().expect("a folder");
    let first = start_on(&database, "one", &first_folder);
    assert!(
        first
            .line
            .contains(", 0 rooms resumed from the database 127.0.0.1:"),
        "{}",
        first.line
    );
    let url = first.url.clone();
    let (loopit, loopit_token) =
        open_and_join::<LoopIt>(&url, loopit_online::wire::Options::default()).await;
    let (nardy, nardy_token) =
        open_and_join::<Nardy>(&url_of(&url, "nardy"), nardy_online::Options::default()).await;
    let (reversi, reversi_token) =
        open_and_join::<Reversi>(&url_of(&url, "reversi"), reversi_online::Options::default())
            .await;
    first.kill();
    let files = std::fs::read_dir(first_folder.path())
        .map(|entries| entries.count())
        .unwrap_or(0);
    assert_eq!(files, 0, "no room was written into the folder");

    // The same server started again (its name, another process and an empty folder): only
    // the database knows the rooms, and they are its own.
    let second_folder = tempfile::tempdir().expect("a folder");
    let second = start_on(&database, "one", &second_folder);
    assert!(second.line.contains(", 3 rooms resumed"), "{}", second.line);
    let url = second.url.clone();
    resume::<LoopIt>(&url, loopit, loopit_token).await;
    resume::<Nardy>(&url_of(&url, "nardy"), nardy, nardy_token).await;
    resume::<Reversi>(&url_of(&url, "reversi"), reversi, reversi_token).await;
    second.kill();
}

#[tokio::test]
async fn a_dead_servers_rooms_move_to_a_live_one_which_leaves_a_live_servers_rooms_alone() {
    let database = postgres();
    let (folder_a, folder_b) = (
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
    );
    let a = start_on(&database, "a", &folder_a);
    let (room, token) =
        open_and_join::<LoopIt>(&a.url, loopit_online::wire::Options::default()).await;
    // B starts beside a live A: A's room is A's.
    let b = start_on(&database, "b", &folder_b);
    assert!(b.line.contains(", 0 rooms resumed"), "{}", b.line);
    a.kill();
    // A's claim lapses; B takes the room over and its player comes back to B.
    let line = logged(&b, &format!("room {room} resumed"));
    assert!(!line.is_empty());
    resume::<LoopIt>(&b.url, room, token).await;
    b.kill();
}

#[tokio::test]
async fn a_dead_servers_room_is_taken_over_for_a_client_who_asks_for_it_as_soon_as_its_claim_lapses()
 {
    let database = postgres();
    let (folder_a, folder_b) = (
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
    );
    // A holds its rooms by a lease of a second; B looks for lapsed rooms only every five
    // minutes (half its lease), so within this test B finds A's room only because a client
    // asks B for it.
    let a = start_on(&database, "a", &folder_a);
    let b = start_with(
        folder_b.path(),
        &[
            "--store",
            &database.address(),
            "--node",
            "b",
            "--lease-seconds",
            "600",
        ],
    );
    let (room, token) =
        open_and_join::<LoopIt>(&a.url, loopit_online::wire::Options::default()).await;
    a.kill();
    // Waits in the database until A's claim has run out (A renews it no more).
    let waited = database.sql(
        "SELECT pg_sleep(greatest(0, extract(epoch FROM max(lease_until) - now())) + 0.05) \
           FROM rooms",
    );
    assert!(waited.is_ok(), "{waited:?}");
    // The player comes back to B, which had not taken the room over: it does so now.
    resume::<LoopIt>(&b.url, room.clone(), token).await;
    let line = logged(&b, &format!("taking over room {room}"));
    assert!(line.contains("for a client"), "{line}");
    b.kill();
}

/// Pauses (`SIGSTOP`) or wakes (`SIGCONT`) a server process, as a long pause of its machine.
fn signal(server: &Started, signal: &str) {
    let sent = std::process::Command::new("kill")
        .args([signal, &server.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success(), "kill {signal}");
}

#[tokio::test]
async fn a_server_that_lost_a_room_while_paused_cannot_change_it_and_lets_it_go() {
    let database = postgres();
    let (folder_a, folder_b, folder_c) = (
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
    );
    let a = start_on(&database, "a", &folder_a);
    let (room, _) = open_and_join::<LoopIt>(&a.url, loopit_online::wire::Options::default()).await;
    let b = start_on(&database, "b", &folder_b);
    // A player still connected to A, about to take seat 0.
    let mut late = Connection::<LoopIt>::open(&a.url).await.expect("connects");
    // A stops renewing its claim while it is paused; B takes the room over (a new epoch).
    signal(&a, "-STOP");
    logged(&b, &format!("room {room} resumed"));
    signal(&a, "-CONT");
    late.send(&ClientMessage::Join {
        room: room.clone(),
        seat: Some(0),
        name: None,
    })
    .await
    .expect("sent");
    let _ = tokio::time::timeout(GUARD, late.recv()).await;
    // A's record of the older epoch is refused, and A lets the room go.
    let line = logged(&a, &format!("room {room} not kept"));
    assert!(line.contains("another server has resumed it"), "{line}");
    logged(&a, &format!("room {room} let go"));
    a.kill();
    b.kill();

    // What the database keeps is B's room: seat 0 is still free.
    let c = start_on(&database, "b", &folder_c);
    let mut player = Connection::<LoopIt>::open(&c.url).await.expect("connects");
    player
        .send(&ClientMessage::Join {
            room,
            seat: Some(0),
            name: None,
        })
        .await
        .expect("sent");
    let answer = tokio::time::timeout(GUARD, player.recv())
        .await
        .expect("an answer")
        .expect("a message");
    assert!(
        matches!(answer, ServerMessage::Seated { seat: 0, .. }),
        "seat 0 was taken by the stale server's write: {answer:?}"
    );
    c.kill();
}

/// A port nobody listens on now (taken and let go), for a server that must say its address
/// before it starts.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

#[tokio::test]
async fn a_client_that_asks_another_server_for_a_room_is_sent_to_the_server_holding_it() {
    let database = postgres();
    let (folder_a, folder_b) = (
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
    );
    let port = free_port();
    let here = format!("127.0.0.1:{port}");
    let advertised = format!("ws://{here}");
    let a = start_command(
        std::process::Command::new(env!("CARGO_BIN_EXE_loopit-server"))
            .args(["--listen", &here, "--data"])
            .arg(folder_a.path())
            .args(["--store", &database.address(), "--node", "a"])
            .args(["--advertise", &advertised, "--lease-seconds", "5"]),
    );
    let room =
        support::open_room::<Nardy>(&url_of(&a.url, "nardy"), nardy_online::Options::default())
            .await;
    let b = start_on(&database, "b", &folder_b);
    assert!(b.line.contains(", 0 rooms resumed"), "{}", b.line);

    // Asked directly, B says where the room is.
    let mut asking = Connection::<Nardy>::open(&url_of(&b.url, "nardy"))
        .await
        .expect("connects");
    asking
        .send(&ClientMessage::Watch {
            room: room.clone(),
            cursor: None,
        })
        .await
        .expect("sent");
    let answer = tokio::time::timeout(GUARD, asking.recv())
        .await
        .expect("an answer")
        .expect("a message");
    assert!(
        matches!(&answer, ServerMessage::Refused { refusal: netplay::Refusal::RoomElsewhere { address }, .. } if *address == advertised),
        "{answer:?}"
    );

    // A window's client, given B's address, follows to A and takes its seat there.
    let (woken, wait) = std::sync::mpsc::channel();
    let client = Client::<Nardy>::start(
        url_of(&b.url, "nardy"),
        Entry::Join {
            room: room.clone(),
            seat: Some(1),
            name: None,
        },
        move || {
            let _ = woken.send(());
        },
    )
    .expect("a client");
    // Waits until the client is seated (again): the seat and room.
    let seated_again = |client: Client<Nardy>, wait: std::sync::mpsc::Receiver<()>| {
        tokio::task::spawn_blocking(move || {
            loop {
                for update in client.poll() {
                    match update {
                        Update::Message(ServerMessage::Seated { seat, room, .. }) => {
                            return (Some((seat, room)), client, wait);
                        }
                        Update::State(netplay::ConnectionState::Closed { error }) => {
                            panic!("closed: {error:?}")
                        }
                        _ => {}
                    }
                }
                if wait.recv_timeout(GUARD).is_err() {
                    return (None, client, wait);
                }
            }
        })
    };
    let (seated, client, wait) = seated_again(client, wait)
        .await
        .expect("the waiting thread");
    assert_eq!(seated, Some((1, room.clone())), "seated at A through B");

    // A dies for good: the client, which cannot reach A, goes back to B, which takes the room
    // over once A's claim has lapsed, and seats the player there.
    a.kill();
    let (seated, client, _) = seated_again(client, wait)
        .await
        .expect("the waiting thread");
    assert_eq!(
        seated,
        Some((1, room.clone())),
        "seated again, at B, after A died"
    );
    logged(&b, &format!("room {room}"));
    drop(client);
    b.kill();
}

#[tokio::test]
async fn a_finished_game_is_archived_in_the_database_and_served_over_http() {
    let database = postgres();
    let folder = tempfile::tempdir().expect("a folder");
    let server = start_with(
        folder.path(),
        &[
            "--store",
            &database.address(),
            "--node",
            "one",
            "--computer-delay",
            "0",
            "--finished-rooms-linger",
            "0",
        ],
    );
    let room = support::reversi_of_two_computers(&url_of(&server.url, "reversi")).await;
    logged(&server, &format!("room {room} ended: its game is over"));
    support::archive_serves(server.addr(), &room).await;
    server.kill();
}
