import MapSceneGeometry

/// The parts of a data file too degenerate to draw — a line of one position, a ring of fewer than
/// three distinct positions or of no area, a geometry without coordinates — that a reader leaves
/// out while it reads the rest. Real files hold such parts after rounding or simplification, often
/// thousands of them, so they are counted and reported as one warning at the first.
package struct DegenerateParts {
    /// What the first part left out is and why it is not drawn, and the bytes it spans.
    package private(set) var first: (what: String, why: String, bytes: Range<Int>)?
    /// How many parts are left out.
    package private(set) var count = 0

    package init() {}

    /// Leaves out the part `what` at `bytes`, not drawn because `why`.
    package mutating func leaveOut(_ what: String, because why: String, at bytes: Range<Int>) {
        if first == nil { first = (what, why, bytes) }
        count += 1
    }

    /// The one warning, at the first part left out: what it is, and how many more there are.
    /// When they were all the file holds (`isAll`), the warning says the file draws nothing.
    package func report(into problems: inout DataProblems, isAll: Bool = false) {
        guard let first else { return }
        problems.leftOut = self
        let message: String
        switch (count, isAll) {
        case (1, false): message = "\(first.what) is left out: \(first.why)"
        case (1, true): message = "the file holds only \(first.what), which is not drawn: \(first.why)"
        case (_, false):
            message = "\(count) parts are left out as too degenerate to draw; the first, here: \(first.what) (\(first.why))"
        case (_, true):
            message =
                "the file holds only parts too degenerate to draw, \(count) of them; the first, here: \(first.what) (\(first.why))"
        }
        problems.warning(message, at: first.bytes)
    }

    /// What was left out, for a message about the file: the one part, or how many and the first.
    package var summary: String? {
        guard let first else { return nil }
        return count == 1 ? first.what : "\(count) parts too degenerate to draw, the first \(first.what)"
    }

    /// True when `ring` (closed or not) encloses no area: fewer than 3 distinct positions, or all
    /// of them on one line.
    package static func enclosesNoArea(_ ring: [Coordinate]) -> Bool {
        distinctCount(ring) < 3 || area(ring) == 0
    }

    /// The positions of `ring` without its closing repeat of the first.
    package static func distinctCount(_ ring: [Coordinate]) -> Int {
        ring.count - (ring.count > 1 && ring.first == ring.last ? 1 : 0)
    }

    /// Twice the signed area of `ring` in degrees, taken about its first position.
    private static func area(_ ring: [Coordinate]) -> Double {
        guard let origin = ring.first else { return 0 }
        var sum = 0.0
        for (a, b) in zip(ring, ring.dropFirst() + [origin]) {
            let ax = a.longitude - origin.longitude, ay = a.latitude - origin.latitude
            let bx = b.longitude - origin.longitude, by = b.latitude - origin.latitude
            sum += ax * by - bx * ay
        }
        return sum
    }

    /// "1 position", "2 positions".
    package static func positions(_ n: Int, distinct: Bool = false) -> String {
        "\(n) \(distinct ? "distinct " : "")position\(n == 1 ? "" : "s")"
    }
}
