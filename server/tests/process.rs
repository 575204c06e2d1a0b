//! The real program: started on 127.0.0.1 with port 0, a room of each game opened at its path
//! and a seat joined, the process killed (SIGKILL) and started again on the same folder: every
//! room and its seat's token are back. Every wait is for a line or a message; `GUARD` only
//! stops a hang.

mod support;

use std::process::Command;

use loopit_online::LoopIt;
use loopit_online::wire::Options;
use nardy_online::Nardy;
use netplay::{Connection, Refusal};
use reversi_online::Reversi;
use support::{open_and_join, resume, start, url_of};

#[tokio::test]
async fn one_process_hosts_every_game_each_at_its_path() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start(dir.path());
    let url = server.url.clone();
    let (nardy_url, reversi_url) = (url_of(&url, "nardy"), url_of(&url, "reversi"));
    let (nardy_room, nardy_token) =
        open_and_join::<Nardy>(&nardy_url, nardy_online::Options::default()).await;
    let (reversi_room, reversi_token) =
        open_and_join::<Reversi>(&reversi_url, reversi_online::Options::default()).await;
    // A game's client at another game's path is refused in the handshake, by name.
    let wrong = Connection::<Nardy>::open(&url).await;
    assert_eq!(
        wrong.map(|_| ()),
        Err(netplay::ClientError::Refused(Refusal::WrongGame {
            server: "loopit".to_owned()
        }))
    );
    server.kill();
    assert!(
        dir.path()
            .join("nardy")
            .join(format!("{nardy_room}.json"))
            .exists()
    );
    assert!(
        dir.path()
            .join("reversi")
            .join(format!("{reversi_room}.json"))
            .exists()
    );
    let again = start(dir.path());
    let url = again.url.clone();
    let line = again.line.clone();
    assert!(line.contains(", 2 rooms resumed"), "{line}");
    resume::<Nardy>(&url_of(&url, "nardy"), nardy_room, nardy_token).await;
    resume::<Reversi>(&url_of(&url, "reversi"), reversi_room, reversi_token).await;
    again.kill();
}

#[tokio::test]
async fn a_killed_server_process_comes_back_with_its_rooms() {
    let dir = tempfile::tempdir().expect("a folder");
    let first = start(dir.path());
    let url = first.url.clone();
    let line = first.line.clone();
    assert!(line.contains(", 0 rooms resumed"), "{line}");
    let (room, token) = open_and_join::<LoopIt>(&url, Options::default()).await;
    first.kill();

    let second = start(dir.path());
    let url = second.url.clone();
    let line = second.line.clone();
    assert!(line.contains(", 1 rooms resumed"), "{line}");
    resume::<LoopIt>(&url, room, token).await;
    second.kill();
}

#[test]
fn workers_out_of_range_are_refused_at_once() {
    // `--workers 100000` once hung at the start with 384 MB.
    for workers in ["0", "100000", "18446744073709551615"] {
        let output = Command::new(env!("CARGO_BIN_EXE_loopit-server"))
            .args(["--listen", "127.0.0.1:0", "--workers", workers])
            .output()
            .expect("the server runs");
        assert_eq!(output.status.code(), Some(2), "--workers {workers}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with("error: ") && err.contains(workers), "{err}");
    }
    let help = Command::new(env!("CARGO_BIN_EXE_loopit-server"))
        .arg("--help")
        .output()
        .expect("the server runs");
    assert!(String::from_utf8_lossy(&help.stdout).contains("1 to 256"));
}
