/// Small questions about text that several stages ask.
extension String {
    /// The string without leading and trailing spaces and tabs.
    package func trimmingSpaces() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// True for a URL: `scheme:...` with a scheme of two or more letters (so `C:` style drive letters
    /// and plain names with colons later on do not count).
    package var isURL: Bool {
        guard let colon = firstIndex(of: ":") else { return false }
        let scheme = self[..<colon]
        return scheme.count >= 2 && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// The string with zeros before it to make `width` characters.
    package func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
