import MapScene
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, and whether they may be colored.
struct Terminal {
    let descriptor: Int32

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

    /// Writes `text` whole, retrying short writes.
    func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes `bytes` whole, retrying short writes.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
