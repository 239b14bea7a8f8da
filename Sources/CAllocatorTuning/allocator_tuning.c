#include "allocator_tuning.h"

// Any C library header defines `__GLIBC__` when the library is glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void mapc_allocator_keep_big_blocks_in_heap(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    // Memory freed at the top of the heap stays for the next arrays instead of going back to
    // the kernel and faulting in again page by page.
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
#endif
}
