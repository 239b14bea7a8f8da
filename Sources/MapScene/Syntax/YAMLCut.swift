/// The check on the first part of a YAML file read in two (`YAMLSplit`), which libyaml reads with
/// the second part left out: the file may be cut there only if, where the second part began, the
/// first stood between two elements of the `annotations` list, with nothing that spans the cut
/// and no collection in flow style open, and if, where the second part ended, the list ends.
/// Then the second part's elements, read on their own, are what reading straight through makes
/// of them. Any other event where these are not so shows that the file could not be cut there.
struct YAMLCut {
    private enum State {
        /// The events are the first part's.
        case before
        /// The events after the cut: only the ends of the collections open in the list's last
        /// element, then the list's.
        case closing
        /// The list has ended.
        case after
    }

    /// The first line after the cut, in the file's numbering: the line where the second part ends.
    let line: Int
    private var state = State.before
    /// How many diagnostics the tree builder had found at the cut: the second part's go after them.
    private(set) var diagnosticsBefore = 0

    init(line: Int) {
        self.line = line
    }

    /// Where the cut is: the start of its first line.
    private var location: SourceLocation { SourceLocation(line: line, column: 1) }

    /// Whether the list has ended after the cut, as it must have by the end of the document.
    var isPassed: Bool { state == .after }

    /// Whether annotations of the plain form may be taken whole (each event unseen): not after
    /// the cut until the list has ended.
    var admitsWholeAnnotations: Bool { state != .closing }

    /// By where such an annotation (its mapping's end event) must end: before the cut, until it.
    var wholeAnnotationsEndBy: SourceLocation? { state == .before ? location : nil }

    /// Whether `event` may come next, for `builder` about to take it; false shows that the file
    /// could not be cut there.
    mutating func admits(_ event: YAMLEvent, before builder: YAMLTreeBuilder) -> Bool {
        switch state {
        case .before:
            if event.range.start.line < line { return event.range.end <= location }
            // A collection in flow style open here would, read straight through, hold the second
            // part's first `-` (an error); left out, what follows the list might close it.
            guard builder.isInBlocks(ofHandedOverList: YAMLSplit.listKey) else { return false }
            state = .closing
            diagnosticsBefore = builder.diagnostics.count
            return admitsClosing(event, before: builder)
        case .closing:
            return admitsClosing(event, before: builder)
        case .after:
            return true
        }
    }

    private mutating func admitsClosing(_ event: YAMLEvent, before builder: YAMLTreeBuilder) -> Bool {
        switch event.kind {
        case .sequenceEnd:
            if builder.isInside(handedOverList: YAMLSplit.listKey) { state = .after }
            return true
        case .mappingEnd:
            return true
        default:
            return false
        }
    }
}
