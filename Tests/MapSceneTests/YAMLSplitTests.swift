import Testing
@testable import MapScene

/// A large YAML scene is read in two parts at once, cut at an element of its `annotations` list
/// (`YAMLSplit`), and reads to exactly what reading it straight through gives: the same tree,
/// range for range, the same scene, diagnostics and fixes, wherever it is cut. A file that
/// cannot be cut where its lines say it can is read straight through.
@Suite("YAML reader: a large file read in two parts at once")
struct YAMLSplitTests {
    /// Expects the tree (as a dump, with every range) and the diagnostics of `text` read in two
    /// parts cut at each element after the first to be those of reading it straight through, and
    /// the same scene, diagnostics and fixes (`PlainFormReadings.expectSameScene`). Returns how
    /// many cuts were joined and how many read straight through.
    @discardableResult
    static func expectSameTreeAtEveryCut(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (joined: Int, straight: Int) {
        let file = SourceFile(path: "scene.yaml", text: text)
        let straight = YAMLReader.read(file, limits: .default, pipelined: false, handingOverTo: StreamedLists(offeringFixesIn: file))
        var counts = (joined: 0, straight: 0)
        for offset in file.bytes.indices where offset == 0 || file.bytes[offset - 1] == UInt8(ascii: "\n") {
            guard let point = YAMLSplit.point(in: file.bytes, cuttingAtOrAfter: offset), point.split == offset else { continue }
            let (read, joined) = YAMLSplit.read(file, cuttingAtOrAfter: offset, handingOverTo: StreamedLists(offeringFixesIn: file))
            if joined { counts.joined += 1 } else { counts.straight += 1 }
            #expect(read.root.map(YAMLEventPipeTests.dump) == straight.root.map(YAMLEventPipeTests.dump), "cut at byte \(offset)", sourceLocation: sourceLocation)
            #expect(read.diagnostics == straight.diagnostics, "cut at byte \(offset)", sourceLocation: sourceLocation)
        }
        #expect(counts.joined + counts.straight > 0, "the file can be cut somewhere", sourceLocation: sourceLocation)
        PlainFormReadings.expectSameScene(file, sourceLocation: sourceLocation)
        return counts
    }

    static let head = "mapscene: 1\ncanvas: {width: 640, height: 480}\ncamera: {fit: all}\nannotations:\n"
    static let tail = "overlays:\n- {id: line, polyline: [[1, 2], [3, 4]]}\nstyles:\n  s: {stroke: red}\n"

    @Test func theTreeIsTheSameWhereverTheFileIsCut() {
        #expect(Self.expectSameTreeAtEveryCut(Self.head + """
            - {id: a, coordinate: [1, 2], title: A}
            - id: b
              coordinate: [3, 4]
              pin: green
            # a comment between elements

            - {id: c, coordinate: [5, 6], callout: {title: C}}
            - id: d
              coordinate:
              - 7
              - 8
            - {id: e, coordinate: [9, 10]}

            """ + Self.tail).straight == 0)
    }

    @Test func aListIndentedUnderItsKeyAndAListThatEndsTheFileAreCutAlike() {
        let texts = [
            Self.tail + "annotations:\n  - {id: a, coordinate: [1, 2]}\n  - {id: b, coordinate: [3, 4]}\n  - {id: c, coordinate: [5, 6]}\n",
            Self.tail + "annotations:\n- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n- id: c\n  coordinate: [5, 6]",
            Self.head.replacingOccurrences(of: "\n", with: "\r\n") + "- {id: a, coordinate: [1, 2]}\r\n- {id: b, coordinate: [3, 4]}\r\n" + Self.tail,
        ]
        for text in texts { #expect(Self.expectSameTreeAtEveryCut(text).straight == 0) }
    }

    @Test func problemsInBothPartsAreReportedWithTheirFixesAsStraightThrough() {
        #expect(Self.expectSameTreeAtEveryCut("mapscene: 1\nmapscene: 2\n" + Self.head + """
            - {id: a, coordinate: [95, 2], titel: A}
            - {id: b, coordinate: [3, 4], title: x, title: y}
            - {id: a, coordinate: [3, 4], pin: rde}
            - {id: c, coordinate: [north, 4], priority: hihg}
            - {id: line, coordinate: [5, 6]}
            """ + "\n" + Self.tail + "styles:\n  t: {stroke: red}\n").straight == 0)
    }

    /// Files whose lines say they can be cut where they cannot, or whose parts cannot be joined
    /// (at every cut, or at the one that follows the `‸`).
    static let filesReadStraightThrough = [
        // An anchor or an alias in the second part.
        head + "- &p {id: a, coordinate: [1, 2]}\n- *p\n- {id: b, coordinate: &c [3, 4]}\n- {id: c, coordinate: *c}\n" + tail,
        // Entries of annotations from a file, numbered by their index.
        head + "- {id: a, coordinate: [1, 2]}\n- {from: places.csv, title: \"{name}\"}\n- {from: more.csv}\n" + tail,
        // A quoted title over two lines, the second like an element's.
        head + "- {id: a, coordinate: [1, 2], title: \"two\n‸- lines\"}\n- {id: b, coordinate: [3, 4]}\n" + tail,
        // A flow mapping over lines, one of them like an element's.
        head + "- {id: a, coordinate: [1, 2],\n‸- title: x}\n- {id: b, coordinate: [3, 4]}\n" + tail,
        // A flow mapping left open before the cut and closed after the list: what the second
        // part holds is in it, an error.
        head + "- {id: a, coordinate: [1, 2]\n‸- {id: b, coordinate: [3, 4]}\n}\n" + tail,
        head + "- {id: a, coordinate: [1, 2], title: x\n‸- {id: b, coordinate: [3, 4]}\n  }\n" + tail,
        // A syntax error in either part.
        head + "- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]\n- {id: c, coordinate: [5, 6]}\n" + tail,
        head + "- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n" + tail + "oops: [\n",
        // An element after the list's last at a deeper column (a syntax error).
        head + "- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n  - {id: c, coordinate: [5, 6]}\n" + tail,
        // Nested too deeply in the second part.
        head + "- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4], callout: " + String(repeating: "[", count: 62)
            + String(repeating: "]", count: 62) + "}\n" + tail,
    ]

    @Test(arguments: filesReadStraightThrough.indices)
    func aFileThatCannotBeCutWhereItsLinesSayIsReadStraightThrough(_ index: Int) throws {
        let text = Self.filesReadStraightThrough[index]
        let counts = Self.expectSameTreeAtEveryCut(text.replacingOccurrences(of: "‸", with: ""))
        if let mark = text.utf8.firstIndex(of: 0xE2) {
            let file = SourceFile(path: "scene.yaml", text: text.replacingOccurrences(of: "‸", with: ""))
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: mark)
            #expect(YAMLSplit.point(in: file.bytes, cuttingAtOrAfter: offset)?.split == offset)
            #expect(!YAMLSplit.read(file, cuttingAtOrAfter: offset, handingOverTo: StreamedLists(offeringFixesIn: file)).joined)
        } else {
            #expect(counts.joined == 0)
        }
    }

    static let oddFilesCutAlike = [
        // A title left empty at the end of an element.
        head + "- id: a\n  coordinate: [1, 2]\n  title:\n- id: b\n  coordinate: [3, 4]\n  title:\n" + tail,
        // A second document, and a second annotations key, after the list.
        head + "- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n---\nmapscene: 2\n",
        head + "- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\nannotations:\n- {id: c, coordinate: [5, 6]}\n",
        // An element whose mapping starts on the line after its `-`; elements that are not
        // annotations.
        head + "- {id: a, coordinate: [1, 2]}\n-\n  {id: b, coordinate: [3, 4]}\n- {id: c, coordinate: [5, 6]}\n" + tail,
        head + "- {id: a, coordinate: [1, 2]}\n- [nested, list]\n- 3\n- {id: b, coordinate: [3, 4]}\n" + tail,
    ]

    @Test(arguments: oddFilesCutAlike)
    func oddFilesReadAlikeWhereverTheyAreCut(_ text: String) {
        #expect(Self.expectSameTreeAtEveryCut(text).joined > 0)
    }

    @Test func aFileIsCutWhereTheTwoPartsTakeAboutAsLong() throws {
        let annotations = (0..<20_000).map { "- {id: p\($0), coordinate: [\(Double($0 % 80) + 0.5), -122.25], title: Pin \($0)}" }
        let points = (0..<20_000).map { "  - [\(Double($0 % 80) + 0.25), -122.5]" }
        let text = Self.head + annotations.joined(separator: "\n") + "\noverlays:\n- id: line\n  polyline:\n" + points.joined(separator: "\n") + "\n"
        let bytes = Array(text.utf8)
        let point = try #require(YAMLSplit.point(in: bytes))
        // The second part's bytes and lines weigh half of the file's, what follows the list
        // weighed `restCost` times as much.
        func work(_ bytes: ArraySlice<UInt8>) -> Double {
            Double(bytes.count + YAMLSplit.lineWork * bytes.count { $0 == UInt8(ascii: "\n") })
        }
        let secondPart = work(bytes[point.split..<point.listEnd])
        let whole = work(bytes[..<point.listEnd]) + YAMLSplit.restCost * work(bytes[point.listEnd...])
        #expect(abs(secondPart / whole - 0.5) < 0.01)
        #expect(bytes[point.split] == UInt8(ascii: "-") && bytes[point.split - 1] == UInt8(ascii: "\n"))
        #expect(point.elements == 20_000)
        #expect(point.elementsAfterSplit == annotations.count - bytes[..<point.split].count { $0 == UInt8(ascii: "\n") } + 4)
        // Read in two parts there, to what decoding its tree gives.
        let file = SourceFile(path: "big.yaml", text: text)
        let straight = Pipeline.parseAndDecode(file, streaming: false)
        let cut = Pipeline.parseAndDecode(file, splittingAfter: point.split)
        #expect(YAMLSplit.read(file, cuttingAtOrAfter: point.split, handingOverTo: StreamedLists(offeringFixesIn: file)).joined)
        #expect(cut.decoded == straight.decoded)
        #expect(cut.diagnostics == straight.diagnostics)
    }

    @Test(arguments: [
        "mapscene: 1\nannotations: [{id: a, coordinate: [1, 2]}, {id: b, coordinate: [3, 4]}]\n",
        "mapscene: 1\noverlays:\n- {id: a, polyline: [[1, 2], [3, 4]]}\n- {id: b, polyline: [[1, 2], [3, 4]]}\n",
        "%YAML 1.1\n---\nannotations:\n- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n",
        "mapscene: 1\rannotations:\n- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n",
        "title: \"a\u{2028}b\"\nannotations:\n- {id: a, coordinate: [1, 2]}\n- {id: b, coordinate: [3, 4]}\n",
        "annotations:\n- {id: a, coordinate: [1, 2]}\n",
        "annotations:\n  a: b\n- {id: b, coordinate: [3, 4]}\n",
    ])
    func aFileWithoutARootListOfAnnotationsInBlockStyleOrWithOddLinesIsNotCut(_ text: String) {
        #expect(YAMLSplit.point(in: Array(text.utf8), cuttingAtOrAfter: 0) == nil)
    }
    @Test(arguments: ["\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func aLineBreakOtherThanLFOrCRLFBeforeTheListsEndKeepsAFileWhole(_ lineBreak: String) {
        // Before the list, and in its last element: libyaml would count the lines differently.
        let element = "- {id: a, coordinate: [1, 2]}\n"
        for text in [
            "title: \"a\(lineBreak)b\"\nannotations:\n" + element + element,
            "annotations:\n" + element + "- {id: b, title: \"a\(lineBreak)b\", coordinate: [3, 4]}\n",
        ] {
            #expect(YAMLSplit.point(in: Array(text.utf8), cuttingAtOrAfter: 0) == nil, "\(text.debugDescription)")
        }
        // CR LF is counted as libyaml counts it.
        let crlf = "title: t\r\nannotations:\r\n" + element + element
        #expect(YAMLSplit.point(in: Array(crlf.utf8), cuttingAtOrAfter: 0) != nil)
    }
}
