import ArgumentParser
import Foundation
import MapSceneTerminal

extension TermMode: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension GraphicsChoice: ExpressibleByArgument {}

/// The options of the terminal drawing, shared by `compile` and `preview`.
struct TermOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("Terminal area to draw into, title line included, as COLSxROWS.", valueName: "COLSxROWS"))
    var size: String?

    @Option(name: .customLong("mode"), help: "How cells are drawn: braille (the default), halfblock or ascii.")
    var givenMode: TermMode?

    @Option(name: .customLong("color"), help: "Colors: auto (the default: on a terminal without NO_COLOR), always or never.")
    var givenColor: ColorChoice?

    /// `--mode`, or braille.
    var mode: TermMode { givenMode ?? .braille }

    /// `--color`, or auto.
    var color: ColorChoice { givenColor ?? .auto }

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
        Self.depth(color, writingTo: terminal)
    }

    /// The color depth `color` comes to for output to `terminal` (nil when writing to a file).
    static func depth(_ color: ColorChoice, writingTo terminal: Terminal?) -> ColorDepth {
        ColorDetection.depth(
            choice: color, environment: ProcessInfo.processInfo.environment, isTerminal: terminal?.isTerminal ?? false)
    }
}
