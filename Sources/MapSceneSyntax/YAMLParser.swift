internal import CYAML
internal import CYAMLEvents
import Foundation
import MapSceneBase

/// The owner of one libyaml parser: feeds it a file's bytes and hands out its events in batches,
/// copied out of C by `CYAMLEvents`. The C handle lives exactly as long as this object.
///
/// libyaml pulls the bytes through a read handler, a chunk at a time, straight from `bytes`,
/// as its own string input would from a copy of them.
package final class YAMLParser {
    /// Events in a batch: large enough that each call into C parses thousands, small enough that
    /// a batch's memory stays small.
    package static let batchSize = 4096

    /// The libyaml parser; heap-allocated because libyaml keeps a pointer to it in itself.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The file's bytes: what libyaml reads, and what turns its byte offsets into line:column.
    private let bytes: [UInt8]
    /// Where the next byte libyaml reads is in `bytes`.
    private var readOffset = 0
    /// False when libyaml could not allocate its parser.
    private let isInitialized: Bool

    /// Creates a parser reading `bytes`.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        parser = .allocate(capacity: 1)
        isInitialized = yaml_parser_initialize(parser) == 1
        if isInitialized {
            // libyaml calls the handler only from `yaml_parser_parse`, inside `parse(into:limit:)`,
            // while this object is alive, so it need not retain it.
            yaml_parser_set_input(parser, Self.read, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
    }

    /// libyaml's read handler: copies the next bytes, at most `size`, into libyaml's buffer.
    /// Reading nothing tells libyaml the input has ended.
    private static let read:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<Int>?
        ) -> Int32 = { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let parser = Unmanaged<YAMLParser>.fromOpaque(data).takeUnretainedValue()
            let count = max(0, min(size, parser.bytes.count - parser.readOffset))
            if count > 0 {
                parser.bytes.withUnsafeBufferPointer { source in
                    buffer.update(from: source.baseAddress! + parser.readOffset, count: count)
                }
            }
            parser.readOffset += count
            sizeRead.pointee = count
            return 1
        }

    /// Parses up to `limit` events onto the end of `batch`, stopping early at the end of the
    /// stream or at an error. Returns nil when there may be more, `.some(nil)` when the stream
    /// ended (its `.streamEnd` is the batch's last event) and `.some(error)` at libyaml's error,
    /// after the events before it. Once it has returned non-nil, do not call again.
    package func parse(into batch: inout YAMLEventBatch, limit: Int) -> YAMLError?? {
        guard isInitialized else {
            return .some(YAMLError(diagnostic: .yamlSyntax("libyaml could not allocate a parser", at: nil)))
        }
        switch Int(mapc_yaml_parse_batch(parser, &batch.storage.batch, limit)) {
        case MAPC_YAML_MORE: return nil
        case MAPC_YAML_ENDED: return .some(nil)
        case MAPC_YAML_FAILED: return .some(currentError())
        default: return .some(YAMLError(diagnostic: .yamlSyntax("out of memory while copying libyaml's events", at: nil)))
        }
    }

    /// The next batch of events, at most `batchSize`, and how they ended, as
    /// `parse(into:limit:)` says.
    package func nextBatch() -> (events: YAMLEventBatch, ending: YAMLError??) {
        var batch = YAMLEventBatch()
        let ending = parse(into: &batch, limit: Self.batchSize)
        return (batch, ending)
    }

    /// libyaml's error, as the one diagnostic that stops reading. Scanner and parser errors sit at
    /// libyaml's problem mark and name its context; reader errors carry a byte offset instead.
    private func currentError() -> YAMLError {
        let state = parser.pointee
        let problem = Self.string(state.problem) ?? "unknown error"
        let diagnostic: Diagnostic
        switch state.error {
        case YAML_READER_ERROR:
            let at = SourceRange(at: YAMLEncoding.location(ofByte: state.problem_offset, in: bytes))
            if state.problem_value >= 0, problem.hasPrefix("control characters") {
                diagnostic = .yamlEncoding("control character \(Self.codePoint(state.problem_value)) is not allowed", at: at)
            } else {
                diagnostic = .yamlEncoding(problem, at: at)
            }
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let at = SourceRange(at: Self.location(state.problem_mark))
            if let context = Self.string(state.context) {
                var notes: [DiagnosticNote] = []
                let contextAt = Self.location(state.context_mark)
                if contextAt != at.start {
                    notes.append(DiagnosticNote(Self.startsHere(context), at: SourceRange(at: contextAt)))
                }
                diagnostic = .yamlSyntax("\(context): \(problem)", at: at, notes: notes)
            } else {
                diagnostic = .yamlSyntax(problem, at: at)
            }
        case YAML_MEMORY_ERROR:
            diagnostic = .yamlSyntax("libyaml ran out of memory", at: nil)
        default:
            diagnostic = .yamlSyntax(problem, at: SourceRange(at: Self.location(state.problem_mark)))
        }
        return YAMLError(diagnostic: diagnostic)
    }

    /// A 0-based libyaml mark of an error as a 1-based location (an event's marks are made
    /// 1-based as `CYAMLEvents` copies the event).
    private static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1)
    }

    /// A NUL-terminated C string from libyaml, if there is one.
    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// "while scanning a simple key" → "the simple key starts here".
    private static func startsHere(_ context: String) -> String {
        for prefix in ["while scanning an ", "while scanning a ", "while parsing an ", "while parsing a "]
        where context.hasPrefix(prefix) {
            return "the \(context.dropFirst(prefix.count)) starts here"
        }
        return "\(context) starts here"
    }

    /// `U+0007`.
    private static func codePoint(_ value: Int32) -> String {
        let digits = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
