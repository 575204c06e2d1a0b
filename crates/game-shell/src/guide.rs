//! What the programs' guided first games (LoopIt's and Nardy's *Learn to play*) share: the
//! order of their steps, what the player asks of a guide, and the settings value that says
//! whether it was seen. Each guide keeps its steps as an enum with a list of them in order and
//! a last `Done`; the next step and a step's number are read from that list here.

/// What the player asks of a guide, from its card or panel, Help ▸ Learn to play and the first
/// start's offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GuideAction {
    /// Help ▸ Learn to play, or the offer's Learn to play: start the guided game.
    Start,
    /// Skip the step shown (Next on a step that only tells something).
    Skip,
    /// Leave the guide (or, when it is done, finish it): what was on screen before comes back.
    Leave,
    /// The offer's No thanks: it is not offered again.
    NoThanks,
}

/// The settings file's value (key `Guide`) of whether the guided first game was seen or
/// declined: `new` (not yet) or `done`, in any case; `None` for anything else.
#[must_use]
pub fn read_done(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "new" => Some(false),
        "done" => Some(true),
        _ => None,
    }
}

/// The value [`read_done`] reads back.
#[must_use]
pub const fn done_text(done: bool) -> &'static str {
    if done { "done" } else { "new" }
}

/// A guide's steps in their order: the next step and a step's number come with it.
pub trait Steps: Copy + PartialEq + 'static {
    /// Every step, in order.
    const ORDER: &'static [Self];
    /// The step after the last one (the guide is done).
    const DONE: Self;

    /// The step after this one ([`Steps::DONE`] after the last).
    #[must_use]
    fn next(self) -> Self {
        next(Self::ORDER, self, Self::DONE)
    }

    /// Its number, from 1 (`None` for [`Steps::DONE`]).
    #[must_use]
    fn number(self) -> Option<usize> {
        number(Self::ORDER, &self)
    }
}

/// The step after `step` among `all` (every step, in order): `done` after the last one, and
/// for a step not among them (`done` itself).
#[must_use]
pub fn next<T: Copy + PartialEq>(all: &[T], step: T, done: T) -> T {
    all.iter()
        .position(|&s| s == step)
        .and_then(|i| all.get(i + 1))
        .copied()
        .unwrap_or(done)
}

/// The number of `step` among `all`, from 1; `None` for a step not among them.
#[must_use]
pub fn number<T: PartialEq>(all: &[T], step: &T) -> Option<usize> {
    all.iter().position(|s| s == step).map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_follow_their_list_and_end_in_done() {
        let all = ['a', 'b', 'c'];
        assert_eq!(next(&all, 'a', '-'), 'b');
        assert_eq!(next(&all, 'c', '-'), '-');
        assert_eq!(next(&all, '-', '-'), '-');
        assert_eq!(number(&all, &'a'), Some(1));
        assert_eq!(number(&all, &'c'), Some(3));
        assert_eq!(number(&all, &'-'), None);
    }

    #[test]
    fn the_guides_setting_reads_back_as_written() {
        for done in [false, true] {
            assert_eq!(read_done(done_text(done)), Some(done));
        }
        assert_eq!(read_done(" DONE "), Some(true));
        assert_eq!(read_done("maybe"), None);
    }
}
