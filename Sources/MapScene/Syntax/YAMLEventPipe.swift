import Foundation

/// libyaml's events for a large file, parsed on a thread of their own a batch ahead of the tree
/// builder, so that on two cores libyaml and the tree builder run at the same time.
///
/// The parsing thread owns the parser; the reading thread takes the events in order, batch by
/// batch, then libyaml's error if there was one, exactly as `YAMLParser.parse(into:limit:)`
/// gives them on one thread. At most `capacity` batches wait, so memory stays bounded when the
/// reader is slower.
final class YAMLEventPipe: @unchecked Sendable {
    /// Events in a batch: large enough that handing one over is rare, small enough to start soon.
    static let batchSize = 4096
    /// Batches waiting at most.
    static let capacity = 16

    private let condition = NSCondition()
    /// Filled batches not yet taken, oldest first from `head`.
    private var waiting: [YAMLEventBatch] = []
    private var head = 0
    /// Set once the parsing thread is done: nil when the stream ended, else libyaml's error.
    private var ending: YAMLError?? = nil
    /// Set by the reader when it wants no more events; the parsing thread then stops.
    private var isCancelled = false
    /// Signalled when the parsing thread has returned and dropped the parser.
    private let done = DispatchSemaphore(value: 0)

    /// Starts parsing `parser` on a new thread.
    init(parsing parser: YAMLParser) {
        let thread = Thread { [self] in
            produce(parser)
            done.signal()
        }
        // libyaml does not recurse; 1 MiB is far more than it needs.
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// The next batch of events, in file order, and how the events ended if this is the last
    /// batch: `.some(nil)` after the stream's end, `.some(error)` at libyaml's error.
    func take() -> (events: YAMLEventBatch, ending: YAMLError??) {
        condition.lock()
        defer { condition.unlock() }
        while head == waiting.count, ending == nil { condition.wait() }
        guard head < waiting.count else { return (YAMLEventBatch(), ending) }
        var batch = YAMLEventBatch()
        swap(&batch, &waiting[head])
        head += 1
        if head == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.signal()
        // The ending belongs to the last batch: hand it over with that one.
        return (batch, head == waiting.count ? ending : nil)
    }

    /// Stops the parsing thread, if it is still going, and waits until it has returned.
    func finish() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
        done.wait()
    }

    private func produce(_ parser: YAMLParser) {
        while true {
            let (batch, ending) = parser.nextBatch()
            guard hand(batch, ending: ending), ending == nil else { return }
        }
    }

    /// Adds a batch, waiting while `capacity` are waiting, and the ending if there is one.
    /// False when the reader has stopped.
    @discardableResult
    private func hand(_ batch: YAMLEventBatch, ending: YAMLError??) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count - head >= Self.capacity, !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        if batch.count > 0 { waiting.append(batch) }
        if let ending { self.ending = .some(ending) }
        condition.signal()
        return true
    }
}
