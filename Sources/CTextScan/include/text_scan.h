#ifndef MAPC_TEXT_SCAN_H
#define MAPC_TEXT_SCAN_H

#include <stddef.h>

/// A scene file's bytes scanned at memory speed (in blocks the compiler turns into vector
/// compares, or with the C library's own scans), for the checks and surveys a front end makes
/// before it reads a file.

/// The offset of the first `needle` in `haystack` (`memmem`), or -1 when there is none.
ptrdiff_t mapc_text_find(const void *haystack, size_t count, const void *needle, size_t needle_count);

/// How many bytes equal to `wanted` the `count` bytes at `bytes` hold (LFs: the lines).
size_t mapc_text_count(const void *bytes, size_t count, unsigned char wanted);

/// The length of the longest prefix of the `count` bytes at `bytes` that holds only printable
/// ASCII (0x20 to 0x7E) and line feeds: nearly all of a scene file. When `line_feeds` is not
/// null, it is set to how many line feeds the prefix holds.
size_t mapc_text_plain_prefix(const void *bytes, size_t count, size_t *line_feeds);

/// Passes up to `lines` line feeds in the `count` bytes at `bytes` while the bytes are plain (as
/// `mapc_text_plain_prefix` reads them: no line break there but LF): the offset just after the
/// last line feed passed, which starts a line, with `passed` set to how many were passed; 0 when
/// none was.
size_t mapc_text_skip_plain_lines(const void *bytes, size_t count, size_t lines, size_t *passed);

/// The length of the longest prefix of the `count` bytes at `bytes` that holds only ASCII (no
/// byte above 0x7F).
size_t mapc_text_ascii_prefix(const void *bytes, size_t count);

#endif
