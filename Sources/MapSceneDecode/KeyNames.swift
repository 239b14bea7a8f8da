/// A few key names, looked up by their length first and then compared: for the dozen keys of a
/// mapping, quicker than hashing the key a `Set` would need (a third of decoding an overlay).
package struct KeyNames: Sendable {
    /// The names, in the order given.
    package let names: [String]
    /// The names of each UTF-8 length.
    private let byLength: [[String]]

    package init(_ names: [String]) {
        self.names = names
        var byLength = [[String]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names { byLength[name.utf8.count].append(name) }
        self.byLength = byLength
    }

    /// Whether `key` is one of the names.
    package func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        return length < byLength.count && byLength[length].contains(key)
    }
}
