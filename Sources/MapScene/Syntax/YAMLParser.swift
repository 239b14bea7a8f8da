internal import CYAML
import Foundation

/// The owner of one libyaml parser: feeds it a file's bytes and hands out its events as Swift
/// values. The C handle lives exactly as long as this object.
///
/// libyaml pulls the bytes through a read handler, a chunk at a time, straight from `bytes`,
/// as its own string input would from a copy of them.
///
/// One thread at a time uses a parser: the reader's, or `YAMLEventPipe`'s parsing thread.
final class YAMLParser: @unchecked Sendable {
    /// The libyaml parser; heap-allocated because libyaml keeps a pointer to it in itself.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The file's bytes: what libyaml reads, and what turns its byte offsets into line:column.
    private let bytes: [UInt8]
    /// How many of `bytes` libyaml has read.
    private var readOffset = 0
    /// False when libyaml could not allocate its parser.
    private let isInitialized: Bool

    /// Creates a parser reading `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        parser = .allocate(capacity: 1)
        isInitialized = yaml_parser_initialize(parser) == 1
        if isInitialized {
            // libyaml calls the handler only from `yaml_parser_parse`, inside `next()`, while
            // this object is alive, so it need not retain it.
            yaml_parser_set_input(parser, Self.read, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
    }

    /// libyaml's read handler: copies the next bytes, at most `size`, into libyaml's buffer.
    /// Reading nothing tells libyaml the input has ended.
    private static let read: @convention(c) (
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
    func parse(into batch: inout YAMLEventBatch, limit: Int) -> YAMLError?? {
        for _ in 0..<limit where batch.hasRoomForText {
            do {
                if try parse(into: &batch) { return .some(nil) }
            } catch {
                return .some(error)
            }
        }
        return nil
    }

    /// Parses the next event onto the end of `batch`, copying its bytes and nothing more; true
    /// when it was the end of the stream. After the end or a thrown error, do not call again.
    private func parse(into batch: inout YAMLEventBatch) throws(YAMLError) -> Bool {
        guard isInitialized else {
            throw YAMLError(diagnostic: .yamlSyntax("libyaml could not allocate a parser", at: nil))
        }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
        defer { yaml_event_delete(&event) }

        let range = CompactRange(start: event.start_mark, end: event.end_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let isQuoted = data.style != YAML_PLAIN_SCALAR_STYLE || Self.isStringTag(data.tag)
            batch.append(
                .scalar, flag: isQuoted, scalar: UnsafeBufferPointer(start: data.value, count: data.length),
                anchor: Self.bytes(data.anchor), range: range)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            batch.append(.mappingStart, flag: data.style == YAML_BLOCK_MAPPING_STYLE, anchor: Self.bytes(data.anchor), range: range)
        case YAML_MAPPING_END_EVENT:
            batch.append(.mappingEnd, range: range)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            batch.append(.sequenceStart, flag: data.style == YAML_BLOCK_SEQUENCE_STYLE, anchor: Self.bytes(data.anchor), range: range)
        case YAML_SEQUENCE_END_EVENT:
            batch.append(.sequenceEnd, range: range)
        case YAML_ALIAS_EVENT:
            batch.append(.alias, anchor: Self.bytes(event.data.alias.anchor) ?? UnsafeBufferPointer(start: nil, count: 0), range: range)
        case YAML_DOCUMENT_START_EVENT:
            batch.append(.documentStart, range: range)
        case YAML_DOCUMENT_END_EVENT:
            batch.append(.documentEnd, range: range)
        case YAML_STREAM_START_EVENT:
            batch.append(.streamStart, range: range)
        default:
            batch.append(.streamEnd, range: range)
            return true
        }
        return false
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

    /// A 0-based libyaml mark as a 1-based location: the one place marks cross over.
    fileprivate static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1)
    }

    /// A NUL-terminated C string from libyaml, if there is one.
    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The bytes of a NUL-terminated C string from libyaml, if there is one.
    private static func bytes(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<UInt8>? {
        pointer.map { UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))) }
    }

    /// True for the tags that make a plain scalar a string: `!!str` and the non-specific `!`.
    private static func isStringTag(_ tag: UnsafeMutablePointer<yaml_char_t>?) -> Bool {
        guard let tag = string(tag) else { return false }
        return tag == "tag:yaml.org,2002:str" || tag == "!"
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

extension CompactRange {
    /// The range from libyaml's `start` mark to its `end` mark.
    fileprivate init(start: yaml_mark_t, end: yaml_mark_t) {
        self.init(SourceRange(start: YAMLParser.location(start), end: YAMLParser.location(end)))
    }
}
