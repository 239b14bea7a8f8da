/// Where each id first occurs, for the duplicate check of a hundred thousand ids: open addressing
/// in one array of 8-byte slots, each the top half of the id's hash and its occurrence's index.
/// Looking an id up touches one slot (or a few neighbours), where a `[String: Int]` touches its
/// key and its value apart, each a cache miss in a table of megabytes. Ids are compared only when
/// the hash halves agree. The hash is Swift's, seeded per process, so no file can make its ids
/// collide on purpose; what the table answers does not depend on it.
package struct FirstOccurrences {
    /// 0 for an empty slot; else the hash's top 32 bits, then the index plus one.
    private var slots: [UInt64]
    private let mask: Int

    /// A table for up to `capacity` distinct ids, kept at most half full.
    package init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The index of `id`'s first occurrence, reading earlier ids with `id(at:)`; or nil when
    /// `index` is its first, which the table then records. Indices must be below `UInt32.max`.
    package mutating func first(_ index: Int, of id: String, id idAt: (Int) -> String) -> Int? {
        first(index, hash: Self.hash(of: id)) { idAt($0) == id }
    }

    /// `first(_:of:id:)` for an id whose `hash(of:)` is `hash`, `isSameID(earlier)` telling
    /// whether the id at `earlier` is the same.
    private mutating func first(_ index: Int, hash: UInt64, isSameID: (Int) -> Bool) -> Int? {
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let found = slots[slot]
            if found >> 32 == tag {
                let earlier = Int(found & 0xFFFF_FFFF) - 1
                if isSameID(earlier) { return earlier }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag << 32 | UInt64(index + 1)
        return nil
    }

    private static func hash(of id: String) -> UInt64 {
        UInt64(bitPattern: Int64(id.hashValue))
    }

    /// The ids in a part of a long list: a part's table (twice as many slots, 128 KiB) stays in
    /// the processor's cache, where one table of a million ids is 16 MiB of cache misses.
    package static let idsPerPart = 8192

    /// Each of the `count` ids (`id(at:)`, `included` or not) that repeats an earlier included
    /// one, with the index of the first, in the order of the repeats. Up to `2 · idsPerPart` ids share
    /// one table; more are first parted by the top bits of their hashes, so that every id is
    /// looked up among those of its part only, in order (an id's repeats share its hash, so its
    /// part), which keeps each table small enough to stay in cache. Indices must be below
    /// `UInt32.max`.
    package static func repeats(among count: Int, where included: (Int) -> Bool, id idAt: (Int) -> String) -> [(
        index: Int, first: Int
    )] {
        var repeats: [(index: Int, first: Int)] = []
        let includedCount = (0..<count).reduce(0) { $0 + (included($1) ? 1 : 0) }
        guard includedCount > 2 * idsPerPart else {
            var table = FirstOccurrences(capacity: includedCount)
            for index in 0..<count where included(index) {
                if let first = table.first(index, of: idAt(index), id: idAt) { repeats.append((index, first)) }
            }
            return repeats
        }
        var partBits = 1
        while includedCount >> partBits > idsPerPart { partBits += 1 }
        let parts = 1 << partBits
        let part = { (hash: UInt64) in Int(truncatingIfNeeded: hash >> UInt64(64 - partBits)) }
        // Each included id's hash and index, in order; then the same, part after part.
        var hashed = (0..<count).compactMap { index -> (hash: UInt64, index: UInt32)? in
            included(index) ? (Self.hash(of: idAt(index)), UInt32(index)) : nil
        }
        var starts = [Int](repeating: 0, count: parts + 1)
        for entry in hashed { starts[part(entry.hash) + 1] += 1 }
        var largest = 0
        for p in 0..<parts {
            largest = max(largest, starts[p + 1])
            starts[p + 1] += starts[p]
        }
        let parted = [(hash: UInt64, index: UInt32)](unsafeUninitializedCapacity: hashed.count) { parted, written in
            var next = starts
            for entry in hashed {
                (parted.baseAddress! + next[part(entry.hash)]).initialize(to: entry)
                next[part(entry.hash)] += 1
            }
            written = hashed.count
        }
        hashed = []
        // The repeats in each part, looked up in a table of its own.
        var found: [(index: Int, first: Int)] = []
        var table = FirstOccurrences(capacity: largest)
        var used = false
        for p in 0..<parts where starts[p + 1] > starts[p] {
            if used { table.slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
            used = true
            for entry in parted[starts[p]..<starts[p + 1]] {
                let index = Int(entry.index)
                if let first = table.first(index, hash: entry.hash, isSameID: { idAt($0) == idAt(index) }) {
                    found.append((index, first))
                }
            }
        }
        return found.sorted { $0.index < $1.index }
    }
}
