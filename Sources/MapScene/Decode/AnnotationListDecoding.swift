/// An `annotations` list decoded element by element in file order: annotations, and the entries
/// that read annotations from a file (`AnnotationTemplate`), each placed after the annotations
/// before it. The decoder runs it over a list with such an entry; `StreamedLists` over a list
/// the front end hands over.
struct AnnotationListDecoding {
    private(set) var annotations: [Annotation] = []
    private(set) var templates: [AnnotationTemplate] = []

    /// Decodes the element at `index` of the list.
    mutating func take(_ element: SyntaxNode, index: Int, _ context: DecodingContext) {
        if AnnotationTemplateDecoder.isTemplate(element) {
            if let template = AnnotationTemplateDecoder.decode(element, index: index, position: annotations.count, context) {
                templates.append(template)
            }
        } else {
            takeAnnotation(element, context)
        }
    }

    /// Decodes an annotation read in the plain form (which never reads a file).
    mutating func take(_ statement: AnnotationStatement, _ context: DecodingContext) {
        if let annotation = AnnotationDecoder.decode(statement, context) { annotations.append(annotation) }
    }

    /// Decodes `element` when what it makes does not depend on its place in the list; false,
    /// taking nothing, for an entry of annotations from a file (its ids are numbered by its
    /// index, and its annotations go after those before it).
    mutating func takeWhereverItStands(_ element: SyntaxNode, _ context: DecodingContext) -> Bool {
        guard !AnnotationTemplateDecoder.isTemplate(element) else { return false }
        takeAnnotation(element, context)
        return true
    }

    private mutating func takeAnnotation(_ element: SyntaxNode, _ context: DecodingContext) {
        if let annotation = AnnotationDecoder.decode(element, context) { annotations.append(annotation) }
    }

    /// Makes room for `count` annotations in all.
    mutating func reserveCapacity(_ count: Int) {
        annotations.reserveCapacity(count)
    }

    /// Takes on what `other` decoded, after what this list has, leaving it empty: its entries
    /// from a file go after this list's annotations too. Its annotations move into room made for
    /// them, or take `other`'s storage when this list has none (`Array.append(emptying:)`).
    mutating func append(emptying other: inout AnnotationListDecoding) {
        templates += other.templates.map { template in
            var template = template
            template.position += annotations.count
            return template
        }
        other.templates = []
        annotations.append(emptying: &other.annotations)
    }
}
