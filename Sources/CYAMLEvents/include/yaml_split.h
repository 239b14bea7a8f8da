#ifndef MAPC_YAML_SPLIT_H
#define MAPC_YAML_SPLIT_H

#include <stddef.h>

/// What the survey of a YAML file read in two parts (`YAMLSplit`) needs at memory speed.

/// The offset of the first `needle` in `haystack` (`memmem`), or -1 when there is none.
ptrdiff_t mapc_yaml_find(const void *haystack, size_t count, const void *needle, size_t needle_count);

/// How many LF bytes the `count` bytes at `bytes` hold.
size_t mapc_yaml_line_feeds(const void *bytes, size_t count);

#endif
