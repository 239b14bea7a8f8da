#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to an open file descriptor, the one way every writer in the command does it.
enum Descriptor {
    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; the
    /// system's reason on failure, nil when every byte was written.
    static func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errorText()
                }
                offset += written
            }
            return nil
        }
    }

    /// The text of the last system error (`errno`), lower-case as mapc's messages are.
    static func errorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
