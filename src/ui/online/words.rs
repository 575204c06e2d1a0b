//! The online screens' typed values in words: why online play could not begin or stopped, why
//! the server refused something, how the connection is.

use loopit_online::Refusal as GameRefusal;
use netplay::{ConnectionState, Refusal};

use crate::i18n::tr;
use crate::online::OnlineProblem;

/// Why online play could not begin, or stopped.
#[must_use]
pub fn problem(problem: &OnlineProblem) -> String {
    match problem {
        OnlineProblem::Port(text) => tr!("online-problem-port", port = text.as_str()),
        OnlineProblem::Listen { port, error } => {
            tr!(
                "online-problem-listen",
                port = port.to_string(),
                error = error.as_str()
            )
        }
        OnlineProblem::Address(text) => tr!("online-problem-address", address = text.as_str()),
        OnlineProblem::Code(text) => tr!("online-problem-code", code = text.as_str()),
        OnlineProblem::Thread(error) => tr!("online-problem-thread", error = error.as_str()),
        OnlineProblem::Unreachable(error) => {
            tr!("online-problem-unreachable", error = error.as_str())
        }
        OnlineProblem::Closed => tr!("online-problem-closed"),
        OnlineProblem::Silent => tr!("online-problem-silent"),
        OnlineProblem::Unreadable => tr!("online-problem-unreadable"),
        OnlineProblem::Refused(why) => refusal(why),
    }
}

/// Why the server refused.
#[must_use]
pub fn refusal(refusal: &Refusal<GameRefusal>) -> String {
    match refusal {
        Refusal::Version { server, client } => {
            tr!("online-refused-version", server = *server, client = *client)
        }
        Refusal::WrongGame { server } => tr!("online-refused-game", game = server.as_str()),
        Refusal::HelloFirst
        | Refusal::AlreadyInRoom
        | Refusal::TooLarge { .. }
        | Refusal::Unreadable { .. }
        | Refusal::SeedNotAllowed
        | Refusal::NotSeated
        | Refusal::Replayed { .. } => tr!("online-refused-protocol"),
        Refusal::RateLimited { .. } => tr!("online-refused-rate"),
        Refusal::ServerFull { .. } => tr!("online-refused-full"),
        Refusal::NoSuchRoom { room } => {
            tr!("online-refused-no-room", code = room.to_string())
        }
        Refusal::NoSuchSeat { seat } | Refusal::SeatNotFree { seat } => {
            tr!("online-refused-seat", seat = *seat + 1)
        }
        Refusal::RoomFull => tr!("online-refused-room-full"),
        Refusal::BadToken => tr!("online-refused-token"),
        Refusal::RoomUnavailable => tr!("online-refused-unavailable"),
        Refusal::NotStarted => tr!("online-refused-not-started"),
        Refusal::AlreadyStarted => tr!("online-refused-started"),
        Refusal::NotHost { host } => tr!("online-refused-not-host", seat = *host + 1),
        Refusal::Game { refusal } => match refusal {
            GameRefusal::NotYourTurn { .. } => tr!("online-refused-turn"),
            GameRefusal::Place { .. } | GameRefusal::NoSuchCell { .. } => {
                tr!("online-refused-place")
            }
            GameRefusal::NothingToTakeBack { .. } => tr!("online-refused-take-back"),
            GameRefusal::CheatsOff | GameRefusal::CannotSwap { .. } => {
                tr!("online-refused-cheat")
            }
            GameRefusal::PlayerCount { count } => tr!("player-count", count = *count),
            GameRefusal::BadName { seat } => tr!("online-refused-name", seat = *seat + 1),
        },
    }
}

/// How the connection is: connecting, connected (with the latency once measured),
/// reconnecting, closed.
#[must_use]
pub fn connection(state: &ConnectionState) -> String {
    match state {
        ConnectionState::Connecting => tr!("online-connecting"),
        ConnectionState::Connected { latency: None } => tr!("online-connected"),
        ConnectionState::Connected {
            latency: Some(latency),
        } => tr!(
            "online-connected-latency",
            ms = u64::try_from(latency.as_millis()).unwrap_or(u64::MAX)
        ),
        ConnectionState::Reconnecting { attempt, error } => {
            let why = problem(&OnlineProblem::of_client(error));
            tr!(
                "online-reconnecting",
                attempt = *attempt,
                why = why.as_str()
            )
        }
        ConnectionState::Closed { error: None } => tr!("online-closed"),
        ConnectionState::Closed { error: Some(error) } => {
            let why = problem(&OnlineProblem::of_client(error));
            tr!("online-closed-because", why = why.as_str())
        }
    }
}
