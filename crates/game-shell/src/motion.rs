//! Motion of the windows: how far along a short movement is (eased, so that it starts quickly
//! and settles softly: LoopIt's tiles, points and scores, Reversi's turning stones; Nardy's
//! checkers do not move), and whether the desktop asks for less motion (LoopIt follows it).
//!
//! A movement is only ever a picture of what already happened: the game has changed before it
//! starts, so input and game progress never wait for it, and a window that is not drawn skips
//! it. A movement is timed by the frames' own clock (`egui::InputState::time`), so a test
//! harness that steps its clock sees it exactly as a window would.

/// How long a tile takes from the bank to its cell (and back), in seconds.
pub const MOVE: f64 = 0.25;

/// How long points take to rise from the board into the score, and the score to count up.
pub const RISE: f64 = 0.3;

/// How far along a movement that began at `start` and lasts `duration` is at `now`, eased out
/// (0 at the start, 1 at the end, quick at first); `None` once it is over.
#[must_use]
pub fn eased(start: f64, now: f64, duration: f64) -> Option<f32> {
    let t = ((now - start) / duration).max(0.0);
    if t >= 1.0 || !t.is_finite() {
        return None;
    }
    // Cubic ease-out: 1 - (1 - t)^3.
    let rest = 1.0 - t;
    Some((1.0 - rest * rest * rest) as f32)
}

/// Whether the desktop asks programs to keep motion to a minimum. Read where a desktop says
/// it: GNOME's "enable-animations" (off means less motion), asked of `gsettings` once; `false`
/// where no such setting can be read (other desktops and systems, or no `gsettings`).
#[must_use]
pub fn desktop_reduces_motion() -> bool {
    #[cfg(target_os = "linux")]
    {
        let answer = std::process::Command::new("gsettings")
            .args(["get", "org.gnome.desktop.interface", "enable-animations"])
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .output();
        match answer {
            Ok(out) if out.status.success() => {
                String::from_utf8_lossy(&out.stdout).trim() == "false"
            }
            _ => false,
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_movement_runs_from_nothing_to_all_and_then_is_over() {
        assert_eq!(eased(10.0, 10.0, MOVE), Some(0.0));
        let half = eased(10.0, 10.0 + MOVE / 2.0, MOVE).expect("under way");
        // Eased out: more than half the way in half the time.
        assert!(half > 0.5 && half < 1.0, "{half}");
        let late = eased(10.0, 10.0 + MOVE * 0.9, MOVE).expect("under way");
        assert!(late > half && late < 1.0);
        assert_eq!(eased(10.0, 10.0 + MOVE, MOVE), None);
        assert_eq!(eased(10.0, 99.0, MOVE), None);
    }

    #[test]
    fn a_clock_that_went_back_starts_the_movement_again_rather_than_break() {
        assert_eq!(eased(10.0, 9.0, MOVE), Some(0.0));
        assert_eq!(eased(10.0, 10.1, 0.0), None);
    }
}
