//! Two allocators, one per process. mimalloc for every command but one: a
//! move allocates many small strings while it renders and builds mail,
//! and mimalloc does that with about a tenth fewer instructions in all (a
//! long `poll`). Built without transparent huge pages (`no_thp`), and its
//! version 2 (`v2`) rather than 3, whose arena is laid out as the process
//! starts. A block that needs no more alignment than a pointer's, which
//! every block of mimalloc has, is asked for with mimalloc's plain calls
//! (`mi_malloc`, `mi_zalloc`, `mi_realloc`) rather than its aligned ones,
//! whose extra layers were 1.7% of a long `poll`'s instructions.
//!
//! The C library's allocator for `ingest` ([`runs_ingest`]), which an MTA
//! starts once per message: mimalloc gives each size of block a 64 KiB
//! page of its own, whose first touch is a page fault, and a one-message
//! process took 401 page faults with it against 306, and about a tenth
//! longer.
//!
//! Invariant: the choice is made before the first allocation and never
//! changes, so every block is freed by the allocator that gave it. On
//! glibc the C library passes the command line to the functions of
//! `.init_array` before `main` (the standard library reads its arguments
//! so), and `main.rs`'s `choose` is one of them (it calls
//! [`choose_system`] for an `ingest` line); the first allocation made
//! before a choice (by another such function, or on a system where
//! `choose` does not run) settles on mimalloc for good.
//!
//! [`runs_ingest`]: crate::cli::runs_ingest

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use libmimalloc_sys as mi;

/// The alignment every block of mimalloc has: each free block holds a
/// pointer.
const MI_ALIGN: usize = std::mem::align_of::<*const u8>();

const UNDECIDED: u8 = 0;
const MIMALLOC: u8 = 1;
const SYSTEM: u8 = 2;
static MODE: AtomicU8 = AtomicU8::new(UNDECIDED);

/// Settle the choice on `mode` unless it is made already; the choice
/// in force.
fn settle(mode: u8) -> u8 {
    match MODE.compare_exchange(UNDECIDED, mode, Relaxed, Relaxed) {
        Ok(_) => mode,
        Err(made) => made,
    }
}

/// Choose the C library's allocator for the rest of the process, unless a
/// choice is made already (see the module's invariant): for `main.rs`'s
/// function in `.init_array`, before anything is allocated.
pub fn choose_system() {
    settle(SYSTEM);
}

/// Whether a new block comes from the C library's allocator: settles
/// the choice on mimalloc if none is made yet.
#[inline(always)]
fn system_for_new() -> bool {
    match MODE.load(Relaxed) {
        MIMALLOC => false,
        SYSTEM => true,
        _ => settle(MIMALLOC) == SYSTEM,
    }
}

/// Whether an existing block came from the C library's allocator: a
/// block exists only once the choice is made.
#[inline(always)]
fn system_for_old() -> bool {
    MODE.load(Relaxed) == SYSTEM
}

/// The allocator in use: `system` (the C library's) or `mimalloc`.
pub fn name() -> &'static str {
    if system_for_old() {
        "system"
    } else {
        "mimalloc"
    }
}

/// The process's allocator (`main.rs` makes it the global one): mimalloc or
/// the C library's, as chosen.
pub struct Chosen;

// SAFETY: each call goes to one of two allocators that uphold
// `GlobalAlloc`'s contract, and always to the same one (the choice is
// settled by the first allocation at the latest and never changes), so
// a block is freed or resized by the allocator that gave it, with the
// layout it was given with. mimalloc's plain calls serve only layouts
// that ask no more alignment than a pointer's, which every block of
// mimalloc has (a free block holds a pointer); the others go through its
// aligned calls.
unsafe impl GlobalAlloc for Chosen {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if system_for_new() {
            System.alloc(layout)
        } else if layout.align() <= MI_ALIGN {
            mi::mi_malloc(layout.size()).cast()
        } else {
            mi::mi_malloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if system_for_new() {
            System.alloc_zeroed(layout)
        } else if layout.align() <= MI_ALIGN {
            mi::mi_zalloc(layout.size()).cast()
        } else {
            mi::mi_zalloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if system_for_old() {
            System.dealloc(ptr, layout)
        } else {
            mi::mi_free(ptr.cast())
        }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if system_for_old() {
            System.realloc(ptr, layout, new_size)
        } else if layout.align() <= MI_ALIGN {
            mi::mi_realloc(ptr.cast(), new_size).cast()
        } else {
            mi::mi_realloc_aligned(ptr.cast(), new_size, layout.align()).cast()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The test binary's own allocator is the standard one: `Chosen` is
    /// called directly here, and settles on mimalloc at its first call.
    #[test]
    fn mimallocs_blocks_have_the_alignment_asked_and_keep_their_bytes() {
        let a = Chosen;
        let sizes = [
            1usize,
            2,
            3,
            7,
            8,
            9,
            15,
            16,
            17,
            24,
            31,
            48,
            100,
            255,
            256,
            1000,
            1024,
            1025,
            4096,
            5000,
            70_000,
            1 << 20,
        ];
        let aligned = |p: *mut u8, align: usize| !p.is_null() && (p as usize).is_multiple_of(align);
        for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
            for &size in &sizes {
                let layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: non-zero sizes, valid layouts; every block is
                // freed once, with the layout (and size) it has.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(aligned(p, align), "alloc {size}/{align}: {p:?}");
                    for i in 0..size {
                        *p.add(i) = (i % 251) as u8;
                    }
                    let bigger = size * 3 + 5;
                    let q = a.realloc(p, layout, bigger);
                    assert!(aligned(q, align), "realloc {size}->{bigger}/{align}");
                    assert!(
                        (0..size).all(|i| *q.add(i) == (i % 251) as u8),
                        "bytes kept, {size}->{bigger}/{align}"
                    );
                    let smaller = (size / 2).max(1);
                    let r = a.realloc(q, Layout::from_size_align(bigger, align).unwrap(), smaller);
                    assert!(aligned(r, align), "realloc {bigger}->{smaller}/{align}");
                    assert!(
                        (0..smaller).all(|i| *r.add(i) == (i % 251) as u8),
                        "bytes kept, {bigger}->{smaller}/{align}"
                    );
                    a.dealloc(r, Layout::from_size_align(smaller, align).unwrap());
                    let z = a.alloc_zeroed(layout);
                    assert!(aligned(z, align), "alloc_zeroed {size}/{align}");
                    assert!((0..size).all(|i| *z.add(i) == 0), "zeroed {size}/{align}");
                    a.dealloc(z, layout);
                }
            }
        }
        assert_eq!(name(), "mimalloc");
    }
}
