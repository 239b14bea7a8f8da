import MapSceneBase

/// One libyaml parse event, copied out of C: what the tree builder consumes.
package struct YAMLEvent: Sendable {
    /// What happened.
    package enum Kind: Sendable {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        /// `*name`.
        case alias(name: String)
        /// A scalar, with its anchor if it has one.
        case scalar(Scalar, anchor: String?)
        /// `[` or the first `-` of a block list.
        case sequenceStart(anchor: String?, isBlock: Bool)
        case sequenceEnd
        /// `{` or the first key of a block mapping.
        case mappingStart(anchor: String?, isBlock: Bool)
        case mappingEnd
    }

    /// What happened.
    package var kind: Kind
    /// The event's source range: libyaml's start and end marks, made 1-based.
    package var range: SourceRange
}

/// A failure that stops reading: libyaml's or a limit's, already a diagnostic.
package struct YAMLError: Error {
    /// The diagnostic to report.
    package var diagnostic: Diagnostic
}
