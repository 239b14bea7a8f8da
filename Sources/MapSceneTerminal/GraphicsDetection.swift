/// Deciding whether `mapc preview` draws an image, and with which protocol, from `--graphics`,
/// the environment and the terminal's answers to ``TerminalAnswers/query``.
package enum GraphicsDetection {
    /// What the environment alone says about the terminal.
    package enum Hint: Sendable, Equatable {
        /// No image: not a terminal, `TERM=dumb`, or a multiplexer (tmux, screen) that would
        /// swallow or garble the escapes.
        case refused
        /// A terminal known to speak this protocol.
        case known(GraphicsProtocol)
        /// Only the terminal's answers can tell.
        case unknown
    }

    /// The hint of `environment` for a session whose standard input and output are both
    /// terminals (`isTerminal`):
    /// - refused: not a terminal, `TERM=dumb`, `TMUX` set, or `TERM` naming screen or tmux;
    /// - kitty: `TERM=xterm-kitty`, `KITTY_WINDOW_ID`, Ghostty (`TERM_PROGRAM=ghostty`,
    ///   `TERM=xterm-ghostty`), Konsole (`KONSOLE_VERSION`);
    /// - iTerm2's images: `TERM_PROGRAM=iTerm.app` or `WezTerm`, `LC_TERMINAL=iTerm2`.
    package static func hint(environment: [String: String], isTerminal: Bool) -> Hint {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        guard isTerminal, term != "dumb" else { return .refused }
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") || program == "tmux" {
            return .refused
        }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty"
            || program == "ghostty" || environment["KONSOLE_VERSION"] != nil
        {
            return .known(.kitty)
        }
        if program == "iTerm.app" || program == "WezTerm" || environment["LC_TERMINAL"] == "iTerm2" {
            return .known(.iterm)
        }
        return .unknown
    }

    /// Whether `choice` with `hint` asks the terminal: always unless the answer is no image
    /// whatever it says (`none`, or `auto` refused). A forced protocol asks for the cell size.
    package static func asks(_ choice: GraphicsChoice, hint: Hint) -> Bool {
        switch choice {
        case .none: return false
        case .auto: return hint != .refused
        case .kitty, .iterm, .sixel: return true
        }
    }

    /// The protocol to draw with; nil for the cell drawing. A forced protocol is used as
    /// given; `auto` takes, in order:
    /// - nothing when `hint` refuses;
    /// - iTerm2's images when the environment names a terminal that shows them;
    /// - kitty when the terminal answered the kitty query, or the environment names a kitty
    ///   terminal and the terminal answered nothing at all (a slow link);
    /// - sixel when the device attributes list it;
    /// - else nothing.
    package static func choose(_ choice: GraphicsChoice, hint: Hint, answers: TerminalAnswers) -> GraphicsProtocol? {
        if let forced = choice.forced { return forced }
        guard choice == .auto else { return nil }
        switch hint {
        case .refused:
            return nil
        case .known(.iterm):
            return .iterm
        case .known(let known):
            if answers.kittyGraphics || (answers == TerminalAnswers() && known == .kitty) { return .kitty }
        case .unknown:
            if answers.kittyGraphics { return .kitty }
        }
        return answers.sixel ? .sixel : nil
    }
}
