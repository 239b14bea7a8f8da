import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneSyntax

/// Cell widths from the generated Unicode table, and text made safe for cells.
@Suite struct TerminalTextTests {
    static func width(_ scalar: Unicode.Scalar) -> Int { TerminalText.width(of: scalar) }

    @Test func widthsComeFromTheUnicodeTable() {
        #expect(CellWidthTable.unicodeVersion == "15.0.0")
        #expect(Self.width("a") == 1)
        #expect(Self.width("é") == 1)
        #expect(Self.width("\u{0301}") == 0)  // combining acute accent
        #expect(Self.width("\u{200D}") == 0)  // zero width joiner
        #expect(Self.width("\u{00AD}") == 0)  // soft hyphen
        #expect(Self.width("\u{1160}") == 0)  // Hangul medial vowel filler
        #expect(Self.width("中") == 2)
        #expect(Self.width("가") == 2)
        #expect(Self.width("カ") == 2)
        #expect(Self.width("ｶ") == 1)  // halfwidth katakana
        #expect(Self.width("Ａ") == 2)  // fullwidth A
        #expect(Self.width("😀") == 2)
        #expect(Self.width("\u{3400}") == 2)  // CJK extension A
        #expect(Self.width("\u{2FFFD}") == 2)  // unassigned in plane 2 defaults to wide
        #expect(Self.width("\u{302A}") == 0)  // a wide combining mark counts as combining
        #expect(Self.width("─") == 1)  // ambiguous: narrow outside CJK locales
        #expect(Self.width("⣿") == 1)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [CellWidthTable.zero, CellWidthTable.wide] {
            #expect(table.count % 2 == 0)
            for i in stride(from: 0, to: table.count, by: 2) {
                #expect(table[i] <= table[i + 1])
                if i >= 2 { #expect(table[i - 1] < table[i]) }
            }
        }
    }

    @Test func controlsAndBidiControlsAreStripped() {
        for v: UInt32 in [
            0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9B, 0x9D, 0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x2028,
        ] {
            #expect(TerminalText.isStripped(Unicode.Scalar(v)!), "U+\(String(v, radix: 16))")
        }
        #expect(!TerminalText.isStripped("\t"))
        #expect(TerminalText.sanitize("a\u{1B}[31mb\u{202E}c") == "a[31mbc")
    }

    @Test func cellTextKeepsOneBaseAndItsMarksPerCluster() {
        #expect(TerminalText.cellText("e\u{0301}") == "e\u{0301}")
        #expect(TerminalText.cellText("a\tb\nc\r\nd") == "a b c d")
        #expect(TerminalText.cellText("\u{0301}x") == "x")
        #expect(TerminalText.cellText("👨\u{200D}👩\u{200D}👧!") == "👨!")
        #expect(TerminalText.cellText("\u{1B}]0;t\u{07}") == "]0;t")
        #expect(TerminalText.cellText("soft\u{00AD}hyphen\u{200B}") == "softhyphen")
        #expect(TerminalText.cellWidth("東京 e\u{0301}") == 6)
    }

    @Test func cellPrefixCutsWithAnEllipsisWithinTheWidth() {
        #expect(TerminalText.cellPrefix("Fun awaits", width: 20) == "Fun awaits")
        #expect(TerminalText.cellPrefix("Fun awaits", width: 5) == "Fun …")
        #expect(TerminalText.cellPrefix("東京タワー", width: 6) == "東京…")
        #expect(TerminalText.cellWidth(TerminalText.cellPrefix("東京タワー", width: 4)) <= 4)
        #expect(TerminalText.cellPrefix("abc", width: 0) == "")
    }
}

/// The committed width table is what the script makes of the installed Unicode data.
@Suite struct CellWidthTableTests {
    static let unicodeData = "/usr/share/unicode"
    static var canRegenerate: Bool {
        FileManager.default.fileExists(atPath: unicodeData + "/EastAsianWidth.txt")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    }

    @Test(.enabled(if: canRegenerate, "needs python3 and Debian's unicode-data"))
    func theCommittedTableMatchesTheScript() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let committed = root.appendingPathComponent("Sources/MapSceneBase/Diagnostics/CellWidthTable.swift")
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-cell-widths-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            root.appendingPathComponent("Scripts/generate/generate-cell-widths.py").path, Self.unicodeData, fresh.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try Data(contentsOf: fresh) == Data(contentsOf: committed), "run Scripts/generate/generate-cell-widths.py")
    }
}
