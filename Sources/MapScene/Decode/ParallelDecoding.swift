import Dispatch
import Foundation

/// Decodes a long list (annotations, overlays) on two cores: the second half in a context of its
/// own on another thread, then everything that context gathered (diagnostics, ids and
/// references, image files) appended after the first half's, so the result is what decoding in
/// order gives.
enum ParallelDecoding {
    /// From this many elements on, the second core pays for its thread.
    static let minimumCount = 20_000

    /// What `decode` makes of each element of `elements` (given its index in the list), in
    /// order, leaving out the nils; or nil when the list is too short, there is one core, or the
    /// context decodes in order: then the caller decodes the list itself.
    static func decode<Value>(
        _ elements: [SyntaxNode], _ context: DecodingContext,
        _ decode: @escaping @Sendable (_ element: SyntaxNode, _ index: Int, _ context: DecodingContext) -> Value?
    ) -> [Value]? {
        guard context.decodesInParallel, elements.count >= minimumCount, ProcessInfo.processInfo.activeProcessorCount > 1 else { return nil }
        let middle = elements.count / 2
        let halves = [0..<middle, middle..<elements.count]
        let results = Halves<Value>(contexts: [context, DecodingContext(source: context.source)])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var values: [Value] = []
            values.reserveCapacity(halves[half].count)
            for index in halves[half] {
                if let value = decode(elements[index], index, results.contexts[half]) { values.append(value) }
            }
            results.set(half, values)
        }
        context.append(contentsOf: results.contexts[1])
        return results.values[0] + results.values[1]
    }

    /// The two halves' contexts and values; each half touches only its own.
    private final class Halves<Value>: @unchecked Sendable {
        let contexts: [DecodingContext]
        private(set) var values: [[Value]] = [[], []]
        private let lock = NSLock()

        init(contexts: [DecodingContext]) {
            self.contexts = contexts
        }

        func set(_ half: Int, _ decoded: [Value]) {
            lock.lock()
            values[half] = decoded
            lock.unlock()
        }
    }
}
