//! The arithmetic of the maze rng, `Pcg64Mcg`, for the generators that work
//! its stream themselves ([`super::stream`], `division_pcg`): it steps its
//! 128-bit state by one multiplication and outputs a function of the state,
//! so its k-th output from a state is the output of `state × Mᵏ`. Tests
//! check both users against the rng itself.

/// The multiplier of `Pcg64Mcg` (`rand_pcg`'s `MULTIPLIER` for its 128-bit
/// generators, `Mcg128Xsl64`).
pub(crate) const MULTIPLIER: u128 = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645;

/// `Pcg64Mcg`'s output function (XSL RR) of a state.
#[inline(always)]
pub(crate) fn output(state: u128) -> u64 {
    let xsl = ((state >> 64) as u64) ^ (state as u64);
    xsl.rotate_right((state >> 122) as u32)
}

/// [`MULTIPLIER`] to the power `k` (by squaring), so `state × power(k)` is
/// the state `k` draws on.
pub(crate) const fn power(mut k: u128) -> u128 {
    let (mut m, mut base) = (1u128, MULTIPLIER);
    while k > 0 {
        if k & 1 == 1 {
            m = m.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        k >>= 1;
    }
    m
}
