#ifndef MAPC_YAML_EVENTS_H
#define MAPC_YAML_EVENTS_H

#include <stddef.h>
#include <stdint.h>

/// libyaml's events copied out of C a batch at a time: a fixed-size record for each event and
/// one buffer of the scalars' and anchors' bytes, in one call for thousands of events; Swift makes
/// strings of the bytes only as the tree builder needs them.

/// What an event is. The order is `YAMLEventBatch.Record.Kind`'s.
enum {
    MAPC_YAML_STREAM_START,
    MAPC_YAML_STREAM_END,
    MAPC_YAML_DOCUMENT_START,
    MAPC_YAML_DOCUMENT_END,
    MAPC_YAML_ALIAS,
    MAPC_YAML_SCALAR,
    MAPC_YAML_SEQUENCE_START,
    MAPC_YAML_SEQUENCE_END,
    MAPC_YAML_MAPPING_START,
    MAPC_YAML_MAPPING_END,
};

/// One event, in 32 bytes.
typedef struct mapc_yaml_record {
    uint8_t kind;
    /// A scalar written quoted, as a block or with a string tag (`!!str`, `!`); a collection in
    /// block style.
    uint8_t flag;
    /// Whether an anchor (an alias's name, for an alias) follows the scalar's bytes.
    uint8_t has_anchor;
    /// Where the event's bytes start in the batch's text: the scalar's, then the anchor's.
    uint32_t text_start;
    uint32_t scalar_count;
    uint32_t anchor_count;
    /// libyaml's start and end marks, 1-based, each clamped to 2^31 - 1.
    int32_t start_line, start_column, end_line, end_column;
} mapc_yaml_record;

/// Events and their bytes. Zero-initialized, it is empty; `mapc_yaml_batch_free` frees it.
typedef struct mapc_yaml_batch {
    mapc_yaml_record *records;
    size_t count;
    size_t capacity;
    unsigned char *text;
    size_t text_count;
    size_t text_capacity;
    /// The bytes of the input libyaml had read by the end of the last event: how far the parse is.
    size_t end_offset;
} mapc_yaml_batch;

/// What `mapc_yaml_parse_batch` ended with.
enum {
    /// The batch is full (or its text is): there may be more events.
    MAPC_YAML_MORE,
    /// The stream ended: its end is the batch's last event.
    MAPC_YAML_ENDED,
    /// libyaml failed: its parser holds the error. The events before it are in the batch.
    MAPC_YAML_FAILED,
    /// The batch could not grow.
    MAPC_YAML_NO_MEMORY,
};

/// Parses up to `limit` events of `parser` (a `yaml_parser_t *`) onto the end of `batch`,
/// stopping early at the end of the stream, at an error, or when the text reaches 2 GiB (so that
/// 32-bit offsets reach every byte). After anything but `MAPC_YAML_MORE`, do not call again.
/// Marks are made 1-based.
int mapc_yaml_parse_batch(void *parser, mapc_yaml_batch *batch, size_t limit);

/// Frees a batch's records and text.
void mapc_yaml_batch_free(mapc_yaml_batch *batch);

#endif
