//! The one trait a game implements to be played online, and the seats it is given.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// What travels over the wire or into a record: serde both ways, cloned, sent across threads.
pub trait Wire: Serialize + DeserializeOwned + Clone + Debug + Send + Sync + 'static {}
impl<T: Serialize + DeserializeOwned + Clone + Debug + Send + Sync + 'static> Wire for T {}

/// Who looks at a room: the player of a seat, or a spectator (who sees only what is public).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// The player of this seat (index in seating order).
    Seat(usize),
    /// A spectator.
    Spectator,
}

/// Who plays a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind<L> {
    /// A person, at some window, who joins the seat and then holds its token.
    Person,
    /// The server's computer player at this level.
    Computer(L),
}

/// One seat as the host sets it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup<L> {
    /// The name shown for the seat.
    pub name: String,
    /// A person or the computer.
    pub kind: SeatKind<L>,
}

/// A turn-based game as the server runs it.
///
/// The server holds the one true game; a client only ever sees what [`OnlineGame::tell`] and
/// [`OnlineGame::view`] give its viewer, so secret parts (a hidden hand, the order of a bag, a
/// random generator) stay on the server. Randomness comes only from the seed given to
/// [`OnlineGame::new`] and is kept in the record, so a restarted server draws on exactly as
/// before. Dice (Nardy) are events the game produces when a turn begins; an open board
/// (Reversi) tells every viewer the same.
///
/// A game is `Clone`: a search (a hint, a computer seat's move) runs on a copy, off the room's
/// task, and the room takes the copy back with the search's events (see [`OnlineGame::searches`]).
pub trait OnlineGame: Sized + Clone + Send + Debug + 'static {
    /// The game's name, checked in the handshake (`"loopit"`).
    const NAME: &'static str;
    /// The host's options for a room (say, whether cheating is allowed).
    type Options: Wire;
    /// The levels of the game's computer players.
    type Level: Wire + Copy + PartialEq;
    /// What a player asks for: the game's moves, and questions such as a hint.
    type Intent: Wire;
    /// What happened, as the server tells it; [`OnlineGame::tell`] gives each viewer its part.
    type Event: Wire;
    /// The game as one viewer may see it now: what a client starts from, or catches up with.
    type View: Wire;
    /// Why an intent (or a setup) is refused: the rules' reasons, with their facts.
    type Refusal: Wire;
    /// Why a record cannot be read back.
    type RecordError: std::fmt::Display + Debug;

    /// A new game for these seats (in seating order), drawing all its randomness from `seed`.
    fn new(
        seats: &[SeatSetup<Self::Level>],
        options: &Self::Options,
        seed: u64,
    ) -> Result<Self, Self::Refusal>;

    /// The seat to move, or `None` when the game is over.
    fn to_move(&self) -> Option<usize>;

    /// The refusal of an intent from a seat that is not to move; `to_move` is the seat that
    /// is, or `None` when the game is over.
    fn not_your_turn(to_move: Option<usize>) -> Self::Refusal;

    /// `Ok` when `seat` is to move, else the game's refusal ([`OnlineGame::not_your_turn`]):
    /// what [`OnlineGame::act`] checks first for an intent only the seat to move may send.
    ///
    /// # Errors
    /// When `seat` is not to move.
    fn check_turn(&self, seat: usize) -> Result<(), Self::Refusal> {
        match self.to_move() {
            Some(to_move) if to_move == seat => Ok(()),
            to_move => Err(Self::not_your_turn(to_move)),
        }
    }

    /// Carries out `intent` for `seat`, checked by the rules: the events it caused, in order, or
    /// why not (and then nothing changed). The room has checked that `seat` is the seat of the
    /// sender; whether it is that seat's move is for the game to say.
    fn act(
        &mut self,
        seat: usize,
        intent: &Self::Intent,
    ) -> Result<Vec<Self::Event>, Self::Refusal>;

    /// Whether carrying out `intent` searches (a hint: milliseconds to seconds of a core). The
    /// server then carries it out on a copy of the game on a searching thread, one at a time
    /// per room and within each address's budget, and refuses it `busy` beyond; every other
    /// intent is carried out at once on the room's task. A computer seat's step always
    /// searches.
    fn searches(intent: &Self::Intent) -> bool {
        let _ = intent;
        false
    }

    /// What the computer at `level` does next for `seat` (the seat to move), or `None` when it
    /// has nothing to do. The room carries it out through [`OnlineGame::act`] like a person's.
    fn computer_intent(&mut self, seat: usize, level: Self::Level) -> Option<Self::Intent>;

    /// What `viewer` is told of `event`: the event itself when it is public, with its secret
    /// parts left out otherwise. Every viewer is told something of every event, so that the
    /// numbering of events has no gaps.
    fn tell(event: &Self::Event, viewer: Viewer) -> Self::Event;

    /// The game as `viewer` may see it now.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// Whether the room should be written to its store after this event (say, a turn ended).
    /// What happened since the last such event may be lost when the server is killed.
    fn is_checkpoint(event: &Self::Event) -> bool;

    /// The whole game as text, secrets included: for the server's store only.
    fn record(&self) -> String;

    /// The game [`OnlineGame::record`] wrote.
    fn from_record(text: &str) -> Result<Self, Self::RecordError>;
}

/// The associated types of an [`OnlineGame`] whose crate names its wire types as the trait
/// does (`Options`, `Level`, `Intent`, `Event`, `View`, `Refusal` and `RecordError`, in
/// scope where the trait is implemented): `netplay::same_named_types!();` inside the impl.
#[macro_export]
macro_rules! same_named_types {
    () => {
        type Options = Options;
        type Level = Level;
        type Intent = Intent;
        type Event = Event;
        type View = View;
        type Refusal = Refusal;
        type RecordError = RecordError;
    };
}

/// The longest name [`plain_seat_name`] accepts, in characters.
pub const SEAT_NAME_MAX: usize = 24;

/// The name rule of a game that has none of its own (Nardy's and Reversi's seats): 1 to
/// [`SEAT_NAME_MAX`] characters, not only blanks, no control characters (a name is shown on
/// every viewer's screen, and is written into the room's record).
#[must_use]
pub fn plain_seat_name(name: &str) -> bool {
    let length = name.chars().count();
    (1..=SEAT_NAME_MAX).contains(&length)
        && !name.trim().is_empty()
        && !name.chars().any(char::is_control)
}

/// Why seats are not a game's seats: how many there are, or the first name that breaks the
/// plain rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatsProblem {
    /// Not as many seats as the game has (how many were given).
    Count(usize),
    /// This seat's name breaks [`plain_seat_name`].
    Name(usize),
}

impl SeatsProblem {
    /// The game's refusal of it: `count` of how many seats were given, `name` of the seat
    /// whose name breaks the rule.
    pub fn refusal<R>(self, count: impl FnOnce(usize) -> R, name: impl FnOnce(usize) -> R) -> R {
        match self {
            SeatsProblem::Count(given) => count(given),
            SeatsProblem::Name(seat) => name(seat),
        }
    }
}

/// Whether `seats` are the `count` seats of a game whose names keep the plain rule
/// ([`plain_seat_name`]; Nardy's and Reversi's).
pub fn plain_seats<L>(seats: &[SeatSetup<L>], count: usize) -> Result<(), SeatsProblem> {
    if seats.len() != count {
        return Err(SeatsProblem::Count(seats.len()));
    }
    match seats.iter().position(|seat| !plain_seat_name(&seat.name)) {
        Some(seat) => Err(SeatsProblem::Name(seat)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_seat_name_is_short_visible_text() {
        assert!(plain_seat_name("Aygün"));
        assert!(!plain_seat_name(""));
        assert!(!plain_seat_name("   "));
        assert!(!plain_seat_name("a\u{7}b"));
        assert!(!plain_seat_name(&"x".repeat(SEAT_NAME_MAX + 1)));
        assert!(plain_seat_name(&"é".repeat(SEAT_NAME_MAX)));
    }

    #[test]
    fn plain_seats_are_so_many_with_plain_names() {
        let seat = |name: &str| SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::<u8>::Person,
        };
        assert_eq!(plain_seats(&[seat("Ada"), seat("Bo")], 2), Ok(()));
        assert_eq!(plain_seats(&[seat("Ada")], 2), Err(SeatsProblem::Count(1)));
        assert_eq!(
            plain_seats(&[seat("Ada"), seat(" ")], 2),
            Err(SeatsProblem::Name(1))
        );
    }
}
