/// What the user asked for with `--graphics`.
package enum GraphicsChoice: String, Sendable, CaseIterable {
    /// An image when the environment and the terminal's answers say it shows one (never under
    /// tmux or screen), else the cell drawing.
    case auto
    /// The kitty graphics protocol, whatever the terminal says.
    case kitty
    /// iTerm2's inline images, whatever the terminal says.
    case iterm
    /// Sixel, whatever the terminal says.
    case sixel
    /// The cell drawing.
    case none

    /// The protocol this choice forces; nil for `auto` and `none`.
    package var forced: GraphicsProtocol? {
        switch self {
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .sixel: return .sixel
        case .auto, .none: return nil
        }
    }
}

/// The ways a terminal shows an image.
package enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, Ghostty, Konsole, WezTerm): PNG bytes in APC escapes.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm): PNG bytes in an OSC 1337 escape.
    case iterm
    /// DEC sixel (xterm -ti vt340, foot, mlterm, Windows Terminal…): paletted pixels in a DCS.
    case sixel
}

/// The size of one character cell in pixels.
package struct CellPixels: Sendable, Equatable {
    /// Width in pixels, 1 to ``maximumSide``.
    package var width: Int
    /// Height in pixels, 1 to ``maximumSide``.
    package var height: Int

    /// The largest side taken from a terminal's answer; anything larger is a broken answer.
    package static let maximumSide = 512

    /// A cell of `width` × `height` pixels; nil unless both are between 1 and ``maximumSide``.
    package init?(width: Int, height: Int) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// The cell assumed when the terminal does not say: 8 × 16 pixels.
    package static let assumed = CellPixels(width: 8, height: 16)!
}
