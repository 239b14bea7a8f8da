/// Bounds on what the YAML front end accepts, so that no file — broken or hostile — can make
/// reading it take unbounded memory, time or stack.
package struct YAMLLimits: Sendable {
    /// The largest file read, in bytes; larger files are rejected without parsing.
    package var maxBytes: Int
    /// The deepest nesting of mappings and lists; the outermost one is at depth 1.
    package var maxDepth: Int
    /// The most nodes copied through aliases in one file, counted over all aliases together.
    package var maxAliasExpansions: Int

    /// 128 MiB, depth 64, 10 000 nodes copied through aliases.
    package static let `default` = YAMLLimits(maxBytes: 128 << 20, maxDepth: 64, maxAliasExpansions: 10_000)

    /// Creates limits; each one left out takes its default value.
    package init(maxBytes: Int = 128 << 20, maxDepth: Int = 64, maxAliasExpansions: Int = 10_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansions = maxAliasExpansions
    }
}
