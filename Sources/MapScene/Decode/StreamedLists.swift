/// The annotations and overlays of a scene, decoded while the front end reads on: the front end
/// hands over each element of the root's `annotations` and `overlays` lists as it is read
/// (`SceneListReceiver`) and keeps none of them, so a large file's lists never stand in the
/// tree. A YAML file's are decoded on the reading thread while libyaml parses the rest on its
/// own; a large `.mapscene` file's in each of its two halves, as each half is read (`DSLSplit`).
///
/// Each list decodes in a context of its own, in file order, exactly as `SceneDecoder` decodes a
/// list it finds in the tree; the decoder then takes the values and appends each context where
/// it would have decoded that list, so scene and diagnostics are the same either way.
final class StreamedLists: SceneListReceiver {
    let listKeys = ["annotations", "overlays"]
    /// The scene's text for fixes, shared with the decoder's own context (all on one thread).
    let source: FixSource
    /// The lists the front end handed over (a list is not when it has an anchor, is an alias or
    /// repeats its key).
    private(set) var handedOver: Set<String> = []
    private(set) var annotations = AnnotationListDecoding()
    private(set) var overlays: [Overlay] = []
    /// What decoding each list found.
    let annotationContext: DecodingContext
    let overlayContext: DecodingContext

    convenience init(offeringFixesIn file: SourceFile) {
        self.init(source: FixSource(file))
    }

    private init(source: FixSource) {
        self.source = source
        annotationContext = DecodingContext(source: source)
        overlayContext = DecodingContext(source: source)
    }

    func begin(list key: String) {
        handedOver.insert(key)
    }

    func take(_ element: SyntaxNode, index: Int, ofList key: String) {
        if key == "overlays" {
            if let overlay = OverlayDecoder.decode(element, index: index, overlayContext) { overlays.append(overlay) }
        } else {
            annotations.take(element, index: index, annotationContext)
        }
    }

    func take(_ annotation: AnnotationStatement, index: Int) {
        annotations.take(annotation, annotationContext)
    }

    func take(_ overlay: OverlayStatement) {
        if let overlay = OverlayDecoder.decode(overlay, overlayContext) { overlays.append(overlay) }
    }

    /// Room for all of the annotations the file is expected to hold, and for their ids' entries
    /// in the id table, an eighth more for the estimate's error (a `.mapscene`'s survey, or the
    /// YAML front end's reckoning from a long list's first elements): the arrays are not copied
    /// as they double, and those of the second half of a `.mapscene` join the first's without
    /// moving them.
    func expect(_ count: Int, elementsOfList key: String) {
        guard key == "annotations" else { return }
        annotations.reserveCapacity(count + count / 8)
        annotationContext.identifiers.reserveCapacity(definitions: count + count / 8)
    }

    func receiverForAnotherThread() -> any SceneListReceiver {
        StreamedLists(source: source.copy())
    }

    /// An overlay without an id (named `overlay-N` by its index) and an entry of annotations
    /// from a file (`AnnotationListDecoding.takeWhereverItStands`) are not taken.
    func takeWhereverItStands(_ element: SyntaxNode, ofList key: String) -> Bool {
        guard key == "overlays" else { return annotations.takeWhereverItStands(element, annotationContext) }
        guard !OverlayDecoder.isNamedByIndex(element) else { return false }
        // Any index: the overlay has an id of its own.
        if let overlay = OverlayDecoder.decode(element, index: 0, overlayContext) { overlays.append(overlay) }
        return true
    }

    /// An annotation of the plain form reads no file: it is taken wherever it stands.
    func takeWhereverItStands(_ annotation: AnnotationStatement) -> Bool {
        annotations.take(annotation, annotationContext)
        return true
    }

    func append(contentsOf other: any SceneListReceiver, lists keys: Set<String>) {
        guard let other = other as? StreamedLists else { preconditionFailure("a receiver for another thread is a StreamedLists") }
        if keys.contains("annotations") {
            annotations.append(emptying: &other.annotations)
            annotationContext.append(emptying: other.annotationContext)
        }
        if keys.contains("overlays") {
            overlays.append(emptying: &other.overlays)
            overlayContext.append(emptying: other.overlayContext)
        }
    }
}
