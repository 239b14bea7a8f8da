/// The annotations and overlays of a YAML scene, decoded while the front end reads on: the tree
/// builder hands over each element of the root's `annotations` and `overlays` lists as it closes
/// (`YAMLListReceiver`) and keeps none of them, so a large file's lists never stand in the tree
/// and are decoded on the reading thread while libyaml parses the rest on its own.
///
/// Each list decodes in a context of its own, in file order, exactly as `SceneDecoder` decodes a
/// list it finds in the tree; the decoder then takes the values and appends each context where
/// it would have decoded that list, so scene and diagnostics are the same either way.
final class StreamedLists: YAMLListReceiver {
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

    init(offeringFixesIn file: SourceFile) {
        source = FixSource(file)
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
}
