#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls whose names a command's own members shadow (`exit`, `connect`),
/// reached through the platform's module: Glibc on Linux, Darwin on macOS.
enum Platform {
    /// Ends the process with `code`, as C's `exit`.
    static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #elseif canImport(Darwin)
        Darwin.exit(code)
        #endif
    }

    /// C's `connect`: connects `descriptor` to the socket at `address`.
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
        #elseif canImport(Darwin)
        Darwin.connect(descriptor, address, length)
        #endif
    }
}
