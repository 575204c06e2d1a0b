//! What the programs' guided first games (LoopIt's and Nardy's *Learn to play*) share: the
//! order of their steps. Each guide keeps its steps as an enum with a list of them in order
//! and a last `Done`; the next step and a step's number are read from that list here.

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
}
