internal import CYAMLEvents
import MapSceneBase

/// Reading an annotation of the plain form (`AnnotationStatement`) straight from libyaml's
/// events, without a node for its mapping or its coordinate.
extension YAMLEventBatch {
    /// The events of the shortest plain annotation: the mapping's start, the id's key and value,
    /// the coordinate's key, its list's start, two values and end, the mapping's end.
    private static let leastPlainEvents = 9

    /// Reads the annotation whose mapping starts at `index` into `builder`
    /// (`YAMLTreeBuilder.take(_:)`) when it has the plain form and ends in this batch; returns
    /// the index after its mapping's end event. Otherwise nil, having read nothing: the events are read as any other. The plain
    /// form is `{id: ID, coordinate: [LAT, LON]}` (in flow or block style), the id and the
    /// coordinate first, then any of `title`, `subtitle`, `priority`, `cluster` and `pin`, each
    /// once; every key and value a scalar, with no anchor and no alias. Such a mapping is one the
    /// tree builder takes as it is, with nothing to report, and whose node
    /// `AnnotationStatement.node` builds exactly. (The statement, of some 600 bytes, is made
    /// where it is taken, not returned.)
    package func readPlainAnnotation(at index: Int, into builder: inout YAMLTreeBuilder) -> Int? {
        guard index + Self.leastPlainEvents <= count else { return nil }
        let mapping = record(at: index)
        let idKey = record(at: index + 1), id = record(at: index + 2)
        let coordinateKey = record(at: index + 3), list = record(at: index + 4)
        let latitude = record(at: index + 5), longitude = record(at: index + 6), listEnd = record(at: index + 7)
        guard Self.opens(mapping, MAPC_YAML_MAPPING_START),
            Self.isScalar(idKey), scalar(of: idKey, is: "id"), Self.isScalar(id),
            Self.isScalar(coordinateKey), scalar(of: coordinateKey, is: "coordinate"),
            Self.opens(list, MAPC_YAML_SEQUENCE_START), Self.isScalar(latitude), Self.isScalar(longitude),
            Int(listEnd.kind) == MAPC_YAML_SEQUENCE_END
        else { return nil }
        let longitudeNode = SyntaxNode(.scalar(scalar(of: longitude)), range: range(of: longitude))
        // A block collection ends where its last node does; a flow one at its closing bracket.
        let listRange = range(of: list)
        let coordinateEnd = list.flag != 0 ? longitudeNode.range.end : range(of: listEnd).end
        var statement = AnnotationStatement(
            idKey: range(of: idKey), id: SyntaxNode(.scalar(scalar(of: id)), range: range(of: id)),
            coordinateKey: range(of: coordinateKey),
            latitude: SyntaxNode(.scalar(scalar(of: latitude)), range: range(of: latitude)), longitude: longitudeNode,
            coordinateRange: SourceRange(start: listRange.start, end: coordinateEnd))
        var lastEnd = coordinateEnd
        var next = index + 8
        while next < count, Int(record(at: next).kind) != MAPC_YAML_MAPPING_END {
            guard next + 2 < count else { return nil }
            let key = record(at: next), value = record(at: next + 1)
            guard Self.isScalar(key), Self.isScalar(value), let property = property(written: key) else { return nil }
            let valueNode = SyntaxNode(.scalar(scalar(of: value)), range: range(of: value))
            let entry = SyntaxEntry(key: property.key, keyRange: range(of: key), value: valueNode)
            guard statement.add(property, entry) else { return nil }
            lastEnd = valueNode.range.end
            next += 2
        }
        guard next < count else { return nil }
        let end = range(of: record(at: next))
        statement.range = SourceRange(start: range(of: mapping).start, end: mapping.flag != 0 ? lastEnd : end.end)
        builder.take(statement)
        return next + 1
    }

    /// A scalar without an anchor.
    private static func isScalar(_ record: mapc_yaml_record) -> Bool {
        Int(record.kind) == MAPC_YAML_SCALAR && record.has_anchor == 0
    }

    /// The start of a mapping or list (`kind`) without an anchor.
    private static func opens(_ record: mapc_yaml_record, _ kind: Int) -> Bool {
        Int(record.kind) == kind && record.has_anchor == 0
    }

    /// The property a scalar key names, if a plain annotation may hold it.
    private func property(written key: mapc_yaml_record) -> AnnotationStatement.Property? {
        if scalar(of: key, is: "title") { return .title }
        if scalar(of: key, is: "subtitle") { return .subtitle }
        if scalar(of: key, is: "priority") { return .priority }
        if scalar(of: key, is: "cluster") { return .cluster }
        if scalar(of: key, is: "pin") { return .pin }
        return nil
    }
}
