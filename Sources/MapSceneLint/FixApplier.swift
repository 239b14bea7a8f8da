import MapSceneBase

/// Applies fixes to a scene file's text: each edit replaces the bytes its range covers, so
/// everything outside the edited ranges — comments, quoting, layout — stays byte for byte.
package enum FixApplier {
    /// The text after applying, and which of the fixes were applied (their indices in the list given).
    package struct Outcome: Sendable {
        /// The edited text.
        package var bytes: [UInt8]
        /// The indices of the fixes applied, ascending.
        package var applied: [Int]
    }

    /// Applies those of `fixes` that can be applied together to `bytes`. Fixes are taken in
    /// order of their first edit's position (then their order in the list); a fix is left out,
    /// whole, when one of its edits overlaps an edit already taken (two insertions at one point
    /// overlap too) or has a range that is not in the text. The result depends only on the input.
    package static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
        var lines = SourceLines(bytes)
        var located: [(index: Int, edits: [(range: Range<Int>, replacement: [UInt8])])] = []
        for (index, fix) in fixes.enumerated() {
            var edits: [(range: Range<Int>, replacement: [UInt8])] = []
            for edit in fix.edits {
                guard let range = byteRange(of: edit.range, in: &lines) else { break }
                edits.append((range, Array(edit.replacement.utf8)))
            }
            if edits.count == fix.edits.count, !edits.isEmpty, !overlapping(edits.map(\.range)) { located.append((index, edits)) }
        }
        located.sort { a, b in
            let (ra, rb) = (a.edits.map(\.range.lowerBound).min()!, b.edits.map(\.range.lowerBound).min()!)
            return ra != rb ? ra < rb : a.index < b.index
        }
        var taken: [(range: Range<Int>, replacement: [UInt8])] = []
        var applied: [Int] = []
        for fix in located where !overlapping(taken.map(\.range) + fix.edits.map(\.range)) {
            taken += fix.edits
            applied.append(fix.index)
        }
        var result = bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return Outcome(bytes: result, applied: applied.sorted())
    }

    /// The bytes `range` covers, its columns counted in Unicode scalars; nil when a line is not
    /// in the text or a column lies past its line's end (the position just past it is allowed).
    package static func byteRange(of range: SourceRange, in lines: inout SourceLines) -> Range<Int>? {
        guard let start = byteOffset(of: range.start, in: &lines), let end = byteOffset(of: range.end, in: &lines), start <= end
        else { return nil }
        return start..<end
    }

    private static func byteOffset(of location: SourceLocation, in lines: inout SourceLines) -> Int? {
        guard location.column >= 1, let line = lines.byteRange(ofLine: location.line) else { return nil }
        let offset = lines.byteOffset(line: location.line, column: location.column)
        // byteOffset holds a column to the line's end; a column further on is not in the text.
        if offset == line.upperBound, lines.location(ofByte: offset).column < location.column { return nil }
        return offset
    }

    /// True when two of `ranges` overlap: share a byte, or are insertions at one point, or one
    /// is an insertion at the other's start.
    package static func overlapping(_ ranges: [Range<Int>]) -> Bool {
        let sorted = ranges.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where b.lowerBound < a.upperBound || b.lowerBound == a.lowerBound {
            return true
        }
        return false
    }
}
