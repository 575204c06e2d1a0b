//! A private PostgreSQL server for tests: the machine's own PostgreSQL programs (`initdb`,
//! `pg_ctl`), a new data folder in the system's temporary folder, a free port on 127.0.0.1,
//! stopped and removed when dropped. Nothing else on the machine is touched.
//!
//! PostgreSQL refuses to run as root: when the tests run as root, its programs run as the
//! user `postgres` (`runuser -u postgres`), which the machine's PostgreSQL packages create.
//! The programs are found in `$PG_BIN`, then in `pg_config --bindir`, then in the newest
//! `/usr/lib/postgresql/*/bin` (Debian's place).

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Why the private server could not be started.
#[derive(Debug)]
pub enum HarnessError {
    /// No PostgreSQL programs were found.
    NoPostgres,
    /// A program could not be run, or failed.
    Failed {
        /// The program.
        program: String,
        /// What went wrong (its exit, or the system's error), with the end of its log.
        why: String,
    },
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HarnessError::NoPostgres => f.write_str(
                "no PostgreSQL server programs found (install the postgresql package, or set PG_BIN to the folder of initdb and pg_ctl)",
            ),
            HarnessError::Failed { program, why } => write!(f, "{program}: {why}"),
        }
    }
}

impl std::error::Error for HarnessError {}

/// A PostgreSQL server of one test's own, with the database `postgres` (user `postgres`, no
/// password, only on 127.0.0.1).
#[derive(Debug)]
pub struct LocalPostgres {
    folder: tempfile::TempDir,
    bin: PathBuf,
    port: u16,
    as_postgres: bool,
    running: bool,
}

impl LocalPostgres {
    /// Makes a data folder and starts the server on a free port (it waits until the server
    /// accepts connections).
    pub fn start() -> Result<LocalPostgres, HarnessError> {
        let bin = programs().ok_or(HarnessError::NoPostgres)?;
        let as_postgres = running_as_root();
        let folder = tempfile::Builder::new()
            .prefix("netplay-pg-")
            .tempdir()
            .map_err(|e| failed("a data folder", &e))?;
        if as_postgres {
            let owned = Command::new("chown")
                .arg("postgres:")
                .arg(folder.path())
                .status()
                .map_err(|e| failed("chown", &e))?;
            if !owned.success() {
                return Err(failed("chown", &owned));
            }
        }
        let mut server = LocalPostgres {
            folder,
            bin,
            port: 0,
            as_postgres,
            running: false,
        };
        let data = server.data();
        server.run(
            "initdb",
            &[
                "-D",
                path(&data),
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ],
        )?;
        // A port that was free a moment ago may be taken by another test meanwhile: try
        // another a few times.
        let mut last = None;
        for _ in 0..5 {
            server.port = free_port().map_err(|e| failed("a free port", &e))?;
            let options = format!(
                "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off",
                server.port,
                path(&data)
            );
            let log = data.join("server.log");
            match server.run(
                "pg_ctl",
                &[
                    "-D",
                    path(&data),
                    "-l",
                    path(&log),
                    "-w",
                    "-t",
                    "60",
                    "-o",
                    &options,
                    "start",
                ],
            ) {
                Ok(()) => {
                    server.running = true;
                    return Ok(server);
                }
                Err(error) => {
                    let tail = std::fs::read_to_string(&log).unwrap_or_default();
                    let tail: String = tail.lines().rev().take(5).collect::<Vec<_>>().join(" | ");
                    last = Some(HarnessError::Failed {
                        program: "pg_ctl start".into(),
                        why: format!("{error}; its log ends: {tail}"),
                    });
                }
            }
        }
        Err(last.unwrap_or(HarnessError::NoPostgres))
    }

    /// The address a store connects to: `postgres://postgres@127.0.0.1:PORT/postgres`.
    #[must_use]
    pub fn address(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// The port it listens on.
    #[must_use]
    pub const fn port(&self) -> u16 {
        self.port
    }

    fn data(&self) -> PathBuf {
        self.folder.path().join("data")
    }

    /// Runs one SQL statement with `psql` and gives its output (unaligned, tuples only):
    /// for a test that looks at or waits on what the servers keep (e.g. `SELECT pg_sleep(…)`
    /// until a lease has run out).
    pub fn sql(&self, statement: &str) -> Result<String, HarnessError> {
        let port = self.port.to_string();
        self.output(
            "psql",
            &[
                "-h",
                "127.0.0.1",
                "-p",
                &port,
                "-U",
                "postgres",
                "-d",
                "postgres",
                "-At",
                "-v",
                "ON_ERROR_STOP=1",
                "-c",
                statement,
            ],
        )
    }

    /// Runs one of PostgreSQL's programs (as `postgres` when this process is root), quietly.
    fn run(&self, program: &str, args: &[&str]) -> Result<(), HarnessError> {
        self.output(program, args).map(|_| ())
    }

    /// Runs one of PostgreSQL's programs (as `postgres` when this process is root): what it
    /// wrote to its standard output.
    fn output(&self, program: &str, args: &[&str]) -> Result<String, HarnessError> {
        let exe = self.bin.join(program);
        let mut command = if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&exe);
            command
        } else {
            Command::new(&exe)
        };
        let output = command
            .args(args)
            .current_dir(self.folder.path())
            .stdin(Stdio::null())
            .output()
            .map_err(|e| failed(program, &e))?;
        if output.status.success() {
            Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
        } else {
            Err(HarnessError::Failed {
                program: program.to_owned(),
                why: format!(
                    "{}: {}",
                    output.status,
                    String::from_utf8_lossy(&output.stderr).trim()
                ),
            })
        }
    }

    /// Stops the server at once (as a crash would: `-m immediate`).
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if self.running {
            self.running = false;
            let data = self.data();
            if let Err(error) = self.run(
                "pg_ctl",
                &["-D", path(&data), "-m", "immediate", "-w", "stop"],
            ) {
                tracing::warn!("the test's PostgreSQL did not stop: {error}");
            }
        }
    }
}

impl Drop for LocalPostgres {
    fn drop(&mut self) {
        self.halt();
    }
}

fn failed(program: &str, why: &dyn fmt::Display) -> HarnessError {
    HarnessError::Failed {
        program: program.to_owned(),
        why: why.to_string(),
    }
}

/// A path as an argument (the temporary folder's path is UTF-8 on the machines the tests run
/// on; a path that is not gives an empty argument, which the program refuses).
fn path(path: &Path) -> &str {
    path.to_str().unwrap_or_default()
}

fn free_port() -> std::io::Result<u16> {
    std::net::TcpListener::bind(("127.0.0.1", 0))
        .and_then(|listener| listener.local_addr().map(|a| a.port()))
}

fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// The folder of `initdb` and `pg_ctl`.
fn programs() -> Option<PathBuf> {
    let has = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(dir) = std::env::var_os("PG_BIN").map(PathBuf::from) {
        return has(&dir).then_some(dir);
    }
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output()
        && out.status.success()
    {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if has(&dir) {
            return Some(dir);
        }
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            let dir = entry.path().join("bin");
            has(&dir).then_some((version, dir))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, dir)| dir)
}
