//! A room as its host asks for it, whatever its number of seats (LoopIt's 2 to 4): each
//! seat's name and who plays it — the person at this window, a person who joins, or the
//! server's computer at a level — the stand-in and the game's options.

use egui::Ui;
use netplay::{Entry, OnlineGame, SeatKind, SeatSetup};

use super::request::{HostNetwork, HostSetup};
use crate::i18n::shell_tr;

/// Who plays a seat of a room the person at this window hosts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatChoice<L> {
    /// The person at this window (the host).
    Here,
    /// A person who joins from another window.
    Remote,
    /// The server's computer at this level.
    Computer(L),
}

/// A room as its host asks for it: `L` is the game's level, `O` its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatsRequest<L, O> {
    /// The port and who may connect.
    pub network: HostNetwork,
    /// The seats: name and who plays.
    pub seats: Vec<(String, SeatChoice<L>)>,
    /// The level that plays for a person away too long (`None`: the seat waits).
    pub stand_in: Option<L>,
    /// The game's options.
    pub options: O,
}

impl<L: Copy, O> SeatsRequest<L, O> {
    /// The seats as the server takes them (the names trimmed), and the seat of this window
    /// (the first `Here`, else the first).
    #[must_use]
    pub fn seat_setups(&self) -> (Vec<SeatSetup<L>>, usize) {
        let here = self
            .seats
            .iter()
            .position(|(_, choice)| matches!(choice, SeatChoice::Here))
            .unwrap_or(0);
        let setups = self
            .seats
            .iter()
            .map(|(name, choice)| SeatSetup {
                name: name.trim().to_owned(),
                kind: match choice {
                    SeatChoice::Here | SeatChoice::Remote => SeatKind::Person,
                    SeatChoice::Computer(level) => SeatKind::Computer(*level),
                },
            })
            .collect();
        (setups, here)
    }
}

impl<G: OnlineGame> HostSetup<G> for SeatsRequest<G::Level, G::Options> {
    fn network(&self) -> &HostNetwork {
        &self.network
    }

    fn entry(&self) -> Entry<G> {
        let (seats, here) = self.seat_setups();
        Entry::Create {
            seats,
            options: self.options.clone(),
            stand_in: self.stand_in,
            join: here,
            lobby: true,
        }
    }
}

/// The host form's box of who plays `seat` (from 0): a person who joins, or the server's
/// computer at one of `levels`, each said by `computer`; `name` is the box's name for screen
/// readers.
pub fn seat_choice_field<L: Copy + PartialEq>(
    ui: &mut Ui,
    seat: usize,
    choice: &mut SeatChoice<L>,
    levels: impl IntoIterator<Item = L>,
    computer: impl Fn(L) -> String,
    name: String,
) {
    let text = |choice: SeatChoice<L>| match choice {
        SeatChoice::Here => shell_tr!("shell-online-seat-here"),
        SeatChoice::Remote => shell_tr!("shell-online-seat-remote"),
        SeatChoice::Computer(level) => computer(level),
    };
    egui::ComboBox::from_id_salt(("online-seat-kind", seat))
        .selected_text(text(*choice))
        .width(170.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(choice, SeatChoice::Remote, text(SeatChoice::Remote));
            for level in levels {
                let computer = SeatChoice::Computer(level);
                ui.selectable_value(choice, computer, text(computer));
            }
        })
        .response
        .accessible_name(name);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_takes_the_seat_marked_here_and_computers_play_theirs() {
        let request = SeatsRequest {
            network: HostNetwork {
                port: "0".to_owned(),
                open: false,
            },
            seats: vec![
                ("Ada".to_owned(), SeatChoice::Remote),
                (" Bo ".to_owned(), SeatChoice::Here),
                ("Cy".to_owned(), SeatChoice::Computer(2u8)),
            ],
            stand_in: None,
            options: (),
        };
        let (setups, here) = request.seat_setups();
        assert_eq!(here, 1);
        assert_eq!(setups[1].name, "Bo", "names are trimmed");
        assert_eq!(
            setups.iter().map(|s| s.kind).collect::<Vec<_>>(),
            [SeatKind::Person, SeatKind::Person, SeatKind::Computer(2)]
        );
    }
}
