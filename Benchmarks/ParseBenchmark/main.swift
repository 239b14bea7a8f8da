// mapc-bench: how fast the two front ends read the same generated scene.
//
//     swift run -c release mapc-bench [ANNOTATIONS] [--write FOLDER]
//
// Generates a scene of ANNOTATIONS annotations (default 100 000; 1k to 1M is the useful range)
// plus one overlay of as many points, in YAML and in the DSL, and prints the median time of
// reading each (bytes to syntax tree) and of decoding the tree, over several runs. With
// --write, also saves the two files (bench.yaml, bench.mapscene) to FOLDER. Run by hand; it is
// not a test.
import Foundation
import MapScene

var count = 100_000
var writeFolder: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--write", let folder = arguments.popFirst() {
        writeFolder = folder
    } else if let number = Int(argument.replacingOccurrences(of: "_", with: "")), number > 0 {
        count = number
    } else {
        FileHandle.standardError.write(Data("usage: mapc-bench [ANNOTATIONS] [--write FOLDER]\n".utf8))
        exit(2)
    }
}

/// A coordinate of annotation `i`, spread over the Bay Area, as fixed text.
func coordinate(_ i: Int) -> (String, String) {
    let lat = 37.2 + Double((i * 7919) % 100_000) / 100_000 * 0.8
    let lon = -122.6 + Double((i * 104_729) % 100_000) / 100_000 * 1.0
    return (String(format: "%.6f", lat), String(format: "%.6f", lon))
}

let pins = ["red", "green", "purple"]
var yaml = "mapscene: 1\ntitle: Benchmark\ncanvas: {width: 1200, height: 900}\ncamera:\n  fit: all\n  padding: 20\nannotations:\n"
var dsl = "mapscene 1\ntitle \"Benchmark\"\ncanvas { width 1200 height 900 }\ncamera { fit all padding 20 }\n"
for i in 0..<count {
    let (lat, lon) = coordinate(i)
    let pin = pins[i % 3]
    yaml += "  - id: a\(i)\n    coordinate: [\(lat), \(lon)]\n    title: Place \(i)\n    pin: \(pin)\n    cluster: all\n"
    dsl += "\nannotation a\(i) at (\(lat), \(lon)) {\n  title \"Place \(i)\"\n  pin \(pin)\n  cluster all\n}\n"
}
yaml += "overlays:\n  - id: track\n    polyline:\n"
dsl += "\noverlay track {\n  polyline [\n"
for i in 0..<count {
    let (lat, lon) = coordinate(i)
    yaml += "      - [\(lat), \(lon)]\n"
    dsl += "    (\(lat), \(lon)),\n"
}
yaml += "    stroke: \"#d33\"\n    width: 2\n"
dsl += "  ]\n  stroke #d33\n  width 2\n}\n"

let yamlFile = SourceFile(path: "bench.yaml", text: yaml)
let dslFile = SourceFile(path: "bench.mapscene", text: dsl)
if let folder = writeFolder {
    try Data(yaml.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("bench.yaml"))
    try Data(dsl.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("bench.mapscene"))
}

/// The median wall time of `runs` calls of `body`, in seconds.
func median(runs: Int = 5, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[runs / 2]
}

func report(_ name: String, bytes: Int, seconds: Double) {
    let mb = Double(bytes) / 1_048_576
    let padded = name.padding(toLength: 22, withPad: " ", startingAt: 0)
    print(padded + String(format: " %8.1f ms  %7.1f MiB/s", seconds * 1000, mb / seconds))
}

print("\(count) annotations and a \(count)-point polyline: YAML \(yamlFile.bytes.count) bytes, DSL \(dslFile.bytes.count) bytes")
var yamlRoot: SyntaxNode?
var dslRoot: SyntaxNode?
report("YAML read (libyaml)", bytes: yamlFile.bytes.count, seconds: median { yamlRoot = YAMLReader.read(yamlFile).root })
report("DSL read", bytes: dslFile.bytes.count, seconds: median { dslRoot = DSLReader.read(dslFile).root })
guard let yamlRoot, let dslRoot else { fatalError("the generated scenes do not parse") }
report("YAML read + decode", bytes: yamlFile.bytes.count, seconds: median { _ = SceneDecoder.decode(YAMLReader.read(yamlFile).root!) })
report("DSL read + decode", bytes: dslFile.bytes.count, seconds: median { _ = SceneDecoder.decode(DSLReader.read(dslFile).root!) })
let a = SceneDecoder.decode(yamlRoot)
let b = SceneDecoder.decode(dslRoot)
precondition(a.diagnostics.isEmpty && b.diagnostics.isEmpty, "\(a.diagnostics.prefix(3)) \(b.diagnostics.prefix(3))")
precondition(a.scene?.annotations.count == b.scene?.annotations.count)
