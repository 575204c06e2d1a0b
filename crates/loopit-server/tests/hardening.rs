//! The server process as a public server is used and attacked: restarts in a row, room files
//! an operator (or a mistake) put into its folder, and many rooms asked for at once. Loopback
//! only, every loop bounded.

mod support;

use loopit_online::LoopIt;
use loopit_online::wire::Options;
use netplay::{Connection, Refusal, ServerMessage};
use support::{GUARD, create, open_room, start_with};

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
    let asked = connections.into_iter().map(|mut connection| {
        tokio::spawn(async move { create(&mut connection, Options::default()).await })
    });
    let mut created = 0;
    let mut full = 0;
    for answer in asked {
        match tokio::time::timeout(GUARD, answer)
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
