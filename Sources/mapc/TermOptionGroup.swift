import ArgumentParser
import Foundation
import MapScene

extension TermMode: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}

/// The options of the terminal drawing, shared by `compile` and `preview`.
struct TermOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("Terminal area to draw into, title line included, as COLSxROWS.", valueName: "COLSxROWS"))
    var size: String?

    @Option(help: "How cells are drawn: braille, halfblock or ascii.")
    var mode: TermMode = .braille

    @Option(help: "Colors: auto (on a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    /// `--size`, parsed; nil when not given.
    func parsedSize() throws -> TermSize? {
        guard let size else { return nil }
        guard let parsed = TermSize(parsing: size) else {
            throw ValidationError("--size must be COLSxROWS with both between 1 and 10000, such as 100x30; got '\(size)'")
        }
        return parsed
    }

    /// The color depth for output to `terminal` (nil when writing to a file).
    func depth(writingTo terminal: Terminal?) -> ColorDepth {
        ColorDetection.depth(
            choice: color, environment: ProcessInfo.processInfo.environment, isTerminal: terminal?.isTerminal ?? false)
    }
}
