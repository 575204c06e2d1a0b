//! Long nardy: the window around `nardy-core`, and the command line.

pub mod cli;
