//! Reversi window and command line.
fn main() {}
