import Dispatch
import Foundation

/// Two pieces of work done at once on a machine with a second core: the compile stages that
/// follow the parse (laying out a hundred thousand pins, writing their SVG) would otherwise run
/// on one core while the other, which parsed, waits.
///
/// Each piece must read only what it is given and write only what it returns, so the results
/// are what doing one after the other gives, on any machine.
package enum TwoCores {
    /// From about this many elements (pins, render items) on, a piece of work pays for handing
    /// half of it to the second core.
    static let minimumCount = 5_000

    /// From this size on, a scene file is read with a second thread (libyaml's beside the tree
    /// builder's, or the second half of a `.mapscene`): below it, starting the thread costs
    /// more than the overlap saves.
    package static let minimumFileBytes = 256 << 10

    /// True when a second core can take work.
    static let available = ProcessInfo.processInfo.activeProcessorCount > 1

    /// `first()` and `second()`: at once, `second` on another thread, when `together` and there is
    /// a second core; one after the other otherwise.
    static func both<First, Second>(
        together: Bool = true, _ first: () -> First, _ second: () -> Second
    ) -> (First, Second) {
        guard together, available else { return (first(), second()) }
        return withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let pair = Pair(first, second)
                // Returns once both iterations have: each result is written before it returns.
                DispatchQueue.concurrentPerform(iterations: 2) { pair.run($0) }
                return (pair.first!, pair.second!)
            }
        }
    }

    /// Lets go of `value` on another thread when there is a second core (here otherwise): what
    /// holds a large tree of small arrays takes milliseconds to free, one array at a time, and
    /// nothing waits for that.
    package static func release<Value>(_ value: consuming Value) {
        guard available else { return }
        let held = Held(consume value)
        DispatchQueue.global().async { held.value = nil }
    }

    /// A value handed to another thread to let go of; only that thread touches it after.
    private final class Held<Value>: @unchecked Sendable {
        var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }
    }

    /// The two pieces and their results; each thread writes only its own result.
    private final class Pair<First, Second>: @unchecked Sendable {
        let work: (() -> First, () -> Second)
        var first: First?
        var second: Second?

        init(_ first: @escaping () -> First, _ second: @escaping () -> Second) {
            work = (first, second)
        }

        func run(_ piece: Int) {
            if piece == 0 { first = work.0() } else { second = work.1() }
        }
    }

    /// `transform` of each index below `count` (and the half it is in, 0 or 1), in order,
    /// leaving out the nils: the second half on the second core when `together` (by default, from
    /// `minimumCount` indices on). Each half writes straight into the result, the second from the
    /// middle; its values then move down behind the first's.
    static func compactMap<Value>(count: Int, together: Bool? = nil, _ transform: (_ index: Int, _ half: Int) -> Value?) -> [Value] {
        let middle = count / 2
        return [Value](unsafeUninitializedCapacity: count) { buffer, written in
            let base = buffer.baseAddress
            func part(_ range: Range<Int>, _ half: Int) -> Int {
                guard let base else { return 0 }
                var n = 0
                for index in range {
                    if let value = transform(index, half) {
                        (base + range.lowerBound + n).initialize(to: value)
                        n += 1
                    }
                }
                return n
            }
            let (front, back) = both(together: together ?? (count >= minimumCount), { part(0..<middle, 0) }, { part(middle..<count, 1) })
            if let base, front < middle { (base + front).moveInitialize(from: base + middle, count: back) }
            written = front + back
        }
    }
}
