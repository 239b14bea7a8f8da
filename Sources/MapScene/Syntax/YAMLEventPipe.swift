import Foundation

/// libyaml's events for a large file, parsed on a thread of their own a batch ahead of the tree
/// builder, so that on two cores libyaml and the tree builder run at the same time.
///
/// The parsing thread owns the parser; the reading thread takes the events in order, batch by
/// batch, then libyaml's error if there was one, exactly as `YAMLParser.next()` would have given
/// them. At most `capacity` batches wait, so memory stays bounded when the reader is slower.
final class YAMLEventPipe: @unchecked Sendable {
    /// Events in a batch: large enough that handing one over is rare, small enough to start soon.
    static let batchSize = 4096
    /// Batches waiting at most.
    static let capacity = 16

    private let condition = NSCondition()
    /// Filled batches not yet taken, oldest first from `head`.
    private var waiting: [[YAMLEvent]] = []
    private var head = 0
    /// Set once the parsing thread is done: nil when the stream ended, else libyaml's error.
    private var ending: YAMLError?? = nil
    /// Set by the reader when it wants no more events; the parsing thread then stops.
    private var isCancelled = false
    /// Signalled when the parsing thread has returned and dropped the parser.
    private let done = DispatchSemaphore(value: 0)

    /// The batch being read and the position in it.
    private var current: [YAMLEvent] = []
    private var position = 0

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

    /// The next event, in file order; throws libyaml's error where it stopped.
    func next() throws(YAMLError) -> YAMLEvent {
        if position == current.count {
            condition.lock()
            while head == waiting.count, ending == nil { condition.wait() }
            if head < waiting.count {
                current = waiting[head]
                waiting[head] = []
                head += 1
                if head == waiting.count {
                    waiting.removeAll(keepingCapacity: true)
                    head = 0
                }
                condition.signal()
                condition.unlock()
                position = 0
            } else {
                let error = ending!
                condition.unlock()
                if let error { throw error }
                // The stream ended: `.streamEnd` was the last event handed over, so a reader
                // that asks again gets it again, as from a finished parser.
                return YAMLEvent(kind: .streamEnd, range: current.last?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1)))
            }
        }
        let event = current[position]
        position += 1
        return event
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
        var batch: [YAMLEvent] = []
        batch.reserveCapacity(Self.batchSize)
        while true {
            do {
                let event = try parser.next()
                batch.append(event)
                if case .streamEnd = event.kind {
                    hand(batch, ending: .some(nil))
                    return
                }
                if batch.count == Self.batchSize {
                    guard hand(batch, ending: nil) else { return }
                    batch = []
                    batch.reserveCapacity(Self.batchSize)
                }
            } catch {
                hand(batch, ending: .some(error))
                return
            }
        }
    }

    /// Adds a batch, waiting while `capacity` are waiting, and the ending if there is one.
    /// False when the reader has stopped.
    @discardableResult
    private func hand(_ batch: [YAMLEvent], ending: YAMLError??) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count - head >= Self.capacity, !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        if !batch.isEmpty { waiting.append(batch) }
        if let ending { self.ending = .some(ending) }
        condition.signal()
        return true
    }
}
