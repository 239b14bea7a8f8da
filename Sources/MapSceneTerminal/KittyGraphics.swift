import Foundation

/// The escapes of kitty's graphics protocol that draw a PNG: `ESC _ G keys ; payload ESC \`.
package enum KittyGraphics {
    /// The most base64 characters a chunk carries: the protocol's limit.
    package static let chunkSize = 4096

    /// The escapes transmitting `png` and placing it at the cursor, scaled to `columns` × `rows`
    /// cells: the PNG (`f=100`) in base64, cut into chunks of at most ``chunkSize`` characters,
    /// every one but the last with `m=1`. The first carries the keys: transmit and display
    /// (`a=T`), no answers (`q=2`, so nothing lands in the shell's input), the image id `id`
    /// when given (a later image of the same id replaces it), and `C=1` when `cursorStays`
    /// (the cursor stays at the image's top left instead of moving past it).
    package static func place(png: [UInt8], columns: Int, rows: Int, id: UInt32? = nil, cursorStays: Bool = false) -> String {
        var keys = "a=T,f=100,q=2"
        if let id { keys += ",i=\(id)" }
        keys += ",c=\(max(columns, 1)),r=\(max(rows, 1))"
        if cursorStays { keys += ",C=1" }
        let payload = Data(png).base64EncodedString()
        var text = ""
        var start = payload.startIndex
        var first = true
        repeat {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex
            text += "\u{1B}_G" + (first ? keys + "," : "") + "m=\(more ? 1 : 0);" + payload[start..<end] + "\u{1B}\\"
            start = end
            first = false
        } while start < payload.endIndex
        return text
    }

    /// The escape deleting the image `id` and its placements, freeing its data; no answer.
    package static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }
}
