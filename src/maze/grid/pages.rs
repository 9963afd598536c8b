//! Tables that a walk reads and writes at random, kept in large pages
//! ([`PagedTable`]): a million-cell grid's table of classes is 2 MB, and
//! read in 4 KiB pages a walk over it also misses the processor's table of
//! pages at nearly every step to another ring or row.

use std::alloc::{Layout, alloc_zeroed, dealloc, handle_alloc_error};
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// A large page (Linux's transparent huge pages on x86-64).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const LARGE_PAGE: usize = 2 << 20;

/// From this many bytes a table is put in large pages.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const LARGE_FROM: usize = 1 << 19;

/// A type whose value with all bytes zero is a value (a number).
pub(crate) trait Zeroable: Copy {}
impl Zeroable for bool {}
impl Zeroable for u8 {}
impl Zeroable for u16 {}
impl Zeroable for u32 {}

/// A table of `len` places, made zero. From [`LARGE_FROM`] bytes on (on
/// Linux) it is mapped from the system on its own, aligned to a large page
/// and taking whole ones, and the system is asked to back it with large
/// pages before anything touches it (the advice is only a hint: the places
/// are the same, and the system may say no). On its own, as memory the
/// allocator hands on from another table may have been touched in small
/// pages already.
pub(crate) struct PagedTable<T: Zeroable> {
    ptr: NonNull<T>,
    len: usize,
    /// The bytes mapped on their own (none where the allocator gave them).
    mapped: usize,
}

// SAFETY: the table owns its places as a `Vec<T>` would.
unsafe impl<T: Zeroable + Send> Send for PagedTable<T> {}
// SAFETY: as above; shared, it only hands out shared slices.
unsafe impl<T: Zeroable + Sync> Sync for PagedTable<T> {}

impl<T: Zeroable> PagedTable<T> {
    /// A table of `len` zeros.
    pub(crate) fn zeroed(len: usize) -> Self {
        let bytes = len.checked_mul(size_of::<T>()).expect("a table that fits in memory");
        #[cfg(target_os = "linux")]
        if bytes >= LARGE_FROM
            && let Some(ptr) = map_large(bytes.next_multiple_of(LARGE_PAGE))
        {
            return Self { ptr: ptr.cast::<T>(), len, mapped: bytes.next_multiple_of(LARGE_PAGE) };
        }
        let layout = Layout::array::<T>(len).expect("a table that fits in memory");
        if layout.size() == 0 {
            return Self { ptr: NonNull::dangling(), len, mapped: 0 };
        }
        // SAFETY: the layout's size is not zero.
        let raw = unsafe { alloc_zeroed(layout) };
        let Some(ptr) = NonNull::new(raw.cast::<T>()) else { handle_alloc_error(layout) };
        Self { ptr, len, mapped: 0 }
    }
}

/// `bytes` (whole large pages) of fresh zeros mapped from the system,
/// aligned to a large page and advised to be backed by large ones; `None`
/// where the system gives none.
#[cfg(target_os = "linux")]
fn map_large(bytes: usize) -> Option<NonNull<u8>> {
    let room = bytes + LARGE_PAGE;
    // SAFETY: a fresh private anonymous mapping, no memory of ours touched.
    let raw = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            room,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if raw == libc::MAP_FAILED {
        return None;
    }
    let start = raw as usize;
    let aligned = start.next_multiple_of(LARGE_PAGE);
    let (head, tail) = (aligned - start, start + room - (aligned + bytes));
    // SAFETY: the parts of the fresh mapping before and after the aligned
    // pages kept, given back unused (each a whole number of pages), and
    // the advice on the pages kept changes no memory.
    unsafe {
        if head > 0 {
            libc::munmap(raw, head);
        }
        if tail > 0 {
            libc::munmap((aligned + bytes) as *mut libc::c_void, tail);
        }
        libc::madvise(aligned as *mut libc::c_void, bytes, libc::MADV_HUGEPAGE);
    }
    NonNull::new(aligned as *mut u8)
}

impl<T: Zeroable> Drop for PagedTable<T> {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if self.mapped > 0 {
            // SAFETY: mapped in `map_large`, these whole pages, and no
            // borrow of them outlives the table.
            unsafe { libc::munmap(self.ptr.as_ptr().cast::<libc::c_void>(), self.mapped) };
            return;
        }
        let layout = Layout::array::<T>(self.len).expect("made with this layout");
        if layout.size() > 0 {
            // SAFETY: allocated in `zeroed` with this same layout.
            unsafe { dealloc(self.ptr.as_ptr().cast::<u8>(), layout) };
        }
    }
}

impl<T: Zeroable> Deref for PagedTable<T> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        // SAFETY: `len` places, all written (made zero) in `zeroed`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Zeroable> DerefMut for PagedTable<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and borrowed mutably through `self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Zeroable> Clone for PagedTable<T> {
    fn clone(&self) -> Self {
        let mut copy = Self::zeroed(self.len);
        copy.copy_from_slice(self);
        copy
    }
}

impl<T: Zeroable> Default for PagedTable<T> {
    fn default() -> Self {
        Self::zeroed(0)
    }
}

impl<T: Zeroable + PartialEq> PartialEq for PagedTable<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Zeroable + Eq> Eq for PagedTable<T> {}

impl<T: Zeroable + std::fmt::Debug> std::fmt::Debug for PagedTable<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_holds_what_is_written_at_every_size() {
        for len in [0, 1, 7, 4096, (LARGE_FROM / 2) - 1, LARGE_FROM / 2, LARGE_FROM / 2 + 3, LARGE_PAGE + 5] {
            let mut t: PagedTable<u16> = PagedTable::zeroed(len);
            assert_eq!(t.len(), len);
            assert!(t.iter().all(|&x| x == 0), "{len}: made zero");
            for (i, x) in t.iter_mut().enumerate() {
                *x = i as u16;
            }
            let copy = t.clone();
            assert_eq!(copy, t, "{len}: a copy");
            assert!(copy.iter().enumerate().all(|(i, &x)| x == i as u16), "{len}: kept");
            if cfg!(target_os = "linux") && len * 2 >= LARGE_FROM {
                assert_eq!(t.as_ptr() as usize % LARGE_PAGE, 0, "{len}: aligned to a large page");
            }
        }
        assert_eq!(PagedTable::<u8>::default().len(), 0);
    }
}
