import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// What reaches the terminal: widths, escape sequences and hostile text.
@Suite struct TerminalOutputTests {
    /// A scene whose texts try to send escape sequences: OSC (window title, hyperlink), CSI
    /// (clear screen, alternate screen, blink), C1 CSI, DEL, BEL and bidi overrides, beside wide
    /// characters, combining marks, emoji and a tab.
    static let hostileScene = #"""
        mapscene: 1
        title: "Evil \e]0;pwned\a title \e[2J\e[31m red \x9b31m c1 \u202Eevil\u2066 bidi \x7f del 東京タワー \e"
        description: "\e[6n"
        canvas: {width: 400, height: 300}
        camera: {center: [35.6586, 139.7454], distance: 1000m}
        annotations:
          - id: tower
            coordinate: [35.6586, 139.7454]
            title: "\e[5m東京\e]8;;http://x\e\\タワー\u0007"
            subtitle: "\x1b[?1049h subtitle\r\nsecond line"
            pin: red
            callout: {shown: true, right: info}
          - id: other
            coordinate: [35.655, 139.74]
            title: "e\u0301 cafe\u0301 \U0001F600 emoji \t tab \U0001F468\u200D\U0001F469\u200D\U0001F467 family"
            dot: {color: blue, radius: 5}
          - id: wide
            coordinate: [35.662, 139.75]
            title: "中文标签中文标签中文标签中文标签中文标签中文标签中文标签中文标签"
            marker: {glyph: "\e[7m", color: green}
        overlays:
          - id: zone
            circle: {center: [35.6586, 139.7454], radius: 200m}
            title: "\u009d8;;evil\u009c zone \u200F"
        """#

    static func hostileList() throws -> RenderList {
        let result = Pipeline.compile(SourceFile(path: "hostile.yaml", text: hostileScene), directory: ".")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.renderList)
    }

    static func lists() throws -> [(String, RenderList)] {
        try Examples.names.map { ($0, try #require(try Examples.compile($0).renderList)) }
            + [("hostile", try hostileList()), ("sample", TerminalSample.list)]
    }

    static let sizes = [
        TermSize(columns: 100, rows: 30), TermSize(columns: 41, rows: 13), TermSize(columns: 7, rows: 5),
        TermSize(columns: 1, rows: 1),
    ]

    @Test func everyLineFitsTheRequestedSize() throws {
        for (name, list) in try Self.lists() {
            for size in Self.sizes {
                for mode in TermMode.allCases {
                    for colors in [ColorDepth.none, .truecolor] {
                        let output = TerminalBackend.render(list, options: TermOptions(size: size, mode: mode, colors: colors))
                        let lines = TerminalOutput.strippingSGR(output).split(separator: "\n", omittingEmptySubsequences: false)
                            .dropLast()
                        #expect(lines.count <= size.rows, "\(name) \(size) \(mode): \(lines.count) lines")
                        for line in lines {
                            #expect(
                                TerminalOutput.displayWidth(line) <= size.columns, "\(name) \(size) \(mode) \(colors): \(line)")
                        }
                    }
                }
            }
        }
    }

    @Test func withoutColorsThereIsNoEscapeByte() throws {
        for (name, list) in try Self.lists() {
            for mode in TermMode.allCases {
                let output = TerminalBackend.render(
                    list, options: TermOptions(size: TermSize(columns: 100, rows: 30), mode: mode, colors: .none))
                #expect(!output.utf8.contains(0x1B), "\(name) \(mode)")
                #expect(TerminalOutput.forbiddenScalars(in: output).isEmpty, "\(name) \(mode)")
            }
        }
    }

    @Test func hostileTextOnlyEverProducesSGRCodes() throws {
        let list = try Self.hostileList()
        for mode in TermMode.allCases {
            for colors in ColorDepth.allCases {
                let output = TerminalBackend.render(
                    list, options: TermOptions(size: TermSize(columns: 100, rows: 30), mode: mode, colors: colors))
                let sequences = TerminalOutput.escapeSequences(in: output)
                #expect(
                    sequences.allSatisfy(TerminalOutput.isSGR),
                    "\(mode) \(colors): \(sequences.filter { !TerminalOutput.isSGR($0) })")
                #expect(TerminalOutput.forbiddenScalars(in: output).isEmpty, "\(mode) \(colors)")
                #expect(colors != .none || sequences.isEmpty)
            }
        }
        let commands = TerminalBackend.commands(list, size: TermSize(columns: 100, rows: 30))
        #expect(!commands.utf8.contains(0x1B))
        #expect(TerminalOutput.forbiddenScalars(in: commands).isEmpty)
        // The text itself survives, without its controls.
        #expect(commands.contains("title \"Evil ]0;pwned title [2J[31m red 31m c1 evil bidi  del 東京タワー\""))
    }

    @Test func truecolorWrites24BitCodes() throws {
        let list = try #require(try Examples.compile("tepusquet").renderList)
        let output = TerminalBackend.render(
            list, options: TermOptions(size: TermSize(columns: 100, rows: 30), colors: .truecolor))
        #expect(output.contains("\u{1B}[38;2;52;199;89m●"))
        #expect(output.contains("48;2;244;241;234"))
        #expect(TerminalOutput.escapeSequences(in: output).allSatisfy(TerminalOutput.isSGR))
        // Every line ends with the colors reset.
        for line in output.split(separator: "\n") where line.contains("\u{1B}") {
            #expect(line.hasSuffix("\u{1B}[0m"))
        }
    }

    @Test func paletteDepthsWriteTheirOwnCodes() throws {
        let list = try #require(try Examples.compile("route").renderList)
        let options = { (depth: ColorDepth) in TermOptions(size: TermSize(columns: 100, rows: 30), colors: depth) }
        let palette = TerminalBackend.render(list, options: options(.ansi256))
        #expect(palette.contains("38;5;"))
        #expect(!palette.contains("38;2;"))
        let sixteen = TerminalBackend.render(list, options: options(.ansi16))
        let codes = TerminalOutput.escapeSequences(in: sixteen).flatMap {
            $0.dropFirst(2).dropLast().split(separator: ";").map { Int($0)! }
        }
        #expect(!codes.isEmpty)
        #expect(
            codes.allSatisfy {
                [0, 1].contains($0) || (30...37).contains($0) || (40...47).contains($0) || (90...97).contains($0)
                    || (100...107).contains($0)
            })
    }

    @Test func theTitleIsTheFirstLineAndBold() throws {
        let list = try #require(try Examples.compile("moscone").renderList)
        let plain = TerminalBackend.render(list, options: TermOptions(size: TermSize(columns: 100, rows: 30)))
        #expect(plain.hasPrefix("Moscone West\n"))
        let colored = TerminalBackend.render(list, options: TermOptions(size: TermSize(columns: 100, rows: 30), colors: .ansi16))
        #expect(colored.hasPrefix("\u{1B}[1mMoscone West\u{1B}[0m\n"))
    }
}
