//! Sound: a soft sound for a few moments of a game, with a switch to mute it.
//!
//! The sounds are synthesised here ([`samples`]: a few sine partials under a smooth envelope)
//! rather than shipped as recordings: a handful of lines, nothing to license, and the same on
//! every machine. They are played by [`Speaker`] on a thread of its own, because opening an
//! audio device can take a moment and must not hold up a frame.
//!
//! Playing needs the `sound` feature (rodio, and on Linux ALSA's development headers to build:
//! `cargo run --release --features sound`). Without it, or on a machine without an audio
//! device, the game plays silently; everything else here — which moment sounds how, the
//! switch, what was asked for — works the same, so it is built and tested everywhere.

use std::sync::mpsc;

/// A sound, named by how it sounds; each game says which of its moments makes which.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    /// A short, soft wooden tap: a piece put on the board.
    Tap,
    /// Two gentle notes going up: a turn handed on.
    Chime,
    /// Three notes of a major chord, one after the other: the end of a game.
    Fanfare,
}

impl Tone {
    /// Every sound.
    pub const ALL: [Tone; 3] = [Tone::Tap, Tone::Chime, Tone::Fanfare];
}

/// The samples per second of every sound.
pub const SAMPLE_RATE: u32 = 44_100;

/// The loudest a sound gets (full scale is 1): soft beside whatever else is playing.
pub const PEAK: f32 = 0.25;

/// One note of a sound: when it starts and how long it rings (seconds), its pitch (Hz), and
/// how loud it is relative to [`PEAK`].
struct Note {
    start: f32,
    length: f32,
    pitch: f32,
    level: f32,
}

fn notes(tone: Tone) -> &'static [Note] {
    match tone {
        // Low and short, with a fast decay, like wood on wood.
        Tone::Tap => &[Note {
            start: 0.0,
            length: 0.09,
            pitch: 220.0,
            level: 1.0,
        }],
        // G5 then C6.
        Tone::Chime => &[
            Note {
                start: 0.0,
                length: 0.22,
                pitch: 783.99,
                level: 0.7,
            },
            Note {
                start: 0.11,
                length: 0.3,
                pitch: 1046.5,
                level: 0.7,
            },
        ],
        // C5, E5, G5, the last one held.
        Tone::Fanfare => &[
            Note {
                start: 0.0,
                length: 0.3,
                pitch: 523.25,
                level: 0.8,
            },
            Note {
                start: 0.16,
                length: 0.3,
                pitch: 659.25,
                level: 0.8,
            },
            Note {
                start: 0.32,
                length: 0.6,
                pitch: 783.99,
                level: 0.8,
            },
        ],
    }
}

/// The sound as mono samples at [`SAMPLE_RATE`], never louder than [`PEAK`]. Each note rises
/// over its first 5 ms and dies away to silence at its end (no click at either edge), with a
/// quieter octave above it for warmth.
#[must_use]
pub fn samples(tone: Tone) -> Vec<f32> {
    let notes = notes(tone);
    let end = notes
        .iter()
        .map(|n| n.start + n.length)
        .fold(0.0_f32, f32::max);
    let rate = SAMPLE_RATE as f32;
    let len = (end * rate).ceil() as usize;
    let mut out = vec![0.0_f32; len];
    for note in notes {
        let first = (note.start * rate) as usize;
        let count = (note.length * rate) as usize;
        for i in 0..count {
            let t = i as f32 / rate;
            let attack = (t / 0.005).min(1.0);
            // From 1 down to 0 at the note's end, fastest at first: a struck sound.
            let left = 1.0 - t / note.length;
            let decay = left * left;
            let phase = std::f32::consts::TAU * note.pitch * t;
            let wave = phase.sin() + 0.3 * (2.0 * phase).sin();
            if let Some(sample) = out.get_mut(first + i) {
                *sample += wave / 1.3 * attack * decay * note.level;
            }
        }
    }
    let loudest = out.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for sample in &mut out {
            *sample *= PEAK / loudest.max(PEAK);
        }
    }
    out
}

/// Plays [`Tone`]s while it is switched on; remembers what it was asked to play.
///
/// Asking never waits: the sound goes to the speaker's own thread, which opened the audio
/// device when the speaker was made (with the `sound` feature) and plays nothing if there was
/// none.
#[derive(Debug)]
pub struct Speaker {
    on: bool,
    out: Option<mpsc::Sender<Tone>>,
    asked: Vec<Tone>,
}

/// How many of the last sounds a speaker remembers.
const REMEMBERED: usize = 32;

impl Speaker {
    /// A speaker that plays on this machine's audio device (when the program has sound and the
    /// machine a device), switched on or off.
    #[must_use]
    pub fn new(on: bool) -> Speaker {
        Speaker {
            on,
            out: device::open(),
            asked: Vec::new(),
        }
    }

    /// A speaker that never makes a sound, for tests: it still remembers what it was asked.
    #[must_use]
    pub fn silent(on: bool) -> Speaker {
        Speaker {
            on,
            out: None,
            asked: Vec::new(),
        }
    }

    /// Whether this build of the program can make sound at all (the `sound` feature).
    #[must_use]
    pub const fn built_with_sound() -> bool {
        cfg!(feature = "sound")
    }

    /// Switches sound on or off (the Options' switch).
    pub fn set_on(&mut self, on: bool) {
        self.on = on;
    }

    /// Whether sound is on.
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Plays `tone` if sound is on.
    pub fn play(&mut self, tone: Tone) {
        if !self.on {
            return;
        }
        if self.asked.len() == REMEMBERED {
            self.asked.remove(0);
        }
        self.asked.push(tone);
        if let Some(out) = &self.out
            && out.send(tone).is_err()
        {
            // The sound thread has ended (no device after all): stay silent from now on.
            self.out = None;
        }
    }

    /// The sounds played (while on), oldest first, up to the last 32.
    #[must_use]
    pub fn played(&self) -> &[Tone] {
        &self.asked
    }
}

#[cfg(feature = "sound")]
mod device {
    use std::num::NonZero;
    use std::sync::mpsc;

    use super::{SAMPLE_RATE, Tone, samples};

    /// Starts the sound thread: it opens the default audio device and plays each tone sent
    /// to it, or ends at once when there is no device.
    pub fn open() -> Option<mpsc::Sender<Tone>> {
        let (send, receive) = mpsc::channel::<Tone>();
        let spawned = std::thread::Builder::new()
            .name("sound".to_owned())
            .spawn(move || {
                let Ok(mut sink) = rodio::DeviceSinkBuilder::open_default_sink() else {
                    log::info!("no audio device: the game plays silently");
                    return;
                };
                sink.log_on_drop(false);
                let (Some(channels), Some(rate)) = (NonZero::new(1), NonZero::new(SAMPLE_RATE))
                else {
                    return;
                };
                while let Ok(tone) = receive.recv() {
                    let buffer = rodio::buffer::SamplesBuffer::new(channels, rate, samples(tone));
                    sink.mixer().add(buffer);
                }
            });
        spawned.ok().map(|_| send)
    }
}

#[cfg(not(feature = "sound"))]
mod device {
    use std::sync::mpsc;

    use super::Tone;

    /// Without the `sound` feature there is nothing to play on.
    pub fn open() -> Option<mpsc::Sender<Tone>> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_soft_short_and_starts_and_ends_without_a_click() {
        for tone in Tone::ALL {
            let s = samples(tone);
            let seconds = s.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.05..=1.0).contains(&seconds), "{tone:?}: {seconds} s");
            let loudest = s.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
            assert!(loudest <= PEAK + 1e-6, "{tone:?}: peak {loudest}");
            assert!(loudest > PEAK * 0.5, "{tone:?} is heard: peak {loudest}");
            // The first and the last millisecond stay near silence.
            let ms = (SAMPLE_RATE / 1000) as usize;
            let edge = |part: &[f32]| part.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
            assert!(edge(&s[..ms]) < 0.06, "{tone:?} starts with a click");
            assert!(
                edge(&s[s.len() - ms..]) < 0.01,
                "{tone:?} ends with a click"
            );
        }
    }

    #[test]
    fn the_three_sounds_differ_in_length_and_the_game_end_is_the_longest() {
        let lengths: Vec<usize> = Tone::ALL.iter().map(|t| samples(*t).len()).collect();
        assert!(
            lengths[0] < lengths[1] && lengths[1] < lengths[2],
            "{lengths:?}"
        );
    }

    #[test]
    fn a_speaker_switched_off_plays_nothing_and_on_again_plays() {
        let mut speaker = Speaker::silent(false);
        speaker.play(Tone::Tap);
        assert!(speaker.played().is_empty());
        speaker.set_on(true);
        speaker.play(Tone::Chime);
        assert_eq!(speaker.played(), [Tone::Chime]);
        for _ in 0..100 {
            speaker.play(Tone::Tap);
        }
        assert_eq!(speaker.played().len(), REMEMBERED);
    }
}
