//! A bad network in user space: a TCP proxy on 127.0.0.1 between clients and a server that
//! delays, stalls, resets or half-closes what passes, so that the tests see a game through it
//! ([`through_faults`]). A fault is applied to the first connections only (as many as asked);
//! later ones pass as they are (or, for a delay, delayed too), so that every test ends.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// What the proxy does to a connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Every chunk, each way, waits `delay` plus a jitter of up to `jitter` (a fixed sequence
    /// of draws, the same each run), in order. Applies to every connection.
    Delay {
        /// The delay.
        delay: Duration,
        /// The most added to it.
        jitter: Duration,
    },
    /// After `after` bytes from the server, nothing more passes either way and the sockets
    /// stay open, as through a link that died without a word: the client notices by its
    /// silence limit.
    Stall {
        /// Bytes passed from the server first.
        after: usize,
    },
    /// After `after` bytes from the server (in the middle of a frame), both sides are reset.
    Reset {
        /// Bytes passed from the server first.
        after: usize,
    },
    /// After `after` bytes from the server, what the client sends no longer reaches the
    /// server, while the server's messages still reach the client: a half-open connection.
    HalfOpen {
        /// Bytes passed from the server first.
        after: usize,
    },
}

/// A running proxy: its address, and how many connections it has taken.
#[derive(Debug)]
pub struct Proxy {
    addr: SocketAddr,
    taken: Arc<AtomicUsize>,
    task: tokio::task::JoinHandle<()>,
}

impl Proxy {
    /// Starts a proxy on 127.0.0.1 (an ephemeral port) to `server`, doing `fault` to its first
    /// `faulty` connections. Call it inside a tokio runtime.
    ///
    /// # Errors
    /// When it cannot listen.
    pub async fn start(server: SocketAddr, fault: Fault, faulty: usize) -> std::io::Result<Proxy> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
        let addr = listener.local_addr()?;
        let taken = Arc::new(AtomicUsize::new(0));
        let count = taken.clone();
        let task = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let index = count.fetch_add(1, Ordering::AcqRel);
                let fault = match fault {
                    Fault::Delay { .. } => Some(fault),
                    _ if index < faulty => Some(fault),
                    _ => None,
                };
                tokio::spawn(pass(client, server, fault, index));
            }
        });
        Ok(Proxy { addr, taken, task })
    }

    /// `ws://ADDR/PATH` of the proxy, for `url` of the server (`ws://HOST:PORT/PATH`).
    #[must_use]
    pub fn url(&self, url: &str) -> String {
        let path = url
            .strip_prefix("ws://")
            .and_then(|rest| rest.find('/').map(|at| &rest[at..]))
            .unwrap_or("/ws");
        format!("ws://{}{path}", self.addr)
    }

    /// How many connections it has taken.
    #[must_use]
    pub fn connections(&self) -> usize {
        self.taken.load(Ordering::Acquire)
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// The jitter of chunk `n` of connection `index`: a fixed sequence (an LCG), no randomness.
fn jitter(index: usize, n: u64, most: Duration) -> Duration {
    let most = u64::try_from(most.as_micros()).unwrap_or(u64::MAX);
    if most == 0 {
        return Duration::ZERO;
    }
    let seed = (index as u64).wrapping_mul(6_364_136_223_846_793_005) ^ n;
    let mixed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    Duration::from_micros((mixed >> 33) % (most + 1))
}

/// One connection through the proxy.
async fn pass(client: TcpStream, server: SocketAddr, fault: Option<Fault>, index: usize) {
    let Ok(upstream) = TcpStream::connect(server).await else {
        return;
    };
    let _ = client.set_nodelay(true);
    let _ = upstream.set_nodelay(true);
    let (client_read, client_write) = client.into_split();
    let (server_read, server_write) = upstream.into_split();
    // What the server sends decides when a fault strikes; the client's way follows it.
    let (struck_tx, struck) = tokio::sync::watch::channel(false);
    let down = tokio::spawn(copy(
        server_read,
        client_write,
        fault,
        index,
        Some(struck_tx),
    ));
    let up = tokio::spawn(copy_up(client_read, server_write, fault, index, struck));
    let _ = tokio::join!(down, up);
}

/// The server's way to the client: the fault strikes after its bytes.
async fn copy(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    fault: Option<Fault>,
    index: usize,
    struck: Option<tokio::sync::watch::Sender<bool>>,
) {
    let mut buffer = vec![0u8; 4096];
    let mut passed = 0usize;
    let mut n = 0u64;
    loop {
        let Ok(read) = from.read(&mut buffer).await else {
            return;
        };
        if read == 0 {
            let _ = to.shutdown().await;
            return;
        }
        n += 1;
        let mut chunk = &buffer[..read];
        match fault {
            Some(Fault::Delay {
                delay,
                jitter: most,
            }) => {
                tokio::time::sleep(delay + jitter(index, n, most)).await;
            }
            Some(Fault::Stall { after } | Fault::Reset { after } | Fault::HalfOpen { after })
                if passed + chunk.len() >= after =>
            {
                chunk = &chunk[..after.saturating_sub(passed)];
                let _ = to.write_all(chunk).await;
                if let Some(struck) = &struck {
                    let _ = struck.send(true);
                }
                match fault {
                    Some(Fault::Reset { .. }) => {
                        // A reset, not a close: both sockets go with a zero linger (once the
                        // client's way has let go of its halves too).
                        reset_on_close(to.as_ref());
                        reset_on_close(from.as_ref());
                        // No FIN before the reset.
                        to.forget();
                        return;
                    }
                    Some(Fault::HalfOpen { .. }) => {
                        // The server's way stays: what it sends still reaches the client.
                        let _ = tokio::io::copy(&mut from, &mut to).await;
                        return;
                    }
                    // A stall: hold both ends open, pass nothing, until the other side goes.
                    _ => {
                        let mut sink = [0u8; 4096];
                        while let Ok(read) = from.read(&mut sink).await {
                            if read == 0 {
                                return;
                            }
                        }
                        return;
                    }
                }
            }
            _ => {}
        }
        passed += chunk.len();
        if to.write_all(chunk).await.is_err() {
            return;
        }
    }
}

/// Makes the socket's close a reset (RST): a zero linger, which does not block (tokio
/// deprecates `set_linger` for the lingers that do).
#[allow(deprecated)]
fn reset_on_close(stream: &TcpStream) {
    let _ = stream.set_linger(Some(Duration::ZERO));
}

/// The client's way to the server: cut (without a word) once the fault has struck, except
/// for a reset, which closes it.
async fn copy_up(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    fault: Option<Fault>,
    index: usize,
    mut struck: tokio::sync::watch::Receiver<bool>,
) {
    let mut buffer = vec![0u8; 4096];
    let mut n = 0u64;
    loop {
        let read = tokio::select! {
            read = from.read(&mut buffer) => read,
            changed = struck.changed(), if !*struck.borrow() => {
                if changed.is_err() {
                    return;
                }
                if matches!(fault, Some(Fault::Reset { .. })) {
                    // No FIN before the reset: the socket goes when the read half does.
                    to.forget();
                    return;
                }
                continue;
            }
        };
        let Ok(read) = read else { return };
        if read == 0 {
            let _ = to.shutdown().await;
            return;
        }
        n += 1;
        if *struck.borrow() {
            // Stalled or half-open: what the client sends is swallowed.
            continue;
        }
        if let Some(Fault::Delay {
            delay,
            jitter: most,
        }) = fault
        {
            tokio::time::sleep(delay + jitter(index, n, most)).await;
        }
        if to.write_all(&buffer[..read]).await.is_err() {
            return;
        }
    }
}
