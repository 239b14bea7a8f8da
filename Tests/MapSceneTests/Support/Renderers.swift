import Foundation

/// The real renderers the SVG is checked with: rsvg-convert (librsvg) and headless Chromium.
/// Tests that need one are skipped when it is not installed (`.ci/run` installs both).
enum Renderers {
    static let rsvgConvert = "/usr/bin/rsvg-convert"

    /// Chromium: `$CHROMIUM`, or the first of the usual names found on the `PATH`.
    static let chromium: String? = {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    static var hasRsvgConvert: Bool { FileManager.default.isExecutableFile(atPath: rsvgConvert) }
    static var hasChromium: Bool { chromium != nil }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `svg` drawn by rsvg-convert at its own width and height, times `zoom`.
    static func rsvg(_ svg: String, zoom: Double = 1) throws -> PNGImage {
        let scratch = try ScratchFolder()
        let input = try scratch.write("map.svg", svg)
        let output = scratch.path + "/map.png"
        try run(rsvgConvert, [input, "-o", output] + (zoom == 1 ? [] : ["--zoom", "\(zoom)"]))
        return try PNGImage(Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// A screenshot by headless Chromium of the file `name` written with `content`, in a window of
    /// `width` × `height` pixels; `dark` makes the page prefer a dark color scheme.
    static func chromium(_ content: String, name: String, width: Int, height: Int, dark: Bool = false) throws -> PNGImage {
        guard let chromium else { throw Failure(description: "chromium is not installed") }
        let scratch = try ScratchFolder()
        let input = try scratch.write(name, content)
        let output = scratch.path + "/shot.png"
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--disable-extensions", "--user-data-dir=\(scratch.path)/profile",
            "--window-size=\(width),\(height)", "--screenshot=\(output)",
        ]
        if dark { arguments.append("--force-dark-mode") }
        arguments.append(URL(fileURLWithPath: input).absoluteString)
        try run(chromium, arguments)
        return try PNGImage(Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// The PDF tools the PDFs are checked with: qpdf and poppler's pdftotext and pdfinfo.
    static let qpdf = "/usr/bin/qpdf", pdftotext = "/usr/bin/pdftotext", pdfinfo = "/usr/bin/pdfinfo"

    static var hasPDFTools: Bool {
        [qpdf, pdftotext, pdfinfo].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What `tool` prints on standard output for `arguments`; throws when it fails.
    static func output(of tool: String, _ arguments: [String]) throws -> String {
        let scratch = try ScratchFolder()
        let output = scratch.path + "/out"
        FileManager.default.createFile(atPath: output, contents: nil)
        try run(tool, arguments, standardOutput: FileHandle(forWritingAtPath: output))
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
    }

    private static func run(_ tool: String, _ arguments: [String], standardOutput: FileHandle? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\((tool as NSString).lastPathComponent) exited with \(process.terminationStatus)")
        }
    }
}
