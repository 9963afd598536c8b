//! A hint to the processor to fetch a place of a slice ahead of its use, for
//! loops whose reads and writes land at random in memory too big for the
//! nearer caches but whose places are known some steps ahead.

/// Asks for `slice[i]`'s cache line to be fetched; does nothing past the end
/// or where the processor has no such hint.
#[inline(always)]
pub(crate) fn prefetch<T>(slice: &[T], i: usize) {
    #[cfg(target_arch = "x86_64")]
    if i < slice.len() {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is only a hint: it never faults and changes no
        // memory, and the place is inside the slice anyway.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(slice.as_ptr().add(i).cast::<i8>()) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, i);
}
