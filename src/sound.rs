//! The game's music and sound effects, synthesized in memory as WAV files.
//!
//! Nothing here knows Bevy: each function returns the bytes of a complete WAV
//! file (RIFF, 16-bit PCM, mono, [`SAMPLE_RATE`] Hz) that the game hands to its
//! audio source. The synth is tiny: a voice is a few sine partials under an
//! attack / exponential decay / release envelope; noise comes from a
//! fixed-seed xorshift, so every call gives the same bytes. The cues for
//! playing by ear (a second footstep, the sonar pings, the beacon) are in
//! `cues`; the pings are the only stereo sounds.

mod cues;

use std::f64::consts::TAU;

pub use cues::{beacon, ping, step_again};

/// Samples per second of every sound.
pub const SAMPLE_RATE: u32 = 22050;

/// Beats per minute of the background tune.
const TEMPO_BPM: f64 = 80.0;
/// Bars in one pass of the tune (4/4 time).
const MUSIC_BARS: usize = 8;

/// Seconds of one eighth note of the tune.
fn eighth() -> f64 {
    30.0 / TEMPO_BPM
}

/// Length of one loop of [`music`] in seconds: a whole number of bars.
pub fn music_seconds() -> f64 {
    MUSIC_BARS as f64 * 8.0 * eighth()
}

/// Length of [`step`] in seconds.
pub const STEP_SECONDS: f64 = 0.06;
/// Length of [`bump`] in seconds.
pub const BUMP_SECONDS: f64 = 0.12;
/// Length of [`victory`] in seconds.
pub const VICTORY_SECONDS: f64 = 1.5;

/// How a note's loudness moves: a linear rise over `attack`, an exponential
/// fall with time constant `decay`, and a linear fade to silence over the
/// last `release` seconds of the note, so no note ends with a click.
#[derive(Clone, Copy, Debug)]
struct Envelope {
    attack: f64,
    decay: f64,
    release: f64,
}

impl Envelope {
    /// The gain `t` seconds into a note whose last sample falls at `end`
    /// seconds (where the gain reaches exactly zero), for a partial whose decay
    /// is `decay_scale` times the envelope's.
    fn gain(&self, t: f64, end: f64, decay_scale: f64) -> f64 {
        let rise = if t < self.attack { t / self.attack } else { 1.0 };
        let fade = ((end - t) / self.release).clamp(0.0, 1.0);
        rise * fade * (-t / (self.decay * decay_scale)).exp()
    }
}

/// One sine component of a voice: frequency multiple, loudness, and how long
/// it rings relative to the voice's envelope.
#[derive(Clone, Copy, Debug)]
struct Partial {
    ratio: f64,
    amp: f64,
    decay: f64,
}

/// An instrument: its partials and envelope.
#[derive(Clone, Copy, Debug)]
struct Voice {
    partials: &'static [Partial],
    envelope: Envelope,
}

/// A soft mallet: the fundamental, the marimba's bright fourth partial that
/// dies quickly, and a brief tenth for the strike.
const MARIMBA: Voice = Voice {
    partials: &[
        Partial { ratio: 1.0, amp: 1.0, decay: 1.0 },
        Partial { ratio: 4.0, amp: 0.22, decay: 0.2 },
        Partial { ratio: 10.0, amp: 0.05, decay: 0.05 },
    ],
    envelope: Envelope { attack: 0.004, decay: 0.45, release: 0.05 },
};

/// A round, slowly fading bass.
const BASS: Voice = Voice {
    partials: &[
        Partial { ratio: 1.0, amp: 1.0, decay: 1.0 },
        Partial { ratio: 2.0, amp: 0.35, decay: 0.5 },
        Partial { ratio: 3.0, amp: 0.1, decay: 0.3 },
    ],
    envelope: Envelope { attack: 0.012, decay: 1.0, release: 0.08 },
};

/// A bell-like mallet for the victory jingle: more overtones, longer ring.
const BELL: Voice = Voice {
    partials: &[
        Partial { ratio: 1.0, amp: 1.0, decay: 1.0 },
        Partial { ratio: 2.0, amp: 0.3, decay: 0.6 },
        Partial { ratio: 3.0, amp: 0.12, decay: 0.4 },
        Partial { ratio: 4.0, amp: 0.1, decay: 0.2 },
    ],
    envelope: Envelope { attack: 0.003, decay: 0.6, release: 0.15 },
};

/// A fixed-seed xorshift generator for noise.
struct XorShift(u32);

impl XorShift {
    /// The next value in `[-1, 1)`.
    fn next(&mut self) -> f64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x as f64 / 2_147_483_648.0 - 1.0
    }
}

/// A mono mixing buffer of samples in `[-1, 1]`.
struct Synth {
    samples: Vec<f64>,
}

impl Synth {
    /// `seconds` of silence.
    fn new(seconds: f64) -> Self {
        Self { samples: vec![0.0; (seconds * SAMPLE_RATE as f64).round() as usize] }
    }

    /// The sample indices of a sound starting at `start` and lasting `len`
    /// seconds, and the time of its last sample from its start. Every sound
    /// must fit in the buffer: none is cut short.
    fn span(&self, start: f64, len: f64) -> (std::ops::Range<usize>, f64) {
        let first = (start * SAMPLE_RATE as f64).round() as usize;
        let n = ((start + len) * SAMPLE_RATE as f64).round() as usize - first;
        assert!(first + n <= self.samples.len(), "a sound would run past the end of its buffer");
        (first..first + n, n.saturating_sub(1) as f64 / SAMPLE_RATE as f64)
    }

    /// Plays `voice` at `freq` Hz from `start` for `len` seconds at loudness `amp`.
    fn note(&mut self, voice: &Voice, start: f64, len: f64, freq: f64, amp: f64) {
        let (range, end) = self.span(start, len);
        let first = range.start;
        for i in range {
            let t = (i - first) as f64 / SAMPLE_RATE as f64;
            let mut v = 0.0;
            for p in voice.partials {
                let f = freq * p.ratio;
                if f < 0.45 * SAMPLE_RATE as f64 {
                    v += p.amp * voice.envelope.gain(t, end, p.decay) * (TAU * f * t).sin();
                }
            }
            self.samples[i] += amp * v;
        }
    }

    /// A sine whose pitch falls from `from` to `to` Hz with time constant
    /// `glide` seconds, under `envelope`: a thump.
    fn sweep(&mut self, start: f64, len: f64, from: f64, to: f64, glide: f64, envelope: Envelope, amp: f64) {
        let (range, end) = self.span(start, len);
        let first = range.start;
        let mut phase = 0.0f64;
        for i in range {
            let t = (i - first) as f64 / SAMPLE_RATE as f64;
            let f = to + (from - to) * (-t / glide).exp();
            self.samples[i] += amp * envelope.gain(t, end, 1.0) * phase.sin();
            phase += TAU * f / SAMPLE_RATE as f64;
        }
    }

    /// White noise through a one-pole low-pass at `cutoff` Hz, under `envelope`.
    fn noise(&mut self, start: f64, len: f64, cutoff: f64, envelope: Envelope, amp: f64, seed: u32) {
        let (range, end) = self.span(start, len);
        let first = range.start;
        let mut rng = XorShift(seed);
        let k = 1.0 - (-TAU * cutoff / SAMPLE_RATE as f64).exp();
        let mut low = 0.0;
        for i in range {
            let t = (i - first) as f64 / SAMPLE_RATE as f64;
            low += k * (rng.next() - low);
            self.samples[i] += amp * envelope.gain(t, end, 1.0) * low;
        }
    }

    /// The mix scaled so its loudest sample is `peak` of full scale, as a WAV file.
    fn wav(self, peak: f64) -> Vec<u8> {
        let loudest = self.samples.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        let scale = if loudest > 0.0 { peak / loudest } else { 0.0 };
        let pcm: Vec<i16> =
            self.samples.iter().map(|s| (s * scale * 32767.0).round().clamp(-32767.0, 32767.0) as i16).collect();
        wav_bytes(&pcm, 1)
    }

    /// The mix panned (`-1` left, `0` centre, `1` right, at equal power) as a stereo WAV file.
    fn stereo_wav(self, peak: f64, pan: f64) -> Vec<u8> {
        let angle = (pan.clamp(-1.0, 1.0) + 1.0) * std::f64::consts::FRAC_PI_4;
        let (left, right) = (angle.cos(), angle.sin());
        let loudest = self.samples.iter().fold(0.0f64, |m, s| m.max(s.abs())) * left.max(right);
        let scale = if loudest > 0.0 { peak / loudest } else { 0.0 };
        let sample = |s: f64, gain: f64| (s * gain * scale * 32767.0).round().clamp(-32767.0, 32767.0) as i16;
        let pcm: Vec<i16> = self.samples.iter().flat_map(|&s| [sample(s, left), sample(s, right)]).collect();
        wav_bytes(&pcm, 2)
    }
}

/// A complete WAV file (RIFF, PCM 16-bit, `channels` interleaved, [`SAMPLE_RATE`] Hz) holding `pcm`.
fn wav_bytes(pcm: &[i16], channels: u16) -> Vec<u8> {
    let data_len = (pcm.len() * 2) as u32;
    let frame_bytes = 2 * channels;
    let mut out = Vec::with_capacity(44 + pcm.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // size of this chunk
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&channels.to_le_bytes());
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * u32::from(frame_bytes)).to_le_bytes()); // bytes per second
    out.extend_from_slice(&frame_bytes.to_le_bytes()); // bytes per sample frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in pcm {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// Frequency of the note `semitones` above middle C (C4, 261.63 Hz).
fn pitch(semitones: i32) -> f64 {
    261.625_565 * 2f64.powf(semitones as f64 / 12.0)
}

/// The C major pentatonic scale (C D E G A) as semitones above C, by degree:
/// degree 0 is C4, 5 is C5, and so on.
fn pentatonic(degree: i32) -> i32 {
    const STEPS: [i32; 5] = [0, 2, 4, 7, 9];
    12 * degree.div_euclid(5) + STEPS[degree.rem_euclid(5) as usize]
}

/// A rest in a melody.
const REST: i32 = i32::MIN;

/// The tune, bar by bar: (pentatonic degree or [`REST`], length in eighths).
/// Each bar adds up to eight eighths; the last ends on a rest so the loop
/// point falls in silence.
const MELODY: [&[(i32, u32)]; MUSIC_BARS] = [
    &[(2, 1), (3, 1), (4, 1), (3, 1), (2, 2), (1, 2)],
    &[(0, 1), (1, 1), (2, 2), (4, 2), (3, 2)],
    &[(3, 2), (4, 1), (3, 1), (2, 1), (1, 3)],
    &[(2, 2), (1, 1), (2, 1), (0, 4)],
    &[(3, 1), (4, 1), (5, 1), (4, 1), (3, 2), (2, 2)],
    &[(4, 2), (5, 1), (6, 1), (5, 2), (4, 2)],
    &[(6, 2), (5, 1), (4, 1), (3, 2), (4, 2)],
    &[(3, 2), (2, 1), (1, 1), (3, 2), (REST, 2)],
];

/// Each bar's harmony: bass root and fifth, and a quiet two-note chord, all as
/// semitones from middle C and all in the pentatonic scale (C, Am, G, C, C, Am, D, G).
const HARMONY: [(i32, i32, [i32; 2]); MUSIC_BARS] = [
    (-24, -17, [-8, -5]),
    (-27, -20, [-3, 0]),
    (-29, -22, [-5, 2]),
    (-24, -17, [-8, -5]),
    (-24, -17, [-8, -5]),
    (-27, -20, [-3, 0]),
    (-22, -15, [-3, 2]),
    (-29, -22, [-5, 2]),
];

/// The background tune: a gentle marimba melody on the C major pentatonic
/// scale over a soft bass and quiet off-beat chords, 8 bars at 80 beats a
/// minute ([`music_seconds`], 24 s). It loops seamlessly: every note has died
/// away before the end, which falls on a bar line, and the first note starts
/// from silence.
pub fn music() -> Vec<u8> {
    let e = eighth();
    let bar = 8.0 * e;
    let mut synth = Synth::new(music_seconds());
    for (b, (notes, &(root, fifth, chord))) in MELODY.iter().zip(&HARMONY).enumerate() {
        let bar_start = b as f64 * bar;
        let last_bar = b == MUSIC_BARS - 1;
        // Melody: each note rings a little past its written length.
        let mut at = 0;
        for &(degree, len) in notes.iter() {
            if degree != REST {
                let start = bar_start + at as f64 * e;
                synth.note(&MARIMBA, start, len as f64 * e + 0.25, pitch(pentatonic(degree)), 0.3);
            }
            at += len;
        }
        debug_assert_eq!(at, 8, "bar {b} must hold eight eighths");
        // Bass: root on beat 1, fifth on beat 3 (shorter in the last bar so it
        // is silent at the loop point).
        synth.note(&BASS, bar_start, 4.0 * e, pitch(root), 0.34);
        synth.note(&BASS, bar_start + 4.0 * e, if last_bar { 3.0 * e } else { 4.0 * e }, pitch(fifth), 0.26);
        // Chords on beats 2 and 4.
        for beat in [2.0, 6.0] {
            for &tone in &chord {
                synth.note(&MARIMBA, bar_start + beat * e, 1.5 * e, pitch(tone), 0.09);
            }
        }
    }
    synth.wav(0.6)
}

/// A soft footstep: a short low thump under a puff of muffled noise, 60 ms.
pub fn step() -> Vec<u8> {
    let mut synth = Synth::new(STEP_SECONDS);
    let quick = Envelope { attack: 0.002, decay: 0.015, release: 0.012 };
    synth.sweep(0.0, STEP_SECONDS, 140.0, 80.0, 0.02, quick, 0.7);
    synth.noise(0.0, STEP_SECONDS, 1800.0, Envelope { decay: 0.01, ..quick }, 0.8, 0x5EED_0001);
    synth.wav(0.35)
}

/// A dull bump into a wall: a low thud whose pitch drops fast, with a little
/// dark noise at the impact, 120 ms.
pub fn bump() -> Vec<u8> {
    let mut synth = Synth::new(BUMP_SECONDS);
    let thud = Envelope { attack: 0.002, decay: 0.05, release: 0.025 };
    synth.sweep(0.0, BUMP_SECONDS, 160.0, 48.0, 0.025, thud, 1.0);
    synth.noise(0.0, 0.04, 600.0, Envelope { attack: 0.001, decay: 0.012, release: 0.01 }, 1.2, 0x5EED_0002);
    synth.wav(0.7)
}

/// The victory jingle: a rising pentatonic run (C5 D5 E5 G5 A5) landing on a
/// ringing C major chord over a low C, 1.5 s.
pub fn victory() -> Vec<u8> {
    let mut synth = Synth::new(VICTORY_SECONDS);
    for (k, degree) in [5, 6, 7, 8, 9].into_iter().enumerate() {
        synth.note(&BELL, k as f64 * 0.1, 0.45, pitch(pentatonic(degree)), 0.5);
    }
    let chord_at = 0.55;
    for (tone, amp) in [(12, 0.45), (16, 0.4), (19, 0.4), (24, 0.35)] {
        synth.note(&BELL, chord_at, VICTORY_SECONDS - chord_at, pitch(tone), amp);
    }
    synth.note(&BASS, chord_at, VICTORY_SECONDS - chord_at, pitch(-12), 0.5);
    synth.wav(0.75)
}

/// The panda eats a bamboo shoot: two quick crunchy bites of bright noise
/// over a little upward chirp, 180 ms.
pub fn crunch() -> Vec<u8> {
    let seconds = 0.18;
    let mut synth = Synth::new(seconds);
    let bite = Envelope { attack: 0.002, decay: 0.03, release: 0.02 };
    synth.noise(0.0, 0.06, 3200.0, bite, 0.9, 0x5EED_0003);
    synth.noise(0.09, 0.06, 2600.0, bite, 0.8, 0x5EED_0004);
    synth.sweep(0.0, seconds, 520.0, 780.0, 0.02, Envelope { attack: 0.005, decay: 0.06, release: 0.05 }, 0.35);
    synth.wav(0.5)
}

/// A key picked up: two bell notes a fifth apart, 450 ms.
pub fn chime() -> Vec<u8> {
    let seconds = 0.45;
    let mut synth = Synth::new(seconds);
    synth.note(&BELL, 0.0, 0.3, pitch(pentatonic(7)), 0.45);
    synth.note(&BELL, 0.12, seconds - 0.12, pitch(pentatonic(9)), 0.45);
    synth.wav(0.6)
}

/// A door opening: a low creak rising slowly under a soft thump, 400 ms.
pub fn creak() -> Vec<u8> {
    let seconds = 0.4;
    let mut synth = Synth::new(seconds);
    synth.sweep(0.0, seconds, 90.0, 150.0, 0.04, Envelope { attack: 0.05, decay: 0.2, release: 0.1 }, 0.6);
    synth.noise(0.0, 0.05, 500.0, Envelope { attack: 0.001, decay: 0.02, release: 0.02 }, 0.8, 0x5EED_0005);
    synth.wav(0.6)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FULL: f64 = 32767.0;

    /// Reads a WAV file written by [`wav_bytes`], checking every header field,
    /// and returns its samples.
    fn parse(bytes: &[u8]) -> Vec<i16> {
        let u32_at = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().unwrap());
        let u16_at = |i: usize| u16::from_le_bytes(bytes[i..i + 2].try_into().unwrap());
        assert!(bytes.len() >= 44, "too short for a header");
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32_at(4) as usize, bytes.len() - 8, "RIFF size");
        assert_eq!(&bytes[8..12], b"WAVE");
        assert_eq!(&bytes[12..16], b"fmt ");
        assert_eq!(u32_at(16), 16, "fmt chunk size");
        assert_eq!(u16_at(20), 1, "PCM");
        assert_eq!(u16_at(22), 1, "mono");
        assert_eq!(u32_at(24), SAMPLE_RATE);
        assert_eq!(u32_at(28), SAMPLE_RATE * 2, "byte rate");
        assert_eq!(u16_at(32), 2, "block align");
        assert_eq!(u16_at(34), 16, "bits per sample");
        assert_eq!(&bytes[36..40], b"data");
        let data_len = u32_at(40) as usize;
        assert_eq!(data_len, bytes.len() - 44, "data size");
        assert_eq!(data_len % 2, 0);
        bytes[44..].chunks(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect()
    }

    fn peak(s: &[i16]) -> f64 {
        s.iter().map(|&v| (v as f64).abs()).fold(0.0, f64::max)
    }

    fn rms(s: &[i16]) -> f64 {
        (s.iter().map(|&v| (v as f64).powi(2)).sum::<f64>() / s.len().max(1) as f64).sqrt()
    }

    fn seconds(s: &[i16]) -> f64 {
        s.len() as f64 / SAMPLE_RATE as f64
    }

    /// Sign changes per second: a rough measure of pitch.
    fn crossings_per_second(s: &[i16]) -> f64 {
        let n = s.windows(2).filter(|w| (w[0] < 0) != (w[1] < 0)).count();
        n as f64 / seconds(s)
    }

    fn all() -> [(&'static str, Vec<u8>, f64); 4] {
        [
            ("music", music(), music_seconds()),
            ("step", step(), STEP_SECONDS),
            ("bump", bump(), BUMP_SECONDS),
            ("victory", victory(), VICTORY_SECONDS),
        ]
    }

    #[test]
    fn every_sound_is_a_valid_wav_of_its_length_loud_enough_and_unclipped() {
        for (name, bytes, intended) in all() {
            let s = parse(&bytes);
            let got = seconds(&s);
            assert!((got - intended).abs() <= intended * 0.1, "{name}: {got} s, meant {intended} s");
            assert!(peak(&s) < FULL * 0.98, "{name} clips: peak {}", peak(&s));
            assert!(rms(&s) > FULL * 0.02, "{name} too quiet: rms {}", rms(&s));
        }
        let m = music_seconds();
        assert!((20.0..=30.0).contains(&m), "music lasts {m} s");
    }

    #[test]
    fn sounds_are_deterministic_and_distinct() {
        let (a, b) = (all(), all());
        for ((name, x, _), (_, y, _)) in a.iter().zip(&b) {
            assert_eq!(x, y, "{name} changed between calls");
        }
        for i in 0..a.len() {
            for j in i + 1..a.len() {
                assert_ne!(a[i].1, a[j].1, "{} and {} are the same", a[i].0, a[j].0);
            }
        }
    }

    #[test]
    fn music_loops_on_a_bar_line_without_a_click() {
        let s = parse(&music());
        let bar_samples = 8.0 * eighth() * SAMPLE_RATE as f64;
        let bars = s.len() as f64 / bar_samples;
        assert!((bars - bars.round()).abs() < 1e-6 && bars.round() as usize == MUSIC_BARS, "{bars} bars");
        let (first, last) = (s[0] as f64, *s.last().unwrap() as f64);
        assert!((last - first).abs() < FULL * 0.01, "seam jump {first} -> {last}");
        // Nothing is still sounding at the loop point: the last 20 ms are near
        // silent, and the tune starts from silence.
        let tail = &s[s.len() - SAMPLE_RATE as usize / 50..];
        assert!(peak(tail) < FULL * 0.01, "tail peak {}", peak(tail));
        assert!(first.abs() < FULL * 0.01);
        // ...but the tune plays all the way through: every bar has sound.
        for b in 0..MUSIC_BARS {
            let bar = &s[(b as f64 * bar_samples) as usize..((b + 1) as f64 * bar_samples) as usize];
            assert!(rms(bar) > FULL * 0.03, "bar {b} nearly silent");
        }
    }

    #[test]
    fn melody_bars_are_full_and_pentatonic() {
        for (b, bar) in MELODY.iter().enumerate() {
            assert_eq!(bar.iter().map(|&(_, len)| len).sum::<u32>(), 8, "bar {b}");
        }
        let scale = [0, 2, 4, 7, 9];
        let in_scale = |semitones: i32| scale.contains(&semitones.rem_euclid(12));
        assert!(MELODY.iter().flat_map(|b| b.iter()).all(|&(d, _)| d == REST || in_scale(pentatonic(d))));
        assert!(HARMONY.iter().all(|&(r, f, [a, b])| [r, f, a, b].into_iter().all(in_scale)));
        assert_eq!(pitch(pentatonic(5)), pitch(12));
        assert!((pitch(9) - 440.0).abs() < 0.01, "A4 is 440 Hz");
    }

    #[test]
    fn step_is_short_and_front_loaded_and_bump_drops_in_pitch() {
        let step = parse(&step());
        let half = step.len() / 2;
        assert!(rms(&step[..half]) > 3.0 * rms(&step[half..]), "step dies away");
        assert!(peak(&step) < peak(&parse(&bump())), "a step is softer than a bump");
        let bump = parse(&bump());
        let ms = |m: usize| m * SAMPLE_RATE as usize / 1000;
        let (early, late) = (&bump[ms(5)..ms(35)], &bump[ms(50)..ms(110)]);
        assert!(
            crossings_per_second(early) > 1.3 * crossings_per_second(late),
            "pitch falls: {} then {}",
            crossings_per_second(early),
            crossings_per_second(late)
        );
        assert_eq!(*bump.last().unwrap(), 0, "the thud fades out fully");
    }

    #[test]
    fn victory_ends_on_a_ringing_chord() {
        let s = parse(&victory());
        let at = |t: f64| (t * SAMPLE_RATE as f64) as usize;
        // The chord after the run still sounds well into the last half second,
        // then fades out to silence.
        assert!(rms(&s[at(0.9)..at(1.2)]) > FULL * 0.03);
        assert_eq!(*s.last().unwrap(), 0);
    }

    /// Writes the four sounds to `$PANDA_MAZE_SOUND_DIR` for listening or
    /// inspection; does nothing without the variable.
    #[test]
    fn wav_files_on_request() {
        let Some(dir) = std::env::var_os("PANDA_MAZE_SOUND_DIR") else { return };
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (name, bytes, _) in all() {
            // raw-file: a test writing the sounds into a folder its runner named, on request.
            std::fs::write(dir.join(format!("{name}.wav")), bytes).unwrap();
        }
    }
}
