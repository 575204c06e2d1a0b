//! What is being typed in the Options window, kept between frames: the folders and names as
//! typed (a change is taken when it is usable) and the slider values mid-drag. The window
//! itself is drawn by `ui::options`; this is its state, so that the navigation, which keeps
//! the open windows, needs nothing of the views.

use super::schema::{Control, SCHEMA};
use super::{FolderKind, Settings, SettingsFile};

/// The Options window's fields, while it is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsForm {
    /// The tile folder as typed.
    pub tiles: String,
    /// The saves folder as typed.
    pub saves: String,
    /// The default names as typed.
    pub names: [String; 4],
    /// The seats whose name is still the built-in one (`Player 3` in the settings file),
    /// shown in the window's language (`Spieler 3`) until it is edited.
    pub built_in: [bool; 4],
    /// For each entry of [`SCHEMA`] with a [`Control::Delay`], its milliseconds on the slider.
    pub millis: Vec<u64>,
}

impl OptionsForm {
    /// The options as the settings hold them now.
    #[must_use]
    pub fn new(settings: &SettingsFile) -> OptionsForm {
        let built_in = Settings::default().names;
        let current = &settings.settings;
        OptionsForm {
            tiles: current.tiles.clone(),
            saves: current.saves.clone(),
            built_in: std::array::from_fn(|seat| current.names[seat] == built_in[seat]),
            names: current.names.clone(),
            millis: SCHEMA
                .iter()
                .map(|entry| match entry.control {
                    Control::Delay { get, .. } => {
                        u64::try_from(get(current).as_millis()).unwrap_or(u64::MAX)
                    }
                    _ => 0,
                })
                .collect(),
        }
    }

    /// Takes a folder chosen in a folder dialog into the field.
    pub fn set_folder(&mut self, kind: FolderKind, folder: String) {
        match kind {
            FolderKind::Tiles => self.tiles = folder,
            FolderKind::Saves => self.saves = folder,
        }
    }
}
