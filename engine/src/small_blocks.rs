//! An allocator for the bots' wasm builds: small blocks recycled from per-size free lists.
//!
//! A search clones states and fills vectors thousands of times per decision, and most of its
//! allocations are small and short-lived. The default wasm allocator (dlmalloc) does
//! noticeably more work per small allocation than the native one (glibc's); this allocator serves
//! each block of at most [`MAX_SMALL`] bytes from a free list of its size class (a multiple of
//! [`GRAIN`]), filled from the system allocator and never given back, and leaves larger blocks to
//! the system allocator. It has no lock: it is the global allocator only of single-threaded wasm
//! builds (the app's bot worker, `takhte-sim` for WASI). Rules and bots do not depend on it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::ptr::{self, null_mut};

#[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
compile_error!("SmallBlocks has no lock: it must not be used by a wasm build with threads");

/// Size classes are multiples of this many bytes, which is also their alignment.
pub const GRAIN: usize = 16;
/// The largest block served from a free list.
pub const MAX_SMALL: usize = 1024;
const CLASSES: usize = MAX_SMALL / GRAIN;

/// An allocator for one thread: free lists of small blocks over [`System`].
pub struct SmallBlocks {
    heads: UnsafeCell<[*mut u8; CLASSES]>,
}

// SAFETY: installed only in single-threaded wasm builds (without atomics); the tests use each
// instance from one thread.
unsafe impl Sync for SmallBlocks {}

impl SmallBlocks {
    /// An allocator with empty free lists.
    pub const fn new() -> Self {
        SmallBlocks {
            heads: UnsafeCell::new([null_mut(); CLASSES]),
        }
    }

    /// The size class of a layout served from the free lists, or `None` for the system's.
    fn class(layout: Layout) -> Option<usize> {
        (layout.size() <= MAX_SMALL && layout.align() <= GRAIN)
            .then(|| layout.size().max(1).div_ceil(GRAIN) - 1)
    }

    /// The layout of every block of a class, as asked of the system allocator.
    fn class_layout(class: usize) -> Layout {
        // SAFETY: the size is a positive multiple of GRAIN, a power of two, and far below isize::MAX.
        unsafe { Layout::from_size_align_unchecked((class + 1) * GRAIN, GRAIN) }
    }
}

impl Default for SmallBlocks {
    fn default() -> Self {
        Self::new()
    }
}

unsafe impl GlobalAlloc for SmallBlocks {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = Self::class(layout) else {
            return System.alloc(layout);
        };
        let heads = &mut *self.heads.get();
        let head = heads[class];
        if head.is_null() {
            return System.alloc(Self::class_layout(class));
        }
        // A free block holds the address of the next one in its first word.
        heads[class] = ptr::read(head.cast::<*mut u8>());
        head
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        let Some(class) = Self::class(layout) else {
            return System.dealloc(block, layout);
        };
        let heads = &mut *self.heads.get();
        ptr::write(block.cast::<*mut u8>(), heads[class]);
        heads[class] = block;
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees `new_size`, rounded to the alignment, fits in isize.
        let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
        match (Self::class(layout), Self::class(new_layout)) {
            (Some(a), Some(b)) if a == b => block,
            (None, None) => System.realloc(block, layout, new_size),
            _ => {
                let moved = self.alloc(new_layout);
                if !moved.is_null() {
                    ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                    self.dealloc(block, layout);
                }
                moved
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GameRng;

    /// Thousands of blocks of mixed sizes and alignments, resized and freed in random order:
    /// every live block keeps its own bytes (no two overlap, a recycled block is never still in
    /// use), is aligned as asked, and keeps its contents across a resize.
    #[test]
    fn blocks_stay_distinct_aligned_and_intact() {
        let heap = SmallBlocks::new();
        let mut rng = GameRng::new(7);
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        for step in 0..20_000u32 {
            let choice = rng.below(10);
            if choice < 5 || live.is_empty() {
                let size = match rng.below(4) {
                    0 => rng.below(17) as usize,
                    1 => 1 + rng.below(MAX_SMALL as u32) as usize,
                    2 => MAX_SMALL - 8 + rng.below(16) as usize,
                    _ => 1 + rng.below(3 * MAX_SMALL as u32) as usize,
                };
                let align = [1, 2, 4, 8, 16, 32, 64][rng.below(7) as usize];
                let layout = Layout::from_size_align(size, align).unwrap();
                let block = unsafe { heap.alloc(layout) };
                assert!(!block.is_null());
                assert_eq!(block as usize % align, 0, "step {step}: misaligned");
                let fill = step as u8;
                unsafe { ptr::write_bytes(block, fill, size) };
                live.push((block, layout, fill));
            } else if choice < 7 {
                let i = rng.below(live.len() as u32) as usize;
                let (block, layout, fill) = live[i];
                let new_size = 1 + rng.below(2 * MAX_SMALL as u32) as usize;
                let moved = unsafe { heap.realloc(block, layout, new_size) };
                assert!(!moved.is_null());
                let kept = layout.size().min(new_size);
                let bytes = unsafe { std::slice::from_raw_parts(moved, kept) };
                assert!(
                    bytes.iter().all(|&b| b == fill),
                    "step {step}: resize lost bytes"
                );
                unsafe { ptr::write_bytes(moved, fill, new_size) };
                let layout = Layout::from_size_align(new_size, layout.align()).unwrap();
                live[i] = (moved, layout, fill);
            } else {
                let i = rng.below(live.len() as u32) as usize;
                let (block, layout, fill) = live.swap_remove(i);
                let bytes = unsafe { std::slice::from_raw_parts(block, layout.size()) };
                assert!(
                    bytes.iter().all(|&b| b == fill),
                    "step {step}: block overwritten"
                );
                unsafe { heap.dealloc(block, layout) };
            }
        }
        for (block, layout, fill) in live {
            let bytes = unsafe { std::slice::from_raw_parts(block, layout.size()) };
            assert!(
                bytes.iter().all(|&b| b == fill),
                "block overwritten at the end"
            );
            unsafe { heap.dealloc(block, layout) };
        }
    }

    /// A freed small block is handed out again for the same size class, and a block of another
    /// class is not.
    #[test]
    fn freed_blocks_are_reused_by_their_class_only() {
        let heap = SmallBlocks::new();
        let small = Layout::from_size_align(40, 8).unwrap();
        let other = Layout::from_size_align(200, 8).unwrap();
        unsafe {
            let a = heap.alloc(small);
            heap.dealloc(a, small);
            let b = heap.alloc(other);
            assert_ne!(a, b, "a block of another class was recycled");
            let c = heap.alloc(Layout::from_size_align(33, 4).unwrap());
            assert_eq!(a, c, "a freed block of the same class was not recycled");
            heap.dealloc(b, other);
            heap.dealloc(c, Layout::from_size_align(33, 4).unwrap());
        }
    }
}
