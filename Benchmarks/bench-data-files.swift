// The benchmark that Benchmarks/bench-data-files.sh builds in release mode, outside the repository.
// It reads data files with DataFileReader, as the resolve stage does, and prints the features
// read and the median time over RUNS reads; it is not a test and asserts nothing.
//
//     bench-data-files FILE [RUNS]
import Foundation

@testable import MapScene
@testable import MapSceneResolve

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: bench-data-files FILE [RUNS]\n".utf8))
    exit(2)
}
let path = arguments[1]
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
var times: [Double] = []
var summary = ""
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let (file, diagnostics) = DataFileReader.read(
        realPath: path, as: (path as NSString).lastPathComponent, format: nil, reference: nil)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    let points =
        file?.features.reduce(0) { total, feature in
            total
                + feature.parts.reduce(0) { sum, part in
                    switch part {
                    case .point: sum + 1
                    case .line(let line): sum + line.count
                    case .area(let exterior, let holes): sum + exterior.count + holes.reduce(0) { $0 + $1.count }
                    }
                }
        } ?? 0
    summary = "\(file?.features.count ?? 0) features, \(points) points, \(diagnostics.count) diagnostics"
    if let first = diagnostics.first {
        summary += " (the first: \(first.range.map { "\($0.start.line):\($0.start.column): " } ?? "")\(first.message))"
    }
}
times.sort()
print(
    "\((path as NSString).lastPathComponent): \(summary); median \(String(format: "%.3f", times[times.count / 2])) s over \(runs) reads (min \(String(format: "%.3f", times[0])) s)"
)
