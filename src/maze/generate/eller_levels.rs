//! The bracket levels of a row for [`super::eller_bits`]: which cells lie
//! at each depth of the spans that sets (or groups) make, and the one-add
//! segmented scan the row's choices are made of.

/// A scan over a word's 64 cells of a state that `set` turns on and `clear`
/// turns off (never both on one cell), the other cells leaving it as it
/// is: bit `i` of the result is the state after cell `i`. `carry` is the
/// state coming in below bit 0 and is left as the state going out above
/// bit 63. One add: the carry runs up from each cell that sets the state
/// through the cells that leave it and stops at the next that clears it.
#[inline(always)]
pub(super) fn fill(set: u64, clear: u64, carry: &mut bool) -> u64 {
    let pass = !clear;
    let (sum, over) = pass.overflowing_add(set);
    let (sum, over_in) = sum.overflowing_add(u64::from(*carry));
    *carry = over | over_in;
    let carried_in = sum ^ pass ^ set;
    set | (carried_in & pass)
}

/// Each of 8 bits as a byte (bit `i` the low bit of byte `i`).
const SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            table[b] |= ((b as u64 >> i) & 1) << (8 * i);
            i += 1;
        }
        b += 1;
    }
    table
};

/// Ones in every byte.
const BYTES: u64 = 0x0101_0101_0101_0101;

/// Which of 64 bytes are `k`, as 64 bits, 8 bytes a step by word
/// arithmetic.
#[inline(always)]
#[cfg_attr(target_arch = "x86_64", allow(dead_code, reason = "x86-64 compares by SSE2; tests check one by the other"))]
fn equal_bytes_by_words(bytes: &[u8; 64], k: u8) -> u64 {
    let (key, low) = (u64::from(k) * BYTES, 0x7f7f_7f7f_7f7f_7f7f);
    let mut m = 0;
    for (j, eight) in bytes.chunks_exact(8).enumerate() {
        let t = u64::from_le_bytes(eight.try_into().unwrap_or_else(|_| unreachable!("8 bytes"))) ^ key;
        // Bit 7 of each byte that is 0, then those 8 bits to bits 56..63
        // (no two products overlap).
        let zero = !(((t & low) + low) | t | low);
        m |= ((zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * j);
    }
    m
}

/// Which of 64 bytes are `k`, as 64 bits: on x86-64, 16 bytes a compare
/// (SSE2 is part of every x86-64), 8 bytes a step by word arithmetic
/// elsewhere.
#[inline(always)]
fn equal_bytes(bytes: &[u8; 64], k: u8) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
        let mut m = 0;
        for (i, sixteen) in bytes.chunks_exact(16).enumerate() {
            // SAFETY: every x86-64 has SSE2, and the load reads the 16
            // bytes `sixteen` holds (unaligned loads are allowed).
            let equal = unsafe {
                let v = _mm_loadu_si128(sixteen.as_ptr().cast());
                _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(k as i8)))
            };
            m |= u64::from(equal as u16) << (16 * i);
        }
        m
    }
    #[cfg(not(target_arch = "x86_64"))]
    equal_bytes_by_words(bytes, k)
}

/// The cells at each depth of the brackets a row's first and last flags
/// make (depth 1: a set no other holds), word `w` of depth `k` at
/// `masks[k * words + w]`.
pub(super) struct Levels {
    words: usize,
    /// The deepest any cell lies.
    pub(super) deepest: usize,
    depth: Vec<u8>,
    masks: Vec<u64>,
}

impl Levels {
    pub(super) fn new(words: usize) -> Self {
        Levels { words, deepest: 0, depth: vec![0; 64 * words], masks: Vec::new() }
    }

    #[inline(always)]
    pub(super) fn at(&self, k: usize, w: usize) -> u64 {
        self.masks[k * self.words + w]
    }

    /// The masks of the brackets `opens` and `closes` make.
    pub(super) fn find(&mut self, opens: &[u64], closes: &[u64]) {
        let words = self.words;
        // Each cell's depth, 8 at a time: the depth before the 8, plus the
        // opens up to each (a byte-wise running sum by one multiply) less
        // the closes before it.
        let mut before = 0usize;
        for (j, bytes) in self.depth.chunks_exact_mut(8).enumerate() {
            let (w, shift) = (j / 8, 8 * (j % 8));
            let (o, c) = ((opens[w] >> shift) as u8, (closes[w] >> shift) as u8);
            // Bytes hold depths below 255 (so that 255 is always missing).
            if before + 8 >= usize::from(u8::MAX) {
                return self.find_deep(opens, closes);
            }
            let upto = SPREAD[usize::from(o)].wrapping_mul(BYTES);
            let closed = (SPREAD[usize::from(c)] << 8).wrapping_mul(BYTES);
            let depths = (before as u64 * BYTES).wrapping_add(upto).wrapping_sub(closed);
            bytes.copy_from_slice(&depths.to_le_bytes());
            before = before + o.count_ones() as usize - c.count_ones() as usize;
        }
        // A cell is at most one deeper or shallower than the one before it,
        // so the depths go from 1 without a gap: stop at the first missing.
        self.masks.clear();
        self.masks.resize(words, 0);
        self.deepest = 0;
        for k in 1..=u8::MAX {
            let mut any = 0;
            for bytes in self.depth.as_chunks::<64>().0 {
                let m = equal_bytes(bytes, k);
                self.masks.push(m);
                any |= m;
            }
            if any == 0 {
                break;
            }
            self.deepest = usize::from(k);
        }
    }

    /// [`Self::find`] for brackets nested more than a byte counts, a cell
    /// at a time.
    #[cold]
    fn find_deep(&mut self, opens: &[u64], closes: &[u64]) {
        let words = self.words;
        let on = |b: &[u64], c: usize| (b[c / 64] >> (c % 64)) as usize & 1;
        let (mut d, mut deepest) = (0, 0);
        let mut depth = vec![0; 64 * words];
        for (c, at) in depth.iter_mut().enumerate() {
            d += on(opens, c);
            *at = d;
            deepest = deepest.max(d);
            d -= on(closes, c);
        }
        self.deepest = deepest;
        self.masks.clear();
        self.masks.resize((deepest + 1) * words, 0);
        for (c, &d) in depth.iter().enumerate() {
            self.masks[d * words + c / 64] |= 1 << (c % 64);
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::RngExt;

    use super::{equal_bytes, equal_bytes_by_words};
    use crate::maze::generate::rng_from_seed;

    #[test]
    fn both_byte_compares_find_the_bytes_equal_to_the_key() {
        let mut rng = rng_from_seed(5);
        for _ in 0..500 {
            let k: u8 = rng.random_range(0..=255);
            // Bytes at and around the key, where a word trick could carry.
            let bytes: [u8; 64] = std::array::from_fn(|_| k.wrapping_add(rng.random_range(0..3)).wrapping_sub(1));
            let want = bytes.iter().enumerate().fold(0u64, |m, (i, &b)| m | u64::from(b == k) << i);
            assert_eq!(equal_bytes(&bytes, k), want, "key {k}, bytes {bytes:?}");
            assert_eq!(equal_bytes_by_words(&bytes, k), want, "key {k}, bytes {bytes:?}");
        }
    }
}
