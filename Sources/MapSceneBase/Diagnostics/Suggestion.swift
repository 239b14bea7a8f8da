/// "Did you mean" suggestions for misspelled keys, values and ids.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely
    /// typo; of candidates equally close, the first.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        closestAll(to: word, in: candidates).first
    }

    /// Every candidate at the smallest edit distance from `word`, in the order given, when that
    /// distance is small enough to be a likely typo; empty otherwise. One candidate is a fix
    /// `mapc lint --fix` may apply; two or more are a choice it leaves to the author.
    package static func closestAll(to word: String, in candidates: [String]) -> [String] {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: [String] = []
        var bestDistance = Int.max
        // The distance is at least the difference in length, so far longer or shorter candidates
        // can never be close enough; skipping them keeps a scene with many ids fast.
        let reach = max(1, lowered.count / 3)
        for candidate in candidates {
            if abs(candidate.unicodeScalars.count - lowered.count) > reach { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            guard distance <= max(1, min(lowered.count, candidate.count) / 3), distance <= bestDistance else { continue }
            if distance < bestDistance { best = [] }
            if !best.contains(candidate) { best.append(candidate) }
            bestDistance = distance
        }
        return best
    }

    /// `"; did you mean 'x'?"`, `"; did you mean 'x' or 'y'?"` when two are equally close, or the empty string.
    package static func phrase(for word: String, in candidates: [String]) -> String {
        phrase(closestAll(to: word, in: candidates))
    }

    /// The "did you mean" phrase for `suggestions` (the result of `closestAll`).
    package static func phrase(_ suggestions: [String]) -> String {
        guard let first = suggestions.first else { return "" }
        let rest = suggestions.dropFirst().map { " or '\($0)'" }.joined()
        return "; did you mean '\(first)'\(rest)?"
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
