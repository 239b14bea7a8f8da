import MapSceneBase

/// The top-level statements that gather into one entry: `annotation` and `overlay` statements
/// into the `annotations` and `overlays` lists, `style` statements into the `styles` mapping.
/// Each group's entry takes the place of its first statement (see `DSLParser`).
package struct DSLGroups {
    /// The lists `annotation` and `overlay` statements gather into.
    package typealias ListGroup = SceneList

    private struct List {
        package var position: Int?
        /// The elements the tree holds: none when the parser hands them over (`DSLParser.receiver`).
        package var elements: [SyntaxNode] = []
        /// How many elements the list has, held or handed over.
        package var count = 0
        package var firstRange: SourceRange?
        package var lastRange: SourceRange?

        /// Counts one more element, at `range`.
        package mutating func extend(over range: SourceRange) {
            count += 1
            if firstRange == nil { firstRange = range }
            lastRange = range
        }
    }

    private var annotations = List()
    private var overlays = List()
    private var stylesPosition: Int?
    private var styleStart = SourceLocation(line: 1, column: 1)
    private var styles = DSLMappingBuilder()

    /// Adds an annotation or overlay at `range`; reports it when the file also writes the list out.
    package mutating func addElement(
        _ element: SyntaxNode, at range: SourceRange, to group: ListGroup, keyword: DSLToken,
        root: inout DSLMappingBuilder, _ parser: inout DSLParser
    ) {
        if group == .annotations {
            Self.add(element, at: range, to: &annotations, key: group.key, keyword: keyword, root: &root, &parser)
        } else {
            Self.add(element, at: range, to: &overlays, key: group.key, keyword: keyword, root: &root, &parser)
        }
    }

    /// Adds an annotation read in the plain form, as `addElement` adds its node.
    package mutating func addAnnotation(
        _ annotation: AnnotationStatement, keyword: DSLToken, root: inout DSLMappingBuilder, _ parser: inout DSLParser
    ) {
        let key = ListGroup.annotations.key
        guard Self.open(&annotations, key: key, keyword: keyword, root: &root, &parser) else { return }
        if let receiver = parser.receiver {
            receiver.take(annotation, index: annotations.count)
        } else {
            annotations.elements.append(annotation.node)
        }
        annotations.extend(over: annotation.range)
    }

    /// Adds an overlay read in the plain form, which the parser reads only for a receiver.
    package mutating func addOverlay(
        _ overlay: OverlayStatement, keyword: DSLToken, root: inout DSLMappingBuilder, _ parser: inout DSLParser
    ) {
        guard Self.open(&overlays, key: ListGroup.overlays.key, keyword: keyword, root: &root, &parser) else { return }
        parser.receiver?.take(overlay)
        overlays.extend(over: overlay.range)
    }

    /// Adds `element`, at `range`, to its list: into the tree, or to the parser's receiver when
    /// it has one.
    ///
    /// Appends in place: the list's array is never copied. (A static function: as a method, the
    /// call would borrow the groups while changing one of their lists, so Swift would copy the
    /// groups, and with them the list, for every element — quadratic.)
    private static func add(
        _ element: SyntaxNode, at range: SourceRange, to list: inout List, key: String, keyword: DSLToken,
        root: inout DSLMappingBuilder, _ parser: inout DSLParser
    ) {
        guard open(&list, key: key, keyword: keyword, root: &root, &parser) else { return }
        if let receiver = parser.receiver {
            receiver.take(element, index: list.count, ofList: key)
        } else {
            list.elements.append(element)
        }
        list.extend(over: range)
    }

    /// Opens `list` at its first element: adds its entry to the top level and tells the
    /// parser's receiver. False when the file wrote the list out (reported).
    private static func open(
        _ list: inout List, key: String, keyword: DSLToken, root: inout DSLMappingBuilder, _ parser: inout DSLParser
    ) -> Bool {
        guard list.position == nil else { return true }
        guard let position = Self.open(key, keyword: keyword, root: &root, &parser) else { return false }
        list.position = position
        parser.receiver?.begin(list: key)
        return true
    }

    /// Adds a style; reports a name given twice.
    package mutating func addStyle(
        _ entry: SyntaxEntry, keyword: DSLToken, root: inout DSLMappingBuilder, _ parser: inout DSLParser
    ) {
        if stylesPosition == nil {
            guard let position = Self.open("styles", keyword: keyword, root: &root, &parser) else { return }
            stylesPosition = position
            styleStart = keyword.range.start
        }
        parser.add(entry, to: &styles)
    }

    /// Adds the group's entry to the top level, where its first statement stands.
    private static func open(_ key: String, keyword: DSLToken, root: inout DSLMappingBuilder, _ parser: inout DSLParser) -> Int? {
        let placeholder = SyntaxNode(.sequence([]), range: keyword.range)
        if let first = root.add(SyntaxEntry(key: key, keyRange: keyword.range, value: placeholder)) {
            parser.report(
                .dslDuplicateKey(
                    key, at: keyword.range, first: first.keyRange, how: "'\(key)' is written out here; use one or the other"))
            return nil
        }
        return root.position(of: key)
    }

    /// Puts the gathered statements into their entries.
    package func finish(into root: inout DSLMappingBuilder) {
        for list in [annotations, overlays] {
            guard let position = list.position, let first = list.firstRange, let last = list.lastRange else { continue }
            root.setValue(SyntaxNode(.sequence(list.elements), range: first.through(last)), at: position)
        }
        if let position = stylesPosition {
            let end = styles.entries.last?.value.range.end ?? styleStart
            root.setValue(SyntaxNode(.mapping(styles.entries), range: SourceRange(start: styleStart, end: end)), at: position)
        }
    }
}
