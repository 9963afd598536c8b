//! The core's test binary counts what each thread allocates, so a test can
//! measure the peak memory of a call ([`peak_bytes`]) instead of trusting
//! an estimate. Only in `cargo test` of the library; the game and the
//! command line use the system allocator as it is.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting each thread's live bytes and their peak.
struct Counting;

thread_local! {
    // Constant-initialised cells with no destructor: safe to touch from
    // inside the allocator (they need no allocation and no registration).
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn count(delta: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get() + delta;
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

// SAFETY: every call is passed to `System` unchanged; counting only reads
// the layout's size and touches this thread's cells.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            count(layout.size() as isize);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            count(layout.size() as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(ptr, layout) };
        count(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            // A move may hold both blocks for a moment: count the new one
            // before the old one goes, as the worst case.
            count(new_size as isize);
            count(-(layout.size() as isize));
        }
        p
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Runs `f` and returns its result with the most bytes this thread had
/// allocated at once while it ran, above what it had before (what `f`
/// returns still counts: it was allocated while `f` ran).
pub(crate) fn peak_bytes<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(before));
    let out = f();
    let peak = PEAK.with(Cell::get);
    (out, (peak - before).max(0) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_peak_of_a_call_is_what_it_held_at_once() {
        let ((), peak) = peak_bytes(|| {
            let a = vec![0u8; 1 << 20];
            drop(a);
            let b = vec![1u8; 1 << 19];
            assert_eq!(b.len(), 1 << 19);
        });
        assert!((1 << 20..(1 << 20) + 4096).contains(&peak), "{peak}");
        let (v, peak) = peak_bytes(|| vec![7u32; 1000]);
        assert!(peak >= 4000 && v.len() == 1000, "{peak}");
        let ((), none) = peak_bytes(|| ());
        assert_eq!(none, 0);
    }
}
