/// What a terminal answered to mapc's graphics query: the kitty graphics query (image id
/// ``kittyQueryID``), the cell size in pixels (`CSI 16 t`) and the primary device attributes
/// (`CSI c`), which every terminal answers, and answers last.
package struct TerminalAnswers: Sendable, Equatable {
    /// The image id of the kitty query.
    package static let kittyQueryID = 31

    /// The query, in the order the answers come back: kitty's query action for a 1 × 1 RGB image
    /// (answered only by terminals that speak the protocol), the cell size, then the device
    /// attributes.
    package static let query = "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"

    /// Whether the terminal answered the kitty query with `OK`.
    package var kittyGraphics = false
    /// The parameters of the primary device attributes answer (`CSI ? 62 ; 4 ; 22 c`); nil when
    /// none came.
    package var deviceAttributes: [Int]?
    /// The cell size of the `CSI 6 ; height ; width t` answer; nil when none came or it was
    /// out of range.
    package var cellSize: CellPixels?

    /// Answers from nothing: what a terminal that said nothing gave.
    package init() {}

    /// The answers among `bytes` (what the terminal wrote back, with anything the user typed
    /// meanwhile between them).
    package init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "_"):
                guard let end = Self.stringTerminator(in: bytes, from: index + 2) else { return }
                readKitty(bytes[(index + 2)..<end])
                index = end
            case UInt8(ascii: "["):
                guard let end = bytes[(index + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else { return }
                readControlSequence(Array(bytes[(index + 2)..<end]), final: bytes[end])
                index = end + 1
            default:
                index += 1
            }
        }
    }

    /// Whether `bytes` hold the device attributes answer: the last answer, after which no more
    /// is waited for.
    package static func isComplete(_ bytes: [UInt8]) -> Bool {
        TerminalAnswers(parsing: bytes).deviceAttributes != nil
    }

    /// The index of the `ESC \` (or BEL) ending the string that starts at `start`.
    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x07 { return index }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }

    /// `G i=31;OK`: the kitty query's answer.
    private mutating func readKitty(_ body: ArraySlice<UInt8>) {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("G"), let semicolon = text.firstIndex(of: ";") else { return }
        let keys = text[text.index(after: text.startIndex)..<semicolon].split(separator: ",")
        if keys.contains("i=\(Self.kittyQueryID)"), text[text.index(after: semicolon)...] == "OK" { kittyGraphics = true }
    }

    /// `? 62 ; 4 c` (device attributes) and `6 ; h ; w t` (cell size).
    private mutating func readControlSequence(_ parameters: [UInt8], final: UInt8) {
        let text = String(decoding: parameters, as: UTF8.self)
        if final == UInt8(ascii: "c"), text.hasPrefix("?") {
            deviceAttributes = text.dropFirst().split(separator: ";", omittingEmptySubsequences: false).compactMap { Int($0) }
        } else if final == UInt8(ascii: "t") {
            let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            if numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2] {
                cellSize = CellPixels(width: width, height: height)
            }
        }
    }

    /// Whether the device attributes list sixel graphics (attribute 4).
    package var sixel: Bool { deviceAttributes?.contains(4) ?? false }
}
