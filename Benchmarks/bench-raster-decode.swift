// The loop Benchmarks/bench-raster-decode.sh builds (release) and runs: decodes each file given with
// RasterPixels(decoding:) over and over and prints the median time of one decode. Timings are
// for reading, never asserted.
import Foundation
import MapScene
@testable import MapSceneDrawing

let arguments = CommandLine.arguments.dropFirst()
let rounds = 9
print("file                    bytes     size   median µs/decode   (min–max of \(rounds) rounds)")
for path in arguments {
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    guard let first = RasterPixels(decoding: bytes) else {
        print("\(path): does not decode")
        continue
    }
    // About a quarter of a second a round.
    let start = ContinuousClock.now
    var once = 0
    while ContinuousClock.now - start < .milliseconds(50) {
        _ = RasterPixels(decoding: bytes)
        once += 1
    }
    let iterations = max(5, once * 5)
    var perDecode: [Double] = []
    var checksum = 0
    for _ in 0..<rounds {
        let began = ContinuousClock.now
        for _ in 0..<iterations {
            if let pixels = RasterPixels(decoding: bytes) { checksum &+= Int(pixels.rgba[pixels.rgba.count / 2]) }
        }
        let elapsed = ContinuousClock.now - began
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        perDecode.append(seconds / Double(iterations) * 1e6)
    }
    perDecode.sort()
    let name = URL(fileURLWithPath: path).lastPathComponent
    print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0),
        String(
            format: "%7d  %3d×%3d   %10.1f         (%.1f–%.1f)", bytes.count, first.width, first.height,
            perDecode[rounds / 2], perDecode[0], perDecode[rounds - 1]),
        checksum == -1 ? "" : "")
}
