import Dispatch

/// Frees memory on a thread of its own. A compiled scene's render list and its file are freed
/// piece by piece, each item's arrays and strings in turn (1.9 ms for 10,000 polygons), and nothing
/// a run prints or writes waits for that; a process that exits meanwhile need not finish it.
enum ReleaseAside {
    private static let queue = DispatchQueue(label: "mapc.release-aside", qos: .utility)

    /// Holds a value until the release thread drops it.
    private final class Holder<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = consume value }
    }

    /// Takes the last hold on `value`, whose memory the release thread then gives back; the
    /// caller must hold no other copy, or the one it holds is freed where it ends.
    static func release<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        queue.async { holder.value = nil }
    }
}
