import MapSceneBase

/// What a format reader found wrong in a data file, at byte ranges of it; `DataFileReader` turns
/// them into diagnostics in the file's own lines and columns.
///
/// A file that is wrong throughout (a column of misspelled numbers, a CSV in another separator)
/// would bury the first problem under thousands: after `limit` problems the rest are only
/// counted, and a reader may stop at `isFull`.
package struct DataProblems {
    package struct Problem: Equatable {
        package var severity: Severity
        package var message: String
        package var bytes: Range<Int>
    }

    /// The most problems kept for one file.
    package static let limit = 20

    package private(set) var list: [Problem] = []
    /// How many problems came after the list was full.
    package private(set) var dropped = 0

    /// How many errors there are, kept or dropped.
    package private(set) var errorCount = 0

    /// True when an error is among the problems, kept or dropped.
    package var containsErrors: Bool { errorCount > 0 }

    /// The parts left out as too degenerate to draw, once reported (`DegenerateParts.report`).
    package var leftOut = DegenerateParts()

    /// True when no more problems are kept.
    package var isFull: Bool { list.count >= Self.limit }

    package mutating func error(_ message: String, at bytes: Range<Int>) {
        add(Problem(severity: .error, message: message, bytes: bytes))
    }

    package mutating func error(_ message: String, at offset: Int) {
        error(message, at: offset..<offset)
    }

    package mutating func warning(_ message: String, at bytes: Range<Int>) {
        add(Problem(severity: .warning, message: message, bytes: bytes))
    }

    package mutating func warning(_ message: String, at offset: Int) {
        warning(message, at: offset..<offset)
    }

    private mutating func add(_ problem: Problem) {
        if problem.severity == .error { errorCount += 1 }
        if isFull {
            dropped += 1
        } else {
            list.append(problem)
        }
    }
}
