/// A scene file's name and text, kept so diagnostics can show the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it.
    public var path: String
    /// The file's bytes as read.
    public var bytes: [UInt8]
    /// The syntax the text is in when it was chosen rather than implied by the name (standard
    /// input, `--syntax`); nil: by the name. `syntax` is the one to read.
    public var declaredSyntax: SceneSyntax?

    /// Creates a source file from its path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of the 1-based `line`, without its line break, decoded leniently.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count, current < number {
            if bytes[index] == UInt8(ascii: "\n") {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == number, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var slice = bytes[start..<end]
        if slice.last == UInt8(ascii: "\r") { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
