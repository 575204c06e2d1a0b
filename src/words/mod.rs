//! Every sentence the LoopIt window shows that is made from a typed value: the game's events,
//! the refusals of save files, the settings warnings and the file errors, each put into words
//! from the catalogs. The views ask here; this module knows no view.

mod files;
mod game;
mod notice;
mod saves;
mod settings;

pub use files::{browser_words, io_problem, quote, tile_error, tile_problem, tiles_reloaded};
pub use game::{
    breakdown, cell_label, column_letter, level_about, level_name, level_strength, line, log_text,
    name_problem, outcome, outcome_among, placements, player_problem, refusal,
};
pub use notice::{move_notice, notice};
pub use saves::{
    failure, history_problem, position_problem, save_problem, storage_error, tile_place,
    turn_problem,
};
pub use settings::{fresh_settings, settings_warning};
