import MapSceneSyntax

/// A glob of the `ignore:` list of a lint configuration, matched against paths relative to the
/// configuration's folder with `/` between names: `*` matches any run of characters within one
/// name, `?` one character within a name, and `**` as a whole name any number of folders (none
/// included). A glob that matches a folder ignores everything under it, so `generated` and
/// `generated/**` say the same. A leading `./` is dropped.
package struct IgnorePattern: Sendable, Equatable, CustomStringConvertible {
    /// The glob as written.
    package let glob: String
    private let names: [String]

    /// Creates a pattern from its glob.
    package init(_ glob: String) {
        self.glob = glob
        var trimmed = Substring(glob)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        names = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    package var description: String { glob }

    /// True when `relativePath` or one of the folders it is in matches the glob.
    package func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !names.isEmpty else { return false }
        for count in stride(from: path.count, through: 1, by: -1) where Self.match(names[...], path[..<count]) {
            return true
        }
        return false
    }

    /// Matches glob names against path names, `**` standing for any number of path names.
    private static func match(_ glob: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        if first == "**" {
            let rest = glob.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = path.first, matchName(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...]) else {
            return false
        }
        return match(glob.dropFirst(), path.dropFirst())
    }

    /// Matches one name against a glob name of `*`, `?` and literal characters.
    private static func matchName(_ glob: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = glob.first else { return name.isEmpty }
        switch first {
        case "*":
            var remaining = name
            while true {
                if matchName(glob.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !name.isEmpty && matchName(glob.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(glob.dropFirst(), name.dropFirst())
        }
    }
}
