/// Clipping on the ground plane against the band of `forward` distances a pitched camera sees.
package enum GroundClipping {
    package typealias Point = Viewport.GroundPoint

    /// The point where segment a→b crosses `forward == limit`.
    @inline(__always)
    private static func crossing(_ a: Point, _ b: Point, at limit: Double) -> Point {
        let t = (limit - a.forward) / (b.forward - a.forward)
        return Point(x: a.x + (b.x - a.x) * t, forward: limit)
    }

    /// A closed ring clipped to the band (Sutherland–Hodgman against its two edges).
    package static func clipRing(_ ring: [Point], to band: ClosedRange<Double>) -> [Point] {
        var result = ring
        for (limit, keepBelow) in [(band.upperBound, true), (band.lowerBound, false)] {
            guard !result.isEmpty else { break }
            let input = result
            result = []
            result.reserveCapacity(input.count + 4)
            func inside(_ p: Point) -> Bool { keepBelow ? p.forward <= limit : p.forward >= limit }
            var previous = input[input.count - 1]
            for current in input {
                let (pIn, cIn) = (inside(previous), inside(current))
                if cIn {
                    if !pIn { result.append(crossing(previous, current, at: limit)) }
                    result.append(current)
                } else if pIn {
                    result.append(crossing(previous, current, at: limit))
                }
                previous = current
            }
        }
        return result
    }

    /// An open line clipped to the band: the parts that stay inside it.
    package static func clipLine(_ line: [Point], to band: ClosedRange<Double>) -> [[Point]] {
        var parts: [[Point]] = []
        var current: [Point] = []
        for i in line.indices {
            let b = line[i]
            if i == 0 {
                if band.contains(b.forward) { current.append(b) }
                continue
            }
            let a = line[i - 1]
            var (lo, hi) = (0.0, 1.0)
            let df = b.forward - a.forward
            if df == 0 {
                if !band.contains(a.forward) { lo = 1; hi = 0 }
            } else {
                let t1 = (band.lowerBound - a.forward) / df
                let t2 = (band.upperBound - a.forward) / df
                lo = max(lo, min(t1, t2))
                hi = min(hi, max(t1, t2))
            }
            guard lo <= hi else {
                if !current.isEmpty { parts.append(current); current = [] }
                continue
            }
            let start = lo > 0 ? Point(x: a.x + (b.x - a.x) * lo, forward: a.forward + df * lo) : a
            let end = hi < 1 ? Point(x: a.x + (b.x - a.x) * hi, forward: a.forward + df * hi) : b
            if current.isEmpty { current.append(start) }
            current.append(end)
            if hi < 1 { parts.append(current); current = [] }
        }
        if current.count > 1 { parts.append(current) }
        return parts.filter { $0.count > 1 }
    }
}
