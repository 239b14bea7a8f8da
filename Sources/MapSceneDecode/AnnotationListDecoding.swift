import MapSceneModel
import MapSceneSyntax

/// An `annotations` list decoded element by element in file order: annotations, and the entries
/// that read annotations from a file (`AnnotationTemplate`), each placed after the annotations
/// before it. The decoder runs it over a list with such an entry; `StreamedLists` over a list
/// the front end hands over.
package struct AnnotationListDecoding {
    package private(set) var annotations: [Annotation] = []
    package private(set) var templates: [AnnotationTemplate] = []

    /// Decodes the element at `index` of the list.
    package mutating func take(_ element: SyntaxNode, index: Int, _ context: DecodingContext) {
        if AnnotationTemplateDecoder.isTemplate(element) {
            let position = annotations.count
            if let template = context.element({
                AnnotationTemplateDecoder.decode(element, index: index, position: position, context)
            }) {
                templates.append(template)
            }
        } else {
            takeAnnotation(element, context)
        }
    }

    /// Decodes an annotation read in the plain form (which never reads a file).
    package mutating func take(_ statement: AnnotationStatement, _ context: DecodingContext) {
        if let annotation = context.element({ AnnotationDecoder.decode(statement, context) }) { annotations.append(annotation) }
    }

    private mutating func takeAnnotation(_ element: SyntaxNode, _ context: DecodingContext) {
        if let annotation = context.element({ AnnotationDecoder.decode(element, context) }) { annotations.append(annotation) }
    }

    /// Makes room for `count` annotations in all.
    package mutating func reserveCapacity(_ count: Int) {
        annotations.reserveCapacity(count)
    }
}
