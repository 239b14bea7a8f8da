import Foundation
import Testing
@testable import MapScene

/// A large `.mapscene` file is read in two halves at once; whatever the file, the tree, the
/// diagnostics and the comments are the ones reading it straight through gives.
@Suite("DSL reader: a file read in two halves")
struct DSLSplitTests {
    /// The file read straight through and read in two halves split after `middle`, each as text.
    private static func bothWays(_ file: SourceFile, splittingAfter middle: Int) -> (straight: String, split: String, joined: Bool) {
        let straight = Self.straight(file)
        let (split, joined) = DSLReader.parse(file, splittingAfter: middle)
        return (describe(straight), describe(split), joined)
    }

    /// Reads `file` both ways and expects the same text, and the halves `joined` or not; returns
    /// the text.
    @discardableResult
    private static func expectSame(
        _ file: SourceFile, splittingAfter middle: Int, joined expected: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        let (straight, split, joined) = bothWays(file, splittingAfter: middle)
        #expect(joined == expected, sourceLocation: sourceLocation)
        #expect(split == straight, sourceLocation: sourceLocation)
        return straight
    }

    /// The file read by one parser from start to end, whatever its size.
    private static func straight(_ file: SourceFile) -> DSLReader.Result {
        file.bytes.withUnsafeBufferPointer { bytes in
            var parser = DSLParser(bytes: bytes, limits: .default)
            return DSLReader.result(parser.parseScene(), parser.diagnostics, comments: parser.comments)
        }
    }

    private static func describe(_ result: DSLReader.Result) -> String {
        let tree = result.root.map(YAMLEventPipeTests.dump) ?? "no root"
        let diagnostics = result.diagnostics.map { "\($0.rule) \($0.range.map { "\($0)" } ?? "") \($0.message)" }
        let comments = result.comments.map { "\($0.range) \($0.isOwnLine) \($0.text)" }
        return ([tree] + diagnostics + comments).joined(separator: "\n")
    }

    private static func file(_ text: String) -> SourceFile { SourceFile(path: "scene.mapscene", text: text) }

    /// Annotations `from..<to`, with titles, blocks and comments between them.
    private static func annotations(_ range: Range<Int>, lineBreak: String = "\n") -> String {
        range.map { i in
            i % 3 == 0
                ? "// pin \(i)\(lineBreak)annotation p\(i) at (37.\(i % 90), -122.\(i % 70)) {\(lineBreak)  title \"Pin \(i)\"  // its name\(lineBreak)  pin red\(lineBreak)}\(lineBreak)"
                : "annotation p\(i) at (37.\(i % 90), -122.\(i % 70))\(lineBreak)"
        }.joined()
    }

    /// The statements before a test scene's annotations.
    static let head = """
        mapscene 1
        title "Two halves"
        canvas { width 640 height 480 }
        camera { fit all }
        style track { stroke #d33 width 3 }

        """

    @Test func everyExampleReadsTheSameSplitAnywhere() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mapscene") }.sorted()
        #expect(names.count >= 15)
        var joins = 0
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let file = SourceFile(path: name, text: text)
            for tenth in 1...9 {
                let (straight, split, joined) = Self.bothWays(file, splittingAfter: file.bytes.count * tenth / 10)
                #expect(split == straight, "\(name) split after \(tenth)0%")
                if joined { joins += 1 }
            }
        }
        // Most examples have annotations after their middle: the halves were joined, not just
        // read again straight through.
        #expect(joins >= 20)
    }

    @Test func aLargeSceneIsJoinedAndReadsAsStraightThrough() {
        let file = Self.file(Self.head + Self.annotations(0..<3_000) + "overlay track { line [(37.7, -122.4), (37.8, -122.3)] style track }\n")
        for middle in [file.bytes.count / 4, file.bytes.count / 2, file.bytes.count * 9 / 10] {
            Self.expectSame(file, splittingAfter: middle, joined: true)
        }
    }

    @Test func aSceneOfOverlaysSplitsAtAnOverlay() {
        let polygons = (0..<500).map { i in
            "overlay lot\(i) {\n  polygon [(37.\(i % 90), -122.4), (37.8, -122.\(i % 70)), (37.7, -122.3)]\n  style track\n}\n"
        }.joined()
        let file = Self.file(Self.head + polygons)
        Self.expectSame(file, splittingAfter: file.bytes.count / 2, joined: true)
    }

    @Test func linesAreCountedAcrossEveryKindOfLineBreak() {
        for lineBreak in ["\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            let text = (Self.head + Self.annotations(0..<200)).replacingOccurrences(of: "\n", with: lineBreak)
                + Self.annotations(200..<400, lineBreak: lineBreak)
            let file = Self.file(text)
            let (straight, split, joined) = Self.bothWays(file, splittingAfter: file.bytes.count / 2)
            #expect(joined, "\(lineBreak.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(split == straight, "\(lineBreak.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func aKeyOrStyleGivenInBothHalvesIsReportedAsStraightThrough() {
        let second = """
            title "Again"
            style track { stroke #00f }
            annotations [ { id listed, coordinate [37.7, -122.4] } ]

            """
        let file = Self.file(Self.head + Self.annotations(0..<100) + second + Self.annotations(100..<200))
        #expect(Self.expectSame(file, splittingAfter: file.bytes.count / 2, joined: true).contains("dsl-duplicate-key"))
    }

    @Test func anErrorInTheSecondHalfIsFoundByReadingItStraightThrough() {
        let broken = "annotation broken at (37.7 -122.4) {\n  title \"No comma\"\n}\n"
        let file = Self.file(Self.head + Self.annotations(0..<100) + broken + Self.annotations(100..<200))
        #expect(Self.expectSame(file, splittingAfter: file.bytes.count / 2 - broken.utf8.count, joined: false).contains("dsl-syntax"))
    }

    @Test func anErrorInTheFirstHalfStaysWhereItIs() {
        let broken = "annotation broken at (37.7 -122.4)\n"
        let file = Self.file(Self.head + broken + Self.annotations(0..<200))
        #expect(Self.expectSame(file, splittingAfter: file.bytes.count / 2, joined: true).contains("dsl-syntax"))
    }

    @Test func aLineInsideAListThatSpansLinesIsNoPlaceToJoin() {
        // The line that starts with `annotation` is inside the list: the first half reads past it.
        let list = "description [\n\"a\",\nannotation ,\n\"b\"\n]\n"
        let file = Self.file(Self.head + Self.annotations(0..<50) + list + Self.annotations(50..<60))
        let middle = file.bytes.count - list.utf8.count - Self.annotations(50..<60).utf8.count
        Self.expectSame(file, splittingAfter: middle, joined: false)
    }

    @Test func aSceneWithNoAnnotationPastTheMiddleIsReadStraightThrough() {
        let styles = (0..<100).map { "style s\($0) { stroke #00f width \($0 % 5 + 1) }\n" }.joined()
        let file = Self.file(Self.annotations(0..<20) + Self.head + styles)
        Self.expectSame(file, splittingAfter: file.bytes.count / 2, joined: false)
    }

    @Test func theHalvesAreBalancedByLinesMoreThanByBytes() {
        // 1,000 long lines, then 10,000 short ones: as many bytes each, but reading a line costs
        // about the same whatever its length, so most of the work is in the short lines.
        let long = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 1_000)
        let short = String(repeating: "// xxxxxx\n", count: 10_000)
        let bytes = Array((long + short).utf8)
        let middle = bytes.withUnsafeBufferPointer { DSLSplit.survey(of: $0).middle }
        // The work: 100,000 bytes + 64 per line in each part; its half is 38,919 bytes into the short lines.
        let weight = { (bytes: Int, lines: Int) in Double(bytes + DSLSplit.lineWeight * lines) }
        let expected = 100_000 + Int(100_000 * (weight(200_000, 11_000) / 2 - weight(100_000, 1_000)) / weight(100_000, 10_000))
        #expect(abs(middle - expected) < bytes.count / DSLSplit.samples, "\(middle) against \(expected)")
        // Without lines, bytes are the work: a file of one line splits at its middle.
        let oneLine = Array(String(repeating: "x", count: 200_000).utf8)
        #expect(oneLine.withUnsafeBufferPointer { DSLSplit.survey(of: $0).middle } == 100_000)
    }

    @Test func theHalvesAreBalancedWithAPointOfACoordinateListReadFlat() {
        // 10,000 short lines, then 10,000 points of a polyline, each nearly three times as long:
        // a point's line weighs `pointLineWeight` in all, so the middle is in the short lines.
        let short = String(repeating: "// xxxxxx\n", count: 10_000)
        let points = String(repeating: "    (37.64762, -122.25822),\n", count: 10_000)
        let bytes = Array((short + points).utf8)
        let middle = bytes.withUnsafeBufferPointer { DSLSplit.survey(of: $0).middle }
        let shortLine = 10 + DSLSplit.lineWeight
        let half = (10_000 * shortLine + 10_000 * DSLSplit.pointLineWeight) / 2
        let expected = half / shortLine * 10
        #expect(abs(middle - expected) < bytes.count / DSLSplit.samples, "\(middle) against \(expected)")
    }

    @Test func theSurveyCountsTheAnnotationsToMakeRoomForThem() {
        let file = Self.file(Self.head + Self.annotations(0..<30_000))
        let survey = file.bytes.withUnsafeBufferPointer { DSLSplit.survey(of: $0) }
        #expect(abs(survey.annotations - 30_000) < 3_000, "\(survey.annotations)")
        let receiver = CountingReceiver()
        _ = DSLReader.read(file, handingOverTo: receiver)
        #expect(receiver.taken == 30_000)
        if TwoCores.available {
            #expect(receiver.expected == ["annotations": survey.annotations])
        }
        // The decoder's receiver makes room for them, and an eighth more.
        let lists = StreamedLists(offeringFixesIn: file)
        lists.expect(survey.annotations, elementsOfList: "annotations")
        #expect(lists.annotations.annotations.capacity >= survey.annotations * 9 / 8)
        #expect(lists.annotationContext.identifiers.definitions.capacity >= survey.annotations * 9 / 8)
    }

    @Test func theDecodedSceneIsTheSameEitherWay() throws {
        let file = Self.file(Self.head + Self.annotations(0..<30_000))
        #expect(file.bytes.count >= TwoCores.minimumFileBytes)
        let (split, joined) = DSLReader.parse(file, splittingAfter: file.bytes.count / 2)
        #expect(joined)
        let straight = Self.straight(file)
        let a = SceneDecoder.decode(try #require(split.root))
        let b = SceneDecoder.decode(try #require(straight.root))
        #expect(a.scene?.annotations.count == 30_000)
        #expect(a.scene == b.scene)
        #expect(a.diagnostics.map(\.message) == b.diagnostics.map(\.message))
    }
}
