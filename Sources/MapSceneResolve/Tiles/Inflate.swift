internal import CZlib

/// Why compressed bytes could not be inflated.
package enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The inflated bytes would be more than the limit: a decompression bomb, or a limit too low.
    case tooLarge(limit: Int)
    /// The bytes are not a gzip or zlib stream, or one that is damaged; zlib's words.
    case corrupt(String)
    /// The bytes end before the compressed stream does.
    case truncated
    /// zlib could not allocate its state or window (`Z_MEM_ERROR`).
    case outOfMemory

    package var description: String {
        switch self {
        case .tooLarge(let limit): "inflates to more than \(limit) bytes"
        case .corrupt(let message): "is not valid compressed data (\(message))"
        case .truncated: "ends before its compressed data does"
        case .outOfMemory: "cannot be inflated: zlib is out of memory"
        }
    }
}

/// Inflates gzip (RFC 1952) and zlib (RFC 1950) streams through zlib, into at most a given number
/// of bytes: archive directories, metadata and gzip-compressed vector tiles.
package enum Inflate {
    /// True when `bytes` start as a gzip stream does.
    package static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B }

    /// The inflated bytes of `input`, a gzip or zlib stream (told apart by its header); several
    /// gzip members one after another inflate to their bytes one after another. More than
    /// `limit` bytes of output is an error, found before more than `limit + 1` bytes are held.
    package static func inflate(_ input: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        guard !input.isEmpty else { throw .truncated }
        // zlib counts input in 32 bits; the archives' own limits keep inputs far smaller.
        guard input.count <= Int(UInt32.max) else { throw .tooLarge(limit: limit) }
        let result: Result<[UInt8], InflateError> = input.withUnsafeBufferPointer { source in
            inflate(source, limit: max(0, limit))
        }
        return try result.get()
    }

    private static func inflate(_ source: UnsafeBufferPointer<UInt8>, limit: Int) -> Result<[UInt8], InflateError> {
        var stream = z_stream()
        // 15 + 32: the largest window, and a gzip or zlib header detected automatically.
        switch inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) {
        case Z_OK: break
        case Z_MEM_ERROR: return .failure(.outOfMemory)
        default: return .failure(.corrupt("zlib could not start"))
        }
        defer { inflateEnd(&stream) }
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = UInt32(source.count)
        // The output grows as needed, to at most one byte past the limit.
        var output = [UInt8](repeating: 0, count: min(limit + 1, max(1024, source.count * 4)))
        var produced = 0
        while true {
            if produced == output.count {
                guard output.count <= limit else { return .failure(.tooLarge(limit: limit)) }
                output += [UInt8](repeating: 0, count: min(limit + 1, output.count * 2) - output.count)
            }
            let room = output.count - produced
            let status: Int32 = output.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress! + produced
                stream.avail_out = UInt32(clamping: room)
                return CZlib.inflate(&stream, Z_NO_FLUSH)
            }
            produced += room - Int(stream.avail_out)
            if produced > limit { return .failure(.tooLarge(limit: limit)) }
            let consumed = source.count - Int(stream.avail_in)
            switch status {
            case Z_STREAM_END:
                let rest = source.count - consumed
                if rest == 0 {
                    output.removeSubrange(produced...)
                    return .success(output)
                }
                // Another gzip member may follow; anything else after the stream is damage.
                guard rest >= 2, source[consumed] == 0x1F, source[consumed + 1] == 0x8B else {
                    return .failure(.corrupt("\(rest) bytes after the end of the compressed data"))
                }
                guard inflateReset(&stream) == Z_OK else { return .failure(.corrupt("zlib could not restart")) }
            case Z_OK:
                continue
            case Z_MEM_ERROR:
                return .failure(.outOfMemory)
            case Z_BUF_ERROR:
                // No progress: either the input has run out, or the output is full (grown above).
                if stream.avail_in == 0 && stream.avail_out > 0 { return .failure(.truncated) }
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                return .failure(.corrupt(message))
            }
        }
    }
}
