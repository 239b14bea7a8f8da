/// Bounds on what the DSL front end accepts, so that no file — broken or hostile — can make
/// reading it take unbounded memory, time or stack.
package struct DSLLimits: Sendable {
    /// The largest file read, in bytes; larger files are rejected without parsing.
    package var maxBytes: Int
    /// The deepest nesting of blocks, lists and tuples; the outermost one is at depth 1.
    package var maxDepth: Int
    /// The most syntax errors reported before parsing stops.
    package var maxErrors: Int

    /// 128 MiB, depth 64, 100 errors: the YAML front end's bounds.
    package static let `default` = DSLLimits()

    /// Creates limits; each one left out takes its default value.
    package init(maxBytes: Int = 128 << 20, maxDepth: Int = 64, maxErrors: Int = 100) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxErrors = maxErrors
    }
}
