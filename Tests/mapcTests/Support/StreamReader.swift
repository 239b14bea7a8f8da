import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads everything written into a FIFO or a Unix socket in a test's folder, on a thread of its
/// own, as a program at the other end would while mapc writes. It never blocks for good: when
/// nothing ever writes (mapc failed, or replaced the FIFO instead of opening it), `finish`
/// still returns.
final class StreamReader: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var bytes = Data()
    private var stopping = false

    /// Opens the FIFO at `path` (which must exist) and reads it until its writer closes.
    init(fifo path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        Thread.detachNewThread { [self] in
            if wait(for: descriptor) { drain(descriptor) }
            close(descriptor)
            finished.signal()
        }
    }

    /// Makes a listening Unix socket at `path` and reads what its first connection sends.
    init(socketAt path: String) throws {
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 1) == 0 else { throw CocoaError(.fileWriteUnknown) }
        Thread.detachNewThread { [self] in
            if wait(for: listener) {
                let connection = accept(listener, nil, nil)
                drain(connection)
                if connection >= 0 { close(connection) }
            }
            close(listener)
            finished.signal()
        }
    }

    /// Waits until `descriptor` has something to read; false when `finish` was called first.
    private func wait(for descriptor: Int32) -> Bool {
        guard descriptor >= 0 else { return false }
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, 50) > 0 { return true }
            lock.lock()
            let stop = stopping
            lock.unlock()
            if stop { return false }
        }
    }

    /// Reads until the end of the stream (data the writer left buffered included).
    private func drain(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
                continue
            }
            if count <= 0 { return }
            lock.lock()
            bytes.append(contentsOf: buffer[0..<count])
            lock.unlock()
        }
    }

    /// Everything read; call once the writer has finished.
    func finish() -> Data {
        lock.lock()
        stopping = true
        lock.unlock()
        finished.wait()
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
