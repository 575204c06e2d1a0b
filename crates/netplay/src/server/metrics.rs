//! What an operator sees of a running server: `GET /health` (is it up) and `GET /metrics`
//! (Prometheus text, written by the `prometheus-client` crate): rooms by game, open
//! connections, connections turned away by the caps, intents carried out, refusals by kind, how
//! long each intent took the room (the game's rules; a hint searches elsewhere), and the
//! searches running now and the most that ever ran at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use super::searches::Searches;

/// A game's label.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct GameLabel {
    /// The game's name (`loopit`, `nardy`, `reversi`).
    pub(crate) game: &'static str,
}

/// A refusal's labels.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct RefusalLabel {
    /// The game's name.
    pub(crate) game: &'static str,
    /// The refusal's kind, as the wire names it.
    pub(crate) kind: &'static str,
}

/// The buckets of the intent-time histogram: 50 µs to about 0.8 s.
fn intent_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.000_05, 2.0, 15))
}

/// Every figure the server keeps for `/metrics`.
#[derive(Debug)]
pub(crate) struct Metrics {
    /// Open connections (all games).
    pub(crate) connections: Gauge,
    /// Connections closed at once because a cap was reached.
    pub(crate) turned_away: Counter,
    /// Intents carried out, by game.
    pub(crate) intents: Family<GameLabel, Counter>,
    /// Refusals sent, by game and kind.
    pub(crate) refusals: Family<RefusalLabel, Counter>,
    /// Seconds a room took to carry out an intent (or refuse it), by game.
    pub(crate) intent_seconds: Family<GameLabel, Histogram, fn() -> Histogram>,
    /// Rooms held, read at each scrape from the games' counts.
    rooms: Family<GameLabel, Gauge>,
    /// The games' room counts.
    room_counts: std::sync::Mutex<Vec<(&'static str, Arc<AtomicUsize>)>>,
    /// Searches running, read at each scrape.
    searches_running: Gauge,
    /// The most searches that ran at once, read at each scrape.
    searches_most: Gauge,
    /// The searching threads.
    searches: std::sync::Mutex<Option<Arc<Searches>>>,
    registry: Registry,
}

impl Metrics {
    pub(crate) fn new() -> Metrics {
        let connections = Gauge::default();
        let turned_away = Counter::default();
        let intents = Family::<GameLabel, Counter>::default();
        let refusals = Family::<RefusalLabel, Counter>::default();
        let intent_seconds =
            Family::<GameLabel, Histogram, fn() -> Histogram>::new_with_constructor(
                intent_buckets as fn() -> Histogram,
            );
        let rooms = Family::<GameLabel, Gauge>::default();
        let mut registry = Registry::with_prefix("netplay");
        registry.register("rooms", "Rooms held, by game", rooms.clone());
        registry.register("connections", "Open connections", connections.clone());
        registry.register(
            "connections_turned_away",
            "Connections closed at once because a cap was reached",
            turned_away.clone(),
        );
        registry.register("intents", "Intents carried out, by game", intents.clone());
        registry.register(
            "refusals",
            "Refusals sent, by game and kind",
            refusals.clone(),
        );
        registry.register(
            "intent_seconds",
            "Seconds a room took to carry out or refuse an intent, by game",
            intent_seconds.clone(),
        );
        let searches_running = Gauge::default();
        let searches_most = Gauge::default();
        registry.register(
            "searches_running",
            "Searches (hints, computer seats) running now",
            searches_running.clone(),
        );
        registry.register(
            "searches_most_at_once",
            "The most searches that ran at once since the start",
            searches_most.clone(),
        );
        Metrics {
            searches_running,
            searches_most,
            searches: std::sync::Mutex::new(None),
            connections,
            turned_away,
            intents,
            refusals,
            intent_seconds,
            rooms,
            room_counts: std::sync::Mutex::new(Vec::new()),
            registry,
        }
    }

    /// Counts the rooms of `game` from `count` at every scrape.
    pub(crate) fn watch_rooms(&self, game: &'static str, count: Arc<AtomicUsize>) {
        let mut counts = self.room_counts.lock().unwrap_or_else(|e| e.into_inner());
        counts.push((game, count));
    }

    /// Reads the searches running from `searches` at every scrape.
    pub(crate) fn watch_searches(&self, searches: Arc<Searches>) {
        let mut watched = self.searches.lock().unwrap_or_else(|e| e.into_inner());
        *watched = Some(searches);
    }

    /// Counts a refusal sent to a client of `game`.
    pub(crate) fn refused(&self, game: &'static str, kind: &'static str) {
        self.refusals
            .get_or_create(&RefusalLabel { game, kind })
            .inc();
    }

    /// The label of `game` (no allocation: every intent counts with it).
    pub(crate) const fn game(game: &'static str) -> GameLabel {
        GameLabel { game }
    }

    /// The figures in Prometheus's text format.
    fn text(&self) -> Result<String, std::fmt::Error> {
        {
            let counts = self.room_counts.lock().unwrap_or_else(|e| e.into_inner());
            for (game, count) in counts.iter() {
                let rooms = i64::try_from(count.load(Ordering::Relaxed)).unwrap_or(i64::MAX);
                self.rooms.get_or_create(&Metrics::game(game)).set(rooms);
            }
        }
        {
            let searches = self.searches.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(searches) = searches.as_ref() {
                let gauge = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
                self.searches_running.set(gauge(searches.running()));
                self.searches_most.set(gauge(searches.most_at_once()));
            }
        }
        let mut text = String::new();
        prometheus_client::encoding::text::encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

/// `GET /metrics`. The connection is closed after the answer, so a scraper holds no slot.
pub(crate) async fn metrics(metrics: Arc<Metrics>) -> Response {
    let mut response = match metrics.text() {
        Ok(text) => (
            [(
                header::CONTENT_TYPE,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
            )],
            text,
        )
            .into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    };
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// `GET /health`: `ok` while the server runs.
pub(crate) async fn health() -> Response {
    let mut response = "ok\n".into_response();
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}
