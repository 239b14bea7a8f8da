import Foundation

/// Reads a file a scene names, through one descriptor: opened without waiting (a FIFO put at the
/// path never blocks the read), checked as a regular file and measured on that descriptor, then
/// read to its end. A file removed, replaced or grown after an earlier look at its path is
/// therefore an error or the file as it is now, never a hang or a crash.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// The system's reason (`no such file or directory`, ...).
        case unreadable(String)
        /// A folder, device, FIFO or socket.
        case notARegularFile
        /// More than the limit of bytes; `size` is what the file held when measured or read.
        case tooLarge(size: Int)

        /// The reason as messages write it after "cannot read 'PATH': ", for a read limited to
        /// `limit` bytes (a whole number of MiB).
        package func reason(limit: Int) -> String {
            switch self {
            case .unreadable(let why): why
            case .notARegularFile: "it is not a regular file"
            case .tooLarge: "it is larger than \(limit / 1024 / 1024) MiB"
            }
        }
    }

    /// The whole file at `path`, when it holds at most `limit` bytes.
    package static func bytes(at path: String, limit: Int) -> Result<[UInt8], Failure> {
        contents(of: path, count: limit, whole: true)
    }

    /// The file's first `count` bytes (all of it when shorter).
    package static func prefix(of path: String, count: Int) -> Result<[UInt8], Failure> {
        contents(of: path, count: count, whole: false)
    }

    private static func contents(of path: String, count limit: Int, whole: Bool) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.unreadable(ScenePath.systemError())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(ScenePath.systemError())) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        if whole, info.st_size > limit { return .failure(.tooLarge(size: Int(info.st_size))) }
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file grew since it was measured: read on, up to one byte past the limit.
                guard bytes.count <= limit else { break }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 1 << 16), limit + 1 - bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(ScenePath.systemError()))
            }
            if got == 0 { break }
            filled += got
        }
        if filled > limit {
            if whole { return .failure(.tooLarge(size: filled)) }
            filled = limit
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }
}
