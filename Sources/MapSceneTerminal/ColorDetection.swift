/// What the user asked for with `--color`.
package enum ColorChoice: String, Sendable, CaseIterable {
    /// Color when writing to a terminal that is not `dumb` and `NO_COLOR` is not set.
    case auto
    /// Color even when not writing to a terminal, and despite `NO_COLOR`.
    case always
    /// Never color.
    case never
}

/// Deciding how many colors to write from the environment, as terminal programs commonly do.
package enum ColorDetection {
    /// The color depth for `choice`:
    /// - `never`, or `auto` when `NO_COLOR` is set to anything non-empty, the output is not a
    ///   terminal, or `TERM` is `dumb`: none;
    /// - otherwise `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct`: 24-bit;
    ///   a `TERM` naming `256color`: the 256-color palette; anything else: the 16 ANSI colors.
    /// `always` uses the same rules but never goes below 16 colors.
    package static func depth(choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> ColorDepth {
        let term = environment["TERM"] ?? ""
        switch choice {
        case .never:
            return .none
        case .always:
            return max(advertised(environment), .ansi16)
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if !isTerminal || term == "dumb" { return .none }
            return advertised(environment)
        }
    }

    /// What `COLORTERM` and `TERM` say the terminal can show.
    package static func advertised(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let term = (environment["TERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }
}
