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
        return isatty(descriptor) == 1
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
