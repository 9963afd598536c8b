//! Sounds for playing by ear: a second footstep for tiles already walked, a
//! sonar ping for each open way (panned, and pitched by direction), and the
//! goal beacon (its pitch is set when it plays, by the distance left).

use super::{BELL, Envelope, MARIMBA, Synth, pentatonic, pitch};
use crate::maze::Dir;

/// Length of a ping, in seconds.
const PING_SECONDS: f64 = 0.16;

/// A step on a tile already walked: lighter and higher, with no thump under
/// it, so a player hears when they are going over old ground. 50 ms.
pub fn step_again() -> Vec<u8> {
    let seconds = 0.05;
    let mut synth = Synth::new(seconds);
    let tap = Envelope { attack: 0.001, decay: 0.008, release: 0.01 };
    synth.noise(0.0, seconds, 4200.0, tap, 0.8, 0x5EED_0006);
    synth.sweep(0.0, seconds, 420.0, 300.0, 0.01, tap, 0.3);
    synth.wav(0.25)
}

/// The sonar ping for an open way: north high and east and west in the
/// middle (panned right and left), south low.
pub fn ping(dir: Dir) -> Vec<u8> {
    let (degree, pan) = match dir {
        Dir::Up => (10, 0.0),
        Dir::Right => (7, 0.9),
        Dir::Left => (7, -0.9),
        Dir::Down => (3, 0.0),
    };
    let mut synth = Synth::new(PING_SECONDS);
    synth.note(&BELL, 0.0, PING_SECONDS, pitch(pentatonic(degree)), 0.6);
    synth.stereo_wav(0.5, pan)
}

/// The goal beacon: one soft marimba note (C5), 250 ms. The game plays it
/// faster (higher) as the way to the exit gets shorter.
pub fn beacon() -> Vec<u8> {
    let seconds = 0.25;
    let mut synth = Synth::new(seconds);
    synth.note(&MARIMBA, 0.0, seconds, pitch(12), 0.6);
    synth.wav(0.4)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The channel count and the samples of a WAV file from this module.
    fn channels_and_samples(bytes: &[u8]) -> (u16, Vec<i16>) {
        assert_eq!(&bytes[0..4], b"RIFF");
        let channels = u16::from_le_bytes([bytes[22], bytes[23]]);
        let block = u16::from_le_bytes([bytes[32], bytes[33]]);
        assert_eq!(block, 2 * channels, "block align follows the channels");
        (channels, bytes[44..].chunks(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect())
    }

    fn energy(s: impl Iterator<Item = i16>) -> f64 {
        s.map(|v| (v as f64).powi(2)).sum()
    }

    #[test]
    fn east_pings_on_the_right_west_on_the_left_north_and_south_in_the_middle() {
        let side = |dir| {
            let (channels, s) = channels_and_samples(&ping(dir));
            assert_eq!(channels, 2);
            let left = energy(s.iter().step_by(2).copied());
            let right = energy(s.iter().skip(1).step_by(2).copied());
            right / left
        };
        assert!(side(Dir::Right) > 10.0);
        assert!(side(Dir::Left) < 0.1);
        assert!((side(Dir::Up) - 1.0).abs() < 0.01);
        assert!((side(Dir::Down) - 1.0).abs() < 0.01);
        assert_ne!(ping(Dir::Up), ping(Dir::Down), "north and south differ by pitch");
    }

    #[test]
    fn the_second_footstep_differs_from_the_first_and_is_quieter() {
        let (channels, again) = channels_and_samples(&step_again());
        assert_eq!(channels, 1);
        let (_, first) = channels_and_samples(&super::super::step());
        assert_ne!(again, first);
        let peak = |s: &[i16]| s.iter().map(|v| v.unsigned_abs()).max().unwrap();
        assert!(peak(&again) < peak(&first));
        assert!(!beacon().is_empty());
    }
}
