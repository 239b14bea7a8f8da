/// One entry of a PMTiles directory: a tile (or a run of equal tiles), or a leaf directory.
package struct PMTilesEntry: Equatable, Sendable {
    /// The first tile id the entry covers.
    package var tileID: UInt64
    /// Offset of the bytes from the start of the tile data section (for tiles) or of the leaf
    /// directories section (for leaves).
    package var offset: UInt64
    /// Length of the bytes, never 0.
    package var length: UInt64
    /// How many consecutive tile ids share these bytes; 0 for a leaf directory.
    package var runLength: UInt64

    /// True when the entry points at a leaf directory.
    package var isLeaf: Bool { runLength == 0 }
}

/// A PMTiles directory, decoded from its serialization: a varint count, then columns of varints
/// — tile ids as deltas, run lengths, lengths, and offsets where 0 means "right after the previous
/// entry's bytes" and any other value is the offset plus one. (Its varints are protobuf's.)
package struct PMTilesDirectory: Equatable, Sendable {
    /// The entries, in ascending tile id order.
    package let entries: [PMTilesEntry]

    /// The bytes the decoded entries take.
    package var byteCount: Int { entries.count * MemoryLayout<PMTilesEntry>.stride }

    /// Decodes a directory's (decompressed) bytes of at most `maximumEntries` entries; any fault
    /// is a message for `TileArchiveError.malformedDirectory`.
    package init(bytes: [UInt8], maximumEntries: Int = TileArchiveLimits.default.directoryEntries) throws(PMTilesDirectoryError) {
        var reader = ProtobufReader(bytes)
        let count = try reader.next("the entry count")
        guard count > 0 else { throw PMTilesDirectoryError("it has no entries") }
        guard count <= UInt64(maximumEntries) else {
            throw PMTilesDirectoryError("it has \(count) entries, more than the \(maximumEntries) mapc reads in one directory")
        }
        // Every entry takes at least four bytes, one for each of its varints.
        guard count <= UInt64(bytes.count / 4) else {
            throw PMTilesDirectoryError("\(count) entries cannot fit in \(bytes.count) bytes")
        }
        let n = Int(count)
        var entries = [PMTilesEntry](repeating: PMTilesEntry(tileID: 0, offset: 0, length: 0, runLength: 0), count: n)
        var tileID: UInt64 = 0
        for i in 0..<n {
            let delta = try reader.next("a tile id")
            guard i == 0 || delta > 0 else { throw PMTilesDirectoryError("tile ids are not in ascending order") }
            let (sum, overflow) = tileID.addingReportingOverflow(delta)
            guard !overflow else { throw PMTilesDirectoryError("a tile id is past 64 bits") }
            tileID = sum
            entries[i].tileID = tileID
        }
        for i in 0..<n {
            let runLength = try reader.next("a run length")
            guard runLength <= UInt64(UInt32.max) else { throw PMTilesDirectoryError("a run length is past 32 bits") }
            entries[i].runLength = runLength
        }
        for i in 0..<n {
            let length = try reader.next("a length")
            guard length > 0, length <= UInt64(UInt32.max) else { throw PMTilesDirectoryError("a length is 0 or past 32 bits") }
            entries[i].length = length
        }
        for i in 0..<n {
            let value = try reader.next("an offset")
            if value == 0 {
                guard i > 0 else { throw PMTilesDirectoryError("the first offset follows no entry") }
                let (offset, overflow) = entries[i - 1].offset.addingReportingOverflow(entries[i - 1].length)
                guard !overflow else { throw PMTilesDirectoryError("an offset is past 64 bits") }
                entries[i].offset = offset
            } else {
                entries[i].offset = value - 1
            }
        }
        guard reader.isAtEnd else { throw PMTilesDirectoryError("\(reader.end - reader.position) bytes follow the entries") }
        self.entries = entries
    }

    /// The entry for `tileID`: the tile run holding it, or the leaf directory that would; nil when
    /// the directory has neither.
    package func entry(for tileID: UInt64) -> PMTilesEntry? {
        // The last entry whose tile id is at most `tileID`.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].tileID <= tileID { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let entry = entries[low - 1]
        if entry.isLeaf || tileID - entry.tileID < entry.runLength { return entry }
        return nil
    }
}

/// What is wrong with a directory's bytes.
package struct PMTilesDirectoryError: Error, Equatable {
    package let message: String
    package init(_ message: String) { self.message = message }
}

extension ProtobufReader {
    /// The next varint of a PMTiles directory, naming `what` when it is cut short or too long.
    fileprivate mutating func next(_ what: String) throws(PMTilesDirectoryError) -> UInt64 {
        do {
            return try varint()
        } catch .truncated {
            throw PMTilesDirectoryError("the bytes end inside \(what)")
        } catch {
            throw PMTilesDirectoryError("\(what) is a malformed varint")
        }
    }
}
