/// Where each id first occurs, for the duplicate check of a hundred thousand ids: open addressing
/// in one array of 8-byte slots, each the top half of the id's hash and its occurrence's index.
/// Looking an id up touches one slot (or a few neighbours), where a `[String: Int]` touches its
/// key and its value apart, each a cache miss in a table of megabytes. Ids are compared only when
/// the hash halves agree. The hash is Swift's, seeded per process, so no file can make its ids
/// collide on purpose; what the table answers does not depend on it.
struct FirstOccurrences {
    /// 0 for an empty slot; else the hash's top 32 bits, then the index plus one.
    private var slots: [UInt64]
    private let mask: Int

    /// A table for up to `capacity` distinct ids, kept at most half full.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The index of `id`'s first occurrence, reading earlier ids with `id(at:)`; or nil when
    /// `index` is its first, which the table then records. Indices must be below `UInt32.max`.
    mutating func first(_ index: Int, of id: String, id idAt: (Int) -> String) -> Int? {
        let hash = UInt64(bitPattern: Int64(id.hashValue))
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let found = slots[slot]
            if found >> 32 == tag {
                let earlier = Int(found & 0xFFFF_FFFF) - 1
                if idAt(earlier) == id { return earlier }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag << 32 | UInt64(index + 1)
        return nil
    }
}
