//! The frame's words for online play: why it could not begin or stopped, why the server
//! refused, how the connection is. The game's own refusals are worded by the program.

use netplay::{ClientError, ConnectionState, Refusal};

use super::problem::OnlineProblem;
use crate::i18n::shell_tr;

/// Why online play could not begin, or stopped; `game` words the game's own refusals.
#[must_use]
pub fn problem_words<R>(problem: &OnlineProblem<R>, game: impl Fn(&R) -> String) -> String {
    match problem {
        OnlineProblem::Port(text) => shell_tr!("shell-online-problem-port", port = text.as_str()),
        OnlineProblem::Listen { port, error } => shell_tr!(
            "shell-online-problem-listen",
            port = port.to_string(),
            error = error.as_str()
        ),
        OnlineProblem::Address(text) => {
            shell_tr!("shell-online-problem-address", address = text.as_str())
        }
        OnlineProblem::Code(text) => shell_tr!("shell-online-problem-code", code = text.as_str()),
        OnlineProblem::Thread(error) => {
            shell_tr!("shell-online-problem-thread", error = error.as_str())
        }
        OnlineProblem::Unreachable(error) => {
            shell_tr!("shell-online-problem-unreachable", error = error.as_str())
        }
        OnlineProblem::Closed => shell_tr!("shell-online-problem-closed"),
        OnlineProblem::Silent => shell_tr!("shell-online-problem-silent"),
        OnlineProblem::Unreadable => shell_tr!("shell-online-problem-unreadable"),
        OnlineProblem::Refused(why) => refusal_words(why, game),
    }
}

/// A program's words for its online problems and the server's refusals, with its game's
/// own refusals worded by `refusal`: defines `pub fn online_problem(&Problem<G>) -> String`
/// ([`problem_words`]) and `pub fn server_refusal(&ServerRefusal<G>) -> String`
/// ([`refusal_words`]) in the program's words module: `online_words!(Nardy, online_refusal)`.
#[macro_export]
macro_rules! online_words {
    ($game:ty, $refusal:path $(,)?) => {
        /// Why online play could not begin or stopped, in the window's language.
        #[must_use]
        pub fn online_problem(problem: &$crate::online::Problem<$game>) -> String {
            $crate::online::problem_words(problem, $refusal)
        }

        /// Why the server refused something this window asked.
        #[must_use]
        pub fn server_refusal(refusal: &$crate::online::ServerRefusal<$game>) -> String {
            $crate::online::refusal_words(refusal, $refusal)
        }
    };
}

/// Why the server refused; `game` words the game's own reasons.
#[must_use]
pub fn refusal_words<R>(refusal: &Refusal<R>, game: impl Fn(&R) -> String) -> String {
    match refusal {
        Refusal::Version { server, client } => shell_tr!(
            "shell-online-refused-version",
            server = *server,
            client = *client
        ),
        Refusal::WrongGame { server } => {
            shell_tr!("shell-online-refused-game", game = server.as_str())
        }
        Refusal::HelloFirst
        | Refusal::AlreadyInRoom
        | Refusal::TooLarge { .. }
        | Refusal::Unreadable { .. }
        | Refusal::SeedNotAllowed
        | Refusal::CreateNotAllowed
        | Refusal::NotSeated
        | Refusal::Replayed { .. } => shell_tr!("shell-online-refused-protocol"),
        Refusal::RateLimited { .. } => shell_tr!("shell-online-refused-rate"),
        Refusal::Busy { .. } => shell_tr!("shell-online-refused-busy"),
        Refusal::ServerFull { .. } => shell_tr!("shell-online-refused-full"),
        Refusal::NoSuchRoom { room } => {
            shell_tr!("shell-online-refused-no-room", code = room.grouped())
        }
        Refusal::RoomElsewhere { address } => {
            shell_tr!("shell-online-refused-elsewhere", address = address.as_str())
        }
        Refusal::NoSuchSeat { seat } | Refusal::SeatNotFree { seat } => {
            shell_tr!("shell-online-refused-seat", seat = *seat + 1)
        }
        Refusal::RoomFull => shell_tr!("shell-online-refused-room-full"),
        Refusal::BadToken => shell_tr!("shell-online-refused-token"),
        Refusal::RoomUnavailable => shell_tr!("shell-online-refused-unavailable"),
        Refusal::NotStarted => shell_tr!("shell-online-refused-not-started"),
        Refusal::AlreadyStarted => shell_tr!("shell-online-refused-started"),
        Refusal::NotHost { host } => shell_tr!("shell-online-refused-not-host", seat = *host + 1),
        Refusal::Game { refusal } => game(refusal),
    }
}

/// How the connection is: connecting, connected (with the latency once measured),
/// reconnecting (which try, and why), closed.
#[must_use]
pub fn connection_words<R: Clone>(state: &ConnectionState<R>) -> String {
    // A refusal that closes a connection is never the game's: its reason is not worded here.
    let why = |error: &ClientError<R>| {
        problem_words(&OnlineProblem::of_client(error), |_| {
            shell_tr!("shell-online-refused-protocol")
        })
    };
    match state {
        ConnectionState::Connecting => shell_tr!("shell-online-connecting"),
        ConnectionState::Connected { latency: None } => shell_tr!("shell-online-connected"),
        ConnectionState::Connected {
            latency: Some(latency),
        } => shell_tr!(
            "shell-online-connected-latency",
            ms = u64::try_from(latency.as_millis()).unwrap_or(u64::MAX)
        ),
        ConnectionState::Reconnecting { attempt, error } => shell_tr!(
            "shell-online-reconnecting",
            attempt = *attempt,
            why = why(error)
        ),
        ConnectionState::Closed { error: None } => shell_tr!("shell-online-closed"),
        ConnectionState::Closed { error: Some(error) } => {
            shell_tr!("shell-online-closed-because", why = why(error))
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use netplay::RoomCode;

    use super::*;
    use crate::online::name_problem;

    #[test]
    fn the_connection_and_the_problems_are_worded_in_the_language_of_the_thread() {
        use crate::i18n::{Language, set_language};
        let state = ConnectionState::<()>::Connected {
            latency: Some(Duration::from_millis(12)),
        };
        set_language(Language::German);
        assert!(connection_words(&state).contains("12 ms"));
        assert_ne!(connection_words(&state), {
            set_language(Language::English);
            connection_words(&state)
        });
        assert_eq!(connection_words(&state), "Connected · 12 ms");
        let refused: Refusal<()> = Refusal::NoSuchRoom {
            room: RoomCode("ZZZZZZ".to_owned()),
        };
        assert_eq!(
            refusal_words(&refused, |()| String::new()),
            "There is no room ZZZZZZ on this server."
        );
        let lost = ConnectionState::<()>::Reconnecting {
            attempt: 2,
            error: ClientError::Closed,
        };
        assert_eq!(
            connection_words(&lost),
            "Connection lost, reconnecting (try 2): The server closed the connection."
        );
        assert!(name_problem("Zora").is_none());
        assert!(name_problem("  ").is_some());
    }
}
