@testable import MapScene

/// A small deterministic generator (SplitMix64), so property and fuzz checks reproduce.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `count` points from `start`, each a step of at most `step` in x and y from the one before.
func randomWalk(count: Int, step: Double, from start: CanvasPoint = CanvasPoint(x: 0, y: 0), seed: UInt64) -> [CanvasPoint] {
    var random = SeededRandom(seed: seed)
    var p = start
    var points: [CanvasPoint] = []
    points.reserveCapacity(count)
    for _ in 0..<count {
        points.append(p)
        p.x += Double.random(in: -step...step, using: &random)
        p.y += Double.random(in: -step...step, using: &random)
    }
    return points
}
