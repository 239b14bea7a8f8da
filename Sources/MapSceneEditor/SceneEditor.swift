import MapSceneBase

/// What an editor asks of a scene file as it is typed: completions, hovers, where an id is
/// defined and used, and the file's outline. Every query takes the text as it is now (half-typed,
/// with errors) and a position in it, and answers from what the parser could recover; none traps
/// or waits on the file system.
///
/// Positions are `SourceLocation`s: 1-based lines and columns counted in Unicode scalars, as in
/// diagnostics. The language server converts them to and from LSP's UTF-16 code units.
package enum SceneEditor {
    /// The completions that fit at `location`: the keys valid in the mapping around it (those
    /// not yet written first), a key's enum values, color names, units, and ids where an id is
    /// expected (`above`, `below`, `fit`, a path's origin, an overlay's `style`).
    package static func completions(in file: SourceFile, at location: SourceLocation) -> [SceneCompletion] {
        guard let place = CursorPlace.find(in: file, at: location) else { return [] }
        return SceneCompletions.at(place, syntax: file.syntax)
    }

    /// What to show when the pointer rests at `location`: the key's documentation from the
    /// vocabulary, or the value's meaning resolved (a color's hex and alpha, a distance in meters,
    /// an id's kind and where it is defined); nil when there is nothing to say.
    package static func hover(in file: SourceFile, at location: SourceLocation) -> SceneHover? {
        guard let root = SceneSyntax.read(file).root else { return nil }
        return SceneHovers.hover(in: root, at: location)
    }

    /// Where the id at `location` (a definition or a reference) is defined; nil when the
    /// position is on no id or the id is not defined.
    package static func definition(in file: SourceFile, at location: SourceLocation) -> SourceRange? {
        guard let root = SceneSyntax.read(file).root else { return nil }
        let identifiers = SceneIdentifiers(root)
        guard let id = identifiers.id(at: location) else { return nil }
        return identifiers.definition(of: id.id, as: id.kinds)?.range
    }

    /// Every place the id at `location` is referred to, with its definition first when
    /// `includingDefinition`; empty when the position is on no id.
    package static func references(in file: SourceFile, at location: SourceLocation, includingDefinition: Bool) -> [SourceRange] {
        guard let root = SceneSyntax.read(file).root else { return [] }
        let identifiers = SceneIdentifiers(root)
        guard let id = identifiers.id(at: location) else { return [] }
        let definition = identifiers.definition(of: id.id, as: id.kinds)
        let namespace = definition.map { SceneIdentifiers.namespace(of: $0.kind) } ?? id.kinds
        let uses = identifiers.references(to: id.id, as: namespace).map(\.range)
        return (includingDefinition ? definition.map { [$0.range] } ?? [] : []) + uses
    }

    /// The file's outline: the camera, the styles, the annotations and the overlays, each with
    /// its range and the range of its name.
    package static func symbols(in file: SourceFile) -> [SceneSymbol] {
        guard let root = SceneSyntax.read(file).root else { return [] }
        return SceneOutline.symbols(of: root)
    }
}

/// One completion an editor may offer.
package struct SceneCompletion: Sendable, Equatable {
    /// What is completed.
    package enum Kind: String, Sendable {
        /// A key of a mapping.
        case key
        /// One of a key's fixed values (`standard`, `dark`, `auto`).
        case value
        /// A color name.
        case color
        /// A unit of a quantity (`km`, `mi`, `pt`).
        case unit
        /// An id of an annotation, overlay or style.
        case id
    }

    /// The text shown in the list, and inserted unless `insertText` says otherwise.
    package var label: String
    /// What is completed.
    package var kind: Kind
    /// A short note beside the label: a key's value shape, a color's hex, an id's kind.
    package var detail: String?
    /// Longer documentation (Markdown): the vocabulary's summary of a key.
    package var documentation: String?
    /// The text to insert when it differs from the label (a key with its `: `).
    package var insertText: String?

    /// Creates a completion.
    package init(label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
    }
}

/// What an editor shows for the text under the pointer.
package struct SceneHover: Sendable, Equatable {
    /// The text to show, in Markdown.
    package var markdown: String
    /// The text the hover is about: the key or the value.
    package var range: SourceRange

    /// Creates a hover.
    package init(markdown: String, range: SourceRange) {
        self.markdown = markdown
        self.range = range
    }
}

/// One entry of a scene's outline.
package struct SceneSymbol: Sendable, Equatable {
    /// What the entry is.
    package enum Kind: String, Sendable {
        case camera, canvas, map, style, annotation, overlay, decorations
    }

    /// The name shown: an id, a title, or the entry's kind and number ("annotation 3").
    package var name: String
    /// What the entry is: "pin", "circle", "polyline".
    package var detail: String?
    /// What the entry is.
    package var kind: Kind
    /// The whole entry.
    package var range: SourceRange
    /// The part to select when the entry is chosen: its id, or its first key.
    package var selectionRange: SourceRange
    /// The entries inside it.
    package var children: [SceneSymbol]

    /// Creates an outline entry.
    package init(
        name: String, detail: String? = nil, kind: Kind, range: SourceRange, selectionRange: SourceRange,
        children: [SceneSymbol] = []
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
