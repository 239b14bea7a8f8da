/// The entries of one block (or of the file's top level) as they are parsed: keeps file order and
/// finds repeated keys, by a linear scan while the block is small and through an index beyond.
package struct DSLMappingBuilder {
    package private(set) var entries: [SyntaxEntry] = []
    private var index: [String: Int] = [:]

    /// Up to this many keys, duplicates are found by a linear scan.
    private static let linearKeyLimit = 8
    /// The room a block's entries get with their first: an id, a coordinate, a title and a look.
    private static let firstCapacity = 4

    /// Where `key` already is, if it is.
    package func position(of key: String) -> Int? {
        if index.isEmpty {
            return entries.firstIndex { $0.key == key }
        }
        return index[key]
    }

    /// Appends `entry`, or returns the entry that already has its key (and appends nothing).
    package mutating func add(_ entry: SyntaxEntry) -> SyntaxEntry? {
        if let existing = position(of: entry.key) { return entries[existing] }
        // Room for an annotation's usual entries at once, instead of growing one by one.
        if entries.isEmpty { entries.reserveCapacity(Self.firstCapacity) }
        entries.append(entry)
        if !index.isEmpty {
            index[entry.key] = entries.count - 1
        } else if entries.count > Self.linearKeyLimit {
            for (position, entry) in entries.enumerated() { index[entry.key] = position }
        }
        return nil
    }

    /// Replaces the value of the entry at `position`.
    package mutating func setValue(_ value: SyntaxNode, at position: Int) {
        entries[position].value = value
    }
}
