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
    /// order, leaving out the nils: on two cores when the list is long, there is a second core
    /// and the context allows it; else here, in order.
    static func decode<Value>(
        _ elements: [SyntaxNode], _ context: DecodingContext,
        _ decode: @escaping @Sendable (_ element: SyntaxNode, _ index: Int, _ context: DecodingContext) -> Value?
    ) -> [Value] {
        guard context.decodesInParallel, elements.count >= minimumCount, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                if let value = decode(element, index, context) { values.append(value) }
            }
            return values
        }
        let middle = elements.count / 2
        let halves = [0..<middle, middle..<elements.count]
        let contexts = [context, DecodingContext(source: context.source?.copy())]
        // Each half writes its values straight into the result, the first from the start and the
        // second from the middle; the second block then moves down behind the first. No value
        // is copied or retained on the way.
        let values = [Value](unsafeUninitializedCapacity: elements.count) { buffer, count in
            let shared = Shared(buffer.baseAddress!, contexts: contexts)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let start = shared.base + halves[half].lowerBound
                var written = 0
                for index in halves[half] {
                    if let value = decode(elements[index], index, shared.contexts[half]) {
                        (start + written).initialize(to: value)
                        written += 1
                    }
                }
                shared.set(half, written)
            }
            let (first, second) = (shared.written[0], shared.written[1])
            if first < middle { (shared.base + first).moveInitialize(from: shared.base + middle, count: second) }
            count = first + second
        }
        context.append(contentsOf: contexts[1])
        return values
    }

    /// The result's storage and the two halves' contexts and counts; each half touches only its
    /// own part of each.
    private final class Shared<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value>
        let contexts: [DecodingContext]
        private(set) var written = [0, 0]
        private let lock = NSLock()

        init(_ base: UnsafeMutablePointer<Value>, contexts: [DecodingContext]) {
            self.base = base
            self.contexts = contexts
        }

        func set(_ half: Int, _ count: Int) {
            lock.lock()
            written[half] = count
            lock.unlock()
        }
    }
}
