//! Helpers for window tests with egui_kittest, the same for every program (feature
//! `testing`: a program's tests take game-shell as a dev-dependency with it). Each acts as a
//! player would — click what is labelled, press a key — and then lets the window settle.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// Clicks the button (or other node) labelled exactly `label` and settles.
///
/// # Panics
/// When no node or more than one has that label (the test names the label it expected).
pub fn click<S>(h: &mut Harness<'_, S>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Clicks the node whose label starts with `prefix` and settles.
///
/// # Panics
/// When no node or more than one has such a label.
pub fn click_prefix<S>(h: &mut Harness<'_, S>, prefix: &str) {
    let prefix = prefix.to_owned();
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    h.run();
}

/// Whether a node is labelled exactly `label`.
#[must_use]
pub fn has<S>(h: &Harness<'_, S>, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

/// Whether a node's label starts with `prefix`.
#[must_use]
pub fn has_prefix<S>(h: &Harness<'_, S>, prefix: &str) -> bool {
    let prefix = prefix.to_owned();
    h.query_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .is_some()
}

/// Whether some node's label (or a label's text) contains `part`.
#[must_use]
pub fn shows<S>(h: &Harness<'_, S>, part: &str) -> bool {
    h.query_all_by_label_contains(part).next().is_some()
}

/// Whether a text starting with `prefix` is on screen: a widget's name or a label's text
/// (egui gives a plain label's text as its value, not its name).
#[must_use]
pub fn says<S>(h: &Harness<'_, S>, prefix: &str) -> bool {
    saying(h, prefix).next().is_some()
}

/// The rectangle of the first node whose name (or, for a plain label, text) starts with
/// `prefix`.
///
/// # Panics
/// When none is on screen.
#[must_use]
pub fn rect_of<S>(h: &Harness<'_, S>, prefix: &str) -> egui::Rect {
    saying(h, prefix)
        .next()
        .unwrap_or_else(|| panic!("{prefix:?} is on screen"))
        .rect()
}

/// The nodes whose name or text starts with `prefix`.
fn saying<'n, S>(
    h: &'n Harness<'_, S>,
    prefix: &str,
) -> impl Iterator<Item = egui_kittest::Node<'n>> + 'n {
    let prefix = prefix.to_owned();
    h.query_all_by(move |n| {
        [n.label(), n.value()]
            .into_iter()
            .flatten()
            .any(|text| text.starts_with(&prefix))
    })
}

/// The label of the node whose label starts with `prefix`.
///
/// # Panics
/// When no node or more than one has such a label.
#[must_use]
pub fn label_of<S>(h: &Harness<'_, S>, prefix: &str) -> String {
    let prefix = prefix.to_owned();
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

/// Presses `key` with `modifiers` (`Modifiers::COMMAND` for the menu shortcuts) and settles.
pub fn press<S>(h: &mut Harness<'_, S>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// The window's wake-ups: each `request_repaint` of its context (something arrived from the
/// network, a background task finished) sends one, as it would wake a real window.
#[must_use]
pub fn wakes<S>(h: &Harness<'_, S>) -> std::sync::mpsc::Receiver<()> {
    let (woken, wakes) = std::sync::mpsc::channel();
    h.ctx.set_request_repaint_callback(move |_| {
        let _ = woken.send(());
    });
    wakes
}

/// Steps the window until `done` holds, waiting between frames until something wakes it
/// ([`wakes`]); never a busy wait.
///
/// # Panics
/// When `what` has not happened within `limit`, naming it and every text on screen.
pub fn step_until<'h, S>(
    h: &mut Harness<'h, S>,
    wakes: &std::sync::mpsc::Receiver<()>,
    limit: std::time::Duration,
    what: &str,
    done: impl Fn(&Harness<'h, S>) -> bool,
) {
    let deadline = std::time::Instant::now() + limit;
    loop {
        // Wake-ups before this frame are taken by it.
        while wakes.try_recv().is_ok() {}
        h.step();
        h.step();
        if done(h) {
            return;
        }
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if wakes.recv_timeout(left).is_err() {
            panic!("{what}: not within {limit:?}; on screen: {:?}", texts(h));
        }
    }
}

/// Every text on screen (labels, else values), for a failure to show.
#[must_use]
pub fn texts<S>(h: &Harness<'_, S>) -> Vec<String> {
    h.query_all_by(|_| true)
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or(node.value())
        })
        .collect()
}

/// Whether a text on screen (a widget's name, or a label's text) contains `part`.
#[must_use]
pub fn on_screen<S>(h: &Harness<'_, S>, part: &str) -> bool {
    let part = part.to_owned();
    h.query_all_by(move |n| {
        [n.label(), n.value()]
            .into_iter()
            .flatten()
            .any(|text| text.contains(&part))
    })
    .next()
    .is_some()
}

/// The text on screen (a widget's name, or a label's text) that starts with `prefix`.
#[must_use]
pub fn text_from<S>(h: &Harness<'_, S>, prefix: &str) -> Option<String> {
    let wanted = prefix.to_owned();
    // A widget and the text run inside it may both carry the text: the first one will do.
    let node = h
        .query_all_by(move |n| {
            [n.label(), n.value()]
                .into_iter()
                .flatten()
                .any(|text| text.starts_with(&wanted))
        })
        .next()?;
    let node = node.accesskit_node();
    [node.label(), node.value()]
        .into_iter()
        .flatten()
        .find(|text| text.starts_with(prefix))
}

/// Drags with the pointer from `from` to `to` as a hand does (pressed, moved there in five
/// steps, released) and settles.
pub fn drag<S>(h: &mut Harness<'_, S>, from: egui::Pos2, to: egui::Pos2) {
    h.hover_at(from);
    h.step();
    h.drag_at(from);
    h.step();
    for i in 1..=5 {
        h.hover_at(from + (to - from) * (i as f32 / 5.0));
        h.step();
    }
    h.drop_at(to);
    h.run();
}

/// Types `text` over what the field labelled `label` holds, and settles.
pub fn type_into<S>(h: &mut Harness<'_, S>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Opens the menus labelled `path` in turn (`["Game", "Play online", "Host a game…"]`) and
/// settles.
pub fn open_menus<S>(h: &mut Harness<'_, S>, path: &[&str]) {
    h.run();
    for label in path {
        click(h, label);
    }
    h.run();
}

/// The room code an online lobby shows after `prefix` (`"Room code: "` in English).
#[must_use]
pub fn shown_code<S>(h: &Harness<'_, S>, prefix: &str) -> Option<netplay::RoomCode> {
    let text = text_from(h, prefix)?;
    // Shown in groups (`ABCDE-FGHJK`), read back as a person types it.
    netplay::RoomCode::typed(text.trim_start_matches(prefix))
}

/// The port a host's lobby shows (in English).
///
/// # Panics
/// When no port is shown.
#[must_use]
pub fn shown_port<S>(h: &Harness<'_, S>) -> u16 {
    const SAID: &str = "This computer hosts the game on port ";
    let text = text_from(h, SAID).expect("the port is shown");
    text.trim_start_matches(SAID)
        .trim_end_matches('.')
        .parse()
        .expect("a port number")
}

/// The online forms' walks that are the same in every program's window: each program's
/// tests call them on its own window, so the forms' refusals read and work alike in all.
pub mod online {
    use egui_kittest::Harness;

    use super::{click, has, on_screen, open_menus, type_into};

    /// How long any one step of an online walk may take before the test fails.
    pub const LIMIT: std::time::Duration = std::time::Duration::from_secs(30);

    /// Steps the window until `done` holds ([`super::step_until`] within [`LIMIT`]).
    ///
    /// # Panics
    /// When `what` has not happened within [`LIMIT`].
    pub fn step_until<'h, S>(
        h: &mut Harness<'h, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        what: &str,
        done: impl Fn(&Harness<'h, S>) -> bool,
    ) {
        super::step_until(h, wakes, LIMIT, what, done);
    }

    /// A game played to its end by computer seats in a room, archived in a store of its own
    /// as a server archives a finished game, and a server on 127.0.0.1 that serves it: what
    /// Game ▸ Open an online game's record… opens. The store's folder and the server go with
    /// it.
    #[allow(missing_debug_implementations)]
    pub struct ArchivedGame<G> {
        /// The game as it ended.
        pub game: G,
        /// The record's address (`http://127.0.0.1:PORT/games/GAME/ID`).
        pub address: String,
        /// The address of a record the server does not have.
        pub missing: String,
        _server: netplay::Server,
        _folder: tempfile::TempDir,
    }

    impl<G: netplay::OnlineGame> ArchivedGame<G> {
        /// Ann and Bob, computers of `level`, play a game with `options` from `seed` to its
        /// end; it is archived and served ([`ArchivedGame::played`]).
        ///
        /// # Panics
        /// When the game cannot be played, archived or served (a test's set-up).
        #[must_use]
        pub fn of_computers(level: G::Level, options: &G::Options, seed: u64) -> ArchivedGame<G> {
            let seats = ["Ann", "Bob"]
                .map(|name| netplay::SeatSetup {
                    name: name.to_owned(),
                    kind: netplay::SeatKind::Computer(level),
                })
                .to_vec();
            ArchivedGame::played(seats, options, seed)
        }

        /// `seats` (computers) play a game with `options` from `seed` to its end; it is
        /// archived and served.
        ///
        /// # Panics
        /// When the game cannot be played, archived or served (a test's set-up).
        #[must_use]
        pub fn played(
            seats: Vec<netplay::SeatSetup<G::Level>>,
            options: &G::Options,
            seed: u64,
        ) -> ArchivedGame<G> {
            use netplay::RoomStore;
            let folder = tempfile::tempdir().expect("a folder");
            let store = netplay::FileStore::open(folder.path()).expect("a store");
            let code = netplay::RoomCode("ABCDE23456".to_owned());
            let name = seats.first().map(|seat| seat.name.clone()).expect("a seat");
            let mut room = netplay::Room::<G>::create(code.clone(), seats, options, None, seed)
                .expect("a room");
            while let Some(step) = room.computer_step() {
                step.expect("the computer's step");
            }
            let text = serde_json::to_string(&room.record()).expect("the record");
            store.archive(&code, &text).expect("archived");
            let id = store.archived(&name, 1).expect("the archive")[0]
                .id
                .to_string();
            let store: std::sync::Arc<dyn RoomStore> = std::sync::Arc::new(store);
            let server = netplay::Server::start::<G>(
                std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
                store,
                netplay::ServerConfig::default(),
            )
            .expect("the server starts");
            let port = server.addr().port();
            ArchivedGame {
                game: room.game().clone(),
                address: format!("http://127.0.0.1:{port}/games/{}/{id}", G::NAME),
                missing: format!("http://127.0.0.1:{port}/games/{}/ZZZZZ22222-1", G::NAME),
                _server: server,
                _folder: folder,
            }
        }
    }

    impl<G> ArchivedGame<G> {
        /// The record dialog's whole walk in the window `h` (in English): the refusals
        /// ([`record_refusals`]), then this record opened, the window stepped until
        /// `replaying` holds (the program shows it in its replay).
        ///
        /// # Panics
        /// When a step does not happen.
        pub fn open_in<'h, S>(
            &self,
            h: &mut Harness<'h, S>,
            replaying: impl Fn(&Harness<'h, S>) -> bool,
        ) {
            let wakes = super::wakes(h);
            record_refusals(h, &wakes, &self.missing);
            open_record(h, &self.address);
            step_until(h, &wakes, "the replay", replaying);
        }
    }

    /// Game ▸ Open an online game's record…, `address` typed, Open (in English).
    pub fn open_record<S>(h: &mut Harness<'_, S>, address: &str) {
        open_menus(h, &["Game", "Open an online game’s record…"]);
        assert!(on_screen(h, "Open an online game’s record"));
        type_into(h, "Address of the record", address);
        click(h, "Open");
    }

    /// The record dialog's walk, the same in every program: an address that is none is said
    /// in the dialog at once, and one the server does not have once it answers; the dialog
    /// stays open with the address, and Cancel closes it.
    ///
    /// # Panics
    /// When a step does not happen.
    pub fn record_refusals<S>(
        h: &mut Harness<'_, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        missing: &str,
    ) {
        open_record(h, "ftp://example.org/x");
        assert!(on_screen(h, "is not the address of a game’s record"));
        type_into(h, "Address of the record", missing);
        click(h, "Open");
        step_until(h, wakes, "the refusal", |h| {
            on_screen(h, "The server has no such record.")
        });
        assert!(has(h, "Address of the record"), "the dialog stays open");
        click(h, "Cancel");
        assert!(!on_screen(h, "Open an online game’s record"));
    }

    /// Opens Game ▸ Play online ▸ `item` (`"Join a game…"`).
    pub fn open<S>(h: &mut Harness<'_, S>, item: &str) {
        open_menus(h, &["Game", "Play online", item]);
    }

    /// The room code the lobby shows (in English).
    #[must_use]
    pub fn shown_code<S>(h: &Harness<'_, S>) -> Option<netplay::RoomCode> {
        super::shown_code(h, "Room code: ")
    }

    /// Hosts a room on 127.0.0.1, any free port: opens the host form, lets `choose` set the
    /// game's own choices on it (who plays the other seats, a match's length), and opens the
    /// room; the lobby, with the host in it, is on screen when it returns.
    ///
    /// # Panics
    /// When the form or the lobby is not shown (within [`LIMIT`]).
    pub fn host<S>(
        h: &mut Harness<'_, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        choose: impl FnOnce(&mut Harness<'_, S>),
    ) {
        open(h, "Host a game…");
        assert!(on_screen(h, "Host a game online"), "the host form is shown");
        choose(h);
        type_into(h, "Port", "0");
        click(h, "Open the room");
        // The code shows as soon as the room is made; the host's own seat is in a moment later.
        step_until(h, wakes, "the room is open and the host is in", |h| {
            shown_code(h).is_some() && has(h, "Start the game")
        });
    }

    /// From the join form of `guest`: joins the room `code` (typed in small letters, as a
    /// person may) on 127.0.0.1:`port` as `name`; the guest's lobby, showing the name and
    /// waiting for the host to start, is on screen when it returns.
    ///
    /// # Panics
    /// When the form or the lobby is not shown (within [`LIMIT`]).
    pub fn join<S>(
        guest: &mut Harness<'_, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        port: u16,
        code: &netplay::RoomCode,
        name: &str,
    ) {
        open(guest, "Join a game…");
        assert!(
            on_screen(guest, "Join a game online"),
            "the join form is shown"
        );
        type_into(guest, "Address", &format!("127.0.0.1:{port}"));
        type_into(guest, "Room code", &code.0.to_lowercase());
        type_into(guest, "Your name", name);
        click(guest, "Join");
        step_until(guest, wakes, "the guest is in the lobby", |h| {
            on_screen(h, "Waiting for the players") && on_screen(h, name)
        });
        assert!(
            !has(guest, "Start the game"),
            "only the host starts the game"
        );
    }

    /// The host's lobby shows a well-formed room code and the port the server took (not the
    /// 0 asked for).
    ///
    /// # Panics
    /// When it does not.
    pub fn shows_a_code_and_a_port<S>(h: &Harness<'_, S>) {
        let code = shown_code(h).expect("a code");
        assert!(code.is_well_formed(), "{code:?}");
        assert_ne!(super::shown_port(h), 0, "the port the server took is shown");
    }

    /// A new window (`window`) [`join`]s the room whose lobby the host's window shows, as
    /// `name`: the guest's lobby says the host starts the game, and the host's lobby shows the
    /// guest by that name with everyone there when it returns the guest's window.
    ///
    /// # Panics
    /// When a lobby does not show it (within [`LIMIT`]).
    pub fn join_and_meet<S>(
        window: impl Fn() -> (Harness<'static, S>, std::sync::mpsc::Receiver<()>),
        host: &mut Harness<'static, S>,
        host_wakes: &std::sync::mpsc::Receiver<()>,
        name: &str,
    ) -> (Harness<'static, S>, std::sync::mpsc::Receiver<()>) {
        let code = shown_code(host).expect("the lobby shows its code");
        let port = super::shown_port(host);
        let (mut guest, guest_wakes) = window();
        join(&mut guest, &guest_wakes, port, &code, name);
        assert!(on_screen(&guest, "starts the game when everyone is here"));
        // The host's lobby shows the guest by the name they gave.
        step_until(host, host_wakes, "the host sees the guest", |h| {
            on_screen(h, name) && on_screen(h, "Everyone is here.")
        });
        (guest, guest_wakes)
    }

    /// [`join_and_meet`], then the host starts the game (its lobby's Start button): the guest's
    /// window, in the room whose game is beginning.
    ///
    /// # Panics
    /// As [`join_and_meet`], or when the host's lobby has no Start button.
    pub fn join_and_start<S>(
        window: impl Fn() -> (Harness<'static, S>, std::sync::mpsc::Receiver<()>),
        host: &mut Harness<'static, S>,
        host_wakes: &std::sync::mpsc::Receiver<()>,
        name: &str,
    ) -> (Harness<'static, S>, std::sync::mpsc::Receiver<()>) {
        let guest = join_and_meet(window, host, host_wakes, name);
        click(host, "Start the game");
        guest
    }

    /// From the join form of `window` (a new window of the program): the rooms it was in offer
    /// the room `code`, as `name` on 127.0.0.1:`port`, to rejoin; clicks Rejoin.
    ///
    /// # Panics
    /// When the room is not offered.
    pub fn rejoin<S>(window: &mut Harness<'_, S>, code: &netplay::RoomCode, name: &str, port: u16) {
        open(window, "Join a game…");
        let texts = super::texts(window);
        assert!(on_screen(window, "Rooms you were in"), "{texts:?}");
        let room = format!("Room {}", code.grouped());
        assert!(on_screen(window, &room), "{room} in {texts:?}");
        let seat = format!("as {name} on 127.0.0.1:{port}");
        assert!(on_screen(window, &seat), "{seat} in {texts:?}");
        click(window, "Rejoin");
    }

    /// From the watch form of `watcher`: watches the room `code` on 127.0.0.1:`port` until
    /// the text `watching` (the game's words for a spectator) is on screen.
    ///
    /// # Panics
    /// When the text is not shown (within [`LIMIT`]).
    pub fn watch<S>(
        watcher: &mut Harness<'_, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        port: u16,
        code: &netplay::RoomCode,
        watching: &str,
    ) {
        open(watcher, "Watch a game…");
        type_into(watcher, "Address", &format!("127.0.0.1:{port}"));
        type_into(watcher, "Room code", &code.0);
        click(watcher, "Watch");
        step_until(watcher, wakes, "the game on the spectator's screen", |h| {
            on_screen(h, watching)
        });
    }

    /// Plays the host's window through the game: steps it until it is its turn (`my_turn`) or
    /// the game is over (`over`); at each of its turns `play` plays it (given the turn's
    /// number, from 1). How many turns it played; the game must end within `most`.
    ///
    /// # Panics
    /// When the window waits longer than [`LIMIT`] or the game does not end within `most`.
    pub fn play_host_turns<'h, S>(
        h: &mut Harness<'h, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        most: usize,
        my_turn: impl Fn(&Harness<'h, S>) -> bool,
        over: impl Fn(&Harness<'h, S>) -> bool,
        mut play: impl FnMut(&mut Harness<'h, S>, &std::sync::mpsc::Receiver<()>, usize),
    ) -> usize {
        let mut turns = 0;
        loop {
            step_until(h, wakes, "the host's turn or the end", |h| {
                my_turn(h) || over(h)
            });
            if over(h) {
                return turns;
            }
            turns += 1;
            assert!(turns <= most, "the game ends within {most} turns");
            play(h, wakes, turns);
        }
    }

    /// A network client in the seat `seat` of `room` on the server at `url`, played by `bot`
    /// to the game's end on a thread and runtime of its own (beside a window the test steps);
    /// its picture at the end, when joined.
    ///
    /// # Panics
    /// (On the thread) when the client cannot join or its play fails.
    pub fn network_player<G, B>(
        url: String,
        room: netplay::RoomCode,
        seat: usize,
        bot: B,
    ) -> std::thread::JoinHandle<netplay::Table<G>>
    where
        G: netplay::ClientGame,
        B: netplay::play::Chooser<G>,
    {
        on_own_runtime(move || async move {
            let joined = netplay::play::NetPlayer::<G, B>::join(&url, &room, seat, Some(bot)).await;
            let mut player = joined.expect("the network player joins");
            player
                .play_to_end()
                .await
                .expect("the network player plays to the end");
            player.table
        })
    }

    /// Opens a host's window (`window`) with a room (`host`), then a second window whose join
    /// form is refused as [`refuses_a_code_of_no_room`] says.
    ///
    /// # Panics
    /// When the refusals are not shown.
    pub fn a_second_window_is_refused_a_code_of_no_room<S>(
        window: impl Fn() -> (Harness<'static, S>, std::sync::mpsc::Receiver<()>),
        host: impl FnOnce(&mut Harness<'static, S>, &std::sync::mpsc::Receiver<()>),
    ) {
        let (mut host_window, host_wakes) = window();
        host(&mut host_window, &host_wakes);
        let (mut guest, wakes) = window();
        refuses_a_code_of_no_room(&mut guest, &wakes, super::shown_port(&host_window));
    }

    /// Runs `play` (a network client's part: joining, playing) on a thread of its own with a
    /// runtime of its own, beside a window the test steps; its result when joined.
    ///
    /// # Panics
    /// (On the thread) when no runtime can be built.
    pub fn on_own_runtime<T, F>(
        play: impl FnOnce() -> F + Send + 'static,
    ) -> std::thread::JoinHandle<T>
    where
        T: Send + 'static,
        F: std::future::Future<Output = T>,
    {
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(play())
        })
    }

    /// On the host form: a port that is no port and a port another program holds are
    /// refused with words saying which, and the form stays for another try.
    ///
    /// # Panics
    /// When the form does not say so.
    pub fn refuses_a_port_that_is_no_port_and_a_busy_one<S>(h: &mut Harness<'_, S>) {
        open_menus(h, &["Game", "Play online", "Host a game…"]);
        type_into(h, "Port", "seventy");
        click(h, "Open the room");
        h.run();
        assert!(on_screen(h, "“seventy” is not a port"), "the form says why");
        let busy = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        let port = busy.local_addr().expect("its address").port();
        type_into(h, "Port", &port.to_string());
        click(h, "Open the room");
        h.run();
        assert!(
            on_screen(h, &format!("This computer cannot host on port {port}")),
            "the form says why"
        );
        assert!(has(h, "Open the room"), "the form stays for another try");
    }

    /// On the join form of `guest`: a well-formed code of no room on the server at `port`
    /// (of 127.0.0.1) is refused by the server with words naming the code, the form stays
    /// for another try, and a code that is not one is refused by the form and never sent.
    ///
    /// # Panics
    /// When the refusals are not shown (within [`LIMIT`]).
    pub fn refuses_a_code_of_no_room<S>(
        guest: &mut Harness<'_, S>,
        wakes: &std::sync::mpsc::Receiver<()>,
        port: u16,
    ) {
        open_menus(guest, &["Game", "Play online", "Join a game…"]);
        type_into(guest, "Address", &format!("127.0.0.1:{port}"));
        type_into(guest, "Room code", "ZZZZZZ");
        click(guest, "Join");
        super::step_until(guest, wakes, LIMIT, "the refusal is shown", |h| {
            on_screen(h, "There is no room ZZZZZZ on this server.")
        });
        assert!(has(guest, "Join"), "back on the form, for another try");
        type_into(guest, "Room code", "AB");
        click(guest, "Join");
        guest.run();
        assert!(on_screen(guest, "“AB” is not a room code"));
    }
}

/// The walks every program's settings file goes through alike, on a file of its own in a
/// temporary folder (never the program's real one).
pub mod settings {
    use crate::settings::{SettingsFile, SettingsWarning, Table};

    /// The file `file_name` holding `text` in a new temporary folder, as the program reads
    /// it: the settings, the warnings, and the folder (removed when dropped).
    ///
    /// # Panics
    /// When the temporary folder or the file cannot be made.
    pub fn load<T: Table>(
        file_name: &str,
        text: &str,
    ) -> (
        SettingsFile<T>,
        Vec<SettingsWarning<T::Problem>>,
        tempfile::TempDir,
    ) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(file_name);
        std::fs::write(&path, text).expect("write");
        let (file, warnings) = SettingsFile::load(&path);
        (file, warnings, dir)
    }

    /// A file that is not there yet is written with the defaults (its text holding each of
    /// `shows`), and both that first read and the next one give no warning.
    ///
    /// # Panics
    /// When a warning comes, the settings are not the defaults or a text is missing.
    pub fn a_fresh_file_holds_the_defaults<T: Table>(file_name: &str, shows: &[&str]) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(file_name);
        let (file, warnings) = SettingsFile::<T>::load(&path);
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(file.settings, T::defaults_for(&path));
        let text = std::fs::read_to_string(&path).expect("written");
        for shown in shows {
            assert!(text.contains(shown), "{shown} in {text}");
        }
        let (_, warnings) = SettingsFile::<T>::load(&path);
        assert!(warnings.is_empty(), "{warnings:?}");
    }

    /// `chosen`, written into a fresh file, is read back as it was, without a warning.
    ///
    /// # Panics
    /// When it is not.
    pub fn every_value_reads_back_as_written<T: Table>(file_name: &str, chosen: &T) {
        let (mut file, _, dir) = load::<T>(file_name, "");
        file.update(|s| *s = chosen.clone()).expect("written");
        let (again, warnings) = SettingsFile::<T>::load(&dir.path().join(file_name));
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(&again.settings, chosen);
    }

    /// A file `text` whose values are all unusable is read as the defaults, with one warning
    /// per value, in the file's order, each starting as `starts` says (`line 2: [Game]
    /// Rules="go"`); the last one also names `listed` (the values that would do).
    ///
    /// # Panics
    /// When the settings are not the defaults or the warnings are not these.
    pub fn bad_values_fall_back_with_warnings_naming_their_lines<T: Table + Default>(
        file_name: &str,
        text: &str,
        starts: &[&str],
        listed: &str,
    ) {
        let (file, warnings, _dir) = load::<T>(file_name, text);
        assert_eq!(file.settings, T::default());
        let text: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(text.len(), starts.len(), "{text:?}");
        for (warning, start) in text.iter().zip(starts) {
            assert!(warning.starts_with(start), "{text:?}");
        }
        assert!(
            text.last().is_some_and(|last| last.contains(listed)),
            "{text:?}"
        );
    }
}
