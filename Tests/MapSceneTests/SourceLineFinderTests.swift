import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase

/// The lines the diagnostics printer looks for as it goes are the lines of the whole table.
@Suite struct SourceLineFinderTests {
    /// Lines of words, é and 日本 between every kind of line break, after a byte order mark or not.
    private static func text(lines: Int, _ random: inout SeededRandom) -> [UInt8] {
        let breaks: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]]
        let words: [[UInt8]] = [
            Array("annotation".utf8), Array(" é ".utf8), Array("日本".utf8), Array("- {id: a1}".utf8), [0x09], [],
        ]
        var bytes: [UInt8] = Int.random(in: 0..<2, using: &random) == 0 ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<lines {
            for _ in 0..<Int.random(in: 0..<4, using: &random) { bytes += words[Int.random(in: 0..<words.count, using: &random)] }
            bytes += breaks[Int.random(in: 0..<breaks.count, using: &random)]
        }
        if Int.random(in: 0..<2, using: &random) == 0 { bytes += Array("last".utf8) }
        return bytes
    }

    @Test func everyLineAndColumnIsTheTablesInAnyOrder() {
        var random = SeededRandom(seed: 41)
        for round in 0..<6 {
            // Past two of the finder's checkpoints in the longer rounds.
            let bytes = Self.text(lines: [0, 1, 3, 50, 9_000, 10_000][round], &random)
            var table = SourceLines(bytes)
            var finder = SourceLineFinder(bytes)
            // In order, as sorted diagnostics ask, then at random (notes point back), then past the end.
            let inOrder = Array(stride(from: 1, through: table.count, by: max(1, table.count / 300)))
            let atRandom = (0..<300).map { _ in 1 + Int.random(in: 0..<table.count, using: &random) }
            for line in inOrder + atRandom + [table.count + 1, table.count + 7, 0] {
                #expect(finder.byteRange(ofLine: line) == table.byteRange(ofLine: line), "line \(line) of \(table.count)")
                guard table.byteRange(ofLine: line) != nil else { continue }
                for column in [1, 2, 1 + Int.random(in: 0..<12, using: &random), 40] {
                    #expect(
                        finder.byteOffset(line: line, column: column) == table.byteOffset(line: line, column: column),
                        "\(line):\(column)")
                }
            }
        }
    }

    @Test func longRunsOfPlainLinesArePassedAtOnceAndAreTheTablesLines() {
        var random = SeededRandom(seed: 7)
        // Mostly lines of printable ASCII ending in LF, as scene files are; now and then another
        // line break, a tab or an é, which the run passed at once stops at.
        var bytes: [UInt8] = []
        for index in 0..<20_000 {
            bytes += Array("annotation a\(index) at (1, 2)".utf8)
            switch Int.random(in: 0..<400, using: &random) {
            case 0: bytes += [0x0D, 0x0A]
            case 1: bytes += Array("\té".utf8) + [0x0A]
            case 2: bytes += [0xE2, 0x80, 0xA8]
            case 3: bytes += [0x0D]
            default: bytes += [0x0A]
            }
        }
        var table = SourceLines(bytes)
        #expect(table.count == 20_001)
        let far = [1, 2, 9, 10, 4_096, 4_097, 4_098, 8_193, 12_000, 19_999, 20_000, 20_001, 20_002]
        let atRandom = (0..<200).map { _ in 1 + Int.random(in: 0..<table.count, using: &random) }
        // In order with one finder, then at random with another (which keeps the checkpoints).
        for lines in [far, atRandom] {
            var finder = SourceLineFinder(bytes)
            for line in lines {
                #expect(finder.byteRange(ofLine: line) == table.byteRange(ofLine: line), "line \(line)")
                if table.byteRange(ofLine: line) != nil {
                    #expect(finder.byteOffset(line: line, column: 5) == table.byteOffset(line: line, column: 5), "\(line):5")
                }
            }
        }
    }
}
