/// The size of the terminal area a map is drawn into, in character cells.
public struct TermSize: Sendable, Equatable, CustomStringConvertible {
    /// Columns.
    public var columns: Int
    /// Rows (lines).
    public var rows: Int

    /// Creates a size; both sides are at least 1.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }

    /// Parses `COLSxROWS` (`100x30`); nil when malformed or out of 1...10000.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...10_000).contains(columns), (1...10_000).contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    /// `COLSxROWS`.
    public var description: String { "\(columns)x\(rows)" }

    /// The classic 80 × 24 terminal.
    public static let standard = TermSize(columns: 80, rows: 24)
}

/// How the terminal renderer turns cells into characters.
public enum TermMode: String, Sendable, CaseIterable {
    /// Braille patterns: 2 × 4 dots per cell, one foreground color per cell.
    case braille
    /// Upper half blocks: two pixels per cell, each with its own color.
    case halfblock
    /// Plain ASCII: one sample per cell, lines drawn with `- | / \`.
    case ascii
}

/// How many colors the terminal shows.
public enum ColorDepth: String, Sendable, CaseIterable, Comparable {
    /// No color at all: the output holds no escape sequence.
    case none
    /// The 16 ANSI colors (SGR 30–37, 90–97 and their backgrounds).
    case ansi16
    /// The xterm 256-color palette (SGR 38;5;n).
    case ansi256
    /// 24-bit color (SGR 38;2;r;g;b).
    case truecolor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Settings of the terminal backend.
public struct TermOptions: Sendable, Equatable {
    /// The whole area to draw into, the title line included.
    public var size: TermSize
    /// How cells become characters.
    public var mode: TermMode
    /// The colors written.
    public var colors: ColorDepth

    /// Creates options.
    public init(size: TermSize = .standard, mode: TermMode = .braille, colors: ColorDepth = .none) {
        self.size = size
        self.mode = mode
        self.colors = colors
    }
}
