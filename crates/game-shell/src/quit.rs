//! Asking before the window closes on a game that would be lost.
//!
//! The window's close button sends a close request; while a game would be lost the request is
//! cancelled and the program asks (save / don't save / cancel). Once the player has answered,
//! [`QuitGuard::quit`] closes the window for good.

use egui::ViewportCommand;

/// Stands between the window's close button and a game that would be lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuitGuard {
    confirmed: bool,
}

impl QuitGuard {
    /// Call once a frame: when the window is asked to close, the player has not yet confirmed,
    /// and `would_lose` says a game would be lost, the close is cancelled and `true` is
    /// returned: the program should now ask the player.
    pub fn intercept(&mut self, ctx: &egui::Context, would_lose: bool) -> bool {
        let asked = ctx.input(|i| i.viewport().close_requested());
        if asked && !self.confirmed && would_lose {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
            return true;
        }
        false
    }

    /// Closes the window: the player has confirmed (or nothing would be lost).
    pub fn quit(&mut self, ctx: &egui::Context) {
        self.confirmed = true;
        ctx.send_viewport_cmd(ViewportCommand::Close);
    }

    /// Whether the player has confirmed that the window may close.
    #[must_use]
    pub fn confirmed(self) -> bool {
        self.confirmed
    }
}
