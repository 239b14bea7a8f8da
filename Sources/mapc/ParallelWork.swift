import Foundation

/// Runs independent pieces of work on several threads and hands back their results in input
/// order, so what is printed does not depend on which thread finished first.
enum ParallelWork {
    /// `work(i)` for every `i` in `0..<count`, on at most `jobs` threads, each taking the next
    /// undone index; the results in index order.
    static func map<Result: Sendable>(count: Int, jobs: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
        let threads = max(1, min(jobs, count))
        if threads == 1 { return (0..<count).map(work) }
        let store = ResultStore<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = store.claim() {
                store.put(work(index), at: index)
            }
        }
        return store.results
    }
}

/// The shared state of one `ParallelWork.map`: the next index to take and the results so far,
/// behind one lock.
private final class ResultStore<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ result: Result, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = result
    }

    var results: [Result] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}
