// The benchmark that Benchmarks/bench-geometry.sh builds in release mode, outside the repository.
// It times clipping and simplification of long lines; it is not a test and asserts nothing.
import Foundation

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneGeometry

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `count` points stretched to fill `box`: a random walk, or with `smooth` a track whose heading
/// drifts a little at each step, as a GPS track sampled densely along a road does.
func walk(count: Int, filling box: CanvasRect, smooth: Bool = false, seed: UInt64) -> [CanvasPoint] {
    var random = SplitMix64(state: seed)
    var points: [CanvasPoint] = []
    points.reserveCapacity(count)
    var p = CanvasPoint(x: 0, y: 0)
    var heading = 0.0
    for _ in 0..<count {
        points.append(p)
        if smooth {
            heading += Double.random(in: -0.02...0.02, using: &random)
            p.x += cos(heading)
            p.y += sin(heading)
        } else {
            p.x += Double.random(in: -1...1, using: &random)
            p.y += Double.random(in: -1...1, using: &random)
        }
    }
    let bounds = CanvasRect.bounding(points)!
    return points.map {
        CanvasPoint(
            x: box.x + ($0.x - bounds.x) / bounds.width * box.width,
            y: box.y + ($0.y - bounds.y) / bounds.height * box.height)
    }
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// Runs `body` `runs` times; the fastest and the median time in milliseconds, and its last result.
func time<T>(runs: Int, _ body: () -> T) -> (best: Double, median: Double, result: T) {
    let clock = ContinuousClock()
    var times: [Double] = []
    var result: T?
    for _ in 0..<runs {
        let start = clock.now
        result = body()
        times.append(milliseconds(clock.now - start))
    }
    times.sort()
    return (times[0], times[times.count / 2], result!)
}

func fixed(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 1_000_000
let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 7
let tolerance = 0.25
let (width, height, margin) = (800.0, 600.0, 8.0)
let view = CanvasRect(x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin)

let scenarios: [(String, CanvasRect)] = [
    ("walk spanning 10x the canvas", CanvasRect(x: -4.5 * width, y: -4.5 * height, width: 10 * width, height: 10 * height)),
    ("walk spanning the canvas", CanvasRect(x: 0, y: 0, width: width, height: height)),
]
let smoothScenarios: [(String, CanvasRect)] = [
    (
        "smooth track spanning 10x the canvas",
        CanvasRect(x: -4.5 * width, y: -4.5 * height, width: 10 * width, height: 10 * height)
    ),
    ("smooth track spanning the canvas (dense GPS track)", CanvasRect(x: 0, y: 0, width: width, height: height)),
]
print(
    "\(count) points, canvas \(Int(width))x\(Int(height)) + \(Int(margin)) pt margin, tolerance \(tolerance) pt, best/median of \(runs) runs"
)
for (name, box, smooth) in scenarios.map({ ($0, $1, false) }) + smoothScenarios.map({ ($0, $1, true) }) {
    let points = walk(count: count, filling: box, smooth: smooth, seed: 42)
    let steps = zip(points, points.dropFirst()).reduce(0.0) {
        $0 + (($1.1.x - $1.0.x) * ($1.1.x - $1.0.x) + ($1.1.y - $1.0.y) * ($1.1.y - $1.0.y)).squareRoot()
    }
    print("\n\(name), mean step \(fixed(steps / Double(count - 1), 3)) pt")
    let clip = time(runs: runs) { Clipping.clipLine(points, to: PlaneBox(view)) }
    let clipped = clip.result.reduce(0) { $0 + $1.count }
    print("  clip                 \(fixed(clip.best)) / \(fixed(clip.median)) ms   \(clip.result.count) parts, \(clipped) points")
    let both = time(runs: runs) {
        Clipping.clipLine(points, to: PlaneBox(view)).map { LineSimplification.simplify($0, tolerance: tolerance) }
    }
    let output = both.result.reduce(0) { $0 + $1.count }
    print("  clip then simplify   \(fixed(both.best)) / \(fixed(both.median)) ms   \(both.result.count) parts, \(output) points")
    let reversed = time(runs: runs) {
        Clipping.clipLine(LineSimplification.simplify(points, tolerance: tolerance), to: PlaneBox(view))
    }
    print(
        "  simplify then clip   \(fixed(reversed.best)) / \(fixed(reversed.median)) ms   \(reversed.result.count) parts, \(reversed.result.reduce(0) { $0 + $1.count }) points"
    )
    let simplifyOnly = time(runs: runs) { LineSimplification.simplify(points, tolerance: tolerance) }
    print(
        "  simplify all         \(fixed(simplifyOnly.best)) / \(fixed(simplifyOnly.median)) ms   \(simplifyOnly.result.count) points"
    )
}

// A polygon: a wobbly ring of `count` points, 13x the canvas across, whose eastern wobbles cross
// the canvas; clipped, then simplified.
var random = SplitMix64(state: 7)
let center = CanvasPoint(x: width / 2 - 5 * width, y: height / 2)
let ring = (0..<count).map { i -> CanvasPoint in
    let angle = Double(i) / Double(count) * 2 * Double.pi
    let r = 2.5 * width * (1 + 0.3 * sin(angle * 40)) + Double.random(in: -2...2, using: &random)
    return CanvasPoint(x: center.x + r * cos(angle) * 2, y: center.y + r * sin(angle))
}
let ringRect = CanvasRect.bounding(ring)!
print("\nring of \(count) points, \(fixed(ringRect.width / width))x the canvas across")
let polygon = time(runs: runs) {
    Clipping.clipPolygon([ring], to: PlaneBox(view)).map { LineSimplification.simplifyRing($0, tolerance: tolerance) }.filter {
        !$0.isEmpty
    }
}
print(
    "  clip then simplify   \(fixed(polygon.best)) / \(fixed(polygon.median)) ms   \(polygon.result.count) rings, \(polygon.result.reduce(0) { $0 + $1.count }) points"
)
