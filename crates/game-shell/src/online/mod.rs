//! Online play in a window, whatever its game: what LoopIt's, Reversi's and Nardy's windows
//! share, so that hosting, joining, the lobby and a room's life look, read and work the same
//! in every program. The game itself stays the program's: its seats and options in the host
//! form, its board, its refusals' words, what it keeps beside the room for its views.
//!
//! One job a file:
//!
//! - [`room`](Room): one room as a window is in it, generic over the game ([`Room`]: the
//!   client, netplay's [`Table`](netplay::Table), the connection, the last refusal), the
//!   online screen ([`OnlineScreen`]: a form or a room) and its steps ([`OnlineAction`],
//!   [`JoinRequest`], [`HostNetwork`]);
//! - [`HostedServer`]: netplay's server inside the program, for one game at the path the
//!   dedicated `loopit-server` serves it at (so an address typed for one works for the other),
//!   rooms in memory (a hosted game lasts while the window is open), and this computer's
//!   address to tell friends;
//! - [`server_url`], [`room_code`], [`port`]: the address, the code and the port as a player
//!   types them, each refused with an [`OnlineProblem`] that says what was typed;
//! - [`RecordAddress`], [`Fetching`], [`open_record`]: a finished game's record from a
//!   server's archive, its address as pasted, fetched off the window's thread, and read as the
//!   game (a program opens it in its replay); [`RecordProblem`] says why not;
//! - [`OnlineProblem`]: why online play could not begin or stopped; [`problem_words`],
//!   [`refusal_words`] and [`connection_words`] put these and the connection's state into the
//!   frame's words (the game's own refusals are worded by the program);
//! - [`TwoSeatForms`]: the host form of a two-seat game (the sides, the names, who plays the
//!   other side) and the room it asks for ([`TwoSeatRequest`]); a room of any number of seats
//!   as its host asks for it ([`SeatsRequest`], [`SeatChoice`]);
//! - the forms: [`menu`], [`host_fields`] (port, who may connect), [`stand_in_field`] (who
//!   plays for a person away), [`JoinFields`] (address, room code, name, checked with
//!   netplay's name rule or the game's own), and under the join form the rooms the window
//!   was in, to rejoin ([`rejoin_step`]);
//! - [`SeatBook`]: the seats a window keeps (per server and room, with their tokens) in a
//!   file of the program in the user's data folder, so that a window closed or crashed, or a
//!   room left, can come back to its seat ([`KeptSeat`], [`Rejoinable`]);
//! - the lobby and the line: [`lobby`] (the code, the address to tell, the seats and who is
//!   there, the host's Start button, made by [`Lobby::of`]) and [`connection_line`] (always on
//!   the game screen), with [`seat_lines`] under it on a two-seat game's side panel;
//!   [`leave_step`], the Leave the room button that asks, for a seat the window keeps, whether
//!   to keep it or give it up.
//!
//! Nothing here blocks the window: the server runs on its own runtime, a room's
//! `netplay::Client` on its own thread, which wakes the window (`request_repaint`).

mod address;
mod archive;
mod forms;
mod hosted;
mod kept;
mod lobby;
mod problem;
mod request;
mod room;
mod seat_lines;
mod seats;
mod two_seats;
mod words;

pub use address::{DEFAULT_PORT, port, room_code, server_url};
pub use archive::{Fetching, RecordAddress, RecordProblem, open_record};
pub use forms::{
    FormAnswer, WARNING, form_frame, host_buttons, host_fields, host_step, menu, name_problem,
    rejoin_step, stand_in_field,
};
pub use hosted::{HostedServer, this_computers_address};
pub use kept::{KeptSeat, Rejoinable, SeatBook, SeatBookError};
pub use lobby::{
    Lobby, SeatLine, SeatWho, connection_line, leave_button, leave_step, lobby, lobby_step,
};
pub use netplay::Phase;
pub use problem::{OnlineProblem, Problem, ServerRefusal};
pub use request::{FormKind, HostNetwork, HostSetup, JoinFields, JoinRequest, OnlineAction};
pub use room::{GameRoom, OnlineScreen, Room};
pub use seat_lines::seat_lines;
pub use seats::{SeatChoice, SeatsRequest, seat_choice_field};
pub use two_seats::{Opponent, SeatWords, TwoSeatForms, TwoSeatRequest};
pub use words::{connection_words, problem_words, refusal_words};

/// A game that does nothing, for the tests of what is the same for every game.
#[cfg(test)]
mod test_game {
    use netplay::{OnlineGame, SeatSetup, Viewer};

    #[derive(Clone, Debug)]
    pub struct Game;

    impl OnlineGame for Game {
        const NAME: &'static str = "game";
        type Options = u32;
        type Level = u8;
        type Intent = ();
        type Event = ();
        type View = ();
        type Refusal = ();
        type RecordError = String;

        fn new(_: &[SeatSetup<u8>], _: &u32, _: u64) -> Result<Game, ()> {
            Ok(Game)
        }

        fn not_your_turn(_: Option<usize>) {}

        fn to_move(&self) -> Option<usize> {
            None
        }

        fn act(&mut self, _: usize, (): &()) -> Result<Vec<()>, ()> {
            Err(())
        }

        fn computer_intent(&mut self, _: usize, _: u8) -> Option<()> {
            None
        }

        fn tell((): &(), _: Viewer) {}

        fn view(&self, _: Viewer) {}

        fn is_checkpoint((): &()) -> bool {
            false
        }

        fn record(&self) -> String {
            String::new()
        }

        fn from_record(_: &str) -> Result<Game, String> {
            Ok(Game)
        }
    }
}
