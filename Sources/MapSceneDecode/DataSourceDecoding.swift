import MapSceneBase
import MapSceneModel
import MapSceneSyntax

/// Decoding of what names a data file: its path, `format:`, `where:`, and the templates
/// filled from its features' properties.
extension DecodingContext {
    /// A data source: the path in `pathNode`, with the `format` and `where` of the same mapping;
    /// `reading` is the format a key implies (`geojson: FILE`).
    package func dataSource(
        path pathNode: SyntaxNode, format formatNode: SyntaxNode?, filter filterNode: SyntaxNode?, for what: String,
        reading: DataFormat? = nil
    ) -> DataSource? {
        let path = string(pathNode, for: what)
        var valid = path != nil
        var format = reading
        if let formatNode {
            format = name(formatNode, for: "data format", as: DataFormat.self)
            valid = valid && format != nil
        }
        var filter = FeatureFilter()
        if let filterNode {
            if let decoded = featureFilter(filterNode) { filter = decoded } else { valid = false }
        }
        guard valid, let path else { return nil }
        if path.isEmpty {
            report(.emptyValue, "\(what) must name a file", at: pathNode.range)
            return nil
        }
        return DataSource(path: path, format: format, filter: filter, range: pathNode.range)
    }

    /// `where: {PROPERTY: VALUE, ...}`, each value one text or a list of them.
    package func featureFilter(_ node: SyntaxNode) -> FeatureFilter? {
        guard let entries = node.entries else {
            wrongType(node, expected: "a mapping of property names to values", for: "where")
            return nil
        }
        guard !entries.isEmpty else {
            report(.emptyValue, "where needs at least one PROPERTY: VALUE", at: node.range)
            return nil
        }
        var conditions: [FeatureFilter.Condition] = []
        var valid = true
        for entry in entries {
            let what = "where \(entry.key)"
            var values: [String] = []
            if let elements = entry.value.elements {
                if elements.isEmpty {
                    report(.emptyValue, "\(what) needs at least one value", at: entry.value.range)
                    valid = false
                }
                for element in elements {
                    if let text = propertyValue(element, for: what) { values.append(text) } else { valid = false }
                }
            } else if let text = propertyValue(entry.value, for: what) {
                values = [text]
            } else {
                valid = false
            }
            conditions.append(
                FeatureFilter.Condition(property: entry.key, values: values, range: entry.keyRange.through(entry.value.range)))
        }
        return valid ? FeatureFilter(conditions) : nil
    }

    /// One value a property is compared with: a scalar, taken as written.
    private func propertyValue(_ node: SyntaxNode, for what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "a value or a list of values", for: what)
            return nil
        }
        return scalar.text
    }

    /// A text template: `"{name}"` names a property, `{{` and `}}` write braces.
    package func template(_ node: SyntaxNode, for what: String) -> TextTemplate? {
        guard let scalar = node.scalar, !scalar.isNull else {
            var notes: [DiagnosticNote] = []
            if let entries = node.entries, entries.count == 1, entries[0].value.scalar?.isNull == true {
                notes.append(
                    DiagnosticNote("a template in braces is read by YAML as a mapping; quote it: \"{\(entries[0].key)}\""))
            }
            report(.wrongType, "expected a string for \(what), found \(node.kindDescription)", at: node.range, notes: notes)
            return nil
        }
        switch TextTemplate.parse(scalar.text, range: node.range) {
        case .success(let template):
            return template
        case .failure(.unclosedBrace):
            report(.templateSyntax, "a '{' in \(what) is not closed; write '{{' for a brace", at: node.range)
        case .failure(.strayBrace):
            report(.templateSyntax, "a '}' in \(what) has no '{' before it; write '}}' for a brace", at: node.range)
        case .failure(.emptyName):
            report(.templateSyntax, "'{}' in \(what) names no property", at: node.range)
        }
        return nil
    }
}
