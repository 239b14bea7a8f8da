import ArgumentParser
import MapSceneTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error, and whether they may be colored.
struct Terminal {
    let descriptor: Int32

    static let standardInput = Terminal(descriptor: 0)
    static let standardOutput = Terminal(descriptor: 1)
    static let standardError = Terminal(descriptor: 2)

    /// True when the stream is a terminal and `NO_COLOR` is not set.
    var wantsColor: Bool {
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        return isTerminal
    }

    /// True when the stream is a terminal.
    var isTerminal: Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size in cells (`TIOCGWINSZ`); nil when the stream is not a terminal or
    /// does not know its size.
    var windowSize: TermSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TermSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// `COLUMNS` × `LINES` when both are set to positive numbers.
    static var environmentSize: TermSize? {
        guard let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }),
            let rows = getenv("LINES").flatMap({ Int(String(cString: $0)) }), columns > 0, rows > 0
        else { return nil }
        return TermSize(columns: min(columns, 10_000), rows: min(rows, 10_000))
    }

    /// Writes `text` whole, retrying short writes; the system's reason on failure.
    @discardableResult
    func write(_ text: String) -> String? {
        write(Array(text.utf8))
    }

    /// Writes `bytes` whole, retrying short writes; the system's reason on failure.
    @discardableResult
    func write(_ bytes: [UInt8]) -> String? {
        Descriptor.writeWhole(bytes, to: descriptor)
    }

    /// Writes a command's result to this stream; a failed write (a full disk, a closed pipe's
    /// reader gone) is reported and ends the command with exit code 2, so a result that did not
    /// arrive is never a success.
    func writeResult(_ bytes: [UInt8]) throws {
        guard let problem = write(bytes) else { return }
        Terminal.standardError.write("mapc: error: cannot write standard output: \(problem)\n")
        throw ExitCode.usage
    }

    /// Writes a command's text result; see `writeResult(_:)` for bytes.
    func writeResult(_ text: String) throws {
        try writeResult(Array(text.utf8))
    }
}

extension Terminal {
    /// The size of a cell in pixels from `TIOCGWINSZ`'s pixel sizes; nil when the terminal
    /// does not give them (many give 0).
    var cellPixels: CellPixels? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return CellPixels(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }
}
