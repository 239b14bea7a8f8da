import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase

@Suite struct DiagnosticPrinterTests {
    func at(_ line: Int, _ column: Int, to endLine: Int? = nil, _ endColumn: Int) -> SourceRange {
        SourceRange(
            start: SourceLocation(line: line, column: column), end: SourceLocation(line: endLine ?? line, column: endColumn))
    }

    let scene = SourceFile(
        path: "scene.yaml",
        text: """
            mapscene: 1
            canvas: {width: 800, hieght: 600}
            camera:
              pitch: 95
            """)

    @Test func errorWithRangeAndUnlocatedNote() {
        let d = Diagnostic.error(
            "unknown key 'hieght'", at: at(2, 22, 28), rule: "unknown-key", notes: [DiagnosticNote("did you mean 'height'")])
        #expect(
            DiagnosticPrinter(colors: false).render([d], in: scene) == """
                scene.yaml:2:22: error: unknown key 'hieght' [unknown-key]
                canvas: {width: 800, hieght: 600}
                                     ^~~~~~
                note: did you mean 'height'

                """)
    }

    @Test func warningWithLocatedNoteAndFileWideError() {
        let warning = Diagnostic.warning(
            "pitch 95 is clamped to 80", at: at(4, 10, 12), rule: "camera-pitch",
            notes: [DiagnosticNote("the camera starts here", at: at(3, 1, 7))])
        let fileWide = Diagnostic.error("the file is empty", at: nil, rule: "empty-file")
        #expect(
            DiagnosticPrinter(colors: false).render([fileWide, warning], in: scene) == """
                scene.yaml: error: the file is empty [empty-file]
                scene.yaml:4:10: warning: pitch 95 is clamped to 80 [camera-pitch]
                  pitch: 95
                         ^~
                scene.yaml:3:1: note: the camera starts here
                camera:
                ^~~~~~

                """)
    }

    @Test func rangesPastTheLineOrAcrossLines() {
        let pastEnd = Diagnostic.error("expected a value", at: at(4, 12, 20), rule: "syntax")
        let multiLine = Diagnostic.error("bad camera", at: at(3, 1, to: 4, 12), rule: "camera")
        let missingLine = Diagnostic.error("odd", at: at(40, 1, 2), rule: "x")
        #expect(
            DiagnosticPrinter(colors: false).render([pastEnd, multiLine, missingLine], in: scene) == """
                scene.yaml:4:12: error: expected a value [syntax]
                  pitch: 95
                           ^
                scene.yaml:3:1: error: bad camera [camera]
                camera:
                ^~~~~~~
                scene.yaml:40:1: error: odd [x]

                """)
    }

    /// The source line and caret line printed for `range` in `text`.
    func quote(_ text: String, _ range: SourceRange) -> [String] {
        let out = DiagnosticPrinter(colors: false).render(
            [.error("e", at: range, rule: "r")], in: SourceFile(path: "s", text: text))
        return Array(out.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast().map(String.init))
    }

    @Test func everyRangeIsDrawnHeldToItsLine() {
        let text = "a: 1\nbb: 22\n"
        // Past the line's end: the caret just after it, however far the range claims to go.
        #expect(quote(text, at(1, 5, 9)) == ["a: 1", "    ^"])
        #expect(quote(text, at(1, 50, 60)) == ["a: 1", "    ^"])
        #expect(quote(text, at(1, 3, 99)) == ["a: 1", "  ^~"])
        // Across lines: underlined to the end of the first line.
        #expect(quote(text, at(1, 4, to: 2, 3)) == ["a: 1", "   ^"])
        #expect(quote(text, at(1, 1, to: 3, 1)) == ["a: 1", "^~~~"])
        // Ends before it starts, or at column 0 or below: a caret at the start.
        #expect(quote(text, at(2, 3, 1)) == ["bb: 22", "  ^"])
        #expect(quote(text, at(2, 0, 0)) == ["bb: 22", "^"])
        #expect(quote(text, at(2, -5, 2)) == ["bb: 22", "^"])
        // At the end of the file: the empty line after the last break.
        #expect(quote(text, at(3, 1, 2)) == ["", "^"])
        #expect(quote(text, at(3, 7, 8)) == ["", "^"])
        // Past the end of the file: no line to quote.
        #expect(quote(text, at(4, 1, 2)) == [])
        // An empty file has one empty line.
        #expect(quote("", at(1, 1, 2)) == ["", "^"])
        #expect(quote("", at(1, 3, 2)) == ["", "^"])
    }

    @Test func everyKindOfLineBreakEndsALine() {
        for lineBreak in ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            let text = "one" + lineBreak + "two: x" + lineBreak + "three"
            #expect(quote(text, at(2, 6, 7)) == ["two: x", "     ^"], "\(Array(lineBreak.unicodeScalars))")
            #expect(quote(text, at(2, 1, to: 3, 3)) == ["two: x", "^~~~~~"])
            #expect(quote(text, at(3, 1, 6)) == ["three", "^~~~~"])
            #expect(quote(text, at(1, 4, 5)) == ["one", "   ^"])
        }
        // A byte order mark is not part of line 1 and takes no column.
        #expect(quote("\u{FEFF}key: v", at(1, 6, 7)) == ["key: v", "     ^"])
    }

    @Test func rangesAfterTabsAndWideCharactersAndEmoji() {
        // Tabs are copied; CJK and emoji take two cells each, before and inside the range.
        #expect(quote("\t東京: 🗺 x", at(1, 7, 8)) == ["\t東京: 🗺 x", "\t     " + "  ^"])
        #expect(quote("a: 東京🗺 b", at(1, 4, 7)) == ["a: 東京🗺 b", "   ^~~~~"])
        #expect(quote("a: 東京🗺", at(1, 4, 40)) == ["a: 東京🗺", "   ^~~~~"])
        #expect(quote("\t\tk", at(1, 2, 4)) == ["\t\tk", "\t^~"])
    }

    @Test func aLongLineIsQuotedAroundTheCaret() {
        let limit = DiagnosticPrinter.maximumQuotedWidth
        // A line that fits is quoted whole, wherever the caret is.
        let fits = String(repeating: "a", count: limit - 1) + "Z"
        #expect(quote(fits, at(1, limit, limit + 1)) == [fits, String(repeating: " ", count: limit - 1) + "^"])

        // Far into a long line: a third of the window before the caret, the rest after.
        let long = String(repeating: "abcdefghij", count: 1000) + "END"
        let lines = quote(long, at(1, 5001, 5004))
        #expect(lines.count == 2)
        let shown = lines[0]
        #expect(shown.hasPrefix("…") && shown.hasSuffix("…"))
        #expect(shown.unicodeScalars.count == limit + 2)
        let caret = lines[1]
        #expect(caret == String(repeating: " ", count: 1 + limit / 3) + "^~~")
        let caretIndex = shown.index(shown.startIndex, offsetBy: 1 + limit / 3)
        #expect(shown[caretIndex...].hasPrefix("abc"))

        // At the start and at the end of a long line: one ellipsis.
        #expect(quote(long, at(1, 1, 2))[0].hasSuffix("…"))
        #expect(!quote(long, at(1, 1, 2))[0].hasPrefix("…"))
        let atEnd = quote(long, at(1, 10_003, 10_004))
        #expect(atEnd[0].hasPrefix("…") && atEnd[0].hasSuffix("END"))
        #expect(atEnd[1] == String(repeating: " ", count: limit) + "^")
        #expect(atEnd[0].unicodeScalars.count == limit + 1)

        // Wide characters count two cells towards the window.
        let wide = String(repeating: "東", count: 1000)
        let wideLines = quote(wide, at(1, 500, 501))
        #expect(wideLines[0].unicodeScalars.count == limit / 2 + 2)
        #expect(wideLines[1] == String(repeating: " ", count: 1 + 2 * (limit / 3 / 2)) + "^~")
    }

    @Test func manyDiagnosticsOnOneLongLineAreAllQuoted() {
        // Columns looked up in order along one line, then one before them.
        let line = String(repeating: "x, ", count: 20_000)
        let file = SourceFile(path: "s", text: "k: [" + line + "]\n")
        var diagnostics = (0..<2000).map { Diagnostic.error("e", at: at(1, 5 + 3 * $0 * 10, 6 + 3 * $0 * 10), rule: "r") }
        diagnostics.append(.error("e", at: at(1, 5, 6), rule: "r"))
        let out = DiagnosticPrinter(colors: false).render(diagnostics, in: file)
        let printed = out.split(separator: "\n")
        #expect(printed.count == 3 * 2001)
        for index in stride(from: 2, to: printed.count, by: 3) {
            let shown = printed[index - 1], caret = printed[index]
            let column = caret.unicodeScalars.count - 1
            #expect(Array(shown.unicodeScalars)[column] == "x")
        }
    }

    @Test func caretAfterMultibyteAndWideCharacters() {
        // é is two UTF-8 bytes; 東京 are three bytes and two terminal cells each; the tab stays a tab.
        let file = SourceFile(path: "t.yaml", text: "\ttitle: Café 東京 x: 1\n")
        let d = Diagnostic.error("unexpected key", at: at(1, 17, 18), rule: "k")
        let out = DiagnosticPrinter(colors: false).render([d], in: file)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "t.yaml:1:17: error: unexpected key [k]")
        #expect(lines[1] == "\ttitle: Café 東京 x: 1")
        #expect(Array(lines[2].unicodeScalars) == Array(("\t" + String(repeating: " ", count: 17) + "^").unicodeScalars))
    }

    @Test func wideCharactersAndCombiningMarksInsideAndBeforeTheRange() {
        // "e\u{301}" is two scalars but one cell; "地図" underlined takes four cells.
        let file = SourceFile(path: "t.yaml", text: "a: e\u{301} 地図\n")
        let d = Diagnostic.error("w", at: at(1, 7, 9), rule: "k")
        let caret = DiagnosticPrinter(colors: false).render([d], in: file).split(separator: "\n")[2]
        #expect(Array(caret.unicodeScalars) == Array("     ^~~~".unicodeScalars))
    }

    @Test func hostileTextCannotReachTheTerminal() {
        let evil = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{7F}\r\u{8}"
        let file = SourceFile(path: "p\u{1B}[1m.yaml", text: "key: \(evil)value\n")
        let d = Diagnostic.error(
            "bad \(evil) value", at: at(1, 6, 8), rule: "r\(evil)",
            notes: [DiagnosticNote("see \(evil)"), DiagnosticNote("here \(evil)", at: at(1, 1, 4))])
        let plain = DiagnosticPrinter(colors: false).render([d], in: file)
        for bad: UInt8 in [0x1B, 0x07, 0x7F, 0x0D, 0x08] {
            #expect(!plain.utf8.contains(bad))
        }
        #expect(!plain.unicodeScalars.contains("\u{9B}"))
        #expect(plain.contains("bad [2J]0;owned31m value"))

        // With colors, the only escapes are the printer's own SGR sequences.
        let colored = DiagnosticPrinter(colors: true).render([d], in: file)
        var stripped = colored
        for code in ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[1;31m", "\u{1B}[1;35m", "\u{1B}[1;36m", "\u{1B}[1;32m"] {
            stripped = stripped.replacingOccurrences(of: code, with: "")
        }
        #expect(!stripped.utf8.contains(0x1B))
        #expect(stripped == plain)
    }

    @Test func colors() {
        let d = Diagnostic.warning("odd", at: at(1, 1, 9), rule: "w", notes: [DiagnosticNote("hint")])
        let e = "\u{1B}["
        #expect(
            DiagnosticPrinter(colors: true).render([d], in: scene) == """
                \(e)1mscene.yaml:1:1: \(e)0m\(e)1;35mwarning: \(e)0m\(e)1modd\(e)0m [w]
                mapscene: 1
                \(e)1;32m^~~~~~~~\(e)0m
                \(e)1;36mnote: \(e)0mhint

                """)
    }

    @Test func nothingToPrint() {
        #expect(DiagnosticPrinter(colors: true).render([], in: scene) == "")
    }

    @Test func json() {
        let items: [(path: String, diagnostic: Diagnostic)] = [
            (
                "a.yaml",
                .error(
                    "unknown key \"hieght\"", at: at(2, 22, 28), rule: "unknown-key",
                    notes: [DiagnosticNote("did you mean 'height'"), DiagnosticNote("declared\there", at: at(1, 1, 2))])
            ),
            ("dir\\b.mapscene", .warning("bell\u{07} and esc\u{1B} and é", at: nil, rule: "odd")),
        ]
        #expect(
            DiagnosticJSON.encode(items) == #"""
                [
                  {
                    "path": "a.yaml",
                    "line": 2,
                    "column": 22,
                    "endLine": 2,
                    "endColumn": 28,
                    "severity": "error",
                    "rule": "unknown-key",
                    "message": "unknown key \"hieght\"",
                    "notes": [
                      {
                        "message": "did you mean 'height'"
                      },
                      {
                        "message": "declared\u0009here",
                        "line": 1,
                        "column": 1
                      }
                    ]
                  },
                  {
                    "path": "dir\\b.mapscene",
                    "severity": "warning",
                    "rule": "odd",
                    "message": "bell\u0007 and esc\u001b and é"
                  }
                ]
                """#)
        #expect(DiagnosticJSON.encode([]) == "[]")
    }
}
