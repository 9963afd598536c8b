//! The arithmetic coder behind share codes: a stream of choices, each with
//! its odds (a fair pick among `n` values, or an adaptive bit's odds), coded
//! into as few bits as those odds allow, and the bits written as base-36
//! digits. [`Writer`] and [`Reader`] make the same choices in the same order.

const HALF: u64 = 1 << 31;
const QUARTER: u64 = 1 << 30;
const TOP: u64 = (1 << 32) - 1;

/// The largest `total` a choice's odds may have (so the range never runs out).
pub const MAX_TOTAL: u64 = 1 << 16;

/// Codes choices into bits.
pub struct Writer {
    low: u64,
    high: u64,
    pending: usize,
    bits: Vec<bool>,
}

impl Default for Writer {
    fn default() -> Self {
        Self { low: 0, high: TOP, pending: 0, bits: Vec::new() }
    }
}

impl Writer {
    /// Codes the choice that takes `[from, to)` of `total`.
    pub fn code(&mut self, from: u64, to: u64, total: u64) {
        debug_assert!(from < to && to <= total && total <= MAX_TOTAL);
        let range = self.high - self.low + 1;
        self.high = self.low + range * to / total - 1;
        self.low += range * from / total;
        loop {
            if self.high < HALF {
                self.emit(false);
            } else if self.low >= HALF {
                self.emit(true);
                (self.low, self.high) = (self.low - HALF, self.high - HALF);
            } else if self.low >= QUARTER && self.high < 3 * QUARTER {
                self.pending += 1;
                (self.low, self.high) = (self.low - QUARTER, self.high - QUARTER);
            } else {
                break;
            }
            (self.low, self.high) = (2 * self.low, 2 * self.high + 1);
        }
    }

    /// Codes `value`, a fair pick among `0..n` (`n` at most [`MAX_TOTAL`]).
    pub fn uniform(&mut self, value: u64, n: u64) {
        self.code(value, value + 1, n);
    }

    /// Codes a whole number of up to 64 bits: its length, then its bits below the top one.
    pub fn number(&mut self, value: u64) {
        let len = 64 - u64::from(value.leading_zeros());
        self.uniform(len, 65);
        for i in (0..len.saturating_sub(1)).rev() {
            self.uniform(value >> i & 1, 2);
        }
    }

    /// How many bits the choices so far have taken.
    pub fn bits_so_far(&self) -> usize {
        self.bits.len() + self.pending
    }

    fn emit(&mut self, bit: bool) {
        self.bits.push(bit);
        self.bits.extend(std::iter::repeat_n(!bit, self.pending));
        self.pending = 0;
    }

    /// The bits as base-36 text.
    pub fn finish(mut self) -> String {
        self.pending += 1;
        let last = self.low >= QUARTER;
        self.emit(last);
        // The reader reads zeros past the end: trailing zeros need no room.
        while self.bits.last() == Some(&false) {
            self.bits.pop();
        }
        bits_to_base36(&self.bits)
    }
}

/// Reads back what a [`Writer`] coded, choice by choice.
pub struct Reader {
    low: u64,
    high: u64,
    value: u64,
    bits: std::vec::IntoIter<bool>,
}

impl Reader {
    /// A reader of base-36 `text`; `None` for text a [`Writer`] never writes.
    pub fn new(text: &str) -> Option<Self> {
        let mut bits = base36_to_bits(text)?.into_iter();
        let value = (0..32).fold(0u64, |v, _| 2 * v + u64::from(bits.next().unwrap_or(false)));
        Some(Self { low: 0, high: TOP, value, bits })
    }

    /// Where the next choice falls in `0..total`, to be looked up and then
    /// taken by [`Reader::take`].
    pub fn peek(&self, total: u64) -> u64 {
        let range = self.high - self.low + 1;
        ((self.value - self.low + 1) * total - 1) / range
    }

    /// Takes the choice `[from, to)` of `total` (the one [`Reader::peek`] fell in).
    pub fn take(&mut self, from: u64, to: u64, total: u64) {
        let range = self.high - self.low + 1;
        self.high = self.low + range * to / total - 1;
        self.low += range * from / total;
        loop {
            if self.high < HALF {
            } else if self.low >= HALF {
                (self.low, self.high, self.value) = (self.low - HALF, self.high - HALF, self.value - HALF);
            } else if self.low >= QUARTER && self.high < 3 * QUARTER {
                (self.low, self.high, self.value) = (self.low - QUARTER, self.high - QUARTER, self.value - QUARTER);
            } else {
                break;
            }
            (self.low, self.high) = (2 * self.low, 2 * self.high + 1);
            self.value = 2 * self.value + u64::from(self.bits.next().unwrap_or(false));
        }
    }

    /// A fair pick among `0..n`, as [`Writer::uniform`] coded it.
    pub fn uniform(&mut self, n: u64) -> u64 {
        let v = self.peek(n).min(n - 1);
        self.take(v, v + 1, n);
        v
    }

    /// A whole number, as [`Writer::number`] coded it.
    pub fn number(&mut self) -> u64 {
        let len = self.uniform(65);
        (0..len.saturating_sub(1)).fold(u64::from(len > 0), |v, _| 2 * v + self.uniform(2))
    }
}

/// The bits, read as the binary number `1 b0 b1 …`, in base 36.
fn bits_to_base36(bits: &[bool]) -> String {
    // Little-endian 32-bit limbs.
    let mut limbs: Vec<u32> = vec![0; (bits.len() + 1).div_ceil(32)];
    for (i, &b) in std::iter::once(&true).chain(bits).rev().enumerate() {
        limbs[i / 32] |= u32::from(b) << (i % 32);
    }
    let mut digits = Vec::new();
    while limbs.iter().any(|&l| l != 0) {
        let mut rem = 0u64;
        for limb in limbs.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / 36) as u32;
            rem = cur % 36;
        }
        digits.push(char::from_digit(rem as u32, 36).expect("below 36"));
    }
    digits.iter().rev().collect()
}

/// [`bits_to_base36`] read back; `None` for text that it never writes.
fn base36_to_bits(text: &str) -> Option<Vec<bool>> {
    if text.is_empty() || text.starts_with('0') {
        return None;
    }
    let mut limbs: Vec<u32> = Vec::new();
    for ch in text.chars() {
        let mut carry = u64::from(ch.to_digit(36)?);
        for limb in &mut limbs {
            let cur = u64::from(*limb) * 36 + carry;
            *limb = cur as u32;
            carry = cur >> 32;
        }
        if carry > 0 {
            limbs.push(carry as u32);
        }
    }
    let top = limbs.last()?;
    let len = 32 * limbs.len() - top.leading_zeros() as usize;
    // Below the leading 1, most significant first.
    Some((0..len - 1).rev().map(|i| limbs[i / 32] >> (i % 32) & 1 == 1).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_base36_round_trip() {
        for bits in [vec![], vec![false], vec![true], vec![true, false, false, true, true], vec![true; 200]] {
            let text = bits_to_base36(&bits);
            assert_eq!(base36_to_bits(&text), Some(bits), "{text}");
        }
        assert_eq!(base36_to_bits("0z"), None);
        assert_eq!(base36_to_bits(""), None);
    }

    #[test]
    fn choices_read_back_as_written_and_fair_picks_cost_their_bits() {
        let numbers = [0, 1, 2, 45, 51, 36u64.pow(4) - 1, u64::MAX];
        let mut w = Writer::default();
        for (i, &n) in numbers.iter().enumerate() {
            w.number(n);
            w.uniform(i as u64 % 18, 18);
        }
        for k in 0..1000u64 {
            w.uniform(k % 101, 101);
        }
        let text = w.finish();
        // 1000 picks of 101 are 6,658 bits, 1,288 base-36 digits; the numbers add 188 bits.
        assert!(text.len() < 1330, "{}", text.len());
        let mut r = Reader::new(&text).unwrap();
        for (i, &n) in numbers.iter().enumerate() {
            assert_eq!((r.number(), r.uniform(18)), (n, i as u64 % 18));
        }
        assert!((0..1000u64).all(|k| r.uniform(101) == k % 101));
    }
}
