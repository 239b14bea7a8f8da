#define _GNU_SOURCE
#include "yaml_split.h"

#include <string.h>

ptrdiff_t mapc_yaml_find(const void *haystack, size_t count, const void *needle, size_t needle_count) {
    const char *found = memmem(haystack, count, needle, needle_count);
    return found ? found - (const char *)haystack : -1;
}

size_t mapc_yaml_line_feeds(const void *bytes, size_t count) {
    const unsigned char *byte = bytes;
    size_t feeds = 0;
    // A loop the compiler turns into vector compares.
    for (size_t i = 0; i < count; i++) feeds += byte[i] == '\n';
    return feeds;
}
