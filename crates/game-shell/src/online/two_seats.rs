//! The host form of a two-seat game (Reversi, Nardy): the host's side, both names, who plays
//! the other side (a person who joins, or the server's computer at a level), the stand-in, the
//! network; and the room it asks for.

use egui::Ui;
use netplay::{Entry, OnlineGame, SeatKind, SeatSetup};

use super::address::DEFAULT_PORT;
use super::forms::{WARNING, form_frame, host_fields, host_step, name_problem, stand_in_field};
use super::request::{FormKind, HostNetwork, HostSetup, JoinFields, OnlineAction};
use crate::i18n::shell_tr;

/// Who plays the other seat of a two-seat room the person at this window hosts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent<L> {
    /// A person who joins from another window.
    Remote,
    /// The server's computer at this level.
    Computer(L),
}

/// A two-seat room as its host asks for it: `L` is the game's level, `O` its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwoSeatRequest<L, O> {
    /// The port and who may connect.
    pub network: HostNetwork,
    /// The seat of the person at this window.
    pub mine: usize,
    /// The names, in seating order.
    pub names: [String; 2],
    /// Who plays the other seat.
    pub opponent: Opponent<L>,
    /// The level that plays for a person away too long (`None`: the seat waits).
    pub stand_in: Option<L>,
    /// The game's options.
    pub options: O,
}

impl<L: Copy, O> TwoSeatRequest<L, O> {
    /// The seats as the server takes them: the names trimmed, the host's seat a person's, the
    /// other the opponent's.
    #[must_use]
    pub fn seat_setups(&self) -> Vec<SeatSetup<L>> {
        self.names
            .iter()
            .enumerate()
            .map(|(seat, name)| SeatSetup {
                name: name.trim().to_owned(),
                kind: match self.opponent {
                    Opponent::Computer(level) if seat != self.mine => SeatKind::Computer(level),
                    _ => SeatKind::Person,
                },
            })
            .collect()
    }
}

impl<G: OnlineGame> HostSetup<G> for TwoSeatRequest<G::Level, G::Options> {
    fn network(&self) -> &HostNetwork {
        &self.network
    }

    fn entry(&self) -> Entry<G> {
        Entry::Create {
            seats: self.seat_setups(),
            options: self.options.clone(),
            stand_in: self.stand_in,
            join: self.mine,
            lobby: true,
        }
    }
}

/// What the host, join and watch forms of a two-seat game hold (kept while the window is
/// open): the host's choices — the game's options `O` among them — and the join form's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwoSeatForms<L, O> {
    /// The game's options, as the host chooses them.
    pub options: O,
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect.
    pub open: bool,
    /// The host's seat.
    pub mine: usize,
    /// The names, in seating order.
    pub names: [String; 2],
    /// Who plays the other seat.
    pub opponent: Opponent<L>,
    /// The stand-in's level.
    pub stand_in: Option<L>,
    /// The join and watch forms' fields.
    pub join: JoinFields,
}

/// How a game names its seats and levels in the two-seat forms.
pub struct SeatWords<'a, L> {
    /// Each seat's side in the game's words ("Yellow", "White").
    pub side: &'a dyn Fn(usize) -> String,
    /// The levels a computer may play at, weakest first.
    pub levels: &'a [L],
    /// A computer at a level, in the game's words.
    pub computer: &'a dyn Fn(L) -> String,
}

impl<L: std::fmt::Debug> std::fmt::Debug for SeatWords<'_, L> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SeatWords")
            .field("levels", &self.levels)
            .finish_non_exhaustive()
    }
}

impl<L: Copy + PartialEq, O: Clone> TwoSeatForms<L, O> {
    /// The forms as they first open: the game's `options`, the host at seat 0, each seat
    /// named after its side.
    #[must_use]
    pub fn new(side: impl Fn(usize) -> String, options: O) -> TwoSeatForms<L, O> {
        let name = |seat| shell_tr!("shell-online-default-name", side = side(seat));
        TwoSeatForms {
            options,
            port: DEFAULT_PORT.to_string(),
            open: false,
            mine: 0,
            names: [name(0), name(1)],
            opponent: Opponent::Remote,
            stand_in: None,
            join: JoinFields::new(&name(1)),
        }
    }

    /// The room asked for.
    #[must_use]
    pub fn request(&self) -> TwoSeatRequest<L, O> {
        TwoSeatRequest {
            network: HostNetwork {
                port: self.port.clone(),
                open: self.open,
            },
            mine: self.mine,
            names: self.names.clone(),
            opponent: self.opponent,
            stand_in: self.stand_in,
            options: self.options.clone(),
        }
    }

    /// Draws the form `kind` with `problem` under it, why the last try failed: the step asked
    /// for. The host form holds the game's options (drawn first, by `options`), the sides,
    /// names and players in `words`, the stand-in and the network.
    pub fn form_ui(
        &mut self,
        ui: &mut Ui,
        kind: FormKind,
        problem: Option<&str>,
        words: &SeatWords<'_, L>,
        options: impl FnOnce(&mut Ui, &mut O),
    ) -> Option<OnlineAction<TwoSeatRequest<L, O>>> {
        form_frame(ui, |ui| match kind {
            FormKind::Host => {
                ui.heading(shell_tr!("shell-online-host-title"));
                ui.label(shell_tr!("shell-online-host-intro"));
                options(ui, &mut self.options);
                ui.add_space(6.0);
                self.seats_ui(ui, words);
                ui.add_space(6.0);
                stand_in_field(
                    ui,
                    &mut self.stand_in,
                    words.levels.iter().copied(),
                    words.computer,
                );
                host_fields(ui, &mut self.port, &mut self.open);
                ui.add_space(8.0);
                let bad_name = self.names.iter().find_map(|name| name_problem(name));
                if let Some(text) = &bad_name {
                    ui.colored_label(WARNING, text);
                }
                host_step(ui, bad_name.is_none(), || self.request(), problem)
            }
            FormKind::Join | FormKind::Watch => {
                let watch = kind == FormKind::Watch;
                self.join.step(ui, watch, problem, name_problem)
            }
        })
    }

    /// The host's side, each seat's name, and who plays the other seat.
    fn seats_ui(&mut self, ui: &mut Ui, words: &SeatWords<'_, L>) {
        ui.horizontal(|ui| {
            ui.label(shell_tr!("shell-online-your-side"));
            for seat in 0..2 {
                ui.radio_value(&mut self.mine, seat, (words.side)(seat));
            }
        });
        egui::Grid::new("online-seats")
            .num_columns(3)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for seat in 0..2 {
                    let side = (words.side)(seat);
                    let label = ui.label(shell_tr!("shell-online-name-of", side = side.as_str()));
                    ui.add_sized(
                        [160.0, 22.0],
                        egui::TextEdit::singleline(&mut self.names[seat]),
                    )
                    .labelled_by(label.id);
                    if seat == self.mine {
                        ui.label(shell_tr!("shell-online-seat-here"));
                    } else {
                        opponent_ui(ui, &side, &mut self.opponent, words);
                    }
                    ui.end_row();
                }
            });
    }
}

/// A person who joins, or the server's computer at one of its levels.
fn opponent_ui<L: Copy + PartialEq>(
    ui: &mut Ui,
    side: &str,
    choice: &mut Opponent<L>,
    words: &SeatWords<'_, L>,
) {
    let text = |choice: Opponent<L>| match choice {
        Opponent::Remote => shell_tr!("shell-online-seat-remote"),
        Opponent::Computer(level) => (words.computer)(level),
    };
    egui::ComboBox::from_id_salt("online-opponent")
        .selected_text(text(*choice))
        .width(170.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(choice, Opponent::Remote, text(Opponent::Remote));
            for level in words.levels {
                let computer = Opponent::Computer(*level);
                ui.selectable_value(choice, computer, text(computer));
            }
        })
        .response
        .accessible_name(shell_tr!("shell-online-who-plays", side = side));
}

#[cfg(test)]
mod tests {
    use netplay::{SeatKind, SeatSetup};

    use super::*;
    use crate::online::test_game::Game;

    #[test]
    fn a_host_serves_only_this_computer_until_told_otherwise() {
        let forms = TwoSeatForms::<u8, u32>::new(|seat| format!("side {seat}"), 3);
        assert!(
            !forms.open,
            "\"Other computers may join\" starts unticked: the window's server listens on the loopback"
        );
    }

    fn request(mine: usize, opponent: Opponent<u8>) -> TwoSeatRequest<u8, u32> {
        TwoSeatRequest {
            network: HostNetwork {
                port: "0".to_owned(),
                open: false,
            },
            mine,
            names: ["Ada".to_owned(), " Bo ".to_owned()],
            opponent,
            stand_in: Some(1),
            options: 3,
        }
    }

    #[test]
    fn the_host_sits_at_their_side_and_the_computer_at_the_other() {
        let asked = request(1, Opponent::Computer(2));
        let seats = asked.seat_setups();
        assert_eq!(seats[0].kind, SeatKind::Computer(2));
        assert_eq!(
            seats[1],
            SeatSetup {
                name: "Bo".to_owned(),
                kind: SeatKind::Person
            },
            "names are trimmed"
        );
        let Entry::Create {
            join,
            options,
            stand_in,
            lobby,
            ..
        } = HostSetup::<Game>::entry(&asked)
        else {
            panic!("a host creates the room");
        };
        assert_eq!((join, options, stand_in, lobby), (1, 3, Some(1), true));
        let people = request(0, Opponent::Remote).seat_setups();
        assert!(people.iter().all(|seat| seat.kind == SeatKind::Person));
    }
}
