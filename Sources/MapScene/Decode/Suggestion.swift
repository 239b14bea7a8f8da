/// "Did you mean" suggestions for misspelled keys, values and ids.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        // The distance is at least the difference in length, so far longer or shorter candidates
        // can never be close enough; skipping them keeps a scene with many ids fast.
        let reach = max(1, lowered.count / 3)
        for candidate in candidates {
            if abs(candidate.unicodeScalars.count - lowered.count) > reach { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(lowered.count, candidate.count) / 3)
        return distance <= allowed ? candidate : nil
    }

    /// `"; did you mean 'x'?"` or the empty string.
    static func phrase(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
