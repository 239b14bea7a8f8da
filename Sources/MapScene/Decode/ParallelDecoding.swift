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
        let together = context.decodesInParallel && elements.count >= minimumCount && TwoCores.available
        let second = together ? DecodingContext(source: context.source?.copy()) : context
        let values = TwoCores.compactMap(count: elements.count, together: together) { index, half in
            decode(elements[index], index, half == 0 ? context : second)
        }
        if together { context.append(emptying: second) }
        return values
    }
}
