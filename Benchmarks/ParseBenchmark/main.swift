// mapc-bench: how fast the two front ends read the same generated scene.
//
//     swift run -c release mapc-bench [ANNOTATIONS] [--write FOLDER]
//
// Generates a scene of ANNOTATIONS annotations (default 100 000; 1k to 1M is the useful range)
// plus one overlay of as many points, in YAML and in the DSL, and prints the median time of
// reading each (bytes to syntax tree) and of decoding the tree, over several runs. With
// --write, also saves the two files (bench.yaml, bench.mapscene) to FOLDER. Run by hand; it is
// not a test.
//
//     swift run -c release mapc-bench --stages SCENE
//
// Where the memory of one compile goes: reads SCENE (.mapscene is the DSL, anything else YAML)
// and compiles it to SVG stage by stage as `mapc compile` does (the tree is dropped once the
// scene is decoded), printing the resident set and its peak after each stage.
import Foundation
import MapScene

/// `VmRSS` and `VmHWM` (the peak) of this process, in MiB, from /proc (0 where there is none).
func residentMiB() -> (now: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kB = Double(line.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "") else { return 0 }
        return kB / 1024
    }
    return (field("VmRSS"), field("VmHWM"))
}

if CommandLine.arguments.dropFirst().first == "--stages" {
    guard CommandLine.arguments.count == 3, let data = FileManager.default.contents(atPath: CommandLine.arguments[2]) else {
        FileHandle.standardError.write(Data("usage: mapc-bench --stages SCENE\n".utf8))
        exit(2)
    }
    let path = CommandLine.arguments[2]
    func stage(_ name: String, _ start: DispatchTime) {
        let (now, peak) = residentMiB()
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        print(name.padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: "%8.1f ms  RSS %7.1f MiB  peak %7.1f MiB", ms, now, peak))
    }
    var t = DispatchTime.now()
    let file = SourceFile(path: path, bytes: [UInt8](data))
    print("\(path): \(file.bytes.count) bytes (\(String(format: "%.1f", Double(file.bytes.count) / 1_048_576)) MiB)")
    stage("file read", t)
    t = DispatchTime.now()
    let root = path.hasSuffix(".mapscene") ? DSLReader.read(file).root : YAMLReader.read(file).root
    guard let root else { fatalError("the scene does not parse") }
    stage("syntax tree", t)
    t = DispatchTime.now()
    var decoded: Scene? = SceneDecoder.decode(root).scene
    stage("decoded (tree still held)", t)
    t = DispatchTime.now()
    _ = consume root
    stage("tree dropped", t)
    guard let scene = decoded else { fatalError("the scene has errors") }
    decoded = nil
    t = DispatchTime.now()
    let list = SceneCompiler.compile(scene).renderList
    stage("render list", t)
    t = DispatchTime.now()
    let svg = SVGBackend.renderBytes(list)
    stage("SVG (\(svg.count) bytes)", t)
    exit(0)
}

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
