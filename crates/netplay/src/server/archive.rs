//! The archive of finished games over HTTP, for players and for other programs:
//!
//! - `GET /games/GAME?player=NAME[&limit=N]`: the finished games of GAME (`loopit`, `nardy`,
//!   `reversi`) that NAME sat in, newest first (at most `limit`, 50 unless asked, 200 at most),
//!   as JSON: `[{"id": "CODE-SECONDS", "room": "CODE", "finished": SECONDS, "players": [...]}]`;
//! - `GET /games/GAME/ID`: that game's last room record (JSON), or 404.
//!
//! The store answers ([`RoomStore::archived`], [`RoomStore::archived_record`]) on a thread
//! that may block, never on the runtime's workers.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::Shared;
use crate::game::OnlineGame;
use crate::store::{ArchiveId, RoomStore};

/// The most games one answer lists.
const MOST: usize = 200;

/// What `GET /games/GAME` is asked.
#[derive(Debug, Deserialize)]
pub(super) struct Asked {
    player: String,
    limit: Option<usize>,
}

/// `GET /games/GAME?player=NAME`.
pub(super) async fn list<G: OnlineGame>(
    State(shared): State<Arc<Shared<G>>>,
    Query(asked): Query<Asked>,
) -> Response {
    let store: Arc<dyn RoomStore> = shared.store.clone();
    let limit = asked.limit.unwrap_or(50).min(MOST);
    let found = tokio::task::spawn_blocking(move || store.archived(&asked.player, limit)).await;
    match found {
        Ok(Ok(games)) => match serde_json::to_string(&games) {
            Ok(text) => json(text),
            Err(error) => failed(&error),
        },
        Ok(Err(error)) => failed(&error),
        Err(error) => failed(&error),
    }
}

/// `GET /games/GAME/ID`.
pub(super) async fn record<G: OnlineGame>(
    State(shared): State<Arc<Shared<G>>>,
    Path(id): Path<String>,
) -> Response {
    let Some(id) = ArchiveId::parse(&id) else {
        return closed(StatusCode::NOT_FOUND.into_response());
    };
    let store: Arc<dyn RoomStore> = shared.store.clone();
    match tokio::task::spawn_blocking(move || store.archived_record(&id)).await {
        Ok(Ok(Some(text))) => json(text),
        Ok(Ok(None)) => closed(StatusCode::NOT_FOUND.into_response()),
        Ok(Err(error)) => failed(&error),
        Err(error) => failed(&error),
    }
}

fn json(text: String) -> Response {
    let mut response = text.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    closed(response)
}

/// An answer after which the connection closes, as `/health`'s and `/metrics`' do: a caller
/// of the archive asks once, not over a kept-alive connection.
fn closed(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

fn failed(error: &dyn std::fmt::Display) -> Response {
    tracing::error!("the archive could not be read: {error}");
    closed(StatusCode::SERVICE_UNAVAILABLE.into_response())
}
