#ifndef MAPC_ALLOCATOR_TUNING_H
#define MAPC_ALLOCATOR_TUNING_H

#include <stddef.h>

/// The C library allocator's settings for a compile of a large scene.
///
/// glibc maps every block of 128 KiB or more with mmap and unmaps it when it is freed (raising
/// that threshold only when such a block is freed). A Swift array that doubles as it grows, as a
/// scene's annotations, its render list and the SVG being written do, then moves into fresh
/// pages at every step past the threshold and pays for each page in a fault. Keeping blocks up
/// to 32 MiB in the heap lets memory freed be used again. On other C libraries this does
/// nothing.

/// Keeps blocks up to 32 MiB (glibc's largest threshold on 64-bit systems) in the heap, and
/// memory freed at the heap's top for the next blocks (up to 512 MiB of it): a compile ends
/// soon, and what it frees it allocates again. Call once, early, before the work allocates.
void mapc_allocator_keep_big_blocks_in_heap(void);

/// Asks the kernel to back the next `bytes` of the heap (at most 480 MiB) with transparent huge
/// pages, where it gives them only to memory that asks (`madvise`, the usual setting): a compile
/// of a large scene then faults its memory in 2 MiB at a time instead of 4 KiB, and the process
/// gives it back as fast when it ends. The heap grows by that much (address space only: nothing
/// is written) and keeps it at its top for the blocks that follow. Call on the main thread,
/// once, after `mapc_allocator_keep_big_blocks_in_heap`. Does nothing when `GLIBC_TUNABLES`
/// sets glibc's own `glibc.malloc.hugetlb`, and on other C libraries.
void mapc_allocator_back_heap_with_huge_pages(size_t bytes);

#endif
