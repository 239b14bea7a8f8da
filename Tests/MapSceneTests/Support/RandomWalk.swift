import TestSupport

@testable import MapScene
@testable import MapSceneGeometry

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
