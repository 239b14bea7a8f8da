/// The way a line of text runs, as a renderer's bidirectional algorithm starts it: from its first
/// letter.
package enum TextDirection: Sendable, Equatable {
    case leftToRight
    case rightToLeft

    /// The direction of `text`'s first letter: right to left for Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and the other right-to-left scripts, left to right for any other letter, and for text
    /// with no letter.
    package init(of text: String) {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            self = Self.rightToLeftScripts.contains { $0.contains(scalar.value) } ? .rightToLeft : .leftToRight
            return
        }
        self = .leftToRight
    }

    /// The blocks of the right-to-left scripts: Hebrew to Arabic Extended-A, the Hebrew and
    /// Arabic presentation forms, and the right-to-left ranges of the supplementary planes.
    private static let rightToLeftScripts: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
}
