extension Array {
    /// Appends `other`'s elements after these and leaves `other` empty, in whichever of the two
    /// buffers already has room for both (made ahead, as `StreamedLists.expect` makes it): these
    /// elements go in front of `other`'s own when only `other` has the room, so joining a few
    /// ids to a million streamed ones does not copy the million into fresh memory. When neither
    /// has room, the joined list is made once, at its size: never a doubled buffer.
    package mutating func append(emptying other: inout [Element]) {
        var later: [Element] = []
        swap(&later, &other)
        let total = count + later.count
        if isEmpty {
            self = later
        } else if later.isEmpty || capacity >= total {
            self += later
        } else if later.capacity >= total {
            later.insert(contentsOf: self, at: 0)
            self = later
        } else {
            var joined: [Element] = []
            joined.reserveCapacity(total)
            joined += self
            joined += later
            self = joined
        }
    }
}
