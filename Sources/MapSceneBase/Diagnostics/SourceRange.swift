/// A position in a scene file: 1-based line and column, columns counted in Unicode scalars.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location from 1-based line and column numbers.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The span of source text a syntax node or a diagnostic covers; `end` is the position just past it.
public struct SourceRange: Hashable, Comparable, Sendable, Codable {
    /// The first position covered.
    public var start: SourceLocation
    /// The position just past the last one covered.
    public var end: SourceLocation

    /// Creates a range from its two ends.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range covering a single position.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = SourceLocation(line: location.line, column: location.column + 1)
    }

    /// The range from the start of `self` to the end of `other`.
    public func through(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
