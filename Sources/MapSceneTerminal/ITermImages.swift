import Foundation

/// iTerm2's inline images: `ESC ] 1337 ; File=keys : base64 BEL`.
package enum ITermImages {
    /// The escape drawing `png` at the cursor, in `columns` × `rows` cells with its aspect kept
    /// (`preserveAspectRatio=1`); the cursor moves past it as past text.
    package static func place(png: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(max(columns, 1));height=\(max(rows, 1));preserveAspectRatio=1:"
            + Data(png).base64EncodedString() + "\u{07}"
    }
}
