internal import CYAMLEvents
import Foundation
import MapSceneBase

/// libyaml's events as they leave the parser: fixed-size records and one buffer of the scalars'
/// and anchors' bytes, with no Swift string, enum payload or reference count per event.
///
/// C fills a batch (`YAMLParser.parse(into:limit:)`, one call for thousands of events); the
/// strings are made (`event(at:)`) as the tree is built, and an annotation of the plain form is
/// read straight from the records (`readPlainAnnotation(at:into:)`).
package struct YAMLEventBatch {
    /// The C batch, freed with its owner.
    package final class Storage {
        var batch = mapc_yaml_batch()

        deinit { mapc_yaml_batch_free(&batch) }
    }

    package private(set) var storage = Storage()

    /// The number of events.
    package var count: Int { storage.batch.count }

    /// How many bytes of the file libyaml had read by the end of the last event: how far the
    /// parse had come (0 when the batch is empty).
    package var endOffset: Int { Int(storage.batch.end_offset) }

    /// The event at `index`, as the tree builder takes it.
    package func event(at index: Int) -> YAMLEvent {
        let record = storage.batch.records[index]
        let kind: YAMLEvent.Kind
        switch Int(record.kind) {
        case MAPC_YAML_STREAM_START: kind = .streamStart
        case MAPC_YAML_STREAM_END: kind = .streamEnd
        case MAPC_YAML_DOCUMENT_START: kind = .documentStart
        case MAPC_YAML_DOCUMENT_END: kind = .documentEnd
        case MAPC_YAML_ALIAS: kind = .alias(name: anchor(of: record) ?? "")
        case MAPC_YAML_SCALAR:
            kind = .scalar(scalar(of: record), anchor: anchor(of: record))
        case MAPC_YAML_SEQUENCE_START: kind = .sequenceStart(anchor: anchor(of: record), isBlock: record.flag != 0)
        case MAPC_YAML_SEQUENCE_END: kind = .sequenceEnd
        case MAPC_YAML_MAPPING_START: kind = .mappingStart(anchor: anchor(of: record), isBlock: record.flag != 0)
        default: kind = .mappingEnd
        }
        return YAMLEvent(kind: kind, range: range(of: record))
    }

    /// The record at `index`, as C wrote it.
    func record(at index: Int) -> mapc_yaml_record {
        storage.batch.records[index]
    }

    /// A record's source range.
    func range(of record: mapc_yaml_record) -> SourceRange {
        SourceRange(
            start: SourceLocation(line: Int(record.start_line), column: Int(record.start_column)),
            end: SourceLocation(line: Int(record.end_line), column: Int(record.end_column)))
    }

    /// A scalar record's scalar.
    func scalar(of record: mapc_yaml_record) -> Scalar {
        Scalar(text: string(Int(record.text_start), Int(record.scalar_count)), isQuoted: record.flag != 0)
    }

    /// Whether a scalar record's bytes are `word`'s.
    func scalar(of record: mapc_yaml_record, is word: StaticString) -> Bool {
        Int(record.scalar_count) == word.utf8CodeUnitCount
            && memcmp(storage.batch.text + Int(record.text_start), word.utf8Start, word.utf8CodeUnitCount) == 0
    }

    private func anchor(of record: mapc_yaml_record) -> String? {
        guard record.has_anchor != 0 else { return nil }
        return string(Int(record.text_start) + Int(record.scalar_count), Int(record.anchor_count))
    }

    private func string(_ start: Int, _ count: Int) -> String {
        if count == 0 { return "" }
        return String(decoding: UnsafeBufferPointer(start: storage.batch.text + start, count: count), as: UTF8.self)
    }
}
