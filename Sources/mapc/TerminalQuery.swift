import Foundation
import MapSceneTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asking the terminal on standard input and output what it shows: ``TerminalAnswers/query``
/// written, the answers read with echo and line editing off, until the device attributes come
/// (every terminal answers them, last) or ``timeout`` passes, so a terminal that answers nothing
/// never holds mapc up.
enum TerminalQuery {
    /// How long mapc waits for the answers.
    static let timeout: Duration = .milliseconds(200)
    /// The most bytes read: the answers are a few dozen.
    static let maximumBytes = 4096

    /// The terminal's answers; none when standard input is not a terminal or it said nothing
    /// in time.
    static func ask(input: Int32 = 0, output: Int32 = 1, timeout: Duration = timeout) -> TerminalAnswers {
        var saved = termios()
        guard isatty(input) == 1, tcgetattr(input, &saved) == 0 else { return TerminalAnswers() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return TerminalAnswers() }
        defer { tcsetattr(input, TCSANOW, &saved) }
        guard Descriptor.writeWhole(Array(TerminalAnswers.query.utf8), to: output) == nil else { return TerminalAnswers() }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while bytes.count < maximumBytes, !TerminalAnswers.isComplete(bytes) {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let (seconds, attoseconds) = left.components
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return TerminalAnswers(parsing: bytes)
    }
}
