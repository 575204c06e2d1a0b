//! A [`RoomStore`] on PostgreSQL, for servers that share their rooms: one row a room (its
//! record as JSON and the epoch it was written in) and an archive of every finished game.
//!
//! - **Fencing.** A write carries the room's epoch; a write of an older epoch than the row's is
//!   refused ([`StoreError::Fenced`]), in the same statement that writes (`INSERT … ON
//!   CONFLICT … DO UPDATE … WHERE rooms.epoch <= EXCLUDED.epoch`), so a server that lost a room
//!   to another can never overwrite the newer owner's game, whatever the timing.
//! - **Leases.** Each server is a node with a name ([`Node::name`], the host's name unless
//!   told). A room's row names the node that holds it and until when ([`Node::lease`] after
//!   its last renewal); a node renews its claim on all its rooms three times a lease while it
//!   runs. At start a node resumes its own rooms (a restart after a crash) and the rooms
//!   nobody holds (a lapsed or missing claim), and every half lease it claims the rooms whose
//!   node stopped renewing ([`RoomStore::claim_lapsed`]), which the server resumes in the next
//!   epoch: a dead node's rooms move to a live one, and a node started beside a live one
//!   leaves that one's rooms alone. Claiming is one `UPDATE … WHERE … RETURNING`, so two
//!   nodes never claim the same room. Two servers must not share a name.
//! - **Schema.** The server creates and migrates it itself at start ([`MIGRATIONS`], the SQL
//!   files in `migrations/`), one server at a time (a transaction-scoped advisory lock), and
//!   refuses a schema newer than it knows.
//! - **The archive.** A finished game's last record is a row of `archive` with its game, room,
//!   time and the seats' names (an indexed array), listed by player
//!   ([`RoomStore::archived`]).
//! - **Threads.** The server calls a store from threads that may block (its store writer, its
//!   start), never from its async workers. The database driver (tokio-postgres with deadpool's
//!   pool) is asynchronous, so the store runs its own small runtime and each call waits for its
//!   answer, at most [`ANSWER_LIMIT`]. [`RoomStore::contains`], the one call made from the
//!   workers, answers from the codes this store has read or written, without the database.
//!
//! Why not one of the server's runtimes: the store is opened before the server's runtime
//! exists and is called from its start, inside that runtime's context, where blocking on
//! another future is not allowed; a runtime of the store's own has neither problem.

pub mod testing;

use std::collections::HashSet;
use std::fmt;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use netplay::{ArchiveId, ArchivedGame, KeptRooms, RoomCode, RoomStore, StoreError};
use tokio_postgres::NoTls;

/// The schema's versions, in order: each is applied once, in a transaction, and recorded in
/// the table `netplay_schema`.
pub const MIGRATIONS: &[(i32, &str)] = &[
    (1, include_str!("../migrations/0001_rooms.sql")),
    (2, include_str!("../migrations/0002_archive.sql")),
    (3, include_str!("../migrations/0003_leases.sql")),
];

/// How long a call waits for the database's answer before it gives up (the server's writer
/// then logs the failure and the room waits for its next record).
pub const ANSWER_LIMIT: Duration = Duration::from_secs(10);

/// The most connections the pool opens.
const POOL_SIZE: usize = 8;

/// The key of the advisory lock one server at a time holds while it migrates the schema.
const MIGRATION_LOCK: i64 = 0x4c6f_6f70_4974;

/// This server among the servers sharing a database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Its name, unique among them: a server started again under the same name takes its
    /// rooms back at once.
    pub name: String,
    /// Where its clients connect (`ws://host:port`), kept beside its rooms for the other
    /// servers to tell a client that asks them for one of its rooms.
    pub address: Option<String>,
    /// How long a claim lasts without renewal: after it, another server takes the rooms over.
    pub lease: Duration,
}

impl Node {
    /// The node called `name`, with no address and a lease of 30 seconds.
    #[must_use]
    pub fn named(name: &str) -> Node {
        Node {
            name: name.to_owned(),
            address: None,
            lease: Duration::from_secs(30),
        }
    }

    /// The node named after the machine (its host name; `loopit-server` when it has none).
    #[must_use]
    pub fn this_machine() -> Node {
        let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .or_else(|_| std::fs::read_to_string("/etc/hostname"))
            .map(|name| name.trim().to_owned())
            .ok()
            .filter(|name| !name.is_empty())
            .unwrap_or_else(|| "loopit-server".to_owned());
        Node::named(&name)
    }
}

/// Why the database could not be used, apart from what the driver says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseError {
    /// The address is not a PostgreSQL address (`postgres://user@host:port/database`).
    Address(String),
    /// The schema was migrated by a newer server than this one.
    SchemaTooNew {
        /// The schema's version in the database.
        found: i32,
        /// The newest version this server knows.
        known: i32,
    },
    /// No answer within [`ANSWER_LIMIT`].
    NoAnswer,
}

impl fmt::Display for DatabaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DatabaseError::Address(why) => write!(f, "not a PostgreSQL address: {why}"),
            DatabaseError::SchemaTooNew { found, known } => write!(
                f,
                "the schema is at version {found}, newer than this server's {known}: update the server"
            ),
            DatabaseError::NoAnswer => write!(f, "no answer within {ANSWER_LIMIT:?}"),
        }
    }
}

impl std::error::Error for DatabaseError {}

fn database(error: impl std::error::Error + Send + Sync + 'static) -> StoreError {
    StoreError::Database(Box::new(error))
}

/// A connection pool to one database, with the runtime it runs on. Each game a server hosts
/// takes its own [`PgStore`] of it ([`Database::store`]).
#[derive(Clone)]
pub struct Database {
    inner: Arc<Inner>,
}

struct Inner {
    /// Taken (and shut down without waiting) when the last handle goes.
    runtime: Option<tokio::runtime::Runtime>,
    pool: Pool,
    node: Node,
    /// The address without its password, for the log.
    shown: String,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Database")
            .field("at", &self.inner.shown)
            .field("node", &self.inner.node.name)
            .finish_non_exhaustive()
    }
}

impl Database {
    /// Connects to the database at `address` (`postgres://user[:password]@host[:port]/name`)
    /// as `node` and brings its schema up to date; from now on the claim on the node's rooms
    /// is renewed three times a lease. Blocks the thread (not for async code).
    pub fn connect(address: &str, node: Node) -> Result<Database, StoreError> {
        let config: tokio_postgres::Config = address
            .parse()
            .map_err(|e: tokio_postgres::Error| database(DatabaseError::Address(e.to_string())))?;
        let shown = shown(&config);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("netplay-postgres")
            .enable_all()
            .build()
            .map_err(database)?;
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(ANSWER_LIMIT))
            .create_timeout(Some(ANSWER_LIMIT))
            .build()
            .map_err(database)?;
        let database = Database {
            inner: Arc::new(Inner {
                runtime: Some(runtime),
                pool,
                node,
                shown,
            }),
        };
        let pool = database.inner.pool.clone();
        let version = database.call(migrate(pool))?;
        tracing::info!(
            "the room store is the database {} (schema version {version}); this server is node {:?}, holding its rooms for {:?} at a time",
            database.inner.shown,
            database.inner.node.name,
            database.inner.node.lease
        );
        if let Some(runtime) = &database.inner.runtime {
            runtime.spawn(renew(
                database.inner.pool.clone(),
                database.inner.node.name.clone(),
                database.inner.node.lease,
            ));
        }
        Ok(database)
    }

    /// Where it is, without a password: `host:port/database`.
    #[must_use]
    pub fn shown(&self) -> &str {
        &self.inner.shown
    }

    /// The schema's versions applied to the database, in order.
    pub fn applied(&self) -> Result<Vec<i32>, StoreError> {
        let pool = self.inner.pool.clone();
        self.call(async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query("SELECT version FROM netplay_schema ORDER BY version", &[])
                .await
                .map_err(database)?;
            rows.iter()
                .map(|row| row.try_get(0).map_err(database))
                .collect()
        })
    }

    /// The store of the game called `game` (its rooms and archive, apart from other games').
    #[must_use]
    pub fn store(&self, game: &str) -> PgStore {
        PgStore {
            database: self.clone(),
            game: game.to_owned(),
            known: Mutex::new(HashSet::new()),
        }
    }

    /// Runs `work` on the store's runtime and waits (blocking this thread) for its answer.
    fn call<T: Send + 'static>(
        &self,
        work: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let Some(runtime) = &self.inner.runtime else {
            return Err(database(DatabaseError::NoAnswer));
        };
        let (answer, wait) = std::sync::mpsc::channel();
        runtime.spawn(async move {
            let _ = answer.send(work.await);
        });
        wait.recv_timeout(ANSWER_LIMIT)
            .map_err(|_| database(DatabaseError::NoAnswer))?
    }
}

/// Renews `node`'s claim on all its rooms, three times a lease, for as long as the store's
/// runtime runs.
async fn renew(pool: Pool, node: String, every: Duration) {
    let seconds = every.as_secs_f64();
    if every.is_zero() {
        // A lease of no time is never worth renewing (tests use it for a node that is gone).
        return;
    }
    loop {
        tokio::time::sleep(every / 3).await;
        let renewed = async {
            let client = pool.get().await.map_err(database)?;
            client
                .execute(
                    "UPDATE rooms SET lease_until = now() + make_interval(secs => $2)
                      WHERE owner = $1",
                    &[&node, &seconds],
                )
                .await
                .map_err(database)
        };
        if let Err(error) = renewed.await {
            tracing::warn!("the claim on this server's rooms not renewed: {error}");
        }
    }
}

/// `host:port/database` of `config`, never its password.
fn shown(config: &tokio_postgres::Config) -> String {
    let host = config
        .get_hosts()
        .first()
        .map(|host| match host {
            tokio_postgres::config::Host::Tcp(name) => name.clone(),
            #[cfg(unix)]
            tokio_postgres::config::Host::Unix(path) => path.display().to_string(),
        })
        .unwrap_or_default();
    let port = config.get_ports().first().copied().unwrap_or(5432);
    format!(
        "{host}:{port}/{}",
        config.get_dbname().unwrap_or("postgres")
    )
}

/// Brings the schema up to date: the version it is at afterwards.
async fn migrate(pool: Pool) -> Result<i32, StoreError> {
    let mut client = pool.get().await.map_err(database)?;
    let transaction = client.transaction().await.map_err(database)?;
    transaction
        .execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(database)?;
    transaction
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS netplay_schema (
                 version integer PRIMARY KEY,
                 applied timestamptz NOT NULL DEFAULT now()
             )",
        )
        .await
        .map_err(database)?;
    let row = transaction
        .query_one("SELECT coalesce(max(version), 0) FROM netplay_schema", &[])
        .await
        .map_err(database)?;
    let found: i32 = row.try_get(0).map_err(database)?;
    let known = MIGRATIONS.last().map_or(0, |(version, _)| *version);
    if found > known {
        return Err(database(DatabaseError::SchemaTooNew { found, known }));
    }
    for (version, sql) in MIGRATIONS.iter().filter(|(version, _)| *version > found) {
        transaction.batch_execute(sql).await.map_err(database)?;
        transaction
            .execute(
                "INSERT INTO netplay_schema (version) VALUES ($1)",
                &[version],
            )
            .await
            .map_err(database)?;
        tracing::info!("the room store's schema migrated to version {version}");
    }
    transaction.commit().await.map_err(database)?;
    Ok(known)
}

/// One game's rooms and archive in a [`Database`].
pub struct PgStore {
    database: Database,
    game: String,
    /// The codes this store has read or written and not removed: what
    /// [`RoomStore::contains`] answers from. A room another server made since is not among
    /// them; a new room's code is drawn from 31^10 and its first write carries epoch 1, which
    /// a kept room of a later epoch refuses.
    known: Mutex<HashSet<RoomCode>>,
}

impl fmt::Debug for PgStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PgStore")
            .field("database", &self.database)
            .field("game", &self.game)
            .finish_non_exhaustive()
    }
}

impl PgStore {
    fn known(&self) -> std::sync::MutexGuard<'_, HashSet<RoomCode>> {
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// This server's node name, address and lease in seconds, for a row it writes or claims.
    fn holder(&self) -> (String, Option<String>, f64) {
        let node = &self.database.inner.node;
        (
            node.name.clone(),
            node.address.clone(),
            node.lease.as_secs_f64(),
        )
    }

    /// Claims for this server the rooms of this game nobody holds, in one statement (two
    /// servers claiming at once never both get a room): their codes and records. At `start`,
    /// this node's own rooms too (of its run before); later, never a room this store already
    /// has (this server's own, should its renewal have been late). With `only`, that room
    /// alone.
    fn claim(&self, start: bool, only: Option<&RoomCode>) -> Result<KeptRooms, StoreError> {
        let pool = self.database.inner.pool.clone();
        let game = self.game.clone();
        let (node, address, seconds) = self.holder();
        let known: Vec<String> = if start {
            Vec::new()
        } else {
            self.known().iter().map(|code| code.0.clone()).collect()
        };
        let only: Option<String> = only.map(|code| code.0.clone());
        let rows: Vec<(String, String)> = self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "UPDATE rooms
                        SET owner = $2, address = $3,
                            lease_until = now() + make_interval(secs => $4)
                      WHERE game = $1
                        AND (owner IS NULL OR lease_until IS NULL OR lease_until < now()
                             OR ($6 AND owner = $2))
                        AND NOT (code = ANY($5))
                        AND ($7::text IS NULL OR code = $7)
                  RETURNING code, record::text",
                    &[&game, &node, &address, &seconds, &known, &start, &only],
                )
                .await
                .map_err(database)?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get(0).map_err(database)?,
                        row.try_get(1).map_err(database)?,
                    ))
                })
                .collect()
        })?;
        let mut known = self.known();
        let mut rows = rows;
        rows.sort();
        Ok(rows
            .into_iter()
            .map(|(code, record)| {
                let code = RoomCode(code);
                if code.is_well_formed() {
                    known.insert(code.clone());
                    Ok((code, record))
                } else {
                    Err(StoreError::BadCode(code))
                }
            })
            .collect())
    }
}

impl RoomStore for PgStore {
    fn save(&self, room: &RoomCode, epoch: u32, record: &str) -> Result<(), StoreError> {
        if !room.is_well_formed() {
            return Err(StoreError::BadCode(room.clone()));
        }
        let pool = self.database.inner.pool.clone();
        let (game, code, text) = (self.game.clone(), room.clone(), record.to_owned());
        let (node, address, seconds) = self.holder();
        self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            let written = client
                .execute(
                    "INSERT INTO rooms (game, code, epoch, record, owner, address, lease_until)
                     VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, now() + make_interval(secs => $7))
                     ON CONFLICT (game, code) DO UPDATE
                        SET epoch = EXCLUDED.epoch, record = EXCLUDED.record, written = now(),
                            owner = EXCLUDED.owner, address = EXCLUDED.address,
                            lease_until = EXCLUDED.lease_until
                      WHERE rooms.epoch <= EXCLUDED.epoch",
                    &[
                        &game,
                        &code.0,
                        &i64::from(epoch),
                        &text,
                        &node,
                        &address,
                        &seconds,
                    ],
                )
                .await
                .map_err(database)?;
            if written == 1 {
                return Ok(());
            }
            // The row keeps a newer epoch (or was removed in between: refused all the same).
            let kept = kept_epoch(&client, &game, &code).await?.unwrap_or(epoch);
            Err(StoreError::Fenced {
                room: code,
                kept,
                ours: epoch,
            })
        })?;
        self.known().insert(room.clone());
        Ok(())
    }

    fn remove(&self, room: &RoomCode, epoch: u32) -> Result<(), StoreError> {
        let pool = self.database.inner.pool.clone();
        let (game, code) = (self.game.clone(), room.clone());
        self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            let removed = client
                .execute(
                    "DELETE FROM rooms WHERE game = $1 AND code = $2 AND epoch <= $3",
                    &[&game, &code.0, &i64::from(epoch)],
                )
                .await
                .map_err(database)?;
            if removed > 0 {
                return Ok(());
            }
            // Nothing removed: no such room (fine), or one of a newer epoch (refused).
            match kept_epoch(&client, &game, &code).await? {
                Some(kept) => Err(StoreError::Fenced {
                    room: code,
                    kept,
                    ours: epoch,
                }),
                None => Ok(()),
            }
        })?;
        self.known().remove(room);
        Ok(())
    }

    /// This node's rooms (of its run before) and the rooms nobody holds (their server's claim
    /// lapsed, or none was made), claimed for this server: a server started beside a live one
    /// leaves that one's rooms alone.
    fn load_all(&self) -> Result<KeptRooms, StoreError> {
        self.claim(true, None)
    }

    fn claim_lapsed(&self) -> Result<KeptRooms, StoreError> {
        self.claim(false, None)
    }

    fn claim_lapsed_room(&self, room: &RoomCode) -> Result<Option<String>, StoreError> {
        if !room.is_well_formed() {
            return Ok(None);
        }
        let claimed = self.claim(false, Some(room))?;
        claimed
            .into_iter()
            .next()
            .transpose()
            .map(|kept| kept.map(|(_, record)| record))
    }

    /// Half a lease: a dead server's rooms are taken over between one and one and a half
    /// leases after its last renewal.
    fn claims_every(&self) -> Option<Duration> {
        Some(self.database.inner.node.lease / 2)
    }

    fn contains(&self, room: &RoomCode) -> bool {
        self.known().contains(room)
    }

    /// The address of the live server that holds `room`, if another does and said where.
    fn held_elsewhere(&self, room: &RoomCode) -> Result<Option<String>, StoreError> {
        let pool = self.database.inner.pool.clone();
        let (game, code) = (self.game.clone(), room.clone());
        let node = self.database.inner.node.name.clone();
        self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            let row = client
                .query_opt(
                    "SELECT address FROM rooms
                      WHERE game = $1 AND code = $2 AND owner IS DISTINCT FROM $3
                        AND lease_until >= now() AND address IS NOT NULL",
                    &[&game, &code.0, &node],
                )
                .await
                .map_err(database)?;
            row.map(|row| row.try_get(0).map_err(database)).transpose()
        })
    }

    /// The archive's rows of this game with `player` among the seats' names (the column
    /// `players`, indexed), newest first.
    fn archived(&self, player: &str, limit: usize) -> Result<Vec<ArchivedGame>, StoreError> {
        let pool = self.database.inner.pool.clone();
        let game = self.game.clone();
        let player = player.to_owned();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "SELECT code, extract(epoch FROM finished)::bigint, players
                       FROM archive
                      WHERE game = $1 AND $2 = ANY(players)
                      ORDER BY finished DESC, id DESC
                      LIMIT $3",
                    &[&game, &player, &limit],
                )
                .await
                .map_err(database)?;
            rows.iter()
                .map(|row| {
                    let room = RoomCode(row.try_get(0).map_err(database)?);
                    let seconds: i64 = row.try_get(1).map_err(database)?;
                    let finished = u64::try_from(seconds).unwrap_or_default();
                    Ok(ArchivedGame {
                        id: ArchiveId {
                            room: room.clone(),
                            finished,
                        },
                        room,
                        finished,
                        players: row.try_get(2).map_err(database)?,
                    })
                })
                .collect()
        })
    }

    fn archived_record(&self, id: &ArchiveId) -> Result<Option<String>, StoreError> {
        let pool = self.database.inner.pool.clone();
        let game = self.game.clone();
        let code = id.room.0.clone();
        let seconds = i64::try_from(id.finished).unwrap_or(i64::MAX);
        self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            let row = client
                .query_opt(
                    "SELECT record::text FROM archive
                      WHERE game = $1 AND code = $2
                        AND extract(epoch FROM finished)::bigint = $3
                      ORDER BY id DESC LIMIT 1",
                    &[&game, &code, &seconds],
                )
                .await
                .map_err(database)?;
            row.map(|row| row.try_get(0).map_err(database)).transpose()
        })
    }

    /// A row of the table `archive`, with the seats' names taken from the record by the
    /// database (`record->'seats'`), for [`RoomStore::archived`].
    fn archive(&self, room: &RoomCode, record: &str) -> Result<(), StoreError> {
        let pool = self.database.inner.pool.clone();
        let (game, code, text) = (self.game.clone(), room.clone(), record.to_owned());
        self.database.call(async move {
            let client = pool.get().await.map_err(database)?;
            client
                .execute(
                    "INSERT INTO archive (game, code, players, record)
                     SELECT $1, $2,
                            ARRAY(SELECT seat->'setup'->>'name'
                                    FROM jsonb_array_elements(r->'seats') WITH ORDINALITY AS s(seat, n)
                                   ORDER BY n),
                            r
                       FROM (SELECT $3::text::jsonb AS r) AS kept",
                    &[&game, &code.0, &text],
                )
                .await
                .map_err(database)?;
            Ok(())
        })
    }
}

/// The epoch of the room's row, if there is one.
async fn kept_epoch(
    client: &deadpool_postgres::Client,
    game: &str,
    code: &RoomCode,
) -> Result<Option<u32>, StoreError> {
    let row = client
        .query_opt(
            "SELECT epoch FROM rooms WHERE game = $1 AND code = $2",
            &[&game, &code.0],
        )
        .await
        .map_err(database)?;
    row.map(|row| {
        let kept: i64 = row.try_get(0).map_err(database)?;
        Ok(u32::try_from(kept).unwrap_or(u32::MAX))
    })
    .transpose()
}
