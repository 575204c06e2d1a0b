//! The setup screen, laid out as a game's table: a card per seat (its disc, its name, a person
//! or the computer at a level with a line about it, whether it moves first), a card to add a
//! seat, a big Start; or load a game.

use egui::{RichText, Ui};
use game_shell::frame::Shell;
use loopit_core::{Level, Player, PlayerKind, check_players};

use super::WARNING;
use crate::action::{Action, SettingChange};
use crate::i18n::tr;
use crate::settings::Settings;
use crate::tiles::{TileImageError, TileTextures};
use crate::words;

/// The setup screen and what has been entered on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupDialog {
    /// How many players (2–4).
    pub count: usize,
    /// The names entered for the four seats.
    pub names: [String; 4],
    /// Who plays each seat.
    pub seats: [PlayerKind; 4],
}

impl SetupDialog {
    /// The setup prefilled from the settings: the seats' default names ([`default_name`]),
    /// the last number of players and who played which seat.
    #[must_use]
    pub fn from_settings(settings: &Settings) -> SetupDialog {
        SetupDialog {
            count: settings
                .count
                .clamp(*Player::COUNT.start(), *Player::COUNT.end()),
            names: std::array::from_fn(|seat| default_name(settings, seat)),
            seats: settings.seats,
        }
    }

    /// The default name of `seat` has changed from what `before` says to what `after` says
    /// (Options ▸ Default name): the seat takes the new one only when its name is still the
    /// default; a name typed in the setup stays.
    pub fn default_name_changed(&mut self, seat: usize, before: &Settings, after: &Settings) {
        if let Some(name) = self.names.get_mut(seat)
            && *name == default_name(before, seat)
        {
            *name = default_name(after, seat);
        }
    }

    /// The names to keep for the next start, in the seats' `Name` keys (as the number of
    /// players and who plays each seat are kept): a playing seat's name as typed, or `None`
    /// where it is the seat's default name in `settings` already (a built-in one then keeps
    /// following the language).
    #[must_use]
    pub fn names_to_keep(&self, settings: &Settings) -> [Option<String>; 4] {
        std::array::from_fn(|seat| {
            let name = self.names[seat].trim();
            (seat < self.count
                && name != default_name(settings, seat)
                && Player::name_problem(name).is_none())
            .then(|| name.to_owned())
        })
    }

    /// The players as entered.
    #[must_use]
    pub fn players(&self) -> Vec<Player> {
        (0..self.count)
            .map(|i| {
                let name = self.names[i].trim().to_owned();
                match self.seats[i] {
                    PlayerKind::Human => Player::human(name),
                    PlayerKind::Computer(level) => Player::computer(name, level),
                }
            })
            .collect()
    }

    /// Adds a seat at the end of the table (at most four). It comes back as it was when it
    /// was last at the table: its name and who played it.
    pub fn add_seat(&mut self) {
        self.count = (self.count + 1).min(*Player::COUNT.end());
    }

    /// Takes `seat` away from the table (while more than two are at it); the seats after it
    /// move up one, each keeping its player.
    pub fn remove_seat(&mut self, seat: usize, settings: &Settings) {
        if self.count <= *Player::COUNT.start() || seat >= self.count {
            return;
        }
        // The removed seat goes to the end, beyond the table, so that adding a seat brings it
        // back.
        let mut from = [0, 1, 2, 3];
        from[seat..].rotate_left(1);
        self.reseat(settings, from);
        self.count -= 1;
    }

    /// Makes `seat` the one who moves first (the rules: the first player of the setup moves
    /// first). The table keeps its order round: the seats rotate until `seat` is first.
    pub fn move_first(&mut self, seat: usize, settings: &Settings) {
        if seat == 0 || seat >= self.count {
            return;
        }
        let mut from = [0, 1, 2, 3];
        from[..self.count].rotate_left(seat);
        self.reseat(settings, from);
    }

    /// Seat `to` takes the player of seat `from[to]`. A name that is its old seat's default
    /// ("Player 3") becomes its new seat's default ("Player 2"), as if nobody had typed it.
    fn reseat(&mut self, settings: &Settings, from: [usize; 4]) {
        let names = self.names.clone();
        let seats = self.seats;
        for (to, &from) in from.iter().enumerate() {
            self.names[to] = if names[from] == default_name(settings, from) {
                default_name(settings, to)
            } else {
                names[from].clone()
            };
            self.seats[to] = seats[from];
        }
    }

    /// Draws the setup screen in `ui` (the window under the menu): the game's name, a picture
    /// of a bit of board with a closed loop where the window has room for it, the table's
    /// seats as cards, a card to add a seat, and a big Start, with the offer of the guided
    /// game under the name when `offer_guide`. Start is always in the window: where the table is
    /// taller than the window, Start stays at its bottom and the table scrolls above it.
    /// `settings` are the settings in use (the seats' default names); `tile_error` is why no
    /// game can start (the tile images); `can_resume` offers going back to the running game;
    /// `keys` is false while the keyboard belongs to a text field, a dialog or the options
    /// (Enter then does not start the game); `reopened`: the screen was not shown in the last
    /// frame (it starts scrolled to its top).
    #[allow(clippy::too_many_arguments)]
    pub fn screen(
        &mut self,
        ui: &mut Ui,
        settings: &Settings,
        textures: Option<&TileTextures>,
        tile_error: Option<&TileImageError>,
        can_resume: bool,
        keys: bool,
        offer_guide: bool,
        reopened: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        // The heights of the last frame: the table (all but the picture and Start) and Start.
        let (table, start) = ui
            .ctx()
            .data(|d| d.get_temp::<(f32, f32)>(measured()))
            .unwrap_or((SETUP_HEIGHT, START_HEIGHT));
        let room = ui.available_height();
        // The table's least space above it (12) and the central panel's margins (8 above,
        // 8 below) count too: without them Load a saved game was cut off at 800×600.
        let pinned = table + start + TOP_SPACE + 16.0 > room;
        let mut start_now = start;
        if pinned {
            egui::Panel::bottom("setup-start").show(ui, |ui| {
                let top = ui.cursor().top();
                actions.extend(self.start_ui(ui, tile_error, can_resume, keys, settings));
                start_now = ui.cursor().top() - top;
            });
        }
        let mut table_now = table;
        egui::CentralPanel::default().show(ui, |ui| {
            // A bar that takes its own room: the cards are laid out beside it, never under it
            // (a play test saw the third card under a floating one).
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            let mut scroll = egui::ScrollArea::vertical();
            if reopened {
                scroll = scroll.vertical_scroll_offset(0.0);
            }
            scroll.show(ui, |ui| {
                let room = ui.available_height();
                let below = if pinned { 0.0 } else { start };
                // The picture takes what room is left, from a size where it reads.
                let largest =
                    PICTURE_HEIGHT * super::text::window_scale(ui.ctx().content_rect().size());
                let picture = (room - table - below - 24.0).min(largest);
                let picture = if picture >= LEAST_PICTURE {
                    picture
                } else {
                    0.0
                };
                // In a tall window the table sits in the middle, not under the menu.
                ui.add_space(((room - table - below - picture) / 2.0).max(TOP_SPACE));
                let top = ui.cursor().top();
                let drawn =
                    self.table_ui(ui, settings, textures, picture, offer_guide, &mut actions);
                table_now = ui.cursor().top() - top - drawn;
                if !pinned {
                    let top = ui.cursor().top();
                    actions.extend(self.start_ui(ui, tile_error, can_resume, keys, settings));
                    start_now = ui.cursor().top() - top;
                }
            });
        });
        if (table_now - table).abs() > 0.5 || (start_now - start).abs() > 0.5 {
            ui.ctx()
                .data_mut(|d| d.insert_temp(measured(), (table_now, start_now)));
            ui.ctx()
                .request_discard("the setup's parts changed their height");
        }
        actions
    }

    /// The game's name, the offer of the guided game when `offer_guide` (right under the
    /// name, where a newcomer looks first and the window always has it in view: under the
    /// cards, a play test found it hidden behind Start with three seats at 800×600), the
    /// picture (at most `picture` points high; none at 0) and the table's cards; the height
    /// the picture took.
    fn table_ui(
        &mut self,
        ui: &mut Ui,
        settings: &Settings,
        textures: Option<&TileTextures>,
        picture: f32,
        offer_guide: bool,
        actions: &mut Vec<Action>,
    ) -> f32 {
        let mut drawn = 0.0;
        ui.vertical_centered(|ui| {
            ui.heading(RichText::new("LoopIt").size(super::text::DISPLAY).strong());
            ui.label(tr!("setup-tagline"));
            if offer_guide {
                actions.extend(super::guide::offer(ui));
            }
            if picture > 0.0 {
                ui.add_space(8.0);
                drawn = super::picture::closed_loop(ui, picture - 16.0, textures) + 16.0;
                ui.add_space(8.0);
            }
            ui.add_space(12.0);
            ui.label(
                RichText::new(tr!("setup-title"))
                    .size(super::text::TITLE)
                    .strong(),
            );
            ui.add_space(8.0);
        });
        let players: Vec<Player> = self.names[..self.count]
            .iter()
            .map(|name| Player::human(name.as_str()))
            .collect();
        // The cards in rows: as many as the window has room for, centred.
        let can_add = self.count < *Player::COUNT.end();
        let cards = self.count + usize::from(can_add);
        // As many cards in a row as keep at least the narrowest seat's width, each at most
        // the widest; the card that adds a seat is a narrow one.
        let room = ui.available_width();
        let fits = |n: usize| {
            let adds = usize::from(can_add && n == cards);
            let seats = (n - adds) as f32;
            (room - CARD_GAP * (n as f32 - 1.0) - adds as f32 * ADD_CARD_WIDTH) / seats.max(1.0)
        };
        let per_row = (1..=cards.min(4))
            .rev()
            .find(|&n| fits(n) >= NARROWEST_CARD)
            .unwrap_or(1);
        let width = fits(per_row).clamp(NARROWEST_CARD, CARD_WIDTH);
        let mut asked = None;
        for row in (0..cards).collect::<Vec<_>>().chunks(per_row) {
            let row_width = row
                .iter()
                .map(|&card| match card {
                    seat if seat < self.count => width,
                    _ if row.len() == 1 => CARD_WIDTH,
                    _ => ADD_CARD_WIDTH,
                })
                .sum::<f32>()
                + CARD_GAP * (row.len() as f32 - 1.0);
            ui.horizontal(|ui| {
                ui.add_space(((ui.available_width() - row_width) / 2.0).max(0.0));
                ui.spacing_mut().item_spacing.x = CARD_GAP;
                for &card in row {
                    if card < self.count {
                        if let Some(asked_now) = self.seat_card(ui, card, &players, width) {
                            asked = Some(asked_now);
                        }
                    } else if add_card(ui, row.len() == 1).clicked() {
                        asked = Some(CardAsk::Add);
                    }
                }
            });
            ui.add_space(CARD_GAP);
        }
        match asked {
            Some(CardAsk::Add) => self.add_seat(),
            Some(CardAsk::Remove(seat)) => self.remove_seat(seat, settings),
            Some(CardAsk::First(seat)) => self.move_first(seat, settings),
            None => {}
        }
        drawn
    }

    /// What keeps a game from starting (a problem with the names, the tile images), the big
    /// Start, and Load a saved game (and Back to the game, when `can_resume`).
    fn start_ui(
        &mut self,
        ui: &mut Ui,
        tile_error: Option<&TileImageError>,
        can_resume: bool,
        keys: bool,
        settings: &Settings,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.vertical_centered(|ui| {
            let problem = check_players(&self.players()).err();
            if let Some(problem) = &problem {
                ui.colored_label(WARNING, words::player_problem(problem));
            }
            if let Some(error) = tile_error {
                ui.colored_label(WARNING, tr!("setup-no-tiles"));
                egui::ScrollArea::vertical()
                    .max_height(100.0)
                    .show(ui, |ui| {
                        ui.label(tr!(
                            "setup-folder",
                            folder = error.folder.display().to_string()
                        ));
                        for line in &error.problems {
                            ui.label(format!("• {}", words::tile_problem(line)));
                        }
                    });
                if ui.button(tr!("setup-choose-folder")).clicked() {
                    actions.push(Action::OpenOptions);
                }
            }
            ui.add_space(6.0);
            let ready = problem.is_none() && tile_error.is_none();
            let start = egui::Button::new(
                RichText::new(tr!("setup-start"))
                    .size(super::text::HEADLINE)
                    .strong(),
            )
            .min_size(egui::vec2(240.0, 46.0))
            .corner_radius(10.0)
            .fill(ui.visuals().selection.bg_fill);
            // Enter starts the game too, so it can be set up without a mouse.
            let enter =
                keys && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
            if ui.add_enabled(ready, start).clicked() || (ready && enter) {
                actions.push(Action::Setting(SettingChange::Setup {
                    count: self.count,
                    seats: self.seats,
                    names: self.names_to_keep(settings),
                }));
                actions.push(Action::StartGame(self.players()));
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let width = ui.available_width();
                let buttons = if can_resume { 2.0 } else { 1.0 };
                ui.add_space((width / 2.0 - buttons * 95.0).max(0.0));
                if ui
                    .add_enabled(tile_error.is_none(), egui::Button::new(tr!("setup-load")))
                    .clicked()
                {
                    actions.push(Action::Shell(Shell::Load));
                }
                if can_resume && ui.button(tr!("setup-resume")).clicked() {
                    actions.push(Action::ResumeGame);
                }
            });
            ui.add_space(6.0);
        });
        actions
    }

    /// One seat's card: its disc and name, a person or the computer at a level (with a line
    /// about the level), whether it moves first, and a way to take it from the table.
    fn seat_card(
        &mut self,
        ui: &mut Ui,
        seat: usize,
        players: &[Player],
        width: f32,
    ) -> Option<CardAsk> {
        let mut asked = None;
        let colour = super::seat::colour(seat);
        egui::Frame::new()
            .fill(ui.visuals().faint_bg_color)
            .stroke(egui::Stroke::new(2.0, colour))
            .corner_radius(10.0)
            .inner_margin(12.0)
            .show(ui, |ui| {
                // The card is `width` wide with its margins (12 each side) and its edge (2).
                ui.set_width(width - 28.0);
                // Every card as tall as the tallest of the last frame, so that a row lines up
                // whatever the language's lines.
                let height = card_height(ui);
                ui.set_min_height(height);
                // The row of cards is horizontal; a card reads top to bottom.
                let drawn = ui
                    .vertical(|ui| self.card_inside(ui, seat, players, colour, width, &mut asked))
                    .response
                    .rect
                    .height();
                if drawn > height + 0.5 {
                    ui.ctx().data_mut(|d| d.insert_temp(tallest_card(), drawn));
                    ui.ctx().request_discard("the setup's cards grew");
                }
            });
        asked
    }

    /// What a seat's card shows, top to bottom.
    fn card_inside(
        &mut self,
        ui: &mut Ui,
        seat: usize,
        players: &[Player],
        colour: egui::Color32,
        width: f32,
        asked: &mut Option<CardAsk>,
    ) {
        {
            ui.horizontal(|ui| {
                super::seat::badge(ui, players, seat, 34.0);
                ui.vertical(|ui| {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(tr!("setup-seat", seat = seat + 1)).strong());
                        if self.count > *Player::COUNT.start() {
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    if ui
                                        .small_button("×")
                                        .on_hover_text(tr!("setup-remove", seat = seat + 1))
                                        .accessible_name(tr!("setup-remove", seat = seat + 1))
                                        .clicked()
                                    {
                                        *asked = Some(CardAsk::Remove(seat));
                                    }
                                },
                            );
                        }
                    });
                    ui.scope(|ui| {
                        // A field that reads as one in every theme (the light one's field and card share a
                        // colour): a thin edge round it.
                        let edge = ui.visuals().weak_text_color().gamma_multiply(0.7);
                        ui.visuals_mut().widgets.inactive.bg_stroke = egui::Stroke::new(1.0, edge);
                        ui.add(
                            egui::TextEdit::singleline(&mut self.names[seat])
                                .hint_text(tr!("setup-name-hint"))
                                .font(egui::TextStyle::Heading)
                                .desired_width(width - 80.0),
                        )
                        .accessible_name(tr!("setup-name-label", seat = seat + 1));
                    });
                });
            });
            ui.add_space(6.0);
            let kind = &mut self.seats[seat];
            ui.horizontal(|ui| {
                let person = matches!(kind, PlayerKind::Human);
                if ui
                    .selectable_label(person, tr!("setup-person"))
                    .accessible_name(tr!("setup-person-for", seat = seat + 1))
                    .clicked()
                {
                    *kind = PlayerKind::Human;
                }
                if ui
                    .selectable_label(!person, tr!("setup-computer"))
                    .accessible_name(tr!("setup-computer-for", seat = seat + 1))
                    .clicked()
                    && person
                {
                    *kind = PlayerKind::Computer(Level::Normal);
                }
            });
            if let PlayerKind::Computer(level) = kind {
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing.x = 4.0;
                    for choice in Level::ALL {
                        if ui
                            .selectable_label(*level == choice, words::level_name(choice))
                            .accessible_name(tr!(
                                "setup-level-for",
                                level = words::level_name(choice),
                                seat = seat + 1
                            ))
                            .clicked()
                        {
                            *level = choice;
                        }
                    }
                });
                ui.label(
                    RichText::new(format!(
                        "{} {}",
                        words::level_about(*level),
                        words::level_strength(*level)
                    ))
                    .size(NOTE_SIZE),
                );
            } else {
                ui.label(RichText::new(tr!("setup-person-about")).size(NOTE_SIZE));
            }
            ui.add_space(4.0);
            if seat == 0 {
                egui::Frame::new()
                    .fill(colour)
                    .corner_radius(8.0)
                    .inner_margin(egui::Margin::symmetric(8, 2))
                    .show(ui, |ui| {
                        ui.label(
                            RichText::new(tr!("setup-first"))
                                .strong()
                                .color(super::seat::ink_on(seat)),
                        );
                    });
            } else if ui
                .small_button(tr!("setup-make-first"))
                .accessible_name(tr!("setup-make-first-for", seat = seat + 1))
                .clicked()
            {
                *asked = Some(CardAsk::First(seat));
            }
        }
    }
}

/// About the height of the setup's table (its name, the cards, the offer of a guided game),
/// in points, until it is measured.
const SETUP_HEIGHT: f32 = 540.0;

/// The least space above the setup's table.
const TOP_SPACE: f32 = 12.0;
/// About the height of Start and what goes with it, until it is measured.
const START_HEIGHT: f32 = 100.0;
/// The height of the setup's picture where the window has room for it (at 1280×800; larger
/// in a larger window).
const PICTURE_HEIGHT: f32 = 240.0;
/// The least height the picture is drawn at: less, and none is drawn.
const LEAST_PICTURE: f32 = 110.0;

/// Where the setup keeps the heights of its table and of its Start, measured in the last
/// frame.
fn measured() -> egui::Id {
    egui::Id::unique("setup-measured")
}
/// The width of a seat's card, in points, where the window has room.
const CARD_WIDTH: f32 = 250.0;
/// The width of the card that adds a seat.
const ADD_CARD_WIDTH: f32 = 120.0;
/// The narrowest a card gets before the row breaks.
const NARROWEST_CARD: f32 = 215.0;
/// The least height of a seat's card (so that the cards of a row line up): a computer's card,
/// with its levels and their line, at the smallest window.
const CARD_HEIGHT: f32 = 190.0;
/// The size of a card's line about its player: the least text gets.
const NOTE_SIZE: f32 = super::text::BODY;
/// The room between two cards.
const CARD_GAP: f32 = 12.0;

/// What a card of the setup asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CardAsk {
    /// Another seat at the table.
    Add,
    /// This seat away from the table.
    Remove(usize),
    /// This seat moves first.
    First(usize),
}

/// Where the setup keeps the height of its tallest card (the content, without the margins).
fn tallest_card() -> egui::Id {
    egui::Id::unique("setup-tallest-card")
}

/// The height of every card's content: the tallest drawn so far, at least [`CARD_HEIGHT`].
fn card_height(ui: &Ui) -> f32 {
    ui.ctx()
        .data(|d| d.get_temp::<f32>(tallest_card()))
        .unwrap_or(CARD_HEIGHT)
        .max(CARD_HEIGHT)
}

/// The card that adds a seat to the table: as tall as the seats' cards beside it, or a short
/// one on a row of its own.
fn add_card(ui: &mut Ui, alone: bool) -> egui::Response {
    let height = if alone { 36.0 } else { card_height(ui) + 24.0 };
    let width = if alone { CARD_WIDTH } else { ADD_CARD_WIDTH };
    let button = egui::Button::new(RichText::new(tr!("setup-add")).size(super::text::LEAD))
        .min_size(egui::vec2(width, height))
        .wrap()
        .corner_radius(10.0)
        .fill(egui::Color32::TRANSPARENT)
        .stroke(egui::Stroke::new(1.5, ui.visuals().weak_text_color()));
    ui.add(button)
}

/// The default name of `seat` as the setup shows it: the settings' default name, or, when it
/// is the built-in one (`Player 3`, as the settings file holds it), the built-in name in the
/// window's language (`Spieler 3`).
#[must_use]
pub fn default_name(settings: &Settings, seat: usize) -> String {
    let built_in = Settings::default().names;
    match settings.names.get(seat) {
        Some(name) if *name != built_in[seat] => name.clone(),
        _ => tr!("seat-default-name", seat = seat + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(names: [&str; 4], count: usize) -> SetupDialog {
        SetupDialog {
            count,
            names: names.map(str::to_owned),
            seats: [
                PlayerKind::Human,
                PlayerKind::Computer(Level::Beginner),
                PlayerKind::Computer(Level::Strong),
                PlayerKind::Human,
            ],
        }
    }

    #[test]
    fn a_seat_taken_away_comes_back_when_one_is_added() {
        let settings = Settings::default();
        let mut setup = table(["Anna", "Ben", "Cleo", "Player 4"], 4);
        setup.remove_seat(1, &settings);
        assert_eq!(setup.count, 3);
        assert_eq!(&setup.names[..3], ["Anna", "Cleo", "Player 3"]);
        assert_eq!(setup.seats[1], PlayerKind::Computer(Level::Strong));
        setup.add_seat();
        assert_eq!(setup.names[3], "Ben", "the seat taken away comes back");
        assert_eq!(setup.seats[3], PlayerKind::Computer(Level::Beginner));
        setup.add_seat();
        assert_eq!(setup.count, 4, "no fifth seat");
        let mut two = table(["Anna", "Ben", "Cleo", "Dora"], 2);
        two.remove_seat(0, &settings);
        assert_eq!(two.count, 2, "a game needs two seats");
    }

    #[test]
    fn the_first_seat_turns_the_table_round() {
        let settings = Settings::default();
        let mut setup = table(["Anna", "Player 2", "Cleo", "Dora"], 3);
        setup.move_first(2, &settings);
        assert_eq!(&setup.names[..3], ["Cleo", "Anna", "Player 3"]);
        assert_eq!(setup.names[3], "Dora", "a seat beyond the table stays");
        assert_eq!(
            &setup.seats[..3],
            [
                PlayerKind::Computer(Level::Strong),
                PlayerKind::Human,
                PlayerKind::Computer(Level::Beginner)
            ]
        );
    }
}
