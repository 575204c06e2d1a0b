//! Online play in the window (Game ▸ Play online): hosting a room on a server inside the
//! program, joining one, watching one, and the match as this window follows it.
//!
//! The server decides everything (`netplay` with `nardy-online`'s game): it rolls the dice
//! (no client chooses or foresees them), checks every step, keeps the match score, and lets
//! its computer play a seat whose player is away. This window sends intents (roll, a step,
//! take back, end the move, hint) and draws what it is told: its board is
//! `nardy_online::Table`'s, never a game of its own. Picking a checker up shows where it may
//! go by asking the core on the table's turn ([`Session::mirror`]); moving it sends the
//! steps of that path, which come back as the server's events. Nothing here blocks the
//! window: the server runs on its own runtime ([`game_shell::online::HostedServer`]), the
//! client on its own thread, which wakes the window (`request_repaint`) whenever something
//! arrives; each frame takes what has arrived ([`OnlineRoom::poll`]). The game on the board
//! before Play online stays as it was, and is back when the room is left.
//!
//! What every program's online screens share (the forms' fields, the lobby, the connection
//! line, the words of the protocol) is game-shell's ([`game_shell::online`]).

use game_shell::online::TwoSeatRequest;
use nardy_core::{Colour, GameError, Level, Player, Roll, Saved, Step};
use nardy_online::{Event, Intent, Nardy, Options};
use netplay::{RoomEvent, ServerMessage};

pub use game_shell::online::Phase;

use crate::session::{Move, Outcome, Session};

/// Where a Nardy room is on a server: the dedicated `loopit-server`'s path, which the
/// window's own server uses too, so an address works for either.
pub const PATH: &str = "/ws/nardy";

// `Problem`, `ServerRefusal`, `OnlineScreen` and `OnlineAction`, as every program names them.
game_shell::online_types!(Nardy, OnlineRoom, HostRequest);

/// What the host form asks for: the frame's two-seat room (White at seat 0) with the match's
/// length.
pub type HostRequest = TwoSeatRequest<Level, Options>;

/// A game of the match that ended, as the server told it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// Its number in the match (1 = the first).
    pub game: u32,
    /// Who won, and whether by a mars.
    pub result: nardy_core::Outcome,
    /// The match score after it, White first.
    pub score: [u32; 2],
}

game_shell::game_room! {
    /// A room this window is in, with the match the views draw.
    pub struct OnlineRoom for Nardy {
        /// The table's game with who plays it as this window sees it (the person at this
        /// window is the one human), for the board and the side panel to draw and for
        /// picking checkers.
        mirror: Option<Session>,
        /// The last game of the match that ended.
        last_end: Option<GameEnd>,
        /// The core's reason a click on the board was not sent (a checker picked that cannot
        /// move there): nothing went to the server.
        not_sent: Option<GameError>,
    }
}

impl OnlineRoom {
    /// The colour this window plays, once seated.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        self.room.seat().map(nardy_online::colour_of)
    }

    /// The name of the player of `colour`.
    #[must_use]
    pub fn colour_name(&self, colour: Colour) -> Option<&str> {
        self.room.name(colour.index())
    }

    /// Whether the dice of the turn on the board are rolled.
    #[must_use]
    pub fn rolled(&self) -> bool {
        self.room
            .view()
            .is_some_and(|view| view.position.dice.is_some())
    }

    /// The match as the server keeps it: its length and score, White first.
    #[must_use]
    pub fn series(&self) -> nardy_core::Match {
        self.room.view().map_or_else(
            || nardy_core::Match::new(Some(1)),
            |view| nardy_core::Match::resumed(Some(view.match_to), view.score),
        )
    }

    /// The number of the game on the board in the match (1 = the first).
    #[must_use]
    pub fn game_number(&self) -> u32 {
        self.room.view().map_or(1, |view| view.game)
    }

    /// The turns of the game on the board so far, as the server told them: who, the roll,
    /// the steps.
    #[must_use]
    pub fn turns(&self) -> Vec<(Colour, Roll, Vec<Step>)> {
        let Some(view) = self.room.view() else {
            return Vec::new();
        };
        view.turns
            .iter()
            .map(|turn| (turn.colour, turn.dice, turn.steps.clone()))
            .collect()
    }

    /// The last game of the match that ended, while the next one has not been played on.
    #[must_use]
    pub fn last_end(&self) -> Option<GameEnd> {
        self.last_end
    }

    /// The game as the server told it, with the person at this window its one human.
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        self.mirror.as_ref()
    }

    /// The hint told to this window, while its turn is where it was asked.
    #[must_use]
    pub fn hint(&self) -> Option<Vec<Step>> {
        self.room.table().aside.clone()
    }

    /// Why a click on the board was not sent (the core's reason), if the last one was not.
    #[must_use]
    pub fn not_sent(&self) -> Option<GameError> {
        self.not_sent
    }

    // ---- What happens ---------------------------------------------------------------------

    /// Takes everything that has arrived; the picture of the match follows it.
    pub fn poll(&mut self) {
        let (last_end, not_sent) = (&mut self.last_end, &mut self.not_sent);
        let changed = self.room.poll(|table, message| {
            let ServerMessage::Event {
                event: RoomEvent::Game { event },
                ..
            } = message
            else {
                return false;
            };
            let game = table.view.as_ref().map_or(1, |view| view.game);
            match event {
                Event::GameEnded { result, score, .. } => {
                    *last_end = Some(GameEnd {
                        game,
                        result: *result,
                        score: *score,
                    });
                }
                // The next game's first move: the last one's end is old news.
                Event::TurnEnded { .. } if last_end.is_some_and(|end| end.game != game) => {
                    *last_end = None;
                }
                _ => {}
            }
            // The board has changed: a refusal of a click before is old news.
            let moved = !matches!(event, Event::Hinted { .. });
            if moved {
                *not_sent = None;
            }
            moved
        });
        if changed {
            self.remake_mirror();
        }
    }

    /// The game for the views, made anew from the picture: the person at this window plays
    /// their colour; the other colour (and, watching, both) is not this window's to move. A
    /// checker picked up stays picked while the turn is as it was.
    fn remake_mirror(&mut self) {
        let made = (|| {
            let view = self.room.view()?;
            let start = view.turn_start().ok()?;
            let mine = self.colour();
            let players = Colour::ALL.map(|colour| {
                if Some(colour) == mine {
                    Player::Human
                } else {
                    // Not moved from here: the board takes no click for this colour.
                    Player::Computer(Level::Strong)
                }
            });
            let saved = Saved {
                position: start,
                dice: view.position.roll(),
                players,
                score: view.score,
                match_to: Some(view.match_to),
                name: None,
                saved_at: None,
                record: None,
            };
            Session::mirror(&saved, &view.steps).ok()
        })();
        match made {
            Some(mut session) => {
                if let Some(old) = &self.mirror
                    && let Some(point) = old.selected()
                    && old.game().turn() == session.game().turn()
                {
                    let _ = session.play(Move::Point(point));
                }
                self.mirror = Some(session);
            }
            None => log::warn!("the online match cannot be shown"),
        }
    }

    /// A person's move at this window: a roll, the end of the move, taking it back and a
    /// hint go to the server; a click on the board picks a checker up (where it may go is
    /// the core's answer on the table's turn), and moving it there sends that path's steps.
    pub fn play(&mut self, mv: Move) {
        if self.room.watching() {
            return;
        }
        if !self.room.my_turn() {
            // The buttons and keys out of turn still go: the server says why not, in words.
            // The board takes no click then (nothing on it is this window's to pick up).
            if let Some(intent) = Self::intent_of(mv) {
                self.act(intent);
            }
            return;
        }
        if let Some(intent) = Self::intent_of(mv) {
            self.act(intent);
            return;
        }
        let Some(session) = self.mirror.as_mut() else {
            return;
        };
        let before = session.game().turn().map_or(0, |turn| turn.steps().len());
        let outcome = session.play(mv);
        self.not_sent = None;
        let sent = match outcome {
            Outcome::Moved { steps, .. } => steps,
            Outcome::TurnEnded(_) => {
                // The last checker borne off: at one screen the game ends at once; here its
                // steps go, and the end of the move after them.
                let steps = session
                    .game()
                    .history()
                    .last()
                    .map(|(_, _, steps)| steps.clone())
                    .unwrap_or_default();
                let mut steps: Vec<Intent> = steps
                    .into_iter()
                    .skip(before)
                    .map(|step| Intent::Step { step })
                    .collect();
                steps.push(Intent::EndTurn);
                for intent in steps {
                    self.act(intent);
                }
                self.remake_mirror();
                return;
            }
            Outcome::Refused(error) => {
                self.not_sent = Some(error);
                return;
            }
            _ => return,
        };
        for step in sent {
            self.act(Intent::Step { step });
        }
        // The board shows the server's game only: the steps are on it once they come back.
        self.remake_mirror();
    }

    /// The intent of a move that is not a click on the board.
    fn intent_of(mv: Move) -> Option<Intent> {
        match mv {
            Move::Roll => Some(Intent::Roll),
            Move::EndTurn => Some(Intent::EndTurn),
            Move::Undo => Some(Intent::Undo),
            Move::Hint => Some(Intent::Hint),
            Move::Point(_) | Move::Tray | Move::Drop { .. } => None,
        }
    }

    fn act(&mut self, intent: Intent) {
        self.not_sent = None;
        self.room.act(intent);
    }
}
