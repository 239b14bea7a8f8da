#include "allocator_tuning.h"

// Any C library header defines `__GLIBC__` when the library is glibc.
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#endif

/// Blocks up to this size come from the heap (glibc's largest mmap threshold on 64-bit systems).
enum { mmap_threshold = 32 << 20 };
/// Memory freed at the heap's top stays there up to this much.
enum { trim_threshold = 512 << 20 };

void mapc_allocator_keep_big_blocks_in_heap(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    // Memory freed at the top of the heap stays for the next arrays instead of going back to
    // the kernel and faulting in again page by page.
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
#endif
}

void mapc_allocator_back_heap_with_huge_pages(size_t bytes) {
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    // The user's own choice of glibc's huge page setting stands.
    const char *tunables = getenv("GLIBC_TUNABLES");
    if (tunables && strstr(tunables, "glibc.malloc.hugetlb")) return;
    // Blocks below the mmap threshold come from the heap; as many as stay below the trim
    // threshold, with a block to spare, so that freeing them leaves them at the heap's top.
    enum { block_size = mmap_threshold - (2 << 20), most_blocks = trim_threshold / block_size - 1 };
    const uintptr_t huge_page = 2u << 20;
    size_t count = bytes / block_size + 1;
    if (count > most_blocks) count = most_blocks;
    void *blocks[most_blocks];
    size_t made = 0;
    while (made < count && (blocks[made] = malloc(block_size)) != NULL) made++;
    for (size_t i = 0; i < made; i++) {
        uintptr_t start = ((uintptr_t)blocks[i] + huge_page - 1) & ~(huge_page - 1);
        uintptr_t end = ((uintptr_t)blocks[i] + block_size) & ~(huge_page - 1);
        if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
    }
    while (made > 0) free(blocks[--made]);
#else
    (void)bytes;
#endif
}
