#define _GNU_SOURCE
#include "text_scan.h"

#include <string.h>

ptrdiff_t mapc_text_find(const void *haystack, size_t count, const void *needle, size_t needle_count) {
    const char *found = memmem(haystack, count, needle, needle_count);
    return found ? found - (const char *)haystack : -1;
}

/// Bytes scanned a block at a time: a fixed count of independent compares, which the compiler
/// turns into vector compares.
enum { block = 64 };

/// How many of the `block` bytes at `byte` equal `wanted` (at most 64: counted in a byte).
static inline size_t count_in_block(const unsigned char *byte, unsigned char wanted) {
    unsigned char found = 0;
    for (int k = 0; k < block; k++) found += byte[k] == wanted;
    return found;
}

size_t mapc_text_count(const void *bytes, size_t count, unsigned char wanted) {
    const unsigned char *byte = bytes;
    size_t found = 0;
    size_t i = 0;
    for (; i + block <= count; i += block) found += count_in_block(byte + i, wanted);
    for (; i < count; i++) found += byte[i] == wanted;
    return found;
}

/// True for a byte that is neither printable ASCII nor a line feed.
static inline unsigned char is_unusual(unsigned char byte) {
    return (unsigned char)(byte - 0x20) > 0x5E && byte != '\n';
}

/// True when the `block` bytes at `byte` are all printable ASCII or line feeds.
static inline int block_is_plain(const unsigned char *byte) {
    unsigned char unusual = 0;
    for (int k = 0; k < block; k++) unusual |= is_unusual(byte[k]);
    return !unusual;
}

size_t mapc_text_plain_prefix(const void *bytes, size_t count, size_t *line_feeds) {
    const unsigned char *byte = bytes;
    size_t i = 0;
    size_t feeds = 0;
    // Whole blocks first.
    for (; i + block <= count && block_is_plain(byte + i); i += block) feeds += count_in_block(byte + i, '\n');
    // Then byte by byte, up to the first unusual one.
    for (; i < count && !is_unusual(byte[i]); i++) feeds += byte[i] == '\n';
    if (line_feeds) *line_feeds = feeds;
    return i;
}

size_t mapc_text_skip_plain_lines(const void *bytes, size_t count, size_t lines, size_t *passed) {
    const unsigned char *byte = bytes;
    size_t i = 0;
    size_t feeds = 0;
    size_t after = 0;
    // Whole blocks while they are plain and hold fewer line feeds than are left to pass.
    for (; i + block <= count && block_is_plain(byte + i); i += block) {
        size_t in_block = count_in_block(byte + i, '\n');
        if (feeds + in_block >= lines) break;
        if (in_block > 0) {
            feeds += in_block;
            size_t k = block;
            while (byte[i + k - 1] != '\n') k--;
            after = i + k;
        }
    }
    // Then byte by byte, up to the first unusual one or the last line feed wanted.
    for (; i < count && feeds < lines && !is_unusual(byte[i]); i++) {
        if (byte[i] == '\n') {
            feeds++;
            after = i + 1;
        }
    }
    *passed = feeds;
    return after;
}

size_t mapc_text_ascii_prefix(const void *bytes, size_t count) {
    const unsigned char *byte = bytes;
    size_t i = 0;
    for (; i + block <= count; i += block) {
        unsigned char high = 0;
        for (int k = 0; k < block; k++) high |= byte[i + k];
        if (high & 0x80) break;
    }
    for (; i < count && byte[i] < 0x80; i++) {}
    return i;
}
