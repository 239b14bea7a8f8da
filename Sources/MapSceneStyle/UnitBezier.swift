/// The cubic Bézier from (0,0) to (1,1) through two control points, solved for y at a given x
/// (Newton's method, then bisection), as CSS timing functions are.
struct UnitBezier {
    let cx: Double, bx: Double, ax: Double
    let cy: Double, by: Double, ay: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// y where the curve's x is `x`.
    func solve(_ x: Double, epsilon: Double = 1e-6) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if Swift.abs(error) < epsilon { return sampleY(t) }
            let slope = slopeX(t)
            if Swift.abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        if t < low { return sampleY(low) }
        if t > high { return sampleY(high) }
        while low < high {
            let sample = sampleX(t)
            if Swift.abs(sample - x) < epsilon { return sampleY(t) }
            if x > sample { low = t } else { high = t }
            t = (high - low) * 0.5 + low
            if high - low < 1e-12 { break }
        }
        return sampleY(t)
    }
}
