//! The real program with its rooms in PostgreSQL (`--store postgres://…`), on a PostgreSQL
//! server of the test's own (`netplay_postgres::testing::LocalPostgres`, the machine's
//! PostgreSQL programs): the rooms of all three games come back after a `kill -9` from the
//! database alone, and a server that lost a room to another server sharing the database can
//! no longer change it. Every wait is for a line or a message; `GUARD` only stops a hang.

mod support;

use loopit_online::LoopIt;
use nardy_online::Nardy;
use netplay::{ClientMessage, Connection, ServerMessage};
use netplay_postgres::testing::LocalPostgres;
use reversi_online::Reversi;
use support::{GUARD, Started, open_and_join, resume, start_with, url_of};

fn postgres() -> LocalPostgres {
    match LocalPostgres::start() {
        Ok(server) => server,
        Err(error) => panic!("the test's PostgreSQL did not start: {error}"),
    }
}

/// The server on its own empty folder with its rooms in `database`.
fn start_on(database: &LocalPostgres, folder: &tempfile::TempDir) -> Started {
    start_with(folder.path(), &["--store", &database.address()])
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
    let first = start_on(&database, &first_folder);
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

    // Another process, another empty folder: only the database knows the rooms.
    let second_folder = tempfile::tempdir().expect("a folder");
    let second = start_on(&database, &second_folder);
    assert!(second.line.contains(", 3 rooms resumed"), "{}", second.line);
    let url = second.url.clone();
    resume::<LoopIt>(&url, loopit, loopit_token).await;
    resume::<Nardy>(&url_of(&url, "nardy"), nardy, nardy_token).await;
    resume::<Reversi>(&url_of(&url, "reversi"), reversi, reversi_token).await;
    second.kill();
}

#[tokio::test]
async fn a_server_that_lost_a_room_to_another_cannot_change_it() {
    let database = postgres();
    let (folder_a, folder_b, folder_c) = (
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
        tempfile::tempdir().expect("a folder"),
    );
    let a = start_on(&database, &folder_a);
    let (room, _) = open_and_join::<LoopIt>(&a.url, loopit_online::wire::Options::default()).await;
    // Server B starts on the same database (as when A was thought dead): it resumes the room
    // in the next epoch, written before it listens.
    let b = start_on(&database, &folder_b);
    assert!(b.line.contains(", 1 rooms resumed"), "{}", b.line);

    // A player still on A takes seat 0: A's record of it, of the older epoch, is refused.
    let mut late = Connection::<LoopIt>::open(&a.url).await.expect("connects");
    late.send(&ClientMessage::Join {
        room: room.clone(),
        seat: Some(0),
        name: None,
    })
    .await
    .expect("sent");
    let _ = tokio::time::timeout(GUARD, late.recv()).await;
    let line = logged(&a, &format!("room {room} not kept"));
    assert!(line.contains("another server has resumed it"), "{line}");
    a.kill();
    b.kill();

    // What the database keeps is B's room: seat 0 is still free.
    let c = start_on(&database, &folder_c);
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
