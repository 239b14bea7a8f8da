import MapSceneBase

/// How a YAML file wrote its nodes beyond what the syntax tree keeps: which mappings and lists are
/// in flow style (`{…}`, `[…]`), which nodes carry an anchor and which are aliases. Each is found
/// by the start of the node's range. What `mapc fmt` keeps of the author's style.
package struct YAMLPresentation: Sendable {
    /// The starts of the mappings and lists written in flow style; the others are in block style.
    package var flowCollections: Set<SourceLocation> = []
    /// The anchor (`&name`) of each node that has one, keys included.
    package var anchors: [SourceLocation: String] = [:]
    /// The name of each alias (`*name`), where the alias stands.
    package var aliases: [SourceLocation: String] = [:]

    package init() {}
}
