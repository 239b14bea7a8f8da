import Foundation
import Testing
@testable import MapScene

@Suite struct DiagnosticPrinterTests {
    func at(_ line: Int, _ column: Int, to endLine: Int? = nil, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: line, column: column), end: SourceLocation(line: endLine ?? line, column: endColumn))
    }

    let scene = SourceFile(path: "scene.yaml", text: """
        mapscene: 1
        canvas: {width: 800, hieght: 600}
        camera:
          pitch: 95
        """)

    @Test func errorWithRangeAndUnlocatedNote() {
        let d = Diagnostic.error("unknown key 'hieght'", at: at(2, 22, 28), rule: "unknown-key", notes: [DiagnosticNote("did you mean 'height'")])
        #expect(DiagnosticPrinter(colors: false).render([d], in: scene) == """
            scene.yaml:2:22: error: unknown key 'hieght' [unknown-key]
            canvas: {width: 800, hieght: 600}
                                 ^~~~~~
            note: did you mean 'height'

            """)
    }

    @Test func warningWithLocatedNoteAndFileWideError() {
        let warning = Diagnostic.warning("pitch 95 is clamped to 80", at: at(4, 10, 12), rule: "camera-pitch",
                                         notes: [DiagnosticNote("the camera starts here", at: at(3, 1, 7))])
        let fileWide = Diagnostic.error("the file is empty", at: nil, rule: "empty-file")
        #expect(DiagnosticPrinter(colors: false).render([fileWide, warning], in: scene) == """
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
        #expect(DiagnosticPrinter(colors: false).render([pastEnd, multiLine, missingLine], in: scene) == """
            scene.yaml:4:12: error: expected a value [syntax]
              pitch: 95
                       ^
            scene.yaml:3:1: error: bad camera [camera]
            camera:
            ^
            scene.yaml:40:1: error: odd [x]

            """)
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
        let d = Diagnostic.error("bad \(evil) value", at: at(1, 6, 8), rule: "r\(evil)",
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
        #expect(DiagnosticPrinter(colors: true).render([d], in: scene) == """
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
            ("a.yaml", .error("unknown key \"hieght\"", at: at(2, 22, 28), rule: "unknown-key",
                              notes: [DiagnosticNote("did you mean 'height'"), DiagnosticNote("declared\there", at: at(1, 1, 2))])),
            ("dir\\b.mapscene", .warning("bell\u{07} and esc\u{1B} and é", at: nil, rule: "odd")),
        ]
        #expect(DiagnosticJSON.encode(items) == #"""
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
