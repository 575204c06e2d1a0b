//! The room's rules with a toy game: seats in turn add 1 or 2 to a total; each seat holds a
//! secret number that only it is told.

use super::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Race {
    total: u32,
    current: usize,
    secrets: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Step {
    Add(u32),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Told {
    Added { seat: usize, by: u32 },
    Secret { seat: usize, secret: Option<u32> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum No {
    NotYourTurn,
    Over,
    TooMuch,
    Unnamed,
}

const GOAL: u32 = 10;

impl OnlineGame for Race {
    const NAME: &'static str = "race";
    type Options = ();
    type Level = u8;
    type Intent = Step;
    type Event = Told;
    type View = (u32, Option<u32>);
    type Refusal = No;
    type RecordError = String;

    fn new(seats: &[SeatSetup<u8>], _: &(), seed: u64) -> Result<Race, No> {
        if seats.iter().any(|seat| seat.name.is_empty()) {
            return Err(No::Unnamed);
        }
        let secrets = (0..seats.len() as u64).map(|i| (seed + i) as u32).collect();
        Ok(Race {
            total: 0,
            current: 0,
            secrets,
        })
    }

    fn not_your_turn(to_move: Option<usize>) -> No {
        if to_move.is_some() {
            No::NotYourTurn
        } else {
            No::Over
        }
    }

    fn to_move(&self) -> Option<usize> {
        (self.total < GOAL).then_some(self.current)
    }

    fn act(&mut self, seat: usize, Step::Add(by): &Step) -> Result<Vec<Told>, No> {
        if self.total >= GOAL {
            return Err(No::Over);
        }
        if seat != self.current {
            return Err(No::NotYourTurn);
        }
        if !(1..=2).contains(by) {
            return Err(No::TooMuch);
        }
        self.total += by;
        self.current = (self.current + 1) % self.secrets.len();
        let next = self.current;
        Ok(vec![
            Told::Added { seat, by: *by },
            Told::Secret {
                seat: next,
                secret: Some(self.secrets[next]),
            },
        ])
    }

    fn computer_intent(&mut self, _: usize, level: u8) -> Option<Step> {
        Some(Step::Add(u32::from(level)))
    }

    fn tell(event: &Told, viewer: Viewer) -> Told {
        match event {
            Told::Secret { seat, .. } if viewer != Viewer::Seat(*seat) => Told::Secret {
                seat: *seat,
                secret: None,
            },
            _ => event.clone(),
        }
    }

    fn view(&self, viewer: Viewer) -> (u32, Option<u32>) {
        let secret = match viewer {
            Viewer::Seat(seat) => self.secrets.get(seat).copied(),
            Viewer::Spectator => None,
        };
        (self.total, secret)
    }

    fn is_checkpoint(_: &Told) -> bool {
        true
    }

    fn record(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    fn from_record(text: &str) -> Result<Race, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

fn person(name: &str) -> SeatSetup<u8> {
    SeatSetup {
        name: name.into(),
        kind: SeatKind::Person,
    }
}

fn room(stand_in: Option<u8>) -> Room<Race> {
    let seats = vec![person("A"), person("B")];
    Room::create(RoomCode("ABCDEF".into()), seats, &(), stand_in, 7).expect("a room")
}

#[test]
fn a_seat_is_joined_once_and_its_token_finds_it() {
    let mut room = room(None);
    let (token, events) = room.join(1).expect("free");
    assert_eq!(room.seat_of(&token), Some(1));
    assert_eq!(events.len(), 1);
    assert_eq!(
        room.join(1).map(|_| ()),
        Err(Refusal::SeatNotFree { seat: 1 })
    );
    assert_eq!(
        room.join(2).map(|_| ()),
        Err(Refusal::NoSuchSeat { seat: 2 })
    );
    let computer = SeatSetup {
        name: "C".into(),
        kind: SeatKind::Computer(1),
    };
    let mut with_computer = Room::<Race>::create(
        RoomCode("ABCDEF".into()),
        vec![person("A"), computer],
        &(),
        None,
        1,
    )
    .expect("a room");
    assert_eq!(
        with_computer.join(1).map(|_| ()),
        Err(Refusal::SeatNotFree { seat: 1 })
    );
}

#[test]
fn an_intent_sent_again_is_refused_and_changes_nothing() {
    let mut room = room(None);
    room.act(0, 1, &Step::Add(1)).expect("seat 0 moves");
    let cursor = room.cursor();
    let total = room.game().total;
    room.act(1, 1, &Step::Add(2))
        .expect("seat 1 starts at 1 too");
    assert_eq!(
        room.act(1, 1, &Step::Add(2)).map(|_| ()),
        Err(Refusal::Replayed { id: 1, next_id: 2 })
    );
    assert_eq!(room.game().total, total + 2);
    assert_eq!(room.cursor().seq, cursor.seq + 2);
}

#[test]
fn a_refused_intent_changes_nothing_and_numbers_no_event() {
    let mut room = room(None);
    let before = (room.game().clone(), room.cursor());
    assert_eq!(
        room.act(1, 1, &Step::Add(1)).map(|_| ()),
        Err(Refusal::Game {
            refusal: No::NotYourTurn
        })
    );
    assert_eq!((room.game().clone(), room.cursor()), before);
    // The refused number may still be used.
    room.act(0, 1, &Step::Add(1))
        .expect("the same number, now good");
}

#[test]
fn catching_up_gives_exactly_the_events_after_the_cursor_as_the_viewer_may_know_them() {
    let mut room = room(None);
    room.act(0, 1, &Step::Add(1)).expect("legal");
    let cursor = room.cursor();
    let made: Vec<u64> = [
        room.act(1, 1, &Step::Add(2)).expect("legal"),
        room.act(0, 2, &Step::Add(1)).expect("legal"),
    ]
    .concat()
    .into_iter()
    .map(|(seq, _)| seq)
    .collect();
    let CatchUp::Events(for_seat_1) = room.catch_up(Viewer::Seat(1), Some(cursor)) else {
        panic!("the events are kept");
    };
    let seqs: Vec<u64> = for_seat_1.iter().map(|(seq, _)| *seq).collect();
    assert_eq!(seqs, made);
    // The secret drawn for seat 1 by seat 0's last move: seat 1 is told, a spectator is not.
    let secret = |events: &[(u64, RoomEvent<Told, u8>)]| match events.last() {
        Some((
            _,
            RoomEvent::Game {
                event: Told::Secret { secret, .. },
            },
        )) => *secret,
        other => panic!("not a secret: {other:?}"),
    };
    assert_eq!(secret(&for_seat_1), Some(8));
    let CatchUp::Events(for_spectator) = room.catch_up(Viewer::Spectator, Some(cursor)) else {
        panic!("the events are kept");
    };
    assert_eq!(secret(&for_spectator), None);
}

#[test]
fn another_epoch_or_a_cursor_ahead_gets_a_snapshot() {
    let mut room = room(None);
    room.act(0, 1, &Step::Add(1)).expect("legal");
    let old = Cursor {
        epoch: room.cursor().epoch - 1,
        seq: 1,
    };
    let ahead = Cursor {
        seq: room.cursor().seq + 5,
        ..room.cursor()
    };
    for cursor in [None, Some(old), Some(ahead)] {
        let CatchUp::Snapshot {
            cursor: at, view, ..
        } = room.catch_up(Viewer::Seat(0), cursor)
        else {
            panic!("{cursor:?} should get a snapshot");
        };
        assert_eq!(at, room.cursor());
        assert_eq!(view, (1, Some(7)));
    }
}

#[test]
fn a_player_away_too_long_is_stood_in_for_and_takes_the_seat_back() {
    let mut room = room(Some(2));
    room.join(0).expect("free");
    let start = Instant::now();
    let after = Duration::from_secs(30);
    room.disconnect(0, start);
    assert_eq!(room.computer_to_move(), None);
    assert_eq!(room.next_takeover(after), Some(start + after));
    assert!(room.take_over_away(start + after / 2, after).is_empty());
    let events = room.take_over_away(start + after, after);
    assert_eq!(events.len(), 1);
    assert_eq!(room.computer_to_move(), Some((0, 2)));
    let step = room.computer_step().expect("plays").expect("legal");
    assert_eq!(step.len(), 2);
    assert_eq!(room.game().total, 2);
    // Seat 1 is a person who never came: its turn waits (no computer of its own).
    assert_eq!(room.computer_to_move(), None);
    room.connect(0);
    assert!(!room.seats()[0].stand_in);
}

#[test]
fn a_record_brings_back_the_game_and_the_tokens_in_a_new_epoch() {
    let mut room = room(None);
    let (token, _) = room.join(0).expect("free");
    room.act(0, 5, &Step::Add(2)).expect("legal");
    let text = serde_json::to_string(&room.record()).expect("a record is JSON");
    let record: RoomRecord<u8> = serde_json::from_str(&text).expect("read back");
    let back = Room::<Race>::from_record(record, Instant::now()).expect("a room");
    assert_eq!(back.game(), room.game());
    assert_eq!(back.seat_of(&token), Some(0));
    assert_eq!(back.next_id(0), 6);
    assert_eq!(back.cursor().epoch, room.cursor().epoch + 1);
    assert_eq!(back.seats()[0].connected, 0);
}

fn lobby(seats: Vec<SeatSetup<u8>>) -> Room<Race> {
    Room::create_with_lobby(RoomCode("ABCDEF".into()), seats, &(), None, 7, Some(0))
        .expect("a room")
}

#[test]
fn a_lobby_waits_for_its_host_nobody_moves_until_then() {
    let computer = SeatSetup {
        name: "C".into(),
        kind: SeatKind::Computer(1),
    };
    let mut room = lobby(vec![person("Host"), computer]);
    room.join(0).expect("the host's seat");
    assert_eq!(room.lobby(), Some(0));
    assert_eq!(room.computer_to_move(), None, "the computer waits");
    assert_eq!(
        room.act(0, 1, &Step::Add(1)).map(|_| ()),
        Err(Refusal::NotStarted)
    );
    assert_eq!(room.start(1).map(|_| ()), Err(Refusal::NotHost { host: 0 }));
    let before = room.cursor().seq;
    let events = room.start(0).expect("the host starts");
    assert!(matches!(events.as_slice(), [(seq, RoomEvent::Started)] if *seq == before + 1));
    assert_eq!(room.lobby(), None);
    assert_eq!(room.start(0).map(|_| ()), Err(Refusal::AlreadyStarted));
    room.act(0, 1, &Step::Add(1)).expect("now the host moves");
    assert_eq!(room.computer_to_move(), Some((1, 1)));
}

#[test]
fn a_player_joining_a_lobby_takes_the_first_free_seat_under_their_name_with_the_same_draws() {
    let mut room = lobby(vec![person("Host"), person("Seat 2"), person("Seat 3")]);
    room.join(0).expect("the host's seat");
    let drawn = room.game().secrets.clone();
    let (seat, _, events) = room
        .join_as(None, Some("Zora".into()))
        .expect("a free seat");
    assert_eq!(seat, 1);
    assert_eq!(room.seats()[1].setup.name, "Zora");
    assert_eq!(
        room.game().secrets,
        drawn,
        "the game is made from the same seed"
    );
    assert!(
        matches!(&events[..], [(_, RoomEvent::Seat { seat: 1, info })] if info.setup.name == "Zora")
    );
    // A name the game refuses changes nothing.
    let before = room.cursor();
    assert_eq!(
        room.join_as(None, Some(String::new())).map(|_| ()),
        Err(Refusal::Game {
            refusal: No::Unnamed
        })
    );
    assert_eq!((room.cursor(), room.seats()[2].taken), (before, false));
    room.join_as(None, None)
        .expect("the last seat, as the host named it");
    assert_eq!(room.seats()[2].setup.name, "Seat 3");
    assert_eq!(room.join_as(None, None).map(|_| ()), Err(Refusal::RoomFull));
    // Once started, a name stays as it is.
    let mut started = room_of_two_started();
    let (_, _, _) = started.join_as(Some(1), Some("Late".into())).expect("free");
    assert_eq!(started.seats()[1].setup.name, "B");
}

fn room_of_two_started() -> Room<Race> {
    let mut room = Room::create_with_lobby(
        RoomCode("ABCDEF".into()),
        vec![person("A"), person("B")],
        &(),
        None,
        7,
        Some(0),
    )
    .expect("a room");
    room.start(0).expect("started");
    room
}

#[test]
fn a_lobby_stays_a_lobby_across_a_restart() {
    let mut room = lobby(vec![person("Host"), person("B")]);
    room.join(0).expect("the host's seat");
    let text = serde_json::to_string(&room.record()).expect("a record is JSON");
    let record: RoomRecord<u8> = serde_json::from_str(&text).expect("read back");
    let mut back = Room::<Race>::from_record(record, Instant::now()).expect("a room");
    assert_eq!(back.lobby(), Some(0));
    assert_eq!(
        back.act(0, 1, &Step::Add(1)).map(|_| ()),
        Err(Refusal::NotStarted)
    );
    back.start(0).expect("the host starts after the restart");
    // A record written before lobbies existed is a started room.
    let old = text.replace(",\"lobby\":0", "");
    assert!(!old.contains("lobby"));
    let record: RoomRecord<u8> = serde_json::from_str(&old).expect("read back");
    assert_eq!(
        Room::<Race>::from_record(record, Instant::now())
            .expect("a room")
            .lobby(),
        None
    );
}

#[test]
fn a_search_on_a_copy_is_taken_back_as_the_intent_would_have_been_carried_out() {
    let mut searched = room(None);
    let mut acted = room(None);
    let search = searched
        .search_intent(0, 1, &Step::Add(2))
        .expect("the room's rules take it");
    // Nothing changes while the copy is searched.
    assert_eq!(searched.game().total, 0);
    let events = searched
        .searched(search.run())
        .expect("an intent's outcome")
        .expect("legal");
    let same = acted.act(0, 1, &Step::Add(2)).expect("legal");
    assert_eq!(events, same);
    assert_eq!(searched.game(), acted.game());
    assert_eq!(searched.cursor(), acted.cursor());
    assert_eq!(searched.next_id(0), 2);
    // Checked by the room's rules first, as an intent carried out at once.
    assert_eq!(
        searched.search_intent(0, 1, &Step::Add(1)).map(|_| ()),
        Err(Refusal::Replayed { id: 1, next_id: 2 })
    );
    // The game's refusal changes nothing.
    let refused = searched
        .search_intent(1, 1, &Step::Add(3))
        .expect("the room's rules take it");
    assert_eq!(
        searched.searched(refused.run()).map(|r| r.map(|_| ())),
        Some(Err(Refusal::Game {
            refusal: No::TooMuch
        }))
    );
    assert_eq!(searched.game(), acted.game());
}

#[test]
fn a_search_whose_game_moved_on_is_dropped_and_changes_nothing() {
    let mut room = room(None);
    let search = room
        .search_intent(0, 1, &Step::Add(1))
        .expect("the room's rules take it");
    room.act(0, 2, &Step::Add(2)).expect("legal");
    let before = (room.game().clone(), room.cursor(), room.next_id(0));
    assert_eq!(
        room.searched(search.run()).map(|r| r.map(|_| ())),
        Some(Err(Refusal::RoomUnavailable))
    );
    assert_eq!(
        (room.game().clone(), room.cursor(), room.next_id(0)),
        before
    );
}

#[test]
fn a_seat_given_up_is_free_for_the_next_person_and_its_old_token_finds_nothing() {
    let mut room = room(Some(1));
    let (old, _) = room.join(0).expect("free");
    room.join(1).expect("free");
    assert_eq!(room.join_as(None, None).map(|_| ()), Err(Refusal::RoomFull));

    let events = room.give_up(0);
    assert_eq!(events.len(), 1, "everyone is told the seat is free");
    assert_eq!(
        room.seat_of(&old),
        None,
        "the old token lets nobody back in"
    );
    let seat = &room.seats()[0];
    assert!(
        !seat.taken && seat.stand_in,
        "free, and the stand-in plays it"
    );
    assert_eq!(room.computer_to_move(), Some((0, 1)));

    // Kept so across a restart.
    let record = room.record();
    assert!(record.seats[0].given_up && record.seats[0].token.is_none());
    let restarted = Room::<Race>::from_record(record, Instant::now()).expect("read back");
    assert!(restarted.seats()[0].stand_in && !restarted.seats()[0].taken);

    // The next person to join takes it from the stand-in.
    let (seat, new, _) = room.join_as(None, None).expect("a free seat");
    assert_eq!(seat, 0);
    assert_ne!(new, old);
    let seat = &room.seats()[0];
    assert!(seat.taken && !seat.stand_in);
    assert_eq!(room.computer_to_move(), None);
    assert!(!room.record().seats[0].given_up);
}

#[test]
fn a_seat_given_up_without_a_stand_in_waits_for_the_next_person() {
    let mut room = room(None);
    room.join(0).expect("free");
    room.give_up(0);
    assert!(!room.seats()[0].stand_in);
    assert_eq!(room.computer_to_move(), None);
    // A seat nobody holds is not given up again.
    assert!(room.give_up(0).is_empty());
}
