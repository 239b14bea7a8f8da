/// A `SourceRange` stored in 16 bytes instead of 32, for the syntax tree, which holds one per
/// node and per key (a million-point list is several million of them), and for each annotation.
///
/// Lines and columns are kept as `Int32`. Files are limited to far less than 2 GiB, so no line
/// or column reaches 2³¹; one that did would be clamped to 2³¹ − 1.
struct CompactRange: Sendable, Equatable {
    private var startLine: Int32
    private var startColumn: Int32
    private var endLine: Int32
    private var endColumn: Int32

    init(_ range: SourceRange) {
        startLine = Int32(clamping: range.start.line)
        startColumn = Int32(clamping: range.start.column)
        endLine = Int32(clamping: range.end.line)
        endColumn = Int32(clamping: range.end.column)
    }

    /// The range, with full-width line and column numbers.
    var range: SourceRange {
        SourceRange(
            start: SourceLocation(line: Int(startLine), column: Int(startColumn)),
            end: SourceLocation(line: Int(endLine), column: Int(endColumn)))
    }
}
