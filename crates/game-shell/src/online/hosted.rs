//! netplay's server inside the program, for one game, and this computer's address to tell
//! friends.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::time::Duration;

use netplay::{Hosted, MemoryStore, OnlineGame, Server, ServerConfig};

use super::problem::OnlineProblem;

/// A server this window runs for one game; dropping it stops it.
#[derive(Debug)]
pub struct HostedServer {
    server: Server,
    path: &'static str,
    address: Option<IpAddr>,
}

impl HostedServer {
    /// Starts a server for `G` at `path` (`/ws/reversi`) on `port` (0: any free port) of every
    /// address (`open`: other computers may join) or of this computer's loopback only.
    /// `computer_delay` is the pause before each step of a computer seat.
    pub fn start<G: OnlineGame, R>(
        path: &'static str,
        port: u16,
        open: bool,
        computer_delay: Duration,
    ) -> Result<HostedServer, OnlineProblem<R>> {
        let ip = if open {
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        } else {
            IpAddr::V4(Ipv4Addr::LOCALHOST)
        };
        let config = ServerConfig {
            computer_delay,
            // One window's few rooms: one worker thread is plenty.
            workers: 1,
            // The host's room only: other computers may join it, not open rooms here.
            create_only_from_here: true,
            ..ServerConfig::default()
        };
        let store = Arc::new(MemoryStore::default());
        let server = Server::start_games(
            SocketAddr::new(ip, port),
            config,
            vec![Hosted::game::<G>(&[path], store)],
        )
        .map_err(|error| OnlineProblem::Listen {
            port,
            error: error.to_string(),
        })?;
        Ok(HostedServer {
            server,
            path,
            address: open.then(this_computers_address).flatten(),
        })
    }

    /// The port it listens on.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.server.addr().port()
    }

    /// The address this window connects to (the loopback, whatever the server listens on).
    #[must_use]
    pub fn local_url(&self) -> String {
        format!("ws://127.0.0.1:{}{}", self.port(), self.path)
    }

    /// This computer's address in its local network, when other computers may connect and
    /// the computer has one.
    #[must_use]
    pub fn address(&self) -> Option<IpAddr> {
        self.address
    }

    /// Whether other computers may connect.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.server.addr().ip().is_unspecified()
    }
}

/// This computer's address in its local network, as friends type it: the address the system
/// would send from towards the internet. Nothing is sent (a UDP socket is only pointed there);
/// `None` when the computer has no such route (then only this computer can connect).
#[must_use]
pub fn this_computers_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // A documentation address (TEST-NET-3): only the route to it is looked up.
    socket.connect((Ipv4Addr::new(203, 0, 113, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}
