//! The Analysis menu's part of the window: the move values asked for and drawn on the board,
//! and the review's panel, with a reviewed move's position on the board instead of the game
//! (the game waits: the computer does not move meanwhile).

use egui::{Panel, Ui};

use super::ReversiApp;
use crate::action::{Action, ReviewStep};
use crate::analysis::Reviewing;
use crate::i18n::tr;
use crate::ui;
use crate::ui::menu::AnalysisMenu;
use crate::words;

impl ReversiApp {
    /// Whether the board shows the legal moves' values.
    #[must_use]
    pub const fn shows_values(&self) -> bool {
        self.show_values
    }

    /// The review, while its panel is open.
    #[must_use]
    pub const fn review(&self) -> Option<&Reviewing> {
        self.review.as_ref()
    }

    /// Each frame: the values of the position asked for while they are shown and a person is
    /// to move, and the review taken once it is there.
    pub(super) fn analysis_logic(&mut self, ctx: &egui::Context) {
        if self.show_values {
            self.values.update(&self.session, ctx);
        }
        if let Some(review) = &mut self.review {
            review.poll();
        }
    }

    /// Whether the board shows a reviewed move's position instead of the game.
    pub(super) fn review_shows_a_position(&self) -> bool {
        self.review.as_ref().is_some_and(|r| r.shown().is_some())
    }

    /// What the Analysis menu offers now.
    pub(super) fn analysis_menu(&self) -> AnalysisMenu {
        AnalysisMenu {
            show_values: self.show_values,
            can_review: !self.game().is_at_start(),
            enabled: self.frame.online.is_none(),
        }
    }

    /// Shows or hides the move values, and remembers the choice in `Reversi.ini`.
    pub(super) fn toggle_values(&mut self) {
        self.show_values = !self.show_values;
        if !self.show_values {
            self.values.clear();
        }
        let on = self.show_values;
        self.frame.remember(|s| s.show_values = on);
    }

    /// A step of the review.
    pub(super) fn review_step(&mut self, step: ReviewStep, ctx: &egui::Context) {
        match step {
            ReviewStep::Start => {
                if !self.game().is_at_start() {
                    let game = self.session.game().clone();
                    self.review = Some(Reviewing::start(self.values.executor(), game, ctx));
                }
            }
            ReviewStep::Show(number) => {
                if let Some(review) = &mut self.review {
                    review.show(Some(number));
                }
            }
            ReviewStep::Back => {
                if let Some(review) = &mut self.review {
                    review.show(None);
                }
            }
            ReviewStep::Close => self.review = None,
        }
    }

    /// What the values on the board are, for the side panel: exact or estimated, or that
    /// they are being worked out.
    pub(super) fn values_legend(&self) -> Option<String> {
        if !self.show_values || !self.session.human_to_move() || self.review_shows_a_position() {
            return None;
        }
        let moment = self.session.moment();
        if let Some(values) = self.values.values(moment) {
            Some(words::values_legend(values.accuracy))
        } else if self.values.is_working(moment) {
            Some(tr!("values-working"))
        } else {
            None
        }
    }

    /// The review's panel, on the left of the board, while it is open.
    pub(super) fn review_panel(&mut self, ui: &mut Ui) -> Vec<Action> {
        let Some(review) = &self.review else {
            return Vec::new();
        };
        let mut actions = Vec::new();
        let rules = self.game().rules();
        Panel::left("review")
            .resizable(false)
            .exact_size(ui::review::WIDTH)
            .show(ui, |ui| actions.extend(ui::review::ui(ui, review, rules)));
        actions
    }

    /// The board: a reviewed move's position (played and best moves ringed; clicks do
    /// nothing), or the game with its hint and, when shown, the move values.
    pub(super) fn board_ui(&self, ui: &mut Ui, hint: Option<reversi_core::Move>) -> Vec<Action> {
        if let Some((reviewed, before)) = self.review.as_ref().and_then(Reviewing::shown) {
            let marks = ui::board::Marks {
                review: Some((reviewed.played, reviewed.best)),
                ..ui::board::Marks::default()
            };
            // The game waits under the review: a click here plays nothing.
            let _ = ui::board::ui(ui, &before, false, marks);
            return Vec::new();
        }
        let values = if self.show_values {
            self.values.values(self.session.moment())
        } else {
            None
        };
        let marks = ui::board::Marks {
            animation: self.animation,
            hint,
            values,
            review: None,
        };
        ui::board::ui(ui, self.session.game(), self.session.human_to_move(), marks)
    }
}
