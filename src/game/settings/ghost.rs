//! A best run, stored compactly beside the records so a faint ghost panda
//! can walk it again, on any grid: its steps and when each was taken. A
//! step is the side of its cell it left by (numbered as the board numbers a
//! cell's sides: a square tile's in [`Dir::ALL`] order, another grid's in
//! its cyclic order, fewer than eight). Each step is one LEB128 number,
//! `centiseconds since the last step << 3 | side`, so a step a tenth of a
//! second after the last takes one byte; the bytes go into the settings file
//! as base64 behind a version tag (`w1:`). The square board's first format
//! (`g1:`, two bits of direction) still reads. Anything that does not decode
//! is refused whole ([`Ghost::decode`] is `None`), so a damaged entry can be
//! dropped without touching the other records.

use crate::maze::Dir;

/// The tag in front of every stored ghost (the format's version).
const TAG: &str = "w1:";
/// The square board's first format: two bits of direction a step.
const SQUARE_TAG: &str = "g1:";
/// Most steps a ghost keeps (a longer run is not stored: about 10 KiB at most).
pub const MAX_GHOST_STEPS: usize = 8192;
/// The alphabet of the stored text (standard base64, no padding).
const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// A run: each step's side (see the module) and its time from the start, in centiseconds (non-decreasing).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ghost {
    /// The steps, in order.
    pub steps: Vec<(u8, u32)>,
}

impl Ghost {
    /// The time of the last step, in centiseconds: the run's time.
    pub fn total_cs(&self) -> u32 {
        self.steps.last().map_or(0, |s| s.1)
    }

    /// The stored text: `g1:` and the steps' bytes in base64.
    pub fn encode(&self) -> String {
        let mut bytes = Vec::with_capacity(self.steps.len() + 4);
        let mut last = 0;
        for &(side, cs) in &self.steps {
            let delta = u64::from(cs.saturating_sub(last));
            last = last.max(cs);
            let mut n = (delta << 3) | u64::from(side & 7);
            loop {
                let low = (n & 0x7f) as u8;
                n >>= 7;
                if n == 0 {
                    bytes.push(low);
                    break;
                }
                bytes.push(low | 0x80);
            }
        }
        let mut text = String::from(TAG);
        for chunk in bytes.chunks(3) {
            let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
            let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
            for k in 0..=chunk.len() {
                text.push(BASE64[((n >> (18 - 6 * k)) & 63) as usize] as char);
            }
        }
        text
    }

    /// The ghost `text` stores, or `None` when it is not one (a wrong tag, a
    /// character outside base64, a number cut short or too large, no step or too many steps).
    pub fn decode(text: &str) -> Option<Ghost> {
        let (body, bits) = match text.strip_prefix(TAG) {
            Some(body) => (body.as_bytes(), 3),
            None => (text.strip_prefix(SQUARE_TAG)?.as_bytes(), 2),
        };
        let mut bytes = Vec::with_capacity(body.len() * 3 / 4);
        for chunk in body.chunks(4) {
            if chunk.len() == 1 {
                return None;
            }
            let mut n = 0u32;
            for (k, &c) in chunk.iter().enumerate() {
                let v = BASE64.iter().position(|&a| a == c)? as u32;
                n |= v << (18 - 6 * k);
            }
            bytes.extend_from_slice(&[(n >> 16) as u8, (n >> 8) as u8, n as u8][..chunk.len() - 1]);
        }
        let mut steps = Vec::new();
        let (mut at, mut n, mut shift) = (0u32, 0u64, 0);
        for &b in &bytes {
            n |= u64::from(b & 0x7f) << shift;
            shift += 7;
            if shift > 35 {
                return None;
            }
            if b & 0x80 == 0 {
                at = at.checked_add(u32::try_from(n >> bits).ok()?)?;
                steps.push(((n & ((1 << bits) - 1)) as u8, at));
                (n, shift) = (0, 0);
            }
        }
        // A run has at least one step: an empty ghost would be a best of 0 s that nothing beats.
        (shift == 0 && !steps.is_empty() && steps.len() <= MAX_GHOST_STEPS).then_some(Ghost { steps })
    }
}

/// A square tile's side towards `dir`: its place in [`Dir::ALL`].
pub fn side_of(dir: Dir) -> u8 {
    Dir::ALL.iter().position(|&d| d == dir).unwrap_or(0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(n: usize) -> Ghost {
        let mut cs = 0;
        let steps = (0..n)
            .map(|i| {
                cs += [9, 11, 30, 250, 0][i % 5];
                ((i * 7 % 6) as u8, cs)
            })
            .collect();
        Ghost { steps }
    }

    #[test]
    fn a_ghost_comes_back_as_it_was_stored() {
        for n in [1, 2, 3, 4, 5, 100, 1001] {
            let ghost = sample(n);
            assert_eq!(Ghost::decode(&ghost.encode()), Some(ghost.clone()), "{n} steps");
        }
        let slow = Ghost { steps: vec![(side_of(Dir::Left), 0), (side_of(Dir::Up), 3_600_000)] };
        assert_eq!(Ghost::decode(&slow.encode()), Some(slow));
    }

    #[test]
    fn a_step_a_tenth_of_a_second_after_the_last_takes_one_byte() {
        let ghost = Ghost { steps: (1..=600).map(|i| ((i % 6) as u8, i as u32 * 10)).collect() };
        let text = ghost.encode();
        assert_eq!(text.len(), TAG.len() + 800, "600 bytes in base64");
    }

    #[test]
    fn a_square_ghost_kept_in_the_first_format_still_reads() {
        // 10 cs after the start, down (Dir::ALL[1]): (10 << 2) | 1 = 41, one byte, "KQ" in base64.
        assert_eq!(Dir::ALL[1], Dir::Down);
        assert_eq!(Ghost::decode("g1:KQ"), Some(Ghost { steps: vec![(side_of(Dir::Down), 10)] }));
    }

    #[test]
    fn damaged_text_is_refused_whole() {
        let good = sample(40).encode();
        assert_eq!(Ghost::decode(&sample(0).encode()), None, "a run of no steps is no run");
        for bad in
            ["", "g1:", "g2:AAAA", "g1:A", "g1:AB*D", "g1:gA", "not a ghost", &format!("{good}é"), "g1://///////w"]
        {
            assert_eq!(Ghost::decode(bad), None, "{bad:?}");
        }
    }
}
