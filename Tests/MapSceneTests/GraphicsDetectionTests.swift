import Testing

@testable import MapSceneTerminal

/// Whether `mapc preview` draws an image, and how: from `--graphics`, the environment and the
/// terminal's answers.
@Suite struct GraphicsDetectionTests {
    static func answers(_ text: String) -> TerminalAnswers {
        TerminalAnswers(parsing: Array(text.utf8))
    }

    @Test func answersAreRead() {
        let kitty = Self.answers("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c")
        #expect(kitty.kittyGraphics && !kitty.sixel)
        #expect(kitty.cellSize == CellPixels(width: 10, height: 20))
        #expect(kitty.deviceAttributes == [62, 22])
        let xterm = Self.answers("\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(!xterm.kittyGraphics && xterm.sixel && xterm.cellSize == nil)
        // A refusal, another image's answer, typed keys between answers, an absurd cell size.
        let odd = Self.answers("ab\u{1B}_Gi=31;EINVAL:bad\u{1B}\\x\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[6;99999;8t\u{1B}[?1;2c")
        #expect(!odd.kittyGraphics && odd.cellSize == nil && odd.deviceAttributes == [1, 2])
        #expect(Self.answers("") == TerminalAnswers())
    }

    @Test func theAnswersAreCompleteWithTheDeviceAttributes() {
        #expect(!TerminalAnswers.isComplete(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t".utf8)))
        #expect(!TerminalAnswers.isComplete(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;2".utf8)))
        #expect(TerminalAnswers.isComplete(Array("\u{1B}[?62;22c".utf8)))
        #expect(TerminalAnswers.query == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
    }

    @Test func theEnvironmentHints() {
        func hint(_ environment: [String: String], tty: Bool = true) -> GraphicsDetection.Hint {
            GraphicsDetection.hint(environment: environment, isTerminal: tty)
        }
        #expect(hint(["TERM": "xterm-kitty"]) == .known(.kitty))
        #expect(hint(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]) == .known(.kitty))
        #expect(hint(["TERM": "xterm-ghostty"]) == .known(.kitty))
        #expect(hint(["TERM_PROGRAM": "ghostty"]) == .known(.kitty))
        #expect(hint(["KONSOLE_VERSION": "230804"]) == .known(.kitty))
        #expect(hint(["TERM_PROGRAM": "iTerm.app"]) == .known(.iterm))
        #expect(hint(["TERM_PROGRAM": "WezTerm"]) == .known(.iterm))
        #expect(hint(["TERM": "xterm-256color"]) == .unknown)
        #expect(hint(["TERM": "xterm-kitty"], tty: false) == .refused)
        #expect(hint(["TERM": "dumb"]) == .refused)
        #expect(hint(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-1000/default,1,0"]) == .refused)
        #expect(hint(["TERM": "screen-256color"]) == .refused)
        #expect(hint(["TERM": "tmux-256color", "TERM_PROGRAM": "iTerm.app"]) == .refused)
    }

    @Test func autoChoosesFromTheHintAndTheAnswers() {
        let kittyOK = Self.answers("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        let sixel = Self.answers("\u{1B}[?62;4;22c")
        let plain = Self.answers("\u{1B}[?62;22c")
        let silent = TerminalAnswers()
        func choose(_ hint: GraphicsDetection.Hint, _ answers: TerminalAnswers) -> GraphicsProtocol? {
            GraphicsDetection.choose(.auto, hint: hint, answers: answers)
        }
        #expect(choose(.unknown, kittyOK) == .kitty)
        #expect(choose(.unknown, sixel) == .sixel)
        #expect(choose(.unknown, plain) == nil)
        #expect(choose(.unknown, silent) == nil)
        #expect(choose(.known(.kitty), silent) == .kitty)
        // A kitty variable leaked into another terminal, which answers without kitty.
        #expect(choose(.known(.kitty), plain) == nil)
        #expect(choose(.known(.kitty), sixel) == .sixel)
        #expect(choose(.known(.iterm), plain) == .iterm)
        #expect(choose(.refused, kittyOK) == nil)
    }

    @Test func aForcedProtocolIsUsedAndNoneAsksNothing() {
        for choice in [GraphicsChoice.kitty, .iterm, .sixel] {
            #expect(GraphicsDetection.choose(choice, hint: .refused, answers: TerminalAnswers()) == choice.forced)
            #expect(GraphicsDetection.asks(choice, hint: .refused))
        }
        #expect(GraphicsDetection.choose(.none, hint: .known(.kitty), answers: Self.answers("\u{1B}_Gi=31;OK\u{1B}\\")) == nil)
        #expect(!GraphicsDetection.asks(.none, hint: .unknown))
        #expect(!GraphicsDetection.asks(.auto, hint: .refused))
        #expect(GraphicsDetection.asks(.auto, hint: .unknown))
    }
}
