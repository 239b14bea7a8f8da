import Testing

@testable import MapScene
@testable import MapSceneTerminal

/// Color depth detection and nearest-color mapping.
@Suite struct TerminalColorTests {
    static func depth(_ choice: ColorChoice, _ environment: [String: String], tty: Bool = true) -> ColorDepth {
        ColorDetection.depth(choice: choice, environment: environment, isTerminal: tty)
    }

    @Test func autoFollowsTheTerminalAndTheEnvironment() {
        #expect(Self.depth(.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .truecolor)
        #expect(Self.depth(.auto, ["TERM": "xterm", "COLORTERM": "24bit"]) == .truecolor)
        #expect(Self.depth(.auto, ["TERM": "xterm-direct"]) == .truecolor)
        #expect(Self.depth(.auto, ["TERM": "tmux-256color"]) == .ansi256)
        #expect(Self.depth(.auto, ["TERM": "xterm"]) == .ansi16)
        #expect(Self.depth(.auto, [:]) == .ansi16)
        #expect(Self.depth(.auto, ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(Self.depth(.auto, ["TERM": "xterm-256color"], tty: false) == .none)
    }

    @Test func noColorTurnsAutoOffButNotAlways() {
        let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]
        #expect(Self.depth(.auto, environment) == .none)
        #expect(Self.depth(.always, environment, tty: false) == .truecolor)
        // An empty NO_COLOR does not count.
        #expect(Self.depth(.auto, ["TERM": "xterm", "NO_COLOR": ""]) == .ansi16)
    }

    @Test func alwaysAndNever() {
        #expect(Self.depth(.always, [:], tty: false) == .ansi16)
        #expect(Self.depth(.always, ["TERM": "dumb"], tty: false) == .ansi16)
        #expect(Self.depth(.always, ["TERM": "screen-256color"], tty: false) == .ansi256)
        #expect(Self.depth(.never, ["COLORTERM": "truecolor"]) == .none)
    }

    @Test func nearestColorsOfThe256Palette() {
        #expect(TermPalette.nearest256(RGB(red: 255, green: 0, blue: 0)) == 196)
        #expect(TermPalette.nearest256(RGB(red: 255, green: 255, blue: 255)) == 231)
        #expect(TermPalette.nearest256(RGB(red: 0, green: 0, blue: 0)) == 16)
        #expect(TermPalette.nearest256(RGB(red: 128, green: 128, blue: 128)) == 244)
        #expect(TermPalette.nearest256(RGB(red: 0x34, green: 0xC7, blue: 0x59)) == 77)
        // Brute force agrees on a spread of colors.
        let palette: [(Int, RGB)] = (16...255).map { index in
            if index >= 232 {
                let g = UInt8(8 + 10 * (index - 232))
                return (index, RGB(red: g, green: g, blue: g))
            }
            let n = index - 16, levels = TermPalette.cubeLevels
            return (index, RGB(red: levels[n / 36], green: levels[n / 6 % 6], blue: levels[n % 6]))
        }
        for r in stride(from: 0, through: 255, by: 37) {
            for g in stride(from: 3, through: 255, by: 41) {
                for b in stride(from: 7, through: 255, by: 43) {
                    let color = RGB(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
                    let best = palette.map { color.distance(to: $0.1) }.min()!
                    let chosen = palette.first { $0.0 == TermPalette.nearest256(color) }!.1
                    #expect(color.distance(to: chosen) == best, "\(color)")
                }
            }
        }
    }

    @Test func nearestOfTheSixteenColors() {
        #expect(TermPalette.nearest16(RGB(red: 205, green: 0, blue: 0)) == 1)
        #expect(TermPalette.nearest16(RGB(red: 250, green: 250, blue: 250)) == 15)
        #expect(TermPalette.nearest16(RGB(red: 0x00, green: 0x7A, blue: 0xFF)) == 12)
        #expect(TermPalette.parameters(RGB(red: 255, green: 0, blue: 0), background: false, depth: .ansi16) == "91")
        #expect(TermPalette.parameters(RGB(red: 255, green: 0, blue: 0), background: true, depth: .ansi16) == "101")
        #expect(TermPalette.parameters(RGB(red: 1, green: 2, blue: 3), background: true, depth: .truecolor) == "48;2;1;2;3")
        #expect(TermPalette.parameters(RGB(red: 1, green: 2, blue: 3), background: false, depth: .none) == nil)
    }

    @Test func textThatWouldVanishIntoItsBackgroundIsDrawnLightOrDark() {
        let ink = RGB(red: 0x33, green: 0x33, blue: 0x33)
        #expect(CellComposer.legible(ink, on: RGB(red: 0xF4, green: 0xF1, blue: 0xEA)) == ink)
        #expect(CellComposer.legible(ink, on: RGB(red: 0x2C, green: 0x2C, blue: 0x2E)) == RGB(red: 0xF2, green: 0xF2, blue: 0xF7))
        #expect(
            CellComposer.legible(.init(red: 250, green: 250, blue: 250), on: .init(red: 255, green: 255, blue: 255))
                == RGB(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(CellComposer.legible(ink, on: nil) == ink)
        #expect(RGB(red: 0, green: 0, blue: 0).contrast(with: RGB(red: 255, green: 255, blue: 255)) == 21)
    }
}
