import Foundation

/// Runs `xmllint --noout` on a document when the tool is installed (Debian's libxml2-utils).
enum XMLLint {
    static let path = "/usr/bin/xmllint"

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The tool's complaints, empty when the document is well-formed; `nil` when xmllint is missing.
    static func problems(in document: String) throws -> String? {
        guard isAvailable else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-xmllint-\(UUID().uuidString).svg")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--noout", "--nonet", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        if process.terminationStatus != 0 && text.isEmpty { return "xmllint exited with \(process.terminationStatus)" }
        return text
    }
}
