//! Why online play could not begin, or stopped: each reason with its facts, the game's
//! refusals typed as the game has them.

use netplay::{ClientError, Refusal};

/// Why online play could not begin, or stopped: each with its facts, worded by
/// [`problem_words`]. `R` is the game's refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineProblem<R> {
    /// The port typed is not a port (0–65535).
    Port(String),
    /// The server could not listen on the port (in use, not allowed).
    Listen {
        /// The port.
        port: u16,
        /// What the system said.
        error: String,
    },
    /// The address typed is not one.
    Address(String),
    /// The room code typed cannot be a room code.
    Code(String),
    /// The connection's thread could not start.
    Thread(String),
    /// The server could not be reached, or the connection failed.
    Unreachable(String),
    /// The server closed the connection.
    Closed,
    /// The server went silent.
    Silent,
    /// The server refused: the protocol's reason, the game's when it is one.
    Refused(Refusal<R>),
    /// The server sent what this program cannot read.
    Unreadable,
}

impl<R: Clone> OnlineProblem<R> {
    /// The problem a client reports as it stops.
    #[must_use]
    pub fn of_client(error: &ClientError<R>) -> OnlineProblem<R> {
        match error {
            ClientError::Transport(text) => OnlineProblem::Unreachable(text.clone()),
            ClientError::Closed => OnlineProblem::Closed,
            ClientError::Silent => OnlineProblem::Silent,
            ClientError::Unreadable(_) => OnlineProblem::Unreadable,
            ClientError::Refused(refusal) => OnlineProblem::Refused(refusal.clone()),
        }
    }
}

/// Why online play with `G` could not begin, or stopped.
pub type Problem<G> = OnlineProblem<<G as netplay::OnlineGame>::Refusal>;

/// A refusal of the server, with `G`'s reasons.
pub type ServerRefusal<G> = netplay::Refusal<<G as netplay::OnlineGame>::Refusal>;
