import CZlib
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneResolve

@Suite("Inflate: gzip and zlib through zlib, with a bound on the output")
struct InflateTests {
    private let text = Array(String(repeating: "Mannerheimintie, Esplanadi, Kauppatori. ", count: 200).utf8)

    @Test func gzipInflatesToWhatWasCompressed() throws {
        #expect(try Inflate.inflate(gzip(text), limit: 1 << 20) == text)
        #expect(Inflate.isGzip(gzip(text)))
        #expect(!Inflate.isGzip(text))
    }

    @Test func zlibStreamsAreRecognisedByTheirHeader() throws {
        var compressed = [UInt8](repeating: 0, count: text.count + 64)
        var length = uLongf(compressed.count)
        #expect(compress(&compressed, &length, text, uLong(text.count)) == Z_OK)
        #expect(try Inflate.inflate(Array(compressed[..<Int(length)]), limit: 1 << 20) == text)
    }

    @Test func gzipMembersOneAfterAnotherInflateToTheirBytesInOrder() throws {
        let a = Array("first ".utf8), b = Array("second".utf8)
        #expect(try Inflate.inflate(gzip(a) + gzip(b), limit: 100) == a + b)
    }

    @Test func outputPastTheLimitIsAnErrorNotAnAllocation() throws {
        let bomb = gzip([UInt8](repeating: 0, count: 4 << 20))
        #expect(bomb.count < 10_000)
        #expect(throws: InflateError.tooLarge(limit: 1 << 20)) { try Inflate.inflate(bomb, limit: 1 << 20) }
        // Exactly the limit is allowed.
        #expect(try Inflate.inflate(gzip(text), limit: text.count).count == text.count)
        #expect(throws: InflateError.tooLarge(limit: text.count - 1)) { try Inflate.inflate(gzip(text), limit: text.count - 1) }
    }

    @Test func damagedStreamsAreErrorValues() throws {
        let good = gzip(text)
        #expect(throws: InflateError.truncated) { try Inflate.inflate([], limit: 100) }
        #expect(throws: InflateError.truncated) { try Inflate.inflate(Array(good[..<(good.count / 2)]), limit: 1 << 20) }
        var trailer = good
        trailer[trailer.count - 5] ^= 0xFF  // the CRC-32
        #expect(throws: InflateError.self) { try Inflate.inflate(trailer, limit: 1 << 20) }
        #expect(throws: InflateError.self) { try Inflate.inflate(Array("not compressed at all".utf8), limit: 100) }
        let garbage: InflateError? = #expect(throws: InflateError.self) { try Inflate.inflate(good + [1, 2, 3], limit: 1 << 20) }
        #expect(garbage == .corrupt("3 bytes after the end of the compressed data"))
    }

    @Test func everyTruncationAndByteFlipIsAValueNeverATrap() {
        let good = gzip(Array(text.prefix(600)))
        for end in 0..<good.count {
            #expect(throws: InflateError.self) { try Inflate.inflate(Array(good[..<end]), limit: 1 << 20) }
        }
        var random = SeededRandom(seed: 13)
        for _ in 0..<300 {
            var damaged = good
            damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            _ = try? Inflate.inflate(damaged, limit: 1 << 16)
        }
    }
}
