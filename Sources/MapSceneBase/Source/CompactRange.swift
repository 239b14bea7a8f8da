/// A `SourceRange` stored in 16 bytes instead of 32, for the syntax tree, which holds one per
/// node and per key (a million-point list is several million of them), and for each annotation.
///
/// Lines and columns are kept as `Int32`. Files are limited to far less than 2 GiB, so no line
/// or column reaches 2³¹; one that did would be clamped to 2³¹ − 1.
package struct CompactRange: Sendable, Equatable {
    private var start: CompactLocation
    private var end: CompactLocation

    package init(_ range: SourceRange) {
        start = CompactLocation(range.start)
        end = CompactLocation(range.end)
    }

    /// The range, with full-width line and column numbers.
    package var range: SourceRange {
        SourceRange(start: start.location, end: end.location)
    }
}

/// A `SourceLocation` stored in 8 bytes instead of 16, as `CompactRange` keeps its two ends; on
/// its own, for each render item's source.
package struct CompactLocation: Sendable, Equatable {
    private var line: Int32
    private var column: Int32

    package init(_ location: SourceLocation) {
        line = Int32(clamping: location.line)
        column = Int32(clamping: location.column)
    }

    /// The location, with full-width line and column numbers.
    package var location: SourceLocation {
        SourceLocation(line: Int(line), column: Int(column))
    }
}
