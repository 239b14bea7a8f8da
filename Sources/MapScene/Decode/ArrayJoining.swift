extension Array {
    /// Appends `other`'s elements after these and leaves `other` empty. The longer of the two
    /// keeps its storage: when `other` is the longer, these elements go in front of its own
    /// (moved within its buffer when it has room), so joining a few ids to a million streamed
    /// ones does not copy the million into fresh memory. When this array has room for both (made
    /// ahead, as `StreamedLists.expect` makes it), `other`'s go into it.
    mutating func append(emptying other: inout [Element]) {
        var later: [Element] = []
        swap(&later, &other)
        guard later.count > count, capacity < count + later.count else {
            self += later
            return
        }
        later.insert(contentsOf: self, at: 0)
        self = later
    }
}
