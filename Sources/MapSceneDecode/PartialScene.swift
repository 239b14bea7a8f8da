import MapSceneModel

/// The elements of a scene left out because decoding them found an error
/// (`DecodingContext.element`).
package struct LeftOutElements: Sendable {
    /// How many annotations, entries of annotations from a file and overlays were left out.
    package private(set) var elements = 0
    /// How many errors were found in them.
    package private(set) var errors = 0
    /// The ids of the annotations, entries and overlays left out.
    package private(set) var ids: Set<String> = []
    /// The names of the styles left out.
    package private(set) var styles: Set<String> = []

    /// Notes one element left out, with the ids it defines and the errors found in it; `counted`
    /// when it is an annotation, entry or overlay (one a camera's `fit: all` takes in).
    mutating func note(_ definitions: ArraySlice<IdentifierTable.Definition>, errors: Int, counted: Bool) {
        if counted { elements += 1 }
        self.errors += errors
        for definition in definitions {
            if definition.kind == .style { styles.insert(definition.id) } else { ids.insert(definition.id) }
        }
    }

    /// Adds what `other` left out.
    mutating func append(_ other: LeftOutElements) {
        elements += other.elements
        errors += other.errors
        ids.formUnion(other.ids)
        styles.formUnion(other.styles)
    }
}

/// What decoded of a scene that has errors, for the checks that run after decoding: each finds
/// what it can in the parts that decoded, and none reports again what decoding reported or what
/// follows from it (an element with an error is left out whole, and what depends on it with it).
package struct PartialScene: Sendable {
    /// The overlays that decoded: the order check (`above`, `below`, levels) needs nothing else.
    package var overlays: [Overlay]
    /// The scene without the elements that have errors, nor the overlays drawn in a style that
    /// is left out or from an annotation that is; nil when a scene-wide part (the version, title,
    /// canvas, map, decorations or camera) has an error or the camera fits an element left out,
    /// since no picture drawn from it would be the one the scene describes.
    package var scene: Scene?

    /// A scene whose decoded `overlays` are all the checks after decoding may see: a scene
    /// that decoded whole but whose files could not all be read.
    package init(overlays: [Overlay]) {
        self.overlays = overlays
    }

    /// The parts of a scene that has errors that do not depend on what `leftOut` holds: of its
    /// `overlays`, and of `scene`, given when its scene-wide parts are whole.
    init(overlays: [Overlay], scene: Scene?, leftOut: LeftOutElements) {
        self.overlays = overlays
        guard let scene else { return }
        let styles = Set(scene.styles.map(\.name))
        let annotations = Set(scene.annotations.map(\.id))
        var drawn = scene
        drawn.overlays.removeAll { overlay in
            if let name = overlay.styleName, !styles.contains(name) { return true }
            if case .path(let path) = overlay.shape, case .annotation(let id) = path.origin { return !annotations.contains(id) }
            return false
        }
        var ids = Set(drawn.annotations.map(\.id) + drawn.overlays.map(\.id))
        for template in drawn.annotationTemplates {
            if case .numbered(let name) = template.ids { ids.insert(name) }
        }
        switch scene.camera.form {
        case .fit(.all, _):
            // Every element is in view, those left out too: the view is not the scene's.
            if leftOut.elements > 0 || drawn.overlays.count < scene.overlays.count { return }
        case .fit(.ids(let wanted), _):
            if !wanted.allSatisfy(ids.contains) { return }
        default:
            break
        }
        self.scene = drawn
    }
}
