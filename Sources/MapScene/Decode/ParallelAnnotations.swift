import Dispatch
import Foundation

/// Decodes a long list of annotations on two cores: the second half in a context of its own on
/// another thread, then everything that context gathered (diagnostics, ids and references,
/// image files) appended after the first half's, so the result is what decoding in order gives.
enum ParallelAnnotations {
    /// From this many annotations on, the second core pays for its thread.
    static let minimumCount = 20_000

    /// The annotations of `elements`, in order, or nil when they are too few, there is one core,
    /// the context decodes in order, or one of them is an entry of annotations from a file (whose place depends on the
    /// annotations before it): then the caller decodes them in order.
    static func decode(_ elements: [SyntaxNode], _ context: DecodingContext) -> [Annotation]? {
        guard context.decodesInParallel, elements.count >= minimumCount, ProcessInfo.processInfo.activeProcessorCount > 1,
              !elements.contains(where: AnnotationTemplateDecoder.isTemplate) else { return nil }
        let middle = elements.count / 2
        let halves = [elements[..<middle], elements[middle...]]
        let contexts = [context, DecodingContext(source: context.source)]
        let results = Halves(contexts: contexts)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var annotations: [Annotation] = []
            annotations.reserveCapacity(halves[half].count)
            for element in halves[half] {
                if let annotation = AnnotationDecoder.decode(element, results.contexts[half]) { annotations.append(annotation) }
            }
            results.set(half, annotations)
        }
        context.append(contentsOf: contexts[1])
        return results.annotations[0] + results.annotations[1]
    }

    /// The two halves' contexts and annotations; each half touches only its own.
    private final class Halves: @unchecked Sendable {
        let contexts: [DecodingContext]
        private(set) var annotations: [[Annotation]] = [[], []]
        private let lock = NSLock()

        init(contexts: [DecodingContext]) {
            self.contexts = contexts
        }

        func set(_ half: Int, _ decoded: [Annotation]) {
            lock.lock()
            annotations[half] = decoded
            lock.unlock()
        }
    }
}
