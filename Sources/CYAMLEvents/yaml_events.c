#include "yaml_events.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/// Offsets in a record are 32-bit: a batch stops taking events once its text reaches this.
static const size_t most_text = (size_t)1 << 31;

static int32_t clamped(size_t value) {
    return value >= INT32_MAX ? INT32_MAX : (int32_t)value;
}

/// Room for `more` bytes of text, doubling; 0 when memory runs out.
static int reserve_text(mapc_yaml_batch *batch, size_t more) {
    size_t needed = batch->text_count + more;
    if (needed <= batch->text_capacity) return 1;
    size_t capacity = batch->text_capacity ? batch->text_capacity : 4096;
    while (capacity < needed) {
        if (capacity > SIZE_MAX / 2) return 0;
        capacity *= 2;
    }
    unsigned char *text = realloc(batch->text, capacity);
    if (!text) return 0;
    batch->text = text;
    batch->text_capacity = capacity;
    return 1;
}

/// Room for `more` records (at least one more), doubling; 0 when memory runs out.
static int reserve_records(mapc_yaml_batch *batch, size_t more) {
    size_t needed = batch->count + (more ? more : 1);
    if (needed <= batch->capacity) return 1;
    size_t capacity = batch->capacity ? batch->capacity : 256;
    while (capacity < needed) {
        if (capacity > SIZE_MAX / 2 / sizeof(mapc_yaml_record)) return 0;
        capacity *= 2;
    }
    mapc_yaml_record *records = realloc(batch->records, capacity * sizeof *records);
    if (!records) return 0;
    batch->records = records;
    batch->capacity = capacity;
    return 1;
}

/// Appends an event: its kind, flag, scalar bytes and anchor (either may be absent), marks.
static int append(
    mapc_yaml_batch *batch, uint8_t kind, int flag, const unsigned char *scalar, size_t scalar_count,
    const unsigned char *anchor, const yaml_event_t *event
) {
    size_t anchor_count = anchor ? strlen((const char *)anchor) : 0;
    if (!reserve_records(batch, 1) || !reserve_text(batch, scalar_count + anchor_count)) return 0;
    mapc_yaml_record *record = &batch->records[batch->count++];
    record->kind = kind;
    record->flag = flag != 0;
    record->has_anchor = anchor != NULL;
    record->text_start = (uint32_t)batch->text_count;
    record->scalar_count = (uint32_t)scalar_count;
    record->anchor_count = (uint32_t)anchor_count;
    if (scalar_count) memcpy(batch->text + batch->text_count, scalar, scalar_count);
    batch->text_count += scalar_count;
    if (anchor_count) memcpy(batch->text + batch->text_count, anchor, anchor_count);
    batch->text_count += anchor_count;
    record->start_line = clamped(event->start_mark.line + 1);
    record->start_column = clamped(event->start_mark.column + 1);
    record->end_line = clamped(event->end_mark.line + 1);
    record->end_column = clamped(event->end_mark.column + 1);
    batch->end_offset = event->end_mark.index;
    return 1;
}

/// True for the tags that make a plain scalar a string: `!!str` and the non-specific `!`.
static int is_string_tag(const yaml_char_t *tag) {
    return tag && (strcmp((const char *)tag, "tag:yaml.org,2002:str") == 0 || strcmp((const char *)tag, "!") == 0);
}

/// The record kind of a libyaml event type.
static uint8_t kind_of(yaml_event_type_t type) {
    switch (type) {
    case YAML_STREAM_START_EVENT: return MAPC_YAML_STREAM_START;
    case YAML_DOCUMENT_START_EVENT: return MAPC_YAML_DOCUMENT_START;
    case YAML_DOCUMENT_END_EVENT: return MAPC_YAML_DOCUMENT_END;
    case YAML_ALIAS_EVENT: return MAPC_YAML_ALIAS;
    case YAML_SCALAR_EVENT: return MAPC_YAML_SCALAR;
    case YAML_SEQUENCE_START_EVENT: return MAPC_YAML_SEQUENCE_START;
    case YAML_SEQUENCE_END_EVENT: return MAPC_YAML_SEQUENCE_END;
    case YAML_MAPPING_START_EVENT: return MAPC_YAML_MAPPING_START;
    case YAML_MAPPING_END_EVENT: return MAPC_YAML_MAPPING_END;
    default: return MAPC_YAML_STREAM_END;
    }
}

/// Appends one event; returns what `mapc_yaml_parse_batch` would, `MAPC_YAML_MORE` to go on.
static int parse_one(yaml_parser_t *parser, mapc_yaml_batch *batch) {
    yaml_event_t event;
    if (!yaml_parser_parse(parser, &event)) return MAPC_YAML_FAILED;
    int flag = 0;
    const unsigned char *scalar = NULL;
    size_t scalar_count = 0;
    const yaml_char_t *anchor = NULL;
    switch (event.type) {
    case YAML_SCALAR_EVENT:
        flag = event.data.scalar.style != YAML_PLAIN_SCALAR_STYLE || is_string_tag(event.data.scalar.tag);
        scalar = event.data.scalar.value;
        scalar_count = event.data.scalar.length;
        anchor = event.data.scalar.anchor;
        break;
    case YAML_MAPPING_START_EVENT:
        flag = event.data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE;
        anchor = event.data.mapping_start.anchor;
        break;
    case YAML_SEQUENCE_START_EVENT:
        flag = event.data.sequence_start.style == YAML_BLOCK_SEQUENCE_STYLE;
        anchor = event.data.sequence_start.anchor;
        break;
    case YAML_ALIAS_EVENT:
        // An alias always has its name: kept as the anchor, even when empty.
        anchor = event.data.alias.anchor ? event.data.alias.anchor : (const yaml_char_t *)"";
        break;
    default:
        break;
    }
    uint8_t kind = kind_of(event.type);
    int added = append(batch, kind, flag, scalar, scalar_count, anchor, &event);
    yaml_event_delete(&event);
    if (!added) return MAPC_YAML_NO_MEMORY;
    return kind == MAPC_YAML_STREAM_END ? MAPC_YAML_ENDED : MAPC_YAML_MORE;
}

/// Records made room for at once, at most: a batch's usual size.
static const size_t most_reserved = 1 << 16;

int mapc_yaml_parse_batch(void *parser, mapc_yaml_batch *batch, size_t limit) {
    // Room for the records and a dozen bytes of text each, made once rather than by doubling.
    size_t expected = limit < most_reserved ? limit : most_reserved;
    if (!reserve_records(batch, expected) || !reserve_text(batch, expected * 12)) return MAPC_YAML_NO_MEMORY;
    for (size_t i = 0; i < limit && batch->text_count < most_text; i++) {
        int result = parse_one((yaml_parser_t *)parser, batch);
        if (result != MAPC_YAML_MORE) return result;
    }
    return MAPC_YAML_MORE;
}

void mapc_yaml_batch_free(mapc_yaml_batch *batch) {
    free(batch->records);
    free(batch->text);
    memset(batch, 0, sizeof *batch);
}
