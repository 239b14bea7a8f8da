import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM, caught so a long-running command can end cleanly: the signals
/// are taken from their default action and each only sets a flag the command's loop reads.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var received: Int32?
    private var sources: [DispatchSourceSignal] = []

    /// Starts catching SIGINT and SIGTERM, and ignores SIGPIPE (a client that went away is a
    /// failed write, not the end of the process).
    init() {
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                received = received ?? number
                lock.unlock()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal that arrived, if one has.
    var arrived: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}
