//! The server's listener: which TCP connections it takes, and how long one may take to become
//! a game's connection.
//!
//! axum's own listener takes every connection and keeps it for as long as the peer likes: a
//! connection that never sends a request, or sends its headers a byte at a time, holds a file
//! descriptor for good, and some hundreds of them shut everyone out. Hyper's header timeout
//! does not help here (axum's `serve` sets none and gives no way to), so the listener wraps
//! each stream ([`Guarded`]):
//!
//! - **caps**: at most [`Caps::connections`] open connections in all (within the process's
//!   file-descriptor budget, see [`Caps::within_descriptors`]) and [`Caps::per_address`] from
//!   one IP address (a quarter of them unless set); a connection over a cap is closed at once, and the log says so (once per
//!   [`LOG_EVERY`], with the count since);
//! - **handshake**: until the server first writes to it (the answer to the upgrade request),
//!   a connection has [`Caps::handshake`] from its accept to send a whole request, counted
//!   from the accept, however slowly it dribbles;
//! - **idle**: after that, a connection from which nothing at all is read for
//!   [`Caps::idle`] is closed (a WebSocket client pings every few seconds; this is the backstop
//!   for keep-alive HTTP connections and dead peers).
//!
//! The slot a connection takes is given back when its stream is dropped, whether before the
//! upgrade or after the WebSocket ends: the upgraded WebSocket reads and writes through the
//! same [`Guarded`] stream.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

use super::metrics::Metrics;

/// The limits on connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// The most open connections in all.
    pub connections: usize,
    /// The most open connections from one IP address; `None`: a quarter of
    /// [`Caps::connections`], at most [`PER_ADDRESS`] (so that one address alone cannot take
    /// every connection). See [`Caps::per_address`].
    pub per_address: Option<usize>,
    /// How long a connection may take, from its accept, to send its upgrade request.
    pub handshake: Duration,
    /// How long a connection may stay silent once it is answered.
    pub idle: Duration,
}

impl Default for Caps {
    fn default() -> Caps {
        Caps {
            connections: 8192,
            per_address: None,
            handshake: Duration::from_secs(10),
            idle: Duration::from_secs(60),
        }
    }
}

/// File descriptors kept back from connections: the room store's files, the log, the
/// runtime's own, a database's sockets.
pub const DESCRIPTORS_KEPT: u64 = 64;

/// How often at most the log says that connections were turned away.
pub const LOG_EVERY: Duration = Duration::from_secs(10);

impl Caps {
    /// These caps with [`Caps::connections`] lowered to what `descriptors` (the process's
    /// limit of open files) leaves after [`DESCRIPTORS_KEPT`], so that a server at its cap can
    /// still open its store's files and accept (and close) one more connection; and
    /// [`Caps::per_address`] to at most a quarter of that, so that one address alone cannot
    /// take every connection.
    #[must_use]
    pub fn within_descriptors(self, descriptors: Option<u64>) -> Caps {
        let connections = match descriptors {
            Some(limit) => {
                let budget =
                    usize::try_from(limit.saturating_sub(DESCRIPTORS_KEPT)).unwrap_or(usize::MAX);
                self.connections.min(budget.max(1))
            }
            None => self.connections,
        };
        Caps {
            connections,
            ..self
        }
    }

    /// The most open connections from one address: as set, or a quarter of the connections
    /// (at least 1, at most [`PER_ADDRESS`]).
    #[must_use]
    pub fn per_address(&self) -> usize {
        self.per_address
            .unwrap_or((self.connections / 4).clamp(1, PER_ADDRESS))
    }
}

/// The most connections from one address when [`Caps::per_address`] is not set.
pub const PER_ADDRESS: usize = 256;

/// The process's soft limit of open files, when the system says (Linux: `/proc/self/limits`).
#[must_use]
pub fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// The count of open connections, in all and by address.
#[derive(Debug, Default)]
struct Open {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Connections turned away since the log last said so.
#[derive(Debug)]
struct TurnedAway {
    count: u64,
    since_log: Option<Instant>,
}

/// The listener axum serves from, with [`Caps`].
#[derive(Debug)]
pub struct CappedListener {
    inner: TcpListener,
    caps: Caps,
    /// Open connections, for the operator's metrics.
    connections: Gauge,
    /// Connections turned away, for the operator's metrics.
    turned_away_total: Counter,
    open: Arc<Mutex<Open>>,
    turned_away: TurnedAway,
}

impl CappedListener {
    /// Listens on `inner` within `caps`, counting into `metrics`.
    #[must_use]
    pub(crate) fn new(inner: TcpListener, caps: Caps, metrics: &Metrics) -> CappedListener {
        CappedListener {
            inner,
            caps,
            connections: metrics.connections.clone(),
            turned_away_total: metrics.turned_away.clone(),
            open: Arc::default(),
            turned_away: TurnedAway {
                count: 0,
                since_log: None,
            },
        }
    }

    /// A slot for a connection from `address`, or `None` when a cap is reached (and which).
    fn admit(&mut self, address: IpAddr) -> Result<Slot, &'static str> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if open.all >= self.caps.connections {
            return Err("all connections");
        }
        let from_there = open.by_address.entry(address).or_insert(0);
        if *from_there >= self.caps.per_address() {
            return Err("connections from one address");
        }
        *from_there += 1;
        open.all += 1;
        self.connections.inc();
        Ok(Slot {
            open: self.open.clone(),
            address,
            connections: self.connections.clone(),
        })
    }

    /// Counts a connection turned away and says so in the log, at most once per
    /// [`LOG_EVERY`].
    fn turn_away(&mut self, address: SocketAddr, cap: &str) {
        self.turned_away.count += 1;
        self.turned_away_total.inc();
        let now = Instant::now();
        if self
            .turned_away
            .since_log
            .is_none_or(|logged| now.duration_since(logged) >= LOG_EVERY)
        {
            tracing::warn!(
                "connection from {address} closed: the cap on {cap} is reached ({} turned away since the last such line; caps: {} in all, {} per address)",
                self.turned_away.count,
                self.caps.connections,
                self.caps.per_address()
            );
            self.turned_away.count = 0;
            self.turned_away.since_log = Some(now);
        }
    }
}

/// The address a connection comes from, as the routes are told it.
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl axum::extract::connect_info::Connected<axum::serve::IncomingStream<'_, CappedListener>>
    for Peer
{
    fn connect_info(stream: axum::serve::IncomingStream<'_, CappedListener>) -> Peer {
        Peer(*stream.remote_addr())
    }
}

impl axum::serve::Listener for CappedListener {
    type Io = Guarded;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Guarded, SocketAddr) {
        loop {
            let (stream, address) = match self.inner.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors (or another passing failure): the caps should
                    // keep this from happening; wait a moment rather than spin.
                    tracing::error!("accepting a connection failed: {error}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            match self.admit(address.ip()) {
                Ok(slot) => {
                    // Small messages one at a time: no Nagle delay (with delayed acks it
                    // costs 40 ms).
                    if let Err(error) = stream.set_nodelay(true) {
                        tracing::warn!("no TCP_NODELAY: {error}");
                    }
                    tracing::debug!("connection from {address}");
                    return (Guarded::new(stream, slot, self.caps), address);
                }
                Err(cap) => {
                    drop(stream);
                    self.turn_away(address, cap);
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// An open connection's place in the count; given back when dropped.
#[derive(Debug)]
struct Slot {
    open: Arc<Mutex<Open>>,
    address: IpAddr,
    connections: Gauge,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.connections.dec();
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.all = open.all.saturating_sub(1);
        if let Some(from_there) = open.by_address.get_mut(&self.address) {
            *from_there = from_there.saturating_sub(1);
            if *from_there == 0 {
                open.by_address.remove(&self.address);
            }
        }
    }
}

/// A TCP stream with its slot and its deadlines (see the module's doc).
#[derive(Debug)]
pub struct Guarded {
    stream: TcpStream,
    _slot: Slot,
    /// When reading fails with `TimedOut`, unless something was read since (after the
    /// handshake): moved on only when it fires, not at every read.
    deadline: Pin<Box<Sleep>>,
    /// Whether the server has answered (written) yet: until then the deadline is the
    /// handshake's and does not move.
    answered: bool,
    last_read: Instant,
    idle: Duration,
}

impl Guarded {
    fn new(stream: TcpStream, slot: Slot, caps: Caps) -> Guarded {
        let now = Instant::now();
        Guarded {
            stream,
            _slot: slot,
            deadline: Box::pin(tokio::time::sleep_until(now + caps.handshake)),
            answered: false,
            last_read: now,
            idle: caps.idle,
        }
    }

    /// Notes a write: the first one answers the connection, which ends its handshake time.
    fn wrote(&mut self, written: &Poll<io::Result<usize>>) {
        if matches!(written, Poll::Ready(Ok(n)) if *n > 0) && !self.answered {
            self.answered = true;
            self.last_read = Instant::now();
        }
    }

    /// Whether the deadline has passed for good (after the handshake it moves on to the last
    /// read plus the idle time when that is later).
    fn timed_out(&mut self, cx: &mut Context<'_>) -> bool {
        loop {
            if self.deadline.as_mut().poll(cx).is_pending() {
                return false;
            }
            if !self.answered {
                return true;
            }
            let next = self.last_read + self.idle;
            if next <= Instant::now() {
                return true;
            }
            self.deadline.as_mut().reset(next);
        }
    }
}

impl AsyncRead for Guarded {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        match Pin::new(&mut self.stream).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                if buf.filled().len() > before {
                    self.last_read = Instant::now();
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(error)) => Poll::Ready(Err(error)),
            Poll::Pending => {
                if self.timed_out(cx) {
                    let why = if self.answered {
                        "the connection was idle too long"
                    } else {
                        "the connection sent no whole request in time"
                    };
                    tracing::debug!("{why}");
                    Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, why)))
                } else {
                    Poll::Pending
                }
            }
        }
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.stream).poll_write(cx, buf);
        self.wrote(&written);
        written
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        self.wrote(&written);
        written
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_connection_cap_stays_within_the_open_files_limit() {
        let caps = Caps::default();
        assert_eq!(caps.within_descriptors(None), caps);
        let small = caps.within_descriptors(Some(1024));
        assert_eq!((small.connections, small.per_address()), (1024 - 64, 240));
        let large = caps.within_descriptors(Some(1 << 20));
        assert_eq!((large.connections, large.per_address()), (8192, 256));
        let tiny = caps.within_descriptors(Some(10));
        assert_eq!((tiny.connections, tiny.per_address()), (1, 1));
        // Set by the operator: kept as set (a load test from one address).
        let set = Caps {
            per_address: Some(5000),
            ..caps
        };
        assert_eq!(set.within_descriptors(Some(1024)).per_address(), 5000);
    }

    #[tokio::test]
    async fn connections_over_a_cap_are_closed_and_their_slots_come_back() {
        let inner = TcpListener::bind("127.0.0.1:0").await.expect("bound");
        let addr = inner.local_addr().expect("an address");
        let caps = Caps {
            connections: 3,
            per_address: Some(2),
            ..Caps::default()
        };
        let metrics = Metrics::new();
        let mut listener = CappedListener::new(inner, caps, &metrics);
        let _a = TcpStream::connect(addr).await.expect("connects");
        let (first, _) = axum::serve::Listener::accept(&mut listener).await;
        let _b = TcpStream::connect(addr).await.expect("connects");
        let (second, _) = axum::serve::Listener::accept(&mut listener).await;
        // A third from the same address is closed by the listener, which waits for the next.
        let mut third = TcpStream::connect(addr).await.expect("connects");
        let accepting = tokio::spawn(async move {
            let accepted = axum::serve::Listener::accept(&mut listener).await;
            (listener, accepted)
        });
        let mut byte = [0u8; 1];
        let read = tokio::time::timeout(
            Duration::from_secs(10),
            tokio::io::AsyncReadExt::read(&mut third, &mut byte),
        )
        .await
        .expect("closed in time");
        assert!(matches!(read, Ok(0) | Err(_)), "closed: {read:?}");
        // One closes: its slot comes back, and a new one is taken.
        drop(first);
        let _c = TcpStream::connect(addr).await.expect("connects");
        let (_listener, (_fourth, _)) = tokio::time::timeout(Duration::from_secs(10), accepting)
            .await
            .expect("accepted in time")
            .expect("the task");
        drop(second);
    }

    #[tokio::test]
    async fn a_connection_that_sends_no_request_in_time_is_closed() {
        let inner = TcpListener::bind("127.0.0.1:0").await.expect("bound");
        let addr = inner.local_addr().expect("an address");
        let caps = Caps {
            handshake: Duration::from_millis(200),
            ..Caps::default()
        };
        let metrics = Metrics::new();
        let mut listener = CappedListener::new(inner, caps, &metrics);
        let _silent = TcpStream::connect(addr).await.expect("connects");
        let (mut guarded, _) = axum::serve::Listener::accept(&mut listener).await;
        let mut buf = [0u8; 16];
        let read = tokio::time::timeout(
            Duration::from_secs(10),
            tokio::io::AsyncReadExt::read(&mut guarded, &mut buf),
        )
        .await
        .expect("the deadline ends the read");
        assert_eq!(
            read.map_err(|e| e.kind()),
            Err(io::ErrorKind::TimedOut),
            "nothing sent: the read ends with a timeout"
        );
    }
}
