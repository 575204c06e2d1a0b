//! The PostgreSQL store on a real PostgreSQL server of the test's own
//! ([`netplay_postgres::testing::LocalPostgres`]): rooms kept and read back, fencing by epoch
//! between two servers sharing the database, games kept apart, the schema migrated once, and
//! finished games found by a player's name.

use netplay::{RoomCode, RoomStore, StoreError};
use netplay_postgres::testing::LocalPostgres;
use std::time::Duration;

use netplay_postgres::{Database, MIGRATIONS, Node};

fn postgres() -> LocalPostgres {
    match LocalPostgres::start() {
        Ok(server) => server,
        Err(error) => panic!("the test's PostgreSQL did not start: {error}"),
    }
}

/// Node `name`, holding its rooms for `lease`.
fn node(name: &str, lease: Duration) -> Node {
    Node {
        lease,
        ..Node::named(name)
    }
}

const HOUR: Duration = Duration::from_secs(3600);

fn code() -> RoomCode {
    RoomCode::random().expect("the system's random source")
}

fn kept(store: &dyn RoomStore) -> Vec<(RoomCode, String)> {
    let mut rooms: Vec<_> = store
        .load_all()
        .expect("listed")
        .into_iter()
        .map(|room| room.expect("readable"))
        .collect();
    rooms.sort();
    rooms
}

/// What the database gives back for a record: the same JSON, as jsonb writes it.
fn json(text: &str) -> String {
    text.replace(':', ": ").replace(',', ", ")
}

#[test]
fn rooms_are_kept_read_back_by_another_connection_and_removed() {
    let server = postgres();
    let (a, b) = (code(), code());
    {
        let store = Database::connect(&server.address(), node("a", HOUR))
            .expect("connected")
            .store("loopit");
        store.save(&a, 1, r#"{"n":1}"#).expect("written");
        store.save(&b, 1, r#"{"n":2}"#).expect("written");
        store.save(&a, 1, r#"{"n":3}"#).expect("written again");
        assert!(store.contains(&a));
    }
    // The same server started again (a new pool, the same node) finds both.
    let store = Database::connect(&server.address(), node("a", HOUR))
        .expect("connected again")
        .store("loopit");
    let mut expected = vec![
        (a.clone(), json(r#"{"n":3}"#)),
        (b.clone(), json(r#"{"n":2}"#)),
    ];
    expected.sort();
    assert_eq!(kept(&store), expected);
    assert!(store.contains(&a), "what was read is known");
    store.remove(&a, 1).expect("removed");
    assert!(!store.contains(&a));
    assert_eq!(kept(&store), vec![(b, json(r#"{"n":2}"#))]);
}

#[test]
fn a_server_of_an_older_epoch_can_neither_overwrite_nor_remove_the_newer_owners_room() {
    let server = postgres();
    let room = code();
    let old_owner = Database::connect(&server.address(), node("old", HOUR))
        .expect("connected")
        .store("nardy");
    let new_owner = Database::connect(&server.address(), node("new", HOUR))
        .expect("connected")
        .store("nardy");
    old_owner
        .save(&room, 1, r#"{"by":"old"}"#)
        .expect("written");
    // The other server resumes the room: its epoch is one more.
    new_owner
        .save(&room, 2, r#"{"by":"new"}"#)
        .expect("written");
    match old_owner.save(&room, 1, r#"{"by":"old","late":1}"#) {
        Err(StoreError::Fenced {
            kept: 2,
            ours: 1,
            room: fenced,
        }) => assert_eq!(fenced, room),
        other => panic!("the stale write was not refused: {other:?}"),
    }
    assert!(matches!(
        old_owner.remove(&room, 1),
        Err(StoreError::Fenced {
            kept: 2,
            ours: 1,
            ..
        })
    ));
    assert_eq!(
        kept(&new_owner),
        vec![(room.clone(), json(r#"{"by":"new"}"#))]
    );
    new_owner
        .save(&room, 2, r#"{"by":"new","n":2}"#)
        .expect("the owner writes in its own epoch");
    new_owner.remove(&room, 2).expect("the owner removes it");
    assert!(kept(&new_owner).is_empty());
}

#[test]
fn each_game_sees_only_its_own_rooms_and_the_schema_is_migrated_once() {
    let server = postgres();
    let database = Database::connect(&server.address(), node("a", HOUR)).expect("connected");
    let again = Database::connect(&server.address(), node("a", HOUR))
        .expect("a second start migrates nothing");
    let (loopit, reversi) = (database.store("loopit"), again.store("reversi"));
    let room = code();
    loopit.save(&room, 1, r#"{"g":"loopit"}"#).expect("written");
    reversi
        .save(&room, 5, r#"{"g":"reversi"}"#)
        .expect("the same code in another game");
    assert_eq!(
        kept(&loopit),
        vec![(room.clone(), json(r#"{"g":"loopit"}"#))]
    );
    assert_eq!(kept(&reversi), vec![(room, json(r#"{"g":"reversi"}"#))]);
    // The schema's version table lists each migration once, though two servers started.
    let known: Vec<i32> = MIGRATIONS.iter().map(|(version, _)| *version).collect();
    assert_eq!(again.applied().expect("listed"), known);
}

#[test]
fn finished_games_are_archived_and_found_by_a_players_name_newest_first() {
    let server = postgres();
    let store = Database::connect(&server.address(), node("a", HOUR))
        .expect("connected")
        .store("reversi");
    let record = |a: &str, b: &str, n: u32| {
        format!(
            r#"{{"seats":[{{"setup":{{"name":"{a}","kind":"Person"}}}},{{"setup":{{"name":"{b}","kind":"Person"}}}}],"n":{n}}}"#
        )
    };
    let (first, second, other) = (code(), code(), code());
    store
        .archive(&first, &record("Anna", "Ben", 1))
        .expect("archived");
    store
        .archive(&second, &record("Cleo", "Anna", 2))
        .expect("archived");
    store
        .archive(&other, &record("Cleo", "Dan", 3))
        .expect("archived");
    let annas = store.archived("Anna", 10).expect("listed");
    let rooms: Vec<_> = annas.iter().map(|game| game.room.clone()).collect();
    assert_eq!(rooms, vec![second, first], "Anna's two games, newest first");
    assert_eq!(annas[0].players, vec!["Cleo".to_owned(), "Anna".to_owned()]);
    let record = store
        .archived_record(&annas[0].id)
        .expect("read")
        .expect("the game's record");
    assert!(record.contains("\"n\": 2"), "{record}");
    assert_eq!(
        store.archived("Anna", 1).expect("listed").len(),
        1,
        "the limit holds"
    );
    assert!(store.archived("Eve", 10).expect("listed").is_empty());
    // An archived game is not a room to resume.
    assert!(kept(&store).is_empty());
}

#[test]
fn a_database_that_cannot_be_reached_is_a_typed_error_not_a_hang() {
    let server = postgres();
    let address = server.address();
    server.stop();
    match Database::connect(&address, node("a", HOUR)) {
        Err(StoreError::Database(_)) => {}
        other => panic!("connected to a stopped server: {other:?}"),
    }
    assert!(matches!(
        Database::connect("mysql://nobody", node("a", HOUR)),
        Err(StoreError::Database(_))
    ));
}

#[test]
fn a_live_servers_rooms_are_left_alone_and_a_gone_servers_rooms_are_taken_over_once() {
    let server = postgres();
    let address = server.address();
    let (held, orphaned) = (code(), code());
    let live = Database::connect(&address, node("live", HOUR))
        .expect("connected")
        .store("loopit");
    live.save(&held, 1, r#"{"by":"live"}"#).expect("written");
    // A server whose claim has lapsed at once (a lease of no time): as if it had died.
    let gone = Database::connect(&address, node("gone", Duration::ZERO))
        .expect("connected")
        .store("loopit");
    gone.save(&orphaned, 3, r#"{"by":"gone"}"#)
        .expect("written");

    let other = Database::connect(&address, node("other", HOUR))
        .expect("connected")
        .store("loopit");
    assert_eq!(
        kept(&other),
        vec![(orphaned.clone(), json(r#"{"by":"gone"}"#))],
        "at start, only the room nobody holds"
    );
    let again = Database::connect(&address, node("third", HOUR))
        .expect("connected")
        .store("loopit");
    assert!(kept(&again).is_empty(), "the room is the other's now");
    assert!(
        again.claim_lapsed().expect("claimed").is_empty(),
        "and stays so"
    );
    assert!(
        other.claim_lapsed().expect("claimed").is_empty(),
        "no room is claimed twice"
    );

    // The live server, started again under its name after a crash, takes its room back.
    let restarted = Database::connect(&address, node("live", HOUR))
        .expect("connected")
        .store("loopit");
    assert_eq!(kept(&restarted), vec![(held, json(r#"{"by":"live"}"#))]);
}
