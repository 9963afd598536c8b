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

/// Below this many bytes a vector is not worth asking large pages for (it
/// holds at most one whole large page of 2 MiB).
const LARGE_PAGES_FROM: usize = 4 << 20;

/// An empty vector with room for `len` places, whose memory the system is
/// asked to back with large pages (Linux's transparent huge pages) where it
/// is at least [`LARGE_PAGES_FROM`] bytes: for the tables that a loop reads
/// and writes at random (a million-cell Kruskal's walls and parts), where
/// each read would otherwise also miss the processor's table of 4 KiB
/// pages. Only a hint: the places are the same, and the system may say no.
/// Ask before anything is written, as the pages are chosen when first
/// touched.
pub(crate) fn room_in_large_pages<T>(len: usize) -> Vec<T> {
    let v: Vec<T> = Vec::with_capacity(len);
    let bytes = v.capacity() * size_of::<T>();
    #[cfg(target_os = "linux")]
    if bytes >= LARGE_PAGES_FROM {
        const PAGE: usize = 4096;
        let start = (v.as_ptr() as usize).next_multiple_of(PAGE);
        let end = (v.as_ptr() as usize + bytes) / PAGE * PAGE;
        // SAFETY: madvise changes no memory and no mapping: the range is
        // whole pages inside the vector's own allocation, and the advice
        // only says how to back the pages the first time they are touched.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (bytes, LARGE_PAGES_FROM);
    v
}
