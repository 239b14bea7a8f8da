import Foundation

/// A regular file open for reading at any offset with `pread`: an archive is read a section at a
/// time, never loaded whole. Reads from several threads at once are safe.
package final class ArchiveFile: Sendable {
    /// The file's path, for errors.
    package let path: String
    /// The file's size in bytes, when it was opened.
    package let size: UInt64
    private let descriptor: Int32

    /// Opens `path`; a directory, device or pipe is an error (opened without waiting for a pipe's
    /// writer).
    package init(path: String) throws(TileArchiveError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw TileArchiveError(path: path, .unreadable(String(cString: strerror(errno))))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw TileArchiveError(path: path, .unreadable(message))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw TileArchiveError(path: path, .notARegularFile)
        }
        self.descriptor = descriptor
        size = UInt64(info.st_size)
    }

    deinit { close(descriptor) }

    /// The `length` bytes at `offset`; a range past the end of the file is `truncated(part)`.
    package func read(_ part: String, at offset: UInt64, length: Int) throws(TileArchiveError) -> [UInt8] {
        let (end, overflow) = offset.addingReportingOverflow(UInt64(length))
        guard length >= 0, !overflow, end <= size else {
            throw TileArchiveError(path: path, .truncated(part), at: offset)
        }
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, length - done, off_t(offset) + off_t(done))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                // The file shrank since it was opened, or the system could not read it.
                let reason: TileArchiveError.Reason =
                    count == 0 ? .truncated(part) : .unreadable(String(cString: strerror(errno)))
                throw TileArchiveError(path: path, reason, at: offset + UInt64(done))
            }
            done += count
        }
        return bytes
    }
}
