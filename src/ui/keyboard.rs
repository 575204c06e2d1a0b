//! Playing without the mouse: 1–5 pick a bank tile, the arrow keys move a cursor over the
//! board, Tab and Shift+Tab jump between the cells where the picked tile may go, Enter or Space
//! place it at the cursor, Backspace takes the last tile back, H asks for a hint. Enter with no
//! tile picked up ends the turn (the menu's shortcut); in the hot seat it shows the bank.
//! Tab with no tile picked up picks up the first that fits.
//!
//! Tab is the board's whenever its keys work, also while the computer moves and behind the
//! hot seat's card: egui's own focus would otherwise move to the menu bar, where the next
//! Enter opened a menu and ended the turn at once (issue 42's play test).

use egui::{Key, KeyboardShortcut, Modifiers};
use loopit_core::{Bank, Cell, Edge};

use crate::action::Action;
use crate::session::{Move, Session};

/// Turn ▸ End turn: Enter with no tile picked up.
pub const END_TURN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Enter);

/// Asks for a hint (Turn ▸ Hint): the best turn the bank allows.
pub const HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::H);

/// The keys that work on the board this frame, read (and taken, so no other widget acts on
/// them) before anything is drawn. `cursor` is the board cursor, moved here.
pub fn board_keys(
    ctx: &egui::Context,
    session: &Session,
    cursor: &mut Option<Cell>,
) -> Vec<Action> {
    let mut actions = Vec::new();
    // Taken first, whoever is to move: see the module's doc.
    let tab = ctx.input_mut(|input| {
        let back = input.consume_key(Modifiers::SHIFT, Key::Tab);
        let forward = !back && input.consume_key(Modifiers::NONE, Key::Tab);
        (back || forward).then_some(forward)
    });
    if tab.is_some() {
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
    if !session.human_to_move() {
        return actions;
    }
    let game = session.game();
    if session.waiting_for().is_some() {
        // Space only: Enter ends a turn, and a quick second Enter would otherwise show the
        // next person's bank to the one who just played. An Enter here is taken and ignored.
        ctx.input_mut(|input| {
            input.consume_key(Modifiers::NONE, Key::Enter);
            if input.consume_key(Modifiers::NONE, Key::Space) {
                actions.push(Action::Play(Move::Ready));
            }
        });
        return actions;
    }
    let digits = [Key::Num1, Key::Num2, Key::Num3, Key::Num4, Key::Num5];
    ctx.input_mut(|input| {
        for (slot, key) in digits.into_iter().enumerate().take(Bank::SIZE) {
            if input.consume_key(Modifiers::NONE, key) && game.bank().get(slot).is_some() {
                if game.placed().is_full() {
                    // Three tiles are down: nothing more can be placed, so no tile is picked
                    // up (Enter then ends the turn, as it does with nothing in hand).
                    actions.push(Action::Notice("hint-turn-full"));
                } else if session.selected() == Some(slot) {
                    actions.push(Action::Play(Move::PutDown));
                } else {
                    actions.push(Action::Play(Move::PickUp(slot)));
                    // The cursor stays where the tile may go; else it goes to the first cell
                    // where it may.
                    let legal = game.legal_cells(slot);
                    if !cursor.is_some_and(|c| legal.contains(c))
                        && let Some(first) = legal.iter().next()
                    {
                        *cursor = Some(first);
                    }
                }
            }
        }
        for (key, edge) in [
            (Key::ArrowUp, Edge::N),
            (Key::ArrowRight, Edge::E),
            (Key::ArrowDown, Edge::S),
            (Key::ArrowLeft, Edge::W),
        ] {
            if input.consume_key(Modifiers::NONE, key) {
                *cursor = Some(match *cursor {
                    Some(at) => at.neighbour(edge).unwrap_or(at),
                    None => Cell::START,
                });
            }
        }
        let in_play = session.selected();
        if in_play.is_none()
            && let Some(forward) = tab
            && !game.placed().is_full()
        {
            // Nothing in hand: the first tile that fits (the last with Shift), on its first
            // (last) cell.
            let mut fitting = game
                .bank()
                .tiles()
                .map(|(slot, _)| (slot, game.legal_cells(slot)))
                .filter(|(_, legal)| !legal.is_empty());
            let found = if forward {
                fitting.next()
            } else {
                fitting.last()
            };
            if let Some((slot, legal)) = found {
                actions.push(Action::Play(Move::PickUp(slot)));
                let legal: Vec<Cell> = legal.iter().collect();
                *cursor = Some(next_legal(&legal, None, forward));
            }
        }
        if let Some(slot) = in_play {
            let legal: Vec<Cell> = game.legal_cells(slot).iter().collect();
            if let Some(forward) = tab
                && !legal.is_empty()
            {
                *cursor = Some(next_legal(&legal, *cursor, forward));
            }
            let place = input.consume_key(Modifiers::NONE, Key::Enter)
                || input.consume_key(Modifiers::NONE, Key::Space);
            if place && let Some(cell) = *cursor {
                actions.push(super::board::place_or_explain(
                    slot,
                    cell,
                    legal.contains(&cell),
                ));
            }
        }
        if input.consume_key(Modifiers::NONE, Key::Backspace) {
            actions.push(Action::Play(Move::Undo));
        }
        if input.consume_shortcut(&HINT) {
            actions.push(Action::Hint);
        }
    });
    actions
}

/// The legal cell after (or before) `from` in row-major order, wrapping round; the first (or
/// last) when the cursor is elsewhere.
fn next_legal(legal: &[Cell], from: Option<Cell>, forward: bool) -> Cell {
    let index = from.and_then(|c| legal.iter().position(|&l| l == c));
    let n = legal.len();
    let i = match (index, forward) {
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
        (None, true) => 0,
        (None, false) => n - 1,
    };
    legal[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tab_cycles_through_the_legal_cells_both_ways() {
        let legal = [Cell::new(1, 1), Cell::new(2, 2), Cell::new(3, 3)];
        assert_eq!(next_legal(&legal, None, true), legal[0]);
        assert_eq!(next_legal(&legal, Some(legal[0]), true), legal[1]);
        assert_eq!(next_legal(&legal, Some(legal[2]), true), legal[0]);
        assert_eq!(next_legal(&legal, Some(legal[0]), false), legal[2]);
        assert_eq!(next_legal(&legal, Some(Cell::new(9, 9)), false), legal[2]);
    }
}
