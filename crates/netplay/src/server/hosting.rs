//! Several games on one server: one listener, one runtime, one port; each game under its own
//! URL paths, with its own rooms, its own store and its own writer thread.
//!
//! Why by path and not by the handshake: a connection's messages are typed by its game from the
//! first byte on (`ClientMessage<G>`), so the game must be known before the hello is read; the
//! path gives it at the upgrade, and the hello still checks [`OnlineGame::NAME`] (a client of
//! another game at a game's path is refused with [`crate::Refusal::WrongGame`]).

use std::collections::HashMap;
use std::io;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::routing::get;

use super::archive;
use super::listen::{CappedListener, Peer, open_files_limit};
use super::metrics::{self, Metrics, health};
use super::searches::Searches;
use super::{
    Server, ServerConfig, Shared, ToRoom, Writer, resume_rooms, take_over_lapsed, upgrade,
};
use crate::game::OnlineGame;
use crate::limit::PerAddress;
use crate::store::RoomStore;

/// Makes a game's routes once the runtime runs (its rooms are resumed as tasks).
type Mount = Box<
    dyn FnOnce(&ServerConfig, &Arc<Metrics>, &Arc<Searches>) -> io::Result<(Router, Mounted)>
        + Send,
>;

/// One game a server hosts: its name, the paths clients connect to, and its store.
pub struct Hosted {
    name: &'static str,
    paths: Vec<String>,
    mount: Mount,
}

impl std::fmt::Debug for Hosted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hosted")
            .field("name", &self.name)
            .field("paths", &self.paths)
            .finish_non_exhaustive()
    }
}

/// A game as a running server holds it.
#[derive(Debug)]
pub(super) struct Mounted {
    pub(super) name: &'static str,
    pub(super) paths: Vec<String>,
    pub(super) count: Arc<AtomicUsize>,
    pub(super) writer: Writer,
}

impl Hosted {
    /// The game `G`, its clients connecting at each of `paths` (`"/ws/nardy"`: a path begins
    /// with `/`), its rooms kept in `store` (every room there is resumed when the server starts).
    #[must_use]
    pub fn game<G: OnlineGame>(paths: &[&str], store: Arc<dyn RoomStore>) -> Hosted {
        let paths: Vec<String> = paths.iter().map(|path| (*path).to_owned()).collect();
        let routes = paths.clone();
        let mount: Mount = Box::new(
            move |config: &ServerConfig, metrics: &Arc<Metrics>, searches: &Arc<Searches>| {
                let count = Arc::new(AtomicUsize::new(0));
                metrics.watch_rooms(G::NAME, count.clone());
                let (lost, mut lost_rooms) = tokio::sync::mpsc::unbounded_channel();
                let writer = Writer::start(store.clone(), lost)?;
                let shared = Arc::new(Shared::<G> {
                    writer: writer.clone(),
                    rooms: Mutex::new(HashMap::new()),
                    count: count.clone(),
                    store,
                    config: config.clone(),
                    next_conn: AtomicU64::new(1),
                    lookups: PerAddress::new(config.lookup_rate),
                    metrics: metrics.clone(),
                    searches: searches.clone(),
                });
                resume_rooms(&shared);
                // A room the store says another server has resumed is let go here.
                let rooms = shared.clone();
                tokio::spawn(async move {
                    while let Some(code) = lost_rooms.recv().await {
                        if let Some(room) = rooms.room(&code) {
                            let _ = room.send(ToRoom::Lost).await;
                        }
                    }
                });
                if let Some(every) = shared.store.claims_every() {
                    tokio::spawn(take_over_lapsed(shared.clone(), every));
                }
                let router = routes
                    .iter()
                    .fold(Router::new(), |router, path| {
                        router.route(path, get(upgrade::<G>))
                    })
                    .route(&format!("/games/{}", G::NAME), get(archive::list::<G>))
                    .route(
                        &format!("/games/{}/{{id}}", G::NAME),
                        get(archive::record::<G>),
                    )
                    .with_state(shared);
                let mounted = Mounted {
                    name: G::NAME,
                    paths: routes,
                    count,
                    writer,
                };
                Ok((router, mounted))
            },
        );
        Hosted {
            name: G::NAME,
            paths,
            mount,
        }
    }

    /// The game's name ([`OnlineGame::NAME`]).
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl Server {
    /// Starts a server of every game in `games` on `addr` (port 0: any free port): one
    /// listener, each game at its own paths with its own rooms and store. The limits of
    /// `config` (`max_rooms` among them) hold for each game on its own.
    pub fn start_games(
        addr: SocketAddr,
        config: ServerConfig,
        games: Vec<Hosted>,
    ) -> io::Result<Server> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(config.workers.max(1))
            .thread_name("netplay-server")
            .enable_all()
            .build()?;
        let listener = std::net::TcpListener::bind(addr)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let mut mounted = Vec::new();
        {
            let _inside = runtime.enter();
            let caps = config.caps.within_descriptors(open_files_limit());
            if caps.connections < config.caps.connections {
                tracing::warn!(
                    "at most {} connections: the limit of open files leaves no more (raise it with `ulimit -n`)",
                    caps.connections
                );
            }
            tracing::info!(
                "connections: at most {} in all, {} from one address; {:?} to send the upgrade request",
                caps.connections,
                caps.per_address(),
                caps.handshake
            );
            let metrics = Arc::new(Metrics::new());
            let listener =
                CappedListener::new(tokio::net::TcpListener::from_std(listener)?, caps, &metrics);
            let scraped = metrics.clone();
            let mut app = Router::new()
                .route("/health", get(health))
                .route("/metrics", get(move || metrics::metrics(scraped.clone())));
            let searches = Arc::new(Searches::start(
                config.search_threads,
                config.search_queue,
                config.hint_rate,
            )?);
            metrics.watch_searches(searches.clone());
            tracing::info!(
                "searches (hints, computer seats): {} threads, {} may wait; hints from one address: {} at once, then {} a second",
                config.search_threads,
                config.search_queue,
                config.hint_rate.burst,
                config.hint_rate.per_second
            );
            for game in games {
                let (router, held) = (game.mount)(&config, &metrics, &searches)?;
                app = app.merge(router);
                mounted.push(held);
            }
            runtime.spawn(async move {
                let app = app.into_make_service_with_connect_info::<Peer>();
                if let Err(error) = axum::serve(listener, app).await {
                    tracing::error!("the server stopped: {error}");
                }
            });
        }
        Ok(Server {
            runtime: Some(runtime),
            addr,
            games: mounted,
        })
    }

    /// The WebSocket address of the game called `name` (its first path), when it is hosted.
    #[must_use]
    pub fn url_of(&self, name: &str) -> Option<String> {
        let game = self.games.iter().find(|game| game.name == name)?;
        let path = game.paths.first()?;
        Some(format!("ws://{}{path}", self.addr))
    }

    /// How many rooms of the game called `name` it holds (0 for a game it does not host).
    #[must_use]
    pub fn rooms_of(&self, name: &str) -> usize {
        self.games
            .iter()
            .filter(|game| game.name == name)
            .map(|game| game.count.load(Ordering::Relaxed))
            .sum()
    }
}
