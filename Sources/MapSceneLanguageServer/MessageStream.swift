import Foundation
import MapSceneBase

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The frames of a JSON-RPC stream: `Content-Length: N`, other headers, a blank line, N bytes.
/// A frame that cannot be read is reported and skipped, and the stream goes on at the next
/// `Content-Length` header; nothing past the header and body limits is ever held.
final class MessageReader {
    /// What the next frame held.
    enum Frame {
        /// A message's body.
        case message([UInt8])
        /// A header that is not a frame's (no `Content-Length`, a bad number, a line too long).
        case malformed(String)
        /// A body over the size limit, skipped unread up to the next frame's header.
        case tooLarge(Int)
        /// The stream ended.
        case end
    }

    /// The largest body read: 256 MiB (room for a scene at the front ends' 128 MiB limit, JSON-escaped).
    static let maximumLength = 256 << 20
    /// The longest header block read.
    static let maximumHeader = 8 << 10

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// True after a frame that could not be read: the next frame is looked for.
    private var resynchronizing = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame. After a frame that could not be read, the bytes up to the next
    /// `Content-Length:` are skipped without a word, wherever it starts (a broken frame's body
    /// seldom ends in a line break), so one broken frame gives one error.
    func next() -> Frame {
        var first: [UInt8]?
        if resynchronizing {
            guard skipToHeaderName() else { return .end }
            guard let rest = readLine(limit: Self.maximumHeader) else {
                return ended ? .end : .malformed("the header is longer than \(Self.maximumHeader) bytes")
            }
            first = Self.headerName + rest
            resynchronizing = false
        }
        let frame = readFrame(startingWith: first)
        switch frame {
        case .malformed, .tooLarge: resynchronizing = true
        case .message, .end: break
        }
        return frame
    }

    private func readFrame(startingWith first: [UInt8]?) -> Frame {
        var length: Int?
        var headerBytes = 0
        var sawHeader = false
        var pending = first
        while true {
            let next = pending ?? readLine(limit: Self.maximumHeader - headerBytes)
            pending = nil
            guard let line = next else {
                return ended && !sawHeader
                    ? .end : .malformed("the header is longer than \(Self.maximumHeader) bytes or the stream ended inside it")
            }
            headerBytes += line.count + 2
            if line.isEmpty {
                if !sawHeader { continue }  // blank lines between frames
                break
            }
            sawHeader = true
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { return .malformed("'\(text.prefix(80))' is not a header") }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                // Decimal digits only, as HTTP's grammar says: no sign, no spaces, no overflow.
                guard !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                    return .malformed("Content-Length '\(value.prefix(40))' is not a length")
                }
                guard let number = Int(value) else { return .tooLarge(Int.max) }
                guard length == nil || length == number else { return .malformed("two different Content-Length headers") }
                length = number
            }
        }
        guard let length else { return .malformed("a header without Content-Length") }
        guard length <= Self.maximumLength else { return .tooLarge(length) }
        guard let body = read(length) else { return .end }
        return .message(body)
    }

    /// `Content-Length:`, the header name a frame is looked for by, lower-case.
    private static let headerName = Array("content-length:".utf8)

    /// Skips to just past the next `Content-Length:` (in any case), holding none of the bytes
    /// skipped; false when the stream ends first.
    private func skipToHeaderName() -> Bool {
        let name = Self.headerName
        var matched = 0
        while matched < name.count {
            guard fill() else { return false }
            position = buffer.withUnsafeBufferPointer { bytes in
                var i = position
                while i < bytes.count, matched < name.count {
                    let byte = (0x41...0x5A).contains(bytes[i]) ? bytes[i] | 0x20 : bytes[i]
                    i += 1
                    // The name's first letter appears nowhere else in it, so a mismatch restarts
                    // the match at this byte.
                    if byte == name[matched] {
                        matched += 1
                    } else {
                        matched = byte == name[0] ? 1 : 0
                    }
                }
                return i
            }
        }
        return true
    }

    /// The bytes up to the next `\r\n` (or `\n`), without it; nil at the end of the stream or
    /// past `limit` bytes (then the rest of the line is left for the next frame's search).
    private func readLine(limit: Int) -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            guard fill() else { return nil }
            let byte = buffer[position]
            position += 1
            if byte == 0x0A {
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            line.append(byte)
            if line.count > limit { return nil }
        }
    }

    private func read(_ count: Int) -> [UInt8]? {
        var body: [UInt8] = []
        // Room grows with the bytes that come, not with the length a header claims.
        body.reserveCapacity(min(count, 1 << 20))
        while body.count < count {
            guard fill() else { return nil }
            let take = min(count - body.count, buffer.count - position)
            body += buffer[position..<position + take]
            position += take
        }
        return body
    }

    /// Makes at least one unread byte available; false at the end of the stream.
    private func fill() -> Bool {
        if position < buffer.count { return true }
        if ended { return false }
        buffer = [UInt8](repeating: 0, count: 65_536)
        position = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { SystemCalls.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                ended = true
                buffer = []
                return false
            }
            buffer.removeSubrange(count...)
            return true
        }
    }
}

/// Writes frames to a stream, one whole frame at a time from any thread.
final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `message` as one frame, its compact text as the body; false when the stream is
    /// closed.
    @discardableResult
    func write(_ message: JSONValue) -> Bool {
        let body = message.bytes(.compact)
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame += body
        lock.lock()
        defer { lock.unlock() }
        var offset = 0
        while offset < frame.count {
            let written = frame[offset...].withUnsafeBytes { SystemCalls.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}
