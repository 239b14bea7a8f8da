import Foundation

/// Validates YAML scene files against a JSON Schema with Python's `jsonschema`, through
/// `Scripts/check/validate-schema.py`, when python3 with jsonschema and PyYAML is installed.
enum SchemaValidator {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let script = root.appendingPathComponent("Scripts/check/validate-schema.py").path

    /// True when python3 can import jsonschema and yaml.
    static let isAvailable: Bool = {
        guard let result = try? run(["-c", "import jsonschema, yaml"]) else { return false }
        return result.status == 0
    }()

    /// The verdict on one file: nil when valid, else the first error with its JSON pointer.
    struct Verdict: Equatable {
        let message: String
        let pointer: String
    }

    /// Each file's verdict, by path: `nil` when it validates against the schema at `schema`.
    static func validate(_ files: [String], against schema: String) throws -> [String: Verdict?] {
        let result = try run([script, schema] + files)
        guard result.status == 0 || result.status == 1 else {
            throw Failure(description: "validate-schema.py exited with \(result.status): \(result.output)")
        }
        var verdicts: [String: Verdict?] = [:]
        for line in result.output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("valid ") {
                verdicts[String(line.dropFirst(6))] = .some(nil)
            } else if line.hasPrefix("invalid "), let colon = line.range(of: ": ") {
                let path = String(line[line.index(line.startIndex, offsetBy: 8)..<colon.lowerBound])
                let rest = String(line[colon.upperBound...])
                let pointer = rest.range(of: " (at ", options: .backwards).map { String(rest[$0.upperBound...].dropLast()) } ?? ""
                verdicts[path] = Verdict(message: rest, pointer: pointer)
            }
        }
        return verdicts
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
