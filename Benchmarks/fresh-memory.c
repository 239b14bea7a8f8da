/*
 * What memory a process has never touched costs on this machine: the milliseconds per MiB to
 * write one byte in every 4 KiB page of a fresh anonymous mapping, once in 4 KiB pages and once
 * in 2 MiB transparent huge pages (MADV_HUGEPAGE). A compile writes tens to hundreds of MiB
 * that the kernel must first hand over zeroed; the libyaml floor writes almost none. On a
 * virtual machine whose host takes back the guest's free memory, the same touch costs 0.04 or
 * 2 ms per MiB from one minute to the next (Benchmarks/README.md, "Fresh memory"), so run.sh
 * prints these figures before and after its timings, to say which regime its table was taken in.
 *
 * Build: gcc -O2 -o fresh-memory fresh-memory.c      (Benchmarks/run.sh does this)
 * Usage: fresh-memory [MIB]     prints "4k X ms/MiB, 2m Y ms/MiB" for MIB (default 64) each.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* The milliseconds per MiB to touch `mib` MiB of fresh memory, advised `advice`; -1 on failure. */
static double touch(size_t mib, int advice) {
    const size_t huge = 2u << 20, bytes = mib << 20;
    char *mapping = mmap(NULL, bytes + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED) return -1;
    /* Aligned to 2 MiB, so that every huge page can be one. */
    char *start = (char *)(((uintptr_t)mapping + huge - 1) & ~(uintptr_t)(huge - 1));
    madvise(start, bytes, advice);
    double begin = now_ms();
    for (size_t i = 0; i < bytes; i += 4096) start[i] = 1;
    double elapsed = now_ms() - begin;
    munmap(mapping, bytes + huge);
    return elapsed / (double)mib;
}

int main(int argc, char **argv) {
    size_t mib = argc > 1 ? strtoul(argv[1], NULL, 10) : 64;
    if (mib == 0 || mib > 4096) {
        fprintf(stderr, "usage: fresh-memory [MIB]   (1 to 4096)\n");
        return 2;
    }
#ifdef MADV_HUGEPAGE
    double huge = touch(mib, MADV_HUGEPAGE);
#else
    double huge = -1;
#endif
    double small = touch(mib, MADV_NOHUGEPAGE);
    if (small < 0) {
        fprintf(stderr, "fresh-memory: mmap failed\n");
        return 1;
    }
    printf("4k %.3f ms/MiB, 2m %.3f ms/MiB\n", small, huge);
    return 0;
}
